"""A message in a small window of its own, before (or instead of) the program's window.

SDL's own message box on X11 is a grey box in a tiny bitmap font, unlike the rest of the program;
this one is a panel in the program's font with an OK button. Enter, Space, Esc, a click on OK or
closing the window ends it; so does `TIMEOUT`, so a copy nobody looks at does not linger.
"""

from __future__ import annotations

import time

import pygame

from scenes.kit.text_fit import draw_text, fit
from scenes.kit.ui import INK, PANEL, Button

SIZE = (880, 330)
MARGIN = 40
TEXT_SIZE = 26
OK_RECT = pygame.Rect(SIZE[0] - MARGIN - 200, SIZE[1] - MARGIN - 70, 200, 70)
TIMEOUT = 120.0  # seconds


def text_box() -> pygame.Rect:
    """Where the message lies: above the OK button."""
    return pygame.Rect(MARGIN, MARGIN, SIZE[0] - 2 * MARGIN, OK_RECT.top - 2 * MARGIN + 10)


def draw_notice(surface: pygame.Surface, text: str, ok: Button) -> None:
    surface.fill(PANEL)
    draw_text(surface, text, text_box(), TEXT_SIZE, INK, align="left", valign="top")
    ok.draw(surface)


def fits(text: str) -> bool:
    """Does `text` fit the window at its own size (a longer translation would shrink)?"""
    box = text_box()
    return fit(text, TEXT_SIZE, False, box.w, box.h).size == TEXT_SIZE


def show_notice(title: str, text: str, ok_label: str) -> bool:
    """Show `text` until it is dismissed: True once shown; raises pygame.error where no window can
    be opened (the caller then tries the system's message box)."""
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.display.set_caption(title)
        surface = pygame.display.set_mode(SIZE)
        _wait(surface, text, ok_label)
    except Exception:
        if pygame.display.get_surface() is None:
            raise
        # shown already: what failed after it changes nothing for the person, who read it
    finally:
        pygame.display.quit()
    return True


def _wait(surface: pygame.Surface, text: str, ok_label: str) -> None:
    done = False

    def close() -> None:
        nonlocal done
        done = True

    ok = Button(OK_RECT, ok_label, close, style="primary", key="ok")
    ok.focused = True  # Enter presses it, as the ring says
    end = time.monotonic() + TIMEOUT
    while not done and time.monotonic() < end:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                done = True
            else:
                ok.handle_event(event)
        draw_notice(surface, text, ok)
        pygame.display.flip()
        pygame.time.wait(30)
