"""Settings: language, fullscreen, volume, animation and computer speed, reduced motion.

Each setting is a row of its values in their natural order (instant, fast, normal, slow), the
current one highlighted, so nobody has to cycle through a button to find out what there is.
On a kiosk only what a visitor may change for this visit is offered (language and sound), and
nothing is written to the saved settings (`App.save_settings` does nothing there).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import _, language
from game.version import VERSION
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, MUTED_INK, Button, ButtonGroup, blit_text, dim, draw_panel
from scenes.settings_store import PHONE_PORTS, SPEEDS

LANGUAGE_NAMES = {"en": "English", "fi": "Suomi"}
REVEAL_TIMES = (1.5, 3.0, 4.0, 6.0)  # seconds a Memo miss stays face up (3 s by default)
VOLUMES = (0.0, 0.3, 0.6, 1.0)  # 0 = muted
ROW_TOP, ROW_STEP = 140, 90
LABEL_W = 500


def speed_name(speed: str) -> str:
    return {"instant": _("instant"), "fast": _("fast"), "normal": _("normal"), "slow": _("slow")}[speed]


def reveal_name(seconds: float) -> str:
    """Seconds, as a person reads them: "1.5 s" ("1,5 s" in Finnish)."""
    text = f"{seconds:g} s"
    return text.replace(".", ",") if language() == "fi" else text


def port_name(port: int) -> str:
    return _("any free") if port == 0 else str(port)


def phone_address(port: int) -> str:
    """Where phones join, as the table will show it (another free port there if this one is taken)."""
    from scenes.phones.server import lan_address  # only when the settings are open

    if port:
        return _("Phones join at {address}").format(address=f"{lan_address()}:{port}")
    return _("Phones join at {address}, any free port").format(address=lan_address())


def on_off(value: bool) -> str:
    return _("on") if value else _("off")


def volume_name(volume: float) -> str:
    return _("muted") if volume == 0 else f"{round(volume * 100)} %"


class Row:
    """One setting: its label, its values in order (key, text), which one is chosen, how to choose."""

    def __init__(self, key: str, label: str, values: list[tuple[str, str]], current: str, choose: Callable):
        self.key, self.label, self.values, self.current, self.choose = key, label, values, current, choose


class SettingsScene(Scene):
    """Every change applies at once and (except on a kiosk) is saved in the per-user config folder."""

    opaque = False
    still = True

    def __init__(self, app):
        super().__init__(app)
        self.build()

    # ------------------------------------------------------------------ rows

    def make_rows(self) -> list[Row]:
        s = self.app.settings
        volume = 0.0 if s.muted else min(VOLUMES[1:], key=lambda v: abs(v - s.volume))
        rows = [
            Row("language", _("Language"), list(LANGUAGE_NAMES.items()), s.language, self.set_language),
        ]
        if not self.app.kiosk:
            rows.append(
                Row(
                    "fullscreen",
                    _("Fullscreen"),
                    [("off", on_off(False)), ("on", on_off(True))],
                    on_off_key(s.fullscreen),
                    self.set_fullscreen,
                )
            )
        rows.append(
            Row(
                "volume",
                _("Sound volume"),
                [(volume_key(v), volume_name(v)) for v in VOLUMES],
                volume_key(volume),
                self.set_volume,
            )
        )
        if self.app.kiosk:
            return rows
        speeds = [(sp, speed_name(sp)) for sp in SPEEDS]
        rows += [
            Row("animation", _("Animation speed"), speeds, s.animation_speed, self.set_animation),
            Row(
                "reduced",
                _("Reduced motion"),
                [("off", on_off(False)), ("on", on_off(True))],
                on_off_key(s.reduced_motion),
                self.set_reduced,
            ),
            Row("computer", _("Computer speed"), speeds, s.computer_speed, self.set_computer),
            Row(
                "reveal",
                _("Memo: a miss stays up"),
                [(f"{t:g}", reveal_name(t)) for t in REVEAL_TIMES],
                f"{s.reveal_time:g}",
                self.set_reveal,
            ),
            Row("phone_port", _("Phone port"), [(str(p), port_name(p)) for p in PHONE_PORTS],
                str(s.phone_port), self.set_phone_port),
        ]
        return rows

    def address(self, port: int) -> str:
        key = (port, self.app.settings.language)  # asked once per choice and language, not every frame
        if getattr(self, "_address", (None,))[0] != key:
            self._address = (key, phone_address(port))
        return self._address[1]

    def build(self) -> None:
        self.rows = self.make_rows()
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        h = ROW_TOP + len(self.rows) * ROW_STEP + (130 if self.app.kiosk else 0) + 150
        self.panel = p = pygame.Rect(230, (1080 - h) // 2, 1460, h)
        x0, right = p.x + 60 + LABEL_W + 20, p.right - 60
        for i, row in enumerate(self.rows):
            n = len(row.values)
            gap = 12
            w = (right - x0 - gap * (n - 1)) // n
            for j, (value, text) in enumerate(row.values):
                self.buttons.add(
                    Button(
                        (x0 + j * (w + gap), p.y + ROW_TOP + i * ROW_STEP, w, 76),
                        text,
                        lambda r=row, v=value: self._choose(r, v),
                        style="primary" if value == row.current else "flat",
                        key=f"{row.key}.{value}",
                        size=26,
                    )
                )
        self.buttons.add(
            Button(
                (p.centerx - 160, p.bottom - 116, 320, 80),
                _("Back"),
                self.manager.pop,
                style="flat",  # on the panel: "panel" would be its own colour
                key="back",
            )
        )

    def _choose(self, row: Row, value: str) -> None:
        row.choose(value)
        self.app.apply_sound_settings()
        self.app.save_settings()
        focus = self.buttons.focus
        self.build()
        self.buttons.focus = focus
        for i, b in enumerate(self.buttons.buttons):
            b.focused = i == focus

    # ------------------------------------------------------------------ setters

    def set_language(self, lang: str) -> None:
        self.app.set_language(lang)  # relabels every scene on the stack, this one too

    def set_fullscreen(self, value: str) -> None:
        if (value == "on") != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def set_volume(self, value: str) -> None:
        s = self.app.settings
        v = int(value) / 100
        s.muted = v == 0
        if v:
            s.volume = v
        if not s.muted:
            self.app.apply_sound_settings()
            self.app.sounds.play("place")

    def set_animation(self, value: str) -> None:
        self.app.settings.animation_speed = value

    def set_reduced(self, value: str) -> None:
        self.app.settings.reduced_motion = value == "on"

    def set_computer(self, value: str) -> None:
        self.app.settings.computer_speed = value

    def set_reveal(self, value: str) -> None:
        self.app.settings.reveal_time = float(value)

    def set_phone_port(self, value: str) -> None:
        self.app.settings.phone_port = int(value)  # the next game with phone seats listens there

    # ------------------------------------------------------------------ frame

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.manager.pop()

    def resume(self) -> None:
        self.build()

    def relabel(self) -> None:
        self.build()

    def under_label(self, key: str) -> str:
        """The line under a setting's label: the address phones open, or that the command line chose
        the value for this run only (Suomi lit by `--lang fi` while English stays saved surprised a
        parent at the next start)."""
        if key == "phone_port":
            return self.address(self.app.settings.phone_port)
        saved = self.app.run_only.get(key, getattr(self.app.settings, key, None))
        if not self.app.kiosk and saved != getattr(self.app.settings, key, None):  # (`--lang en` with
            return _("for this run only: press one to keep it")  # English saved needs no word)
        return ""

    def draw(self, surface) -> None:
        dim(surface, 170)
        p = self.panel
        draw_panel(surface, p)
        draw_text(surface, _("Settings"), (p.x + 60, p.y + 40, p.w - 120, 70), res.TITLE, INK, bold=True)
        for i, row in enumerate(self.rows):
            box = pygame.Rect(p.x + 60, p.y + ROW_TOP + i * ROW_STEP, LABEL_W, 76)
            under = self.under_label(row.key)
            if under:  # a second line under the label: the phones' address, or "this run only"
                draw_text(surface, row.label, box.inflate(0, -36).move(0, -18), res.LABEL, INK, align="left")
                blit_text(surface, under, (box.x, box.y + 46), 22, MUTED_INK, max_width=LABEL_W)
                continue
            draw_text(surface, row.label, box, res.LABEL, INK, align="left")
        if self.app.kiosk:
            y = p.y + ROW_TOP + len(self.rows) * ROW_STEP + 20
            note = _(
                "These changes last for this visit only; the table returns to its own settings when idle."
            )
            draw_text(surface, note, (p.x + 60, y, p.w - 120, 100), res.BODY, MUTED_INK)
        self.buttons.draw(surface)
        version = _("Version {version}").format(version=VERSION)
        corner = (p.right - 40, p.bottom - 20)
        blit_text(surface, version, corner, 20, MUTED_INK, anchor="bottomright", max_width=300)


def on_off_key(value: bool) -> str:
    return "on" if value else "off"


def volume_key(volume: float) -> str:
    return str(round(volume * 100))
