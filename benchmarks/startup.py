"""Start-up: wall time of `python main.py --frames 1` (interpreter start to the first frame drawn,
and exit), against a bare pygame-ce window (import, open a 1920×1080 window, fill, flip, quit)
measured in the same run, interleaved, so the ratio holds on a busy or a fast machine alike.

When a built bundle is there (dist/pelipoyta/pelipoyta, from `make build`) it is timed in the same
run too, started as a desktop entry starts it (by absolute path, from another working directory),
and compared with the source run. `python -m benchmarks.startup [--bundle PATH | --no-bundle]`."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import resource
except ImportError:  # Windows
    resource = None

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "pelipoyta" / ("pelipoyta.exe" if sys.platform == "win32" else "pelipoyta")
GOAL_RATIO = 1.3  # issue 27: start-up ≤ 1.3× a bare pygame-ce window (issue 11 asked 2×)
GOAL_BUNDLE_RATIO = 1.2  # issue 27: the bundle within 1.2× of the source run

BARE_WINDOW = (
    "import pygame\n"
    "pygame.init()\n"
    "screen = pygame.display.set_mode((1920, 1080))\n"
    "screen.fill((30, 90, 60))\n"
    "pygame.display.flip()\n"
    "pygame.quit()\n"
)


def _time(cmd: list[str], env: dict) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child: user + system, every thread)."""
    cpu0, t0 = _children_cpu(), time.perf_counter()
    # a bundle is started from elsewhere (its own folder must not be the working directory)
    cwd = ROOT if cmd[0] == sys.executable else Path(tempfile.gettempdir())
    subprocess.run(cmd, cwd=cwd, env=env, check=True, capture_output=True)
    return time.perf_counter() - t0, _children_cpu() - cpu0


def _children_cpu() -> float:
    if resource is None:
        return 0.0  # Windows: no getrusage; the CPU figures read 0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(repeats: int = 5, bundle: Path | None = None) -> dict:
    """Median and best of `repeats` starts of each, interleaved: the source (`python main.py`),
    the bare window and, with `bundle` (a built bundle's executable), the bundle."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # a person's start reads compiled bytecode (pip and the bundle ship it): the warm-up run writes
    # it here too, else every start would compile our modules again (40 ms)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    commands = {
        "bare_window": [sys.executable, "-c", BARE_WINDOW],
        "first_frame": [sys.executable, "main.py", "--frames", "1"],
    }
    if bundle is not None:
        commands["bundle"] = [str(bundle.resolve()), "--frames", "1"]
    wall: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    for cmd in commands.values():
        _time(cmd, env)  # warm the file cache, the .pyc files and the decoded images' cache
    for _ in range(repeats):
        for name, cmd in commands.items():
            w, c = _time(cmd, env)
            wall[name].append(w)
            cpu[name].append(c)
    mid = repeats // 2
    out: dict = {}
    for name in commands:
        wall[name].sort()
        cpu[name].sort()
        out[f"{name}_s_median"] = round(wall[name][mid], 3)
        out[f"{name}_s_min"] = round(wall[name][0], 3)
        out[f"{name}_cpu_s_median"] = round(cpu[name][mid], 3)

    def ratio(a: str, b: str, k: int, of: dict = wall) -> float:
        return round(of[a][k] / of[b][k], 2) if of[b][k] else 0.0

    out.update(
        ratio_median=ratio("first_frame", "bare_window", mid),
        ratio_min=ratio("first_frame", "bare_window", 0),
        cpu_ratio_median=ratio("first_frame", "bare_window", mid, cpu),
        goal_ratio=GOAL_RATIO,
        runs=repeats,
    )
    if bundle is not None:
        out.update(
            bundle=str(bundle),
            bundle_ratio_median=ratio("bundle", "first_frame", mid),
            bundle_ratio_min=ratio("bundle", "first_frame", 0),
            bundle_cpu_ratio_median=ratio("bundle", "first_frame", mid, cpu),
            goal_bundle_ratio=GOAL_BUNDLE_RATIO,
        )
    return out


def default_bundle() -> Path | None:
    """The built bundle, if there is one."""
    return BUNDLE if BUNDLE.is_file() else None


def report(r: dict) -> str:
    lines = [
        f"start-up (python main.py --frames 1, headless), {r['runs']} starts of each, interleaved:",
        f"  ours: median {r['first_frame_s_median']} s, best {r['first_frame_s_min']} s "
        f"(CPU {r['first_frame_cpu_s_median']} s)",
        f"  bare pygame-ce window: median {r['bare_window_s_median']} s, best {r['bare_window_s_min']} s "
        f"(CPU {r['bare_window_cpu_s_median']} s)",
        f"  ratio: {r['ratio_median']:.2f}× (median), {r['ratio_min']:.2f}× (best), "
        f"{r['cpu_ratio_median']:.2f}× (CPU time); goal ≤ {r['goal_ratio']:g}×",
    ]
    if "bundle" in r:
        lines += [
            f"  bundle ({r['bundle']} --frames 1): median {r['bundle_s_median']} s, "
            f"best {r['bundle_s_min']} s (CPU {r['bundle_cpu_s_median']} s)",
            f"  bundle / ours: {r['bundle_ratio_median']:.2f}× (median), "
            f"{r['bundle_ratio_min']:.2f}× (best), {r['bundle_cpu_ratio_median']:.2f}× (CPU time); "
            f"goal ≤ {r['goal_bundle_ratio']:g}×",
        ]
    else:
        lines.append("  bundle: not timed (none built: `make build`; or --no-bundle)")
    return "\n".join(lines)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(prog="python -m benchmarks.startup", description=__doc__)
    ap.add_argument("--bundle", type=Path, help=f"a built bundle's executable (default: {BUNDLE}, if built)")
    ap.add_argument("--no-bundle", action="store_true", help="time only the source run and the bare window")
    ap.add_argument("--runs", type=int, default=7, help="starts of each (default 7)")
    args = ap.parse_args()
    exe = None if args.no_bundle else (args.bundle or default_bundle())
    if exe is not None and not exe.is_file():
        ap.error(f"no bundle at {exe}; build one with `make build`")
    print(report(run(args.runs, exe)))
