"""The replay bar under a table in replay mode: step, jump a round, play/pause, a slider.

It draws and takes input only; what each control does is the controller's (the table in replay
mode, scenes/tables/replay_mode.py), which it calls through a few methods: `step(n)`,
`jump_round(n)`, `toggle_play()`, `cycle_speed()` (its `speed`), `seek(k)`, `close()`,
`coach_note()` (the shown mark's note as its two lines, the better move and the values, or ()),
and `extras()` for the buttons on the
right (Show all hands, Review my game). Its Back is the replay's only one: the table's top bar is
drawn smaller, below the 64 px a finger needs. Icons are drawn, not font glyphs (the bundled font
has none), and every control is at least 64×64 (STYLE).
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import ACCENT, GOLD, INK, MUTED_INK, PANEL, PANEL_EDGE, Button, ButtonGroup, draw_shadow

BAR = pygame.Rect(0, 1080 - 148, 1920, 148)
ICON_W, ICON_H, GAP = 76, 72, 10
NOTE_Y, NOTE_H = 8, 60  # the coach's note box (from the bar's top), above the review's marks on the slider
ROW_SMALLEST = 18  # a note's row (27 px tall) is shrunk no further: a longer note is a card
CARD_SIZE = 20  # a long note's text on its card, wrapped (about the rows' own size)
NOTE_PAD, NOTE_GAP = 8, 4  # a long note's card: above and below its texts, and between them


def note_rows(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The coach's note box's two rows: the better move (bold), then the values."""
    inner = box.inflate(-28, -6)
    top = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2)
    return top, pygame.Rect(inner.x, top.bottom, inner.w, inner.h - top.h)


def note_card(box: pygame.Rect, move: str, values: str) -> tuple[pygame.Rect, tuple[pygame.Rect, ...]]:
    """The card for a long note: `box`'s width and bottom, rising over the table as far as the
    move and the values, each wrapped at CARD_SIZE, need; and the rows the two texts take."""
    inner_w = box.w - 28
    heights = [fit(text, CARD_SIZE, bold, inner_w, 1080).height
               for text, bold in ((move, True), (values, False))]
    card = pygame.Rect(box.x, 0, box.w, sum(heights) + NOTE_GAP + 2 * NOTE_PAD)
    card.bottom = box.bottom
    first = pygame.Rect(card.x + 14, card.y + NOTE_PAD, inner_w, heights[0])
    return card, (first, pygame.Rect(first.x, first.bottom + NOTE_GAP, inner_w, heights[1]))


class IconButton(Button):
    """A button that shows a drawn icon: "first", "back", "play", "pause", "forward", "last"."""

    def __init__(self, rect, icon: str, on_click, key: str):
        super().__init__(rect, "", on_click, style="flat", key=key)
        self.icon = icon

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        body = self.rect.move(0, 0 if self.pressed else -0)
        cx, cy = body.center
        ink = INK if self.enabled else MUTED_INK
        s = 14
        if self.icon == "play":
            pygame.draw.polygon(surface, ink, [(cx - s + 3, cy - s), (cx - s + 3, cy + s), (cx + s + 3, cy)])
        elif self.icon == "pause":
            for dx in (-9, 5):
                pygame.draw.rect(surface, ink, (cx + dx, cy - s, 8, 2 * s), border_radius=2)
        else:
            right = self.icon in ("forward", "last")
            sign = 1 if right else -1
            for k in range(2 if self.icon in ("first", "last") else 1):
                off = (k * 18 - (9 if self.icon in ("first", "last") else 0)) * sign
                tip, back = cx + off + sign * 10, cx + off - sign * 10
                pygame.draw.polygon(surface, ink, [(back, cy - s), (back, cy + s), (tip, cy)])
            if self.icon in ("first", "last"):
                x = cx + sign * 22
                pygame.draw.rect(surface, ink, (x - 2, cy - s, 5, 2 * s))


class ReplayBar:
    """The controls under the table; `layout()` again when the language changes."""

    def __init__(self, controller):
        self.ctl = controller
        self.dragging = False
        self.layout()

    def layout(self) -> None:
        self.buttons = ButtonGroup(arrows=False)
        y = BAR.y + (BAR.h - ICON_H) // 2 + 4
        back_w = max(150, res.font(26, True).size(_("Back"))[0] + 48)
        self.buttons.add(
            Button((24, y, back_w, ICON_H), _("Back"), self.ctl.close, style="flat", key="back", size=26)
        )
        x = 24 + back_w + 2 * GAP
        icons = [
            ("first", lambda: self.ctl.jump_round(-1), "round_back"),
            ("back", lambda: self.ctl.step(-1), "step_back"),
            ("pause" if self.ctl.playing else "play", self.ctl.toggle_play, "play"),
            ("forward", lambda: self.ctl.step(1), "step_forward"),
            ("last", lambda: self.ctl.jump_round(1), "round_forward"),
        ]
        for icon, fn, key in icons:
            self.buttons.add(IconButton((x, y, ICON_W, ICON_H), icon, fn, key))
            x += ICON_W + GAP
        speed = _("{n}×").format(n=self.ctl.speed)
        self.buttons.add(Button((x, y, ICON_W + 8, ICON_H), speed, self.ctl.cycle_speed, style="flat",
                                key="speed", size=26))
        x += ICON_W + 8 + GAP
        right = BAR.right - 24
        extras = []
        for key, label, fn, on in reversed(self.ctl.extras()):
            w = max(200, res.font(26, True).size(label)[0] + 48)
            right -= w
            extras.insert(
                0,
                Button((right, y, w, ICON_H), label, fn, style="primary" if on else "flat", key=key, size=26),
            )
            right -= GAP
        for b in extras:
            self.buttons.add(b)
        self.track = pygame.Rect(x + 30, BAR.y + 90, max(120, right - x - 60), 10)
        self.label_box = pygame.Rect(x + 20, BAR.y + 20, max(120, right - x - 40), 50)

    def note_box(self) -> pygame.Rect:
        """The coach's note box: over the slider, as wide as the position's label."""
        return pygame.Rect(self.label_box.x, BAR.y + NOTE_Y, self.label_box.w, NOTE_H)

    def draw_note(self, surface: pygame.Surface, label: str, move: str, values: str) -> None:
        """The coach's note in a gold box over the slider: the better move (bold), then the values,
        each on its row, and the position under the slider. A note too long for its rows at
        ROW_SMALLEST (a split 7 that bumps, or a lost peg's values, in Finnish) is a card standing
        on that box, as wide, and as tall as its two texts need: a note is never cut."""
        t = self.track
        under = pygame.Rect(t.x, t.bottom + 8, t.w, BAR.bottom - t.bottom - 12)
        side = "right" if self.knob_x() < t.centerx else "left"  # at the end the knob is away from
        draw_text(surface, label, under, 22, MUTED_INK, True, align=side, valign="top")
        box = self.note_box()
        top, bottom = note_rows(box)
        if not (fit(move, 24, True, top.w, top.h, ROW_SMALLEST, wrap=False).shortened
                or fit(values, 24, False, bottom.w, bottom.h, ROW_SMALLEST, wrap=False).shortened):
            pygame.draw.rect(surface, GOLD, box, 3, border_radius=14)
            for text, bold, row in ((move, True, top), (values, False, bottom)):
                draw_text(surface, text, row, 24, INK, bold, align="left", min_size=ROW_SMALLEST, wrap=False)
            return
        card, rows = note_card(box, move, values)
        draw_shadow(surface, card, 14, covered=True)
        pygame.draw.rect(surface, PANEL, card, border_radius=14)
        pygame.draw.rect(surface, GOLD, card, 3, border_radius=14)
        for text, bold, row in zip((move, values), (True, False), rows, strict=True):
            draw_text(surface, text, row, CARD_SIZE, INK, bold, align="left", valign="top")

    # ------------------------------------------------------------------ slider

    def knob_x(self) -> int:
        last = max(1, self.ctl.last())
        return self.track.x + self.track.w * self.ctl.position() // last

    def position_at(self, x: int) -> int:
        share = (x - self.track.x) / max(1, self.track.w)
        return round(max(0.0, min(1.0, share)) * self.ctl.last())

    def slider_hit(self) -> pygame.Rect:
        return self.track.inflate(40, 56)  # a finger-sized strip around the thin track

    # ------------------------------------------------------------------ input

    def handle_event(self, event) -> bool:
        if self.buttons.handle_event(event):
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.slider_hit().collidepoint(event.pos)
        ):
            self.dragging = True
            self.ctl.seek(self.position_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.ctl.seek(self.position_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        draw_shadow(surface, BAR, 0, covered=True)
        pygame.draw.rect(surface, PANEL, BAR)
        pygame.draw.line(surface, PANEL_EDGE, BAR.topleft, BAR.topright, 2)
        label, note = self.ctl.position_text(), self.ctl.coach_note()
        if note:  # the coach's note over the slider (over the table it hid names), the position under it
            self.draw_note(surface, label, *note)
        else:
            draw_text(surface, label, self.label_box, 28, INK, True, align="left", valign="top")
        t = self.track
        pygame.draw.rect(surface, (222, 212, 194), t, border_radius=5)
        done = pygame.Rect(t.x, t.y, self.knob_x() - t.x, t.h)
        pygame.draw.rect(surface, ACCENT, done, border_radius=5)
        last = max(1, self.ctl.last())
        for start in self.ctl.round_starts()[1:]:  # where each round begins
            x = t.x + t.w * start // last
            pygame.draw.line(surface, MUTED_INK, (x, t.y - 8), (x, t.bottom + 8), 2)
        for k, colour in self.ctl.marks():  # the review's marks
            x = t.x + t.w * k // last
            pygame.draw.circle(surface, colour, (x, t.y - 14), 7)
        knob = (self.knob_x(), t.centery)
        pygame.draw.circle(surface, GOLD if self.dragging else PANEL, knob, 17)
        pygame.draw.circle(surface, ACCENT, knob, 17, 4)
        self.buttons.draw(surface)
