"""Gang of Four's card exchange between hands: who gives what, and the panel for the card to give back."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.gang_of_four.engine import GiveBack, Phase
from scenes.kit import resources as res
from scenes.kit.ui import (
    INK,
    blit_text,
    draw_panel,
)
from scenes.tables.gang_of_four_layout import (
    EXCHANGE_PANEL,
    code,
)
from scenes.text.gang_of_four_text import card_name, face


class GangOfFourExchange:
    """The card exchange after a hand: its lines, the give-back panel and its action."""

    def exchange_line(self, ev) -> str:
        """The card exchange in words, for who gave and who got ('You gave your highest card, red 10, …')."""
        d = ev.data
        say = self.session.phrase
        if ev.kind == "gift":
            card, loser, winner = card_name(d["card"]), d["loser"], d["winner"]
            if self.session.is_you(winner):
                return _("{name} gave you their highest card, {card}: you won the last hand.").format(
                    name=self.name_of(loser), card=card)
            return say(loser, _("You gave your highest card, {card}, to {winner}: they won the last hand."),
                       _("{name} gives their highest card, {card}, to {winner}."),
                       card=card, winner=self.name_of(winner))
        card, loser, winner = card_name(d["returned"]), d["loser"], d["winner"]
        if self.session.is_you(loser):
            return _("{name} gave you {card} back.").format(name=self.name_of(winner), card=card)
        return say(winner, _("You gave {card} back to {loser}."), _("{name} gives {card} back to {loser}."),
                   card=card, loser=self.name_of(loser))

    def exchange_status(self, ev) -> str:
        """The exchange is said once: in "Since your last move" when a person sits here (the exchange
        panel says the gift to its winner), else on the status line (computers only, a demo)."""
        return "" if self.session.seats[self.viewer].human else self.exchange_line(ev)

    def can_give_back(self) -> bool:
        return self.my_turn() and self.state.phase == Phase.EXCHANGE

    def give_back(self) -> None:
        if not self.can_give_back():
            self._not_now()
            return
        if len(self.selected) != 1:
            self.refuse(_("Select one card in your hand to give back."))
            return
        self.act(GiveBack(code(self.selected[0])))

    def exchange_layout(self, view) -> tuple[pygame.Rect, list[tuple[str, int, bool]]]:
        """The exchange panel's rect (tall enough for its text in any language) and its wrapped lines."""
        ex = view.exchange
        paragraphs = [
            (_("You won the last hand: {name} gave you their highest card, {card}.").format(
                name=self.name_of(ex.loser), card=card_name(ex.given)), 28, True),
            (_("Choose any card from your hand to give back to {name}.").format(name=self.name_of(ex.loser)),
             26, False),
        ]
        lines = [(part, size, bold) for text, size, bold in paragraphs
                 for part in res.wrap(text, size, EXCHANGE_PANEL.w - 190, bold)]
        rect = EXCHANGE_PANEL.copy()
        rect.h = max(150, 30 + 38 * len(lines)) + 120
        return rect, lines

    def _draw_exchange_panel(self, surface, view) -> None:
        p, lines = self.exchange_layout(view)
        draw_panel(surface, p)
        surface.blit(res.scaled(face(view.exchange.given), (100, 140)), (p.x + 40, p.y + 34))
        y = p.y + 36
        for text, size, bold in lines:
            blit_text(surface, text, (p.x + 170, y), size, INK, bold)
            y += 38
        self.panel.draw(surface)
