"""Wizard drawn: the seat panels with bids and tricks, your own lines, the trump panel, the lines of
"Since your last move", the Last trick panel, and the suits' emblems beside their names."""

from __future__ import annotations

from functools import cache

import pygame

from game.core.api import Event
from game.core.i18n import _, ngettext
from game.wizard.cards import SUIT_NAMES
from game.wizard.engine import Bid, ChooseTrump, Phase, Play
from scenes.kit import resources as res
from scenes.kit.cards import TABLE_CARD, draw_backs, draw_slot
from scenes.kit.overlay import PanelOverlay
from scenes.kit.text_fit import draw_text, fit, shared_size
from scenes.kit.ui import (
    GOLD,
    INK,
    MUTED_INK,
    SEAT_COLOURS,
    Button,
    blit_text,
    draw_panel,
    draw_tag,
)
from scenes.tables.recent import own_last_move, seat_colour, since_last_move
from scenes.text.wizard_text import bid_line, card_name, face, trump_name

BACK = "cards/wizard/back.png"
MINI_BACK = (40, 56)
INFO_PANEL = pygame.Rect(1484, 760, 412, 290)
TURNED_SIZE = (110, 154)
SUIT_EMBLEM = pygame.Rect(28, 84, 35, 40)  # the corner emblem on a suit card's own 300×420 art
ICON_GAP = 10  # between a suit's name and its emblem


@cache
def suit_icon(suit: str, height: int) -> pygame.Surface:
    """The suit's emblem as its cards show it, `height` px high: cut from the corner of its 1, the
    card's tint and margin made clear. The names alone did not say which picture is which suit."""
    art = res.image(f"cards/wizard/{suit}1.png")
    cut = art.subsurface(SUIT_EMBLEM).convert_alpha()
    grounds = (art.get_at((45, 150)), art.get_at((10, 100)))  # the tint under the emblem, the margin
    for x in range(cut.get_width()):
        for y in range(cut.get_height()):
            c = cut.get_at((x, y))
            near = min(abs(c.r - g.r) + abs(c.g - g.g) + abs(c.b - g.b) for g in grounds)
            cut.set_at((x, y), (c.r, c.g, c.b, min(255, near * 6)))  # the edges' blend fades out
    return pygame.transform.smoothscale(cut, (round(SUIT_EMBLEM.w * height / SUIT_EMBLEM.h), height))


def draw_with_icon(surface, line: str, box: pygame.Rect, size: int, bold: bool, suit: str | None) -> None:
    """`line` centred in `box` (wrapped), and the suit's emblem right after its last line ("Trump:
    elves." then the leaf); `box` leaves the emblem its room on the right."""
    ink = draw_text(surface, line, box, size, INK, bold, valign="top")
    if suit is None:
        return
    fitted = fit(line, size, bold, box.w, 1000)
    font = res.font(fitted.size, bold)
    height = font.get_linesize()
    right = box.centerx + font.size(fitted.lines[-1])[0] // 2
    icon = suit_icon(suit, height)
    surface.blit(icon, icon.get_rect(midleft=(right + ICON_GAP, ink.bottom - height // 2)))


class SuitButton(Button):
    """A trump choice: the suit's emblem, as its cards show it, over the suit's name."""

    ICON = 46

    def __init__(self, rect, suit: str, on_click, **kw):
        super().__init__(rect, _(SUIT_NAMES[suit]), on_click, **kw)
        self.suit = suit

    def draw(self, surface: pygame.Surface) -> None:
        label, self.label = self.label, ""  # the frame, hover and focus ring as every button's
        super().draw(surface)
        self.label = label
        body = self.rect.move(0, 3 if self.pressed else 0)
        icon = suit_icon(self.suit, self.ICON)
        surface.blit(icon, icon.get_rect(midtop=(body.centerx, body.y + 10)))
        box = (body.x + 8, body.y + self.ICON + 14, body.w - 16, body.h - self.ICON - 22)
        draw_text(surface, label, box, 26, INK if self.enabled else MUTED_INK, True)


class WizardDraw:
    """The drawing half of WizardScene (a mixin: it uses the scene's view, seats and layout)."""

    def _draw_seat(self, surface, view, seat: int) -> None:
        r = self.draw_seat_plate(surface, seat)
        n = view.hand_counts[seat]
        draw_backs(surface, BACK, MINI_BACK, n, (r.x + 20, r.y + 56), r.w - 40, 24)
        count = ngettext("{n} card", "{n} cards", n).format(n=n)
        dealer = self._dealer_chip(surface, view, seat, (r.right - 16, r.y + 114))
        blit_text(surface, count, (r.x + 20, r.y + 118), 22, MUTED_INK, max_width=r.w - 44 - dealer)
        blit_text(surface, bid_line(view, seat), (r.x + 20, r.y + 148), 26, INK, True,
                  max_width=r.w - 40)

    def _dealer_chip(self, surface, view, seat: int, topright) -> int:
        """'dealer' in a small pill at `topright` when `seat` deals; returns the width it takes (0 if not)."""
        return draw_tag(surface, _("dealer"), topright) if view.dealer == seat else 0

    def draw_my_lines(self, surface, view, r) -> None:
        seat = self.viewer
        # the dealer's pill in the bottom corner: beside the bid it shrank the bid alone
        dealer = self._dealer_chip(surface, view, seat, (r.right - 16, r.bottom - 48))
        blit_text(surface, bid_line(view, seat), (r.x + 24, r.y + 60), 28, INK, True, max_width=r.w - 48)
        # my_turn() too: in a replay nobody moves, so no tip asks for a bid or a card
        if view.current_player == seat and self.session.seats[seat].human and self.my_turn():
            tip = {
                "play": _("Your turn: drag a card onto the trick, or click it twice."),
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
        suit = view.trump if view.phase != Phase.TRUMP else None  # the emblem beside its name
        icon = suit_icon(suit, 38) if suit else None
        less = icon.get_width() + ICON_GAP if icon else 0
        name = trump_name(view).capitalize()
        ink = blit_text(surface, name, (x, r.y + 54), 34, INK, True, max_width=room - less)
        if icon:
            surface.blit(icon, icon.get_rect(midleft=(ink.right + ICON_GAP, ink.centery)))
        counts = self.bid_count_lines(view)
        size = shared_size(((line, room, 40) for line in counts), 24, False, 18, wrap=False)  # one size
        for k, line in enumerate(counts):
            blit_text(surface, line, (x, r.y + 104 + (size + 8) * k), size, INK, max_width=room)

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


NAME_ROWS = 60  # px under a card of the last trick for its player's name: two lines at 22


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
        order = [(leader + i) % view.players for i in range(len(cards))]
        # each name in its card's column, on two lines if need be, all at one size (six Finnish
        # "Robo (tavallinen)" ran into each other)
        size = shared_size(((seats[seat].label(), round(step) - 10, NAME_ROWS) for seat in order), 22, True)
        for i, (seat, card) in enumerate(zip(order, cards, strict=True)):
            r = pygame.Rect(p.x + 50 + i * step, p.y + 130, *TABLE_CARD)
            surface.blit(res.scaled(face(card), TABLE_CARD), r)
            if seat == winner:
                pygame.draw.rect(surface, GOLD, r.inflate(12, 12), 6, border_radius=16)
            box = pygame.Rect(0, r.bottom + 14, round(step) - 10, NAME_ROWS)
            box.centerx = r.centerx
            draw_text(surface, seats[seat].label(), box, size, INK, seat == winner, "center", "top", size)
        line = self.table.session.phrase(winner, _("You won it."), _("{name} won it."))
        blit_text(surface, line, (p.x + 50, p.bottom - 90), 30, INK, True)

