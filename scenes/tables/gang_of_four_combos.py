"""Gang of Four drawn: the combination on the pile (tilted over the heap of earlier plays), the
direction arrows, the seats' panels with their badges, and `looks()` for partial redraws."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.gang_of_four.engine import Phase
from game.gang_of_four.words import card_name
from scenes.kit import resources as res
from scenes.kit.cards import (
    TABLE_CARD,
    draw_backs,
    draw_slot,
)
from scenes.kit.surface_cache import MB, surface_cache
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import (
    GOLD_BRIGHT,
    INK,
    MUTED_INK,
    RED,
    SEAT_COLOURS,
    WHITE,
    blit_text,
)
from scenes.tables.gang_of_four_layout import (
    ARROW_W,
    BACK,
    DIRECTION,
    LAST_PLAY,
    LEAD_BOX,
    LEAD_MIN,
    MINI_BACK,
    PILE_GLOW,
    RECENT,
    SELECT_BOX,
    SELECT_MIN,
    STATUS_BOX,
    direction_arcs,
)
from scenes.tables.recent import draw_since_last
from scenes.text import score_words
from scenes.text.gang_of_four_text import face

DOT_W = 28  # the last play's seat dot and its gap, left of the words


@surface_cache(4 * MB, "gang_of_four tilt")  # bounded: a kiosk cycles the games for days
def _tilted(image: str, angle: int, dim: bool = False) -> pygame.Surface:
    """A table card turned by a few degrees (cached); `dim`: darkened, a cleared pile's heap."""
    img = pygame.transform.rotozoom(res.scaled(image, TABLE_CARD), angle, 1.0)
    if dim:
        img.fill((105, 115, 110), special_flags=pygame.BLEND_RGB_MULT)
    return img


class GangOfFourCombos:
    """Drawing the table: the combination on the pile over its heap, the direction arrows, the seats'
    panels and badges, and the parts partial redraws follow."""

    def draw_static(self, surface) -> None:
        view = self.view()
        self._draw_direction(surface, view)
        if view.aside_count:
            self._draw_aside(surface, view)
        for seat in self.others():
            self._draw_seat(surface, view, seat)
        self.draw_me(surface, view)

    def draw_table(self, surface) -> None:
        view = self.view()
        glow = "best" if self.drag.best else ("target" if self.drag.targets else "")
        if "pile" in self.drag.targets or view.top is None and view.phase == Phase.PLAY:
            target = glow if "pile" in self.drag.targets else ""
            draw_slot(surface, PILE_GLOW, target, "" if view.played else _("Pile"))
        if "back" in self.drag.targets:
            draw_slot(surface, self.drag.targets["back"], glow)
        self._draw_heap(surface, view)
        lead = self.lead_line(view)
        if lead:  # a trick was won: the heap lies dimmed and a label on it says who starts the new one
            self._draw_lead(surface, lead)
        for key in self.pile_keys:
            if not self.sprites[key].moving:
                self.sprites[key].draw(surface)
        line = self.last_play_line(view)
        if line:
            colour = SEAT_COLOURS[view.top.player % len(SEAT_COLOURS)]
            # between the two upper direction arrows (their heads end near x 720 and 1200); the seat's
            # dot left of the words stays inside that room too (it touched the left arrow's head)
            room = pygame.Rect(LAST_PLAY.x + DOT_W, LAST_PLAY.y, LAST_PLAY.w - DOT_W, LAST_PLAY.h)
            rect = draw_text(surface, line, room, 28, WHITE, True, wrap=False)  # shrinks, one line
            pygame.draw.circle(surface, colour, (rect.x - DOT_W + 10, rect.centery), 10)
        hand = self.hand_sprites()
        for s in hand:
            if not s.dragging:
                s.draw(surface)
        marker = self.cursor_marker()
        if marker is not None:
            pygame.draw.polygon(surface, GOLD_BRIGHT, marker)
            pygame.draw.polygon(surface, INK, marker, 2)  # an edge: pale gold alone was lost on the felt
        for s in self.sprites.values():
            if s.moving or s.dragging:
                s.draw(surface)
        if self.status:
            draw_text(surface, self.status, STATUS_BOX, 28, WHITE, True, "center", "top", 20, wrap=False)
        line, ok = self.selection_line()
        if line and not self.line_echoed():
            colour = (210, 240, 215) if ok else (255, 196, 170)
            draw_text(surface, line, SELECT_BOX, 28, colour, not ok, valign="top", min_size=SELECT_MIN)
        if surface.get_clip().colliderect(RECENT):  # a partial frame elsewhere skips the panel's text
            draw_since_last(surface, RECENT, self)
        self.buttons.draw(surface)
        if self.can_give_back():
            self._draw_exchange_panel(surface, view)

    def _draw_heap(self, surface, view) -> None:
        """Earlier plays squared up under the top combination: only their edges show. With no
        combination on top (a trick won) the heap is dimmed: its top card is nothing to beat."""
        cards = [c for _p, cs in (view.played[:-1] if view.top else view.played) for c in cs][-6:]
        x, y = self.heap_pos()
        centre = (x + TABLE_CARD[0] / 2, y + TABLE_CARD[1] / 2)
        for i, card in enumerate(cards):
            angle = ((len(view.played) * 7 + i * 37) % 25) - 12
            img = _tilted(face(card), angle, view.top is None)
            surface.blit(img, img.get_rect(center=centre))

    @staticmethod
    def _draw_lead(surface, lead: str) -> None:
        """The cleared pile's words on a dark pill over the dimmed heap."""
        fitted = fit(lead, 28, True, LEAD_BOX.w - 40, LEAD_BOX.h - 16, LEAD_MIN, wrap=False)
        pill = pygame.Rect(0, 0, fitted.width + 40, fitted.height + 16)
        pill.center = LEAD_BOX.center
        back = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (10, 30, 18, 215), back.get_rect(), border_radius=pill.h // 2)
        surface.blit(back, pill)
        draw_text(surface, lead, pill.inflate(-40, -16), 28, WHITE, True, min_size=LEAD_MIN, wrap=False)

    def last_play_line(self, view) -> str:
        """The label over the pile, once the top's cards have landed and the combination they
        cover has gone to the heap (it flies over them): it never names cards not yet shown."""
        if view.top is None or not self.pile_keys:
            return ""
        if any(s.moving for k, s in self.sprites.items() if self.role.get(k) in ("pile", "flying")):
            return ""
        return self.play_line(view.top.player, view.top.cards)

    def lead_line(self, view) -> str:
        """Over the cleared pile once a trick is won and its cards have landed on the heap: who leads
        the new trick (the rules: the last player to play leads anew, with any combination)."""
        if view.phase != Phase.PLAY or view.top is not None or not view.played or view.current_player is None:
            return ""
        if any(s.moving for k, s in self.sprites.items() if self.role.get(k) == "flying"):
            return ""
        return self.session.phrase(view.current_player, _("Pile cleared: you lead."),
                                   _("Pile cleared: {name} leads."))

    def _draw_direction(self, surface, view) -> None:
        """Arrows round the table in this hand's direction, and a line saying it changes every hand."""
        colour = (236, 246, 238)
        for pts, head in direction_arcs(view.direction):
            pygame.draw.lines(surface, colour, False, pts, ARROW_W)
            pygame.draw.polygon(surface, colour, head)
        word = _("Counter-clockwise") if view.direction < 0 else _("Clockwise")
        x, y = DIRECTION.x + 16, DIRECTION.y + 8
        blit_text(surface, f"{'↺' if view.direction < 0 else '↻'} {word}", (x, y), 30, WHITE, True)
        blit_text(surface, _("The direction changes every hand."), (x, y + 40), 22, (210, 230, 215))

    def _draw_aside(self, surface, view) -> None:
        """Three players: the fourth hand lies face down where a fourth player would sit."""
        r = self.place_rect("top")
        # the stack, its count and "nobody sees these" end clear above the last play's label (the
        # last line used to run into "You: green 8")
        for k in range(5):
            surface.blit(res.scaled(BACK, (76, 106)), (r.centerx - 38 + 3 * k - 6, r.y - 2 * k + 8))
        label = ngettext("Set aside: {n} card", "Set aside: {n} cards", view.aside_count).format(
            n=view.aside_count
        )
        blit_text(surface, label, (r.centerx, r.y + 118), 24, WHITE, True, anchor="midtop")
        # the multicoloured 1, known to be in there, shown beside it with its own words: "in it"
        # under it touched the count, and "nobody sees these" stood under a card everybody sees
        known = view.aside_known
        unseen = _("nobody sees the others") if known else _("nobody sees these")
        blit_text(surface, unseen, (r.centerx, r.y + 146), 20, (210, 230, 215), anchor="midtop")
        for k, card in enumerate(known):
            surface.blit(res.scaled(face(card), (60, 84)), (r.centerx + 70 + 70 * k, r.y + 14))
        if known:
            blit_text(surface, _("is among them"), (r.centerx + 70 * (len(known) + 1) + 4, r.y + 56), 20,
                      (210, 230, 215), anchor="midleft")

    def _badges(self, view, seat: int) -> list[tuple[str, tuple]]:
        out = []
        if view.one_card[seat] and view.counts[seat] == 1:
            out.append((_("One card!"), RED))
        elif view.forgot[seat] and view.counts[seat] == 1:  # the one person here reads "You forgot"
            out.append((_("You forgot \u201cone card\u201d") if self.session.is_you(seat)
                        else _("Forgot \u201cone card\u201d"), RED))
        if view.passed[seat] and view.phase == Phase.PLAY:
            out.append((_("Passed"), (110, 110, 116)))
        return out

    def _draw_seat(self, surface, view, seat: int) -> None:
        r = self.draw_seat_plate(surface, seat)
        n = view.counts[seat]
        draw_backs(surface, BACK, MINI_BACK, n, (r.x + 20, r.y + 54), r.w - 150, 14)
        blit_text(surface, str(n), (r.right - 22, r.y + 50), 44, INK, True, anchor="topright")
        blit_text(
            surface, ngettext("card", "cards", n), (r.right - 22, r.y + 96), 20, MUTED_INK, anchor="topright"
        )
        pills = self._badge_pills(self._badges(view, seat), r)
        total = score_words(view.totals[seat])
        # the badges' row: two of them ("One card!", "Passed") leave no room for the points, which
        # the top bar's chip shows too; drawn under them, a "0" peeked out at the left
        if not pills or r.x + 20 + res.font(22).size(total)[0] + 12 <= pills[0][2].x:
            blit_text(surface, total, (r.x + 20, r.y + 124), 22, MUTED_INK)
        self._draw_badges(surface, pills)

    def _badge_pills(self, badges, r: pygame.Rect) -> list[tuple[str, tuple, pygame.Rect, int]]:
        """Each badge with its pill and text size, right-aligned along the panel's bottom, leftmost
        first, inside the panel (a Finnish one stuck out): the text shrinks to 18, and if the row
        still does not fit, the first badges give way ("Forgot “one card”" to "Passed")."""
        room = r.w - 32
        size = None
        while badges and size is None:
            size = next((size for size in range(22, 17, -1)
                         if sum(res.font(size, True).size(t)[0] + 32 for t, _c in badges) - 8 <= room), None)
            if size is None:
                badges = badges[1:]
        out = []
        x = r.right - 16
        for text, colour in reversed(badges):
            pill = pygame.Rect((0, 0), res.font(size, True).size(text)).inflate(24, 10)
            pill.h = max(pill.h, 36)
            pill.bottomright = (x, r.bottom - 12)
            out.insert(0, (text, colour, pill, size))
            x = pill.x - 8
        return out

    def _draw_badges(self, surface, pills) -> None:
        for text, colour, pill, size in pills:
            pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
            img = res.text(text, size, WHITE, True)
            surface.blit(img, img.get_rect(center=pill.center))

    def draw_my_lines(self, surface, view, r) -> None:
        seat = self.viewer
        n = view.counts[seat]
        blit_text(
            surface, ngettext("{n} card", "{n} cards", n).format(n=n), (r.x + 22, r.y + 56), 26, INK, True
        )
        blit_text(surface, score_words(view.totals[seat]), (r.x + 22, r.y + 92), 22, MUTED_INK)
        pills = self._badge_pills(self._badges(view, seat), r)
        # the tip fits above the badges (it shrinks rather than lose its end: four lines cut
        # "…the yellow 10; it beats the table." after "10;")
        bottom = min((p.y - 4 for _t, _c, p, _s in pills), default=r.bottom - 10)
        tip = self.my_tip(view)
        if tip:
            draw_text(surface, tip, (r.x + 22, r.y + 128, r.w - 40, bottom - r.y - 128), 22, MUTED_INK,
                      align="left", valign="top")
        self._draw_badges(surface, pills)

    def my_tip(self, view) -> str:
        """What to do now, under the person's name; the one who leads cannot pass, so it never says so.
        While a phone player is to move, whom the table waits for."""
        seat = self.viewer
        if view.current_player != seat or not self.session.seats[seat].human:
            return self.waiting_line()
        if view.phase == Phase.EXCHANGE:
            return _("Give a card back: select it, then Give back.")
        if view.phase != Phase.PLAY:
            return ""
        if view.top is None:
            return _("Your turn to lead: click cards to select them, then Play.")
        duty = self.state.duty_card()
        if duty is not None:  # no pass: say why before the greyed button puzzles anyone
            return _("The next player has one card left: play your highest card, the {card}; it beats "
                     "the table.").format(card=card_name(duty))
        return _("Your turn: click cards to select them, then Play, or Pass turn.")

    def cursor_marker(self) -> list[tuple[int, int]] | None:
        """The keyboard cursor's gold triangle over its card in the hand, or None when not shown."""
        hand = self.hand_sprites()
        shown = self.cursor_shown and 0 <= self.cursor < len(hand)
        if not shown or not (self.can_play() or self.can_give_back()):
            return None
        r = hand[self.cursor].rect
        x = r.x + 34
        # above every card at that x: a raised neighbour's top stood over the card's, the marker on it
        y = min(s.rect.y for s in hand if s.rect.left <= x <= s.rect.right) - 10
        return [(x - 20, y - 24), (x + 20, y - 24), (x, y)]  # 40 px wide: an 8 px one went unseen

    def visual_key(self):
        """Selection, cursor, messages and drop glows: any change redraws the whole table."""
        cursor = (self.cursor, self.cursor_shown)
        return (tuple(self.selected), cursor, self.status, tuple(self.drag.targets), self.drag.best,
                self.line_echoed())

    def line_echoed(self) -> bool:
        """The message on screen says what the selection line says (Play refused for the reason
        the line gives): the line gives way rather than show the same words twice."""
        return self.toast.fade() > 0 and self.toast.message == self.selection_line()[0]

    def looks(self) -> dict:
        out = super().looks()
        for k, s in self.sprites.items():  # a card turned over looks different; a moving one lies on top
            rect, look = out[("card", k)]
            out[("card", k)] = (rect, (*look, s.image, s.moving))
        for name, group in (("play", self.buttons), ("panel", self.panel)):
            for i, b in enumerate(group.buttons):
                out[(name, i)] = (b.rect, (b.hover, b.focused, b.pressed, b.enabled, b.label))
        # the last play's label (and its seat dot) shows once the pile's cards have landed
        out["last_play"] = (LAST_PLAY.inflate(64, 12), self.last_play_line(self.view()))
        out["lead"] = (LEAD_BOX.inflate(8, 8), self.lead_line(self.view()))  # on the cleared pile
        # above its card, outside the card's rect: it moves with a card lifted or lowered
        marker = self.cursor_marker()
        box = pygame.Rect(marker[0], (marker[1][0] - marker[0][0] + 1, marker[2][1] - marker[0][1] + 1)) \
            if marker else pygame.Rect(0, 0, 0, 0)
        out["cursor"] = (box.inflate(4, 4), marker is not None)
        return out
