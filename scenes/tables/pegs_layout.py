"""Pegs and Jokers' table geometry: the constants of its layout, the hand's fan and the tutorial's zones."""

from __future__ import annotations

import pygame

from game.pegs.cards import sort_key
from scenes.kit import hand_sort
from scenes.kit.cards import HAND_CARD, hand_keys
from scenes.text.pegs_text import suit_key

HAND_GAP = 12
FAN_DROP = 16
MINI_CARD = (52, 73)
TEAM_GAP = 16
HAND_BOTTOM = 1080 - 14  # the fan's lowest card (its shadow and glow too) ends above the window's edge
PANEL_TRIM = 32  # the tutorial panel stops this much above the status zone's bottom (the fan rises into it)
FAN_TOP = HAND_BOTTOM - HAND_CARD[1] - FAN_DROP  # the fan's highest card, before it lifts under the pointer


class PegsLayout:
    """Where the hand's cards sit and in what order, and the tutorial's zones."""

    def hand_pos(self, k: int, n: int) -> tuple[float, float]:
        zone = self.layout.zones["hand"]
        room = zone.w - HAND_CARD[0]
        step = min(HAND_CARD[0] + HAND_GAP, room / max(1, n - 1))
        total = HAND_CARD[0] + (n - 1) * step
        off = (k - (n - 1) / 2) / max(1.0, (n - 1) / 2)
        top = min(zone.y, FAN_TOP)  # the whole fan, shadow and glow inside
        return (zone.centerx - total / 2 + k * step, top + FAN_DROP * off * off)

    def hand_order(self, view=None) -> list[int]:
        """Indices of the viewer's hand in display order (by rank or by suit, as chosen)."""
        hand = (view or self.view()).hand
        return hand_sort.order(hand, suit_key if hand_sort.mode(self.game_id) == hand_sort.SUIT else sort_key)

    def move_zones(self, action, view) -> list[str]:
        """A review's better move: its card where the hand shown still holds it, the peg's hole
        then and the hole it goes to."""
        zones = []
        card = getattr(action, "card", None)
        if card is not None and card in self.view().hand:
            zones.append(f"card.{card}")
        to = getattr(action, "to", None)
        if to is not None and view.playing_for is not None:
            zones += [view.pegs[view.playing_for][action.peg], to]
        return zones

    def toast_area(self) -> pygame.Rect | None:
        """Messages between the piles and the hand, where the status lines are: across the window
        they covered the board's pegs (a tutorial's panel sits there: then the usual band, clear
        of its zones)."""
        if self.tutorial is not None:
            return None
        return pygame.Rect(self.layout.zones["status"])

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: holes by the engine's names (`track.N`, `home.S.H`, `start.S.K`), the
        viewer's hand cards as `card.<code>` (e.g. `card.JS`, the first such card), the piles and
        `tutorial_panel` (over the status lines, beside the board)."""
        if name == "tutorial_panel":  # clear of the fanned hand's raised middle cards and their glow
            return pygame.Rect(self.layout.zones["status"]).inflate(0, -PANEL_TRIM).move(0, -PANEL_TRIM // 2)
        if name in ("draw", "discard", "hand"):
            return pygame.Rect(self.layout.zones[name])
        if name in self.layout.holes:
            return self.layout.hole_rect(name)
        kind, _dot, code = name.partition(".")
        if kind != "card" or not code:
            return None
        hand = self.view().hand
        sprite = self.sprites.get(("card", hand_keys(hand)[hand.index(code)])) if code in hand else None
        if sprite is None:  # not in the hand (yet): the hand itself
            return pygame.Rect(self.layout.zones["hand"])
        shown = self.hand_sprites()
        rect = pygame.Rect(sprite.rect)
        later = shown[shown.index(sprite) + 1:] if sprite in shown else []
        if later:  # only the part the next card in the fan leaves uncovered, so a click there hits it
            rect.w = max(8, min(rect.w, later[0].rect.x - rect.x))
        return rect
