"""Zoker Memo computer players: memory by level, never a peek, strength order."""

from __future__ import annotations

import random

from game.core.arena import play
from game.zoker.memo.ai import RECALL, MemoAgent
from game.zoker.memo.engine import GAME, Hide, Reveal
from tests.engine.test_memo import c, rest, rig

A, B = c("green M2"), c("green M3")  # a pair (same colour and size)
X, Y = c("red XL4"), c("blue S1")  # no pair with anything above, nor with each other


def seen_pair_then_ask(level: str, seed: int):
    """Seat 1 shows A and X, seat 0 shows B and Y; then seat 1's agent picks two cards."""
    table = [A, X, B, Y, c("orange L1"), c("orange XL3")]
    s = rig(table, rest(table, n=10))
    agent = MemoAgent(RECALL[level])
    rng = random.Random(seed)
    s.apply(Reveal(0))
    s.apply(Reveal(1))  # seat 0 misses: A and X
    agent.observe(s.view(1), rng)  # seat 1 watched, and remembers as its level does
    s.apply(Hide())
    s.apply(Reveal(1))
    s.apply(Reveal(3))  # seat 1 misses X and Y on purpose (the test plays it)
    s.apply(Reveal(2))
    s.apply(Reveal(3))  # seat 0 misses: B and Y
    s.apply(Hide())
    first = agent.choose(s.view(1), s.legal_actions(), rng)
    s.apply(first)
    second = agent.choose(s.view(1), s.legal_actions(), rng)
    return {first.place, second.place}


def test_hard_remembers_every_revealed_card_and_takes_the_known_pair():
    assert all(seen_pair_then_ask("hard", seed) == {0, 2} for seed in range(20))


def test_easy_forgets_most_and_normal_remembers_more_often():
    found = {lv: sum(seen_pair_then_ask(lv, seed) == {0, 2} for seed in range(200)) for lv in RECALL}
    assert found["easy"] < found["normal"] < found["hard"] == 200


def test_agents_only_reveal_and_turn_a_miss_back_by_moving_on():
    s = GAME.new(2, seed=4)
    agent = GAME.agents()["hard"]()
    rng = random.Random(0)
    for _ in range(200):
        if s.is_over():
            break
        action = agent.choose(s.view(s.current_player), s.legal_actions(), rng)
        assert isinstance(action, Reveal) and s.is_legal(action)
        s.apply(action)


def test_strength_order_over_a_few_seeded_games():
    def cards(levels, games=20):
        total = dict.fromkeys(levels, 0)
        for g in range(games):
            seats = levels if g % 2 == 0 else levels[::-1]
            state, _times = play(GAME, list(seats), seed=g)
            for p, lv in enumerate(seats):
                total[lv] += state.scores()[p]
        return total

    hn = cards(("hard", "normal"))
    ne = cards(("normal", "easy"))
    assert hn["hard"] > hn["normal"] and ne["normal"] > ne["easy"]
