"""ConfirmScene: a question over the dimmed screen before anything throws work away.

The safe choice is the default (the primary button, focused, Enter); Esc takes the cancel choice,
so a person who only wants out of the dialog never loses a game by accident.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import INK, Button, ButtonGroup, dim, draw_panel

PANEL = pygame.Rect(410, 290, 1100, 500)  # the tallest; a short text gets a shorter panel
AROUND_TEXT = 340  # the title above the text, the buttons below it, and room between


@dataclasses.dataclass(frozen=True)
class Choice:
    """One button of the dialog; `action` None only closes it."""

    key: str
    label: str
    action: Callable[[], None] | None = None


class ConfirmScene(Scene):
    """A title, a text fitted to the panel and a row of buttons (left to right as given).

    `default` is the primary, focused button that Enter takes; `cancel` is what Esc takes.
    The dialog closes itself before it runs the chosen action.
    """

    opaque = False
    still = True  # the loop may sleep while the question waits

    def __init__(self, app, title: str, text: str, choices: list[Choice], default: str, cancel: str):
        super().__init__(app)
        self.title, self.text = title, text
        self.choices = {c.key: c for c in choices}
        self.default, self.cancel = default, cancel
        self.panel = p = panel_for(text)
        gap = 30
        w = (p.w - 120 - gap * (len(choices) - 1)) // len(choices)
        self.buttons = ButtonGroup()
        for i, c in enumerate(choices):
            self.buttons.add(
                Button(
                    (p.x + 60 + i * (w + gap), p.bottom - 124, w, 84),
                    c.label,
                    lambda k=c.key: self.choose(k),
                    style="primary" if c.key == default else "flat",
                    key=c.key,
                )
            )
        self.buttons.focus_on(default)

    def choose(self, key: str) -> None:
        if self.manager.top is self:
            self.manager.pop()
        action = self.choices[key].action
        if action is not None:
            action()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(self.cancel)

    def draw(self, surface) -> None:
        dim(surface)
        p = self.panel
        draw_panel(surface, p)
        draw_text(surface, self.title, (p.x + 60, p.y + 36, p.w - 120, 64), res.TITLE, INK, bold=True)
        draw_text(surface, self.text, (p.x + 60, p.y + 120, p.w - 120, p.h - 270), res.LABEL, INK)
        self.buttons.draw(surface)


def panel_for(text: str) -> pygame.Rect:
    """The panel, as tall as its text needs (one line of text does not float in an empty middle)."""
    lines = fit(text, res.LABEL, False, PANEL.w - 120, PANEL.h - 270)
    h = min(PANEL.h, AROUND_TEXT + lines.height)
    return pygame.Rect(PANEL.x, PANEL.centery - h // 2, PANEL.w, h)


def ask(app, title: str, text: str, yes: str, action: Callable[[], None], no: str | None = None) -> None:
    """Push a two-button question: `no` (default "Cancel") is safe and the default; `yes` runs `action`."""
    app.manager.push(
        ConfirmScene(
            app,
            title,
            text,
            [Choice("yes", yes, action), Choice("no", no or _("Cancel"))],
            default="no",
            cancel="no",
        )
    )
