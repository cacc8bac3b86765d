"""The rules screen: the game's rules text in the current language, scrollable."""

from __future__ import annotations

import re

import pygame

from game.core.api import Game
from game.core.i18n import _, language
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK, PANEL, Button, ButtonGroup, dim, draw_panel

HANG = 28  # px: the hanging indent of a bullet's second and later lines
EMPHASIS = re.compile(r"\*(\S[^*]*?)\*")  # *Why:* is drawn plain: the screen has one style
FADE_H = 44  # px: the text fades into the panel at an edge with more beyond it


def rules_text(game: Game, lang: str) -> str:
    """assets/rules/<id>.<lang>.md, falling back to English."""
    for code in (lang, "en"):
        path = res.ASSETS / "rules" / f"{game.rules or game.id}.{code}.md"
        if path.exists():
            return path.read_text(encoding="utf-8")
    return _("The rules of this game are not available in this language.")


def layout_markdown(text: str, width: int) -> list[tuple[str, int, bool, int]]:
    """Lines as (text, size, bold, indent) from simple Markdown."""
    out: list[tuple[str, int, bool, int]] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line:
            out.append(("", res.BODY // 2, False, 0))
            continue
        if line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            size = res.TITLE if level == 1 else res.LABEL
            out.extend(
                (part, size, True, 0) for part in res.wrap(line.lstrip("# ").strip(), size, width, True)
            )
            continue
        indent, hang = 0, 0
        stripped = line.lstrip()
        depth = (len(line) - len(stripped)) // 2  # Markdown nests by two spaces
        if stripped.startswith(("- ", "* ")):
            # a nested bullet's dot stands right of its parent's text; later lines under its own text
            indent, hang = 40 + depth * (HANG + 12), HANG
            stripped = "• " + stripped[2:]
        elif depth:  # a bullet's paragraph continued: under that bullet's text
            indent = 40 + (depth - 1) * (HANG + 12) + HANG
        clean = EMPHASIS.sub(r"\1", stripped.replace("**", "").replace("`", ""))
        parts = res.wrap(clean, res.BODY, width - indent)
        if hang and len(parts) > 1:  # so they are wrapped to the narrower room they get
            rest = " ".join(clean.split(" ")[len(parts[0].split(" ")):])
            parts = [parts[0], *res.wrap(rest, res.BODY, width - indent - hang)]
        for i, part in enumerate(parts):
            out.append((part, res.BODY, False, indent + (hang if i else 0)))
    return out


class RulesScene(Scene):
    """Scroll with the wheel, arrows, Page keys or by dragging; Esc or Back closes."""

    opaque = False
    still = True

    def __init__(self, app, game: Game):
        super().__init__(app)
        self.game = game
        self.panel = pygame.Rect(260, 70, 1400, 940)
        self.lines = layout_markdown(rules_text(game, language()), self.panel.w - 140)
        self.line_h = {res.TITLE: 64, res.LABEL: 50, res.BODY: 38, res.BODY // 2: 16}
        self.total = sum(self.line_h.get(size, 38) for _t, size, _b, _i in self.lines)
        self.view_h = self.panel.h - 190
        self.scroll = 0.0
        self.dragging: int | None = None
        down = self.fade(self.panel.w - 140)
        self._fades = (pygame.transform.flip(down, False, True), down)  # the top edge's, the bottom's
        self.buttons = ButtonGroup(
            [
                Button(
                    (self.panel.centerx - 160, self.panel.bottom - 110, 320, 80),
                    _("Back"),
                    self.manager.pop,
                    style="primary",
                    key="back",
                )
            ]
        )

    @staticmethod
    def fade(width: int) -> pygame.Surface:
        """A band that fades the text into the panel downward (its last row is the panel's colour)."""
        band = pygame.Surface((width, FADE_H), pygame.SRCALPHA)
        for row in range(FADE_H):
            band.fill((*PANEL, round(255 * (row + 1) / FADE_H)), (0, row, width, 1))
        return band

    def _scroll_by(self, dy: float) -> None:
        self.scroll = max(0.0, min(max(0, self.total - self.view_h), self.scroll + dy))

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * 80)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: 600, pygame.K_PAGEUP: -600}
            if event.key in step:
                self._scroll_by(step[event.key])
            elif event.key == pygame.K_ESCAPE:
                self.manager.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = event.pos[1]
        elif event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self._scroll_by(self.dragging - event.pos[1])
            self.dragging = event.pos[1]
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = None

    def draw(self, surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel)
        clip = pygame.Rect(self.panel.x + 70, self.panel.y + 50, self.panel.w - 140, self.view_h)
        old = surface.get_clip()
        surface.set_clip(clip)
        y = clip.y - self.scroll
        for text, size, bold, indent in self.lines:
            h = self.line_h.get(size, 38)
            if clip.y - h < y < clip.bottom and text:
                line = (clip.x + indent, y, clip.w - indent, h)
                draw_text(surface, text, line, size, INK, bold, "left", "top", wrap=False)
            y += h
        if self.scroll > 0:  # lines above: the top edge fades, as the bottom does while more follows
            surface.blit(self._fades[0], clip.topleft)
        if self.scroll < self.total - self.view_h:
            surface.blit(self._fades[1], (clip.x, clip.bottom - FADE_H))
        surface.set_clip(old)
        if self.total > self.view_h:
            frac = self.view_h / self.total
            bar_h = max(60, int(self.view_h * frac))
            top = clip.y + int((self.view_h - bar_h) * self.scroll / max(1, self.total - self.view_h))
            pygame.draw.rect(surface, MUTED_INK, (self.panel.right - 40, top, 10, bar_h), border_radius=5)
        self.buttons.draw(surface)
