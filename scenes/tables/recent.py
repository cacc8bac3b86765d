"""What changed since the person's last move: the moves the table highlights for them.

`session.moves` lists every applied action in order; the moves after the viewer's own
last move are what the others did meanwhile. Tables outline those changes calmly in the
mover's seat colour until the person moves again (then the list is empty).
"""

from __future__ import annotations

import pygame

from game.core.api import NextRound
from game.core.i18n import _, ngettext
from scenes.kit import resources as res
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK, SEAT_COLOURS, draw_panel
from scenes.session import Move, Session

OUTLINE = 3  # px: a calm outline, thinner than the gold target glow
MAX_ROWS = 3  # rows one line of "Since your last move" may take before its text shrinks


def _after_own_last(moves: list[Move], seat: int, own=None) -> int:
    """Index just after `seat`'s own last move (0 if none); `own(move)` says which moves count."""
    for k in range(len(moves) - 1, -1, -1):
        if moves[k].seat == seat and (own is None or own(moves[k])):
            return k + 1
    return 0


def moves_since_last(session, seat: int, own=None) -> list[Move]:
    """The moves by other seats (or by nobody) after `seat`'s own last move, in order.

    `own(move)` says which of the seat's moves count as its move (default: all of them; Memo
    counts only a finished turn, since turning a miss face down is done by whoever is next).
    """
    moves = session.moves
    return [m for m in moves[_after_own_last(moves, seat, own):] if m.seat != seat]


def since_last_move(session: Session, seat: int) -> list[Move]:
    """The moves after `seat`'s own last one (every move so far if it has not moved yet);
    empty when `seat` is a computer. "Next round" is no move of one's own: what it dealt and
    exchanged is news, so it is listed too."""
    if not session.seats[seat].human:
        return []
    moves = session.moves
    start = _after_own_last(moves, seat, lambda m: not isinstance(m.action, NextRound))
    return [m for m in moves[start:]
            if m.seat is not None and (m.seat != seat or isinstance(m.action, NextRound))]


def own_last_move(session: Session, seat: int) -> Move | None:
    """`seat`'s own last move ("Next round" aside, as in `since_last_move`), or None; None too
    when `seat` is a computer."""
    if not session.seats[seat].human:
        return None
    k = _after_own_last(session.moves, seat, lambda m: not isinstance(m.action, NextRound))
    return session.moves[k - 1] if k else None


def recent_title(session: Session, seat: int) -> str:
    """The recent panel's title: "Since your last move", or "So far" before the seat's first move."""
    return _("Since your last move") if own_last_move(session, seat) is not None else _("So far")


def events_since_last(session, seat: int, own=None):
    """(mover, event) for every event of `moves_since_last`, in order."""
    return [(m.seat, ev) for m in moves_since_last(session, seat, own) for ev in m.events]


def seat_colour(seat: int | None) -> tuple[int, int, int]:
    return (230, 230, 230) if seat is None else SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def outline(surface: pygame.Surface, rect: pygame.Rect, seat: int | None, radius: int = 14,
            dot_left: bool = False) -> None:
    """The 'changed since your move' mark: a thin outline in the mover's colour over a dark edge,
    the seat's dot on its top right corner (`dot_left`: the top left, for a card whose number is
    in its top right corner)."""
    r = pygame.Rect(rect).inflate(10, 10)
    colour = seat_colour(seat)
    pygame.draw.rect(surface, (20, 30, 24), r.inflate(4, 4), OUTLINE + 2, border_radius=radius + 2)
    pygame.draw.rect(surface, colour, r, OUTLINE, border_radius=radius)
    # The seat's dot on the corner, as beside its name: readable on a face and on a back alike.
    dot = (r.x + 4 if dot_left else r.right - 4, r.y + 4)
    pygame.draw.circle(surface, (255, 255, 255), dot, 10)
    pygame.draw.circle(surface, colour, dot, 7)


def still_moving_reason() -> str:
    """Why H or a click waits while a computer's move is still on the table."""
    return _("Wait a moment: the last move is still being shown.")


def can_act(scene) -> bool:
    """A person at this screen is to move and nothing is moving any more."""
    return scene.my_turn() and not scene.busy()


class Pinned(tuple):
    """A line of "Since your last move" that stays however many come after it (colour, text)."""

    def __new__(cls, colour: tuple, text: str):
        return super().__new__(cls, (colour, text))


def draw_recent(surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[tuple, str]],
                title: str | None = None) -> None:
    """A panel titled "Since your last move" with one line per action (a seat-coloured dot first),
    up to three rows for a line too long for one (so it keeps its size); the `Pinned` lines and the
    newest are kept when there are more than fit, and a last row counts the others, in the log
    ("+2 earlier")."""
    if not lines:
        return
    row_h = 30  # a 22 px line and its spacing (at 32 a fan-side panel lost a line to 4 px)
    room = max(1, (rect.h - 52) // row_h)
    width = rect.w - 56
    rows_of = [min(room, MAX_ROWS, max(1, len(res.wrap(text, 22, width)))) for _c, text in lines]
    if sum(rows_of) > room and room > 1:
        room -= 1  # the row that counts the lines left out
    chosen: dict[int, int] = {}  # line → its rows
    pinned = [k for k, line in enumerate(lines) if isinstance(line, Pinned)]
    others = [k for k in range(len(lines)) if k not in pinned]
    spare = rows_of[others[-1]] if others else 0  # the newest other line is always shown too
    for k in pinned:  # oldest first
        rows = min(rows_of[k], room - spare - sum(chosen.values()))
        if rows > 0:
            chosen[k] = rows
    for k in range(len(lines) - 1, -1, -1):  # then the newest
        rows = min(rows_of[k], room)
        if k in chosen:
            continue
        if sum(chosen.values()) + rows > room:
            break
        chosen[k] = rows
    kept = [(*lines[k], chosen[k]) for k in sorted(chosen)]
    used = sum(chosen.values())
    hidden = len(lines) - len(kept)
    rect = pygame.Rect(rect.x, rect.y, rect.w, 56 + row_h * (used + bool(hidden)))  # as tall as its lines
    draw_panel(surface, rect, 18)
    head = pygame.Rect(rect.x + 16, rect.y + 10, rect.w - 32, 32)
    title = title or _("Since your last move")
    draw_text(surface, title, head, 24, MUTED_INK, True, align="left", wrap=False)
    if hidden:  # older lines left out: said under the newest, where the eye ends ("+2" alone puzzled)
        more = ngettext("+{n} earlier: see the Log (L)", "+{n} earlier: see the Log (L)", hidden)
        draw_text(surface, more.format(n=hidden), pygame.Rect(rect.x + 42, rect.y + 48 + row_h * used, width,
                                                              row_h), 20, MUTED_INK, align="left", wrap=False)
    y = rect.y + 48
    for colour, text, rows in kept:
        pygame.draw.circle(surface, colour, (rect.x + 26, y + row_h // 2), 8)
        pygame.draw.circle(surface, MUTED_INK, (rect.x + 26, y + row_h // 2), 8, 1)  # a white seat's too
        draw_text(surface, text, pygame.Rect(rect.x + 42, y, width, row_h * rows), 22, INK, align="left",
                  valign="top" if rows > 1 else "center", wrap=rows > 1)
        y += row_h * rows


def draw_since_last(surface: pygame.Surface, rect: pygame.Rect, table, lines=None) -> None:
    """The table's "Since your last move" panel (`lines`, else its `recent_lines()`), titled for its
    viewer ("So far" before their first move)."""
    lines = table.recent_lines() if lines is None else lines
    draw_recent(surface, rect, lines, recent_title(table.session, table.viewer))
