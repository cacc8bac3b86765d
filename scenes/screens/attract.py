"""A kiosk's attract mode: computers play each game in turn, with "Touch to play" over the table.

It starts when a kiosk idles on the menu (`scenes.kit.app.ATTRACT_AFTER` seconds), or at once with
`--kiosk --demo`. The kiosk's idle return to the menu is for people who walked away, so it never
ends the attract loop; any touch, click or key does, at once, and shows the menu.
The App owns one `Attract` while it runs (`app.attract`) and gives it every frame's time.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import GOLD, WHITE
from scenes.registry import SCENES

GAME_SECONDS = 150.0  # each game plays this long at most, then the next one starts
OVER_SECONDS = 4.0  # a finished game's result stays up this long before the next game
# "Touch to play" over the bottom seat's hand (a computer's in the loop), not the middle of the table:
# there it hid the very play it shows (Wizard's and Tiko's tricks, Racko's piles, Gang of Four's pile)
BANNER = pygame.Rect(560, 1080 - 150 - 36, 800, 150)
# A table whose bottom middle holds the play itself (Solo's stacks, Memo's last row, Kubo's lowest
# places) names its own place: `TableHooks.attract_banner`.
PRESSES = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN)


def demo_table(app, game_id: str, seed: int | None = None):
    """The game's table with computers in every seat (not saved)."""
    from scenes.session import Session, default_seats

    cls = SCENES[game_id]
    game = cls.game()
    players = max(game.min_players, min(game.max_players, cls.default_players))
    if players not in game.allowed_players():
        players = game.allowed_players()[0]
    return cls(app, Session.start(game_id, default_seats(players, humans=0), seed=seed, autosave=False))


def is_demo(scene) -> bool:
    """A table where only computers play (no person at the screen or on a phone)."""
    session = getattr(scene, "session", None)
    return session is not None and not any(seat.human for seat in session.seats)


class Attract:
    """Which game plays now, and for how long it has; the App calls `update` and `draw`."""

    def __init__(self, app, game_id: str | None = None):
        self.app = app
        self.game_id = game_id
        self.elapsed = 0.0
        self.over_for = 0.0
        self.games_played = 0
        self.game_seconds = GAME_SECONDS  # the soak benchmark shortens it to see every game sooner
        self.panel: pygame.Surface | None = None

    def start(self) -> None:
        """From the menu: the first game of the loop (the one after the last shown)."""
        self.next_game()

    def next_game(self) -> None:
        ids = list(SCENES)
        if self.game_id in ids:
            self.game_id = ids[(ids.index(self.game_id) + 1) % len(ids)]
        else:
            self.game_id = ids[0]
        self.elapsed = self.over_for = 0.0
        self.games_played += 1
        self.app.home()  # the menu stays underneath: a touch shows it at once; the last table's
        # layers are released now (days of kiosk: flat memory)
        self.app.manager.push(demo_table(self.app, self.game_id, getattr(self.app, "seed", None)))

    def table(self):
        return next((s for s in reversed(self.app.manager.stack) if is_demo(s)), None)

    def update(self, dt: float) -> None:
        table = self.table()
        if table is None:  # the demo table is gone (should not happen): start the loop again
            self.next_game()
            return
        if self.game_id is None:
            self.game_id = table.game_id
        self.elapsed += dt
        over = table.state.is_over()
        self.over_for = self.over_for + dt if over else 0.0
        if self.elapsed > self.game_seconds or self.over_for > OVER_SECONDS:
            self.next_game()

    def banner(self) -> pygame.Rect:
        return getattr(self.table(), "attract_banner", None) or BANNER

    def draw(self, surface: pygame.Surface) -> None:
        banner = self.banner()
        if self.panel is None or self.panel.get_size() != banner.size:  # made once per size: a new
            # 480 kB surface each frame, for days, only churns memory
            self.panel = pygame.Surface(banner.size, pygame.SRCALPHA)
            pygame.draw.rect(self.panel, (10, 30, 20, 200), self.panel.get_rect(), border_radius=28)
            pygame.draw.rect(self.panel, (*GOLD, 255), self.panel.get_rect(), 4, border_radius=28)
        surface.blit(self.panel, banner)
        hint_h = 50 if banner.h <= BANNER.h else 90
        title = pygame.Rect(banner.x + 30, banner.y + 12, banner.w - 60, banner.h - hint_h - 20)
        draw_text(surface, _("Touch to play"), title, 64, WHITE, True)
        hint = pygame.Rect(banner.x + 20, title.bottom, banner.w - 40, hint_h)
        draw_text(surface, _("The computers are playing to show you the games."), hint, 24, WHITE)
