"""Hides the table between two people's turns at one screen."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import GOLD, WHITE, Button, ButtonGroup, draw_felt

MENU_RECT = pygame.Rect(20, 14, 150, 68)  # where the table's Menu button is
# seconds a new curtain takes no press or Enter: the second click of a double-click on End turn
# (or a quick Enter after Enter) lifted it at once and showed the next person's hand to the last;
# a slow second tap, a second after the first, did so too at half a second
GUARD = 1.2
RULES_RECT = pygame.Rect(1920 - 20 - 68, 14, 68, 68)  # where the table's "?" is
NEWS_RECT = pygame.Rect(260, 200, 1400, 140)  # above the title: the last move's news


class CurtainScene(Scene):
    """ "Anna's turn" (or `title`), a button "Show Anna's cards"; any press or Enter/Space lifts it too.
    `on_menu`: Menu (the table's own button, in its place) or Esc, so that nobody has to show
    a hand to leave the game; `on_rules`: "?" or F1, the rules over the curtain, not over the table;
    `news`: a line above the title for the one who just moved (see `TableHooks.curtain_news`)."""

    def __init__(self, app, name: str, on_lift=None, on_menu=None, title: str | None = None, on_rules=None,
                 news: str = ""):
        super().__init__(app)
        self.name = name
        self.news = news  # what the one who just moved must see before passing the screen
        self.title = title or N_("{name}'s turn")  # a msgid: "{name}'s cards" while computers open the play
        self.on_lift = on_lift
        self.on_menu = on_menu
        self.t = 0.0
        self.pressed = False  # a release lifts the curtain only after a press on it
        label = _("Show {name}'s cards").format(name=name)
        self.buttons = ButtonGroup(
            [Button((560, 660, 800, 96), label, self.lift, style="primary", key="show", size=res.LABEL)]
        )
        if on_menu is not None:
            self.buttons.add(Button(MENU_RECT, _("Menu"), on_menu, key="menu", size=26))
        self.on_rules = on_rules
        if on_rules is not None:
            self.buttons.add(Button(RULES_RECT, "?", on_rules, key="help", size=32))

    def lift(self) -> None:
        if self.manager.top is self:
            self.manager.pop()
            if self.on_lift:
                self.on_lift()

    def handle_event(self, event) -> None:
        lifting_key = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        if self.t < GUARD and (lifting_key or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)):
            on = getattr(event, "pos", None)
            others = [b for b in self.buttons.buttons if b.key != "show"]  # Menu and "?" show no hand
            if on is not None and any(b.rect.collidepoint(on) for b in others):
                self.buttons.handle_event(event)
            return
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_menu is not None:
                self.on_menu()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_QUESTION) and self.on_rules:
            self.on_rules()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = True
        # the release of the press that made the move (Pegs' hole, Racko's pile act on the press)
        # comes after the curtain is up: it is not the next person's press
        if (event.type == pygame.MOUSEBUTTONUP and self.pressed) or lifting_key:
            self.lift()

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        draw_felt(surface)
        cx = surface.get_width() // 2
        if self.news:
            draw_text(surface, self.news, NEWS_RECT, res.LABEL, GOLD, True)
        title = _(self.title).format(name=self.name)
        draw_text(surface, title, (160, 380, 1600, 120), res.BANNER, WHITE, True, wrap=False)
        pygame.draw.line(surface, GOLD, (cx - 240, 520), (cx + 240, 520), 3)
        pulse = 200 + int(55 * abs(((self.t * 0.8) % 2) - 1))
        hint = _("Pass the screen to {name}, then press to show your cards.").format(name=self.name)
        draw_text(surface, hint, (260, 550, 1400, 90), res.LABEL, (pulse, pulse, pulse))
        self.buttons.draw(surface)
