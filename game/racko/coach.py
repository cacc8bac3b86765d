"""Racko's coach: which pile and which slot, valued in the turns a rack still needs to Racko.

The hard player's planner (game/racko/ai.py `Planner`) counts the draws a rack still needs from
the cards the seat has not seen: an expectation over every unseen card, not a sample, so the two
runs agree and the noise is zero; a move is marked whenever the planner finds a better one. A
placed card is valued by the rack it leaves; a pile by the discard's card in its best slot, or by
the expected rack after a blind draw. With a turn limit, a turn is judged only while the rack may
still rack up before it: after that the round is scored by runs, which turns to Racko do not value.
"""

from __future__ import annotations

from game.core.api import Action
from game.core.coach import Finding, GameCoach, Outcome
from game.core.i18n import N_, _, number
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
        limit, rack = view.options["turn_limit"], view.rack
        if limit and limit - view.turns[view.player] < turns(self.player.value(view, Planner(view), rack)):
            return False  # the turn limit comes first: the round is scored by runs, not turns to Racko
        if view.phase == Phase.DRAW:
            return Draw("discard") in legal
        return view.phase == Phase.PLACE and len(legal) > 1

    def evaluate(self, view: RackoView, candidates: list[Action], seed: int, worlds: int) -> list[Outcome]:
        values = self.values(view, candidates)
        return [Outcome(a, [values[a]]) for a in candidates]

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
        played, better = finding.decision.played, finding.better.action
        turns = {"played": number(-finding.played.value, 1), "better": number(-finding.better.value, 1)}
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


COACH = RackoCoach("racko")
