"""Engine contract: Game, State, Action, View, Agent, Event and the typed errors.

Every game implements one `Game` (stateless, registered once) and one `State`
(a whole match, deterministic from its seed). The UI, the computer players,
the tests and the replays all talk to a game only through this interface.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import random
import typing
from collections.abc import Callable
from types import UnionType
from typing import Any, ClassVar, Protocol

from game.core.i18n import _, join_names

SAVE_FORMAT = 1


class IllegalAction(Exception):
    """An action the rules do not allow now; `str(e)` is a message for the player."""


class LoadError(ValueError):
    """A save or replay that cannot be restored; `str(e)` says why."""


class OptionError(ValueError):
    """An option name or value the game does not accept."""


# --------------------------------------------------------------------------- actions


def to_jsonable(value: Any) -> Any:
    """Tuples become lists, recursively; other JSON values pass through."""
    if isinstance(value, (tuple, list)):
        return [to_jsonable(v) for v in value]
    return value


def from_jsonable(value: Any) -> Any:
    """Lists become tuples, recursively, so decoded actions stay hashable."""
    if isinstance(value, list):
        return tuple(from_jsonable(v) for v in value)
    return value


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every action: a small frozen dataclass of ints, strings and tuples."""

    __slots__ = ()  # so an action declared with slots has no per-object dict

    def to_json(self) -> dict:
        """`{"type": ClassName, field: value, ...}`."""
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            data[f.name] = to_jsonable(getattr(self, f.name))
        return data


# The phase between two rounds, in every game that has rounds (each engine's Phase.ROUND_OVER).
ROUND_OVER = "round_over"


@dataclasses.dataclass(frozen=True)
class NextRound(Action):
    """Between rounds (phase ROUND_OVER): deal the next round of the match."""


# A JSON integer in an action is a seat, a slot, a count or an index: far below this bound.
INT_LIMIT = 2**31
TEXT_LIMIT = 200


def _field_error(name: str, want: str) -> LoadError:
    return LoadError(_("A move's {field} must be {kind}.").format(field=name, kind=want))


def _kind(hint: Any) -> str:
    """What a value of `hint` is, in words, for a refusal."""
    if hint is bool:
        return _("true or false")
    if hint is int:
        return _("a whole number")
    if hint is str:
        return _("text")
    if hint is type(None):
        return _("empty")
    if typing.get_origin(hint) in (UnionType, typing.Union):
        *some, last = (_kind(h) for h in typing.get_args(hint))
        return _("{some} or {last}").format(some=", ".join(some), last=last)
    return _("a list")


@functools.cache
def _decoder(hint: Any) -> Callable[[Any, str], Any]:
    """`decode(value, name)`: `value` read as `hint` (int, str, bool, None, unions, tuples), or
    LoadError. Made once per type: a save replays thousands of moves.

    JSON has one number type and Python's bool is an int, so `8.0` or `true` would pass a
    legality check for an int field (`8.0 == 8`) and then break the rules code or the save.
    """
    origin = typing.get_origin(hint)
    if origin in (UnionType, typing.Union):
        options = tuple(_decoder(option) for option in typing.get_args(hint))

        def union(value: Any, name: str) -> Any:
            for decode in options:
                try:
                    return decode(value, name)
                except LoadError:
                    continue
            raise _field_error(name, _kind(hint))

        return union
    if hint is tuple or origin is tuple:
        return _tuple_decoder(hint)
    if hint is type(None):
        def none(value: Any, name: str) -> None:
            if value is not None:
                raise _field_error(name, _kind(hint))

        return none
    if hint is int:
        def whole(value: Any, name: str) -> int:
            if type(value) is not int or not -INT_LIMIT <= value < INT_LIMIT:
                raise _field_error(name, _kind(int))
            return value

        return whole
    if hint is str:
        def text(value: Any, name: str) -> str:
            if type(value) is not str or len(value) > TEXT_LIMIT:
                raise _field_error(name, _kind(str))
            return value

        return text
    if hint is bool:
        def truth(value: Any, name: str) -> bool:
            if type(value) is not bool:
                raise _field_error(name, _kind(bool))
            return value

        return truth
    raise TypeError(f"unsupported type {hint!r}")


def _tuple_decoder(hint: Any) -> Callable[[Any, str], tuple]:
    """`_decoder` for `tuple`, `tuple[X, ...]` and `tuple[X, Y]`: a JSON list of such values."""
    args = typing.get_args(hint)
    items = tuple(_decoder(a) for a in args if a is not Ellipsis)
    repeated = len(args) == 2 and args[1] is Ellipsis

    def decode(value: Any, name: str) -> tuple:
        if type(value) is not list or len(value) > TEXT_LIMIT:
            raise _field_error(name, _kind(hint))
        if not args:
            return from_jsonable(value)
        if repeated:
            return tuple(items[0](v, name) for v in value)
        if len(items) != len(value):
            raise _field_error(name, _kind(hint))
        return tuple(item(v, name) for v, item in zip(value, items, strict=True))

    return decode


@functools.cache
def _field_types(cls: type[Action]) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


@functools.cache
def _field_decoders(cls: type[Action]) -> tuple[tuple[str, Callable[[Any, str], Any]], ...]:
    try:
        return tuple((name, _decoder(hint)) for name, hint in _field_types(cls))
    except TypeError as err:
        raise TypeError(f"{cls.__name__}: action field {err}") from None


def decode_action(data: Any, types: tuple[type[Action], ...]) -> Action:
    """Inverse of `Action.to_json` over the given action classes; LoadError if malformed.

    Every field is checked against its declared type (see `_decoder`) before the action exists,
    so a wrongly typed move never reaches legality, the rules or a save.
    """
    if not isinstance(data, dict) or "type" not in data:
        raise LoadError(_("A saved move is not readable."))
    kind = data["type"]
    cls = _by_name(types).get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise LoadError(_("A saved move has an unknown kind: {kind}.").format(kind=str(kind)[:40]))
    if data.keys() != _field_names(cls):
        raise LoadError(_("A saved move is not readable."))
    return cls(**{name: decode(data[name], name) for name, decode in _field_decoders(cls)})


@functools.cache
def _by_name(types: tuple[type[Action], ...]) -> dict[str, type[Action]]:
    return {t.__name__: t for t in types}


@functools.cache
def _field_names(cls: type[Action]) -> frozenset[str]:
    """The keys of an action's JSON: its fields and "type"."""
    return frozenset(name for name, _hint in _field_types(cls)) | {"type"}


@dataclasses.dataclass(slots=True)
class Event:
    """Something that happened, for animation and messages: a kind plus details."""

    kind: str
    data: dict = dataclasses.field(default_factory=dict)


# --------------------------------------------------------------------------- options


@dataclasses.dataclass(frozen=True)
class Option:
    """A named game option with a default and its allowed values.

    `label` and `help` are English msgids, translated where they are shown.
    """

    key: str
    default: Any
    choices: tuple = ()
    label: str = ""
    help: str = ""
    players: tuple = ()  # the player counts it is offered for (empty: every count); else it keeps its default
    names: tuple = ()  # (value, msgid) pairs: what a value means on the setup screen ("Play to 500")
    needs: tuple = ()  # (key, values) pairs: offered only while each of those options has one of its values

    def offered(self, players: int, options: dict | None = None) -> bool:
        """Is it offered for this many players (and with these other `options`)? One that is not
        keeps its default."""
        if self.players and players not in self.players:
            return False
        return options is None or all(options.get(key) in values for key, values in self.needs)

    def value_name(self, value: Any) -> str | None:
        """The msgid that names `value` (translate it where shown), or None to show the value itself."""
        return next((name for v, name in self.names if v == value and type(v) is type(value)), None)

    def check(self, value: Any) -> Any:
        """Return `value` if allowed, else raise OptionError."""
        if self.choices and value not in self.choices:
            raise OptionError(
                _("Option {key} cannot be {value}.").format(key=self.key, value=value)
            )
        if not self.choices and type(value) is not type(self.default):
            raise OptionError(
                _("Option {key} cannot be {value}.").format(key=self.key, value=value)
            )
        return value


# --------------------------------------------------------------------------- views and agents


@dataclasses.dataclass
class View:
    """What one seat may see. Games subclass it; `player` is the seat it is for."""

    player: int

    def sample_world(self, rng: random.Random) -> State:
        """A full state consistent with this view (hidden cards sampled)."""
        raise NotImplementedError(_("This game has no hidden information to sample."))


class Agent(Protocol):
    """A computer player: picks one of `legal_actions` seeing only `view`."""

    def choose(self, view: View, legal_actions: list[Action], rng: random.Random) -> Action: ...


class RandomAgent:
    """Chooses uniformly among the legal actions."""

    def choose(self, view: View, legal_actions: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal_actions)


# --------------------------------------------------------------------------- game and state


class Game:
    """One per game, stateless; `GAMES[id]` in game.core.registry."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""  # English msgid
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    player_counts: ClassVar[tuple[int, ...]] = ()  # only when some counts in between are not allowed
    options: ClassVar[tuple[Option, ...]] = ()
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    undoable: ClassVar[bool] = False  # may a person take moves back?
    rules: ClassVar[str] = ""  # rules text id: assets/rules/<rules>.<lang>.md
    max_actions: ClassVar[int] = 100_000  # generous bound for a whole match
    quit_actions: ClassVar[tuple[type[Action], ...]] = ()  # ending the game by choice (Solo's Stop)
    # event kinds that begin a new part of a round a replay steps by, as NextRound does (Tiko's deals)
    part_events: ClassVar[frozenset[str]] = frozenset()

    # -- setup

    def allowed_players(self) -> tuple[int, ...]:
        """Every player count the game can be played with, smallest first."""
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    def players_text(self) -> str:
        """'1 player', '2–5 players' or '4, 6 or 8 players': for the menu and for messages."""
        if self.player_counts:
            *some, last = map(str, self.player_counts)
            counts = _("{some} or {last}").format(some=", ".join(some), last=last) if some else last
            return _("{counts} players").format(counts=counts)
        if self.max_players == 1:
            return _("{n} player").format(n=1)
        return _("{lo}–{hi} players").format(lo=self.min_players, hi=self.max_players)

    def resolve_options(self, players: int, options: dict | None = None) -> dict:
        """Defaults merged with `options`, each value checked; OptionError if not allowed."""
        if not isinstance(players, int) or players not in self.allowed_players():
            message = _("{game} is for {players}.")
            raise OptionError(message.format(game=_(self.name), players=self.players_text()))
        known = {o.key: o for o in self.options}
        resolved = {o.key: o.default for o in self.options}
        for key, value in (options or {}).items():
            if key not in known:
                raise OptionError(_("{game} has no option {key}.").format(game=_(self.name), key=key))
            resolved[key] = known[key].check(value)
        self.check_options(players, resolved)
        return resolved

    def check_options(self, players: int, options: dict) -> None:
        """Hook for combinations the game forbids; raise OptionError."""

    def labels_on(self, options: dict, keys) -> str:
        """The setup labels of those of the options `keys` that are on, joined ("Quick deal and Chips
        scoring"): a refusal names only what is to be turned off."""
        known = {o.key: o for o in self.options}
        return join_names([_(known[k].label) for k in keys if options[k]])

    def new(self, players: int, options: dict | None = None, seed: int = 0) -> State:
        """A fresh match, shuffled from `seed`."""
        resolved = self.resolve_options(players, options)
        if not isinstance(seed, int):
            raise OptionError(_("The seed must be a whole number."))
        return self.state_class()(self, players, resolved, seed)

    def state_class(self) -> type[State]:
        raise NotImplementedError

    # -- saves

    def load(self, data: dict, before_move=None, after_move=None) -> State:
        """Inverse of `State.to_json()`: replays the saved moves; LoadError if corrupt.

        `before_move(state)` and `after_move(player, action, events)` watch the replay (the
        table rebuilds its undo line and game log from them: a save is a replay).
        """
        if not isinstance(data, dict):
            raise LoadError(_("The save is not readable."))
        if data.get("game") != self.id:
            raise LoadError(_("The save is for another game."))
        if data.get("format") != SAVE_FORMAT:
            raise LoadError(_("The save was written by another version."))
        if not (
            isinstance(data.get("players"), int)
            and isinstance(data.get("options"), dict)
            and all(isinstance(k, str) for k in data["options"])
            and isinstance(data.get("seed"), int)
            and not isinstance(data.get("seed"), bool)
            and isinstance(data.get("history"), list)
        ):
            raise LoadError(_("The save is not readable."))
        try:
            state = self.new(data["players"], data["options"], data["seed"])
            for raw in data["history"]:
                action = decode_action(raw, self.action_types)
                player = state.current_player
                if before_move is not None:
                    before_move(state)
                events = state.apply(action)
                if after_move is not None:
                    after_move(player, action, events)
        except LoadError:
            raise
        except (IllegalAction, OptionError, KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise LoadError(_("The save is damaged: {reason}").format(reason=e)) from e
        return state

    def teams(self, players: int, options: dict) -> tuple[tuple[int, ...], ...]:
        """The seats that play together, one tuple per team in seat order; () when each plays alone."""
        return ()

    def option_help(self, option: Option, players: int) -> str:
        """`option`'s help, translated, as setup shows it for this many players; a game whose help
        depends on the count overrides it (Wizard's rounds: a standard match is 60 ÷ players)."""
        return _(option.help) if option.help else ""

    # -- computer players and tests

    def agents(self) -> dict[str, Callable[[], Agent]]:
        """Computer players by level ("easy", "normal", "hard", and any arena-only baseline), from the
        game's `ai` module in the registry: an engine never imports its players (they import its
        actions and views), and they load only when first asked for."""
        from game.core.registry import agents  # the registry sits above the contract: imported when used

        return agents(self.id)

    def test_configs(self) -> list[tuple[int, dict]]:
        """(players, options) pairs the contract test plays; cover every option."""
        return [(p, {}) for p in range(self.min_players, self.max_players + 1)]


class DealingRandom(random.Random):
    """`random.Random` that remembers its state until it next draws. Engines draw only when they
    shuffle, but snapshots (compared after every move in tests and searches) and clones read the
    state at every move, and reading it copies 625 numbers."""

    _state: tuple | None = None

    def seed(self, *args, **kwargs) -> None:
        self._state = None
        super().seed(*args, **kwargs)

    def random(self) -> float:
        self._state = None
        return super().random()

    def getrandbits(self, k: int) -> int:  # shuffle, choice and randrange draw through this
        self._state = None
        return super().getrandbits(k)

    def getstate(self) -> tuple:
        if self._state is None:
            self._state = super().getstate()
        return self._state

    def setstate(self, state) -> None:
        super().setstate(state)
        self._state = state if type(state) is tuple and state[0] == self.VERSION else None


def copied_rng(rng: random.Random) -> DealingRandom:
    """A generator in `rng`'s state, for a clone. Seeded with 0 first: seeding from the system
    (`Random()`) costs twice as much, and searches clone states thousands of times."""
    twin = DealingRandom(0)
    twin.setstate(rng.getstate())
    return twin


class State:
    """A whole match in progress. Subclasses implement the underscored hooks."""

    current_player: int | None
    phase: str  # a member of the engine's Phase StrEnum (its value is the string saves and views carry)

    def __init__(self, game: Game, players: int, options: dict, seed: int):
        self.game = game
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.rng = DealingRandom(seed)
        self.history: list[Action] = []
        self.current_player = 0
        self.phase = ""
        self.setup()

    # -- to implement

    def setup(self) -> None:
        """Deal and set the first player, using only `self.rng`."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """THE single source of legality; empty when the game is over."""
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action (already checked)."""
        raise NotImplementedError

    def view(self, player: int) -> View:
        """Only what `player` may see."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        """Current score of every seat (final when the game is over)."""
        raise NotImplementedError

    def snapshot(self) -> dict:
        """The complete state as JSON-ready data; two states are equal iff snapshots are."""
        raise NotImplementedError

    # -- provided

    def is_legal(self, action: Any) -> bool:
        """Override for speed; must agree with `legal_actions`."""
        return action in self.legal_actions()

    def explain_illegal(self, action: Any) -> str:
        """Why `action` is not allowed now, in words a player understands."""
        if self.is_over():
            return _("The game is over.")
        return _("That move is not allowed now.")

    def apply(self, action: Any) -> list[Event]:
        """Apply a legal action; IllegalAction (state untouched) otherwise."""
        if not isinstance(action, Action) or not self.is_legal(action):
            raise IllegalAction(self.explain_illegal(action))
        events = self._apply(action)
        self.history.append(action)
        return events

    def is_over(self) -> bool:
        return self.current_player is None

    def next_seat(self, p: int) -> int:
        """The seat whose turn follows p's: the next clockwise, unless the game turns the other way."""
        return (p + 1) % self.players

    def order_known(self, moves: int) -> bool:
        """Does the turn surely pass along `next_seat` for the next `moves` moves, whatever they are?
        (False in a trick game when one of them may end a trick: its winner leads.)"""
        return True

    def to_json(self) -> dict:
        """A replay: game id, players, options, seed and the moves so far."""
        return {
            "game": self.game.id,
            "format": SAVE_FORMAT,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "history": [a.to_json() for a in self.history],
        }

    def clone(self) -> State:
        """An independent copy (sharing only the stateless Game)."""
        return copy.deepcopy(self, {id(self.game): self.game})

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.snapshot() == other.snapshot()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]

    def rng_snapshot(self) -> tuple:
        """The RNG state for `snapshot()`: tuples compare fast, and JSON writes them as lists (a
        `DealingRandom` keeps the same tuple until it draws again)."""
        return self.rng.getstate()
