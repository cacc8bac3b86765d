"""The kiosk soak (`python -m benchmarks --soak MINUTES`): what it reports, and a short real run."""

from __future__ import annotations

from benchmarks import soak


def sample(t, rss, shown, cpu=0.0, crashes=()):
    return {"t": t, "rss_mb": rss, "cpu_s": cpu, "games_shown": shown, "deals": shown, "frames": 10 * t,
            "crashes": list(crashes), "game": "racko"}


def test_summary_measures_growth_from_the_first_full_round_and_counts_crashes():
    samples = [sample(0, 50, 1), sample(5, 90, 2), sample(10, 100, 3, 1.0), sample(20, 104, 5, 3.0,
               ["KeyError: 3"])]
    r = soak.summarise(samples, 0, "", 21.0, 5.0, games=2)
    assert r["rss_mb_start"] == 50 and r["rss_mb_after_first_round"] == 100 and r["rss_mb_end"] == 104
    assert r["rss_growth_pct"] == 4.0
    assert r["rss_mb_each_round"] == [100, 104, 104]
    assert r["cpu_share"] == 0.15
    assert r["crashes"] == ["KeyError: 3"]
    assert "crashes: 1" in soak.report(r)


def test_growth_is_measured_from_when_every_cache_has_filled_to_its_budget():
    def with_caches(s, mb):
        return {**s, "caches": {"image": {"mb": mb, "budget_mb": 48, "entries": 9}}}

    samples = [with_caches(sample(0, 50, 1), 5), with_caches(sample(10, 100, 3), 30),
               with_caches(sample(20, 110, 5), 47), with_caches(sample(30, 111, 7), 48)]
    r = soak.summarise(samples, 0, "", 31.0, 5.0, games=2)
    assert r["rss_mb_after_first_round"] == 100 and r["rss_growth_from_first_round_pct"] == 11.0
    assert r["warm_at_s"] == 20 and r["rss_mb_warm"] == 110 and r["rss_growth_pct"] == 0.9
    assert "from warm" in soak.report(r)


def test_a_dead_program_is_a_crash():
    r = soak.summarise([sample(0, 50, 1)], -11, "Fatal Python error: Segmentation fault\n", 3.0, 5.0, 8)
    assert len(r["crashes"]) == 1 and "-11" in r["crashes"][0] and "Segmentation" in r["crashes"][0]


def test_time_per_game_shows_every_game_twice_within_bounds():
    assert soak.per_game_seconds(120, 8) == 7.5
    assert soak.per_game_seconds(30 * 60, 8) == 20.0
    assert soak.per_game_seconds(10, 8) == 5.0


def test_a_short_soak_runs_the_attract_loop_without_crashing():
    lines = []
    r = soak.run(0.15, per_game=3.0, progress=lines.append)
    assert r["exit_code"] == 0 and r["crashes"] == []
    assert r["games_shown"] >= 2 and r["deals"] >= 2 and r["frames"] > 0
    assert r["rss_mb_end"] and lines


def test_the_report_shows_the_c_heap_and_the_big_blocks_as_each_round_begins():
    def with_malloc(s, heap, free):
        malloc = {"heap_mb": heap, "heap_free_mb": free, "mmap_mb": 80.0, "heap_rss_mb": heap - free}
        return {**s, "malloc": malloc}

    samples = [with_malloc(sample(0, 50, 1), 10, 1), with_malloc(sample(10, 100, 3), 50, 2),
               with_malloc(sample(20, 104, 5), 53, 5)]
    r = soak.summarise(samples, 0, "", 21.0, 5.0, games=2)
    assert [m["heap_mb"] for m in r["malloc_each_round"]] == [50, 53, 53]
    assert "C heap resident/size/free holes | big blocks mapped apart (MB): 48.0/50/2 | 80" in soak.report(r)


def test_the_probe_names_a_surface_held_after_its_cache_let_it_go():
    from benchmarks import soak_probe
    from scenes.kit import resources as res

    fns = {name: getattr(res, name).fn for name in soak_probe.WATCHED}
    try:
        res.image.cache_clear()
        made = soak_probe.watch(res)
        kept = res.image("table/felt.png")  # held here, like a second cache would
        assert soak_probe.held_elsewhere(res, made) == []
        res.image.cache_clear()
        assert [(c, k) for c, k, _ in soak_probe.held_elsewhere(res, made)] == [("image", "table/felt.png")]
        del kept
        assert soak_probe.held_elsewhere(res, made) == []
    finally:
        for name, fn in fns.items():
            getattr(res, name).fn = fn
