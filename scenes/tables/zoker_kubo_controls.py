"""The big Kubo cube's controls: turn buttons, "Front", the layers-apart slider, and the list of
completed structures whose rows light their line in the cube when hovered."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.zoker.cards import card_name
from game.zoker.kubo.engine import STRUCTURES, UNCLAIMED
from scenes.kit import resources as res
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import GOLD, INK, MUTED_INK, WHITE, Button, ButtonGroup, draw_panel
from scenes.tables.kubo_cube import KEY_STEP, CubeView, owner_colour, owner_dashes, pattern_line
from scenes.tables.zoker_kubo_layout import CONTROLS_H

SLIDER_W = 240
ROW_H = 42
ROW_SIZE, ROW_MIN = 24, 16  # the list's rows share one size between these
TEXT_X, TEXT_GAP = 64, 16  # a row's words: after its line's pattern; between structure and owner


class ExplodeSlider:
    """How far apart the layers are (0 together … 1 fully apart): press or drag along its track."""

    def __init__(self, rect, cube: CubeView) -> None:
        self.rect = pygame.Rect(rect)  # the whole touch target (≥ 64 px high)
        self.cube = cube
        self.held = False

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 16, self.rect.centery - 4, self.rect.w - 32, 8)

    def _set(self, x: int) -> None:
        t = self.track()
        self.cube.set_explode((x - t.x) / max(1, t.w))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.held = True
            self._set(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.held:
            self._set(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            return True
        return False

    def knob(self) -> tuple[int, int]:
        t = self.track()
        return (round(t.x + t.w * self.cube.explode), t.centery)

    def draw(self, surface) -> None:
        t = self.track()
        pygame.draw.rect(surface, (60, 90, 72), t, border_radius=4)
        pygame.draw.rect(surface, GOLD, (t.x, t.y, self.knob()[0] - t.x, t.h), border_radius=4)
        pygame.draw.circle(surface, (20, 30, 24), self.knob(), 17)
        pygame.draw.circle(surface, WHITE, self.knob(), 14)


class CubeControls:
    """The row of buttons and the slider along the bottom of the big cube's view."""

    def __init__(self, cube: CubeView) -> None:
        self.cube = cube
        r = cube.rect
        y = r.bottom - CONTROLS_H + 16
        g = ButtonGroup(arrows=False)
        x = r.x + 24
        for label, key, turn in (("◀", "turn_left", (KEY_STEP, 0.0)), ("▶", "turn_right", (-KEY_STEP, 0.0)),
                                 ("▲", "tilt_up", (0.0, KEY_STEP)), ("▼", "tilt_down", (0.0, -KEY_STEP))):
            g.add(Button((x, y, 68, 68), label, lambda t=turn: cube.nudge(*t), key=key, size=30))
            x += 76
        g.add(Button((x + 8, y, 150, 68), _("Front"), cube.front, key="front"))
        self.buttons = g
        self.slider = ExplodeSlider((r.right - 24 - SLIDER_W, y, SLIDER_W, 68), cube)
        self.label_box = pygame.Rect(x + 174, y, self.slider.rect.x - x - 186, 68)

    def handle_event(self, event) -> bool:
        return self.buttons.handle_event(event) or self.slider.handle_event(event)

    def look(self) -> tuple:
        return tuple((b.hover, b.pressed, b.focused) for b in self.buttons.buttons) + (self.slider.knob(),)

    def draw(self, surface) -> None:
        self.buttons.draw(surface)
        label = _("Layers apart (X)")
        draw_text(surface, label, self.label_box, 26, WHITE, True, "right", "center", 18, wrap=False)
        self.slider.draw(surface)


def describe(k: int) -> str:
    """A completed structure in the list: "Line: blue S1 – blue S4" (the Zoker by its ends too)."""
    s = STRUCTURES[k]
    kind = {"line": _("Line"), "diagonal": _("Diagonal")}.get(s.kind, _("Zoker"))
    first, last = card_name(s.cells[0]), card_name(s.cells[-1])
    return _("{kind}: {first} – {last}").format(kind=kind, first=first, last=last)


def gain(k: int, points: int) -> str:
    """What completing structure k earned, for the status line: "+1 for a line"."""
    words = {"line": _("+{n} for a line"), "diagonal": _("+{n} for a diagonal")}
    return words.get(STRUCTURES[k].kind, _("+{n} for the Zoker")).format(n=points)


class StructureList:
    """The structures completed this round, newest first; hovering a row lights it in the cube."""

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.hover: int | None = None  # the structure under the pointer

    def rows(self, owners) -> list[tuple[int, pygame.Rect]]:
        done = [k for k, o in enumerate(owners) if o is not None]
        room = (self.rect.h - 130) // ROW_H
        top = self.rect.y + 64
        return [(k, pygame.Rect(self.rect.x + 16, top + n * ROW_H, self.rect.w - 32, ROW_H - 4))
                for n, k in enumerate(reversed(done[-room:] if room > 0 else []))]

    def handle_event(self, event, owners) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k, r in self.rows(owners) if r.collidepoint(event.pos)), None)
        return False

    def look(self, owners, names) -> tuple:
        return (self.hover, tuple(owners), tuple(names))

    def row_texts(self, view, names, rows) -> tuple[int, list[str]]:
        """One size for every row (one came out smaller, its owner crowding it): the largest at which
        each row's structure and owner fit side by side, the owners by name alone where their levels
        would not fit. `names`: each seat's (label, name), "Botti (normal)" and "Botti"."""
        owners = view.owners

        def whos(form: int) -> list[str]:
            return [_("to claim") if owners[k] == UNCLAIMED else _("lost") if owners[k] < 0
                    else f"{names[owners[k]][form]} · +{view.points(k)}" for k, _r in rows]

        for size in range(ROW_SIZE, ROW_MIN - 1, -1):
            font = res.font(size, True)  # bold, as the row under the pointer: no jump when hovered
            for form in (0, 1):
                texts = whos(form)
                if all(font.size(describe(k))[0] + TEXT_GAP + font.size(who)[0] <= r.w - TEXT_X - 4
                       for (k, r), who in zip(rows, texts, strict=True)):
                    return size, texts
        return ROW_MIN, whos(1)

    def caption_box(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 20, self.rect.bottom - 68, self.rect.w - 40, 60)  # two lines at 22

    def draw(self, surface, view, names: list[str], placing: bool = True) -> None:
        """`placing`: the caption also says how to drop a card (not in a replay, where nobody moves)."""
        owners = view.owners
        draw_panel(surface, self.rect, 20)
        title = pygame.Rect(self.rect.x + 20, self.rect.y + 14, self.rect.w - 40, 44)
        draw_text(surface, _("Completed structures"), title, 30, INK, True, "left", "center", min_size=20)
        rows = self.rows(owners)
        size, whos = self.row_texts(view, names, rows)
        if not rows:
            box = pygame.Rect(self.rect.x + 20, self.rect.y + 70, self.rect.w - 40, 80)
            draw_text(surface, _("None yet. Point at a card to see its lines through the layers."), box,
                      26, MUTED_INK, False, "left", "top", min_size=18)
        for (k, r), who in zip(rows, whos, strict=True):
            owner = owners[k]
            if k == self.hover:
                pygame.draw.rect(surface, (250, 226, 150), r, border_radius=10)
            y = r.centery
            colour = owner_colour(owner) if owner != UNCLAIMED else GOLD
            dashes = owner_dashes(owner) if owner >= 0 else (1, 0)
            pattern_line(surface, colour, (r.x + 8, y), (r.x + 52, y), 5, dashes)
            width = min(res.font(size, True).size(who)[0], r.w // 2)
            right = pygame.Rect(r.right - 4 - width, r.y, width, r.h)
            draw_text(surface, who, right, size, MUTED_INK, False, "right", "center", size, wrap=False)
            left = pygame.Rect(r.x + TEXT_X, r.y, right.x - TEXT_GAP - r.x - TEXT_X, r.h)
            bold = k == self.hover
            draw_text(surface, describe(k), left, size, INK, bold, "left", "center", size, wrap=False)
        caption = (_("Drag to turn it, double-click for the front. Drop a card on its gold place.") if placing
                   else _("Drag to turn it (Up and Down tilt it); double-click for the front."))
        draw_text(surface, caption, self.caption_box(), 22, MUTED_INK, False, "left", "center", min_size=16)
