"""Racko's coach: which pile and which slot, valued in the turns a rack still needs to Racko.

The hard player's planner (game/racko/ai.py `Planner`) counts the draws a rack still needs from
the cards the seat has not seen: an expectation over every unseen card, not a sample, so the two
runs agree and the noise is zero; a move is marked whenever the planner finds a better one. A
placed card is valued by the rack it leaves; a pile by the discard's card in its best slot, or by
the expected rack after a blind draw.

With a turn limit that comes before the rack can rack up (as the planner counts its turns), the
round is likely scored by runs, which turns to Racko do not value: such a turn is judged as the
other games are, by the points (or chips) the round brings the seat, over sampled worlds played
out by the normal computer to the round's end (a lucky world's Racko counts too).
"""

from __future__ import annotations

import dataclasses

from game.core.api import Action
from game.core.coach import Finding, GameCoach, Mark, Outcome, value_texts
from game.core.i18n import N_, _
from game.racko.ai import HardAgent, Planner, card_in_hand, placed
from game.racko.engine import Discard, Draw, Phase, Place, RackoView
from game.racko.kernels import SLOTS, run_from_start

WORST = 99.0  # turns: a rack the planner cannot finish from the cards left


def turns(planned: float) -> float:
    """The planner's value as turns to Racko: never below 0 (Bonus Racko's run credit takes it
    there) nor above `WORST`."""
    return max(0.0, min(WORST, planned))


class RackoCoach(GameCoach):
    unit = N_("turns to Racko")
    fewer_is_better = True
    player = HardAgent()

    def examines(self, view: RackoView, legal: list[Action]) -> bool:
        if view.phase == Phase.DRAW:
            return Draw("discard") in legal
        return view.phase == Phase.PLACE and len(legal) > 1

    def by_points(self, view: RackoView) -> bool:
        """The turn limit ends the round before this rack can rack up: judged by the round's points."""
        limit = view.options["turn_limit"]
        return bool(limit) and limit - view.turns[view.player] < turns(self.player.value(view, Planner(view),
                                                                                           view.rack))

    def evaluate(self, view: RackoView, candidates: list[Action], seed: int, worlds: int) -> list[Outcome]:
        if self.by_points(view):
            return super().evaluate(view, candidates, seed, worlds)
        values = self.values(view, candidates)
        return [Outcome(a, [values[a]]) for a in candidates]

    def unit_for(self, decision) -> str:
        if self.by_points(decision.view):
            return N_("chips") if decision.view.options["chips"] else N_("points")
        return self.unit

    def mark(self, finding: Finding) -> Mark | None:
        found = super().mark(finding)
        if found is not None and self.by_points(finding.decision.view):
            return dataclasses.replace(found, fewer_is_better=False)  # points: more is better
        return found

    def values(self, view: RackoView, candidates: list[Action]) -> dict[Action, float]:
        """Each candidate's value: minus the turns the planner expects the rack still to need."""
        plan, rack = Planner(view), view.rack
        value = lambda r: -turns(self.player.value(view, plan, r))  # noqa: E731
        if view.phase == Phase.DRAW:
            keep = self.player.value(view, plan, rack)
            top = view.discard[-1]
            out = {Draw("discard"): max(value(placed(rack, s, top)) for s in SLOTS),
                   Draw("draw"): -turns(self.player.draw_expected(view, plan, keep))}
            return {a: out[a] for a in candidates}
        card = card_in_hand(view)
        return {a: value(placed(rack, a.slot, card) if isinstance(a, Place) else rack) for a in candidates}

    def reason(self, finding: Finding) -> str:
        view: RackoView = finding.decision.view
        if self.by_points(view):
            return self.reason_by_points(finding)
        played, better = finding.decision.played, finding.better.action
        # rounded as the values line under the reason rounds them ("9.2 … instead of 9.7" over "10 · 9")
        turns = dict(zip(("played", "better"), value_texts(-finding.played.value, -finding.better.value),
                         strict=True))
        rack = view.rack
        if view.phase == Phase.DRAW:
            card = view.discard[-1]
            if better == Draw("discard"):
                plan = Planner(view)
                slot = min(SLOTS, key=lambda s: (self.player.value(view, plan, placed(rack, s, card)), s))
                text = _("Take the {card} from the discard pile for slot {slot}: about {better} turns to "
                         "Racko instead of {played}")
                return text.format(card=card, slot=slot, **turns)
            return _("The {card} on the discard pile did not help your rack: a blind draw leaves about "
                     "{better} turns to Racko instead of {played}").format(card=card, **turns)
        card = card_in_hand(view)
        if isinstance(better, Discard):
            text = _("Putting the {card} in slot {slot} made your rack worse: discarding it leaves about "
                     "{better} turns to Racko instead of {played}")
            return text.format(card=card, slot=played.slot, **turns)
        if isinstance(played, Discard):
            return _("Slot {slot} fits the {card}: discarding it left about {played} turns to Racko instead "
                     "of {better}").format(card=card, slot=better.slot, **turns)
        if run_from_start(placed(rack, played.slot, card)) < run_from_start(rack):
            return _("Slot {better_slot} fits the {card}; putting it in slot {slot} broke your run").format(
                card=card, better_slot=better.slot, slot=played.slot)
        return _("Slot {better_slot} fits the {card} better than slot {slot}: about {better} turns to Racko "
                 "instead of {played}").format(card=card, better_slot=better.slot, slot=played.slot, **turns)

    def reason_by_points(self, finding: Finding) -> str:
        """Why, when the turn limit ends the round first: the points (or chips) the round brings."""
        view: RackoView = finding.decision.view
        played, better = finding.decision.played, finding.better.action
        # The values are means over played-out worlds, in some of which the seat racks up in time:
        # above what a run alone can score, so the words name both ways of scoring.
        played_text, better_text = value_texts(finding.played.value, finding.better.value)
        worth = {"played": played_text, "better": better_text}
        gain = (_("about {better} chips from this round instead of {played} (with the turn limit near, "
                  "only a Racko that comes in time wins chips)") if view.options["chips"] else
                _("about {better} points from this round instead of {played} (with the turn limit near, "
                  "your run scores, or a Racko if one comes in time)")).format(**worth)
        if view.phase == Phase.DRAW:
            card = view.discard[-1]
            if better == Draw("discard"):
                return _("Take the {card} from the discard pile: {gain}").format(card=card, gain=gain)
            return _("A blind draw was better than the {card} on the discard pile: {gain}").format(
                card=card, gain=gain)
        card = card_in_hand(view)
        if isinstance(better, Discard):
            return _("Discard the {card} rather than put it in slot {slot}: {gain}").format(
                card=card, slot=played.slot, gain=gain)
        if isinstance(played, Discard):
            return _("Put the {card} in slot {better_slot} rather than discard it: {gain}").format(
                card=card, better_slot=better.slot, gain=gain)
        return _("Put the {card} in slot {better_slot} rather than slot {slot}: {gain}").format(
            card=card, better_slot=better.slot, slot=played.slot, gain=gain)


COACH = RackoCoach("racko")
