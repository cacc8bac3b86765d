"""Drive the real app headless with real pygame events (for scene tests)."""

from __future__ import annotations

import contextlib
import ctypes

import pygame

from scenes.kit.app import App
from scenes.screens.shell import shell_scenes
from scenes.session import Seat, Session
from scenes.settings_store import config_dir, data_dir

DT = 1 / 60
_LIBC = ctypes.CDLL(None)


_COPIES: dict[str, pygame.Surface] = {}


def frame_copy(surface: pygame.Surface, slot: str) -> pygame.Surface:
    """A copy of `surface` in a surface kept per `slot` and reused: frame-by-frame checks copy
    thousands of frames, and a new 8 MB surface each time spends most of it in page faults."""
    copy = _COPIES.get(slot)
    if copy is None or copy.get_size() != surface.get_size() or copy.get_masks() != surface.get_masks():
        copy = _COPIES[slot] = pygame.Surface(surface.get_size(), 0, surface)
    copy.blit(surface, (0, 0))
    return copy


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Whether two surfaces show the same colours (what a person sees: RGB, not the unused byte).

    Frame-by-frame checks compare thousands of 8 MB frames: one `memcmp` of the pixel memory
    answers most of them (0.2 ms against 11 for two `tobytes` copies); only when the bytes
    differ are the colours compared, so a difference in the fourth byte alone is not one.
    """
    if a.get_size() != b.get_size():
        return False
    if a.get_pitch() == b.get_pitch() and a.get_masks() == b.get_masks():
        size = ctypes.c_size_t(a.get_pitch() * a.get_height())
        if _LIBC.memcmp(ctypes.c_void_p(a._pixels_address), ctypes.c_void_p(b._pixels_address), size) == 0:
            return True
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def make_app(first_scene=None, lang: str = "en") -> App:
    """A headless App with default settings whose bugs raise instead of showing the crash screen."""
    # earlier tests (monkeys) change and save them; a tutorial left midway would ask to go on
    for name in ("settings.json", "records.json", "stats.json", "setups.json", "tutorials.json"):
        (config_dir() / name).unlink(missing_ok=True)
        (data_dir() / name).unlink(missing_ok=True)
    app = App(**shell_scenes(), lang=lang, first_scene=first_scene)
    app.reraise = True
    app.settings.animation_speed = "fast"
    app.settings.computer_speed = "instant"
    return app


def start_table(app: App, game_id: str, seats: list[Seat], options: dict | None = None, seed: int = 1):
    """Open `game_id`'s table with these seats (no autosave) and return the scene."""
    from scenes.registry import SCENES

    session = Session.start(game_id, seats, options, seed=seed, autosave=False)
    scene = SCENES[game_id](app, session)
    app.manager.reset(scene)
    frames(app, 2)
    return scene


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(DT)


def let_think(scene, seconds: float = 0.02) -> None:
    """While a computer thinks in its thread, wait for it rather than spin frames: frames hold the
    interpreter the thread needs, so on a loaded machine a frame-counted wait could run out first."""
    runner = getattr(scene, "runner", None)
    thread = getattr(runner, "thread", None)
    if thread is not None and thread.is_alive():
        thread.join(seconds)


def wait_for_me(app: App, scene, limit: int = 600, step: int = 3) -> None:
    """Frames (`step` at a time) until a person here may act on a still table, or a panel is up."""
    for _ in range(limit):
        if app.manager.top is not scene or scene.my_turn() and not scene.busy():
            return
        frames(app, step)
        let_think(scene)
    raise AssertionError("no turn for the person")


def settle(app: App, limit: int = 600) -> None:
    """Run frames until the top table has stopped moving and no computer is thinking (and an
    overlay just come takes clicks)."""
    for _ in range(limit):
        app.step(DT)
        if app.manager.arming():
            continue
        top = app.manager.top
        busy = getattr(top, "busy", lambda: False)()
        runner = getattr(top, "runner", None)
        if not busy and not (runner and runner.thinking):
            return
        let_think(top)


def finished_with_game_over(app: App, game_id: str = "wizard", seed: int = 3):
    """A table of Anna and two easy computers whose game random legal moves have played to its
    end, with the game-over panel pushed over it: (table, panel)."""
    import random

    from scenes.screens.game_over import GameOverScene

    table = start_table(app, game_id, [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")])
    rng = random.Random(seed)
    while not table.state.is_over():
        table.session.apply(rng.choice(table.state.legal_actions()))
    app.manager.push(GameOverScene(app, table))
    return table, app.manager.top


def armed(app: App, limit: int = 120) -> None:
    """Run frames until the overlay just come takes clicks (`Scene.arm_time`)."""
    for _ in range(limit):
        if not app.manager.arming():
            return
        app.step(DT)
    raise AssertionError("the top scene never took clicks")


def post(app: App, kind: int, **data) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def passed_on(app: App) -> None:
    """A curtain just up takes no press for its first moments (`curtain.GUARD`): its clock is put
    past them, as if the screen had been handed over (frames for it cost seconds in a long
    hot-seat test). `post` leaves it out; test_kit checks the guard with real frames."""
    from scenes.screens.curtain import GUARD, CurtainScene

    top = app.manager.top
    if isinstance(top, CurtainScene):
        top.t = max(top.t, GUARD)


def click(app: App, pos, n_frames: int = 2) -> None:
    """Press and release the left button at `pos` (canvas = window at 1920×1080)."""
    passed_on(app)
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, n_frames)


def choose_kind(app: App, seat: int, kind: str) -> None:
    """On the setup screen: open seat `seat`'s list of kinds and press `kind` ("person", "phone",
    "easy", "normal" or "hard")."""
    click(app, app.manager.top.buttons.by_key(f"seat.{seat}").rect.center)
    click(app, app.manager.top.buttons.by_key(kind).rect.center)


def drag(app: App, start, end, steps: int = 6, n_frames: int = 2) -> None:
    """Press at `start`, move in steps, release at `end`."""
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(app, pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app, 1)
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, n_frames)


def key(app: App, k: int, mod: int = 0, n_frames: int = 2) -> None:
    passed_on(app)
    post(app, pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(app, pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    frames(app, n_frames)


def spy_rects(module, monkeypatch, name: str = "blit_text") -> list[tuple[str, pygame.Rect]]:
    """From now on, every message `module` passes to its text function `name`, with the rect
    where it was drawn, in order; the text is still drawn."""
    real = getattr(module, name)
    drawn: list[tuple[str, pygame.Rect]] = []

    def spy(surface, message, *args, **kw):
        rect = real(surface, message, *args, **kw)
        drawn.append((message, rect))
        return rect

    monkeypatch.setattr(module, name, spy)
    return drawn


def spy_texts(module, monkeypatch, name: str = "draw_text") -> list[str]:
    """From now on, every message `module` passes to its text function `name` (draw_text or
    blit_text), in order; the text is still drawn."""
    real = getattr(module, name)
    drawn: list[str] = []

    def spy(surface, message, *args, **kw):
        drawn.append(message)
        return real(surface, message, *args, **kw)

    monkeypatch.setattr(module, name, spy)
    return drawn


def ink_of(module, monkeypatch, message: str) -> list[pygame.Rect]:
    """From now on, the rect each drawing of `message` by `module`'s draw_text inks, in order."""
    real = module.draw_text
    inks: list[pygame.Rect] = []

    def spy(surface, text, box, *args, **kw):
        ink = real(surface, text, box, *args, **kw)
        if text == message:
            inks.append(ink)
        return ink

    monkeypatch.setattr(module, "draw_text", spy)
    return inks


def texts_drawn(app: App, module, monkeypatch) -> list[str]:
    """Every message `module` (a table) passes to draw_text in one full redraw, in order."""
    drawn = spy_texts(module, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    return drawn


def rendered(monkeypatch) -> list[tuple[str, int]]:
    """From now on, every line rendered (`resources.text`) with its size, in order."""
    from scenes.kit import resources as res

    drawn: list[tuple[str, int]] = []
    real = res.text
    monkeypatch.setattr(res, "text", lambda line, size=res.BODY, *a, **k:
                        drawn.append((line, size)) or real(line, size, *a, **k))
    return drawn


@contextlib.contextmanager
def saved_game(game_id: str):
    """An autosave file for `game_id` while the block runs, so setup offers Continue (it only asks
    whether one exists)."""
    from scenes.session import autosave_path

    path = autosave_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}")
    try:
        yield path
    finally:
        path.unlink(missing_ok=True)
