"""Zoker Memo: one test per rule of rules/zoker.md (Memo), plus views, messages and saves."""

from __future__ import annotations

import json
import random

import pytest

from game.core.api import IllegalAction, OptionError
from game.core.registry import GAMES
from game.zoker.cards import COLOURS, DECK, SIZES, Card, common, compatible
from game.zoker.memo.engine import DOWN, GAME, GRIDS, Hide, MemoState, Reveal

# 16 cards of which no two are a pair: the shape is fixed by colour and size.
PAIR_FREE = [Card(col, size, (col + size) % 4) for col in range(4) for size in range(4)]


def c(text: str) -> Card:
    """ "green M2" → the card."""
    colour, code = text.split()
    return Card(COLOURS.index(colour), SIZES.index(code[:-1]), int(code[-1]) - 1)


def rig(places: list[Card | None], deck: list[Card], players: int = 2, **options) -> MemoState:
    """A fresh game whose table and deck (top card last) are replaced by the given ones."""
    s = GAME.new(players, options, seed=0)
    s.places = list(places) + [None] * (s.size - len(places))
    s.deck = list(deck)
    return s


def rest(*used: list[Card], n: int = 64) -> list[Card]:
    """Up to `n` deck cards not in `used`."""
    taken = {x for group in used for x in group}
    return [x for x in DECK if x not in taken][:n]


def reveal(s: MemoState, *places: int) -> list:
    events = []
    for p in places:
        events += s.apply(Reveal(p))
    return events


# --------------------------------------------------------------------------- setup


def test_registered_for_one_to_five_players():
    assert GAMES["zoker_memo"] is GAME and GAME.rules == "zoker_memo"
    assert (GAME.min_players, GAME.max_players) == (1, 5)
    for bad in (0, 6):
        with pytest.raises(OptionError):
            GAME.new(bad)


def test_deal_sixteen_face_down_in_four_by_four():
    s = GAME.new(2, seed=3)
    v = s.view(0)
    assert (v.rows, v.cols) == (4, 4)
    assert v.places == (DOWN,) * 16 and v.face_up == () and v.deck == 48
    assert sorted(x for x in s.places + s.deck) == sorted(DECK)


@pytest.mark.parametrize("size", [16, 24, 36, 64])
def test_other_table_sizes_in_square_or_near_square_grid(size):
    s = GAME.new(2, {"table": size}, seed=1)
    rows, cols = GRIDS[size]
    assert rows * cols == size and abs(rows - cols) <= 2
    assert len(s.places) == size and len(s.deck) == 64 - size
    with pytest.raises(OptionError):
        GAME.new(2, {"table": 20})


def test_dealer_left_starts_and_play_passes_clockwise():
    a, b = c("blue S1"), c("red XL4")  # nothing in common
    table = [a, b, c("blue S2"), c("blue M1")]
    s = rig(table, rest(table), players=3)
    assert s.current_player == 0
    reveal(s, 0, 1)
    assert s.current_player == 1
    s.apply(Hide())
    reveal(s, 0, 1)
    assert s.current_player == 2


def test_same_seed_same_deal_any_seed_differs():
    assert GAME.new(2, seed=9) == GAME.new(2, seed=9)
    assert GAME.new(2, seed=9).places != GAME.new(2, seed=10).places


# --------------------------------------------------------------------------- a turn


def test_reveal_two_a_pair_is_taken_and_the_player_goes_again():
    a, b = c("green M2"), c("green M3")  # same colour and size
    s = rig([a, b, c("red XL4"), c("red XL3")], rest([a, b, c("red XL4"), c("red XL3")]))
    events = reveal(s, 0, 1)
    assert [e.kind for e in events] == ["reveal", "reveal", "pair"]
    assert s.piles[0] == [a, b] and s.places[0] is None and s.places[1] is None
    assert s.current_player == 0 and s.phase == "reveal"


def test_a_miss_stays_visible_then_turns_face_down_and_play_passes():
    a, b = c("green M2"), c("red XL4")
    s = rig([a, b, c("green M3"), c("red XL3")], rest([a, b, c("green M3"), c("red XL3")]))
    events = reveal(s, 0, 1)
    assert [e.kind for e in events] == ["reveal", "reveal", "miss", "turn"]
    assert s.current_player == 1 and s.phase == "miss"
    assert s.view(1).places[:2] == (a, b)  # both still shown, so people can remember them
    assert s.legal_actions()[0] == Hide()
    s.apply(Hide())
    assert s.view(1).places[:2] == (DOWN, DOWN) and s.places[:2] == [a, b] and s.piles == [[], []]


def test_the_next_players_first_reveal_also_turns_a_miss_face_down():
    a, b = c("green M2"), c("red XL4")
    s = rig([a, b, c("green M3"), c("red XL3")], rest([a, b, c("green M3"), c("red XL3")]))
    reveal(s, 0, 1)
    events = reveal(s, 0)
    assert [e.kind for e in events] == ["hide", "reveal"]
    assert s.face_up == [0] and s.view(1).places[:2] == (a, DOWN)


def test_solo_play_stays_with_the_one_player_after_a_miss():
    a, b = c("green M2"), c("red XL4")
    s = rig([a, b, c("green M3"), c("red XL3")], rest([a, b, c("green M3"), c("red XL3")]), players=1)
    reveal(s, 0, 1)
    assert s.current_player == 0 and s.phase == "miss"


def test_only_face_down_cards_in_filled_places_can_be_revealed():
    a, b = c("green M2"), c("red XL4")
    s = rig([a, b, None, c("red XL3")], rest([a, b, c("red XL3")]))
    s.apply(Reveal(0))
    assert Reveal(0) not in s.legal_actions() and Reveal(2) not in s.legal_actions()
    for bad, reason in ((Reveal(0), "already face up"), (Reveal(2), "no card"), (Hide(), "turn face down")):
        with pytest.raises(IllegalAction, match=reason):
            s.apply(bad)
    with pytest.raises(IllegalAction):
        s.apply(Reveal(99))


# --------------------------------------------------------------------------- refill, extra places, end


def test_refill_empty_places_from_the_deck_when_no_pair_is_left():
    a, b = c("green M2"), c("green M3")
    lone = c("red XL4")
    deck = rest([a, b, lone], n=20)
    s = rig([a, b, lone], deck)
    events = reveal(s, 0, 1)
    refill = [e for e in events if e.kind == "refill"]
    assert refill and refill[0].data["places"] == [0, 1, *range(3, 16)]
    assert s.places[0] == deck[-1] and s.places[1] == deck[-2] and s.places[2] == lone  # in reading order
    assert len(s.deck) == 20 - 15 and s.current_player == 0  # the same player continues


def test_no_refill_while_a_pair_is_left():
    a, b, d, e = c("green M2"), c("green M3"), c("red XL4"), c("red XL3")
    s = rig([a, b, d, e], rest([a, b, d, e], n=10))
    reveal(s, 0, 1)
    assert s.places[:4] == [None, None, d, e] and len(s.deck) == 10


def test_a_full_table_without_pair_gets_new_places_beside_the_grid_until_a_pair_exists():
    a, b = c("blue S2"), c("blue S3")  # a pair outside PAIR_FREE
    extra = c("blue S4")  # pairs with blue S1 of PAIR_FREE
    deck = [extra, PAIR_FREE[15], PAIR_FREE[14]]  # the top two refill the grid, then the extra
    s = rig([a, b] + PAIR_FREE[:14], deck)
    events = reveal(s, 0, 1)
    kinds = [e.kind for e in events]
    assert kinds[-2:] == ["refill", "extra_place"]
    assert len(s.places) == 17 and s.places[16] == extra and s.deck == [] and s.has_pair()
    assert s.view(1).places[16] == DOWN and Reveal(16) in s.legal_actions()


def test_end_when_the_deck_is_empty_and_no_pair_is_left_most_cards_wins():
    a, b, d = c("green M2"), c("green M3"), c("red XL4")
    s = rig([a, b, d], [])
    s.piles[1] = [c("blue S1"), c("blue S2"), c("blue M1"), c("blue M2")]
    events = reveal(s, 0, 1)
    assert events[-1].kind == "game_over" and s.is_over() and s.legal_actions() == []
    assert s.scores() == [2, 4]


def test_at_the_end_the_cards_left_on_the_table_are_shown_to_everyone():
    """Rules: "End: deck empty and no pair left on the table." Nothing is hidden any more, so the
    views show the cards left (a table kept them face down and had to read the state)."""
    a, b, d = c("green M2"), c("green M3"), c("red XL4")
    s = rig([a, b, d], [])
    reveal(s, 0, 1)
    assert s.is_over()
    assert [p for p in s.view(1).places if p is not None] == [d]


def test_the_game_goes_on_while_the_deck_has_cards():
    a, b, d = c("green M2"), c("green M3"), c("red XL4")
    s = rig([a, b, d], [c("red XL3")])
    reveal(s, 0, 1)
    assert not s.is_over() and s.places[0] == c("red XL3")


@pytest.mark.parametrize("size", [16, 64])
def test_every_table_size_plays_the_whole_deck_as_its_setup_help_says(size):
    # zoker.md, Memo: "End: deck empty and no pair left on the table." A play-tester chose 16 cards
    # for a short game and played all 64: the help says the size is how many lie there at a time.
    from game.core.i18n import _

    option = next(o for o in GAME.options if o.key == "table")
    assert "whole deck" in _(option.help)
    s = GAME.new(2, {"table": size}, 5)
    rng = random.Random(5)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    assert s.view(0).deck == 0


def test_solo_score_is_minus_the_turns_taken():
    a, b, d, e = c("green M2"), c("red XL4"), c("green M3"), c("red XL3")
    s = rig([a, b, d, e], [], players=1)
    reveal(s, 0, 1)  # turn 1: a miss
    reveal(s, 0, 2)  # turn 2: a pair, and again
    assert s.turns == [2] and s.scores() == [-2]
    reveal(s, 1, 3)
    assert s.is_over() and s.scores() == [-2]  # a pair does not start a new turn


# --------------------------------------------------------------------------- easy variant


def test_easy_variant_one_common_attribute_is_a_pair():
    a, b = c("green M2"), c("green XL4")  # only the colour in common
    assert common(a, b) == 1 and not compatible(a, b)
    normal = rig([a, b, c("red S1"), c("red S2")], [])
    reveal(normal, 0, 1)
    assert normal.phase == "miss"
    easy = rig([a, b, c("red S1"), c("red S2")], [], easy_pairs=True)
    reveal(easy, 0, 1)
    assert easy.piles[0] == [a, b]


def test_easy_variant_still_counts_normal_pairs_but_not_strangers():
    a, b, d = c("green M2"), c("green M3"), c("red XL4")
    s = rig([a, b, d, c("blue S1"), c("red L4")], [], easy_pairs=True)
    reveal(s, 0, 1)
    assert s.piles[0] == [a, b]
    reveal(s, 2, 3)  # red XL4 and blue S1 share nothing
    assert s.phase == "miss"


# --------------------------------------------------------------------------- views and saves


def test_views_never_show_face_down_cards_but_keep_the_public_history():
    s = GAME.new(3, seed=4)
    s.apply(Reveal(5))
    first = s.places[5]
    v = s.view(2)
    assert v.places[5] == first and all(p == DOWN for i, p in enumerate(v.places) if i != 5)
    assert v.seen == ((5, first),)
    hidden = {x for i, x in enumerate(s.places) if i != 5} | set(s.deck)
    assert not any(isinstance(x, Card) and x in hidden for x in v.places)
    assert s.view(0).seen == v.seen


def test_save_and_load_round_trip_mid_game():
    s = GAME.new(2, {"table": 24, "easy_pairs": True}, seed=8)
    for _ in range(7):
        s.apply(s.legal_actions()[-1])
    data = json.loads(json.dumps(s.to_json()))
    assert GAME.load(data) == s


def test_agents_never_see_the_state_only_the_view():
    s = GAME.new(2, seed=2)
    agent = GAME.agents()["hard"]()
    twin = s.clone()
    twin.places = list(reversed(twin.places))  # other hidden cards, the same view
    a1 = agent.choose(s.view(0), s.legal_actions(), random.Random(1))
    a2 = GAME.agents()["hard"]().choose(twin.view(0), twin.legal_actions(), random.Random(1))
    assert a1 == a2
