"""Gang of Four table driven by real mouse and key events, headless: select, play, pass, Auto, exchange."""

from __future__ import annotations

import pygame
import pytest

from game.core.api import NextRound
from game.gang_of_four.engine import GiveBack, Pass, Play
from scenes.kit import text_fit
from scenes.screens.score_sheet import ScoreSheetScene
from scenes.session import Seat
from tests.scenes.helpers import (
    click,
    drag,
    frames,
    ink_of,
    key,
    make_app,
    post,
    settle,
    start_table,
    texts_drawn,
    wait_for_me,
)

SEATS = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]


def table(seed: int = 1, seats=None, options=None, lang: str = "en"):
    app = make_app(lang=lang)
    scene = start_table(app, "gang_of_four", seats or SEATS, options, seed=seed)
    settle(app)
    return app, scene


def grab_point(sprite) -> tuple[int, int]:
    """A point of the card that its right-hand neighbour in the fan does not cover."""
    r = sprite.rect
    return (r.x + 14, r.y + 60)


def click_cards(app, scene, cards) -> None:
    """Click these cards in Anna's hand, one by one (each click lifts the card)."""
    taken: list[str] = []
    for card in cards:
        sprite = next(s for s in scene.hand_sprites() if s.key.split(":")[1] == card and s.key not in taken)
        taken.append(sprite.key)
        click(app, grab_point(sprite))
        settle(app)


def legal_plays(scene, size=None) -> list[Play]:
    return [a for a in scene.state.legal_actions()
            if isinstance(a, Play) and (size is None or (len(a.cards) == size) == (size == 1))]


def until(app, scene, wanted, limit: int = 200) -> None:
    """Anna passes (or plays Auto's first choice) until `wanted()` holds on her turn."""
    for _ in range(limit):
        wait_for_me(app, scene)
        assert app.manager.top is scene, "the hand ended first"
        if wanted():
            return
        state = scene.state
        action = Pass() if Pass() in state.legal_actions() else state.legal_actions()[0]
        scene.act(action)
        settle(app)
    raise AssertionError("never reached")


def test_select_and_play_a_single_with_the_button():
    app, scene = table(seed=2)
    until(app, scene, lambda: bool(legal_plays(scene, 1)))
    play = legal_plays(scene, 1)[-1]
    before = len(scene.state.history)
    click_cards(app, scene, play.cards)
    assert scene.selection() == play.cards
    assert scene.buttons.by_key("play").enabled
    click(app, scene.buttons.by_key("play").rect.center)
    settle(app)
    assert scene.state.history[before] == play
    assert not scene.selected


def test_play_a_combination_by_dragging_the_selection_onto_the_pile():
    app, scene = table(seed=3)
    until(app, scene, lambda: bool(legal_plays(scene, 2)))
    play = legal_plays(scene, 2)[0]
    before = len(scene.state.history)
    click_cards(app, scene, play.cards)
    assert scene.selection() == play.cards
    held = scene.sprites[scene.selected[0]]
    drag(app, grab_point(held), (960, 460))
    settle(app)
    assert scene.state.history[before] == play


def test_the_piles_drop_glow_keeps_below_the_last_plays_label(monkeypatch):
    """Seen by hand: while a card was held over the pile, the glow's top edge ran through the words
    "Botti: red 6" above it."""
    from scenes.tables import gang_of_four_combos
    from scenes.tables.gang_of_four_layout import LAST_PLAY

    app, scene = table(seed=3)
    until(app, scene, lambda: bool(legal_plays(scene, 1)) and bool(scene.view().played))
    play = legal_plays(scene, 1)[0]
    held = next(scene.sprites[k] for k in scene.shown_keys(scene.view()) if k.split(":")[1] == play.cards[0])
    slots = []
    real = gang_of_four_combos.draw_slot
    monkeypatch.setattr(gang_of_four_combos, "draw_slot", lambda s, rect, *a, **k: slots.append(
        (pygame.Rect(rect), a[0] if a else "")) or real(s, rect, *a, **k))
    start = grab_point(held)
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    post(app, pygame.MOUSEMOTION, pos=(960, 460), rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 2)
    glows = [rect for rect, look in slots if look]
    assert glows and not any(g.colliderect(LAST_PLAY) for g in glows)
    post(app, pygame.MOUSEBUTTONUP, pos=(960, 460), button=1)
    settle(app)


def test_an_illegal_selection_is_refused_with_a_reason_and_nothing_changes():
    for seed in range(1, 40):
        app, scene = table(seed=seed)
        wait_for_me(app, scene)
        if scene.view().must_lead == "M1":
            break  # Anna holds the multicoloured 1 and must lead with it
    else:
        raise AssertionError("no seed where Anna leads the first hand")
    other = next(c for c in scene.view().hand if c != "M1")
    snapshot = scene.state.snapshot()
    click_cards(app, scene, [other])
    assert not scene.buttons.by_key("play").enabled
    line, ok = scene.selection_line()
    assert not ok and "multicoloured 1" in line
    key(app, pygame.K_p)
    assert "multicoloured 1" in scene.toast.message
    drag(app, grab_point(scene.sprites[scene.selected[0]]), (960, 460))
    settle(app)
    assert scene.state.snapshot() == snapshot


def test_a_single_that_does_not_beat_says_which_cards_it_does_not_beat():
    app, scene = table(seed=5)

    def low_single():
        top = scene.view().top
        return top is not None and top.kind == "single" and scene.view().hand[0] != top.cards[0] \
            and Play((scene.view().hand[0],)) not in scene.state.legal_actions()

    until(app, scene, low_single)
    snapshot = scene.state.snapshot()
    click_cards(app, scene, [scene.view().hand[0]])
    click(app, scene.buttons.by_key("play").rect.center)  # disabled: nothing happens
    key(app, pygame.K_p)
    assert "does not beat" in scene.toast.message
    assert scene.state.snapshot() == snapshot


def test_pass_with_the_button_and_with_the_key():
    app, scene = table(seed=4)
    until(app, scene, lambda: Pass() in scene.state.legal_actions())
    before = len(scene.state.history)
    click(app, scene.buttons.by_key("pass").rect.center)
    assert scene.state.history[before] == Pass()
    settle(app)
    until(app, scene, lambda: Pass() in scene.state.legal_actions())
    before = len(scene.state.history)
    key(app, pygame.K_BACKSPACE)
    assert scene.state.history[before] == Pass()


def test_a_pass_is_not_repeated_in_the_status_line():
    """A pass shows as the seat's "Passed" badge and in "Since your last move": not a third time."""
    app, scene = table(seed=4)
    until(app, scene, lambda: scene.state.history[-1] == Pass() and scene.view().top is not None)
    assert any("passes" in text for _c, text in scene.recent_lines())
    assert "passes" not in scene.status


def test_hint_gives_the_computers_choice_first_then_every_other_play():
    app, scene = table(seed=6)
    wait_for_me(app, scene)
    plays = list(dict.fromkeys(a.cards for a in legal_plays(scene)))
    assert not any(b.key == "auto" for b in scene.buttons.buttons)  # one help button, not two
    click(app, scene.buttons.by_key("hint").rect.center)
    first = scene.hint_plays[0]
    assert scene.selection() == (first or ())
    assert "Hint" in scene.toast.message and "again" in scene.toast.message
    others = [p for p in plays if p != first]
    click(app, scene.buttons.by_key("hint").rect.center)
    assert scene.selection() == others[0]
    assert scene.toast.message.startswith("Another play")
    key(app, pygame.K_a)
    assert scene.selection() == (others + [first])[1]
    assert scene.buttons.by_key("play").enabled
    scene.selected = []
    scene._place_hand()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert scene.selection() == (scene.view().hand[0],)
    key(app, pygame.K_SPACE)
    assert scene.selection() == ()
    key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)  # Space selects the cursor's card; Enter plays (test_gang_of_four_playing)
    assert scene.cursor == 1 and scene.selection() == (scene.view().hand[1],)


def play_out_hand(state, winner: int) -> bool:
    """Play hand 1 with everybody's weakest play until someone is out; True if `winner` went out."""
    while state.phase == "play":
        state.apply(state.legal_actions()[0])
    return state.phase == "round_over" and state.view(0).last_hand.winner == winner


def anna_gives_back():
    """(app, table) in the exchange after a first hand Anna won: she is to give a card back."""
    for seed in range(1, 60):
        app, scene = table(seed=seed)
        if play_out_hand(scene.state, 0):
            break
    else:
        raise AssertionError("no seed where Anna wins the first hand")
    scene.state.apply(NextRound())
    scene.sync(None)
    frames(app, 2)
    return app, scene


def test_the_winner_gives_a_card_back_in_the_exchange_panel():
    app, scene = anna_gives_back()
    state = scene.state
    assert state.phase == "exchange" and scene.can_give_back()
    give = scene.view().hand[0]
    assert not scene.panel.by_key("give").enabled
    click_cards(app, scene, [give])
    assert scene.panel.by_key("give").enabled
    before = len(state.history)
    click(app, scene.panel.by_key("give").rect.center)
    assert state.history[before] == GiveBack(give)
    assert any(k.startswith("f:") for k in scene.sprites)  # the card is seen flying to the loser
    settle(app)
    assert state.phase == "play"


def test_computers_exchange_in_view_of_everybody():
    for seed in range(1, 60):
        app, scene = table(seed=seed)
        state = scene.state
        if play_out_hand(state, 1):
            break
    before = len(state.history)
    scene.perform(NextRound())
    assert any(k.startswith("f:") for k in scene.sprites)
    assert any("highest card" in text for _c, text in scene.recent_lines())
    for _ in range(300):
        if len(state.history) > before + 1:
            break
        frames(app, 2)
    assert isinstance(state.history[before + 1], GiveBack)
    assert any(k.startswith("f:") for k in scene.sprites)
    assert any(" back" in text for _c, text in scene.recent_lines())


def test_a_whole_four_player_hand_with_the_mouse_to_the_score_sheet():
    app, scene = table(seed=7)
    state = scene.state
    while state.phase == "play":
        wait_for_me(app, scene)
        if app.manager.top is not scene:
            break
        before = len(state.history)
        if legal_plays(scene) and (state.view(0).top is None or len(state.history) % 3):
            click(app, scene.buttons.by_key("hint").rect.center)
            if not scene.selection():  # the hint was to pass: the next press shows a play
                click(app, scene.buttons.by_key("hint").rect.center)
            expected = Play(scene.selection())
            click(app, scene.buttons.by_key("play").rect.center)
        else:
            expected = Pass()
            click(app, scene.buttons.by_key("pass").rect.center)
        assert state.history[before] == expected
        settle(app)
    settle(app)
    sheet = app.manager.top
    assert isinstance(sheet, ScoreSheetScene) and state.phase == "round_over"
    assert sheet.buttons.by_key("menu")  # never a dead end between hands (Esc goes there too)
    notes = [n for row in sheet.sheet.rows for n in row.notes]
    assert any("×" in n for n in notes)
    before = len(state.history)
    click(app, sheet.buttons.by_key("next").rect.center)
    settle(app)
    assert state.history[before] == NextRound() and state.hand_no == 2


def test_three_players_show_the_set_aside_hand_and_finnish_renders():
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    app, scene = table(seed=8, seats=seats, lang="fi")
    assert scene.view().aside_count == 16
    assert [scene.place(s) for s in (1, 2)] == ["left", "right"]
    wait_for_me(app, scene)
    frames(app, 3)
    hand = scene.hand_sprites()
    assert len(hand) == 16 and all(s.rect.x >= 320 and s.rect.right <= 1600 for s in hand)


def test_announce_one_card_by_hand_with_its_button():
    app, scene = table(seed=9, options={"announce_by_hand": True})
    wait_for_me(app, scene)
    state = scene.state
    state.hands[0] = ["G3", "R9"]  # two cards left: a single now leaves one
    state.top, state.must_lead, state._legal = None, None, None
    scene.sync(None)
    frames(app, 2)
    click_cards(app, scene, ["G3"])
    announce = scene.buttons.by_key("announce")
    assert scene.buttons.by_key("play").enabled
    before = len(state.history)
    click(app, announce.rect.center)
    assert state.history[before] == Play(("G3",), True)
    assert state.one_card[0] and not state.forgot[0]
    # said once, as the message: the line above the table said the same words ("One card!" twice)
    assert scene.toast.message == "You: \u201cOne card!\u201d" and "One card" not in scene.status
    settle(app)
    assert scene._badges(scene.view(), 0)[0][0] == "One card!"


def test_hint_selects_what_the_normal_computer_player_would_play():
    app, scene = table(seed=10)
    wait_for_me(app, scene)
    key(app, pygame.K_h)
    legal = scene.state.legal_actions()
    chosen = Play(scene.selection()) if scene.selection() else Pass()
    assert chosen in legal or Play(scene.selection(), True) in legal
    assert scene.toast.message.startswith("Hint")


def test_the_tip_under_my_name_offers_pass_only_when_i_may_pass():
    """Seen by hand: leading, the panel said "... or Pass" beside a greyed Pass button."""
    app, scene = table(seed=4)
    until(app, scene, lambda: Pass() in scene.state.legal_actions())
    assert "Pass" in scene.my_tip(scene.view()) and scene.buttons.by_key("pass").enabled
    app, scene = table(seed=2)  # Anna leads the first trick of this deal
    wait_for_me(app, scene)
    assert scene.view().top is None and scene.view().phase == "play"
    tip = scene.my_tip(scene.view())
    assert "lead" in tip and "Pass" not in tip
    assert Pass() not in scene.state.legal_actions()


def test_before_a_one_card_player_the_pass_button_is_off_and_the_tip_names_the_card_to_play():
    """Seen by hand: Pass looked usable but was refused, in words that seemed to allow passing
    ("... else pass"). Rule: before a one-card player, on singles, the highest single must be
    played if it beats the table."""
    from game.gang_of_four.cards import canonical

    app, scene = table(seed=1)
    wait_for_me(app, scene)
    s = scene.state
    hands = (["G2", "G6", "Y9"], ["Y5", "Y6", "G7"], ["R5", "R6", "R7"], ["G8"])
    s.hands = [list(canonical(h)) for h in hands]
    s.must_lead, s.direction, s.phase = None, -1, "play"
    s.start_trick(1)
    s._legal = None
    s.apply(Play(("Y5",)))  # seat 1 leads; Anna plays before seat 3, who holds one card
    assert s.current_player == 0
    scene.sync(None)
    frames(app, 1)
    assert not scene.buttons.by_key("pass").enabled
    assert "the yellow 9" in scene.my_tip(scene.view()) and "Pass" not in scene.my_tip(scene.view())
    click(app, scene.buttons.by_key("pass").rect.center)  # greyed: nothing happens
    assert s.current_player == 0 and s.top is not None


def _texts_on_screen(scene) -> list[str]:
    """Every place a message can stand: status line, toast, "Since your last move", exchange panel."""
    out = [scene.status, scene.toast.message if scene.toast.visible else ""]
    out += [text for _colour, text in scene.recent_lines()]
    if scene.can_give_back():
        out.append(" ".join(text for text, _size, _bold in scene.exchange_layout(scene.view())[1]))
    return [t for t in out if t]


def table_after_hand(winner: int):
    """A table whose first hand `winner` won (see play_out_hand), at the next hand's card exchange."""
    for seed in range(1, 80):
        app, scene = table(seed=seed)
        if play_out_hand(scene.state, winner):
            break
    scene.perform(NextRound())
    return app, scene


def test_the_exchange_is_said_once_to_the_loser():
    app, scene = table_after_hand(winner=1)
    seen = []
    for _ in range(300):  # while the cards fly and after: never twice at one time
        frames(app, 2)
        texts = _texts_on_screen(scene)
        gifts = [t for t in texts if "highest card" in t]
        backs = [t for t in texts if " back" in t and "gave" in t]
        assert len(gifts) <= 1 and len(backs) <= 1, texts
        seen += gifts + backs
        if scene.state.phase == "play" and not scene.busy() and backs:
            break
    assert gifts and backs, "the loser is told what went and what came back"
    assert any(text.startswith("You gave your highest card") for text in seen)


def test_the_loser_keeps_the_exchange_in_sight_at_their_turn():
    """The loser's "Since your last move" at their first turn of the next hand kept only the latest
    plays: the card they gave and the one they got back were only in the log."""
    from scenes.tables.recent import Pinned

    app, scene = table_after_hand(winner=1)
    wait_for_me(app, scene)
    lines = scene.recent_lines()
    exchange = [line for line in lines if "highest card" in line[1] or " back" in line[1]]
    assert len(exchange) == 2 and all(isinstance(line, Pinned) for line in exchange), lines
    assert not any(isinstance(line, Pinned) for line in lines if line not in exchange)


def test_with_two_people_the_loser_keeps_the_exchange_in_sight_too():
    """A tester with two people at the screen: the loser saw the card given back, not the one they
    gave (with two people nobody is "you", and the lines were not kept)."""
    from scenes.tables.recent import Pinned

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Ben"), Seat("Kone", "easy")]
    for seed in range(1, 80):
        app, scene = table(seed=seed, seats=seats)
        if play_out_hand(scene.state, 1):
            break
    scene.perform(NextRound())
    loser = scene.state.exchange.loser
    assert scene.session.seats[loser].human and scene.state.current_player == 1  # Botti gives back
    scene.session.shown_to = loser  # the screen is the loser's, Botti to give a card back
    assert scene.viewer == loser
    lines = [line for line in scene.recent_lines() if "highest card" in line[1]]
    assert len(lines) == 1 and isinstance(lines[0], Pinned), scene.recent_lines()


def test_the_exchange_panel_alone_tells_the_winner_about_the_gift():
    app, scene = table_after_hand(winner=0)
    settle(app)
    assert scene.can_give_back()
    gifts = [t for t in _texts_on_screen(scene) if "highest card" in t]
    assert len(gifts) == 1 and gifts[0].startswith("You won the last hand"), gifts


def test_the_label_over_the_pile_says_the_play_as_the_recent_panel_does(monkeypatch):
    """'Botti: yellow 3' over the pile and in "Since your last move" (it said 'Botti: Yellow 3')."""
    from scenes.tables import gang_of_four_combos as module

    app, scene = table(seed=3)
    wait_for_me(app, scene)
    settle(app)
    assert scene.view().top is not None, "a computer led"
    drawn = texts_drawn(app, module, monkeypatch)
    recent = [text for _c, text in scene.recent_lines()]
    top = scene.view().top
    label = next(m for m in drawn if m.startswith(scene.name_of(top.player) + ": "))
    assert label in recent, (label, recent)


def test_finnish_selection_line_does_not_call_one_card_cards():
    """'Keltainen 8: paina Pelaa tai vedä kortit pinoon.' said 'cards' of one card."""
    app, scene = table(seed=3, lang="fi")
    wait_for_me(app, scene)
    single = next(a for a in legal_plays(scene, 1))
    click_cards(app, scene, single.cards)
    line, ok = scene.selection_line()
    assert ok and "Pelaa" in line and "kortit" not in line, line


def to_beat(app, scene) -> None:
    """Play on (Anna takes her last legal choice) until Anna must beat a combination on the table."""
    for _ in range(400):
        settle(app)
        if scene.can_play() and scene.view().top is not None:
            return
        if scene.my_turn():
            scene.perform(scene.state.legal_actions()[-1])
        frames(app, 3)
    raise AssertionError("Anna never had a combination to beat")


@pytest.mark.parametrize(("lang", "seed"), [("en", 7), ("fi", 7), ("en", 4), ("fi", 4)])
def test_the_hint_covers_neither_the_combination_to_beat_nor_the_hint_cards(lang, seed, monkeypatch):
    # STYLE.md: "Messages say what happened and what to do"; the hint must leave the combination to
    # beat (the pile in the middle), the lines under it, the seats and the hint's own cards in view.
    app, scene = table(seed=seed, lang=lang)
    to_beat(app, scene)
    drawn: list = []
    real = scene.toast.draw

    def spy(surface, center, area=None):
        drawn.append(real(surface, center, area))
        return drawn[-1]

    monkeypatch.setattr(scene.toast, "draw", spy)
    key(app, pygame.K_h)
    app.redraw_all()
    frames(app, 1)
    rect = next(r for r in reversed(drawn) if r is not None)
    assert scene.toast.message.startswith(("Hint", "Vihje"))
    pile = [s.rect for s in scene.sprites.values() if s.rect.colliderect(scene.zone_rect("pile"))]
    keep = [scene.zone_rect("pile"), *pile, *[scene.seat_rect(i) for i in range(1, scene.state.players)]]
    keep += [s.rect for s in scene.hand_sprites() if s.highlight]
    keep.append(pygame.Rect(560, 600, 800, 84))  # the status and selection lines under the pile
    assert rect.collidelist(keep) < 0, (rect, keep[rect.collidelist(keep)], scene.toast.message)
    assert pygame.Rect(0, 96, 1920, 984).contains(rect)  # under the top bar, inside the window


def test_a_long_finnish_selection_line_stays_between_the_side_panels(monkeypatch):
    # "Pelaa yhtä monta korttia kuin pöydän yhdistelmässä (täyskäsi, …) tai jengi." ran under
    # "Since your last move" and the sort button, cut at both ends
    from scenes.tables import gang_of_four_combos
    from scenes.tables.gang_of_four_layout import RECENT, SORT_BUTTON

    for seed in range(1, 30):
        app, scene = table(seed=seed, lang="fi")
        to_beat(app, scene)
        if len(scene.view().top.cards) >= 3:
            break
    else:
        raise AssertionError("no seed where Anna must beat three cards or more")
    click_cards(app, scene, [scene.view().hand[0]])
    line, ok = scene.selection_line()
    assert not ok and line.startswith("Pelaa yhtä monta korttia"), line
    inks = ink_of(gang_of_four_combos, monkeypatch, line)
    text_fit.CHECK.reset()
    app.redraw_all()
    frames(app, 1)
    ink = inks[-1]
    assert ink.left > RECENT.right and ink.right < SORT_BUTTON.left, (ink, RECENT, SORT_BUTTON)
    assert not [c for c in text_fit.CHECK.cut if "Pelaa yhtä" in c]


def test_the_seat_panels_name_the_computers_by_level(monkeypatch):
    # STYLE.md: computer seats are named by level; with four seats the top bar's chips have room
    # for the names alone, so the panels must say it
    from scenes.tables import card_table

    app, scene = table(lang="fi")
    names = []
    real = card_table.draw_seat_panel

    def spy(surface, rect, seat, name, *args, **kw):
        names.append(name)
        return real(surface, rect, seat, name, *args, **kw)

    monkeypatch.setattr(card_table, "draw_seat_panel", spy)
    app.redraw_all()
    frames(app, 1)
    assert {"Botti (helppo)", "Robo (helppo)", "Kone (helppo)"} <= set(names), names


def test_the_hand_winners_note_stands_on_one_line_in_finnish():
    """Seen by hand: "pääsi ensin eroon korteista: 0" broke under the winner's 0, leaving ": 0"
    alone on a second line beside one-line notes such as "9 korttia × 2 = 18"."""
    from scenes.kit import resources as res
    from scenes.screens.score_sheet import NOTE_SIZE, SheetView

    app, scene = table(seed=1, lang="fi")
    play_out_hand(scene.state, scene.state.current_player)  # whoever goes out
    sheet = scene.score_sheet()
    view = SheetView(sheet, (0, 0, 1400 - 120, 600))  # the round-over panel's width, four columns
    note_w = view._columns(bar=True)[1] - 8
    winners = [n for n in sheet.rows[0].notes if n.endswith(": 0")]
    assert winners and all(res.font(NOTE_SIZE).size(n)[0] <= note_w for n in winners), winners


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_set_aside_hand_and_the_last_play_do_not_overlap(lang, monkeypatch):
    """Seen by hand with three players: "nobody sees these", under the set-aside stack, ran into
    the last play's label ("You: green 8") under it."""
    from game.core.i18n import _, ngettext
    from scenes.tables import gang_of_four_combos
    from scenes.tables.gang_of_four_layout import LAST_PLAY

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    app, scene = table(seed=8, seats=seats, lang=lang)
    wait_for_me(app, scene)
    assert scene.state.history  # a play lies on the pile, its label under the stack
    n = scene.view().aside_count
    count = ngettext("Set aside: {n} card", "Set aside: {n} cards", n).format(n=n)
    aside_lines = {_("nobody sees these"), count}
    aside, played = [], []
    real_blit, real_draw = gang_of_four_combos.blit_text, gang_of_four_combos.draw_text

    def blit_spy(surface, message, *args, **kw):
        ink = real_blit(surface, message, *args, **kw)
        if message in aside_lines:
            aside.append(ink)
        return ink

    def draw_spy(surface, message, box, *args, **kw):
        ink = real_draw(surface, message, box, *args, **kw)
        if LAST_PLAY.contains(box) and pygame.Rect(box).y == LAST_PLAY.y:  # the label's room in it
            played.append(ink)
        return ink

    monkeypatch.setattr(gang_of_four_combos, "blit_text", blit_spy)
    monkeypatch.setattr(gang_of_four_combos, "draw_text", draw_spy)
    app.redraw_all()
    frames(app, 1)
    assert len(aside) >= 2 and played, (aside, played)
    assert not any(a.colliderect(p) for a in aside for p in played), (aside, played)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_multicoloured_1_in_the_set_aside_hand_is_said_beside_it(lang, monkeypatch):
    """A tester: the multicoloured 1 shown by the set-aside stack had "in it" under it, touching
    "Set aside: 16 cards", and "nobody sees these" stood under a card everybody sees."""
    from game.core.i18n import _, ngettext
    from scenes.tables import gang_of_four_combos

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    for seed in range(1, 60):  # a deal whose multicoloured 1 lies in the set-aside hand
        app, scene = table(seed=seed, seats=seats, lang=lang)
        if scene.view().aside_known:
            break
    inks = {}
    real = gang_of_four_combos.blit_text
    monkeypatch.setattr(gang_of_four_combos, "blit_text", lambda surface, message, *a, **k: inks.setdefault(
        message, real(surface, message, *a, **k)))
    scene.invalidate()
    scene.draw(pygame.Surface((1920, 1080)))
    among, others = inks[_("is among them")], inks[_("nobody sees the others")]
    assert _("nobody sees these") not in inks
    n = scene.view().aside_count
    count = inks[ngettext("Set aside: {n} card", "Set aside: {n} cards", n).format(n=n)]
    assert not among.colliderect(count) and not among.colliderect(others)


def test_the_cards_colour_letters_follow_the_language():
    """Finnish faces carry V/K/P (vihreä, keltainen, punainen), not G/Y/R, and a language change
    over the table turns the cards in hand and on the pile to the new language's faces."""
    app, scene = table(lang="fi")
    shown = [s.image for s in scene.sprites.values()]
    assert shown and all(img.startswith("cards/gang_of_four/fi/") for img in shown)
    app.set_language("en")  # what Settings over the table does
    frames(app, 2)
    shown = [s.image for s in scene.sprites.values()]
    assert shown and not any("/fi/" in img for img in shown)


def test_badges_leave_the_points_and_the_tip_whole(monkeypatch):
    """Two badges ("Yksi kortti!", "Passasi") covered a seat's "0 pistettä" (its "0" peeked out at
    the left), and the tip under my name was cut after four lines ("…keltainen 10; se")."""
    from scenes.kit.text_fit import fit
    from scenes.tables import gang_of_four_combos as combos

    app, scene = table(lang="fi")
    badges = [("Yksi kortti!", combos.RED), ("Passasi", (110, 110, 116))]
    monkeypatch.setattr(scene, "_badges", lambda view, seat: badges)
    duty = ("Seuraavalla pelaajalla on enää yksi kortti: pelaa korkein korttisi, keltainen 10; "
            "se voittaa pöydän kortin.")
    monkeypatch.setattr(scene, "my_tip", lambda view: duty)
    inks: list[tuple[str, pygame.Rect, tuple]] = []
    for name in ("blit_text", "draw_text"):
        real = getattr(combos, name)

        def spy(surface, text, *args, real=real, **kw):
            ink = real(surface, text, *args, **kw)
            inks.append((text, ink, args))
            return ink

        monkeypatch.setattr(combos, name, spy)
    app.redraw_all()
    frames(app, 1)
    panels = [scene.seat_rect(s) for s in range(1, 4)] + [scene.my_panel]
    pills = [p for r in panels for _t, _c, p, _s in scene._badge_pills(badges, r)]
    assert len(pills) == 8
    for text, ink, _args in inks:
        assert ink.collidelist(pills) < 0, (text, ink)
    tip = [(ink, args) for text, ink, args in inks if text == duty]
    assert tip and scene.my_panel.contains(tip[0][0])
    box = pygame.Rect(tip[0][1][0])
    assert not fit(duty, 22, False, box.w, box.h).shortened  # every word of it, smaller if need be
    # without badges the points are back on every seat panel
    monkeypatch.setattr(scene, "_badges", lambda view, seat: [])
    inks.clear()
    app.redraw_all()
    frames(app, 1)
    assert sum(text == "0 pistettä" for text, _i, _a in inks) >= 4


def test_the_keyboard_cursor_shows_only_after_the_keys_move_it():
    """A click on a card left a gold ▼ over it that meant nothing to a mouse player."""
    app, scene = table(seed=5)
    wait_for_me(app, scene)
    card = scene.hand_sprites()[2]
    click(app, grab_point(card))
    click(app, grab_point(scene.hand_sprites()[2]))  # selected and let go again
    assert scene.cursor == 2 and scene.cursor_marker() is None
    key(app, pygame.K_RIGHT)
    assert scene.cursor == 3 and scene.cursor_marker() is not None


def test_two_people_at_one_screen_see_the_next_hand_only_behind_the_curtain():
    """Next hand from the shared score sheet dealt the new hands face up to whoever pressed it,
    with no curtain when the same person moved last and first."""
    from scenes.screens.curtain import CurtainScene
    from scenes.screens.round_over import RoundOverScene

    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo", "easy")]
    for seed in range(1, 40):
        app, scene = table(seed=seed, seats=seats)
        while isinstance(app.manager.top, CurtainScene):
            click(app, app.manager.top.buttons.by_key("show").rect.center)
        state = scene.state
        while state.phase == "play":  # the hand played out, its last move made at the table
            action = state.legal_actions()[0]
            probe = state.clone()
            probe.apply(action)
            if probe.phase == "play":
                state.apply(action)
            else:
                scene.sync(None)
                assert scene.perform(action) is None
        if state.phase != "round_over" or state.view(0).last_hand.winner not in (0, 1):
            continue  # a person went out last: the sheet comes after that person's own move
        settle(app)
        sheet = app.manager.top
        assert isinstance(sheet, RoundOverScene), sheet  # the sheet first, no curtain over it
        click(app, sheet.buttons.by_key("next").rect.center)
        settle(app)
        if state.current_player in (0, 1):
            assert isinstance(app.manager.top, CurtainScene)
            return
    raise AssertionError("no hand ended with a person to move next")


def test_computers_opening_keep_the_hands_behind_the_curtain(monkeypatch):
    """Two people and two computers, a computer leading: the hand the table showed while the computers
    played had been shown to everyone, and the next person's turn came with no curtain at all. The
    hand shown meanwhile is the first person's whose turn comes (the first hand turns counter-clockwise:
    Ben after Botti), so no second curtain follows."""
    from scenes.screens import curtain as curtain_module
    from scenes.screens.curtain import CurtainScene

    app = make_app()
    app.settings.animation_speed = "instant"
    seats = [Seat("Anna"), Seat("Ben"), Seat("Botti", "normal"), Seat("Robo", "easy")]
    scene = start_table(app, "gang_of_four", seats, seed=0)
    frames(app, 2)
    assert scene.state.current_player == 2 and scene.state.direction == -1
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ben" == seats[scene.viewer].name
    assert "Ben's cards" in texts_drawn(app, curtain_module, monkeypatch)
    click(app, (960, 540))
    for _ in range(2000):
        frames(app, 1)
        if app.manager.top is not scene or scene.my_turn():
            break
    assert scene.state.current_player == 1 and app.manager.top is scene  # Ben has seen his cards


def test_the_line_over_the_hand_says_why_pass_is_grey_before_a_last_card():
    """Rule: "The player who plays immediately before a one-card player: when singles are on the table
    they must play their highest single if it beats the table (else pass)." The line over the hand
    said "Beat the yellow 5 or pass." beside a greyed Pass."""
    from game.gang_of_four.cards import canonical

    app, scene = table()
    s = scene.state
    hands = (["G2", "G6", "Y9"], ["Y5", "Y6", "G7"], ["R5", "R6", "R7"], ["G8"])
    s.hands = [list(canonical(h)) for h in hands]
    s.must_lead, s.direction = None, -1
    s.known = [[] for _ in range(4)]
    s.start_trick(1)
    s._legal = None
    s.apply(Play(canonical(["Y5"]), False))
    scene.sync(None)
    frames(app, 2)
    assert s.current_player == 0 and s.duty_card() == "Y9"
    assert scene.selection_line() == (
        "Play the yellow 9: the next player has one card left, so you cannot pass.", True)
    assert not scene.buttons.by_key("pass").enabled


def test_the_last_plays_dot_keeps_clear_of_the_direction_arrows(monkeypatch):
    """Seen by hand: a long label ("Botti: full house, 10s over 8s") pushed its seat's dot onto the left
    arrow's head."""
    import pygame as pg

    from scenes.tables.gang_of_four_layout import LAST_PLAY, arrow_rects

    app, scene = table()
    wait_for_me(app, scene)
    monkeypatch.setattr(scene, "last_play_line", lambda view: "Botti: full house, 10s over 8s and more words")
    assert scene.view().top is not None  # a play lies on the pile: its label is drawn
    dots = []
    circle = pg.draw.circle

    def spy(surface, colour, centre, radius, *rest, **kw):
        if radius == 10 and abs(centre[1] - LAST_PLAY.centery) <= 2:
            dots.append(pg.Rect(centre[0] - 10, centre[1] - 10, 20, 20))
        return circle(surface, colour, centre, radius, *rest, **kw)

    monkeypatch.setattr(pg.draw, "circle", spy)
    app.redraw_all()
    frames(app, 1)
    assert dots and all(d.left >= LAST_PLAY.left for d in dots)
    assert all(d.collidelist(arrow_rects(scene.view().direction)) < 0 for d in dots)


def test_hint_in_the_exchange_selects_the_card_to_give_back():
    """gang-of-four.md: the winner of the last hand gives the loser a card back. Seen by hand: Hint
    was greyed out there; it selects the card the normal computer player would give, and Give back
    then gives it."""
    app, scene = anna_gives_back()
    state = scene.state
    from scenes.tables.gang_of_four_layout import code
    from scenes.text.gang_of_four_text import card_name

    assert state.phase == "exchange" and scene.buttons.by_key("hint").enabled
    click(app, scene.buttons.by_key("hint").rect.center)
    assert len(scene.selected) == 1 and scene.toast.message.startswith("Hint: give back ")
    card = code(scene.selected[0])
    assert card_name(card) in scene.toast.message and GiveBack(card) in state.legal_actions()
    before = len(state.history)
    click(app, scene.panel.by_key("give").rect.center)
    assert state.history[before] == GiveBack(card)


def test_the_other_seats_names_share_one_size(monkeypatch):
    """Seen by hand: "Aleksanteri (tavallinen)" and "Hannu-Pekka (tavallinen)" shrank alone beside
    "Kristiina (tavallinen)" at full size, as if misprinted. The other seats' names share one size."""
    from scenes.tables import card_table

    app = make_app(lang="fi")
    seats = [Seat("Maija-Liisa"), Seat("Aleksanteri", "normal"), Seat("Kristiina", "normal"),
             Seat("Hannu-Pekka", "normal")]
    scene = start_table(app, "gang_of_four", seats, seed=3)
    frames(app, 2)
    sizes = {}
    real = card_table.draw_seat_panel

    def spy(surface, rect, seat, name, *args, **kw):
        sizes[seat] = kw.get("size", 26)
        return real(surface, rect, seat, name, *args, **kw)

    monkeypatch.setattr(card_table, "draw_seat_panel", spy)
    app.redraw_all()
    frames(app, 1)
    others = [sizes[s] for s in scene.others()]
    assert len(others) == 3 and len(set(others)) == 1, sizes
    for s in scene.others():  # each drawn at that size: none shrinks further on its own
        label, room = seats[s].label(), scene.seat_rect(s).w - 66
        assert text_fit.fit(label, sizes[s], True, room, 40, 16, wrap=False).size == sizes[s], label


def test_a_forgotten_one_card_is_said_to_you_inside_your_panel(monkeypatch):
    """Finnish: "Unohti ”yksi kortti”" stuck out past the left edge of the person's own panel, in
    the third person. Your own badge says "Unohdit", every badge row stays inside its panel, and
    where both do not fit, "Passasi" (still to know in the trick) stays."""
    from scenes.tables import gang_of_four_combos as combos

    app, scene = table(lang="fi")
    view = scene.view()
    monkeypatch.setattr(type(view), "forgot", property(lambda v: [True] * 4), raising=False)
    monkeypatch.setattr(type(view), "counts", property(lambda v: [1] * 4), raising=False)
    mine = scene._badges(view, scene.viewer)
    assert [t for t, _c in mine] == ["Unohdit \u201dyksi kortti\u201d"]
    other = scene._badges(view, 1)[0][0]
    assert other == "Unohti \u201dyksi kortti\u201d"
    passed = ("Passasi", (110, 110, 116))
    others = [(scene.seat_rect(s), [(other, combos.RED), passed]) for s in range(1, 4)]
    for r, badges in [(scene.my_panel, mine + [passed]), *others]:
        pills = scene._badge_pills(badges, r)
        assert pills[-1][0] == "Passasi"
        for text, _c, pill, size in pills:
            assert r.contains(pill), (text, pill, r)
            assert size >= 18
    assert len(scene._badge_pills(mine, scene.my_panel)) == 1  # alone, it fits


@pytest.mark.parametrize(("lang", "title"), [("en", "Hand 1: you went out"),
                                             ("fi", "Jako 1: pääsit korteistasi")])
def test_the_hands_sheet_says_you_went_out_to_the_one_who_did(monkeypatch, lang, title):
    """The tutorial's sheet read "Jako 1: Sinä pääsi korteistaan": the person's own name "Sinä"
    in a sentence for somebody else. Your own going out has its own words."""
    from scenes.tables import gang_of_four

    for seed in range(1, 60):
        app, scene = table(seed=seed, lang=lang)
        if play_out_hand(scene.state, 0):
            break
    else:
        raise AssertionError("no seed where the person wins the first hand")
    titles = []
    monkeypatch.setattr(gang_of_four, "show_round_over", lambda table, title, **k: titles.append(title))
    scene._show_overlays()
    assert titles == [title]


def test_a_glow_round_the_pile_leaves_the_last_plays_label_whole():
    """The tutorial's gold ring round the pile (its zone 9 px out, 6 px wide) cut through the
    bottom of "Botti: punainen väri, suurin 8" above it."""
    from scenes.tables.gang_of_four_layout import LAST_PLAY

    app, scene = table()
    ring = scene.zone_rect("pile").inflate(18, 18)
    assert ring.y > LAST_PLAY.bottom and scene.zone_rect("pile").y < 352  # and the cards stay inside


def test_the_tutorials_panel_leaves_the_last_plays_label_whole():
    """A play-tester: the tutorial's panel covered the end of "Botti: red flush, 8 high" (in Finnish
    "suurin 8" lost its 8), the very play the step asks to beat."""
    from scenes.tables.gang_of_four_layout import LAST_PLAY

    app, scene = table()
    assert not scene.zone_rect("tutorial_panel").colliderect(LAST_PLAY.inflate(16, 0))


def test_the_exchange_panel_lies_clear_of_the_tutorials_panel_and_the_hand():
    """Tutorial step 9, hand 2: the tutorial's panel covered the exchange panel's top right corner."""
    app, scene = anna_gives_back()
    rect, _lines = scene.exchange_layout(scene.view())
    assert not rect.colliderect(scene.zone_rect("tutorial_panel"))
    hand = [s.rect for k, s in scene.sprites.items() if scene.role.get(k) == "hand"]
    assert hand and not any(rect.colliderect(r) for r in hand)
