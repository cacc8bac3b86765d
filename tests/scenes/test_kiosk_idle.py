"""A kiosk's idle return: `--idle-minutes N` sets how long a table waits untouched before the menu
comes back (a shop wants it short, a library longer); a bad value or one without --kiosk is refused
in words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import main
from scenes.session import Seat
from tests.scenes.helpers import frames, start_table

ROOT = Path(__file__).resolve().parents[2]


def test_idle_minutes_set_when_the_menu_comes_back():
    from scenes.kit.app import IDLE_KIOSK_SECONDS, App
    from scenes.screens.menu import MenuScene
    from scenes.screens.shell import shell_scenes

    args = main.parse_args(["--kiosk", "--idle-minutes", "1"])
    assert args.idle_minutes == 1
    app = App(**shell_scenes(), kiosk=True, kiosk_idle=60.0 * args.idle_minutes)
    app.reraise = True
    table = start_table(app, "zoker_solo", [Seat("Anna")])
    app.idle = 59.0
    frames(app, 1)
    assert app.manager.top is table  # a minute is not up yet
    app.idle = 61.0
    frames(app, 1)
    assert isinstance(app.manager.top, MenuScene)
    assert 61.0 < IDLE_KIOSK_SECONDS  # without the option it would have waited


@pytest.mark.parametrize(("argv", "message"), [
    (["--idle-minutes", "5"], "--idle-minutes is for a kiosk: add --kiosk"),
    (["--kiosk", "--idle-minutes", "0"], "--idle-minutes must be 1 to 60"),
    (["--kiosk", "--idle-minutes", "61"], "--idle-minutes must be 1 to 60"),
    (["--kiosk", "--idle-minutes", "soon"], "invalid int value: 'soon'"),
])
def test_a_bad_idle_time_is_refused_in_words(argv, message):
    run = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2 and message in run.stderr, run.stderr


def test_the_next_visitor_finds_no_game_of_the_one_who_left():
    """A play-tester: a kiosk's idle return saved the visitor's Racko, and the next visitor's menu
    said "Game in progress", with "Continue game" the default on its setup."""
    from scenes.kit.app import App
    from scenes.registry import SCENES
    from scenes.screens.menu import MenuScene
    from scenes.screens.shell import shell_scenes
    from scenes.session import Session, has_save

    app = App(**shell_scenes(), kiosk=True, kiosk_idle=60.0)
    app.reraise = True
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3)
    app.manager.push(SCENES["racko"](app, session))
    frames(app, 2)
    session.apply(session.state.legal_actions()[0])
    assert has_save("racko")  # within the visit the game is kept, as everywhere
    app.idle = 61.0
    frames(app, 1)
    assert isinstance(app.manager.top, MenuScene) and not has_save("racko")


def test_a_visitor_who_leaves_from_the_menu_ends_the_visit_before_the_computers_play():
    """Left on the menu, the attract loop came before the idle return, which it then never ran: the
    visitor's Finnish and saved game waited for the next one."""
    from game.core.i18n import set_language
    from scenes.kit.app import ATTRACT_AFTER, App
    from scenes.screens.shell import shell_scenes
    from scenes.session import Session, has_save

    app = App(**shell_scenes(), kiosk=True)
    app.reraise = True
    Session.start("wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=3).autosave()
    app.settings.language = set_language("fi")  # the visitor's language, for the visit
    try:
        assert has_save("wizard")
        app.idle = ATTRACT_AFTER + 1
        frames(app, 1)
        assert app.attract is not None
        assert app.settings.language == app.visit_defaults.language == "en" and not has_save("wizard")
    finally:
        set_language("en")


def test_a_visitor_who_leaves_the_menu_with_a_short_idle_time_sees_the_computers_play_at_once():
    """A play-tester, `--idle-minutes 1`: the idle return ended the visit on the menu after a minute
    and set the clock back, so the computers began a minute later still."""
    from scenes.kit.app import ATTRACT_AFTER, App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), kiosk=True, kiosk_idle=60.0)
    app.reraise = True
    assert app.kiosk_idle <= ATTRACT_AFTER
    app.idle = 61.0
    frames(app, 2)
    assert app.visit_ended and app.attract is not None
