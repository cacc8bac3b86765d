"""Pegs and Jokers move tables: where one peg may go forward, per board size and colour, made once.

A peg's forward moves depend on its position and on its own colour only through two numbers: the
steps to the next peg of its colour ahead on the track (its block: counts are 1–10, so 11 stands
for "none within reach") and how many home holes are open before the first of its colour there
(`free`); for a peg in home, the holes open ahead of it (`room`). The board is fixed per player
count, so each case is worked out once, on first use, as an entry; what an entry cannot know is
who stands on a landing hole, and only a partner's peg there matters (it starts a bump chain that
may fail), so the engine checks those landings each turn.

Positions are a colour's: track holes 0 … T−1, then its home holes T … T+4; a destination is
`peg * P + position` (P = T + 5), the index of the engine's prebuilt actions.
"""

from __future__ import annotations

import functools

from game.pegs.board import PEGS, in_spot, partners, track_length

MAX_COUNT = 10  # the longest forward count (10, J, Q, K)
REACH = MAX_COUNT + 1  # a block this far or farther stops no count
COUNTS = range(1, MAX_COUNT + 1)
SPLIT_MOST = 6  # a split 7's parts move 1–6 steps
NO_MOVES: tuple[tuple[int, ...], ...] = ((),) * REACH  # the moves of a peg that cannot move (one object)


def _free(pattern: int) -> int:
    """Home holes open before the first taken one (bit h of `pattern`: home hole h is taken)."""
    return (pattern & -pattern).bit_length() - 1 if pattern else PEGS


def _room(pattern: int, h: int) -> int:
    """The first count a peg in home hole h cannot move: up to the next taken hole, or past home's end."""
    ahead = pattern >> (h + 1)
    return (ahead & -ahead).bit_length() if ahead else PEGS - h


FREE = tuple(_free(p) for p in range(1 << PEGS))
ROOM = tuple(tuple(_room(p, h) for h in range(PEGS)) for p in range(1 << PEGS))


def entry_key(P: int, k: int, x: int, near: int, free: int = 0) -> int:
    """The entry of peg k at position x: `near` is its block (clamped to REACH) on the track, its
    room in home (where `free` is 0)."""
    return ((k * P + x) * (REACH + 1) + near) * (PEGS + 1) + free


class ColourMoves:
    """One colour's forward moves on one board size.

    `entries[entry_key(...)]` is `(moves, land, lmask, held, firsts, summary)`: `moves[s]` the
    destinations s steps forward (a home hole before the track hole, as legal lists name them),
    `land[s]` the track hole among them (−1 if none), `lmask` the bits of those holes, and for a
    split 7 `split_parts` and `split_summary`. `path[x][s]` and `home_path[x][s]` are the
    positions a move passes and lands on, round the track or into home; `span[x][s]` both.
    """

    def __init__(self, players: int, colour: int):
        T = self.T = track_length(players)
        P = self.P = T + PEGS
        self.spot = spot = in_spot(colour)
        self.partners = tuple(partners(colour, players))
        self.entries = _Entries(self)
        self.shared: dict[int, tuple] = {}  # canonical key → entry
        self.parts_made: dict[tuple, tuple] = {}  # (peg, position, moves) → split_parts
        self.unchained_made: dict[tuple, tuple] = {}  # (id(entry), counts) → `unchained`
        path = [[0] * REACH for _ in range(P)]
        home_path = [[0] * REACH for _ in range(P)]
        for x in range(T):
            d = (spot - x) % T
            for s in COUNTS:
                path[x][s] = sum(1 << ((x + i) % T) for i in range(1, s + 1))
                if d < s <= d + PEGS:
                    home_path[x][s] = (sum(1 << ((x + i) % T) for i in range(1, d + 1))
                                       | sum(1 << (T + h) for h in range(s - d)))
        for x in range(T, P):
            for s in COUNTS:
                path[x][s] = sum(1 << y for y in range(x + 1, min(x + s, P - 1) + 1))
        self.path = tuple(map(tuple, path))
        self.home_path = tuple(map(tuple, home_path))
        self.span = tuple(tuple(a | b for a, b in zip(p, h, strict=True))
                          for p, h in zip(path, home_path, strict=True))

    def make(self, key: int) -> tuple:
        """The entry for a key, shared by the keys that differ only where no count can tell."""
        rest, free = divmod(key, PEGS + 1)
        rest, near = divmod(rest, REACH + 1)
        k, x = divmod(rest, self.P)
        T = self.T
        if x < T and (self.spot - x) % T >= min(near, MAX_COUNT):  # no count ends in home
            free = 0
        if near >= REACH:
            near = REACH
        key = entry_key(self.P, k, x, near, free)
        entry = self.shared.get(key)
        if entry is None:
            entry = self.shared[key] = self.build(key)
        return entry

    def build(self, key: int) -> tuple:
        rest, free = divmod(key, PEGS + 1)
        rest, near = divmod(rest, REACH + 1)
        k, x = divmod(rest, self.P)
        T, base = self.T, k * self.P
        moves: list[tuple[int, ...]] = [()] * REACH
        land = [-1] * REACH
        lmask = 0
        if x >= T:  # on inside home, by exact counts, short of the next own peg
            for s in range(1, min(near, REACH)):
                moves[s] = (base + x + s,)
        else:
            d = (self.spot - x) % T
            for s in COUNTS:
                ends = []
                if d < near and d < s <= d + free:  # the way to the in-spot is clear and the rest fits
                    ends.append(base + T + s - d - 1)
                if s < near:
                    y = (x + s) % T
                    ends.append(base + y)
                    land[s] = y
                    lmask |= 1 << y
                moves[s] = tuple(ends)
        held, firsts = self.split_parts(k, x, moves)
        summary = self.split_summary(x, held, firsts)
        return tuple(moves) if any(moves) else NO_MOVES, tuple(land), lmask, held, firsts, summary

    def parts(self, k: int, x: int, moves: tuple) -> tuple[tuple, tuple]:
        """`split_parts` for moves an entry's less some landings on partners' pegs (the same few
        again and again), made once per peg, position and moves."""
        key = (k, x, moves)
        known = self.parts_made.get(key)
        if known is None:
            known = self.parts_made[key] = self.split_parts(k, x, moves)
        return known

    def unchained(self, k: int, x: int, entry: tuple, chains: int) -> tuple:
        """`split_parts`' counts and holes for peg k on position x with `entry`, less its track
        moves of the counts in `chains` (bits: they land on a partner's peg), made once per case."""
        key = (id(entry), chains)  # entries live as long as these tables
        known = self.unchained_made.get(key)
        if known is None:
            home = k * self.P + self.T
            moves = tuple(tuple(i for i in m if i >= home) if chains >> s & 1 else m
                          for s, m in enumerate(entry[0]))
            known = self.unchained_made[key] = self.split_parts(k, x, moves)[0]
        return known

    def split_parts(self, k: int, x: int, moves) -> tuple[tuple, tuple]:
        """For a split 7, from peg k on position x with these moves: `(count, holes)` for each count
        1–6 it can move, `holes` the positions every move of that count passes or lands on; and the
        first parts `(rest, destination, position)`."""
        base, T = k * self.P, self.T
        held = []
        firsts = []
        for s in range(1, SPLIT_MOST + 1):
            common = -1
            for i in moves[s]:
                y = i - base
                common &= (self.home_path if y >= T > x else self.path)[x][s]
                firsts.append((7 - s, i, y))
            if moves[s]:
                held.append((s, common))
        return tuple(held), tuple(firsts)

    def split_summary(self, x: int, held: tuple, firsts: tuple) -> tuple:
        """A split 7 in one look, from `split_parts` of a peg on position x: (does it move every
        count 1–6, the positions any of those moves holds, its first parts' destinations, their
        positions as bits, the positions on its ways for any count 1–6)."""
        union = 0
        for _s, holes in held:
            union |= holes
        ways = 0
        for s in range(1, SPLIT_MOST + 1):
            ways |= self.span[x][s]
        return (len(held) == SPLIT_MOST, union, tuple(i for _r, i, _y in firsts),
                sum(1 << y for _r, _i, y in firsts), ways)


class _Entries(dict):
    """`entries[key]`, made on first use (one winner if two threads make it at once)."""

    def __init__(self, owner: ColourMoves):
        super().__init__()
        self.owner = owner

    def __missing__(self, key: int) -> tuple:
        return self.setdefault(key, self.owner.make(key))


@functools.cache
def colour_moves(players: int) -> tuple[ColourMoves, ...]:
    """Every colour's tables for a board size."""
    return tuple(ColourMoves(players, c) for c in range(players))


@functools.cache
def position_bits(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per position (START = −1 is the last index): its track bit, and its home hole's bit (0 elsewhere)."""
    T = track_length(players)
    track = tuple(1 << x if x < T else 0 for x in range(T + PEGS)) + (0,)
    home = tuple(1 << (x - T) if x >= T else 0 for x in range(T + PEGS)) + (0,)
    return track, home
