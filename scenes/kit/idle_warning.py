"""The kiosk's warning before its idle return: a panel over whatever shows, counting the seconds
until the menu comes back, so a slow thinker is not sent away without notice."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _, ngettext
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import GOLD, INK, dim, draw_panel

WARN_BEFORE = 20.0  # seconds of warning (a third of the idle time when that is shorter)
PANEL = pygame.Rect(960 - 450, 540 - 150, 900, 300)


def warn_before(idle_limit: float) -> float:
    return min(WARN_BEFORE, idle_limit / 3)


def seconds_left(idle: float, idle_limit: float) -> int | None:
    """The whole seconds the warning shows, or None while it is not yet time to warn."""
    left = idle_limit - idle
    if left > warn_before(idle_limit) or left <= 0:
        return None
    return math.ceil(left)


def draw_idle_warning(surface: pygame.Surface, seconds: int, game: bool) -> None:
    """The panel: `game`, a game is open (it is the game that will be forgotten)."""
    dim(surface, 120)
    draw_panel(surface, PANEL, 28)
    pygame.draw.rect(surface, GOLD, PANEL, 5, border_radius=28)
    inner = PANEL.inflate(-80, -60)
    title = pygame.Rect(inner.x, inner.y, inner.w, 70)
    draw_text(surface, _("Still playing?"), title, 52, INK, True)
    if game:
        body = ngettext("Touch the screen to go on. In {n} second the menu comes back and this game is "
                        "forgotten.", "Touch the screen to go on. In {n} seconds the menu comes back and "
                        "this game is forgotten.", seconds)
    else:
        body = ngettext("Touch the screen to go on. In {n} second the menu comes back.",
                        "Touch the screen to go on. In {n} seconds the menu comes back.", seconds)
    draw_text(surface, body.format(n=seconds), pygame.Rect(inner.x, title.bottom + 10, inner.w,
                                                            inner.bottom - title.bottom - 10), 32, INK)
