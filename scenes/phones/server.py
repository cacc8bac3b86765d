"""The phones' web server: aiohttp in a background thread with its own event loop.

It serves exactly four things: the page (`/j/<code>` plus its script and style, or a page that
says why a code no longer opens a seat), our own card images (`/c/<deck>/<card>.png`), the
program's icon (`/favicon.ico`) and each seat's WebSocket (`/ws/<code>`). It never
touches the game: messages from phones go to `on_message(seat, data)` (the hub's queue,
read by the main loop), and views come in ready-made through `set_view` (thread-safe).

Defences, cheapest first: a join code is 128 random bits compared in constant time;
requests carry no body (`client_max_size`); the Host and Origin headers must name this
server (DNS rebinding, other sites); a frame over MAX_FRAME closes the socket (1009),
a message over MAX_MESSAGE is refused with an error; a token bucket per seat code (kept
when the phone reconnects) turns floods into one error a second and closes a socket that keeps
flooding (1008), and another limits how often a code may open a socket. Sockets, handshakes
and descriptors are bounded before any code is read (`limits.py`). No reply names the server
software, and a malformed request gets its status and a fixed word, never its own bytes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import re
import secrets
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from scenes.phones.limits import (
    HANDSHAKE_TIMEOUT,
    PER_ADDRESS,
    Connections,
    GuardedHandler,
    Listener,
    LogOnce,
    TokenBucket,
    connection_cap,
    no_banner,
)
from scenes.settings_store import PHONE_PORT

ASSETS = Path(__file__).resolve().parents[2] / "assets"
PAGE_DIR = ASSETS / "phone"
CARDS_DIR = ASSETS / "cards"
ICON = ASSETS / "table" / "icon.png"
PAGE_SCRIPT = '<script src="/p/phone.js" defer></script>\n'  # index.html's, left out of a notice
DEFAULT_PORT = PHONE_PORT  # the Settings default; a free one if taken
MAX_MESSAGE = 4096  # bytes: the largest action is a few hundred
MAX_FRAME = 64 * 1024  # bytes: anything bigger closes the socket before it is read whole
RATE = 8.0  # messages a second, sustained, per seat code (reconnecting does not refill it)
BURST = 16  # messages at once (a quick double tap and a view request fit easily)
FLOOD_CLOSE = 400  # messages refused for rate in a row: the socket is closed
CONNECT_RATE = 1.0  # sockets a second per seat code, sustained: the page retries every 0.7-3.5 s
CONNECT_BURST = 10  # sockets at once per code (a reload, a phone waking up, a second device)
MAX_SOCKETS = 32  # open WebSockets in all (a family has a few phones)
CARD_PATH = re.compile(r"^[a-z_]{1,20}/(?:[a-z]{2}/)?[A-Za-z0-9_]{1,12}\.png$")  # a deck's, or its language's
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",  # the code is in the address: never pass it on
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}


def lan_address() -> str:
    """This computer's address on the home network (the interface a route to the LAN uses).

    A UDP "connect" sends nothing; it only asks the system which interface it would use.
    Without any network the phones cannot reach us anyway, and 127.0.0.1 is returned.
    """
    for probe in ("192.168.0.1", "10.0.0.1", "172.16.0.1"):
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect((probe, 9))
            address = s.getsockname()[0]
            if address and not address.startswith("0."):
                return address
    return "127.0.0.1"


def error(code: str, message: str) -> str:
    return json.dumps({"type": "error", "code": code, "message": message})


def matching(pairs, token: str):
    """The value of the (code, value) pair whose code is `token`, or None. Every code is compared,
    in constant time; any case, as a phone's keyboard may capitalise a typed address."""
    found = None
    typed = token.lower().encode()[:64]
    for code, value in pairs:
        if secrets.compare_digest(code.encode(), typed):
            found = value
    return found


class PhoneServer:
    """One server for one table; `start()` returns once it listens (or raises OSError)."""

    def __init__(
        self,
        tokens: dict[int, str],
        on_message: Callable[[int, Any], None],
        texts: Callable[[], dict],
        host: str | None = None,
        port: int = DEFAULT_PORT,
        rate: float = RATE,
        burst: int = BURST,
        max_connections: int | None = None,
        per_address: int = PER_ADDRESS,
        handshake_timeout: float = HANDSHAKE_TIMEOUT,
    ):
        self.rate, self.burst = rate, burst
        self.buckets = {seat: TokenBucket(rate, burst) for seat in tokens}  # messages, per seat code
        self.connects = {seat: TokenBucket(CONNECT_RATE, CONNECT_BURST) for seat in tokens}
        cap = connection_cap() if max_connections is None else max_connections  # under RLIMIT_NOFILE
        self.connections = Connections(cap, per_address, handshake_timeout)
        self.log_once = LogOnce()
        self.listener: Listener | None = None
        self.tokens = dict(tokens)  # seat -> code
        self.ended: dict[str, str] = {}  # code of a seat taken over -> why (a reopened page says so)
        self.on_message = on_message
        self.texts = texts  # error messages in the table's language (read once at start)
        self.host = host or lan_address()
        self.port = port
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.runner: web.AppRunner | None = None
        self.sockets: dict[int, web.WebSocketResponse] = {}
        self.views: dict[int, str] = {}
        self.lock = threading.Lock()
        self.connected: set[int] = set()  # read by the main thread (under the lock)
        self.joined: set[int] = set()  # seats that have connected at least once
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._words = texts()

    # ------------------------------------------------------------------ main thread

    def start(self) -> None:
        self.thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self.thread.start()
        self._ready.wait(10)
        if self._failure is not None:
            raise self._failure
        if not self._ready.is_set():
            raise OSError("the phone server did not start")

    def stop(self) -> None:
        """Close every socket, stop listening, end the thread; the codes stop working."""
        loop = self.loop
        if loop is None or not loop.is_running():
            return
        done = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
        with contextlib.suppress(Exception):
            done.result(5)
        loop.call_soon_threadsafe(loop.stop)
        if self.thread is not None:
            self.thread.join(5)
        self.loop = None

    def set_view(self, seat: int, payload: str) -> None:
        """Keep `payload` as the seat's current view and send it if the phone is there."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._set_view, seat, payload)

    def send(self, seat: int, payload: str) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._send, seat, payload)

    def end_seat(self, seat: int, reason: str) -> None:
        """The seat's code stops working; its phone gets `reason` and the socket closes (4001)."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._end_seat, seat, reason)

    def is_connected(self, seat: int) -> bool:
        with self.lock:
            return seat in self.connected

    def has_joined(self, seat: int) -> bool:
        with self.lock:
            return seat in self.joined

    # ------------------------------------------------------------------ server thread

    def _run(self) -> None:
        loop = asyncio.SelectorEventLoop()  # Listener reads the listening socket itself (Windows too)
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as e:  # noqa: BLE001 - handed to the main thread
            self._failure = e
            self._ready.set()
            loop.close()
            return
        self.loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    async def _listen(self) -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self.log_once)  # accept() out of descriptors: said once, not per try
        app = web.Application(client_max_size=1024, middlewares=[self._guard])
        app.on_response_prepare.append(no_banner)
        app.router.add_get("/j/{token}", self._page)
        app.router.add_get("/p/phone.js", self._file("phone.js", "text/javascript"))
        app.router.add_get("/p/phone.css", self._file("phone.css", "text/css"))
        app.router.add_get("/favicon.ico", self._icon)  # browsers ask for it by this name
        app.router.add_get("/c/{path:.+}", self._card)
        app.router.add_get("/ws/{token}", self._socket)
        self.runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=1, **self._handler_args())
        await self.runner.setup()
        for port in (self.port, 0):
            try:
                self.listener = Listener.open(loop, self.host, port, self.connections, self._connection,
                                              self.log_once)
            except OSError:
                if port == 0:
                    raise
                continue
            self.port = self.listener.port
            return

    def _handler_args(self) -> dict:
        """aiohttp's own limits for each connection: short lines, few headers, idle keep-alive closed."""
        return {"access_log": None, "keepalive_timeout": self.connections.handshake, "max_line_size": 2048,
                "max_field_size": 4096, "max_headers": 32, "lingering_time": 1.0}

    def _connection(self) -> GuardedHandler:
        """One accepted socket: counted, watched, and refused when over the limits."""
        return GuardedHandler(self.runner.server, self.connections, loop=asyncio.get_running_loop(),
                              **self._handler_args())

    async def _shutdown(self) -> None:
        if self.listener is not None:
            self.listener.close()
        for ws in list(self.sockets.values()):
            with contextlib.suppress(Exception):
                await ws.close(code=WSCloseCode.GOING_AWAY, message=b"the game has ended")
        self.connections.close_all()
        if self.runner is not None:
            await self.runner.cleanup()

    def _seat(self, token: str) -> int | None:
        """The seat whose code this is (see `matching`)."""
        return matching(((code, seat) for seat, code in self.tokens.items()), token)

    @web.middleware
    async def _guard(self, request: web.Request, handler):
        if isinstance(request.protocol, GuardedHandler):
            request.protocol.started_request()  # a whole request came: the handshake clock starts again
        host = (request.host or "").rsplit(":", 1)[0].strip("[]")
        if host not in (self.host, "127.0.0.1", "localhost"):
            return web.Response(status=421, text="Wrong host.")
        try:
            response = await handler(request)
        except web.HTTPException as e:
            response = web.Response(status=e.status, text=e.reason)
        if not isinstance(response, web.WebSocketResponse):
            response.headers.update(SECURITY_HEADERS)
        return response

    def _ended(self, token: str) -> str | None:
        """Why the seat of this (ended) code is no longer a phone's (see `matching`)."""
        return matching(self.ended.items(), token)

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if self._seat(request.match_info["token"]) is None:
            # a phone back after the table took its seat: "Scan the code again" would send it
            # looking for a code that is no longer on the table
            reason = self._ended(request.match_info["token"])
            if reason is not None:
                return self._notice(410, reason)
            return self._notice(404, self._words["unknown_code"])
        page = (PAGE_DIR / "index.html").read_bytes()
        return web.Response(body=page, content_type="text/html", charset="utf-8")

    def _notice(self, status: int, text: str) -> web.Response:
        """A page that only says `text`: the phone page's head without its script, and a body
        that says it (it is what a person sees)."""
        head = (PAGE_DIR / "index.html").read_text(encoding="utf-8").split("<body>")[0]
        head = head.replace(PAGE_SCRIPT, "").replace("<html>", f'<html lang="{self._words["lang"]}">')
        body = (PAGE_DIR / "notice.html").read_text(encoding="utf-8").replace("{text}", html.escape(text))
        return web.Response(status=status, text=head + body, content_type="text/html", charset="utf-8")

    def _file(self, name: str, kind: str):
        async def handler(request: web.Request) -> web.StreamResponse:
            return web.Response(body=(PAGE_DIR / name).read_bytes(), content_type=kind, charset="utf-8")
        return handler

    async def _icon(self, request: web.Request) -> web.StreamResponse:
        response = web.Response(body=ICON.read_bytes(), content_type="image/png")
        response.headers["Cache-Control"] = "max-age=86400"
        return response

    async def _card(self, request: web.Request) -> web.StreamResponse:
        path = request.match_info["path"]
        if not CARD_PATH.match(path):
            return web.Response(status=404, text="Not found.")
        file = (CARDS_DIR / path).resolve()
        if CARDS_DIR not in file.parents or not file.is_file():
            return web.Response(status=404, text="Not found.")
        response = web.Response(body=file.read_bytes(), content_type="image/png")
        response.headers.update(SECURITY_HEADERS)
        response.headers["Cache-Control"] = "max-age=3600"  # card faces never change during a game
        return response

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat = self._seat(request.match_info["token"])
        if seat is None:
            return web.Response(status=403, text=self._words["unknown_code"])
        origin = request.headers.get("Origin")
        if origin is not None and origin.split("//", 1)[-1] != request.host:
            return web.Response(status=403, text="Wrong origin.")
        if len(self.sockets) >= MAX_SOCKETS:
            return web.Response(status=503, text="Too many connections.")
        if not self.connects[seat].take():  # a code that reconnects in a loop waits; the others do not
            return web.Response(status=429, text=self._words["too_fast"], headers={"Retry-After": "2"})
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=15, compress=False)
        await ws.prepare(request)
        if isinstance(request.protocol, GuardedHandler):
            request.protocol.became_seat_socket()
        old = self.sockets.get(seat)
        self.sockets[seat] = ws
        with self.lock:
            self.connected.add(seat)
            self.joined.add(seat)
        try:
            if old is not None:  # the same phone reloaded, or a second device: the newest one has the seat
                with contextlib.suppress(ConnectionError):
                    await old.close(code=4000, message=b"opened elsewhere")
            if seat in self.views:
                await ws.send_str(self.views[seat])
            await self._serve(seat, ws)
        except ConnectionError:
            pass  # the phone went away in the middle of a reply: nothing to log, it may come back
        finally:
            if self.sockets.get(seat) is ws:
                del self.sockets[seat]
                with self.lock:
                    self.connected.discard(seat)
        return ws

    async def _serve(self, seat: int, ws: web.WebSocketResponse) -> None:
        bucket, refused, last_warning = self.buckets[seat], 0, 0.0
        words = self._words
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                if msg.type == WSMsgType.BINARY:
                    await ws.send_str(error("bad_message", words["bad_message"]))
                continue
            if not bucket.take():
                refused += 1
                if refused >= FLOOD_CLOSE:
                    await ws.close(code=WSCloseCode.POLICY_VIOLATION, message=b"too many messages")
                    return
                now = time.monotonic()
                if now - last_warning > 1.0:  # one reply a second, or the reply becomes the flood
                    last_warning = now
                    await ws.send_str(error("too_fast", words["too_fast"]))
                continue
            refused = 0
            if len(msg.data) > MAX_MESSAGE:
                await ws.send_str(error("too_big", words["too_big"]))
                continue
            try:
                data = json.loads(msg.data)
            except (ValueError, RecursionError):
                data = None
            if not isinstance(data, dict) or not isinstance(data.get("type"), str):
                await ws.send_str(error("bad_message", words["bad_message"]))
                continue
            if data["type"] == "hello":
                if seat in self.views:
                    await ws.send_str(self.views[seat])
            elif data["type"] == "act":
                self.on_message(seat, data)
            else:
                await ws.send_str(error("bad_message", words["bad_message"]))

    def _end_seat(self, seat: int, reason: str) -> None:
        code = self.tokens.pop(seat, None)
        if code is not None:
            self.ended[code] = reason
        self.views.pop(seat, None)
        ws = self.sockets.get(seat)
        if ws is not None and not ws.closed:
            asyncio.ensure_future(self._close_taken(ws, reason))

    async def _close_taken(self, ws: web.WebSocketResponse, reason: str) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await ws.send_str(error("taken", reason))
            await ws.close(code=4001, message=b"seat taken over")

    def _set_view(self, seat: int, payload: str) -> None:
        self.views[seat] = payload
        self._send(seat, payload)

    def _send(self, seat: int, payload: str) -> None:
        ws = self.sockets.get(seat)
        if ws is not None and not ws.closed:
            task = asyncio.ensure_future(self._safe_send(ws, payload))
            task.add_done_callback(lambda t: t.cancelled() or t.exception())

    async def _safe_send(self, ws: web.WebSocketResponse, payload: str) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await ws.send_str(payload)
