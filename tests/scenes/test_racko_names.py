"""Racko's table words use a computer's plain name ("Botti's card", "Dealer: Robo"); only the
top bar's chips name its level."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.racko.engine import Draw, Phase  # noqa: E402
from scenes.session import Seat  # noqa: E402
from scenes.tables import racko_draw  # noqa: E402
from tests.scenes.helpers import make_app, settle, start_table  # noqa: E402


def test_held_card_and_dealer_name_the_computer_without_its_level(monkeypatch):
    app = make_app()
    scene = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=1)
    settle(app)
    state = scene.state
    while state.current_player == 0 or state.phase != Phase.DRAW:  # on to a computer's draw
        state.apply(state.legal_actions()[0])
    state.apply(Draw("draw"))
    assert state.phase == Phase.PLACE
    drawn: list[str] = []
    monkeypatch.setattr(racko_draw, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or
                        pygame.Rect(0, 0, 10, 10))
    scene._draw_piles(pygame.Surface((1920, 1080)), scene.view())
    owner = scene.session.seats[state.current_player].name
    dealer = scene.session.seats[scene.view().dealer].name
    assert f"{owner}'s card" in drawn
    assert f"Dealer: {dealer}" in drawn
    assert not any("(easy)" in text for text in drawn)


def test_with_only_computers_at_the_table_the_held_card_is_named_not_yours(monkeypatch):
    """The demo shows a computer's rack: its card is "Botti's card", as its rack is Botti's."""
    app = make_app()
    scene = start_table(app, "racko", [Seat("Botti", "easy"), Seat("Robo", "easy")], seed=1)
    state = scene.state
    while not (state.current_player == scene.viewer and state.phase == Phase.DRAW):
        state.apply(state.legal_actions()[0])
    state.apply(Draw("draw"))
    drawn: list[str] = []
    monkeypatch.setattr(racko_draw, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or
                        pygame.Rect(0, 0, 10, 10))
    scene._draw_piles(pygame.Surface((1920, 1080)), scene.view())
    assert f"{scene.session.seats[scene.viewer].name}'s card" in drawn and "Your card" not in drawn
