"""The crash screen closes what it replaces (a table's phone server stops, its codes end) and says
"saved" only when the game is on disk."""

from __future__ import annotations

import socket

import pytest

from scenes.registry import SCENES
from scenes.screens import crash
from scenes.screens.crash import CrashScene
from scenes.session import Seat, Session, autosave_path
from tests.phones.helpers import phone_table, seats
from tests.scenes.helpers import frames, make_app, settle

SAVED = "Your game was saved after the last move and can be continued from the menu."
NOT_SAVED = "The game on the table had not been saved, so it cannot be continued."


def listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


def break_table(monkeypatch, scene) -> None:
    def broken(dt):
        raise RuntimeError("a bug in the table")

    monkeypatch.setattr(scene, "update_table", broken)


def crash_texts(monkeypatch, app) -> list[str]:
    """What the crash screen writes, as drawn."""
    drawn = []
    real = crash.draw_text

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(crash, "draw_text", record)
    app.manager.top.draw(app.window)
    return drawn


def test_a_crash_at_a_phone_table_stops_the_phone_server(monkeypatch):
    app = make_app()
    app.reraise = False
    scene, hub = phone_table(app, "racko", seats("phone", "easy"))
    port = hub.server.port
    try:
        assert listening(port)
        break_table(monkeypatch, scene)
        frames(app, 2)
        assert isinstance(app.manager.top, CrashScene)
        assert not listening(port)  # the old codes cannot reach a table that is gone
        assert hub.server is None and hub.tokens == {}
        texts = crash_texts(monkeypatch, app)
        assert NOT_SAVED in "\n".join(texts)  # the phone table was never saved (autosave off)
    finally:
        hub.stop()


def table_with_autosave(app, game_id="racko"):
    autosave_path(game_id).unlink(missing_ok=True)  # as setup's Start does
    session = Session.start(game_id, [Seat("Anna"), Seat("Botti", "easy")], seed=4, autosave=True)
    scene = SCENES[game_id](app, session)
    app.manager.reset(scene)
    frames(app, 2)
    return scene


def test_a_crash_before_the_first_move_does_not_claim_a_save(monkeypatch):
    app = make_app()
    app.reraise = False
    scene = table_with_autosave(app)
    break_table(monkeypatch, scene)
    frames(app, 2)
    assert isinstance(app.manager.top, CrashScene) and app.manager.top.saved is False
    text = "\n".join(crash_texts(monkeypatch, app))
    assert SAVED not in text and NOT_SAVED in text


@pytest.mark.parametrize("failed_write", [False, True])
def test_a_crash_after_a_move_says_saved_only_if_the_save_was_written(monkeypatch, failed_write):
    app = make_app()
    app.reraise = False
    scene = table_with_autosave(app)
    settle(app)
    if failed_write:
        scene.session.save_failed = True  # the disk refused the last write: the file is older
    assert scene.perform(scene.state.legal_actions()[0]) is None
    assert autosave_path("racko").exists()
    break_table(monkeypatch, scene)
    frames(app, 2)
    text = "\n".join(crash_texts(monkeypatch, app))
    assert (SAVED in text) is not failed_write and (NOT_SAVED in text) is failed_write
    autosave_path("racko").unlink(missing_ok=True)


def test_a_crash_on_the_menu_says_nothing_about_saves(monkeypatch):
    app = make_app()
    app.reraise = False

    def broken(dt):
        raise RuntimeError("a bug in the menu")

    monkeypatch.setattr(app.manager.top, "update", broken)
    frames(app, 1)
    assert isinstance(app.manager.top, CrashScene)
    text = "\n".join(crash_texts(monkeypatch, app))
    assert SAVED not in text and NOT_SAVED not in text and "Something went wrong" in text
    app.manager.top.buttons.buttons[0].on_click()  # Back to menu
    assert app.on_menu()
