"""Table scenes by game id, in menu order: an explicit dict (PyInstaller sees the imports).

The menu lists exactly these games, so a game appears only once it can be played.
"""

from __future__ import annotations

from scenes.gang_of_four import GangOfFourScene
from scenes.pegs_and_jokers import PegsScene
from scenes.racko import RackoScene
from scenes.wizard import WizardScene
from scenes.zoker_kubo import ZokerKuboScene
from scenes.zoker_memo import ZokerMemoScene
from scenes.zoker_solo import ZokerSoloScene
from scenes.zoker_tiko import ZokerTikoScene

SCENES: dict[str, type] = {
    "zoker_solo": ZokerSoloScene,
    "zoker_memo": ZokerMemoScene,
    "zoker_tiko": ZokerTikoScene,
    "zoker_kubo": ZokerKuboScene,
    "racko": RackoScene,
    "wizard": WizardScene,
    "gang_of_four": GangOfFourScene,
    "pegs_and_jokers": PegsScene,
}
