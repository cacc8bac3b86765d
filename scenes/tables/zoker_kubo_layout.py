"""Zoker Kubo's table geometry: the constants of its layout, the grid, the hand and the tutorial's zones."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.core.tutorial import PERSON
from game.zoker.cards import DECK, SHAPES, SIZES, sprite_name
from game.zoker.kubo.engine import (
    MAX_HAND_AFTER_DRAW,
    Draw,
    EndTurn,
    Pass,
    Phase,
    Place,
    cell,
    coords,
)
from scenes.kit import resources as res
from scenes.kit.cards import HAND_CARD, KUBO_CARD
from scenes.kit.ui import (
    Button,
    ButtonGroup,
)
from scenes.text.zoker_text import face

GRID_X, GRID_Y = 104, 118
LAYER_DX, LAYER_DY = 44, 8  # each higher layer: right past the lower corner code, and a touch down
PITCH_X = KUBO_CARD[0] + 3 * LAYER_DX + 4
PITCH_Y = KUBO_CARD[1] + 3 * LAYER_DY + 14
RIGHT_X = GRID_X + 4 * PITCH_X + 16
CUBE_RECT = pygame.Rect(RIGHT_X, 110, 1900 - RIGHT_X, 424)
# The big cube takes the grid's room; the hand, End turn and the list of structures stay beside it.
BIG_CUBE_RECT = pygame.Rect(24, 104, RIGHT_X - 40, 942)
CLOSE_RECT = pygame.Rect(BIG_CUBE_RECT.right - 88, BIG_CUBE_RECT.y + 20, 68, 68)
# The small cube gives the info panel 16 px (as tall as the list of structures' 7 rows allows), so
# a two-row instruction or pile line leaves room for the red cross's legend at 22 px or more.
INFO_PANEL = pygame.Rect(RIGHT_X, CUBE_RECT.bottom + 12, 1900 - RIGHT_X, 240)
HAND_Y = 806
END_BOX = (INFO_PANEL.x + 20, INFO_PANEL.bottom - 86, 220, 68)
HAND_STEP = 186
HAND_COVER = 70  # px of a hand card's right side that holds its bottom corner index (XL4's from x 102)
# From 12 cards one row left under 58 px of each card, and "XL1" read "XL": the hand lies in two
# rows, the front one just under the back one's codes (and ending 2 px above the canvas's foot).
HAND_ROWS_AT = 12
HAND_ROWS_Y = (HAND_Y - 18, HAND_Y + 34)
SIDE_W, SIDE_GAP = 150, 16  # Guide and Cube, at the panel's right end
BUTTON_GAP = 12
# The draw choices (0–4 at most: a turn starts with a card in hand) share the row left of Guide,
# each at least 64 px wide: at 110 px the fourth lay under Guide and Cube.
_DRAW_ROOM = INFO_PANEL.right - 20 - 2 * SIDE_W - SIDE_GAP - BUTTON_GAP - END_BOX[0]
DRAW_W = (_DRAW_ROOM - (MAX_HAND_AFTER_DRAW - 1) * BUTTON_GAP) // MAX_HAND_AFTER_DRAW
FLASH = 1.8  # seconds a completed structure glows
REST = 0.4  # seconds the pointer rests on a card before its lines show (not at once after a drop)
GAPS_CLOSE = 0.8  # seconds the pointer is away from a hand with gaps before they close
SEAT_ANCHOR = (960, 20)  # where another seat's card comes from (the top bar)
GHOST_ALPHA = 70
STATUS_RECT = pygame.Rect(GRID_X, 1046 - 44, 4 * PITCH_X, 44)  # the last move's line, under the grid
TOAST_H = 160  # a message's band: up to three lines
POINTER_GAP = 12  # px between the place pointed at and a message said beside it
CONTROLS_H = 100  # px at the bottom of the big cube's view (its turn buttons and slider)
BIG_CONTROLS = pygame.Rect(BIG_CUBE_RECT.x, BIG_CUBE_RECT.bottom - CONTROLS_H, BIG_CUBE_RECT.w, CONTROLS_H)
AXIS_NAMES = (
    (N_("blue"), N_("green"), N_("orange"), N_("red")),
    SIZES,
    SHAPES,
)


def axis_label(axis: int, value: int) -> str:
    """The name of a row, column or layer of the grid: a colour (translated), a size or a shape's digit."""
    name = AXIS_NAMES[axis][value]
    return _(name) if axis == 0 else str(name)


def grid_axes(axis: int) -> tuple[int, int]:
    """The attributes along the grid's rows and its columns when `axis` makes the layers."""
    a, b = (k for k in range(3) if k != axis)
    return a, b


_ghosts: dict[int, pygame.Surface] = {}


def ghost(i: int) -> pygame.Surface:
    """A faint copy of a card for the reference overlay."""
    if i not in _ghosts:
        img = res.scaled(face(DECK[i]), KUBO_CARD).copy()
        img.set_alpha(GHOST_ALPHA)
        _ghosts[i] = img
    return _ghosts[i]


class KuboLayout:
    """Where everything sits: the grid's places, the hand, the side buttons and the tutorial's zones."""

    def grid_pos(self, i: int) -> tuple[int, int]:
        """Top-left of place `i` at its own layer's offset."""
        axis = self.state.geo.axis
        c = coords(i)
        a, b = (k for k in range(3) if k != axis)
        layer = c[axis]
        return (GRID_X + c[b] * PITCH_X + layer * LAYER_DX, GRID_Y + c[a] * PITCH_Y + layer * LAYER_DY)

    def place_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.grid_pos(i), KUBO_CARD)

    def pile_rect(self, i: int) -> pygame.Rect:
        """The grid cell of place i's column: all four layers' places, where a card held for place
        i may be dropped (its own place is offset by its layer; a drop on the cell's lower cards
        was refused with "it has one place of its own: row L, column 1", the cell dropped on)."""
        geo = self.state.geo
        column = [*geo.below[i], i, *geo.above[i]]
        return self.place_rect(column[0]).unionall([self.place_rect(j) for j in column[1:]])

    def hand_pos(self, k: int, n: int) -> tuple[float, float]:
        """Card `k` of a hand of `n`: one row, or from `HAND_ROWS_AT` cards the first half behind."""
        if n < HAND_ROWS_AT:
            return (self._hand_x(k, n), HAND_Y)
        back = (n + 1) // 2
        if k < back:
            return (self._hand_x(k, back), HAND_ROWS_Y[0])
        return (self._hand_x(k - back, n - back), HAND_ROWS_Y[1])

    def _hand_x(self, k: int, n: int) -> float:
        width = INFO_PANEL.w
        step = HAND_STEP if n <= 1 else min(HAND_STEP, (width - HAND_CARD[0]) / (n - 1))
        if step < HAND_CARD[0]:  # overlapping: a neighbour covers the whole corner index, never a sliver
            step = min(step, HAND_CARD[0] - HAND_COVER)
        total = HAND_CARD[0] + step * (n - 1)
        return RIGHT_X + (width - total) / 2 + k * step

    def hand_area(self, n: int) -> pygame.Rect:
        """Around a hand of `n` cards (at least one)."""
        n = max(1, n)
        return pygame.Rect(self.hand_pos(0, n), HAND_CARD).unionall(
            [pygame.Rect(self.hand_pos(k, n), HAND_CARD) for k in range(1, n)])

    def move_zones(self, action, view) -> list[str]:
        """A review's better move: a placement's card, where the hand shown still holds it, and its
        place in the cube; End turn; the number of cards to draw."""
        if isinstance(action, EndTurn):
            return ["end"]
        if isinstance(action, Draw):
            return [f"draw.{action.count}"]
        card = getattr(action, "card", None)
        if card is None:
            return []
        stem = sprite_name(card)
        return ([f"card.{stem}"] if card in self.view().hand else []) + [f"cube.{stem}"]

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: card.<sprite> (a hand card, like card.blue_S2), place.<sprite> (its place on
        the grid), cube.<sprite> (that place in the 3-D cube, wherever the cube is turned), cube,
        end (End turn), draw.N (draw N more) and tutorial_panel."""
        if name == "tutorial_panel":
            return self._tutorial_panel()
        if name == "cube":
            return self.cube.rect.copy()
        if name == "end":
            return pygame.Rect(END_BOX)
        if name.startswith("draw.") and name[5:].isdigit():  # where that choice is (or will be) shown
            return pygame.Rect(self._draw_box(int(name[5:])))
        kind, _dot, stem = name.partition(".")
        i = next((cell(c) for c in DECK if sprite_name(c) == stem), None)
        if i is None:
            return None
        if kind == "place":
            return self.place_rect(i)
        if kind == "cube":  # around the place's parallelogram as the cube is turned (and pulled apart) now
            box = self.cube.place_box(i, self.state.geo.axis)
            return box.inflate(max(12, 48 - box.w), max(12, 48 - box.h)).clip(self.cube.rect)
        if kind == "card":
            sprite = self.sprites.get(i)
            if sprite is not None and i not in self.flying:
                return pygame.Rect(sprite.rect)
            return self.hand_area(len(self.view().hand))  # not in the hand (yet): the whole hand
        return None

    said_at: tuple[str, tuple[int, int]] | None = None  # a refusal answering the pointer, and where

    def refuse_here(self, reason: str) -> None:
        """A refused drop or click: said beside the pointer, where the person looks (`toast_area`)."""
        self.refuse(reason)
        self.said_at = (reason, self.pointer)

    def toast_area(self) -> pygame.Rect | None:
        """A refusal beside the pointer on the grid or the big cube, else over the small cube or across
        the big cube's top, so a message never hides the grid, the hand, End turn or the cube's
        controls (a tutorial's zones or panel may lie there: then the usual band, clear of them)."""
        near = self._beside_pointer()
        if near is not None:
            return near
        if self.big_cube:
            top = BIG_CUBE_RECT.y + 12
            return self._clear_band([pygame.Rect(BIG_CUBE_RECT.x + 12, top, CLOSE_RECT.x - 36, TOAST_H)])
        if self.tutorial is not None:
            return None
        return CUBE_RECT.inflate(-24, -24)

    def _beside_pointer(self) -> pygame.Rect | None:
        """Under (else over) the place where the refused card was let go or the card clicked, in the
        grid's or the big cube's column, leaving that place in sight (the message may name it)."""
        said = self.said_at
        if said is None or said[0] != self.toast.message or not self.toast.visible:
            return None
        pos = said[1]
        if self.big_cube:
            top, bottom = CLOSE_RECT.bottom + 8, BIG_CONTROLS.y
            i = self.cube.place_at(pos, self.state.geo.axis)
            spots = [] if i is None else [self.cube.place_box(i, self.state.geo.axis)]
        else:
            top, bottom = BIG_CUBE_RECT.y, STATUS_RECT.y
            spots = [self.pile_rect(i) for i in range(64) if self.place_rect(i).collidepoint(pos)]  # its cell
        column = pygame.Rect(BIG_CUBE_RECT.x, top, BIG_CUBE_RECT.w, bottom - top)
        if not column.collidepoint(pos):
            return None
        spot = pygame.Rect(pos, (0, 0)).unionall(spots).inflate(2 * POINTER_GAP, 2 * POINTER_GAP)
        h = self.toast.place(column, column.center)[0].h  # the band hugs the message
        bands = [pygame.Rect(column.x, spot.bottom, column.w, h),
                 pygame.Rect(column.x, spot.top - h, column.w, h)]
        return self._clear_band([b for b in bands if column.contains(b)])

    def _clear_band(self, bands: list[pygame.Rect]) -> pygame.Rect | None:
        """The first band whose message covers nothing of `toast_avoid` (None: none is)."""
        avoid = self.toast_avoid()
        return next((b for b in bands if self.toast.place(b, b.center)[0].collidelist(avoid) < 0), None)

    def toast_avoid(self) -> list[pygame.Rect]:
        """Also End turn (or the draw choices) and the side buttons, and the big cube's controls and ×."""
        rects = [b.rect for b in self.side.buttons]
        if self.big_cube:
            rects += [BIG_CONTROLS, CLOSE_RECT]
        return super().toast_avoid() + [pygame.Rect(r).inflate(24, 24) for r in rects]

    def _tutorial_panel(self) -> pygame.Rect:
        """Over the info panel, so the cube shows what the sentences are about (and the panel's line
        on claiming does not speak of claims before the tutorial does), except while a step waits
        for End turn or a draw button there: then over the small cube."""
        c = self.tutorial
        step = c.cursor.current() if c.mode == "step" and self.state.current_player == PERSON else None
        if step is not None and any(z == "end" or z.startswith("draw.") for z in step.point):
            return c.snug(CUBE_RECT.copy())
        return pygame.Rect(INFO_PANEL.x, INFO_PANEL.y - 6, INFO_PANEL.w, INFO_PANEL.h + 12)

    def _draw_box(self, n: int) -> tuple[int, int, int, int]:
        """The button for drawing n more cards."""
        return (END_BOX[0] + n * (DRAW_W + BUTTON_GAP), END_BOX[1], DRAW_W, 68)

    def guide_label(self) -> str:
        """The Guide button's label, ticked while the guide shows (it looked the same on and off)."""
        return ("✓ " if self.guide else "") + _("Guide")

    def build_side(self) -> None:
        view = self.view()
        g = ButtonGroup(arrows=False)
        y = INFO_PANEL.bottom - 86
        mine = self.my_turn()
        if view.phase == Phase.DRAW and mine:
            for n in view.draw_choices:
                box, draw = self._draw_box(n), lambda n=n: self.act(Draw(n))
                g.add(Button(box, str(n), draw, style="primary", key=f"draw{n}"))
        else:
            label = _("Pass") if view.phase == Phase.STEAL else _("End turn")
            act = Pass() if view.phase == Phase.STEAL else EndTurn()
            # the blue main button once a card is placed, or when none fits: before that it invited
            # a tap that ended a turn with a card still to place (a play-tester)
            fits = (mine and view.phase == Phase.PLACE and not view.placed_this_turn
                    and any(isinstance(a, Place) for a in self.state.legal_actions()))
            g.add(
                Button(
                    END_BOX,
                    label,
                    lambda a=act: self.act(a),
                    style="flat" if fits else "primary",
                    key="end",
                    enabled=mine and view.phase in (Phase.PLACE, Phase.STEAL),
                )
            )
        right = INFO_PANEL.right - 20
        g.add(Button((right - SIDE_W, y, SIDE_W, 68), _("Cube"), self.toggle_cube, style="flat", key="cube"))
        g.add(Button((right - 2 * SIDE_W - SIDE_GAP, y, SIDE_W, 68), self.guide_label(), self.toggle_guide,
                     style="flat", key="guide"))
        self.side = g
