"""CardTableScene: the bookkeeping every table of card sprites with seat panels shares.

Sprites by key with a role each ("hand", "trick"/"pile", or "flying": a card on its way off the
table, dropped once it lands), the other seats in clockwise order, where a seat's cards come from
and go to, and the viewer's own panel (its frame, turn ring, seat dot and name; the game draws the
lines under the name). Shared by the trick tables (trick_table.py) and Gang of Four.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from scenes.kit.cards import TABLE_CARD, CardSprite
from scenes.kit.text_fit import shared_size
from scenes.kit.ui import draw_seat_panel
from scenes.tables.table import TableScene


class CardTableScene(TableScene):
    """A table of `CardSprite`s by key, each with a role, and a panel per seat."""

    my_panel: ClassVar[pygame.Rect]  # the viewer's own panel

    def __init__(self, app, session):
        self.sprites: dict = {}
        self.role: dict = {}  # sprite key -> "hand", "trick"/"pile" or "flying" (a card leaving the table)
        super().__init__(app, session)

    # ------------------------------------------------------------------ for subclasses

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The panel of `seat`."""
        raise NotImplementedError

    def hand_sprites(self) -> list[CardSprite]:
        """The viewer's hand cards, left to right."""
        raise NotImplementedError

    def draw_my_lines(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        """What the viewer's panel shows under the name (counts, bid, what to do now)."""

    # ------------------------------------------------------------------ seats

    def others(self) -> list[int]:
        """The other seats clockwise from the viewer."""
        n = self.state.players
        return [(self.viewer + k) % n for k in range(1, n)]

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's played cards come from and won tricks go (a table card's top-left)."""
        r = self.seat_rect(seat)
        return (r.centerx - TABLE_CARD[0] / 2, r.centery - TABLE_CARD[1] / 2)

    def draw_seat_plate(self, surface: pygame.Surface, seat: int) -> pygame.Rect:
        """Another seat's panel, its name at the size all the others' share (a long name shrank
        alone); its rect, for what the table adds in it."""
        r, seats = self.seat_rect(seat), self.session.seats
        names = ((seats[s].label(), self.seat_rect(s).w - 66, 40) for s in self.others())
        size = shared_size(names, 26, True, 16, wrap=False)
        draw_seat_panel(surface, r, seat, seats[seat].label(), self.seat_to_move() == seat, size=size)
        return r

    def draw_me(self, surface: pygame.Surface, view) -> None:
        """The viewer's panel: frame, a gold ring on its turn, its seat dot, name and `my_tag`, then
        its lines."""
        r, seat = self.my_panel, self.viewer
        draw_seat_panel(surface, r, seat, self.session.seats[seat].label(), self.seat_to_move() == seat,
                        tag=self.my_tag(view))
        self.draw_my_lines(surface, view, r)

    def my_tag(self, view) -> str:
        """A role shown in a pill right of the viewer's name (Tiko: "leads"); "" for none."""
        return ""

    # ------------------------------------------------------------------ motion

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)
        for key in [k for k, r in self.role.items() if r == "flying" and not self.sprites[k].moving]:
            del self.sprites[key], self.role[key]  # a collected trick has arrived: it leaves the table
