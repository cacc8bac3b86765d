"""Engine speed: random play-outs per second per game (legal_actions + choice + apply, whole games)."""

from __future__ import annotations

import random
import time

from game.core.registry import GAMES


def playouts_per_second(game_id: str, seconds: float = 2.0) -> dict:
    game = GAMES[game_id]
    players, options = game.test_configs()[0]
    if game_id != "zoker_solo":
        players = max(game.min_players, min(game.max_players, 3))
        options = {}
    n, actions, seed = 0, 0, 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new(players, options, seed)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        n += 1
        seed += 1
    dt = time.perf_counter() - t0
    return {
        "players": players,
        "games_per_s": round(n / dt, 1),
        "actions_per_s": round(actions / dt),
        "games": n,
    }


def run(seconds: float = 2.0) -> dict:
    return {gid: playouts_per_second(gid, seconds) for gid in sorted(GAMES)}
