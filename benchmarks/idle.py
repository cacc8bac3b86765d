"""Idle CPU: CPU seconds per wall second of the whole program while nothing moves.

Each scene runs in its own process (`python -m benchmarks.idle --child SCENE`): the real main
loop (`App.run`), headless, with no input; the child measures its own CPU time (every thread)
over `MEASURE` seconds after `WARM_UP` seconds of start-up and prints it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WARM_UP, MEASURE = 4.0, 8.0


def scenes() -> list[str]:
    """The menu, every setup screen and every table waiting for a person."""
    from scenes.registry import SCENES

    return ["menu"] + [f"setup:{g}" for g in SCENES] + [f"table:{g}" for g in SCENES]


def _first_scene(name: str):
    kind, _, game_id = name.partition(":")

    def make(app):
        from scenes.registry import SCENES
        from scenes.screens.menu import MenuScene
        from scenes.screens.setup import SetupScene
        from scenes.session import Seat, Session

        if kind == "setup":
            return SetupScene(app, game_id)
        if kind == "table":
            cls = SCENES[game_id]
            game = cls.game()
            players = game.allowed_players()[0]
            seats = [Seat("Anna")] + [Seat("Botti", "easy") for _ in range(players - 1)]
            return cls(app, Session.start(game_id, seats, seed=1, autosave=False))
        return MenuScene(app)

    return make


def child(name: str, warm_up: float, measure: float) -> None:
    import pygame

    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), first_scene=_first_scene(name))
    app.settings.computer_speed = "instant"
    app.settings.animation_speed = "fast"
    out: dict = {}

    def clock() -> None:
        time.sleep(warm_up)
        c0, w0 = time.process_time(), time.perf_counter()
        time.sleep(measure)
        out["cpu"] = (time.process_time() - c0) / (time.perf_counter() - w0)
        out["waiting_for_person"] = bool(getattr(app.manager.top, "my_turn", lambda: True)())
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=clock, daemon=True).start()
    app.run()
    print(json.dumps(out))


def run(warm_up: float = WARM_UP, measure: float = MEASURE, only: list[str] | None = None) -> dict:
    """{scene: share of one core} (0.03 = 3%), each scene in a fresh process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = {}
    for name in only or scenes():
        proc = subprocess.run(
            [sys.executable, "-m", "benchmarks.idle", "--child", name, str(warm_up), str(measure)],
            cwd=ROOT, env=env, check=True, capture_output=True, text=True,
        )
        data = json.loads(proc.stdout.strip().splitlines()[-1])
        result[name] = {"cpu_share": round(data["cpu"], 4), "waiting_for_person": data["waiting_for_person"]}
    return result


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--child":
        child(sys.argv[2], float(sys.argv[3]), float(sys.argv[4]))
    else:
        for scene, r in run(only=sys.argv[1:] or None).items():
            waiting = r["waiting_for_person"]
            print(f"{scene:<28}{100 * r['cpu_share']:6.1f}% of a core  (waiting for a person: {waiting})")
