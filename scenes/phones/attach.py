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
from scenes.kit.cover import draw_cover
from scenes.kit.event_wait import wake_main_loop
from scenes.kit.text_fit import draw_text, shared_size
from scenes.kit.ui import INK, LABEL_PAD, MUTED_INK, Button, draw_panel
from scenes.phones.hub import PhoneHub

QR_SIZE = 264


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
    hub.away.update(hub)
    looks = tuple((s, hub.status(s), offering(table, s)) for s in hub.seats)
    if looks != getattr(table, "_phone_statuses", None):  # a code or an offer appears or goes: redraw all
        table._phone_statuses = looks
        hub.offer_buttons = offer_buttons(table, hub)
        table.invalidate()
        if hub.wake is not None:
            # The away clock and a closed page change the looks with no event: a frame the idle
            # loop woke for by itself draws nothing, so the offer or the chip waited for a touch.
            hub.wake()
    if table.manager.top is not table:  # a panel or the pause menu is up: phones wait
        return
    for seat, action in hub.poll():
        # someone is playing, though nobody touched the screen: a kiosk's idle return must not
        # take a game of phones away after three minutes
        table.app.idle = 0.0
        table.finish_motion()
        reason = apply_phone_action(table, action)
        if reason:
            hub.refuse(seat, reason)
        hub.publish()


def apply_phone_action(table, action) -> str | None:
    """`table.perform(action)`; a phone's move that breaks something is refused, never a crash.

    `perform` already refuses a move that fails inside the rules; this catches what fails around
    it (tests, whose `app.reraise` re-raises, and the table's own code after the move): the error
    goes to the one crash log of the app and the state is replayed from its applied moves.
    """
    try:
        return table.perform(action)
    except Exception as exc:  # noqa: BLE001 - one phone's move must not end everyone's game
        table.app.write_crash_log(exc)
        rebuild_before_failure(table)
        return _("The table could not make this move. Choose again.")


def rebuild_before_failure(table) -> None:
    """The state may be half changed: replay the session's moves into a fresh state."""
    session = table.session
    try:
        session.state = session.game.load(session.state.to_json())
    except Exception:  # noqa: BLE001 - the replay itself fails: keep the state as it is
        return
    table.sync(None)
    table.invalidate()


def phones_draw(table, surface: pygame.Surface) -> None:
    """Codes of phones not yet joined, reconnecting chips, offers; no hand face up for nobody."""
    hub = table.phones
    if hub.running:
        if not table.session.humans:
            cover_hand(table, surface)
        draw_phone_codes(surface, table, hub)


def offering(table, seat: int) -> bool:
    """Does the table offer to take this away phone's seat over (never once the game is over)?"""
    return table.phones.away.away(seat) and not table.session.state.is_over()


def phones_event(table, event) -> bool:
    """A click on an away phone's offer (True: the event was used)."""
    hub = table.phones
    for button in getattr(hub, "offer_buttons", ()) if hub.running else ():
        if button.handle_event(event):
            return True
    return False


def cover_hand(table, surface: pygame.Surface) -> None:
    """Nobody sits at the screen: the hand the table shows (a computer's) is not anyone's to see."""
    draw_cover(surface, table.private_rects(), _("The cards are on the phones."))


CODE_H = 84 + QR_SIZE + 64 + 56 + 12  # a code panel with room for everything
CHIP_H = 84  # "Anna: phone reconnecting…" in two lines of 24 px (64 squeezed them to the edges)
SIDE_TOP, SIDE_BOTTOM = 108, 750
# The strips left and right of the table's middle, between the top bar and the person's own panels.
# A table whose strip holds something the person needs names its own `phone_areas` (Wizard: the right).
SIDE_AREAS = (pygame.Rect(12, SIDE_TOP, 360, SIDE_BOTTOM - SIDE_TOP),
              pygame.Rect(1548, SIDE_TOP, 360, SIDE_BOTTOM - SIDE_TOP))


def phone_slots(n: int, areas=SIDE_AREAS) -> list[pygame.Rect]:
    """Where each phone seat's code, chip or offer goes: seat k in area k % len(areas), stacked."""
    gap = 16
    counts = [len(range(a, n, len(areas))) for a in range(len(areas))]
    out = []
    for k in range(n):
        area, row, rows = areas[k % len(areas)], k // len(areas), counts[k % len(areas)]
        h = (area.h - gap * (rows - 1)) // rows
        out.append(pygame.Rect(area.x, area.y + row * (h + gap), area.w, h))
    return out


def phone_shown(table, hub: PhoneHub) -> dict[int, tuple[str, pygame.Rect]]:
    """What each phone seat shows now ("offer", "code", "rejoin" or "chip") and its rect; each seat's
    status read once (the server's thread changes it: read again while drawing, a chip's rect got
    a code, and a QR code of −64 px)."""
    out = {}
    slots = phone_slots(len(hub.seats), getattr(table, "phone_areas", SIDE_AREAS))
    for seat, slot in zip(hub.seats, slots, strict=True):
        status = hub.status(seat)
        if offering(table, seat):
            out[seat] = "offer", pygame.Rect(slot.x, slot.y, slot.w, min(slot.h, 320))
        elif status == "waiting":
            out[seat] = "code", pygame.Rect(slot.x, slot.y, slot.w, min(slot.h, CODE_H))
        elif status == "reconnecting" and seat in hub.away.waited:  # the same code joins from any phone
            out[seat] = "rejoin", pygame.Rect(slot.x, slot.y, slot.w, min(slot.h, CODE_H))
        elif status == "reconnecting":
            out[seat] = "chip", pygame.Rect(slot.x, slot.y, slot.w, min(slot.h, CHIP_H))
    return out


def phone_panels(table, hub: PhoneHub) -> dict[int, pygame.Rect]:
    """The rect drawn for each phone seat that shows something now (a code, a chip or an offer)."""
    return {seat: rect for seat, (_kind, rect) in phone_shown(table, hub).items()}


def draw_phone_codes(surface: pygame.Surface, table, hub: PhoneHub) -> None:
    """A QR code and an address for each phone seat not joined yet; chips; offers."""
    for seat, (kind, box) in phone_shown(table, hub).items():
        name = table.session.seats[seat].name
        draw_panel(surface, box)
        if kind == "offer":
            draw_offer(surface, table, hub, seat, box)
        elif kind == "chip":
            text = _("{name}: phone reconnecting…").format(name=name)
            draw_text(surface, text, box.inflate(-20, -8), 24, INK, False)
        elif kind == "rejoin":
            draw_code(surface, hub, seat, _("{name}: scan again to rejoin").format(name=name), box)
        else:
            draw_code(surface, hub, seat, _("{name}: scan with your phone").format(name=name), box)


def wide(box: pygame.Rect) -> bool:
    """A low, wide slot (above a table's side seats): the code at the left, its words beside it;
    stacked, the code would be what is left under the words, 64 px in a 212 px slot."""
    return box.w >= box.h + 300


def draw_code(surface: pygame.Surface, hub: PhoneHub, seat: int, title: str, box: pygame.Rect) -> None:
    if wide(box):
        size = min(QR_SIZE, box.h - 24)
        surface.blit(qr_cached(hub, seat, size), (box.x + 12, box.centery - size // 2))
        words = pygame.Rect(box.x + size + 28, box.y + 10, box.right - 12 - (box.x + size + 28), box.h - 20)
        draw_text(surface, title, pygame.Rect(words.x, words.y, words.w, 64), 26, INK, True, "left")
        host, code = hub.short_address(seat).split("/j/", 1)
        for i, line in enumerate((host, "/j/" + code)):
            draw_text(surface, line, pygame.Rect(words.x, words.y + 72 + 30 * i, words.w, 28), 22, INK, True,
                      "left", wrap=False)
        note = pygame.Rect(words.x, words.y + 136, words.w, words.bottom - words.y - 136)
        if note.h >= 24:
            draw_text(surface, _("Same Wi-Fi only. Nothing goes to the internet."), note, 20, MUTED_INK,
                      False, "left", "top")
        return
    draw_text(surface, title, pygame.Rect(box.x + 12, box.y + 10, box.w - 24, 60), 26, INK, True)
    note_h = 56 if box.h >= CODE_H else 0  # a half-height slot keeps the code and the address only
    size = min(QR_SIZE, box.w - 40, box.h - 84 - 64 - note_h)
    surface.blit(qr_cached(hub, seat, size), (box.centerx - size // 2, box.y + 74))
    host, code = hub.short_address(seat).split("/j/", 1)  # two lines: an address must never be cut
    y = box.y + 84 + size
    for i, line in enumerate((host, "/j/" + code)):
        line_box = pygame.Rect(box.x + 8, y + 30 * i, box.w - 16, 28)
        draw_text(surface, line, line_box, 22, INK, True, wrap=False)
    if note_h:
        draw_text(surface, _("Same Wi-Fi only. Nothing goes to the internet."),
                  pygame.Rect(box.x + 16, y + 64, box.w - 32, note_h), 20, MUTED_INK, False)


def offer_buttons(table, hub: PhoneHub) -> list[Button]:
    """The offer buttons of every away phone seat, made when the offers change (drawing only draws them)."""
    from scenes.phones.takeover import offer_texts, take_over

    placed = []  # (seat, key, label, rect)
    for seat, box in phone_panels(table, hub).items():
        if not offering(table, seat):
            continue
        _title, choices = offer_texts(table.session.seats[seat].name)
        step = (box.h - 90) // len(choices)
        across = (box.w - 40 + 12) // len(choices)  # a wide slot: side by side, each big enough to touch
        for i, (key, label) in enumerate(choices):
            if wide(box):
                rect = pygame.Rect(box.x + 20 + i * across, box.y + 80, across - 12, min(88, box.h - 96))
            else:
                rect = pygame.Rect(box.x + 20, box.y + 80 + i * step, box.w - 40, min(72, step - 10))
            placed.append((seat, key, label, rect))
    # one size for all: "Play here on the screen" alone shrank beside "Let a computer play"
    size = shared_size([(label, r.w - LABEL_PAD[0], r.h - LABEL_PAD[1]) for _s, _k, label, r in placed],
                       24, True)
    out = []
    for seat, key, label, rect in placed:

        def choose(k=key, s=seat):
            if k == "wait":
                hub.away.wait(s)
                table.invalidate()
            else:
                take_over(table, s, k)

        out.append(Button(rect, label, choose, style="primary" if key == "wait" else "flat", size=size,
                          key=f"phone.{seat}.{key}"))
    return out


def draw_offer(surface: pygame.Surface, table, hub: PhoneHub, seat: int, box: pygame.Rect) -> None:
    """"Anna's phone is away: Let a computer play / Play here on the screen / Wait"."""
    from scenes.phones.takeover import offer_texts

    title, _choices = offer_texts(table.session.seats[seat].name)
    draw_text(surface, title, pygame.Rect(box.x + 14, box.y + 10, box.w - 28, 64), 26, INK, True)
    for button in getattr(hub, "offer_buttons", ()):
        if button.key.startswith(f"phone.{seat}."):
            button.draw(surface)


def qr_cached(hub: PhoneHub, seat: int, size: int = QR_SIZE) -> pygame.Surface:
    cache = hub.__dict__.setdefault("_qr", {})
    key = (hub.join_url(seat), size)
    if key not in cache:
        cache[key] = hub.qr_surface(seat, size)
    return cache[key]
