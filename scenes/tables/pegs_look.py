"""Pegs and Jokers look: seat colours and marks of the pegs, sprite paths (shared with the art build)."""

from __future__ import annotations

from game.pegs.cards import JOKER, RANKS, SUITS

# One colour per seat, with a mark of its own, so seats stay apart without colour (and in greyscale
# the yellow, white and charcoal pegs stand out from the mid tones). Partners share parity.
PEG_COLOURS = (
    (214, 58, 50),  # red
    (46, 102, 212),  # blue
    (246, 198, 44),  # yellow
    (44, 156, 80),  # green
    (142, 82, 198),  # purple
    (38, 184, 196),  # teal
    (242, 240, 232),  # white
    (58, 58, 68),  # charcoal
)
MARKS = ("dot", "ring", "plus", "bar", "triangle", "square", "diamond", "star")
JOKER_FILE = f"{JOKER}.png"
BACK = "cards/pegs/back.png"

__all__ = ["JOKER", "RANKS", "SUITS"]


def mark_ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """White marks on dark pegs, near-black on light ones."""
    r, g, b = colour
    return (36, 32, 30) if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (250, 248, 240)


def peg_image(seat: int) -> str:
    return f"pegs/peg_{seat}.png"


def board_image(players: int) -> str:
    return f"boards/pegs_{players}.png"
