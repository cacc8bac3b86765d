"""`python -m benchmarks.engine_compare GAME [--old REV]`: one engine at two revisions, side by side.

The tree's `game/` package at git revision REV (default: the Pegs and Jokers engine before issue 26)
is extracted with `git archive` into a temporary directory. Two worker processes, one importing
that old package and one the working tree's, play the same seeded whole random games with the same
player (`benchmarks.engine.random_game` of the working tree), in alternating rounds, so both
see the same load on a shared machine. Each worker times its rounds in its own CPU time.

Printed: games and actions per CPU second for each (the median round), and the ratio new / old
with a 95% interval over the rounds (a t interval of the per-round ratios). The workers also
report a digest of every game's final snapshot: the same digest means both engines played every
game move for move alike.

`--parts`: each round is also played with `legal_actions` and `apply` timed (Timed), and the
time per action is printed in parts by their shares: building the legal lists, applying the
moves, and the rest (the player's loop, the deal); with the time per action a ratio of 5 allows.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOOP = Path(__file__).resolve().parent / "engine.py"  # the player both workers use
OLD = "d1efd00"  # main before the Pegs and Jokers engine was rewritten (issue 26, item 7)
# two-sided 97.5% quantiles of Student's t for n − 1 degrees of freedom (normal beyond 30)
T975 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23,
        12: 2.18, 14: 2.14, 16: 2.12, 18: 2.10, 20: 2.09, 25: 2.06, 30: 2.04}


def t975(df: int) -> float:
    known = [d for d in T975 if d <= df]
    return T975[max(known)] if df <= 30 else 1.96


def extract(rev: str, into: Path) -> Path:
    """`game/` as it was at `rev`, unpacked under `into`; the directory to put on sys.path."""
    archive = subprocess.run(["git", "archive", "--format=tar", rev, "game"], cwd=ROOT, check=True,
                             capture_output=True).stdout
    path = into / "tar"
    path.write_bytes(archive)
    with tarfile.open(path) as tar:
        tar.extractall(into, filter="data")
    return into


class Timed:
    """`game` whose states time their `legal_actions` and `apply` calls (wall clock, summed in
    `spent`); the games played stay as they are."""

    def __init__(self, game):
        self.game = game
        self.spent = {"legal": 0.0, "apply": 0.0}

    def __getattr__(self, name: str):
        return getattr(self.game, name)

    def new(self, *args):
        state = self.game.new(*args)
        legal_actions, apply, spent, clock = state.legal_actions, state.apply, self.spent, time.perf_counter

        def timed_legal() -> list:
            t = clock()
            legal = legal_actions()
            spent["legal"] += clock() - t
            return legal

        def timed_apply(action) -> list:
            t = clock()
            events = apply(action)
            spent["apply"] += clock() - t
            return events

        state.legal_actions, state.apply = timed_legal, timed_apply  # random_game looks them up once
        return state


def worker(tree: str, game_id: str, players: int) -> None:
    """Serve rounds over stdin/stdout: each line `first count timed` → one JSON line of figures
    (`timed` 1: the shares of the legal lists and of `apply` in the wall time too, see Timed)."""
    sys.path.insert(0, tree)
    spec = importlib.util.spec_from_file_location("_engine_loop", LOOP)
    loop = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loop)  # its `game` imports resolve to `tree`
    import game  # noqa: F401  (checked below: the package really comes from `tree`)
    from game.core.registry import GAMES

    assert Path(game.__file__).resolve().is_relative_to(Path(tree).resolve()), game.__file__
    g = GAMES[game_id]
    options = next((o for p, o in g.test_configs() if p == players), {})
    for line in sys.stdin:
        first, count, timed = map(int, line.split())
        played = Timed(g) if timed else g
        w0 = time.perf_counter()
        digest = hashlib.sha256()
        actions = 0
        t0 = time.process_time()
        for seed in range(first, first + count):
            state, done = loop.random_game(played, players, options, seed)
            actions += done
            digest.update(json.dumps(state.snapshot(), sort_keys=True, default=str).encode())
        cpu = time.process_time() - t0  # the snapshots are timed too, alike for both: they are small
        figures = {"cpu": cpu, "games": count, "actions": actions, "digest": digest.hexdigest()}
        if timed:
            wall = time.perf_counter() - w0
            figures.update({part: spent / wall for part, spent in played.spent.items()})
        print(json.dumps(figures), flush=True)


class Worker:
    def __init__(self, tree: Path, game_id: str, players: int):
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.engine_compare", "--worker", str(tree), game_id,
             "--players", str(players)],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def round(self, first: int, count: int, timed: bool = False) -> dict:
        self.proc.stdin.write(f"{first} {count} {int(timed)}\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the worker stopped (see its error above)")
        return json.loads(line)

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def default_players(game_id: str) -> int:
    from benchmarks.engine import bench_config
    from game.core.registry import GAMES

    return bench_config(GAMES[game_id])[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.engine_compare",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("game", help="registry id, e.g. pegs_and_jokers")
    ap.add_argument("--old", default=OLD, help=f"git revision of the old engine (default {OLD})")
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--games", type=int, default=20, help="games per round and engine")
    ap.add_argument("--players", type=int, help="default: the engine benchmark's player count")
    ap.add_argument("--parts", action="store_true",
                    help="also time the legal lists apart from the rest (see the module's docstring)")
    ap.add_argument("--worker", metavar="TREE", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    players = args.players or default_players(args.game)
    if args.worker:
        worker(args.worker, args.game, players)
        return 0
    with tempfile.TemporaryDirectory(prefix="engine_old_") as tmp:
        old_tree = extract(args.old, Path(tmp))
        workers = {"old": Worker(old_tree, args.game, players), "new": Worker(ROOT, args.game, players)}
        try:
            for w in workers.values():  # warm up: imports, caches
                w.round(10**6, max(1, args.games // 4))
            runs: dict[str, list[dict]] = {"old": [], "new": []}
            again: dict[str, list[dict]] = {"old": [], "new": []}  # --parts: the timed rounds
            for r in range(args.rounds):
                order = ("old", "new") if r % 2 == 0 else ("new", "old")
                for name in order:
                    runs[name].append(workers[name].round(r * args.games, args.games))
                    if args.parts:
                        again[name].append(workers[name].round(r * args.games, args.games, True))
        finally:
            for w in workers.values():
                w.close()
    rate = {name: [x["games"] / x["cpu"] for x in rs] for name, rs in runs.items()}
    act = {name: [x["actions"] / x["cpu"] for x in rs] for name, rs in runs.items()}
    ratios = [n / o for n, o in zip(rate["new"], rate["old"], strict=True)]
    mean = statistics.fmean(ratios)
    half = t975(len(ratios) - 1) * statistics.stdev(ratios) / math.sqrt(len(ratios)) if len(ratios) > 1 else 0
    same = sum(o["digest"] == n["digest"] for o, n in zip(runs["old"], runs["new"], strict=True))
    print(f"{args.game}, {players} players: whole random games per CPU second, {args.rounds} rounds of "
          f"{args.games} games (seeds 0–{args.rounds * args.games - 1}), median round")
    for name, label in (("old", f"old engine ({args.old})"), ("new", "working tree")):
        print(f"  {label:<26}{statistics.median(rate[name]):>9.1f} games/s "
              f"{statistics.median(act[name]):>10,.0f} actions/s")
    print(f"  ratio new/old             {mean:>9.2f} ± {half:.2f} (95% interval over {len(ratios)} rounds)")
    print(f"  identical games: {same} of {args.rounds} rounds played move for move alike")
    if args.parts:
        print_parts(runs, again, args.old)
    return 0


def print_parts(runs: dict[str, list[dict]], timed: dict[str, list[dict]], old: str) -> None:
    """Per engine, CPU µs per action (the median untimed round) and its parts by their shares of
    the timed rounds' wall time (medians); and what a ratio of 5 allows."""
    print("  CPU µs per action       in all   legal_actions   apply   the rest (the loop, the deal)")
    for name, label in (("old", f"old engine ({old})"), ("new", "working tree")):
        total = statistics.median(1e6 * x["cpu"] / x["actions"] for x in runs[name])
        legal = total * statistics.median(x["legal"] for x in timed[name])
        apply = total * statistics.median(x["apply"] for x in timed[name])
        print(f"  {label:<22}{total:>8.1f}{legal:>16.1f}{apply:>8.1f}{total - legal - apply:>9.1f}")
    old_us = statistics.median(1e6 * x["cpu"] / x["actions"] for x in runs["old"])
    print(f"  a ratio of 5 allows {old_us / 5:.1f} µs per action in all")


if __name__ == "__main__":
    sys.exit(main())
