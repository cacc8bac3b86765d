"""Zoker Solo: build one stack in the bottom row as tall as possible (rules/zoker.md, Solo)."""

from __future__ import annotations

import dataclasses
import random

from game.core.api import Action, Event, Game, State, View
from game.core.i18n import N_, _, ngettext
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
        deck = list(range(len(DECK)))
        self.rng.shuffle(deck)
        self.top = deck[:TOP_SLOTS]
        self.bottom = [[c] for c in deck[TOP_SLOTS:FIRST_DEAL]]
        self.stock = deck[FIRST_DEAL:]
        self.stopped = False
        self.phase = "play"
        self._index_top()
        self._refresh()

    @classmethod
    def from_position(cls, top: list[int], bottom: list[list[int]], stock: list[int], seed: int = 0):
        """A state with the given table and stock (for search and tests); its history is empty."""
        state = cls.__new__(cls)
        State.__init__(state, GAME, 1, {}, seed)  # runs setup(), then we replace the cards
        state.top, state.bottom, state.stock = list(top), [list(s) for s in bottom], list(stock)
        state.current_player, state.phase = 0, "play"
        state._index_top()
        state._refresh()
        return state

    def _index_top(self) -> None:
        """Rebuild what is derived from the cards: slot_of[card] = its upper place, `upper` = bitmask
        of the upper cards, `tops` = each bottom stack's top card (EMPTY when empty), and the
        per-bottom-place move caches (emptied, so `_refresh` rebuilds them)."""
        self.slot_of = [EMPTY] * len(DECK)
        self.upper = 0
        for i, c in enumerate(self.top):
            if c != EMPTY:
                self.slot_of[c] = i
                self.upper |= 1 << c
        self.tops = [s[-1] if s else EMPTY for s in self.bottom]
        self._fits = [-1] * COLS  # the mask each cached column was built from; -1: none yet
        self._cols = [[]] * COLS  # per bottom place, the upper-card moves onto it (card order)

    # -- legality

    def _refresh(self) -> None:
        """Bring the legal actions up to date and end the game when there are none.

        Moves are kept per bottom place, as the tuple of upper-card moves that fit it, and only a
        place whose mask of fitting upper cards changed is rebuilt: a move touches one or two
        places and a card leaving the upper rows only the places it fitted. The order is fixed
        (card moves by place and card, stack moves, deal, stop) so seeded games replay exactly.
        """
        if self.stopped:
            self._legal = []
            self.current_player, self.phase = None, "over"
            return
        # Unrolled over the four bottom places: this runs after every action.
        upper, fits_cache, cols, slot_of = self.upper, self._fits, self._cols, self.slot_of
        t0, t1, t2, t3 = tops = self.tops
        fits = _FITS[t0] & upper
        if fits != fits_cache[0]:
            fits_cache[0], cols[0] = fits, _moves_onto(slot_of, 0, fits)
        fits = _FITS[t1] & upper
        if fits != fits_cache[1]:
            fits_cache[1], cols[1] = fits, _moves_onto(slot_of, 1, fits)
        fits = _FITS[t2] & upper
        if fits != fits_cache[2]:
            fits_cache[2], cols[2] = fits, _moves_onto(slot_of, 2, fits)
        fits = _FITS[t3] & upper
        if fits != fits_cache[3]:
            fits_cache[3], cols[3] = fits, _moves_onto(slot_of, 3, fits)
        acts = [*cols[0], *cols[1], *cols[2], *cols[3]]
        if (_PAIRS[t0] | _PAIRS[t1] | _PAIRS[t2] | _PAIRS[t3]) & (_BIT[t0] | _BIT[t1] | _BIT[t2] | _BIT[t3]):
            for s, t in enumerate(tops):  # two stack tops pair, so whole stacks can move (rare)
                if t != EMPTY and _PAIRS[t] & (_BIT[t0] | _BIT[t1] | _BIT[t2] | _BIT[t3]):
                    mask, row = _PAIRS[t], STACK_MOVES[s]
                    for d in range(COLS):
                        if mask & _BIT[tops[d]]:
                            acts.append(row[d])
        if self.stock and upper.bit_count() <= TOP_SLOTS - DEAL_SIZE:
            acts.append(DEAL)
        if acts:
            acts.append(STOP)
        else:
            self.current_player, self.phase = None, "over"
        self._legal = acts

    def legal_actions(self) -> list[Action]:
        """The legal actions, built once per action: the list is shared until the next action, so
        a caller that wants to change it copies it first."""
        return self._legal

    def apply(self, action) -> list[Event]:
        # The prebuilt legal actions are found by identity and carried out at once (this is
        # _apply inlined: it runs for every move); anything else (an equal copy from a decoded
        # save, an illegal action and its reason) goes the usual way.
        for legal in self._legal:
            if legal is action:
                run, i, d = _FAST[id(action)]
                events = run(self, action, i, d)
                self._refresh()
                if self.current_player is None:
                    events.append(Event("game_over", {"score": self.score()}))
                self.history.append(action)
                return events
        return super().apply(action)

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
        return text[0].upper() + text[1:]

    # -- moves

    def _apply(self, action: Action) -> list[Event]:
        fast = _FAST.get(id(action))
        if fast is None:  # an equal copy of a prebuilt action (a decoded save), or Deal()/Stop()
            if isinstance(action, Stop):
                fast = (SoloState._stop, 0, 0)
            elif isinstance(action, Deal):
                fast = (SoloState._deal, 0, 0)
            else:
                src, dst = _PLACES[action.src], _PLACES[action.dst]
                fast = (SoloState._move_card if src[0] == "top" else SoloState._move_stack, src[1], dst[1])
        run, i, d = fast
        events = run(self, action, i, d)
        self._refresh()
        if self.current_player is None:
            events.append(Event("game_over", {"score": self.score()}))
        return events

    def _move_card(self, action: Move, i: int, d: int) -> list[Event]:
        """Upper place `i` onto bottom place `d`."""
        card = self.top[i]
        self.top[i] = EMPTY
        self.upper ^= 1 << card
        self.bottom[d].append(card)
        self.tops[d] = card
        return [Event("move", {"src": action.src, "dst": action.dst, "cards": [DECK[card]]})]

    def _move_stack(self, action: Move, s: int, d: int) -> list[Event]:
        """The whole stack of bottom place `s` onto bottom place `d`; its top stays on top."""
        moved = self.bottom[s]
        self.bottom[s] = []
        self.bottom[d].extend(moved)
        self.tops[s], self.tops[d] = EMPTY, moved[-1]
        return [Event("move", {"src": action.src, "dst": action.dst, "cards": [DECK[c] for c in moved]})]

    def _deal(self, action: Deal, _i: int, _d: int) -> list[Event]:
        top = self.top
        slots = [i for i in range(TOP_SLOTS) if top[i] == EMPTY][:DEAL_SIZE]
        cards = self.stock[:DEAL_SIZE]
        del self.stock[:DEAL_SIZE]
        for i, c in zip(slots, cards, strict=False):
            top[i] = c
            self.slot_of[c] = i
            self.upper |= 1 << c
        slot_names = [TOP_NAMES[i] for i in slots]
        return [Event("deal", {"slots": slot_names, "cards": [DECK[c] for c in cards]})]

    def _stop(self, action: Stop, _i: int, _d: int) -> list[Event]:
        self.stopped = True
        return []

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
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin  # _legal and the _cols lists are shared: they are replaced, never mutated


def _moves_onto(slot_of: list[int], c: int, fits: int) -> list[Move]:
    """The moves of the upper cards in bitmask `fits` onto bottom place `c`, in card order."""
    if not fits & (fits - 1):  # none or one: the usual case
        return [TOP_MOVES[slot_of[fits.bit_length() - 1]][c]] if fits else []
    built = []
    while fits:
        low = fits & -fits
        built.append(TOP_MOVES[slot_of[low.bit_length() - 1]][c])
        fits ^= low
    return built


# How _apply carries out each prebuilt action, found by identity: (method, source, target).
_FAST: dict[int, tuple] = {id(DEAL): (SoloState._deal, 0, 0), id(STOP): (SoloState._stop, 0, 0)}
for _i in range(TOP_SLOTS):
    for _c in range(COLS):
        _FAST[id(TOP_MOVES[_i][_c])] = (SoloState._move_card, _i, _c)
for _s in range(COLS):
    for _c in range(COLS):
        _FAST[id(STACK_MOVES[_s][_c])] = (SoloState._move_stack, _s, _c)
del _i, _s, _c


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

    def agents(self):
        from game.core.registry import agents  # the registry wires each game to its players

        return agents(self.id)


GAME = SoloGame()
