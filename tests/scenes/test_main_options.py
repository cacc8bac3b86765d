"""main.py reads a valid command line without argparse, exactly as argparse reads it; anything else
(help, a typo, a bad value) goes to argparse and its messages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import main
from game.core.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
WORDS = [
    *main.OPTIONS,
    "en",
    "fi",
    "de",
    *GAMES,
    "zoker",
    "0",
    "7",
    "-3",
    "+4",
    "x",
    "007",
    "--",
    "-h",
    "--fram",
]


def _by_argparse(argv: list[str]) -> dict | str:
    choices = {f: tuple(sorted(GAMES)) if spec[0] is None else spec[0] for f, spec in main.OPTIONS.items()}
    try:
        args = main._argparser(choices).parse_args(argv)
    except SystemExit:
        return "refused"
    problem = main._problem(args)
    if problem:
        return "refused"
    if args.demo and not args.game:
        args.game = "zoker_solo"
    return vars(args)


def _by_main(argv: list[str]) -> dict | str:
    try:
        return vars(main.parse_args(argv))
    except SystemExit:
        return "refused"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=6))
def test_any_command_line_reads_as_argparse_reads_it(argv):
    assert _by_main(argv) == _by_argparse(argv)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--frames", "1"],
        ["--demo", "--game", "racko", "--seed", "4"],
        ["--lang", "fi", "--kiosk"],
        ["--tutorial", "zoker_solo", "--autoplay"],
        ["--fullscreen", "--selftest"],
    ],
)
def test_a_valid_command_line_needs_no_argparse(argv, monkeypatch):
    expected = _by_argparse(argv)
    monkeypatch.setattr(main, "_argparser", lambda choices: pytest.fail("argparse was built"))
    assert _by_main(argv) == expected != "refused"


def test_a_mistake_gets_argparses_message():
    out = subprocess.run([sys.executable, "main.py", "--seed", "x"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 2 and "argument --seed: invalid int value: 'x'" in out.stderr
    out = subprocess.run(
        [sys.executable, "main.py", "--frames", "-1"], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 2 and "--frames must be 0 or more" in out.stderr


@pytest.mark.parametrize("seed", ["-1", "12345678901234567890123456"])
def test_a_seed_that_is_no_deal_number_is_refused_in_words(seed):
    """A play-tester: `--seed -1` showed "Deal number -1"; a 26-digit seed shrank its label past reading."""
    out = subprocess.run([sys.executable, "main.py", "--seed", seed, "--frames", "0"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 2 and "--seed must be a deal number from 0 to 999,999,999" in out.stderr
    assert main.parse_args(["--seed", "999999999", "--game", "zoker_solo"]).seed == 999_999_999


@pytest.mark.parametrize("extra", [["--game", "racko"], ["--demo"]])
def test_a_tutorial_with_a_game_or_demo_is_refused_in_words(extra):
    """`--tutorial zoker_solo --game racko` opened the tutorial and dropped the rest silently."""
    out = subprocess.run([sys.executable, "main.py", "--tutorial", "zoker_solo", *extra, "--frames", "0"],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 2 and "--tutorial opens its own table: leave out --game and --demo" in out.stderr


def test_language_from_the_command_line_is_for_that_run_only():
    """A `--lang fi` run that saved another setting saved "language": "fi" as well, and every later run
    opened in Finnish. The saved language changes only when the person picks one in Settings."""
    from game.core.i18n import language
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes
    from scenes.settings_store import config_dir, load_settings

    path = config_dir() / "settings.json"
    path.unlink(missing_ok=True)
    app = App(**shell_scenes(), lang="fi")
    assert app.settings.language == "fi" and language() == "fi"
    app.settings.volume = 0.25
    app.save_settings()  # the volume slider's save
    saved = load_settings(path)[0]
    assert saved.volume == 0.25 and saved.language == "en"
    app.set_language("fi")  # picked in Settings: kept
    assert load_settings(path)[0].language == "fi"
    path.unlink()


def test_settings_say_which_choice_the_command_line_made_for_this_run_only(monkeypatch):
    """A play-tester: with `--lang fi` Settings lit "Suomi" while English stayed saved, and the next
    start was in English. Under the label it says the choice is for this run; pressing one keeps it."""
    import pygame

    from scenes.kit.app import App
    from scenes.screens import settings as settings_module
    from scenes.screens.settings import SettingsScene
    from scenes.screens.shell import shell_scenes
    from scenes.settings_store import config_dir, load_settings
    from tests.scenes.helpers import spy_texts

    path = config_dir() / "settings.json"
    path.unlink(missing_ok=True)
    app = App(**shell_scenes(), lang="fi")
    scene = SettingsScene(app)
    drawn = spy_texts(settings_module, monkeypatch, "blit_text")
    scene.draw(pygame.Surface((1920, 1080)))
    assert drawn.count("vain tällä kertaa: tallenna painamalla") == 1  # the language's row only
    scene.buttons.by_key("language.fi").on_click()
    drawn.clear()
    scene.draw(pygame.Surface((1920, 1080)))
    assert "vain tällä kertaa: tallenna painamalla" not in drawn and load_settings(path)[0].language == "fi"
    app.set_language("en")
    path.unlink()
    app = App(**shell_scenes(), lang="en")  # what the command line asks is what is saved: no word
    drawn.clear()
    SettingsScene(app).draw(pygame.Surface((1920, 1080)))
    assert "for this run only: press one to keep it" not in drawn


def test_fullscreen_from_the_command_line_is_not_saved_as_a_setting():
    """Seen by a tester: a setting changed in a `--fullscreen` run saved "fullscreen": true, and later
    runs without the flag opened fullscreen. F11 (or Settings) is the person's choice and is kept."""
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes
    from scenes.settings_store import config_dir, load_settings

    (config_dir() / "settings.json").unlink(missing_ok=True)
    app = App(**shell_scenes(), fullscreen=True)
    assert app.settings.fullscreen
    app.set_language("fi")
    saved = load_settings(config_dir() / "settings.json")[0]
    assert saved.language == "fi" and saved.fullscreen is False
    app.toggle_fullscreen()  # F11: out of fullscreen, and that is the person's choice
    app.toggle_fullscreen()  # F11 again: into fullscreen, kept
    assert load_settings(config_dir() / "settings.json")[0].fullscreen is True
    app.set_language("en")
    (config_dir() / "settings.json").unlink()
