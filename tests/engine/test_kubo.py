"""Zoker Kubo rules: one test per rule line of the Kubo section of rules/zoker.md."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.api import IllegalAction
from game.zoker.cards import DECK, Card
from game.zoker.kubo.ai import AGENTS
from game.zoker.kubo.engine import (
    GAME,
    GEOMETRIES,
    NOBODY,
    STRUCTURES,
    UNCLAIMED,
    Claim,
    Draw,
    EndTurn,
    NextRound,
    Pass,
    Place,
    can_place,
    cell,
    dead_places,
    place,
)

B, G, O, R = range(4)  # colours
S, M, L, XL = range(4)  # sizes


def card(colour: int, size: int, shape_corners: int) -> Card:
    return Card(colour, size, shape_corners - 1)


CORNERS = [card(B, S, 1), card(B, S, 4), card(B, XL, 1), card(B, XL, 4)]


def rigged(players=3, hands=None, table=(), pile=None, **options):
    """A fresh round with chosen hands, extra table cards and pile (top of the pile last)."""
    opts = {"rounds": 1, "target": 0, **options}
    s = GAME.new(players, opts, seed=1)
    s.table = [None] * 64
    for i in s.geo.corners:
        s.table[i] = NOBODY
    for c in table:
        s.table[cell(c)] = NOBODY
    used = {cell(c) for h in hands or [] for c in h} | {i for i in range(64) if s.table[i] is not None}
    s.hands = [list(h) for h in hands] if hands else [[] for _ in range(players)]
    s.pile = list(pile) if pile is not None else [c for c in DECK if cell(c) not in used]
    s.phase, s.current_player, s.turn_player = "place", 0, 0
    return s


# --------------------------------------------------------------------------- structures


def test_structure_counts_and_points():
    kinds = Counter(s.kind for s in STRUCTURES)
    assert kinds == {"line": 48, "diagonal": 24, "zoker": 4}
    assert {s.kind: s.points for s in STRUCTURES} == {"line": 1, "diagonal": 2, "zoker": 4}
    assert len({frozenset(s.cells) for s in STRUCTURES}) == 76


def test_structures_are_four_in_a_row():
    for s in STRUCTURES:
        steps = {tuple(b[a] - x[a] for a in range(3)) for x, b in zip(s.cells, s.cells[1:], strict=False)}
        assert len(steps) == 1
        (d,) = steps
        assert all(abs(v) <= 1 for v in d)
        moving = sum(v != 0 for v in d)
        assert moving == {"line": 1, "diagonal": 2, "zoker": 3}[s.kind]


def test_every_zoker_starts_at_a_blue_corner():
    zokers = [s for s in STRUCTURES if s.kind == "zoker"]
    assert sorted(min(s.cells) for s in zokers) == sorted(CORNERS)


# --------------------------------------------------------------------------- placing


def test_setup_four_blue_corners_and_four_cards_each():
    s = GAME.new(3, {}, seed=5)
    on_table = [DECK[i] for i in range(64) if s.table[i] is not None]
    assert sorted(on_table) == sorted(CORNERS)
    assert [len(h) for h in s.hands] == [5, 4, 4]  # the first player has drawn
    assert len(s.pile) == 64 - 4 - 12 - 1


def test_opening_exactly_the_twelve_cards_next_to_or_on_the_corners():
    table = list(CORNERS)
    ok = [c for c in DECK if c not in table and can_place(table, c)]
    assert len(ok) == 12
    beside = [c for c in ok if c.colour == B]
    above = [c for c in ok if c.colour == G]
    assert len(beside) == 8 and sorted(above) == sorted(Card(G, c.size, c.shape) for c in CORNERS)


def test_green_over_an_empty_blue_place():
    # Green M2 may go beside green M1 although blue M2 below it is empty; blue M2 is then dead.
    table = [*CORNERS, card(B, S, 2), card(B, M, 1), card(G, M, 1)]
    assert can_place(table, card(G, M, 2))
    assert not can_place(table, card(G, L, 3))  # no green neighbour, nothing below
    table.append(card(G, M, 2))
    assert cell(card(B, M, 2)) in dead_places(table)
    assert not can_place(table, card(B, M, 2))


def test_card_below_allows_placing():
    assert can_place([*CORNERS], card(G, S, 1))
    assert not can_place([*CORNERS], card(O, S, 1))


def test_never_under_a_played_card_however_far_below():
    table = [*CORNERS, card(G, S, 1), card(O, S, 1), card(R, S, 1), card(B, S, 2), card(R, S, 2)]
    assert not can_place(table, card(G, S, 2))
    assert not can_place(table, card(O, S, 2))
    dead = dead_places(table)
    assert {cell(card(G, S, 2)), cell(card(O, S, 2))} <= set(dead)
    assert cell(card(B, S, 2)) not in dead  # filled, not dead


def test_illegal_place_explains_the_card_above():
    s = rigged(
        hands=[[card(B, M, 2), card(B, S, 2)], [], []], table=[card(B, M, 1), card(G, M, 1), card(G, M, 2)]
    )
    with pytest.raises(IllegalAction, match="The green M2 is already over this place."):
        s.apply(place(card(B, M, 2)))
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply(place(card(R, XL, 4)))


def test_placing_is_optional_and_only_own_hand_cards():
    s = GAME.new(3, {}, seed=2)
    legal = s.legal_actions()
    assert EndTurn() in legal
    assert all(a.card in s.hands[0] for a in legal if isinstance(a, Place))


def test_hidden_hands_in_view():
    s = GAME.new(3, {}, seed=2)
    v = s.view(1)
    assert list(v.hand) == sorted(s.hands[1])
    assert v.hand_counts == (5, 4, 4)
    assert not hasattr(v, "hands") and not hasattr(v, "pile")


# --------------------------------------------------------------------------- drawing


def test_draw_one_card_at_the_start_of_each_turn():
    s = GAME.new(3, {}, seed=3)
    assert len(s.hands[0]) == 5 and s.phase == "place"
    s.apply(EndTurn())
    assert s.current_player == 1 and len(s.hands[1]) == 5


def test_draw_more_after_placing_two_or_more_cards():
    hands = [[card(B, S, 2), card(B, S, 3), card(R, XL, 4)], [card(R, L, 4)], [card(R, L, 3)]]
    s = rigged(hands=hands)
    s.apply(place(card(B, S, 2)))
    s.apply(place(card(B, S, 3)))
    s.apply(EndTurn())
    s.apply(EndTurn())
    s.apply(EndTurn())
    assert s.current_player == 0 and s.phase == "draw" and len(s.hands[0]) == 2
    assert s.legal_actions() == [Draw(0), Draw(1), Draw(2), Draw(3)]  # until holding five
    s.apply(Draw(3))
    assert len(s.hands[0]) == 5 and s.phase == "place"


def test_no_extra_draw_after_one_placement():
    hands = [[card(B, S, 2), card(R, XL, 4)], [card(R, L, 4)], [card(R, L, 3)]]
    s = rigged(hands=hands)
    s.apply(place(card(B, S, 2)))
    for _ in range(3):
        s.apply(EndTurn())
    assert s.phase == "place" and len(s.hands[0]) == 2


# --------------------------------------------------------------------------- scoring


def test_line_scores_once_when_its_last_card_is_placed():
    s = rigged(hands=[[card(B, S, 2), card(B, S, 3), card(R, XL, 3)], [], []])
    s.apply(place(card(B, S, 2)))
    assert s.round_points[0] == 0
    events = s.apply(place(card(B, S, 3)))
    assert s.round_points[0] == 1  # the line blue S1..S4
    assert [e.data["points"] for e in events if e.kind == "score"] == [1]


def test_one_card_completes_several_structures():
    # Blue S3 completes the row blue S1–S4 and the column blue S3–XL3.
    table = [card(B, S, 2), card(B, S, 4), card(B, M, 3), card(B, L, 3), card(B, XL, 3)]
    s = rigged(hands=[[card(B, S, 3), card(R, XL, 4)], [], []], table=table)
    s.apply(place(card(B, S, 3)))
    assert s.round_points[0] == 2


def test_points_of_the_round_in_play_are_on_the_score_sheet_as_so_far():
    """The top bar said "2 pts" while the sheet's total said 0 ("No round has ended yet"). Rules:
    "Scoring, on completing a structure of four places in a row"; the sheet shows them at once."""
    table = [card(B, S, 2), card(B, S, 4), card(B, M, 3), card(B, L, 3), card(B, XL, 3)]
    s = rigged(hands=[[card(B, S, 3), card(R, XL, 4)], [], []], table=table)
    assert s.score_sheet().rows == []
    s.apply(place(card(B, S, 3)))
    rows = s.score_sheet().rows
    assert [row.label for row in rows] == ["Round 1 so far"] and rows[0].points == [2, 0, 0]
    assert s.score_sheet().totals() == s.scores()


def test_plane_diagonal_scores_two():
    table = [card(B, M, 2), card(B, L, 3), card(B, L, 4)]
    s = rigged(hands=[[card(B, XL, 4), card(R, XL, 3)], [], []], table=table)
    s.table[cell(card(B, XL, 4))] = None  # the corner is the last gap of the diagonal S1–XL4
    s.apply(place(card(B, XL, 4)))
    assert s.round_points[0] == 2


def test_zoker_scores_four_and_ends_the_round_with_hand_penalties():
    table = [card(G, M, 2), card(O, L, 3), card(O, XL, 4)]
    s = rigged(
        hands=[[card(R, XL, 4), card(R, S, 1)], [card(R, S, 2)] * 1, [card(R, L, 1), card(R, M, 1)]],
        table=table,
    )
    s.apply(place(card(R, XL, 4)))
    assert s.phase == "round_over" and s.is_over()
    assert s.score_sheet().rows[0].points == [4 - 1, -1, -2]


def test_zoker_points_option():
    table = [card(G, M, 2), card(O, L, 3), card(O, XL, 4)]
    s = rigged(hands=[[card(R, XL, 4)], [], []], table=table, zoker_points=8)
    s.apply(place(card(R, XL, 4)))
    assert s.score_sheet().rows[0].points == [8, 0, 0]


# --------------------------------------------------------------------------- end of a round


def test_round_ends_when_a_player_places_the_last_hand_card():
    s = rigged(hands=[[card(B, S, 2)], [card(R, XL, 4)], [card(R, L, 4), card(R, L, 3)]])
    s.apply(place(card(B, S, 2)))
    assert s.phase == "round_over" and s.score_sheet().rows[0].points == [0, -1, -2]


def test_the_score_sheet_names_its_rows_rounds():
    """Seen by hand: Kubo's sheet labelled its rows "1", "2", "3" where every other game's says
    "Round 1" (Finnish "Kierros 1")."""
    from game.core.i18n import set_language

    s = rigged(hands=[[card(B, S, 2)], [card(R, XL, 4)], [card(R, L, 4), card(R, L, 3)]])
    s.apply(place(card(B, S, 2)))
    assert [row.label for row in s.score_sheet().rows] == ["Round 1"]
    try:
        set_language("fi")
        s = rigged(hands=[[card(B, S, 2)], [card(R, XL, 4)], [card(R, L, 4), card(R, L, 3)]])
        s.apply(place(card(B, S, 2)))
        assert [row.label for row in s.score_sheet().rows] == ["Kierros 1"]
    finally:
        set_language("en")


def test_the_score_sheet_follows_a_language_changed_mid_game():
    """Seen in the code: the rows were written in the language of the round's end, so a sheet
    kept Finnish "Kierros 1" and "4 kuutiosta" after Settings switched the table to English."""
    from game.core.i18n import set_language

    try:
        set_language("fi")
        s = rigged(hands=[[card(B, S, 2)], [card(R, XL, 4)], [card(R, L, 4), card(R, L, 3)]])
        s.apply(place(card(B, S, 2)))
        assert s.view(0).score_sheet.rows[0].label == "Kierros 1"
    finally:
        set_language("en")
    row = s.view(0).score_sheet.rows[0]
    assert row.label == "Round 1" and all("from the cube" in note for note in row.notes), row


def test_round_ends_when_every_top_place_is_filled():
    top = [Card(R, sz, sh) for sz in range(4) for sh in range(4)]
    s = rigged(hands=[[top[0], card(B, S, 2)], [card(B, M, 2)], [card(B, L, 2)]], table=top[1:])
    s.apply(place(top[0]))
    assert s.phase == "round_over"


def test_round_ends_after_a_full_round_of_turns_without_placing_on_an_empty_pile():
    s = rigged(hands=[[card(R, XL, 4)], [card(R, L, 4)], [card(R, L, 3)]], pile=[])
    for _ in range(2):
        s.apply(EndTurn())
    assert s.phase == "place"
    s.apply(EndTurn())
    assert s.phase == "round_over" and s.score_sheet().rows[0].points == [-1, -1, -1]


def test_match_over_several_rounds_to_a_target():
    s = GAME.new(2, {"rounds": 2, "target": 0}, seed=4)
    rng = random.Random(4)
    rounds_seen = 0
    while not s.is_over():
        if s.phase == "round_over":
            rounds_seen += 1
            assert s.legal_actions() == [NextRound()]
        s.apply(rng.choice(s.legal_actions()))
    assert len(s.score_sheet().rows) == 2 and s.scores() == s.score_sheet().totals()


def test_target_score_ends_the_match():
    s = GAME.new(2, {"target": 10, "rounds": 0}, seed=4)
    agents = [AGENTS["normal"](), AGENTS["normal"]()]
    rng = random.Random(0)
    while not s.is_over():
        p = s.current_player
        s.apply(agents[p].choose(s.view(p), s.legal_actions(), rng))
    rows = s.score_sheet().rows
    assert max(s.score_sheet().totals()) >= 10
    for k in range(1, len(rows)):  # nobody had reached the target before the last round
        assert max(sum(r.points[p] for r in rows[:k]) for p in range(2)) < 10


# --------------------------------------------------------------------------- sharp eyes


def test_sharp_eyes_claim_own_structure():
    s = rigged(hands=[[card(B, S, 2), card(B, S, 3), card(R, XL, 3)], [], []], sharp_eyes=True)
    s.apply(place(card(B, S, 2)))
    s.apply(place(card(B, S, 3)))
    k = s.owners.index(UNCLAIMED)
    assert Claim(k) in s.legal_actions() and s.round_points[0] == 0
    s.apply(Claim(k))
    assert s.round_points[0] == 1 and s.owners[k] == 0


def test_sharp_eyes_others_steal_then_unclaimed_are_lost():
    s = rigged(
        hands=[[card(B, S, 2), card(B, S, 3), card(R, XL, 3)], [card(R, L, 4)], [card(R, L, 3)]],
        sharp_eyes=True,
    )
    s.apply(place(card(B, S, 2)))
    s.apply(place(card(B, S, 3)))
    k = s.owners.index(UNCLAIMED)
    s.apply(EndTurn())
    assert s.phase == "steal" and s.current_player == 1
    assert s.legal_actions() == [Claim(k), Pass()]
    s.apply(Pass())
    assert s.current_player == 2
    s.apply(Claim(k))
    assert s.round_points == [0, 0, 1] and s.phase == "place" and s.current_player == 1


def test_sharp_eyes_unnoticed_structures_are_lost():
    s = rigged(
        hands=[[card(B, S, 2), card(B, S, 3), card(R, XL, 3)], [card(R, L, 4)], [card(R, L, 3)]],
        sharp_eyes=True,
    )
    s.apply(place(card(B, S, 2)))
    s.apply(place(card(B, S, 3)))
    s.apply(EndTurn())
    s.apply(Pass())
    s.apply(Pass())
    assert NOBODY in s.owners and UNCLAIMED not in s.owners and s.round_points == [0, 0, 0]


def test_sharp_eyes_unclaimed_zoker_neither_scores_nor_ends_the_round():
    table = [card(G, M, 2), card(O, L, 3), card(O, XL, 4)]
    s = rigged(
        hands=[[card(R, XL, 4), card(R, S, 1)], [card(R, S, 2)], [card(R, L, 1)]],
        table=table,
        sharp_eyes=True,
    )
    s.apply(place(card(R, XL, 4)))
    assert not any(isinstance(a, Place) for a in s.legal_actions())  # a Zoker stops placing
    s.apply(EndTurn())
    s.apply(Pass())
    s.apply(Pass())
    assert s.phase == "place" and s.round_points == [0, 0, 0]


def test_sharp_eyes_claimed_zoker_ends_the_round():
    table = [card(G, M, 2), card(O, L, 3), card(O, XL, 4)]
    s = rigged(
        hands=[[card(R, XL, 4), card(R, S, 1)], [card(R, S, 2)], [card(R, L, 1)]],
        table=table,
        sharp_eyes=True,
    )
    s.apply(place(card(R, XL, 4)))
    s.apply(Claim(s.owners.index(UNCLAIMED)))
    s.apply(EndTurn())
    assert s.phase == "round_over" and s.score_sheet().rows[0].points == [3, -1, -1]


# --------------------------------------------------------------------------- orientations


@pytest.mark.parametrize(
    "orientation,corners",
    [
        ("colour", CORNERS),
        ("size", [card(B, S, 1), card(B, S, 4), card(R, S, 1), card(R, S, 4)]),
        ("shape", [card(B, S, 1), card(B, XL, 1), card(R, S, 1), card(R, XL, 1)]),
    ],
)
def test_orientation_corners_and_opening(orientation, corners):
    s = GAME.new(2, {"orientation": orientation}, seed=0)
    assert sorted(DECK[i] for i in range(64) if s.table[i] is not None) == sorted(corners)
    axis = s.geo.axis
    ok = [i for i in range(64) if s.table[i] is None and s._can_place_now(DECK[i])]
    assert len(ok) == 12
    assert sum(DECK[i][axis] == 1 for i in ok) == 4  # the four cards above the corners


def test_other_orientation_layer_means_that_axis():
    geo = GEOMETRIES[1]  # layers are sizes
    i = cell(card(B, M, 1))
    assert geo.below[i] == (cell(card(B, S, 1)),)
    assert cell(card(G, M, 1)) in geo.beside[i] and cell(card(B, L, 1)) not in geo.beside[i]


# --------------------------------------------------------------------------- computer players


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_agents_play_legal_moves_to_the_end(level):
    s = GAME.new(3, {"rounds": 1, "target": 0, "sharp_eyes": level == "normal"}, seed=9)
    agents = [AGENTS[level]() for _ in range(3)]
    rng = random.Random(9)
    while not s.is_over():
        p = s.current_player
        legal = s.legal_actions()
        a = agents[p].choose(s.view(p), legal, rng)
        assert a in legal
        s.apply(a)


def test_sample_world_agrees_with_the_view():
    s = GAME.new(3, {}, seed=11)
    v = s.view(0)
    w = v.sample_world(random.Random(1))
    assert w.hands[0] == list(v.hand) and [len(h) for h in w.hands] == list(v.hand_counts)
    assert len(w.pile) == v.pile_count and sorted(w.pile + [c for h in w.hands[1:] for c in h]) == sorted(
        v.unseen()
    )
    assert w.legal_actions() == s.legal_actions()


def test_computer_players_notice_by_level_in_sharp_eyes_mode():
    s = rigged(hands=[[card(B, S, 2), card(B, S, 3), card(R, XL, 3)], [], []], sharp_eyes=True)
    s.apply(place(card(B, S, 2)))
    s.apply(place(card(B, S, 3)))
    rng = random.Random(0)
    noticed = {}
    for level in ("easy", "normal", "hard"):
        picks = [AGENTS[level]().choose(s.view(0), s.legal_actions(), rng) for _ in range(400)]
        noticed[level] = sum(isinstance(a, Claim) for a in picks)
    assert noticed["easy"] < noticed["normal"] < noticed["hard"]
