"""Every table with phone seats says in words whom it waits for while a phone player is to move
(the seat's gold ring alone was easy to miss), where it tells the person here what to do."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from scenes.tables import gang_of_four_combos, pegs_draw, racko_draw, wizard_draw, zoker_kubo_draw, zoker_tiko
from tests.phones.helpers import phone_table, seats
from tests.scenes.helpers import make_app, settle, spy_texts

# game -> (the seats, the module that draws its prompt, the text function it draws it with)
TABLES = {
    "wizard": (("person", "phone", "easy"), wizard_draw, "draw_text"),
    "gang_of_four": (("person", "phone", "easy", "easy"), gang_of_four_combos, "draw_text"),
    "zoker_tiko": (("person", "phone", "easy"), zoker_tiko, "draw_text"),
    "racko": (("person", "phone", "easy"), racko_draw, "blit_text"),
    "pegs_and_jokers": (("person", "phone", "easy", "easy"), pegs_draw, "blit_text"),
    "zoker_kubo": (("person", "phone", "easy"), zoker_kubo_draw, "draw_text"),
}
WORDS = {"en": "Waiting for Ben.", "fi": "Odotetaan: Ben."}


def drawn(app, scene, module, function: str, monkeypatch) -> list[str]:
    """Every text the module draws in one full redraw (the spy is taken off again)."""
    with monkeypatch.context() as m:
        texts = spy_texts(module, m, function)
        app.redraw_all()
        app.step(1 / 60)
    assert app.manager.top is scene
    return texts


def to_move(app, scene, seat: int) -> None:
    """Play on until `seat` is to move on a still table: the computers play, and the person here and
    the phone (as if it had sent it) take their first legal move."""
    for _ in range(40):
        settle(app)
        if scene.state.current_player == seat and not scene.busy():
            return
        if scene.session.seat_to_move.human:
            assert scene.perform(scene.state.legal_actions()[0]) is None
    raise AssertionError(f"seat {seat} never came to move")


FINNISH = [("zoker_tiko", "fi"), ("zoker_kubo", "fi")]


@pytest.mark.parametrize(("game_id", "lang"), [(g, "en") for g in TABLES] + FINNISH)
def test_the_table_says_whom_it_waits_for_only_while_a_phone_is_to_move(game_id, lang, monkeypatch):
    kinds, module, function = TABLES[game_id]
    app = make_app(lang=lang)
    scene, hub = phone_table(app, game_id, seats(*kinds), seed=3)
    words = WORDS[lang]
    try:
        to_move(app, scene, 0)
        assert not any(words in t for t in drawn(app, scene, module, function, monkeypatch))
        to_move(app, scene, 1)
        assert words in drawn(app, scene, module, function, monkeypatch)
        scene.replaying = True  # a replay waits for nobody
        assert words not in drawn(app, scene, module, function, monkeypatch)
    finally:
        hub.stop()
        set_language("en")
