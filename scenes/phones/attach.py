"""A PhoneHub at a table: the table's hooks for its phone seats.

- `phones_update`: after the table's own update, publish fresh views and apply the next phone
  action through `table.perform` (a refusal goes back to the phone);
- `phones_draw`: the QR codes of seats whose phone has not joined yet, and a chip for each phone
  that is reconnecting; while no person sits at the screen, the hand on the table is covered.
Phone seats are people but not at this screen (`Seat.phone`, `Seat.at_screen`): they never bring
up the curtain, never count as the screen's turn, and the table never shows their eyes.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK, draw_panel
from scenes.phones.hub import PhoneHub

WAKE = pygame.event.custom_type()  # posted by the server thread so the sleeping loop looks at the queue
QR_SIZE = 264


def wake_main_loop() -> None:
    """Thread-safe (SDL's event queue is): the loop wakes and runs a frame."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass  # the display is gone: the app is closing


def attach_phones(table, hub: PhoneHub) -> PhoneHub:
    """Serve `table`'s phone seats through `hub` (started here if it is not running).

    The table calls `phones_update` after its own update and `phones_draw` after drawing
    (scenes/tables/table.py); a table with phone seats attaches a LAN hub by itself on its first frame.
    """
    if hub.wake is None:
        hub.wake = wake_main_loop
    if not hub.running:
        hub.start(table.session)
    table.phones = hub
    return hub


def phones_update(table) -> None:
    """Publish fresh views and apply the next phone action through `table.perform` (on the main thread)."""
    hub = table.phones
    if hub.session is not table.session:  # a restart made a new session object
        hub.session = table.session
    hub.publish()
    statuses = tuple(hub.status(s) for s in hub.seats)
    if statuses != getattr(table, "_phone_statuses", None):  # a code appears or goes: redraw all
        table._phone_statuses = statuses
        table.invalidate()
    if table.manager.top is not table:  # a panel or the pause menu is up: phones wait
        return
    for seat, action in hub.poll():
        table.finish_motion()
        reason = table.perform(action)
        if reason:
            hub.refuse(seat, reason)
        hub.publish()


def phones_draw(table, surface: pygame.Surface) -> None:
    """The codes of phones that have not joined, reconnecting chips, and no hand face up for nobody."""
    hub = table.phones
    if hub.running:
        if not table.session.humans:
            cover_hand(table, surface)
        draw_phone_codes(surface, table, hub)


def cover_hand(table, surface: pygame.Surface) -> None:
    """Nobody sits at the screen: the hand the table shows is not anyone's to see."""
    role = getattr(table, "role", None)
    sprites = getattr(table, "sprites", {})
    rects = [sprites[k].rect for k, r in (role or {}).items() if r == "hand" and k in sprites]
    if not rects:
        return
    box = rects[0].unionall(rects[1:]).inflate(40, 40)
    draw_panel(surface, box)
    draw_text(surface, _("The cards are on the phones."), box, 36, INK, True)


def draw_phone_codes(surface: pygame.Surface, table, hub: PhoneHub) -> None:
    """A QR code and a short address for every phone seat that has not joined yet."""
    waiting = [s for s in hub.seats if hub.status(s) == "waiting"]
    y = 110
    for seat in hub.seats:
        if hub.status(seat) == "reconnecting":
            chip = pygame.Rect(24, y, 420, 56)
            draw_panel(surface, chip)
            text = _("{name}: phone reconnecting…").format(name=table.session.seats[seat].name)
            draw_text(surface, text, chip.inflate(-20, -8), 24, INK, False)
            y += 64
    if not waiting:
        return
    w, h, gap = QR_SIZE + 120, QR_SIZE + 250, 30
    total = len(waiting) * w + (len(waiting) - 1) * gap
    x = (1920 - total) // 2
    for seat in waiting:
        box = pygame.Rect(x, 180, w, h)
        draw_panel(surface, box)
        name = table.session.seats[seat].name
        draw_text(surface, _("{name}: scan with your phone").format(name=name),
                  pygame.Rect(box.x + 16, box.y + 12, w - 32, 64), 26, INK, True)
        surface.blit(qr_cached(hub, seat), (box.x + 60, box.y + 80))
        host, code = hub.short_address(seat).split("/j/", 1)  # two lines: an address must never be cut
        y = box.y + 90 + QR_SIZE
        for i, line in enumerate((host, "/j/" + code)):
            line_box = pygame.Rect(box.x + 12, y + 32 * i, w - 24, 30)
            draw_text(surface, line, line_box, 22, INK, True, wrap=False)
        draw_text(surface, _("Same Wi-Fi only. Nothing goes to the internet."),
                  pygame.Rect(box.x + 16, y + 70, w - 32, 64), 20, MUTED_INK, False)
        x += w + gap


def qr_cached(hub: PhoneHub, seat: int) -> pygame.Surface:
    cache = hub.__dict__.setdefault("_qr", {})
    url = hub.join_url(seat)
    if url not in cache:
        cache[url] = hub.qr_surface(seat, QR_SIZE)
    return cache[url]
