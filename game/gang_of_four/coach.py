"""Gang of Four's coach: plays and passes, valued in the hand's penalty points (negative: fewer is better).

Worlds deal the unseen cards to the other hands and the set-aside hand; each candidate is played
out to the end of the hand by the normal heuristic for every seat. Candidates: the heuristic's
cheapest plays, every gang and every play that goes out, Pass, and the move made. Each play-out
notes who went out.
"""

from __future__ import annotations

import random

from game.core.api import Action
from game.core.coach import Finding, GameCoach
from game.core.i18n import N_, _, number
from game.gang_of_four.ai import _Shortlisted, heuristic_action, ranked_plays
from game.gang_of_four.cards import _classify
from game.gang_of_four.engine import GangOfFourState, GangOfFourView, Pass, Phase, Play
from game.gang_of_four.words import describe

CHEAPEST = 8  # the heuristic's cheapest plays tried besides gangs, going out, Pass and the move made
WORLDS = 24
PLAY_ROUNDS = 400  # play-out turns at most (a hand ends far sooner; a guard against a stuck loop)


class GangOfFourCoach(GameCoach):
    unit = N_("penalty points")
    fewer_is_better = True
    worlds = WORLDS

    def examines(self, view: GangOfFourView, legal: list[Action]) -> bool:
        return len(legal) > 1 and view.phase == Phase.PLAY

    def candidates(self, view: GangOfFourView, legal: list[Action], played: Action) -> list[Action]:
        ranked = ranked_plays(view.hand, legal, view.counts, view.player)
        keep = [a for _cost, a in ranked[:CHEAPEST]]
        for _cost, a in ranked[CHEAPEST:]:
            if len(a.cards) == len(view.hand) or _classify(a.cards).kind == "gang":
                keep.append(a)
        return keep + [a for a in legal if type(a) is Pass]

    def sample(self, view: GangOfFourView, rng: random.Random) -> GangOfFourState:
        world = view.sample_world(rng)
        world.__class__ = _Shortlisted  # the heuristic's ranking is computed once per position
        return world

    def playout(self, world: GangOfFourState, seat: int, rng: random.Random) -> int | None:
        """Play the hand out; the seat that went out (None if the guard stopped it)."""
        for _turn in range(PLAY_ROUNDS):
            if self.horizon(world):
                return world.last.winner
            world._apply(heuristic_action(world, world.legal_actions(), rng))
        return None

    def start(self, world: GangOfFourState, seat: int) -> int:
        return world.totals[seat]

    def value(self, world: GangOfFourState, seat: int, start: int) -> float:
        return float(start - world.totals[seat])  # the penalty taken, negative

    def tally(self, world: GangOfFourState, seat: int, start: int, winner: int | None) -> tuple[float, ...]:
        return tuple(float(winner == p) for p in range(world.players))

    def reason(self, finding: Finding) -> str:
        view: GangOfFourView = finding.decision.view
        played, better = finding.decision.played, finding.better.action
        me = view.player
        mine, best = finding.played.tally, finding.better.tally
        penalties = {"played": number(-finding.played.value, 1), "better": number(-finding.better.value, 1)}
        if isinstance(better, Play) and len(better.cards) == len(view.hand):
            return _("Playing {combo} would have taken you out at once; instead about {played} penalty "
                     "points").format(combo=describe(better.cards), played=penalties["played"])
        winner = max((p for p in range(view.players) if p != me), key=lambda p: (mine[p], -p))
        if isinstance(played, Pass) and isinstance(better, Play) and mine[winner] > 0.5 > best[winner]:
            return _("Passing let {name} go out: your {combo} would have stopped it").format(
                name=finding.name(winner), combo=describe(better.cards))
        if isinstance(better, Pass):
            return _("Playing {combo} here cost you: passing kept it for later; "
                     "about {better} penalty points instead of {played}").format(
                combo=describe(played.cards), **penalties)
        if isinstance(played, Pass):
            return _("Better than passing: {better_move} (about {better} penalty points this hand instead "
                     "of {played})").format(better_move=describe(better.cards), **penalties)
        text = _("Better than your {move}: {better_move} (about {better} penalty points this hand instead "
                 "of {played})")
        return text.format(better_move=describe(better.cards), move=describe(played.cards), **penalties)


COACH = GangOfFourCoach("gang_of_four")
