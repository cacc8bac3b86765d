"""The pause overlay (Esc): resume, rules, settings, restart, end game, quit to menu.

Restart and End game throw the game away, so they ask first; Quit to menu only says that the
game is saved (or, in a demo, that it is not).
"""

from __future__ import annotations

import pygame

from game.core.api import ROUND_OVER
from game.core.i18n import _
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.confirm import Choice, ConfirmScene, ask
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import INK, LABEL_PAD, Button, ButtonGroup, dim, draw_panel
from scenes.replay_store import keep, keeps


class PauseScene(Scene):
    """A transparent overlay above a table."""

    opaque = False
    still = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.build()

    def build(self) -> None:
        # in a tutorial, Restart starts the tutorial over (and "Learn to play" would only ask to go on
        # with the tutorial already open)
        tutorial = self.table.tutorial is not None
        items = [
            ("resume", _("Resume"), self.manager.pop),
            ("rules", _("Rules"), self.open_rules),
            ("settings", _("Settings"), self.open_settings),
            ("restart", _("Start the tutorial over") if tutorial else
             _("Restart this game") if has_rounds(self.table) else _("Restart this deal"), self.restart),
        ]
        from game.core.tutorial import available
        from scenes.screens.glance import has_glance

        if has_glance(self.table.session.game.id):
            items.append(("glance", _("Rules at a glance"), self.open_glance))
        if self.table.session.game.id in available() and not tutorial:
            items.append(("tutorial", _("Learn to play"), self.open_tutorial))
        if not self.table.state.is_over() and self.table.tutorial is None:
            # "End game" scores a game that has its own end (Solo); any other is given up
            items.append(("end", _("End game") if own_end(self.table) else _("Give up game"), self.end_game))
        items.append(("menu", _("Quit to menu"), self.quit_to_menu))
        h = 170 + len(items) * 96
        # as wide as the longest label on one line ("Säännöt yhdellä silmäyksellä" took two)
        widest = max(res.font(res.BODY, True).size(label)[0] for _key, label, _fn in items)
        w = min(max(460, widest + LABEL_PAD[0] + 40), 900)
        self.panel = pygame.Rect((1920 - w - 140) // 2, (1080 - h) // 2, w + 140, h)
        x = self.panel.x + 70
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        for i, (key, label, fn) in enumerate(items):
            style = "primary" if key == "resume" else "flat"
            self.buttons.add(
                Button((x, self.panel.y + 140 + i * 96, w, 80), label, fn, style=style, key=key)
            )

    def relabel(self) -> None:
        self.build()

    def open_rules(self) -> None:
        from scenes.screens.rules import RulesScene

        self.manager.push(RulesScene(self.app, self.table.session.game))

    def open_glance(self) -> None:
        from scenes.screens.glance import GlanceScene

        self.manager.push(GlanceScene(self.app, self.table.session.game.id))

    def open_tutorial(self) -> None:
        from scenes.screens.tutorial import open_tutorial

        if self.table.tutorial is None:
            self.table.session.autosave()  # the game waits in Continue
        open_tutorial(self.app, self.table.session.game.id)

    def open_settings(self) -> None:
        from scenes.screens.settings import SettingsScene

        self.manager.push(SettingsScene(self.app))

    def restart(self) -> None:
        if self.table.tutorial is not None:
            ask(self.app, _("Start the tutorial over?"), _("It starts again from step 1."), _("Start over"),
                self._restart)
            return
        if has_rounds(self.table):  # the whole match starts over, not only the round being played
            ask(self.app, _("Restart this game?"),
                _("The same game starts again from its first deal; every move made so far is lost."),
                _("Restart"), self._restart)
            return
        ask(
            self.app,
            _("Restart this deal?"),
            _("The same deal starts again from the beginning; every move made so far is lost."),
            _("Restart"),
            self._restart,
        )

    def _restart(self) -> None:
        if self.manager.top is self:
            self.manager.pop()
        self.table.restart()

    def end_game(self) -> None:
        ask_end_game(self.app, self.table)

    def quit_to_menu(self) -> None:
        ask_quit_to_menu(self.app, self.table)

    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.manager.pop()

    def draw(self, surface) -> None:
        dim(surface)
        draw_panel(surface, self.panel)
        p = self.panel
        draw_text(surface, _("Paused"), (p.x + 40, p.y + 40, p.w - 80, 80), res.TITLE, INK, True)
        self.buttons.draw(surface)


def has_rounds(table) -> bool:
    """Whether the table's game is played in rounds (its phases include the one between rounds)."""
    return any(phase == ROUND_OVER for phase in type(table.state.phase))


def own_end(table):
    """The table's own End game (Zoker Solo's "stop": the game is scored as it stands), or None."""
    for key, _label, fn, enabled in table.extra_buttons():
        if key == "stop" and enabled:
            return fn
    return None


def ask_quit_to_menu(app, table) -> None:
    """Ask before going home; says whether the game waits there (from the pause menu, or from the
    curtain between two people's turns, which hides the table and so its Menu button)."""
    tutorial = table.tutorial
    if table.session.autosave_enabled and table.session.save_failed:
        text = _("This game could not be saved: it ends if you quit to the menu.")
    elif table.session.autosave_enabled:  # computers alone too (a Solo watched): the menu offers Continue
        text = _("Your game is saved; continue it from the menu.")
    elif tutorial is not None and tutorial.kept_step():  # its progress is kept (scenes/tutorial_store.py)
        text = _("The tutorial keeps your place: open it again to go on from step {n}.").format(
            n=tutorial.kept_step() + 1)
    else:
        text = _("This game is not saved.")

    def leave() -> None:
        table.session.autosave()  # true to its word even before the first move
        app.home()

    def stay() -> None:  # back to the game itself, not to the pause menu it was asked from
        if isinstance(app.manager.top, PauseScene):
            app.manager.pop()

    app.manager.push(
        ConfirmScene(
            app,
            _("Quit to menu?"),
            text,
            [Choice("stay", _("Keep playing"), stay), Choice("menu", _("Quit to menu"), leave)],
            default="stay" if table.session.save_failed else "menu",  # Enter must not lose a game
            cancel="stay",
        )
    )


def ask_end_game(app, table, own=None) -> None:
    """Ask before ending: a game with its own end is scored now; any other game is given up
    (its save removed, back to the menu)."""
    own = own or own_end(table)
    if own is not None:
        if table.session.game.undoable and table.tutorial is None:
            text = _("The game ends now and is scored as it stands (Undo takes the ending back).")
        else:
            text = _("The game ends now and is scored as it stands.")
    elif keeps(app, table, given_up=True):
        text = _("The game ends here and cannot be continued; Statistics → Recent games keeps it to watch "
                 "again.")
    else:
        text = _("The game ends here: it is not saved and cannot be continued.")

    def end() -> None:
        if isinstance(app.manager.top, PauseScene):
            app.manager.pop()
        if own is not None:
            own()
            return
        from scenes.session import discard_save

        keep(app, table, given_up=True)
        if table.session.autosave_enabled:
            discard_save(table.session.game.id)
        app.home()

    if own is None:
        ask(app, _("Give up this game?"), text, _("Give up game"), end)
    else:
        ask(app, _("End this game?"), text, _("End game"), end)
