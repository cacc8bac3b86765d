"""Zoker Kubo: build the 4×4×4 card cube together and score its lines, diagonals and the Zoker."""

from __future__ import annotations

import dataclasses
import random
from enum import StrEnum
from typing import NamedTuple

from game.core.api import (
    Action,
    DealingRandom,
    Event,
    Game,
    NextRound,
    Option,
    OptionError,
    State,
    View,
    copied_rng,
)
from game.core.i18n import N_, _
from game.core.match import ScoreSheet, column_totals
from game.zoker.cards import DECK, Card, card_name

# --------------------------------------------------------------------------- constants

LINE_POINTS = 1  # a straight along one axis
DIAGONAL_POINTS = 2  # [interpretation] diagonal of a plane; the digit is lost in the scan
ZOKER_POINTS = 4  # [interpretation] space diagonal; an option may change it
HAND_PENALTY = 1  # per card left in a hand when the round ends
START_HAND = 4
MAX_HAND_AFTER_DRAW = 5  # after a turn of two or more placements, draw up to this many
MULTI_PLACE = 2  # placements in the previous turn that allow the extra draw
DEFAULT_ROUNDS = 3  # a round scores only a few points, so a match is a few rounds (or a low target)
ROUND_LIMIT = 20  # a match played to a target still ends
NOBODY = -1  # owner of the setup corners and of lost structures
UNCLAIMED = -2  # owner of a structure completed but not yet claimed (sharp eyes)

# Orientation: the axis of the card's (colour, size, shape) that is the layer.
ORIENTATIONS = ("colour", "size", "shape")


def cell(card: Card) -> int:
    """Place id 0–63 of a card (equal to its DECK index)."""
    return card.colour * 16 + card.size * 4 + card.shape


def coords(i: int) -> tuple[int, int, int]:
    """(colour, size, shape) of place `i`."""
    return i // 16, i // 4 % 4, i % 4


def _at(c: tuple[int, int, int]) -> int:
    return c[0] * 16 + c[1] * 4 + c[2]


def _step(i: int, axis: int, delta: int) -> int | None:
    c = list(coords(i))
    c[axis] += delta
    return _at(tuple(c)) if 0 <= c[axis] < 4 else None


@dataclasses.dataclass(frozen=True)
class Structure:
    """Four places in a row: a line, a plane diagonal, or a space diagonal (the Zoker)."""

    kind: str  # "line", "diagonal" or "zoker"
    points: int
    cells: tuple[Card, Card, Card, Card]

    @property
    def ids(self) -> tuple[int, ...]:
        return tuple(cell(c) for c in self.cells)


def _structures() -> tuple[Structure, ...]:
    out: list[Structure] = []

    def add(kind: str, points: int, pts: list[tuple[int, int, int]]) -> None:
        out.append(Structure(kind, points, tuple(DECK[_at(p)] for p in pts)))

    for axis in range(3):  # 48 lines: the other two coordinates fixed
        a, b = (x for x in range(3) if x != axis)
        for u in range(4):
            for v in range(4):
                pts = []
                for t in range(4):
                    p = [0, 0, 0]
                    p[axis], p[a], p[b] = t, u, v
                    pts.append(tuple(p))
                add("line", LINE_POINTS, pts)
    for axis in range(3):  # 24 plane diagonals: one coordinate fixed, two run together
        a, b = (x for x in range(3) if x != axis)
        for u in range(4):
            for rising in (False, True):
                pts = []
                for t in range(4):
                    p = [0, 0, 0]
                    p[axis], p[a], p[b] = u, t, 3 - t if rising else t
                    pts.append(tuple(p))
                add("diagonal", DIAGONAL_POINTS, pts)
    for ds, dh in ((0, 0), (0, 1), (1, 0), (1, 1)):  # 4 space diagonals
        add("zoker", ZOKER_POINTS, [(t, 3 - t if ds else t, 3 - t if dh else t) for t in range(4)])
    return tuple(out)


STRUCTURES: tuple[Structure, ...] = _structures()


def structure_name(k: int) -> str:
    """Structure `k` as the log and the coach name it: "a line", "a diagonal", "the Zoker"."""
    kind = STRUCTURES[k].kind
    return {"line": _("a line"), "diagonal": _("a diagonal")}.get(kind, _("the Zoker"))


STRUCTURE_IDS: tuple[tuple[int, ...], ...] = tuple(s.ids for s in STRUCTURES)
# Structures through each place, in STRUCTURES order.
STRUCTURES_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k, ids in enumerate(STRUCTURE_IDS) if i in ids) for i in range(64)
)


@dataclasses.dataclass(frozen=True)
class Geometry:
    """Neighbourhoods of every place for one orientation (layer axis)."""

    axis: int
    corners: tuple[int, ...]
    above: tuple[tuple[int, ...], ...]  # places above, nearest first
    below: tuple[tuple[int, ...], ...]  # places below, nearest first
    beside: tuple[tuple[int, ...], ...]  # orthogonal neighbours in the same layer
    top: tuple[int, ...]  # the 16 places of the top layer

    def layer(self, i: int) -> int:
        return coords(i)[self.axis]


def _geometry(axis: int) -> Geometry:
    above, below, beside = [], [], []
    for i in range(64):
        above.append(tuple(j for d in range(1, 4) if (j := _step(i, axis, d)) is not None))
        below.append(tuple(j for d in range(1, 4) if (j := _step(i, axis, -d)) is not None))
        beside.append(
            tuple(j for a in range(3) if a != axis for d in (-1, 1) if (j := _step(i, a, d)) is not None)
        )
    flat = [i for i in range(64) if coords(i)[axis] == 0]
    corners = tuple(i for i in flat if all(coords(i)[a] in (0, 3) for a in range(3) if a != axis))
    top = tuple(i for i in range(64) if coords(i)[axis] == 3)
    return Geometry(axis, corners, tuple(above), tuple(below), tuple(beside), top)


GEOMETRIES: tuple[Geometry, ...] = tuple(_geometry(a) for a in range(3))
STANDARD = GEOMETRIES[0]


def placeable(filled, i: int, geo: Geometry = STANDARD) -> bool:
    """May the card of place `i` go there? `filled[j]` is not None when place j holds a card."""
    if filled[i] is not None or any(filled[j] is not None for j in geo.above[i]):
        return False
    below = geo.below[i]
    return (bool(below) and filled[below[0]] is not None) or any(filled[j] is not None for j in geo.beside[i])


def as_places(table) -> list:
    """A table given as 64 entries by place (None = empty) or as the collection of cards on it."""
    if isinstance(table, (list, tuple)) and len(table) == 64:
        return list(table)
    places: list = [None] * 64
    for card in table:
        places[cell(card)] = card
    return places


def can_place(table, card: Card) -> bool:
    """Standard orientation: may `card` be placed on `table` (see `as_places`)?"""
    return placeable(as_places(table), cell(card), STANDARD)


def dead_places(table, geo: Geometry = STANDARD) -> list[int]:
    """Empty places under a filled place: their cards can never be played."""
    t = as_places(table)
    return [i for i in range(64) if t[i] is None and any(t[j] is not None for j in geo.above[i])]


class Phase(StrEnum):
    """Where a Kubo turn stands. The values are the strings saves, views and the tables read."""

    DRAW = "draw"  # after placing two or more cards last turn: draw up to five in hand first
    PLACE = "place"  # place cards on the cube, then end the turn
    STEAL = "steal"  # sharp eyes: the others may claim what the player missed
    ROUND_OVER = "round_over"  # the round is scored (also at the end of the match)


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Draw `count` extra cards (0 = none) after a turn of two or more placements."""

    count: int


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Put a hand card on its own place."""

    colour: int
    size: int
    shape: int

    @property
    def card(self) -> Card:
        return Card(self.colour, self.size, self.shape)


def place(card: Card) -> Place:
    return Place(card.colour, card.size, card.shape)


@dataclasses.dataclass(frozen=True)
class Claim(Action):
    """Sharp eyes: claim (or steal) a completed structure, by its index in STRUCTURES."""

    structure: int


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """End the turn (placing is optional)."""


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Sharp eyes: steal nothing more."""


# --------------------------------------------------------------------------- view


class Result(NamedTuple):
    """One round scored: each seat's points from the cube and its penalty for the cards left in hand."""

    cube: tuple[int, ...]
    penalties: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(c - q for c, q in zip(self.cube, self.penalties, strict=True))


@dataclasses.dataclass
class KuboView(View):
    """One seat's view: the whole table, its own hand, and only counts of the others."""

    phase: Phase
    current_player: int | None
    orientation: int
    table: tuple[int | None, ...]  # by place: the seat that placed it, NOBODY for corners, None if empty
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    pile_count: int
    owners: tuple[int | None, ...]  # by structure: None open, seat, UNCLAIMED or NOBODY (lost)
    round_points: tuple[int, ...]
    totals: tuple[int, ...]
    round: int
    score_sheet: ScoreSheet
    results: tuple[Result, ...]  # per round scored
    draw_choices: tuple[int, ...]
    placed_this_turn: int
    turn_player: int  # whose turn it is (also during the steal phase)
    zoker_points: int
    sharp_eyes: bool
    last_placed: tuple[int, ...]  # placements in each seat's previous turn (for the extra draw)
    idle_turns: int
    locked: bool
    options: dict

    @property
    def geometry(self) -> Geometry:
        return GEOMETRIES[self.orientation]

    def unseen(self) -> list[Card]:
        """Cards neither on the table nor in this hand: in other hands or the pile."""
        mine = {cell(c) for c in self.hand}
        return [c for c in DECK if self.table[cell(c)] is None and cell(c) not in mine]

    def points(self, k: int) -> int:
        return self.zoker_points if STRUCTURES[k].kind == "zoker" else STRUCTURES[k].points

    def sample_world(self, rng: random.Random) -> KuboState:
        """A state of this round with the other hands and the pile dealt at random from the unseen cards."""
        unseen = self.unseen()
        rng.shuffle(unseen)
        s = KuboState.__new__(KuboState)
        s.game, s.players, s.options, s.seed = GAME, len(self.hand_counts), dict(self.options), 0
        s.rng, s.history = DealingRandom(rng.getrandbits(32)), []
        s.geo, s.sharp, s.zoker_points = self.geometry, self.sharp_eyes, self.zoker_points
        s.results = list(self.results)
        s.round = self.round - (self.phase != Phase.ROUND_OVER)
        s.table, s.owners = list(self.table), list(self.owners)
        s.hands = []
        for p, count in enumerate(self.hand_counts):
            s.hands.append(list(self.hand) if p == self.player else [unseen.pop() for _ in range(count)])
        s.pile = unseen
        s.round_points, s.last_placed = list(self.round_points), list(self.last_placed)
        s.placed_this_turn, s.idle_turns, s.locked = self.placed_this_turn, self.idle_turns, self.locked
        s.zoker_claimed = any(
            o is not None and o >= 0 and STRUCTURES[k].kind == "zoker" for k, o in enumerate(self.owners)
        )
        s.phase, s.current_player, s.turn_player = self.phase, self.current_player, self.turn_player
        s.stealer = self.current_player if self.phase == Phase.STEAL else None
        return s


# --------------------------------------------------------------------------- state


class KuboState(State):
    """A whole Kubo match: rounds of cube building until the target or the round count."""

    def setup(self) -> None:
        self.geo = GEOMETRIES[ORIENTATIONS.index(self.options["orientation"])]
        self.sharp = self.options["sharp_eyes"]
        self.zoker_points = self.options["zoker_points"]
        self.results: list[Result] = []  # per round scored
        self.round = 0
        self._deal()

    # -- round flow

    def _deal(self) -> list[Event]:
        """A new round's cube and hands; the events of its first turn's opening draw."""
        self.table: list[int | None] = [None] * 64
        for i in self.geo.corners:
            self.table[i] = NOBODY
        pile = [c for c in DECK if self.table[cell(c)] is None]
        self.rng.shuffle(pile)
        self.pile: list[Card] = pile
        self.hands: list[list[Card]] = [
            [self.pile.pop() for _ in range(START_HAND)] for _ in range(self.players)
        ]
        self.owners: list[int | None] = [None] * len(STRUCTURES)
        self.round_points = [0] * self.players
        self.last_placed = [0] * self.players  # placements in each seat's previous turn
        self.placed_this_turn = 0
        self.idle_turns = 0  # turns in a row with an empty pile and no placement
        self.zoker_claimed = False
        self.locked = False  # sharp eyes: no more placing this turn (Zoker or empty hand)
        self.turn_player = self.round % self.players
        self.stealer: int | None = None
        return self._start_turn(self.turn_player)

    def _start_turn(self, p: int) -> list[Event]:
        self.turn_player = p
        self.current_player = p
        self.placed_this_turn = 0
        self.locked = False
        events = []
        if self.pile:
            self.hands[p].append(self.pile.pop())
            events.append(Event("draw", {"player": p, "count": 1}))
        self.phase = Phase.DRAW if self._draw_limit() > 0 else Phase.PLACE
        return events

    def _draw_limit(self) -> int:
        p = self.turn_player
        if self.last_placed[p] < MULTI_PLACE:
            return 0
        return max(0, min(MAX_HAND_AFTER_DRAW - len(self.hands[p]), len(self.pile)))

    def _end_round(self, events: list[Event]) -> None:
        p = self.turn_player  # why the round ends, for the log: the Zoker, an empty hand, a full top, no play
        full = all(self.table[i] is not None for i in self.geo.top)
        why = "zoker" if self.zoker_claimed else "hand" if not self.hands[p] else "full" if full else "stuck"
        result = Result(tuple(self.round_points), tuple(HAND_PENALTY * len(h) for h in self.hands))
        self.results.append(result)
        points, penalties = list(result.points), list(result.penalties)
        self.round += 1
        self.round_points = [0] * self.players
        totals = self.totals()
        target, rounds = self.options["target"], self.options["rounds"]
        over = (
            (target and max(totals) >= target)
            or (rounds and self.round >= rounds)
            or self.round >= ROUND_LIMIT
        )
        events.append(
            Event("round_over", {"points": points, "penalties": penalties, "match_over": bool(over),
                                "reason": why, "player": p})
        )
        self.phase = Phase.ROUND_OVER
        self.current_player = None if over else self.round % self.players

    def _round_should_end(self) -> bool:
        p = self.turn_player
        return self.zoker_claimed or not self.hands[p] or all(self.table[i] is not None for i in self.geo.top)

    # -- legality

    def _can_place_now(self, card: Card) -> bool:
        return placeable(self.table, cell(card), self.geo)

    def legal_actions(self) -> list[Action]:
        if self.current_player is None:
            return []
        if self.phase == Phase.ROUND_OVER:
            return [NextRound()]
        if self.phase == Phase.DRAW:
            return [Draw(n) for n in range(self._draw_limit() + 1)]
        claims: list[Action] = [Claim(k) for k, o in enumerate(self.owners) if o == UNCLAIMED]
        if self.phase == Phase.STEAL:
            return claims + [Pass()]
        places: list[Action] = []
        if not self.locked:
            places = [place(c) for c in sorted(self.hands[self.turn_player]) if self._can_place_now(c)]
        return places + claims + [EndTurn()]

    def is_legal(self, action) -> bool:
        if self.current_player is None:
            return False
        if isinstance(action, Place):
            card = action.card
            return (
                self.phase == Phase.PLACE
                and not self.locked
                and card in self.hands[self.turn_player]
                and self._can_place_now(card)
            )
        if isinstance(action, Claim):
            return (
                self.phase in (Phase.PLACE, Phase.STEAL)
                and isinstance(action.structure, int)
                and 0 <= action.structure < len(STRUCTURES)
                and self.owners[action.structure] == UNCLAIMED
            )
        return action in self.legal_actions()

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if isinstance(action, Place) and all(type(x) is int and 0 <= x < 4 for x in action.card):
            card = action.card
            name = card_name(card)
            if self.phase == Phase.DRAW:
                return _("Choose how many cards to draw first.")
            if self.phase != Phase.PLACE:
                return _("You cannot place a card now.")
            if self.locked:
                return _("No more cards may be placed this turn.")
            if card not in self.hands[self.turn_player]:
                return _("The {card} is not in your hand.").format(card=name)
            for j in self.geo.above[cell(card)]:
                if self.table[j] is not None:
                    return _("The {other} is already over this place.").format(other=card_name(DECK[j]))
            return _("The {card} needs a card of its own layer beside it, or the card just below it.").format(
                card=name
            )
        if isinstance(action, Claim):
            return _("That structure cannot be claimed now.")
        if isinstance(action, EndTurn) and self.phase == Phase.DRAW:
            return _("Choose how many cards to draw first.")
        return _("That move is not allowed now.")

    # -- applying

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, NextRound):
            return [Event("deal", {"round": self.round + 1}), *self._deal()]
        if isinstance(action, Draw):
            p = self.turn_player
            for _i in range(action.count):
                self.hands[p].append(self.pile.pop())
            self.phase = Phase.PLACE
            return [Event("draw", {"player": p, "count": action.count})] if action.count else []
        if isinstance(action, Place):
            return self._place(action.card)
        if isinstance(action, Claim):
            events = self._claim(action.structure, self.current_player)
            if self.phase == Phase.STEAL and UNCLAIMED not in self.owners:
                return self._next_stealer(events)  # nothing left to steal
            return events
        if isinstance(action, EndTurn):
            return self._end_turn()
        if isinstance(action, Pass):
            return self._next_stealer([])
        raise AssertionError(action)

    def _place(self, card: Card) -> list[Event]:
        p = self.turn_player
        i = cell(card)
        self.hands[p].remove(card)
        self.table[i] = p
        self.placed_this_turn += 1
        dead = [j for j in self.geo.below[i] if self.table[j] is None]
        done = [k for k in STRUCTURES_AT[i] if all(self.table[j] is not None for j in STRUCTURE_IDS[k])]
        events = [Event("place", {"player": p, "card": card, "dead": dead, "completed": done})]
        zoker = any(STRUCTURES[k].kind == "zoker" for k in done)
        if self.sharp:
            for k in done:
                self.owners[k] = UNCLAIMED
            self.locked = zoker or not self.hands[p]
            return events
        for k in done:
            events += self._claim(k, p)
        if self._round_should_end():
            self._end_round(events)
        return events

    def _claim(self, k: int, p: int) -> list[Event]:
        self.owners[k] = p
        pts = self.zoker_points if STRUCTURES[k].kind == "zoker" else STRUCTURES[k].points
        self.round_points[p] += pts
        if STRUCTURES[k].kind == "zoker":
            self.zoker_claimed = True
        return [Event("score", {"player": p, "structure": k, "points": pts, "stolen": p != self.turn_player})]

    def _end_turn(self) -> list[Event]:
        p = self.turn_player
        self.last_placed[p] = self.placed_this_turn
        if self.placed_this_turn or self.pile:
            self.idle_turns = 0
        else:
            self.idle_turns += 1
        if self.sharp and UNCLAIMED in self.owners:
            self.phase = Phase.STEAL
            self.stealer = p
            return self._next_stealer([Event("end_turn", {"player": p})])
        return self._after_turn([Event("end_turn", {"player": p})])

    def _next_stealer(self, events: list[Event]) -> list[Event]:
        assert self.stealer is not None
        self.stealer = (self.stealer + 1) % self.players
        if self.stealer != self.turn_player and UNCLAIMED in self.owners:
            self.current_player = self.stealer
            return events
        for k, o in enumerate(self.owners):
            if o == UNCLAIMED:
                self.owners[k] = NOBODY
                events.append(Event("lost", {"structure": k}))
        self.stealer = None
        return self._after_turn(events)

    def _after_turn(self, events: list[Event]) -> list[Event]:
        if self._round_should_end() or self.idle_turns >= self.players:
            self._end_round(events)
            return events
        return events + self._start_turn((self.turn_player + 1) % self.players)

    # -- reading

    def view(self, player: int) -> KuboView:
        return KuboView(
            player=player,
            phase=self.phase,
            current_player=self.current_player,
            orientation=self.geo.axis,
            table=tuple(self.table),
            hand=tuple(sorted(self.hands[player])),
            hand_counts=tuple(len(h) for h in self.hands),
            pile_count=len(self.pile),
            owners=tuple(self.owners),
            round_points=tuple(self.round_points),
            totals=tuple(self.scores()),
            round=self.round + (self.phase != Phase.ROUND_OVER),
            score_sheet=self.score_sheet(),
            results=tuple(self.results),
            draw_choices=tuple(range(self._draw_limit() + 1)) if self.phase == Phase.DRAW else (),
            placed_this_turn=self.placed_this_turn,
            turn_player=self.turn_player,
            zoker_points=self.zoker_points,
            sharp_eyes=self.sharp,
            last_placed=tuple(self.last_placed),
            idle_turns=self.idle_turns,
            locked=self.locked,
            options=dict(self.options),
        )

    def totals(self) -> list[int]:
        """The points of the rounds scored."""
        return column_totals((r.points for r in self.results), self.players)

    def score_sheet(self) -> ScoreSheet:
        """The rounds scored as score sheet rows, in the language of now."""
        sheet = ScoreSheet([_("Player {n}").format(n=p + 1) for p in range(self.players)])
        for r, result in enumerate(self.results):
            notes = [  # never "−0": an empty hand costs nothing and is not mentioned
                _("{points} from the cube, −{penalty} for the hand").format(points=c, penalty=q)
                if q else _("{points} from the cube").format(points=c)
                for c, q in zip(result.cube, result.penalties, strict=True)
            ]
            sheet.add(_("Round {n}").format(n=r + 1), list(result.points), notes)
        if any(self.round_points) and self.phase != Phase.ROUND_OVER:  # the top bar counts them already
            sheet.add(_("Round {n} so far").format(n=len(self.results) + 1), list(self.round_points))
        return sheet

    def scores(self) -> list[int]:
        totals = self.totals()
        return [totals[p] + self.round_points[p] for p in range(self.players)]

    def clone(self) -> KuboState:
        """A fast independent copy (search clones many)."""
        c = KuboState.__new__(KuboState)
        c.__dict__.update(self.__dict__)
        c.rng = copied_rng(self.rng)
        c.history = list(self.history)
        c.table, c.owners, c.pile = list(self.table), list(self.owners), list(self.pile)
        c.hands = [list(h) for h in self.hands]
        c.round_points, c.last_placed = list(self.round_points), list(self.last_placed)
        c.results = list(self.results)
        c.options = dict(self.options)
        return c

    def dead(self) -> list[int]:
        return dead_places(self.table, self.geo)

    def arena_stats(self, p: int) -> dict:
        return {"rounds": self.round}

    def snapshot(self) -> dict:
        return {
            "phase": self.phase,
            "current_player": self.current_player,
            "turn_player": self.turn_player,
            "stealer": self.stealer,
            "round": self.round,
            "table": list(self.table),
            "pile": [list(c) for c in self.pile],
            "hands": [[list(c) for c in h] for h in self.hands],
            "owners": list(self.owners),
            "round_points": list(self.round_points),
            "last_placed": list(self.last_placed),
            "placed_this_turn": self.placed_this_turn,
            "idle_turns": self.idle_turns,
            "zoker_claimed": self.zoker_claimed,
            "locked": self.locked,
            "results": [[list(r.cube), list(r.penalties)] for r in self.results],
            "rng": self.rng_snapshot(),
            "history": len(self.history),
        }


# --------------------------------------------------------------------------- game


class KuboGame(Game):
    """Zoker Kubo for 2–5 players."""

    id = "zoker_kubo"
    name = N_("Zoker Kubo")
    min_players = 2
    max_players = 5
    rules = "zoker_kubo"
    action_types = (Draw, Place, Claim, EndTurn, Pass, NextRound)
    options = (
        Option(
            "target",
            0,
            (0, 10, 15, 20, 30, 50),
            N_("Target score"),
            N_("The match ends when someone reaches it."),
            names=((0, N_("no target")),),  # the button said a bare "0"
        ),
        Option(
            "rounds",
            DEFAULT_ROUNDS,
            (0, 1, 2, 3, 4, 5, 6, 8, 10),
            N_("Rounds"),
            N_("The match ends after this many rounds."),
            names=((0, N_("no limit")),),
        ),
        Option(
            "sharp_eyes",
            False,
            (False, True),
            N_("Sharp eyes"),
            N_("Claim your own structures; others may steal what you miss."),
        ),
        Option(
            "zoker_points", ZOKER_POINTS, (4, 6, 8), N_("Zoker points"), N_("Points for a space diagonal.")
        ),
        Option(
            "orientation", "colour", ORIENTATIONS, N_("Orientation"), N_("Which attribute makes the layers.")
        ),
    )

    def check_options(self, players: int, options: dict) -> None:
        if not options["target"] and not options["rounds"]:
            raise OptionError(_("Choose a target score or a number of rounds."))

    def state_class(self) -> type[State]:
        return KuboState

    def test_configs(self) -> list[tuple[int, dict]]:
        # Short matches: the contract test replays the whole history at many steps.
        return [
            (2, {"rounds": 2, "target": 0}),
            (3, {"rounds": 1, "target": 10}),
            (4, {"sharp_eyes": True, "rounds": 1}),
            (5, {"orientation": "size", "zoker_points": 8, "rounds": 1}),
            (3, {"orientation": "shape", "sharp_eyes": True, "zoker_points": 6, "rounds": 1}),
        ]


GAME = KuboGame()
