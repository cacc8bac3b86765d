"""Zoker Solo: one test per rule of rules/zoker.md (Solo), plus messages, events and the view."""

from __future__ import annotations

import json
import random

import pytest

from game.core.api import IllegalAction
from game.core.registry import GAMES
from game.zoker.cards import COLOURS, DECK, SIZES, Card, compatible
from game.zoker.solo.engine import (
    DEAL,
    EMPTY,
    GAME,
    STOP,
    Deal,
    Move,
    SoloState,
    Stop,
)


def c(text: str) -> int:
    """"green M2" → its DECK index."""
    colour, code = text.split()
    return Card(COLOURS.index(colour), SIZES.index(code[:-1]), int(code[-1]) - 1).index


def table(top: dict[str, str], bottom: list[list[str]], stock: int = 48) -> SoloState:
    """A position: upper cards by place name, bottom stacks, and `stock` cards from the unused rest."""
    upper = [EMPTY] * 12
    for place, text in top.items():
        _, r, col = place.split(".")
        upper[int(r) * 4 + int(col)] = c(text)
    stacks = [[c(t) for t in s] for s in bottom]
    used = set(upper) | {x for s in stacks for x in s}
    rest = [i for i in range(64) if i not in used][:stock]
    return SoloState.from_position(upper, stacks, rest)


def test_registered_as_undoable_one_player_game():
    assert GAMES["zoker_solo"] is GAME
    assert GAME.undoable and GAME.rules == "zoker_solo"
    assert (GAME.min_players, GAME.max_players) == (1, 1)


def test_deal_sixteen_face_up_in_four_by_four_rest_is_stock():
    s = GAME.new(1, seed=5)
    v = s.view(0)
    assert all(card is not None for row in v.top for card in row) and len(v.top) == 3
    assert [len(stack) for stack in v.bottom] == [1, 1, 1, 1]  # the fourth row starts the bottom stacks
    assert v.stock_count == 48 and v.deals_left == 12
    cards = [x for row in v.top for x in row] + [st[0] for st in v.bottom] + v.unseen()
    assert sorted(cards) == sorted(DECK)


def test_same_seed_same_deal():
    assert GAME.new(1, seed=9) == GAME.new(1, seed=9)
    assert GAME.new(1, seed=9).top != GAME.new(1, seed=10).top


def test_upper_card_onto_compatible_stack():
    s = table({"top.0.0": "green M4"}, [["green M2"], ["red S1"], ["blue L3"], ["orange XL1"]])
    s.apply(Move("top.0.0", "bottom.0"))
    assert s.bottom[0] == [c("green M2"), c("green M4")] and s.top[0] == EMPTY


def test_upper_card_onto_incompatible_stack_is_refused_with_reason():
    s = table({"top.0.0": "green M2"}, [["blue M3"], ["red S1"], ["blue XL1"], ["orange XL1"]])
    before = s.snapshot()
    with pytest.raises(IllegalAction) as err:
        s.apply(Move("top.0.0", "bottom.0"))
    assert str(err.value) == "Green M2 cannot go on blue M3: they share only one attribute (size)."
    assert s.snapshot() == before


def test_upper_card_into_empty_bottom_place_without_condition():
    s = table({"top.2.3": "red XL4"}, [["blue S1"], [], ["green M2"], ["orange L3"]])
    s.apply(Move("top.2.3", "bottom.1"))
    assert s.bottom[1] == [c("red XL4")]


def test_whole_stack_onto_compatible_stack_empties_its_place():
    s = table({"top.0.0": "red S1"}, [["blue L1", "green L1"], ["green L3"], ["orange S4"], ["blue M2"]])
    assert compatible(DECK[c("green L1")], DECK[c("green L3")])
    s.apply(Move("bottom.0", "bottom.1"))
    assert s.bottom[1] == [c("green L3"), c("blue L1"), c("green L1")] and s.bottom[0] == []


def test_stack_onto_incompatible_stack_or_empty_place_is_refused():
    s = table({"top.0.0": "red S1"}, [["green L1"], ["orange S3"], [], ["blue M2"]])
    with pytest.raises(IllegalAction, match="cannot go on orange S3: they have no attribute in common"):
        s.apply(Move("bottom.0", "bottom.1"))
    with pytest.raises(IllegalAction, match="only go onto another stack"):
        s.apply(Move("bottom.0", "bottom.2"))
    with pytest.raises(IllegalAction, match="onto itself"):
        s.apply(Move("bottom.0", "bottom.0"))


def test_cards_never_move_up_nor_between_upper_places():
    s = table({"top.0.0": "red S1"}, [["green L1"], [], [], []])
    with pytest.raises(IllegalAction, match="Cards never move up."):
        s.apply(Move("bottom.0", "top.1.1"))
    with pytest.raises(IllegalAction, match="between places of the upper rows"):
        s.apply(Move("top.0.0", "top.1.1"))
    assert all(not a.dst.startswith("top") for a in s.legal_actions() if isinstance(a, Move))


def test_deal_fills_four_empty_upper_places_in_reading_order():
    s = table({"top.0.0": "red S1", "top.0.2": "red S2", "top.1.0": "red S3", "top.2.0": "red S4",
               "top.2.1": "red M1", "top.2.2": "red M2", "top.2.3": "red M3", "top.1.3": "red M4"},
              [["blue S1"], ["blue S2"], ["blue S3"], ["blue S4"]])
    nxt = s.stock[:4]
    events = s.apply(Deal())
    assert [s.top[i] for i in (1, 3, 5, 6)] == nxt
    assert events[0].kind == "deal"
    assert events[0].data["slots"] == ["top.0.1", "top.0.3", "top.1.1", "top.1.2"]
    assert [x.index for x in events[0].data["cards"]] == nxt and len(s.stock) == 44


def test_deal_needs_four_empty_upper_places():
    full = {f"top.{r}.{col}": f"red {sz}{col + 1}" for r, sz in enumerate("SML") for col in range(4)}
    del full["top.0.0"], full["top.1.1"], full["top.2.2"]
    s = table(full, [["blue S1"], ["blue S2"], ["blue S3"], ["blue S4"]])
    assert DEAL not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Deal needs four empty places in the upper rows; there are 3."):
        s.apply(Deal())


def test_stock_gives_exactly_twelve_deals():
    s = GAME.new(1, seed=3)
    deals = 0
    while s.stock:
        for i in range(12):
            s.top[i] = EMPTY
        s._index_top()
        s._refresh()
        s.apply(DEAL)
        deals += 1
    assert deals == 12
    with pytest.raises(IllegalAction, match="stock is empty"):
        s.apply(Deal())


def test_game_ends_when_no_move_and_no_deal():
    # four stacks, no pair among their tops or with the upper cards, and only three empty upper places
    upper = {f"top.{r}.{col}": f"blue {sz}{col + 1}" for r, sz in enumerate("SML") for col in range(4)}
    del upper["top.0.3"], upper["top.1.3"], upper["top.2.3"]
    s = table(upper, [["red XL1"], ["orange XL2"], ["green XL3"], ["blue XL4"]])
    assert s.is_over() and s.legal_actions() == [] and s.current_player is None
    assert s.explain_illegal(DEAL) == "The game is over."


def test_last_move_ends_the_game_with_an_event():
    s = table({"top.0.0": "green M4"}, [["green M2"], ["red S1"], ["blue L3"], ["orange XL1"]], stock=0)
    events = s.apply(Move("top.0.0", "bottom.0"))
    assert s.is_over() and events[-1].kind == "game_over" and events[-1].data == {"score": 2}


def test_player_may_stop():
    s = GAME.new(1, seed=1)
    assert STOP in s.legal_actions()
    events = s.apply(Stop())
    assert s.is_over() and s.scores() == [1] and events[-1].kind == "game_over"


def test_score_is_the_tallest_bottom_stack():
    s = table({"top.0.0": "red S1"}, [["blue L1", "green L1", "green L2"], ["green L3"], [], ["blue M2"]])
    assert s.scores() == [3] and s.view(0).score == 3


def test_move_event_lists_the_moved_cards():
    s = table({"top.0.0": "red S1"}, [["blue L1", "green L1"], ["green L3"], [], []])
    ev = s.apply(Move("bottom.0", "bottom.1"))[0]
    assert ev.kind == "move" and ev.data["src"] == "bottom.0" and ev.data["dst"] == "bottom.1"
    assert ev.data["cards"] == [DECK[c("blue L1")], DECK[c("green L1")]]


def test_messages_for_missing_cards_and_places():
    s = table({"top.0.0": "red S1"}, [["green L1"], [], [], []])
    assert s.explain_illegal(Move("top.1.1", "bottom.0")) == "There is no card in that place."
    assert s.explain_illegal(Move("bottom.1", "bottom.0")) == "That bottom place is empty."
    assert s.explain_illegal(Move("nowhere", "bottom.0")) == "There is no such place on the table."


def test_view_hides_only_the_stock_order():
    s = GAME.new(1, seed=2)
    v = s.view(0)
    assert not hasattr(v, "stock")
    world = v.sample_world(random.Random(1))
    assert world.top == s.top and world.bottom == s.bottom and sorted(world.stock) == sorted(s.stock)
    assert world.legal_actions() == s.legal_actions()


def test_save_round_trip_and_fast_clone():
    s = GAME.new(1, seed=4)
    rng = random.Random(4)
    for _ in range(10):
        s.apply(rng.choice(s.legal_actions()[:-1]))
    twin = s.clone()
    assert twin == s and GAME.load(json.loads(json.dumps(s.to_json()))) == s
    twin.apply(twin.legal_actions()[0])
    assert twin != s and len(s.history) == 10 and (twin.top, twin.bottom) != (s.top, s.bottom)


# --------------------------------------------------------------------------- hint and computer players


def best_final(state: SoloState, memo: dict | None = None) -> int:
    """Brute force over the real engine: the best final score reachable without stopping."""
    memo = {} if memo is None else memo
    key = (tuple(state.top), tuple(map(tuple, state.bottom)))
    if key not in memo:
        best = state.scores()[0]
        for a in state.legal_actions():
            if a is not STOP:
                nxt = state.clone()
                nxt.apply(a)
                best = max(best, best_final(nxt, memo))
        memo[key] = best
    return memo[key]


def small_endgame(seed: int) -> SoloState:
    """A random position with the stock empty, four upper cards and stacks of 0–3 cards."""
    rng = random.Random(seed)
    deck = list(range(64))
    rng.shuffle(deck)
    upper = [EMPTY] * 12
    for slot in rng.sample(range(12), 4):
        upper[slot] = deck.pop()
    stacks = [[deck.pop() for _ in range(rng.randrange(4))] for _ in range(4)]
    return SoloState.from_position(upper, stacks, [])


def test_hint_with_empty_stock_keeps_the_best_reachable_score():
    from game.zoker.solo.ai import HINT_NODES, hint, position, solve

    checked = 0
    for seed in range(30):
        s = small_endgame(seed)
        if s.is_over():
            continue
        best = best_final(s)
        plan = solve(position(s.view(0)), HINT_NODES)
        assert plan.exact and plan.value == best
        move = hint(s)
        assert s.is_legal(move)
        s.apply(move)
        assert best_final(s) == best
        checked += 1
    assert checked > 15


def test_hint_deals_when_it_may_and_is_none_when_over():
    from game.zoker.solo.ai import hint

    s = table({"top.0.0": "red S1"}, [["green L1"], [], [], []])
    assert hint(s) == DEAL
    s.apply(STOP)
    assert hint(s) is None


def test_hint_sees_only_the_view():
    from game.zoker.solo.ai import hint

    s = GAME.new(1, seed=21)
    twin = s.clone()
    twin.stock.reverse()  # same table, another stock order
    assert hint(s) == hint(twin)  # each from a fresh search


def test_hints_between_two_deals_share_one_search_and_a_deal_starts_a_new_one():
    from game.zoker.solo import ai

    hinter = ai.Hinter()
    s = GAME.new(1, seed=5)
    while DEAL in s.legal_actions():
        s.apply(DEAL)
    move = hinter(s)
    agent = hinter.agent
    assert move != DEAL and agent._memo  # searched, and kept what it found
    s.apply(move)
    if not s.is_over() and DEAL not in s.legal_actions():
        hinter(s)
        assert hinter.agent is agent  # the same stretch: the same memo, searched further
    while not s.is_over() and DEAL not in s.legal_actions():
        s.apply(hinter(s))
    if DEAL in s.legal_actions():
        s.apply(DEAL)
        if not s.is_over():
            hinter(s)
            assert hinter.agent is not agent  # new cards: a new stretch, a fresh search
    assert ai.Hinter().agent is None  # another table starts with nothing


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_a_whole_game(level):
    s = GAME.new(1, seed=31)
    agent = GAME.agents()[level]()
    rng = random.Random(0)
    while not s.is_over():
        s.apply(agent.choose(s.view(0), s.legal_actions(), rng))
    assert 1 <= s.scores()[0] <= 64 and not s.stock
