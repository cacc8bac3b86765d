"""Gang of Four's coach: plays and passes, valued in the hand's penalty points (negative: fewer is better).

Worlds deal the unseen cards to the other hands and the set-aside hand; each candidate is played
out to the end of the hand, the other seats by the normal heuristic and the reviewed seat as it
played in this game: the heuristic's move as often as its own moves were the heuristic's (beyond
chance), else any legal move. A seat that plays like the heuristic is played out by it; the easy
computer's random plays are played out as random plays. Candidates: the heuristic's cheapest plays,
every gang and every play that goes out, Pass, and the move made. Each play-out notes who went out.
"""

from __future__ import annotations

import copy
import random
import statistics

from game.core.api import Action
from game.core.coach import Decision, Finding, GameCoach, Mark, Outcome, mix, noise, value_texts
from game.core.i18n import N_, _
from game.gang_of_four.ai import NormalAgent, _Shortlisted, heuristic_action, hint, ranked_plays
from game.gang_of_four.cards import _classify
from game.gang_of_four.engine import GangOfFourState, GangOfFourView, Pass, Phase, Play
from game.gang_of_four.words import describe

CHEAPEST = 8  # the heuristic's cheapest plays tried besides gangs, going out, Pass and the move made
WORLDS = 24
SCREEN = 8  # worlds of the choosing run that every candidate meets; then only the best few go on
KEEP = 3  # candidates (besides the move made) that meet the rest of the choosing run
MEASURE = 24  # worlds of the measuring run, for the move made and the chosen better move only
PLAY_ROUNDS = 400  # play-out turns at most (a hand ends far sooner; a guard against a stuck loop)


class GangOfFourCoach(GameCoach):
    unit = N_("penalty points")
    fewer_is_better = True
    worlds = WORLDS
    screen, keep, measure = SCREEN, KEEP, MEASURE
    own = 1.0  # how often the reviewed seat makes the heuristic's move (its play-outs: else any legal move)

    def for_review(self, found: list[Decision]) -> GangOfFourCoach:
        """This coach with `own` learned from the seat's decisions in the game."""
        twin = copy.copy(self)
        twin.own = self.style(found)
        return twin

    @staticmethod
    def style(found: list[Decision]) -> float:
        """The share of the seat's moves that are the heuristic's, beyond what chance gives: a seat
        that picks any legal move meets the heuristic's once in len(legal)."""
        plays = [d for d in found if d.view.phase == Phase.PLAY and len(d.legal) > 1]
        if not plays:
            return 1.0
        normal, rng = NormalAgent(), random.Random(0)
        same = statistics.fmean(float(normal.choose(d.view, d.legal, rng) == d.played) for d in plays)
        chance = statistics.fmean(1 / len(d.legal) for d in plays)
        return min(1.0, max(0.0, (same - chance) / (1 - chance)))

    def mark(self, finding: Finding) -> Mark | None:
        """As the default, but never the move the table's Hint gave there: a play-tester followed
        every hint, and the review called one of them the costliest move."""
        found = super().mark(finding)
        d = finding.decision
        if found is not None and hint(d.view, d.legal, d.index) == d.played:
            return None
        return found

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
        """Play the hand out, the others by the heuristic and the seat as it plays (`own`); the seat
        that went out (None if the guard stopped it)."""
        own = self.own
        for _turn in range(PLAY_ROUNDS):
            if self.horizon(world):
                return world.last.winner
            legal = world.legal_actions()
            if own < 1.0 and world.current_player == seat and len(legal) > 1 and rng.random() >= own:
                world._apply(rng.choice(legal))
            else:
                world._apply(heuristic_action(world, legal, rng))
        return None

    def _worlds(self, view: GangOfFourView, seed: int):
        """The run's worlds in order: (world, start, play-out seed), the same for every candidate."""
        rng = random.Random(seed)
        while True:
            world_seed, playout_seed = rng.getrandbits(64), rng.getrandbits(64)
            base = self.sample(view, random.Random(world_seed))
            yield base, self.start(base, view.player), playout_seed

    def _play(self, outcomes: list[Outcome], world, start, playout_seed: int, seat: int) -> None:
        for out in outcomes:
            w = world.clone()
            w._apply(out.action)
            notes = self.playout(w, seat, random.Random(playout_seed))
            out.values.append(self.value(w, seat, start))
            out.tallies.append(self.tally(w, seat, start, notes))

    def compare(self, decision: Decision, seed: int, names: list[str] | None = None) -> Finding | None:
        """As the framework's (choose in one run, measure in the other), cheaper: in the choosing run
        every candidate meets the first `screen` worlds and only the best `keep` and the move made
        the rest; the measuring run plays only the move made and the chosen one. No finding when the
        choosing run itself finds nothing better than the move made."""
        view, played = decision.view, decision.played
        cands = self.candidates(view, decision.legal, played)
        if played not in cands:
            cands.append(played)
        cands = [a for a in cands if a in decision.legal]
        if len(cands) < 2:
            return None
        seat = view.player
        order = {a: i for i, a in enumerate(cands)}
        rank = lambda o: (-o.value, order[o.action])  # noqa: E731
        choose = [Outcome(a, []) for a in cands]
        worlds = self._worlds(view, mix(seed, decision.index, 0))
        for _w in range(self.screen):
            self._play(choose, *next(worlds), seat)
        mine = next(o for o in choose if o.action == played)
        going = [mine] + sorted((o for o in choose if o is not mine), key=rank)[: self.keep]
        for _w in range(self.screen, self.worlds):
            self._play(going, *next(worlds), seat)
        first = min(going[1:], key=rank)
        if first.value <= mine.value:
            return None
        measure = [Outcome(played, []), Outcome(first.action, [])]
        worlds = self._worlds(view, mix(seed, decision.index, 1))
        for _w in range(self.measure):
            self._play(measure, *next(worlds), seat)
        mine, best = measure
        diffs = [b - p for b, p in zip(best.values, mine.values, strict=True)]
        gap = statistics.fmean(diffs)
        if gap <= 0:
            return None
        return Finding(decision, mine, best, gap, noise(diffs), sorted(measure, key=rank), names)

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
        penalties = dict(zip(("played", "better"), value_texts(-finding.played.value, -finding.better.value),
                             strict=True))  # rounded as the values line under the reason
        if isinstance(better, Play) and len(better.cards) == len(view.hand):
            return _("Playing {combo} would have taken you out at once; instead about {played} penalty "
                     "points").format(combo=describe(better.cards), played=penalties["played"])
        winner = max((p for p in range(view.players) if p != me), key=lambda p: (mine[p], -p))
        if isinstance(played, Pass) and isinstance(better, Play) and mine[winner] > 0.5 > best[winner]:
            return _("After your pass {name} went out first in {p}% of the deals the coach tried; after "
                     "your {combo}, in {b}%").format(name=finding.name(winner), combo=describe(better.cards),
                                                    p=round(100 * mine[winner]), b=round(100 * best[winner]))
        if isinstance(better, Pass):
            return _("Playing {combo} here cost you: passing kept it for later; "
                     "about {better} penalty points instead of {played}").format(
                combo=describe(played.cards), **penalties)
        if isinstance(played, Pass):
            return _("Your {better_move} would have been better than passing (about {better} penalty points "
                     "this hand instead of {played})").format(better_move=describe(better.cards), **penalties)
        text = _("Your {better_move} would have been better than your {move} (about {better} penalty points "
                 "this hand instead of {played})")
        return text.format(better_move=describe(better.cards), move=describe(played.cards), **penalties)


COACH = GangOfFourCoach("gang_of_four")
