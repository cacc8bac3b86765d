"""The phone server's bounds: connections, handshakes, descriptors, rates (all on the server thread).

A guest on the Wi-Fi needs no code to open sockets, so every socket is counted from its first
byte: `Connections` admits at most `cap` at once and `per_address` from one address; a newcomer
over either limit takes the place of the oldest socket that is not a seat's live WebSocket and
has been open for `GRACE` (an idle guest never keeps a phone out), and is refused otherwise.
`Listener` accepts the sockets itself, so that a refusal costs two system calls and no transport:
a guest who reopens every closed socket at once spins against a closed door, not the table's loop.
A socket must finish a request within `handshake` seconds of opening and of its last request
(a slow or silent one is closed); a seat's WebSocket is then watched by its heartbeat instead.
The cap also keeps the descriptors the program needs for its saves: see `connection_cap`.
"""

from __future__ import annotations

import functools
import logging
import os
import socket
import time

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

MAX_CONNECTIONS = 64  # sockets in all: a family's phones open a few each
PER_ADDRESS = 16  # from one address (a phone's browser opens up to six)
HANDSHAKE_TIMEOUT = 10.0  # seconds to finish a request, from the socket's opening or its last request
BACKLOG = 32  # the kernel's queue of sockets not yet accepted; asyncio accepts this many at once
FD_SHARE = 0.5  # at most this share of the descriptors still free at start go to sockets
GRACE = 1.0  # seconds a socket is safe from being replaced by a newcomer (so a crowd cannot churn)
ACCEPT_PAUSE = 1.0  # seconds without accepting after accept() itself failed (out of descriptors)
LOG = logging.getLogger("pelipoyta.phones")


class TokenBucket:
    """`take()` is True while its owner stays under `rate` a second (`burst` at once)."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def open_descriptors() -> int | None:
    """How many files this process has open (None where the system does not say)."""
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return None


def connection_cap(wanted: int = MAX_CONNECTIONS) -> int:
    """`wanted`, or fewer when the open-files limit (RLIMIT_NOFILE) is near.

    Sockets may take at most FD_SHARE of what is free now, less the BACKLOG that asyncio may
    accept in one go before refusing them: saves, settings, sounds and logs keep the rest, so
    a crowd of sockets never makes a save fail. At least 4 (the seats' own sockets and a page).
    """
    try:
        import resource
    except ImportError:  # Windows: no such limit per process
        return wanted
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    used = open_descriptors() or 64
    free = soft - used
    return max(4, min(wanted, int(free * FD_SHARE) - BACKLOG))


class Connections:
    """Every open socket of one server, oldest first, and who may stay."""

    def __init__(self, cap: int = MAX_CONNECTIONS, per_address: int = PER_ADDRESS,
                 handshake: float = HANDSHAKE_TIMEOUT):
        self.cap, self.per_address, self.handshake = cap, per_address, handshake
        self.open: dict[GuardedHandler, str] = {}  # handler -> peer address, in order of arrival
        self.refused = 0
        self.evicted = 0
        self.timed_out = 0

    def make_room(self, address: str) -> bool:
        """Is there a place for a new socket from `address` (after closing the oldest that may go)?"""
        same = [h for h, a in self.open.items() if a == address]
        if len(same) >= self.per_address:
            pool = same
        elif len(self.open) >= self.cap:
            pool = self._fullest_address()
        else:
            return True
        now = time.monotonic()
        victim = next((h for h in pool if not h.seat_socket and now - h.opened >= GRACE), None)
        if victim is None:
            self.refused += 1
            return False
        self.evicted += 1
        self.drop(victim)
        victim.force_close()
        return True

    def add(self, handler: GuardedHandler, address: str) -> None:
        self.open[handler] = address

    def _fullest_address(self) -> list[GuardedHandler]:
        counts: dict[str, int] = {}
        for address in self.open.values():
            counts[address] = counts.get(address, 0) + 1
        evictable = {a for h, a in self.open.items() if not h.seat_socket}
        if not evictable:
            return []
        fullest = max(evictable, key=lambda a: counts[a])
        return [h for h, a in self.open.items() if a == fullest]

    def drop(self, handler: GuardedHandler) -> None:
        self.open.pop(handler, None)

    def close_all(self) -> None:
        for handler in list(self.open):
            handler.force_close()
        self.open.clear()


class GuardedHandler(RequestHandler):
    """aiohttp's connection, counted by `Connections` and closed when its handshake is too slow."""

    def __init__(self, manager, connections: Connections, **kwargs):
        super().__init__(manager, **kwargs)
        self.connections = connections
        self.seat_socket = False  # a seat's live WebSocket: never evicted, no handshake clock
        self.requests = 0  # requests that reached the server's middleware
        self.opened = time.monotonic()
        self._watch = None

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._arm(self.requests)

    def connection_lost(self, exc) -> None:
        self.connections.drop(self)
        if self._watch is not None:
            self._watch.cancel()
        super().connection_lost(exc)

    def started_request(self) -> None:
        self.requests += 1

    def became_seat_socket(self) -> None:
        self.seat_socket = True
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None

    def _arm(self, seen: int) -> None:
        self._watch = self._loop.call_later(self.connections.handshake, self._check, seen)

    def _check(self, seen: int) -> None:
        """No new request since the last look: a silent or slow socket goes."""
        self._watch = None
        if self.seat_socket or self.transport is None:
            return
        if self.requests == seen:
            self.connections.timed_out += 1
            self.connections.drop(self)
            self.force_close()
            return
        self._arm(self.requests)

    def handle_error(self, request, status: int = 500, exc=None, message=None) -> web.StreamResponse:
        """A malformed request gets its status and a fixed word: nothing of what was sent comes back."""
        if status >= 500:
            LOG.error("phone server: error handling a request", exc_info=exc)
        if request.writer.output_size > 0:
            raise ConnectionError("a reply had begun: the connection is closed instead")
        response = QuietResponse(status=status, text="Bad request." if status < 500 else "Server error.")
        response.force_close()
        return response


class Listener:
    """The listening socket, accepted from by hand: `Connections` decides before any transport exists."""

    def __init__(self, loop, sock: socket.socket, connections: Connections, make_handler, log_once):
        self.loop, self.sock, self.connections = loop, sock, connections
        self.make_handler, self.log_once = make_handler, log_once
        self.listening = False

    @classmethod
    def open(cls, loop, host: str, port: int, connections: Connections, make_handler, log_once) -> Listener:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.create_server((host, port), family=family, backlog=BACKLOG)
        sock.setblocking(False)
        listener = cls(loop, sock, connections, make_handler, log_once)
        listener.start()
        return listener

    @property
    def port(self) -> int:
        return self.sock.getsockname()[1]

    def start(self) -> None:
        if not self.listening and self.sock.fileno() >= 0:
            self.loop.add_reader(self.sock.fileno(), self._ready)
            self.listening = True

    def _pause(self, seconds: float) -> None:
        self.loop.remove_reader(self.sock.fileno())
        self.listening = False
        self.loop.call_later(seconds, self.start)

    def _ready(self) -> None:
        for _ in range(BACKLOG):
            try:
                conn, peer = self.sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:  # out of descriptors or memory: said once, tried again a second later
                self.log_once(self.loop, {"message": "accept() failed", "exception": exc})
                self._pause(ACCEPT_PAUSE)
                return
            address = peer[0] if isinstance(peer, tuple) and peer else "?"
            if not self.connections.make_room(address):
                conn.close()  # over the limits: the descriptor goes back at once
                continue
            conn.setblocking(False)
            handler = self.make_handler()
            self.connections.add(handler, address)
            task = self.loop.create_task(self.loop.connect_accepted_socket(lambda h=handler: h, conn))
            task.add_done_callback(functools.partial(self._made, handler, conn))

    def _made(self, handler: GuardedHandler, conn: socket.socket, task) -> None:
        if task.cancelled() or task.exception() is not None:
            self.connections.drop(handler)
            conn.close()

    def close(self) -> None:
        if self.listening:
            self.loop.remove_reader(self.sock.fileno())
            self.listening = False
        self.sock.close()


class QuietResponse(web.Response):
    """A reply made outside the routes (a malformed request), without the `Server:` banner."""

    async def _prepare_headers(self) -> None:
        await super()._prepare_headers()
        self.headers.popall("Server", None)


async def no_banner(request: web.Request, response: web.StreamResponse) -> None:
    """`on_response_prepare`: every routed reply leaves without the `Server:` banner."""
    response.headers.popall("Server", None)


class LogOnce:
    """The server loop's exception handler: each kind of trouble (an accept() that failed for
    want of descriptors, a socket error) is logged the first time, then only counted."""

    def __init__(self):
        self.seen: dict[tuple, int] = {}

    def __call__(self, loop, context: dict) -> None:
        exc = context.get("exception")
        key = (context.get("message"), type(exc).__name__, getattr(exc, "errno", None))
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] == 1:
            LOG.warning("phone server: %s (%s); later ones are not logged", key[0], exc)
