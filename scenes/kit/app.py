"""The window, the 1920×1080 logical canvas with letterboxing, and the main loop."""

from __future__ import annotations

import dataclasses
import math
import os
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import pygame

from game.core.i18n import _, set_language
from scenes.kit import memory
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.idle_warning import draw_idle_warning, seconds_left, warn_before
from scenes.kit.manager import SceneManager
from scenes.kit.safe_files import last_set_aside
from scenes.kit.ui import CANVAS
from scenes.last_setup import check as check_setups
from scenes.settings_store import (
    Settings,
    cache_dir,
    check_names,
    clear_leftovers,
    config_dir,
    folder_problem,
    kiosk_saves,
    load_settings,
    log_dir,
    save_settings,
)
from scenes.stats_store import StatsStore
from scenes.tutorial_store import check as check_tutorials

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
FINGER_TO_MOUSE = {
    pygame.FINGERDOWN: pygame.MOUSEBUTTONDOWN,
    pygame.FINGERUP: pygame.MOUSEBUTTONUP,
    pygame.FINGERMOTION: pygame.MOUSEMOTION,
}
ATTRACT_ENDS = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN)
IDLE_KIOSK_SECONDS = 180  # a kiosk left alone returns to the menu, the visit over; --idle-minutes
ATTRACT_AFTER = 60.0  # seconds a kiosk's menu waits untouched before the games play themselves
AWAKE_AFTER_INPUT = 0.6  # seconds of full frame rate after an input (hover and press effects)
IDLE_SLEEP_MAX = 5.0  # the idle loop still wakes now and then (timers kept by dt, window checks)


SMALL_SCREEN = 900  # px of height: a laptop, whose window opens maximised


def window_plan(width: int, height: int) -> tuple[tuple[int, int], bool]:
    """The window's size on a desktop of `width`×`height` (the canvas scaled to leave room for a
    title bar and a taskbar), and whether to maximise it: on a small screen every pixel counts
    (a 1366×768 laptop had a 1160×653 window, its smallest print about 11 px)."""
    scale = min(1.0, (width * 0.9) / CANVAS[0], (height * 0.85) / CANVAS[1])
    return (int(CANVAS[0] * scale), int(CANVAS[1] * scale)), height <= SMALL_SCREEN

class App:
    """Owns the window, settings, sounds and the scene stack; runs the loop.

    The screens around the stack are given, so this layer never imports them: `home` (the menu's
    class: `home()` opens it, `on_menu()` recognises it), `crash(app, details, log_path, replaced)`
    (the crash screen, told which scenes it replaced) and `attract(app)` (a kiosk's attract loop;
    None: no attract mode). `first_scene(app)` gives the first scene, or None for the home.
    """

    def __init__(
        self,
        *,
        home: type[Scene],
        crash: type[Scene],
        attract: Callable[[App], object] | None = None,
        fullscreen: bool | None = None,
        lang: str | None = None,
        kiosk: bool = False,
        kiosk_idle: float | None = None,
        demo: bool = False,
        first_scene: Callable[[App], Scene | None] | None = None,
    ):
        self.home_scene, self.crash_scene, self.attract_loop = home, crash, attract
        if kiosk:
            memory.keep_big_blocks_apart()  # a kiosk runs for days: freed layers go back to the system
        self.icon = _load_icon()  # first, on this thread: the image loader starts up here
        res.preload(menu_images(), cache_dir())  # decoded on a thread while the window opens
        kiosk_saves(kiosk)
        self.kiosk_idle = kiosk_idle or IDLE_KIOSK_SECONDS  # seconds untouched before the menu comes back
        if kiosk:  # a visit that ended while the kiosk was off (a power cut) is over: its game goes
            from scenes.session import discard_all_saves

            discard_all_saves(untouched_for=self.kiosk_idle)
        self.settings, self.records, self.startup_message = read_files(lang, kiosk)
        # what the command line chose for this run only (--lang, --fullscreen): the saved values stay
        # as they were until the person changes that setting here (Settings, F11)
        self.run_only: dict[str, object] = {}
        if lang:  # read_files has set it already, for its messages
            self.run_only["language"], self.settings.language = self.settings.language, lang
        if fullscreen is not None or kiosk:
            self.run_only["fullscreen"] = self.settings.fullscreen
            self.settings.fullscreen = bool(fullscreen) or kiosk
        self.kiosk = kiosk
        self.demo = demo
        self.visit_defaults = dataclasses.replace(self.settings)  # a kiosk resets to these when idle
        start_pygame()
        pygame.display.set_caption("Pelipöytä")
        self.window = self._open_window()
        self.headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
        self._canvas: pygame.Surface | None = None  # made when the window is not 1920×1080
        self._backing: pygame.Surface | None = None  # the canvas and its repeated edge
        self._scaled: pygame.Surface | None = None  # the canvas scaled to such a window
        self._presented: tuple[int, int] | None = None  # the window size the canvas was last scaled to
        self._shown: list[int] = []  # the scenes visible last frame
        self.sounds = res.Sounds()
        self.apply_sound_settings()
        self.manager = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self.reraise = False  # tests set it: a bug fails the test instead of showing the crash screen
        self.idle = 0.0
        self.visit_ended = False  # the kiosk's idle return has run since the last touch
        self.warning: int | None = None  # the seconds "Still playing?" shows before the idle return
        self.swallow_up = False  # the release of the touch that answered it
        self.frame = 0
        self.crash_logs: dict[str, Path | None] = {}  # traceback → its log, so a repeated bug logs once
        self.attract = None  # the running attract loop: computers play the games while a kiosk waits
        first = first_scene(self) if first_scene else None
        if first is None:
            self.home()
        else:
            self.manager.push(first)
        if kiosk and demo and attract is not None:
            self.attract = attract(self)  # --kiosk --demo: the attract loop, from the game given

    # ----------------------------------------------------------------- window

    def _open_window(self) -> pygame.Surface:
        if self.icon is not None:
            pygame.display.set_icon(self.icon)
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":
            return pygame.display.set_mode(CANVAS)
        desktops = pygame.display.get_desktop_sizes() or [CANVAS]
        size, maximize = window_plan(*desktops[0])
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if maximize:
            try:
                pygame.Window.from_display_module().maximize()
            except (AttributeError, pygame.error):
                pass  # an older pygame or no window manager: the window as sized
        return screen

    @property
    def canvas(self) -> pygame.Surface:
        """The 1920×1080 logical canvas (letterboxed into the window): the top left of a surface
        one pixel wider and taller (`scale_exactly` repeats the last column and row there)."""
        if self._canvas is None:
            self._backing = pygame.Surface((CANVAS[0] + 1, CANVAS[1] + 1)).convert()
            self._canvas = self._backing.subsurface(pygame.Rect((0, 0), CANVAS))
        return self._canvas

    def toggle_fullscreen(self) -> None:
        if self.kiosk:
            return  # visitors cannot leave fullscreen
        self.settings.fullscreen = not self.settings.fullscreen
        self.run_only.pop("fullscreen", None)  # F11 is the person's choice: kept
        self.window = self._open_window()
        self.save_settings()
        self.redraw_all()

    def redraw_all(self) -> None:
        """The window lost its pixels (new mode or size): every scene draws in full next frame."""
        for scene in self.manager.stack:
            getattr(scene, "invalidate", lambda: None)()

    def viewport(self) -> pygame.Rect:
        """Where the canvas lands in the window (letterboxed, aspect kept)."""
        ww, wh = self.window.get_size()
        scale = min(ww / CANVAS[0], wh / CANVAS[1])
        w, h = int(CANVAS[0] * scale), int(CANVAS[1] * scale)
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_canvas(self, pos) -> tuple[int, int]:
        """Window pixel → canvas pixel."""
        vp = self.viewport()
        x = (pos[0] - vp.x) * CANVAS[0] / max(1, vp.w)
        y = (pos[1] - vp.y) * CANVAS[1] / max(1, vp.h)
        return int(x), int(y)

    def to_window(self, pos) -> tuple[int, int]:
        """Canvas pixel → window pixel (where input at that canvas point comes from)."""
        vp = self.viewport()
        return (int(vp.x + (pos[0] + 0.5) * vp.w / CANVAS[0]), int(vp.y + (pos[1] + 0.5) * vp.h / CANVAS[1]))

    # ----------------------------------------------------------------- settings

    def apply_sound_settings(self) -> None:
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted

    def save_settings(self) -> None:
        if self.kiosk:
            return  # a visitor's choices last for the visit only
        try:
            save_settings(dataclasses.replace(self.settings, **self.run_only))
        except OSError:
            pass  # a read-only home must not stop play

    def set_language(self, lang: str) -> None:
        self.settings.language = set_language(lang)
        self.run_only.pop("language", None)  # chosen in Settings: kept
        self.save_settings()
        self.relabel_all()

    def relabel_all(self) -> None:
        """The language changed: every scene on the stack relabels now, not when it is next on top."""
        for scene in list(self.manager.stack):
            relabel = getattr(scene, "relabel", None) or scene.resume
            relabel()
        self.redraw_all()

    def end_visit(self) -> None:
        """Kiosk idle: the next visitor gets the table's own language and sound, the menu, and no
        game of the one who left (its save would greet a stranger with "Continue game")."""
        from scenes.session import discard_all_saves

        self.visit_ended = True  # until the next touch
        discard_all_saves()  # every move is saved as it is made: nothing is written after this
        self.records = StatsStore(visit_only=True)  # the visitor's numbers and name go with them
        keep = self.visit_defaults
        self.settings.volume, self.settings.muted = keep.volume, keep.muted
        self.apply_sound_settings()
        if self.settings.language != keep.language:
            self.settings.language = set_language(keep.language)
        self.home()

    # ----------------------------------------------------------------- events

    def translate(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Map window events to canvas coordinates; touch becomes mouse input."""
        if event.type in FINGER_TO_MOUSE:
            ww, wh = self.window.get_size()
            pos = self.to_canvas((event.x * ww, event.y * wh))
            kind = FINGER_TO_MOUSE[event.type]
            if kind == pygame.MOUSEMOTION:
                return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=True)
            return pygame.event.Event(kind, pos=pos, button=1, touch=True)
        if event.type in MOUSE_EVENTS:
            if getattr(event, "touch", False):
                return None  # SDL's mouse copy of a finger event: the finger event is used instead
            data = dict(event.dict)
            data["pos"] = self.to_canvas(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def close_window(self) -> None:
        """Close, unless that would lose something a scene names (a game that could not be saved):
        then ask first; closing again while it asks closes."""
        from scenes.kit.confirm import Choice, ConfirmScene

        top = self.manager.top
        warning = next((w for s in reversed(self.manager.stack) if (w := s.unsaved_warning())), "")
        if not warning or getattr(top, "closing", False):
            self.running = False
            return
        ask = ConfirmScene(self, _("Close Pelipöytä?"), warning,
                           [Choice("stay", _("Keep playing")), Choice("close", _("Close"), self.stop)],
                           default="stay", cancel="stay")
        ask.closing = True
        self.manager.push(ask)

    def stop(self) -> None:
        self.running = False

    def handle_global(self, event: pygame.event.Event) -> bool:
        """Keys that work everywhere: F11 fullscreen, M mute."""
        if event.type == pygame.QUIT:
            if not self.kiosk:
                self.close_window()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()  # ignored on a kiosk, but still swallowed
                return True
            typing = getattr(self.manager.top, "wants_text", False)  # M is a letter in a name
            if (
                event.key == pygame.K_m
                and not typing
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
            ):
                self.settings.muted = not self.settings.muted
                self.apply_sound_settings()
                self.save_settings()
                toast = getattr(self.manager.top, "toast", None)
                if toast is not None:  # M is easily pressed by chance: the sound must not just go
                    toast.show(_("Sound off: press M to turn it on again.") if self.settings.muted
                               else _("Sound on."))
                return True
            if (
                self.kiosk
                and event.key == pygame.K_q
                and event.mod & pygame.KMOD_CTRL
                and event.mod & pygame.KMOD_ALT
            ):
                self.running = False  # the shop's way out of kiosk mode
                return True
        return False

    # ----------------------------------------------------------------- loop

    def step(self, dt: float, waited: list | None = None, render: bool = True) -> None:
        """One frame: input (`waited`: events the idle loop already took), update, draw.

        `render=False` (the idle loop woke without input) draws only if the scene changed.
        """
        top = self.manager.top
        try:
            for raw in [*(waited or []), *pygame.event.get()]:
                if raw.type in (pygame.VIDEORESIZE, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
                    self.redraw_all()
                    continue
                event = self.translate(raw)
                if event is None or self.handle_global(event):
                    continue
                if self.attract is not None and event.type in ATTRACT_ENDS:
                    self.stop_attract()  # any touch: the menu, at once (the touch itself does nothing)
                    continue
                if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN):
                    self.idle, self.visit_ended = 0.0, False
                    if self.warning is not None:  # the touch that answers "Still playing?" does no more
                        self.swallow_up = event.type != pygame.KEYDOWN
                        continue
                if self.swallow_up and event.type in (pygame.MOUSEBUTTONUP, pygame.FINGERUP):
                    self.swallow_up = False
                    continue
                self.manager.handle_event(event)
            self.idle += dt
            self.kiosk_timers(dt)
            self.manager.update(dt)
            warning, self.warning = self.warning, self.idle_warning()
            if warning is not None and self.warning is None:
                self.redraw_all()  # the panel's pixels go
            if render or self.manager.top is not top or self.animating() or warning != self.warning:
                self.render()
        except Exception as exc:  # noqa: BLE001 — any bug gets the crash screen, never a dead window
            if self.reraise:
                raise
            self.crash(exc)
        self.frame += 1

    def render(self) -> None:
        direct = self.window.get_size() == CANVAS
        target = self.window if direct else self.canvas
        if self.warning is not None:
            self.redraw_all()  # under the dimmed panel in full: a partial redraw would dim twice
        self.manager.draw(target)
        if self.attract is not None:
            self.attract.draw(target)  # drawn over every frame, so partial table redraws keep it
        if self.warning is not None:
            game = any(getattr(scene, "session", None) is not None for scene in self.manager.stack)
            draw_idle_warning(target, self.warning, game)
        if direct:
            pygame.display.flip()
        else:
            self.present(self.drawn_area())

    def drawn_area(self) -> pygame.Rect | None:
        """The part of the canvas this frame changed: what the visible scenes say they drew
        (`Scene.drawn`); None when that may be all of it."""
        visible = self.manager.visible()
        shown, self._shown = self._shown, [id(scene) for scene in visible]
        if self.attract is not None or self.warning is not None or shown != self._shown:
            return None  # another scene left or came: what it covered changed too
        areas = [scene.drawn for scene in visible]
        if any(area is None for area in areas):
            return None
        return areas[0].unionall(areas[1:])

    def present(self, area: pygame.Rect | None) -> None:
        """Scale the canvas into the window (letterboxed) and show it; `area`: only that part
        of the canvas changed (None: maybe all).

        At a whole multiple of 1920×1080 (3840×2160) only the changed part is scaled (~10 ms for
        all of it), and the result is the same as scaling everything (`scale_exactly`); at any
        other size the whole canvas is scaled, and only when something changed."""
        vp = self.viewport()
        factor = vp.w // CANVAS[0]
        if vp.size != (CANVAS[0] * factor, CANVAS[1] * factor):
            if area is not None and not area.w:
                return  # nothing changed: the window still shows the last frame
            if self._scaled is None or self._scaled.get_size() != vp.size:
                self._scaled = pygame.Surface(vp.size, 0, self.canvas)
            self.window.fill((0, 0, 0))
            # into one kept surface: a new window-sized one each frame only churns memory
            self.window.blit(pygame.transform.smoothscale(self.canvas, vp.size, self._scaled), vp)
            pygame.display.flip()
            return
        if area is None or self._presented != self.window.get_size():
            self._presented = self.window.get_size()
            self.window.fill((0, 0, 0))  # the bars, once
            area = self.canvas.get_rect()
        elif not area.w:
            return
        shown = scale_exactly(self._backing, area, factor, self.window, vp.topleft)
        pygame.display.update(shown)

    def animating(self) -> bool:
        """Does any visible scene move without input?"""
        return (self.attract is not None or self.manager.arming()  # the arming time runs in frames
                or any(scene.animating() for scene in self.manager.visible()))

    def run(self, frames: int | None = None) -> int:
        """Run until quit (or for `frames` loop turns); returns the exit code.

        While something moves the loop runs at 60 frames a second; for a moment after each input
        too (hover and press effects ease in). Otherwise it sleeps in `pygame.event.wait` until
        the next input or timer (the kiosk's idle return), so a table waiting for a person
        costs next to no CPU.
        """
        awake = AWAKE_AFTER_INPUT
        while self.running and (frames is None or self.frame < frames):
            waited, slept = [], False
            if frames is None and awake <= 0 and not self.animating():  # --frames N: N real frames
                waited = self.wait_for_input(self.sleep_ms())
                self.idle += self.clock.tick() / 1000.0  # the kiosk's idle timer counts the sleep
                slept, dt = True, 0.0
            else:
                # the first frame at once: tick(60) would first wait out 1/60 s since the clock was made
                dt = min(0.1, self.clock.tick(60 if self.frame else 0) / 1000.0)
            if waited or pygame.event.peek():
                awake = AWAKE_AFTER_INPUT
            else:
                awake -= dt
            self.step(dt, waited, render=not slept or bool(waited))
        res.finish_writing()
        pygame.quit()
        return 0

    def wait_for_input(self, ms: int) -> list:
        """Block until an event arrives or `ms` pass; the events that came (maybe none).

        On a window system the loop sleeps inside SDL itself (scenes/kit/event_wait.py: pygame's
        `event.wait` wakes every millisecond). SDL's headless driver (dummy) cannot block, so
        there we look every 10 ms instead (screenshot tests and headless benchmarks)."""
        self.sounds.rest()  # nothing moves: the sound device's thread need not run either
        if not self.headless:
            from scenes.kit import event_wait  # not before the first sleep: ctypes costs start-up time

            return event_wait.wait(ms)
        deadline = time.monotonic() + ms / 1000
        while time.monotonic() < deadline:
            events = pygame.event.get()
            if events:
                return events
            time.sleep(0.01)
        return []

    def sleep_ms(self) -> int:
        """How long the idle loop may sleep: until the kiosk's idle return, at most a few seconds."""
        limit = IDLE_SLEEP_MAX
        if self.kiosk:
            left = self.kiosk_idle - self.idle
            warn = warn_before(self.kiosk_idle)
            # awake when the warning begins and when its count changes
            wake = left - warn if left > warn else left - math.ceil(left) + 1
            limit = min(limit, max(0.05, left), max(0.05, wake + 0.01))
            if self.on_menu() and self.attract_loop is not None:
                limit = min(limit, max(0.05, ATTRACT_AFTER - self.idle))
        return int(limit * 1000)

    def idle_warning(self) -> int | None:
        """The seconds a kiosk's table or screen warns before its idle return, None when not now."""
        if not self.kiosk or self.attract is not None or self.visit_ended or self.on_menu():
            return None
        return seconds_left(self.idle, self.kiosk_idle)

    def on_menu(self) -> bool:
        """Only the menu is shown (no panel, table or setup over it)."""
        return len(self.manager.stack) == 1 and isinstance(self.manager.top, self.home_scene)

    def kiosk_timers(self, dt: float) -> None:
        """A kiosk left alone: back to the menu and its own settings (people walked away), then,
        after a while on the menu, the attract loop. The attract loop itself is never idle."""
        if not self.kiosk:
            return
        if self.attract is not None:
            self.attract.update(dt)
            return
        if self.idle > self.kiosk_idle and not self.visit_ended:  # once until the next touch
            if not self.on_menu():
                self.idle = 0.0  # the menu just come waits its while before the computers play
            self.end_visit()
        elif self.attract_loop is not None and self.on_menu() and self.idle > ATTRACT_AFTER:
            if not self.visit_ended:  # left from the menu: the visit is over too
                self.end_visit()
            self.attract = self.attract_loop(self)
            self.attract.start()

    def stop_attract(self) -> None:
        self.attract = None
        self.idle = 0.0
        self.home()

    def home(self) -> None:
        """Back to the menu, alone on the stack; every scene it replaces is closed first."""
        left = bool(self.close_scenes())  # a bool: the list would keep the old table alive
        self.manager.reset(self.home_scene(self))
        if left:
            memory.released()  # the table that was left, with its layers, now rather than much later

    def close_scenes(self, quiet: bool = False) -> list[Scene]:
        """Close every scene on the stack, top first (a table stops its phone server and ends its
        codes); the scenes as they were. `quiet`: a close that fails is passed over (the crash
        screen must come up whatever state the scenes are in)."""
        scenes = list(self.manager.stack)
        for scene in reversed(scenes):
            close = getattr(scene, "close", None)
            if close is None:
                continue
            try:
                close()
            except Exception:  # noqa: BLE001 — see `quiet`
                if not quiet:
                    raise
        return scenes

    def write_crash_log(self, exc: BaseException) -> Path | None:
        """Write the error's traceback to a new file in the log folder; its path, or None if the
        folder cannot be written. The same error again (a bug met every turn) keeps its one log."""
        text = "".join(traceback.format_exception(exc))
        if text in self.crash_logs:
            return self.crash_logs[text]
        try:
            folder = log_dir()
            folder.mkdir(parents=True, exist_ok=True)
            path: Path | None = unique_log_path(folder)
            path.write_text(text, encoding="utf-8")
        except OSError:
            path = None
        self.crash_logs[text] = path
        return path

    def crash(self, exc: BaseException) -> None:
        """Write the log, close every scene, then show the crash screen (or give up if that
        fails too)."""
        text = "".join(traceback.format_exception(exc))
        path = self.write_crash_log(exc)
        if isinstance(self.manager.top, self.crash_scene):
            raise exc
        self.attract = None  # the crash screen stays up for staff to see
        replaced = self.close_scenes(quiet=True)
        self.manager.reset(self.crash_scene(self, text, path, replaced))


def scale_exactly(
    backing: pygame.Surface, area: pygame.Rect, factor: int, window: pygame.Surface, at: tuple[int, int]
) -> pygame.Rect:
    """Scale `area` of the canvas (the top left of `backing`) by a whole `factor` into `window`,
    the canvas's top left at `at`; the window rect drawn.

    Smooth scaling maps a w-pixel source onto d pixels at (w - 1) / d source pixels a step. A
    block one pixel wider than the part it fills, scaled to factor × (w - 1), steps exactly
    1 / factor: every window pixel gets the same two source pixels and weights whichever block
    it is scaled in, so scaling only the changed part gives what scaling everything gives. The
    block takes one more source pixel on each side (the pixels that blend into the changed
    ones); the canvas's last column and row are repeated past its edge for the last block."""
    w, h = CANVAS
    area = area.clip((0, 0, w, h))
    if factor == 1:
        window.blit(backing, area.move(at), area)
        return area.move(at)
    left, top, right, bottom = max(0, area.x - 1), max(0, area.y - 1), area.right, area.bottom
    if right == w:  # (a copy: a surface cannot be blitted from its own subsurface)
        backing.blit(backing.subsurface((w - 1, top, 1, bottom - top)).copy(), (w, top))
    if bottom == h:
        backing.blit(backing.subsurface((left, h - 1, right + 1 - left, 1)).copy(), (left, h))
    block = backing.subsurface((left, top, right + 1 - left, bottom + 1 - top))
    out = pygame.Rect(at[0] + left * factor, at[1] + top * factor, 0, 0)
    out.size = ((right - left) * factor, (bottom - top) * factor)
    pygame.transform.smoothscale(block, out.size, window.subsurface(out))
    return out


def start_pygame() -> None:
    """`pygame.init()` without the sound device (or joysticks): opening the device costs ~7 ms,
    closing it at exit 30 ms (SDL joins its mixing thread), and while it is open that thread runs
    all the time. `Sounds` opens it for the first sound (scenes/kit/resources.py)."""
    memory.plain_x11_framebuffer()
    pygame.display.init()
    pygame.font.init()


def read_files(lang: str | None = None, kiosk: bool = False) -> tuple[Settings, StatsStore, str]:
    """Every file the program reads at start (settings, statistics or old records, names): a
    damaged one is set aside, never overwritten, and named in the one message shown on the first
    screen, in `lang` (the command line's) if given, else the saved language (the settings returned
    keep the saved one). A folder that cannot be read or written is said first (the program runs on
    without saving there); the temporary files of saves a kill interrupted are removed. Nothing
    else is written."""
    settings, problem = load_settings()
    settings.language = set_language(settings.language)
    if lang:
        set_language(lang)
    folders = folder_problem()  # in the language just set
    clear_leftovers()
    records = StatsStore(visit_only=kiosk)  # statistics and records (scenes/stats_store.py)
    messages = [folders] if folders else []
    if problem == "settings_unreadable":
        messages.append(_("Your settings cannot be read now (check the folder's permissions); defaults "
                          "are used."))
    elif problem == "settings_blocked":
        messages.append(_("Your settings cannot be saved: {path} is a folder, not a file. Defaults are "
                          "used until it is moved away.").format(path=config_dir() / "settings.json"))
    elif problem:
        kept = last_set_aside(config_dir() / "settings.json")
        messages.append(_("Your settings file was damaged. It was kept as {file}; what could be read is "
                          "used, defaults for the rest.").format(file=kept.name if kept else "settings.json"))
    if records.problem:
        messages.append(records.problem)
    messages += [problem for problem in (check_names(), check_setups(), check_tutorials()) if problem]
    from scenes.session import check_saves  # here: the first frame's imports stay few

    messages += check_saves()
    return settings, records, " ".join(messages)


def _load_icon() -> pygame.Surface | None:
    try:
        return pygame.image.load(str(res.ASSETS / "table" / "icon.png"))
    except (FileNotFoundError, pygame.error):
        return None


def menu_images() -> list[str]:
    """The images the first frame needs (the felt, the game tiles' icons); the rest load when used."""
    from scenes.registry import TILES

    return ["table/felt.png", *(tile.icon for tile in TILES.values())]


def unique_log_path(folder: Path) -> Path:
    """A new crash log's name: the time to the microsecond, and a number if that is taken."""
    import datetime

    stamp = f"crash-{datetime.datetime.now():%Y%m%d-%H%M%S-%f}"
    path, n = folder / f"{stamp}.log", 1
    while path.exists():
        path, n = folder / f"{stamp}-{n}.log", n + 1
    return path


def make_settings() -> Settings:
    """Settings as saved (for tests and the selftest)."""
    return load_settings()[0]
