"""The "Since your last move" panel gives a long line two rows instead of cutting it."""

from __future__ import annotations

import pygame

from scenes.kit import text_fit
from scenes.tables.recent import draw_recent
from tests.scenes.helpers import make_app

LONG = "Robo gave you their highest card, yellow 10: you won the last hand."


def _draw(lines, height=300):
    make_app()
    surface = pygame.Surface((1920, 1080))
    text_fit.CHECK.reset()
    draw_recent(surface, pygame.Rect(50, 550, 330, height), lines)
    return text_fit.CHECK


def test_a_long_line_wraps_onto_two_rows_whole():
    check = _draw([((200, 0, 0), LONG)])
    assert check.overflow == 0 and check.shortened == 0


def test_the_newest_lines_are_kept_when_long_lines_fill_the_panel():
    lines = [((0, 0, 200), f"Anna plays red {n}.") for n in range(3)] + [((200, 0, 0), LONG)]
    check = _draw(lines, height=52 + 4 * 32)  # room for four rows: the long line (three) and one short one
    assert check.checked == 3  # the title, the long line and "+3 earlier" (the lines left out)
    assert check.overflow == 0 and check.shortened == 0


def test_a_pinned_line_stays_with_the_newest_however_many_came_after(monkeypatch):
    """Gang of Four's loser found the card they gave only in the log: five plays after the exchange
    had pushed it out of the panel. A `Pinned` line stays, and so does the newest line."""
    from scenes.tables import recent

    drawn = []
    real = recent.draw_text
    monkeypatch.setattr(recent, "draw_text", lambda surface, message, *a, **k: (
        drawn.append(message), real(surface, message, *a, **k)))
    lines = [recent.Pinned((200, 0, 0), LONG)] + [((0, 0, 200), f"Anna plays red {n}.") for n in range(8)]
    check = _draw(lines, height=52 + 6 * 30)  # six rows: the long line (three), two plays, "+6 earlier"
    assert drawn[1:] == ["+6 earlier: see the Log (L)", LONG, "Anna plays red 6.", "Anna plays red 7."]
    assert check.overflow == 0 and check.shortened == 0
    drawn.clear()
    _draw([((0, 0, 200), LONG)] + lines[1:], height=52 + 6 * 30)  # not pinned: only the newest
    assert LONG not in drawn and "Anna plays red 3." in drawn


def test_a_line_needing_three_rows_keeps_its_size(monkeypatch):
    from scenes.tables import recent

    sizes = {}

    def spy(surface, message, box, size, *args, **kw):
        box = pygame.Rect(box)
        fitted = text_fit.fit(message, size, False, box.w, box.h, text_fit.MIN_SIZE, kw.get("wrap", True))
        sizes[message] = fitted.size
        return text_fit.draw_text(surface, message, box, size, *args, **kw)

    monkeypatch.setattr(recent, "draw_text", spy)
    three = "You gave your highest card, yellow 10, to Botti: they won the last hand."
    check = _draw([((200, 0, 0), three)])
    assert check.overflow == 0 and check.shortened == 0
    assert sizes[three] == 22  # not shrunk to squeeze into two rows


def test_wizards_panel_ends_above_the_sort_button():
    """Six players' moves filled it down under the "Sort by rank" button."""
    from scenes.tables.wizard import RECENT, SORT_BUTTON

    assert not RECENT.colliderect(SORT_BUTTON) and RECENT.bottom <= SORT_BUTTON.y - 8


def test_since_your_last_move_counts_the_lines_it_leaves_out(monkeypatch):
    """With more moves than fit, the panel kept the newest without saying so: earlier moves seemed
    never to have happened. Then "+5" beside the title puzzled a play-tester ("+1"?): a last row
    now says "+5 earlier: see the Log (L)", under the newest lines, inside the panel."""
    from scenes.tables import recent

    drawn = []
    real = recent.draw_text
    monkeypatch.setattr(recent, "draw_text", lambda surface, text, box, *a, **k: drawn.append(
        (text, pygame.Rect(box))) or real(surface, text, box, *a, **k))
    make_app()
    surface = pygame.Surface((1920, 1080))
    lines = [((200, 0, 0), f"Botti plays card {k}.") for k in range(8)]
    area = pygame.Rect(0, 0, 400, 56 + 32 * 3)
    text_fit.CHECK.reset()
    recent.draw_recent(surface, area, lines)
    texts = [t for t, _b in drawn]
    assert texts[-3:] == ["+6 earlier: see the Log (L)", *[t for _c, t in lines[-2:]]]
    assert all(area.contains(box) for _t, box in drawn) and text_fit.CHECK.shortened == 0
    assert drawn[-3][1].y > drawn[-1][1].y  # the count under the newest line
    drawn.clear()
    recent.draw_recent(surface, pygame.Rect(0, 0, 400, 56 + 32 * 8), lines)
    assert not any(t.startswith("+") for t, _b in drawn)


def test_before_the_persons_first_move_the_panel_is_titled_so_far(monkeypatch):
    """Seen by a tester: on the first turn the panel was titled "Since your last move" before the
    person had made one. Until then it says "So far"."""
    from scenes.session import Seat
    from tests.scenes.helpers import rendered, settle, start_table, wait_for_me

    app = make_app()
    seats = [Seat("Anna")] + [Seat(f"Bot{i}", "easy") for i in (1, 2, 3)]
    scene = start_table(app, "pegs_and_jokers", seats, seed=2)
    settle(app)
    wait_for_me(app, scene)
    first = scene.session.moves and all(m.seat != 0 for m in scene.session.moves)
    spied = rendered(monkeypatch)
    app.redraw_all()
    app.step(1 / 60)
    drawn = [text for text, _size in spied]
    assert first and scene.recent_lines()  # the computers moved before the person
    assert "So far" in drawn and "Since your last move" not in drawn
    scene.act(scene.state.legal_actions()[0])
    settle(app)
    wait_for_me(app, scene)
    spied.clear()
    app.redraw_all()
    app.step(1 / 60)
    drawn = [text for text, _size in spied]
    assert "Since your last move" in drawn and "So far" not in drawn
