"""Frame time of every table scene (and the menu) under scripted input, headless."""

from __future__ import annotations

import random
import time

import pygame

from scenes.registry import SCENES
from scenes.session import Seat, Session

FRAMES = 600
WARMUP = 60  # first frames load and scale the sprites once; not counted


def _scripted_events(rng: random.Random, frame: int) -> list[pygame.event.Event]:
    """A pointer sweeping the table, pressing and releasing now and then (no Esc, no menus)."""
    x = 300 + (frame * 23) % 1300
    y = 200 + (frame * 37) % 800
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))]
    if frame % 30 == 10:
        events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    if frame % 30 == 20:
        events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    return events


def measure(app, frames: int = FRAMES, seed: int = 1, cpu: list[float] | None = None) -> list[float]:
    """Time `app.step` per frame while scripted input is posted (wall time; CPU time of this
    thread into `cpu`, which a busy shared machine disturbs far less)."""
    rng = random.Random(seed)
    times = []
    for f in range(-WARMUP, frames):
        for ev in _scripted_events(rng, f):
            pygame.event.post(ev)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        if f >= 0:
            times.append(time.perf_counter() - t0)
            if cpu is not None:
                cpu.append(time.thread_time() - c0)
        if app.manager.top is not None and type(app.manager.top).__name__ not in _allowed(app):
            app.manager.reset(app.manager.stack[0])  # keep measuring the table, not a popped panel
    return times


def _allowed(app) -> set[str]:
    return {type(s).__name__ for s in app.manager.stack[:1]}


def run(frames: int = FRAMES, cpu: dict | None = None) -> dict:
    """Wall frame times per scene; with `cpu`, each scene's CPU frame times go there too."""
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes())
    app.reraise = True
    out = {}
    cpu = {} if cpu is None else cpu
    out["menu"] = measure(app, frames // 2, cpu=cpu.setdefault("menu", []))
    for game_id, cls in SCENES.items():
        game = cls.game()
        players = max(game.min_players, min(game.max_players, cls.default_players))
        seats = [Seat("Anna")] + [Seat(f"Bot {i}", "normal") for i in range(1, players)]
        session = Session.start(game_id, seats, seed=7, autosave=False)
        app.manager.reset(cls(app, session))
        out[game_id] = measure(app, frames, cpu=cpu.setdefault(game_id, []))
    extra = getattr(__import__("benchmarks.extra_scenes", fromlist=["SCENES"]), "SCENES", {})
    for name, factory in extra.items():
        app.manager.reset(factory(app))
        out[name] = measure(app, frames, cpu=cpu.setdefault(name, []))
    pygame.quit()
    return out
