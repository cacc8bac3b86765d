"""NameEntryScene: type a player's name with the keyboard or with on-screen keys (touch kiosks).

A visible caret shows where the next letter goes; Enter or Done keeps the name, Esc or Cancel
keeps the old one. Names are cut to NAME_LIMIT characters; a letter past it is refused with a word
between Cancel and Done, so a name never just stops growing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import ACCENT, INK, MUTED_INK, RED, Button, ButtonGroup, dim, draw_panel
from scenes.settings_store import NAME_LIMIT, clean_name

ROWS = ("QWERTYUIOPÅ", "ASDFGHJKLÖÄ", "ZXCVBNM-")
KEY_W, KEY_H, GAP, WIDE = 100, 84, 12, 160
PANEL = pygame.Rect(260, 150, 1400, 780)
BACKSPACE, SHIFT, SPACE = "⌫", "⇧", " "
FULL_S = 2.5  # how long "at most 16 letters" stays after a refused letter


class NameEntryScene(Scene):
    """An overlay over the setup screen; `on_done(name)` gets the cleaned name (maybe empty)."""

    opaque = False
    wants_text = True  # the app leaves letter keys (M for mute) to this scene

    def __init__(self, app, title: str, name: str, on_done: Callable[[str], None]):
        super().__init__(app)
        self.title = title
        self.text = name
        self.caret = len(name)
        self.on_done = on_done
        self.shift = True  # empty, or the old name selected: the first letter starts a name
        self.selected = bool(name)  # the old name is selected: the first letter typed replaces it
        self.t = 0.0
        self.full = 0.0  # seconds "at most … letters" still shows (a letter past the limit was typed)
        pygame.key.start_text_input()
        self.build()

    def build(self) -> None:
        p = PANEL
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        y = p.y + 250
        for r, row in enumerate(ROWS):
            keys = [*row, BACKSPACE] if r == len(ROWS) - 1 else list(row)
            widths = [WIDE if ch == BACKSPACE else KEY_W for ch in keys]
            if r == len(ROWS) - 1:  # shift in front of the last row
                widths.insert(0, WIDE)
            x = p.centerx - (sum(widths) + GAP * (len(widths) - 1)) // 2
            if r == len(ROWS) - 1:
                style = "primary" if self.shift else "flat"
                self.buttons.add(
                    Button((x, y, WIDE, KEY_H), SHIFT, self.toggle_shift, style=style, key="shift")
                )
                x += WIDE + GAP
            for ch in keys:
                w = WIDE if ch == BACKSPACE else KEY_W
                label = ch if ch == BACKSPACE else (ch.upper() if self.shift else ch.lower())
                self.buttons.add(
                    Button(
                        (x, y, w, KEY_H),
                        label,
                        lambda c=ch: self.press(c),
                        style="flat",
                        key=f"key.{ch}",
                        size=32,
                    )
                )
                x += w + GAP
            y += KEY_H + GAP
        self.buttons.add(
            Button(
                (p.centerx - 300, y, 600, KEY_H),
                _("space"),
                lambda: self.press(SPACE),
                style="flat",
                key="key.space",
            )
        )
        bottom = p.bottom - 110
        self.buttons.add(
            Button((p.x + 60, bottom, 300, 84), _("Cancel"), self.cancel, style="flat", key="cancel")
        )
        self.buttons.add(
            Button((p.right - 360, bottom, 300, 84), _("Done"), self.done, style="primary", key="done")
        )
        cancel, done = self.buttons.by_key("cancel").rect, self.buttons.by_key("done").rect
        self.full_box = pygame.Rect(cancel.right + 24, cancel.y, done.x - cancel.right - 48, cancel.h)

    # ------------------------------------------------------------------ editing

    def insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        if self.selected and s:
            self.text, self.caret, self.selected = "", 0, False
        room = NAME_LIMIT - len(self.text)
        if len(s) > room:
            self.full = FULL_S
        s = s[: max(0, room)]
        if not s:
            return
        self.text = self.text[: self.caret] + s + self.text[self.caret :]
        self.caret += len(s)
        self.t = 0.0

    def press(self, ch: str) -> None:
        """An on-screen key."""
        if ch == BACKSPACE:
            self.backspace()
            return
        self.insert(ch.upper() if self.shift else ch.lower())
        was = self.shift
        self.shift = ch == SPACE  # like a phone: a capital after a space, then small letters
        if was != self.shift:
            self.build()

    def toggle_shift(self) -> None:
        self.shift = not self.shift
        self.build()

    def backspace(self) -> None:
        if self.selected:
            self.text, self.caret, self.selected = "", 0, False
        elif self.caret > 0:
            self.text = self.text[: self.caret - 1] + self.text[self.caret :]
            self.caret -= 1
        self.t = 0.0
        starts = self.caret == 0 or self.text[self.caret - 1] == SPACE  # a capital here, as on a phone
        if starts != self.shift:
            self.shift = starts
            self.build()

    def done(self) -> None:
        self._close()
        self.on_done(clean_name(self.text))

    def cancel(self) -> None:
        self._close()

    def _close(self) -> None:
        if self.manager.top is self:
            self.manager.pop()

    # ------------------------------------------------------------------ frame

    def handle_event(self, event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.done()
            elif k == pygame.K_ESCAPE:
                self.cancel()
            elif k == pygame.K_BACKSPACE:
                self.backspace()
            elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END) and self.selected:
                self.selected = False
                self.caret = 0 if k in (pygame.K_LEFT, pygame.K_HOME) else len(self.text)
            elif k == pygame.K_DELETE and self.selected:
                self.backspace()
            elif k == pygame.K_DELETE:
                self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
            elif k == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
            elif k == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
            elif k == pygame.K_HOME:
                self.caret = 0
            elif k == pygame.K_END:
                self.caret = len(self.text)
            self.t = 0.0
            return
        self.buttons.handle_event(event)

    def update(self, dt: float) -> None:
        self.t += dt
        self.full = max(0.0, self.full - dt)

    def relabel(self) -> None:
        self.build()

    def draw(self, surface) -> None:
        dim(surface)
        p = PANEL
        draw_panel(surface, p)
        draw_text(surface, self.title, (p.x + 60, p.y + 30, p.w - 120, 64), res.TITLE, INK, bold=True)
        field = pygame.Rect(p.x + 200, p.y + 120, p.w - 400, 96)
        pygame.draw.rect(surface, (255, 255, 255), field, border_radius=14)
        pygame.draw.rect(surface, ACCENT, field, width=3, border_radius=14)
        f = res.font(res.TITLE)
        x = field.x + 24
        if self.text:
            img = res.text(self.text, res.TITLE, INK)
            if self.selected:
                pygame.draw.rect(
                    surface, (190, 215, 240), img.get_rect(midleft=(x, field.centery)).inflate(8, 4)
                )
            surface.blit(img, img.get_rect(midleft=(x, field.centery)))
        else:
            hint = res.text(_("Type a name"), res.LABEL, MUTED_INK)
            surface.blit(hint, hint.get_rect(midleft=(x + 8, field.centery)))
        if (self.t % 1.0) < 0.6:  # the caret blinks, but shows at once after every key
            cx = x + f.size(self.text[: self.caret])[0] + 1
            pygame.draw.line(surface, INK, (cx, field.y + 18), (cx, field.bottom - 18), 3)
        count = f"{len(self.text)}/{NAME_LIMIT}"
        full = self.full > 0
        counter = (field.right + 16, field.y, 160, field.h)
        draw_text(surface, count, counter, res.BODY, RED if full else MUTED_INK, bold=full, align="left")
        if full:  # between Cancel and Done
            draw_text(surface, _("A name has at most {n} letters.").format(n=NAME_LIMIT), self.full_box,
                      res.BODY, RED)
        self.buttons.draw(surface)

    @property
    def caret_x(self) -> int:
        """Where the caret is drawn (for tests)."""
        return PANEL.x + 224 + res.font(res.TITLE).size(self.text[: self.caret])[0] + 1
