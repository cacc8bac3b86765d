"""Frame time of the Kubo 3-D cube while it turns every frame: `python -m benchmarks.kubo_cube [frames]`.

`run(frames)` returns {"cards", "panel": {...}, "big": {...}} with p50/p95 wall-clock and
p95 thread-CPU milliseconds for the table's cube panel and the big cube view.
"""

from __future__ import annotations

import json
import os
import sys

FRAMES = 300


def run(frames: int = FRAMES) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.tables.zoker_kubo import benchmark_frames

    return benchmark_frames(frames)


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else FRAMES), indent=2))
