"""Core pieces: options, action JSON, arena statistics, pygame-free engine."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from game.core.api import Action, LoadError, Option, OptionError, decode_action
from game.core.arena import main as arena_main
from game.core.arena import mean_ci, run
from game.core.match import ScoreSheet

ROOT = Path(__file__).resolve().parents[2]


@dataclasses.dataclass(frozen=True)
class Move(Action):
    src: str
    cards: tuple


def test_action_json_round_trip():
    a = Move("top.1.2", (1, (2, 3)))
    assert decode_action(a.to_json(), (Move,)) == a


def test_decode_rejects_garbage():
    for bad in (None, [], {"type": "Zap"}, {"type": "Move", "src": "x"}):
        with pytest.raises(LoadError):
            decode_action(bad, (Move,))


def test_option_checks_choices_and_types():
    o = Option("size", 16, (16, 24))
    assert o.check(24) == 24
    with pytest.raises(OptionError):
        o.check(17)
    with pytest.raises(OptionError):
        Option("teams", False).check("yes")


def test_mean_ci():
    m, h = mean_ci([1.0, 3.0])
    assert m == 2.0 and h > 0


def test_arena_result_does_not_depend_on_worker_count():
    one = run("zoker_memo", ["normal", "easy"], 4, 7, jobs=1)
    two = run("zoker_memo", ["normal", "easy"], 4, 7, jobs=2)
    assert one["per_game"] == two["per_game"]
    assert [g["levels"] for g in one["per_game"]] == [["normal", "easy"], ["easy", "normal"]] * 2
    assert one["vs_first"]["easy"]["diff"] == two["vs_first"]["easy"]["diff"]


def test_arena_refuses_zero_jobs(capsys):
    with pytest.raises(SystemExit):
        arena_main(["zoker_memo", "--seats", "easy,easy", "--jobs", "0"])
    assert "--jobs must be at least 1" in capsys.readouterr().err


def test_score_sheet_totals():
    s = ScoreSheet(["A", "B"])
    s.add("1", [75, 10])
    s.add("2", [5, 75])
    assert s.totals() == [80, 85]
    with pytest.raises(ValueError):
        s.add("3", [1])


def imported_modules(path: Path, root: Path = ROOT) -> list[str]:
    """Every module `path` imports, at the top or inside a function; relative imports resolved."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            names += [base, *(f"{base}.{a.name}" for a in node.names)]
    return names


def imports_of(folder: str, forbidden: tuple[str, ...], root: Path = ROOT) -> list[str]:
    """'file: module' for each import under `folder` of a forbidden package (or a module in it)."""
    found = []
    for path in sorted((root / folder).rglob("*.py")):
        for name in imported_modules(path, root):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{path.relative_to(root).as_posix()}: {name}")
    return sorted(set(found))


def test_game_package_never_imports_pygame():
    assert imports_of("game", ("pygame", "scenes")) == []


def test_scene_kit_never_imports_the_layers_above_it():
    """The kit is what screens, tables and phones are built from: they are given to it (the App
    gets its home, crash and attract scenes from main.py), never imported by it."""
    assert imports_of("scenes/kit", ("scenes.screens", "scenes.tables", "scenes.phones")) == []


def test_the_import_check_sees_imports_inside_functions_and_relative_ones(tmp_path):
    (tmp_path / "scenes" / "kit").mkdir(parents=True)
    (tmp_path / "scenes" / "kit" / "app.py").write_text(
        "import pygame\n\ndef f():\n    from ..screens import menu\n    import scenes.tables.table\n"
    )
    found = imports_of("scenes/kit", ("scenes.screens", "scenes.tables"), tmp_path)
    assert found == [
        "scenes/kit/app.py: scenes.screens",
        "scenes/kit/app.py: scenes.screens.menu",
        "scenes/kit/app.py: scenes.tables.table",
    ]


def test_player_counts_restrict_the_allowed_numbers(monkeypatch):
    from game.core.registry import GAMES

    game = GAMES["racko"]
    assert game.allowed_players() == tuple(range(game.min_players, game.max_players + 1))
    monkeypatch.setattr(type(game), "player_counts", (2, 4))
    assert game.allowed_players() == (2, 4)
    with pytest.raises(OptionError, match="2 or 4 players"):
        game.new(3)
    assert game.new(4).players == 4


def test_a_dealing_random_draws_what_random_draws_and_keeps_its_state_until_it_draws_again():
    """Saves replay from their seed, so the engines' generator must deal exactly as random.Random."""
    import random

    from game.core.api import DealingRandom, copied_rng

    plain, dealing = random.Random(5), DealingRandom(5)
    for _ in range(20):
        a, b = list(range(64)), list(range(64))
        plain.shuffle(a)
        dealing.shuffle(b)
        assert a == b
        assert (plain.random(), plain.randrange(999), plain.choice("abcdef")) == (
            dealing.random(), dealing.randrange(999), dealing.choice("abcdef"))
        assert plain.getstate() == dealing.getstate()
    state = dealing.getstate()
    assert dealing.getstate() is state  # read again without a draw: not copied again
    twin = copied_rng(dealing)
    assert twin.getstate() == state and twin.random() == dealing.random()
    assert dealing.getstate() != state  # it drew: the state is read afresh
