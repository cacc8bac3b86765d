"""Zoker Kubo's info panel from a fourth play-test, driven headless."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import _, set_language
from game.zoker.kubo.engine import Place, dead_places, placeable
from scenes.session import Seat
from scenes.tables import zoker_kubo_draw
from tests.scenes.helpers import key, make_app, settle, start_table, texts_drawn
from tests.scenes.test_kubo_playtest import rig_hand
from tests.scenes.test_kubo_scene import BOTS

NO_FIT = "None of your cards fits now: end your turn."
RED_CROSS = "Red cross: a dead place; its card can never be played."
FIVE = [Seat("Anna"), *BOTS, Seat("Kalle", "easy"), Seat("Ville", "easy")]  # the round's number: in the panel


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def table(lang: str, seats=None):
    app = make_app(lang=lang)
    scene = start_table(app, "zoker_kubo", seats or [Seat("Anna"), *BOTS], seed=3)
    settle(app)
    return app, scene


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_turn_line_says_at_once_when_no_card_fits(lang, monkeypatch):
    """Seen in play: with no card of the hand placeable (none dead either) the panel still said "Drag a
    card to its place, then end your turn."; only H said "None of your cards fits now: end your turn"."""
    app, scene = table(lang)
    state = scene.state
    dead = dead_places(state.table, state.geo)
    waiting = [i for i in range(64) if state.table[i] is None and i not in dead
               and not placeable(state.table, i, state.geo)][:3]
    rig_hand(app, scene, waiting)
    assert len(waiting) == 3 and not [a for a in state.legal_actions() if isinstance(a, Place)]
    line = _(NO_FIT)
    assert texts_drawn(app, zoker_kubo_draw, monkeypatch)[0] == line  # the panel's first line, bold
    key(app, pygame.K_h)
    assert scene.toast.message == line  # the hint's words, from the same check


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_turn_line_still_says_drag_while_a_card_fits(lang):
    app, scene = table(lang)
    assert [a for a in scene.state.legal_actions() if isinstance(a, Place)]
    assert scene.info_lines(scene.view())[0] == _("Drag a card to its place, then end your turn.")


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_red_cross_legend_shows_when_the_pile_line_takes_two_rows(lang, monkeypatch):
    """Seen in play (Finnish; English too with five seats): the round's number moved into the panel,
    "Kierros 1 · 34 korttia pakassa · pisteesi tällä kierroksella: 0" took two rows and the red cross's
    legend was not drawn at all, though the grid showed a red cross."""
    app, scene = table(lang, FIVE)
    scene.state.table[21] = 0  # green M2 over the empty blue M2: a dead place
    scene.sync(None)
    view = scene.view()
    assert not scene.top_bar_layout()[1]  # the round's number gave way to the chips
    assert dead_places(view.table, view.geometry)
    assert _(RED_CROSS) in texts_drawn(app, zoker_kubo_draw, monkeypatch)


INSTRUCTIONS = [
    "Drag a card to its place, then end your turn.",
    "Drag a card to its place; to claim a row you completed, click one of its cards.",
    "None of your cards can be placed any more: end your turn.",
    NO_FIT,
    "Steal: click a completed structure nobody claimed, or pass.",
    "You placed two or more cards: you may fill your hand up to five.",
]


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("round_in_panel", [False, True])
@pytest.mark.parametrize("outlined", [False, True])
def test_the_red_cross_legend_always_has_room_and_what_to_do_stays_large(lang, round_in_panel, outlined):
    """Every instruction the panel gives, with the round's number in the pile line or not, and with
    the outlined cards' legend or not: the red cross's legend is shown, the lines above it at INFO_MIN
    or more, all above the buttons."""
    from scenes.tables.zoker_kubo_layout import END_BOX, INFO_PANEL

    app, scene = table(lang)
    scene.state.table[21] = 0
    scene.recent = {21: 1} if outlined else {}
    scene.sync(None)
    view = scene.view()
    bar = scene.top_bar_layout()
    scene.top_bar_layout = lambda: (bar[0], "" if round_in_panel else scene.round_label(view))
    for msgid in INSTRUCTIONS:
        scene._instruction = lambda _view, msgid=msgid: _(msgid)
        layout = scene.info_layout(view)
        lines = [line for line, _box, _size in layout]
        assert lines[:3] == [*scene.info_lines(view)[:2], _(RED_CROSS)], (msgid, lines)
        assert all(size >= zoker_kubo_draw.INFO_MIN for _line, _box, size in layout[:2]), (msgid, layout)
        assert all(INFO_PANEL.contains(box) and box.bottom <= END_BOX[1] - 8 for _l, box, _s in layout)
