"""The Pegs and Jokers coach: missing a bump is marked, and the reason names whose peg it was."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from game.pegs.coach import COACH
from game.pegs.engine import Move
from tests.engine.coach_helpers import first_marks, mark_at, played_game
from tests.engine.test_pegs import hole, rig, t

NAMES = ["Anna", "Robo", "Sara", "Kone"]


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def bump_in_reach():
    """Seat 0's peg on track 30, Robo's (seat 1) five holes ahead on track 35."""
    return rig({(0, 0): t(30), (1, 3): t(35)}, ["2H", "5S"])


def test_the_position_is_as_the_rules_say():
    # Rules: "Landing on an opponent's peg sends it back to its start."
    s = bump_in_reach()
    s.apply(Move("5S", 0, t(35)))
    assert hole(s, 1, 3) == "start.1.3"


def test_missing_a_bump_is_marked_with_the_move_that_sends_the_peg_back():
    s = bump_in_reach()
    mark = mark_at(COACH, s, Move("2H", 0, t(32)), names=NAMES)
    assert mark is not None and mark.better == Move("5S", 0, t(35))
    assert mark.gap > mark.noise and mark.unit == "steps"
    assert mark.reason == ("5♠ would have sent a peg of Robo back to start; you played 2♥ with the peg "
                           "45 steps from your in-spot.")


def test_the_bump_is_not_marked():
    assert mark_at(COACH, bump_in_reach(), Move("5S", 0, t(35))) is None


def test_a_review_is_the_same_for_the_same_seed():
    data = played_game("pegs_and_jokers", 4, seed=7)
    first = first_marks(COACH, data, 12, seed=5)
    assert first == first_marks(COACH, data, 12, seed=5)
    assert first and all(m.gap > m.noise for m in first)


def test_an_eight_back_from_the_come_out_hole_is_named_for_the_way_home_it_saves():
    # Rules: "8 | 8 **backward** (one peg on the track)"; from the come-out hole (side hole 8)
    # that is 3 steps short of the in-spot (side hole 3) instead of 67.
    s = rig({(0, 0): t(8)}, ["2H", "8C"])
    mark = mark_at(COACH, s, Move("2H", 0, t(10)), names=NAMES)
    assert mark is not None and mark.better == Move("8C", 0, t(0))
    assert mark.reason == ("8♣ backward would have cut that peg's way home from 67 to 3 steps; you played "
                           "2♥ with the peg 67 steps from your in-spot.")
