"""Two pictures per tutorial for docs/screenshots/tutorials/ (issue 13): `<game>-step.png`, a step
waiting for its move, and `<game>-explained.png`, the explanation after it.

    python build_scripts/tutorial_screenshots.py [--lang=fi] [--step=N] [game ...]

`--step=N` (default 1) picks the step; the pictures are drawn headless by `advance` (the selftest's
way to reach a step), at the 1920×1080 canvas.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from build_scripts.screenshots import headless  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "tutorials"


def main(argv: list[str]) -> int:
    headless()
    import pygame

    from game.core.i18n import set_language
    from game.core.tutorial import available
    from scenes.kit.app import App
    from scenes.screens.menu import MenuScene
    from scenes.screens.shell import shell_scenes
    from scenes.screens.tutorial import advance, tutorial_table

    lang, step, out = "en", 1, OUT
    for arg in [a for a in argv if a.startswith("--")]:
        name, _, value = arg[2:].partition("=")
        if name == "lang":
            lang = value
        elif name == "step":
            step = int(value)
        elif name == "out":
            out = Path(value)
    games = [a for a in argv if not a.startswith("--")] or available()
    app = App(**shell_scenes(), lang=lang)
    set_language(lang)
    out.mkdir(parents=True, exist_ok=True)
    for game_id in games:
        for suffix, made, explain in (("step", step - 1, False), ("explained", step, True)):
            table = tutorial_table(app, game_id)
            app.manager.reset(MenuScene(app))
            app.manager.push(table)
            advance(table, made, explain)
            app.manager.draw(app.canvas)
            path = out / f"{game_id}-{suffix}.png"
            pygame.image.save(app.canvas, str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
