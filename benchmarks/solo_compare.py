"""`python -m benchmarks.solo_compare [REV] [--rounds N]`: Zoker Solo's engine against an older one.

Checks `game/zoker/solo/engine.py` of git revision REV out into a temporary directory, loads it beside
the current engine and plays seeded whole random games (the benchmark's player: never Stop) with
both, alternating short rounds. Three figures, each the best round in CPU time (this process only,
so other load on a shared machine disturbs it least):

- the old engine under the old benchmark loop (a filtered copy of every legal list, then
  `rng.choice`), which is how `python -m benchmarks` measured it before;
- the old engine and the current one under today's loop (`benchmarks.engine.random_game`): their
  ratio is the engine's own gain.

Both engines must play every game identically (the same final snapshot) first.
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

from benchmarks.engine import random_game

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


def old_loop(game, seed: int):
    """The benchmark's loop before issue 12: a filtered list on every turn."""
    state = game.new(1, {}, seed)
    rng = random.Random(seed)
    quits = set(game.quit_actions)
    actions = 0
    while not state.is_over():
        legal = state.legal_actions()
        legal = [a for a in legal if type(a) not in quits] or legal
        state.apply(rng.choice(legal))
        actions += 1
    return state, actions


def new_loop(game, seed: int):
    return random_game(game, 1, {}, seed)


def rate(loop, game, games: int, first: int) -> tuple[float, float]:
    """(games, actions) per CPU second over seeds first..first+games-1."""
    t0, actions = time.process_time(), 0
    for seed in range(first, first + games):
        actions += loop(game, seed)[1]
    dt = time.process_time() - t0
    return games / dt, actions / dt


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.solo_compare",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("rev", nargs="?", default="714b799",
                    help="git revision of the old engine (default: main before issue 12 §4's second pass)")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--games", type=int, default=200, help="games per round and engine")
    args = ap.parse_args(argv)
    from game.zoker.solo import engine as new

    old = load_old(args.rev)
    for seed in range(200):
        for loop in (old_loop, new_loop):
            same = loop(old.GAME, seed)[0].snapshot() == loop(new.GAME, seed)[0].snapshot()
            assert same, f"seed {seed} differs"
    runs = {"old engine, old loop": (old_loop, old.GAME), "old engine, new loop": (new_loop, old.GAME),
            "this engine, new loop": (new_loop, new.GAME)}
    best = dict.fromkeys(runs, (0.0, 0.0))
    for r in range(args.rounds):
        for name, (loop, game) in runs.items():  # the same seeds for each within a round
            best[name] = max(best[name], rate(loop, game, args.games, r * args.games))
    print(f"Zoker Solo whole random games per CPU second (best of {args.rounds} rounds of {args.games}; "
          f"old engine: {args.rev}):")
    for name, (g, a) in best.items():
        print(f"  {name:<24}{g:>8,.0f} games/s {a:>10,.0f} actions/s")
    (og, _), (ng, _) = best["old engine, new loop"], best["this engine, new loop"]
    print(f"  engine ratio (same loop) {ng / og:.2f}; overall ratio "
          f"{ng / best['old engine, old loop'][0]:.2f}; the same 200 games with both engines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
