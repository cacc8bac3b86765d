"""Pegs and Jokers drawn: trails of the pegs' last moves over the board, the teams' panel with each
seat's chip, the draw and discard piles, and the status lines (what happened, then what to do)."""

from __future__ import annotations

import pygame

from game.core.i18n import _, join_names, ngettext
from game.pegs.cards import JOKER
from game.pegs.engine import Discard, Move, Phase
from scenes.kit import resources as res
from scenes.kit.cards import HAND_CARD, HOVER_LIFT, draw_slot
from scenes.kit.surface_cache import MB, surface_cache
from scenes.kit.text_fit import draw_text, fit, shared_size
from scenes.kit.ui import GOLD, GOLD_BRIGHT, INK, MUTED_INK, PANEL, WHITE, blit_text, draw_panel
from scenes.session import level_name
from scenes.tables.pegs_board import draw_glow, walk
from scenes.tables.pegs_layout import FAN_TOP, TEAM_GAP
from scenes.tables.pegs_look import BACK, PEG_COLOURS, mark_ink, peg_image
from scenes.tables.recent import draw_since_last, since_last_move
from scenes.text.pegs_text import face

# A seat's chip on the board names it beside the card it played last; its cards and pegs home are
# in the teams' panel, and a third copy at 15 px was too small to read.
CHIP_NAME, CHIP_NAME_SMALLEST = 28, 20
CHIP_CARD = (36, 50)
# The card's corner (its rank over its suit) in the face at hand size, as the hand already holds it:
# the whole face at 36 px was a card of pips too small to tell apart; the corner, filling the little
# card, reads "6 ♥".
FACE_CORNER = pygame.Rect(5, 9, 29, 59)
BADGE_STEP = 26  # px between the number badges of moves that ended in the same hole
ROW_NOTE_ROOM = 186  # a one-line team row less its note's room: peg, name's margins, gaps, five dots
RECENT_MIN_H = 88  # the panel's title and one line (with 8 players the status zone has no room)


@surface_cache(1 * MB, "pegs plate cards")  # 53 cards of 7 kB at most
def plate_card(card: str) -> pygame.Surface:
    """A seat's last card on its chip (not the joker): a little card holding the face's corner, rank
    over suit."""
    w, h = CHIP_CARD
    out = pygame.Surface(CHIP_CARD, pygame.SRCALPHA)
    pygame.draw.rect(out, (251, 248, 240), out.get_rect(), border_radius=5)
    pygame.draw.rect(out, (120, 110, 95), out.get_rect(), 1, border_radius=5)
    corner = res.scaled(face(card), HAND_CARD).subsurface(FACE_CORNER)
    fit_h = h - 6
    fit_w = round(FACE_CORNER.w * fit_h / FACE_CORNER.h)
    out.blit(res.smoothscale(corner, (fit_w, fit_h)), ((w - fit_w) // 2, 3))
    return out


class PegsDrawing:
    """Drawing the table: the board's trails and last moves, the teams' panel, the piles, the status."""

    def visual_key(self):
        """Glows, messages and the trail: any change redraws the whole table."""
        return (tuple(self.drag.targets), self.drag.best, self.card_index, self.focus_index, self.status,
                self.detail, tuple(self.trails.items()), self.busy())

    def draw_static(self, surface) -> None:
        view = self.view()
        lay = self.layout
        img = lay.image()
        surface.blit(img, img.get_rect(center=lay.centre))
        for seat in range(view.players):
            self._draw_chip(surface, view, seat)
        self._draw_teams(surface, view)
        self._draw_piles(surface, view)

    def draw_table(self, surface) -> None:
        view = self.view()
        self._draw_trails(surface, view)
        glow = dict(self.drag.targets)
        moves = self.moves_now()
        focus = moves[self.focus_index] if 0 <= self.focus_index < len(moves) else None
        if focus is not None and not glow:
            glow = {a.to: self.layout.hole_rect(a.to) for a in moves if a.peg == focus.peg}
        pegs = sorted(self.peg_sprites(), key=lambda s: (s.dragging, s.moving))
        taken = {s.hole for s in pegs if not s.dragging}
        for hole in glow:
            best = hole == self.drag.best or (focus is not None and hole == focus.to)
            # outside a peg's edge: a hole with a peg in it (a joker's or a bump's target) hid it
            draw_glow(surface, self.layout.holes[hole], self.layout.peg_size * 0.5 + (6 if best else 4), best,
                      aim=hole in taken)
        if self.selected_card() is not None and Discard(self.selected_card()) in self.legal():
            draw_slot(surface, self.layout.zones["discard"].inflate(10, 10), "target")
        for s in pegs:
            s.draw(surface)
        held = [s for s in self.hand_sprites() if s.dragging]  # a card dragged to the pile: over all
        # the selected card over its neighbours: its gold edge lay half under the next card
        for s in sorted(self.hand_sprites(), key=lambda s: s.highlight == "selected"):
            if not s.dragging:
                s.draw(surface)
        self._draw_status(surface, view)
        for s in held:
            s.draw(surface)

    def recent_ways(self) -> list[tuple[int, tuple]]:
        """(peg colour seat, holes) of every peg move since the person's last move, in order."""
        out = []
        for move in since_last_move(self.session, self.viewer):
            for ev in move.events:
                d = ev.data
                if ev.kind == "move":
                    path = walk(self.state.players, d["seat"], d["from"], d["to"], d["steps"])
                    out.append((d["seat"], (d["from"], *path)))
        return out

    def recent_lines(self) -> list[tuple[tuple, str]]:
        """What the others did since the person's last move: a line per peg move, numbered as the
        board's trail badges are, with what it caused (a bump, a peg home) added; a line per discard."""
        out: list[tuple[tuple, str]] = []
        number = 0
        for move in since_last_move(self.session, self.viewer):
            for ev in move.events:
                if ev.kind == "move":
                    number += 1
                    out.append((PEG_COLOURS[ev.data["player"]], f"{number}. {self.say(ev)}"))
                elif ev.kind == "discard":
                    out.append((PEG_COLOURS[ev.data["player"]], self.say(ev)))
                elif ev.kind in ("bump", "home") and out:
                    colour, text = out[-1]
                    out[-1] = (colour, f"{text} {self.say(ev)}")
        return out

    def recent_shown(self) -> list[tuple[tuple, str]]:
        """The panel's lines: the others' moves at the person's turn (while pegs still walk too: a
        refused peg sliding back hid the panel and brought back an old line); else none."""
        if not (self.session.humans and self.my_turn()):
            return []
        return self.recent_lines()

    def shows_recent(self) -> bool:
        return bool(self.recent_shown())

    def _draw_trails(self, surface, view) -> None:
        """The moves since the person's last move, numbered in order; without a person here,
        each seat's last move, faintly (the newest brightest). The name plates stay on top."""
        if self.busy():
            return
        if self.session.humans:
            ways = self.recent_ways()
            boxes = [self._draw_way(surface, seat, path, 235, 5, edge=True) for seat, path in ways]
        else:
            n = len(self.trails)
            boxes = [self._draw_way(surface, seat, path, 230 if i == n - 1 else 120, 4 if i == n - 1 else 3)
                     for i, moves in enumerate(self.trails.values()) for seat, path in moves]
        boxes = [box for box in boxes if box is not None]
        for seat in range(view.players):
            if self.layout.chip_rect(seat).inflate(8, 12).collidelist(boxes) >= 0:
                self._draw_chip(surface, view, seat)
        if self.session.humans:
            self._draw_badges(surface, ways)

    def _draw_way(self, surface, seat: int, path, alpha: int, width: int, edge: bool = False):
        """One move: a line in the peg's colour from a ring where it was (with a dark edge, so any
        colour shows on the board); the box drawn in, or None for a move of no length."""
        holes = self.layout.holes
        pad = self.layout.pitch
        points = [holes[h] for h in path if h in holes]
        if len(points) < 2:
            return None
        colour = (*PEG_COLOURS[seat], alpha)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        box = pygame.Rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad,
                          max(ys) - min(ys) + 2 * pad)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        local = [(x - box.x, y - box.y) for x, y in points]
        if edge:
            pygame.draw.lines(layer, (20, 20, 20, 150), False, local, width + 4)
        pygame.draw.lines(layer, colour, False, local, width)
        pygame.draw.circle(layer, colour, local[0], pad * 0.45, 4 if edge else 3)
        surface.blit(layer, box)
        return box

    def _draw_badges(self, surface, ways) -> None:
        """Each move's number at its end, in the peg's colour."""
        holes = self.layout.holes
        pad = self.layout.pitch
        stacked: dict[tuple[int, int], int] = {}  # badges of moves ending in one hole, side by side
        for number, (seat, path) in enumerate(ways, 1):
            end = holes.get(path[-1])
            if end is None or len(path) < 2:
                continue
            badge = (round(end[0] + pad * 0.55), round(end[1] - pad * 0.55))
            k = stacked[badge] = stacked.get(badge, -1) + 1
            badge = (badge[0] + BADGE_STEP * k, badge[1])
            pygame.draw.circle(surface, (20, 20, 20), badge, 13)
            pygame.draw.circle(surface, PEG_COLOURS[seat], badge, 11)
            blit_text(surface, str(number), badge, 16, mark_ink(PEG_COLOURS[seat]), True, anchor="center")

    def _draw_chip(self, surface, view, seat: int) -> None:
        r = self.layout.chip_rect(seat)
        to_move = view.current_player == seat
        pygame.draw.rect(surface, (0, 0, 0, 60), r.move(0, 4), border_radius=14)
        pygame.draw.rect(surface, PANEL, r, border_radius=14)
        pygame.draw.rect(surface, PEG_COLOURS[seat], (r.x, r.y, 12, r.h), border_top_left_radius=14,
                         border_bottom_left_radius=14)
        if to_move:
            pygame.draw.rect(surface, GOLD, r.inflate(8, 8), 4, border_radius=18)
        card = self.last_cards.get(seat)
        room = r.w - 28 - (CHIP_CARD[0] + 8 if card is not None else 0)
        draw_text(surface, self.seat_name(seat), (r.x + 20, r.y + 4, room, r.h - 8), CHIP_NAME, INK, True,
                  align="left", min_size=CHIP_NAME_SMALLEST, wrap=False)
        if card is not None:
            w, h = CHIP_CARD
            small = res.scaled(face(card), CHIP_CARD) if card == JOKER else plate_card(card)  # its jester
            surface.blit(small, (r.right - w - 6, r.centery - h // 2))

    def team_seats(self, team: int) -> list[int]:
        return [s for s in range(self.state.players) if s % 2 == team]

    def team_title(self, team: int) -> str:
        return join_names([self.seat_name(s) for s in self.team_seats(team)])

    def _draw_teams(self, surface, view) -> None:
        zone = self.layout.zones["teams"]
        w = (zone.w - TEAM_GAP) // 2
        titles = [self.team_title(team) for team in (0, 1)]
        subs = []
        for team in (0, 1):
            home = sum(view.home_count(s) for s in self.team_seats(team))
            tag = _("your team") if self.viewer % 2 == team else _("opponents")
            total = 5 * len(self.team_seats(team))
            subs.append(f"{tag} · " + _("{h} of {n} pegs home").format(h=home, n=total))
        # the two panels alike: titles, lines under them and the seats' names each at one size
        size = shared_size(((t, w - 36, 40) for t in titles), 26, True, 18, wrap=False)
        sub_size = shared_size(((t, w - 30, 30) for t in subs), 20, False, 16, wrap=False)
        row_w = w - 20
        name_size = shared_size(((self.session.seats[s].name, row_w - 170, 30) for s in range(view.players)),
                                22, True, 16, wrap=False)
        note_size = self._note_size(view, row_w, name_size)
        for team in (0, 1):
            rect = pygame.Rect(zone.x + team * (w + TEAM_GAP), zone.y, w, zone.h)
            draw_panel(surface, rect, 20)
            lines = res.wrap(titles[team], size, w - 36, True)
            for k, line in enumerate(lines[:2]):
                blit_text(surface, line, (rect.x + 18, rect.y + 12 + k * (size + 4)), size, INK, True,
                          max_width=w - 36)
            y = rect.y + 16 + min(2, len(lines)) * (size + 4)
            blit_text(surface, subs[team], (rect.x + 18, y), sub_size, MUTED_INK, max_width=w - 30)
            y += 34
            seats = self.team_seats(team)
            step = min(62, (rect.bottom - 6 - y) // len(seats))  # the map gives four members a line each
            for seat in seats:
                row = pygame.Rect(rect.x + 10, y, row_w, step - 4)
                self._draw_team_row(surface, view, seat, row, name_size, note_size)
                y += step

    def _short_note(self, view, seat: int) -> str:
        """What a one-line team row says after the name: a computer's level, a person's cards (the
        board's seat plates show the cards)."""
        owner, n = self.session.seats[seat], view.hand_counts[seat]
        if owner.human:
            return ngettext("{n} card", "{n} cards", n).format(n=n)
        return level_name(owner.level)

    def _note_size(self, view, row_w: int, name_size: int) -> int:
        """One size for every one-line row's note, where each fits between its name and the dots; 0
        (no notes) when one would have to be cut ("tavallin…" beside a longer name)."""
        bold = res.font(name_size, True)
        room = [max(1, row_w - ROW_NOTE_ROOM - bold.size(seat.name)[0]) for seat in self.session.seats]
        fits = [fit(self._short_note(view, s), 19, False, w, 30, 15, wrap=False) for s, w in enumerate(room)]
        return 0 if any(f.shortened for f in fits) else min(f.size for f in fits)

    def _draw_team_row(self, surface, view, seat: int, row: pygame.Rect, size: int, note_size: int) -> None:
        if view.current_player == seat:
            pygame.draw.rect(surface, (252, 232, 170), row, border_radius=12)
            pygame.draw.rect(surface, GOLD, row, 3, border_radius=12)
        one_line = row.h < 50
        peg = 28 if one_line else 36
        surface.blit(res.scaled(peg_image(seat), (peg, peg)), (row.x + 6, row.centery - peg // 2))
        # the name alone in bold, the level beside the cards below (or after it on one line):
        # "Robo (normal)" in one bold row came out smaller than "You" above it
        owner = self.session.seats[seat]
        name_y = row.centery - res.font(size, True).get_height() // 2 if one_line else row.y + 5
        name = blit_text(surface, owner.name, (row.x + 50, name_y), size, INK, True, max_width=row.w - 170)
        cards = ngettext("{n} card", "{n} cards", view.hand_counts[seat]).format(n=view.hand_counts[seat])
        if not owner.human:
            cards = _("{level} · {cards}").format(level=level_name(owner.level), cards=cards)
        if not one_line:
            blit_text(surface, cards, (row.x + 50, row.bottom - 5), 19, MUTED_INK, anchor="bottomleft",
                      max_width=row.w - 60)
        elif note_size:  # one line: the note at one size in every row (`_note_size`)
            blit_text(surface, self._short_note(view, seat), (name.right + 10, row.centery), note_size,
                      MUTED_INK, anchor="midleft")
        home = view.home_count(seat)
        for k in range(5):  # five dots beside the name, filled for each peg home
            c = (row.right - 16 - (4 - k) * 22, name_y + res.font(size, True).get_height() // 2)
            if k < home:
                pygame.draw.circle(surface, PEG_COLOURS[seat], c, 8)
            pygame.draw.circle(surface, INK, c, 8, 2)

    def _draw_piles(self, surface, view) -> None:
        zones = self.layout.zones
        draw = zones["draw"]
        if view.draw_count:
            for k in range(min(4, view.draw_count // 20 + 1)):
                surface.blit(res.scaled(BACK, draw.size), draw.move(-2 * k, -2 * k))
        else:
            draw_slot(surface, draw)
        discard = zones["discard"]
        if view.discard_top:
            if len(view.discards) > 1:
                surface.blit(res.scaled(face(view.discards[-2]), discard.size), discard.move(-4, -4))
            surface.blit(res.scaled(face(view.discard_top), discard.size), discard)
        else:
            draw_slot(surface, discard, "", _("Discard"))
        if self.piles_covered():
            return  # the counts go to the status lines under the piles (`_draw_status`)
        info = zones["piles_info"]
        for k, line in enumerate(self.pile_counts(view)):
            blit_text(surface, line, (info.x + 8, info.y + 4 + 36 * k), 24, WHITE)

    def pile_counts(self, view) -> tuple[str, str]:
        draw, discards = view.draw_count, len(view.discards)
        return (_("Draw pile: {n}").format(n=draw), _("Discards: {n}").format(n=discards))

    def piles_covered(self) -> bool:
        """Is the place beside the piles under a phone's code or offer? Drawn there, the counts
        left only "Draw" and "Disca" peeking out."""
        info = self.layout.zones["piles_info"]
        return self.phone_covers(pygame.Rect(info.x, info.y, info.w, 72))

    def _draw_status(self, surface, view) -> None:
        zone = self.layout.zones["status"]
        info = self.layout.zones["piles_info"]
        tip, banner = self.tip(view), self.banner(view)
        r = pygame.Rect(info.x, info.y + 78, info.w, info.h - 78)
        if banner and not self.phone_covers(r):  # half a banner beside a code; the tip below says it too
            pygame.draw.rect(surface, GOLD, r, border_radius=16)
            surface.blit(res.scaled(peg_image(view.playing_for), (44, 44)), (r.x + 12, r.y + 12))
            size = 24
            while len(res.wrap(banner, size, r.w - 80, True)) * (size + 4) > r.h - 16 and size > 16:
                size -= 2
            for k, line in enumerate(res.wrap(banner, size, r.w - 80, True)):
                blit_text(surface, line, (r.x + 66, r.y + 8 + (size + 4) * k), size, INK, True)
        # what happened (the play, then what it did), then what to do now; the tip is kept and
        # the detail gives way when the zone is short (the hand below comes first)
        recent = self.recent_shown()  # once a frame: it narrates every move since the person's last
        # with the others' moves listed in their panel, the last of them is not said again above it
        status, detail = ("", "") if recent else (self.status, self.detail)
        parts = [(status, 26, True, WHITE), (detail, 22, False, WHITE), (tip, 24, True, GOLD_BRIGHT)]
        rows = [(part, line, size, bold, colour) for part, (text, size, bold, colour) in enumerate(parts)
                for line in (res.wrap(text, size, zone.w, bold)[:2] if text else [])]
        if self.piles_covered():  # the pile counts, kept first, where a phone's code leaves them room
            rows.insert(0, (-1, " · ".join(self.pile_counts(view)), 24, False, WHITE))
        while rows and sum(r[2] + 6 for r in rows) - 6 > zone.h:
            rows.remove(next((r for r in rows if r[0] == 1), rows[-1]))
        # a message over the zone: the lines it would cover give way to it, each whole (the first
        # row of a tip left alone read as a sentence cut off)
        toast, tops, y = self.toast_rect(), [], zone.y
        for row in rows:
            tops.append(y)
            y += row[2] + 6
        covered = {row[0] for row, top in zip(rows, tops, strict=True)
                   if toast is not None and toast.colliderect((zone.x, top, zone.w, row[2] + 6))}
        for (part, line, size, bold, colour), top in zip(rows, tops, strict=True):
            if part not in covered:
                blit_text(surface, line, (zone.x, top), size, colour, bold)
        # the panel ends a clear gap above the fan's highest card, lifted (it touched the cards)
        room = pygame.Rect(zone.x, y + 6, zone.w, min(zone.bottom, FAN_TOP - HOVER_LIFT - 12) - y - 6)
        if recent and room.h >= RECENT_MIN_H and not (toast is not None and toast.colliderect(room)):
            draw_since_last(surface, room, self, recent)

    def banner(self, view) -> str:
        """'Playing for Robo' while the person here moves a partner's pegs; the split's steps left."""
        if not self.my_turn() or self.busy():
            return ""
        if view.phase == Phase.SPLIT:
            text = ngettext("Move another peg {n} step", "Move another peg {n} steps", view.split_left)
            return text.format(n=view.split_left)
        if view.playing_for != view.player:
            partner = self.seat_name(view.playing_for)
            return _("Your pegs are all home: you play for {name}.").format(name=partner)
        return ""

    def tip(self, view) -> str:
        """What the person here can do now (while pegs still move too: a press completes them);
        whom the table waits for when a phone is to move (its code may hide that seat's row)."""
        if not self.my_turn():
            return self.waiting_line()
        if view.phase == Phase.SPLIT:
            return _("Drag another glowing peg to a hole that lights up to finish the 7.")
        if self.only_discards():
            if any(isinstance(a, Move) for a in self.legal()):
                return _("Only a joker can move: play it, or drag a card onto the discard pile.")
            return _("No card can move a peg: drag a card onto the discard pile.")
        card = self.selected_card()
        if card is None:
            return _("Your turn: click a card; the pegs it can move glow.")
        if card == JOKER:
            return _("Joker: take your peg to a glowing hole where another peg stands.")
        if card[0] == "8":
            return _("An 8 moves a peg 8 holes backward.")
        if card[0] == "7":
            return _("A 7: move one peg 7, or part of the way and the rest with another peg.")
        return _("Drag a glowing peg to a hole that lights up, or click the peg and then the hole.")
