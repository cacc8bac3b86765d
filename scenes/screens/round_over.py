"""The round-over score sheet with a line saying why the round ended and a way to the menu.

Used after every round of every table (Gang of Four titles it with who went out): the game is saved after
every move, so "Menu" (or Esc) leaves safely and Continue brings the round back.
"""

from __future__ import annotations

import math

import pygame

from game.core.api import NextRound
from game.core.i18n import _
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import MUTED_INK
from scenes.screens.game_over import ARM_TIME
from scenes.screens.score_sheet import ScoreSheetScene

ON_ITS_OWN = 10.0  # seconds the sheet stays when only phones play: nobody here presses Next


class RoundOverScene(ScoreSheetScene):
    """'Round over', why (`note`), the sheet; buttons Menu and Next round; Esc goes to the menu.
    With `on_its_own` (only phones and computers play) Next counts down and presses itself."""

    arm_time = ARM_TIME

    def __init__(self, app, sheet, note: str, next_round, menu, title: str = "", next_label: str = "",
                 tutorial=None, on_its_own: bool = False):
        self.next_label = next_label or _("Next round")
        self.left = ON_ITS_OWN if on_its_own else None
        self.still = not on_its_own
        actions = [(_("Menu"), menu, "menu"), (self.next_label, next_round, "next")]
        # a tutorial's step ("… Click Next round.") stays readable beside the sheet, not under it
        self.tutorial = tutorial if tutorial is not None and tutorial.mode == "step" else None
        beside = self.tutorial.panel_rect() if self.tutorial is not None else None
        super().__init__(app, sheet, title or _("Round over"), actions, beside=beside)
        self.note = note
        self.menu = menu
        self.buttons.focus_on("next")  # Enter or Space goes on, as the blue button says

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.left is None or self.manager.top is not self:
            return
        self.left -= dt
        button = self.buttons.by_key("next")
        if self.left <= 0:
            self.left = None
            button.on_click()
            return
        label = _("{label} ({seconds})").format(label=self.next_label, seconds=math.ceil(self.left))
        if button.label != label:
            button.label = label
            self.app.redraw_all()

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.note:
            box = pygame.Rect(self.panel.x + 70, self.panel.y + 98, self.panel.w - 140, 38)
            draw_text(surface, self.note, box, 26, MUTED_INK, align="center", wrap=False)
        if self.tutorial is not None:
            self.tutorial.draw_panel(surface)


def show_round_over(table, note: str = "", title: str = "", next_label: str = "") -> bool:
    """Push the round-over sheet for `table` when people play (at the screen or on phones); True if
    it was pushed. A game whose rounds have another name gives its `title` and `next_label` (Tiko:
    "Game 1 over")."""
    state = table.state
    nxt = [a for a in state.legal_actions() if isinstance(a, NextRound)]
    sheet = table.score_sheet()
    if not nxt or not table.session.people or sheet is None:
        return False
    table.manager.push(
        RoundOverScene(table.app, sheet, note, lambda a=nxt[0]: table._next_round(a), table.app.home,
                       title=title, next_label=next_label, tutorial=table.tutorial,
                       on_its_own=not table.session.humans)
    )
    return True
