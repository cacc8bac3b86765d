"""The table's top bar: Menu, the game's name and round, a chip per seat, Scores, Log and "?".

`TopBar` is a part of `TableScene` (scenes/tables/table.py); it reads the table's session, state
and hooks (`extra_buttons`, `round_label`, `seat_line`, `seat_colour`) and owns `top_buttons`.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.core.api import ROUND_OVER
from game.core.i18n import _, language, number
from scenes.kit import resources as res
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import GOLD, INK, WHITE, Button, ButtonGroup, blit_text
from scenes.screens.score_sheet import ScoreSheetScene
from scenes.session import level_name

TOP_BAR_H = 96
TITLE_MIN = 26  # the game's name in the top bar is left out rather than drawn smaller or cut
CARD_W, CARD_H = 16, 22  # the hand badge's little card
BADGE_GAP = 14  # between the name and the badge
SQUEEZE_SLACK = 12  # px of a chip's 56 px of margins it may lose before the round's label gives way


class TopBar:
    """Builds, draws and answers the top bar of a table."""

    # The chips are the only place that names the computers' levels (a table without seat panels):
    # they keep the levels (under the names, beside the scores) before the round's number and the title.
    chips_name_levels = False

    def build_top_bar(self) -> None:
        g = ButtonGroup(arrows=False)
        g.add(Button((20, 14, 150, 68), _("Menu"), self.open_pause, key="menu", size=26))
        x = 1920 - 20 - 68
        g.add(Button((x, 14, 68, 68), "?", self.open_rules, key="help", size=32))
        w = max(100, res.font(26, True).size(_("Log"))[0] + 40)  # the game log (L)
        x -= w + 14
        g.add(Button((x, 14, w, 68), _("Log"), self.open_log, key="log", size=26))
        if hasattr(self.view(), "score_sheet"):
            x -= 190
            g.add(Button((x, 14, 176, 68), _("Scores"), self.open_scores, key="scores", size=26))
        for key, labels, fn, enabled in reversed(self.extra_buttons()):
            if key == "stop":  # End game throws the rest of the game away: ask first
                fn = self._ask_end_game(fn)
            labels = (labels,) if isinstance(labels, str) else labels
            label = labels[0]
            w = max(120, *(res.font(26, True).size(text)[0] + 40 for text in labels))
            x -= w + 14
            g.add(Button((x, 14, w, 68), label, fn, key=key, size=26, enabled=enabled))
        g.buttons.sort(key=lambda b: b.rect.x)  # made right to left; Tab walks them left to right
        self.top_buttons = g
        self.top_right_edge = x - 20
        self.title_x = 196  # right of Menu
        self._top_layout: tuple = (None, None)  # (what it was fitted for, `top_bar_layout`)

    def _ask_end_game(self, own):
        from scenes.screens.pause import ask_end_game

        return lambda: ask_end_game(self.app, self, own)

    def open_pause(self) -> None:
        from scenes.screens.pause import PauseScene

        self.manager.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        from scenes.screens.game_log import GameLogScene

        self.finish_motion()
        self.manager.push(GameLogScene(self.app, self))

    def open_rules(self) -> None:
        from scenes.screens.rules import RulesScene

        self.manager.push(RulesScene(self.app, self.session.game))

    def score_sheet(self):
        """The view's score sheet with the seats' names as headings (when there is one column per seat)."""
        sheet = getattr(self.view(), "score_sheet", None)
        if sheet is not None and len(sheet.columns) == len(self.session.seats):
            sheet = dataclasses.replace(sheet, columns=[seat.label() for seat in self.session.seats])
        return sheet

    def open_scores(self) -> None:
        sheet = self.score_sheet()
        if sheet is not None:
            note = self.sheet_empty_note()
            self.manager.push(ScoreSheetScene(self.app, sheet, _("Score sheet"), empty=note))

    def draw_top_bar(self, surface) -> None:
        chips, rnd, box = self.top_bar_layout()
        if box is not None:
            title = _(self.session.game.name)
            ink = draw_text(surface, title, box, res.LABEL, WHITE, True, "left", "top", TITLE_MIN, wrap=False)
            if rnd and ink.right + res.font(res.BODY).size(rnd)[0] + 24 <= box.right:
                blit_text(surface, rnd, (ink.right + 24, 30), res.BODY, (210, 230, 215))
        if chips:
            self._draw_seat_chips(surface, *chips)
        self.top_buttons.draw(surface)

    def top_bar_layout(self) -> tuple:
        """(the seat chips as `seat_chips` gives them, the round's label, the title's box or None when
        it gives way), worked out again only when a text in them changes: fitting them measures
        every seat's texts several ways, too much for every frame."""
        rnd = self.round_label(self.view())
        key = (language(), rnd, [self.seat_line(i) for i in range(len(self.session.seats))],
               self.chip_scores(), self.title_x, self.top_right_edge)
        if self._top_layout[0] != key:
            self._top_layout = (key, self._fit_top_bar(rnd))
        return self._top_layout[1]

    def _fit_top_bar(self, rnd: str) -> tuple:
        title = _(self.session.game.name)
        rnd_w = res.font(res.BODY).size(rnd)[0] + 24 if rnd else 0
        left = self.title_x
        title_w = res.font(res.LABEL, True).size(title)[0]
        chips = self.seat_chips(left + title_w + rnd_w + 24)
        if chips and self.chips_name_levels and not self.levels_shown(chips[0], chips[1]):
            # the levels first (Kubo has no seat panels to say them): the round's number gives way,
            # then the title, as it does to many seats' names
            for start in (left + title_w + 24, left):
                tried = self.seat_chips(start)
                if self.levels_shown(tried[0], tried[1]):
                    chips, rnd = tried, ""
                    break
        if rnd and chips and self.chips_squeezed(chips, SQUEEZE_SLACK):
            # the round's label gives way to the seats' names squeezed for it (it is on the score sheet)
            tried = self.seat_chips(left + title_w + 24)
            if not self.chips_squeezed(tried):
                chips, rnd = tried, ""
        full = [self.seat_line(i) for i in range(len(self.session.seats))]
        if chips and self.chips_name_levels and rnd and chips[1] != full:
            # no seat panels say the lines either (Kubo's cards in hand, which end a round when one
            # runs out): the round's number gives way to them, the levels kept
            tried = self.seat_chips(left + title_w + 24)
            if tried[1] == full and self.levels_shown(tried[0], tried[1]):
                chips, rnd = tried, ""
        # names squeezed in are cut ("Eero-…", "Bott…" seven times at Pegs' eight seats) while the round's
        # number and the title keep their room: they give way (the title is on the window and the menu)
        squeezed = bool(chips) and self.chips_squeezed(chips)
        if squeezed and rnd:
            tried = self.seat_chips(left + title_w + 24)
            if not self.chips_squeezed(tried):
                chips, rnd, squeezed = tried, "", False
        # many seats squeeze the chips to their least width: then the title gives way (smaller, or
        # left out rather than cut, the chips then taking its room), never under them
        right = (min(r.x for r in chips[2]) if chips else self.top_right_edge) - 24
        box = pygame.Rect(left, 22, max(1, right - left), 60)
        if squeezed or fit(title, res.LABEL, True, box.w, box.h, TITLE_MIN, wrap=False).shortened:
            return self.seat_chips(left, fill=True), rnd, None
        return chips, rnd, box

    def seat_to_move(self) -> int | None:
        """The seat the chips and panels mark gold: nobody between rounds (the seat that deals next
        only presses on, and was lit behind "Round over" as if it were to play)."""
        return None if self.state.phase == ROUND_OVER else self.state.current_player

    def computer_thinking(self) -> bool:
        """A computer is to move and play is not paused between rounds."""
        return self.session.computer_to_move() and self.state.phase != ROUND_OVER

    def seat_chips(self, left: int, fill: bool = False
                   ) -> tuple[list[str], list[str], list[pygame.Rect]] | None:
        """(names, lines, rects) of the seat chips, right-aligned before the buttons and fitted
        between `left` and them while they can be (`fill`: widened alike to span it all, when the
        title has given way and would leave a gap); None for one seat."""
        seats = self.session.seats
        if len(seats) == 1:
            return None
        lines = [self.seat_line(i) for i in range(len(seats))]
        scores = [self.chip_score_text(score) for score in self.chip_scores()]
        labels, names = [s.label() for s in seats], [s.name for s in seats]
        room = self.top_right_edge - left - 10 * len(seats)
        widths_of = self.chip_widths
        # what gives way first: the line under the name (the seat panels on the table say it too), then
        # the level beside the name, which moves under it, beside the score (STYLE: computers are named
        # by level; Kubo has no seat panels to say it), then the level, then size
        rated = [_("{score} · {level}").format(score=score, level=level_name(seat.level)) if seat.level
                 else score for seat, score in zip(seats, scores, strict=True)]
        tries = [(labels, lines), (labels, scores), (names, rated), (names, lines), (names, scores)]
        if not self.chips_name_levels:  # the seat panels name the levels (and say the lines) too
            del tries[2]
        names, lines = next(((n, t) for n, t in tries if sum(widths_of(n, t)) <= room), tries[-1])
        widths = widths_of(names, lines)
        if sum(widths) > room:  # the text in each chip shrinks (then is cut) to its width
            widths = [max(96, w * room // sum(widths)) for w in widths]
        elif fill:
            widths = [w + (room - sum(widths)) // len(widths) for w in widths]
        rects, x = [], self.top_right_edge
        for w in reversed(widths):
            x -= w + 10
            rects.insert(0, pygame.Rect(x, 12, w, 72))
        return names, lines, rects

    def chip_widths(self, names: list[str], lines: list[str]) -> list[int]:
        """The width each seat's chip needs for its name (and hand badge) and its line."""
        bold, plain = res.font(24, True), res.font(24)
        return [max(bold.size(n)[0] + self.hand_badge_w(i, t != self.seat_line(i)), plain.size(t)[0]) + 56
                for i, (n, t) in enumerate(zip(names, lines, strict=True))]

    def chips_squeezed(self, chips, slack: int = 0) -> bool:
        """Are the chips narrower than their texts need (which are then shrunk and cut), by more
        than `slack` px (a few of their margins' px are no loss)?"""
        names, lines, rects = chips
        return any(w > r.w + slack for w, r in zip(self.chip_widths(names, lines), rects, strict=True))

    def hand_badge_w(self, seat: int, line_cut: bool) -> int:
        """The width of the hand badge beside the seat's name: when its line (which says the cards in
        hand) has given way and the table has no seat panels to say them (`seat_cards`), else 0."""
        cards = self.seat_cards(seat) if line_cut else None
        return 0 if cards is None else BADGE_GAP + CARD_W + 12 + res.font(24, True).size(number(cards))[0]

    def levels_shown(self, names: list[str], lines: list[str]) -> bool:
        """Does every computer's chip name its level (beside its name or under it)?"""
        return all(seat.human or name == seat.label() or level_name(seat.level) in line
                   for seat, name, line in zip(self.session.seats, names, lines, strict=True))

    def _draw_seat_chips(self, surface, names: list[str], lines: list[str], rects: list[pygame.Rect]) -> None:
        """One chip per seat; the seat to move is gold."""
        for i, rect in enumerate(rects):
            to_move = self.seat_to_move() == i
            if to_move:
                pygame.draw.rect(surface, GOLD, rect, border_radius=14)
            else:
                pygame.draw.rect(surface, (200, 220, 205), rect, 2, border_radius=14)
            ink = INK if to_move else WHITE
            pygame.draw.circle(surface, self.seat_colour(i), (rect.x + 22, rect.y + 24), 10)
            if to_move:  # a dark ring, or a yellow seat's dot vanishes into the gold chip
                pygame.draw.circle(surface, INK, (rect.x + 22, rect.y + 24), 11, 2)
            room = rect.w - 48
            badge = self.hand_badge_w(i, lines[i] != self.seat_line(i))
            if badge:  # a little card and the count, right in the name's row
                at = (rect.right - 14 - badge + BADGE_GAP, rect.y + 8)
                self._draw_hand_badge(surface, at, self.seat_cards(i), ink)
            blit_text(surface, names[i], (rect.x + 40, rect.y + 8), 24, ink, True, max_width=room - badge)
            blit_text(surface, lines[i], (rect.x + 40, rect.y + 40), 24, ink, max_width=room)
            if to_move and self.computer_thinking():
                for k in range(3):  # "thinking" dots under the seat's colour, clear of the text
                    lit = k == self.dots
                    dot = (rect.x + 14 + 8 * k, rect.y + 52)  # centred under the colour dot
                    pygame.draw.circle(surface, INK if lit else (150, 120, 40), dot, 3)

    @staticmethod
    def _draw_hand_badge(surface, at: tuple[int, int], cards: int, ink) -> None:
        card = pygame.Rect(at[0] + 4, at[1] + 4, CARD_W, CARD_H)
        pygame.draw.rect(surface, ink, card.move(-4, -2), 2, border_radius=3)  # a second card behind: a hand
        pygame.draw.rect(surface, ink, card, border_radius=3)
        blit_text(surface, number(cards), (card.right + 8, at[1]), 24, ink, True)


def top_bar_backdrop() -> pygame.Surface:
    bar = pygame.Surface((1920, TOP_BAR_H), pygame.SRCALPHA)
    bar.fill((0, 0, 0, 90))
    return bar
