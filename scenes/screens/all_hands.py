"""Show all hands: every seat's hand at the replay's position, for a family reviewing together.

Opened from the replay bar, and only for a game that was played to its end (a game in progress
never shows another seat's cards). One row per seat: its name and its hand as small card faces,
taken from the game's phone adapter (`Adapter.hand(view)`, the same cards and pictures a phone
shows), so no table needs code of its own. A row's button shows the table through that seat's
eyes; Left/Right (and the wheel) still step the replay under the panel, which follows.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK, SEAT_COLOURS, Button, ButtonGroup, dim, draw_panel
from scenes.screens.replay_bar import BAR

PANEL = pygame.Rect(160, 120, 1600, BAR.y - 150)
NAME_W = 300
EYES_W = 250
MIN_FACE_W = 64  # the smallest face whose number still reads at a glance


def hands(table) -> list[list[dict]]:
    """Each seat's hand now, as phone cards ({"key", "img", "label"})."""
    from scenes.phones.present import ADAPTERS

    adapter = ADAPTERS.get(table.game_id) if table.game_id in ADAPTERS else None
    state = table.session.state
    if adapter is None:
        return [[] for _seat in table.session.seats]
    return [adapter.hand(state.view(seat)) for seat in range(len(table.session.seats))]


class AllHandsScene(Scene):
    """Every seat's hand over the replay table."""

    opaque = False
    still = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.build()

    def rows(self) -> list[pygame.Rect]:
        n = len(self.table.session.seats)
        top, bottom = PANEL.y + 100, PANEL.bottom - 110
        h = (bottom - top) // max(1, n)
        return [pygame.Rect(PANEL.x + 40, top + i * h, PANEL.w - 80, h - 8) for i in range(n)]

    def build(self) -> None:
        # the arrows step the replay
        self.buttons = ButtonGroup(arrows=False, keep=getattr(self, "buttons", None))
        seats = self.table.session.seats
        for i, row in enumerate(self.rows()):
            h = min(72, row.h - 8)
            rect = (row.right - EYES_W - 12, row.centery - h // 2, EYES_W, h)
            self.buttons.add(
                Button(
                    rect,
                    _("See as {name}").format(name=seats[i].name),
                    lambda i=i: self.see(i),
                    style="flat",
                    key=f"eyes.{i}",
                    size=24,
                )
            )
        y = PANEL.bottom - 92
        self.buttons.add(
            Button(
                (PANEL.x + 40, y, 420, 72),
                _("As it was seen"),
                lambda: self.see(None),
                style="flat",
                key="own",
                size=26,
            )
        )
        self.buttons.add(
            Button(
                (PANEL.right - 40 - 260, y, 260, 72),
                _("Close"),
                self.close,
                style="primary",
                key="close",
                size=26,
            )
        )

    def relabel(self) -> None:
        self.build()

    def see(self, seat: int | None) -> None:
        self.table.see_as(seat)
        self.close()

    def close(self) -> None:
        self.leave()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.table.step(1 if event.key == pygame.K_RIGHT else -1)
        elif event.type == pygame.MOUSEWHEEL:
            self.table.step(-1 if event.y > 0 else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not PANEL.collidepoint(event.pos):
            self.close()  # the bar under the panel: close and let it have the click
            self.table.handle_event(event)

    def card_box(self, row: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(row.x + NAME_W, row.y + 6, row.w - NAME_W - EYES_W - 36, row.h - 12)

    def draw(self, surface) -> None:
        dim(surface, 110)
        draw_panel(surface, PANEL)
        title = _("Every hand · move {k} of {n}").format(k=self.table.position(), n=self.table.last())
        draw_text(
            surface, title, (PANEL.x + 40, PANEL.y + 24, PANEL.w - 80, 60), res.LABEL, INK, True, align="left"
        )
        seats = self.table.session.seats
        viewer = self.table.viewer
        for i, (row, cards) in enumerate(zip(self.rows(), hands(self.table), strict=True)):
            if i % 2:
                pygame.draw.rect(surface, (240, 234, 222), row, border_radius=12)
            if i == viewer:
                pygame.draw.rect(surface, (200, 170, 90), row, 3, border_radius=12)
            pygame.draw.circle(surface, SEAT_COLOURS[i % len(SEAT_COLOURS)], (row.x + 24, row.centery), 11)
            draw_text(
                surface,
                seats[i].label(),
                (row.x + 46, row.y, NAME_W - 56, row.h),
                28,
                INK,
                True,
                align="left",
            )
            self.draw_cards(surface, cards, self.card_box(row))
        self.buttons.draw(surface)

    @staticmethod
    def card_rects(count: int, box: pygame.Rect) -> list[pygame.Rect]:
        """The faces' places in a row: side by side, made smaller to fit (a face half covered hides
        its number), and overlapping only when even the smallest readable faces do not fit."""
        if count == 0:
            return []
        gap = 8
        fit_w = (box.w - gap * (count - 1)) // count
        w = max(MIN_FACE_W, min(min(168, box.h) * 5 // 7, fit_w))
        h = w * 7 // 5
        step = w + gap if w <= fit_w else (box.w - w) // max(1, count - 1)
        return [pygame.Rect(box.x + k * step, box.y + (box.h - h) // 2, w, h) for k in range(count)]

    @classmethod
    def draw_cards(cls, surface, cards: list[dict], box: pygame.Rect) -> None:
        if not cards:
            draw_text(surface, _("No cards"), box, 26, MUTED_INK, align="left")
            return
        for card, rect in zip(cards, cls.card_rects(len(cards), box), strict=True):
            img = card.get("img")
            if img:
                surface.blit(res.scaled("cards/" + img.removeprefix("/c/"), rect.size), rect)
            else:  # a card the adapter does not picture: its name on a plain face
                pygame.draw.rect(surface, (250, 250, 250), rect, border_radius=8)
                draw_text(surface, card.get("label", ""), rect.inflate(-8, -8), 20, INK)
