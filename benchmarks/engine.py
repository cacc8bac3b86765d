"""Engine speed: random play-outs per second per game (legal_actions + choice + apply, whole games)."""

from __future__ import annotations

import random
import time

from game.core.registry import GAMES


def random_game(game, players: int, options: dict, seed: int) -> tuple:
    """Play one whole game through the public contract, each action drawn uniformly from the legal
    ones other than quit actions (Solo's Stop) unless only those are left; (final state, actions).

    What is timed should be the engine, not this loop, so it stays light: the state's methods are
    looked up once, an index is drawn with one `random()` call (rather than `rng.choice`'s Python
    frames), and a drawn quit action is drawn again from the list without them: every other
    action then has chance 1/n + (q/n)·1/(n − q) = 1/(n − q), the same player as filtering every
    list first, without building a filtered list on every turn.
    """
    state = game.new(players, options, seed)
    rng = random.Random(seed)
    draw = rng.random
    is_over, legal_actions, apply = state.is_over, state.legal_actions, state.apply
    quits = frozenset(game.quit_actions)
    actions = 0
    while not is_over():
        legal = legal_actions()
        action = legal[int(draw() * len(legal))]
        if type(action) in quits:
            action = rng.choice([a for a in legal if type(a) not in quits] or legal)
        apply(action)
        actions += 1
    return state, actions


def bench_config(game) -> tuple[int, dict]:
    """(players, options) the benchmark plays: a contract-test configuration near three players,
    which bounds games that random play would never finish (a Racko round without a turn limit)."""
    configs = game.test_configs()
    want = min(max(3, game.min_players), game.max_players)
    return next(((p, o) for p, o in configs if p == want), configs[0])


def playouts_per_second(game_id: str, seconds: float = 2.0) -> dict:
    game = GAMES[game_id]
    players, options = bench_config(game)
    n, actions, seed = 0, 0, 0
    best = (0.0, 0.0)  # the fastest tenth, per CPU second: other load on a shared VM only slows
    c0 = time.process_time()
    t0 = time.perf_counter()
    part = (t0, c0, 0, 0)  # the running tenth: wall and CPU start, games, actions
    while time.perf_counter() - t0 < seconds:
        done = random_game(game, players, options, seed)[1]
        actions += done
        n += 1
        seed += 1
        now = time.perf_counter()
        pt, pc, pn, pa = part
        if now - pt >= seconds / 10:
            cpu = time.process_time()
            if cpu > pc:
                best = max(best, ((pn + 1) / (cpu - pc), (pa + done) / (cpu - pc)))
            part = (now, cpu, 0, 0)
        else:
            part = (pt, pc, pn + 1, pa + done)
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
        "best_tenth_cpu_games_per_s": round(best[0], 1),
        "best_tenth_cpu_actions_per_s": round(best[1]),
    }


def run(seconds: float = 2.0) -> dict:
    return {gid: playouts_per_second(gid, seconds) for gid in sorted(GAMES)}
