"""`python -m benchmarks [--quick] [--only startup,frames,engine,agents]`: print a table, write JSON.

`python -m benchmarks --soak MINUTES`: only the kiosk soak (benchmarks/soak.py), written to soak.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from benchmarks import agents, engine, frames, idle, kubo_cube, memory, soak, startup  # noqa: E402

OUT = Path(__file__).resolve().parent / "results" / "latest.json"
SOAK_OUT = OUT.with_name("soak.json")
PARTS = ("startup", "idle", "memory", "frames", "cube", "engine", "agents")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    ap.add_argument("--quick", action="store_true", help="shorter runs (rougher figures)")
    ap.add_argument("--only", default=",".join(PARTS), help=f"comma-separated subset of {PARTS}")
    ap.add_argument("--json", type=Path, default=OUT, help="where to write the figures")
    ap.add_argument("--soak", type=float, metavar="MINUTES", help="run only the kiosk soak for MINUTES")
    args = ap.parse_args(argv)
    if args.soak is not None:
        figures = soak.run(args.soak)
        print(soak.report(figures))
        out = SOAK_OUT if args.json == OUT else args.json
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(figures, indent=2), encoding="utf-8")
        print(f"\nwritten: {out}")
        return 1 if figures["crashes"] else 0
    parts = args.only.split(",")
    bad = [p for p in parts if p not in PARTS]
    if bad:
        ap.error(f"unknown part(s) {bad}; choose from {PARTS}")
    q = args.quick
    result: dict = {
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
        },
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    if "startup" in parts:
        result["startup"] = startup.run(3 if q else 7, startup.default_bundle())
        print(startup.report(result["startup"]))
    if "idle" in parts:
        result["idle_cpu"] = idle.run(2.0 if q else idle.WARM_UP, 3.0 if q else idle.MEASURE)
        print("\n" + idle.report(result["idle_cpu"]))
    if "memory" in parts:
        result["memory"] = memory.run()
        print("\n" + memory.report(result["memory"]))
    if "frames" in parts:
        result["frames"] = frames.run_sizes(200 if q else frames.FRAMES)
        print("\n" + frames.report(result["frames"]))
    if "cube" in parts:
        cube = kubo_cube.run(120 if q else kubo_cube.FRAMES)
        result["kubo_cube"] = cube
        print("\nZoker Kubo 3-D cube turning every frame (ms)")
        for view in ("panel", "big", "table_small", "table_big"):
            print(f"  {view:<22}" + "".join(f"{k} {v:g}  " for k, v in cube[view].items()))
    if "engine" in parts:
        result["engine"] = engine.run(0.7 if q else 2.0)
        print("\nrandom play-outs (legal_actions + choice + apply); per CPU second of this process, over the")
        print("whole run and in its fastest tenth (other load on a shared machine only slows a tenth)")
        print(f"  {'game':<18}{'players':>8}{'games/s':>10}{'actions/s':>12}{'per CPU s':>12}{'actions':>10}"
              f"{'best 1/10':>11}{'actions':>10}")
        for gid, r in result["engine"].items():
            opts = ",".join(f"{k}={v}" for k, v in r["options"].items())
            print(f"  {gid:<18}{r['players']:>8}{r['games_per_s']:>10.1f}{r['actions_per_s']:>12}"
                  f"{r['cpu_games_per_s']:>12.1f}{r['cpu_actions_per_s']:>10}"
                  f"{r['best_tenth_cpu_games_per_s']:>11.1f}{r['best_tenth_cpu_actions_per_s']:>10}  {opts}")
    if "agents" in parts:
        result["agents_ms"] = agents.run(1.5 if q else 6.0)
        print("\ncomputer-player move time (ms), all seats at the level")
        print(f"  {'game':<18}{'level':<8}{'p50':>9}{'p99':>9}{'moves':>8}")
        for gid, levels in result["agents_ms"].items():
            for lv, s in levels.items():
                print(f"  {gid:<18}{lv:<8}{s['p50']:>9.2f}{s['p99']:>9.2f}{s['n']:>8}")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(merged(args.json, result), indent=2), encoding="utf-8")
    print(f"\nwritten: {args.json}")
    return 0


def merged(path: Path, result: dict) -> dict:
    """The figures already in `path` with the parts measured now put in (a partial run, `--only`,
    keeps the others); `measured` says when each part was."""
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        old = {}
    out = old if isinstance(old, dict) else {}
    measured = out.get("measured") if isinstance(out.get("measured"), dict) else {}
    for key, value in result.items():
        out[key] = value
        if key not in ("machine", "when"):
            measured[key] = result["when"]
    out["measured"] = measured
    return out


if __name__ == "__main__":
    sys.exit(main())
