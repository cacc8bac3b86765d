"""The menu's tiles come from the registry without importing any table or engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.kit import resources as res
from scenes.registry import SCENES, TILES
from scenes.tables.table import TableScene

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", list(TILES))
def test_tile_matches_the_scene(game_id):
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    cls = SCENES[game_id]
    assert cls.game_id == game_id
    assert TILES[game_id].blurb == cls.blurb
    icon = cls.menu_icon()
    ours = res.scaled(TILES[game_id].icon, (64, 90))
    assert icon.get_size() == ours.get_size()
    assert pygame.image.tobytes(icon, "RGBA") == pygame.image.tobytes(ours, "RGBA")


def test_menu_first_frame_imports_no_table_or_engine(tmp_path):
    """`main.py --frames 1` (the menu's first frame) loads no game's rules or table."""
    code = (
        "import sys, json, main\n"
        "main.main(['--frames', '1'])\n"
        "heavy = ('game.zoker.', 'game.racko', 'game.wizard', 'game.gang_of_four', 'game.pegs', 'game.ai')\n"
        "tables = [m for m in sys.modules if m.startswith(heavy) or m.startswith('scenes.') and m in "
        "{t.scene.split(':')[0] for t in __import__('scenes.registry')"
        ".registry.TILES.values()}]\n"
        "tables += [m for m in ('scenes.tables.table', 'scenes.screens.setup') if m in sys.modules]\n"
        "print(json.dumps(sorted(tables)))\n"
    )
    folders = {f"PELIPOYTA_{k}_DIR": str(tmp_path) for k in ("CONFIG", "DATA", "LOG")}
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **folders)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


@pytest.mark.parametrize("game_id", list(TILES))
def test_every_game_has_all_its_files(game_id):
    """docs/ARCHITECTURE.md "Adding a game": engine, players, coach, table, narrator, phone adapter,
    tutorial, rules in both languages, Finnish catalogue, deck art and maps, all where the tile and
    the engine's registry entry say."""
    from build_scripts.make_assets import MODULES
    from game.core import tutorial
    from game.core.coach import GameCoach
    from game.core.registry import INFO, agents, coach
    from scenes.narration import NARRATORS
    from scenes.phones.adapters.base import Adapter
    from scenes.phones.present import ADAPTERS
    from scenes.registry import resolve

    tile, info = TILES[game_id], INFO[game_id]
    game = info.load()
    assert game.id == game_id and set(agents(game_id)) >= {"easy", "normal", "hard"}
    assert isinstance(coach(game_id), GameCoach) and coach(game_id).game_id == game_id
    assert issubclass(SCENES[game_id], TableScene)
    assert NARRATORS[game_id] is resolve(tile.narrator) and callable(NARRATORS[game_id])
    # A phone holds a hidden hand: a game that hides hands has an adapter, one that shows all has none.
    assert (tile.phone is not None) == SCENES[game_id].hides_hands
    if tile.phone is not None:
        assert isinstance(ADAPTERS[game_id], Adapter)
        assert tile.phone.split(":")[0] == f"scenes.phones.adapters.{game_id}"
    assert ROOT / "assets" / tile.tutorial == tutorial.path_for(game_id)
    assert tutorial.load(game_id).game_id == game_id
    for lang in ("en", "fi"):
        assert (ROOT / "assets" / "rules" / f"{game.rules}.{lang}.md").is_file()
    assert (ROOT / "assets" / "locale" / "fi" / f"{tile.locale}.po").is_file()
    assert f"build_scripts.art.{tile.art}" in MODULES
    for name in tile.maps:
        assert (ROOT / "assets" / "maps" / f"{name}.tmx").is_file()


def test_every_engine_in_the_registry_has_a_tile():
    from game.core.registry import INFO

    assert list(TILES) == list(INFO)


# base methods tables extend with super()
EXTENDED = {"__init__", "view", "looks", "draw", "handle_event", "update", "restart", "_show_overlays",
            "finish_motion"}


def test_tables_override_only_the_written_hooks():
    """Every base method a table replaces is a documented hook of `TableHooks` (or one of the few
    it extends with `super()`): the table contract stays written down."""
    from scenes.tables.table import TableHooks

    hooks = {n for n, v in vars(TableHooks).items() if callable(v) or isinstance(v, classmethod)}
    assert [n for n in hooks if not (getattr(TableHooks, n).__doc__ or "").strip()] == []
    base = {n for cls in TableScene.__mro__ for n in vars(cls)}
    strays = {}
    for game_id in TILES:
        cls = SCENES[game_id]
        for klass in cls.__mro__[: cls.__mro__.index(TableScene)]:
            own = {n for n, v in vars(klass).items() if callable(v) or isinstance(v, classmethod)}
            extra = (own & base) - hooks - EXTENDED - set(vars(TableHooks.__mro__[1]))
            if extra:
                strays[klass.__name__] = sorted(extra)
    assert strays == {}
