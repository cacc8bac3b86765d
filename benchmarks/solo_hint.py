"""`python -m benchmarks.solo_hint [DEALS] [--nodes N] [--jobs J]`: follow the Solo hint on deals 0..DEALS-1.

Prints the mean tallest stack with its 95% interval and the hint's CPU time per call (median,
p99): the hint must stay as good as it is while the engine under it gets faster. `--nodes`
tries another search budget (default: the hint's own, `HINT_NODES`); `--jobs` plays the deals
in that many processes (the same games: each deal is played alone, from a fresh process state
or one left by an earlier deal, which the hint's memo never carries over: it starts afresh at
each new stretch between deals).
"""

from __future__ import annotations

import argparse
import statistics
import time
from multiprocessing import Pool

from game.zoker.solo import ai
from game.zoker.solo.engine import GAME


def _set_budget(nodes: int) -> None:
    ai.HINT_NODES = nodes  # a Hinter reads it at each call


def play(seed: int) -> tuple[int, list[float]]:
    """Follow the hint through deal `seed`: (tallest stack, CPU seconds per hint)."""
    state = GAME.new(1, {}, seed)
    hinter = ai.Hinter()  # as the table keeps one
    times = []
    while not state.is_over():
        t0 = time.process_time()
        action = hinter(state)
        times.append(time.process_time() - t0)
        state.apply(action)
    return state.score(), times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.solo_hint", description=__doc__.splitlines()[0])
    ap.add_argument("deals", nargs="?", type=int, default=200, help="deals 0..DEALS-1 (200)")
    ap.add_argument("--nodes", type=int, default=ai.HINT_NODES, help="positions the hint may search")
    ap.add_argument("--jobs", type=int, default=1, help="processes")
    args = ap.parse_args(argv)
    if args.jobs > 1:
        with Pool(args.jobs, initializer=_set_budget, initargs=(args.nodes,)) as pool:
            results = pool.map(play, range(args.deals), chunksize=1)
    else:
        _set_budget(args.nodes)
        results = [play(seed) for seed in range(args.deals)]
    scores = [score for score, _ in results]
    times = sorted(t for _, ts in results for t in ts)
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
    print(f"deals 0–{args.deals - 1}, {args.nodes} positions per hint: "
          f"mean tallest stack {mean:.2f} ± {half:.2f}; "
          f"hint CPU time median {1000 * times[len(times) // 2]:.1f} ms, "
          f"p99 {1000 * times[int(0.99 * len(times))]:.1f} ms ({len(times)} hints)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
