"""Before a game: players (names, person or computer and how strong), options, then start.

Start never silently replaces a saved game of the same kind: it asks first, and "Continue" is
the default. People's names are typed here (keyboard or on-screen keys) and remembered per seat.
"""

from __future__ import annotations

import pygame

from game.core.api import ROUND_OVER, OptionError
from game.core.i18n import N_, _, join_names, ngettext
from scenes.kit import resources as res
from scenes.kit.base import Scene
from scenes.kit.confirm import Choice, ConfirmScene
from scenes.kit.picker import PickerScene
from scenes.kit.safe_files import read_json
from scenes.kit.text_fit import draw_text, fit, shared_size
from scenes.kit.ui import (
    CYCLE_ROOM,
    CYCLES,
    INK,
    LABEL_PAD,
    MUTED_INK,
    OPENS,
    Button,
    ButtonGroup,
    Toast,
    dim,
    draw_felt,
    draw_panel,
    take_startup_message,
)
from scenes.last_setup import load_last, save_last
from scenes.registry import SCENES
from scenes.replay_store import keep, kept_if_given_up
from scenes.session import (
    LEVELS,
    Seat,
    Session,
    autosave_path,
    default_seats,
    discard_save,
    has_save,
    is_default_name,
    level_name,
    load_autosave,
    newer_message,
    newer_save,
)
from scenes.settings_store import load_names, save_names

KINDS = ("person", "phone", *LEVELS)  # a person here, a person on a phone, or a computer at a level


def seat_kind(seat: Seat) -> str:
    return "phone" if seat.phone else "person" if seat.human else seat.level


def kind_label(kind: str) -> str:
    if kind == "person":
        return _("Person")
    if kind == "phone":
        return _("Phone")
    return _("Computer: {level}").format(level=level_name(kind))


SEAT_TOP = 240  # below the panel's top: the first seat row
OPT_X, OPT_W, OPT_BUTTON_X = 770, 490, 1280  # option label and help, then its value button
OPT_ROOM = 710  # height the option rows share
OPT_ROW_MIN = 84  # an option row: at least its value button and a gap
HELP_TOP, HELP_SIZE = 36, 24  # an option's help under its label: offset, size (STYLE's body less a step)
HELP_SMALLEST = 16  # the helps shrink together to this size before their rows are squeezed
OPT_GAP = 18  # between option rows while there is room: a two-line help ran into the next label
TEAM_TITLE, TEAM_LINE = 56, 40  # the teams' heading, then a line per team
SEAT_ROOM = 600  # height the seat rows share (8 seats of Pegs and Jokers fit above the bottom buttons)
VALUE_W, VALUE_H = 260, 70  # an option's value button
VALUE_ROOM = (VALUE_W - LABEL_PAD[0] - CYCLE_ROOM, VALUE_H - LABEL_PAD[1])  # its label beside the ↻
TOAST_ROOM = 170  # height a message of three lines needs in the seats' column


def value_label(value, opt=None) -> str:
    name = opt.value_name(value) if opt is not None else None
    if name is not None:
        return _(name)
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if isinstance(value, str):
        return _(value)  # string choices are English msgids (e.g. a Kubo orientation)
    return str(value)


PROGRESS = {  # (the game's word, a total known) → (during it, between it and the next)
    ("hand", False): (N_("hand {n}"), N_("after hand {n}")),
    ("deal", True): (N_("deal {n} of {total}"), N_("after deal {n} of {total}")),
    ("deal", False): (N_("deal {n}"), N_("after deal {n}")),
    ("round", True): (N_("round {n} of {total}"), N_("after round {n} of {total}")),
    ("round", False): (N_("round {n}"), N_("after round {n}")),
}


def progress_text(session: Session) -> str:
    """How far a saved game has come, in the game's own word: "round 3 of 20", "hand 4", "deal 2 of
    6"; a game without rounds counts its moves."""
    view = session.state.view(session.viewer)
    attr = next((a for a in ("round_no", "round", "hand_number", "deal_no")
                 if isinstance(getattr(view, a, None), int) and getattr(view, a)), None)
    total = next(
        (getattr(view, a) for a in ("rounds", "deals") if isinstance(getattr(view, a, None), int)), None
    )
    if attr is None:
        moves = len(session.state.history)
        return ngettext("{n} move made", "{n} moves made", moves).format(n=moves)
    word = {"hand_number": "hand", "deal_no": "deal"}.get(attr, "round")
    during, after = PROGRESS[word, bool(total) and word != "hand"]
    # between rounds the round is done and the next not begun: "round 2" read as still being played
    text = after if session.state.phase == ROUND_OVER else during
    return _(text).format(n=getattr(view, attr), total=total)


def same_name(name: str) -> str:
    """A name as people tell names apart: "Ben", "ben" and "Ben " are one name."""
    return " ".join(name.split()).casefold()


def saved_session(game_id: str) -> Session | None:
    """The saved game of this kind, or None (none, or damaged: Continue says why)."""
    try:
        return Session.from_json(read_json(autosave_path(game_id)))  # a lone surrogate costs a letter
    except Exception:  # noqa: BLE001 — only read to show it; Continue loads it again and says what is wrong
        return None


def saved_game_text(game_id: str, game_name: str, kept: bool = True) -> str:
    """The question asked before a new game replaces the saved one (`kept`: Recent games may keep
    it, which a kiosk's never does)."""
    session = saved_session(game_id)
    if session is None:  # a damaged save still deserves the question, without details
        return _("A game of {game} is saved. Discard it and start a new game?").format(game=game_name)
    progress = progress_text(session)
    if kept and kept_if_given_up(session):  # `discard_and_start` keeps it, as Give up does
        return _("A game of {game} is in progress ({progress}). Start a new game? This one stays in "
                 "Statistics → Recent games to watch again.").format(game=game_name, progress=progress)
    return _("A game of {game} is in progress ({progress}). Discard it and start a new game?").format(
        game=game_name, progress=progress
    )


class SetupScene(Scene):
    """Choose seats and options, then start (or continue the saved game)."""

    still = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.scene_cls = SCENES[game_id]
        self.game = self.scene_cls.game()
        players = max(self.game.min_players, min(self.game.max_players, self.scene_cls.default_players))
        self.typed = load_names()  # people's names by seat, as typed here before
        self.seats = default_seats(players, humans=1)
        self.options = {o.key: o.default for o in self.game.options}
        saved = saved_session(game_id)  # a kiosk's too: "Continue game" opens it, so it is what shows
        last = None if app.kiosk or saved is not None else load_last(self.game)  # where it left off
        if saved is not None:  # beside "Continue game", the saved game's own players and options
            self.seats = [Seat(s.name, s.level, s.phone) for s in saved.seats]
            # its people's own names, not the ones given ("You" stayed "You" beside a second person)
            self.typed = {**self.typed, **{i: s.name for i, s in enumerate(saved.seats)
                                           if s.human and not is_default_name(s.name)}}
            self.options.update({o.key: saved.state.options[o.key] for o in self.game.options
                                 if o.key in saved.state.options})
        elif last is not None:
            kinds, options = last
            self.seats = default_seats(len(kinds), humans=0)
            names = iter([seat.name for seat in self.seats])  # the computers' in order, Botti first
            for seat, kind in zip(self.seats, kinds, strict=True):
                seat.phone = kind == "phone" and self.scene_cls.hides_hands
                seat.level = None if kind in ("person", "phone") else kind
                if seat.level is not None:
                    seat.name = next(names)
            self.options.update(options)
        self.toast = Toast()
        self.option_conflict = ""  # the message of options that cannot be played together, if shown
        take_startup_message(app, self.toast)
        # kept for that version: no Continue here, Start asks (a save that loaded is none: not read again)
        self.newer = saved is None and newer_save(game_id)
        if self.newer and not self.toast.visible:
            self.toast.show(self.newer_text(), "info", 6.0)
        self.panel = pygame.Rect(160, 60, 1600, 960)
        self._rename()
        self.build()

    # ------------------------------------------------------------------ layout

    def offered_options(self) -> list:
        return [o for o in self.game.options if o.offered(len(self.seats), self.options)]

    def help_text(self, opt) -> str:
        """An option's help for the seats chosen (Wizard's rounds depend on the count)."""
        return self.game.option_help(opt, len(self.seats))

    def option_rows(self) -> tuple[list[tuple[int, int]], int]:
        """(offset, height) of each option row in the room above the bottom buttons, and the size
        of every help: tall enough for its help at full size while they all fit (few
        options: a three-line help keeps its size), else every help one size smaller until they
        do (each shrunk alone came out in mixed sizes with uneven gaps), in proportion at the last."""
        helps = [self.help_text(o) for o in self.offered_options()]
        for size in range(HELP_SIZE, HELP_SMALLEST - 1, -1):
            need = [max(OPT_ROW_MIN, HELP_TOP + fit(h, size, False, OPT_W, 10_000).height + 4) if h
                    else OPT_ROW_MIN for h in helps]  # the height draw_text gives it at this size
            if sum(need) <= OPT_ROOM:
                gap = min(OPT_GAP, (OPT_ROOM - sum(need)) // max(1, len(need)))
                need = [h + gap for h in need]
                break
        else:  # each row gives up room in proportion (its button still fits)
            need = [max(72, h * OPT_ROOM // sum(need)) for h in need]
        return [(sum(need[:j]), h) for j, h in enumerate(need)], size

    def seat_rows(self) -> tuple[int, int]:
        """(top, step) of the seat rows: fewer rows are spaced wider."""
        return self.panel.y + SEAT_TOP, min(84, SEAT_ROOM // max(1, len(self.seats)))

    def team_names(self) -> list[str]:
        """Each team's players as one line ("Anna and Robo"), for games played in teams."""
        try:
            teams = self.game.teams(len(self.seats), self.game.resolve_options(len(self.seats), self.options))
        except OptionError:  # an option this count does not allow: no teams to show yet
            return []
        return [join_names([self.seats[i].name for i in team]) for team in teams]

    def teams_box(self, lines: int) -> pygame.Rect | None:
        """Where `lines` teams are shown: the options' column when the game has none, else under the
        seats when they leave room (Racko's four seats); None when there are none or no room."""
        if not lines:
            return None
        p = self.panel
        if not self.offered_options():
            bottom = self.under_seats().bottom
            return pygame.Rect(p.x + OPT_X, p.y + 60, p.right - 60 - p.x - OPT_X, bottom - p.y - 60)
        box = self.under_seats()
        return box if box.h >= TEAM_TITLE + TEAM_LINE * lines else None

    def under_seats(self) -> pygame.Rect:
        """The seats' column below the last seat, down to the bottom buttons."""
        p = self.panel
        top, step = self.seat_rows()
        y = top + len(self.seats) * step + 4
        return pygame.Rect(p.x + 60, y, 660, p.bottom - 110 - 16 - y)  # above the bottom buttons

    def toast_spot(self) -> tuple[tuple[int, int], pygame.Rect | None]:
        """(centre, area) of a message: in the seats' column under the seats (and teams) when they
        leave room, where it covers nothing; else above the bottom buttons, over the options' last
        lines (Pegs and Jokers' eight seats)."""
        p = self.panel
        free = self.under_seats()
        names = self.team_names()
        teams = self.teams_box(len(names))
        if teams is not None and teams.x == free.x:  # the teams are shown under the seats
            free.top = teams.y + TEAM_TITLE + TEAM_LINE * len(names) + 64
            free.h = teams.bottom - free.top
        if free.h >= TOAST_ROOM:
            if not self.offered_options():  # no options beside the seats: the panel's middle
                free = pygame.Rect(p.x + 60, free.y, p.w - 120, free.h)
            return free.center, free
        return (p.centerx, p.bottom - 150), None

    def build(self) -> None:
        self.buttons = ButtonGroup(keep=getattr(self, "buttons", None))
        p = self.panel
        y = p.y + 170
        if self.game.max_players > self.game.min_players:
            counts = self.game.allowed_players()
            for key, label, delta, x, enabled in (
                ("fewer", "−", -1, p.x + 420, len(self.seats) > counts[0]),
                ("more", "+", 1, p.x + 600, len(self.seats) < counts[-1]),
            ):
                self.buttons.add(
                    Button(
                        (x, y - 30, 80, 70),
                        label,
                        lambda d=delta: self.change_players(d),
                        key=key,
                        enabled=enabled,
                        style="flat",
                    )
                )
        top, step = self.seat_rows()
        h = max(64, step - 12)
        for i, seat in enumerate(self.seats):
            self.buttons.add(
                Button(
                    (p.x + 60, top + i * step, 250, h),
                    seat.name,
                    lambda i=i: self.edit_name(i),
                    style="flat",
                    key=f"name.{i}",
                    size=26,
                )
            )
            label = kind_label(seat_kind(seat))
            self.buttons.add(
                Button(
                    (p.x + 326, top + i * step, 394, h),
                    label,
                    lambda i=i: self.pick_kind(i),
                    style="flat",
                    key=f"seat.{i}",
                    size=26,
                    mark=OPENS,
                )
            )
        self.rows, self.help_size = self.option_rows()  # measured here, not every frame
        rows = self.rows
        opts = self.offered_options()
        labels = [value_label(self.options[opt.key], opt) for opt in opts]
        # one size down the column: "Pelataan 500:aan" shrunk alone beside "pois" looked misprinted
        size = shared_size(((label, *VALUE_ROOM) for label in labels), 26, True)
        for j, (opt, label) in enumerate(zip(opts, labels, strict=True)):
            values = opt.choices or ((False, True) if isinstance(opt.default, bool) else (opt.default,))
            self.buttons.add(
                Button(
                    (p.x + OPT_BUTTON_X, y - 30 + rows[j][0], VALUE_W, VALUE_H),
                    label,
                    lambda o=opt, v=values: self.cycle_option(o, v),
                    style="flat",
                    key=f"option.{opt.key}",
                    size=size,
                    enabled=len(values) > 1,
                    mark=CYCLES,
                )
            )
        bottom = p.bottom - 110
        # on the panel: "flat" (the "panel" style is the panel's own colour, for buttons on felt)
        for x, label, fn, key in ((60, _("Back"), self.manager.pop, "back"),
                                  (330, _("Rules"), self.open_rules, "rules")):
            self.buttons.add(Button((p.x + x, bottom, 240, 80), label, fn, style="flat", key=key))
        from scenes.screens.glance import has_glance

        if has_glance(self.game_id):  # the rules in pictures, beside the rules text
            glance = Button((p.x + 600, bottom, 300, 80), _("At a glance"), self.open_glance, style="flat",
                            key="glance")
            self.buttons.add(glance)
        resumable = has_save(self.game_id) and not self.newer
        if resumable:
            self.buttons.add(
                Button(
                    (p.right - 660, bottom, 300, 80),  # a gap after At a glance, before Start
                    _("Continue game"),
                    self.continue_game,
                    style="primary",
                    key="continue",
                )
            )
        # with a saved game, Continue is the one primary button; Start (which asks first) steps back
        start_style = "flat" if resumable else "primary"
        self.buttons.add(
            Button((p.right - 340, bottom, 280, 80), _("Start"), self.start, style=start_style, key="start")
        )

    # ------------------------------------------------------------------ seats and names

    def change_players(self, delta: int) -> None:
        """One step to the next allowed player count (Pegs and Jokers: 4, 6, 8)."""
        counts = self.game.allowed_players()
        here = min(range(len(counts)), key=lambda i: abs(counts[i] - len(self.seats)))
        n = counts[max(0, min(len(counts) - 1, here + delta))]
        if n > len(self.seats):
            for _i in range(n - len(self.seats)):
                self.seats.append(Seat(self._free_computer_name(), "normal"))
        else:
            self.seats = self.seats[:n]
        for opt in self.game.options:  # an option not offered for this many players keeps its default
            if not opt.offered(n):
                self.options[opt.key] = opt.default
        self._rename()
        self.build()

    def kinds(self) -> tuple[str, ...]:
        """A phone holds a hidden hand: offered only for games that hide hands (scenes/phones)."""
        return KINDS if self.scene_cls.hides_hands else tuple(k for k in KINDS if k != "phone")

    def pick_kind(self, i: int) -> None:
        """The list of what a seat can be, opened under its button."""
        choices = [(k, kind_label(k)) for k in self.kinds()]
        anchor = self.buttons.by_key(f"seat.{i}").rect
        p = self.panel
        room = pygame.Rect(p.x, p.y, p.w, self.buttons.by_key("back").rect.top - p.y)  # Back, Start uncovered
        self.manager.push(PickerScene(self.app, anchor, choices, seat_kind(self.seats[i]),
                                      lambda kind: self.set_kind(i, kind), size=26, room=room))

    def set_kind(self, i: int, kind: str) -> None:
        seat = self.seats[i]
        if kind == seat_kind(seat):
            return
        was_human = seat.human
        seat.phone = kind == "phone"
        seat.level = None if kind in ("person", "phone") else kind
        if was_human and not seat.human:
            seat.name = self._free_computer_name(i)
        elif seat.human and not was_human and seat.name not in self._computer_names():
            self.typed[i] = seat.name  # a name typed for the computer stays with the seat
        # A computer whose level changes keeps its name; a seat that becomes a person gets theirs.
        self._rename()
        self.build()

    @staticmethod
    def _computer_names() -> list[str]:
        return [s.name for s in default_seats(8, humans=0)]

    def _free_computer_name(self, skip: int | None = None) -> str:
        used = {same_name(s.name) for k, s in enumerate(self.seats) if k != skip}
        bots = self._computer_names()
        return next((b for b in bots if same_name(b) not in used), bots[0])

    def _rename(self) -> None:
        """People get the name typed for their seat, else "You" (one person) or "Player n".

        A person on a phone counts: "You" on their phone ("Waiting for You.") means the screen's player."""
        alone = sum(x.human for x in self.seats) == 1
        people = 0
        taken: set[str] = set()  # two people of one name: the curtain's "Ben's turn" would name neither
        for i, s in enumerate(self.seats):
            if s.human:
                people += 1
                you = alone and s.at_screen
                typed = self.typed.get(i)  # remembered per seat: the same name may be kept for two seats
                s.name = typed if typed and same_name(typed) not in taken else (
                    _("You") if you else _("Player {n}").format(n=people))
                taken.add(same_name(s.name))
        for i, s in enumerate(self.seats):
            if not s.human and same_name(s.name) in taken:  # a computer called as a person is renamed
                s.name = self._free_computer_name(i)
            taken.add(same_name(s.name))

    def edit_name(self, i: int) -> None:
        from scenes.screens.name_entry import NameEntryScene

        seat = self.seats[i]
        typed = seat.name if (not seat.human or i in self.typed) else ""
        title = _("Name of player {n}").format(n=i + 1)
        self.manager.push(NameEntryScene(self.app, title, typed, lambda name: self.set_name(i, name)))

    def set_name(self, i: int, name: str) -> None:
        seat = self.seats[i]
        # a computer called so takes another name for a person; a person's name is theirs alone
        if name and any(same_name(other.name) == same_name(name) and (other.human or not seat.human)
                        for k, other in enumerate(self.seats) if k != i):
            taken = _("Another seat is already called {name}: choose another name.").format(name=name)
            self.toast.show(taken, "error", 5.0)
            return
        self.toast.clear()  # a refusal before this name was about another one
        if seat.human:
            if name:
                self.typed[i] = name
            else:
                self.typed.pop(i, None)  # an empty name gives the seat its default back
            if not self.app.kiosk:  # a kiosk remembers nobody
                save_names(self.typed)
        elif name:
            seat.name = name
        self._rename()
        self.build()

    # ------------------------------------------------------------------ options

    def cycle_option(self, opt, values) -> None:
        cur = self.options[opt.key]
        self.options[opt.key] = values[(values.index(cur) + 1) % len(values)] if cur in values else values[0]
        self.build()
        self.say_option_conflict()

    def say_option_conflict(self) -> None:
        """Options that cannot be played together are said when chosen, not first at Start (a
        tester set two and learnt it only there); the message goes once they agree again."""
        try:
            self.game.resolve_options(len(self.seats), self.chosen_options())
        except OptionError as e:
            self.option_conflict = str(e)
            self.toast.show(self.option_conflict, "error", 6.0)
            return
        if self.option_conflict and self.toast.message == self.option_conflict:
            self.toast.clear()
        self.option_conflict = ""

    def open_glance(self) -> None:
        from scenes.screens.glance import GlanceScene

        self.manager.push(GlanceScene(self.app, self.game_id))

    def open_rules(self) -> None:
        from scenes.screens.rules import RulesScene

        self.manager.push(RulesScene(self.app, self.game))

    # ------------------------------------------------------------------ start or continue

    def start(self) -> None:
        """Start a new game; a saved one of this kind is only replaced after the person says so, and
        never for options that cannot start (their message comes first, the saved game stays)."""
        try:
            self.game.resolve_options(len(self.seats), self.chosen_options())
        except OptionError as e:
            self.toast.show(str(e), "error")
            return
        if not has_save(self.game_id):
            self.start_new()
            return
        if self.newer:  # nothing here can continue it: replace it, or leave it for that version
            choices = [Choice("discard", _("Start new game"), self.discard_and_start),
                       Choice("cancel", _("Cancel"))]
            self.manager.push(ConfirmScene(self.app, _("A game is saved"), self.newer_text(), choices,
                                           default="cancel", cancel="cancel"))
            return
        self.manager.push(
            ConfirmScene(
                self.app,
                _("A game is in progress"),
                saved_game_text(self.game_id, _(self.game.name), kept=not self.app.kiosk),
                [
                    Choice("discard", _("Start new game"), self.discard_and_start),
                    Choice("cancel", _("Cancel")),
                    Choice("continue", _("Continue game"), self.continue_game),
                ],
                default="continue",
                cancel="cancel",
            )
        )

    def newer_text(self) -> str:
        return newer_message(_(self.game.name))

    def discard_and_start(self) -> None:
        """Confirmed: the saved game goes now (not at the new game's first move), kept among the
        recent games as given up, as the table's Give up keeps one."""
        session = None if self.app.kiosk else saved_session(self.game_id)  # a kiosk keeps no replays
        if session is not None:
            keep(self.app, self.scene_cls(self.app, session), given_up=True)
        discard_save(self.game_id)
        self.start_new()

    def chosen_options(self) -> dict:
        """The options set here; one not offered at this player count keeps its default."""
        n = len(self.seats)
        return {o.key: self.options[o.key] if o.offered(n, self.options) else o.default
                for o in self.game.options}

    def start_new(self) -> None:
        options = self.chosen_options()
        try:
            session = Session.start(
                self.game_id,
                [Seat(s.name, s.level, s.phone) for s in self.seats],
                options,
                seed=self.app_seed(),
            )
        except OptionError as e:
            self.toast.show(str(e), "error")
            return
        if not self.app.kiosk:
            save_last(self.game_id, [seat_kind(s) for s in self.seats], options)
        self.manager.replace(self.scene_cls(self.app, session))

    def app_seed(self) -> int | None:
        return getattr(self.app, "seed", None)

    def continue_game(self) -> None:
        session, problem = load_autosave(self.game_id)
        if session is None:
            self.toast.show(problem or _("There is no saved game."), "error", 5.0)
            self.build()
            return
        table = self.scene_cls(self.app, session)
        self.manager.replace(table)
        if problem:  # it goes on from its last good move: said before anyone moves (a message on
            # the table was gone at once, under the computer's move)
            self.manager.push(ConfirmScene(self.app, _("The saved game was damaged"), problem,
                                           [Choice("go", _("Keep playing"))], "go", "go"))

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
        draw_text(
            surface, _(self.game.name), (p.x + 60, p.y + 36, 680, 70), res.TITLE, INK, bold=True, align="left"
        )
        y = p.y + 170
        heading = _("Players") if self.game.max_players > self.game.min_players else _("Player")
        draw_text(surface, heading, (p.x + 60, y - 30, 340, 70), res.LABEL, INK, bold=True, align="left")
        if self.game.max_players > self.game.min_players:
            draw_text(surface, str(len(self.seats)), (p.x + 500, y - 30, 100, 70), res.LABEL, INK, bold=True)
        hint = _("Press a name to type it.")
        draw_text(surface, hint, (p.x + 60, y + 36, 660, 32), 22, MUTED_INK, align="left")
        opts = self.offered_options()
        if opts:
            draw_text(
                surface,
                _("Options"),
                (p.x + OPT_X, y - 110, 700, 60),
                res.LABEL,
                INK,
                bold=True,
                align="left",
            )
        for opt, (offset, height) in zip(opts, self.rows, strict=True):
            oy = y - 30 + offset
            draw_text(
                surface,
                _(opt.label or opt.key),
                (p.x + OPT_X, oy, OPT_W, 36),
                26,
                INK,
                align="left",
                valign="top",
            )
            if opt.help:
                box = (p.x + OPT_X, oy + HELP_TOP - 2, OPT_W, height - HELP_TOP)
                draw_text(surface, self.help_text(opt), box, self.help_size, MUTED_INK, align="left",
                          valign="top")
        self.draw_teams(surface)
        self.buttons.draw(surface)
        self.toast.draw(surface, *self.toast_spot())

    def draw_teams(self, surface) -> None:
        names = self.team_names()
        box = self.teams_box(len(names))
        if box is None:
            return
        title = (box.x, box.y, box.w, TEAM_TITLE - 10)
        draw_text(surface, _("Teams"), title, res.LABEL, INK, True, "left", "top")
        y = box.y + TEAM_TITLE
        for k, line in enumerate(names):
            label = _("Team {n}: {names}").format(n=k + 1, names=line)
            draw_text(surface, label, (box.x, y, box.w, TEAM_LINE - 6), 26, INK, align="left", valign="top")
            y += TEAM_LINE
        note = _("Partners sit every other seat and win or lose together.")
        draw_text(surface, note, (box.x, y + 4, box.w, min(60, box.bottom - y - 4)), HELP_SIZE, MUTED_INK,
                  align="left", valign="top")
