"""Frame time of the Kubo 3-D cube while it turns every frame: `python -m benchmarks.kubo_cube [frames]`.

`run(frames)` returns {"cards", "panel": {...}, "big": {...}, "table_small": {...}, "table_big": {...}}:
p50/p95 wall-clock and thread-CPU milliseconds of drawing the cube alone (the table's panel and the
big view), and of whole frames of the table (`App.step`: input, update, the partial redraw) with
the small and the big cube turning, all over a full cube of 64 cards.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

FRAMES = 300


def _summary(wall: list[float], cpu: list[float]) -> dict:
    wall, cpu, n = sorted(wall), sorted(cpu), len(wall)
    return {
        "frames": n,
        "p50_ms": statistics.median(wall),
        "p95_ms": wall[int(n * 0.95)],
        "cpu_p50_ms": statistics.median(cpu),
        "cpu_p95_ms": cpu[int(n * 0.95)],
    }


def cube_frames(n: int = FRAMES) -> dict:
    """Cube view frame times (ms) while it turns every frame over a full table (64 cards), headless.

    Both views (the table's panel and the big cube) turn for `n` frames each, lines and playable
    places drawn as in play.
    """
    import pygame

    from game.zoker.kubo.engine import GAME, STRUCTURES
    from scenes.tables.kubo_cube import CubeLook, CubeView
    from scenes.tables.zoker_kubo_layout import BIG_CUBE_RECT, CONTROLS_H, CUBE_RECT

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    view = GAME.new(3, {"rounds": 1, "target": 0}, seed=5).view(0)
    owners = [None] * len(STRUCTURES)
    for k in (0, 17, 50, 70):  # a few claimed structures: their threads are drawn too
        owners[k] = k % 3
    full = tuple(k % 3 for k in range(64))
    look = CubeLook(view.geometry.axis, full, tuple(owners), lit=(3,), recent=((5, (220, 80, 60)),))
    canvas = pygame.Surface((1920, 1080)).convert()
    out: dict = {"cards": sum(v is not None for v in look.table)}
    for name, rect, controls in (("panel", CUBE_RECT, 0), ("big", BIG_CUBE_RECT, CONTROLS_H)):
        cube = CubeView(rect)
        cube.controls_h = controls
        cube.draw(canvas, look)  # warm-up: the scaled sprites are made once
        wall, cpu = [], []
        for f in range(n):
            cube.turn(0.021, 0.0013 * (1 if f % 200 < 100 else -1))  # a new angle (new faces) every frame
            t0, c0 = time.perf_counter(), time.thread_time()
            cube.update(1 / 60)
            cube.draw(canvas, look)
            wall.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        out[name] = _summary(wall, cpu)
    return out


def table_frames(frames: int = FRAMES) -> dict:
    """Whole frames of a Zoker Kubo table whose 64 places are all filled, the cube turning each frame."""
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes
    from scenes.session import Seat, Session
    from scenes.tables.zoker_kubo import ZokerKuboScene

    app = App(**shell_scenes())
    app.reraise = True
    seats = [Seat("Anna"), Seat("Botti", "normal"), Seat("Robo", "easy")]
    session = Session.start("zoker_kubo", seats, seed=5, autosave=False)
    table = session.state.table
    for i in range(64):  # a picture to draw, not a position to play: every place holds its card
        table[i] = i % 3 if table[i] is None else table[i]
    scene = ZokerKuboScene(app, session)
    scene.first_curtain = False
    app.manager.reset(scene)
    out = {}
    for name in ("table_small", "table_big"):
        if name == "table_big":
            scene.toggle_cube()
        for _ in range(30):  # warm-up: faces and texts are made once
            app.step(1 / 60)
        wall, cpu = [], []
        for _f in range(frames):
            scene.cube.turn(0.021, 0.0)
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            wall.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        out[name] = _summary(wall, cpu)
    return out


def run(frames: int = FRAMES) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    return cube_frames(frames) | table_frames(frames)


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else FRAMES), indent=2))
