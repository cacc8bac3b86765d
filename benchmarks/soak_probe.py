"""Where the kiosk soak's memory goes, in minutes instead of half an hour.

`python -m benchmarks.soak_probe [ROUNDS [GAME_SECONDS]] [--same-deals]` runs the attract loop in this
process with a simulated clock (each frame 0.05 s, so a round of eight 20-second games takes about a
minute) and prints, as each game begins and after a full collection: RSS, the surface caches' pixel
MB, glibc's heap (its size, free holes, resident part), the big blocks mapped apart, Python's
allocated blocks, and every surface a cache (`image`, `scaled`, `text`) made that is still alive
although its cache has let it go: such a surface is held elsewhere, outside every budget (this found
the Pegs board kept by a second, unbounded cache). Deals are new each game, the same in every run;
`--same-deals` replays one deal per game, so a round repeats the last one exactly and anything that
grows then is a leak, not a cache meeting new content.
"""

from __future__ import annotations

import gc
import os
import sys
import weakref

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from benchmarks.soak import heap_rss_mb, rss_mb  # noqa: E402

DT = 0.05
WATCHED = ("image", "scaled", "text")


def watch(res) -> dict[str, list]:
    """Remember (weakref, key, bytes) of every surface the watched caches make from now on."""
    made: dict[str, list] = {name: [] for name in WATCHED}
    for name in WATCHED:
        cache = getattr(res, name)

        def wrapped(*args, _fn=cache.fn, _made=made[name]):
            surface = _fn(*args)
            _made.append((weakref.ref(surface), args[0], surface.get_pitch() * surface.get_height()))
            return surface

        cache.fn = wrapped
    return made


def held_elsewhere(res, made: dict[str, list]) -> list[tuple[str, str, float]]:
    """(cache, key, MB) of surfaces alive though their cache has let them go."""
    out = []
    for name, entries in made.items():
        entries[:] = [e for e in entries if e[0]() is not None]
        inside = {id(surface) for surface, _ in getattr(res, name).entries.values()}
        out += [(name, str(key), round(size / 2**20, 2))
                for ref, key, size in entries if id(ref()) not in inside]
    return out


def main(rounds: int, game_seconds: float, same_deals: bool) -> None:
    from scenes.kit import memory
    from scenes.kit import resources as res
    from scenes.kit.app import App
    from scenes.kit.surface_cache import surface_bytes
    from scenes.registry import SCENES
    from scenes.screens.shell import shell_scenes

    made = watch(res)
    app = App(**shell_scenes(), kiosk=True, demo=True)
    app.attract.game_seconds = game_seconds
    app.seed = 1000
    shown = 0
    while shown <= rounds * len(SCENES):
        app.step(DT)
        if app.attract.games_played == shown:
            continue
        shown = app.attract.games_played
        app.seed = 1000 if same_deals else 1000 + shown  # the next game's deal
        gc.collect()
        rss, heap = rss_mb(), memory.allocator_mb()
        caches = sum(c["mb"] for c in surface_bytes().values())
        print(f"game {shown:3d} {app.attract.game_id:<16} RSS {rss:6.1f}  caches {caches:5.1f}  "
              f"heap {heap.get('heap_mb', 0):5.1f} free {heap.get('heap_free_mb', 0):4.1f} "
              f"resident {heap_rss_mb() or 0:5.1f}  mapped apart {heap.get('mmap_mb', 0):5.1f}  "
              f"python blocks {sys.getallocatedblocks()}", flush=True)
        for name, key, mb in held_elsewhere(res, made):
            print(f"    held outside the {name} cache: {key} {mb} MB", flush=True)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 2, float(args[1]) if len(args) > 1 else 20.0, "--same-deals" in sys.argv)
