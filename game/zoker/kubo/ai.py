"""Kubo computer players: easy places whatever fits, normal is greedy and careful, hard looks ahead."""

from __future__ import annotations

import random

from game.core.api import Action
from game.zoker.kubo.engine import (
    GEOMETRIES,
    HAND_PENALTY,
    STRUCTURE_IDS,
    STRUCTURES,
    STRUCTURES_AT,
    Claim,
    Draw,
    EndTurn,
    KuboView,
    NextRound,
    Pass,
    Phase,
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
        if view.phase == Phase.DRAW:
            return self.draw(view, [a for a in legal if isinstance(a, Draw)])
        if view.phase == Phase.STEAL:
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
    """Hard: tries each move on worlds sampled from the unseen cards and plays every round out.

    The other hands and the pile are dealt at random from the cards this seat has not seen
    (the unseen-card distribution); each world is finished with quick greedy play by everyone.
    """

    level = "hard"
    samples = 24  # worlds per decision: strong enough, and a move stays well under ~300 ms

    def choose(self, view: KuboView, legal: list[Action], rng: random.Random) -> Action:
        claim = self.noticed_claim(view, legal, rng)
        if claim is not None:
            return claim
        options = [a for a in legal if isinstance(a, (Place, Draw, EndTurn))]
        if view.phase not in (Phase.PLACE, Phase.DRAW) or len(options) < 2:
            return super().choose(view, legal, rng)
        masks = MASKS[view.orientation]
        filled = sum(1 << i for i in range(64) if view.table[i] is not None)
        mine = [cell(c) for c in view.hand]
        unseen = [cell(c) for c in view.unseen()]
        totals = [0.0] * len(options)
        for _r in range(self.samples):
            rng.shuffle(unseen)
            deal = iter(unseen)
            hands = [
                mine if p == view.player else [next(deal) for _ in range(n)]
                for p, n in enumerate(view.hand_counts)
            ]
            pile = list(deal)
            seed = rng.getrandbits(32)
            for n, a in enumerate(options):
                world = Rollout(view, masks, filled, hands, pile, random.Random(seed))
                totals[n] += world.run(a)
        return options[max(range(len(options)), key=totals.__getitem__)]


def _masks(axis: int):
    geo = GEOMETRIES[axis]
    above = tuple(sum(1 << j for j in geo.above[i]) for i in range(64))
    below = tuple(geo.below[i][0] if geo.below[i] else -1 for i in range(64))
    beside = tuple(sum(1 << j for j in geo.beside[i]) for i in range(64))
    top = sum(1 << i for i in geo.top)
    return above, below, beside, top


MASKS = tuple(_masks(a) for a in range(3))
STRUCTURE_MASKS = tuple(sum(1 << i for i in ids) for ids in STRUCTURE_IDS)
IS_ZOKER = tuple(s.kind == "zoker" for s in STRUCTURES)


class Rollout:
    """The rest of a round on bitmasks, played greedily by everyone: fast enough to repeat many times."""

    def __init__(self, view: KuboView, masks, filled: int, hands, pile, rng: random.Random) -> None:
        self.above, self.below, self.beside, self.top = masks
        self.filled = filled
        self.hands = [list(h) for h in hands]
        self.pile = list(pile)
        self.points = list(view.round_points)
        self.last_placed = list(view.last_placed)
        self.idle = view.idle_turns
        self.turn = view.turn_player
        self.placed = view.placed_this_turn
        self.me = view.player
        self.values = [view.points(k) for k in range(len(STRUCTURES))]
        self.rng = rng
        self.over = False

    def fits(self, i: int) -> bool:
        f = self.filled
        if f >> i & 1 or f & self.above[i]:
            return False
        b = self.below[i]
        return (b >= 0 and f >> b & 1) or (f & self.beside[i]) != 0

    def scoring(self, i: int) -> int:
        f = self.filled | 1 << i
        return sum(self.values[k] for k in STRUCTURES_AT[i] if f & STRUCTURE_MASKS[k] == STRUCTURE_MASKS[k])

    def place(self, i: int) -> None:
        p = self.turn
        self.hands[p].remove(i)
        self.filled |= 1 << i
        self.placed += 1
        f = self.filled
        zoker = False
        for k in STRUCTURES_AT[i]:
            if f & STRUCTURE_MASKS[k] == STRUCTURE_MASKS[k]:
                self.points[p] += self.values[k]
                zoker = zoker or IS_ZOKER[k]
        if zoker or not self.hands[p] or f & self.top == self.top:
            self.over = True

    def greedy_turn(self) -> None:
        """Place what fits, scoring cards first, until nothing fits or the round ends."""
        hand = self.hands[self.turn]
        while not self.over:
            fits = [i for i in hand if self.fits(i)]
            if not fits:
                return
            best = max(fits, key=self.scoring)
            self.place(best if self.scoring(best) else fits[self.rng.randrange(len(fits))])

    def end_turn(self) -> None:
        p = self.turn
        self.last_placed[p] = self.placed
        self.idle = 0 if self.placed or self.pile else self.idle + 1
        if self.idle >= len(self.hands):
            self.over = True
            return
        self.turn = (p + 1) % len(self.hands)
        self.placed = 0
        if self.pile:
            self.hands[self.turn].append(self.pile.pop())

    def run(self, first: Action) -> float:
        """Play `first` for this seat, then everyone greedily; my round result minus the others' mean."""
        if isinstance(first, Draw):
            for _k in range(first.count):
                self.hands[self.turn].append(self.pile.pop())
        elif isinstance(first, Place):
            self.place(cell(first.card))
        if not isinstance(first, EndTurn):
            self.greedy_turn()
        for _turn in range(200):
            if self.over:
                break
            self.end_turn()
            if not self.over:
                self.greedy_turn()
        result = [self.points[p] - HAND_PENALTY * len(h) for p, h in enumerate(self.hands)]
        others = [r for p, r in enumerate(result) if p != self.me]
        return result[self.me] - sum(others) / len(others)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": SearchAgent}
