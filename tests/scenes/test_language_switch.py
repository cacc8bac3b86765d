"""Switching the language in Settings over a table relabels every button on it at once: Gang of
Four's Play, Pass turn, Hint and Sort, Wizard's Last trick and Hint, Tiko's Ranking and Solo's
Deal stayed English until the next move (or the next game)."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from scenes.kit.ui import Button, ButtonGroup
from scenes.registry import SCENES
from scenes.session import Seat
from tests.scenes.helpers import frames, make_app, start_table


def _seats(game_id: str) -> list[Seat]:
    game = SCENES[game_id].game()
    return [Seat("Anna")] + [Seat(f"Robo{i}", "easy") for i in range(1, game.min_players)]


def _labels(scene) -> list[str]:
    """Every button label the table holds (its own groups and the top bar's)."""
    labels = []
    for value in vars(scene).values():
        if isinstance(value, ButtonGroup):
            labels += [b.label for b in value.buttons]
        elif isinstance(value, Button):
            labels.append(value.label)
    return sorted(labels)


@pytest.mark.parametrize("game_id", sorted(SCENES))
def test_a_table_redraws_every_word_in_the_new_language(game_id, monkeypatch):
    try:
        fresh = make_app(lang="fi")
        want = _labels(start_table(fresh, game_id, _seats(game_id), seed=5))
        app = make_app(lang="en")
        scene = start_table(app, game_id, _seats(game_id), seed=5)
        for _ in range(300):  # Anna to move: no computer's move would rebuild the buttons anyway
            if scene.state.current_player == 0 and not scene.busy():
                break
            frames(app, 1)
        english = _labels(scene)
        app.set_language("fi")
        frames(app, 1)
        assert _labels(scene) == want, english
        assert want != english  # something to translate: the test can tell
    finally:
        set_language("en")


def test_the_settings_phone_address_line_follows_the_language():
    """"Phones join at …" stayed English under "Asetukset" after choosing Suomi."""
    from scenes.screens.settings import SettingsScene
    from tests.scenes.helpers import click

    try:
        app = make_app(lang="en")
        app.manager.push(SettingsScene(app))
        frames(app)
        scene = app.manager.top
        port = app.settings.phone_port
        assert scene.address(port).startswith("Phones join at")
        click(app, scene.buttons.by_key("language.fi").rect.center)
        frames(app)
        assert app.manager.top.address(port).startswith("Puhelinten osoite")
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", sorted(SCENES))
def test_no_line_about_a_move_stays_in_the_old_language(game_id):
    """Seen by hand: after Settings → Suomi mid-game, Kubo's table still said "Robo places orange L3."."""
    try:
        app = make_app(lang="en")
        scene = start_table(app, game_id, _seats(game_id), seed=5)
        for _ in range(600):  # a computer has moved, and Anna is to move
            if scene.state.history and scene.state.current_player == 0 and not scene.busy():
                break
            if app.manager.top is not scene:
                break
            frames(app, 1)
        english = {name: getattr(scene, name) for name in scene.news}
        app.set_language("fi")
        frames(app, 1)
        for name, line in english.items():
            assert not line or getattr(scene, name) != line, (name, line)
    finally:
        set_language("en")


def test_the_default_you_follows_the_language_at_the_table():
    """Seen by hand: after Settings → Suomi over a Racko table, the person's chip still said "You";
    the default name is "Sinä" in Finnish, as a new Finnish game names it (a typed name stays)."""
    try:
        app = make_app(lang="en")
        scene = start_table(app, "racko", [Seat("You"), Seat("Anna"), Seat("Robo", "easy")], seed=5)
        app.set_language("fi")
        frames(app, 1)
        assert [s.name for s in scene.session.seats] == ["Sinä", "Anna", "Robo"]
        assert scene.session.seats[0].label() == "Sinä"
    finally:
        set_language("en")


def test_default_names_follow_the_language_and_typed_ones_stay():
    """A play-tester switched a Finnish hot-seat Racko to English: "Pelaaja 2's rack", "Dealer:
    Pelaaja 2", "Pelaaja 1's turn". Names the setup gave ("Pelaaja 2", "Sinä") follow the language;
    a typed name ("Anna", "Pelaaja") stays as typed."""
    try:
        app = make_app(lang="fi")
        seats = [Seat("Pelaaja 1"), Seat("Botti", "easy"), Seat("Pelaaja 2"), Seat("Pelaaja")]
        scene = start_table(app, "racko", seats, seed=5)
        app.set_language("en")
        frames(app, 1)
        assert [s.name for s in scene.session.seats] == ["Player 1", "Botti", "Player 2", "Pelaaja"]
        app.set_language("fi")
        frames(app, 1)
        assert [s.name for s in scene.session.seats] == ["Pelaaja 1", "Botti", "Pelaaja 2", "Pelaaja"]
    finally:
        set_language("en")
