"""Zoker Memo computer players: a memory of revealed cards that is more or less reliable by level."""

from __future__ import annotations

import dataclasses
import random

from game.zoker.memo.engine import Phase

LEVELS = ("easy", "normal", "hard")


@dataclasses.dataclass(frozen=True)
class Recall:
    """How a level remembers: chance to note a revealed card, chance per later reveal to forget one."""

    note: float
    forget: float


RECALL = {
    "easy": Recall(note=0.4, forget=0.1),  # forgets most
    "normal": Recall(note=0.8, forget=0.03),  # remembers some, fading
    "hard": Recall(note=1.0, forget=0.0),  # remembers everything it saw
}


class MemoAgent:
    """Plays from its own memory of the public reveals; never looks at face-down cards.

    Lives for one game: the memory carries over between its turns.
    """

    def __init__(self, recall: Recall):
        self.recall = recall
        self.known: dict[int, object] = {}  # place -> card last seen there
        self.read = 0  # reveals of view.seen already observed

    def observe(self, view, rng: random.Random) -> None:
        """Take in the reveals since the last turn, forgetting as the level does."""
        for place, card in view.seen[self.read :]:
            if self.recall.forget:
                for p in list(self.known):
                    if rng.random() < self.recall.forget:
                        del self.known[p]
            if rng.random() < self.recall.note:
                self.known.pop(place, None)
                self.known[place] = card
        self.read = len(view.seen)
        taken = {c for pile in view.piles for c in pile}
        self.known = {p: c for p, c in self.known.items() if c not in taken}

    def choose(self, view, legal_actions: list, rng: random.Random):
        self.observe(view, rng)
        by_place = {a.place: a for a in legal_actions if hasattr(a, "place")}  # reveals; Hide is for people
        known = [(p, c) for p, c in self.known.items() if p in by_place]
        unknown = [p for p in by_place if p not in self.known]
        if view.phase == Phase.REVEAL and view.face_up:  # the second card of a try
            first = view.places[view.face_up[0]]
            for p, c in known:
                if view.is_pair(first, c):
                    return by_place[p]
        else:
            for i, (p, c) in enumerate(known):
                if any(view.is_pair(c, d) for _, d in known[i + 1 :]):
                    return by_place[p]
        return by_place[rng.choice(unknown or list(by_place))]


def factory(level: str):
    """A callable that makes a fresh agent of `level` for one game."""
    recall = RECALL[level]
    return lambda: MemoAgent(recall)
