"""Surface caches are bounded by pixel bytes (a kiosk cycling every game keeps memory flat)."""

from __future__ import annotations

import pygame

from scenes.kit import resources as res
from scenes.kit import ui  # noqa: F401 (its shadow cache registers on import)
from scenes.kit.surface_cache import SurfaceCache, pixel_bytes, surface_bytes


def _cache(max_bytes):
    made = []

    def make(w, h):
        made.append((w, h))
        return pygame.Surface((w, h), pygame.SRCALPHA)

    return SurfaceCache(make, max_bytes, name="test"), made


def test_the_least_recently_used_surfaces_go_when_the_bytes_run_over():
    one = pixel_bytes(pygame.Surface((100, 103), pygame.SRCALPHA))  # ~40 kB: any three fit, four do not
    cache, made = _cache(3 * one)
    a = cache(100, 100)
    cache(100, 101)
    cache(100, 102)
    assert cache(100, 100) is a and len(made) == 3  # a hit, and now the most recently used
    cache(100, 103)  # over the budget: (100, 101), the least recently used, goes
    assert cache.cache_info().currsize == 3 and cache.nbytes <= 3 * one
    cache(100, 100)
    cache(100, 101)
    assert made[-1] == (100, 101) and made.count((100, 100)) == 1


def test_one_surface_bigger_than_the_budget_is_still_given_and_kept_alone():
    cache, made = _cache(1000)
    big = cache(200, 200)
    assert big.get_size() == (200, 200) and cache(200, 200) is big and len(made) == 1
    cache(10, 10)
    assert cache.cache_info().currsize == 1


def test_the_program_caches_report_their_bytes_and_budgets():
    pygame.font.init()
    res.text("Pelipöytä", 28)
    report = surface_bytes()
    assert {"image", "scaled", "text", "shadow"} <= set(report)
    assert report["text"]["entries"] >= 1 and 0 < report["text"]["budget_mb"] <= 64
    # every picture decoded would be ~150 MB; the budgets together stay well under it
    assert sum(c["budget_mb"] for name, c in report.items() if name != "test") <= 160


def test_gang_of_four_tilted_faces_stay_within_their_budget():
    """The tilted table cards were an unbounded dict (~85 MB over a long kiosk run); now bytes-bounded."""
    from tests.scenes.helpers import make_app

    make_app()  # a display, so the faces can be scaled
    from scenes.tables.gang_of_four_combos import _tilted

    _tilted.cache_clear()
    for angle in range(-12, 13):
        for face in ("cards/gang_of_four/G1.png", "cards/gang_of_four/R10.png", "cards/gang_of_four/Y5.png"):
            _tilted(face, angle)
    info = _tilted.cache_info()
    assert info.misses == 75 and info.currsize < 75 and info.nbytes <= 4 * 2**20
