"""The phone server's bounds as a guest without a code meets them: no banner, no echo, half-open
handshakes closed, and a crowd of idle sockets that neither stops the saving nor keeps a phone out."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time

import aiohttp
import pytest

from scenes.phones import PhoneHub, attach_phones
from scenes.phones.limits import BACKLOG, open_descriptors
from scenes.registry import SCENES
from scenes.session import Session, autosave_path
from tests.phones.helpers import open_phone, phone_table, seats
from tests.scenes.helpers import frames, make_app

resource = pytest.importorskip("resource")  # the open-files limit is a POSIX thing


def raw_request(port: int, data: bytes, timeout: float = 5.0) -> bytes:
    """Send `data` on a bare socket and read the whole reply (the server closes after an error)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
    return out


def closed_within(s: socket.socket, seconds: float) -> bool:
    """Does the server close this socket within `seconds` (we send nothing more)?"""
    s.settimeout(seconds)
    try:
        return s.recv(1024) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


@pytest.fixture
def quick_table():
    """A table whose server gives a handshake 0.4 s instead of 10 s."""
    app = make_app()
    scene, hub = phone_table(app, "wizard", seats("phone", "phone", "easy"), handshake_timeout=0.4)
    yield app, scene, hub
    hub.stop()


def test_no_reply_names_the_server_software(table):
    app, scene, hub = table

    async def go():
        async with aiohttp.ClientSession() as client:
            async with client.get(hub.join_url(0)) as page:
                assert page.status == 200 and "Server" not in page.headers
            async with client.get(hub.join_url(0).split("/j/")[0] + "/nothing") as missing:
                assert missing.status == 404 and "Server" not in missing.headers
            ws = await client.ws_connect(hub.join_url(0).replace("http://", "ws://").replace("/j/", "/ws/"))
            assert "Server" not in ws._response.headers  # the 101 of the handshake
            await ws.close()

    asyncio.run(go())
    request = b"GET /p/phone.css HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    reply = raw_request(hub.server.port, request)
    assert reply.startswith(b"HTTP/1.1 200") and b"\r\nserver:" not in reply.lower()


@pytest.mark.parametrize("request_bytes", [
    b"GET /" + b"SECRETLINE" * 1000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",  # an overlong line
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-SECRETLINE\x01: 1\r\n\r\n",  # a header that is not one
    b"SECRETLINE\x00\x01 / HTTP/1.1\r\n\r\n",  # not HTTP at all
])
def test_a_malformed_request_gets_400_without_an_echo(table, request_bytes):
    app, scene, hub = table
    reply = raw_request(hub.server.port, request_bytes)
    assert reply.split(b"\r\n", 1)[0].endswith(b" 400 Bad Request")
    assert b"SECRETLINE" not in reply
    assert b"\r\nserver:" not in reply.lower()


def test_a_handshake_not_finished_in_time_is_closed_and_a_seat_socket_stays(quick_table):
    app, scene, hub = quick_table
    port = hub.server.port
    silent = socket.create_connection(("127.0.0.1", port))
    slow = socket.create_connection(("127.0.0.1", port))
    slow.sendall(b"GET /j/x HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # headers that never end
    keep = socket.create_connection(("127.0.0.1", port))  # one request, then idle keep-alive
    keep.sendall(b"GET /p/phone.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    keep.settimeout(2)
    assert keep.recv(65536).startswith(b"HTTP/1.1 200")
    try:
        t0 = time.monotonic()
        assert closed_within(silent, 3.0) and closed_within(slow, 3.0) and closed_within(keep, 3.0)
        assert time.monotonic() - t0 < 3.0
    finally:
        for s in (silent, slow, keep):
            s.close()

    async def go():  # a seat's live socket is watched by its heartbeat, not by the handshake clock
        async with aiohttp.ClientSession() as client:
            phone = await open_phone(app, client, hub, 0)
            await phone.pump(lambda: False, timeout=1.2)
            assert phone.closed is None and hub.connected(0)

    asyncio.run(go())


CROWD = r"""
import socket, sys, time
port, n = int(sys.argv[1]), int(sys.argv[2])
held = []
for i in range(n):
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=1)
        if i % 2:
            s.sendall(b"GET /j/guess HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # slowloris: never ends its headers
        held.append(s)
    except OSError:
        pass
print("ready", flush=True)
sys.stdin.readline()  # hold them until the test is done
"""


def test_more_idle_sockets_than_the_cap_neither_stop_the_saving_nor_keep_a_phone_out():
    """The open-files limit is set low (as on many desktops, 1,024); a guest opens far more idle
    sockets than the cap. The table still saves after a move and a phone still joins and plays."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    used = open_descriptors()
    assert used is not None
    crowd_size = 300
    crowd = None
    app = make_app()
    autosave_path("wizard").unlink(missing_ok=True)
    resource.setrlimit(resource.RLIMIT_NOFILE, (used + 200, hard))  # far below the crowd
    try:
        session = Session.start("wizard", seats("phone", "phone", "easy"), None, seed=1, autosave=True)
        scene = SCENES["wizard"](app, session)
        hub = attach_phones(scene, PhoneHub(host="127.0.0.1", port=0))
        app.manager.reset(scene)
        frames(app, 2)
        crowd = subprocess.Popen([sys.executable, "-c", CROWD, str(hub.server.port), str(crowd_size)],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert crowd.stdout.readline().strip() == "ready"
        end = time.monotonic() + 2
        while time.monotonic() < end:
            frames(app, 1)
            time.sleep(0.01)

        first = scene.session.state.legal_actions()[0]  # Anna's bid, as her phone would send it
        assert scene.perform(first) is None
        assert not session.save_failed and autosave_path("wizard").exists()

        for _ in range(600):  # the table publishes the new views; the computer bids, if it is next
            frames(app, 1)
            if scene.session.state.current_player in (0, 1):
                break
        seat = scene.session.state.current_player

        async def join():
            async with aiohttp.ClientSession() as client:
                phone = await open_phone(app, client, hub, seat)  # a new phone gets in past the crowd
                assert phone.view["your_turn"]
                bid = next(a["action"] for a in phone.view["actions"])
                await phone.act(bid)
                await phone.next_view()

        asyncio.run(join())
        moves = len(scene.session.state.history)
        assert moves >= 2
        saved = autosave_path("wizard").read_text(encoding="utf-8")
        assert not session.save_failed and saved.count('"type": "Bid"') == moves
        connections = hub.server.connections
        assert connections.cap < crowd_size and len(connections.open) <= connections.cap
        assert connections.evicted + connections.refused > connections.cap  # far more came than the cap
        assert open_descriptors() <= used + connections.cap + BACKLOG + 16  # bounded, whatever the crowd
        hub.stop()
    finally:
        if crowd is not None:
            crowd.stdin.close()
            crowd.wait(10)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        autosave_path("wizard").unlink(missing_ok=True)


def test_accept_errors_are_logged_once_and_the_cap_keeps_descriptors_for_the_saves(caplog):
    from scenes.phones.limits import LogOnce, connection_cap

    log = LogOnce()
    trouble = {"message": "accept() failed", "exception": OSError(24, "Too many open files")}
    with caplog.at_level("WARNING", logger="pelipoyta.phones"):
        for _ in range(500):
            log(None, trouble)
    assert len(caplog.records) == 1 and log.seen[("accept() failed", "OSError", 24)] == 500

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    used = open_descriptors()
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (used + 100, hard))  # a tight limit: 100 free
        cap = connection_cap()
        assert cap + BACKLOG <= 50  # at most half of what is free goes to sockets, the queue included
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, used + 10_000), hard))
        assert connection_cap() == 64
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
