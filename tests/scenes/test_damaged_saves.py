"""Damaged saves, a full disk and crash logs (issue 15): a clear message, nothing lost, no crash."""

from __future__ import annotations

import errno
import json

import pytest

from scenes.kit.app import unique_log_path
from scenes.session import NAME_MAX, Seat, Session, autosave_path, load_autosave
from tests.scenes.helpers import click, frames, make_app


def _racko_save() -> dict:
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3, autosave=False)
    session.apply(session.state.legal_actions()[0])
    return session.to_json()


def _set_aside(game_id: str, text: str) -> str:
    path = autosave_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    restored, problem = load_autosave(game_id)
    assert restored is None and problem
    assert not path.exists() and path.with_suffix(".damaged.json").exists()
    assert load_autosave(game_id) == (None, None)  # set aside: the next Continue does not fail again
    return problem


def test_another_games_save_in_a_slot_is_refused_and_set_aside():
    """Issue 15 (1): a Racko save copied to saves/wizard.json."""
    problem = _set_aside("wizard", json.dumps(_racko_save()))
    assert problem == "Your saved Wizard game was damaged and has been set aside; start a new game."


def test_a_save_from_a_newer_version_is_kept_where_it_is():
    """Seen by a tester: a save with "format": 99 was called damaged and renamed, so the version
    that wrote it would no longer find it."""
    data = _racko_save()
    data["state"]["format"] = 99
    path = autosave_path("racko")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    restored, problem = load_autosave("racko")
    assert restored is None and problem == (
        "Your saved Racko game was saved by a newer Pelipöytä; it is kept for that version. Starting a "
        "new game here replaces it.")
    assert path.exists() and not path.with_suffix(".damaged.json").exists()
    path.unlink()


def test_a_newer_versions_save_offers_no_continue_that_cannot_work():
    """A play-tester: beside the message, "Continue game" stayed on the setup screen and only repeated
    it at every press, and Start's question had "Continue game" as its default. The setup says it
    once, offers no Continue, and Start asks to replace it, Cancel the default."""
    from scenes.kit.confirm import ConfirmScene
    from scenes.screens.setup import SetupScene

    data = _racko_save()
    data["state"]["format"] = 99
    path = autosave_path("racko")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app()
    setup = SetupScene(app, "racko")
    app.manager.push(setup)
    frames(app, 2)
    assert "continue" not in [b.key for b in setup.buttons.buttons]
    assert "newer Pelipöytä" in setup.toast.message
    click(app, setup.buttons.by_key("start").rect.center)
    question = app.manager.top
    assert isinstance(question, ConfirmScene) and "newer Pelipöytä" in question.text
    assert list(question.choices) == ["discard", "cancel"] and question.default == "cancel"
    click(app, question.buttons.by_key("cancel").rect.center)
    assert app.manager.top is setup and path.exists()  # nothing replaced
    path.unlink()


def test_options_of_the_wrong_shape_are_refused():
    """Issue 15 (2): "options": [1] in a save."""
    data = _racko_save()
    data["state"]["options"] = [1]
    _set_aside("racko", json.dumps(data))


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["state"].update(seed="x"),
        lambda d: d["state"].update(history={}),
        lambda d: d["state"].update(players="2"),
        lambda d: d.update(seats=[1, 2]),
        lambda d: d["state"]["history"].insert(0, {"type": "Draw", "pile": [[]]}),  # no good move first
        lambda d: d["state"]["history"].insert(0, []),
    ],
)
def test_fields_of_the_wrong_type_are_refused(change):
    data = _racko_save()
    change(data)
    _set_aside("racko", json.dumps(data))


@pytest.mark.parametrize("bad", [{"type": "Draw", "pile": [[]]}, [], {"type": "Place", "slot": 99}])
def test_a_bad_move_keeps_the_game_up_to_it(bad):
    """A tester changed a save's last move to slot 99: "damaged and set aside; start a new game",
    and the seven good moves before it were lost. The game goes on from the last good move."""
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3, autosave=False)
    for _ in range(7):
        session.apply(session.state.legal_actions()[0])
    data = session.to_json()
    data["state"]["history"].append(bad)
    path = autosave_path("racko")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    restored, problem = load_autosave("racko")
    assert problem == ("Your saved Racko game was damaged after move 7; it goes on from there (the whole "
                       "file was kept as racko.damaged.json).")
    assert restored.state.history == session.state.history and restored.seats == session.seats
    assert json.loads(path.with_suffix(".damaged.json").read_text(encoding="utf-8")) == data
    again, none = load_autosave("racko")  # the save is the game as far as it read
    assert none is None and again.state.history == session.state.history
    path.unlink()
    path.with_suffix(".damaged.json").unlink()


def test_deep_nesting_is_refused_not_a_crash():
    """Issue 15 (3): a 2 KB file of 1,000 nested `[` as a save."""
    _set_aside("racko", "[" * 1000 + "]" * 1000)
    _set_aside("racko", "[" * 100000)


def test_a_huge_seat_name_is_cut_on_load():
    """Issue 15 (6): a seat name of 1,000,000 characters."""
    data = _racko_save()
    data["seats"][0]["name"] = "A" * 1_000_000
    path = autosave_path("racko")
    path.write_text(json.dumps(data), encoding="utf-8")
    restored, problem = load_autosave("racko")
    assert problem is None and len(restored.seats[0].name) == NAME_MAX


def test_a_full_disk_is_said_once_and_leaves_no_temporary_file(monkeypatch):
    """Issue 15: 41 moves were not saved and nobody was told; a partial racko.tmp was left behind."""
    import os

    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3)

    def full_disk(fd):  # the temporary file is written (buffered), then the disk is full
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    assert session.problems == ["Your game cannot be saved: the disk is full. You can keep playing."]
    assert not list(autosave_path("racko").parent.glob("*.tmp"))
    assert len(session.state.history) == 3  # play went on


def test_the_table_shows_a_save_failure_once():
    from scenes.registry import SCENES

    app = make_app()
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3, autosave=False)
    session.problems.append("Your game cannot be saved: the disk is full. You can keep playing.")
    table = SCENES["racko"](app, session)
    app.manager.reset(table)
    frames(app, 2)
    assert table.toast.visible and "disk is full" in table.toast.message and not session.problems


def test_crash_logs_in_the_same_second_get_different_names(tmp_path):
    """Issue 15 (7): three crashes in one second leave three logs."""
    names = set()
    for _ in range(3):
        path = unique_log_path(tmp_path)
        path.write_text("x", encoding="utf-8")
        names.add(path.name)
    assert len(names) == 3


@pytest.mark.parametrize(
    "text",
    [
        '{"reveal_time": Infinity}',
        '{"reveal_time": NaN}',
        '{"reveal_time": -1}',
        '{"reveal_time": true}',
        '{"volume": NaN}',
        '{"language": "xx"}',
        "[" * 1000,
    ],
)
def test_out_of_range_settings_fall_back_with_a_message(tmp_path, text):
    """Issue 15 (5): "reveal_time": Infinity (or NaN, or −1) was accepted; every setting is range-checked."""
    from scenes.settings_store import Settings, load_settings

    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem == "settings_broken"
    assert settings.reveal_time == Settings().reveal_time == 3.0
    assert settings.language == "en" and 0 <= settings.volume <= 1


@pytest.mark.parametrize("game_id", ["zoker_memo", "zoker_solo"])
def test_wrong_shaped_old_records_never_crash_a_table(game_id):
    """Issue 15 (4): records.json holding {"zoker_memo": 5} crashed the one-player Memo table when it
    opened; {"zoker_solo": 5} crashed Solo on its final move."""
    import random

    from scenes.settings_store import data_dir
    from tests.scenes.helpers import settle, start_table

    app = make_app()
    (data_dir() / "records.json").write_text('{"zoker_memo": 5, "zoker_solo": 5}', encoding="utf-8")
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes(), lang="en")
    app.reraise = True  # any crash fails the test
    app.settings.computer_speed = "instant"
    table = start_table(app, game_id, [Seat("Anna")], seed=4)
    rng = random.Random(4)
    while not table.state.is_over():
        assert table.perform(rng.choice(table.state.legal_actions())) is None
        frames(app, 1)
    settle(app)
    frames(app, 5)
    assert type(app.manager.top).__name__ == "GameOverScene"


def test_a_save_started_in_english_says_you_in_finnish_after_switching():
    """A game saved with the default "You" showed "You" at a Finnish table; a typed name stays as typed."""
    from game.core import i18n

    data = Session.start("racko", [Seat("You"), Seat("Botti", "easy")], seed=3, autosave=False).to_json()
    typed = Session.start("racko", [Seat("Youssef"), Seat("Botti", "easy")], seed=3, autosave=False).to_json()
    i18n.set_language("fi")
    try:
        assert Session.from_json(data).seats[0].name == "Sinä"
        assert Session.from_json(typed).seats[0].name == "Youssef"
        finnish = Session.from_json(data).to_json()
    finally:
        i18n.set_language("en")
    assert Session.from_json(finnish).seats[0].name == "You"


def test_a_lone_surrogate_in_a_name_costs_a_letter_not_the_game():
    """Seen by a tester: a seat name "Ann\\ud800a" in a save (valid JSON) crashed the table at its first
    drawn name, again at every Continue; in names.json it crashed every setup screen."""
    from scenes.screens.setup import SetupScene
    from scenes.settings_store import config_dir
    from tests.scenes.helpers import start_table

    data = _racko_save()
    text = json.dumps(data).replace('"Anna"', '"Ann\\ud800a"', 1)
    assert "\\ud800" in text
    path = autosave_path("racko")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    restored, problem = load_autosave("racko")
    assert problem is None and restored.seats[0].name == "Ann\ufffda"
    assert len(restored.state.history) == 1  # the game goes on where it was
    app = make_app()
    (config_dir() / "names.json").write_text('{"seats": {"0": "Ann\\ud800a"}}', encoding="utf-8")
    setup = SetupScene(app, "racko")
    app.manager.push(setup)
    frames(app, 2)  # drew the setup screen with the name
    app.manager.pop()
    start_table(app, "racko", restored.seats, restored.state.options, seed=3)
    frames(app, 2)  # and a table with it
    (config_dir() / "names.json").unlink()


def test_a_save_that_cannot_be_read_now_is_kept_not_set_aside(monkeypatch):
    """Seen by a tester: a save made unreadable (chmod 000) was called damaged and renamed, and the game
    in progress vanished from the menu for good once the permission was fixed."""
    from pathlib import Path

    data = _racko_save()
    path = autosave_path("racko")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    real = Path.read_text

    def refuse(self, *a, **k):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *a, **k)

    aside = sorted(path.parent.glob("racko*damaged*"))  # other tests' damaged saves, if any
    monkeypatch.setattr(Path, "read_text", refuse)
    restored, problem = load_autosave("racko")
    assert restored is None and "cannot be read now" in problem and "it is kept" in problem
    assert path.exists() and sorted(path.parent.glob("racko*damaged*")) == aside
    monkeypatch.setattr(Path, "read_text", real)
    restored, problem = load_autosave("racko")  # the permission fixed: the game goes on
    assert problem is None and len(restored.state.history) == 1
    path.unlink()


def test_settings_that_cannot_be_read_now_are_kept_and_never_written_over(tmp_path, monkeypatch):
    """Seen by a tester: settings.json made unreadable was called damaged and renamed, and the next
    change of a setting wrote a new file in its place."""
    from pathlib import Path

    from scenes.settings_store import Settings, load_settings, save_settings

    path = tmp_path / "settings.json"
    save_settings(Settings(language="fi", volume=0.3), path)
    kept = path.read_bytes()
    real_text, real_bytes = Path.read_text, Path.read_bytes

    def refuse(real):
        def read(self, *a, **k):
            if self == path:
                raise PermissionError(13, "Permission denied", str(self))
            return real(self, *a, **k)
        return read

    monkeypatch.setattr(Path, "read_text", refuse(real_text))
    monkeypatch.setattr(Path, "read_bytes", refuse(real_bytes))
    settings, problem = load_settings(path)
    assert problem == "settings_unreadable" and settings == Settings()
    with pytest.raises(OSError):
        save_settings(settings, path)
    monkeypatch.setattr(Path, "read_bytes", real_bytes)
    assert path.read_bytes() == kept and not list(tmp_path.glob("*damaged*"))


def test_a_folder_in_place_of_settings_or_statistics_is_said_at_start(tmp_path, monkeypatch):
    """A folder made where settings.json or stats.json belongs: nothing can be saved there, so the
    first screen says so (it used to be silent and every change was lost), and the folder stays."""
    from scenes.kit.app import read_files

    monkeypatch.setenv("PELIPOYTA_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("PELIPOYTA_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "cfg" / "settings.json").mkdir(parents=True)
    (tmp_path / "data" / "stats.json").mkdir(parents=True)
    settings, records, message = read_files()
    assert str(tmp_path / "cfg" / "settings.json") in message and "settings cannot be saved" in message
    assert str(tmp_path / "data" / "stats.json") in message and "statistics cannot be saved" in message
    assert settings.language == "en" and not records.save()
    assert (tmp_path / "cfg" / "settings.json").is_dir() and (tmp_path / "data" / "stats.json").is_dir()


def test_a_save_damaged_while_closed_is_named_at_start_not_offered_to_continue():
    """Seen by a tester: a cut-short save still showed "Game in progress" and Continue on the menu;
    only Continue then said it was damaged."""
    from scenes.kit.app import read_files
    from scenes.session import has_save

    path = autosave_path("racko")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(_racko_save())
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    good = autosave_path("wizard")
    whole = _racko_save()
    whole["state"]["game"] = "wizard"
    good.write_text(json.dumps(whole), encoding="utf-8")  # reads as a save of its game
    _settings, _records, message = read_files()
    assert "Your saved Racko game was damaged and has been set aside; start a new game." in message
    assert not has_save("racko") and path.with_suffix(".damaged.json").exists()
    assert has_save("wizard") and "Wizard" not in message  # its moves are tried when it is continued
    good.unlink()
    path.with_suffix(".damaged.json").unlink()


def test_continue_says_on_the_table_from_where_a_damaged_game_goes_on():
    from scenes.screens.setup import SetupScene

    app = make_app()
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3, autosave=False)
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    assert session.state.current_player == 1  # Botti, a computer, is to move
    data = session.to_json()
    data["state"]["history"].append({"type": "Place", "slot": 99})
    path = autosave_path("racko")
    path.write_text(json.dumps(data), encoding="utf-8")
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    app.manager.top.continue_game()
    frames(app, 30)
    notice = app.manager.top  # a tester: a message on the table was gone under the computer's move
    assert type(notice).__name__ == "ConfirmScene" and "damaged after move 3; it goes on" in notice.text
    table = app.manager.stack[-2]
    assert table.session.state.history == session.state.history  # nobody moved meanwhile
    click(app, notice.buttons.by_key("go").rect.center)
    frames(app, 2)
    assert app.manager.top is table
    path.unlink()
    path.with_suffix(".damaged.json").unlink()
