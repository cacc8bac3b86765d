"""Table scenes by game id, in menu order, imported when first used.

The menu lists exactly these games, so a game appears only once it can be played. It draws its
tiles from `TILES` (blurb and icon) and `game.core.registry.INFO` (name, players) without
importing any table or engine; `SCENES[id]` imports the table when a game is opened.
(PyInstaller cannot see imports made by name: build_scripts/app.spec collects every scene.)
`tests/scenes/test_registry.py` checks each tile against its scene class.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from game.core.i18n import N_


@dataclass(frozen=True)
class Tile:
    """What the menu shows of a game before its table is imported."""

    scene: str  # "module:Class"
    blurb: str  # English msgid, as the scene's `blurb`
    icon: str  # asset path of the menu icon, as the scene's `menu_icon()`


TILES: dict[str, Tile] = {
    "zoker_solo": Tile(
        "scenes.tables.zoker_solo:ZokerSoloScene",
        N_("Patience: build one tall stack of matching cards."),
        "cards/zoker/orange_XL3.png",
    ),
    "zoker_memo": Tile(
        "scenes.tables.zoker_memo:ZokerMemoScene",
        N_("Memory: find pairs of cards that share two attributes."),
        "cards/zoker/back.png",
    ),
    "zoker_tiko": Tile(
        "scenes.tables.zoker_tiko:ZokerTikoScene",
        N_("Trick game: a card goes over the top card if it is stronger, else under the pile."),
        "cards/zoker/red_XL4.png",
    ),
    "zoker_kubo": Tile(
        "scenes.tables.zoker_kubo:ZokerKuboScene",
        N_("Build the card cube together: complete lines, diagonals and the Zoker."),
        "cards/zoker/blue_S1.png",
    ),
    "racko": Tile(
        "scenes.tables.racko:RackoScene",
        N_("Get your ten cards in ascending order, slot 5 to slot 50, before anyone else."),
        "cards/racko/37.png",
    ),
    "wizard": Tile(
        "scenes.tables.wizard:WizardScene",
        N_("Bid the exact number of tricks you will take; Wizards win, Jesters lose."),
        "cards/wizard/W.png",
    ),
    "gang_of_four": Tile(
        "scenes.tables.gang_of_four:GangOfFourScene",
        N_("Beat the combination on the table or pass; get rid of your cards first. Lowest total wins."),
        "cards/gang_of_four/D.png",
    ),
    "pegs_and_jokers": Tile(
        "scenes.tables.pegs_and_jokers:PegsScene",
        N_("Race your pegs round the board and home, with your partners; jokers jump, eights go back."),
        "cards/pegs/X.png",
    ),
}


class _Scenes(Mapping):
    """id → table scene class, importing each on first access; listing ids imports nothing."""

    def __init__(self) -> None:
        self._loaded: dict[str, type] = {}

    def __getitem__(self, game_id: str) -> type:
        cls = self._loaded.get(game_id)
        if cls is None:
            module, name = TILES[game_id].scene.split(":")
            cls = self._loaded[game_id] = getattr(importlib.import_module(module), name)
        return cls

    def __iter__(self) -> Iterator[str]:
        return iter(TILES)

    def __len__(self) -> int:
        return len(TILES)

    def __contains__(self, game_id: object) -> bool:
        return game_id in TILES


SCENES: Mapping[str, type] = _Scenes()
