"""The arena's duplicate deals (each deal once per seat rotation) and its per-game log with resume."""

from __future__ import annotations

import json

import pytest

from game.core.arena import game_seed, main, run
from game.core.registry import get


def first_hands(game_id: str, seed: int, players: int) -> list[list[str]]:
    return [list(h) for h in get(game_id).new(players, {}, seed).hands]


def test_duplicate_plays_each_deal_once_per_rotation():
    assert [game_seed(g, 10, 3, duplicate=True) for g in range(7)] == [10, 10, 10, 11, 11, 11, 12]
    assert [game_seed(g, 10, 3) for g in range(4)] == [10, 11, 12, 13]
    out = run("wizard", ["normal", "easy", "easy"], 6, 10, duplicate=True)
    levels = [g["levels"] for g in out["per_game"]]
    assert levels[:3] == [["normal", "easy", "easy"], ["easy", "easy", "normal"], ["easy", "normal", "easy"]]
    # The seat holding the first deal's hands changes, the hands do not: normal holds each of them once.
    assert first_hands("wizard", 10, 3) == first_hands("wizard", game_seed(2, 10, 3, True), 3)
    assert out["duplicate"] is True
    # Luck cancels within a deal: the interval is over 2 deal means, not 6 game values.
    diffs = []
    for g in out["per_game"]:
        easy = [s for s, lv in zip(g["scores"], g["levels"], strict=True) if lv == "easy"]
        diffs.append(g["scores"][g["levels"].index("normal")] - sum(easy) / 2)
    deal_means = [sum(diffs[:3]) / 3, sum(diffs[3:]) / 3]
    assert out["vs_first"]["easy"]["diff"] == pytest.approx(sum(deal_means) / 2)


def test_duplicate_needs_a_multiple_of_the_seats(capsys):
    with pytest.raises(SystemExit):
        main(["wizard", "--seats", "normal,easy,easy", "--games", "4", "--duplicate"])
    assert "multiple of 3" in capsys.readouterr().err


def test_log_keeps_each_game_and_resume_plays_only_the_missing(tmp_path, monkeypatch):
    log = tmp_path / "games.jsonl"
    full = run("zoker_memo", ["normal", "easy"], 4, 3, log=str(log))
    lines = log.read_text().splitlines()
    assert [json.loads(line)["g"] for line in lines] == [0, 1, 2, 3]
    # An interrupted run: two games and a torn line survive; resume plays games 2 and 3 only.
    log.write_text("\n".join(lines[:2]) + "\n" + lines[2][:20])
    import game.core.arena as arena

    played = []
    real = arena._one_game
    monkeypatch.setattr(arena, "_one_game", lambda job: played.append(job[2]) or real(job))
    resumed = run("zoker_memo", ["normal", "easy"], 4, 3, log=str(log), resume=True)
    assert played == [2, 3]
    assert resumed["per_game"] == full["per_game"]
    assert resumed["vs_first"] == full["vs_first"]
