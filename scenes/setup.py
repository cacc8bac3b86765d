"""Before a game: players, who is a person and who a computer (and how strong), options."""

from __future__ import annotations

import pygame

from game.core.api import OptionError
from game.core.i18n import _
from scenes import resources as res
from scenes.base import Scene
from scenes.registry import SCENES
from scenes.session import LEVELS, Seat, Session, default_seats, level_name, load_autosave
from scenes.text_fit import draw_text
from scenes.ui import INK, MUTED_INK, Button, ButtonGroup, Toast, dim, draw_felt, draw_panel

KINDS = (None, *LEVELS)  # a person, or a computer at a level


def value_label(value) -> str:
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if isinstance(value, str):
        return _(value)  # string choices are English msgids (e.g. a Kubo orientation)
    return str(value)


class SetupScene(Scene):
    """Choose seats and options, then start (or continue the saved game)."""

    still = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.scene_cls = SCENES[game_id]
        self.game = self.scene_cls.game()
        players = max(self.game.min_players, min(self.game.max_players, self.scene_cls.default_players))
        self.seats = default_seats(players, humans=1)
        self.options = {o.key: o.default for o in self.game.options}
        self.toast = Toast()
        self.panel = pygame.Rect(160, 60, 1600, 960)
        self.build()

    # ------------------------------------------------------------------ layout

    @property
    def option_step(self) -> int:
        """Rows of options share the panel's height (more room for their help when there are few)."""
        room = self.panel.bottom - 130 - (self.panel.y + 140)
        return max(84, min(130, room // max(1, len(self.game.options))))

    def build(self) -> None:
        self.buttons = ButtonGroup()
        p = self.panel
        y = p.y + 170
        if self.game.max_players > self.game.min_players:
            self.buttons.add(
                Button(
                    (p.x + 420, y - 30, 80, 70),
                    "−",
                    lambda: self.change_players(-1),
                    key="fewer",
                    enabled=len(self.seats) > self.game.allowed_players()[0],
                    style="flat",
                )
            )
            self.buttons.add(
                Button(
                    (p.x + 600, y - 30, 80, 70),
                    "+",
                    lambda: self.change_players(1),
                    key="more",
                    enabled=len(self.seats) < self.game.allowed_players()[-1],
                    style="flat",
                )
            )
        for i, seat in enumerate(self.seats):
            label = _("Person") if seat.human else _("Computer: {level}").format(level=level_name(seat.level))
            self.buttons.add(
                Button(
                    (p.x + 300, y + 70 + i * 84, 420, 70),
                    label,
                    lambda i=i: self.cycle_seat(i),
                    style="flat",
                    key=f"seat.{i}",
                    size=26,
                )
            )
        for j, opt in enumerate(self.game.options):
            values = opt.choices or ((False, True) if isinstance(opt.default, bool) else (opt.default,))
            self.buttons.add(
                Button(
                    (p.x + 1290, y - 30 + j * self.option_step, 250, 70),
                    value_label(self.options[opt.key]),
                    lambda o=opt, v=values: self.cycle_option(o, v),
                    style="flat",
                    key=f"option.{opt.key}",
                    size=26,
                    enabled=len(values) > 1,
                )
            )
        bottom = p.bottom - 110
        self.buttons.add(Button((p.x + 60, bottom, 240, 80), _("Back"), self.manager.pop, key="back"))
        self.buttons.add(Button((p.x + 330, bottom, 240, 80), _("Rules"), self.open_rules, key="rules"))
        if load_autosave_exists(self.game_id):
            self.buttons.add(
                Button(
                    (p.right - 700, bottom, 320, 80),
                    _("Continue game"),
                    self.continue_game,
                    style="primary",
                    key="continue",
                )
            )
        self.buttons.add(
            Button((p.right - 340, bottom, 280, 80), _("Start"), self.start, style="primary", key="start")
        )

    # ------------------------------------------------------------------ actions

    def change_players(self, delta: int) -> None:
        """One step to the next allowed player count (Pegs and Jokers: 4, 6, 8)."""
        counts = self.game.allowed_players()
        here = min(range(len(counts)), key=lambda i: abs(counts[i] - len(self.seats)))
        n = counts[max(0, min(len(counts) - 1, here + delta))]
        if n > len(self.seats):
            self.seats = self.seats + default_seats(n, humans=0, level="normal")[len(self.seats) :]
        else:
            self.seats = self.seats[:n]
        self._rename()
        self.build()

    def cycle_seat(self, i: int) -> None:
        seat = self.seats[i]
        seat.level = KINDS[(KINDS.index(seat.level) + 1) % len(KINDS)]
        self._rename()
        self.build()

    def _rename(self) -> None:
        fresh = default_seats(len(self.seats), humans=0)
        alone = sum(x.human for x in self.seats) == 1
        people = 0
        for i, s in enumerate(self.seats):
            if s.human:
                people += 1
                s.name = _("You") if alone else _("Player {n}").format(n=people)
            else:
                s.name = fresh[i].name

    def cycle_option(self, opt, values) -> None:
        cur = self.options[opt.key]
        self.options[opt.key] = values[(values.index(cur) + 1) % len(values)] if cur in values else values[0]
        self.build()

    def open_rules(self) -> None:
        from scenes.rules import RulesScene

        self.manager.push(RulesScene(self.app, self.game))

    def start(self) -> None:
        try:
            session = Session.start(
                self.game_id,
                [Seat(s.name, s.level) for s in self.seats],
                dict(self.options),
                seed=self.app_seed(),
            )
        except OptionError as e:
            self.toast.show(str(e), "error")
            return
        self.manager.replace(self.scene_cls(self.app, session))

    def app_seed(self) -> int | None:
        return getattr(self.app, "seed", None)

    def continue_game(self) -> None:
        session, problem = load_autosave(self.game_id)
        if session is None:
            self.toast.show(problem or _("There is no saved game."), "error", 5.0)
            self.build()
            return
        self.manager.replace(self.scene_cls(self.app, session))

    # ------------------------------------------------------------------ frame

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.manager.pop()

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def resume(self) -> None:
        self.build()

    def draw(self, surface) -> None:
        draw_felt(surface)
        dim(surface, 60)
        p = self.panel
        draw_panel(surface, p)
        draw_text(surface, _(self.game.name), (p.x + 60, p.y + 30, 700, 70), res.TITLE, INK, True, "left")
        y = p.y + 170
        if self.game.max_players > self.game.min_players:
            draw_text(surface, _("Players"), (p.x + 60, y - 30, 350, 60), res.LABEL, INK, True, "left")
            draw_text(surface, str(len(self.seats)), (p.x + 505, y - 30, 90, 70), res.LABEL, INK, True)
        else:
            draw_text(surface, _("Player"), (p.x + 60, y - 30, 350, 60), res.LABEL, INK, True, "left")
        for i, seat in enumerate(self.seats):
            draw_text(surface, seat.name, (p.x + 70, y + 70 + i * 84, 220, 70), res.BODY, INK, False, "left")
        if self.game.options:
            draw_text(surface, _("Options"), (p.x + 770, y - 120, 700, 50), res.LABEL, INK, True, "left")
        for j, opt in enumerate(self.game.options):
            oy = y - 30 + j * self.option_step
            label = (p.x + 770, oy, 500, 34)
            draw_text(
                surface, _(opt.label or opt.key), label, 26, INK, False, "left", min_size=18, wrap=False
            )
            if opt.help:
                help_box = (p.x + 770, oy + 34, 500, self.option_step - 38)
                draw_text(surface, _(opt.help), help_box, 18, MUTED_INK, False, "left", "top")
        self.buttons.draw(surface)
        self.toast.draw(surface, (p.centerx, p.bottom - 150))


def load_autosave_exists(game_id: str) -> bool:
    from scenes.session import autosave_path

    return autosave_path(game_id).exists()
