"""Render scenes headless to PNG (docs/screenshots/): `python build_scripts/screenshots.py [game ...]`.

The README's screenshot is made this way, from a fixed seed, after a few scripted moves.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"


def headless() -> None:
    """Draw off screen, silently, with fresh per-user folders, and import the project from ROOT."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tmp = tempfile.mkdtemp(prefix="pelipoyta-shots-")
    for var in ("PELIPOYTA_CONFIG_DIR", "PELIPOYTA_DATA_DIR", "PELIPOYTA_LOG_DIR"):
        os.environ[var] = tmp
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def main(argv: list[str]) -> int:
    headless()
    import pygame

    from game.core.i18n import set_language
    from scenes.kit.app import App
    from scenes.registry import SCENES
    from scenes.screens.shell import shell_scenes
    from scenes.session import Session, default_seats

    lang = "en"
    if argv and argv[0].startswith("--lang="):
        lang = argv.pop(0).split("=", 1)[1]
    app = App(**shell_scenes(), lang=lang)
    set_language(lang)
    OUT.mkdir(parents=True, exist_ok=True)

    def settle(frames: int = 180) -> None:  # 6 s: past Memo's showing of the last miss too
        for _ in range(frames):
            app.step(1 / 30)

    def save(name: str) -> None:
        path = OUT / f"{name}.png"
        pygame.image.save(app.window, str(path))
        print(path.relative_to(ROOT))

    settle(5)
    save(f"menu-{lang}")
    for game_id in argv or list(SCENES):
        cls = SCENES[game_id]
        game = cls.game()
        players = max(game.min_players, min(game.max_players, cls.default_players))
        session = Session.start(game_id, default_seats(players), seed=5, autosave=False)
        rng = random.Random(5)
        # a few moves in, so the table shows play in progress
        moves = getattr(cls, "screenshot_moves", 6)
        for i in range(moves * 10):
            state = session.state
            if state.is_over() or (i >= moves and state.current_player == 0 and state.phase != "round_over"):
                break  # the person is to move: computers will not play on while the picture is taken
            legal = [a for a in state.legal_actions() if type(a).__name__ != "Stop"]
            session.apply(rng.choice(legal))
        app.manager.reset(cls(app, session))
        settle()
        save(f"{game_id}-{lang}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
