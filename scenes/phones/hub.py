"""PhoneHub: the table's side of the phones (main thread), and the server it owns.

The table calls `start(session)`, then every frame `poll()` (actions ready to apply) and
`publish()` (sends fresh views when the state changed), and `stop()` when the game ends.
Actions are decoded and checked here, on the main thread, against the state's own
`legal_actions()`; the table applies them through `perform()` like a click, so the engine
is never touched from two threads.
"""

from __future__ import annotations

import collections
import json
import logging
import secrets
import threading
import time
from collections.abc import Callable

import pygame

from game.core.api import Action, LoadError, NextRound, decode_action
from game.core.i18n import _, language
from scenes.phones.present import present
from scenes.phones.server import BURST, DEFAULT_PORT, RATE, PhoneServer
from scenes.phones.takeover import AwayClock

QUEUE_SHARE = BURST  # messages waiting for the main loop, per seat (its whole burst); more are refused
LOG = logging.getLogger("pelipoyta.phones")


def is_phone(seat) -> bool:
    """Is this seat held on a phone? (`Seat.phone`; absent on older seats.)"""
    return bool(getattr(seat, "phone", False))


def phone_seats(session) -> list[int]:
    return [i for i, s in enumerate(session.seats) if is_phone(s)]


def error_texts() -> dict[str, str]:
    return {
        "unknown_code": _("This code is not valid (any more). Scan the code on the table again."),
        "bad_message": _("The phone sent something the table cannot read."),
        "too_big": _("The phone sent too much at once."),
        "too_fast": _("Too many messages: slow down."),
        "lang": language(),  # the notice pages' language
    }


CODE_LETTERS = "23456789abcdefghjkmnpqrstuvwxyz"  # no 0/o, 1/l/i: a typed address has no look-alikes
CODE_LENGTH = 26  # 31 ** 26 > 2 ** 128


def new_code() -> str:
    """A seat's code: 128 random bits in lower-case letters and digits that cannot be misread
    ("I" and "l" of base64 looked alike on the table, and a typed address failed)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


class PhoneHub:
    """Join codes, the server, the action queue and the views for one game's phone seats."""

    def __init__(
        self,
        host: str | None = None,
        port: int = DEFAULT_PORT,
        wake: Callable[[], None] | None = None,
        rate: float = RATE,
        burst: int = BURST,
        **limits,
    ):
        self.host, self.port = host, port
        # rate and burst per seat code; also max_connections, per_address, handshake_timeout (server.py)
        self.limits = {"rate": rate, "burst": burst, **limits}
        self.wake = wake  # wakes the sleeping main loop when a phone sends something
        self.session = None
        self.seats: list[int] = []
        self.tokens: dict[int, str] = {}
        self.server: PhoneServer | None = None
        self.inbox: dict[int, collections.deque] = {}  # seat -> its share of the queue (QUEUE_SHARE)
        self.inbox_lock = threading.Lock()
        self.next_seat = 0  # round robin: each seat's next message in turn, so no seat waits behind another
        self.warned: dict[int, float] = {}  # seat -> when its phone was last told "too many messages"
        self.versions: dict[int, int] = {}
        self._published = None
        self.away = AwayClock()  # when a phone stays away, the table offers to take its seat over

    # ------------------------------------------------------------------ life

    def start(self, session, seats: list[int] | None = None) -> None:
        """Serve `seats` (default: the session's phone seats) with fresh 128-bit codes."""
        self.session = session
        self.seats = list(phone_seats(session) if seats is None else seats)
        self.tokens = {seat: new_code() for seat in self.seats}
        self.versions = {seat: 0 for seat in self.seats}
        self.inbox = {seat: collections.deque() for seat in self.seats}
        server = PhoneServer(self.tokens, self._receive, error_texts, self.host, self.port, **self.limits)
        server.start()
        self.server = server
        self.publish(force=True)

    def stop(self) -> None:
        """The game is over or left: the server stops and every code stops working."""
        if self.server is not None:
            self.server.stop()
        self.server = None
        self.tokens = {}

    def release(self, seat: int, reason: str) -> None:
        """The seat is no longer a phone's (taken over on the table): its code ends, its phone is told."""
        if seat in self.seats:
            self.seats.remove(seat)
        self.tokens.pop(seat, None)
        self.away.since.pop(seat, None)
        if self.server is not None:
            self.server.end_seat(seat, reason)
        if not self.seats:
            self.stop()

    @property
    def running(self) -> bool:
        return self.server is not None

    # ------------------------------------------------------------------ for the table

    def join_url(self, seat: int) -> str:
        return f"http://{self.server.host}:{self.server.port}/j/{self.tokens[seat]}"

    def short_address(self, seat: int) -> str:
        return self.join_url(seat).removeprefix("http://")

    def connected(self, seat: int) -> bool:
        return self.server is not None and self.server.is_connected(seat)

    def status(self, seat: int) -> str:
        """'waiting' (never joined), 'connected' or 'reconnecting' (joined, now gone)."""
        if self.connected(seat):
            return "connected"
        return "reconnecting" if self.server is not None and self.server.has_joined(seat) else "waiting"

    def qr_surface(self, seat: int, size: int) -> pygame.Surface:
        """The seat's join address as a QR code, `size`×`size` px, dark on white with its quiet zone."""
        import segno

        code = segno.make(self.join_url(seat), error="m")
        matrix = code.matrix
        border = 4
        modules = len(matrix) + 2 * border
        small = pygame.Surface((modules, modules))
        small.fill((255, 255, 255))
        for y, row in enumerate(matrix):
            for x, bit in enumerate(row):
                if bit:
                    small.set_at((x + border, y + border), (0, 0, 0))
        scale = max(1, size // modules)
        big = pygame.transform.scale(small, (modules * scale, modules * scale))  # whole pixels: crisp modules
        out = pygame.Surface((size, size))
        out.fill((255, 255, 255))
        out.blit(big, ((size - big.get_width()) // 2, (size - big.get_height()) // 2))
        return out

    def poll(self) -> list[tuple[int, Action]]:
        """The next phone action that is legal now, as [(seat, action)] (or []).

        One at a time: applying it changes what is legal for the rest, which wait for the next
        frame. The seats take turns, so a seat's move never waits behind another seat's flood.
        Refused messages are answered with the reason; the state is never touched.
        """
        state = self.session.state if self.session is not None else None
        while state is not None:
            taken = self._next_message()
            if taken is None:
                break
            seat, data = taken
            action, reason = self.check(seat, data)
            if action is not None:
                return [(seat, action)]
            self.refuse(seat, reason)
        return []

    def _next_message(self) -> tuple[int, object] | None:
        with self.inbox_lock:
            seats = sorted(self.inbox)
            for k in range(len(seats)):
                seat = seats[(self.next_seat + k) % len(seats)]
                if self.inbox[seat]:
                    self.next_seat = (self.next_seat + k + 1) % len(seats)
                    return seat, self.inbox[seat].popleft()
        return None

    def check(self, seat: int, data) -> tuple[Action | None, str]:
        """(action, "") if `data` is a legal move for `seat` now, else (None, the reason). Never raises:
        whatever a phone sends, the worst it gets is "cannot read"."""
        try:
            return self._check(seat, data)
        except Exception:  # noqa: BLE001 - a message we did not foresee is refused, never a crash
            LOG.exception("phone message from seat %s could not be checked", seat)
            return None, _("The phone sent something the table cannot read.")

    def _check(self, seat: int, data) -> tuple[Action | None, str]:
        state = self.session.state
        if seat not in self.tokens:
            return None, _("This seat is not played on a phone.")
        if not isinstance(data, dict):
            return None, _("The phone sent something the table cannot read.")
        if state.is_over():
            return None, _("The game is over.")
        if state.current_player != seat:
            return None, _("It is not your turn.")
        if type(data.get("v")) is not int or data.get("v") != self.versions.get(seat):
            return None, _("The table has changed: look again and choose.")
        try:
            action = decode_action(data.get("action"), self.session.game.action_types)
            if isinstance(action, NextRound):  # the table goes on between rounds (present() offers none)
                return None, _("The next round starts on the table.")
            legal = action in state.legal_actions()
        except (LoadError, TypeError, ValueError, RecursionError):
            return None, _("The phone sent something the table cannot read.")
        if not legal:
            return None, state.explain_illegal(action)
        return action, ""

    def refuse(self, seat: int, reason: str) -> None:
        if self.server is not None:
            self.server.send(seat, json.dumps({"type": "error", "code": "refused", "message": reason}))

    def publish(self, force: bool = False) -> None:
        """Send each phone seat its current view, if anything changed since the last time."""
        if self.server is None or self.session is None:
            return
        state = self.session.state
        key = (id(state), len(state.history), state.phase, state.current_player)
        if key == self._published and not force:
            return
        self._published = key
        for seat in self.seats:
            self.versions[seat] += 1
            payload = present(self.session, seat, self.versions[seat])
            self.server.set_view(seat, json.dumps(payload, ensure_ascii=False))

    # ------------------------------------------------------------------ server thread

    def _receive(self, seat: int, data: dict) -> None:
        """Called on the server thread: queue it in the seat's share for the main loop (refuse when full)."""
        with self.inbox_lock:
            share = self.inbox.get(seat)
            full = share is None or len(share) >= QUEUE_SHARE
            if not full:
                share.append(data)
        if full:
            now = time.monotonic()
            if now - self.warned.get(seat, 0.0) > 1.0:  # one reply a second, or the replies become the flood
                self.warned[seat] = now
                self.refuse(seat, _("Too many messages: slow down."))
            return
        if self.wake is not None:
            self.wake()
