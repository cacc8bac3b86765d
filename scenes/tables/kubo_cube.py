"""The 3-D Kubo cube: cards lying flat in their glass layers, turned by hand, its lines lit.

The maths is in scenes/tables/cube_projection.py and the cards lying flat at an angle in
kubo_faces.py; this module turns and paints. A frame is cached until its look (camera, table,
highlights) changes, so a still cube costs a blit. Every highlight has a pattern as well as a
colour (colour-blind safe): playable places a dashed gold edge, lit structures a solid line with
beads, claimed ones their owner's dash pattern.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import pygame
from pygame import gfxdraw

from game.zoker.kubo.engine import NOBODY, STRUCTURE_IDS, UNCLAIMED
from scenes.kit.ui import GOLD, GOLD_BRIGHT, RED, SEAT_COLOURS, WHITE
from scenes.tables.cube_projection import (
    CARD_W,
    EXPLODE_GAP,
    FRONT_PITCH,
    FRONT_YAW,
    LAYER_GAP,
    Camera,
    card_corners,
    clamp_pitch,
    fit_scale,
    inside,
    layer_corners,
    layer_of,
    place_point,
)
from scenes.tables.kubo_faces import flat_face, flat_shadow, motion_angle, quantise

SIZE_STEP = 4  # px: face widths are rounded to this, so few sizes exist
DRAG_SPEED = 0.0075  # radians per pixel of drag
KEY_STEP = math.radians(15)
FRICTION = 3.2  # per second: how fast a flung cube slows down
SPIN_STOP = 0.05  # rad/s under which it has stopped
GLIDE_RATE = 14.0  # per second: keys, "Front" and the explode key ease towards their goal
DOUBLE_CLICK = 0.4  # seconds
LAYER_TINTS = {  # by orientation: the layer colours when layers are colours, else a neutral ladder
    0: [(90, 140, 235), (80, 190, 120), (245, 180, 70), (230, 90, 80)],
    1: [(200, 225, 240)] * 4,
    2: [(200, 225, 240)] * 4,
}
BACKDROP = (10, 40, 27)
BACKDROP_LOW = (5, 26, 17)
PILLAR = (70, 104, 88)
CORNER = 24
EDGE = (40, 46, 52)  # a card's edge: one antialiased line hides the rotated sprite's stair steps
HEADER_H = 52
GLASS_ALPHA = 28
# by seat (solid, dashed, dotted, dash-dot, long-long-gap), the last for nobody's (lost) structures
DASHES = ((1, 0), (14, 7), (4, 5), (16, 5, 4, 5), (9, 3, 9, 9), (3, 9))


@dataclass(frozen=True)
class CubeLook:
    """Everything the cube's picture shows besides the camera: one value, hashable, so a frame is
    redrawn exactly when it changes (and partial redraws know when)."""

    axis: int
    table: tuple
    owners: tuple
    dead: frozenset = frozenset()
    doomed: frozenset = frozenset()  # empty places the held card would kill
    playable: frozenset = frozenset()  # places a card of the viewer's may go now
    best: int | None = None  # the playable place under a dragged card
    lit: tuple = ()  # structures lit by pointing (bold)
    traced: tuple = ()  # lines traced by pointing (faint)
    pulses: tuple = ()  # (structure, brightness 0–8) of those just completed
    recent: tuple = ()  # (place, colour): placed by others since the viewer's move
    hover: int | None = None


def pattern_line(surface, colour, a, b, width: int, dashes=(1, 0)) -> None:
    """A line from a to b in a dash pattern (on, off, on, off … in multiples of its width)."""
    length = math.dist(a, b)
    if length < 1:
        return
    if len(dashes) < 2 or not dashes[1]:
        pygame.draw.line(surface, colour, a, b, width)
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t, k = 0.0, 0
    while t < length:
        run = dashes[k % len(dashes)] * max(1, width / 3)
        if k % 2 == 0:
            end = min(length, t + run)
            start, stop = (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * end, a[1] + uy * end)
            pygame.draw.line(surface, colour, start, stop, width)
        t += run
        k += 1


def _pattern_polygon(surface, colour, pts, width: int, dashes) -> None:
    for p, q in zip(pts, pts[1:] + pts[:1], strict=True):
        pattern_line(surface, colour, p, q, width, dashes)


def owner_colour(owner: int) -> tuple[int, int, int]:
    return (170, 170, 170) if owner == NOBODY else SEAT_COLOURS[owner % len(SEAT_COLOURS)]


def owner_dashes(owner: int) -> tuple:
    return DASHES[-1] if owner == NOBODY else DASHES[owner % (len(DASHES) - 1)]


class CubeView:
    """A turnable picture of the cube inside `rect`: drag (with a fling), keys, double-click resets."""

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.controls_h = 0  # px at the bottom kept for the view's buttons (the big view)
        self.yaw, self.pitch = FRONT_YAW, FRONT_PITCH
        self.explode = 0.0
        self.goal: tuple[float, float] | None = None  # keys and "Front" ease towards it
        self.explode_goal: float | None = None
        self.spin = [0.0, 0.0]  # yaw, pitch radians per second after a fling
        self.dragging_from: tuple[int, int] | None = None
        self._drag_moved = [0.0, 0.0]  # since the last frame, for the fling's speed
        self._last_press = (-1.0, (0, 0))
        self.turning = False  # the angles changed since the last frame: faces are made quicker
        self._seen = self.angles()
        self._key = None
        self._frame: pygame.Surface | None = None
        self.drawn_order: list[int] = []
        self._sheet: pygame.Surface | None = None
        self._geometry: tuple | None = None

    # ------------------------------------------------------------------ camera

    def stage(self) -> pygame.Rect:
        """Where the cube itself is drawn, in the view's own coordinates (the big view keeps a line
        at the top for the last move and a band at the bottom for its controls)."""
        top = HEADER_H if self.controls_h else 0
        return pygame.Rect(0, top, self.rect.w, self.rect.h - self.controls_h - top)

    def angles(self) -> tuple[float, float, float]:
        """(yaw, pitch, explode) as drawn: rounded, so a look that compares equal paints equal."""
        return round(self.yaw % math.tau, 4), round(self.pitch, 4), round(self.explode, 3)

    def camera(self) -> Camera:
        yaw, pitch, explode = self.angles()
        stage = self.stage()
        return Camera(yaw, pitch, fit_scale(stage.w, stage.h, explode), stage.center)

    def front(self) -> None:
        """Back to the front view (eased unless motion is reduced: `update` decides)."""
        self.spin = [0.0, 0.0]
        self.goal = (self.yaw + _shortest(self.yaw, FRONT_YAW), FRONT_PITCH)

    def turn(self, dyaw: float, dpitch: float) -> None:
        """Turn by these angles now (a drag); keys use `nudge`, which eases."""
        self.goal = None
        self.yaw = (self.yaw + dyaw) % math.tau
        self.pitch = clamp_pitch(self.pitch + dpitch, self.explode)

    def nudge(self, dyaw: float, dpitch: float) -> None:
        yaw, pitch = self.goal or (self.yaw, self.pitch)
        self.spin = [0.0, 0.0]
        self.goal = (yaw + dyaw, clamp_pitch(pitch + dpitch, self.explode))

    def toggle_explode(self) -> None:
        target = self.explode_goal if self.explode_goal is not None else self.explode
        self.explode_goal = 0.0 if target > 0.5 else 1.0

    def set_explode(self, value: float) -> None:
        self.explode_goal = None
        self.explode = max(0.0, min(1.0, value))
        self.pitch = clamp_pitch(self.pitch, self.explode)

    def moving(self) -> bool:
        return self.goal is not None or self.explode_goal is not None or any(self.spin)

    def update(self, dt: float, reduced: bool = False) -> None:
        """Inertia after a fling, easing to a goal; with reduced motion goals are reached at once."""
        self._move(dt, reduced)
        now = self.angles()
        self.turning, self._seen = now[:2] != self._seen[:2], now

    def _move(self, dt: float, reduced: bool) -> None:
        if self.dragging_from is not None:
            if dt > 0:  # the drag's speed about the vertical, smoothed, becomes the fling (a tilt stays put)
                self.spin[0] = 0.6 * self.spin[0] + 0.4 * self._drag_moved[0] / dt
            self._drag_moved = [0.0, 0.0]
            return
        step = 1.0 if reduced else 1 - math.exp(-GLIDE_RATE * dt)
        if self.goal is not None:
            gy, gp = self.goal[0], clamp_pitch(self.goal[1], self.explode)
            self.yaw += (gy - self.yaw) * step
            self.pitch += (gp - self.pitch) * step
            if abs(gy - self.yaw) < 1e-3 and abs(gp - self.pitch) < 1e-3:
                self.yaw, self.pitch, self.goal = gy % math.tau, gp, None
        if self.explode_goal is not None:
            self.explode += (self.explode_goal - self.explode) * step
            if abs(self.explode_goal - self.explode) < 2e-3:
                self.explode, self.explode_goal = self.explode_goal, None
            self.pitch = clamp_pitch(self.pitch, self.explode)
        if any(self.spin):
            if reduced:
                self.spin = [0.0, 0.0]
                return
            self.yaw = (self.yaw + self.spin[0] * dt) % math.tau
            self.pitch = clamp_pitch(self.pitch + self.spin[1] * dt, self.explode)
            decay = math.exp(-FRICTION * dt)
            self.spin = [v * decay if abs(v * decay) > SPIN_STOP else 0.0 for v in self.spin]

    # ------------------------------------------------------------------ input

    def handle_event(self, event) -> bool:
        """A drag inside the stage turns the cube; a double-click resets it. True if it was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            stage = self.stage().move(self.rect.topleft)
            if not stage.collidepoint(event.pos):
                return False
            now = time.monotonic()
            then, where = self._last_press
            if now - then < DOUBLE_CLICK and math.dist(where, event.pos) < 16:
                self._last_press = (-1.0, (0, 0))
                self.front()
                return True
            self._last_press = (now, event.pos)
            self.dragging_from = event.pos
            self.spin = [0.0, 0.0]
            self.goal = None
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging_from is not None:
            dx, dy = event.pos[0] - self.dragging_from[0], event.pos[1] - self.dragging_from[1]
            self.dragging_from = event.pos
            self.turn(-dx * DRAG_SPEED, dy * DRAG_SPEED)
            self._drag_moved[0] -= dx * DRAG_SPEED
            self._drag_moved[1] += dy * DRAG_SPEED
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_from is not None:
            self.dragging_from = None
            self._drag_moved = [0.0, 0.0]
            return True
        return False

    def key(self, key: int) -> bool:
        """Arrow keys turn the cube (eased)."""
        turns = {
            pygame.K_LEFT: (KEY_STEP, 0.0),
            pygame.K_RIGHT: (-KEY_STEP, 0.0),
            pygame.K_UP: (0.0, KEY_STEP),
            pygame.K_DOWN: (0.0, -KEY_STEP),
        }
        if key not in turns:
            return False
        self.nudge(*turns[key])
        return True

    # ------------------------------------------------------------------ geometry on the screen

    def geometry(self, axis: int) -> tuple[Camera, list, list, list[int]]:
        """(camera, centres (x, y, depth), card quads, places in painter's order), in the view's own
        coordinates, as drawn now: made once per camera (hover tests and the painting share it)."""
        key = (self.angles(), self.rect.size, self.controls_h, axis)
        if self._geometry is None or self._geometry[0] != key:
            cam = self.camera()
            explode = key[0][2]
            centres = [cam.project(place_point(i, axis, explode)) for i in range(64)]
            # Orthographic: every card's corners are its centre plus the same four offsets.
            x0, y0, _d = centres[0]
            offsets = [(x - x0, y - y0) for x, y in cam.quad(card_corners(0, axis, explode))]
            quads = [[(x + dx, y + dy) for dx, dy in offsets] for x, y, _d in centres]
            # paint_order's, from the centres at hand: layer by layer, farthest first
            order = sorted(range(64), key=lambda i: (layer_of(i, axis), centres[i][2], i))
            self._geometry = (key, (cam, centres, quads, order))
        return self._geometry[1]

    def place_quad(self, i: int, axis: int) -> list[tuple[float, float]]:
        """Place `i`'s card as drawn now: a parallelogram in screen coordinates."""
        ox, oy = self.rect.topleft
        return [(x + ox, y + oy) for x, y in self.geometry(axis)[2][i]]

    def place_at(self, pos, axis: int) -> int | None:
        """The place whose card (or outline) is under `pos`, the nearest first; None off the cube."""
        if not self.stage().move(self.rect.topleft).collidepoint(pos):
            return None
        _cam, _centres, quads, order = self.geometry(axis)
        pos = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for i in reversed(order):
            quad = quads[i]
            if min(p[0] for p in quad) <= pos[0] <= max(p[0] for p in quad) and inside(pos, quad):
                return i
        return None

    def place_box(self, i: int, axis: int) -> pygame.Rect:
        """The screen rectangle around place `i`'s parallelogram."""
        quad = self.place_quad(i, axis)
        xs, ys = [p[0] for p in quad], [p[1] for p in quad]
        return pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 1,
                           math.ceil(max(ys) - min(ys)) + 1)

    # ------------------------------------------------------------------ painting

    def look(self, look: CubeLook) -> tuple:
        return (tuple(self.rect), self.controls_h, self.angles(), self.turning, look)

    def paint_backdrop(self, surface: pygame.Surface) -> None:
        """The view's backdrop alone: a table puts it in its cached layer and draws with `backdrop=False`,
        so a turning frame does not fill it again."""
        _backdrop(surface.subsurface(self.rect.clip(surface.get_rect())), self.controls_h)

    def draw(self, surface: pygame.Surface, look: CubeLook, backdrop: bool = True) -> None:
        """Paint the cube into `rect` of `surface`; an unchanged picture is a single blit."""
        key = self.look(look)
        if key == self._key and self._frame is not None:
            surface.blit(self._frame, self.rect)
            return
        rect = self.rect.clip(surface.get_rect())
        area = surface.subsurface(rect)
        clip = surface.get_clip()  # a subsurface does not inherit it: a partial frame paints only its part
        area.set_clip(clip.clip(rect).move(-rect.x, -rect.y))
        self.render(area, look, backdrop)
        # Keep a copy only once the picture holds still for a second frame (turning frames never pay
        # for it), and only of a whole picture.
        self._frame = area.copy() if key == self._key and clip.contains(rect) else None
        self._key = key

    def render(self, out: pygame.Surface, look: CubeLook, backdrop: bool = True) -> None:
        """One frame onto `out`: backdrop (unless it is there already), the cube's upright edges, each
        layer's glass, places and cards, the shadows they cast on the layer below, and last the
        structures' lines over everything."""
        if backdrop:
            _backdrop(out, self.controls_h)
        yaw, pitch, explode = self.angles()
        axis = look.axis
        cam, centres, quads, order = self.geometry(axis)
        tints = LAYER_TINTS[axis]
        yq, pq = quantise(yaw), quantise(pitch)
        width = max(SIZE_STEP, round(cam.scale * CARD_W / SIZE_STEP) * SIZE_STEP)
        drop = cam.scale * (LAYER_GAP + EXPLODE_GAP * explode) * math.cos(pitch)  # one layer down
        shadow = flat_shadow(width, yq, pq, 4 - round(3 * explode))
        lit = {i for k in look.lit for i in STRUCTURE_IDS[k]}
        traced = {i for k in look.traced for i in STRUCTURE_IDS[k]} - lit
        pulsing = {i: level for k, level in look.pulses for i in STRUCTURE_IDS[k]}
        recent = dict(look.recent)
        by_layer: list[list[int]] = [[], [], [], []]
        for i in order:
            by_layer[layer_of(i, axis)].append(i)
        self.drawn_order = order  # for tests: the painter's order

        def cast(layer: int) -> None:  # the cards of `layer` shade the layer below
            for i in by_layer[layer]:
                if look.table[i] is not None:
                    x, y, _d = centres[i]
                    out.blit(shadow, shadow.get_rect(center=(round(x), round(y + drop))))

        panes = [cam.quad(layer_corners(layer, explode=explode)) for layer in range(4)]
        if self._sheet is None or self._sheet.get_size() != out.get_size():  # kept clear between panes
            self._sheet = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        sheet = self._sheet
        for layer in range(4):
            _glass(out, sheet, panes[layer], tints[layer], layer == 0)
            if layer == 0:
                _pillars(out, panes[0], panes[3])
            for i in by_layer[layer]:
                quad, (x, y, _d) = quads[i], centres[i]
                if look.table[i] is not None:
                    if self.turning:  # a face within 3° of the truth, from the cache as a rule
                        img = flat_face(i, width, motion_angle(yq, i), motion_angle(pq, i))
                    else:  # still: exact, its edge drawn smooth over the rotation's stair steps
                        img = flat_face(i, width, yq, pq)
                        gfxdraw.aapolygon(out, [(round(px), round(py)) for px, py in quad], EDGE)
                    out.blit(img, img.get_rect(center=(round(x), round(y))))
                    if i in recent:
                        _recent_mark(out, quad, recent[i])
                elif i in look.playable:
                    _playable(out, quad, i == look.best)
                elif i in look.dead:
                    _dead(out, quad)
                elif i in look.doomed:
                    _dead(out, quad, coming=True)
                else:
                    gfxdraw.aapolygon(out, [(round(px), round(py)) for px, py in quad], (255, 255, 255, 46))
                if i in lit or i in pulsing:
                    level = pulsing.get(i, 8)
                    width_px = 3 + level // 3
                    pygame.draw.polygon(out, (20, 24, 20), quad, width_px + 3)
                    pygame.draw.polygon(out, mix(GOLD, GOLD_BRIGHT, level / 8), quad, width_px)
                elif i in traced:
                    pygame.draw.polygon(out, GOLD, quad, 2)
                if i == look.hover and look.table[i] is not None and i not in lit:
                    pygame.draw.polygon(out, WHITE, quad, 2)
            if layer < 3:
                cast(layer + 1)
        # Structures over everything, as threads through the glass: claimed ones thin in the
        # owner's colour and dash pattern, lit and pulsing ones bold with beads on their cards.
        for s, owner in enumerate(look.owners):
            if owner is None or owner == UNCLAIMED:  # sharp eyes: unclaimed lines are for people to spot
                continue
            pts = [centres[i][:2] for i in STRUCTURE_IDS[s]]
            pattern_line(out, (15, 20, 18), pts[0], pts[-1], 5)
            pattern_line(out, owner_colour(owner), pts[0], pts[-1], 3, owner_dashes(owner))
        for s in look.traced:
            pts = [centres[i][:2] for i in STRUCTURE_IDS[s]]
            pattern_line(out, (15, 20, 18), pts[0], pts[-1], 5)
            pattern_line(out, GOLD, pts[0], pts[-1], 3, DASHES[2])
        bold = dict.fromkeys(look.lit, 8) | dict(look.pulses)
        for s, level in bold.items():
            pts = [centres[i][:2] for i in STRUCTURE_IDS[s]]
            w = 4 + level // 3
            pygame.draw.line(out, (15, 20, 18), pts[0], pts[-1], w + 4)
            pygame.draw.line(out, mix(GOLD, GOLD_BRIGHT, level / 8), pts[0], pts[-1], w)
            for p in pts:
                c = (round(p[0]), round(p[1]))
                pygame.draw.circle(out, (15, 20, 18), c, w + 1)
                pygame.draw.circle(out, WHITE, c, w - 1)


def _shortest(frm: float, to: float) -> float:
    """The signed turn from angle `frm` to `to`, at most half a turn."""
    return (to - frm + math.pi) % math.tau - math.pi


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def _backdrop(out: pygame.Surface, controls_h: int) -> None:
    """A deep green stage with rounded corners, a shade darker at the bottom where the controls sit."""
    rect = out.get_rect()
    r = CORNER
    out.fill(BACKDROP, rect.inflate(0, -2 * r))
    out.fill(BACKDROP, rect.inflate(-2 * r, 0))
    for x, y in ((r, r), (rect.w - r - 1, r), (r, rect.h - r - 1), (rect.w - r - 1, rect.h - r - 1)):
        pygame.draw.circle(out, BACKDROP, (x, y), r)
    if controls_h:
        band = pygame.Rect(0, rect.h - controls_h, rect.w, controls_h - r)
        out.fill(BACKDROP_LOW, band)
        out.fill(BACKDROP_LOW, (r, rect.h - r, rect.w - 2 * r, r))
        for x in (r, rect.w - r - 1):
            pygame.draw.circle(out, BACKDROP_LOW, (x, rect.h - r - 1), r, draw_bottom_left=x == r,
                               draw_bottom_right=x != r)


def _glass(out, sheet, quad, tint, bottom: bool) -> None:
    """A layer's glass: a faint tint, a brighter rim, its near edge lit like a pane's thickness.

    The bottom pane lies on the plain backdrop alone: its tint is that mixed colour, drawn opaque.
    A higher one's tint is a polygon drawn into a transparent sheet (no blending: fast) and blended
    over the picture band by band, each band's blit only as wide as the pane there (gfxdraw's
    blended fill took half a frame, one blit of the whole bounding box a quarter)."""
    pts = [(round(x), round(y)) for x, y in quad]
    if bottom:
        pygame.draw.polygon(out, mix(BACKDROP, tint, GLASS_ALPHA / 255), pts)
    else:
        box = pygame.draw.polygon(sheet, (*tint, GLASS_ALPHA), pts).clip(sheet.get_rect())
        for band in _bands(quad, box):
            out.blit(sheet, band, band)
        sheet.fill((0, 0, 0, 0), box)
    pygame.draw.aalines(out, mix(BACKDROP, tint, 0.6), True, pts)  # opaque: gfxdraw's blend is slow this long
    near = max(range(4), key=lambda k: pts[k][1] + pts[(k + 1) % 4][1])  # the lowest edge on screen
    a, b = pts[near], pts[(near + 1) % 4]
    pygame.draw.line(out, mix(tint, WHITE, 0.4), a, b, 2)


def _pillars(out, bottom, top) -> None:
    """The cube's four upright edges, faint, from the bottom pane's corners to the top's."""
    for (ax, ay), (bx, by) in zip(bottom, top, strict=True):
        pygame.draw.aaline(out, PILLAR, (ax, ay), (bx, by))


def _bands(quad, box: pygame.Rect, n: int = 4) -> list[pygame.Rect]:
    """`box` cut into n horizontal bands, each narrowed to where the convex `quad` reaches in it."""
    edges = [(a, b) for a, b in zip(quad, quad[1:] + quad[:1], strict=True) if a[1] != b[1]]
    cuts = [box.y + box.h * k // n for k in range(n + 1)]
    reach = [  # the quad's x at each cut: where its edges cross that height
        [ax + (bx - ax) * (y - ay) / (by - ay)
         for (ax, ay), (bx, by) in edges if min(ay, by) <= y <= max(ay, by)]
        for y in cuts
    ]
    out = []
    for k in range(n):
        y0, y1 = cuts[k], cuts[k + 1]
        xs = reach[k] + reach[k + 1] + [x for x, y in quad if y0 <= y <= y1]
        if xs:
            left, right = math.floor(min(xs)) - 1, math.ceil(max(xs)) + 1
            out.append(pygame.Rect(left, y0, right - left, y1 - y0).clip(box))
    return out


def _playable(out, quad, best: bool) -> None:
    """A place a card in the hand may go: gold, with a dashed edge (solid and brighter under a drag)."""
    pts = [(round(x), round(y)) for x, y in quad]
    gfxdraw.filled_polygon(out, pts, (*GOLD, 120 if best else 70))  # small: gfxdraw's blend is fine
    if best:
        pygame.draw.polygon(out, GOLD_BRIGHT, quad, 4)
    else:
        _pattern_polygon(out, GOLD, list(quad), 3, DASHES[1])


def _dead(out, quad, coming: bool = False) -> None:
    """A place no card can fill any more: a red cross; `coming`: a red edge and a fainter cross, for
    a place the held card would kill."""
    if coming:
        pygame.draw.polygon(out, RED, quad, 2)
    else:
        gfxdraw.aapolygon(out, [(round(x), round(y)) for x, y in quad], (*RED, 120))
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = quad
    cx, cy = (x0 + x2) / 2, (y0 + y2) / 2

    def towards(x, y):
        return (cx + (x - cx) * 0.55, cy + (y - cy) * 0.55)

    ink, width = ((*RED, 150), 2) if coming else (RED, 3)
    pygame.draw.line(out, ink, towards(x0, y0), towards(x2, y2), width)
    pygame.draw.line(out, ink, towards(x1, y1), towards(x3, y3), width)


def _recent_mark(out, quad, colour) -> None:
    """Placed by another since the viewer's move: their colour round the card, their dot on its corner."""
    pygame.draw.polygon(out, (20, 30, 24), quad, 5)
    pygame.draw.polygon(out, colour, quad, 3)
    x, y = quad[1]
    pygame.draw.circle(out, WHITE, (round(x), round(y)), 8)
    pygame.draw.circle(out, colour, (round(x), round(y)), 5)
