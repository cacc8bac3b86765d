"""The Zoker Memo coach: forgetting where the match of a card was is marked, and says where."""

from __future__ import annotations

import random

import pytest

from game.core.i18n import set_language
from game.zoker.memo.coach import COACH
from game.zoker.memo.engine import DOWN, Reveal
from tests.engine.coach_helpers import first_marks, mark_at, played_game
from tests.engine.test_memo import c, rest, reveal, rig

A, B = c("green M2"), c("green M3")  # a pair: same colour and size
X, Y = c("red XL4"), c("blue S1")  # no pair with A or B, nor with each other
E, F = c("orange L1"), c("orange XL3")  # same colour only: no pair


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def seen_then_forgotten():
    """Seat 0 turned up B (place 2) and Y, seat 1 missed with E and F; now seat 0 turns up A."""
    table = [A, X, B, Y, E, F]
    s = rig(table, rest(table, n=10))
    reveal(s, 2, 3)  # seat 0 misses: B and Y
    reveal(s, 4, 5)  # seat 1 misses: E and F
    reveal(s, 0)  # seat 0: A, whose match B every seat has seen at place 2
    return s


def test_the_view_knows_every_card_turned_up_and_a_world_keeps_them():
    s = seen_then_forgotten()
    view = s.view(0)
    assert view.known() == {2: B, 3: Y, 4: E, 5: F}
    world = view.sample_world(random.Random(3))
    assert [world.places[p] for p in (0, 2, 3, 4, 5)] == [A, B, Y, E, F]
    cards = [x for x in (*world.places, *world.deck) if x is not None]
    assert len(world.deck) == len(s.deck) and len(set(cards)) == len(cards)  # each card once
    assert world.legal_actions() == s.legal_actions() and world.view(0).places == view.places


def test_turning_up_an_unknown_card_when_the_match_was_seen_is_marked_with_its_place():
    # Rules: "Turn: reveal two cards. If they are a pair (compatible), the player takes both and
    # goes again; otherwise both are turned face down and play passes."
    s = seen_then_forgotten()
    assert s.view(0).places[1] == DOWN
    mark = mark_at(COACH, s, Reveal(1))
    assert mark is not None and mark.better == Reveal(2)
    assert mark.better_value >= 1 > mark.played_value  # the known pair for sure, then more
    assert mark.gap > mark.noise and mark.unit == "more pairs than the others"
    assert mark.reason == ("Green M2 pairs with green M3: you had seen it 2 turns ago, "
                           "at row 1, column 3.")


def test_turning_up_a_known_card_without_a_pair_first_is_marked():
    """Six misses showed twelve cards, among them the pair green M2 (place 0) and green M3
    (place 2); blue S1 (place 1) pairs with none of them. Turning it up first gives nothing."""
    names = ["green M2", "blue S1", "green M3", "blue M4", "blue L2", "blue XL3", "green S4",
             "green L1", "orange S2", "orange M1", "orange L3", "orange XL4"]
    table = [c(n) for n in names]
    table += rest(table, n=4)
    s = rig(table, rest(table, n=20))
    for t in range(6):
        reveal(s, 2 * t, 2 * t + 1)  # each a miss, the seats in turn
    assert s.current_player == 0
    mark = mark_at(COACH, s, Reveal(1))
    assert mark is not None and mark.better in (Reveal(0), Reveal(2), *map(Reveal, range(12, 16)))
    assert mark.gap > mark.noise and mark.played_value < 0 < mark.better_value
    assert mark.reason == ("You knew a pair: green M2 at row 1, column 1 and green M3 at row 1, "
                           "column 3." if mark.better == Reveal(0) else
                           "Blue S1 at row 1, column 2 has no pair you know of: a card nobody has seen, "
                           f"such as the one at row 4, column {mark.better.place - 11}, gives more chances.")


def test_taking_the_match_is_not_marked():
    assert mark_at(COACH, seen_then_forgotten(), Reveal(2)) is None


def test_a_review_is_the_same_for_the_same_seed():
    data = played_game("zoker_memo", 2, seed=5)
    first = first_marks(COACH, data, 16, seed=2)
    assert first == first_marks(COACH, data, 16, seed=2)
    assert first and all(m.gap > m.noise for m in first)


@pytest.mark.parametrize(("lang", "behind", "ahead"), [
    ("en", "0.4 fewer pairs than the others", "0.3 more pairs than the others"),
    ("fi", "0,4 paria vähemmän kuin muut", "0,3 paria enemmän kuin muut"),
])
def test_a_lead_below_zero_reads_behind(lang, behind, ahead):
    """The coach's value is the pairs won by the next turn less the others'; below zero it says
    "fewer" (a play-tester read "1.3 pairs behind" as the score: it is a gain, and the words say so)."""
    from game.core.coach import Decision, Finding, Outcome
    from game.zoker.memo.coach import MemoCoach

    table = [A, X, B, Y, E, F]
    s = rig(table, rest(table, n=10))  # nothing seen yet: the general reason
    view, legal = s.view(0), s.legal_actions()
    played, better = Outcome(Reveal(0), [-0.4]), Outcome(Reveal(1), [0.3])
    finding = Finding(Decision(0, view, legal, Reveal(0)), played, better, 0.7, 0.1, [better, played])
    try:
        set_language(lang)
        reason = COACH.reason(finding)
        assert behind in reason and ahead in reason and "-0" not in reason and "\u22120" not in reason
        assert MemoCoach.unit_behind == "fewer pairs than the others"
        assert reason.startswith({"en": "On average you win ", "fi": "Keskimäärin saat "}[lang]), reason
    finally:
        set_language("en")
