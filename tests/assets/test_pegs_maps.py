"""The Pegs and Jokers maps hold exactly the engine's holes, on the board, apart, and the table's zones."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytmx  # noqa: E402

from build_scripts.maps import pegs as geometry  # noqa: E402
from game.pegs.board import PLAYER_COUNTS, all_holes, in_spot, track_id  # noqa: E402

MAPS = Path(__file__).resolve().parents[2] / "assets" / "maps"
ZONES = ("teams", "draw", "discard", "piles_info", "status", "hand")


def objects(players: int) -> dict[str, tuple[float, float, float, float]]:
    tmx = pytmx.TiledMap(str(MAPS / f"pegs_{players}.tmx"))
    return {o.name: (o.x, o.y, o.width, o.height) for group in tmx.objectgroups for o in group if o.name}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_map_holds_exactly_the_engines_holes(players):
    names = objects(players)
    holes = {n for n in names if n.split(".")[0] in ("track", "home", "start")}
    assert holes == set(all_holes(players))
    assert len(holes) == 18 * players + 10 * players


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_map_is_what_make_boards_writes(players, tmp_path):
    geometry.build(tmp_path)
    written = (tmp_path / "assets" / "maps" / f"pegs_{players}.tmx").read_text(encoding="utf-8")
    assert written == (MAPS / f"pegs_{players}.tmx").read_text(encoding="utf-8"), "rerun make_boards.py"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_holes_sit_apart_on_the_board_and_clear_of_the_name_plates(players):
    names = objects(players)
    centres = {n: (x + w / 2, y + h / 2) for n, (x, y, w, h) in names.items() if n in set(all_holes(players))}
    pts = list(centres.values())
    closest = min(math.dist(a, b) for i, a in enumerate(pts) for b in pts[i + 1:])
    assert closest >= geometry.pitch(players) * 0.95
    bx, by, bw, bh = names["board"]
    assert all(bx < x < bx + bw and by < y < by + bh for x, y in pts)
    plates = [names[f"seat.{s}"] for s in range(players)]
    for x, y in pts:
        assert not any(px <= x <= px + pw and py <= y <= py + ph for px, py, pw, ph in plates)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_table_zones_are_on_the_canvas_and_right_of_the_board(players):
    names = objects(players)
    for zone in ZONES:
        x, y, w, h = names[zone]
        assert 0 <= x and x + w <= 1920 and 96 <= y and y + h <= 1080 + 10, zone
    bx, by, bw, bh = names["board"]
    assert 0 <= bx and by + 12 >= 96 and by + bh - 12 <= 1080  # the wood; the margin holds its shadow
    for zone in ("teams", "draw", "discard", "status", "hand"):
        assert names[zone][0] >= bx + bw


def test_seat_zero_sits_at_the_bottom_and_play_runs_clockwise():
    names = objects(4)
    centre = lambda n: (names[n][0] + names[n][2] / 2, names[n][1] + names[n][3] / 2)  # noqa: E731
    assert centre(track_id(9))[1] > centre(track_id(27))[1]  # seat 0's side below seat 2's
    assert centre(track_id(27))[0] < centre(track_id(45))[0]  # seat 1's side (left) left of seat 3's
    assert centre(track_id(in_spot(0)))[0] > centre(track_id(8))[0]  # seat 0's side runs right to left
