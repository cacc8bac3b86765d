"""Pegs and Jokers board topology: hole names, the track loop, start, come-out, in-spot and home.

Pure data and functions (no drawing), shared by the engine, the scene and the map writer.

- Seats 0 … n−1 play in that order ("to the left" is seat + 1); partners share parity
  (team = seat % 2), so every seat sits between two opponents.
- The track is one loop of 18 × n holes, `track.0` … `track.{18n−1}`. Seat s owns the side
  `track.{18s}` (its corner, side hole 0) … `track.{18s+17}`; pegs move forward in the
  direction of increasing track number (wrapping from the last hole to `track.0`), so a peg
  leaving seat s's side continues onto seat s+1's side.
- Seat s: come-out hole = side hole 8, in-spot = side hole 3, start slots `start.s.0` …
  `start.s.4` (beside the come-out hole; peg k always waits in slot k), home holes
  `home.s.0` … `home.s.4` branching off the in-spot (`home.s.0` is one step past the
  in-spot, `home.s.4` the deepest).
- From the come-out hole to the in-spot is 18 × n − 5 steps forward.
"""

from __future__ import annotations

from collections.abc import Callable

SIDE = 18  # track holes per side
COME_OUT_SIDE = 8  # side index of the come-out hole
IN_SPOT_SIDE = 3  # side index of the in-spot
PEGS = 5  # pegs per seat = start slots = home holes
PLAYER_COUNTS = (4, 6, 8)


def track_length(players: int) -> int:
    """Holes in the whole loop: 18 per side."""
    return SIDE * players


def track_hole(seat: int, side_index: int) -> int:
    """Track number of hole `side_index` (0–17) of seat's side."""
    return SIDE * seat + side_index


def come_out(seat: int) -> int:
    """Track number of the seat's come-out hole (side hole 8), where pegs leave start."""
    return track_hole(seat, COME_OUT_SIDE)


def in_spot(seat: int) -> int:
    """Track number of the seat's in-spot (side hole 3), where its home branches off."""
    return track_hole(seat, IN_SPOT_SIDE)


def steps_to_in_spot(seat: int, track: int, players: int) -> int:
    """Forward steps from track hole `track` to the seat's in-spot (0 when on it)."""
    return (in_spot(seat) - track) % track_length(players)


def forward(track: int, steps: int, players: int) -> int:
    """The track hole `steps` forward (negative: backward) of `track`."""
    return (track + steps) % track_length(players)


def team(seat: int) -> int:
    """Team of a seat: 0 for even seats, 1 for odd seats."""
    return seat % 2


def partners(seat: int, players: int) -> list[int]:
    """The seat's partners in play order, starting from the next one to its left."""
    return [(seat + k) % players for k in range(2, players, 2)]


def moves_for(seat: int, players: int, all_home: Callable[[int], bool]) -> int:
    """Whose pegs `seat` moves: its own, or once all five are home the next partner still out."""
    if not all_home(seat):
        return seat
    return next((q for q in partners(seat, players) if not all_home(q)), seat)


# --------------------------------------------------------------------------- hole names


def track_id(track: int) -> str:
    return f"track.{track}"


def home_id(seat: int, index: int) -> str:
    return f"home.{seat}.{index}"


def start_id(seat: int, slot: int) -> str:
    return f"start.{seat}.{slot}"


def parse_hole(hole: str) -> tuple[str, int, int]:
    """`track.37` → ("track", -1, 37); `home.2.4` → ("home", 2, 4); `start.2.1` → ("start", 2, 1).

    ValueError for anything else.
    """
    parts = hole.split(".") if isinstance(hole, str) else []
    if len(parts) == 2 and parts[0] == "track" and parts[1].isdigit():
        return "track", -1, int(parts[1])
    if len(parts) == 3 and parts[0] in ("home", "start") and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    raise ValueError(f"not a hole: {hole!r}")


def all_holes(players: int) -> list[str]:
    """Every hole of the board in a stable order: the track, then per seat start and home."""
    holes = [track_id(t) for t in range(track_length(players))]
    for s in range(players):
        holes += [start_id(s, k) for k in range(PEGS)]
        holes += [home_id(s, k) for k in range(PEGS)]
    return holes


def side_of(track: int) -> tuple[int, int]:
    """(seat, side index) of a track hole."""
    return divmod(track, SIDE)
