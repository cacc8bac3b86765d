"""The Zoker Solo table: three upper rows, the bottom row of stacks, stock and info panel."""

from __future__ import annotations

from pathlib import Path

from build_scripts.maps.tmx import write_zones
from game.zoker.solo.engine import BOTTOM_NAMES, COLS, ROWS, TOP_NAMES

CARD_W, CARD_H = 150, 210
GAP_X, GAP_Y = 44, 22
X0 = (1920 - (COLS * CARD_W + (COLS - 1) * GAP_X)) // 2
Y0 = 118
BOTTOM_Y = Y0 + ROWS * (CARD_H + GAP_Y) + 28


def zones() -> list[tuple[str, int, int, int, int]]:
    out = []
    for i, name in enumerate(TOP_NAMES):
        r, c = divmod(i, COLS)
        out.append((name, X0 + c * (CARD_W + GAP_X), Y0 + r * (CARD_H + GAP_Y), CARD_W, CARD_H))
    for c, name in enumerate(BOTTOM_NAMES):
        out.append((name, X0 + c * (CARD_W + GAP_X), BOTTOM_Y, CARD_W, CARD_H))
    out.append(("stock", 250, Y0 + 60, CARD_W, CARD_H))
    out.append(("deal_button", 215, Y0 + 340, 220, 80))
    out.append(("info", 1400, Y0 + 40, 440, 600))
    out.append(("bottom_band", X0 - 40, BOTTOM_Y - 16, COLS * CARD_W + (COLS - 1) * GAP_X + 80, CARD_H + 32))
    return out


def build(root: Path) -> list[Path]:
    return [write_zones(root / "assets" / "maps" / "zoker_solo.tmx", zones())]
