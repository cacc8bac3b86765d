"""A seat can be a Phone on the setup screen (issue 14): the table serves it and ends it on leaving."""

from __future__ import annotations

import pygame

from scenes.kit.picker import PickerScene
from scenes.screens.setup import SetupScene
from tests.scenes.helpers import choose_kind, click, frames, make_app


def seat_button(app, i: int):
    return app.manager.top.buttons.by_key(f"seat.{i}")


def kinds_offered(app, i: int) -> list[str]:
    """Open seat `i`'s list of kinds: the labels it offers, top to bottom (the list stays open)."""
    click(app, seat_button(app, i).rect.center)
    picker = app.manager.top
    assert isinstance(picker, PickerScene)
    return [b.label for b in picker.buttons.buttons]


def test_a_seat_can_be_a_phone_and_the_table_serves_the_phone():
    from scenes.session import autosave_path

    app = make_app()
    autosave_path("wizard").unlink(missing_ok=True)  # Start would ask about another test's save
    app.manager.push(SetupScene(app, "wizard"))
    frames(app, 2)
    setup = app.manager.top
    assert kinds_offered(app, 1) == ["Person", "Phone", "Computer: easy", "Computer: normal",
                                     "Computer: hard"]
    click(app, app.manager.top.buttons.by_key("phone").rect.center)
    assert seat_button(app, 1).label == "Phone" and setup.seats[1].phone and setup.seats[1].level is None
    # the person at the screen is not "You" to the phone's player ("Waiting for You.")
    assert [s.name for s in setup.seats[:2]] == ["Player 1", "Player 2"]
    click(app, app.manager.top.buttons.by_key("start").rect.center)
    frames(app, 3)
    table = app.manager.top
    assert table.session.seats[1].phone and table.phones is not None and table.phones.running
    assert 1 not in table.session.humans  # a person, but not at this screen: no curtain, no "You"
    app.home()
    assert not table.phones.running  # the codes end with the table


def test_games_without_hidden_hands_offer_no_phone():
    app = make_app()
    app.manager.push(SetupScene(app, "zoker_memo"))
    frames(app, 2)
    assert kinds_offered(app, 0) == ["Person", "Computer: easy", "Computer: normal", "Computer: hard"]
    pygame.event.clear()


def test_the_one_person_is_you_again_when_the_phone_seat_goes():
    app = make_app()
    app.manager.push(SetupScene(app, "wizard"))
    frames(app, 2)
    setup = app.manager.top
    choose_kind(app, 1, "phone")
    assert setup.seats[0].name == "Player 1"
    choose_kind(app, 1, "easy")
    assert setup.seats[0].name == "You"
    pygame.event.clear()
