"""The coach for Zoker Kubo: each placement (or drawing, or ending the turn) is tried in the same
sampled deals of the unseen cards, and the round is played out greedily by everyone, as the hard
computer judges a move; the value is the seat's round result (points from the cube less the hand
left) ahead of the others' mean. The reason reads the cube: what a placement completes, buries or
leaves one card short for the others."""

from __future__ import annotations

import random

from game.core.coach import Finding, GameCoach, Mark, Outcome, lead
from game.core.i18n import N_, _, join_names, ngettext, number, sentence
from game.zoker.cards import DECK, card_name
from game.zoker.kubo.ai import MASKS, Rollout, completed_by
from game.zoker.kubo.engine import (
    STRUCTURE_IDS,
    STRUCTURES,
    STRUCTURES_AT,
    EndTurn,
    KuboView,
    Phase,
    Place,
    cell,
    placeable,
    structure_name,
)

CHOICES = (Place, EndTurn)  # claims and passes are not weighed: claiming is never wrong
# A mark costs at least two points: smaller gaps, though above the noise, were worse than the
# played move in a replay too often (benchmarks.coach_honesty, docs/COMPUTER_PLAYERS.md).
LEAST_POINTS = 2.0


def action_name(action) -> str:
    if isinstance(action, Place):
        return _("placing {card}").format(card=card_name(action.card))
    return _("ending your turn")


def buried(view: KuboView, i: int) -> list[int]:
    """Hand cards whose places a card on place `i` would bury (every empty place below it)."""
    hand = {cell(c) for c in view.hand}
    return [j for j in view.geometry.below[i] if view.table[j] is None and j in hand]


def left_open(view: KuboView, i: int) -> list[int]:
    """Structures through place `i` that a card there would leave one card short, with that card
    not in the seat's hand and its place open or one card from open: a gift to the others."""
    filled = list(view.table)
    filled[i] = view.player
    hand = {cell(c) for c in view.hand}
    geo = view.geometry
    out = []
    for k in STRUCTURES_AT[i]:
        gaps = [j for j in STRUCTURE_IDS[k] if filled[j] is None]
        if len(gaps) == 1 and gaps[0] not in hand:
            g = gaps[0]
            below = geo.below[g]
            reachable = not any(filled[j] is not None for j in geo.above[g]) and bool(below) and placeable(
                filled, below[0], geo)
            if placeable(filled, g, geo) or reachable:
                out.append(k)
    return out


def completes(view: KuboView, action) -> list[int]:
    return completed_by(list(view.table), cell(action.card)) if isinstance(action, Place) else []


def structures_words(ks: list[int]) -> str:
    """Every structure in `ks`, the dearest kind first: "the Zoker and a line", "2 lines" (the
    reason named only the dearest, beside the points of them all)."""
    words = []
    for kind in ("zoker", "diagonal", "line"):
        of_kind = [k for k in ks if STRUCTURES[k].kind == kind]
        n = len(of_kind)
        if n == 1:
            words.append(structure_name(of_kind[0]))
        elif n and kind == "line":
            words.append(ngettext("{n} line", "{n} lines", n).format(n=n))
        elif n:  # a card lies on one space diagonal at most: two or more are plane diagonals
            words.append(ngettext("{n} diagonal", "{n} diagonals", n).format(n=n))
    return join_names(words)


class KuboCoach(GameCoach):
    unit = N_("points ahead")
    unit_behind = N_("points behind")
    worlds = 48  # a bitmask play-out is cheap

    def examines(self, view: KuboView, legal: list) -> bool:
        """Placing or ending the turn. How many extra cards to draw is not judged: the greedy
        play-out, which draws one card a turn, got it right in only 2 of 10 marks replayed."""
        return view.phase == Phase.PLACE and sum(isinstance(a, CHOICES) for a in legal) > 1

    def candidates(self, view: KuboView, legal: list, played) -> list:
        if not isinstance(played, CHOICES):
            return [played]
        return [a for a in legal if isinstance(a, CHOICES)]

    def evaluate(self, view: KuboView, candidates: list, seed: int, worlds: int) -> list[Outcome]:
        """The hard player's play-outs on bitmasks, common random numbers: per world the unseen cards
        dealt to the other hands and the pile, and one play-out seed for every candidate."""
        masks = MASKS[view.orientation]
        filled = sum(1 << i for i in range(64) if view.table[i] is not None)
        mine = [cell(c) for c in view.hand]
        unseen = [cell(c) for c in view.unseen()]
        outcomes = [Outcome(a, []) for a in candidates]
        rng = random.Random(seed)
        for _world in range(worlds):
            world_seed, playout_seed = rng.getrandbits(64), rng.getrandbits(64)
            random.Random(world_seed).shuffle(unseen)
            deal = iter(unseen)
            hands = [mine if p == view.player else [next(deal) for _ in range(n)]
                     for p, n in enumerate(view.hand_counts)]
            pile = list(deal)
            for out in outcomes:
                rollout = Rollout(view, masks, filled, hands, pile, random.Random(playout_seed))
                out.values.append(rollout.run(out.action))
                others = [pts for p, pts in enumerate(rollout.points) if p != view.player]
                out.tallies.append((sum(others) / len(others),))
        return outcomes

    def mark(self, finding: Finding) -> Mark | None:
        return None if finding.gap < LEAST_POINTS else super().mark(finding)

    def reason(self, finding: Finding) -> str:
        return sentence(self.words(finding))

    def words(self, finding: Finding) -> str:
        """The reason, before its first letter is made a capital."""
        view = finding.decision.view
        played, better = finding.played.action, finding.better.action
        names = {"played": action_name(played), "better": action_name(better),
                 "pv": number(finding.played.value, 1), "bv": number(finding.better.value, 1),
                 "po": number(finding.played.tally[0], 1), "bo": number(finding.better.tally[0], 1)}
        gain = completes(view, better)
        if sum(view.points(k) for k in gain) > sum(view.points(k) for k in completes(view, played)):
            n = sum(view.points(k) for k in gain)
            return ngettext("Placing {card} would have completed {what} for {n} point.",
                            "Placing {card} would have completed {what} for {n} points.", n).format(
                card=card_name(better.card), what=structures_words(gain), n=n)
        if isinstance(played, Place):
            lost = buried(view, cell(played.card))
            if lost and not (isinstance(better, Place) and buried(view, cell(better.card))):
                return _("Placing {card} buried your {other}: it can never be played and costs a point "
                         "at the end of the round.").format(card=card_name(played.card),
                                                            other=card_name(DECK[lost[0]]))
            gift = left_open(view, cell(played.card))
            gave = finding.played.tally[0] - finding.better.tally[0]  # the others' share of the gap
            if gift and gave >= finding.gap / 2 and not (
                    isinstance(better, Place) and left_open(view, cell(better.card))):
                nxt = finding.name((view.turn_player + 1) % len(view.hand_counts))
                return _("Placing {card} left {what} one card short for {name}, who plays next: the others "
                         "scored {po} points this round on average after it, {bo} after {better}.").format(
                    card=card_name(played.card), what=structure_name(gift[0]), name=nxt, **names)
        if isinstance(played, EndTurn) and isinstance(better, Place):
            return _("Ending your turn kept {card} in your hand though it fitted: each card left in "
                     "your hand costs a point at the end of the round.").format(card=card_name(better.card))
        return _("On average you end this round {bv} after {better}, {pv} after {played}.").format(
            **names | {"bv": self.standing(finding.better.value), "pv": self.standing(finding.played.value)})

    def standing(self, value: float) -> str:
        """"1.9 points ahead of the others", "1.9 points behind the others" or level."""
        return lead(value, _("{n} points ahead of the others"), _("{n} points behind the others"))


COACH = KuboCoach("zoker_kubo")
