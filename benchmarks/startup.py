"""Start-up: wall time of `python main.py --frames 1` (interpreter start to first frame drawn, and exit)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(repeats: int = 5) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "main.py", "--frames", "1"], cwd=ROOT, env=env, check=True, capture_output=True
        )
        times.append(time.perf_counter() - t0)
    times.sort()
    return {
        "first_frame_s_median": round(times[len(times) // 2], 3),
        "first_frame_s_min": round(times[0], 3),
        "runs": repeats,
    }
