"""The screens an App is built with: the home (the menu), the crash screen and a kiosk's attract
loop. `scenes/kit` never imports screens, so whoever makes an App (main.py, the selftest, tests,
benchmarks) passes these in: `App(**shell_scenes(), ...)`."""

from __future__ import annotations

from scenes.screens.attract import Attract
from scenes.screens.crash import CrashScene
from scenes.screens.menu import MenuScene


def shell_scenes() -> dict:
    return {"home": MenuScene, "crash": CrashScene, "attract": Attract}
