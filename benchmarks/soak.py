"""Kiosk soak: `python -m benchmarks --soak MINUTES` runs the unattended attract loop headless.

A child process (`python -m benchmarks.soak --child SECONDS PER_GAME`) runs the real program loop
(`App.run`) in kiosk attract mode (`main.py --kiosk --demo`, scenes/screens/attract.py), the way a
shop window shows it: computers play each game in turn for PER_GAME seconds (or until its result has
shown), the menu underneath, round and round. It prints a JSON line as each game begins and every
few seconds: resident memory, the pixel megabytes held by the surface caches
(scenes/kit/surface_cache.py; tracemalloc cannot see them), CPU time, frames, and every crash (the
crash screen's exception). The parent reports crashes (caught ones and a dead child), RSS at the
start, when the first full round ends and at the end, and the CPU share of one core.

Where growth is measured from ("start" in the goal): when the caches are warm, i.e. every game has
been shown once (its art, fonts and texts loaded) and every surface cache has filled to its byte
budget, which it is meant to do. RSS before that is start-up and caches filling, not a leak; a leak
keeps on after it. If the caches never fill (a short run), the first round's end is the start. The
report gives the growth from the first round's end too.

Goal (issue 11): 0 crashes and RSS growth <= 5% over 30 minutes (measured from the first full round).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_EVERY = 5.0  # seconds between the child's reports


def rss_mb() -> float | None:
    """This process's resident memory now (Linux /proc); elsewhere the peak, or None on Windows."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource
    except ImportError:  # Windows: no resource module; the report says "n/a"
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB on Linux


def heap_rss_mb() -> float | None:
    """Resident part of the C heap ([heap] in /proc/self/smaps; Linux): its free holes count only
    until they are given back (scenes/kit/memory.py)."""
    try:
        with open("/proc/self/smaps") as smaps:
            in_heap = False
            for line in smaps:
                if line.endswith("[heap]\n"):
                    in_heap = True
                elif in_heap and line.startswith("Rss:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def per_game_seconds(total: float, games: int) -> float:
    """Time on each game: every game at least twice in the run, 5 s to 20 s each (short turns mean
    many tables made and dropped, which is where a leak shows; a shop's kiosk gives each 150 s)."""
    return max(5.0, min(20.0, total / (2 * games)))


def child(total: float, per_game: float) -> None:
    """Run the attract loop for `total` seconds, printing JSON lines (see the module docstring)."""
    from scenes.kit.app import App
    from scenes.kit.memory import allocator_mb
    from scenes.kit.surface_cache import surface_bytes
    from scenes.screens.shell import shell_scenes

    emit = lambda **data: print(json.dumps(data), flush=True)  # noqa: E731

    class SoakApp(App):
        """The real App, loop and attract mode (`--kiosk --demo`); after each frame it may report."""

        def __init__(self) -> None:
            self.crashes: list[str] = []
            self.shown = 0
            self.start = time.perf_counter()
            self.next_sample = self.start
            super().__init__(**shell_scenes(), kiosk=True, demo=True)
            self.attract.game_seconds = per_game

        def step(self, dt: float, waited: list | None = None, render: bool = True) -> None:
            super().step(dt, waited, render)
            now = time.perf_counter()
            attract = self.attract
            shown = attract.games_played if attract is not None else self.shown
            # a sample as each game begins (so "after the first round" is exact), and every few seconds
            if now >= self.next_sample or shown != self.shown or now - self.start >= total:
                self.next_sample = now + SAMPLE_EVERY
                self.shown = shown
                caches = surface_bytes()
                emit(t=round(now - self.start, 1), rss_mb=rss_mb(), cpu_s=round(time.process_time(), 2),
                     frames=self.frame, deals=shown, games_shown=shown,
                     game=attract.game_id if attract is not None else "-", crashes=self.crashes,
                     cache_mb=round(sum(c["mb"] for c in caches.values()), 1), caches=caches,
                     py_blocks=sys.getallocatedblocks(),
                     malloc={**allocator_mb(), "heap_rss_mb": heap_rss_mb()})
            if now - self.start >= total:
                self.running = False

        def crash(self, exc: BaseException) -> None:
            self.crashes.append(f"{type(exc).__name__}: {exc}")
            super().crash(exc)

    SoakApp().run()


def run(minutes: float, per_game: float | None = None, progress=print) -> dict:
    """Soak for `minutes` in a child process; returns the figures (see the module docstring)."""
    from scenes.registry import SCENES

    total = minutes * 60
    per_game = per_game or per_game_seconds(total, len(SCENES))
    with tempfile.TemporaryDirectory(prefix="pelipoyta-soak-") as tmp:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
        for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
            env[var] = tmp  # never the shop's own settings, saves or crash logs
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.soak", "--child", str(total), str(per_game)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        samples = []
        for line in proc.stdout:
            if line.startswith("{"):
                samples.append(json.loads(line))
                s = samples[-1]
                rss = f"{s['rss_mb']:.1f} MB" if s["rss_mb"] is not None else "n/a"
                progress(f"  {s['t']:7.1f} s  {s['game']:<16} RSS {rss:>9}  deals {s['deals']:>4}"
                         f"  crashes {len(s['crashes'])}")
        stderr = proc.stderr.read()
        code = proc.wait()
        wall = time.perf_counter() - start
    return summarise(samples, code, stderr, wall, per_game, len(SCENES))


def summarise(samples: list[dict], code: int, stderr: str, wall: float, per_game: float, games: int) -> dict:
    """The report from the child's samples and exit code."""
    crashes = list(samples[-1]["crashes"]) if samples else []
    if code != 0:
        crashes.append(f"the program exited with code {code}: {stderr.strip().splitlines()[-1:] or ''}")
    first_round = next((s for s in samples if s["games_shown"] > games), None)  # every game shown once
    # Warm: every game shown and every surface cache filled to its budget (they are meant to fill
    # that far); growth after that is what a kiosk would keep on losing. Without the caches'
    # figures (or if they never fill) the first round's end is the start.
    warm = next((s for s in samples if s["games_shown"] > games and s.get("caches")
                 and all(c["mb"] >= 0.95 * c["budget_mb"] for c in s["caches"].values())), first_round)
    first, last = (samples[0], samples[-1]) if samples else ({}, {})

    def growth(base):
        if base and base.get("rss_mb") and last.get("rss_mb"):
            return round(100 * (last["rss_mb"] / base["rss_mb"] - 1), 1)
        return None

    span = (last.get("t", 0) - first.get("t", 0)) or 1
    # RSS as each round of games begins (and at the end): caches fill in the first rounds, a leak keeps on.
    starts = [s for prev, s in zip(samples, samples[1:], strict=False)
              if (s["games_shown"] - 1) // games > (prev["games_shown"] - 1) // games]
    rounds = [s["rss_mb"] for s in starts]
    return {
        "seconds": round(wall, 1),
        "per_game_s": per_game,
        "crashes": crashes,
        "exit_code": code,
        "games_shown": last.get("games_shown", 0),
        "deals": last.get("deals", 0),
        "frames": last.get("frames", 0),
        "rss_mb_start": first.get("rss_mb"),
        "rss_mb_after_first_round": first_round.get("rss_mb") if first_round else None,
        "warm_at_s": warm.get("t") if warm else None,
        "rss_mb_warm": warm.get("rss_mb") if warm else None,
        "rss_mb_end": last.get("rss_mb"),
        "rss_growth_pct": growth(warm or first),  # end against warm caches (see above)
        "rss_growth_from_first_round_pct": growth(first_round or first),
        "rss_mb_each_round": [*rounds, last.get("rss_mb")],
        "cache_mb_each_round": [s.get("cache_mb") for s in [*starts, last]],
        # glibc's view (Linux): the heap, its free holes, and the big blocks mapped on their own
        "malloc_each_round": [s.get("malloc") or {} for s in [*starts, last]],
        "caches": last.get("caches", {}),
        "cpu_share": round((last.get("cpu_s", 0) - first.get("cpu_s", 0)) / span, 3),
    }


def report(r: dict) -> str:
    """Human-readable lines for the figures of `run()`."""
    def mb(v):
        return f"{v:.1f} MB" if v is not None else "n/a"

    lines = [
        f"kiosk soak: {r['seconds'] / 60:.1f} min, {r['games_shown']} games shown "
        f"({r['per_game_s']:g} s each), {r['deals']} deals, {r['frames']} frames",
        f"  crashes: {len(r['crashes'])}" + "".join(f"\n    {c}" for c in r["crashes"]),
        f"  RSS: start {mb(r['rss_mb_start'])}, after the first round {mb(r['rss_mb_after_first_round'])}, "
        f"end {mb(r['rss_mb_end'])}",
        (f"  growth {r['rss_growth_pct']}% from warm ({mb(r['rss_mb_warm'])} at {r['warm_at_s']} s: "
         "every game shown and every surface cache at its budget, else the first round's end); "
         f"{r['rss_growth_from_first_round_pct']}% from the first round's end")
        if r["rss_mb_after_first_round"] is not None else
        f"  growth {r['rss_growth_pct']}% from the start: no full round of games in this run (too short)",
        "  RSS as each round begins: " + ", ".join(mb(v) for v in r["rss_mb_each_round"]),
        "  of which surface caches: " + ", ".join(mb(v) for v in r.get("cache_mb_each_round", [])),
        f"  CPU: {100 * r['cpu_share']:.1f}% of one core",
    ]
    if any(r.get("malloc_each_round", [])):
        lines.insert(-1, "  C heap resident/size/free holes | big blocks mapped apart (MB): " + "; ".join(
            f"{m.get('heap_rss_mb') or 0:.1f}/{m['heap_mb']:g}/{m['heap_free_mb']:g} | {m['mmap_mb']:g}"
            for m in r["malloc_each_round"] if m.get("heap_mb") is not None))
    if r.get("caches"):
        lines.append("  surface caches at the end (pixel MB / budget): " + ", ".join(
            f"{name} {c['mb']:g}/{c['budget_mb']:g} ({c['entries']})" for name, c in r["caches"].items()))
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--child":
        child(float(sys.argv[2]), float(sys.argv[3]))
    else:
        # python -m benchmarks.soak [MINUTES [SECONDS_PER_GAME]]
        figures = run(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0,
                      float(sys.argv[2]) if len(sys.argv) > 2 else None)
        print(report(figures))
        sys.exit(1 if figures["crashes"] else 0)
