"""`python -m benchmarks.solo_hint [DEALS]`: follow Zoker Solo's hint on deals 0..DEALS-1 (200).

Prints the mean tallest stack with its 95% interval and the hint's CPU time per call (median,
p99): the hint must stay as good as it is while the engine under it gets faster.
"""

from __future__ import annotations

import statistics
import sys
import time

from game.zoker.solo.ai import hint
from game.zoker.solo.engine import GAME


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    deals = int(args[0]) if args else 200
    scores, times = [], []
    for seed in range(deals):
        state = GAME.new(1, {}, seed)
        while not state.is_over():
            t0 = time.process_time()
            action = hint(state)
            times.append(time.process_time() - t0)
            state.apply(action)
        scores.append(state.score())
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
    times.sort()
    print(f"deals 0–{deals - 1}: mean tallest stack {mean:.2f} ± {half:.2f}; hint CPU time "
          f"median {1000 * times[len(times) // 2]:.1f} ms, p99 {1000 * times[int(0.99 * len(times))]:.1f} ms "
          f"({len(times)} hints)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
