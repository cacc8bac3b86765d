"""Bots against bots, seeded: `python -m game.core.arena GAME --seats hard,normal --games N`.

Seats rotate between games so every level plays from every position. Prints each
level's mean score with a 95% interval, and the paired difference of the first
seat's level against each other level (mean over games of its score minus the
mean score of that level's seats in the same game).

`--duplicate` deals each seeded deal once per seat rotation (game g: deal seed + g // seats,
rotation g % seats), so every level holds every hand of a deal and card luck cancels; the
paired difference's interval is then taken over the deals (the mean of each deal's games).
`--log FILE` appends each game's result as a JSON line as soon as it ends; with `--resume`
the games already in the log are kept and only the missing ones are played.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time

from game.core.registry import GAMES, get


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% normal interval."""
    if not values:
        return 0.0, 0.0
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, 0.0
    return m, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def play(game, levels: list[str], seed: int, options: dict | None = None, stats=None):
    """One seeded game: returns (final state, per-seat move times in seconds)."""
    state = game.new(len(levels), options, seed)
    factories = game.agents()
    agents = [factories[lv]() for lv in levels]
    rngs = [random.Random(seed * 1000 + i) for i in range(len(levels))]
    times: list[list[float]] = [[] for _ in levels]
    steps = 0
    while not state.is_over():
        p = state.current_player
        legal = state.legal_actions()
        t0 = time.perf_counter()
        action = agents[p].choose(state.view(p), legal, rngs[p])
        times[p].append(time.perf_counter() - t0)
        state.apply(action)
        steps += 1
        if steps > game.max_actions:
            raise RuntimeError(f"{game.id}: no end after {steps} actions (seed {seed})")
    return state, times


def _one_game(job: tuple) -> dict:
    """Play game number g of a run; module-level so worker processes can run it."""
    game_id, seats, g, seed, options, *rest = job
    duplicate = bool(rest and rest[0])
    rot = g % len(seats)
    levels = seats[rot:] + seats[:rot]
    state, times = play(get(game_id), levels, game_seed(g, seed, len(seats), duplicate), options)
    stats = getattr(state, "arena_stats", lambda _p: {})
    return {"g": g, "levels": levels, "scores": list(state.scores()), "times": times,
            "stats": [stats(p) for p in range(len(levels))]}


def game_seed(g: int, seed: int, seats: int, duplicate: bool = False) -> int:
    """The deal of game g: its own, or under duplicate the same deal for each rotation of the seats."""
    return seed + (g // seats if duplicate else g)


def _played(game_id: str, seats: list[str], games: int, seed: int, options, jobs: int,
            duplicate: bool = False, done: dict[int, dict] | None = None):
    """Each game's result in game order; with jobs > 1 the games run in worker processes.

    Games already in `done` (by number, from a resumed log) are yielded without replaying."""
    done = done or {}
    work = [(game_id, seats, g, seed, options, duplicate) for g in range(games) if g not in done]
    if jobs <= 1:
        fresh = map(_one_game, work)
    else:
        import multiprocessing

        pool = multiprocessing.get_context("spawn").Pool(jobs)
        # Every game is seeded by its number, so the result does not depend on `jobs`.
        fresh = pool.imap(_one_game, work)
    try:
        for g in range(games):
            yield done[g] if g in done else next(fresh)
    finally:
        if jobs > 1:
            pool.terminate()


def read_log(path: str) -> dict[int, dict]:
    """The games of a `--log` file by number (a torn last line, from an interrupted run, is skipped)."""
    done: dict[int, dict] = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    r = json.loads(line)
                except json.JSONDecodeError:
                    continue
                done[r["g"]] = r
    except FileNotFoundError:
        pass
    return done


def run(game_id: str, seats: list[str], games: int, seed: int, options: dict | None = None,
        jobs: int = 1, duplicate: bool = False, log: str | None = None, resume: bool = False) -> dict:
    """Play `games` rotated games (or `games // seats` duplicate deals); return the summary as a dict."""
    per_level: dict[str, list[float]] = {lv: [] for lv in seats}
    diffs: dict[str, list[float]] = {lv: [] for lv in seats if lv != seats[0]}
    extra: dict[str, dict[str, list[float]]] = {lv: {} for lv in seats}
    move_times: dict[str, list[float]] = {lv: [] for lv in seats}
    per_game = []
    done = read_log(log) if log and resume else {}
    sink = open(log, "a" if resume else "w", encoding="utf-8") if log else None  # noqa: SIM115
    try:
        played = _played(game_id, seats, games, seed, options, jobs, duplicate, done)
        results = list(_logged(played, sink, done))
    finally:
        if sink:
            sink.close()
    for result in results:
        levels, scores = result["levels"], result["scores"]
        per_game.append({"levels": levels, "scores": scores})
        by_level: dict[str, list[float]] = {}
        for p, lv in enumerate(levels):
            by_level.setdefault(lv, []).append(scores[p])
            move_times[lv].extend(result["times"][p])
            for key, value in result["stats"][p].items():
                extra[lv].setdefault(key, []).append(value)
        for lv, vals in by_level.items():
            per_level[lv].extend(vals)
        first = statistics.fmean(by_level[seats[0]])
        for lv in diffs:
            diffs[lv].append(first - statistics.fmean(by_level[lv]))
    out = {"game": game_id, "seats": seats, "games": games, "seed": seed, "options": options or {},
           "duplicate": duplicate}
    out["levels"] = {}
    for lv in dict.fromkeys(seats):
        m, h = mean_ci(per_level[lv])
        mt = sorted(move_times[lv]) or [0.0]
        out["levels"][lv] = {
            "mean": m,
            "ci95": h,
            "move_ms_p50": 1000 * mt[len(mt) // 2],
            "move_ms_p99": 1000 * mt[min(len(mt) - 1, int(len(mt) * 0.99))],
            "stats": {k: mean_ci(v)[0] for k, v in extra[lv].items()},
        }
    out["per_game"] = per_game
    out["vs_first"] = {}
    for lv, vals in diffs.items():
        if duplicate:  # the games of one deal are not independent: one value per deal
            n = len(seats)
            vals = [statistics.fmean(vals[i:i + n]) for i in range(0, len(vals) - n + 1, n)]
        m, h = mean_ci(vals)
        out["vs_first"][lv] = {"diff": m, "ci95": h, "excludes_zero": abs(m) > h}
    return out


def _logged(results, sink, done: dict[int, dict]):
    """Pass the results on, appending each newly played game to the log as it ends."""
    for r in results:
        if sink and r["g"] not in done:
            sink.write(json.dumps(r) + "\n")
            sink.flush()
        yield r


def parse_option(text: str) -> tuple[str, object]:
    key, _, raw = text.partition("=")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key, value


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.core.arena", description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=sorted(GAMES))
    ap.add_argument("--seats", required=True, help="comma-separated levels, one per seat")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], help="key=value (JSON value)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    ap.add_argument("--json", help="also write the summary to this file")
    ap.add_argument("--fixed-iterations", action="store_true",
                    help="time-budgeted players search a fixed number of iterations (reproducible)")
    ap.add_argument("--duplicate", action="store_true",
                    help="play each deal once per seat rotation (games must be a multiple of the seats)")
    ap.add_argument("--log", help="append each game's result to this file (JSON lines) as it ends")
    ap.add_argument("--resume", action="store_true", help="keep the games already in --log, play the rest")
    args = ap.parse_args(argv)
    if args.fixed_iterations:
        import os

        from game.ai.ismcts import FIXED_ENV

        os.environ[FIXED_ENV] = "1"  # inherited by the worker processes
    seats = args.seats.split(",")
    known = get(args.game).agents()
    bad = [s for s in seats if s not in known]
    if bad:
        ap.error(f"unknown level(s) {bad}; choose from {sorted(known)}")
    options = dict(parse_option(o) for o in args.option)
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    if args.duplicate and args.games % len(seats):
        ap.error(f"--duplicate needs a multiple of {len(seats)} games")
    if args.resume and not args.log:
        ap.error("--resume needs --log")
    out = run(args.game, seats, args.games, args.seed, options, args.jobs,
              duplicate=args.duplicate, log=args.log, resume=args.resume)
    dup = f", duplicate ({args.games // len(seats)} deals)" if args.duplicate else ""
    print(f"{args.game}: {args.games} games, seats {','.join(seats)}, seed {args.seed}{dup}")
    for lv, r in out["levels"].items():
        extra = "".join(f"  {k}={v:.3f}" for k, v in r["stats"].items())
        print(
            f"  {lv:>8}: mean score {r['mean']:8.2f} ± {r['ci95']:.2f}"
            f"   move p50 {r['move_ms_p50']:.1f} ms p99 {r['move_ms_p99']:.1f} ms{extra}"
        )
    for lv, r in out["vs_first"].items():
        verdict = "significant" if r["excludes_zero"] else "not significant"
        per = " (interval over deals)" if args.duplicate else ""
        print(f"  {seats[0]} − {lv}: {r['diff']:+.2f} ± {r['ci95']:.2f} ({verdict}){per}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
