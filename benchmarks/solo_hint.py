"""`python -m benchmarks.solo_hint [DEALS] [--nodes N]`: follow Zoker Solo's hint on deals 0..DEALS-1 (200).

Prints the mean tallest stack with its 95% interval and the hint's CPU time per call (median,
p99): the hint must stay as good as it is while the engine under it gets faster. `--nodes`
tries another search budget (default: the hint's own, `HINT_NODES`).
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.zoker.solo import ai
from game.zoker.solo.engine import GAME


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.solo_hint", description=__doc__.splitlines()[0])
    ap.add_argument("deals", nargs="?", type=int, default=200)
    ap.add_argument("--nodes", type=int, default=ai.HINT_NODES, help="positions the hint may search")
    args = ap.parse_args(argv)
    ai.HINT_NODES = args.nodes  # hint() reads it at each call
    scores, times = [], []
    for seed in range(args.deals):
        state = GAME.new(1, {}, seed)
        while not state.is_over():
            t0 = time.process_time()
            action = ai.hint(state)
            times.append(time.process_time() - t0)
            state.apply(action)
        scores.append(state.score())
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
    times.sort()
    print(f"deals 0–{args.deals - 1}, {args.nodes} positions per hint: "
          f"mean tallest stack {mean:.2f} ± {half:.2f}; "
          f"hint CPU time median {1000 * times[len(times) // 2]:.1f} ms, "
          f"p99 {1000 * times[int(0.99 * len(times))]:.1f} ms ({len(times)} hints)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
