"""The statistics store: counting, bests, damaged files, atomic writes, the old records.json."""

from __future__ import annotations

import json
import os

import pytest

from game.core import i18n
from scenes.stats_store import StatsStore, display_name, person_key


def store(tmp_path) -> StatsStore:
    return StatsStore(tmp_path / "stats.json")


def test_counts_wins_streaks_and_average(tmp_path):
    s = store(tmp_path)
    for i, (score, won) in enumerate([(10, True), (30, True), (20, False), (25, True)]):
        s.record_game(f"g{i}", "wizard", [("Anna", score, won)])
    st = StatsStore(tmp_path / "stats.json").stats("Anna", "wizard")  # read back from the file
    assert (st.played, st.won, st.best, st.average) == (4, 3, 30, 21.25)
    assert (st.streak, st.best_streak) == (1, 2)


def test_lower_is_better_and_one_person_games_have_no_wins(tmp_path):
    s = store(tmp_path)
    s.record_game("a", "gang_of_four", [("Anna", 12, True)], higher_is_better=False)
    out = s.record_game("b", "gang_of_four", [("Anna", 7, False)], higher_is_better=False)
    assert s.stats("Anna", "gang_of_four").best == 7 and out[0].new_best
    s.record_game("c", "zoker_solo", [("Anna", 9, None)], deal=5)
    st = s.stats("Anna", "zoker_solo")
    assert (st.won, st.streak, st.deals) == (0, 0, {"5": 9})


def test_a_game_is_counted_once_and_a_first_game_is_no_new_best(tmp_path):
    s = store(tmp_path)
    first = s.record_game("g", "zoker_solo", [("Anna", 9, None)], deal=5)
    assert not first[0].new_best and not first[0].new_deal_best and first[0].deal_before is None
    assert s.record_game("g", "zoker_solo", [("Anna", 9, None)], deal=5) is None  # shown again
    assert s.stats("Anna", "zoker_solo").played == 1
    lower = s.record_game("h", "zoker_solo", [("Anna", 4, None)], deal=5)
    assert not lower[0].new_best and not lower[0].new_deal_best and lower[0].deal_before == 9
    higher = s.record_game("h", "zoker_solo", [("Anna", 12, None)], deal=5)  # finished again after undo
    assert higher[0].new_best and higher[0].new_deal_best
    assert s.stats("Anna", "zoker_solo").played == 2 and s.deal_best("Anna", "zoker_solo", 5) == 12


def test_you_in_any_language_is_one_person():
    assert person_key("Sinä") == person_key("You") == "You"
    assert person_key("  Anna  ") == "Anna"


def test_player_n_in_any_language_is_one_person_shown_in_the_language_in_use(tmp_path):
    assert person_key("Pelaaja 2") == person_key("Player 2") == "Player 2"
    assert person_key("Pelaaja") == "Pelaaja" and person_key("Player 2b") == "Player 2b"  # typed names
    s = store(tmp_path)
    s.record_game("a", "racko", [("Pelaaja 2", 300, True)])  # a game in Finnish
    s.record_game("b", "racko", [("Player 2", 500, True)])  # the same seat after a switch to English
    assert StatsStore(tmp_path / "stats.json").people("racko") == ["Player 2"]
    assert s.stats("Pelaaja 2", "racko").played == 2 and s.stats("Player 2", "racko").best == 500
    i18n.set_language("fi")
    try:
        assert [display_name(k) for k in ("Player 2", "You", "Anna")] == ["Pelaaja 2", "Sinä", "Anna"]
    finally:
        i18n.set_language("en")
    assert [display_name(k) for k in ("Player 2", "Pelaaja 3")] == ["Player 2", "Pelaaja 3"]


def test_a_file_with_one_default_name_in_two_languages_keeps_both_rows(tmp_path):
    """Written before "Pelaaja 2" and "Player 2" were one person: neither row is dropped."""
    rows = {name: {"racko": {"played": n, "won": 0, "best": 10 * n, "total": 10 * n}}
            for name, n in (("Player 2", 1), ("Pelaaja 2", 2), ("You", 3), ("Sinä", 4))}
    (tmp_path / "stats.json").write_text(json.dumps({"version": 2, "players": rows}), encoding="utf-8")
    s = store(tmp_path)
    assert sorted(st.played for st in (s.players[k]["racko"] for k in s.people("racko"))) == [1, 2, 3, 4]
    assert s.problem is None


DAMAGED = [
    b'{"version": 2, "players": {"Anna": {"wizard": {"pla',  # truncated
    b'{"zoker_memo": 5}',  # the wrong shape
    b"[" * 1000 + b"]" * 1000,  # nested too deep for the parser
    b"[" * 1000,  # nested and truncated
    b'{"version": 2, "players": {"Anna": {"wizard": {"played": "many", "best": [1]}}}}',  # wrong types
    b'{"version": 2, "players": [], "bests": 3, "recorded": {}}',
    b"\xff\xfe not text",
    b"null",
    b"",
]


@pytest.mark.parametrize("raw", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_file_is_set_aside_reported_and_never_overwritten(tmp_path, raw):
    path = tmp_path / "stats.json"
    path.write_bytes(raw)
    s = StatsStore(path)
    assert s.problem and "stats.damaged.json" in s.problem
    assert (tmp_path / "stats.damaged.json").read_bytes() == raw
    assert not path.exists() or StatsStore(path).problem is None  # what could be read, written whole
    s.record_game("g", "wizard", [("Anna", 5, True)])  # play goes on and is saved anew
    assert (tmp_path / "stats.damaged.json").read_bytes() == raw
    again = StatsStore(path)
    assert again.problem is None and again.stats("Anna", "wizard").played == 1


def test_what_can_be_read_from_a_damaged_file_is_kept(tmp_path):
    path = tmp_path / "stats.json"
    good = {"played": 3, "won": 1, "best": 40, "total": 90, "streak": 0, "best_streak": 1, "deals": {}}
    data = {"version": 2, "players": {"Anna": {"wizard": good, "racko": "oops"}}, "bests": {}, "recorded": []}
    path.write_text(json.dumps(data), encoding="utf-8")
    s = StatsStore(path)
    assert s.problem and s.stats("Anna", "wizard").best == 40 and "what could be read was kept" in s.problem
    StatsStore(path.with_name("other.json"))  # unrelated
    path.write_text("{", encoding="utf-8")
    second = StatsStore(path)
    assert "stats-2.damaged.json" in second.problem and (tmp_path / "stats-2.damaged.json").exists()
    # a play-tester: a file cut short said "what could be read was kept", and nothing was
    assert "nothing in it could be read" in second.problem and "start afresh" in second.problem


def test_old_records_are_carried_over_and_left_untouched(tmp_path):
    old = {"zoker_solo": {"overall": 30, "1234": 25}, "zoker_memo": {"16": 40, "16:5": 44}}
    legacy = tmp_path / "records.json"
    legacy.write_text(json.dumps(old), encoding="utf-8")
    s = store(tmp_path)
    assert s.problem is None
    assert s.stats("You", "zoker_solo").best == 30 and s.deal_best("Sinä", "zoker_solo", 1234) == 25
    assert s.best("zoker_memo", "16") == 40 and s.best("zoker_memo", "16:5") == 44
    assert json.loads(legacy.read_text(encoding="utf-8")) == old
    assert (tmp_path / "stats.json").exists()  # carried over once
    legacy.unlink()
    assert store(tmp_path).stats("You", "zoker_solo").best == 30


def test_a_damaged_old_records_file_is_set_aside(tmp_path):
    (tmp_path / "records.json").write_text(
        '{"zoker_memo": 5, "zoker_solo": {"overall": 12}}', encoding="utf-8"
    )
    s = store(tmp_path)
    assert s.problem and (tmp_path / "records.damaged.json").exists()
    assert s.stats("You", "zoker_solo").best == 12


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    s = store(tmp_path)
    s.record_game("a", "wizard", [("Anna", 5, True)])
    before = (tmp_path / "stats.json").read_bytes()

    def refuse(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    assert s.record_game("b", "wizard", [("Anna", 9, True)]) is not None  # no crash
    assert (tmp_path / "stats.json").read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"]


def test_the_old_records_api_still_works(tmp_path):
    s = store(tmp_path)
    assert s.record("zoker_memo", "16", 40, higher_is_better=False)
    assert not s.record("zoker_memo", "16", 44, higher_is_better=False)
    assert store(tmp_path).best("zoker_memo", "16") == 40


def test_a_file_that_cannot_be_read_now_is_kept_and_never_written_over(tmp_path, monkeypatch):
    """Seen by a tester: stats.json made unreadable (chmod 000) was called damaged and renamed; the next
    game would have started a new file in its place."""
    from pathlib import Path

    s = store(tmp_path)
    s.record_game("g1", "wizard", [("Anna", 30, True)])
    kept = s.path.read_bytes()
    real = Path.read_text

    def refuse(self, *a, **k):
        if self == s.path:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *a, **k)

    monkeypatch.setattr(Path, "read_text", refuse)
    again = StatsStore(s.path)
    assert "cannot be read now" in again.problem and not again.writable
    again.record_game("g2", "wizard", [("Anna", 10, False)])
    assert again.save() is False
    assert s.path.read_bytes() == kept and not list(tmp_path.glob("*damaged*"))
