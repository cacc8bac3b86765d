"""The Pegs and Jokers tables (4, 6 and 8 sides): one object per hole of the engine's board, and the zones.

A regular polygon with seat 0's side at the bottom and the seats clockwise, as they play. Each
side's 18 track holes run from its corner (side hole 0) towards the next seat's side; the home lane
leaves the in-spot straight inwards, the start pad sits inside the come-out hole. The board fills
the left of the table; the teams, the piles, the messages and the hand fill the right column.
The same geometry draws the board sprites (build_scripts/art/pegs.py).
"""

from __future__ import annotations

import math
from pathlib import Path

from build_scripts.maps.tmx import write_zones
from game.pegs.board import COME_OUT_SIDE, IN_SPOT_SIDE, PLAYER_COUNTS, SIDE, all_holes, parse_hole

SIZES = PLAYER_COUNTS
COME_OUT, IN_SPOT = COME_OUT_SIDE, IN_SPOT_SIDE
CENTRE = (580, 588)
APOTHEM = 486  # centre to the middle of a side: the board is 972 px tall
RIM = 14  # the dark edge of the board
TRACK_MARGIN = 0.75  # pitches between the rim and the track line
START_IN = 2.7  # pitches from the come-out hole inwards to the middle of the start pad
PAD = 1.55  # radius of the start pad, in pitches
START_SLOTS = ((-0.85, -0.85), (0.85, -0.85), (0.0, 0.0), (-0.85, 0.85), (0.85, 0.85))  # (along, inwards)
CHIP_H = 56
PILE_CARD = (120, 168)
HAND_Y = 822
COLUMN_X, COLUMN_W = 1160, 736

Point = tuple[float, float]


def angle(players: int, seat: int) -> float:
    """Outward direction (radians, screen coordinates) of the seat's side: seat 0 down, then clockwise."""
    return math.radians(90 + seat * 360 / players)


def corner(players: int, seat: int, apothem: float) -> Point:
    """The corner where the seat's side begins (its side hole 0), on a polygon of that apothem."""
    a = angle(players, seat) - math.pi / players
    r = apothem / math.cos(math.pi / players)
    return (CENTRE[0] + r * math.cos(a), CENTRE[1] + r * math.sin(a))


def outline(players: int, inset: float = 0.0) -> list[Point]:
    return [corner(players, s, APOTHEM - inset) for s in range(players)]


def track_apothem(players: int) -> float:
    """Centre to the track line, leaving TRACK_MARGIN pitches inside the rim."""
    tan = math.tan(math.pi / players)
    return (APOTHEM - RIM) / (1 + TRACK_MARGIN * 2 * tan / SIDE)


def pitch(players: int) -> float:
    """Distance between neighbouring track holes."""
    return 2 * track_apothem(players) * math.tan(math.pi / players) / SIDE


def hole_radius(players: int) -> float:
    return max(5.0, pitch(players) * 0.27)


def peg_size(players: int) -> int:
    """Drawn diameter of a peg."""
    return min(44, round(pitch(players) * 0.92))


def _axes(players: int, seat: int) -> tuple[Point, Point]:
    """Unit vectors along the seat's side (direction of play) and inwards."""
    a = angle(players, seat)
    return (-math.sin(a), math.cos(a)), (-math.cos(a), -math.sin(a))


def track_centre(players: int, seat: int, k: float) -> Point:
    """Side hole `k` of the seat's side (fractions allowed, for decorations)."""
    a_t = track_apothem(players)
    x0, y0 = corner(players, seat, a_t)
    x1, y1 = corner(players, (seat + 1) % players, a_t)
    return (x0 + (x1 - x0) * k / SIDE, y0 + (y1 - y0) * k / SIDE)


def _offset(players: int, seat: int, origin: Point, along: float, inwards: float) -> Point:
    (ax, ay), (ix, iy) = _axes(players, seat)
    p = pitch(players)
    return (origin[0] + (ax * along + ix * inwards) * p, origin[1] + (ay * along + iy * inwards) * p)


def home_centres(players: int, seat: int) -> list[Point]:
    """home.s.0 (one step past the in-spot) … home.s.4 (deepest), straight inwards."""
    spot = track_centre(players, seat, IN_SPOT)
    return [_offset(players, seat, spot, 0, k + 1) for k in range(5)]


def start_pad(players: int, seat: int) -> Point:
    return _offset(players, seat, track_centre(players, seat, COME_OUT), 0, START_IN)


def start_centres(players: int, seat: int) -> list[Point]:
    pad = start_pad(players, seat)
    return [_offset(players, seat, pad, a, i) for a, i in START_SLOTS]


def side_band(players: int, seat: int, half: float = 0.62) -> list[Point]:
    """The strip of the seat's side under its track holes, corner to corner."""
    a_t = track_apothem(players)
    d = half * pitch(players)
    nxt = (seat + 1) % players
    return [corner(players, seat, a_t + d), corner(players, nxt, a_t + d),
            corner(players, nxt, a_t - d), corner(players, seat, a_t - d)]


def hole_centre(players: int, name: str) -> Point:
    kind, seat, k = parse_hole(name)
    if kind == "track":
        side, index = divmod(k, SIDE)
        return track_centre(players, side, index)
    return (home_centres if kind == "home" else start_centres)(players, seat)[k]


def chip_size(players: int) -> tuple[int, int]:
    return (200 if players < 8 else 184, CHIP_H)


def chip_centre(players: int, seat: int) -> Point:
    """The seat's name plate (level, not turned): just inside its start pad."""
    w, h = chip_size(players)
    _along, (ix, iy) = _axes(players, seat)
    reach = abs(ix) * w / 2 + abs(iy) * h / 2  # half the plate's depth seen from the side
    inwards = START_IN + PAD + (8 + reach) / pitch(players)
    return _offset(players, seat, track_centre(players, seat, COME_OUT), 0, inwards)


def board_rect(players: int | None = None) -> tuple[int, int, int, int]:
    """The box the board sprite covers (every size shares it: the widest, the hexagon, decides)."""
    r = math.ceil(APOTHEM / math.cos(math.pi / 6)) + 8
    return (CENTRE[0] - r, CENTRE[1] - APOTHEM - 12, 2 * r, 2 * APOTHEM + 24)  # centred: it may be turned


def _box(centre: Point, w: float, h: float) -> tuple[int, int, int, int]:
    return (round(centre[0] - w / 2), round(centre[1] - h / 2), round(w), round(h))


def zones(players: int) -> list[tuple[str, int, int, int, int]]:
    p = pitch(players)
    out = [(name, *_box(hole_centre(players, name), p, p)) for name in all_holes(players)]
    out += [(f"seat.{s}", *_box(chip_centre(players, s), *chip_size(players))) for s in range(players)]
    out.append(("board", *board_rect(players)))
    # a title, then one row per team member: a line each from three members on, so that the status
    # zone below keeps room for "Since your last move" (with 8 players it had none, with 6 two lines)
    teams_h = 120 + (62 if players < 6 else 40) * (players // 2)
    piles_y = 108 + teams_h + 20
    status_y = piles_y + PILE_CARD[1] + 14
    out.append(("teams", COLUMN_X, 108, COLUMN_W, teams_h))
    out.append(("draw", COLUMN_X + 16, piles_y, *PILE_CARD))
    out.append(("discard", COLUMN_X + 166, piles_y, *PILE_CARD))
    out.append(("piles_info", COLUMN_X + 312, piles_y, COLUMN_W - 312, PILE_CARD[1]))
    out.append(("status", COLUMN_X, status_y, COLUMN_W, HAND_Y - 8 - status_y))
    out.append(("hand", COLUMN_X, HAND_Y, COLUMN_W, 240))
    return out


def build(root: Path) -> list[Path]:
    return [write_zones(root / "assets" / "maps" / f"pegs_{n}.tmx", zones(n)) for n in SIZES]
