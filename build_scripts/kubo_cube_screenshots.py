"""The Kubo cube from four sides and pulled apart, headless, into docs/screenshots/:
`python build_scripts/kubo_cube_screenshots.py [en|fi ...]`.

A fixed seed and the computers' moves fill about half the cube; each picture is the big cube's view
(`zoker_kubo_cube-<view>-<lang>.png`, its buttons and its last-move line in that language).
"""

from __future__ import annotations

import math
import random
import sys

from screenshots import OUT, ROOT, headless

VIEWS = {  # name: (yaw°, pitch°, layers apart)
    "front": (-16, 38, 0.0),
    "right": (-106, 34, 0.0),
    "back": (164, 46, 0.0),
    "left": (74, 56, 0.0),
    "apart": (-24, 28, 1.0),
}


def _half_full(Session, Seat, AGENTS):
    """A round in play, about half the cube filled, the person to move (the first seed that gets there)."""
    seats = [Seat("Anna"), Seat("Botti", "normal"), Seat("Robo", "easy")]
    for seed in range(5, 60):
        session = Session.start("zoker_kubo", seats, seed=seed, autosave=False)
        state, rng, agent = session.state, random.Random(seed), AGENTS["easy"]()
        while state.phase != "round_over":
            filled = sum(v is not None for v in state.table)
            if filled >= 32 and state.current_player == 0 and state.phase == "place":
                return session
            session.apply(agent.choose(state.view(state.current_player), state.legal_actions(), rng))
    raise RuntimeError("no seed fills half the cube")


def main(langs: list[str]) -> int:
    headless()
    import pygame

    from game.core.i18n import set_language
    from game.zoker.kubo.ai import AGENTS
    from scenes.kit.app import App
    from scenes.screens.shell import shell_scenes
    from scenes.session import Seat, Session
    from scenes.tables.zoker_kubo import BIG_CUBE_RECT, ZokerKuboScene

    for lang in langs:
        app = App(**shell_scenes(), lang=lang)
        set_language(lang)
        table = ZokerKuboScene(app, _half_full(Session, Seat, AGENTS))
        table.first_curtain = False
        app.manager.reset(table)
        for _ in range(30):
            app.step(1 / 30)
        table.toggle_cube()
        for name, (yaw, pitch, apart) in VIEWS.items():
            table.cube.yaw, table.cube.pitch = math.radians(yaw) % math.tau, math.radians(pitch)
            table.cube.set_explode(apart)
            rows = table.structure_list.rows(table.view().owners)
            table.structure_list.hover = rows[0][0] if rows and name == "front" else None  # one line lit
            for _ in range(3):
                app.step(1 / 30)
            path = OUT / f"zoker_kubo_cube-{name}-{lang}.png"
            pygame.image.save(app.window.subsurface(BIG_CUBE_RECT), str(path))
            print(path.relative_to(ROOT))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["en", "fi"]))
