"""`python -m benchmarks.phone_flood [--seconds S] [--json F]`: a table with two phone seats under attack.

Wizard with two phone seats and an easy computer, served on 127.0.0.1; the table's loop runs on
the main thread at 60 frames a second and draws every frame whole. The quiet seat's phone (its
own process) plays each of its turns at once; the other seat and a guest attack from their own
processes:

  reference   nobody is connected: the fps this machine gives the loop as it is loaded now
  baseline    nobody attacks (the other seat plays its turns; each phone taps 0.3 s after a new view)
  flood       the other seat sends 10,000 messages as fast as it can, reopening its socket whenever
              the table closes it (its flood carries its own moves, so the game goes on)
  reconnect   the other seat opens a new socket for every 16 messages, four at a time, for S seconds
  idle        a guest without a code holds 2,000 idle sockets (half of them sending headers that
              never end) and reopens each one the table closes; the phones join through them

For each: the quiet seat's moves sent and applied (a newer view within 5 s) and their waits, the
loop's frames per second and slowest frame, the most descriptors open, and whether every autosave
was written. Goal: every quiet move applied, ≥ 50 fps, descriptors bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "benchmarks" / "results" / "phone_flood.json"
QUIET, LOUD = 0, 1
BURST = 16  # messages per socket in the reconnect flood (the server's burst: a fresh allowance each time)
FLOOD_MESSAGES = 10_000
FLOOD_RATE = 1_000  # messages a second: the 10,000 take ten seconds
IDLE_SOCKETS = 2_000
APPLIED_WITHIN = 5.0  # seconds: a move not answered by a newer view by then counts as lost
GUEST = "127.0.0.2"  # the idle crowd's own address: another machine on the Wi-Fi, as the phones are
THINK = 0.3  # seconds a person looks at a new view before tapping (the game moves at a table's pace)


def moves_of(view: dict | None) -> list[dict]:
    """The moves a phone may send now (with nobody at the screen the table deals the next round)."""
    if not view or not view.get("your_turn"):
        return []
    return [a["action"] for a in view["actions"] if a["action"]["type"] != "NextRound"]


class Loud:
    """A seat that holds its own valid code and floods: `flood` on one socket (reopened when the
    table closes it), `reconnect_flood` with a new socket for every BURST messages."""

    def __init__(self, client, url: str, limit: int | None = None, rate: float | None = None):
        self.client, self.url, self.limit, self.rate = client, url, limit, rate
        self.start = time.monotonic()
        self.view: dict | None = None
        self.sent = 0
        self.sockets = 0

    def done(self, stop: asyncio.Event) -> bool:
        return stop.is_set() or (self.limit is not None and self.sent >= self.limit)

    def message(self) -> str:
        moves = moves_of(self.view)
        action = moves[0] if moves else {"type": "Bid", "tricks": 0}
        return json.dumps({"type": "act", "v": (self.view or {}).get("v", 0), "action": action})

    async def read(self, ws) -> None:
        import aiohttp

        async for msg in ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                if data["type"] == "view":
                    self.view = data

    async def connect(self):
        import aiohttp

        try:
            ws = await self.client.ws_connect(self.url)
        except (aiohttp.WSServerHandshakeError, aiohttp.ClientConnectionError):  # refused: again
            await asyncio.sleep(0.005)
            return None
        self.sockets += 1
        return ws

    async def flood(self, stop: asyncio.Event) -> None:
        while not self.done(stop):
            ws = await self.connect()
            if ws is None:
                continue
            reader = asyncio.ensure_future(self.read(ws))
            with contextlib.suppress(ConnectionError, RuntimeError):
                while not ws.closed and not self.done(stop):
                    for _ in range(BURST):
                        await ws.send_str(self.message())
                        self.sent += 1
                    ahead = self.sent / self.rate - (time.monotonic() - self.start) if self.rate else 0
                    await asyncio.sleep(max(0.0, ahead))
            reader.cancel()
            await ws.close()

    async def reconnect_flood(self, stop: asyncio.Event) -> None:
        while not self.done(stop):
            ws = await self.connect()
            if ws is None:
                continue
            reader = asyncio.ensure_future(self.read(ws))  # each new socket brings the seat's view
            with contextlib.suppress(ConnectionError, RuntimeError):
                await asyncio.sleep(0.002)
                for _ in range(BURST):
                    await ws.send_str(self.message())
                    self.sent += 1
            reader.cancel()
            await ws.close()


# ---------------------------------------------------------------------------- child processes


def stop_on_stdin_close(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """The parent closes our stdin when the scenario ends."""
    def wait() -> None:
        sys.stdin.read()
        loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=wait, daemon=True).start()


async def player(url: str, stop: asyncio.Event) -> dict:
    """A phone that plays each of its turns at once; each move's wait for the newer view."""
    import aiohttp

    waits, lost, refused, joined, closed, ws = [], 0, [], None, None, None
    t0 = time.monotonic()
    async with aiohttp.ClientSession() as client:
        while joined is None and not stop.is_set():
            try:
                ws = await client.ws_connect(url)
                joined = time.monotonic() - t0
            except (aiohttp.WSServerHandshakeError, aiohttp.ClientConnectionError):
                await asyncio.sleep(0.05)
        view, sent_at, sent_v, seen_at = None, None, None, 0.0
        while ws is not None and not stop.is_set():
            try:
                msg = await asyncio.wait_for(ws.receive(), 0.05)
            except TimeoutError:
                msg = None
            if msg is not None and msg.type != aiohttp.WSMsgType.TEXT:
                closed = f"{msg.type.name} {msg.data}"
                break  # the table closed our socket: it should never
            data = json.loads(msg.data) if msg is not None else None
            if data and data["type"] == "view":
                view, seen_at = data, time.monotonic()
                if sent_at is not None and view["v"] != sent_v:
                    waits.append(time.monotonic() - sent_at)
                    sent_at = None
            elif data and data["type"] == "error":
                refused.append(f"{data['code']}: {data['message']}")
                sent_at = None
            if sent_at is not None and time.monotonic() - sent_at > APPLIED_WITHIN:
                lost, sent_at = lost + 1, None
            ready = moves_of(view) and view["v"] != sent_v and time.monotonic() - seen_at > THINK
            if sent_at is None and ready:
                sent_at, sent_v = time.monotonic(), view["v"]
                await ws.send_str(json.dumps({"type": "act", "v": view["v"], "action": moves_of(view)[0]}))
        if ws is not None:
            await ws.close()
    return {"applied": len(waits), "sent": len(waits) + lost + len(refused), "lost": lost,
            "refused": refused[:3], "waits": waits, "joined_s": joined, "closed": closed}


async def flood(url: str, stop: asyncio.Event, reconnect: bool) -> dict:
    import aiohttp

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as client:
        loud = Loud(client, url, None if reconnect else FLOOD_MESSAGES, None if reconnect else FLOOD_RATE)
        tasks = [loud.reconnect_flood(stop) for _ in range(4)] if reconnect else [loud.flood(stop)]
        await asyncio.gather(*tasks)
    return {"sent": loud.sent, "sockets": loud.sockets}


async def idle(url: str, stop: asyncio.Event) -> dict:
    """Hold IDLE_SOCKETS sockets; reopen each one the table closes."""
    import resource

    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, IDLE_SOCKETS * 2 + 256), hard))
    host, port = url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)
    opened, closed = 0, 0

    async def hold(k: int) -> None:
        nonlocal opened, closed
        while not stop.is_set():
            try:
                reader, writer = await asyncio.open_connection(host, int(port), local_addr=(GUEST, 0))
            except OSError:
                await asyncio.sleep(0.2)
                continue
            opened += 1
            if k % 2:
                writer.write(b"GET /j/guess HTTP/1.1\r\nHost: " + host.encode() + b"\r\n")  # never ends
            with contextlib.suppress(OSError):
                await reader.read()  # until the table closes it
            closed += 1
            writer.close()

    tasks = [asyncio.ensure_future(hold(k)) for k in range(IDLE_SOCKETS)]
    await stop.wait()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"opened": opened, "closed_by_table": closed}


def child(role: str, url: str) -> None:
    async def main() -> dict:
        stop = asyncio.Event()
        stop_on_stdin_close(asyncio.get_running_loop(), stop)
        if role == "player":
            return await player(url, stop)
        if role == "idle":
            return await idle(url, stop)
        return await flood(url, stop, reconnect=role == "reconnect")

    print(json.dumps(asyncio.run(main())), flush=True)


def spawn(role: str, url: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "benchmarks.phone_flood", "--child", role, url], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen) -> dict:
    proc.stdin.close()
    out = proc.stdout.read()
    proc.wait(60)
    return json.loads(out.strip().splitlines()[-1])


# ---------------------------------------------------------------------------- the table


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def table(app):
    from scenes.phones import PhoneHub, attach_phones
    from scenes.registry import SCENES
    from scenes.session import Seat, Session

    seats = [Seat("Anna"), Seat("Ben"), Seat("Botti", "easy")]
    seats[QUIET].phone = seats[LOUD].phone = True
    session = Session.start("wizard", seats, None, seed=1, autosave=True)
    scene = SCENES["wizard"](app, session)
    hub = attach_phones(scene, PhoneHub(host="127.0.0.1", port=0))
    app.manager.reset(scene)
    return scene, hub


def run_loop(app, scene, seconds: float, until=lambda: False) -> dict:
    """The table's loop at 60 frames a second, drawing every frame, for `seconds` (or `until()`)."""
    import pygame

    clock = pygame.time.Clock()
    times, cpu, fds = [], [], []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds and not until():
        dt = min(0.1, clock.tick(60) / 1000.0)
        f0, c0 = time.perf_counter(), time.thread_time()
        app.step(dt)  # input, update, draw: every frame (never the idle loop's sleep)
        times.append(time.perf_counter() - f0)
        cpu.append(time.thread_time() - c0)
        fds.append(open_descriptors())
    elapsed = time.perf_counter() - t0
    return {"fps": round(len(times) / elapsed, 1), "slowest_frame_ms": round(1000 * max(times), 1),
            "frame_p50_ms": round(1000 * statistics.median(times), 2),
            "frame_p95_ms": round(1000 * sorted(times)[int(0.95 * (len(times) - 1))], 2),
            "frames_over_20ms": sum(t > 0.020 for t in times), "frames": len(times),
            "frame_cpu_p50_ms": round(1000 * statistics.median(cpu), 2), "max_descriptors": max(fds),
            "seconds": round(elapsed, 1)}


def scenario(app, name: str, seconds: float) -> dict:
    scene, hub = table(app)
    app.step(1 / 60)
    url = {s: hub.join_url(s).replace("http://", "ws://").replace("/j/", "/ws/") for s in (QUIET, LOUD)}
    before = open_descriptors()
    attackers = []
    if name == "reference":  # the same table and loop with nobody connected: what this machine gives
        loop = run_loop(app, scene, seconds)
        hub.stop()
        return {**loop, "descriptors_before": before}
    if name == "idle":
        attackers.append(spawn("idle", url[QUIET]))
        run_loop(app, scene, 2.0)  # the crowd is there first; the phones join through it
    players = [spawn("player", url[QUIET])]
    if name in ("baseline", "idle"):
        players.append(spawn("player", url[LOUD]))
    elif name == "flood":
        attackers.append(spawn("flood", url[LOUD]))
    else:
        attackers.append(spawn("reconnect", url[LOUD]))
    loop = run_loop(app, scene, seconds if name != "flood" else 120.0,
                    until=(lambda: attackers[0].poll() is not None) if name == "flood" else (lambda: False))
    quiet = finish(players[0])
    others = [finish(p) for p in players[1:] + attackers]
    connections = hub.server.connections
    waits = quiet["waits"]
    out = {"quiet_moves_sent": quiet["sent"], "quiet_moves_applied": quiet["applied"],
           "quiet_lost": quiet["lost"], "quiet_refused": quiet["refused"],
           "quiet_wait_p50_ms": round(1000 * statistics.median(waits), 1) if waits else None,
           "quiet_wait_max_ms": round(1000 * max(waits), 1) if waits else None,
           "quiet_joined_s": round(quiet["joined_s"], 2) if quiet["joined_s"] is not None else None,
           **loop, "descriptors_before": before, "connection_cap": connections.cap,
           "sockets_evicted": connections.evicted, "sockets_refused": connections.refused,
           "autosave_ok": not scene.session.save_failed, "attack": others}
    hub.stop()
    return out


def report(results: dict) -> str:
    machine = results["machine"]
    lines = [f"phone seats under attack (Wizard, two phone seats + an easy computer; the loop at 60 fps, "
             f"drawing every frame; {machine['cpus']} CPUs, load {machine['load']:.1f})",
             f"  {'scenario':<11}{'quiet sent':>11}{'applied':>9}{'wait p50':>10}{'wait max':>10}"
             f"{'fps':>7}{'frame p50':>11}{'p95':>9}{'cpu p50':>9}{'fds max':>9}{'saves':>7}"]
    for name, r in results.items():
        if name == "machine":
            continue
        quiet = " " * 49
        if "quiet_moves_sent" in r:
            quiet = (f"{r['quiet_moves_sent']:>11}{r['quiet_moves_applied']:>9}"
                     f"{r['quiet_wait_p50_ms'] or 0:>7} ms{r['quiet_wait_max_ms'] or 0:>7} ms")
        saves = ("ok" if r["autosave_ok"] else "FAIL") if "autosave_ok" in r else "-"
        lines.append(f"  {name:<11}{quiet}{r['fps']:>7}{r['frame_p50_ms']:>8} ms{r['frame_p95_ms']:>6} ms"
                     f"{r['frame_cpu_p50_ms']:>6} ms{r['max_descriptors']:>9}{saves:>7}")
    lines.append("  attacks and phones:")
    for name, r in results.items():
        for a in r.get("attack", []) if name != "machine" else []:
            shown = ", ".join(f"{k} {v}" for k, v in a.items() if k not in ("waits", "refused"))
            lines.append(f"    {name:<11}{shown}")
    idle = results.get("idle", {})
    lines.append(f"  descriptors with nobody connected: {results['reference']['max_descriptors']}; "
                 f"connection cap {idle.get('connection_cap')}; the idle crowd's sockets closed by the "
                 f"table: {idle.get('sockets_evicted')} evicted, {idle.get('sockets_refused')} refused")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.phone_flood", description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0, help="length of the timed scenarios")
    ap.add_argument("--json", type=Path, default=OUT, help="where to write the figures")
    ap.add_argument("--child", nargs=2, metavar=("ROLE", "URL"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        child(*args.child)
        return 0
    data = tempfile.mkdtemp(prefix="pelipoyta-phone-flood-")
    for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
        os.environ[var] = data  # the saves of this run go to a folder of their own
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes

    app = App(**shell_scenes())
    app.reraise = True
    app.settings.computer_speed = "instant"
    app.settings.animation_speed = "instant"
    results: dict = {"machine": {"cpus": os.cpu_count(), "load": os.getloadavg()[0]}}
    for name in ("reference", "baseline", "flood", "reconnect", "idle"):
        results[name] = scenario(app, name, args.seconds)
        print(f"{name}: done", flush=True)
    print(report(results))
    ok = all(r["quiet_lost"] == 0 and not r["quiet_refused"] and r["fps"] >= 50 and r["autosave_ok"]
             for k, r in results.items() if k not in ("machine", "reference"))
    print("goal met" if ok else "goal NOT met")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    print(f"written: {args.json}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
