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
        deck, rng, ours = list(range(64)), random.Random(seed), random.Random(seed)
        rng.shuffle(deck)
        assert _shuffled(ours) == deck
        assert ours.getstate() == rng.getstate()  # the same draws: saves keep the same generator
        state = GAME.new(1, seed=seed)
        assert state.top + [s[0] for s in state.bottom] + state.stock == deck


def test_whole_stack_moves_follow_the_tops_through_every_kind_of_action():
    # the place-pair pattern is kept up to date, never rebuilt; check it against the tops
    from game.zoker.solo.engine import _BIT, _PAIR_BIT, _PAIRS, _PLACE_PAIRS

    for seed in range(60):
        state = GAME.new(1, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            tops = state.tops
            want = sum(_PAIR_BIT[a][b] for a, b in _PLACE_PAIRS if _PAIRS[tops[a]] & _BIT[tops[b]])
            assert state._pairing == want
            moves = [a for a in state.legal_actions() if a is not STOP]
            stacks = [a for a in moves if a.__class__ is Move and a.src.startswith("bottom")]
            # favour stack moves and deals, the rarer paths
            state.apply(rng.choice(stacks or moves) if rng.random() < 0.5 else rng.choice(moves))


def test_the_benchmark_player_is_uniform_over_the_moves_and_never_stops():
    from collections import Counter

    from benchmarks.engine import random_game

    for seed in range(20):
        state, actions = random_game(GAME, 1, {}, seed)
        assert state.is_over() and actions == len(state.history) and STOP not in state.history
    # a drawn Stop is drawn again among the rest: each other action 1/(n − 1), as a filtered list
    legal = GAME.new(1, seed=2).legal_actions()

    class Fixed:  # offers the same actions 8,000 times
        history: list = []

        def is_over(self):
            return len(self.history) >= 8000

        def legal_actions(self):
            return legal

        def apply(self, action):
            self.history.append(action)

    class FixedGame:
        quit_actions = GAME.quit_actions

        def new(self, players, options, seed):
            return Fixed()

    counts = Counter(random_game(FixedGame(), 1, {}, 0)[0].history)
    assert STOP in legal and STOP not in counts and set(counts) == set(legal) - {STOP}
    expected = 8000 / (len(legal) - 1)
    assert all(abs(n - expected) < 5 * expected**0.5 for n in counts.values())
