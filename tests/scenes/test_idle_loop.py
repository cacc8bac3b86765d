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
