"""Kubo computer players: easy places whatever fits, normal is greedy and careful, hard looks ahead."""

from __future__ import annotations

import random

from game.core.api import Action
from game.zoker.kubo import (
    HAND_PENALTY,
    STRUCTURE_IDS,
    STRUCTURES_AT,
    UNCLAIMED,
    Claim,
    Draw,
    EndTurn,
    KuboView,
    NextRound,
    Pass,
    Place,
    cell,
    placeable,
)

# Chance of noticing a completed structure in sharp-eyes mode, by level.
NOTICE = {"easy": 0.5, "normal": 0.8, "hard": 0.95}


class KuboAgent:
    """Shared plumbing: claims by noticing, draw choice, then the level's placement policy."""

    level = "easy"

    def __init__(self) -> None:
        self.noticed: dict[tuple[int, int, int], bool] = {}  # (round, turn player, structure) → seen?

    def choose(self, view: KuboView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        claim = self.noticed_claim(view, legal, rng)
        if claim is not None:
            return claim
        if view.phase == "draw":
            return self.draw(view, [a for a in legal if isinstance(a, Draw)])
        if view.phase == "steal":
            return next(a for a in legal if isinstance(a, Pass))
        places = [a for a in legal if isinstance(a, Place)]
        if not places:
            return next(a for a in legal if isinstance(a, (EndTurn, NextRound, Pass)))
        return self.place(view, places, rng) or next(a for a in legal if isinstance(a, EndTurn))

    def noticed_claim(self, view: KuboView, legal: list[Action], rng: random.Random) -> Claim | None:
        """Sharp eyes: the first completed structure this player notices (each is looked at once)."""
        for a in legal:
            if isinstance(a, Claim):
                key = (view.round, view.turn_player, a.structure)
                if key not in self.noticed:
                    self.noticed[key] = rng.random() < NOTICE[self.level]
                if self.noticed[key]:
                    return a
        return None

    def draw(self, view: KuboView, draws: list[Draw]) -> Action:
        return max(draws, key=lambda a: a.count)

    def place(self, view: KuboView, places: list[Place], rng: random.Random) -> Action | None:
        return rng.choice(places)


class EasyAgent(KuboAgent):
    """Places whatever fits, in random order, but often stops after the first card."""

    level = "easy"
    stop_chance = 0.5

    def place(self, view: KuboView, places: list[Place], rng: random.Random) -> Action | None:
        if view.placed_this_turn and rng.random() < self.stop_chance:
            return None
        return rng.choice(places)


def _points(view: KuboView, k: int) -> int:
    return view.points(k)


def completed_by(filled: list, i: int) -> list[int]:
    """Structures whose last gap is place `i` on `filled`."""
    return [k for k in STRUCTURES_AT[i] if all(filled[j] is not None or j == i for j in STRUCTURE_IDS[k])]


class NormalAgent(KuboAgent):
    """Greedy on points; avoids killing its own cards and opening structures the next player can finish."""

    level = "normal"
    opening_weight = 1.0  # how much a gift to the next player counts
    keep_threshold = 0.0  # place only moves worth more than this

    def place(self, view: KuboView, places: list[Place], rng: random.Random) -> Action | None:
        filled = list(view.table)
        hand = [cell(c) for c in view.hand]
        risk = self.risk_model(view)
        best, best_value = None, self.keep_threshold
        for a in places:
            value = self.value(view, filled, hand, cell(a.card), risk)
            if value > best_value:
                best, best_value = a, value
        return best

    def risk_model(self, view: KuboView) -> dict[int, float]:
        """Chance that the next player holds each unseen card (uniform over the unseen cards)."""
        unseen = view.unseen()
        nxt = (view.turn_player + 1) % len(view.hand_counts)
        share = min(1.0, (view.hand_counts[nxt] + 1) / max(1, len(unseen)))
        return {cell(c): share for c in unseen}

    def value(self, view: KuboView, filled: list, hand: list[int], i: int, risk: dict[int, float]) -> float:
        geo = view.geometry
        gain = sum(_points(view, k) for k in completed_by(filled, i))
        gain += HAND_PENALTY  # one card fewer in hand
        filled[i] = view.player
        own_dead = sum(1 for j in geo.below[i] if filled[j] is None and j in hand)
        gift = 0.0
        for k in STRUCTURES_AT[i]:
            gaps = [j for j in STRUCTURE_IDS[k] if filled[j] is None]
            if len(gaps) == 1 and gaps[0] not in hand:
                g = gaps[0]
                if placeable(filled, g, geo) or _reachable(filled, g, geo):
                    gift += _points(view, k) * risk.get(g, 0.0)
        filled[i] = None
        return gain - HAND_PENALTY * own_dead - self.opening_weight * gift


def _reachable(filled: list, g: int, geo) -> bool:
    """Could place `g` become placeable by one more card (the one below or a neighbour)?"""
    if any(filled[j] is not None for j in geo.above[g]):
        return False
    below = geo.below[g]
    return bool(below) and placeable(filled, below[0], geo)


class SearchAgent(KuboAgent):
    """Hard: tries each move on worlds sampled from the unseen cards and plays every round out."""

    level = "hard"
    samples = 8  # worlds per decision: strong enough, and a move stays under ~300 ms

    def choose(self, view: KuboView, legal: list[Action], rng: random.Random) -> Action:
        claim = self.noticed_claim(view, legal, rng)
        if claim is not None:
            return claim
        options = [a for a in legal if isinstance(a, (Place, Draw, EndTurn))]
        if view.phase not in ("place", "draw") or len(options) < 2:
            return super().choose(view, legal, rng)
        totals = [0.0] * len(options)
        for _r in range(self.samples):
            world = view.sample_world(random.Random(rng.getrandbits(32)))
            seed = rng.getrandbits(32)
            for n, a in enumerate(options):
                w = world.clone()
                w._apply(a)
                totals[n] += playout(w, view.player, random.Random(seed))
        return options[max(range(len(options)), key=totals.__getitem__)]


def playout(state, me: int, rng: random.Random) -> float:
    """Finish the round with quick greedy play; my round result minus the others' mean."""
    geo = state.geo
    while state.phase != "round_over":
        if state.phase == "draw":
            state._apply(Draw(0))
            continue
        if UNCLAIMED in state.owners:
            state._apply(Claim(state.owners.index(UNCLAIMED)))
            continue
        if state.phase == "steal":
            state._apply(Pass())
            continue
        hand = state.hands[state.turn_player]
        fits = [c for c in hand if placeable(state.table, cell(c), geo)] if not state.locked else []
        if not fits:
            state._apply(EndTurn())
            continue
        scoring = [c for c in fits if completed_by(state.table, cell(c))]
        card = scoring[0] if scoring else fits[rng.randrange(len(fits))]
        state._apply(Place(*card))
    pts = state.sheet.rows[-1].points
    n = len(pts)
    return pts[me] - (sum(pts) - pts[me]) / (n - 1)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": SearchAgent}
