"""Gang of Four's table geometry: the constants of its layout and where each seat, card and zone sits."""

from __future__ import annotations

import math

import pygame

from game.gang_of_four.engine import Pass, Phase, Play
from scenes.kit.cards import (
    HAND_CARD,
    TABLE_CARD,
)
from scenes.kit.text_fit import fit
from scenes.tables.redraw import TOAST_SPOTS

BACK = "cards/gang_of_four/back.png"
HAND_Y = 1080 - 12 - HAND_CARD[1] - 14  # the outer cards of the fan sit 14 px lower; all inside
LIFT = 40  # px a selected card rises out of the fan
HAND_LEFT, HAND_RIGHT = 330, 1576
MAX_STEP = 112
PILE_Y = 352
PILE_STEP = 96
PILE_CENTRE = (960, PILE_Y + TABLE_CARD[1] // 2)
PILE_DROP = pygame.Rect(560, 300, 800, 330)
SEAT_PANEL = (330, 176)
MY_PANEL = pygame.Rect(24, 792, 286, 264)
BUTTONS = pygame.Rect(1596, 792, 300, 264)  # 300 wide: "Järjestä väreittäin" on one line at 26 px
SORT_BUTTON = pygame.Rect(BUTTONS.x, BUTTONS.y - 184, BUTTONS.w, 76)  # right of the arrows, over "One card!"
MINI_BACK = (40, 56)
STATUS_Y, SELECT_Y = 600, 650
TOAST_Y = 730  # a one-line message's centre: under the status and selection lines, above a lifted card
DEAL_STAGGER = 0.04
TRICK_PAUSE = 0.7  # seconds the winning combination stays before it joins the heap
FLIGHT = 0.7  # seconds an exchanged card takes between two seats (slow enough to follow)
RING = (960, 545, 640, 262)  # centre and radii of the two upper direction arrows
# the two lower arrows keep to the pockets between a side seat, the pile and the status line: lower
# down they ran behind the hint, by "Sort by colour" and into raised cards
BOTTOM_RING = (960, 430, 600, 160)
BOTTOM_SPAN = (22, 44)  # degrees from the right (mirrored on the left)
ARROW_W = 6
LAST_PLAY = pygame.Rect(960 - 210, PILE_Y - 58, 420, 42)  # the last play's label: between arrows and top seat
# who leads once a trick is won: a pill across the dimmed heap, in the middle of the cleared pile
LEAD_BOX = pygame.Rect(960 - 360, PILE_CENTRE[1] - 40, 720, 80)
LEAD_MIN = 20
# the pile's drop glow: under the last play's label (its edge ran through the words), inside the drop area
PILE_GLOW = pygame.Rect(PILE_DROP.x + 20, LAST_PLAY.bottom + 6, PILE_DROP.w - 40,
                        PILE_DROP.bottom - 10 - LAST_PLAY.bottom - 6)
RECENT = pygame.Rect(24, 520, 330, 262)  # "Since your last move", under the left seat
DIRECTION = pygame.Rect(24, 108, 440, 84)  # "↺ Counter-clockwise" and the line under it, top left
# the status and selection lines, centred and clear of "Since your last move" and the sort button;
# a long selection line (Finnish names the combination to beat) wraps to a second line
LINES_W = 2 * (960 - RECENT.right - 16)
STATUS_BOX = pygame.Rect(960 - LINES_W // 2, STATUS_Y, LINES_W, 44)
SELECT_BOX = pygame.Rect(960 - LINES_W // 2, SELECT_Y, LINES_W, 76)
SELECT_MIN = 22  # the smallest size the selection line shrinks to before it is cut
SOUNDS = {"dealt": "deal", "played": "place", "gift": "place", "exchanged": "place", "trick_won": "trick",
          "one_card": "chime", "hand_over": "chime"}
TUTORIAL_PANEL = (1206, 108, 690, 212)  # above the right seat, clear of the last play's label
# the height grows with the text; its top under the tutorial's panel (at 296 they overlapped)
EXCHANGE_PANEL = pygame.Rect(420, TUTORIAL_PANEL[1] + TUTORIAL_PANEL[3] + 12, 1080, 270)
# Phone codes and offers: beside the top seat, above the side seats (the side strips held the seats'
# card counts and "Since your last move"), left first (the first phone is usually the left seat; it
# hides the direction's words whole, the arrows still show it), a third one over the whole of
# "Since your last move". 690 wide: at 756 a code's corner covered the last play's dot.
PHONE_AREAS = (pygame.Rect(24, 108, 690, 212), pygame.Rect(1920 - 24 - 690, 108, 690, 212),
               pygame.Rect(RECENT))


def direction_arcs(direction: int) -> list[tuple[list, list]]:
    """The four arrows round the table for this hand's direction: (line points, head triangle)."""
    out = []
    for quarter in range(4):
        cx, cy, rx, ry = BOTTOM_RING if quarter < 2 else RING
        a0, a1 = BOTTOM_SPAN if quarter < 2 else (90 * quarter + 22, 90 * quarter + 68)
        if quarter == 1:
            a0, a1 = 180 - a1, 180 - a0
        pts = [(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
               for a in range(a0, a1 + 1, 2)]
        if direction < 0:
            pts.reverse()
        (x0, y0), (x1, y1) = pts[-3], pts[-1]
        ang = math.atan2(y1 - y0, x1 - x0)
        head = [(x1 + 18 * math.cos(ang), y1 + 18 * math.sin(ang)),
                (x1 + 16 * math.cos(ang + 2.4), y1 + 16 * math.sin(ang + 2.4)),
                (x1 + 16 * math.cos(ang - 2.4), y1 + 16 * math.sin(ang - 2.4))]
        out.append((pts, head))
    return out


def arrow_rects(direction: int) -> list[pygame.Rect]:
    """Each arrow's bounding box with its line's width (what it may not touch)."""
    out = []
    for pts, head in direction_arcs(direction):
        xs, ys = [x for x, _y in pts + head], [y for _x, y in pts + head]
        rect = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), 0, 0)
        rect.size = (math.ceil(max(xs)) - rect.x + 1, math.ceil(max(ys)) - rect.y + 1)
        out.append(rect.inflate(ARROW_W, ARROW_W))
    return out


def code(key: str) -> str:
    return key.split(":")[1]


def _button_rect(group, key: str) -> pygame.Rect | None:
    button = next((b for b in group.buttons if b.key == key), None) if group is not None else None
    return None if button is None else pygame.Rect(button.rect)


class GangOfFourLayout:
    """Where everything sits: the seats round the table, the fanned hand, the pile, the tutorial's zones."""

    def place(self, seat: int) -> str:
        """Where a seat sits: the viewer at the bottom, the others left, top, right (no top with three)."""
        if seat == self.viewer:
            return "bottom"
        k = self.others().index(seat)
        return ("left", "right")[k] if self.state.players == 3 else ("left", "top", "right")[k]

    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.place_rect(self.place(seat))

    @staticmethod
    def place_rect(place: str) -> pygame.Rect:
        w, h = SEAT_PANEL
        if place == "bottom":
            return MY_PANEL
        if place == "left":
            return pygame.Rect(24, 330, w, h)
        if place == "right":
            return pygame.Rect(1920 - 24 - w, 330, w, h)
        return pygame.Rect(960 - w // 2, 112, w, h)

    def hand_pos(self, k: int, n: int, lifted: bool = False) -> tuple[float, float]:
        room = HAND_RIGHT - HAND_LEFT - HAND_CARD[0]
        step = min(MAX_STEP, room / max(1, n - 1))
        total = HAND_CARD[0] + (n - 1) * step
        x = (HAND_LEFT + HAND_RIGHT) / 2 - total / 2 + k * step
        off = (k - (n - 1) / 2) / max(1.0, (n - 1) / 2)  # -1 … 1 across the fan
        return (x, HAND_Y + 14 * off * off - (LIFT if lifted else 0))

    def pile_pos(self, k: int, n: int) -> tuple[float, float]:
        left = PILE_CENTRE[0] - (TABLE_CARD[0] + (n - 1) * PILE_STEP) / 2
        return (left + k * PILE_STEP, PILE_Y)

    def heap_pos(self) -> tuple[float, float]:
        return (PILE_CENTRE[0] - TABLE_CARD[0] / 2, PILE_Y)

    def toast_spots(self) -> tuple[int, ...]:
        """A message goes first between the table's lines and the hand, where it covers nothing."""
        return (TOAST_Y, *TOAST_SPOTS)

    def toast_area(self) -> pygame.Rect | None:
        """A message too long for its one line under the table's lines goes to the free corner right
        of the top seat (where a tutorial puts its panel), wrapped to it; None: the usual spots."""
        if not self.toast.visible or self.tutorial is not None:
            return None
        rect, _fitted = self.toast.place(pygame.Rect(0, 0, 1920, 1080), (960, TOAST_Y))
        return None if rect.collidelist(self.toast_avoid()) < 0 else pygame.Rect(TUTORIAL_PANEL)

    def toast_avoid(self) -> list[pygame.Rect]:
        """Never over the combination to beat (and its label), the lines under it or the last moves."""
        out = [*super().toast_avoid(), self.zone_rect("pile"), LAST_PLAY.inflate(24, 12), RECENT]
        line, ok = self.selection_line()
        if self.status or line:
            bottom = SELECT_BOX.y + fit(line, 28, not ok, SELECT_BOX.w, SELECT_BOX.h, SELECT_MIN).height
            out.append(pygame.Rect(0, STATUS_Y - 6, 1920, max(SELECT_Y + 42, bottom + 6) - STATUS_Y))
        return out

    def move_zones(self, action, view) -> list[str]:
        """A review's better move: the cards of its combination that the hand shown still holds
        (a second copy as card.<code>.2), or the Pass button."""
        if not isinstance(action, Play):
            return ["pass"] if isinstance(action, Pass) else []
        held = [code(k) for k in self.shown_keys(self.view()) if k in self.sprites]
        zones, seen = [], {}
        for card in action.cards:
            n = seen[card] = seen.get(card, 0) + 1
            if held.count(card) >= n:
                zones.append(f"card.{card}" if n == 1 else f"card.{card}.{n}")
        return zones

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: card.<code> (card.<code>.2: its second copy), play, pass, pile, give,
        seat.<n>, next_round and tutorial_panel."""
        if name == "tutorial_panel":
            return pygame.Rect(TUTORIAL_PANEL)
        if name == "pile":  # where the top combination lies (the drop area is larger), under its label:
            # a glow around it (9 px out, 6 wide) ends clear of the label's last letters
            view = self.view()
            if view.top is None and view.phase == Phase.PLAY:  # the empty pile's own outline: one frame
                return PILE_GLOW.copy()  # (a smaller ring inside it looked misaligned)
            return pygame.Rect(600, PILE_Y - 4, 720, TABLE_CARD[1] + 18)
        if name in ("play", "pass"):
            return _button_rect(self.buttons, name)
        if name == "give":  # the exchange panel's button, else where the panel comes
            return _button_rect(self.panel, "give") or pygame.Rect(EXCHANGE_PANEL)
        if name == "next_round":  # the hand-over sheet's button while it is open
            top = self.manager.top
            button = _button_rect(getattr(top, "buttons", None), "next") if top is not self else None
            return button or pygame.Rect(770, 900, 380, 90)
        kind, _dot, arg = name.partition(".")
        if kind == "seat" and arg.isdigit() and int(arg) < self.state.players:
            return self.seat_rect(int(arg))
        if kind == "card" and arg:
            card, _dot, nth = arg.partition(".")
            keys = [k for k in self.shown_keys(self.view()) if k in self.sprites]
            copies = [i for i, k in enumerate(keys) if code(k) == card]
            k = int(nth) - 1 if nth.isdigit() else 0
            if not 0 <= k < len(copies):
                return pygame.Rect(HAND_LEFT, HAND_Y, HAND_RIGHT - HAND_LEFT, HAND_CARD[1])
            i = copies[k]
            rect = pygame.Rect(self.sprites[keys[i]].rect)
            if i + 1 < len(keys):  # the part the next card in the fan leaves uncovered (where a click lands)
                rect.w = max(24, min(rect.w, round(self.sprites[keys[i + 1]].rect.x) - rect.x))
            return rect
        return None
