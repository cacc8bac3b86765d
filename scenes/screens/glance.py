"""Rules at a glance: one screen of pictures (our own card sprites) with a line each.

The pictures are data beside the tutorial (`"glance"` in assets/tutorials/<game>.json): each
panel names its cards ("zoker/blue_L1", "racko/7", "racko/back"), a mark ("yes": a legal
pair or move, "no": not allowed, "": neither) and a caption in English and Finnish.
"""

from __future__ import annotations

import json

import pygame

from game.core.i18n import _
from game.core.registry import GAMES
from game.core.tutorial import available, path_for, pick
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import INK, WHITE, Button, ButtonGroup, draw_felt, draw_panel

YES, NO = (40, 140, 70), (190, 50, 50)
MARK_ROOM = 80  # right of the cards: the yes or no mark
CAPTION_SIZE = 28
CAPTION_GAP = 14  # between a panel's cards and its caption


def card_row(n: int, art: pygame.Rect, marked: bool) -> tuple[int, int, int]:
    """(width, height, step) of `n` cards in a row across `art`: full height, fanned; but a row so
    long that each card would show less than half (Racko's ten: their numbers were cut into a
    jumble, the mark over the last) stands smaller, side by side, the mark beside it."""
    h = art.h
    w = h * 5 // 7
    room = art.w - (MARK_ROOM if marked else 0)  # the mark never lies on a card
    if n < 2:
        return w, h, 0
    step = min(w + 12, (room - w) // (n - 1))
    if step * 2 >= w:
        return w, h, step
    gap = 6
    w = (room - gap * (n - 1)) // n
    return w, w * 7 // 5, w + gap


def glance_panels(game_id: str) -> list[dict]:
    """The game's glance panels, or [] when it has none (or the file cannot be read)."""
    try:
        with open(path_for(game_id), encoding="utf-8") as f:
            panels = json.load(f).get("glance", [])
    except (OSError, ValueError, AttributeError):
        return []
    return [p for p in panels if isinstance(p, dict)] if isinstance(panels, list) else []


def has_glance(game_id: str) -> bool:
    return bool(glance_panels(game_id))


class GlanceScene(Scene):
    """The rules of one game on one screen; Back returns, Learn to play opens the tutorial."""

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.panels = glance_panels(game_id)
        self.build()

    def build(self) -> None:
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        self.buttons.add(Button((60, 960, 260, 80), _("Back"), self.manager.pop, key="back"))
        if self.game_id in available():
            label = _("Learn to play")
            w = max(340, res.font(res.BODY, True).size(label)[0] + 72)  # one line, a clear margin
            learn = Button((1920 - 60 - w, 960, w, 80), label, self.learn, style="primary", key="learn")
            self.buttons.add(learn)

        # every caption's height is what the longest needs (so the cards stand alike in every
        # panel): a fixed 110 px let a three-line Finnish caption touch the cards above it
        rects = self.panel_rects()
        need = [fit(pick(p.get("caption", {})), CAPTION_SIZE, False, r.w - 48, 1080).height
                for p, r in zip(self.panels, rects, strict=True)]
        self.caption_h = max([110, *need])

    def relabel(self) -> None:
        self.build()

    def learn(self) -> None:
        from scenes.screens.tutorial import open_tutorial

        open_tutorial(self.app, self.game_id)

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.manager.pop()

    def panel_rects(self) -> list[pygame.Rect]:
        n = len(self.panels)
        cols = 3 if n > 4 else 2
        rows = max(1, (n + cols - 1) // cols)
        w, h = (1800 - (cols - 1) * 30) // cols, (800 - (rows - 1) * 30) // rows
        return [pygame.Rect(60 + (i % cols) * (w + 30), 140 + (i // cols) * (h + 30), w, h) for i in range(n)]

    def draw(self, surface) -> None:
        draw_felt(surface)
        title = _("{game} at a glance").format(game=_(GAMES[self.game_id].name))
        draw_text(surface, title, (60, 30, 1800, 90), res.TITLE, WHITE, True, wrap=False)
        for panel, rect in zip(self.panels, self.panel_rects(), strict=True):
            self._draw_panel(surface, panel, rect)
        self.buttons.draw(surface)

    def art_and_caption(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A panel's room for its cards, and its caption's box below them."""
        h = self.caption_h
        art = pygame.Rect(rect.x + 24, rect.y + 20, rect.w - 48, rect.h - h - 30 - CAPTION_GAP)
        return art, pygame.Rect(rect.x + 24, rect.bottom - h - 10, rect.w - 48, h)

    def _draw_panel(self, surface, panel: dict, rect: pygame.Rect) -> None:
        draw_panel(surface, rect, 22)
        cards = [c for c in panel.get("cards", []) if isinstance(c, str)]
        art, box = self.art_and_caption(rect)
        if cards:
            mark = panel.get("mark", "")
            w, h, step = card_row(len(cards), art, mark in ("yes", "no"))
            total = w + step * (len(cards) - 1)
            x = art.centerx - (total + (MARK_ROOM if mark in ("yes", "no") else 0)) // 2
            y = art.centery - h // 2
            for k, name in enumerate(cards):
                try:
                    img = res.scaled(res.localized(f"cards/{name}.png"), (w, h))  # Finnish V/K/P
                except (FileNotFoundError, pygame.error):
                    continue
                surface.blit(img, (x + k * step, y))
            if mark in ("yes", "no"):
                centre = (x + total + 40, y + 40)
                centre = (min(centre[0], rect.right - 40), centre[1])
                pygame.draw.circle(surface, YES if mark == "yes" else NO, centre, 30)
                if mark == "yes":
                    cx, cy = centre
                    pts = [(cx - 14, cy), (cx - 4, cy + 12), (cx + 15, cy - 12)]
                    pygame.draw.lines(surface, WHITE, False, pts, 7)
                else:
                    for dx in (-1, 1):
                        a = (centre[0] - 12 * dx, centre[1] - 12)
                        b = (centre[0] + 12 * dx, centre[1] + 12)
                        pygame.draw.line(surface, WHITE, a, b, 7)
        draw_text(surface, pick(panel.get("caption", {})), box, CAPTION_SIZE, INK, False, "center", "center")
