"""Playing a tutorial through by real input events: `main.py --tutorial ID --autoplay` and tests.

Each step's gestures (["drag", from_zone, to_zone] or ["click", zone]) become real mouse
events at the centres of the table's zone rects, so the pointing and the acceptance are
tested, not bypassed; Enter leaves each explanation.
"""

from __future__ import annotations

import pygame

DT = 1 / 60


def post(kind: int, **data) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def run_frames(app, n: int) -> None:
    for _ in range(n):
        app.step(DT)


def click(app, pos) -> None:
    """A click at canvas point `pos`, posted where the window shows it (fullscreen scales the canvas)."""
    pos = app.to_window(pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    run_frames(app, 2)


def drag(app, start, end, steps: int = 6) -> None:
    """A drag between canvas points, posted where the window shows them."""
    start, end = app.to_window(start), app.to_window(end)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    run_frames(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        run_frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    run_frames(app, 2)


def press(app, key: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    run_frames(app, 2)


def settle(app, table, limit: int = 900) -> None:
    """Frames until the table is still and waiting for the person (or the explanation), or an
    overlay above it takes clicks."""
    from game.core.tutorial import PERSON

    for _ in range(limit):
        app.step(DT)
        c = table.tutorial
        if app.manager.arming():
            continue  # an overlay just came: its buttons take clicks a moment later
        if app.manager.top is not table:
            return
        if not table.busy() and (c.mode != "step" or table.state.current_player == PERSON):
            return


def do_gesture(app, table, gesture: list[str]) -> None:
    kind, *names = gesture
    points = []
    for name in names:
        rect = table.zone_rect(name)
        if rect is None:
            raise AssertionError(f"{table.game_id}: no zone named {name!r}")
        points.append(pygame.Rect(rect).center)
    if kind == "drag":
        drag(app, points[0], points[1])
    else:
        for p in points:
            click(app, p)
    settle(app, table)


def play_step(app, table) -> bool:
    """Make the current step's gestures, then leave its explanation; False if it was not accepted."""
    c = table.tutorial
    settle(app, table)
    step = c.cursor.current()
    if step is None or c.mode != "step":
        return False
    before = c.cursor.step
    for gesture in step.do:
        do_gesture(app, table, gesture)
    if c.cursor.step == before or c.mode != "explain":
        return False
    press(app, pygame.K_RETURN)
    return True


def play_through(app, table) -> int:
    """Every step by real input; the number of steps completed."""
    done = 0
    total = len(table.tutorial.tutorial.steps)
    while done < total and play_step(app, table):
        done += 1
    return done


def autoplay(app, game_id: str) -> int:
    """`--autoplay`: play the tutorial through; exit status 0 only when it reached its end."""
    from scenes.screens.tutorial import TutorialEndScene

    run_frames(app, 3)
    table = next((s for s in app.manager.stack if getattr(s, "tutorial", None) is not None), None)
    if table is None:
        print(f"tutorial {game_id}: did not open")
        return 1
    done = play_through(app, table)
    run_frames(app, 3)
    ended = isinstance(app.manager.top, TutorialEndScene)
    print(f"tutorial {game_id}: {done} steps completed" + ("" if ended else " (did not reach the end)"))
    return 0 if ended else 1
