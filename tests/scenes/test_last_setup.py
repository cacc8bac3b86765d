"""The setup screen starts where the family left off: player count, seats and options of the last game."""

from __future__ import annotations

from scenes.last_setup import load_last
from scenes.screens.setup import SetupScene
from scenes.settings_store import config_dir
from tests.scenes.helpers import choose_kind, click, frames, make_app


def open_setup(app, game_id: str) -> SetupScene:
    app.manager.push(SetupScene(app, game_id))
    frames(app, 2)
    return app.manager.top


def press(app, key: str) -> None:
    click(app, app.manager.top.buttons.by_key(key).rect.center)


def test_the_last_started_setup_comes_back():
    from scenes.session import autosave_path

    app = make_app()
    autosave_path("wizard").unlink(missing_ok=True)  # Start would ask about another test's save
    setup = open_setup(app, "wizard")
    before = [s.level for s in setup.seats]
    choose_kind(app, 1, "easy" if setup.seats[1].level != "easy" else "hard")  # a computer's level changes
    option = next(o for o in setup.game.options if o.choices)
    value = next(v for v in option.choices if v != setup.options[option.key])
    setup.options[option.key] = value
    after = [s.level for s in setup.seats]
    assert after != before
    press(app, "start")
    frames(app, 2)
    app.home()
    again = open_setup(app, "wizard")
    assert [s.level for s in again.seats] == after and again.options[option.key] == value
    assert again.seats[0].human  # the person's seat stays the person's
    autosave_path("wizard").unlink(missing_ok=True)


def test_a_damaged_or_outdated_setup_file_gives_the_defaults():
    app = make_app()
    path = config_dir() / "setups.json"
    for text in ("[" * 1000, '{"wizard": 5}', '{"wizard": {"kinds": ["person"], "options": {}}}',
                 '{"wizard": {"kinds": ["person", "robot", "easy"], "options": {}}}'):
        path.write_text(text, encoding="utf-8")
        setup = open_setup(app, "wizard")
        assert len(setup.seats) == 3 and setup.seats[0].human  # the defaults
        app.manager.pop()
    path.write_text('{"wizard": {"kinds": ["person", "hard", "easy"], "options": {"nope": 1}}}', "utf-8")
    from game.core.registry import GAMES

    assert load_last(GAMES["wizard"]) == (["person", "hard", "easy"], {})  # unknown options dropped
    path.unlink()


def test_a_damaged_setup_file_is_set_aside_and_said_at_start():
    """A play-tester: a corrupt setups.json was dropped without a word, and the next game started
    wrote over it; the settings and names files are set aside and named."""
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    path = config_dir() / "setups.json"
    for text in ("[" * 1000, "{not json", "[1, 2]"):
        path.write_text(text, encoding="utf-8")
        assert "setups you last started were damaged" in App(**shell_scenes()).startup_message
        kept = config_dir() / "setups.damaged.json"
        assert not path.exists() and kept.read_text(encoding="utf-8") == text
        kept.unlink()
    path.write_text('{"wizard": 5}', encoding="utf-8")  # read, and ignored entry by entry as before
    assert "setups" not in App(**shell_scenes()).startup_message and path.exists()
    path.unlink()


def test_a_kiosk_neither_remembers_nor_restores_a_setup():
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    make_app()
    app = App(**shell_scenes(), kiosk=True)
    app.reraise = True
    path = config_dir() / "setups.json"
    path.write_text('{"racko": {"kinds": ["person", "hard", "hard", "hard"], "options": {}}}', "utf-8")
    setup = open_setup(app, "racko")
    assert len(setup.seats) != 4 or setup.seats[1].level != "hard"
    path.unlink()
    press(app, "start")
    frames(app, 2)
    assert not path.exists()


def test_the_computers_keep_their_names_when_the_setup_comes_back():
    """The restored seats took the names of their places among all seats: with the person first,
    Botti became Robo, Robo became Kone, and Botti was gone from the second game on."""
    from scenes.session import autosave_path

    app = make_app()
    autosave_path("zoker_memo").unlink(missing_ok=True)
    setup = open_setup(app, "zoker_memo")
    press(app, "more")
    first = [s.name for s in setup.seats]
    press(app, "start")
    frames(app, 2)
    app.home()
    again = open_setup(app, "zoker_memo")
    assert [s.name for s in again.seats] == first == ["You", "Botti", "Robo"]
    autosave_path("zoker_memo").unlink(missing_ok=True)
