"""The score sheet: rounds down, players across, the arithmetic under each number.

`SheetView` draws a sheet of any length in a box: the heading row and the totals row stay put,
the rounds between them scroll (mouse wheel, drag, Up/Down, Page Up/Down, Home/End).
`first` is the index of the first round shown, so tests can see what is on screen.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _, number
from game.core.match import ScoreSheet
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text, fit, shared_size
from scenes.kit.ui import INK, MUTED_INK, Button, ButtonGroup, dim, draw_panel

ROW_H = 64
TALL_ROW_H = 90  # when a note needs two lines
NOTE_SIZE = 20  # under its cell's number; at 18 it read as 12 px in a 1280×720 window
ROW_LABEL_SIZE = 24
HEAD_SIZE, HEAD_SMALLEST = 26, 18  # every heading at one size: the longest shrinks them all
HEAD_H = 60
HEAD_GAP = 20  # between two column headings
TOTAL_H = 64
BAR_W = 14  # the scroll bar at the right edge
WHEEL_ROWS = 2


def sheet_height(sheet: ScoreSheet, width: int) -> int:
    """The height that shows every round of `sheet` at `width` without scrolling (a panel shrinks to it)."""
    probe = SheetView(sheet, (0, 0, width, 10_000))
    return HEAD_H + max(1, len(sheet.rows)) * probe.row_h + TOTAL_H + 8


def sheet_number(pts: int) -> str:
    """A cell's points: "30", "0", "−10" with a real minus sign (a hyphen reads as a dash)."""
    return number(pts)


class SheetView:
    """A scrollable score sheet inside `rect` (the heading and totals always visible)."""

    def __init__(self, sheet: ScoreSheet, rect, at_end: bool = True, empty: str = ""):
        self.sheet = sheet
        self.empty = empty  # said in the body while no row is written (else a blank gap over "Total")
        self.rect = pygame.Rect(rect)
        self.row_h = ROW_H
        # what the longest round label needs on one line, measured once (the columns are asked often)
        self.label_need = max((res.font(ROW_LABEL_SIZE).size(row.label)[0] + 16 for row in sheet.rows),
                              default=0)
        note_w = self._columns(bar=True)[1] - 8
        font = res.font(NOTE_SIZE)
        if any(font.size(note)[0] > note_w for row in sheet.rows for note in row.notes):
            self.row_h = TALL_ROW_H
        self.first = self.max_first if at_end else 0
        self.drag_y: int | None = None
        self.drag_left = 0

    # ------------------------------------------------------------------ geometry

    @property
    def body(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x, r.y + HEAD_H, r.w, r.h - HEAD_H - TOTAL_H)

    @property
    def rows_visible(self) -> int:
        return max(1, self.body.h // self.row_h)

    @property
    def max_first(self) -> int:
        return max(0, len(self.sheet.rows) - self.rows_visible)

    @property
    def last(self) -> int:
        """Index of the last round shown."""
        return min(len(self.sheet.rows), self.first + self.rows_visible) - 1

    def scrolls(self) -> bool:
        return self.max_first > 0

    def scroll_to(self, first: int) -> None:
        self.first = max(0, min(self.max_first, first))

    def _columns(self, bar: bool | None = None) -> tuple[int, int, int]:
        """(x of the first points column, column width, label width)."""
        cols = max(1, len(self.sheet.columns))
        inner = self.rect.w - (BAR_W + 10 if (self.scrolls() if bar is None else bar) else 0)
        label_w = min(220, max(140, inner // (cols + 2)))
        # with few columns there is room for a long label on one line ("Round 1 (turn limit)")
        label_w = max(label_w, min(self.label_need, inner // (cols + 1)))
        return self.rect.x + label_w, (inner - label_w) // cols, label_w

    # ------------------------------------------------------------------ input

    def handle_event(self, event) -> bool:
        """Scroll on wheel, drag and keys; True if the event was used."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y * WHEEL_ROWS)
            return True
        if event.type == pygame.KEYDOWN:
            page = max(1, self.rows_visible - 1)
            moves = {
                pygame.K_UP: self.first - 1,
                pygame.K_DOWN: self.first + 1,
                pygame.K_PAGEUP: self.first - page,
                pygame.K_PAGEDOWN: self.first + page,
                pygame.K_HOME: 0,
                pygame.K_END: self.max_first,
            }
            if event.key in moves:
                self.scroll_to(moves[event.key])
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.body.collidepoint(event.pos):
            self.drag_y, self.drag_left = event.pos[1], 0
            return True
        if event.type == pygame.MOUSEMOTION and self.drag_y is not None:
            self.drag_left += self.drag_y - event.pos[1]
            self.drag_y = event.pos[1]
            rows = int(self.drag_left / self.row_h)  # dragging up shows later rounds
            if rows:
                self.drag_left -= rows * self.row_h
                self.scroll_to(self.first + rows)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.drag_y is not None:
            self.drag_y = None
            return True
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        x0, col_w, label_w = self._columns()
        heads, size = self.column_heads(col_w)
        for i, name in enumerate(heads):
            cell = pygame.Rect(x0 + col_w * i + HEAD_GAP // 2, r.y, col_w - HEAD_GAP, HEAD_H - 8)
            draw_text(surface, name, cell, size, INK, True, valign="bottom", min_size=HEAD_SMALLEST)
        pygame.draw.line(surface, MUTED_INK, (r.x, r.y + HEAD_H - 2), (r.right, r.y + HEAD_H - 2), 2)
        y = self.body.y
        labels, label_size = self.row_labels(label_w)
        for k, row in enumerate(self.sheet.rows[self.first : self.last + 1], self.first):
            label = pygame.Rect(r.x + 8, y + 4, label_w - 16, self.row_h - 8)
            draw_text(surface, labels[k], label, label_size, MUTED_INK, align="left", min_size=16)
            noted = any(row.notes)  # a row without notes has its numbers level with its label
            for i, pts in enumerate(row.points):
                cell = pygame.Rect(x0 + col_w * i + 4, y + 2, col_w - 8, 34 if noted else self.row_h - 4)
                draw_text(surface, sheet_number(pts), cell, 28, INK, True, wrap=False)
                if i < len(row.notes) and row.notes[i]:
                    note = pygame.Rect(cell.x, y + 36, cell.w, self.row_h - 38)
                    draw_text(surface, row.notes[i], note, NOTE_SIZE, MUTED_INK, valign="top")
            y += self.row_h
        if not self.sheet.rows and self.empty:
            draw_text(surface, self.empty, self.body.inflate(-16, -8), 24, MUTED_INK, min_size=18)
        ty = r.bottom - TOTAL_H
        pygame.draw.line(surface, INK, (r.x, ty + 4), (r.right, ty + 4), 3)
        draw_text(surface, _("Total"), (r.x + 8, ty + 10, label_w - 16, TOTAL_H - 12), 28, INK, True, "left")
        for i, total in enumerate(self.sheet.totals()):
            cell = pygame.Rect(x0 + col_w * i + 4, ty + 10, col_w - 8, TOTAL_H - 12)
            draw_text(surface, sheet_number(total), cell, 32, INK, True, wrap=False)
        if self.scrolls():
            self._draw_bar(surface)

    def row_labels(self, label_w: int) -> tuple[list[str], int]:
        """The rounds' labels as drawn, and their one size. When one does not fit on a line, every
        label breaks at its " · " ("Round 2 ·" over "2 cards"): one of two lines among one-line
        labels, broken anywhere, looked like a slip."""
        labels = [row.label for row in self.sheet.rows]
        w, h = label_w - 16, self.row_h - 8
        size = ROW_LABEL_SIZE
        if any(fit(label, size, False, w, h, size, wrap=False).shortened for label in labels):
            labels = [label.replace(" · ", "\n") for label in labels]
        return labels, shared_size(((label, w, h) for label in labels), size)

    def column_heads(self, col_w: int) -> tuple[list[str], int]:
        """The column headings as drawn, and their one size ("You" beside "Botti (normal)" at a larger
        size looked like a misprint). When one does not fit on a line, every computer's level goes
        on a line of its own ("Botti" over "(tavallinen)"): side by side on one line, four such
        names ran into each other."""
        w, h = col_w - HEAD_GAP, HEAD_H - 8
        heads = list(self.sheet.columns)
        if any(fit(name, HEAD_SIZE, True, w, h, HEAD_SIZE, wrap=False).shortened for name in heads):
            heads = [name.replace(" (", "\n(", 1) for name in heads]
        return heads, shared_size(((name, w, h) for name in heads), HEAD_SIZE, True, HEAD_SMALLEST)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        body, n = self.body, len(self.sheet.rows)
        track = pygame.Rect(self.rect.right - BAR_W, body.y + 4, BAR_W, body.h - 8)
        pygame.draw.rect(surface, (226, 218, 202), track, border_radius=BAR_W // 2)
        h = max(40, track.h * self.rows_visible // n)
        top = track.y + (track.h - h) * self.first // max(1, self.max_first)
        pygame.draw.rect(surface, MUTED_INK, (track.x, top, BAR_W, h), border_radius=BAR_W // 2)


def panel_span(beside: pygame.Rect | None, width: int = 1400, margin: int = 24) -> tuple[int, int]:
    """(x, width) of a sheet's panel: centred, or beside `beside` (a tutorial's panel that must stay
    readable) on the wider side of it, as wide as that side allows."""
    if beside is None or not pygame.Rect((1920 - width) // 2, 0, width, 1080).colliderect(beside):
        return (1920 - width) // 2, width
    left, right = beside.x - 2 * margin, 1920 - beside.right - 2 * margin
    w = min(width, max(left, right))
    return ((beside.x - w) // 2, w) if left >= right else (beside.right + (1920 - beside.right - w) // 2, w)


def draw_sheet(surface: pygame.Surface, sheet: ScoreSheet, rect: pygame.Rect) -> None:
    """The sheet in `rect`, showing its latest rounds (no scrolling)."""
    SheetView(sheet, rect).draw(surface)


class ScoreSheetScene(Scene):
    """An overlay with the sheet (scrollable) and one or two buttons."""

    opaque = False
    still = True

    def __init__(self, app, sheet: ScoreSheet, title: str, actions=None, empty: str = "",
                 beside: pygame.Rect | None = None):
        super().__init__(app)
        self.sheet, self.title = sheet, title
        x, w = panel_span(beside)
        h = min(980, 130 + sheet_height(sheet, w - 120) + 150)  # a short match needs no empty sheet
        self.panel = pygame.Rect(x, (1080 - h) // 2, w, h)
        p = self.panel
        self.view = SheetView(sheet, (p.x + 60, p.y + 130, p.w - 120, p.h - 130 - 150), empty=empty)
        self.buttons = ButtonGroup()
        actions = actions or [(_("Close"), self.manager.pop, "close")]
        x = self.panel.centerx - (len(actions) * 380 - 20) // 2
        for i, (label, fn, key) in enumerate(actions):
            self.buttons.add(
                Button(
                    (x + i * 380, self.panel.bottom - 115, 360, 80),
                    label,
                    fn,
                    style="primary" if i == len(actions) - 1 else "flat",
                    key=key,
                )
            )

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and self.view.handle_event(event):
            return
        if self.buttons.handle_event(event):
            return
        if self.view.handle_event(event):
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and self.buttons.buttons[0].key == "close"
        ):
            self.manager.pop()

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        title = pygame.Rect(self.panel.x + 60, self.panel.y + 30, self.panel.w - 120, 80)
        draw_text(surface, self.title, title, res.TITLE, INK, True)
        self.view.draw(surface)
        self.buttons.draw(surface)
