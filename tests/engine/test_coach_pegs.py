"""The Pegs and Jokers coach: a peg left outside home is marked; a missed bump is found and its reason
names whose peg it was, but only a peg taken into home is shown as a mark."""

from __future__ import annotations

import pytest

from game.core.coach import Decision, Finding
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


def finding_at(state, played, seed: int = 1) -> Finding | None:
    """The coach's comparison (marked or not) for `played` at `state`, as seen by the seat to move."""
    seat = state.current_player
    return COACH.compare(Decision(0, state.view(seat), state.legal_actions(), played), seed, NAMES)


def test_going_on_round_the_track_past_home_is_marked_with_the_move_into_home():
    # Rules: "when both are possible the player chooses between entering home and going on round
    # the track". Seat 0's peg 3 steps before its in-spot: a 5 may take it 2 holes into home.
    s = rig({(0, 0): t(0)}, ["2H", "5S"])
    assert Move("5S", 0, "home.0.1") in s.legal_actions() and Move("5S", 0, t(5)) in s.legal_actions()
    mark = mark_at(COACH, s, Move("5S", 0, t(5)), names=NAMES)
    assert mark is not None and mark.better == Move("5S", 0, "home.0.1")
    assert mark.gap > mark.noise and mark.unit == "steps forward"
    assert mark.reason == ("5♠ would have taken a peg into home; you played 5♠ with the peg 3 steps from "
                           "your in-spot.")
    assert mark_at(COACH, s, Move("5S", 0, "home.0.1")) is None


def test_a_missed_bump_is_found_and_named_but_not_marked():
    # Rules: "Landing on an opponent's peg sends it back to its start." The coach finds the bump,
    # but only a peg taken into home is sure to count at the end, so the bump is not a mark.
    s = bump_in_reach()
    finding = finding_at(s, Move("2H", 0, t(32)))
    assert finding is not None and finding.better.action == Move("5S", 0, t(35))
    assert finding.gap > finding.noise
    assert COACH.reason(finding) == ("5♠ would have sent a peg of Robo back to start; you played 2♥ with "
                                     "the peg 45 steps from your in-spot.")
    assert COACH.mark(finding) is None


def test_a_review_is_the_same_for_the_same_seed_and_marks_only_pegs_left_out_of_home():
    data = played_game("pegs_and_jokers", 4, seed=3)
    first = first_marks(COACH, data, 12, seed=5)
    assert first == first_marks(COACH, data, 12, seed=5)
    assert first and all(m.gap > m.noise for m in first)
    assert all(m.better.to.startswith("home.") or m.better.card[0] == "7" for m in first), first


def test_a_review_skips_only_the_decisions_whose_search_could_not_give_a_mark():
    """A review searched every decision (two minutes for a whole game) though only a better move
    that takes a peg home is marked; `may_mark` skips the rest. Each skipped decision, searched
    anyway, gives no mark, and the decisions it keeps hold the marks."""
    from game.core.coach import replay_decisions

    data = played_game("pegs_and_jokers", 4, seed=3)
    found, _stop = replay_decisions(data, 0, COACH.examines)
    first = found[:60]
    kept = [d for d in first if COACH.may_mark(d)]
    skipped = [d for d in first if not COACH.may_mark(d)]
    assert kept and len(skipped) > 2 * len(kept)
    for d in skipped[:15]:
        finding = COACH.compare(d, 5)
        assert finding is None or COACH.mark(finding) is None, d
    marked = first_marks(COACH, data, 60, seed=5)
    assert marked and {m.index for m in marked} <= {d.index for d in kept}


def test_an_eight_back_from_the_come_out_hole_is_named_for_the_way_home_it_saves():
    # Rules: "8 | 8 **backward** (one peg on the track)"; from the come-out hole (side hole 8)
    # that is 3 steps short of the in-spot (side hole 3) instead of 67.
    s = rig({(0, 0): t(8)}, ["2H", "8C"])
    finding = finding_at(s, Move("2H", 0, t(10)))
    assert finding is not None and finding.better.action == Move("8C", 0, t(0))
    assert COACH.reason(finding) == ("8♣ backward would have cut that peg's way home from 67 to 3 steps; "
                                     "you played 2♥ with the peg 67 steps from your in-spot.")
