"""Zoker Solo's incremental legal moves agree with a from-scratch reading of the rules."""

from __future__ import annotations

import random

from game.zoker.cards import DECK, compatible
from game.zoker.solo.engine import (
    BOTTOM_NAMES,
    COLS,
    DEAL,
    EMPTY,
    GAME,
    STOP,
    TOP_NAMES,
    TOP_SLOTS,
    Move,
)


def naive_legal(state) -> list:
    """The legal actions straight from the rules, in the engine's order (card moves by bottom
    place and card, stack moves by source and target, Deal, Stop)."""
    acts = []
    for c in range(COLS):
        stack = state.bottom[c]
        fitting = [x for x in state.top if x != EMPTY and (not stack or compatible(DECK[x], DECK[stack[-1]]))]
        acts += [Move(TOP_NAMES[state.top.index(x)], BOTTOM_NAMES[c]) for x in sorted(fitting)]
    for s in range(COLS):
        for d in range(COLS):
            a, b = state.bottom[s], state.bottom[d]
            if s != d and a and b and compatible(DECK[a[-1]], DECK[b[-1]]):
                acts.append(Move(BOTTOM_NAMES[s], BOTTOM_NAMES[d]))
    if state.stock and state.top.count(EMPTY) >= 4:
        acts.append(DEAL)
    return acts + [STOP] if acts and not state.stopped else []


def test_legal_moves_match_the_rules_after_every_action():
    for seed in range(40):
        state = GAME.new(1, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            assert legal == naive_legal(state)
            # rebuilding every cache from the cards gives the same list
            fresh = state.clone()
            fresh._index_top()
            fresh._refresh()
            assert fresh.legal_actions() == legal
            moves = [a for a in legal if a is not STOP]
            state.apply(rng.choice(moves if moves and rng.random() < 0.99 else legal))
        assert state.legal_actions() == [] == naive_legal(state)


def test_legal_actions_builds_no_list_between_actions_and_clones_keep_their_own_caches():
    state = GAME.new(1, seed=4)
    assert state.legal_actions() is state.legal_actions()  # one list per action, not per call
    for seed in range(30):
        states = [GAME.new(1, seed=seed)]
        rng = random.Random(seed)
        for step in range(200):  # a family of clones, each playing on in turn
            live = [s for s in states if not s.is_over()]
            if not live:
                break
            s = rng.choice(live)
            if step % 3 == 0:
                states.append(s.clone())
            legal = s.legal_actions()
            s.apply(rng.choice([x for x in legal if x is not STOP] or legal))
            assert s.legal_actions() == naive_legal(s)


def test_equal_copies_of_actions_are_applied_like_the_prebuilt_ones():
    a, b = GAME.new(1, seed=8), GAME.new(1, seed=8)
    rng = random.Random(8)
    while not a.is_over():
        action = rng.choice([x for x in a.legal_actions() if x is not STOP] or a.legal_actions())
        copy = type(action)(**{k: getattr(action, k) for k in getattr(action, "__dataclass_fields__", {})})
        assert copy is not action and copy == action
        assert a.apply(action) == b.apply(copy)
        assert a.snapshot() == b.snapshot()
    assert b.is_over() and len(TOP_NAMES) == TOP_SLOTS


def test_the_inlined_shuffle_deals_what_random_shuffle_deals():
    from game.zoker.solo.engine import _shuffled

    for seed in range(300):
        deck = list(range(64))
        random.Random(seed).shuffle(deck)
        assert _shuffled(random.Random(seed)) == deck
        state = GAME.new(1, seed=seed)
        assert state.top + [s[0] for s in state.bottom] + state.stock == deck
