"""`python -m benchmarks --only PART` adds its figures to the results file; it never drops the others."""

from __future__ import annotations

import json

from benchmarks.__main__ import merged


def test_a_partial_run_keeps_the_other_parts_and_says_when_each_was_measured(tmp_path):
    path = tmp_path / "latest.json"
    path.write_text(json.dumps({"when": "then", "startup": {"ms": 400}, "engine": {"old": 1},
                                "measured": {"startup": "then", "engine": "then"}}), encoding="utf-8")
    out = merged(path, {"machine": {"cpus": 2}, "when": "now", "engine": {"new": 2}})
    assert out["startup"] == {"ms": 400} and out["engine"] == {"new": 2}
    assert out["measured"] == {"startup": "then", "engine": "now"}


def test_an_unreadable_results_file_is_started_afresh(tmp_path):
    path = tmp_path / "latest.json"
    path.write_text("{not json", encoding="utf-8")
    assert merged(path, {"when": "now", "engine": {}})["measured"] == {"engine": "now"}
    assert merged(tmp_path / "missing.json", {"when": "now"}) == {"when": "now", "measured": {}}


def test_the_pegs_memory_benchmark_keeps_plain_hands_only_from_the_second_half():
    """`benchmarks.pegs_memory` times lists of plain hands that can move a peg, after the tables filled."""
    from benchmarks.pegs_memory import plain_states
    from game.pegs.engine import JOKER, Discard, Phase

    states, held = plain_states(2)
    assert states and held > 0
    for state in states:
        hand = state.hands[state.current_player]
        assert state.phase is Phase.PLAY and not any(card[0] in "78" or card == JOKER for card in hand)
        assert type(state.legal_actions()[0]) is not Discard
