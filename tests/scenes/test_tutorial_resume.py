"""A tutorial left midway offers, when opened again, to go on from the next step or start over
(it used to start from step 1 every time); a kiosk's next visitor always starts afresh."""

from __future__ import annotations

import pytest

from game.core.tutorial import available
from scenes import tutorial_store
from scenes.kit.confirm import ConfirmScene
from scenes.screens import tutorial_play as tp
from scenes.screens.menu import MenuScene
from scenes.screens.tutorial import TutorialEndScene, open_tutorial
from tests.scenes.helpers import click, frames, make_app


def left_after(app, game_id: str, steps: int):
    """Open the tutorial from the menu, make `steps` steps by real input, go back to the menu;
    the table's history as it was left."""
    app.manager.reset(MenuScene(app))
    open_tutorial(app, game_id)
    table = app.manager.top
    for _ in range(steps):
        assert tp.play_step(app, table)
    tp.settle(app, table)
    history = list(table.state.history)
    app.home()
    return history


def choose(app, key: str) -> None:
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmScene), dialog
    click(app, next(b for b in dialog.buttons.buttons if b.key == key).rect.center)
    frames(app, 2)


@pytest.mark.parametrize("game_id", available())
def test_going_on_where_the_tutorial_was_left(game_id):
    app = make_app()
    history = left_after(app, game_id, 3)
    assert tutorial_store.progress(game_id) == 3
    open_tutorial(app, game_id)
    assert "3" in app.manager.top.text  # "Last time you stopped after step 3 of …"
    choose(app, "go_on")
    table = next(s for s in app.manager.stack if getattr(s, "tutorial", None))  # a round-over panel may be up
    assert table.tutorial.cursor.step == 3 and table.tutorial.mode == "step"
    assert list(table.state.history)[:len(history)] == history
    assert tp.play_through(app, table) == len(table.tutorial.tutorial.steps) - 3  # and on to the end
    frames(app, 3)
    assert isinstance(app.manager.top, TutorialEndScene)
    assert tutorial_store.progress(game_id) == 0  # finished: nothing to go on with


def test_starting_over_and_cancelling():
    app = make_app()
    left_after(app, "zoker_solo", 2)
    open_tutorial(app, "zoker_solo")
    choose(app, "cancel")
    assert isinstance(app.manager.top, MenuScene) and tutorial_store.progress("zoker_solo") == 2
    open_tutorial(app, "zoker_solo")
    choose(app, "over")
    table = app.manager.top
    assert table.tutorial.cursor.step == 0 and not table.state.history
    assert tutorial_store.progress("zoker_solo") == 0
    app.home()
    open_tutorial(app, "zoker_solo")  # started over and left before a step: no question
    assert app.manager.top.tutorial.cursor.step == 0


def test_restarting_the_deal_forgets_the_progress():
    app = make_app()
    left_after(app, "zoker_solo", 2)
    open_tutorial(app, "zoker_solo")
    choose(app, "go_on")
    app.manager.top.restart()
    assert tutorial_store.progress("zoker_solo") == 0


def test_a_kiosk_neither_keeps_nor_offers_progress():
    app = make_app()
    app.kiosk = True
    left_after(app, "zoker_solo", 2)
    assert tutorial_store.progress("zoker_solo") == 0
    tutorial_store.save_progress("zoker_solo", 2)  # from before the kiosk
    open_tutorial(app, "zoker_solo")
    assert app.manager.top.tutorial.cursor.step == 0


def test_damaged_progress_counts_as_none(tmp_path, monkeypatch):
    monkeypatch.setattr(tutorial_store, "data_dir", lambda: tmp_path)
    damaged = '{"finished": ["racko"], "progress": {"racko": "3", "wizard": -1}}'
    (tmp_path / "tutorials.json").write_text(damaged)
    assert tutorial_store.progress("racko") == 0 and tutorial_store.progress("wizard") == 0
    (tmp_path / "tutorials.json").write_text('{"finished": [], "progress": [3]}')
    assert tutorial_store.progress("racko") == 0
    tutorial_store.save_progress("zoker_solo", 4)
    assert tutorial_store.progress("zoker_solo") == 4
    tutorial_store.mark_finished("zoker_solo")
    assert tutorial_store.progress("zoker_solo") == 0 and tutorial_store.finished() == {"zoker_solo"}


@pytest.mark.parametrize(("kiosk", "said"), [(False, "go on from step 3"), (True, "This game is not saved.")])
def test_quitting_midway_says_the_place_is_kept(kiosk, said):
    """Quit to menu in a tutorial said "This game is not saved." even though its place is kept."""
    from scenes.screens.pause import ask_quit_to_menu

    app = make_app()
    app.kiosk = kiosk
    app.manager.reset(MenuScene(app))
    open_tutorial(app, "zoker_solo")
    table = app.manager.top
    for _ in range(2):
        assert tp.play_step(app, table)
    ask_quit_to_menu(app, table)
    assert said in app.manager.top.text


def test_the_pause_menu_in_a_tutorial_offers_to_start_it_over():
    """It offered "Restart this deal" and "Learn to play", which only asked to go on with the
    tutorial already open; now one "Start the tutorial over", asked first."""
    from scenes.screens.pause import PauseScene

    app = make_app()
    app.manager.reset(MenuScene(app))
    open_tutorial(app, "zoker_tiko")
    table = app.manager.top
    assert tp.play_step(app, table)
    table.open_pause()
    pause = app.manager.top
    assert isinstance(pause, PauseScene)
    keys = {b.key: b.label for b in pause.buttons.buttons}
    assert "tutorial" not in keys and keys["restart"] == "Start the tutorial over"
    click(app, pause.buttons.by_key("restart").rect.center)
    assert app.manager.top.title == "Start the tutorial over?"
    choose(app, "yes")
    assert table.tutorial.cursor.step == 0 and not table.state.history
    assert tutorial_store.progress("zoker_tiko") == 0


def command_line_app(argv: list[str], kept: int, tmp_path, monkeypatch):
    """The app `main.py ARGV` opens when zoker_solo's tutorial was left after `kept` steps."""
    import main

    monkeypatch.setattr(tutorial_store, "data_dir", lambda: tmp_path)  # make_app clears the real one
    tutorial_store.save_progress("zoker_solo", kept)
    app = make_app(first_scene=main.first_scene(main.parse_args(argv)))
    frames(app, 2)
    return app


def test_the_command_line_offers_to_go_on_as_the_menu_does(tmp_path, monkeypatch):
    """`--tutorial ID` started at step 1 every time, even with progress kept."""
    app = command_line_app(["--tutorial", "zoker_solo"], 2, tmp_path, monkeypatch)
    assert "2" in app.manager.top.text and isinstance(app.manager.stack[0], MenuScene)
    choose(app, "cancel")
    assert isinstance(app.manager.top, MenuScene) and tutorial_store.progress("zoker_solo") == 2
    app = command_line_app(["--tutorial", "zoker_solo"], 2, tmp_path, monkeypatch)
    choose(app, "go_on")
    assert app.manager.top.tutorial.cursor.step == 2


def test_autoplay_plays_from_the_first_step_and_keeps_nothing(tmp_path, monkeypatch):
    """CI's `--tutorial ID --autoplay` never asks, starts at step 1 and leaves kept progress as it was."""
    app = command_line_app(["--tutorial", "zoker_solo", "--autoplay"], 2, tmp_path, monkeypatch)
    table = app.manager.top
    assert table.tutorial.cursor.step == 0 and not table.state.history
    assert tp.autoplay(app, "zoker_solo") == 0
    assert tutorial_store.progress("zoker_solo") == 2 and not tutorial_store.is_finished("zoker_solo")


def test_a_damaged_progress_file_is_kept_aside_not_written_over():
    """Seen by a tester: a tutorials.json missing its last brace was silently replaced at the next
    step, and the tutorials finished before were gone."""
    from scenes import tutorial_store
    from scenes.settings_store import data_dir

    path = data_dir() / tutorial_store.FILE
    damaged = '{"finished": ["racko", "wizard"], "progress": {"gang_of_four": 3}'
    path.write_text(damaged, encoding="utf-8")
    tutorial_store.save_progress("zoker_kubo", 1)
    assert tutorial_store.progress("zoker_kubo") == 1
    assert (data_dir() / "tutorials.damaged.json").read_text(encoding="utf-8") == damaged
    (data_dir() / "tutorials.damaged.json").unlink()
    path.unlink()
