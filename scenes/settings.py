"""Settings: language, fullscreen, volume, animation and computer speed, reduced motion."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from scenes import resources as res
from scenes.base import Scene
from scenes.settings_store import SPEEDS
from scenes.text_fit import draw_text
from scenes.ui import INK, Button, ButtonGroup, dim, draw_panel

LANGUAGE_NAMES = {"en": "English", "fi": "Suomi"}
REVEAL_TIMES = (0.8, 1.5, 2.5, 4.0)  # seconds a Memo miss stays face up
ROW_TOP, ROW_STEP = 140, 90


def speed_name(speed: str) -> str:
    return {"instant": _("instant"), "fast": _("fast"), "normal": _("normal"), "slow": _("slow")}[speed]


def reveal_name(seconds: float) -> str:
    names = {0.8: _("short"), 1.5: _("normal"), 2.5: _("long"), 4.0: _("very long")}
    return names.get(seconds, f"{seconds:g} s")


def on_off(value: bool) -> str:
    return _("on") if value else _("off")


class SettingsScene(Scene):
    """Every change applies at once and is saved in the per-user config folder."""

    opaque = False
    still = True

    def __init__(self, app):
        super().__init__(app)
        self.panel = pygame.Rect(460, 90, 1000, 900)
        self.build()

    def build(self) -> None:
        s = self.app.settings
        rows = [
            ("language", _("Language"), LANGUAGE_NAMES[s.language], self.next_language),
            ("fullscreen", _("Fullscreen"), on_off(s.fullscreen), self.toggle_fullscreen),
            (
                "volume",
                _("Sound volume"),
                _("muted") if s.muted else f"{round(s.volume * 100)} %",
                self.next_volume,
            ),
            ("animation", _("Animation speed"), speed_name(s.animation_speed), self.next_animation),
            ("reduced", _("Reduced motion"), on_off(s.reduced_motion), self.toggle_reduced),
            ("computer", _("Computer speed"), speed_name(s.computer_speed), self.next_computer),
            ("reveal", _("Memo: a miss stays up"), reveal_name(s.reveal_time), self.next_reveal),
        ]
        self.rows = rows
        self.buttons = ButtonGroup()
        for i, (key, _label, value, fn) in enumerate(rows):
            self.buttons.add(
                Button(
                    (self.panel.x + 560, self.panel.y + ROW_TOP + i * ROW_STEP, 360, 80),
                    value,
                    fn,
                    style="flat",
                    key=key,
                )
            )
        self.buttons.add(
            Button(
                (self.panel.centerx - 160, self.panel.bottom - 120, 320, 80),
                _("Back"),
                self.manager.pop,
                style="primary",
                key="back",
            )
        )

    def _changed(self) -> None:
        self.app.apply_sound_settings()
        self.app.save_settings()
        focus = self.buttons.focus
        self.build()
        self.buttons.focus = focus
        for i, b in enumerate(self.buttons.buttons):
            b.focused = i == focus

    def next_language(self) -> None:
        order = list(LANGUAGE_NAMES)
        self.app.set_language(order[(order.index(self.app.settings.language) + 1) % len(order)])
        self._changed()

    def next_volume(self) -> None:
        s = self.app.settings
        steps = [0.0, 0.3, 0.6, 1.0]
        if s.muted:
            s.muted, s.volume = False, 0.3
        else:
            nxt = [v for v in steps if v > s.volume + 1e-6]
            s.volume = nxt[0] if nxt else 0.0
            s.muted = s.volume == 0.0
        self._changed()
        self.app.sounds.play("place")

    def next_animation(self) -> None:
        s = self.app.settings
        s.animation_speed = SPEEDS[(SPEEDS.index(s.animation_speed) + 1) % len(SPEEDS)]
        self._changed()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._changed()

    def toggle_reduced(self) -> None:
        self.app.settings.reduced_motion = not self.app.settings.reduced_motion
        self._changed()

    def next_computer(self) -> None:
        s = self.app.settings
        s.computer_speed = SPEEDS[(SPEEDS.index(s.computer_speed) + 1) % len(SPEEDS)]
        self._changed()

    def next_reveal(self) -> None:
        s = self.app.settings
        later = [t for t in REVEAL_TIMES if t > s.reveal_time + 1e-6]
        s.reveal_time = later[0] if later else REVEAL_TIMES[0]
        self._changed()

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.manager.pop()

    def resume(self) -> None:
        self.build()

    def draw(self, surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel)
        p = self.panel
        draw_text(surface, _("Settings"), (p.x + 60, p.y + 40, p.w - 120, 80), res.TITLE, INK, True)
        for i, (_key, label, _value, _fn) in enumerate(self.rows):
            y = p.y + ROW_TOP + i * ROW_STEP
            draw_text(surface, label, (p.x + 80, y, 560 - 100, 80), res.LABEL, INK, align="left")
        self.buttons.draw(surface)
