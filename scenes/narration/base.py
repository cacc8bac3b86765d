"""What every game's narration shares: who did it, names, and the log built from a session's moves.

A narrator is `narrate(ctx, move) -> list[str]`: one or more short lines about one applied
action, written for the seat whose eyes the table shows (`ctx.viewer`). It reads the action and
the events the engine returned, and the earlier moves when it needs them (the cards of a trick,
the bids of a round). It never says what that seat may not see: the engines already leave hidden
cards out of their events (a Racko card drawn face down is None), and narrators leave out what
the game's view hides from the viewer (Wizard's hidden and secret bids).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.core.i18n import _, language, number
from scenes.session import Move, Session
from scenes.text import capital


@dataclasses.dataclass
class Context:
    """One move being narrated: the session, its index in `session.moves`, and the viewer."""

    session: Session
    index: int
    viewer: int

    @property
    def moves(self) -> list[Move]:
        return self.session.moves

    @property
    def options(self) -> dict:
        return self.session.state.options

    @property
    def players(self) -> int:
        return len(self.session.seats)

    def name(self, seat: int) -> str:
        """'You' for the one person at this screen, else the seat's name."""
        return _("You") if self.session.is_you(seat) else self.session.seats[seat].name

    def say(self, seat: int, you: str, other: str, **fields) -> str:
        """`Session.phrase`: "You placed …" for the person at the screen, "Anna placed …" for others."""
        return self.session.phrase(seat, you, other, **fields)

    def earlier(self) -> list[Move]:
        """The moves before this one, newest first."""
        return self.moves[self.index - 1 :: -1] if self.index else []


Narrator = Callable[[Context, Move], list[str]]


def signed(points: int) -> str:
    """'+12', '−10', '0': a real minus sign, and never '−0' or '+0'."""
    return f"+{points}" if points > 0 else number(points)


def points_line(ctx: Context, points: list[int]) -> str:
    """'Anna +20, Botti −10' for every seat."""
    return ", ".join(
        _("{name} {points}").format(name=ctx.name(i), points=signed(p)) for i, p in enumerate(points)
    )


class GameLog:
    """The lines of a session's log for one viewer, built once per move and kept (cheap to redraw).

    A change of language, viewer or a shorter move list (undo, restart) rebuilds it.
    """

    def __init__(self, session: Session, narrator: Narrator):
        self.session = session
        self.narrator = narrator
        self.entries: list[list[str]] = []  # lines per move
        self._key: tuple | None = None
        self._moves: list[Move] = []

    def lines(self, viewer: int) -> list[str]:
        self._update(viewer)
        return [capital(line) for entry in self.entries for line in entry]

    def last(self, viewer: int) -> list[str]:
        """The lines of the latest move alone (a tutorial's panel tells it while the computers play)."""
        self._update(viewer)
        return [capital(line) for line in self.entries[-1]] if self.entries else []

    def _update(self, viewer: int) -> None:
        """Narrate the moves not yet narrated for this viewer and language (nothing when none is new)."""
        moves = self.session.moves
        key = (viewer, language(), id(self.session))
        same = len(self.entries) == len(moves) and (not moves or self._moves[-1] is moves[-1])
        if key == self._key and same:
            return
        keep = len(self.entries) if key == self._key else 0
        keep = min(keep, len(moves))
        # Undo or restart may replace earlier moves: keep only entries whose move is unchanged.
        while keep and self._moves[keep - 1] is not moves[keep - 1]:
            keep -= 1
        del self.entries[keep:]
        for i in range(keep, len(moves)):
            ctx = Context(self.session, i, viewer)
            self.entries.append([line for line in self.narrator(ctx, moves[i]) if line])
        self._key, self._moves = key, list(moves)


def between(session: Session, giver: int, taker: int, by_you: str, to_you: str, others: str, **fields) -> str:
    """A line about two seats ({giver} and {taker}), in the second person when one of them is the
    person at the screen: `by_you` and `to_you` name the other seat as {other}."""
    if session.is_you(giver):
        return by_you.format(other=session.seats[taker].name, **fields)
    if session.is_you(taker):
        return to_you.format(other=session.seats[giver].name, **fields)
    return others.format(giver=session.seats[giver].name, taker=session.seats[taker].name, **fields)
