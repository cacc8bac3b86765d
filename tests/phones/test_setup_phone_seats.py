"""A seat can be a Phone on the setup screen (issue 14): the table serves it and ends it on leaving."""

from __future__ import annotations

import pygame

from scenes.screens.setup import SetupScene
from tests.scenes.helpers import click, frames, make_app


def seat_button(app, i: int):
    return app.manager.top.buttons.by_key(f"seat.{i}")


def test_a_seat_cycles_person_phone_computer_and_the_table_serves_the_phone():
    from scenes.session import autosave_path

    app = make_app()
    autosave_path("wizard").unlink(missing_ok=True)  # Start would ask about another test's save
    app.manager.push(SetupScene(app, "wizard"))
    frames(app, 2)
    setup = app.manager.top
    click(app, seat_button(app, 1).rect.center)  # a computer by default: → easy … → person
    labels = []
    for _ in range(5):
        labels.append(seat_button(app, 1).label)
        if labels[-1] == "Phone":
            break
        click(app, seat_button(app, 1).rect.center)
    assert labels[-1] == "Phone" and setup.seats[1].phone and setup.seats[1].level is None
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
    seen = set()
    for _ in range(6):
        seen.add(seat_button(app, 0).label)
        click(app, seat_button(app, 0).rect.center)
    assert "Phone" not in seen and "Person" in seen
    pygame.event.clear()


def test_the_one_person_is_you_again_when_the_phone_seat_goes():
    app = make_app()
    app.manager.push(SetupScene(app, "wizard"))
    frames(app, 2)
    setup = app.manager.top
    while not setup.seats[1].phone:
        click(app, seat_button(app, 1).rect.center)
    assert setup.seats[0].name == "Player 1"
    while setup.seats[1].human:
        click(app, seat_button(app, 1).rect.center)
    assert setup.seats[0].name == "You"
    pygame.event.clear()
