"""Never lose a game, kiosk limits, typed names, setup options: driven by real mouse and key events."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes.kit.app import IDLE_KIOSK_SECONDS, App
from scenes.kit.confirm import ConfirmScene
from scenes.registry import SCENES
from scenes.screens.curtain import CurtainScene
from scenes.screens.menu import MenuScene
from scenes.screens.name_entry import NameEntryScene
from scenes.screens.pause import PauseScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.shell import shell_scenes
from scenes.session import Seat, Session, autosave_path
from scenes.settings_store import NAME_LIMIT, config_dir, load_names
from tests.scenes.helpers import DT, choose_kind, click, frames, key, make_app, post, settle, texts_drawn


def press(app, button_key: str) -> None:
    """Click the top scene's button `button_key` with the mouse."""
    click(app, app.manager.top.buttons.by_key(button_key).rect.center)


def type_text(app, text: str) -> None:
    """Keys as a real keyboard sends them: a KEYDOWN and the TEXTINPUT with the letter."""
    for ch in text:
        post(app, pygame.KEYDOWN, key=ord(ch.lower()) if ch.isascii() else 0, mod=0, unicode=ch, scancode=0)
        post(app, pygame.TEXTINPUT, text=ch)
    frames(app, 2)


def fresh(**kw) -> App:
    for name in ("names.json", "settings.json"):
        (config_dir() / name).unlink(missing_ok=True)
    for gid in SCENES:
        autosave_path(gid).unlink(missing_ok=True)
    return make_app(**kw)


def saved_wizard_at_round(n: int) -> Session:
    session = Session.start("wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=5)
    while session.state.view(0).round_no < n:
        session.apply(session.state.legal_actions()[0])
    return session


# ----------------------------------------------------------------------------- never lose a game


def test_a_save_between_rounds_says_after_which_round():
    """A play-tester: the question said "(round 2 of 20)" of a game whose round 2 was over."""
    from game.core.api import ROUND_OVER
    from scenes.screens.setup import progress_text

    session = saved_wizard_at_round(2)
    while session.state.phase != ROUND_OVER:
        session.apply(session.state.legal_actions()[0])
    assert progress_text(session) == "after round 2 of 20"
    session.apply(session.state.legal_actions()[0])  # the next round begins
    assert progress_text(session) == "round 3 of 20"


def test_start_with_a_saved_game_asks_and_cancel_keeps_the_save():
    app = fresh()
    saved_wizard_at_round(3)
    before = autosave_path("wizard").read_text(encoding="utf-8")
    press(app, "wizard")
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    press(app, "start")
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmScene)
    assert "Wizard" in dialog.text and "round 3 of 20" in dialog.text
    continue_button = dialog.buttons.by_key("continue")
    assert continue_button.style == "primary" and continue_button.focused  # the default
    press(app, "cancel")
    assert app.manager.top is setup
    assert autosave_path("wizard").read_text(encoding="utf-8") == before
    press(app, "start")
    key(app, pygame.K_ESCAPE)  # Esc is Cancel too
    assert app.manager.top is setup and autosave_path("wizard").read_text(encoding="utf-8") == before


def test_enter_on_the_question_continues_the_saved_game():
    app = fresh()
    saved = saved_wizard_at_round(2)
    app.manager.push(SetupScene(app, "wizard"))
    frames(app)
    press(app, "start")
    key(app, pygame.K_RETURN)
    table = app.manager.top
    assert isinstance(table, SCENES["wizard"])
    assert table.session.state.history == saved.state.history


def test_start_new_game_after_confirming_discards_the_save():
    app = fresh()
    saved_wizard_at_round(3)
    app.manager.push(SetupScene(app, "wizard"))
    frames(app)
    press(app, "start")
    press(app, "discard")
    table = app.manager.top
    assert isinstance(table, SCENES["wizard"])
    path = autosave_path("wizard")
    # the old save is gone at once (a computer may already have saved the new game's first move)
    assert not path.exists() or json.loads(path.read_text(encoding="utf-8"))["state"]["seed"] == (
        table.session.state.seed
    )
    settle(app)
    assert table.session.state.view(0).round_no == 1
    table.session.apply(table.session.state.legal_actions()[0])
    data = json.loads(autosave_path("wizard").read_text(encoding="utf-8"))
    assert data["state"]["seed"] == table.session.state.seed


def test_start_without_a_save_does_not_ask_and_a_game_without_rounds_counts_moves():
    from scenes.screens.setup import saved_game_text

    app = fresh()
    app.manager.push(SetupScene(app, "zoker_solo"))
    frames(app)
    press(app, "start")
    assert isinstance(app.manager.top, SCENES["zoker_solo"])
    session = app.manager.top.session
    session.apply(session.state.legal_actions()[0])
    assert "(1 move made)" in saved_game_text("zoker_solo", "Zoker Solo")


def test_restart_and_end_game_ask_first():
    app = fresh()
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=2)
    table = SCENES["racko"](app, session)
    app.manager.reset(table)
    settle(app)
    session.apply(session.state.legal_actions()[0])
    moves = len(session.state.history)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, PauseScene)
    assert app.manager.top.buttons.by_key("restart").label == "Restart this game"  # Racko has rounds
    press(app, "restart")
    assert isinstance(app.manager.top, ConfirmScene) and app.manager.top.buttons.by_key("no").focused
    assert app.manager.top.title == "Restart this game?"
    press(app, "no")
    assert isinstance(app.manager.top, PauseScene) and len(session.state.history) == moves
    press(app, "restart")
    press(app, "yes")
    assert app.manager.top is table and len(session.state.history) < moves
    settle(app)
    key(app, pygame.K_ESCAPE)
    # Racko has no end of its own (Solo's End game scores the game): here the game is given up
    assert app.manager.top.buttons.by_key("end").label == "Give up game"
    press(app, "end")
    assert isinstance(app.manager.top, ConfirmScene) and app.manager.top.title == "Give up this game?"
    # said before it happens, not as done ("This game is given up: …")
    assert app.manager.top.text == "The game ends here: it is not saved and cannot be continued."
    key(app, pygame.K_RETURN)  # the default keeps the game
    assert isinstance(app.manager.top, PauseScene) and autosave_path("racko").exists()
    press(app, "end")
    press(app, "yes")
    assert isinstance(app.manager.top, MenuScene) and not autosave_path("racko").exists()


def test_restart_in_a_later_round_starts_the_game_over_from_its_first_deal():
    """It said "Restart this deal" and "The same deal starts again", and then dealt round 1 again."""
    from game.core.api import ROUND_OVER, NextRound

    app = fresh()
    session = Session.start("wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=2)
    first = session.state.clone()
    while session.state.phase != ROUND_OVER:
        session.apply(session.state.legal_actions()[0])
    session.apply(NextRound())
    table = SCENES["wizard"](app, session)
    app.manager.reset(table)
    settle(app)
    key(app, pygame.K_ESCAPE)
    press(app, "restart")
    assert app.manager.top.title == "Restart this game?"
    assert app.manager.top.text.startswith("The same game starts again from its first deal;")
    press(app, "yes")
    assert session.state.snapshot() == first.snapshot()  # round 1, dealt as before


def test_a_game_of_one_deal_restarts_the_deal():
    app = fresh()
    table = SCENES["zoker_solo"](app, Session.start("zoker_solo", [Seat("Anna")], seed=2))
    app.manager.reset(table)
    settle(app)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top.buttons.by_key("restart").label == "Restart this deal"
    press(app, "restart")
    assert app.manager.top.title == "Restart this deal?"


def test_quit_to_menu_says_the_game_is_saved():
    app = fresh()
    table = SCENES["racko"](app, Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=2))
    app.manager.reset(table)
    settle(app)
    key(app, pygame.K_ESCAPE)
    press(app, "menu")
    dialog = app.manager.top
    assert isinstance(dialog, ConfirmScene) and "saved" in dialog.text
    press(app, "menu")
    assert isinstance(app.manager.top, MenuScene) and autosave_path("racko").exists()


# ----------------------------------------------------------------------------- kiosk


def kiosk_app(lang: str = "en") -> App:
    fresh()
    app = App(**shell_scenes(), kiosk=True, lang=lang)
    app.reraise = True
    app.window = pygame.display.set_mode((1920, 1080))  # a 1080p kiosk screen: clicks land as posted
    return app


def test_a_kiosk_does_not_promise_to_keep_the_game_a_new_one_replaces():
    """A kiosk keeps no replays: its question says the saved game is discarded, not that Recent games
    keeps it."""
    app = kiosk_app()
    session = Session.start("racko", [Seat("You"), Seat("Botti", "easy")], seed=5)
    while session.state.current_player == 0:
        session.apply(session.state.legal_actions()[0])
    session.autosave()
    setup = SetupScene(app, "racko")
    app.manager.push(setup)
    frames(app, 2)
    setup.start()
    frames(app, 2)
    text = app.manager.top.text
    assert "Discard it" in text and "Recent games" not in text


def test_a_kiosk_setup_shows_the_saved_games_options_beside_continue():
    """A tester: beside "Continue game" a kiosk showed "Play to 500", though Continue opened the
    saved single round."""
    app = kiosk_app()
    session = Session.start("racko", [Seat("You"), Seat("Botti", "easy")], {"rounds": 1}, seed=5)
    session.autosave()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    setup = app.manager.top
    assert setup.options["rounds"] == 1 and setup.seats[1].level == "easy"
    assert setup.buttons.by_key("option.rounds").label == "Single round"
    autosave_path("racko").unlink()


def test_kiosk_cannot_leave_fullscreen_and_settings_offer_only_this_visit():
    app = kiosk_app()
    assert app.settings.fullscreen
    window = app.window
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and app.window is window  # F11 does nothing on a kiosk
    menu = app.manager.top
    row = [b for b in menu.buttons.buttons if b.rect.y == menu.buttons.by_key("settings").rect.y]
    assert "quit" not in [b.key for b in row]
    assert (row[0].rect.left + row[-1].rect.right) // 2 == 960  # the row is centred without Quit
    press(app, "settings")
    settings = app.manager.top
    assert isinstance(settings, SettingsScene)
    keys = {b.key.split(".")[0] for b in settings.buttons.buttons}
    assert keys == {"language", "volume", "back"}
    press(app, "language.fi")
    press(app, "volume.0")
    assert app.settings.language == "fi" and app.settings.muted
    assert not (config_dir() / "settings.json").exists()  # nothing is saved
    assert menu.buttons.by_key("settings").label == "Asetukset"  # the menu below is relabelled at once
    key(app, pygame.K_m)
    assert not (config_dir() / "settings.json").exists()
    app.idle = IDLE_KIOSK_SECONDS + 1
    frames(app, 2)
    top = app.manager.top
    assert isinstance(top, MenuScene) and app.settings.language == "en" and not app.settings.muted
    assert top.buttons.by_key("settings").label == "Settings"


def test_a_kiosk_menu_offers_the_other_language_by_its_own_name_for_the_visit():
    """A visitor who cannot read Finnish does not know "Asetukset" hides the language: "English"
    stands on the menu itself; the idle return brings the kiosk's own language back."""
    app = kiosk_app("fi")
    menu = app.manager.top
    assert menu.buttons.by_key("language.en").label == "English"
    assert "language.fi" not in [b.key for b in menu.buttons.buttons]  # not the language already shown
    press(app, "language.en")
    menu = app.manager.top
    assert app.settings.language == "en" and menu.buttons.by_key("settings").label == "Settings"
    assert menu.buttons.by_key("language.fi").label == "Suomi"
    assert not (config_dir() / "settings.json").exists()  # nothing is saved
    row = [b for b in menu.buttons.buttons if b.rect.y == menu.buttons.by_key("settings").rect.y]
    assert (row[0].rect.left + row[-1].rect.right) // 2 == 960
    app.idle = IDLE_KIOSK_SECONDS + 1
    frames(app, 2)
    assert app.settings.language == "fi"
    if app.attract is not None:  # left on the menu this long, the computers begin at once: a touch ends it
        post(app, pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1)
        frames(app, 1)
    assert app.manager.top.buttons.by_key("language.en")


def test_a_home_menu_has_quit_and_no_language_button():
    app = fresh()
    keys = [b.key for b in app.manager.top.buttons.buttons]
    assert "quit" in keys and not any(k.startswith("language.") for k in keys)


def test_settings_show_values_in_order_and_relabel_the_scene_below():
    app = fresh()
    press(app, "settings")
    scene = app.manager.top
    row = [b for b in scene.buttons.buttons if b.key.startswith("animation.")]
    assert [b.key for b in row] == [
        "animation.instant",
        "animation.fast",
        "animation.normal",
        "animation.slow",
    ]
    assert [b.rect.x for b in row] == sorted(b.rect.x for b in row)
    assert scene.buttons.by_key("animation.fast").style == "primary"  # make_app chose fast
    press(app, "animation.slow")
    assert app.settings.animation_speed == "slow"
    assert app.manager.top.buttons.by_key("animation.slow").style == "primary"
    assert app.manager.top.buttons.by_key("fullscreen.off").style == "primary"
    press(app, "language.fi")
    assert app.manager.stack[0].buttons.by_key("quit").label == "Sulje ohjelma"
    assert app.manager.top.buttons.by_key("back").label == "Takaisin"


# ----------------------------------------------------------------------------- names


def test_typed_names_reach_the_curtain_and_the_table_messages():
    app = fresh()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    choose_kind(app, 1, "person")  # Botti (normal) → a person
    setup = app.manager.top
    assert setup.seats[1].human
    press(app, "name.0")
    entry = app.manager.top
    assert isinstance(entry, NameEntryScene)
    type_text(app, "Anna")
    assert entry.text == "Anna" and entry.caret == 4
    key(app, pygame.K_RETURN)
    assert app.manager.top is setup and setup.seats[0].name == "Anna"
    press(app, "name.1")
    # on-screen keys: a capital first, then small letters; a trailing space is trimmed
    for k in ("key.B", "key.E", "key.N", "key.⌫", "key.N", "key.space"):
        press(app, k)
    press(app, "done")
    assert setup.seats[1].name == "Ben"
    assert load_names() == {0: "Anna", 1: "Ben"}
    press(app, "start")
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene) and curtain.name in ("Anna", "Ben")
    first = curtain.name
    key(app, pygame.K_RETURN)
    table = app.manager.top
    settle(app)
    from scenes.tables.racko import DRAW_POS

    click(app, table.pile_rect(DRAW_POS).center)
    settle(app)
    assert f"{first} draws" in table.status


def test_on_screen_keyboard_has_nordic_letters_and_names_are_limited():
    app = fresh(lang="fi")
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    press(app, "name.0")
    for letter in ("Ä", "Ö", "Å"):
        press(app, f"key.{letter}")
    entry = app.manager.top
    assert entry.text == "Äöå"
    type_text(app, "m" * 30)  # M is a letter here, not mute
    assert not app.settings.muted
    assert len(entry.text) == NAME_LIMIT
    key(app, pygame.K_ESCAPE)  # cancel keeps the old name
    assert app.manager.top.seats[0].name == "Sinä"


def test_a_name_cleared_with_backspace_starts_with_a_capital_again():
    """Seen by a tester: "Äiti" was cleared with ⌫ and the on-screen Ä then typed "ä"."""
    app = fresh(lang="fi")
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    press(app, "name.0")
    for k in ("key.A", "key.N", "key.N", "key.A", "key.⌫", "key.⌫", "key.⌫", "key.⌫", "key.Ä", "key.I"):
        press(app, k)
    assert app.manager.top.text == "Äi"


def test_a_letter_past_the_limit_is_refused_in_words(monkeypatch):
    """Seen by hand: at 16/16 a typed letter just vanished; now the counter turns red and a line
    between Cancel and Done says why, for a moment."""
    from scenes.screens import name_entry

    app = fresh()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    press(app, "name.0")
    type_text(app, "a" * NAME_LIMIT)
    said = "A name has at most 16 letters."
    assert said not in texts_drawn(app, name_entry, monkeypatch)
    type_text(app, "b")
    assert app.manager.top.text == "a" * NAME_LIMIT
    assert said in texts_drawn(app, name_entry, monkeypatch)
    frames(app, int(name_entry.FULL_S / DT) + 10)  # it goes after a while
    assert said not in texts_drawn(app, name_entry, monkeypatch)


def test_remembered_names_load_defensively():
    fresh()
    path = config_dir() / "names.json"
    path.write_text("{broken", encoding="utf-8")
    assert load_names() == {}
    path.write_text(
        json.dumps({"seats": {"0": "A" * 40, "1": 7, "x": "Eve", "2": "  Eve  "}}), encoding="utf-8"
    )
    assert load_names() == {0: "A" * NAME_LIMIT, 2: "Eve"}
    path.write_text(json.dumps({"seats": {"0": "Anna"}}), encoding="utf-8")
    app = make_app()
    app.manager.push(SetupScene(app, "racko"))
    assert app.manager.top.seats[0].name == "Anna"


def test_a_names_file_that_cannot_be_read_now_stays_where_it_is(monkeypatch):
    """A names file without read permission was called damaged and renamed, as statistics and saves
    no longer are: it may be whole, so it stays (a damaged one is still set aside and said)."""
    from pathlib import Path

    from scenes.settings_store import check_names

    fresh()
    path = config_dir() / "names.json"
    path.write_text(json.dumps({"seats": {"0": "Anna"}}), encoding="utf-8")
    real = Path.read_text
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: (_ for _ in ()).throw(
        PermissionError(13, "Permission denied")) if self == path else real(self, *a, **k))
    assert check_names() is None and path.exists()
    monkeypatch.undo()
    path.write_text("{broken", encoding="utf-8")
    assert "damaged" in check_names() and not path.exists()
    (config_dir() / "names.damaged.json").unlink()


def named_computer(name: str):
    """Racko's setup with its computer seat named `name` on the on-screen keyboard: (app, setup)."""
    app = fresh()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    setup = app.manager.top
    press(app, "name.1")
    type_text(app, name)
    key(app, pygame.K_RETURN)
    return app, setup


def test_a_computer_keeps_its_name_when_its_level_changes():
    app, setup = named_computer("Robotti")
    assert setup.seats[1].name == "Robotti" and setup.seats[1].level == "normal"
    choose_kind(app, 1, "hard")
    assert setup.seats[1].level == "hard" and setup.seats[1].name == "Robotti"
    assert app.manager.top.buttons.by_key("name.1").label == "Robotti"


def test_a_name_typed_for_a_computer_stays_when_the_seat_becomes_a_person():
    """Seen by a tester: "äiti" typed for a computer seat became "Player 2" when the seat was switched
    to a person."""
    app, setup = named_computer("Äiti")
    choose_kind(app, 1, "person")
    assert setup.seats[1].human and setup.seats[1].name == "Äiti"


def test_beside_a_saved_game_a_second_person_makes_you_player_1():
    """A tester with a saved Pegs game (its person "Sinä") set a second seat to a person: the curtain
    then said "hand the screen to: Sinä". A saved game's default names are not names typed."""
    app = fresh(lang="fi")
    Session.start("racko", [Seat("Sinä"), Seat("Botti", "easy")], seed=5).autosave()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    setup = app.manager.top
    assert setup.seats[0].name == "Sinä"
    choose_kind(app, 1, "person")
    assert [s.name for s in setup.seats] == ["Pelaaja 1", "Pelaaja 2"]
    autosave_path("racko").unlink()


# ----------------------------------------------------------------------------- options


def test_options_that_cannot_be_played_together_are_said_when_chosen():
    """A tester turned on Simultaneous bids and Plus-minus one in Wizard and learnt only at Start,
    in a message that soon went, that they cannot be played together."""
    app = fresh()
    app.manager.push(SetupScene(app, "wizard"))
    frames(app)
    setup = app.manager.top
    press(app, "option.hidden_bids")
    assert not setup.toast.visible
    press(app, "option.plus_minus_one")
    assert setup.toast.visible and setup.toast.kind == "error"
    assert setup.toast.message.startswith("Plus-minus one needs open bids")
    press(app, "option.hidden_bids")  # off again: they agree, the message goes
    assert not setup.toast.visible


def test_racko_teams_only_for_four_and_match_length_says_what_it_means():
    app = fresh()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    keys = lambda: {b.key for b in app.manager.top.buttons.buttons}  # noqa: E731
    assert "option.teams" not in keys() and "option.two_player_rule" in keys()
    assert app.manager.top.buttons.by_key("option.rounds").label == "Play to 500"
    press(app, "option.rounds")
    assert app.manager.top.buttons.by_key("option.rounds").label == "Single round"
    press(app, "more")
    assert "option.teams" not in keys() and "option.two_player_rule" not in keys()
    press(app, "more")
    assert "option.teams" in keys()
    press(app, "option.teams")
    assert app.manager.top.options["teams"] is True
    press(app, "fewer")
    assert "option.teams" not in keys() and app.manager.top.options["teams"] is False
    press(app, "start")
    assert isinstance(app.manager.top, SCENES["racko"])
    assert app.manager.top.session.state.options["rounds"] == 1


def test_option_descriptions_fit_their_boxes_in_both_languages():
    from scenes.kit.text_fit import CHECK

    for lang in ("en", "fi"):
        app = fresh(lang=lang)
        for gid in ("racko", "wizard", "gang_of_four"):
            app.manager.push(SetupScene(app, gid))
            CHECK.reset()
            frames(app, 1)
            assert CHECK.checked > 10 and CHECK.overflow == 0 and CHECK.shortened == 0, (gid, CHECK.examples)


def test_with_a_saved_game_continue_is_the_only_primary_button_on_setup():
    """Seen by hand: Continue game and Start were both blue, so neither read as the default."""
    app = fresh()
    press(app, "wizard")
    assert app.manager.top.buttons.by_key("start").style == "primary"  # nothing saved yet
    key(app, pygame.K_ESCAPE)
    saved_wizard_at_round(3)
    press(app, "wizard")
    setup = app.manager.top
    assert setup.buttons.by_key("continue").style == "primary"
    assert setup.buttons.by_key("start").style != "primary"


@pytest.mark.parametrize(("game_id", "words"), [("gang_of_four", "(hand 1)"), ("wizard", "(round 1 of 20)"),
                                                ("zoker_tiko", "(deal 1 of ")])
def test_the_saved_game_question_counts_in_the_games_own_word(game_id, words):
    """Gang of Four is played in hands, Tiko in deals, Wizard in rounds: the question says so."""
    from scenes.screens.setup import saved_game_text

    players = {"wizard": 3, "gang_of_four": 4, "zoker_tiko": 3}[game_id]
    session = Session.start(game_id, [Seat("Anna")] + [Seat(f"B{i}", "easy") for i in range(1, players)],
                            seed=2)
    session.autosave()
    assert words in saved_game_text(game_id, game_id)


def test_a_game_given_up_is_kept_to_watch_again():
    """A game given up after a person's move is kept among the recent games, said as given up, and
    can be watched and reviewed (it used to be thrown away with its save)."""
    from scenes.replay import open_replay
    from scenes.replay_store import describe, file_name, folder, read
    from scenes.tables.replay_mode import watch

    app = fresh()
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=2)
    table = SCENES["racko"](app, session)
    app.manager.reset(table)
    settle(app)
    while session.state.current_player == 0:  # Anna's turn: a draw, then where it goes
        session.apply(session.state.legal_actions()[0])
    settle(app)
    moves = len(session.state.history)
    assert moves > 1
    key(app, pygame.K_ESCAPE)
    press(app, "end")
    assert "Recent games keeps it" in app.manager.top.text
    press(app, "yes")
    assert isinstance(app.manager.top, MenuScene) and not autosave_path("racko").exists()
    path = folder("racko") / file_name(session.uid)
    assert describe(path).result == f"Given up after {moves} moves"
    watched, problem = open_replay(read(path))
    assert problem is None and watched.replay.last == moves and not watched.replay.over
    watch(app, watched)
    frames(app, 2)
    replay = app.manager.top
    assert replay.session is watched and "review" in [k for k, *_rest in replay.extras()]


def test_a_saved_game_replaced_by_a_new_one_is_kept_as_given_up():
    """A play-tester: Start → "Start new game" threw the saved game away without a trace, while Give
    up keeps one in Recent games. Both keep it."""
    from scenes.replay_store import describe, file_name, folder

    app = fresh()
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=2)
    while session.state.current_player == 0:
        session.apply(session.state.legal_actions()[0])
    session.autosave()
    moves = len(session.state.history)
    setup = SetupScene(app, "racko")
    app.manager.push(setup)
    frames(app, 2)
    setup.start()
    frames(app, 2)
    assert "stays in Statistics → Recent games" in app.manager.top.text  # not "Discard it"
    press(app, "discard")
    path = folder("racko") / file_name(session.uid)
    assert describe(path).result == f"Given up after {moves} moves"
    assert app.manager.top.session.uid != session.uid  # the new game is on the table


def test_keep_playing_after_quit_to_menu_goes_back_to_the_table():
    """Seen by hand: Esc → Quit to menu → Keep playing landed on the pause menu, a second click from
    the game; keeping on playing goes back to the table."""
    app = fresh()
    session = Session.start("racko", [Seat("Anna"), Seat("Botti", "easy")], seed=2)
    table = SCENES["racko"](app, session)
    app.manager.reset(table)
    settle(app)
    key(app, pygame.K_ESCAPE)
    press(app, "menu")
    assert isinstance(app.manager.top, ConfirmScene) and app.manager.top.title == "Quit to menu?"
    press(app, "stay")
    assert app.manager.top is table


def test_two_people_never_share_a_name():
    """Seen by hand: names are remembered per seat, and "Ben" typed once for seat 2 and once for seat
    3 gave two people called Ben: the curtain's "Ben's turn" named neither. A remembered name another
    person has already is left for the seat's default, a computer called as a person takes another
    name, and typing another person's name is refused in words."""
    app = fresh()
    (config_dir() / "names.json").write_text(
        json.dumps({"seats": {"0": "Anna", "1": "Ben", "2": "Ben", "3": "Robo"}}), encoding="utf-8")
    app.manager.push(SetupScene(app, "wizard"))
    frames(app)
    setup = app.manager.top
    while len(setup.seats) < 5:
        press(app, "more")
    for i in (1, 2, 3):
        choose_kind(app, i, "person")
    names = [s.name for s in setup.seats]
    assert names[:4] == ["Anna", "Ben", "Player 3", "Robo"], names
    assert len(set(names)) == len(names), names  # the computer once called Robo is renamed
    press(app, "name.2")
    type_text(app, "Anna")
    key(app, pygame.K_RETURN)
    assert app.manager.top is setup and setup.seats[2].name == "Player 3"
    assert setup.toast.visible and setup.toast.message == (
        "Another seat is already called Anna: choose another name.")
    press(app, "name.2")
    type_text(app, "anna")  # capitals do not make another name
    key(app, pygame.K_RETURN)
    assert setup.seats[2].name == "Player 3" and setup.toast.visible
    press(app, "name.2")
    type_text(app, "Cleo")
    key(app, pygame.K_RETURN)
    assert setup.seats[2].name == "Cleo" and not setup.toast.visible  # the refusal went with it


def test_beside_continue_the_setup_shows_the_saved_games_players_and_options():
    """Seen by hand: above "Continue game" the setup listed Anna, Botti, Kone, Väinö against Ben, Robo …
    while the saved game was Anna, Robo, Väinö, Eero against Ben, Kone, …: is this our game? It lists
    the saved game's players and options (and Start would deal them a new game)."""
    app = fresh()
    seats = [Seat("Anna"), Seat("Kone", "hard"), Seat("Ben"), Seat("Eero", "easy")]
    session = Session.start("racko", seats, {"rounds": 1, "quick_deal": True}, seed=4)
    session.apply(session.state.legal_actions()[0])
    assert autosave_path("racko").exists()
    app.manager.push(SetupScene(app, "racko"))
    frames(app)
    setup = app.manager.top
    assert [(s.name, s.level) for s in setup.seats] == [(s.name, s.level) for s in seats]
    assert setup.options["rounds"] == 1 and setup.options["quick_deal"] is True
    assert setup.buttons.by_key("name.3").label == "Eero"
