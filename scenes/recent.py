"""What the others did since the person's last move: read from `Session.moves`, drawn as a short list.

The card tables show it after the computers' turns, so nobody has to watch every card fly;
it empties as soon as the person moves again.
"""

from __future__ import annotations

import pygame

from game.core.api import NextRound
from game.core.i18n import _
from scenes.session import Move, Session
from scenes.text_fit import draw_text
from scenes.ui import INK, MUTED_INK, draw_panel


def since_last_move(session: Session, seat: int) -> list[Move]:
    """The moves after `seat`'s own last one (every move so far if it has not moved yet);
    empty when `seat` is a computer, or when nobody else has moved since."""
    if not session.seats[seat].human:
        return []
    moves = session.moves
    start = 0
    for i in range(len(moves) - 1, -1, -1):
        if moves[i].seat == seat and not isinstance(moves[i].action, NextRound):
            start = i + 1
            break
    # "Next round" is no move of one's own: what it dealt and exchanged is news
    return [m for m in moves[start:]
            if m.seat is not None and (m.seat != seat or isinstance(m.action, NextRound))]


def draw_recent(surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[tuple, str]],
                title: str | None = None) -> None:
    """A panel titled "Since your last move" with one line per action (a seat-coloured dot first);
    the newest lines are kept when there are more than fit."""
    if not lines:
        return
    row_h = 32
    room = max(1, (rect.h - 52) // row_h)
    rect = pygame.Rect(rect.x, rect.y, rect.w, 56 + row_h * min(room, len(lines)))  # as tall as its lines
    draw_panel(surface, rect, 18)
    head = pygame.Rect(rect.x + 16, rect.y + 10, rect.w - 32, 32)
    title = title or _("Since your last move")
    draw_text(surface, title, head, 24, MUTED_INK, True, align="left", wrap=False)
    y = rect.y + 48
    for colour, text in lines[-room:]:
        pygame.draw.circle(surface, colour, (rect.x + 26, y + row_h // 2), 8)
        draw_text(surface, text, pygame.Rect(rect.x + 42, y, rect.w - 56, row_h), 22, INK, align="left",
                  wrap=False)
        y += row_h
