"""The Zoker Kubo coach: burying your own card under another is marked, with the card to place first."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from game.zoker.kubo.coach import COACH
from game.zoker.kubo.engine import cell, dead_places, place
from tests.engine.coach_helpers import first_marks, mark_at, played_game
from tests.engine.test_kubo import B, G, O, S, card, rigged

GREEN_S1, ORANGE_S1 = card(G, S, 1), card(O, S, 1)
TABLE = [card(B, S, 2), card(G, S, 2), card(O, S, 2)]  # a column beside blue S1's corner


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def two_layers_in_hand():
    """Seat 0 holds green S1 (over the blue S1 corner) and orange S1 (beside orange S2)."""
    others = [card(B, 2, 2), card(B, 2, 3), card(B, 1, 2), card(B, 1, 3)]
    return rigged(players=2, hands=[[GREEN_S1, ORANGE_S1], others], table=TABLE)


def test_the_position_is_as_the_rules_say():
    # Rules: "A card can never be put under a card already played, however far below. So when a
    # card is placed, every empty place below it in its column is dead: the cards that belong there
    # can never be played and cost their holder a point each at the end."
    s = two_layers_in_hand()
    assert {place(GREEN_S1), place(ORANGE_S1)} <= set(s.legal_actions())
    s.apply(place(ORANGE_S1))
    assert cell(GREEN_S1) in dead_places(s.table)


def test_burying_your_own_card_is_marked_with_the_card_to_place_first():
    s = two_layers_in_hand()
    mark = mark_at(COACH, s, place(ORANGE_S1), names=["Anna", "Robo"])
    assert mark is not None and mark.better == place(GREEN_S1)
    assert mark.gap > mark.noise and mark.unit == "points ahead"
    assert mark.reason == ("Placing orange S1 buried your green S1: it can never be played and costs "
                           "a point at the end of the round.")


def test_placing_in_the_right_order_is_not_marked():
    assert mark_at(COACH, two_layers_in_hand(), place(GREEN_S1)) is None


def test_a_review_is_the_same_for_the_same_seed():
    data = played_game("zoker_kubo", 3, seed=9)
    first = first_marks(COACH, data, 200, seed=4)
    assert first == first_marks(COACH, data, 200, seed=4)
    assert first and all(m.gap > m.noise for m in first)


def test_a_better_placement_names_every_structure_it_completes():
    # Rules: "straight (a line along one axis, 48 in the cube): 1 point; diagonal of a horizontal or
    # vertical plane (24): 2 points". A card that completes a line and a diagonal scores 3, and the
    # reason named only "a diagonal" beside those 3 points.
    from game.zoker.kubo.coach import structures_words
    from game.zoker.kubo.engine import STRUCTURES, STRUCTURES_AT

    at_corner = list(STRUCTURES_AT[0])
    line = next(k for k in at_corner if STRUCTURES[k].kind == "line")
    diagonal = next(k for k in at_corner if STRUCTURES[k].kind == "diagonal")
    zoker = next(k for k in at_corner if STRUCTURES[k].kind == "zoker")
    assert structures_words([line, diagonal]) == "a diagonal and a line"
    assert structures_words([line]) == "a line"
    lines = [k for k in at_corner if STRUCTURES[k].kind == "line"]
    assert structures_words([*lines, zoker]) == "the Zoker and 3 lines"
    set_language("fi")
    try:
        assert structures_words([line, diagonal]) == "lävistäjän ja suoran"
    finally:
        set_language("en")
