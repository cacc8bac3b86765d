"""Resident memory: the menu, and the busiest tables after a whole game, each in a fresh process.

`python -m benchmarks.memory` (or `python -m benchmarks --only memory`). Like the idle benchmark,
under a real X window when Xvfb is installed (else headless). Each child opens the table with
computers in every seat (easy, instant, fast animations), plays the whole game through the real
loop's frames until the game-over panel is up, and reports RSS there; then it goes back to the
menu (the table is released as in play) and reports RSS again. Alongside: what the surface caches
hold (scenes/kit/surface_cache.py: decoded images at full size, scaled faces, texts, shadows and
the tables' own) and glibc's heap. "menu" alone is the menu 2 s after start-up.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

from benchmarks.idle import ROOT, child_env, rss_mib

GOALS = {"menu": 120.0, "table": 150.0}  # MiB, issue 27
BUSIEST = {"wizard": 6, "pegs_and_jokers": 8}
FRAME_LIMIT = 60_000


def cache_report() -> dict:
    from scenes.kit import memory
    from scenes.kit.surface_cache import surface_bytes

    return {"caches": {k: v for k, v in surface_bytes().items() if v["entries"]}, **memory.allocator_mb()}


def child(name: str) -> None:
    import pygame

    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    out: dict = {}
    if name == "menu":
        app = App(**shell_scenes())
        t0 = time.monotonic()
        while time.monotonic() - t0 < 2.0:
            app.step(1 / 60)
        out["menu"] = {"rss_mib": round(rss_mib(), 1), **cache_report()}
        print(json.dumps(out))
        return

    from scenes.registry import SCENES
    from scenes.screens.game_over import GameOverScene
    from scenes.session import Seat, Session

    players = BUSIEST[name]
    seats = [Seat(f"Botti {i + 1}", "easy") for i in range(players)]

    def first(app):
        return SCENES[name](app, Session.start(name, seats, seed=1, autosave=False))

    app = App(**shell_scenes(), first_scene=first)
    app.settings.computer_speed = "instant"
    app.settings.animation_speed = "fast"
    table = app.manager.top
    frames = 0
    while not isinstance(app.manager.top, GameOverScene) and frames < FRAME_LIMIT:
        app.step(1 / 30)
        frames += 1
        if table.runner.thinking:
            table.runner.wait()
    out["table"] = {"players": players, "frames": frames, "game_over": table.state.is_over(),
                    "rss_mib": round(rss_mib(), 1), **cache_report()}
    app.home()
    for _ in range(10):
        app.step(1 / 60)
    out["menu_after"] = {"rss_mib": round(rss_mib(), 1), **cache_report()}
    pygame.quit()
    print(json.dumps(out))


def run(only: list[str] | None = None) -> dict:
    result: dict = {}
    with child_env() as (env, label):
        result["display"] = label
        for name in only or ["menu", *BUSIEST]:
            cmd = [sys.executable, "-m", "benchmarks.memory", "--child", name]
            proc = subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True, text=True)
            result[name] = json.loads(proc.stdout.strip().splitlines()[-1])
    result["goals_mib"] = GOALS
    return result


def _caches(figures: dict) -> str:
    parts = [f"{k} {v['mb']:g}/{v['budget_mb']:g} MB ({v['entries']})" for k, v in figures["caches"].items()]
    heap = f"; heap {figures.get('heap_mb', 0):g} MB (free {figures.get('heap_free_mb', 0):g}), " \
           f"mapped apart {figures.get('mmap_mb', 0):g} MB" if "heap_mb" in figures else ""
    return "caches (pixel MB / budget, entries): " + ", ".join(parts) + heap


def report(result: dict) -> str:
    lines = [f"resident memory (RSS, MiB), display: {result['display']}; goals: menu ≤ {GOALS['menu']:g}, "
             f"busiest table ≤ {GOALS['table']:g}"]
    for name, r in result.items():
        if name in ("display", "goals_mib"):
            continue
        if name == "menu":
            lines += [f"  menu, 2 s after start-up: {r['menu']['rss_mib']:.1f}", f"    {_caches(r['menu'])}"]
            continue
        t = r["table"]
        end = "game over" if t["game_over"] else f"NOT over after {t['frames']} frames"
        after = r["menu_after"]
        lines += [f"  {name}, {t['players']} computers, after a whole game ({t['frames']} frames, {end}): "
                  f"{t['rss_mib']:.1f}", f"    {_caches(t)}",
                  f"    back on the menu: {after['rss_mib']:.1f}", f"    {_caches(after)}"]
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--child":
        child(sys.argv[2])
    else:
        print(report(run(sys.argv[1:] or None)))
