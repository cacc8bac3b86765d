"""A finished game as positions to step through: the pure half of replays (no pygame).

A save is a replay (`State.to_json()`: game, players, options, seed, history), so a replay is
the history applied once, in order, from the seed. `Replay` does that once when it is opened:
it stops at the first move that does not decode or is not legal (a damaged or cut file plays up
to there, with `problem` saying why), keeps every applied move as a `Move` (the game log reads
them), a copy of the state every `CHECKPOINT_EVERY` moves, and where each round starts.
Position k is the state after the first k moves (0: the deal, `last`: the end).

`ReplaySession` is the `Session` a table shows in replay mode: its state is the position's, its
`moves` are the moves up to there (so the game log follows), it never saves, and it refuses
every move (a replay is read-only).
"""

from __future__ import annotations

import dataclasses

from game.core.api import ROUND_OVER, IllegalAction, LoadError, NextRound, State, decode_action
from game.core.i18n import _
from game.core.registry import GAMES
from scenes.session import LEVELS, NAME_MAX, Move, Seat, Session, local_name

CHECKPOINT_EVERY = 20  # a position is rebuilt from the copy at most this many moves before it


class Replay:
    """The positions of one recorded game; `problem` says where a damaged file stopped."""

    def __init__(self, data: dict, every: int = CHECKPOINT_EVERY):
        if not isinstance(data, dict) or not isinstance(data.get("game"), str) or data["game"] not in GAMES:
            raise LoadError(_("The replay is not readable."))
        self.game = GAMES[data["game"]]
        history = data.get("history")
        start = dict(data, history=[])
        state = self.game.load(start)  # LoadError: not even the deal can be made
        self.every = every
        self.problem: str | None = None
        self.moves: list[Move] = []
        self.checkpoints: dict[int, State] = {0: state.clone()}
        self.round_starts: list[int] = [0]  # where each round (or part of one: Game.part_events) begins
        parts = self.game.part_events
        self.phases: list[str] = [str(state.phase)]
        for raw in history if isinstance(history, list) else []:
            try:
                action = decode_action(raw, self.game.action_types)
                seat = state.current_player
                events = state.apply(action)
            except (LoadError, IllegalAction) as e:
                self.problem = self.stopped_message(str(e))
                break
            except Exception as e:  # noqa: BLE001 — a move the rules choke on ends the replay there
                self.problem = self.stopped_message(str(e) or type(e).__name__)
                break
            self.moves.append(Move(seat, action, tuple(events)))
            k = len(self.moves)
            self.phases.append(str(state.phase))
            if isinstance(action, NextRound) or any(e.kind in parts for e in events):
                self.round_starts.append(k)
            if k % every == 0:
                self.checkpoints[k] = state.clone()
        if not isinstance(history, list):
            self.problem = self.stopped_message(_("the list of moves is missing"))
        self.final = state  # the last good position (kept: `state_at` hands out copies)
        self.over = state.is_over()

    def stopped_message(self, reason: str) -> str:
        n = len(self.moves)
        return _("This replay is damaged and stops after move {n}: {reason}").format(n=n, reason=reason)

    @property
    def last(self) -> int:
        """The last position (the number of good moves)."""
        return len(self.moves)

    def state_at(self, k: int) -> State:
        """A fresh state after the first `k` moves (from the nearest copy at or before it)."""
        k = max(0, min(self.last, k))
        if k == self.last:
            return self.final.clone()
        base = k - k % self.every
        state = self.checkpoints[base].clone()
        for move in self.moves[base:k]:
            state.apply(move.action)
        return state

    def round_of(self, k: int) -> int:
        """The index in `round_starts` of the round position k is in."""
        return max(i for i, start in enumerate(self.round_starts) if start <= k)

    def next_round(self, k: int) -> int:
        """The start of the next round after position k, else the end."""
        return next((s for s in self.round_starts if s > k), self.last)

    def previous_round(self, k: int) -> int:
        """The start of this round when k is inside it, else of the round before."""
        return max((s for s in self.round_starts if s < k), default=0)

    def is_round_over(self, k: int) -> bool:
        return self.phases[k] == ROUND_OVER


def seats_from(raw, players: int) -> list[Seat]:
    """The seats a replay file names (name and level), defensively: anything missing becomes
    "Player N" as a person, so a replay without names still plays."""
    seats = []
    for i in range(players):
        item = raw[i] if isinstance(raw, list) and i < len(raw) else None
        name = item.get("name") if isinstance(item, dict) else None
        level = item.get("level") if isinstance(item, dict) else None
        if not isinstance(name, str) or not name.strip():
            name = _("Player {n}").format(n=i + 1)
        # the default "You" kept in the language the game was played in reads "Sinä" in Finnish
        seats.append(Seat(local_name(name[:NAME_MAX]), level if level in LEVELS else None))
    return seats


class ReplaySession(Session):
    """A read-only session over a `Replay`: `go(k)` moves it to position k."""

    def __init__(self, replay: Replay, seats: list[Seat]):
        # No computer agents: nobody moves in a replay (and their modules need not load).
        super().__init__(replay.game, [Seat(s.name) for s in seats], replay.state_at(0), autosave=False)
        self.seats = seats
        self.agents = [None] * len(seats)
        self.replay = replay
        self.position = 0
        self.eyes: int | None = None  # a seat chosen with "Show all hands"; None: as they saw it then
        self.mark_seat: int | None = None  # a shown review mark's player, whose cards stay in view there

    @property
    def viewer(self) -> int:
        if self.eyes is not None:
            return self.eyes
        if self.mark_seat is not None:
            return self.mark_seat
        return super().viewer

    def apply(self, action) -> list:
        raise IllegalAction(_("This is a replay: watch it, or play a new game."))

    def autosave(self) -> None:
        """A replay never writes a save."""

    def go(self, k: int) -> list | None:
        """Move to position k; the events of the move when it is the next one (to animate), else None."""
        k = max(0, min(self.replay.last, k))
        events = None
        if k == self.position + 1:
            move = self.replay.moves[self.position]
            events = self.state.apply(move.action)
        elif k != self.position:
            self.state = self.replay.state_at(k)
        self.position = k
        self.moves = self.replay.moves[:k]
        return events


def open_replay(data: dict) -> tuple[ReplaySession, str | None]:
    """A session over a recorded game (`{"state": …, "seats": …}` or a bare `State.to_json()`)
    and the message for a damaged file (None when it is whole). LoadError if nothing plays."""
    if isinstance(data, dict) and isinstance(data.get("state"), dict):
        state_data, raw_seats = data["state"], data.get("seats")
    else:
        state_data, raw_seats = data, None
    replay = Replay(state_data)
    session = ReplaySession(replay, seats_from(raw_seats, replay.final.players))
    uid = data.get("uid") if isinstance(data, dict) else None
    if isinstance(uid, str):
        session.uid = uid
    return session, replay.problem


def from_session(session: Session) -> ReplaySession:
    """The replay of a game just played at a table (its seats, its id); a phone's person is
    watched at this screen."""
    replay = Replay(session.state.to_json())
    watched = ReplaySession(replay, [dataclasses.replace(s, phone=False) for s in session.seats])
    watched.uid = session.uid
    return watched
