"""Wizard's coach: bids and card plays, valued in the round's points.

Worlds are dealt as the hard player deals them (consistent with the voids, weighted by how well
they explain the bids made); each candidate is played out to the end of the round by the normal
heuristic for every seat (`heuristic_playout`, the person's later cards too). Besides the points
each play-out notes the tricks the seat took in the round and whether it won the trick in play.
"""

from __future__ import annotations

import random

from game.core.api import Action
from game.core.coach import Decision, Finding, GameCoach, value_texts
from game.core.i18n import N_, _, number
from game.wizard.ai import WORLD_CANDIDATES, heuristic_action, heuristic_playout, sample_weighted
from game.wizard.cards import SUIT_NAMES, card_name
from game.wizard.engine import Bid, Phase, Play, WizardState, WizardView
from game.wizard.strength import estimate_tricks

BID_REACH = 3  # bids further than this from the hand estimate are not tried (besides the one made)
PLAYOUT_CARDS = 4000  # cards played in one run's play-outs of a decision, roughly
MIN_WORLDS, MAX_WORLDS = 20, 80


class WizardCoach(GameCoach):
    unit = N_("points")

    def examines(self, view: WizardView, legal: list[Action]) -> bool:
        return len(legal) > 1 and view.phase in (Phase.BID, Phase.PLAY)

    def candidates(self, view: WizardView, legal: list[Action], played: Action) -> list[Action]:
        if view.phase == Phase.BID:
            guess = estimate_tricks(view.hand, view.trump, view.players)
            return [a for a in legal if abs(a.tricks - guess) <= BID_REACH]
        return list(legal)

    def world_count(self, view: WizardView, candidates: list[Action]) -> int:
        cards = len(candidates) * max(1, sum(view.hand_counts))
        return max(MIN_WORLDS, min(MAX_WORLDS, PLAYOUT_CARDS // cards))

    def sample(self, view: WizardView, rng: random.Random) -> WizardState:
        return sample_weighted(view, rng, WORLD_CANDIDATES)

    def start(self, world: WizardState, seat: int) -> tuple[int, int]:
        return world.totals[seat], world.tricks[seat]

    def playout(self, world: WizardState, seat: int, rng: random.Random) -> int:
        """Finish the trick in play, then the round; the seat's tricks once that trick was over."""
        while world.phase == Phase.PLAY and world.trick:
            world._apply(heuristic_action(world, world.legal_actions(), rng))
        after_trick = world.tricks[seat]
        heuristic_playout(world, rng)
        return after_trick

    def value(self, world: WizardState, seat: int, start: tuple[int, int]) -> float:
        return float(world.totals[seat] - start[0])

    def tally(self, world: WizardState, seat: int, start: tuple[int, int],
              after_trick: int) -> tuple[float, float]:
        """(tricks taken in the round, 1 if the seat won the trick in play)."""
        return float(world.tricks[seat]), float(after_trick > start[1])

    def reason(self, finding: Finding) -> str:
        d: Decision = finding.decision
        view: WizardView = d.view
        if isinstance(d.played, Bid):
            return bid_reason(view, d.played, finding.better.action, finding.better.tally[0])
        return play_reason(view, d.played, finding.better.action, finding)


def bid_reason(view: WizardView, bid: Bid, better: Bid, tricks: float) -> str:
    """'You bid 3; this hand is worth about 1.6 tricks with elves as trump: bid 2'."""
    worth = number(tricks, 1)
    if view.trump is None:
        text = _("You bid {bid}; with no trump this hand is worth about {tricks} tricks: bid {better}")
        return text.format(bid=bid.tricks, tricks=worth, better=better.tricks)
    text = _("You bid {bid}; this hand is worth about {tricks} tricks with {trump} as trump: bid {better}")
    return text.format(bid=bid.tricks, tricks=worth, trump=_(SUIT_NAMES[view.trump]), better=better.tricks)


def play_reason(view: WizardView, played: Play, better: Play, finding: Finding) -> str:
    """Why the card cost: a trick won that was not needed, a needed trick lost, or the points."""
    me = view.player
    bid = view.bids[me]
    won_played, won_better = finding.played.tally[1], finding.better.tally[1]
    card, other = card_name(played.card), card_name(better.card)
    if bid is not None and view.tricks[me] >= bid and won_played > 0.5 > won_better:
        return _("Playing {card} here won a trick you did not need: you had made your bid; "
                 "{other} would have lost it").format(card=card, other=other)
    if bid is not None and view.tricks[me] < bid and won_better > 0.5 > won_played:
        return _("Playing {card} here lost a trick you needed for your bid of {bid}; "
                 "{other} would have won it").format(card=card, bid=bid, other=other)
    text = _("Better {other} than {card}: about {better} points this round instead of {played}")
    played_points, better_points = value_texts(finding.played.value, finding.better.value)  # as the values
    return text.format(other=other, card=card, better=better_points, played=played_points)


COACH = WizardCoach("wizard")
