"""Pegs and Jokers for 4, 6 or 8 players in two teams (registry id `pegs_and_jokers`).

The API a table needs (board topology in `game.pegs.board`, card codes in `game.pegs.cards`):

Phases (`Phase`, a StrEnum equal to its string): "play" (the current player plays or discards a
card), "split" (the same player moves the rest of a split 7 with another peg), "over".

Legal actions are rebuilt each turn from the colour's pegs: each peg's forward moves for every
count come from move tables made once per board (`game.pegs.reach`), only landings on a
partner's peg are checked per turn, a card's destinations are its count's moves of the five pegs
joined, cards that move alike share them, and every action is a prebuilt object (`Tables`), so
`apply` and `is_legal` find it by identity.

Actions (every legal one is in `state.legal_actions()`; a drag of peg → hole is one action):
- `Move(card, peg, to)`: play `card` (a code from the hand) and move peg number `peg` (0–4)
  of the seat in `view.playing_for` (your own colour, or your partner's once all five of
  yours are home) to the hole named `to` (`track.37`, `home.2.4`; see board.py):
  A/K/Q/J from start → the come-out hole (pegs in start are alike: only the lowest-numbered
  one waiting there is named in legal moves, for cards and jokers); a forward count → the
  track hole or, when the count passes the in-spot and the rest fits, the home hole (two
  different `to`s: the player chooses); 8 → the track hole 8 back; joker `X` → any track hole
  holding another player's peg. A 7 moved 1–6 steps starts a split: the phase becomes
  "split" with `view.split_left` steps left (only first parts that can be completed are legal).
- `SplitRest(peg, to)`: the rest of the split 7, with another peg of the same colour
  [our interpretation: both parts move pegs of the colour the turn is played for].
- `Discard(card)`: only when no card can move a peg (or only a joker could: a joker is never
  compulsory); a replacement is drawn and the turn ends.
Drawing up to six cards happens by itself at the start of each turn.

Bumps: landing on an opponent's peg sends it to its start slot; on a partner's peg sends it
to that partner's in-spot, bumping whatever is there by the same rule (one chain, the whole
move illegal if a peg would land on its own colour). Landing on a partner's peg that already
sits on its in-spot is illegal (it has nowhere to go) [our interpretation].

Events (`state.apply` returns them in order, for animation and messages):
`draw {player, count}`, `refill {count}` (discards shuffled into a new draw pile),
`move {player, card, seat, peg, from, to, steps}` (steps < 0 backward, 0 for a joker jump),
`bump {seat, peg, from, to}` (after the move that caused it, chain order),
`discard {player, card}`, `split {player, left}`, `home {seat, peg}` (a peg entered home),
`for_partner {player, partner}` (this turn is played for a partner),
`game_over {team, scores}`. The events that are always alike (`draw`, `split`, `home`,
`for_partner`) are shared objects, made once per board: read them, never change them.

Scores: every seat scores the pegs its team has home, and the winning team 10 more
(so the winners are always clearly ahead).
"""

from __future__ import annotations

import dataclasses
import functools
import random
from bisect import insort
from enum import StrEnum
from typing import ClassVar

from game.core.api import Action, Event, Game, IllegalAction, State, View
from game.core.i18n import N_, _, ngettext
from game.pegs import board
from game.pegs.board import PEGS, come_out, in_spot, team
from game.pegs.cards import (
    BACK_RANK,
    BACK_STEPS,
    FORWARD,
    JOKER,
    ORDER,
    OUT_RANKS,
    SPLIT_RANK,
    card_label,
    deck,
    sort_key,
)
from game.pegs.reach import FREE, NO_MOVES, REACH, ROOM, SPLIT_MOST, colour_moves, position_bits

HAND = 6  # cards held at the start of a turn
DEAL = 5  # cards dealt to each player
START = -1  # position of a peg in its start slot; track holes are 0 … T−1, home hole h is T + h
WIN_BONUS = 10

# Cards that move alike: A (out or 1), K/Q/J (out or 10), the rest by rank.
MOVE_KIND = {r: ("K" if r in "KQJ" else r) for r in "A23456789TJQKX"}
KIND = {card: MOVE_KIND[card[0]] for card in ORDER}  # per card code
STEPS = {card: FORWARD.get(card[0], 0) for card in ORDER}  # forward count per card code (8, X: 0)
SPLIT_COUNTS = range(1, SPLIT_MOST + 1)  # the counts a split 7's parts may take
PLAIN_STEPS = {card: STEPS[card] for card in ORDER if card[0] in "234569T"}  # cards that only move forward
# Per card code for the legal list: a plain card's count; minus the count for an ace, a K/Q/J and a 7
# (they do more); BACK for an 8, 0 for the joker.
BACK, SEVEN = -BACK_STEPS, -FORWARD[SPLIT_RANK]
_SPECIAL = {"A": -1, "K": -10, SPLIT_RANK: SEVEN, BACK_RANK: BACK, JOKER: 0}
CODE = {card: PLAIN_STEPS.get(card) or _SPECIAL[KIND[card]] for card in ORDER}
BACK_WAY = (1 << BACK_STEPS) - 1  # the holes an 8 passes and lands on, as bits below the peg's


class Phase(StrEnum):
    """The phase of a game; the values are what saves and views hold."""

    PLAY = "play"  # the current player plays or discards a card
    SPLIT = "split"  # the same player moves the rest of a split 7 with another peg
    OVER = "over"


PLAY, SPLIT, OVER = Phase.PLAY, Phase.SPLIT, Phase.OVER  # the hot paths compare by identity


@functools.cache
def hole_ids(players: int) -> tuple[tuple[str, ...], ...]:
    """Per seat, the hole id of every position 0 … T+4 (track, then that seat's home)."""
    T = board.track_length(players)
    track = tuple(board.track_id(t) for t in range(T))
    return tuple(track + tuple(board.home_id(s, h) for h in range(PEGS)) for s in range(players))


@functools.cache
def start_ids(players: int) -> tuple[tuple[str, ...], ...]:
    """Per seat, the start slot id of each of its pegs."""
    return tuple(tuple(board.start_id(s, k) for k in range(PEGS)) for s in range(players))


@functools.cache
def positions(players: int) -> tuple[dict[str, int], ...]:
    """Per seat, hole id → position (the inverse of `hole_ids`)."""
    return tuple({h: y for y, h in enumerate(ids)} for ids in hole_ids(players))


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True, slots=True)
class Move(Action):
    """Play `card` and move peg `peg` (0–4) of the colour you play for to hole `to`."""

    card: str
    peg: int
    to: str

    def to_json(self) -> dict:
        return {"type": "Move", "card": self.card, "peg": self.peg, "to": self.to}


@dataclasses.dataclass(frozen=True, slots=True)
class SplitRest(Action):
    """Move the rest of a split 7 with another peg (phase "split")."""

    peg: int
    to: str

    def to_json(self) -> dict:
        return {"type": "SplitRest", "peg": self.peg, "to": self.to}


@dataclasses.dataclass(frozen=True, slots=True)
class Discard(Action):
    """No card can move a peg: discard one card and draw a replacement."""

    card: str

    def to_json(self) -> dict:
        return {"type": "Discard", "card": self.card}


class _Rows(dict):
    """Values made once, on first use: `table[key]` is `make(key)`, the same object every time."""

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        return self.setdefault(key, self.make(key))  # one winner if two threads make it at once


class Tables:
    """Every action of a board size, made once: legal lists are rebuilt every turn, and a legal
    action is then found by identity. Per colour, `moves[c][card]` and `rests[c]` are lists indexed
    by `peg * P + position` (P = T + 5 positions: the track, then that colour's home); a card's
    row is made whole on first use, and its track moves are one set of objects for every colour.

    The events that are always alike are made once too and shared (like the actions, no one
    changes them): per player its draws, splits and turns for a partner, per peg its arrival home.
    """

    def __init__(self, players: int):
        T = board.track_length(players)
        P = T + PEGS
        ids = hole_ids(players)
        seats = range(players)
        track = _Rows(lambda card: [Move(card, k, ids[0][x]) for k in range(PEGS) for x in range(T)])

        def row(c: int, card: str) -> list[Move]:
            ours = track[card]
            return [ours[k * T + x] if x < T else Move(card, k, ids[c][x])
                    for k in range(PEGS) for x in range(P)]

        self.moves = tuple(_Rows(functools.partial(row, c)) for c in seats)
        # per colour and card, its row's lookup, so a legal list maps each card's destinations at once
        self.gets = tuple(_Rows(lambda card, c=c: self.moves[c][card].__getitem__) for c in seats)
        self.rests = tuple([SplitRest(k, ids[c][x]) for k in range(PEGS) for x in range(P)] for c in seats)
        self.discards = _Rows(Discard)
        self.draws = tuple(tuple(Event("draw", {"player": p, "count": n}) for n in range(HAND + 1))
                           for p in seats)
        self.splits = tuple(tuple(Event("split", {"player": p, "left": n}) for n in range(8)) for p in seats)
        self.homes = tuple(tuple(Event("home", {"seat": c, "peg": k}) for k in range(PEGS)) for c in seats)
        self.for_partner = tuple(tuple(Event("for_partner", {"player": p, "partner": c}) for c in seats)
                                 for p in seats)


@functools.cache
def tables(players: int) -> Tables:
    return Tables(players)


# --------------------------------------------------------------------------- view


@dataclasses.dataclass
class PegsView(View):
    """What one seat sees: its hand, every peg, the piles and whose turn it is."""

    players: int
    phase: Phase  # equal to its string: "play", "split" or "over"
    current_player: int | None
    playing_for: int | None  # whose pegs the current player moves (own seat or a partner)
    dealer: int
    hand: list[str]  # this seat's cards, sorted
    hand_counts: list[int]
    pegs: list[tuple[str, ...]]  # per seat, the hole of each of its five pegs
    teams: tuple[int, ...]  # team of each seat (seat % 2)
    discards: list[str]  # the discard pile since the last refill, bottom first
    draw_count: int
    split_left: int  # steps left to move in phase "split", else 0
    split_peg: int | None  # the peg that moved the first part of the split
    last_move: tuple | None  # (player, card, ((seat, peg, from, to), ...)): the move, then its bumps
    winner: int | None  # winning team once over

    @property
    def discard_top(self) -> str | None:
        return self.discards[-1] if self.discards else None

    def home_count(self, seat: int) -> int:
        """Pegs of `seat` in its home."""
        return sum(1 for h in self.pegs[seat] if h.startswith("home."))

    def colour_for(self, seat: int) -> int:
        """Whose pegs `seat` moves on its turns (its own, or a partner's once all five are home)."""
        return board.moves_for(seat, self.players, lambda s: self.home_count(s) == PEGS)

    def sample_world(self, rng: random.Random) -> PegsState:
        """A full state agreeing with this view: unseen cards dealt to the others, draw pile shuffled."""
        return PegsState.sampled(self, rng)


# --------------------------------------------------------------------------- state


class PegsState(State):
    """A whole game of Pegs and Jokers.

    Pegs are numbered `seat * 5 + k`; `pos[seat][k]` is START, a track hole 0 … T−1 or
    T + h for home hole h; `occ[t]` is the peg on track hole t or −1.
    """

    def _board(self, n: int) -> None:
        """The board's constants and an empty board."""
        self.T = board.track_length(n)
        self.spots = [in_spot(s) for s in range(n)]
        self.couts = [come_out(s) for s in range(n)]
        self.ids = hole_ids(n)
        self.starts = start_ids(n)
        self.where = positions(n)
        self.tables = tables(n)
        self.colours = colour_moves(n)
        self.bits = position_bits(n)
        self.pos = [[START] * PEGS for _ in range(n)]
        self.occ = [-1] * self.T
        self._legal: list[Action] | None = None

    def setup(self) -> None:
        n = self.players
        self._board(n)
        cards = deck(n)
        self.rng.shuffle(cards)
        self.dealer = self.rng.randrange(n)
        self._rng_state = None
        self.hands: list[list[str]] = [[] for _ in range(n)]
        for i in range(DEAL * n):
            self.hands[(self.dealer + 1 + i) % n].append(cards.pop())
        for hand in self.hands:
            hand.sort(key=sort_key)  # hands are kept sorted: a drawn card is put in its place
        self.draw = cards  # drawn from the end
        self.discards: list[str] = []
        self.split_left, self.split_peg = 0, None
        self.last_move: tuple | None = None
        self.winner: int | None = None
        self.phase = Phase.PLAY
        self.current_player = (self.dealer + 1) % n
        self.playing_for: int | None = None
        self._begin_turn([])

    # -- turn flow

    def _begin_turn(self, events: list[Event]) -> list[Event]:
        """Work out whose pegs the current player moves and draw up to six; `events` with the
        turn's events added."""
        p = self.current_player
        if min(self.pos[p]) < self.T:
            self.playing_for = p
        else:
            c = self.playing_for = self.colour_for(p)
            if c != p:
                events.append(self.tables.for_partner[p][c])
        hand, draw = self.hands[p], self.draw
        drawn = HAND - len(hand)
        if drawn == 1 and draw:  # the usual case
            hand.append(draw.pop())
        elif len(draw) >= drawn:  # no refill
            for _ in range(drawn):
                hand.append(draw.pop())
        else:
            drawn = 0
            while len(hand) < HAND:
                if not self.draw:
                    if not self.discards:
                        break
                    events += self._refill()
                hand.append(self.draw.pop())
                drawn += 1
        hand.sort(key=sort_key)
        if drawn > 0:
            events.append(self.tables.draws[p][drawn])
        return events

    def _refill(self) -> list[Event]:
        self.draw = self.discards
        self.discards = []
        self.rng.shuffle(self.draw)
        self._rng_state = None
        return [Event("refill", {"count": len(self.draw)})]

    def colour_for(self, seat: int) -> int:
        return board.moves_for(seat, self.players, self.all_home)

    def all_home(self, seat: int) -> bool:
        T = self.T
        return min(self.pos[seat]) >= T

    def _end_turn(self, events: list[Event], home: bool) -> list[Event]:
        """`events` with the end of the turn's added: the game's end (only a peg reaching home, `home`,
        can end it) or the next turn's start."""
        self.split_left = 0
        self.split_peg = None
        pos, T = self.pos, self.T
        if home and min(pos[self.playing_for]) >= T:
            t = self.playing_for % 2
            if all(min(pos[s]) >= T for s in range(t, self.players, 2)):
                self.winner = t
                self.phase, self.current_player = OVER, None
                events.append(Event("game_over", {"team": t, "scores": self.scores()}))
                return events
        self.phase = PLAY
        p = self.current_player = (self.current_player + 1) % self.players
        hand, draw = self.hands[p], self.draw
        if len(hand) == HAND - 1 and draw and min(pos[p]) < T:  # the usual turn: own pegs, draw one
            self.playing_for = p
            insort(hand, draw.pop(), key=sort_key)
            events.append(self.tables.draws[p][1])
            return events
        return self._begin_turn(events)

    # -- peg movement (the rule kernels)

    def hole_name(self, seat: int, peg: int) -> str:
        """Hole id of peg `peg` of `seat`."""
        x = self.pos[seat][peg]
        return self.starts[seat][peg] if x == START else self.ids[seat][x]

    def _landing(self, c: int, x: int, origin: int) -> list[tuple[int, int, int]] | None:
        """Bumps caused by a peg of colour c landing on track hole x (leaving `origin`), or None if illegal.

        Each bump is (peg id, from hole, to position), in chain order.
        """
        occ = self.occ
        chain: list[tuple[int, int, int]] = []
        visited = [x]
        arriving, hole = c, x
        while True:
            o = occ[hole]
            if o == -1 or hole == origin:
                return chain
            oc = o // PEGS
            if oc == arriving:
                return None
            if team(oc) != team(arriving):
                chain.append((o, hole, START))
                return chain
            spot = self.spots[oc]
            if spot in visited:
                return None
            chain.append((o, hole, spot))
            visited.append(spot)
            arriving, hole = oc, spot

    def _lands(self, c: int, y: int, origin: int) -> bool:
        """May a peg of colour c leaving `origin` land on track hole y? (`_landing` without the chain
        for the usual cases: an empty hole or an opponent's peg.)"""
        o = self.occ[y]
        if o == -1:
            return True
        oc = o // PEGS
        if (oc ^ c) & 1:  # an opponent: back to its start
            return True
        return oc != c and self._landing(c, y, origin) is not None

    def _occupancy(self, c: int) -> tuple[int, int, int]:
        """Colour c's track pegs as bits, doubled (bit T + t too) so a gap ahead or behind is one
        shift; its home pegs as bits; its partners' track pegs as bits (landing there starts a chain)."""
        track, homes = self.bits
        a, b, d, e, f = self.pos[c]
        mine = track[a] | track[b] | track[d] | track[e] | track[f]
        home = homes[a] | homes[b] | homes[d] | homes[e] | homes[f]
        partner = 0
        everyone = self.pos
        for q in self.colours[c].partners:
            a, b, d, e, f = everyone[q]
            partner |= track[a] | track[b] | track[d] | track[e] | track[f]
        return mine | mine << self.T, home, partner

    def _can_move(self, c: int, k: int, rest: int) -> bool:
        """Can a peg of colour c other than peg k move `rest` steps forward (as the legal list would
        have it: a landing on a partner's peg only if its bump chain holds)?"""
        T = self.T
        P = T + PEGS
        doubled, home, partner = self._occupancy(c)
        entries, free, room = self.colours[c].entries, FREE[home], ROOM[home]
        q = -1
        for x in self.pos[c]:
            q += 1
            if x < 0 or q == k:
                continue
            if x >= T:  # keyed as entry_key(P, q, x, room): (REACH + 1) = 12, (PEGS + 1) = 6
                entry = entries[((q * P + x) * 12 + room[x - T]) * 6]
            else:
                ahead = doubled >> (x + 1)
                block = (ahead & -ahead).bit_length()
                entry = entries[((q * P + x) * 12 + (block if block < REACH else REACH)) * 6 + free]
            dests = entry[0][rest]
            if dests:
                y = entry[1][rest]
                if len(dests) > 1 or y < 0 or not partner >> y & 1 or self._landing(c, y, x) is not None:
                    return True
        return False

    def _chains(self, c: int, x: int, entry: tuple, partner: int) -> tuple[tuple, int]:
        """An entry's moves for the peg of colour c on track hole x, less the landings on a
        partner's peg (bits of `partner`) whose chain fails; and the counts that land on one, as bits."""
        moves = entry[0]
        kept = None
        chains = 0
        hits = entry[2] & partner  # the landing holes a partner's peg holds: one count each
        while hits:
            low = hits & -hits
            hits ^= low
            y = low.bit_length() - 1
            s = y - x if y > x else y - x + self.T
            chains |= 1 << s
            if self._landing(c, y, x) is None:
                if kept is None:
                    kept = list(moves)
                kept[s] = moves[s][:-1]  # the track hole comes last
        return (moves if kept is None else tuple(kept)), chains

    def _place(self, c: int, k: int, y: int) -> tuple[tuple, ...]:
        """Move peg k of colour c to position y with its bumps (already checked); the moves made,
        each (seat, peg, from hole, to hole): the move, then its bumps in chain order."""
        T, occ, pos, ids = self.T, self.occ, self.pos, self.ids
        mine = pos[c]
        x = mine[k]
        start = self.starts[c][k] if x == START else ids[c][x]
        chain: list | tuple = ()
        if y < T:
            o = occ[y]
            if o != -1:
                chain = ((o, y, START),) if (o // PEGS ^ c) & 1 else self._landing(c, y, x)
        if 0 <= x < T:
            occ[x] = -1
        for o, _hole, to in chain:
            s, q = divmod(o, PEGS)
            pos[s][q] = to
            if to != START:
                occ[to] = o
        mine[k] = y
        if y < T:
            occ[y] = c * PEGS + k
        move = (c, k, start, ids[c][y])
        if not chain:
            return (move,)
        bumps = [(s, q, board.track_id(hole), self.hole_name(s, q)) for s, q, hole in
                 ((*divmod(o, PEGS), hole) for o, hole, _to in chain)]
        return (move, *bumps)

    def _split_firsts(self, c: int, out: list[tuple], partner: int) -> list[int]:
        """First parts (1–6 steps) of a split 7 that another peg of colour c can complete, as
        `peg * P + position`. `out` holds `(peg, position, moves, chains, entry)` for each peg out
        of start: `moves[s]` its destinations s steps forward less the landings on a partner's peg
        whose chain fails, bit s of `chains` set when its s-step track move lands on a partner's peg,
        `entry` its move table entry; `partner` is the partners' track pegs as bits.

        Peg k leaving its hole only opens ways (every refusal is a peg standing somewhere) and
        taking y only closes them, so another peg's move that lands on an empty hole, an
        opponent's peg or in home, and whose path does not hold y, still completes the 7 after k
        went to y without bumping a partner. When none does, the board tells "no" unless k's hole
        lies on another peg's way or a partner's chain is involved; only then is the 7 tried.
        Most often one look at the pegs' split summaries (`game.pegs.reach`) tells for all of a
        peg's first parts at once.
        """
        T, occ = self.T, self.occ
        cm = self.colours[c]
        result: list[int] = []
        sure: list[list[tuple[int, int]]] | None = None  # rest → (peg, holes held), made when needed
        opens: list[int | None] = [None] * (SPLIT_MOST + 1)  # rest → the positions on any peg's way
        chained: list[int] = [0] * (SPLIT_MOST + 1)  # rest → the pegs whose move lands on a partner's peg
        # the pegs that move every rest 1–6 for sure, with the positions those moves hold
        every = [(q, eq[5][1]) for q, _xq, _m, cq, eq in out if not cq and eq[5][0]]
        for k, x, moves, chains, entry in out:
            if not chains:
                if not entry[4]:
                    continue  # no first part
                summary = entry[5]
                lands = summary[3]
                if not lands & partner:  # no first part bumps a partner's peg
                    for q, held in every:  # another peg moves every rest, holding none of k's landings
                        if q != k and not lands & held:
                            break
                    else:
                        q = -1
                    if q >= 0:
                        result += summary[2]
                        continue
                    # stuck: no other peg moves any rest, nor may gain a move when k leaves
                    for q, _xq, _m, cq, eq in out:
                        if q != k and (cq or eq[3] or eq[5][4] >> x & 1):
                            break
                    else:
                        continue
                firsts = entry[4]
            else:
                firsts = entry[4] if moves is entry[0] else cm.parts(k, x, moves)[1]
            if sure is None:
                sure = self._split_sure(c, out)
            for rest, i, y in firsts:  # one first part at a time
                if y < T and occ[y] != -1 and not (occ[y] // PEGS ^ c) & 1:  # bumps a partner
                    ok = self._completes(c, k, y, rest)
                else:
                    for q, holes in sure[rest]:
                        if q != k and not holes >> y & 1:  # a sure move not through y
                            ok = True
                            break
                    else:  # no: unless k's hole is on a way (a peg's own way never holds its hole)
                        ways = opens[rest]
                        if ways is None:
                            ways = 0
                            for q, xq, _m, cq, _e in out:
                                ways |= cm.span[xq][rest]
                                chained[rest] |= (cq >> rest & 1) << q
                            opens[rest] = ways
                        ok = (ways >> x & 1 or chained[rest] & ~(1 << k)) and self._completes(c, k, y, rest)
                if ok:
                    result.append(i)
        return result

    def _split_sure(self, c: int, out: list[tuple]) -> list[list[tuple[int, int]]]:
        """Per rest 1–6, `(peg, holes)` for each peg of `out` that moves it for sure (not onto a
        partner's peg), `holes` the positions every such move passes or lands on."""
        cm = self.colours[c]
        sure: list[list[tuple[int, int]]] = [[], [], [], [], [], [], []]
        for k, x, _moves, chains, entry in out:
            held = entry[3]
            if chains:  # some track moves land on a partner's peg: only the others are sure
                held = cm.unchained(k, x, entry, chains)
            for r, holes in held:
                sure[r].append((k, holes))
        return sure

    def _completes(self, c: int, k: int, y: int, rest: int) -> bool:
        """After peg k of colour c moves to y, can another of its pegs move `rest` forward?"""
        occ, mine = self.occ, self.pos[c]
        x, T, me = mine[k], self.T, c * PEGS + k
        if y >= T or occ[y] == -1:  # no bumps: move the one peg and put it back
            if x < T:
                occ[x] = -1
            if y < T:
                occ[y] = me
            mine[k] = y
            ok = self._can_move(c, k, rest)
            mine[k] = x
            if y < T:
                occ[y] = -1
            if x < T:
                occ[x] = me
            return ok
        saved_pos, saved_occ = [p[:] for p in self.pos], occ[:]
        self._place(c, k, y)
        ok = self._can_move(c, k, rest)
        for now, then in zip(self.pos, saved_pos, strict=True):  # in place: callers hold these lists
            now[:] = then
        occ[:] = saved_occ
        return ok

    def _parse_to(self, c: int, hole: str) -> int | None:
        known = self.where[c].get(hole)
        if known is not None:
            return known
        try:
            kind, seat, i = board.parse_hole(hole)
        except ValueError:
            return None
        if kind == "track" and i < self.T:
            return i
        if kind == "home" and seat == c and i < PEGS:
            return self.T + i
        return None

    # -- legality

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal[:]

    def is_legal(self, action) -> bool:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        for a in legal:  # legal moves are the tables' singletons: found by identity
            if a is action:
                return True
        twin = self._prebuilt(action)  # an equal copy (a decoded save) has a twin in the tables
        if twin is None or twin != action:
            return False
        for a in legal:
            if a is twin:
                return True
        return False

    def _prebuilt(self, action) -> Action | None:
        """The tables' action with the fields of `action` (None when there is none)."""
        kind = type(action)
        tables = self.tables
        card = getattr(action, "card", None)
        if not isinstance(card, str) or card not in ORDER:
            card = None
        if kind is Discard:
            return None if card is None else tables.discards[card]
        if kind is not Move and kind is not SplitRest:
            return None
        c, peg = self.playing_for, action.peg
        if c is None or not isinstance(peg, int) or not 0 <= peg < PEGS or not isinstance(action.to, str):
            return None
        y = self.where[c].get(action.to)
        if y is None:
            return None
        if kind is SplitRest:
            return tables.rests[c][peg * (self.T + PEGS) + y]
        return None if card is None else tables.moves[c][card][peg * (self.T + PEGS) + y]

    def _compute_legal(self) -> list[Action]:
        """Every legal action, card by card in hand order.

        Each peg's forward moves for every count come from the colour's move tables
        (`game.pegs.reach`); a card's destinations are its count's moves of the five pegs joined
        (a peg in start has none), and cards that move alike (A, K/Q/J, 7, 8) share them.
        Destinations are ints `peg * P + position` that index the colour's prebuilt actions.
        """
        phase = self.phase
        if phase is OVER:
            return []
        c = self.playing_for
        T = self.T
        P = T + PEGS
        everyone = self.pos
        pos = everyone[c]
        cm = self.colours[c]
        track, homes = self.bits  # as in `_occupancy`, inlined: this runs every turn
        a, b, d, e, f = pos
        doubled = track[a] | track[b] | track[d] | track[e] | track[f]
        doubled |= doubled << T
        home = homes[a] | homes[b] | homes[d] | homes[e] | homes[f]
        partner = 0
        for q in cm.partners:
            a, b, d, e, f = everyone[q]
            partner |= track[a] | track[b] | track[d] | track[e] | track[f]
        entries, free, room = cm.entries, FREE[home], ROOM[home]
        mv = [NO_MOVES] * PEGS  # per peg, its moves per count
        es: list[tuple | None] = [None] * PEGS  # per peg, its entry
        chained: dict[int, int] | None = None  # peg → the counts that land on a partner's peg, as bits
        k = -1
        for x in pos:
            k += 1
            if x < 0:
                continue
            if x >= T:  # keyed as entry_key(P, k, x, room): (REACH + 1) = 12, (PEGS + 1) = 6
                r = room[x - T]
                if r == 1:
                    continue  # it cannot move (its entry matters only to a split 7)
                entry = entries[((k * P + x) * 12 + r) * 6]
            else:
                ahead = doubled >> (x + 1)
                block = (ahead & -ahead).bit_length()
                entry = entries[((k * P + x) * 12 + (block if block < REACH else REACH)) * 6 + free]
            es[k] = entry
            if entry[2] & partner:
                moves, chains = self._chains(c, x, entry, partner)
                mv[k] = moves
                if chained is None:
                    chained = {}
                chained[k] = chains
            else:
                mv[k] = entry[0]
        m0, m1, m2, m3, m4 = mv
        if phase is SPLIT:
            s = self.split_left
            mv[self.split_peg] = NO_MOVES
            m0, m1, m2, m3, m4 = mv
            rows = self.tables.rests[c]
            return list(map(rows.__getitem__, m0[s] + m1[s] + m2[s] + m3[s] + m4[s]))
        gets = self.tables.gets[c]
        legal: list[Action] = []
        special: dict[int, list[int] | tuple[int, ...]] = {}
        cards = dict.fromkeys(self.hands[self.current_player])
        for card in cards:
            s = CODE[card]
            if s > 0:
                dests = m0[s] + m1[s] + m2[s] + m3[s] + m4[s]
            elif not s:
                continue  # a joker is never compulsory: its moves come last
            else:
                dests = special.get(s)
                if dests is None:
                    kind = s
                    if kind == BACK:
                        dests = self._backs(c, pos, doubled)
                    else:
                        s = -s
                        dests = m0[s] + m1[s] + m2[s] + m3[s] + m4[s]
                        if kind == SEVEN:
                            if pos.count(START) < PEGS - 1:  # another peg may move the rest
                                out = [(k, x, mv[k], chained.get(k, 0) if chained else 0,
                                        es[k] or entries[((k * P + x) * 12 + room[x - T]) * 6])
                                       for k, x in enumerate(pos) if x >= 0]
                                dests += tuple(self._split_firsts(c, out, partner))
                        elif START in pos:
                            cout = self.couts[c]
                            o = self.occ[cout]
                            if (o == -1 or (o // PEGS ^ c) & 1
                                    or o // PEGS != c and self._landing(c, cout, START) is not None):
                                dests = (pos.index(START) * P + cout, *dests)
                    special[kind] = dests
            if dests:
                legal += map(gets[card], dests)
        if JOKER in cards:
            jokers = list(map(gets[JOKER], self._jokers(c, pos, partner)))
            if legal:
                return legal + jokers if jokers else legal
            return jokers + [self.tables.discards[card] for card in cards]
        if legal:
            return legal
        return [self.tables.discards[card] for card in cards]

    def _backs(self, c: int, pos: list[int], doubled: int) -> list[int]:
        """An 8's destinations: a peg on the track 8 holes back, with no own peg on the way or there
        (`pos`: the colour's positions, `doubled`: its track pegs as `_occupancy` gives them)."""
        T = self.T
        P = T + PEGS
        dests = []
        for k in range(PEGS):
            x = pos[k]
            if 0 <= x < T and not doubled >> (x + T - BACK_STEPS) & BACK_WAY:
                y = x - BACK_STEPS
                if y < 0:
                    y += T
                if self._lands(c, y, x):
                    dests.append(k * P + y)
        return dests

    def _jokers(self, c: int, pos: list[int], partner: int) -> list[int]:
        """A joker's destinations: onto any track hole holding another colour's peg, from start
        (the first peg waiting) or the track (`pos`: the colour's positions, `partner`: its
        partners' track pegs as bits)."""
        T, occ = self.T, self.occ
        P = T + PEGS
        track = self.bits[0]
        others = 0  # the other colours' track pegs as bits
        for q, seat in enumerate(self.pos):
            if q != c:
                a, b, d, e, f = seat
                others |= track[a] | track[b] | track[d] | track[e] | track[f]
        holes = []
        while others:
            low = others & -others
            others ^= low
            holes.append(low.bit_length() - 1)
        waiting = pos.index(START) if START in pos else -1
        pegs = [k for k in range(PEGS) if pos[k] < T and (pos[k] >= 0 or k == waiting)]
        if not partner:  # only opponents: always bumped to start
            return [k * P + y for k in pegs for y in holes]
        mine, landing = c & 1, self._landing
        return [k * P + y for k in pegs for y in holes
                if (occ[y] // PEGS ^ mine) & 1 or landing(c, y, pos[k]) is not None]

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if self.phase == Phase.SPLIT:
            return ngettext("Finish the 7: move another peg {n} step forward.",
                            "Finish the 7: move another peg {n} steps forward.", self.split_left).format(
                n=self.split_left)
        if not isinstance(action, (Move, Discard)):
            return _("That move is not allowed now.")
        if not isinstance(action.card, str) or action.card not in self.hands[self.current_player]:
            return _("That card is not in your hand.")
        if isinstance(action, Discard):
            return _("You must play a card that can move a peg.")
        c = self.playing_for
        card, k = action.card, action.peg
        if not isinstance(k, int) or not 0 <= k < PEGS:
            return _("That move is not allowed now.")
        x = self.pos[c][k]
        if card == JOKER:
            if x >= self.T:
                return _("A joker never moves a peg that is home.")
            return _("A joker must land on a track hole holding another player's peg.")
        rank, T = card[0], self.T
        y = self.where[c].get(action.to) if isinstance(action.to, str) else None
        if x == START:
            if rank not in OUT_RANKS:
                return _("Only an ace, a king, a queen, a jack or a joker brings a peg out of start.")
            if y != self.couts[c]:  # an A, K, Q or J takes a peg out of start only to the come-out hole
                return _("Out of start, {card} brings a peg only onto its come-out hole.").format(
                    card=card_label(card))
            return self._why_blocked(c, x, y, card)
        if rank == BACK_RANK:
            if x >= T:
                return _("An 8 moves a peg on the track 8 holes backward; nothing moves backward in home.")
            if y != (x - BACK_STEPS) % T:
                return _("An 8 moves a peg exactly 8 holes backward.")
            return self._why_blocked(c, x, y, card)
        counts = range(1, FORWARD[rank] + 1) if rank == SPLIT_RANK else (FORWARD[rank],)
        if y is None or self._steps(c, x, y, card) not in counts:
            if rank == SPLIT_RANK:
                return _("A 7 moves a peg 7 holes forward, or part of the way with the rest for another peg.")
            n = FORWARD[rank]
            text = ngettext("{card} moves a peg exactly {n} hole forward.",
                            "{card} moves a peg exactly {n} holes forward.", n)
            return text.format(card=card_label(card), n=n)
        return self._why_blocked(c, x, y, card)

    def _why_blocked(self, c: int, x: int, y: int, card: str) -> str:
        """Why a move of the right count from x to y is illegal (for `explain_illegal`): a peg of its
        own colour on the way or there, a partner's peg with nowhere to go, a split 7 left unfinishable."""
        T = self.T
        if x == START:
            way = [y]
        elif card[0] == BACK_RANK:
            way = [(x - i) % T for i in range(1, BACK_STEPS + 1)]
        elif x >= T:
            way = list(range(x + 1, y + 1))
        elif y >= T:
            d = board.steps_to_in_spot(c, x, self.players)
            way = [(x + i) % T for i in range(1, d + 1)] + list(range(T, y + 1))
        else:
            way = [(x + i) % T for i in range(1, (y - x) % T + 1)]
        own = set(self.pos[c])
        if any(h in own for h in way):
            return _("A peg never passes or lands on a peg of its own colour.")
        if y < T and self.occ[y] != -1 and self._landing(c, y, x) is None:
            return _("Your partner's peg there has nowhere to go: a peg of its colour is on its in-spot.")
        if card[0] == SPLIT_RANK:
            return _("No other peg could then move the rest of the 7.")
        return _("That peg cannot go there with this card: the whole count must be used, and a peg "
                 "never passes or lands on a peg of its own colour.")

    # -- moves

    def apply(self, action) -> list[Event]:
        """As `State.apply`, with the legal list's own actions found by identity first."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if id(action) not in map(id, legal):
            twin = self._prebuilt(action) if isinstance(action, Action) else None
            if twin is None or twin != action or id(twin) not in map(id, legal):
                raise IllegalAction(self.explain_illegal(action))
            action = twin  # an equal copy (a decoded save): the tables' own object is applied
        events = self._apply(action)
        self.history.append(action)
        return events

    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action."""
        p, c = self.current_player, self.playing_for
        self._legal = None
        kind = type(action)
        if kind is Discard:
            self.hands[p].remove(action.card)
            self.discards.append(action.card)
            events = [Event("discard", {"player": p, "card": action.card})]
            self.last_move = (p, action.card, ())
            if not self.draw and self.discards:
                events += self._refill()
            if self.draw:
                insort(self.hands[p], self.draw.pop(), key=sort_key)
                events.append(self.tables.draws[p][1])
            return self._end_turn(events, False)
        k = action.peg
        y = self.where[c][action.to]  # a legal action names a hole of its colour's board
        mine = self.pos[c]
        x = mine[k]
        T, occ = self.T, self.occ
        if kind is Move:
            card = action.card
            self.hands[p].remove(card)
            self.discards.append(card)
        else:
            card = SPLIT_RANK
        if y < T and occ[y] != -1:  # a bump
            start = self.hole_name(c, k)
            steps = self._steps(c, x, y, card)
            moves = self._place(c, k, y)
            events = [Event("move", {"player": p, "card": card, "seat": c, "peg": k, "from": start,
                                     "to": moves[0][3], "steps": steps}),
                      *[Event("bump", {"seat": s, "peg": q, "from": a, "to": b}) for s, q, a, b in moves[1:]]]
        else:
            ids = self.ids[c]
            start, to = ids[x] if x >= 0 else self.starts[c][k], ids[y]
            if x < 0 or card == JOKER:
                steps = 0
            elif card[0] == BACK_RANK:
                steps = -BACK_STEPS
            elif x >= T:
                steps = y - x
            elif y >= T:
                steps = (self.spots[c] - x) % T + 1 + y - T
            else:
                steps = (y - x) % T
            if x >= 0 and x < T:
                occ[x] = -1
            mine[k] = y
            if y < T:
                occ[y] = c * PEGS + k
            moves = ((c, k, start, to),)
            events = [Event("move", {"player": p, "card": card, "seat": c, "peg": k, "from": start, "to": to,
                                     "steps": steps})]
        home = y >= T > x
        if home:
            events.append(self.tables.homes[c][k])
        if kind is Move:
            self.last_move = (p, card, moves)
            if steps < 7 and card[0] == SPLIT_RANK:
                self.phase, self.split_left, self.split_peg = SPLIT, 7 - steps, k
                events.append(self.tables.splits[p][7 - steps])
                return events
        else:
            last = self.last_move
            self.last_move = (p, last[1], last[2] + moves)
        return self._end_turn(events, home or kind is SplitRest)  # a 7's first part may have gone home

    def _steps(self, c: int, x: int, y: int, card: str) -> int:
        """Steps a move took: negative backward, 0 for a joker jump or leaving start."""
        T = self.T
        if card == JOKER or x == START:
            return 0
        if card[0] == BACK_RANK:
            return -BACK_STEPS
        if x >= T:
            return y - x
        if y >= T:
            return board.steps_to_in_spot(c, x, self.players) + 1 + y - T
        return (y - x) % T

    # -- views, scores, snapshots

    def view(self, player: int) -> PegsView:
        return PegsView(
            player=player,
            players=self.players,
            phase=self.phase,
            current_player=self.current_player,
            playing_for=self.playing_for,
            dealer=self.dealer,
            hand=list(self.hands[player]),
            hand_counts=[len(h) for h in self.hands],
            pegs=[tuple(self.hole_name(s, k) for k in range(PEGS)) for s in range(self.players)],
            teams=tuple(team(s) for s in range(self.players)),
            discards=list(self.discards),
            draw_count=len(self.draw),
            split_left=self.split_left,
            split_peg=self.split_peg,
            last_move=self.last_move,
            winner=self.winner,
        )

    def team_home(self, t: int) -> int:
        """Pegs of team t that are home."""
        T = self.T
        return sum(1 for s in range(t, self.players, 2) for x in self.pos[s] if x >= T)

    def scores(self) -> list[int]:
        home = [self.team_home(0), self.team_home(1)]
        return [home[team(s)] + (WIN_BONUS if self.winner == team(s) else 0) for s in range(self.players)]

    def arena_stats(self, player: int) -> dict[str, float]:
        """Win (1/0), own pegs home and the team's share of pegs home."""
        T = self.T
        return {"win": 1.0 if self.winner == team(player) else 0.0,
                "pegs_home": float(sum(1 for x in self.pos[player] if x >= T))}

    def snapshot(self) -> dict:
        return {
            "players": self.players,
            "phase": self.phase,
            "current": self.current_player,
            "for": self.playing_for,
            "dealer": self.dealer,
            "pos": list(map(list, self.pos)),
            "hands": list(map(list, self.hands)),
            "draw": list(self.draw),
            "discards": list(self.discards),
            "split": [self.split_left, self.split_peg],
            "last": self.last_move,
            "winner": self.winner,
            "rng": self.rng_state(),
        }

    def clone(self) -> PegsState:
        """A fast independent copy: fresh lists, shared immutable actions."""
        twin = PegsState.__new__(PegsState)
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin._rng_state, twin._rng = self.rng_state(), None  # made when the twin first shuffles
        twin.history = list(self.history)
        twin.pos = [list(p) for p in self.pos]
        twin.occ = list(self.occ)
        twin.hands = [list(h) for h in self.hands]
        twin.draw = list(self.draw)
        twin.discards = list(self.discards)
        twin.last_move = self.last_move
        return twin

    # The rng moves only when cards are shuffled, so its state is cached (snapshots compare it)
    # and a clone gets a real generator only when it first needs one.

    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = random.Random(0)
            self._rng.setstate(self._rng_state)
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_state = value, None

    def rng_state(self) -> tuple:
        if self._rng_state is None:
            self._rng_state = self._rng.getstate()
        return self._rng_state

    # -- search support

    @classmethod
    def sampled(cls, view: PegsView, rng: random.Random) -> PegsState:
        """A state from `view` with the unseen cards dealt at random to the other hands and the draw pile."""
        s = cls.__new__(cls)
        n = view.players
        s.game, s.players, s.options, s.seed = GAME, n, {}, 0
        s.rng = random.Random(rng.getrandbits(32))
        s.history = []
        s._board(n)
        T = s.T
        for seat, holes in enumerate(view.pegs):
            for k, hole in enumerate(holes):
                kind, _seat, i = board.parse_hole(hole)
                x = i if kind == "track" else T + i if kind == "home" else START
                s.pos[seat][k] = x
                if 0 <= x < T:
                    s.occ[x] = seat * PEGS + k
        unseen = deck(n)
        for card in view.hand + view.discards:
            unseen.remove(card)
        rng.shuffle(unseen)
        s.hands = []
        for seat in range(n):
            if seat == view.player:
                s.hands.append(list(view.hand))
            else:
                take = view.hand_counts[seat]
                s.hands.append(sorted(unseen[-take:], key=sort_key) if take else [])
                del unseen[len(unseen) - take:]
        s.draw = unseen
        s.discards = list(view.discards)
        s.dealer, s.phase, s.current_player = view.dealer, Phase(view.phase), view.current_player
        s.playing_for = view.playing_for
        s.split_left, s.split_peg = view.split_left, view.split_peg
        s.last_move = view.last_move
        s.winner = view.winner
        return s


# --------------------------------------------------------------------------- game


class PegsGame(Game):
    """Pegs and Jokers (4, 6 or 8 players in two teams)."""

    id: ClassVar[str] = "pegs_and_jokers"
    name: ClassVar[str] = N_("Pegs and Jokers")
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 8
    player_counts: ClassVar[tuple[int, ...]] = board.PLAYER_COUNTS
    rules: ClassVar[str] = "pegs_and_jokers"
    max_actions: ClassVar[int] = 20_000
    action_types = (Move, SplitRest, Discard)

    def state_class(self) -> type[PegsState]:
        return PegsState

    def teams(self, players: int, options: dict) -> tuple[tuple[int, ...], ...]:
        """Partners sit every other seat: the even seats against the odd ones."""
        return tuple(tuple(s for s in range(players) if team(s) == t) for t in (0, 1))

    def test_configs(self) -> list[tuple[int, dict]]:
        # Four players only: random games run ~1000 moves at 4, ~2500 at 6 and ~3500 at 8, and the
        # contract's JSON checks replay whole histories; tests/engine/test_pegs.py plays 6 and 8.
        return [(4, {})]


GAME = PegsGame()
