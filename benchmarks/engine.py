"""Engine speed: random play-outs per second per game (legal_actions + choice + apply, whole games)."""

from __future__ import annotations

import random
import time

from game.core.registry import GAMES


def playouts_per_second(game_id: str, seconds: float = 2.0) -> dict:
    game = GAMES[game_id]
    configs = game.test_configs()
    # a contract-test configuration near three players: it bounds games that random play would
    # never finish (a Racko round without a turn limit)
    want = min(max(3, game.min_players), game.max_players)
    players, options = next(((p, o) for p, o in configs if p == want), configs[0])
    quits = set(game.quit_actions)
    n, actions, seed = 0, 0, 0
    c0 = time.process_time()
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new(players, options, seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if quits:  # whole games: a random player that never gives up early (Solo's Stop)
                legal = [a for a in legal if type(a) not in quits] or legal
            state.apply(rng.choice(legal))
            actions += 1
        n += 1
        seed += 1
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0  # this process's CPU time: steadier than the wall on a shared VM
    return {
        "options": options,
        "players": players,
        "games_per_s": round(n / dt, 1),
        "actions_per_s": round(actions / dt),
        "games": n,
        "cpu_games_per_s": round(n / cpu, 1),
        "cpu_actions_per_s": round(actions / cpu),
    }


def run(seconds: float = 2.0) -> dict:
    return {gid: playouts_per_second(gid, seconds) for gid in sorted(GAMES)}
