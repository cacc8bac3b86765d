"""`python -m benchmarks.wizard_hint [--deals N] [--reference W]`: Wizard's bid hint against a long search.

For rounds 1, 2, 3 and 5 of three-player games (N deals each), the bid of the hint's search
(`hint_worlds` trial deals) and of a fixed 12-deal search, each against the bid of a W-deal
search: the share that agrees, with its 95% interval, and the hint's slowest answer.
"""

from __future__ import annotations

import argparse
import random
import time

from benchmarks.coach_honesty import wilson
from game.wizard.ai import HardAgent, hint_worlds
from game.wizard.engine import GAME, Phase

ROUNDS = (1, 2, 3, 5)


def bid_views(deals: int):
    """(view, legal bids, seed) at the first bid of each round in ROUNDS, `deals` random games each."""
    for size in ROUNDS:
        for seed in range(deals):
            state, rng = GAME.new(3, {}, seed=seed), random.Random(seed)
            while not (state.phase == Phase.BID and state.round_size == size):
                state.apply(rng.choice(state.legal_actions()))
            yield state.view(state.current_player), state.legal_actions(), len(state.history)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.wizard_hint", description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=25, help="games per round size (default 25)")
    ap.add_argument("--reference", type=int, default=1000, help="the long search's deals (default 1000)")
    args = ap.parse_args(argv)
    agree = {"hint": 0, "12 deals": 0}
    n, slowest = 0, 0.0
    for view, legal, seed in bid_views(args.deals):
        best = HardAgent(worlds=args.reference).choose(view, legal, random.Random(99)).tricks
        t0 = time.perf_counter()
        hint = HardAgent(worlds=hint_worlds(len(view.hand))).choose(view, legal, random.Random(seed)).tricks
        slowest = max(slowest, time.perf_counter() - t0)
        agree["hint"] += hint == best
        agree["12 deals"] += HardAgent(worlds=12).choose(view, legal, random.Random(seed)).tricks == best
        n += 1
    for name, k in agree.items():
        low, high = wilson(k, n)
        print(f"{name:>9}: agrees with {args.reference} deals in {k} of {n} ({low:.0%}–{high:.0%})")
    print(f"slowest hint: {slowest * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
