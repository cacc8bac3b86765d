"""The main menu: one tile per playable game (only games that have a table scene)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.core.registry import INFO
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text, shared_size
from scenes.kit.ui import (
    FADE_STEPS,
    GOLD,
    INK,
    MUTED_INK,
    WHITE,
    Button,
    ButtonGroup,
    Toast,
    blit_text,
    draw_felt,
    draw_panel,
    take_startup_message,
)
from scenes.registry import TILES
from scenes.session import has_save

TILE_W, TILE_H, GAP = 400, 314, 36  # tall enough for a four-line Finnish blurb at 24 px over the pill
TILES_TOP = 262
PILL_H = 64  # STYLE: touch targets at least 64×64 (the pill drawn a little slimmer inside it)
PILL_SLIM = 12
BLURB_GAP = 18  # clear felt between a blurb's last line and the Learn pill (less reads as touching)
ICON = (64, 90)
NAME_SMALLEST = 22


def learn_pill(tile: pygame.Rect, label: str) -> pygame.Rect:
    """Where a tile's "Learn" pill is touched: bottom left, as wide as its label (at most half the tile)."""
    w = max(PILL_H, min(tile.w // 2 - 30, res.font(24, True).size(label)[0] + 40))
    return pygame.Rect(tile.x + 24, tile.bottom - PILL_H - 8, w, PILL_H)


def blurb_box(tile: pygame.Rect, learn: bool) -> pygame.Rect:
    """Where a tile's blurb may stand: under the player count, above the Learn pill as drawn (with a gap)."""
    bottom = learn_pill(tile, "").y + PILL_SLIM // 2 - BLURB_GAP if learn else tile.bottom - 24
    return pygame.Rect(tile.x + 28, tile.y + 112, tile.w - 56, bottom - tile.y - 112)


def tile_icon(game_id: str) -> pygame.Surface | None:
    """The game's picture on its tile, drawn in the language of now where its face has words."""
    return res.scaled(res.localized(TILES[game_id].icon), ICON)


def name_room(tile_rect: pygame.Rect, icon: pygame.Surface | None) -> int:
    """The width beside a tile's icon (if it has one) for its name and player count."""
    return tile_rect.w - 56 - (icon.get_width() + 12 if icon is not None else 0)


def badge_rect(tile: pygame.Rect, label: str) -> pygame.Rect:
    """The "Game in progress" tab: astride the tile's top edge on the left, clear of the name, the
    icon and the Learn pill (beside the pill at the bottom it would not fit in English)."""
    w = min(tile.w // 2 + 60, res.font(22, True).size(label)[0] + 28)
    return pygame.Rect(tile.x + 24, tile.y - 17, w, 34)


class MenuScene(Scene):
    """Pick a game; Settings; Statistics; Quit (a kiosk: the other language instead)."""

    still = True

    def __init__(self, app):
        super().__init__(app)
        self.toast = Toast()
        self.build()

    def build(self) -> None:
        from game.core.tutorial import available
        from scenes.tutorial_store import finished

        self.learn = set(available())  # tiles that show "Learn"
        self.learned = finished() & self.learn  # finished once: an outlined pill, for the next person
        self.learn_focus: str | None = None  # the game whose Learn pill has the keyboard focus
        self.learn_hover: str | None = None  # the game whose Learn pill is under the pointer
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        self.tiles: list[tuple[Button, str]] = []  # (button, game id): no table is imported here
        ids = list(TILES)
        cols = self.cols = min(4, max(1, len(ids)))
        width = cols * TILE_W + (cols - 1) * GAP
        x0 = (1920 - width) // 2
        for i, gid in enumerate(ids):
            r, c = divmod(i, cols)
            rect = pygame.Rect(x0 + c * (TILE_W + GAP), TILES_TOP + r * (TILE_H + GAP), TILE_W, TILE_H)
            btn = self.buttons.add(Button(rect, "", lambda g=gid: self.open_game(g), style="flat", key=gid))
            self.tiles.append((btn, gid))
        # laid out here, not while drawing (draw never changes state)
        self.learn_rects = {g: learn_pill(b.rect, _("Learn")) for b, g in self.tiles if g in self.learn}
        bottom = 960
        items = [
            (_("Settings"), self.open_settings, "settings"),
            (_("Statistics"), self.open_statistics, "stats"),
        ]
        if self.app.kiosk:
            # A visitor who cannot read "Asetukset" still finds "English": each other language by its
            # own name, one touch, for this visit only (the idle return brings the kiosk's back).
            from scenes.screens.settings import LANGUAGE_NAMES

            for lang, name in LANGUAGE_NAMES.items():
                if lang != self.app.settings.language:
                    items.append((name, lambda lang=lang: self.app.set_language(lang), f"language.{lang}"))
        else:
            items.append((_("Quit"), self.quit, "quit"))
        x = (1920 - (len(items) * 280 + (len(items) - 1) * 40)) // 2  # centred, with or without Quit
        for label, fn, key in items:
            self.buttons.add(Button((x, bottom, 280, 80), label, fn, key=key))
            x += 320

    def resume(self) -> None:
        self.build()

    def open_game(self, game_id: str) -> None:
        from scenes.screens.setup import SetupScene

        self.manager.push(SetupScene(self.app, game_id))

    def open_settings(self) -> None:
        from scenes.screens.settings import SettingsScene

        self.manager.push(SettingsScene(self.app))

    def open_statistics(self) -> None:
        from scenes.screens.statistics import StatisticsScene

        self.manager.push(StatisticsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def open_learn(self, game_id: str) -> None:
        from scenes.screens.tutorial import open_tutorial

        open_tutorial(self.app, game_id)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            pills = self.learn_rects.items()
            self.learn_hover = next((g for g, r in pills if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for gid, rect in self.learn_rects.items():
                if rect.collidepoint(event.pos):
                    self.open_learn(gid)
                    return
        if event.type == pygame.KEYDOWN and self.learn_key(event):
            return
        arrows = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
        if event.type == pygame.KEYDOWN and event.key in arrows:
            self.focus(self.arrow_target(self.buttons.focus, event.key))
            return
        self.buttons.handle_event(event)

    def focused_game(self) -> str | None:
        here = self.buttons.focus
        return self.tiles[here][1] if 0 <= here < len(self.tiles) else None

    def learn_key(self, event) -> bool:
        """The Learn pills by keyboard: Tab steps from a tile onto its pill (Shift+Tab back),
        Enter/Space on the pill or L on the tile opens the tutorial. True when the key was used."""
        gid = self.focused_game()
        if event.key == pygame.K_l and gid in self.learn_rects:
            self.open_learn(gid)
            return True
        if self.learn_focus is not None and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open_learn(self.learn_focus)
            return True
        if event.key != pygame.K_TAB:
            self.learn_focus = None
            return False
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if not back and self.learn_focus is None and gid in self.learn_rects:
            self.learn_focus = gid
            return True
        if back and self.learn_focus is not None:
            self.learn_focus = None  # back onto its own tile
            return True
        self.learn_focus = None
        self.buttons.handle_event(event)
        if back and self.focused_game() in self.learn_rects:
            self.learn_focus = self.focused_game()  # Shift+Tab reaches the previous tile's pill first
        return True

    def arrow_target(self, here: int, key: int) -> int:
        """The button an arrow key moves to: rows and columns of tiles, then the bottom row."""
        n, cols = len(self.tiles), self.cols
        last = len(self.buttons.buttons) - 1
        if here < 0:
            return 0
        if here >= n:  # the bottom row (Settings, Statistics, Quit or a language)
            if key == pygame.K_UP:
                return n - 1 - (n - 1) % cols  # the first tile of the last row
            step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key, 0)
            return max(n, min(last, here + step))
        row, col = divmod(here, cols)
        if key == pygame.K_LEFT:
            return here - 1 if col > 0 else here
        if key == pygame.K_RIGHT:
            return here + 1 if col < cols - 1 and here + 1 < n else here
        if key == pygame.K_UP:
            return here - cols if row > 0 else here
        return here + cols if here + cols < n else (n if here // cols == (n - 1) // cols else n - 1)

    def focus(self, index: int) -> None:
        self.buttons.focus = index
        for i, b in enumerate(self.buttons.buttons):
            b.focused = i == index

    def update(self, dt: float) -> None:
        take_startup_message(self.app, self.toast)  # here, not when built: setup may open above
        self.toast.update(dt)

    def draw(self, surface) -> None:
        draw_felt(surface)
        if self.toast.fade() < FADE_STEPS:  # a message stands over the title (its letters showed through)
            draw_text(surface, "Pelipöytä", (260, 70, 1400, 120), 96, WHITE, True, wrap=False)
        draw_text(surface, _("Choose a game"), (260, 190, 1400, 50), res.LABEL, (220, 235, 225))
        for btn, gid in self.tiles:
            self._draw_tile(surface, btn, gid)
        for b in self.buttons.buttons[len(self.tiles) :]:
            b.draw(surface)
        # over the title, which it may hide a while: between the tiles and the buttons it covered
        # the lowest tiles' Learn buttons
        top = min(btn.rect.y for btn, _gid in self.tiles)
        self.toast.draw(surface, (960, top // 2 + 12), pygame.Rect(0, 0, 1920, top - 8))

    def name_size(self) -> int:
        """One size for every tile's name: the longest ("Pegs and Jokers") sets it beside its
        icon; one name smaller than the rest looked like a misprint."""
        return shared_size(((_(INFO[gid].name), name_room(b.rect, tile_icon(gid)), 48)
                            for b, gid in self.tiles), res.LABEL, True, NAME_SMALLEST, wrap=False)

    def blurb_size(self) -> int:
        """One size for every tile's blurb: the longest in its box sets it (four tiles' blurbs drawn
        smaller than the others' made the menu look uneven)."""
        return shared_size(((_(TILES[gid].blurb), *blurb_box(b.rect, gid in self.learn).size)
                            for b, gid in self.tiles), 24, False, 18)

    def _draw_tile(self, surface, btn: Button, gid: str) -> None:
        rect = btn.rect.move(0, -6 if btn.hover else 0)
        draw_panel(surface, rect, 22)
        # the tile's ring, unless its Learn pill is the one pointed at (a click there opens the tutorial)
        if (btn.focused and self.learn_focus != gid) or (btn.hover and self.learn_hover != gid):
            pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 4, border_radius=26)
        game, tile = INFO[gid], TILES[gid]
        icon = tile_icon(gid)
        if icon is not None:
            surface.blit(icon, icon.get_rect(topright=(rect.right - 20, rect.y + 20)))
        room = name_room(rect, icon)
        name_box = (rect.x + 28, rect.y + 24, room, 48)
        draw_text(surface, _(game.name), name_box, self.name_size(), INK, True, "left",
                  min_size=NAME_SMALLEST, wrap=False)
        blit_text(surface, game.players_text(), (rect.x + 28, rect.y + 78), 24, MUTED_INK, max_width=room)
        if game.id in self.learn:  # a guided first game; gold until it was finished once
            # drawn slimmer than its touch target; it lifts with a hovered tile
            pill = self.learn_rects[gid].move(0, rect.y - btn.rect.y).inflate(0, -PILL_SLIM)
            if gid in self.learned:
                pygame.draw.rect(surface, GOLD, pill, 3, border_radius=pill.h // 2)
            else:
                pygame.draw.rect(surface, GOLD, pill, border_radius=pill.h // 2)
            if gid in (self.learn_focus, self.learn_hover):
                pygame.draw.rect(surface, INK, pill.inflate(12, 12), 4, border_radius=pill.h // 2 + 6)
            draw_text(surface, _("Learn"), pill.inflate(-20, 0), 24, INK, True, wrap=False)
        box = blurb_box(rect, game.id in self.learn)
        draw_text(surface, _(tile.blurb), box, self.blurb_size(), INK, False, "left", "top", min_size=18)
        if has_save(game.id):
            label = _("Game in progress")
            br = badge_rect(rect, label)
            pygame.draw.rect(surface, (40, 110, 170), br, border_radius=br.h // 2)
            draw_text(surface, label, br.inflate(-20, 0), 22, WHITE, True, wrap=False)
