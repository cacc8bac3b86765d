"""A seat's kind is picked from a list that opens under its button (scenes/kit/picker.py)."""

from __future__ import annotations

import pygame
import pytest

from scenes.kit.picker import PickerScene
from scenes.screens.setup import SetupScene
from scenes.session import autosave_path
from tests.scenes.helpers import choose_kind, click, frames, key, make_app
from tests.scenes.test_monkey import monkey


def open_setup(game_id: str = "racko", lang: str = "en"):
    app = make_app(lang=lang)
    autosave_path(game_id).unlink(missing_ok=True)  # a saved game's seats would come back instead
    app.manager.push(SetupScene(app, game_id))
    frames(app)
    return app, app.manager.top


def test_one_press_takes_a_normal_computer_to_easy_and_no_other_seat_changes():
    """Seen by a tester: the seat's button cycled normal → hard → person → phone → easy, four presses,
    and while the seat was a person the other people's names turned to "Player 1", "Player 2"."""
    app, setup = open_setup("wizard")
    names = [s.name for s in setup.seats]
    assert setup.seats[1].level == "normal"
    click(app, setup.buttons.by_key("seat.1").rect.center)
    picker = app.manager.top
    assert isinstance(picker, PickerScene)
    assert picker.buttons.focused_key() == "normal" and picker.buttons.by_key("normal").mark == "✓"
    assert [b.mark for b in picker.buttons.buttons].count("✓") == 1
    click(app, picker.buttons.by_key("easy").rect.center)
    assert app.manager.top is setup
    assert setup.seats[1].level == "easy" and [s.name for s in setup.seats] == names
    assert setup.buttons.by_key("seat.1").label == "Computer: easy"


def test_the_list_opens_under_its_button_and_every_choice_is_a_touch_target():
    app, setup = open_setup()
    anchor = setup.buttons.by_key("seat.0").rect
    click(app, anchor.center)
    picker = app.manager.top
    assert picker.panel.top > anchor.bottom
    assert [b.rect.x for b in picker.buttons.buttons] == [anchor.x] * 5  # in line with the button
    assert all(b.rect.h >= 64 and picker.panel.contains(b.rect) for b in picker.buttons.buttons)


@pytest.mark.parametrize("game_id", ["pegs_and_jokers", "wizard"])
def test_every_seats_list_leaves_back_and_start_uncovered(game_id):
    """Seen by a tester: with eight seats the fifth seat's list hung past the panel over Back, Rules
    and At a glance. Lower seats open their lists upward (the last one of eight, too)."""
    app, setup = open_setup(game_id)
    while setup.buttons.by_key("more").enabled:
        click(app, setup.buttons.by_key("more").rect.center)
    bottom = [setup.buttons.by_key(k).rect for k in ("back", "rules", "start")]
    for i in range(len(setup.seats)):
        anchor = setup.buttons.by_key(f"seat.{i}").rect
        click(app, anchor.center)
        picker = app.manager.top
        assert isinstance(picker, PickerScene)
        assert picker.panel.top > anchor.bottom or picker.panel.bottom < anchor.top, i
        assert pygame.Rect(0, 0, 1920, 1080).contains(picker.panel), i
        assert not any(picker.panel.colliderect(r) for r in bottom), i
        key(app, pygame.K_ESCAPE)
    assert picker.panel.bottom < anchor.top  # the last seat's list: above it


def test_esc_or_a_press_beside_the_list_closes_it_and_changes_nothing():
    """The press beside the list only closes it: on Start it would have dealt a game."""
    app, setup = open_setup()
    before = [(s.name, s.level, s.phone) for s in setup.seats]
    click(app, setup.buttons.by_key("seat.1").rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is setup
    click(app, setup.buttons.by_key("seat.1").rect.center)
    click(app, setup.buttons.by_key("start").rect.center)
    assert app.manager.top is setup and [(s.name, s.level, s.phone) for s in setup.seats] == before


def test_the_keyboard_opens_the_list_moves_in_it_and_picks():
    app, setup = open_setup()
    setup.buttons.focus_on("seat.1")
    key(app, pygame.K_RETURN)
    picker = app.manager.top
    assert isinstance(picker, PickerScene) and picker.buttons.focused_key() == "normal"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.manager.top is setup and setup.seats[1].level == "hard"
    assert setup.buttons.focused_key() == "seat.1"  # Enter opens the same list again


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_seat_made_a_person_gets_a_persons_name_and_back_a_computers(lang):
    app, setup = open_setup(lang=lang)
    choose_kind(app, 1, "person")
    you, player = ("You", "Player {n}") if lang == "en" else ("Sinä", "Pelaaja {n}")
    assert setup.seats[1].human and [s.name for s in setup.seats] == [player.format(n=1), player.format(n=2)]
    choose_kind(app, 1, "hard")
    assert setup.seats[1].level == "hard" and setup.seats[0].name == you


def test_monkey_setup_with_its_lists():
    app, setup = open_setup("pegs_and_jokers")
    click(app, setup.buttons.by_key("seat.2").rect.center)
    monkey(app, 5, 1500)


def test_a_keyboards_ring_follows_a_press_of_the_mouse():
    """Seen by a tester: after Tab had reached Väinö's seat, a mouse press changed Kone's and the ring
    stayed on Väinö's button. A mouse alone shows no ring at all."""
    app, setup = open_setup("wizard")
    click(app, setup.buttons.by_key("seat.1").rect.center)
    key(app, pygame.K_ESCAPE)
    assert setup.buttons.focused_key() == ""
    setup.buttons.focus_on("seat.2")
    choose_kind(app, 1, "easy")
    assert setup.seats[1].level == "easy" and setup.buttons.focused_key() == "seat.1"
