"""A game being played at this table: who sits where, the state, undo, autosave.

No drawing here; table scenes use a Session so the rules of seating, pacing
and saving are written once.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import random
import time
import uuid
from pathlib import Path

from game.core.api import ROUND_OVER, SAVE_FORMAT, Action, Event, Game, IllegalAction, LoadError, State
from game.core.i18n import _
from game.core.registry import GAMES
from game.core.undo import UndoStack
from scenes.kit.safe_files import present, read_json, set_aside, write_atomic
from scenes.settings_store import saves_dir
from scenes.stats_store import PLAYER_N, YOU, display_name, person_key, player_number

LEVELS = ("easy", "normal", "hard")
NAME_MAX = 24  # characters of a seat's name kept (a name is typed, or read from a save)


@dataclasses.dataclass
class Seat:
    """A person (level None) or a computer player at a level."""

    name: str
    level: str | None = None
    phone: bool = False  # a person who holds their hand on a phone (scenes/phones), not at this screen

    @property
    def human(self) -> bool:
        return self.level is None

    @property
    def at_screen(self) -> bool:
        """A person who plays on this screen (the curtain, the table's eyes, "You")."""
        return self.human and not self.phone

    def label(self) -> str:
        """'Anna' or 'Botti (hard)' as shown on the table."""
        if self.human:
            return self.name
        return _("{name} ({level})").format(name=self.name, level=level_name(self.level))


@dataclasses.dataclass(frozen=True)
class Move:
    """One applied action: who made it (None: nobody, e.g. a deal), the action, what happened."""

    seat: int | None
    action: Action
    events: tuple[Event, ...]


def level_name(level: str) -> str:
    return {"easy": _("easy"), "normal": _("normal"), "hard": _("hard")}.get(level, level)


def default_seats(players: int, humans: int = 1, level: str = "normal") -> list[Seat]:
    """The first `humans` seats are people, the rest computers."""
    people = [_("You")] if humans == 1 else [_(PLAYER_N).format(n=i + 1) for i in range(humans)]
    bots = [_("Botti"), _("Robo"), _("Kone"), _("Väinö"), _("Aino"), _("Anna"), _("Eero"), _("Ilona")]
    seats = [Seat(people[i]) for i in range(humans)]
    seats += [Seat(bots[i], level) for i in range(players - humans)]
    return seats


class StateLost(RuntimeError):
    """An action failed and the state before it could not be rebuilt: the table cannot go on."""


class Session:
    """State plus seats; applies actions, keeps undo and the autosave current."""

    def __init__(self, game: Game, seats: list[Seat], state: State, autosave: bool = True):
        self.game = game
        self.seats = seats
        self.state = state
        self.undo_stack = UndoStack()
        self.moves: list[Move] = []  # every action of the match in order (the game log reads it)
        self._undone_moves: list[Move] = []
        self.autosave_enabled = autosave
        self.uid = uuid.uuid4().hex  # one id per game played, so statistics count it once
        self.save_failed = False
        self.problems: list[str] = []  # messages for the person, shown once by the table
        self.shown_to: int | None = None  # the person the curtain last handed the screen to
        factories = game.agents()
        self.agents = [None if s.human else factories[s.level]() for s in seats]
        self.agent_rngs = [random.Random(state.seed * 7919 + i) for i in range(len(seats))]

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: list[Seat],
        options: dict | None = None,
        seed: int | None = None,
        autosave: bool = True,
    ) -> Session:
        game = GAMES[game_id]
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**6)
        state = game.new(len(seats), options, seed)
        return cls(game, seats, state, autosave)

    # ------------------------------------------------------------------ turns

    @property
    def seat_to_move(self) -> Seat | None:
        p = self.state.current_player
        return None if p is None else self.seats[p]

    @property
    def humans(self) -> list[int]:
        """The people at this screen (phone seats are people, but elsewhere)."""
        return [i for i, s in enumerate(self.seats) if s.at_screen]

    @property
    def people(self) -> bool:
        """Does any person play, at this screen or on a phone (round sheets are then shown)?"""
        return any(s.human for s in self.seats)

    @property
    def viewer(self) -> int:
        """Whose eyes the table shows: the person to move, else the person the screen was handed
        to (`shown_to`, by the curtain), else the last person who moved, else the first whose turn
        comes. Between rounds the seat that presses on is no turn: the screen stays with its holder
        (Kubo's is anyone's, with cards still in hand)."""
        p = self.state.current_player
        humans = self.humans
        if p is not None and p in humans and not (self.state.phase == ROUND_OVER and self.shown_to in humans):
            return p
        if not humans:  # nobody at the screen: never a phone's eyes
            return next((i for i, s in enumerate(self.seats) if not s.phone), 0)
        if self.shown_to in humans:
            return self.shown_to
        for move in reversed(self.moves):
            if move.seat in humans:
                return move.seat
        first = self.next_person(p) if p is not None else None
        return humans[0] if first is None else first

    def next_person(self, seat: int) -> int | None:
        """The first person at this screen whose turn comes after `seat`'s (`seat` itself if a person)."""
        return self._ahead(seat)[0]

    def next_person_known(self, seat: int) -> bool:
        """Is `next_person(seat)` sure? Not when the moves before it may end a trick (its winner leads)."""
        person, moves = self._ahead(seat)
        return person is not None and self.state.order_known(moves)

    def _ahead(self, seat: int) -> tuple[int | None, int]:
        """(the first person at this screen from `seat` on along `next_seat`, the moves before theirs)."""
        humans = self.humans
        for moves in range(len(self.seats)):
            if seat in humans:
                return seat, moves
            seat = self.state.next_seat(seat)
        return None, 0

    def is_you(self, seat: int) -> bool:
        """Is `seat` the one person at this screen (messages then say "You place", not a name)?"""
        return self.seats[seat].at_screen and len(self.humans) == 1

    def phrase(self, seat: int, you: str, other: str, **fields) -> str:
        """A message written for who did it: `you` ("You place {card}.") for the person at the
        screen, else `other` ("{name} places {card}.") with the seat's name; both already translated."""
        if self.is_you(seat):
            return you.format(**fields)
        return other.format(name=self.seats[seat].name, **fields)  # the level is on the seat's chip

    def computer_to_move(self) -> bool:
        seat = self.seat_to_move
        return seat is not None and not seat.human

    def apply(self, action: Action) -> list[Event]:
        """Apply an action (IllegalAction propagates, nothing changes). Any other error from the
        rules propagates too, after the state is put back as it was before the action."""
        mover = self.state.current_player
        done = len(self.state.history)
        before = self.state.clone() if self.game.undoable and self.state.is_legal(action) else None
        try:
            events = self.state.apply(action)
        except IllegalAction:
            raise
        except Exception as error:
            try:
                self.state = before if before is not None else self.replayed(done)
            except Exception as lost:  # noqa: BLE001 — the earlier moves do not replay either
                raise StateLost(str(lost)) from error
            raise
        if before is not None:
            self.undo_stack.push(before)
        self.moves.append(Move(mover, action, tuple(events)))
        self._undone_moves.clear()
        self.autosave()
        return events

    def replayed(self, moves: int) -> State:
        """The state after the first `moves` actions, rebuilt from the seed (a state is a replay:
        whatever a failed action left half done is gone)."""
        data = self.state.to_json()
        data["history"] = data["history"][:moves]
        return self.game.load(data)

    def saved(self) -> bool:
        """Is this game on disk, so that Continue brings it back?"""
        if not self.autosave_enabled or self.save_failed:
            return False
        return has_save(self.game.id)

    def can_undo(self) -> bool:
        return self.game.undoable and self.undo_stack.can_undo()

    def can_redo(self) -> bool:
        return self.game.undoable and self.undo_stack.can_redo()

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.state = self.undo_stack.undo(self.state)
        while len(self.moves) > len(self.state.history):
            self._undone_moves.append(self.moves.pop())
        self.autosave()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.state = self.undo_stack.redo(self.state)
        while len(self.moves) < len(self.state.history) and self._undone_moves:
            self.moves.append(self._undone_moves.pop())
        self.autosave()
        return True

    def restart(self, same_seed: bool = True) -> None:
        seed = self.state.seed if same_seed else random.SystemRandom().randrange(1, 10**6)
        self.state = self.game.new(len(self.seats), self.state.options, seed)
        self.undo_stack = UndoStack()
        self.moves, self._undone_moves = [], []
        self.uid = uuid.uuid4().hex
        factories = self.game.agents()
        self.agents = [None if s.human else factories[s.level]() for s in self.seats]
        self.autosave()

    # ------------------------------------------------------------------ saving

    def to_json(self) -> dict:
        seats = [dataclasses.asdict(s) for s in self.seats]
        return {"seats": seats, "state": self.state.to_json(), "uid": self.uid}

    @classmethod
    def from_json(cls, data: dict) -> Session:
        """Restore a saved session; LoadError (a readable reason) if it is damaged."""
        if not (
            isinstance(data, dict)
            and isinstance(data.get("state"), dict)
            and isinstance(data["state"].get("game"), str)
            and isinstance(data.get("seats"), list)
            and all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in data["seats"])
        ):
            raise LoadError(_("The save is not readable."))
        game = GAMES.get(data["state"]["game"])
        if game is None:
            raise LoadError(_("The save is for another game."))
        seats = [Seat(local_name(s["name"][:NAME_MAX]), s.get("level"), s.get("phone") is True)
                 for s in data["seats"]]
        if any(s.level not in (None, *LEVELS) for s in seats):
            raise LoadError(_("The save names an unknown computer level."))
        undo, moves = UndoStack(), []
        state = game.load(
            data["state"],
            before_move=undo.push if game.undoable else None,
            after_move=lambda seat, action, events: moves.append(Move(seat, action, tuple(events))),
        )
        if len(seats) != state.players:
            raise LoadError(_("The save is not readable."))
        session = cls(game, seats, state)
        session.undo_stack, session.moves = undo, moves  # a save is a replay: undo and log come back
        if isinstance(data.get("uid"), str):
            session.uid = data["uid"]
        return session

    def autosave(self) -> None:
        """Write the game after every move, atomically; a game over removes the save."""
        if not self.autosave_enabled:
            return
        path = autosave_path(self.game.id)
        try:
            if self.state.is_over():
                path.unlink(missing_ok=True)
                return
            write_atomic(path, json.dumps(self.to_json()))  # the one write path: no half file, no .tmp
        except OSError as e:
            if not self.save_failed:  # play goes on; the person is told once per session
                self.save_failed = True
                self.problems.append(save_failure_message(e))


def save_failure_message(error: OSError) -> str:
    """Why the game cannot be saved, in the player's language (the system's own words are English)."""
    if error.errno == errno.ENOSPC:
        return _("Your game cannot be saved: the disk is full. You can keep playing.")
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return _("Your game cannot be saved: the saves folder cannot be written to. You can keep playing.")
    if error.errno in (errno.EEXIST, errno.ENOTDIR, errno.EISDIR):
        return _("Your game cannot be saved: something else stands where the saves folder should be. "
                 "You can keep playing.")
    reason = error.strerror or str(error)
    return _("Your game cannot be saved ({reason}). You can keep playing.").format(reason=reason)


def autosave_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}.json"


def has_save(game_id: str) -> bool:
    """Is a game of this kind saved? False too when the saves folder cannot be read (said at start)."""
    return present(autosave_path(game_id))


def discard_save(game_id: str) -> None:
    """Forget the saved game of this kind (a new game starts, or the game was ended)."""
    try:
        autosave_path(game_id).unlink(missing_ok=True)
    except OSError:
        pass  # a folder we cannot write: the start message has said so


def discard_all_saves(untouched_for: float = 0.0) -> None:
    """Forget every saved game (only those not written for `untouched_for` seconds): a kiosk's
    visitor left, and the next one starts afresh."""
    for game_id in GAMES:
        try:
            if time.time() - autosave_path(game_id).stat().st_mtime >= untouched_for:
                discard_save(game_id)
        except OSError:
            pass  # none saved, or a folder we cannot read (the start message has said so)


def local_name(name: str) -> str:
    """A default name of a game started in another language, in this one ("You" → "Sinä",
    "Pelaaja 2" → "Player 2"); any other name as it is."""
    return display_name(person_key(name)) if is_default_name(name) else name


def is_default_name(name: str) -> bool:
    """Is `name` one the program gave ("You", "Player 2", in any language), not one typed?"""
    return person_key(name) == YOU or player_number(name) is not None


def newer(data) -> bool:
    """Is this a save (a session's JSON) in a format from a later version of the program?"""
    state = data.get("state") if isinstance(data, dict) else None
    version = state.get("format") if isinstance(state, dict) else None
    return isinstance(version, int) and not isinstance(version, bool) and version > SAVE_FORMAT


def newer_save(game_id: str) -> bool:
    """Is the saved game of this kind one a newer Pelipöytä wrote (kept for it; this one cannot go on)?"""
    if not has_save(game_id):
        return False
    data, readable = read_save(autosave_path(game_id))
    return readable and newer(data)


def newer_message(name: str) -> str:
    return _("Your saved {game} game was saved by a newer Pelipöytä; it is kept for that version. Starting "
             "a new game here replaces it.").format(game=name)


def load_autosave(game_id: str) -> tuple[Session | None, str | None]:
    """(session, problem): a damaged save is set aside (renamed), never deleted."""
    path = autosave_path(game_id)
    if not present(path):
        return None, None
    name = _(GAMES[game_id].name) if game_id in GAMES else game_id
    data, readable = read_save(path)
    if not readable:  # no permission: the file may be whole, so it stays
        return None, _("Your saved {game} game cannot be read now (check the folder's permissions); it is "
                       "kept.").format(game=name)
    if newer(data):  # whole, but not ours to read: it stays where that version will look
        return None, newer_message(name)
    try:
        session = Session.from_json(data)
        if session.game.id != game_id:
            raise LoadError(_("The save is for another game."))
        return session, None
    except Exception:  # noqa: BLE001 — a save is a replay: any failure in it means it is damaged
        kept = set_aside(path)  # kept, never deleted; an earlier damaged save is never overwritten
        session = good_part(data, game_id)
        if session is None or kept is None:
            return None, damaged_message(name)
        session.autosave()  # the game as far as it reads is the save now
        return session, _("Your saved {game} game was damaged after move {n}; it goes on from there (the "
                          "whole file was kept as {file}).").format(game=name, n=len(session.moves),
                                                                   file=kept.name)


def good_part(data, game_id: str) -> Session | None:
    """The saved game up to its first move that does not load, if that leaves a game to go on with
    (one bad move lost every good move before it)."""
    loaded: list[int] = []
    try:
        game, state = GAMES[game_id], data["state"]
        history = state["history"]
        game.load(state, after_move=lambda *_move: loaded.append(1))
        return None  # its moves load: what failed is elsewhere in the file
    except Exception:  # noqa: BLE001 — the moves before the failure are what counts
        if not loaded:
            return None
    try:
        session = Session.from_json({**data, "state": {**state, "history": history[:len(loaded)]}})
    except Exception:  # noqa: BLE001 — the rest of the file is damaged too
        return None
    return session if session.game.id == game_id and not session.state.is_over() else None


def read_save(path: Path) -> tuple[object, bool]:
    """(its JSON, or None for damaged text; False when it cannot be read now, no permission)."""
    try:
        return read_json(path), True
    except OSError:
        return None, False
    except Exception:  # noqa: BLE001 — its text is damaged
        return None, True


def damaged_message(name: str) -> str:
    return _("Your saved {game} game was damaged and has been set aside; start a new game.").format(game=name)


def check_saves() -> list[str]:
    """At start: each save whose text is not a save of its game (cut short, garbage) is set aside
    and named, so the menu offers no "Game in progress" that cannot continue. One that reads but
    fails on its moves is found when it is continued (that means replaying it)."""
    out = []
    for game_id in GAMES:
        path = autosave_path(game_id)
        if not present(path):
            continue
        data, readable = read_save(path)
        if not readable:
            continue  # no permission: Continue says so, and the file stays
        state = data.get("state") if isinstance(data, dict) else None
        whole = (isinstance(state, dict) and state.get("game") == game_id
                 and isinstance(state.get("history"), list) and isinstance(data.get("seats"), list))
        if not whole and not newer(data):
            set_aside(path)
            out.append(damaged_message(_(GAMES[game_id].name)))
    return out
