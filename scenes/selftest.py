"""`main.py --selftest`: load every asset and open every scene headless, then exit 0."""

from __future__ import annotations

import os
import sys
import tempfile

import pygame

from scenes import resources as res

FRAMES_PER_SCENE = 3


def load_every_asset() -> int:
    count = 0
    for path in sorted(res.ASSETS.rglob("*")):
        rel = path.relative_to(res.ASSETS).as_posix()
        if path.suffix == ".png":
            res.image(rel)
        elif path.suffix == ".ttf":
            pygame.font.Font(str(path), 20)
        elif path.suffix == ".wav" and pygame.mixer.get_init():
            pygame.mixer.Sound(str(path))
        elif path.suffix == ".tmx":
            from scenes.layout import zones

            zones(path.stem)
        else:
            continue
        count += 1
    return count


def run() -> int:
    """Every scene for a few frames; a failure prints what broke and exits 1."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.mkdtemp(prefix="pelipoyta-selftest-")
    for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
        os.environ[var] = tmp  # never touch the player's own settings or saves
    from scenes.app import App
    from scenes.crash import CrashScene
    from scenes.curtain import CurtainScene
    from scenes.pause import PauseScene
    from scenes.registry import SCENES
    from scenes.rules import RulesScene
    from scenes.session import Session, default_seats
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene

    app = App()
    assets = load_every_asset()
    opened = []

    def show(scene) -> None:
        app.manager.push(scene)
        for _ in range(FRAMES_PER_SCENE):
            app.step(1 / 60)
        if isinstance(app.manager.top, CrashScene) and app.manager.top is not scene:
            raise RuntimeError(f"{type(scene).__name__} crashed: {app.manager.top.details}")
        opened.append(type(scene).__name__)
        app.manager.reset(app.manager.stack[0])

    show(SettingsScene(app))
    from scenes.statistics import StatisticsScene

    for i in range(12):  # a statistics table long enough to scroll, with a long name
        people = [("Anna-Maria Kettunen-Virtanen", 90 + i, i % 3 == 0), ("Eero", 80 + 2 * i, i % 3 != 0)]
        app.records.record_game(f"selftest-w{i}", "wizard", people)
        app.records.record_game(f"selftest-s{i}", "zoker_solo", [("Anna", 10 + i, None)], deal=1000 + i)
    show(StatisticsScene(app, "wizard"))
    show(StatisticsScene(app, "zoker_solo"))
    show(CrashScene(app, "selftest", None))
    show(CurtainScene(app, "Anna"))
    for game_id, scene_cls in SCENES.items():
        game = scene_cls.game()
        show(SetupScene(app, game_id))
        show(RulesScene(app, game))
        players = max(game.min_players, min(game.max_players, scene_cls.default_players))
        session = Session.start(game_id, default_seats(players), seed=1, autosave=False)
        table = scene_cls(app, session)
        show(table)
        show(PauseScene(app, table))
    pygame.quit()
    print(f"selftest ok: {assets} assets, {len(opened)} scenes")
    return 0


if __name__ == "__main__":
    sys.exit(run())
