"""Everything the scenes need of each game, in menu order: one `Tile` per game.

The menu lists exactly these games, so a game appears only once it can be played. It draws its
tiles from `TILES` (blurb and icon) and `game.core.registry.INFO` (name, players) without
importing any table or engine. A tile names its table, game-log narrator and phone adapter as
"module:attribute"; `SCENES`, `scenes.narration.NARRATORS` and `scenes.phones.present.ADAPTERS`
import each on first use. (PyInstaller cannot see imports made by name: build_scripts/app.spec
collects every module of `scenes`.) `tests/scenes/test_registry.py` checks each tile against its
scene class and that every game has all its files (docs/ARCHITECTURE.md, "Adding a game").
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.i18n import N_


@dataclass(frozen=True)
class Tile:
    """A game as the scenes see it, before anything of it is imported."""

    scene: str  # the table, "module:Class"
    blurb: str  # English msgid, as the scene's `blurb`
    icon: str  # asset path of the menu icon, as the scene's `menu_icon()`
    narrator: str  # the game log's sentences, "module:function" (scenes/narration)
    phone: str | None  # the phone page's adapter, "module:ADAPTER"; None: a game with no hidden hand
    tutorial: str  # the guided first game, under assets/ (game.core.tutorial reads it)
    art: str  # the module under build_scripts/art/ that draws its deck
    locale: str  # its Finnish catalogue, assets/locale/fi/<locale>.po
    maps: tuple[str, ...] = ()  # its Tiled maps, assets/maps/<map>.tmx (scenes/kit/layout.py)


def _tile(game_id: str, scene: str, blurb: str, icon: str, art: str, locale: str,
          phone: bool = True, maps: tuple[str, ...] = ()) -> Tile:
    """A tile whose narrator, phone adapter and tutorial sit where every game keeps them."""
    return Tile(
        scene=f"scenes.tables.{scene}",
        blurb=blurb,
        icon=icon,
        narrator=f"scenes.narration.{game_id}:narrate",
        phone=f"scenes.phones.adapters.{game_id}:ADAPTER" if phone else None,
        tutorial=f"tutorials/{game_id}.json",
        art=art,
        locale=locale,
        maps=maps,
    )


TILES: dict[str, Tile] = {
    "zoker_solo": _tile(
        "zoker_solo", "zoker_solo:ZokerSoloScene",
        N_("Patience: build one tall stack of matching cards."),
        "cards/zoker/orange_XL3.png", "zoker", "solo", phone=False, maps=("zoker_solo",),
    ),
    "zoker_memo": _tile(
        "zoker_memo", "zoker_memo:ZokerMemoScene",
        N_("Memory: find pairs of cards that share two attributes."),
        "cards/zoker/back.png", "zoker", "memo", phone=False,
    ),
    "zoker_tiko": _tile(
        "zoker_tiko", "zoker_tiko:ZokerTikoScene",
        N_("Trick game: a card goes over the top card if it is stronger, else under the pile."),
        "cards/zoker/red_XL4.png", "zoker", "tiko",
    ),
    "zoker_kubo": _tile(
        "zoker_kubo", "zoker_kubo:ZokerKuboScene",
        N_("Build the card cube together: complete lines, diagonals and the Zoker."),
        "cards/zoker/blue_S1.png", "zoker", "kubo",
    ),
    "racko": _tile(
        "racko", "racko:RackoScene",
        N_("Get your ten cards in ascending order, slot 5 to slot 50, before anyone else."),
        "cards/racko/37.png", "racko", "racko",
    ),
    "wizard": _tile(
        "wizard", "wizard:WizardScene",
        N_("Bid the exact number of tricks you will take; Wizards win, Jesters lose."),
        "cards/wizard/W.png", "wizard", "wizard",
    ),
    "gang_of_four": _tile(
        "gang_of_four", "gang_of_four:GangOfFourScene",
        N_("Beat the combination on the table or pass; get rid of your cards first. Lowest total wins."),
        "cards/gang_of_four/D.png", "gang_of_four", "gang_of_four",
    ),
    "pegs_and_jokers": _tile(
        "pegs_and_jokers", "pegs_and_jokers:PegsScene",
        N_("Race your pegs round the board and home, with your partners; jokers jump, eights go back."),
        "cards/pegs/X.png", "pegs", "pegs", maps=("pegs_4", "pegs_6", "pegs_8"),
    ),
}


def resolve(target: str) -> Any:
    """The object a "module:attribute" names, importing its module."""
    module, name = target.split(":")
    return getattr(importlib.import_module(module), name)


class ByTile(Mapping):
    """id → the object one field of each tile names, imported on first access; listing ids imports
    nothing. Tiles whose field is None are left out."""

    def __init__(self, field: str) -> None:
        self.field = field
        self._loaded: dict[str, Any] = {}

    def _ids(self) -> list[str]:
        return [g for g, tile in TILES.items() if getattr(tile, self.field) is not None]

    def __getitem__(self, game_id: str) -> Any:
        if game_id not in self._loaded:
            target = getattr(TILES[game_id], self.field)
            if target is None:
                raise KeyError(game_id)
            self._loaded[game_id] = resolve(target)
        return self._loaded[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids())

    def __len__(self) -> int:
        return len(self._ids())

    def __contains__(self, game_id: object) -> bool:
        return game_id in TILES and getattr(TILES[game_id], self.field) is not None


SCENES: Mapping[str, type] = ByTile("scene")
