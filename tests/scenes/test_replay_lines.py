"""Replays: the table's lines tell of the position shown, and ask for no move.

A jump (slider, Home/End, Page Up/Down, a step back, a review's Show) used to leave the lines of
the move shown before ("Robo plays 4 of giants.", "Round scored: see the score sheet."); Wizard
asked "Your bid: choose a number in the panel." in a replay, where there is no panel.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.tables import wizard_draw as wizard_table
from tests.scenes.helpers import key, make_app, settle, spy_texts, texts_drawn
from tests.scenes.test_replay import open_table, played


def lines(table) -> dict:
    """The table's lines about the last moves (`news`: Tiko's "You take the trick…" too)."""
    return {name: getattr(table, name) for name in table.news}


def stepped_on(data: dict, steps: int):
    """A new replay of `data` stepped `steps` moves forward by key, each move shown to its end."""
    app = make_app()
    table = open_table(app, data)
    for _ in range(steps):
        key(app, pygame.K_RIGHT)
        settle(app)
    return app, table


@pytest.mark.parametrize("game_id", ["wizard", "zoker_tiko", "racko", "pegs_and_jokers"])
def test_a_jump_tells_of_the_move_before_the_new_position(game_id):
    data = played(game_id, limit=300)
    app = make_app()
    stepped = open_table(app, data)
    target = min(60, stepped.last())
    stepped.seek(target - 1)
    key(app, pygame.K_RIGHT)  # one step forward: the lines the table shows for this position
    settle(app)
    expected = lines(stepped)
    assert stepped.position() == target and any(expected.values())

    _app, jumped = stepped_on(data, 5)
    before = lines(jumped)
    jumped.seek(target)
    assert not jumped.busy()  # shown at once: a jump does not glide the last move in
    assert lines(jumped) == expected != before


@pytest.mark.parametrize("game_id", ["zoker_memo", "zoker_kubo"])
def test_a_jump_keeps_no_lines_of_the_position_left(game_id):
    """Memo and Kubo keep a line over several moves: after a jump it is this position's, or none."""
    _app, table = stepped_on(played(game_id, limit=300), 6)
    before = lines(table)
    assert any(before.values())
    table.seek(min(60, table.last()))
    assert lines(table) != before


def test_back_to_the_deal_forgets_the_last_lines():
    app, table = stepped_on(played("wizard", limit=300), 5)
    assert table.status
    key(app, pygame.K_HOME)
    assert table.position() == 0 and not table.status


def test_wizard_replay_asks_for_no_bid(monkeypatch):
    app = make_app()
    table = open_table(app, played("wizard", limit=300))
    assert table.view().phase == "bid" and table.view().current_player == 0  # the person bids first
    blitted = spy_texts(wizard_table, monkeypatch, "blit_text")
    drawn = texts_drawn(app, wizard_table, monkeypatch)
    assert "bid –, tricks 0" in blitted  # the person's panel was drawn
    assert not any("choose a number" in text for text in drawn), drawn


def test_solo_replay_shows_no_drag_tip(monkeypatch):
    from scenes.tables import zoker_solo as solo_table

    app = make_app()
    table = open_table(app, played("zoker_solo", limit=60))
    key(app, pygame.K_RIGHT)
    settle(app)
    drawn = texts_drawn(app, solo_table, monkeypatch)
    blitted = spy_texts(solo_table, monkeypatch, "blit_text")
    app.redraw_all()
    settle(app)
    assert table.position() == 1 and (drawn or blitted)  # the side panel was drawn
    assert not any("Drag a card" in text for text in drawn)


def test_tiko_forgets_who_took_the_last_trick_when_jumping_into_the_next():
    """A tester dragged the slider to move 23: "…You take the trick with red S4", a line of move 12."""
    data = played("zoker_tiko", limit=300)
    app, table = stepped_on(data, 1)
    moves = table.session.replay.moves
    kinds = [{ev.kind for ev in m.events} for m in moves]
    taken = next(k for k in range(1, len(moves)) if "trick" in kinds[k - 1])  # a trick just taken
    table.seek(taken)
    assert table.taken  # "… takes the trick with …"
    later = next(k for k in range(taken + 5, len(moves)) if kinds[k - 1] == {"play"}
                 and moves[k - 1].events[0].data["place"] != "lead")
    table.seek(later)
    assert table.taken == ""
