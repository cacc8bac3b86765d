"""Zoker Memo: find pairs among face-down cards; 1–5 players, or solo against the turn count."""

from __future__ import annotations

import dataclasses
import random
from enum import StrEnum

from game.core.api import Action, DealingRandom, Event, Game, Option, State, View, copied_rng
from game.core.i18n import N_, _
from game.zoker.cards import COMPATIBLE, DECK, Card, common, compatible

# --------------------------------------------------------------------------- constants

GRIDS = {16: (4, 4), 24: (4, 6), 36: (6, 6), 64: (8, 8)}  # table size -> (rows, cols)
DEFAULT_TABLE = 16
# [interpretation] easy variant: "alike in one attribute" read as at least one, so every normal pair counts.
EASY_MIN_COMMON = 1
DOWN = "down"  # a face-down card in a view: seen as a card back only
# Bit j of EASY_PAIRS[i]: DECK[i] and DECK[j] are a pair in the easy variant (COMPATIBLE for the normal one).
EASY_PAIRS: tuple[int, ...] = tuple(
    sum(1 << b.index for b in DECK if b != a and common(a, b) >= EASY_MIN_COMMON) for a in DECK
)


class Phase(StrEnum):
    """Where a Memo turn stands. The values are the strings saves, views and the tables read."""

    REVEAL = "reveal"  # turn up a card (the first or the second of a try)
    MISS = "miss"  # a missed pair still shows: turn it back or go on
    OVER = "over"  # every pair is taken


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Reveal(Action):
    """Turn the face-down card at `place` face up."""

    place: int


@dataclasses.dataclass(frozen=True)
class Hide(Action):
    """After a miss: turn both cards face down (a reveal by the next player does it too)."""


def is_pair(a: Card, b: Card, easy: bool) -> bool:
    """Two cards make a pair: two common attributes, or at least one in the easy variant."""
    return common(a, b) >= EASY_MIN_COMMON if easy else compatible(a, b)


# --------------------------------------------------------------------------- view


@dataclasses.dataclass
class MemoView(View):
    """The table as everyone sees it; face-down cards stay hidden, revealed ones are public history."""

    rows: int
    cols: int
    places: tuple  # per place: None (empty), DOWN, or the face-up Card
    face_up: tuple[int, ...]
    deck: int  # cards left in the deck
    piles: tuple[tuple[Card, ...], ...]  # pairs taken, per seat, in order
    turns: tuple[int, ...]
    current: int | None
    phase: Phase
    easy: bool
    seen: tuple[tuple[int, Card], ...]  # every reveal so far, in order: (place, card)

    def is_pair(self, a: Card, b: Card) -> bool:
        return is_pair(a, b, self.easy)

    def known(self) -> dict[int, Card]:
        """Face-down places whose card every seat has seen: cards never move, so a card turned up
        once and not taken is still where it was."""
        taken = {c for pile in self.piles for c in pile}
        return {p: c for p, c in self.seen if c not in taken and self.places[p] == DOWN}

    def sample_world(self, rng: random.Random) -> MemoState:
        """A state with the cards nobody has seen dealt at random to the unknown places and the deck."""
        known = self.known()
        seen = {c for _p, c in self.seen}
        unseen = [c for c in DECK if c not in seen]
        rng.shuffle(unseen)
        places: list[Card | None] = []
        for i, c in enumerate(self.places):
            places.append(c if c is None or c != DOWN else known.get(i) or unseen.pop())
        s = object.__new__(MemoState)
        s.game, s.players, s.seed = GAME, len(self.piles), 0
        s.options = {"table": self.rows * self.cols, "easy_pairs": self.easy}
        s.rng, s.history = DealingRandom(rng.getrandbits(32)), []
        s.size, s.rows, s.cols, s.easy = self.rows * self.cols, self.rows, self.cols, self.easy
        s.deck, s.places, s.face_up = unseen[: self.deck], places, list(self.face_up)
        s.piles, s.turns = [list(p) for p in self.piles], list(self.turns)
        s.seen, s.phase, s.current_player = list(self.seen), self.phase, self.current
        last_try = self.seen[-2:] if len(self.seen) % 2 == 0 else ()
        s.turn_open = self.phase == Phase.REVEAL and bool(
            self.face_up or (last_try and self.is_pair(last_try[0][1], last_try[1][1])))
        return s


# --------------------------------------------------------------------------- state


class MemoState(State):
    """Table places (grid first, then places added beside it), deck, piles and the turn."""

    def setup(self) -> None:
        self.size = self.options["table"]
        self.rows, self.cols = GRIDS[self.size]
        self.easy = self.options["easy_pairs"]
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.deck = deck  # the top card is deck[-1]
        self.places: list[Card | None] = [None] * self.size
        self.face_up: list[int] = []
        self.piles: list[list[Card]] = [[] for _ in range(self.players)]
        self.turns = [0] * self.players
        self.turn_open = False
        self.seen: list[tuple[int, Card]] = []
        self.phase = Phase.REVEAL
        self.current_player = 0  # the dealer is the last seat; their left starts
        self._refill()
        self._settle()

    # -- table rules

    def has_pair(self) -> bool:
        """Is any pair left among the cards on the table?"""
        masks = EASY_PAIRS if self.easy else COMPATIBLE
        table = 0
        for c in self.places:
            if c is not None:
                table |= 1 << c.index
        return any(masks[c.index] & table for c in self.places if c is not None)

    def _refill(self) -> list[int]:
        """Deal deck cards face down into empty places in order; return the places filled."""
        filled = []
        for i, card in enumerate(self.places):
            if card is None and self.deck:
                self.places[i] = self.deck.pop()
                filled.append(i)
        return filled

    def _settle(self) -> list[Event]:
        """No pair left: refill, then add places beside the grid until a pair exists or the deck is out."""
        events: list[Event] = []
        if self.has_pair():
            return events
        filled = self._refill()
        if filled:
            events.append(Event("refill", {"places": filled}))
        while not self.has_pair() and self.deck:
            self.places.append(self.deck.pop())
            events.append(Event("extra_place", {"place": len(self.places) - 1}))
        if not self.has_pair():  # the deck is out too
            self.current_player = None
            self.phase = Phase.OVER
            events.append(Event("game_over", {"scores": self.scores()}))
        return events

    # -- contract

    def legal_actions(self) -> list[Action]:
        if self.phase == Phase.REVEAL:
            return [Reveal(i) for i, c in enumerate(self.places) if c is not None and i not in self.face_up]
        if self.phase == Phase.MISS:  # the missed pair still shows; the next player may turn it back or go on
            return [Hide()] + [Reveal(i) for i, c in enumerate(self.places) if c is not None]
        return []

    def is_legal(self, action) -> bool:
        if type(action) is Reveal:
            p = action.place
            return (
                type(p) is int
                and 0 <= p < len(self.places)
                and self.places[p] is not None
                and (self.phase == Phase.MISS or (self.phase == Phase.REVEAL and p not in self.face_up))
            )
        return type(action) is Hide and self.phase == Phase.MISS

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if isinstance(action, Reveal):
            if action.place in self.face_up:
                return _("That card is already face up.")
            return _("There is no card in that place.")
        if isinstance(action, Hide):
            return _("There are no cards to turn face down.")
        return _("Reveal a face-down card.")

    def _apply(self, action: Action) -> list[Event]:
        p = self.current_player
        events = []
        if self.phase == Phase.MISS:
            events.append(Event("hide", {"places": self.face_up}))
            self.face_up = []
            self.phase = Phase.REVEAL
            if type(action) is Hide:
                return events
        place = action.place
        card = self.places[place]
        if not self.turn_open:
            self.turn_open = True
            self.turns[p] += 1
        self.face_up.append(place)
        self.seen.append((place, card))
        events.append(Event("reveal", {"player": p, "place": place, "card": card}))
        if len(self.face_up) < 2:
            return events
        first, second = self.face_up
        a, b = self.places[first], self.places[second]
        if not is_pair(a, b, self.easy):
            self.phase = Phase.MISS
            self.turn_open = False
            self.current_player = (p + 1) % self.players
            events.append(Event("miss", {"player": p, "places": [first, second], "cards": [a, b]}))
            events.append(Event("turn", {"player": self.current_player}))
            return events
        self.piles[p] += [a, b]
        self.places[first] = self.places[second] = None
        self.face_up = []
        events.append(Event("pair", {"player": p, "places": [first, second], "cards": [a, b]}))
        return events + self._settle()

    def view(self, player: int) -> MemoView:
        over = self.phase == Phase.OVER  # nothing is secret any more: the cards left show their faces
        places = tuple(
            None if c is None else (c if over or i in self.face_up else DOWN)
            for i, c in enumerate(self.places)
        )
        return MemoView(
            player=player,
            rows=self.rows,
            cols=self.cols,
            places=places,
            face_up=tuple(self.face_up),
            deck=len(self.deck),
            piles=tuple(tuple(pile) for pile in self.piles),
            turns=tuple(self.turns),
            current=self.current_player,
            phase=self.phase,
            easy=self.easy,
            seen=tuple(self.seen),
        )

    def scores(self) -> list[int]:
        """Cards taken; solo: minus the turns taken, so that higher is better in every mode."""
        if self.players == 1:
            return [-self.turns[0]]
        return [len(pile) for pile in self.piles]

    def arena_stats(self, player: int) -> dict:
        return {"cards": len(self.piles[player]), "turns": self.turns[player]}

    def snapshot(self) -> dict:
        # Cards are named tuples of ints, so these lists are JSON-ready as they are (and cheap to copy).
        return {
            "places": list(self.places),
            "deck": list(self.deck),
            "face_up": list(self.face_up),
            "piles": [list(pile) for pile in self.piles],
            "turns": list(self.turns),
            "turn_open": self.turn_open,
            "seen": list(self.seen),
            "current": self.current_player,
            "phase": self.phase,
            "seed": self.seed,  # the RNG only shuffles at setup, so the seed stands for its state
        }

    def clone(self) -> MemoState:
        """Fast copy: cards and actions are immutable, so shallow list copies suffice."""
        twin = object.__new__(MemoState)
        twin.__dict__.update(self.__dict__)
        twin.rng = copied_rng(self.rng)
        twin.history = list(self.history)
        twin.options = dict(self.options)
        twin.deck = list(self.deck)
        twin.places = list(self.places)
        twin.face_up = list(self.face_up)
        twin.piles = [list(pile) for pile in self.piles]
        twin.turns = list(self.turns)
        twin.seen = list(self.seen)
        return twin


# --------------------------------------------------------------------------- game


class MemoGame(Game):
    """Zoker Memo."""

    id = "zoker_memo"
    name = N_("Zoker Memo")
    min_players = 1
    max_players = 5
    options = (
        Option(
            "table",
            DEFAULT_TABLE,
            tuple(GRIDS),
            N_("Cards on the table"),
            N_("At a time: 16 in a 4×4 square, up to all 64 in 8×8. Every size plays the whole deck."),
        ),
        Option(
            "easy_pairs",
            False,
            (),
            N_("Easy pairs"),
            N_("Any two cards with a common attribute make a pair."),
        ),
    )
    action_types = (Reveal, Hide)
    rules = "zoker_memo"
    max_actions = 200_000

    def state_class(self) -> type[State]:
        return MemoState

    def test_configs(self) -> list[tuple[int, dict]]:
        return [
            (1, {}),
            (2, {"easy_pairs": True}),
            (3, {"table": 24, "easy_pairs": True}),
            (4, {"table": 36, "easy_pairs": True}),
            (5, {"table": 64, "easy_pairs": True}),
            (2, {"table": 64}),
        ]


GAME = MemoGame()
