"""A kiosk's idle return: `--idle-minutes N` sets how long a table waits untouched before the menu
comes back (a shop wants it short, a library longer); a bad value or one without --kiosk is refused
in words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
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


def kiosk(idle: float = 60.0):
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), kiosk=True, kiosk_idle=idle)
    app.reraise = True
    app.window = pygame.display.set_mode((1920, 1080))  # a 1080p kiosk screen: clicks land as posted
    return app


def test_a_kiosk_keeps_its_visitors_games_apart_from_the_accounts_own():
    """A play-tester: `--kiosk` offered the account's own Solo as "Game in progress", and a visitor's
    idle return deleted it with the visitor's Racko. A kiosk saves in saves/kiosk."""
    from scenes.kit.app import App
    from scenes.screens.setup import saved_session
    from scenes.screens.shell import shell_scenes
    from scenes.session import Session, autosave_path, has_save

    own = Session.start("zoker_solo", [Seat("Mummo")], seed=4)  # the account's own game, no kiosk
    own.apply(own.state.legal_actions()[0])
    own.autosave()
    own_file = autosave_path("zoker_solo")
    app = kiosk()
    assert not has_save("zoker_solo") and saved_session("zoker_solo") is None  # not offered to visitors
    visit = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3)
    visit.autosave()
    assert has_save("racko") and "kiosk" in autosave_path("racko").parts
    app.idle = 61.0
    frames(app, 1)
    assert not has_save("racko") and own_file.exists()  # the visitor's game goes, the account's stays
    App(**shell_scenes())  # the account's own start: its game is there
    assert saved_session("zoker_solo").state.history == own.state.history


def test_a_kiosk_started_again_forgets_only_a_visit_that_has_ended():
    """A power cut mid-visit: started again at once, the visitor goes on; started the next morning, the
    next visitor is not offered a stranger's game."""
    import os
    import time

    from scenes.session import Session, autosave_path, has_save

    kiosk()
    for game_id, age in (("racko", 5.0), ("wizard", 600.0)):
        session = Session.start(game_id, [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")][
            : 2 if game_id == "racko" else 3], seed=3)
        session.autosave()
        then = time.time() - age
        os.utime(autosave_path(game_id), (then, then))
    kiosk(idle=60.0)
    assert has_save("racko") and not has_save("wizard")


def test_a_kiosk_counts_a_visitors_statistics_for_the_visit_only():
    """A play-tester: a visitor's typed name stayed in the kiosk's statistics for every later visitor
    to read (and beside the account's own people)."""
    from scenes.settings_store import data_dir

    stats_file = data_dir() / "stats.json"
    before = stats_file.read_bytes() if stats_file.exists() else None
    app = kiosk()
    app.records.record_game("visit-1", "racko", [("Salainen Vieras", 300, True)])
    assert app.records.people("racko") == ["Salainen Vieras"]  # shown within the visit
    assert (stats_file.read_bytes() if stats_file.exists() else None) == before  # never written
    app.idle = 61.0
    frames(app, 1)
    assert app.records.people("racko") == []  # the next visitor does not see the name


def test_a_kiosk_warns_before_its_idle_return_and_the_touch_that_answers_does_nothing_else(monkeypatch):
    """A play-tester: at 56 s idle the game looked as ever, a few seconds later it was the menu; a
    slow thinker at a Wizard bid lost the game without notice. "Still playing?" counts the last
    20 seconds; a touch keeps the game and does nothing on the table under the panel."""
    from scenes.kit import app as app_module
    from scenes.registry import SCENES
    from scenes.screens.menu import MenuScene
    from scenes.session import Session
    from scenes.tables.racko_layout import DRAW_POS
    from tests.scenes.helpers import click, post, wait_for_me

    shown: list[tuple[int, bool]] = []
    real = app_module.draw_idle_warning
    monkeypatch.setattr(app_module, "draw_idle_warning",
                        lambda surface, n, game: shown.append((n, game)) or real(surface, n, game))
    app = kiosk(idle=180.0)
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3)
    table = SCENES["racko"](app, session)
    app.manager.push(table)
    wait_for_me(app, table)
    app.idle = 150.0
    frames(app, 2)
    assert shown == []  # not yet
    app.idle = 168.5
    frames(app, 1)
    assert shown[-1] == (12, True)
    moves = len(table.state.history)
    pile = table.pile_rect(DRAW_POS).center  # a click there draws a card (below: it does, unwarned)
    post(app, pygame.MOUSEBUTTONDOWN, pos=pile, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pile, button=1)
    frames(app, 2)
    count = len(shown)
    frames(app, 2)
    assert len(shown) == count and app.idle < 1.0  # gone, the visit goes on
    assert app.manager.top is table and len(table.state.history) == moves
    click(app, pile)
    assert len(table.state.history) == moves + 1
    app.idle = 179.0
    frames(app, 1)
    assert shown[-1] == (1, True)
    app.idle = 181.0
    frames(app, 1)
    assert isinstance(app.manager.top, MenuScene)
    count = len(shown)
    frames(app, 2)
    assert len(shown) == count  # the menu has no warning
