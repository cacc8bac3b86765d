"""Wizard drawn: the seat panels with bids and tricks, your own lines, the trump panel, the lines of
"Since your last move", and the Last trick panel."""

from __future__ import annotations

import pygame

from game.core.api import Event
from game.core.i18n import _, ngettext
from game.wizard.cards import SUIT_NAMES
from game.wizard.engine import Bid, ChooseTrump, Phase, Play
from scenes.kit import resources as res
from scenes.kit.cards import TABLE_CARD, draw_backs, draw_slot
from scenes.kit.overlay import PanelOverlay
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import GOLD, INK, MUTED_INK, SEAT_COLOURS, WHITE, blit_text, draw_panel, draw_seat_panel
from scenes.tables.recent import own_last_move, seat_colour, since_last_move
from scenes.text.wizard_text import card_name, face, trump_name

BACK = "cards/wizard/back.png"
MINI_BACK = (40, 56)
INFO_PANEL = pygame.Rect(1484, 760, 412, 290)
TURNED_SIZE = (110, 154)


class WizardDraw:
    """The drawing half of WizardScene (a mixin: it uses the scene's view, seats and layout)."""

    def bid_line(self, view, seat: int) -> str:
        """'bid 2, tricks 1'; '?' for a bid made but hidden, '–' for one not made yet."""
        bid = view.bids[seat]
        if bid is None:
            made = view.phase != Phase.BID or (seat - view.dealer - 1) % view.players < view.bids_made
            bid = "?" if made and view.phase != Phase.TRUMP else "–"
        return _("bid {bid}, tricks {n}").format(bid=bid, n=view.tricks[seat])

    def _draw_seat(self, surface, view, seat: int) -> None:
        r = self.seat_rect(seat)
        draw_seat_panel(surface, r, seat, self.session.seats[seat].label(), view.current_player == seat)
        n = view.hand_counts[seat]
        draw_backs(surface, BACK, MINI_BACK, n, (r.x + 20, r.y + 56), r.w - 40, 24)
        count = ngettext("{n} card", "{n} cards", n).format(n=n)
        dealer = self._dealer_chip(surface, view, seat, (r.right - 16, r.y + 114))
        blit_text(surface, count, (r.x + 20, r.y + 118), 22, MUTED_INK, max_width=r.w - 44 - dealer)
        blit_text(surface, self.bid_line(view, seat), (r.x + 20, r.y + 148), 26, INK, True,
                  max_width=r.w - 40)

    def _dealer_chip(self, surface, view, seat: int, topright) -> int:
        """'dealer' in a small pill at `topright` when `seat` deals; returns the width it takes (0 if not)."""
        if view.dealer != seat:
            return 0
        img = res.text(_("dealer"), 20, WHITE, True)
        pill = img.get_rect(topright=topright).inflate(20, 8)
        pill.topright = topright
        pygame.draw.rect(surface, MUTED_INK, pill, border_radius=pill.h // 2)
        blit_text(surface, _("dealer"), pill.center, 20, WHITE, True, anchor="center")
        return pill.w + 10

    def draw_my_lines(self, surface, view, r) -> None:
        seat = self.viewer
        # the dealer's pill in the bottom corner: beside the bid it shrank the bid alone
        dealer = self._dealer_chip(surface, view, seat, (r.right - 16, r.bottom - 48))
        blit_text(surface, self.bid_line(view, seat), (r.x + 24, r.y + 60), 28, INK, True, max_width=r.w - 48)
        # my_turn() too: in a replay nobody moves, so no tip asks for a bid or a card
        if view.current_player == seat and self.session.seats[seat].human and self.my_turn():
            tip = {
                "play": _("Your turn: drag a card onto the trick, or click it and then the trick."),
                "bid": _("Your bid: choose a number in the panel."),
                "trump": _("Choose the trump suit in the panel."),
            }.get(view.phase, "")
        else:
            tip = self.waiting_line()
        if tip:
            draw_text(surface, tip, (r.x + 24, r.y + 106, r.w - 48, r.h - 118 - (44 if dealer else 0)), 24,
                      MUTED_INK, align="left", valign="top")

    def _draw_info(self, surface, view) -> None:
        r = INFO_PANEL
        draw_panel(surface, r, 20)
        card = pygame.Rect(r.x + 20, r.y + 20, *TURNED_SIZE)
        if view.turned:
            surface.blit(res.scaled(face(view.turned), TURNED_SIZE), card)
        else:
            draw_slot(surface, card, "", "")
        x = card.right + 20
        room = r.right - 20 - x
        blit_text(surface, _("Trump"), (x, r.y + 24), 24, MUTED_INK, max_width=room)
        blit_text(surface, trump_name(view).capitalize(), (x, r.y + 54), 34, INK, True, max_width=room)
        for k, line in enumerate(self.bid_count_lines(view)):
            blit_text(surface, line, (x, r.y + 104 + 28 * k), 20, INK, max_width=room)

    def bid_count_lines(self, view) -> list[str]:
        """The bids against the round's tricks, once all are bid: 'Bids in all: 6', 'Tricks this
        round: 3', 'Tricks still to play: 2' (this one counts down as tricks are taken). "6 tricks
        bid, 3 to take" never changed, and "to take" read as the tricks still to come."""
        if view.phase != Phase.PLAY or any(b is None for b in view.bids):
            return []
        tricks = (len(view.played) + sum(view.hand_counts)) // view.players  # mid-trick too
        return [_("Bids in all: {b}").format(b=sum(view.bids)),
                _("Tricks this round: {r}").format(r=tricks),
                _("Tricks still to play: {n}").format(n=tricks - sum(view.tricks))]

    # ------------------------------------------------------------------ top bar and end

    def recent_lines(self) -> list[tuple[tuple, str]]:
        """What the others did since the person's last move: the cards played, who took each
        trick, a new round's deal, the bids (as far as they are shown) and a chosen trump. Without
        the round and the bids, bidding in round 2 showed only round 1's tricks."""
        seats = self.session.seats
        view = self.view()
        mine = own_last_move(self.session, self.viewer)  # a trick my own card completed: who took it
        out = [self._took(ev) for ev in mine.events if ev.kind == "trick"] if mine else []
        for move in since_last_move(self.session, self.viewer):
            colour = SEAT_COLOURS[move.seat % len(SEAT_COLOURS)]
            name = seats[move.seat].name
            if isinstance(move.action, Play):
                card = card_name(move.action.card)
                out.append((colour, _("{name} plays {card}.").format(name=name, card=card)))
            elif isinstance(move.action, Bid):  # every bid in the list is this round's (each plays after it)
                shown = view.bids[move.seat]
                out.append((colour, _("{name} bids {n}.").format(name=name, n=shown) if shown is not None
                            else _("{name} has bid.").format(name=name)))
            elif isinstance(move.action, ChooseTrump):
                out.append((colour, _("{name} chooses {suit} as trump.").format(
                    name=name, suit=_(SUIT_NAMES[move.action.suit]))))
            for ev in move.events:
                if ev.kind == "trick":
                    out.append(self._took(ev))
                elif ev.kind == "deal":
                    out.append((seat_colour(None), _("Round {r} is dealt.").format(r=ev.data["round"])))
        return out

    def _took(self, trick: Event) -> tuple[tuple, str]:
        """A "trick" event's line: who takes it, in their seat's colour."""
        w = trick.data["winner"]
        return SEAT_COLOURS[w % len(SEAT_COLOURS)], self.session.phrase(
            w, _("You take the trick."), _("{name} takes the trick."))


class LastTrickScene(PanelOverlay):
    """The last trick of this round: who played which card, and who won it."""

    PANEL = pygame.Rect(360, 240, 1200, 560)
    CLOSE_KEY = pygame.K_t

    def draw_content(self, surface, p) -> None:
        blit_text(surface, _("Last trick"), (p.x + 50, p.y + 36), res.TITLE, INK, True)
        view = self.table.view()
        leader, cards, winner = view.last_trick
        seats = self.table.session.seats
        step = min(200, (p.w - 100) / len(cards))
        for i, card in enumerate(cards):
            seat = (leader + i) % view.players
            r = pygame.Rect(p.x + 50 + i * step, p.y + 130, *TABLE_CARD)
            surface.blit(res.scaled(face(card), TABLE_CARD), r)
            if seat == winner:
                pygame.draw.rect(surface, GOLD, r.inflate(12, 12), 6, border_radius=16)
            blit_text(surface, seats[seat].label(), (r.centerx, r.bottom + 14), 22, INK, seat == winner,
                      anchor="midtop")
        line = self.table.session.phrase(winner, _("You won it."), _("{name} won it."))
        blit_text(surface, line, (p.x + 50, p.bottom - 90), 30, INK, True)

