"""Closing the window never loses a game without a word: a game that could not be saved asks first."""

from __future__ import annotations

import errno

import pygame

from scenes import session as session_module
from scenes.kit.confirm import ConfirmScene
from scenes.session import Seat
from tests.scenes.helpers import click, frames, key, make_app, post, start_table, wait_for_me


def failing_disk(monkeypatch) -> None:
    def refuse(path, text):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(session_module, "write_atomic", refuse)


def racko_after_a_move(app):
    table = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy")])
    table.session.autosave_enabled = True  # start_table plays without saves; this one saves
    wait_for_me(app, table)
    assert table.perform(table.state.legal_actions()[0]) is None
    frames(app, 2)
    return table


def test_a_game_that_could_not_be_saved_asks_before_the_window_closes(monkeypatch):
    """Seen by a tester: with the saves folder unwritable the table said so once, for six seconds,
    and closing the window then lost the game without a word."""
    failing_disk(monkeypatch)
    app = make_app()
    table = racko_after_a_move(app)
    assert table.session.save_failed
    assert table.session.problems == [] and table.toast.message == (  # said in words, not "(Permission
        "Your game cannot be saved: the saves folder cannot be written to. You can keep playing.")  # denied)"
    post(app, pygame.QUIT)
    frames(app, 2)
    ask = app.manager.top
    assert app.running and isinstance(ask, ConfirmScene)
    assert ask.text == "This game could not be saved. If you close now, it is lost."
    key(app, pygame.K_ESCAPE)  # Keep playing
    assert app.running and app.manager.top is table
    post(app, pygame.QUIT)
    frames(app, 2)
    post(app, pygame.QUIT)  # closing again while it asks: closed
    frames(app, 2)
    assert not app.running


def test_a_saved_game_closes_at_once():
    app = make_app()
    table = racko_after_a_move(app)
    assert not table.session.save_failed
    post(app, pygame.QUIT)
    frames(app, 2)
    assert not app.running


def test_quit_to_menu_does_not_promise_a_save_that_failed(monkeypatch):
    from scenes.screens.pause import ask_quit_to_menu

    failing_disk(monkeypatch)
    app = make_app()
    table = racko_after_a_move(app)
    ask_quit_to_menu(app, table)
    frames(app, 1)
    assert app.manager.top.text == "This game could not be saved: it ends if you quit to the menu."
    assert app.manager.top.default == "stay"  # Enter keeps the game
    click(app, app.manager.top.buttons.by_key("stay").rect.center)
    assert app.manager.top is table
