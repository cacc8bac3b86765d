"""The main loop sleeps while nothing moves (issue 11): scenes say when they animate."""

from __future__ import annotations

import threading
import time

import pygame

from scenes.session import Seat
from tests.scenes.helpers import frames, make_app, settle, start_table


def test_menu_and_setup_do_not_animate_without_input():
    from scenes.screens.setup import SetupScene

    app = make_app()
    frames(app, 2)
    assert not app.animating()
    app.manager.push(SetupScene(app, "racko"))
    frames(app, 2)
    assert not app.animating()


def test_a_table_animates_while_a_computer_plays_and_sleeps_when_a_person_is_to_move():
    app = make_app()
    table = start_table(app, "racko", [Seat("Botti", "easy"), Seat("Anna")])
    assert app.animating()  # the computer is to move first
    for _ in range(40):
        settle(app)
        if table.my_turn():
            break
    frames(app, 200)  # the toast of the computer's move fades
    assert table.my_turn() and not app.animating()
    table.toast.show("Hello")
    assert app.animating()


def test_the_loop_draws_nothing_while_it_waits_for_a_person(monkeypatch):
    monkeypatch.setattr(pygame, "quit", lambda: None)  # later tests keep their fonts
    app = make_app()
    drawn = []
    render = app.render
    app.render = lambda: (drawn.append(1), render())

    def quit_later() -> None:
        time.sleep(1.5)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=quit_later, daemon=True).start()
    app.run()
    # awake for 0.6 s after start-up (about 36 frames at 60/s), then asleep; 90 frames if it never slept
    assert 0 < len(drawn) < 60


def _idle_menu_turns(monkeypatch, seconds: float) -> tuple[int, int]:
    """(loop turns, looks at the queue while asleep) of the real loop over `seconds` on an idle
    menu, counted after it has gone to sleep."""
    monkeypatch.setattr(pygame, "quit", lambda: None)
    app = make_app()
    turns, looks, counting = [0], [0], threading.Event()
    step, get = app.step, pygame.event.get

    def counted_step(*args, **kwargs):
        turns[0] += counting.is_set()
        return step(*args, **kwargs)

    def counted_get(*args, **kwargs):
        looks[0] += counting.is_set()
        return get(*args, **kwargs)

    app.step = counted_step
    monkeypatch.setattr(pygame.event, "get", counted_get)

    def measure() -> None:
        time.sleep(1.0)  # past the 0.6 s awake after start-up
        counting.set()
        time.sleep(seconds)
        counting.clear()
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=measure, daemon=True).start()
    app.run()
    return turns[0], looks[0]


def test_the_idle_menu_loop_blocks_instead_of_turning(monkeypatch):
    turns, looks = _idle_menu_turns(monkeypatch, 2.0)
    # asleep the loop turns once per wake-up (at most every IDLE_SLEEP_MAX s) plus the QUIT itself;
    # at 60 frames a second it would be 120, a busy loop thousands
    assert turns <= 2
    # headless, the sleeping loop looks at the queue every 10 ms (about 200 looks); a loop that
    # spins without sleeping looks many thousand times
    assert looks <= 260


def test_a_finished_worker_wakes_the_sleeping_loop():
    from scenes.kit import event_wait
    from scenes.tables.computer import Background

    make_app()
    pygame.event.clear()
    task = Background(lambda: 42)
    task.thread.join()
    assert [e.type for e in pygame.event.get()] == [event_wait.WAKE]
    assert task.take() == 42


def test_sdl_wait_returns_a_posted_event_and_sleeps_out_its_time():
    from scenes.kit import event_wait

    make_app()
    pygame.event.clear()
    t0 = time.monotonic()
    assert event_wait.wait(120) == []
    assert time.monotonic() - t0 >= 0.1
    event_wait.wake_main_loop()
    assert [e.type for e in event_wait.wait(5000)] == [event_wait.WAKE]
    assert time.monotonic() - t0 < 2


def test_the_sound_device_opens_for_a_sound_and_rests_while_the_loop_sleeps():
    app = make_app()
    assert not pygame.mixer.get_init()  # not opened at start (nor closed at exit): no sound yet
    app.sounds.muted, app.sounds.volume = False, 0.5
    app.sounds.play("place")
    if not app.sounds.available:
        return  # no audio device at all: nothing to rest
    assert pygame.mixer.get_init()
    pygame.mixer.stop()
    app.wait_for_input(10)
    assert not pygame.mixer.get_init()
    app.sounds.play("place")
    assert pygame.mixer.get_init()


X11_PROBE = """
import threading, time, pygame
from scenes.kit.app import App
from scenes.screens.shell import shell_scenes
app = App(**shell_scenes())
turns, counting, every = [0], [False], [0]
step = app.step
def counted(*a, **k):
    every[0] += 1
    turns[0] += counting[0]
    return step(*a, **k)
app.step = counted
def measure():
    time.sleep(1.0)
    for _ in range(20):  # a busy machine draws the first frames slowly: wait until the loop is asleep
        before = every[0]
        time.sleep(0.5)
        if every[0] == before:
            break
    counting[0] = True
    c0 = time.process_time()
    time.sleep(2.0)
    counting[0] = False
    gl = any("libGL" in line for line in open("/proc/self/maps"))
    print(turns[0], time.process_time() - c0, gl, flush=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
threading.Thread(target=measure, daemon=True).start()
app.run()
"""


def test_under_a_real_x_window_the_idle_menu_sleeps_in_sdl(tmp_path):
    """Where Xvfb is installed: the real window system path (SDL's own blocking wait)."""
    import os
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    import pytest

    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    display = f":{200 + os.getpid() % 500}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", HOME=str(tmp_path))
        env.update({f"XDG_{kind}_HOME": str(tmp_path) for kind in ("CONFIG", "DATA", "CACHE")})
        out = subprocess.run([sys.executable, "-c", X11_PROBE], cwd=Path(__file__).resolve().parents[2],
                             env=env, capture_output=True, text=True, timeout=60, check=True)
        turns, cpu, gl = out.stdout.split()
        assert int(turns) <= 1  # asleep: no loop turn in 2 s (one if the 5 s wake-up falls inside)
        # pygame's own event.wait wakes every millisecond (0.05 s of CPU in 2 s here); SDL's wait
        # costs nothing. A CPU time, but 10× the margin: a busy machine cannot push it that far.
        assert float(cpu) < 0.02
        # drawn through X11's shared memory, not a GL texture (the GL stack is +100 MiB resident)
        assert gl == "False"
    finally:
        server.terminate()
        server.wait()
