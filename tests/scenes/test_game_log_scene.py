"""The game log panel with real key and mouse events: L and the Log button open it, it scrolls,
L/Esc/Close and a click on the table close it, and it is the same after Continue."""

from __future__ import annotations

import pygame

from scenes.registry import SCENES
from scenes.screens.game_log import PANEL, GameLogScene
from scenes.session import Seat, Session, load_autosave
from tests.scenes.helpers import click, frames, key, make_app, post, start_table

BOTS = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]


def play_some(session: Session, n: int) -> None:
    for _ in range(n):
        if session.state.is_over():
            break
        session.apply(session.state.legal_actions()[0])


def open_table_with_moves(lang: str = "en"):
    app = make_app(lang=lang)
    table = start_table(app, "wizard", BOTS, seed=4)
    play_some(table.session, 60)
    table.sync(None)
    frames(app, 2)
    while app.manager.top is not table:
        app.manager.pop()
    return app, table


def test_l_opens_the_log_at_the_newest_line_and_it_scrolls():
    app, table = open_table_with_moves()
    key(app, pygame.K_l)
    log = app.manager.top
    assert isinstance(log, GameLogScene)
    assert len(log.lines) > 60 and log.lines[0] == "Round 1 (1 card each)."
    assert log.scroll == log.max_scroll() > 0  # newest at the bottom, in view
    bottom = log.scroll
    key(app, pygame.K_PAGEUP)
    assert log.scroll < bottom
    key(app, pygame.K_HOME)
    assert log.scroll == 0
    post(app, pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0, touch=False)
    frames(app, 2)
    assert log.scroll > 0
    wheel = log.scroll
    start = (PANEL.centerx, PANEL.centery)  # drag the list up: later lines come into view
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=(start[0], start[1] - 200), rel=(0, -200), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 200), button=1)
    frames(app, 2)
    assert log.scroll == wheel + 200
    key(app, pygame.K_END)
    assert log.scroll == bottom
    key(app, pygame.K_l)
    assert app.manager.top is table
    key(app, pygame.K_l)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is table


def test_the_log_button_opens_it_and_close_and_a_table_click_close_it():
    app, table = open_table_with_moves()
    button = table.top_buttons.by_key("log")
    click(app, button.rect.center)
    log = app.manager.top
    assert isinstance(log, GameLogScene)
    click(app, log.buttons.by_key("close").rect.center)
    assert app.manager.top is table
    click(app, button.rect.center)
    assert isinstance(app.manager.top, GameLogScene)
    click(app, (300, 600))  # on the table, beside the panel
    assert app.manager.top is table


def test_every_computer_waits_while_the_log_is_open():
    app = make_app()
    bots = [Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    table = start_table(app, "wizard", bots, seed=2)
    key(app, pygame.K_l)
    moves = len(table.session.moves)
    frames(app, 120)
    assert len(table.session.moves) == moves


def test_the_log_is_the_same_after_continue():
    app = make_app()
    session = Session.start("zoker_kubo", [Seat("Anna"), Seat("Botti", "easy")], seed=5)
    play_some(session, 40)
    table = SCENES["zoker_kubo"](app, session)
    app.manager.reset(table)
    frames(app, 2)
    key(app, pygame.K_l)
    before = list(app.manager.top.lines)
    assert len(before) >= 40
    restored, problem = load_autosave("zoker_kubo")
    assert problem is None
    again = SCENES["zoker_kubo"](app, restored)
    app.manager.reset(again)
    frames(app, 2)
    key(app, pygame.K_l)
    assert app.manager.top.lines == before


def test_finnish_log_panel():
    app, table = open_table_with_moves("fi")
    assert table.top_buttons.by_key("log").label == "Tapahtumat"
    key(app, pygame.K_l)
    lines = app.manager.top.lines
    assert lines[0] == "Kierros 1 (1 kortti kullekin)."
    assert not any("{" in line or " played " in line for line in lines)


def test_a_scrolled_log_shows_whole_lines_only(monkeypatch):
    """At the newest line the top line was cut to a sliver of ink under the title ("." of a line)."""
    app, table = open_table_with_moves()
    key(app, pygame.K_l)
    log = app.manager.top
    boxes = []
    real = log.draw_line
    monkeypatch.setattr(log, "draw_line", lambda s, i, line, box: boxes.append(box) or real(s, i, line, box))
    for scroll in (log.max_scroll(), 7, 0):  # the end, mid-line and the start
        log.scroll = scroll
        boxes.clear()
        app.redraw_all()
        frames(app, 1)
        assert boxes and all(log.area.contains(box) for box in boxes), scroll
        gap = boxes[0].y - log.area.y
        assert gap <= max(log.heights) + 8  # no more than one line's room is left empty
