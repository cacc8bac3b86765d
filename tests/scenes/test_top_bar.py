"""The top bar with many seats: the seat chips never lie over the game's name; when both do not
fit the name is left out (not cut) and the chips keep their names whole (8 players)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import _
from scenes.kit import text_fit
from scenes.session import default_seats
from scenes.tables import top_bar
from tests.scenes.helpers import frames, ink_of, make_app, settle, start_table


@pytest.mark.parametrize(("lang", "players"), [("en", 8), ("fi", 8), ("fi", 4)])
def test_seat_chips_and_title_share_the_top_bar(lang, players, monkeypatch):
    app = make_app(lang=lang)
    scene = start_table(app, "pegs_and_jokers", default_seats(players), seed=5)
    settle(app)
    title = _(scene.session.game.name)
    inks = ink_of(top_bar, monkeypatch, title)
    drawn_chips = []
    real_chips = scene._draw_seat_chips

    def chips_spy(surface, names, lines, rects):
        drawn_chips.append(rects)
        return real_chips(surface, names, lines, rects)

    monkeypatch.setattr(scene, "_draw_seat_chips", chips_spy)
    text_fit.CHECK.reset()
    app.redraw_all()
    frames(app, 1)
    cut = [c for c in text_fit.CHECK.cut if "(" in c and ", 20," in c]  # texts in the chips' rows
    assert not cut, cut
    chips = drawn_chips[-1]
    if inks:
        assert all(inks[-1].right < r.x for r in chips), (inks[-1], chips[0])
    assert inks or players == 8  # the name shows whenever it fits beside the seats' whole names
    assert all(pygame.Rect(r).right <= scene.top_right_edge for r in chips)


@pytest.mark.parametrize(("game", "players"), [("wizard", 3), ("zoker_kubo", 3), ("zoker_memo", 4)])
def test_the_chips_keep_the_computers_levels_before_their_lines(game, players):
    # Finnish "Botti (tavallinen)" with "0 · lupaus –, tikit 0" under it did not fit three chips, and
    # the chips dropped the level while the scores alone left room for it (Kubo has no seat panels)
    app = make_app(lang="fi")
    scene = start_table(app, game, default_seats(players), seed=5)
    settle(app)
    title_w = top_bar.res.font(top_bar.res.LABEL, True).size(_(scene.session.game.name))[0]
    rnd = scene.round_label(scene.view())
    left = 196 + title_w + (top_bar.res.font(top_bar.res.BODY).size(rnd)[0] + 24 if rnd else 0) + 24
    names, lines, rects = scene.seat_chips(left)
    if game == "zoker_kubo":  # the level under the name, the cards in hand in a badge beside it
        assert scene.levels_shown(names, lines), (names, lines)
    else:
        assert names == [seat.label() for seat in scene.session.seats], names
    assert rects[0].x >= left


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize(("players", "levels"), [(4, "normal"), (5, "normal"), (5, "mixed")])
def test_kubo_with_many_computers_names_each_ones_level_in_its_chip(lang, players, levels, monkeypatch):
    """Zoker Kubo has no seat panels, so only the chips can say how strong each computer is: with
    four or five seats their names with levels did not fit, and every level was dropped. The level
    moves under the name, beside the score ("0 · hard"), the round's number, then the title giving
    way if they must."""
    from scenes.session import Seat

    app = make_app(lang=lang)
    mixed = [Seat(_("You"))] + [Seat(name, level) for name, level in
                                [("Botti", "easy"), ("Robo", "normal"), ("Kone", "hard"), ("Aino", "hard")]]
    seats = default_seats(players) if levels == "normal" else mixed[:players]  # "tavallinen": the longest
    scene = start_table(app, "zoker_kubo", seats, seed=5)
    settle(app)
    drawn = []
    real_chips = scene._draw_seat_chips
    monkeypatch.setattr(scene, "_draw_seat_chips", lambda surface, names, lines, rects: drawn.append(
        (names, lines, rects)) or real_chips(surface, names, lines, rects))
    text_fit.CHECK.reset()
    app.redraw_all()
    frames(app, 1)
    names, lines, rects = drawn[-1]
    assert scene.levels_shown(names, lines), (names, lines)
    levels = [top_bar.level_name(seat.level) for seat in scene.session.seats[1:]]
    assert all(level in name or level in line for level, name, line in
               zip(levels, names[1:], lines[1:], strict=True))
    font = top_bar.res.font(24)
    for seat, (name, line, rect) in enumerate(zip(names, lines, rects, strict=True)):  # whole, inside
        badge = scene.hand_badge_w(seat, line != scene.seat_line(seat))  # the cards in hand beside the name
        assert font.size(line)[0] <= rect.w - 48
        assert top_bar.res.font(24, True).size(name)[0] + badge <= rect.w - 48
    assert all(pygame.Rect(r).right <= scene.top_right_edge for r in rects)


@pytest.mark.parametrize(("game", "players", "lang"), [("zoker_kubo", 5, "fi"), ("pegs_and_jokers", 8, "fi")])
def test_when_the_title_gives_way_the_chips_take_its_room_without_a_gap(game, players, lang):
    """Kubo's five seats in Finnish left the title out, and a gap of 190 px where it stood, the
    chips still pushed right against the buttons: they widen alike to span from the Menu button."""
    app = make_app(lang=lang)
    scene = start_table(app, game, default_seats(players), seed=5)
    settle(app)
    chips, _rnd, box = scene.top_bar_layout()
    assert box is None  # the title gave way to the chips
    rects = chips[2]
    assert rects[0].x - scene.title_x <= 10 + len(rects), (scene.title_x, rects[0])
    assert scene.top_right_edge - 10 - len(rects) <= rects[-1].right <= scene.top_right_edge
    assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))  # side by side, not over


def test_kubo_chips_keep_the_cards_in_hand_before_the_rounds_number():
    """Seen by hand (Finnish, three seats): the chips said only "0" under "Botti (tavallinen)", and
    Kubo has no seat panels, so nothing on the table said how many cards anyone held (a round ends
    when a hand runs out). The round's number gives way to the lines, the levels kept."""
    app = make_app(lang="fi")
    scene = start_table(app, "zoker_kubo", default_seats(3), seed=5)
    settle(app)
    (names, lines, rects), rnd, box = scene.top_bar_layout()
    assert lines == [scene.seat_line(i) for i in range(3)] and all("korttia" in line for line in lines), lines
    assert names == [seat.label() for seat in scene.session.seats] and rnd == ""
    assert box is not None and all(box.right < r.x for r in rects)  # the game's name still shows


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_kubo_chips_say_every_seats_cards_in_hand(lang, players, monkeypatch):
    """With four or five seats the line under each name had room for the score and level only, and
    no one could see how many cards the others held (a round ends when a hand runs out; Kubo has no
    seat panels). A chip whose line gives way shows the count as a little card and a number beside
    the name, the name kept whole."""
    app = make_app(lang=lang)
    scene = start_table(app, "zoker_kubo", default_seats(players), seed=5)
    settle(app)
    badges = []
    real_badge = scene._draw_hand_badge
    monkeypatch.setattr(scene, "_draw_hand_badge", lambda surface, at, cards, ink: badges.append(
        (at, cards)) or real_badge(surface, at, cards, ink))
    app.redraw_all()
    frames(app, 1)
    (names, lines, rects), _rnd, _box = scene.top_bar_layout()
    counts = scene.view().hand_counts
    bold = top_bar.res.font(24, True)
    badged = iter(badges)
    for seat, (name, line, rect) in enumerate(zip(names, lines, rects, strict=True)):
        if line == scene.seat_line(seat):
            continue  # "0 · 4 cards" says it
        at, cards = next(badged)
        assert cards == counts[seat]
        end = at[0] - top_bar.BADGE_GAP + scene.hand_badge_w(seat, True)
        assert rect.x + 40 + bold.size(name)[0] <= at[0] - top_bar.BADGE_GAP and end <= rect.right - 14
    assert next(badged, None) is None
    if players == 5:
        assert badges  # the case that showed no counts


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_kubo_chips_keep_long_names_whole_before_the_round_and_title(lang):
    """Two people with long names and three computers (Finnish): the chips were squeezed to "Annaliisa…",
    "Eero-…" and "…" for each computer while "Zoker Kubo  Kierros 1" kept its room. In Kubo the chips
    are the only place the players are named: the round's number and the title give way first."""
    from scenes.session import Seat

    app = make_app(lang=lang)
    seats = [Seat("Annaliisa-Maria"), Seat("Eero-Juhani")] + default_seats(4)[1:]
    scene = start_table(app, "zoker_kubo", seats, seed=5)
    settle(app)
    while app.manager.top is not scene:  # the curtain between the two people
        app.manager.pop()
    chips, _rnd, _box = scene.top_bar_layout()
    assert not scene.chips_squeezed(chips), chips
    text_fit.CHECK.reset()
    app.redraw_all()
    frames(app, 1)
    cut = [c for c in text_fit.CHECK.cut if ", 20," in c or ", 52," in c]  # the chips' two rows
    assert not cut, cut
    names, lines, _rects = chips
    assert all(line == scene.seat_line(i) or scene.hand_badge_w(i, True) for i, line in enumerate(lines))


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize(("game", "players"), [("gang_of_four", 4), ("wizard", 6), ("racko", 4),
                                               ("zoker_tiko", 4), ("pegs_and_jokers", 6), ("zoker_kubo", 5)])
def test_the_rounds_label_is_drawn_whenever_the_layout_keeps_it(game, players, lang, monkeypatch):
    """Seen by hand: Finnish Gang of Four squeezed its four chips (names cut to make room for "Jako 1 ·
    peli 100 pisteeseen") and then left the label out by 5 px anyway. The label is either drawn or
    given up, and the chips are never squeezed for it."""
    from tests.scenes.helpers import spy_rects

    app = make_app(lang=lang)
    scene = start_table(app, game, default_seats(players), seed=5)
    settle(app)
    chips, rnd, box = scene.top_bar_layout()
    drawn = spy_rects(top_bar, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    if rnd and box is not None:
        assert rnd in [text for text, _rect in drawn], (rnd, box)
        assert not scene.chips_squeezed(chips, top_bar.SQUEEZE_SLACK)


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize(("game", "players"), [("pegs_and_jokers", 8), ("pegs_and_jokers", 6), ("wizard", 6)])
def test_many_seats_keep_their_names_whole_before_the_title(game, players, lang):
    """Seen in a picture of eight seats at Pegs and Jokers: "Bott…" in seven chips beside the whole
    title. The title is on the window and the menu; the names give way to it no longer."""
    app = make_app(lang=lang)
    scene = start_table(app, game, default_seats(players), seed=5)
    settle(app)
    chips, _rnd, _box = scene.top_bar_layout()
    assert not scene.chips_squeezed(chips), chips
    assert all(name.startswith(seat.name) for name, seat in zip(chips[0], scene.session.seats, strict=True))


def test_tab_walks_the_top_bar_left_to_right():
    """A play-tester: Tab went Menu → ? → Log → Scores, right to left after the first."""
    import pygame

    from tests.scenes.helpers import key

    app = make_app()
    scene = start_table(app, "wizard", default_seats(3), seed=5)
    settle(app)
    order = []
    for _press in range(len(scene.top_buttons.buttons)):
        key(app, pygame.K_TAB)
        focused = [b for b in scene.top_buttons.buttons if b.focused]
        if focused:
            order.append(focused[0].rect.x)
    assert len(order) >= 3 and order == sorted(order), order


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_gang_of_four_chips_keep_a_unit_beside_two_digit_scores(lang):
    """A play-tester: once the totals had two digits the chips read "You 11 / Botti 0 / Robo 24",
    bare numbers beside names, read as cards in hand (Finnish never had a unit)."""
    from game.core.i18n import set_language

    app = make_app(lang=lang)
    try:
        table = start_table(app, "gang_of_four", default_seats(4, humans=1, level="easy"))
        table.state.totals[:] = [11, 0, 24, 14]
        table.invalidate()
        frames(app, 1)
        chips = table.top_bar_layout()[0]
        unit = {"en": ("pt", "point"), "fi": ("p", "piste")}[lang]
        assert all(any(u in line for u in unit) for line in chips[1]), chips[1]
        assert not table.chips_squeezed(chips)
    finally:
        set_language("en")
