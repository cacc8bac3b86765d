"""Zoker Solo's fast engine against a slow reference written straight from the rules text.

The reference below reads ../shared/rules/zoker.md ("Zoker Solo") line by line: it shares no
code with the engine (no bitmask tables, no caches, its own compatibility test), so a speed-up
that bends a rule shows up here. It is compared on many random positions, not only on positions
that random play reaches: random upper cards, random bottom stacks (some empty), random stock.
"""

from __future__ import annotations

import random

import pytest

from game.core.api import IllegalAction
from game.zoker.cards import DECK
from game.zoker.solo.engine import EMPTY, Deal, Move, SoloState, Stop

ROWS, COLS = 3, 4
UPPER = [f"top.{r}.{c}" for r in range(ROWS) for c in range(COLS)]  # reading order
BOTTOM = [f"bottom.{c}" for c in range(COLS)]


def shares_exactly_two(a: int, b: int) -> bool:
    # "Two cards are **compatible** (a *pair*) when they share exactly two attributes
    #  (same colour and size, or colour and shape, or size and shape)."
    x, y = DECK[a], DECK[b]
    return [x.colour == y.colour, x.size == y.size, x.shape == y.shape].count(True) == 2


def reference_moves(top: list[int], bottom: list[list[int]]) -> set[tuple[str, str]]:
    """Every (source, target) move the rules allow; `top` in reading order, EMPTY for a hole."""
    moves = set()
    for slot, card in enumerate(top):
        if card == EMPTY:
            continue
        for b, stack in enumerate(bottom):
            # "a card from the top three rows into an **empty** bottom-row slot (starts a
            #  new stack; no condition);"
            if not stack:
                moves.add((UPPER[slot], BOTTOM[b]))
            # "a card from the top three rows onto a bottom-row stack whose top card is
            #  compatible with it;"
            elif shares_exactly_two(card, stack[-1]):
                moves.add((UPPER[slot], BOTTOM[b]))
    # "a whole bottom-row stack onto another bottom-row stack when their top cards
    #  are compatible (this empties a bottom slot)."
    for s, moved in enumerate(bottom):
        for d, target in enumerate(bottom):
            if s != d and moved and target and shares_exactly_two(moved[-1], target[-1]):
                moves.add((BOTTOM[s], BOTTOM[d]))
    # "Cards never move up, and never between slots of the top three rows." (none added above)
    return moves


def reference_can_deal(top: list[int], stock: list[int]) -> bool:
    # "Deal: whenever the top three rows have at least four empty slots, the player
    #  may deal the next four stock cards"
    return len(stock) >= 4 and top.count(EMPTY) >= 4


def reference_after(top, bottom, stock, action) -> tuple[list[int], list[list[int]], list[int]]:
    """The table after a legal action, by the rules."""
    top, bottom, stock = list(top), [list(s) for s in bottom], list(stock)
    if isinstance(action, Deal):
        # "deal the next four stock cards into empty slots of the top three rows,
        #  filled in reading order (left→right, top→bottom)"
        holes = [i for i, c in enumerate(top) if c == EMPTY]
        for slot, card in zip(holes, stock[:4], strict=False):
            top[slot] = card
        del stock[:4]
    elif action.src in UPPER:
        slot = UPPER.index(action.src)
        bottom[BOTTOM.index(action.dst)].append(top[slot])
        top[slot] = EMPTY
    else:
        # a whole stack moves: its cards keep their order, so its top card stays on top
        s, d = BOTTOM.index(action.src), BOTTOM.index(action.dst)
        bottom[d] += bottom[s]
        bottom[s] = []
    return top, bottom, stock


def random_position(rng: random.Random) -> tuple[list[int], list[list[int]], list[int]]:
    """Any table, reachable or not: a random share of holes above, stacks of any height below."""
    deck = list(range(len(DECK)))
    rng.shuffle(deck)
    # "The stock holds 48 cards: exactly twelve deals of four."
    stock = [deck.pop() for _ in range(4 * rng.randrange(13))]
    holes = rng.choice([0, 2, 4, 6, 8, 10, 12, rng.randrange(13)])
    top = [deck.pop() for _ in range(ROWS * COLS - holes)] + [EMPTY] * holes
    rng.shuffle(top)
    bottom = []
    for _ in range(COLS):
        height = 0 if rng.random() < 0.3 else rng.randrange(1, 6)
        bottom.append([deck.pop() for _ in range(min(height, len(deck)))])
    if rng.random() < 0.5:  # make pairs of stack tops common: a top compatible with another
        tops = [s for s in bottom if s]
        if len(tops) >= 2:
            partners = [c for c in deck if shares_exactly_two(c, tops[0][-1])]
            if partners:
                tops[1].append(partners[0])
    return top, bottom, stock


def superset() -> list:
    """Every action the engine could be handed: any place to any place, Deal and Stop."""
    places = UPPER + BOTTOM
    return [Move(a, b) for a in places for b in places] + [Deal(), Stop()]


def check_against_reference(state: SoloState) -> None:
    top, bottom, stock = state.top, state.bottom, state.stock
    moves = reference_moves(top, bottom)
    can_deal = reference_can_deal(top, stock)
    legal = state.legal_actions()
    assert len(legal) == len(set(legal))
    # "End: no deal and no move is possible (the player may also stop)."
    assert state.is_over() == (not moves and not can_deal)
    if state.is_over():
        assert legal == []
        return
    assert {(a.src, a.dst) for a in legal if isinstance(a, Move)} == moves
    assert (Deal() in legal) == can_deal
    assert Stop() in legal
    for action in superset():  # fresh objects, equal to the engine's own
        expected = (action.src, action.dst) in moves if isinstance(action, Move) else (
            can_deal if isinstance(action, Deal) else True)
        assert state.is_legal(action) == expected, action
    # "Score = the height of the tallest bottom-row stack"
    assert state.score() == max(len(s) for s in bottom)


def test_legal_moves_agree_with_the_rules_on_random_positions():
    rng = random.Random(12)
    for _ in range(1500):
        top, bottom, stock = random_position(rng)
        check_against_reference(SoloState.from_position(top, bottom, stock))


def test_every_move_from_random_positions_does_what_the_rules_say():
    """From random positions, random play on: after every action the table is the reference's and
    the legal moves still agree (the engine's incremental caches never drift from the rules)."""
    rng = random.Random(21)
    for _ in range(300):
        state = SoloState.from_position(*random_position(rng))
        for _step in range(25):
            check_against_reference(state)
            if state.is_over():
                break
            legal = [a for a in state.legal_actions() if not isinstance(a, Stop)]
            action = rng.choice(legal)
            expected = reference_after(state.top, state.bottom, state.stock, action)
            if rng.random() < 0.3:  # an equal copy, as a decoded save hands it over
                action = type(action)(**vars(action))
            state.apply(action)
            assert (state.top, state.bottom, state.stock) == expected


def test_illegal_actions_are_refused_and_leave_the_table_as_it_was():
    rng = random.Random(5)
    for _ in range(200):
        state = SoloState.from_position(*random_position(rng))
        before = state.snapshot()
        illegal = [a for a in superset() if not state.is_legal(a)]
        for action in rng.sample(illegal, min(20, len(illegal))):
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state.snapshot() == before


def test_after_stop_nothing_is_legal():
    # "(the player may also stop)": stopping ends the game, so no move is left
    rng = random.Random(3)
    for _ in range(100):
        state = SoloState.from_position(*random_position(rng))
        if state.is_over():
            continue
        state.apply(Stop())
        assert state.is_over() and state.legal_actions() == []
        assert not any(state.is_legal(a) for a in superset())
