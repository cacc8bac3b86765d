"""Issue 15: damaged files never crash the program or lose anything.

A few hundred damaged variants of every file the program reads (settings.json, stats.json, the
old records.json, names.json, tutorials.json, and saves): truncations every few bytes, random bytes, deep
nesting, every field replaced by a value of each wrong type, huge numbers, another game's save.
For each: the program's start-up reading (`read_files`, or `load_autosave` for Continue) does
not raise; either the file was fine (no message, file unchanged) or there is exactly one
message and the file is set aside byte for byte; no other file changes and no temporary file is
left. hypothesis adds random bytes and random truncations, derandomized and bounded so the whole
file runs in well under a minute.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import i18n
from scenes.kit.app import read_files
from scenes.session import Seat, Session, autosave_path, load_autosave
from scenes.settings_store import Settings
from scenes.stats_store import VERSION, GameStats, StatsStore

WRONG = [None, True, 0, -1, 10**400, 1e308, "x", "é" * 5000, [], {}, [[[]]], {"a": {"b": None}}]
NESTED = ["[" * 1000, "{\"a\":" * 1000, "[" * 1000 + "]" * 1000, '{"seats": ' + "[" * 1000]
HYPO = settings(
    max_examples=40, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


# ----------------------------------------------------------------------------- the files


def _save(game_id: str, moves: int = 6) -> dict:
    seats = [Seat("Anna"), Seat("Botti", "easy")] + [Seat("Robo", "easy")] * (2 if game_id == "wizard" else 0)
    session = Session.start(game_id, seats, seed=3, autosave=False)
    for _ in range(moves):
        session.apply(session.state.legal_actions()[0])
    return session.to_json()


def _stats() -> dict:
    anna = dataclasses.asdict(GameStats(played=3, won=1, best=40, total=90, streak=1, best_streak=1))
    return {
        "version": VERSION,
        "players": {"Anna": {"wizard": anna}},
        "bests": {"zoker_solo": {"overall": 31, "7": 28}},
        "recorded": ["a", "b"],
    }


VALID = {
    "settings.json": lambda: dataclasses.asdict(Settings()),
    "names.json": lambda: {"seats": {"0": "Anna", "1": "Ben"}},
    "stats.json": _stats,
    "records.json": lambda: {"zoker_solo": {"overall": 30, "12": 25}, "zoker_memo": {"turns": 14}},
    "tutorials.json": lambda: {"finished": ["zoker_solo"], "progress": {"racko": 3}},
}
FOLDER = {"settings.json": "CONFIG", "names.json": "CONFIG", "stats.json": "DATA", "records.json": "DATA",
          "tutorials.json": "DATA"}


class World:
    """Fresh per-user folders holding a good copy of every file, and one file to damage."""

    def __init__(self, root: Path, n: int):
        self.config, self.data = root / f"c{n}", root / f"d{n}"
        os.environ["PELIPOYTA_CONFIG_DIR"] = str(self.config)
        os.environ["PELIPOYTA_DATA_DIR"] = str(self.data)
        for folder in (self.config, self.data, self.data / "saves"):
            folder.mkdir(parents=True)

    def path(self, name: str) -> Path:
        if name.startswith("saves/"):
            return self.data / name
        return (self.config if FOLDER[name] == "CONFIG" else self.data) / name

    def fill(self, damaged: str, content: bytes, good: dict) -> None:
        for name, data in good.items():
            if name != damaged and not (damaged == "records.json" and name == "stats.json"):
                self.path(name).write_text(json.dumps(data), encoding="utf-8")  # records: only without stats
        self.path(damaged).write_bytes(content)
        self.before = self.snapshot()

    def snapshot(self) -> dict[str, bytes]:
        return {
            f"{tag}/{p.relative_to(folder).as_posix()}": p.read_bytes()
            for tag, folder in (("config", self.config), ("data", self.data))
            for p in folder.rglob("*")
            if p.is_file()
        }

    def check(self, damaged: str, message: str) -> None:
        """One message and the file set aside as it was, or no message and nothing changed. Of
        damaged statistics (or old records), what could be read is written at once to stats.json."""
        after = self.snapshot()
        key = next(k for k in self.before if k.endswith(damaged))
        aside = key.replace(Path(damaged).name, Path(damaged).stem + ".damaged.json")
        assert not [k for k in after if ".tmp" in k]
        if message:
            kept = after.pop("data/stats.json", None) if damaged in ("stats.json", "records.json") else None
            if kept is not None:  # what could be read, in a file that reads whole
                store = StatsStore()
                assert store.problem is None and (store.players or store.bests or store.recorded), kept
            assert after.get(aside) == self.before[key] and key not in after, message
            assert {k: v for k, v in after.items() if k != aside} == {
                k: v for k, v in self.before.items() if k != key
            }
            assert "line 1" not in message and "Expecting" not in message  # written for a person
        else:
            if damaged == "records.json":  # good old records are carried over into a new stats.json
                after.pop("data/stats.json", None)
            assert after == self.before


def _good(game_id: str = "racko") -> dict:
    out = {name: make() for name, make in VALID.items() if name != "records.json"}
    out["saves/" + game_id + ".json"] = _save(game_id)
    return out


@pytest.fixture(autouse=True)
def _folders_restored(monkeypatch):
    """World points the per-user folders at each variant's own; they are put back afterwards."""
    for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR"):
        monkeypatch.setenv(var, os.environ[var])


# ----------------------------------------------------------------------------- variants


def _paths(data, prefix=()):
    """Every place in a JSON tree (dict keys and list indexes)."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield (*prefix, k)
            yield from _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:6]):  # the first moves of a long history are enough
            yield (*prefix, i)
            yield from _paths(v, (*prefix, i))


def _replaced(data, path, value):
    out = copy.deepcopy(data)
    node = out
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return out


def variants(data: dict) -> list[bytes]:
    """Wrong types for every field, truncations every few bytes, deep nesting, huge values."""
    text = json.dumps(data)
    out = [json.dumps(_replaced(data, p, w)).encode() for p in _paths(data) for w in WRONG]
    step = max(1, len(text) // 40)
    out += [text[:n].encode() for n in range(0, len(text), step)]
    out += [(text[:n] + c + text[n + 1 :]).encode() for n in range(0, len(text), step) for c in '"}\x00']
    out += [s.encode() for s in NESTED]
    out += [text.replace("1", "9" * 400, 1).encode(), text.replace(":", ": 1e999, \"z\":", 1).encode()]
    out += [b"\xff\xfe" + text.encode("utf-16-le"), b"", b"null", b"[]", b'"text"', b"NaN"]
    return out


# ----------------------------------------------------------------------------- start-up files


def _unreadable(content: bytes) -> bool:
    try:
        json.loads(content.decode("utf-8"))
    except (ValueError, RecursionError):
        return True
    return False


def _start(world: World, damaged: str, content: bytes, good: dict) -> None:
    world.fill(damaged, content, good)
    _settings, _records, message = read_files()
    i18n.set_language("en")
    world.check(damaged, message)
    assert message or not _unreadable(content)  # a file that cannot be read is always told


@pytest.mark.parametrize("name", list(VALID))
def test_damaged_start_up_files(tmp_path, name):
    cases = variants(VALID[name]())
    assert len(cases) >= 100
    good = _good()
    for n, content in enumerate(cases):
        _start(World(tmp_path, n), name, content, good)


@pytest.mark.parametrize("name", list(VALID))
def test_random_bytes_and_cuts_in_start_up_files(tmp_path, name):
    good, base = _good(), json.dumps(VALID[name]()).encode()
    counter = iter(range(10**6))

    @HYPO
    @given(st.binary(max_size=400), st.integers(0, len(base)), st.booleans())
    def check(noise, cut, splice):
        content = base[:cut] + noise if splice else noise
        _start(World(tmp_path, next(counter)), name, content, good)

    check()


def test_what_could_be_read_of_damaged_statistics_is_there_at_the_next_start(tmp_path):
    """A tester: "what could be read was kept", and the next start showed "No games of Racko
    recorded yet": the readable part lived only in memory until a game was finished."""
    world = World(tmp_path, 0)
    good = _stats()
    good["players"]["Mummo"] = {"racko": {"played": "lots", "won": 3, "best": 300, "total": 900}}
    world.path("stats.json").write_text(json.dumps(good), encoding="utf-8")
    _settings, _records, message = read_files()
    assert "statistics file was damaged" in message
    again = StatsStore()  # the next start
    assert again.problem is None and again.stats("Anna", "wizard").played == 3
    assert (world.data / "stats.damaged.json").exists()


# ----------------------------------------------------------------------------- saves


def _continue(world: World, game_id: str, content: bytes, good: dict) -> None:
    slot = f"saves/{game_id}.json"
    world.fill(slot, content, good)
    session, message = load_autosave(game_id)
    if session is not None and message:  # a bad move: the game goes on from the move before it
        assert "goes on from there" in message and session.moves, message
        after = world.snapshot()
        assert after.pop(f"data/saves/{game_id}.damaged.json") == world.before[f"data/{slot}"]
        assert Session.from_json(json.loads(after.pop(f"data/{slot}"))).state.history == session.state.history
        assert after == {k: v for k, v in world.before.items() if k != f"data/{slot}"}
        assert session.state.legal_actions()
        return
    if session is not None:  # a harmless change: the game must still be playable
        assert message is None
        state = session.state
        if not state.is_over():
            assert state.legal_actions()
        for seat in range(state.players):
            state.view(seat)
        assert autosave_path(game_id).exists()
    elif message and "newer Pelipöytä" in message:  # "format" raised: kept where that version looks
        world.check(slot, "")
        return
    else:
        assert message and message.startswith("Your saved ") and "set aside" in message
    world.check(slot, message or "")
    assert message or not _unreadable(content)


@pytest.mark.parametrize("game_id", ["racko", "wizard"])
def test_damaged_saves(tmp_path, game_id):
    data = _save(game_id)
    cases = variants(data)
    other = "wizard" if game_id == "racko" else "racko"
    cases.append(json.dumps(_save(other)).encode())  # another game's save in this slot
    assert len(cases) >= 200
    good = _good(game_id)
    good.pop(f"saves/{game_id}.json")
    for n, content in enumerate(cases):
        _continue(World(tmp_path, n), game_id, content, good)


def test_random_bytes_in_a_save(tmp_path):
    base = json.dumps(_save("racko")).encode()
    good = _good()
    good.pop("saves/racko.json")
    counter = iter(range(10**6))

    @HYPO
    @given(st.binary(max_size=300), st.integers(0, len(base)))
    def check(noise, cut):
        _continue(World(tmp_path, next(counter)), "racko", base[:cut] + noise, good)

    check()


# ----------------------------------------------------------------------------- the whole program


def test_program_starts_with_every_file_damaged_and_says_so_once(tmp_path):
    import subprocess
    import sys

    world = World(tmp_path, 0)
    for name in ("settings.json", "names.json", "stats.json", "tutorials.json"):
        world.path(name).write_text("[" * 1000, encoding="utf-8")
    world.path("saves/racko.json").write_text("[" * 1000, encoding="utf-8")
    code = (
        "import main, scenes.kit.app as a\n"
        "shown = []\n"
        "real = a.App.step\n"
        "def step(self, *args, **kw):\n"  # the first screen's message, as its first frame shows it
        "    real(self, *args, **kw)\n"
        "    shown.append(self.manager.top.toast.message) if not shown else None\n"
        "a.App.step = step\n"
        "assert main.main(['--frames', '3']) == 0\n"
        "print(repr(shown))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    (message,) = eval(out.stdout.strip().splitlines()[-1])  # noqa: S307 — our own repr
    assert "settings file was damaged. It was kept as settings.damaged.json" in message
    assert "statistics file was damaged" in message and "names were damaged" in message
    assert "finished tutorials was damaged. It was kept as tutorials.damaged.json" in message
    for stem in ("settings", "names", "stats", "tutorials"):
        folder = world.config if stem in ("settings", "names") else world.data
        assert (folder / f"{stem}.damaged.json").read_text(encoding="utf-8") == "[" * 1000
    # a save whose text is no save is set aside at start too, so the menu offers no Continue for it
    assert "Your saved Racko game was damaged and has been set aside" in message
    assert not world.path("saves/racko.json").exists()
    assert (world.data / "saves/racko.damaged.json").read_text(encoding="utf-8") == "[" * 1000


def test_continue_with_a_damaged_save_says_so_once_and_offers_a_new_game(tmp_path):
    from scenes.screens.setup import SetupScene
    from tests.scenes.helpers import click, frames, make_app

    world = World(tmp_path, 0)
    # reads as a save at start (its moves are replayed only when it is continued)
    state = {"game": "racko", "options": [1], "history": []}
    world.path("saves/racko.json").write_text(json.dumps({"state": state, "seats": []}))
    app = make_app()
    app.manager.push(SetupScene(app, "racko"))
    frames(app, 2)
    setup = app.manager.top
    button = setup.buttons.by_key("continue")
    click(app, button.rect.center)
    assert app.manager.top is setup and setup.toast.visible
    assert setup.toast.message == (
        "Your saved Racko game was damaged and has been set aside; start a new game."
    )
    assert not world.path("saves/racko.json").exists() and (world.data / "saves/racko.damaged.json").exists()
