"""Zoker deck kernels: every ranking case of rules/zoker.md, pairs, and the precomputed tables."""

from __future__ import annotations

import itertools

import pytest

from game.zoker.cards import (
    BEATS,
    COLOURS,
    COMPATIBLE,
    DECK,
    SIZES,
    Card,
    beats,
    card_name,
    common,
    compatible,
    describe_common,
    explain_beats,
    no_pair_reason,
    sprite_name,
)


def card(text: str) -> Card:
    """"orange XL3" → Card(2, 3, 2)."""
    colour, code = text.split()
    return Card(COLOURS.index(colour), SIZES.index(code[:-1]), int(code[-1]) - 1)


def test_deck_is_the_whole_cube_indexed_by_attributes():
    assert len(DECK) == 64 and len(set(DECK)) == 64
    for i, c in enumerate(DECK):
        assert c.index == i == c.colour * 16 + c.size * 4 + c.shape
    assert DECK[0] == card("blue S1") and DECK[63] == card("red XL4")


def test_codes_names_and_sprites():
    c = card("orange XL3")
    assert c.code == "XL3"
    assert card_name(c) == "orange XL3"
    assert sprite_name(c) == "orange_XL3"
    assert len({sprite_name(c) for c in DECK}) == 64


def test_common_counts_shared_attributes():
    assert common(card("red L2"), card("red L3")) == 2
    assert common(card("red L2"), card("blue S1")) == 0
    assert common(card("red L2"), card("blue L1")) == 1
    assert common(card("red L2"), card("red L2")) == 3


def test_compatible_means_exactly_two_common_attributes():
    assert compatible(card("green M2"), card("green M4"))  # colour and size
    assert compatible(card("green M2"), card("green XL2"))  # colour and shape
    assert compatible(card("green M2"), card("red M2"))  # size and shape
    assert not compatible(card("green M2"), card("blue L3"))  # one
    assert not compatible(card("green M2"), card("blue L1"))  # none
    assert not compatible(card("green M2"), card("green M2"))  # the same card


def test_no_two_distinct_cards_share_three_attributes():
    assert all(common(a, b) < 3 for a, b in itertools.combinations(DECK, 2))


def test_every_card_is_compatible_with_exactly_nine_others():
    for a in DECK:
        assert sum(compatible(a, b) for b in DECK) == 9
        assert COMPATIBLE[a.index].bit_count() == 9


def test_a_straight_is_four_mutually_compatible_cards_on_a_line():
    line = [Card(2, 1, h) for h in range(4)]
    assert all(compatible(a, b) for a, b in itertools.combinations(line, 2))
    # four mutually compatible cards always share the same two attributes
    for a in DECK[:8]:
        mates = [DECK[j] for j in range(64) if COMPATIBLE[a.index] >> j & 1]
        for trio in itertools.combinations(mates, 3):
            if all(compatible(x, y) for x, y in itertools.combinations(trio, 2)):
                group = (a, *trio)
                fixed = [len({c[k] for c in group}) for k in range(3)]
                assert sorted(fixed) == [1, 1, 4]


@pytest.mark.parametrize(
    "strong, weak",
    [
        # two attributes stronger, the third equal
        ("red L2", "green M2"),  # colour + size
        ("red M3", "green M2"),  # colour + shape
        ("green L3", "green M2"),  # size + shape
        # one attribute stronger, two equal
        ("orange M2", "green M2"),  # colour
        ("green L2", "green M2"),  # size
        ("green M3", "green M2"),  # shape
        # one up, one down: the more important attribute decides
        ("orange S2", "green XL2"),  # colour over size
        ("orange M1", "green M4"),  # colour over shape
        ("green L1", "green M4"),  # size over shape
        # two stronger beat one stronger; three stronger
        ("green M4", "orange S1"),
        ("red XL4", "blue S1"),
    ],
)
def test_ranking_cases(strong, weak):
    a, b = card(strong), card(weak)
    assert beats(a, b) and not beats(b, a)


def test_ranking_is_not_transitive():
    cycle = [card("orange S1"), card("green XL1"), card("green M4")]
    assert beats(cycle[0], cycle[1]) and beats(cycle[1], cycle[2]) and beats(cycle[2], cycle[0])


def test_beats_is_a_tournament_and_the_table_agrees():
    for a in DECK:
        assert not beats(a, a)
        for b in DECK:
            if a != b:
                assert beats(a, b) != beats(b, a)
            assert bool(BEATS[a.index] >> b.index & 1) == beats(a, b)
            assert bool(COMPATIBLE[a.index] >> b.index & 1) == compatible(a, b)


def test_weakest_and_strongest():
    assert all(beats(card("red XL4"), c) for c in DECK if c != card("red XL4"))
    assert not any(beats(card("blue S1"), c) for c in DECK)


def test_explain_beats_names_the_winner_and_the_reason():
    assert explain_beats(card("orange S1"), card("green XL1")) == "orange S1 beats green XL1: colour decides"
    assert explain_beats(card("green XL1"), card("orange S1")) == "orange S1 beats green XL1: colour decides"
    assert "two of the three" in explain_beats(card("green M4"), card("orange S1"))
    assert "all three" in explain_beats(card("red XL4"), card("blue S1"))
    assert "shape is stronger" in explain_beats(card("green M3"), card("green M2"))


def test_no_pair_reason_says_what_is_missing():
    """Rule: "Two cards are compatible (a pair) when they share exactly two attributes"; a miss
    that shares one names it as the only one, never as a bare "(same size)"."""
    assert no_pair_reason(card("green M3"), card("red M1")) == (
        "Not a pair: green M3 and red M1 share only their size; a pair shares two.")
    assert no_pair_reason(card("red L2"), card("blue S1")) == (
        "Not a pair: red L2 and blue S1 have nothing in common.")
    assert not compatible(card("green M3"), card("red M1"))


def test_describe_common():
    assert describe_common(card("red L2"), card("red L3")) == "same colour and size"
    assert describe_common(card("red L2"), card("blue L1")) == "same size"
    assert describe_common(card("red L2"), card("blue S1")) == "nothing in common"


def test_against_says_from_the_cards_side_why_it_goes_on_top_or_under():
    """Rules: "More stronger attributes wins; one up, one down: colour > size > shape." Checked over
    every pair of the deck against a count of its own."""
    from game.zoker.cards import DECK, against

    names = ("colour", "size", "shape")
    for a in DECK:
        for b in DECK:
            if a == b:
                continue
            up = sum(x > y for x, y in zip(a, b, strict=True))
            down = sum(x < y for x, y in zip(a, b, strict=True))
            first = next(i for i in range(3) if a[i] != b[i])
            wins = up > down or (up == down and a[first] > b[first])
            words = against(a, b)
            if up + down == 1:
                assert words == f"its {names[first]} {'stronger' if wins else 'weaker'}, the rest equal"
            elif up == down:
                assert words == f"{names[first]} decides"
            else:
                many = {3: "all three attributes", 2: "two of the three attributes"}[max(up, down)]
                assert words == f"{many} {'stronger' if wins else 'weaker'}"
    assert against(card("red L3"), card("orange S1")) == "all three attributes stronger"
    assert against(card("orange S1"), card("red L3")) == "all three attributes weaker"
