"""The app shell: menu, setup, settings, pause, saves, crash screen, letterboxing, CLI flags."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame

from game.core.i18n import set_language
from scenes.registry import SCENES
from scenes.screens.crash import CrashScene
from scenes.screens.menu import MenuScene
from scenes.screens.pause import PauseScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.session import Seat, Session, autosave_path, load_autosave
from scenes.settings_store import load_settings, save_settings
from scenes.stats_store import StatsStore
from tests.scenes.helpers import click, frames, key, make_app, settle, start_table

ROOT = Path(__file__).resolve().parents[2]


def teardown_function() -> None:
    set_language("en")


def test_menu_lists_exactly_the_registered_scenes():
    app = make_app()
    menu = app.manager.top
    assert isinstance(menu, MenuScene)
    assert [b.key for b, _gid in menu.tiles] == list(SCENES)


def test_menu_tile_opens_setup_and_start_opens_the_table():
    from scenes.session import discard_save

    discard_save("zoker_solo")  # a game another test (a monkey) left would be offered first
    app = make_app()
    menu = app.manager.top
    click(app, menu.buttons.by_key("zoker_solo").rect.center)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    click(app, setup.buttons.by_key("start").rect.center)
    assert isinstance(app.manager.top, SCENES["zoker_solo"])


def test_setup_steps_through_the_allowed_player_counts(monkeypatch):
    monkeypatch.setattr(type(SCENES["racko"].game()), "player_counts", (2, 4))
    app = make_app()
    app.manager.push(SetupScene(app, "racko"))
    setup = app.manager.top
    assert len(setup.seats) == 2 and not setup.buttons.by_key("fewer").enabled
    click(app, setup.buttons.by_key("more").rect.center)
    assert len(app.manager.top.seats) == 4 and not app.manager.top.buttons.by_key("more").enabled
    click(app, app.manager.top.buttons.by_key("fewer").rect.center)
    assert len(app.manager.top.seats) == 2


def test_escape_opens_pause_and_rules_and_back():
    app = make_app()
    start_table(app, "zoker_solo", [Seat("Anna")])
    key(app, pygame.K_ESCAPE)
    pause = app.manager.top
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons.by_key("rules").rect.center)
    rules = app.manager.top
    assert isinstance(rules, RulesScene) and len(rules.lines) > 10
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is pause
    click(app, pause.buttons.by_key("resume").rect.center)
    assert isinstance(app.manager.top, SCENES["zoker_solo"])


def test_settings_change_language_and_are_saved(tmp_path):
    app = make_app()
    app.manager.push(SettingsScene(app))
    frames(app)
    scene = app.manager.top
    click(app, scene.buttons.by_key("language.fi").rect.center)
    assert app.settings.language == "fi"
    assert scene.buttons.by_key("back").label == "Takaisin"
    saved, problem = load_settings()
    assert saved.language == "fi" and problem is None
    click(app, app.manager.top.buttons.by_key("reduced.on").rect.center)
    assert app.settings.reduced_motion and app.settings.motion == 0.0


def test_broken_settings_file_gives_defaults_and_a_message(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings.language == "en" and problem
    path.write_text(json.dumps({"language": 7, "volume": 3, "animation_speed": "warp"}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings.volume == 0.6 and settings.animation_speed == "normal" and problem
    save_settings(settings, path)
    assert load_settings(path) == (settings, None)


def test_records_keep_the_best(tmp_path):
    rec = StatsStore(tmp_path / "r.json")
    assert rec.record("g", "1", 10)
    assert not rec.record("g", "1", 8)
    assert StatsStore(tmp_path / "r.json").best("g", "1") == 10


def test_autosave_round_trip_and_damaged_save_is_set_aside():
    session = Session.start("zoker_solo", [Seat("Anna")], seed=9)
    session.apply(session.state.legal_actions()[0])
    restored, problem = load_autosave("zoker_solo")
    assert problem is None and restored.state == session.state
    path = autosave_path("zoker_solo")
    path.write_text('{"seats": [], "state": {"game": "zoker_solo"}}', encoding="utf-8")
    restored, problem = load_autosave("zoker_solo")
    assert restored is None and problem
    assert not path.exists() and path.with_suffix(".damaged.json").exists()


def test_a_bug_in_a_scene_shows_the_crash_screen_and_writes_a_log():
    app = make_app()
    app.reraise = False
    table = start_table(app, "zoker_solo", [Seat("Anna")])

    def broken(surface):
        raise RuntimeError("boom")

    table.draw_table = broken
    table.invalidate()
    frames(app, 2)
    crash = app.manager.top
    assert isinstance(crash, CrashScene) and crash.log_path and crash.log_path.exists()
    click(app, crash.buttons.by_key("menu").rect.center)
    assert isinstance(app.manager.top, MenuScene)


def test_window_coordinates_map_to_the_canvas_with_letterboxing():
    app = make_app()
    app.window = pygame.display.set_mode((1280, 1000))
    vp = app.viewport()
    assert vp.w == 1280 and vp.h == 720 and vp.y == 140
    assert app.to_canvas((640, 500)) == (960, 540)
    assert app.to_canvas((0, 140)) == (0, 0)
    finger = pygame.event.Event(
        pygame.FINGERDOWN, x=0.5, y=0.5, dx=0, dy=0, touch_id=1, finger_id=1, pressure=1
    )
    ev = app.translate(finger)
    assert ev.type == pygame.MOUSEBUTTONDOWN and ev.pos == (960, 540)
    app.window = pygame.display.set_mode((1920, 1080))


def test_two_people_get_the_curtain_between_turns():
    from scenes.screens.curtain import CurtainScene

    multi = [g for g in SCENES if SCENES[g].hides_hands and SCENES[g].game().max_players > 1]
    if not multi:
        return  # only Solo so far
    gid = multi[0]
    app = make_app()
    start_table(
        app, gid, [Seat("Anna"), Seat("Ben")] + [Seat("B", "easy")] * (SCENES[gid].game().min_players - 2)
    )
    assert isinstance(app.manager.top, CurtainScene)
    settle(app)


def test_cli_frames_and_bad_flags():
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    import os

    env.update({k: v for k, v in os.environ.items() if k.startswith("PELIPOYTA_")})
    ok = subprocess.run(
        [sys.executable, "main.py", "--frames", "3", "--lang", "fi"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stderr
    bad = subprocess.run(
        [sys.executable, "main.py", "--frames", "x"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "--frames" in bad.stderr
    bad = subprocess.run(
        [sys.executable, "main.py", "--game", "chess"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "invalid choice" in bad.stderr


def test_kiosk_has_no_quit_ignores_close_and_returns_to_menu_when_idle():
    from scenes.kit.app import IDLE_KIOSK_SECONDS, App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), kiosk=True)
    app.reraise = True
    menu = app.manager.top
    assert "quit" not in [b.key for b in menu.buttons.buttons]
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 1)
    assert app.running
    start_table(app, "zoker_solo", [Seat("Anna")])
    app.idle = IDLE_KIOSK_SECONDS + 1
    frames(app, 1)
    assert isinstance(app.manager.top, MenuScene)


def test_demo_mode_lets_the_computers_play():
    import main

    args = main.parse_args(["--demo", "--game", "zoker_solo", "--seed", "4"])
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), demo=True, first_scene=main.first_scene(args))
    app.reraise = True
    app.settings.computer_speed = "instant"
    table = app.manager.top
    assert isinstance(table, SCENES["zoker_solo"]) and not table.session.humans
    for _ in range(300):
        frames(app, 1)
        table.runner.wait()
    assert len(table.session.state.history) > 3


def _app_with_damaged_settings(argv: list[str]):
    import main
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes
    from scenes.settings_store import config_dir

    (config_dir() / "settings.json").write_text("{not json", encoding="utf-8")
    try:
        app = App(**shell_scenes(), first_scene=main.first_scene(main.parse_args(argv)))
    finally:
        (config_dir() / "settings.json").unlink(missing_ok=True)
    app.reraise = True
    frames(app, 2)
    return app


def test_start_up_message_shows_on_the_setup_that_game_opens_and_only_there():
    app = _app_with_damaged_settings(["--game", "racko"])
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    assert setup.toast.visible and "damaged" in setup.toast.message
    key(app, pygame.K_ESCAPE)  # back to the menu: the message was seen, it does not come again
    frames(app, 2)
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and not menu.toast.visible


def test_start_up_message_shows_on_the_menu():
    app = _app_with_damaged_settings([])
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and menu.toast.visible and "damaged" in menu.toast.message


def test_the_menus_message_covers_no_tile_and_no_button(monkeypatch):
    """A tester: the start-up message covered the lowest tiles' Learn buttons."""
    from scenes.kit.ui import Toast

    app = _app_with_damaged_settings([])
    menu = app.manager.top
    menu.toast.show("Your settings file was damaged. " * 6, "error", 6.0)  # three full lines
    drawn = []
    real = Toast.draw
    monkeypatch.setattr(Toast, "draw", lambda self, *a, **k: drawn.append(real(self, *a, **k)) or drawn[-1])
    menu.draw(pygame.Surface((1920, 1080)))
    (rect,) = drawn
    assert rect.h > 100 and pygame.Rect(0, 0, 1920, 1080).contains(rect)
    assert not any(rect.colliderect(b.rect) for b in menu.buttons.buttons), rect


def test_every_pause_menu_label_stands_on_one_line_in_finnish():
    """"Säännöt yhdellä silmäyksellä" wrapped onto two tight rows: the menu is as wide as its labels."""
    from scenes.kit import resources as res
    from scenes.kit.text_fit import fit
    from scenes.kit.ui import LABEL_PAD

    try:
        app = make_app(lang="fi")
        table = start_table(app, "zoker_solo", [Seat("Anna")])
        key(app, pygame.K_ESCAPE)
        pause = app.manager.top
        assert isinstance(pause, PauseScene) and pause.buttons.by_key("glance") is not None
        for b in pause.buttons.buttons:
            fitted = fit(b.label, res.BODY, True, b.rect.w - LABEL_PAD[0], 1080)
            assert len(fitted.lines) == 1 and fitted.size == res.BODY, b.label
            assert pause.panel.contains(b.rect)
        assert table is app.manager.stack[-2]
    finally:
        set_language("en")


def test_enter_on_the_round_over_sheet_goes_on_to_the_next_round():
    """The blue Next round has the keyboard focus: Enter presses it, not Menu after a Tab."""
    from game.core.api import NextRound
    from scenes.screens.round_over import RoundOverScene
    from scenes.session import Seat
    from tests.scenes.helpers import key, make_app, start_table

    app = make_app()
    table = start_table(app, "wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=2)
    for _ in range(400):  # Anna plays her first legal move; the computers play theirs
        if isinstance(app.manager.top, RoundOverScene):
            break
        if table.my_turn() and not table.busy():
            table.perform(table.state.legal_actions()[0])
        frames(app, 1)
    sheet = app.manager.top
    assert isinstance(sheet, RoundOverScene) and sheet.buttons.by_key("next").focused
    key(app, pygame.K_RETURN)
    assert app.manager.top is table and isinstance(table.state.history[-1], NextRound)


def test_the_menus_message_hides_the_title_it_stands_over(monkeypatch):
    """A play-tester: the red start-up message stood over "Pelipöytä", whose white letters showed
    through it. While it shows in full, the title is not drawn; as it fades, the title comes back."""
    from scenes.screens import menu as menu_module

    app = _app_with_damaged_settings([])
    menu = app.manager.top
    menu.toast.show("Your settings file was damaged.", "error", 6.0)
    drawn: list[str] = []
    real = menu_module.draw_text
    monkeypatch.setattr(menu_module, "draw_text", lambda surface, text, *a, **k: drawn.append(text)
                        or real(surface, text, *a, **k))
    menu.draw(pygame.Surface((1920, 1080)))
    assert "Pelipöytä" not in drawn
    menu.toast.left = 0.1  # fading
    drawn.clear()
    menu.draw(pygame.Surface((1920, 1080)))
    assert "Pelipöytä" in drawn
