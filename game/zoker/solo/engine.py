"""Zoker Solo: build one stack in the bottom row as tall as possible (rules/zoker.md, Solo)."""

from __future__ import annotations

import dataclasses
import random
from enum import StrEnum

from game.core.api import Action, Event, Game, IllegalAction, State, View, copied_rng
from game.core.i18n import N_, _, ngettext, sentence
from game.zoker.cards import ATTRIBUTES, COMPATIBLE, DECK, Card, card_name, shared

ROWS = 3  # upper rows; the bottom row is below them
COLS = 4
TOP_SLOTS = ROWS * COLS
DEAL_SIZE = 4  # cards per deal, and the empty upper places a deal needs
# The first 16 cards are dealt row by row into the 4×4 square, so the last four dealt start
# the bottom row: one card on each bottom place, twelve in the upper rows, 48 in the stock.
FIRST_DEAL = TOP_SLOTS + COLS
EMPTY = -1


def top_name(slot: int) -> str:
    """Place name "top.R.C" of upper slot `slot` (reading order)."""
    return f"top.{slot // COLS}.{slot % COLS}"


def bottom_name(col: int) -> str:
    """Place name "bottom.C"."""
    return f"bottom.{col}"


TOP_NAMES = tuple(top_name(i) for i in range(TOP_SLOTS))
BOTTOM_NAMES = tuple(bottom_name(c) for c in range(COLS))
_PLACES = {name: ("top", i) for i, name in enumerate(TOP_NAMES)} | {
    name: ("bottom", c) for c, name in enumerate(BOTTOM_NAMES)
}


class Phase(StrEnum):
    """Where a Solo game stands. The values are the strings saves, views and the tables read."""

    PLAY = "play"  # moves and deals
    OVER = "over"  # won, stuck or stopped


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Move(Action):
    """Move a card from an upper place, or a whole bottom stack, onto a bottom place."""

    src: str
    dst: str


@dataclasses.dataclass(frozen=True)
class Deal(Action):
    """Deal the next four stock cards into empty upper places, in reading order."""


@dataclasses.dataclass(frozen=True)
class Stop(Action):
    """End the game now; the score is the tallest bottom stack."""


# Every action exists once, so legal_actions builds no objects and `in` hits identity first.
TOP_MOVES = tuple(tuple(Move(TOP_NAMES[i], BOTTOM_NAMES[c]) for c in range(COLS)) for i in range(TOP_SLOTS))
STACK_MOVES = tuple(tuple(Move(BOTTOM_NAMES[s], BOTTOM_NAMES[d]) for d in range(COLS)) for s in range(COLS))
DEAL = Deal()
STOP = Stop()

# Tables indexed by a card or by EMPTY (-1, the last entry), so an empty bottom place needs no
# test: the cards that may go onto a place (an empty one takes any), the cards a stack top pairs
# with (nothing for an empty place) and a card's bit (none for an empty place).
_FITS = (*COMPATIBLE, (1 << len(DECK)) - 1)
_PAIRS = (*COMPATIBLE, 0)
_BIT = (*(1 << i for i in range(len(DECK))), 0)

# The whole-stack moves depend only on which of the six pairs of bottom places have tops that
# pair: a 6-bit pattern (bit k for the k-th pair of places in _PLACE_PAIRS), kept up to date
# as tops change, and a table of the moves of each pattern, by source and target place.
_PLACE_PAIRS = tuple((a, b) for a in range(COLS) for b in range(a + 1, COLS))
_PAIR_BIT = tuple(tuple(1 << _PLACE_PAIRS.index((min(a, b), max(a, b))) if a != b else 0 for b in range(COLS))
                  for a in range(COLS))
_STACKS = tuple(
    tuple(STACK_MOVES[s][d] for s in range(COLS) for d in range(COLS) if p & _PAIR_BIT[s][d])
    for p in range(1 << len(_PLACE_PAIRS))
)
_OTHERS = tuple(tuple((o, _PAIR_BIT[c][o]) for o in range(COLS) if o != c) for c in range(COLS))
_KEEP = tuple(sum(_PAIR_BIT[a][b] for a, b in _PLACE_PAIRS if c not in (a, b)) for c in range(COLS))


def _after_stack_move(s: int, d: int, p: int) -> int:
    """The pattern after the stack of place s goes onto place d: d's top is s's old top, s is empty."""
    src = [o if o != s else -1 for o in range(COLS)]
    src[d] = s
    return sum(b for a, c in _PLACE_PAIRS if -1 not in (src[a], src[c]) and p & _PAIR_BIT[src[a]][src[c]]
               for b in (_PAIR_BIT[a][c],))


_AFTER_STACK = tuple(tuple(_after_stack_move(s, d, p) for p in range(1 << len(_PLACE_PAIRS)))
                     for s in range(COLS) for d in range(COLS))  # by s * COLS + d, then pattern


# --------------------------------------------------------------------------- view


@dataclasses.dataclass
class SoloView(View):
    """Everything on the table; only the order of the stock is hidden."""

    top: tuple[tuple[Card | None, ...], ...]  # ROWS rows of COLS places
    bottom: tuple[tuple[Card, ...], ...]  # COLS stacks, bottom card first
    stock_count: int
    deals_left: int
    score: int
    can_deal: bool
    over: bool

    def unseen(self) -> list[Card]:
        """The stock's cards in deck order (their order is hidden)."""
        seen = {c for row in self.top for c in row if c is not None}
        seen.update(c for stack in self.bottom for c in stack)
        return [c for c in DECK if c not in seen]

    def sample_world(self, rng: random.Random) -> SoloState:
        """A state with this table and the stock shuffled by `rng`."""
        stock = [c.index for c in self.unseen()]
        rng.shuffle(stock)
        top = [EMPTY if c is None else c.index for row in self.top for c in row]
        bottom = [[c.index for c in stack] for stack in self.bottom]
        return SoloState.from_position(top, bottom, stock, rng.randrange(2**32))


# --------------------------------------------------------------------------- state


class SoloState(State):
    """A game of Zoker Solo. Cards are DECK indices; an empty upper place is EMPTY."""

    top: list[int]
    bottom: list[list[int]]
    stock: list[int]  # undealt cards, next first
    stopped: bool

    def setup(self) -> None:
        deck = _shuffled(self.rng)
        self.top = deck[:TOP_SLOTS]
        self.bottom = [[c] for c in deck[TOP_SLOTS:FIRST_DEAL]]
        self.stock = deck[FIRST_DEAL:]
        self.stopped = False
        self.phase = Phase.PLAY
        self._index_top()
        self._refresh()

    @classmethod
    def from_position(cls, top: list[int], bottom: list[list[int]], stock: list[int], seed: int = 0):
        """A state with the given table and stock (for search and tests); its history is empty."""
        state = cls.__new__(cls)
        State.__init__(state, GAME, 1, {}, seed)  # runs setup(), then we replace the cards
        state.top, state.bottom, state.stock = list(top), [list(s) for s in bottom], list(stock)
        state.current_player, state.phase = 0, Phase.PLAY
        state._index_top()
        state._refresh()
        return state

    def _index_top(self) -> None:
        """Rebuild what is derived from the cards: `slot_of[card]` = its upper place, `upper` =
        bitmask of the upper cards, then the bottom row's caches (`_index_bottom`)."""
        self.slot_of = [EMPTY] * len(DECK)
        self.upper = 0
        for i, c in enumerate(self.top):
            if c != EMPTY:
                self.slot_of[c] = i
                self.upper |= 1 << c
        self._index_bottom()

    def _index_bottom(self) -> None:
        """From the bottom stacks and `upper`: `tops` = each stack's top card (EMPTY when empty),
        `topmask` = the bitmask of those cards, `_pairing` = the pattern of place pairs whose tops
        pair and `_stacks` its whole-stack moves, and per bottom place the mask of upper cards
        that fit it (`_fits`) and their moves (`_cols`)."""
        self.tops = tops = [s[-1] if s else EMPTY for s in self.bottom]
        self.topmask = _BIT[tops[0]] | _BIT[tops[1]] | _BIT[tops[2]] | _BIT[tops[3]]
        self._pairing = sum(_PAIR_BIT[a][b] for a, b in _PLACE_PAIRS if _PAIRS[tops[a]] & _BIT[tops[b]])
        self._stacks = _STACKS[self._pairing]
        self._fits = [0 if self.stopped else _FITS[t] & self.upper for t in tops]
        self._cols = [
            _moves_onto(self.slot_of, c, f) if t != EMPTY else _all_onto(self.top, self.slot_of, c)
            for c, (t, f) in enumerate(zip(tops, self._fits, strict=True))
        ]

    # -- legality

    def _refresh(self) -> None:
        """Join the per-place moves into the legal actions and end the game when there are none.

        The order is fixed (card moves by bottom place and card, stack moves, deal, stop) so
        seeded games replay exactly. The actions' own paths in `apply` do the same inline.
        """
        if self.stopped:
            self._legal = []
            self.current_player, self.phase = None, Phase.OVER
            return
        c0, c1, c2, c3 = self._cols
        acts = [*c0, *c1, *c2, *c3, *self._stacks]
        if self.stock and self.upper.bit_count() <= TOP_SLOTS - DEAL_SIZE:
            acts.append(DEAL)
        if acts:
            acts.append(STOP)
        else:
            self.current_player, self.phase = None, Phase.OVER
        self._legal = acts

    def legal_actions(self) -> list[Action]:
        """The legal actions, built once per action: the list is shared until the next action, so
        a caller that wants to change it copies it first."""
        return self._legal

    def is_legal(self, action) -> bool:
        # Legal actions are the prebuilt singletons, so identity finds them without calling the
        # dataclass __eq__ on every entry; an equal copy (a decoded save) still matches below.
        for legal in self._legal:
            if legal is action:
                return True
        return action in self._legal

    def explain_illegal(self, action) -> str:
        if self.is_over():
            return _("The game is over.")
        if isinstance(action, Deal):
            if not self.stock:
                return _("The stock is empty: there is nothing left to deal.")
            empty = self.top.count(EMPTY)
            return ngettext(
                "Deal needs four empty places in the upper rows; there is {n}.",
                "Deal needs four empty places in the upper rows; there are {n}.",
                empty,
            ).format(n=empty)
        if not isinstance(action, Move):
            return _("That move is not allowed now.")
        src, dst = _PLACES.get(action.src), _PLACES.get(action.dst)
        if src is None or dst is None:
            return _("There is no such place on the table.")
        if dst[0] == "top":
            if src[0] == "bottom":
                return _("Cards never move up.")
            return _("Cards never move between places of the upper rows.")
        target = self.bottom[dst[1]]
        if src[0] == "top":
            card = self.top[src[1]]
            if card == EMPTY:
                return _("There is no card in that place.")
            template = _("{card} cannot go on {target}: {reason}.")
        else:
            stack = self.bottom[src[1]]
            if not stack:
                return _("That bottom place is empty.")
            if src == dst:
                return _("A stack cannot go onto itself.")
            if not target:
                return _("A whole stack can only go onto another stack, not into an empty place.")
            card = stack[-1]
            template = _("The stack under {card} cannot go on {target}: {reason}.")
        moved, under = DECK[card], DECK[target[-1]]
        why = incompatibility(moved, under)
        text = template.format(card=card_name(moved), target=card_name(under), reason=why)
        return sentence(text)

    # -- moves

    def apply(self, action) -> list[Event]:
        """Apply a legal action; IllegalAction (state untouched) otherwise.

        Every legal action is a prebuilt one (found by identity: `_CARD_MOVES`, `_OTHER_ACTIONS`),
        so anything else is an equal copy (a decoded save), played as its prebuilt twin, or
        illegal. A card move, most actions, is checked by its bits and carried out here, updating
        only what it touched.
        """
        fast = _CARD_MOVES.get(id(action))
        if fast is None:  # a stack move, deal or stop: checks itself, updates and records
            other = _OTHER_ACTIONS.get(id(action))
            if other is not None:
                return other[0](self, action, other[1], other[2])
            if not isinstance(action, Action) or not self.is_legal(action):
                raise IllegalAction(self.explain_illegal(action))
            return self.apply(_prebuilt(action))
        i, d, key = fast
        # Upper place i onto bottom place d: legal when i holds a card that fits d (the
        # cards `_fits[d]` are exactly those whose moves onto d are listed; none once stopped).
        top = self.top
        card = top[i]
        bit = _BIT[card]  # 0 for an empty place
        if not bit & self._fits[d]:
            raise IllegalAction(self.explain_illegal(action))
        top[i] = EMPTY
        self.upper = upper = self.upper ^ bit
        self.bottom[d].append(card)
        fits, cols, tops = self._fits, self._cols, self.tops
        under = tops[d]
        rest = self.topmask ^ _BIT[under]  # the other places' tops
        self.topmask = rest | bit
        tops[d] = card
        # place d has a new top card: its moves are built afresh (none or one: inline)
        pairs = COMPATIBLE[card]
        fits[d] = f = pairs & upper
        if not f & (f - 1):
            cols[d] = (_ONTO[d][self.slot_of[f.bit_length() - 1]],) if f else ()
        else:
            cols[d] = _moves_onto(self.slot_of, d, f)
        pm = pairs & rest  # the other tops the card pairs with
        if pm or EMPTY in tops:
            # the card also fitted another place (it pairs that top, or the place is empty): its
            # move there is cut out of the list at the card's rank among the place's fitting
            # cards (the list is in card order)
            f = fits[0]
            if f & bit:
                fits[0], j, m = f ^ bit, (f & (bit - 1)).bit_count(), cols[0]
                cols[0] = m[:j] + m[j + 1 :]
            f = fits[1]
            if f & bit:
                fits[1], j, m = f ^ bit, (f & (bit - 1)).bit_count(), cols[1]
                cols[1] = m[:j] + m[j + 1 :]
            f = fits[2]
            if f & bit:
                fits[2], j, m = f ^ bit, (f & (bit - 1)).bit_count(), cols[2]
                cols[2] = m[:j] + m[j + 1 :]
            f = fits[3]
            if f & bit:
                fits[3], j, m = f ^ bit, (f & (bit - 1)).bit_count(), cols[3]
                cols[3] = m[:j] + m[j + 1 :]
        # the stack moves change only when d's old top or the card pairs another top
        if pm or _PAIRS[under] & rest:
            pairing = self._pairing & _KEEP[d]
            if pm:
                for o, pair_bit in _OTHERS[d]:
                    if pm & _BIT[tops[o]]:
                        pairing |= pair_bit
            self._pairing = pairing
            self._stacks = _STACKS[pairing]
        key += card
        event = _MOVE_EVENTS[key] or _move_event(key, action, card)
        # _refresh, inlined: the same steps
        c0, c1, c2, c3 = cols
        acts = [*c0, *c1, *c2, *c3, *self._stacks]
        if self.stock and upper.bit_count() <= TOP_SLOTS - DEAL_SIZE:
            acts.append(DEAL)
        self._legal = acts
        self.history.append(action)
        if acts:
            acts.append(STOP)
            return [event]
        self.current_player, self.phase = None, Phase.OVER
        return [event, Event("game_over", {"score": self.score()})]

    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action without recording it (for searches that replay moves)."""
        events = self.apply(action)
        self.history.pop()
        return events

    def _move_stack(self, action: Move, s: int, d: int) -> list[Event]:
        """The whole stack of bottom place `s` onto bottom place `d`; its top stays on top."""
        # legal when the tops of s and d pair (never for s == d; none once stopped)
        if self.stopped or not self._pairing & _PAIR_BIT[s][d]:
            raise IllegalAction(self.explain_illegal(action))
        bottom = self.bottom
        moved = bottom[s]
        bottom[s] = []
        bottom[d] += moved
        tops, fits, cols = self.tops, self._fits, self._cols
        self.topmask ^= _BIT[tops[d]]
        tops[d], tops[s] = tops[s], EMPTY
        # d's new top is s's old one: the same pairs with the other tops, the same fitting cards
        self._pairing = pairing = _AFTER_STACK[s * COLS + d][self._pairing]
        self._stacks = stacks = _STACKS[pairing]
        fits[d], cols[d] = fits[s], _moves_onto(self.slot_of, d, fits[s])
        fits[s], cols[s] = self.upper, _all_onto(self.top, self.slot_of, s)  # an empty place takes any card
        cards = list(map(DECK.__getitem__, moved))
        event = Event("move", {"src": action.src, "dst": action.dst, "cards": cards})
        # _refresh, inlined (as for a card move): an empty place fits every upper card, so card
        # moves are left unless the upper rows are empty
        c0, c1, c2, c3 = cols
        acts = [*c0, *c1, *c2, *c3, *stacks]
        if self.stock and self.upper.bit_count() <= TOP_SLOTS - DEAL_SIZE:
            acts.append(DEAL)
        self._legal = acts
        self.history.append(action)
        if acts:
            acts.append(STOP)
            return [event]
        self.current_player, self.phase = None, Phase.OVER
        return [event, Event("game_over", {"score": self.score()})]

    def _deal(self, action: Deal, _i: int, _d: int) -> list[Event]:
        stock = self.stock
        upper = old = self.upper
        if self.stopped or not stock or upper.bit_count() > TOP_SLOTS - DEAL_SIZE:
            raise IllegalAction(self.explain_illegal(action))
        top, slot_of = self.top, self.slot_of
        cards = stock[:DEAL_SIZE]
        del stock[:DEAL_SIZE]
        if len(cards) == DEAL_SIZE:  # always in play (48 = 12 deals); unrolled: a deal in four steps
            a, b, c, e = cards  # into the first empty places in reading order
            i = top.index(EMPTY)
            j = top.index(EMPTY, i + 1)
            k = top.index(EMPTY, j + 1)
            m = top.index(EMPTY, k + 1)
            top[i], top[j], top[k], top[m] = cards
            slot_of[a], slot_of[b], slot_of[c], slot_of[e] = i, j, k, m
            upper |= _BIT[a] | _BIT[b] | _BIT[c] | _BIT[e]
            names = [TOP_NAMES[i], TOP_NAMES[j], TOP_NAMES[k], TOP_NAMES[m]]
        else:  # a position built with a shorter stock
            names, i = [], -1
            for c in cards:
                i = top.index(EMPTY, i + 1)
                top[i] = c
                slot_of[c] = i
                upper |= _BIT[c]
                names.append(TOP_NAMES[i])
        self.upper = upper
        # the upper cards already there keep their places, so a place no new card fits keeps its
        # moves, and one new card that fits goes into the list at its rank (the list is in card
        # order); empty places take every card
        fits, cols, tops, new = self._fits, self._cols, self.tops, upper ^ old
        for col in range(COLS):
            t = tops[col]
            if t == EMPTY:
                fits[col], cols[col] = upper, _all_onto(top, slot_of, col)
                continue
            more = _PAIRS[t] & new
            if more:
                f = fits[col]
                fits[col] = f | more
                if more & (more - 1):
                    cols[col] = _moves_onto(slot_of, col, f | more)
                else:
                    j, m = (f & (more - 1)).bit_count(), cols[col]
                    cols[col] = (*m[:j], _ONTO[col][slot_of[more.bit_length() - 1]], *m[j:])
        event = Event("deal", {"slots": names, "cards": list(map(DECK.__getitem__, cards))})
        # _refresh, inlined
        c0, c1, c2, c3 = cols
        acts = [*c0, *c1, *c2, *c3, *self._stacks]
        if stock and upper.bit_count() <= TOP_SLOTS - DEAL_SIZE:
            acts.append(DEAL)
        self._legal = acts
        self.history.append(action)
        if acts:
            acts.append(STOP)
            return [event]
        self.current_player, self.phase = None, Phase.OVER
        return [event, Event("game_over", {"score": self.score()})]

    def _stop(self, action: Stop, _i: int, _d: int) -> list[Event]:
        if not self._legal:  # Stop is legal while anything is
            raise IllegalAction(self.explain_illegal(action))
        self.stopped = True
        self._fits = [0] * COLS  # no card move is legal any more
        self._legal = []
        self.current_player, self.phase = None, Phase.OVER
        self.history.append(action)
        return [Event("game_over", {"score": self.score()})]

    # -- reading

    def score(self) -> int:
        """Height of the tallest bottom stack."""
        return max(len(s) for s in self.bottom)

    def scores(self) -> list[int]:
        return [self.score()]

    def view(self, player: int) -> SoloView:
        top = tuple(
            tuple(None if c == EMPTY else DECK[c] for c in self.top[r * COLS : (r + 1) * COLS])
            for r in range(ROWS)
        )
        return SoloView(
            player=player,
            top=top,
            bottom=tuple(tuple(DECK[c] for c in s) for s in self.bottom),
            stock_count=len(self.stock),
            deals_left=len(self.stock) // DEAL_SIZE,
            score=self.score(),
            can_deal=DEAL in self._legal,
            over=self.is_over(),
        )

    def snapshot(self) -> dict:
        return {
            "top": list(self.top),
            "bottom": [list(s) for s in self.bottom],
            "stock": list(self.stock),
            "stopped": self.stopped,
            "current_player": self.current_player,
            "phase": self.phase,
            "history": [a.to_json() for a in self.history],
            "rng": self.rng_snapshot(),
        }

    def clone(self) -> SoloState:
        twin = object.__new__(SoloState)
        twin.__dict__.update(self.__dict__)
        twin.options = dict(self.options)
        twin.top = self.top[:]
        twin.slot_of = self.slot_of[:]
        twin.tops = self.tops[:]
        twin._fits = self._fits[:]
        twin._cols = self._cols[:]
        twin.bottom = [s[:] for s in self.bottom]
        twin.stock = self.stock[:]
        twin.history = self.history[:]
        twin.rng = copied_rng(self.rng)
        return twin  # _legal and the _cols lists are shared: they are replaced, never mutated


def _shuffled(rng: random.Random) -> list[int]:
    """The deck's indices as `rng.shuffle(list(range(64)))` leaves them, with the same draws from
    `rng`: random.shuffle's own loop (Fisher–Yates, each index by rejection sampling with
    getrandbits) inlined, since a random play-out spends a tenth of its time shuffling.
    tests/engine/test_solo_incremental.py checks that the deals (and the generator after them) stay those of
    random.shuffle."""
    deck = list(range(len(DECK)))
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


# (place, choices, bits per draw) of each step of random.shuffle over the deck
_SHUFFLE_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(len(DECK) - 1, 0, -1))


def _moves_onto(slot_of: list[int], c: int, fits: int) -> tuple[Move, ...]:
    """The moves of the upper cards in bitmask `fits` onto bottom place `c`, in card order."""
    onto = _ONTO[c]
    if not fits & (fits - 1):  # none or one: the usual case
        return (onto[slot_of[fits.bit_length() - 1]],) if fits else ()
    built = []
    while fits:
        low = fits & -fits
        built.append(onto[slot_of[low.bit_length() - 1]])
        fits ^= low
    return tuple(built)


def _all_onto(top: list[int], slot_of: list[int], c: int) -> tuple[Move, ...]:
    """The moves of all upper cards onto the empty bottom place `c`, in card order (sorted in C:
    an empty place fits every card, up to twelve)."""
    return tuple(map(_ONTO[c].__getitem__, map(slot_of.__getitem__, sorted(top)[top.count(EMPTY) :])))


_ONTO = tuple(tuple(TOP_MOVES[i][c] for i in range(TOP_SLOTS)) for c in range(COLS))  # by bottom place, slot


# The event of each card move, built once when first needed and shared (like the actions):
# events are records that are read, never changed. By (place, bottom place, card).
_MOVE_EVENTS: list[Event | None] = [None] * (TOP_SLOTS * COLS * len(DECK))


def _move_event(key: int, action: Move, card: int) -> Event:
    event = _MOVE_EVENTS[key] = Event("move", {"src": action.src, "dst": action.dst, "cards": [DECK[card]]})
    return event


# How apply carries out each prebuilt action, found by identity: a card move (done inline) by its
# (place, bottom place, where its events start in _MOVE_EVENTS), the others by (method, source,
# target).
_CARD_MOVES: dict[int, tuple[int, int, int]] = {
    id(TOP_MOVES[i][c]): (i, c, (i * COLS + c) * len(DECK)) for i in range(TOP_SLOTS) for c in range(COLS)
}
_OTHER_ACTIONS: dict[int, tuple] = {id(DEAL): (SoloState._deal, 0, 0), id(STOP): (SoloState._stop, 0, 0)} | {
    id(STACK_MOVES[s][c]): (SoloState._move_stack, s, c) for s in range(COLS) for c in range(COLS)
}


def _prebuilt(action: Action) -> Action:
    """The prebuilt action equal to `action` (which is legal, so its places exist)."""
    if isinstance(action, Stop):
        return STOP
    if isinstance(action, Deal):
        return DEAL
    src, dst = _PLACES[action.src], _PLACES[action.dst]
    return (TOP_MOVES if src[0] == "top" else STACK_MOVES)[src[1]][dst[1]]


def incompatibility(card: Card, target: Card) -> str:
    """Why two cards are not a pair, as a translated clause."""
    same = shared(card, target)
    n = sum(same)
    if n == 0:
        return _("they have no attribute in common")
    if n == 1:
        attribute = _(ATTRIBUTES[same.index(True)])
        return _("they share only one attribute ({attribute})").format(attribute=attribute)
    return _("they are the same card")


# --------------------------------------------------------------------------- game


class SoloGame(Game):
    """Zoker Solo, one player."""

    id = "zoker_solo"
    name = N_("Zoker Solo")
    min_players = 1
    max_players = 1
    action_types = (Move, Deal, Stop)
    undoable = True
    quit_actions = (Stop,)
    rules = "zoker_solo"
    max_actions = 1000  # each card moves down at most once, stacks merge at most 63 times, 12 deals

    def state_class(self) -> type[State]:
        return SoloState


GAME = SoloGame()
