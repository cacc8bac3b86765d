"""Racko drawn: the draw and discard piles, your rack and the others' small ones with their runs, what
changed since your move, the status lines, and `looks()` for partial redraws."""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.racko import SLOTS, longest_consecutive, run_from_start
from game.racko.engine import Phase
from scenes.kit import resources as res
from scenes.kit.cards import TABLE_CARD, draw_slot
from scenes.kit.text_fit import shared_size
from scenes.kit.ui import (
    GOLD,
    GOLD_BRIGHT,
    INK,
    SEAT_COLOURS,
    WHITE,
    blit_text,
    draw_panel,
    draw_seat_panel,
)
from scenes.tables.racko_layout import (
    BACK,
    DISCARD_POS,
    DRAW_POS,
    HELD_POS,
    INFO_PANEL,
    LINES_RECT,
    STATUS_Y,
    TITLE_AT,
    TRAY,
    WOOD,
    WOOD_DARK,
    face,
)
from scenes.tables.recent import can_act, draw_since_last, outline


class RackoDrawing:
    """Drawing the table: the piles, the racks (yours large, the others' small), runs and status lines."""

    def draw_static(self, surface) -> None:
        view = self.view()
        # for a person at the screen (the computers' demo tells its latest move in the status lines;
        # the kiosk's "Touch to play" stands there)
        ended = view.phase in (Phase.ROUND_OVER, Phase.OVER)
        lines = self.recent_lines() if self.tutorial is None and not ended and self.session.humans else []
        recent = self.recent_rect() if lines else None  # an empty panel is not drawn: the info stays
        self._draw_piles(surface, view, info=recent is None or not recent.colliderect(INFO_PANEL))
        for seat in self.others():
            self._draw_other(surface, view, seat)
        self._draw_mine(surface, view)
        if recent is not None:
            draw_since_last(surface, recent, self, lines)

    def draw_table(self, surface) -> None:
        view = self.view()
        for tid, (rect, light) in self.glows.items():
            if tid == "draw":  # the keyboard's place on the draw pile: a ring (a wash greyed the backs)
                pygame.draw.rect(surface, GOLD_BRIGHT, rect.inflate(16, 16), 7, border_radius=18)
            else:
                draw_slot(surface, rect, light)
        for s in self.sprites.values():
            if not (s.moving or s.dragging):
                s.draw(surface)
        self._draw_runs(surface, view)
        self._draw_recent(surface, view)
        for s in self.sprites.values():
            if s.moving or s.dragging:
                s.draw(surface)
        self._draw_lines(surface, self.lines(view))
        self.buttons.draw(surface)

    def looks(self) -> dict:
        out = super().looks()
        for k, s in self.sprites.items():  # a card that lands is drawn under the others, and outlined
            rect, look = out[("card", k)]
            out[("card", k)] = (rect, (*look, s.moving))
        for tid, glow in self.glows.items():
            out[("glow", tid)] = glow
        for i, b in enumerate(self.buttons.buttons):
            out[("play", i)] = (b.rect, (b.hover, b.focused, b.pressed, b.enabled, b.label))
        out["lines"] = (LINES_RECT, tuple(self.lines(self.view())))
        return out

    def _draw_piles(self, surface, view, info: bool = True) -> None:
        """The draw and discard piles, the card in hand and (`info`) the round's panel."""
        draw = self.pile_rect(DRAW_POS)
        if view.draw_count:
            for k in range(min(4, view.draw_count // 8 + 1)):
                surface.blit(res.scaled(BACK, TABLE_CARD), draw.move(-2 * k, -2 * k))
            if self.my_turn() and view.phase == Phase.DRAW:
                pygame.draw.rect(surface, GOLD, draw.inflate(10, 10), 4, border_radius=16)
        else:
            draw_slot(surface, draw)
        room = DISCARD_POS[0] - DRAW_POS[0] - 24  # the two counts side by side, never touching
        counts = (_("Draw pile: {n}").format(n=view.draw_count),
                  _("Discard pile: {n}").format(n=len(view.discard)))
        size = shared_size(((t, room, 40) for t in counts), 24, wrap=False)  # alike, as a pair
        blit_text(surface, counts[0], (draw.centerx, draw.bottom + 12), size, WHITE, anchor="midtop",
                  max_width=room)
        discard = self.pile_rect(DISCARD_POS)
        taken = view.phase == Phase.PLACE and view.held_from == "discard"  # it may not go back there
        draw_slot(surface, discard, "", "" if view.discard or taken else _("Discard"))
        if len(view.discard) > 1:
            surface.blit(res.scaled(face(view.discard[-2]), TABLE_CARD), discard.move(-6, -6))
        blit_text(surface, counts[1], (discard.centerx, discard.bottom + 12), size, WHITE, anchor="midtop",
                  max_width=room)
        held = self.pile_rect(HELD_POS)
        if view.phase in (Phase.PLACE, Phase.DEAL) and view.current_player is not None:
            owner = self.session.seats[view.current_player].name  # the chips show the level
            # a person's own card; with no one at the screen (the demo) the computer's, by name; a
            # replay seen through a computer's eyes still says "Your card" for the person's
            mine = (view.current_player == self.viewer and self.viewer in self.session.humans
                    or self.session.is_you(view.current_player))
            label = _("Your card") if mine else _("{name}'s card").format(name=owner)
            blit_text(surface, label, (held.centerx, held.bottom + 12), 24, WHITE, True, anchor="midtop")
        if not info:
            return
        lines = [_("Round {n}").format(n=view.round_no),
                 _("Dealer: {name}").format(name=self.session.seats[view.dealer].name)]
        lines.append(self.match_length(view))
        limit = view.options["turn_limit"]
        if limit:  # the round ends after this many turns each: say how far it is, or it ends unannounced
            lines.append(_("Turn {n} of {limit}").format(n=min(limit, min(view.turns) + 1), limit=limit))
        lines += [_(o.label) for o in self.session.game.options if o.choices == (False, True)
                  and view.options[o.key]]
        lines = lines[:6]  # the panel as tall as its lines: three of them sat in a box for six
        info = pygame.Rect(INFO_PANEL.topleft, (INFO_PANEL.w, min(INFO_PANEL.h, 18 + 34 * len(lines) + 14)))
        draw_panel(surface, info, 20)
        for k, line in enumerate(lines):
            pos = (info.x + 24, info.y + 18 + 34 * k)
            blit_text(surface, line, pos, 24, INK, k == 0, max_width=info.w - 48)

    def match_length(self, view) -> str:
        """The match length as the setup screen names it ("Single round", "Play to 500"), never "1 rounds"."""
        rounds = view.options["rounds"]
        option = next(o for o in self.session.game.options if o.key == "rounds")
        name = option.value_name(rounds)
        if name:
            return _(name)
        return ngettext("{n} round", "{n} rounds", rounds).format(n=rounds)

    def _draw_recent(self, surface, view) -> None:
        """Outline what the others changed since the viewer's last move: rack slots, the discard."""
        if view.phase in (Phase.ROUND_OVER, Phase.OVER):
            return
        slots, discarder = self.recent_changes()
        for (seat, i), who in slots.items():
            sprite = self.sprites.get(f"r{seat}.{i}")
            if sprite is not None and not sprite.moving:
                outline(surface, sprite.rect, who, 8, dot_left=True)  # a Racko card's number is top right
        top = self.sprites.get("discard")
        if discarder is not None and top is not None and not top.moving:
            outline(surface, top.rect, discarder, dot_left=True)

    def _draw_other(self, surface, view, seat: int) -> None:
        panel = self.panel_rect(seat)
        points_w = 90 if view.phase in (Phase.ROUND_OVER, Phase.OVER) else 0  # room for the points
        draw_seat_panel(surface, panel, seat, self._seat_title(view, seat), self.seat_to_move() == seat,
                        top=10, name_width=panel.w - 66 - points_w)
        for i, slot in enumerate(SLOTS):
            rect = self.slot_rect(seat, i)
            if view.racks[seat][i] is None:
                pygame.draw.rect(surface, (200, 192, 176), rect, 2, border_radius=8)
            size = 24 if len(self.others()) == 1 else 20  # under 90 px cards, or 50 px ones three abreast
            blit_text(surface, str(slot), (rect.centerx, rect.bottom + 4), size, INK, anchor="midtop")

    def _seat_title(self, view, seat: int) -> str:
        name = self.session.seats[seat].label()  # a computer's carries its level in brackets already
        if view.options["teams"]:
            return _("{name} · team {n}").format(name=name, n=view.team_of[seat] + 1)
        return name

    def rack_title(self, view) -> str:
        team = view.team_of[self.viewer] + 1
        if self.session.is_you(self.viewer):  # not a replay's other eyes ("You (team 1)'s rack" read badly)
            return _("Your rack (team {n})").format(n=team) if view.options["teams"] else _("Your rack")
        # the plain name, as the table's other words have it: its level is on the panels and chips
        name = self.session.seats[self.viewer].name
        return (_("{name}'s rack (team {n})").format(name=name, n=team) if view.options["teams"]
                else _("{name}'s rack").format(name=name))

    def _draw_mine(self, surface, view) -> None:
        pygame.draw.rect(surface, WOOD_DARK, TRAY.move(0, 8), border_radius=22)
        pygame.draw.rect(surface, WOOD, TRAY, border_radius=22)
        for i, slot in enumerate(SLOTS):
            rect = self.slot_rect(self.viewer, i)
            groove = pygame.Rect(rect.x - 4, rect.bottom - 6, rect.w + 8, 14)
            pygame.draw.rect(surface, WOOD_DARK, groove, border_radius=6)
            if view.racks[self.viewer][i] is None:
                draw_slot(surface, rect)
            blit_text(surface, str(slot), (rect.centerx, rect.bottom + 12), 28, WHITE, True, anchor="midtop")
        # as on the others' panels: the seat's own colour dot, and a gold ring on its turn (a gold
        # dot here would read as the seat whose colour is gold)
        r = blit_text(surface, self.rack_title(view), TITLE_AT, 28, WHITE, True, max_width=TRAY.w - 60)
        colour = SEAT_COLOURS[self.viewer % len(SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (TRAY.x + 18, r.centery), 10)
        if view.current_player == self.viewer:
            pygame.draw.rect(surface, GOLD, TRAY.inflate(10, 10), 5, border_radius=26)

    def _draw_runs(self, surface, view) -> None:
        """Round over: outline each rack's scoring run; the winner's longest consecutive run brighter."""
        last = view.last_round
        if not last or view.phase not in (Phase.ROUND_OVER, Phase.OVER):
            return
        for seat in range(view.players):
            rack = last["racks"][seat]
            run = run_from_start(rack)
            colour = GOLD_BRIGHT if seat == last["winner"] else GOLD
            for i in range(run):
                pygame.draw.rect(surface, colour, self.slot_rect(seat, i).inflate(8, 8), 4, border_radius=12)
            if seat == last["winner"] and longest_consecutive(rack) >= 3:
                self._outline_longest(surface, seat, rack)
            pts = f"{last['points'][seat]:+d}"
            if seat == self.viewer:  # beside the tray, clear of its wooden edge
                rect = self.slot_rect(seat, 9)
                at = (max(rect.right, TRAY.right) + 12, rect.centery)
                blit_text(surface, pts, at, 30, GOLD_BRIGHT, True, anchor="midleft")
            else:
                panel = self.panel_rect(seat)
                blit_text(surface, pts, (panel.right - 16, panel.y + 8), 30, INK, True, anchor="topright")

    def _outline_longest(self, surface, seat: int, rack) -> None:
        best = longest_consecutive(rack)
        start = run_start = 0
        for i in range(1, len(rack)):
            if not (rack[i] and rack[i - 1] and rack[i] == rack[i - 1] + 1):
                run_start = i
            if i - run_start + 1 == best:
                start = run_start
                break
        area = self.slot_rect(seat, start).union(self.slot_rect(seat, start + best - 1)).inflate(18, 18)
        pygame.draw.rect(surface, WHITE, area, 4, border_radius=16)

    def lines(self, view) -> list[str]:
        """What just happened, and what to do now once nothing moves."""
        lines = [self.status, self.detail]
        if can_act(self) and view.phase == Phase.DRAW and self.drag.selected is not None:
            # the discard picked up by a click: say where it goes now
            where = _("Now click the slot of your rack where the {card} goes (or elsewhere to leave it).")
            lines.append(where.format(card=view.discard[-1]))
        elif can_act(self) and view.phase == Phase.PLACE and view.held_from == "discard":
            lines.append(_("Click a slot of your rack or drag the card there: a card from the discard pile "
                           "stays in your rack."))
        elif can_act(self):
            lines.append({
                "draw": _("Your turn: click the draw pile, or take the discard.") if view.discard
                else _("Your turn: click the draw pile (the discard pile is still empty)."),
                "place": _("Click a slot of your rack or drag the card there (or onto the discard pile)."),
                "deal": _("Quick deal: put the card into an empty slot."),
                "call": _("Your rack ascends: call Racko now or end your turn."),
            }.get(view.phase, ""))
        else:
            lines.append(self.waiting_line())
        return lines

    def _draw_lines(self, surface, lines: list[str]) -> None:
        if (toast := self.toast_rect()) is not None and toast.colliderect(LINES_RECT):
            return  # the message says it for now: half-covered lines read as clutter
        y = STATUS_Y
        title = pygame.Rect(TITLE_AT, res.font(28, True).size(self.rack_title(self.view())))
        for k, line in enumerate(lines):
            if line:  # a row level with the rack's title moves right of it (a long Finnish one ran in)
                left = 960 - res.font(26, k == 0).size(line)[0] // 2
                if y < title.bottom and y + 36 > title.y:
                    left = max(left, title.right + 24)
                blit_text(surface, line, (left, y), 26, WHITE, k == 0, max_width=LINES_RECT.right - left)
                y += 36
