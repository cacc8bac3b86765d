"""The game registry lists games without importing engines, and wires each game to its players."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.registry import GAMES, INFO, agents

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", list(INFO))
def test_info_matches_the_engine(game_id):
    info, game = INFO[game_id], GAMES[game_id]
    assert (info.id, info.name, info.min_players, info.max_players) == (
        game.id, game.name, game.min_players, game.max_players
    )
    assert tuple(info.player_counts) == tuple(game.player_counts)
    assert info.players_text() == game.players_text()


@pytest.mark.parametrize("game_id", list(INFO))
def test_agents_come_from_the_registry(game_id):
    levels = GAMES[game_id].agents()
    assert {"easy", "normal", "hard"} <= set(levels) == set(agents(game_id))  # Wizard adds its arena baseline
    for factory in levels.values():
        assert hasattr(factory(), "choose")
    # One place wires a game to its players: the contract's own agents(), never an engine's copy.
    assert "agents" not in vars(type(GAMES[game_id]))


def test_listing_games_imports_no_engine():
    code = (
        "import sys, json\n"
        "from game.core.registry import GAMES, INFO\n"
        "ids = sorted(GAMES); [INFO[g].players_text() for g in ids]\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('game.') and m != 'game.core.api'"
        " and m not in ('game.core', 'game.core.i18n', 'game.core.registry'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def _top_level_imports(path: Path) -> set[str]:
    """Modules a file imports when it is loaded (not inside functions)."""
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


@pytest.mark.parametrize("game_id", list(INFO))
def test_no_engine_imports_its_computer_players(game_id):
    """No import circle engine → players → engine: the registry loads the players."""
    info = INFO[game_id]
    engine_file = ROOT / (info.engine.replace(".", "/") + ".py")
    source = engine_file.read_text(encoding="utf-8")
    assert info.ai not in _top_level_imports(engine_file)
    assert f"import {info.ai.rsplit('.', 1)[1]}" not in source.replace(info.engine, "")
    assert f"from {info.ai} import" not in source
