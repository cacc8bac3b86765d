"""When a phone stays away: the table offers to let a computer play the seat, or the screen.

A phone seat that has been disconnected (or never joined) for `AWAY_AFTER` seconds gets an
offer in its slot on the big screen: "Let a computer play" (a normal-level computer plays the
seat for the rest of the game; the phone, if it comes back, is told so), "Play here on the
screen" (a person at this screen, with the curtain when more than one sits here) or "Wait"
(the codes stay, and the offer comes back after another `AWAY_AFTER`). The seat's new kind is
the session's own `Seat`, so the autosave keeps it and Continue restores it.
"""

from __future__ import annotations

import time

from game.core.i18n import _
from scenes.session import Seat

AWAY_AFTER = 60.0  # seconds a phone may be away before the table offers to take the seat over
TAKEOVER_LEVEL = "normal"


class AwayClock:
    """Since when each phone seat has been away (never joined counts from the start)."""

    def __init__(self, away_after: float = AWAY_AFTER, clock=time.monotonic):
        self.away_after = away_after
        self.clock = clock
        self.since: dict[int, float] = {}
        self.waited: set[int] = set()  # seats whose offer was answered "Wait", until their phone is back

    def update(self, hub) -> None:
        now = self.clock()
        for seat in hub.seats:
            if hub.status(seat) == "connected":
                self.since.pop(seat, None)
                self.waited.discard(seat)
            else:
                self.since.setdefault(seat, now)

    def away(self, seat: int) -> bool:
        """Has this seat been away long enough for the offer?"""
        start = self.since.get(seat)
        return start is not None and self.clock() - start >= self.away_after

    def wait(self, seat: int) -> None:
        """"Wait": the offer goes, and comes back after another full period; meanwhile the seat's
        code shows again (a phone gone for good, a tab closed, may join anew)."""
        self.since[seat] = self.clock()
        self.waited.add(seat)


def offer_texts(name: str) -> tuple[str, list[tuple[str, str]]]:
    """The offer's title and its choices (key, label)."""
    title = _("{name}'s phone is away:").format(name=name)
    return title, [
        ("computer", _("Let a computer play")),
        ("screen", _("Play here on the screen")),
        ("wait", _("Wait")),
    ]


def take_over(table, seat: int, choice: str) -> None:
    """Make the phone seat a computer ("computer") or a person at this screen ("screen")."""
    session, hub = table.session, table.phones
    old = session.seats[seat]
    if choice == "computer":
        session.seats[seat] = Seat(old.name, TAKEOVER_LEVEL)
        session.agents[seat] = session.game.agents()[TAKEOVER_LEVEL]()
        reason = _("A computer plays this seat now.")
    else:
        session.seats[seat] = Seat(old.name)
        reason = _("This seat is played on the big screen now.")
    hub.release(seat, reason)
    table.phone_seats = any(s.phone for s in session.seats)
    session.autosave()  # Continue restores the seat as it is now
    table.runner.reset()
    table.build_top_bar()
    table.sync(None)
    table.invalidate()
    if choice == "screen":  # two people at one screen: this seat's hand is behind the curtain
        others = [h for h in session.humans if h != seat]
        if session.state.current_player == seat and table.manager.top is table:
            table.curtain_if_needed(first=True)
        elif others:  # the curtain comes when this seat's turn does; the screen stays with its holder
            holder = session.shown_to if session.shown_to in others else others[0]
            table.last_human = session.shown_to = holder
