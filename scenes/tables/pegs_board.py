"""The Pegs and Jokers board on screen: hole places from the map, turned so the viewer sits at the bottom.

`BoardLayout` knows where every hole is (from assets/maps/pegs_<n>.tmx), turns the board so the
viewer's side is nearest, finds the hole under the pointer and the holes a peg passes on its way.
`PegSprite` is a peg that walks hole by hole.
"""

from __future__ import annotations

import math

import pygame

from game.pegs import board
from scenes.kit import resources as res
from scenes.kit.anim import Tween, ease_in_out
from scenes.kit.cards import CardSprite
from scenes.kit.layout import zones
from scenes.kit.surface_cache import MB, surface_cache
from scenes.kit.ui import GOLD, GOLD_BRIGHT
from scenes.tables.pegs_look import board_image, peg_image

STEP_TIME = 0.07  # seconds per hole when a peg walks (fast, but every hole is seen)
FLIGHT = 0.42  # seconds for a jump (leaving start, a joker, a bumped peg flying home)
TOUCH_REACH = 40  # px: a finger (~64 px across) picks the nearest lit peg or hole this close
MOUSE_REACH = 32  # px: a mouse's target is 64 px across too, though 8 players' holes are 21 px apart


GLOW_EDGE = (52, 34, 20)  # dark wood under a gold glow: gold alone vanishes on the yellow track


def draw_glow(surface: pygame.Surface, centre, radius: float, bright: bool, aim: bool = False) -> None:
    """A gold ring round a lit peg or hole (brighter for the best one), edged in dark so that it
    shows on every track colour, the yellow one too, in a soft gold halo (a thin ring alone was
    easy to miss on the wood). `aim`: a hole where a peg stands that the move would take, marked
    with four notches as a sight, so it does not look like a peg that may move."""
    halo = _halo(round(radius) + 10, bright)
    surface.blit(halo, halo.get_rect(center=(round(centre[0]), round(centre[1]))))
    width = 5 if bright else 4
    pygame.draw.circle(surface, GLOW_EDGE, centre, radius + 2, width + 4)
    colour = GOLD_BRIGHT if bright else GOLD
    pygame.draw.circle(surface, colour, centre, radius, width)
    if aim:  # on the diagonals, where the ring's edge is drawn plain above, below and beside
        x, y = centre
        for dx, dy in ((0.7071, 0.7071), (-0.7071, 0.7071), (-0.7071, -0.7071), (0.7071, -0.7071)):
            inner = (x + dx * (radius - 6), y + dy * (radius - 6))
            outer = (x + dx * (radius + 9), y + dy * (radius + 9))
            pygame.draw.line(surface, GLOW_EDGE, inner, outer, 8)
            pygame.draw.line(surface, colour, inner, outer, 4)


_HALOS: dict[tuple[int, bool], pygame.Surface] = {}


def _halo(radius: int, bright: bool) -> pygame.Surface:
    """A gold disc fading outwards, made once per size."""
    key = (radius, bright)
    if key not in _HALOS:
        halo = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
        for r, alpha in ((radius, 50), (radius - 4, 70), (radius - 8, 90)):
            pygame.draw.circle(halo, (*(GOLD_BRIGHT if bright else GOLD), alpha + (30 if bright else 0)),
                               (radius, radius), max(1, r))
        _HALOS[key] = halo
    return _HALOS[key]


def nearest(pos, points: dict, reach: float):
    """The key of `points` (key → (x, y)) nearest to `pos`, if within `reach`; else None."""
    best, dist = None, reach
    for key, (x, y) in points.items():
        d = math.hypot(pos[0] - x, pos[1] - y)
        if d <= dist:
            best, dist = key, d
    return best


class BoardLayout:
    """Hole centres and zones of one board size, seen from `viewer`'s side."""

    def __init__(self, players: int, viewer: int):
        self.players, self.viewer = players, viewer
        self.zones = zones(f"pegs_{players}")
        b = self.zones["board"]
        self.centre = b.center
        self.turn = -2 * math.pi * viewer / players  # the viewer's side comes to the bottom
        names = board.all_holes(players)
        self.holes = {n: self._turned(self.zones[n].center) for n in names}
        first = self.zones[board.track_id(0)]
        self.pitch = first.w
        self.peg_size = min(44, round(self.pitch * 0.92))

    def _turned(self, p) -> tuple[float, float]:
        if not self.turn:
            return (float(p[0]), float(p[1]))
        cx, cy = self.centre
        dx, dy = p[0] - cx, p[1] - cy
        c, s = math.cos(self.turn), math.sin(self.turn)
        return (cx + dx * c - dy * s, cy + dx * s + dy * c)

    def hole_rect(self, hole: str, grow: float = 1.0) -> pygame.Rect:
        size = round(self.pitch * grow)
        r = pygame.Rect(0, 0, size, size)
        r.center = (round(self.holes[hole][0]), round(self.holes[hole][1]))
        return r

    def peg_pos(self, hole: str) -> tuple[float, float]:
        """Top-left of a peg sprite standing in `hole`."""
        x, y = self.holes[hole]
        return (x - self.peg_size / 2, y - self.peg_size / 2)

    def chip_rect(self, seat: int) -> pygame.Rect:
        """The seat's name plate, level, just inside its start pad. The map keeps it clear of the pad
        on the unturned board; turned, a plate beside a pad reaches further across it (its width,
        not its height), so it moves inwards by the difference."""
        r = self.zones[f"seat.{seat}"].copy()
        out = self.zones[board.track_id(board.come_out(seat))].center
        pads = [self.zones[board.start_id(seat, k)].center for k in range(board.PEGS)]
        pad = (sum(x for x, _y in pads) / len(pads), sum(y for _x, y in pads) / len(pads))
        ix, iy = pad[0] - out[0], pad[1] - out[1]  # inwards, on the map
        norm = math.hypot(ix, iy)
        ix, iy = ix / norm, iy / norm
        c, s = math.cos(self.turn), math.sin(self.turn)
        tx, ty = ix * c - iy * s, ix * s + iy * c  # inwards, on screen
        more = (abs(tx) - abs(ix)) * r.w / 2 + (abs(ty) - abs(iy)) * r.h / 2
        x, y = self._turned(r.center)
        r.center = (round(x + tx * more), round(y + ty * more))
        return r

    def image(self) -> pygame.Surface:
        return _turned_board(self.players, self.viewer)

    def hole_at(self, pos) -> str | None:
        """The hole nearest to `pos`, if within half a pitch."""
        best, dist = None, self.pitch * 0.6
        for name, (x, y) in self.holes.items():
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d < dist:
                best, dist = name, d
        return best


def _turned_board(players: int, viewer: int) -> pygame.Surface:
    """The board as `viewer` sees it. Unturned, it is the image cache's own surface, never kept
    here: a copy held past the image cache's eviction would be 4 MB outside every budget."""
    return _rotated_board(players, viewer) if viewer else res.image(board_image(players))


@surface_cache(12 * MB, "pegs turned board")  # two turned 4-player boards, or one of the bigger ones
def _rotated_board(players: int, viewer: int) -> pygame.Surface:
    return pygame.transform.rotozoom(res.image(board_image(players)), 360 * viewer / players, 1.0)


def walk(players: int, seat: int, start: str, end: str, steps: int) -> list[str]:
    """The holes a peg of `seat` passes moving `steps` (negative: backward) from `start` to `end`."""
    if steps == 0 or not start.startswith(("track.", "home.")):
        return [end]
    path: list[str] = []
    kind, _s, i = board.parse_hole(start)
    into_home = end.startswith("home.")
    length = board.track_length(players)
    for _ in range(abs(steps)):
        if kind == "home":
            i += 1
        elif steps > 0 and into_home and i == board.in_spot(seat):
            kind, i = "home", 0
        else:
            i = (i + (1 if steps > 0 else -1)) % length
        path.append(board.home_id(seat, i) if kind == "home" else board.track_id(i))
    return path if path and path[-1] == end else [end]


class PegSprite(CardSprite):
    """A peg: walks through a list of holes, glows when it may move, lifts while dragged."""

    def __init__(self, seat: int, peg: int, pos, size: int):
        super().__init__(("peg", seat, peg), peg_image(seat), pos, (size, size))
        self.seat, self.peg = seat, peg
        self.hole = ""
        self.route: list[tuple[tuple[float, float], float]] = []  # waypoints still to walk

    @property
    def moving(self) -> bool:
        return (self.tween is not None and not self.tween.done) or bool(self.route)

    def walk(self, points: list[tuple[float, float]], step: float, delay: float = 0.0) -> None:
        """Go through `points` (top-lefts), `step` seconds each; at once when `step` is 0."""
        if step <= 0 or not points:
            self.route, self.tween = [], None
            if points:
                self.pos = points[-1]
            return
        self.route = [(p, step) for p in points]
        self._next(delay)

    def fly(self, point, duration: float, delay: float = 0.0) -> None:
        if duration <= 0:
            self.pos, self.tween, self.route = point, None, []
            return
        self.route = [(point, duration)]
        self._next(delay)

    def _next(self, delay: float = 0.0) -> None:
        point, duration = self.route.pop(0)
        self.tween = Tween(self.pos, point, duration, delay, ease=ease_in_out)

    def update(self, dt: float) -> None:
        if self.tween:
            self.tween.update(dt)
            self.pos = self.tween.value  # type: ignore[assignment]
            if self.tween.done:
                self.tween = None
                if self.route:
                    self._next()

    def finish(self) -> None:
        if self.route:
            self.pos, self.route = self.route[-1][0], []
        elif self.tween:
            self.tween.finish()
            self.pos = self.tween.value  # type: ignore[assignment]
        self.tween = None

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size[0]
        rect = self.rect
        if self.dragging:
            size = round(size * 1.3)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = self.rect.center
            shade = pygame.Rect(0, 0, size, size // 2)
            shade.center = (rect.centerx + 4, rect.bottom)
            veil = pygame.Surface(shade.size, pygame.SRCALPHA)
            pygame.draw.ellipse(veil, (0, 0, 0, 70), veil.get_rect())
            surface.blit(veil, shade)
        if self.highlight:
            bright = self.highlight in ("best", "selected")
            draw_glow(surface, rect.center, size * 0.5 + (6 if bright else 4), bright)
        surface.blit(res.scaled(self.image, (size, size)), rect)
