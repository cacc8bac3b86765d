"""Computer-player move time per game and level: p50/p99 over the moves of seeded games."""

from __future__ import annotations

import random
import time

from benchmarks.stats import summary_ms
from game.core.registry import GAMES


def move_times(game_id: str, level: str, budget_s: float = 6.0, max_games: int = 20) -> list[float]:
    """All seats at `level`; stop after `budget_s` seconds of play."""
    game = GAMES[game_id]
    players = max(game.min_players, min(game.max_players, 3))
    times: list[float] = []
    t_start = time.perf_counter()
    for seed in range(max_games):
        state = game.new(players, None, seed)
        agents = [game.agents()[level]() for _ in range(players)]
        rngs = [random.Random(seed * 10 + i) for i in range(players)]
        while not state.is_over():
            p = state.current_player
            legal = state.legal_actions()
            view = state.view(p)
            t0 = time.perf_counter()
            action = agents[p].choose(view, legal, rngs[p])
            times.append(time.perf_counter() - t0)
            state.apply(action)
            if time.perf_counter() - t_start > budget_s:
                return times
    return times


def run(budget_s: float = 6.0) -> dict:
    out = {}
    for gid in sorted(GAMES):
        out[gid] = {lv: summary_ms(move_times(gid, lv, budget_s)) for lv in GAMES[gid].agents()}
    return out
