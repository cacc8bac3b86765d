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


def test_the_newest_lines_are_kept_when_two_row_lines_fill_the_panel():
    lines = [((0, 0, 200), f"Anna plays red {n}.") for n in range(3)] + [((200, 0, 0), LONG)]
    check = _draw(lines, height=52 + 3 * 32)  # room for three rows: the long line and one short one
    assert check.checked == 3  # the title, "Anna plays red 2." and the long line, whole
    assert check.overflow == 0 and check.shortened == 0
