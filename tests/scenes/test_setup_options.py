"""Setup's option rows are as tall as their help needs while they fit, so few options keep their
help at full size (Wizard's three-line "Rounds" help was squeezed to a dot-sized font); many
options' helps shrink together, one size for all (Racko's in Finnish came out in three sizes)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import _
from scenes.kit import text_fit
from scenes.screens import setup as setup_screen
from scenes.screens.setup import HELP_SIZE, SetupScene
from tests.scenes.helpers import click, frames, make_app


def _help_sizes(app, scene, monkeypatch) -> dict[str, int]:
    sizes = {}

    def spy(surface, message, box, size=24, *args, **kw):
        b = pygame.Rect(box)
        if size == scene.option_rows()[1] and size <= HELP_SIZE:
            sizes[message] = text_fit.fit(message, size, False, b.w, b.h).size
        return text_fit.draw_text(surface, message, box, size, *args, **kw)

    monkeypatch.setattr(setup_screen, "draw_text", spy)
    app.redraw_all()
    frames(app, 1)
    return sizes


CASES = [("en", "wizard", HELP_SIZE), ("fi", "wizard", HELP_SIZE), ("fi", "gang_of_four", HELP_SIZE),
         ("en", "racko", 20), ("fi", "racko", 18)]  # Racko's seven options: smaller, still one size


@pytest.mark.parametrize(("lang", "game_id", "smallest"), CASES)
def test_option_help_keeps_its_size_and_rows_do_not_overlap(lang, game_id, smallest, monkeypatch):
    app = make_app(lang=lang)
    scene = SetupScene(app, game_id)
    app.manager.push(scene)
    frames(app, 1)
    sizes = _help_sizes(app, scene, monkeypatch)
    helps = [scene.help_text(o) for o in scene.offered_options() if o.help]
    assert helps and all(sizes[h] >= smallest for h in helps), sizes
    assert len({sizes[h] for h in helps}) == 1, sizes  # one size: none shrunk alone
    buttons = [b.rect for b in scene.buttons.buttons if b.key.startswith("option.")]
    for a, b in zip(buttons, buttons[1:], strict=False):
        assert a.bottom <= b.top
    assert buttons[-1].bottom <= scene.buttons.by_key("back").rect.top


def _drawn(app, monkeypatch) -> list[str]:
    drawn = []
    real = setup_screen.draw_text
    monkeypatch.setattr(setup_screen, "draw_text", lambda s, msg, box, *a, **k: drawn.append(msg)
                        or real(s, msg, box, *a, **k))
    text_fit.CHECK.reset()
    app.redraw_all()
    frames(app, 1)
    return drawn


@pytest.mark.parametrize(("lang", "rounds"),
                         [("en", "Standard: {n} rounds,"), ("fi", "Tavallinen: {n} kierrosta,")])
def test_wizards_rounds_help_says_how_many_rounds_for_the_players_chosen(lang, rounds, monkeypatch):
    """A play-tester: "Five: all cards every round" never said five rounds, nor the standard match
    how many (60 cards ÷ players: 20 for three, 10 for six), so a family could not find a short game."""
    app = make_app(lang=lang)
    scene = SetupScene(app, "wizard")
    app.manager.push(scene)
    while len(scene.seats) > 3:
        scene.change_players(-1)
    for players in (3, 4, 5, 6):
        drawn = _drawn(app, monkeypatch)
        monkeypatch.undo()
        help_text = next(m for m in drawn if m.startswith(rounds.split(":")[0] + ":"))
        assert help_text.startswith(rounds.format(n=60 // players)), help_text
        assert ("5 rounds" if lang == "en" else "5 kierrosta") in help_text
        assert ("10 rounds" if lang == "en" else "10 kierrosta") in help_text
        assert text_fit.CHECK.overflow == 0 and text_fit.CHECK.shortened == 0
        if players < 6:
            scene.change_players(1)


def test_setup_shows_who_plays_with_whom(monkeypatch):
    """Pegs and Jokers is played in two teams, and Racko may be: setup said nothing of them, so a
    family choosing seats could not tell who would be partners."""
    app = make_app()
    pegs = SetupScene(app, "pegs_and_jokers")
    app.manager.push(pegs)
    names = [s.name for s in pegs.seats]
    drawn = _drawn(app, monkeypatch)
    assert f"Team 1: {names[0]} and {names[2]}" in drawn and f"Team 2: {names[1]} and {names[3]}" in drawn
    assert text_fit.CHECK.overflow == 0 and text_fit.CHECK.shortened == 0
    assert pegs.teams_box(len(pegs.team_names())).colliderect(pegs.buttons.by_key("seat.0").rect) is False
    pegs.change_players(1)  # six: three a team, and the lines follow the names
    assert any(line.startswith("Team 1: ") and line.count(",") == 1 for line in _drawn(app, monkeypatch))
    racko = SetupScene(app, "racko")
    app.manager.push(racko)
    while len(racko.seats) < 4:
        racko.change_players(1)
    racko.options["teams"] = False
    assert not [m for m in _drawn(app, monkeypatch) if m.startswith("Team 1: ")]
    racko.options["teams"] = True
    racko.build()
    assert [m for m in _drawn(app, monkeypatch) if m.startswith("Team 1: ")]
    box = racko.teams_box(len(racko.team_names()))
    assert not any(box.colliderect(b.rect) for b in racko.buttons.buttons)


def test_the_option_value_buttons_share_one_size():
    """Seen by hand: Racko's "Pelataan 500:aan" shrank alone in a column of "pois", then wrapped
    onto two lines; "500 pistettä" stands on one."""
    from scenes.kit.ui import LABEL_PAD

    app = make_app(lang="fi")
    scene = SetupScene(app, "racko")
    app.manager.push(scene)
    frames(app, 1)
    values = [b for b in scene.buttons.buttons if b.key.startswith("option.")]
    assert len(values) > 3 and len({b.size for b in values}) == 1
    for b in values:  # each fits at that size: none shrinks further on its own
        box = (b.rect.w - LABEL_PAD[0], b.rect.h - LABEL_PAD[1])
        assert text_fit.fit(b.label, b.size, True, *box).size == b.size, b.label
        assert len(text_fit.fit(b.label, b.size, True, *box).lines) == 1, b.label
    assert any(b.label == "500 pistettä" for b in values)


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("game_id, chosen, to_change", [
    ("racko", {"chips": True, "rounds": 0}, ["Match length"]),
    ("racko", {"lightning": True, "bonus": True}, ["Bonus Racko"]),
    ("racko", {"lightning": True, "quick_deal": True, "chips": True, "rounds": 3},
     ["Quick deal", "Chips scoring"]),
    ("wizard", {"plus_minus_one": True, "secret_bids": True}, ["Secret bids"]),
    ("wizard", {"plus_minus_one": True, "hidden_bids": True, "secret_bids": True},
     ["Simultaneous bids", "Secret bids"]),
])
def test_a_refused_option_mix_names_the_options_to_change(lang, game_id, chosen, to_change):
    """Seen by hand: "Chips scoring needs a fixed number of rounds." left the family to guess
    which of seven options to change; the refusal names them as setup labels them, and only those
    that are on (it said to turn off Secret bids when they were off)."""
    from scenes.session import discard_save

    discard_save(game_id)  # else Start first asks about the game in progress another test left
    app = make_app(lang=lang)
    scene = SetupScene(app, game_id)
    app.manager.push(scene)
    scene.options.update(chosen)
    scene.build()
    frames(app, 1)
    click(app, scene.buttons.by_key("start").rect.center)
    assert app.manager.top is scene and scene.toast.visible  # no game started
    for label in to_change:
        assert _(label) in scene.toast.message, (label, scene.toast.message)
    exclusive = {"lightning": ("Quick deal", "Bonus Racko", "Chips scoring"),
                 "plus_minus_one": ("Simultaneous bids", "Secret bids")}
    for option, labels in exclusive.items():
        for label in set(labels) - set(to_change) if option in chosen else ():
            assert _(label) not in scene.toast.message, (label, scene.toast.message)


@pytest.mark.parametrize(("lang", "none", "unlimited"), [("en", "no target", "no limit"),
                                                        ("fi", "ei tavoitetta", "ei rajaa")])
def test_kubo_names_a_match_without_a_target_or_a_round_limit(lang, none, unlimited):
    """Seen by hand: Kubo's Target score button read a bare "0" (its help explained "0: no target"),
    where Racko's turn limit says "no limit"."""
    app = make_app(lang=lang)
    scene = SetupScene(app, "zoker_kubo")
    app.manager.push(scene)
    scene.options.update({"target": 0, "rounds": 0})
    scene.build()
    frames(app, 1)
    assert scene.buttons.by_key("option.target").label == none
    assert scene.buttons.by_key("option.rounds").label == unlimited


def test_tiko_offers_match_won_by_only_for_a_match_of_several_games():
    """Seen by hand: "Match won by: cards won / games won" stood beside a one-game match, where
    it changes nothing; it shows once the match has several games, and a one-game start keeps
    its default."""
    from scenes.session import discard_save

    discard_save("zoker_tiko")
    app = make_app()
    scene = SetupScene(app, "zoker_tiko")
    app.manager.push(scene)
    scene.options.update({"games": 1, "match_by": "games"})  # as a remembered setup may hold
    scene.build()
    frames(app, 1)
    def offered() -> bool:
        return "option.match_by" in {b.key for b in scene.buttons.buttons}

    assert not offered()
    click(app, scene.buttons.by_key("option.games").rect.center)  # 1 → 3 games
    assert scene.options["games"] == 3 and offered()
    for _step in range(2):  # 3 → 5 → 1 game
        click(app, scene.buttons.by_key("option.games").rect.center)
    assert scene.options["games"] == 1 and not offered()
    click(app, scene.buttons.by_key("start").rect.center)
    table = app.manager.top
    assert table is not scene and table.state.options["match_by"] == "cards"


def test_an_option_that_needs_another_is_offered_only_beside_its_values():
    from game.core.api import Option

    opt = Option("b", 1, (1, 2), needs=(("a", (True,)),), players=(2, 3))
    assert opt.offered(2) and opt.offered(2, {"a": True})
    assert not opt.offered(2, {"a": False}) and not opt.offered(4, {"a": True})


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("game_id", ["zoker_kubo", "zoker_tiko", "zoker_memo"])
def test_option_rows_leave_a_gap_while_there_is_room(game_id, lang):
    """Kubo's options in Finnish: a two-line help ("… vievät sen, minkä et huomaa.") ran straight
    into the next option's label while half the column stood empty below."""
    from scenes.screens.setup import HELP_TOP, OPT_GAP, OPT_W

    app = make_app(lang=lang)
    scene = SetupScene(app, game_id)
    app.manager.reset(scene)
    frames(app, 1)
    rows, size = scene.option_rows()
    helps = [scene.help_text(o) for o in scene.offered_options()]
    for (top, _h), (below, _h2), help_text in zip(rows, rows[1:], helps, strict=False):
        assert top + HELP_TOP + text_fit.fit(help_text, size, False, OPT_W, 10_000).height + OPT_GAP <= below


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_games_option_helps_stay_readable(lang):
    """Racko's seven Finnish helps shrank to 19 px (about 12 px in a 1280×720 window)."""
    from scenes.registry import SCENES

    app = make_app(lang=lang)
    for game_id in SCENES:
        scene = SetupScene(app, game_id)
        app.manager.reset(scene)
        frames(app, 1)
        assert scene.help_size >= 20, (game_id, scene.help_size)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_seats_kind_and_options_show_that_a_press_changes_them(lang, monkeypatch):
    """"Person" read as a label: pressed, it quietly made the seat a computer. An option that cycles
    through its choices carries a ↻, a seat's kind (which opens a list) a ▾, and the longest kind
    ("Tietokone: tavallinen") still fits on one line."""
    from tests.scenes.helpers import rendered

    app = make_app(lang=lang)
    scene = SetupScene(app, "racko")
    app.manager.push(scene)
    frames(app, 1)
    lines = rendered(monkeypatch)
    app.redraw_all()
    frames(app, 1)
    kinds = [b for b in scene.buttons.buttons if b.key.startswith("seat.")]
    options = [b for b in scene.buttons.buttons if b.key.startswith("option.")]
    assert kinds and options and {b.mark for b in kinds} == {"▾"} and {b.mark for b in options} == {"↻"}
    assert sum(line == "↻" for line, _size in lines) == len(options)
    assert sum(line == "▾" for line, _size in lines) == len(kinds)
    computer = _("Computer: {level}").format(level=_("normal"))
    assert (computer, 26) in lines, "one line at full size"


def test_a_refused_option_mix_keeps_the_game_in_progress():
    """Seen by hand: Start asked to discard the game in progress first, then refused the options,
    and the discarded game was gone for a start that never came."""
    from scenes.session import Seat, Session, discard_save, has_save

    session = Session.start("wizard", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], {},
                            seed=1)
    session.apply(session.state.legal_actions()[0])
    assert has_save("wizard")
    app = make_app()
    scene = SetupScene(app, "wizard")
    app.manager.push(scene)
    scene.options.update({"plus_minus_one": True, "hidden_bids": True})
    scene.build()
    frames(app, 1)
    click(app, scene.buttons.by_key("start").rect.center)
    assert app.manager.top is scene  # no question about the saved game: the options come first
    assert scene.toast.message.startswith("Plus-minus one needs open bids")
    assert has_save("wizard")
    discard_save("wizard")


def message_covers_nothing(app, scene, monkeypatch) -> tuple[pygame.Rect, pygame.Rect | None]:
    """(where the setup's message shows, the area it was given), after checking it covers no button
    and no text the screen drew."""
    inks = []
    real = setup_screen.draw_text
    monkeypatch.setattr(setup_screen, "draw_text", lambda *a, **k: inks.append(real(*a, **k)) or inks[-1])
    app.redraw_all()
    frames(app, 1)
    centre, area = scene.toast_spot()
    shown = scene.toast.place(area or pygame.Rect(0, 0, 1920, 1080), centre)[0]
    assert shown.collidelist([b.rect for b in scene.buttons.buttons]) < 0
    assert shown.collidelist([r for r in inks if r]) < 0
    return shown, area


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize(("game_id", "players", "chosen"), [
    ("racko", 2, {"chips": True, "rounds": 0}),
    ("racko", 4, {"teams": True, "chips": True, "rounds": 0}),
    ("wizard", 3, {"plus_minus_one": True, "secret_bids": True}),
])
def test_a_refusal_covers_no_option_text_nor_button(monkeypatch, lang, game_id, players, chosen):
    """Seen by hand: the refusal lay over the last option's description (Racko's Turn limit). With
    room under the seats it goes there, covering nothing drawn."""
    app = make_app(lang=lang)
    scene = SetupScene(app, game_id)
    app.manager.push(scene)
    while len(scene.seats) < players:
        click(app, scene.buttons.by_key("more").rect.center)
    scene.options.update(chosen)
    scene.build()
    frames(app, 1)
    click(app, scene.buttons.by_key("start").rect.center)
    assert scene.toast.visible
    shown, area = message_covers_nothing(app, scene, monkeypatch)
    assert area is not None and area.contains(shown)


def test_a_message_on_a_setup_without_options_stands_in_the_panels_middle(monkeypatch):
    """A play-tester: Zoker Solo's setup (no options) showed "Your saved game was damaged…" at the
    left, under the one seat, beside an empty right half."""
    app = make_app()
    scene = SetupScene(app, "zoker_solo")
    app.manager.push(scene)
    scene.toast.show("Your saved Zoker Solo game was damaged and has been set aside; start a new game.",
                     "error")
    shown, _area = message_covers_nothing(app, scene, monkeypatch)
    assert not scene.offered_options() and abs(shown.centerx - scene.panel.centerx) <= 1


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_every_option_value_of_every_game_stands_on_one_line(lang):
    """A value button's label, any value it cycles to, fits on one line beside its ↻ at the size a
    column shares (two lines at a smaller size beside "pois" looked misprinted)."""
    from game.core.i18n import set_language
    from game.core.registry import GAMES
    from scenes.screens.setup import VALUE_ROOM, value_label

    make_app(lang=lang)  # fonts, and the language
    set_language(lang)
    for game in GAMES.values():
        for opt in game.options:
            values = opt.choices or ((False, True) if isinstance(opt.default, bool) else (opt.default,))
            for value in values:
                label = value_label(value, opt)
                fitted = text_fit.fit(label, 26, True, *VALUE_ROOM)
                assert len(fitted.lines) == 1 and fitted.size >= 22, (game.id, opt.key, label)


def test_enter_on_a_setup_button_can_be_pressed_again():
    """A play-tester, keyboard only: Tab to "+", Enter (2 → 3 players), Enter again did nothing and
    the focus ring was gone (each press rebuilds the buttons). The focus stays on the same button."""
    from tests.scenes.helpers import key

    app = make_app(lang="fi")
    scene = SetupScene(app, "zoker_memo")
    app.manager.push(scene)
    frames(app, 1)
    start = len(scene.seats)
    while scene.buttons.focused_key() != "more":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert len(scene.seats) == start + 2
    assert scene.buttons.by_key("more").focused
    key(app, pygame.K_TAB)  # on from there, not from the first button
    assert scene.buttons.focused_key() == "name.0"
