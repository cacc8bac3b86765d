"""`python -m benchmarks.solo_compare [REV] [--rounds N]`: Zoker Solo's engine against an older one.

Checks `game/zoker/solo/engine.py` of git revision REV out into a temporary directory, loads it beside
the current engine and plays the same seeded whole random games (the benchmark's player: never
Stop) with both, alternating rounds. Reports the best round of each in CPU time (this process
only, so other load on a shared machine disturbs it least) and their ratio, after checking that
both engines play every game identically (the same final snapshot).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_old(rev: str):
    """The module `game/zoker/solo/engine.py` as it was at `rev`."""
    text = subprocess.run(["git", "show", f"{rev}:game/zoker/solo/engine.py"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp(prefix="solo_old_")) / "solo_old.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("solo_old", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["solo_old"] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def play(module, seed: int):
    state = module.GAME.new(1, {}, seed)
    rng = random.Random(seed)
    while not state.is_over():
        legal = state.legal_actions()
        legal = [a for a in legal if type(a) is not module.Stop] or legal
        state.apply(rng.choice(legal))
    return state


def rate(module, games: int) -> tuple[float, float]:
    """(games, actions) per CPU second over seeds 0..games-1."""
    t0, actions = time.process_time(), 0
    for seed in range(games):
        actions += len(play(module, seed).history)
    dt = time.process_time() - t0
    return games / dt, actions / dt


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.solo_compare",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("rev", nargs="?", default="ec53b70",
                    help="git revision of the old engine (default: main before issue 12 §4)")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--games", type=int, default=400, help="games per round and engine")
    args = ap.parse_args(argv)
    from game.zoker.solo import engine as new

    old = load_old(args.rev)
    for seed in range(200):
        assert play(old, seed).snapshot() == play(new, seed).snapshot(), f"seed {seed} differs"
    best = {"old": (0.0, 0.0), "new": (0.0, 0.0)}
    for _ in range(args.rounds):
        for name, module in (("old", old), ("new", new)):
            best[name] = max(best[name], rate(module, args.games))
    (og, oa), (ng, na) = best["old"], best["new"]
    print(f"Zoker Solo whole random games per CPU second (best of {args.rounds} rounds of {args.games}):")
    print(f"  old engine ({args.rev}): {og:,.0f} games/s ({oa:,.0f} actions/s)")
    print(f"  this engine:        {ng:,.0f} games/s ({na:,.0f} actions/s)")
    print(f"  ratio {ng / og:.2f}; the same 200 games with both engines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
