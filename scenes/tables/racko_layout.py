"""Racko's table geometry: the constants of its layout, the racks' slots, the piles, the tutorial's zones."""

from __future__ import annotations

import pygame

from game.racko import SLOTS
from scenes.kit.cards import TABLE_CARD

BACK = "cards/racko/back.png"
MY_PITCH = 162
MY_Y = 800
MY_X0 = (1920 - (9 * MY_PITCH + TABLE_CARD[0])) // 2
TRAY = pygame.Rect(MY_X0 - 26, MY_Y - 18, 9 * MY_PITCH + TABLE_CARD[0] + 52, 280)
TITLE_AT = (TRAY.x + 40, TRAY.y - 46)  # the viewer's rack's title, over the tray's left end
DRAW_POS = (560, 410)
DISCARD_POS = (760, 410)
HELD_POS = (1010, 410)
STATUS_Y = 676
LINES_RECT = pygame.Rect(960 - 750, STATUS_Y, 1500, 3 * 36)  # the status lines, up to three
OTHERS_Y = 148
INFO_PANEL = pygame.Rect(60, 400, 400, 230)  # round, dealer, match length, options
RECENT = pygame.Rect(1496, 396, 400, STATUS_Y - 10 - 396)  # "Since your last move": right of the buttons
WOOD, WOOD_DARK = (150, 98, 52), (104, 64, 30)
DEAL_STAGGER = 0.04  # STYLE: a deal staggers cards by 40 ms


def face(card: int | None) -> str:
    return BACK if not card else f"cards/racko/{card}.png"


class RackoLayout:
    """Where everything sits: the seats' racks and their slots, the piles and the tutorial's zones."""

    def others(self) -> list[int]:
        n = self.state.players
        return [(self.viewer + k) % n for k in range(1, n)]

    def mini(self) -> tuple[int, int]:
        return (90, 126) if len(self.others()) == 1 else (50, 70)

    def slot_rect(self, seat: int, i: int) -> pygame.Rect:
        if seat == self.viewer:
            return pygame.Rect(MY_X0 + i * MY_PITCH, MY_Y, *TABLE_CARD)
        others = self.others()
        w, h = self.mini()
        pitch = w + (8 if len(others) == 1 else 5)
        width = 9 * pitch + w
        centre = 1920 * (others.index(seat) + 0.5) / len(others)
        return pygame.Rect(round(centre - width / 2) + i * pitch, OTHERS_Y + 52, w, h)

    def private_rects(self) -> list[pygame.Rect]:
        """The viewer's rack and the card in hand (a computer's while only phones play with it)."""
        held = self.sprites.get("held")
        return [self.slot_rect(self.viewer, i) for i in range(len(SLOTS))] + ([held.rect] if held else [])

    def panel_rect(self, seat: int) -> pygame.Rect:
        first, last = self.slot_rect(seat, 0), self.slot_rect(seat, 9)
        return pygame.Rect(first.x - 20, OTHERS_Y, last.right - first.x + 40, first.h + 96)

    @property
    def phone_areas(self) -> tuple[pygame.Rect, ...]:
        """Where phone codes, chips and offers go: the default side strips covered the info panel
        (one strip half over it) and, with three or four players, the others' racks. Below the
        racks and above the status: right of the held card, then over the whole info panel."""
        below = max(self.panel_rect(s).bottom for s in self.others()) + 16
        bottom = STATUS_Y - 12
        if len(self.others()) == 1:  # the one other rack leaves the right strip free from the top bar
            return (pygame.Rect(1548, 108, 360, bottom - 108),)
        return (pygame.Rect(1548, below, 360, bottom - below), pygame.Rect(1190, below, 346, bottom - below),
                pygame.Rect(INFO_PANEL.x, below, INFO_PANEL.w, bottom - below))

    def recent_rect(self) -> pygame.Rect:
        """Where "Since your last move" stands: right of the held card, or in the info panel's place
        while a phone's code or offer covers that (the top bar still names the round)."""
        if self.phone_covers(RECENT):
            return pygame.Rect(INFO_PANEL.x, RECENT.y, INFO_PANEL.w, RECENT.h)
        return RECENT

    @staticmethod
    def pile_rect(pos) -> pygame.Rect:
        return pygame.Rect(pos, TABLE_CARD)

    def toast_spots(self) -> tuple[int, ...]:
        """A message goes between the other racks and the piles (the piles are what it most often
        points at), else over the status lines, which give way to it; never over the other seats'
        names or the top of the rack."""
        gap = max(self.panel_rect(s).bottom for s in self.others())
        return ((gap + DRAW_POS[1]) // 2, LINES_RECT.centery)

    def toast_avoid(self) -> list[pygame.Rect]:
        piles = [self.pile_rect(p) for p in (DRAW_POS, DISCARD_POS, HELD_POS)]
        return super().toast_avoid() + [self.panel_rect(s) for s in self.others()] + piles

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: draw, discard, held, slot.5 … slot.50 (the viewer's rack), rack."""
        piles = {"draw": DRAW_POS, "discard": DISCARD_POS, "held": HELD_POS}
        if name in piles:
            return self.pile_rect(piles[name])
        if name == "rack":
            return TRAY
        if name == "tutorial_panel":  # right of the piles, under the other racks
            return pygame.Rect(1200, 396, 690, 270)
        kind, _dot, slot = name.partition(".")
        if kind == "slot" and slot.isdigit() and int(slot) in SLOTS:
            return self.slot_rect(self.viewer, SLOTS.index(int(slot)))
        return None

    def move_zones(self, action, view) -> list[str]:
        """A review's better move on the table: the pile to take from, or the slot on the rack
        shown (only when it is the reviewed seat's)."""
        from game.racko.engine import Discard, Draw, Place

        if isinstance(action, Draw):
            return [action.pile]
        if isinstance(action, Discard):
            return ["discard"]
        if isinstance(action, Place) and view.player == self.viewer:
            return [f"slot.{action.slot}"]
        return []
