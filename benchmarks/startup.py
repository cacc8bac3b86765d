"""Start-up: wall time of `python main.py --frames 1` (interpreter start to the first frame drawn,
and exit), against a bare pygame-ce window (import, open a 1920×1080 window, fill, flip, quit)
measured in the same run, interleaved, so the ratio holds on a busy or a fast machine alike.

`python -m benchmarks.startup dist/pelipoyta/pelipoyta` times the built bundle instead of main.py
(run from another working directory, by absolute path, as a desktop entry starts it)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL_RATIO = 1.3  # issue 27: start-up ≤ 1.3× a bare pygame-ce window (issue 11 asked 2×)

BARE_WINDOW = (
    "import pygame\n"
    "pygame.init()\n"
    "screen = pygame.display.set_mode((1920, 1080))\n"
    "screen.fill((30, 90, 60))\n"
    "pygame.display.flip()\n"
    "pygame.quit()\n"
)


def _time(cmd: list[str], env: dict) -> float:
    t0 = time.perf_counter()
    # a bundle is started from elsewhere (its own folder must not be the working directory)
    cwd = ROOT if cmd[0] == sys.executable else Path(tempfile.gettempdir())
    subprocess.run(cmd, cwd=cwd, env=env, check=True, capture_output=True)
    return time.perf_counter() - t0


def run(repeats: int = 5, program: Path | None = None) -> dict:
    """Median and best of `repeats` starts; `program`: a built bundle's executable instead of main.py."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # a person's start reads compiled bytecode (pip and the bundle ship it): the warm-up run writes
    # it here too, else every start would compile our modules again (40 ms)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    app_cmd = [str(program.resolve()) if program else sys.executable, *([] if program else ["main.py"]),
               "--frames", "1"]
    bare_cmd = [sys.executable, "-c", BARE_WINDOW]
    _time(bare_cmd, env)  # warm the file cache (and .pyc files) for both
    _time(app_cmd, env)
    app, bare = [], []
    for _ in range(repeats):
        bare.append(_time(bare_cmd, env))
        app.append(_time(app_cmd, env))
    app.sort()
    bare.sort()
    mid = len(app) // 2
    return {
        "first_frame_s_median": round(app[mid], 3),
        "first_frame_s_min": round(app[0], 3),
        "bare_window_s_median": round(bare[mid], 3),
        "bare_window_s_min": round(bare[0], 3),
        "ratio_median": round(app[mid] / bare[mid], 2),
        "ratio_min": round(app[0] / bare[0], 2),
        "goal_ratio": GOAL_RATIO,
        "runs": repeats,
    }


if __name__ == "__main__":
    exe = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    r = run(7, exe)
    print(f"start-up of {exe or 'python main.py'} --frames 1 (headless): "
          f"median {r['first_frame_s_median']} s, best {r['first_frame_s_min']} s; "
          f"bare pygame-ce window, same run: median {r['bare_window_s_median']} s; "
          f"ratio {r['ratio_median']:.2f}× (median), {r['ratio_min']:.2f}× (best); goal ≤ {GOAL_RATIO:g}×")
