"""The coach for Zoker Tiko: each card of the hand, played in the same sampled deals and the rest
of the deal played by the normal computer for every seat, valued by the cards the seat wins by
the end of the deal; the reason tells how the card did in the trick it was played to."""

from __future__ import annotations

import random

from game.core.coach import Finding, GameCoach, Mark, value_texts
from game.core.i18n import N_, _, sentence
from game.zoker.cards import BEATS, DECK, card_name
from game.zoker.tiko.ai import STRENGTH, heuristic_policy
from game.zoker.tiko.engine import HAND_SIZE, Phase, TikoState, TikoView

CLEAR = 0.25  # a difference in how often the trick is won that the reason names
# A mark costs at least two thirds of a trick in cards: smaller gaps, though above the noise, came
# out equal at the end of the game too often (benchmarks.coach_honesty, docs/COMPUTER_PLAYERS.md).
LEAST_TRICKS = 2 / 3


class TikoCoach(GameCoach):
    unit = N_("cards from this deal")  # beside "Cards won" of the whole game: the value is one deal's
    worlds = 64  # a world plays at most four tricks: cheap, so many

    def examines(self, view: TikoView, legal: list) -> bool:
        return view.phase == Phase.PLAY and len(legal) > 1

    def start(self, world: TikoState, seat: int) -> int:
        # Remembered on the world (clones copy it): the deal ends when its cards are all played,
        # and the trick of the decision is done when one more trick is.
        world.coach_deal_end = world.deal_no * HAND_SIZE * world.players
        world.coach_trick_end = len(world.played) + world.players
        return world.won[seat]

    def playout(self, world: TikoState, seat: int, rng: random.Random) -> int:
        """The normal player's cards for every seat to the end of the deal; returns who took the
        trick of the decision."""
        taker = None
        while world.phase == Phase.PLAY and len(world.played) < world.coach_deal_end:
            if taker is None and len(world.played) >= world.coach_trick_end:
                taker = world.leader
            world._apply(heuristic_policy(world, world.legal_actions(), rng))
        return world.leader if taker is None else taker  # None: the trick was the deal's last

    def value(self, world: TikoState, seat: int, start: int) -> float:
        return float(world.won[seat] - start)

    def tally(self, world: TikoState, seat: int, start: int, taker: int) -> tuple[float, ...]:
        """Per seat, 1 for the one who took the trick the card was played to."""
        return tuple(float(p == taker) for p in range(world.players))

    def mark(self, finding: Finding) -> Mark | None:
        if finding.gap < LEAST_TRICKS * finding.decision.view.players:
            return None
        return super().mark(finding)

    def reason(self, finding: Finding) -> str:
        return sentence(self.words(finding))

    def words(self, finding: Finding) -> str:
        """The reason, before its first letter is made a capital."""
        view = finding.decision.view
        played, better = finding.played.action.card, finding.better.action.card
        seat = view.player
        mine, alt = finding.played.tally, finding.better.tally
        pv, bv = value_texts(finding.played.value, finding.better.value)
        names = {"played": card_name(DECK[played]), "better": card_name(DECK[better]),
                 "p": tried(round(100 * mine[seat])), "pv": pv, "bv": bv}
        wins_more = alt[seat] - mine[seat]
        top = view.pile[-1].index if view.pile else None
        if wins_more >= CLEAR:
            rival = max((p for p in range(view.players) if p != seat), key=lambda p: (mine[p], -p))
            b = round(100 * alt[seat])
            names.update(rival=finding.name(rival), lost=tried(round(100 * mine[rival])), b=again(b))
            if top is None:
                return _("Leading {played} lost this trick to {rival} {lost}; {better} would have won it {b}."
                         ).format(**names)
            if not BEATS[played] >> top & 1 and BEATS[better] >> top & 1:  # the only mention: said whole
                names.update(top=card_name(DECK[top]), b=tried(b))
                return _("{played} went under {top}; {better} would have gone on top and won the trick {b}."
                         ).format(**names)
            return _("{played} lost this trick to {rival} {lost}; {better} would have won it {b}."
                     ).format(**names)
        if -wins_more >= CLEAR:
            return _("{played} won this trick {p}, but it was worth more later: throwing {better} here won "
                     "{bv} cards in this deal against {pv}.").format(**names)
        if STRENGTH[played] > STRENGTH[better]:
            return _("{better} does as well in this trick and keeps the stronger {played} for later: "
                     "{bv} cards in this deal against {pv}.").format(**names)
        return _("{better} wins {bv} cards in this deal on average, {played} {pv}.").format(**names)


def tried(percent: int) -> str:
    """How often, the first time a reason says it: "in 71% of the deals the coach tried"; a sure
    thing in words ("in 100%" read like a machine's)."""
    if percent == 100:
        return _("in every deal the coach tried")
    return _("in {n}% of the deals the coach tried").format(n=percent)


def again(percent: int) -> str:
    """How often, said again later in the same reason: "in 40%", "every time"."""
    return _("every time") if percent == 100 else _("in {n}%").format(n=percent)


COACH = TikoCoach("zoker_tiko")

