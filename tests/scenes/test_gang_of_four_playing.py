"""Gang of Four play-test defects, driven by real mouse and key events: Enter plays the selection,
a dragged selected card carries the whole selection, a won trick leaves a cleared pile, and the
hint says when to play with "One card!"."""

from __future__ import annotations

import pygame

from game.gang_of_four.cards import canonical
from game.gang_of_four.engine import Pass, Play
from scenes.session import Seat
from tests.scenes.helpers import (
    click,
    drag,
    frames,
    key,
    make_app,
    post,
    settle,
    start_table,
    texts_drawn,
    wait_for_me,
)

SEATS = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]


def rigged(hands, leader: int, lead: tuple[str, ...] | None = None, options=None):
    """A table whose hands are `hands` (seat 0 is Anna's), `leader` leading the trick and, when
    given, `lead` played by it already; play goes counter-clockwise (from seat 1 to Anna)."""
    app = make_app()
    scene = start_table(app, "gang_of_four", SEATS, options, seed=1)
    settle(app)
    wait_for_me(app, scene)
    s = scene.state
    s.hands = [list(canonical(h)) for h in hands]
    s.played, s.known = [], [[] for _ in s.hands]  # the deal's own plays would clash with these hands
    s.must_lead, s.direction, s.phase = None, -1, "play"
    s.one_card, s.forgot = [False] * 4, [False] * 4
    s.start_trick(leader)
    s._legal = None
    if lead is not None:
        s.apply(Play(canonical(lead)))
    assert s.current_player == 0
    scene._view_key = None  # the state was changed behind the scene's back
    scene.sync(None)
    settle(app)
    return app, scene


def sprite_of(scene, card: str):
    return next(s for s in scene.hand_sprites() if s.key.split(":")[1] == card)


def grab_point(sprite) -> tuple[int, int]:
    """A point of the card that its right-hand neighbour in the fan does not cover."""
    return (sprite.rect.x + 14, sprite.rect.y + 60)


def click_cards(app, scene, cards) -> None:
    for card in cards:
        sprite = next(s for s in scene.hand_sprites()
                      if s.key.split(":")[1] == card and s.key not in scene.selected)
        click(app, grab_point(sprite))
        settle(app)


FULL_HOUSE = ("G2", "Y2", "G6", "Y6", "R6")
OTHERS = (["G1", "Y4", "R8"], ["G3", "Y5", "R7"], ["G4", "Y8", "R9"])  # no five-card play, no gang


# ------------------------------------------------------------------ 1. Enter plays the selection


def test_enter_plays_the_selected_full_house_with_the_cursor_on_one_of_its_cards():
    """Enter unselected the cursor's card ("These cards are not a combination.") instead of playing.
    STYLE: "arrows/Tab to move focus, Enter/Space to act": Enter plays, as the Play button does."""
    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    click_cards(app, scene, FULL_HOUSE)
    line, ok = scene.selection_line()
    assert ok and line == "Full house, 6s over 2s: press Play or drag them onto the pile.", line
    key(app, pygame.K_RIGHT)  # the cursor on the first card, one of the selected
    assert scene.cursor_marker() is not None and scene.hand_sprites()[0].key in scene.selected
    before = len(scene.state.history)
    key(app, pygame.K_RETURN)
    assert scene.state.history[before] == Play(FULL_HOUSE)


def test_enter_with_nothing_selected_selects_the_card_under_the_marker():
    """A play-tester, keyboard only: Enter on the marked card said "Select the cards to play first"
    (Space selected it, and nothing said so). With nothing selected, Enter selects that card; the
    marker over it is 40 px wide (it was 24, an 8 px speck at 1280×720)."""
    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    first = scene.hand_sprites()[0].key
    assert scene.selected == [first] and not scene.state.history[-1:] == [Play((first.split(":")[1],))]
    marker = scene.cursor_marker()
    assert max(x for x, _y in marker) - min(x for x, _y in marker) >= 40
    key(app, pygame.K_RETURN)  # a single card is a play: Enter now plays it
    assert scene.state.history[-1] == Play((first.split(":")[1],))


def test_the_marker_stands_above_a_raised_neighbour():
    """A play-tester: with the card on its left raised, the marker was drawn on that card's top and
    seemed to point at it. It stands above every card at its place."""
    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)  # the first card raised
    settle(app)
    key(app, pygame.K_RIGHT)  # the marker on the second
    hand = scene.hand_sprites()
    tip = scene.cursor_marker()[2]
    assert hand[0].rect.collidepoint(tip[0], hand[0].rect.y + 1) and tip[1] < hand[0].rect.y


def test_enter_plays_the_pair_the_hint_selected():
    app, scene = rigged((["Y3", "R3", "G5", "Y7", "R9", "G10"], *OTHERS), leader=0)
    for _ in range(20):  # Hint, press after press, until it shows the pair of 3s
        key(app, pygame.K_a)
        if len(scene.selection()) == 2:
            break
    assert scene.selection() == ("Y3", "R3")
    key(app, pygame.K_RIGHT)
    before = len(scene.state.history)
    key(app, pygame.K_KP_ENTER)
    assert scene.state.history[before] == Play(("Y3", "R3"))


def test_enter_on_a_selection_that_cannot_be_played_says_why_and_keeps_it():
    app, scene = rigged((["Y3", "R3", "G5", "Y7", "R9", "G10"], *OTHERS), leader=1, lead=("G1",))
    snapshot = scene.state.snapshot()
    key(app, pygame.K_RETURN)  # nothing selected: passing is allowed, and its key is named
    assert scene.toast.message == "Select the cards to play first, or pass with Pass turn (Backspace)."
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)  # Space still selects the card under the cursor …
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert scene.selection() == ("Y3", "G5")
    key(app, pygame.K_RETURN)  # … and Enter refuses a non-combination without touching it
    assert scene.toast.message == "These cards are not a combination."
    assert scene.selection() == ("Y3", "G5") and scene.state.snapshot() == snapshot
    key(app, pygame.K_SPACE)  # and lets the cursor's card go again
    assert scene.selection() == ("Y3",)


def test_a_refusal_that_repeats_the_selection_line_shows_the_words_once(monkeypatch):
    """Play on a non-combination showed "These cards are not a combination." twice, as the line over
    the hand and as the message under it: the line gives way while the message shows, then returns."""
    from tests.scenes.helpers import rendered

    app, scene = rigged((["Y3", "R3", "G5", "Y7", "R9", "G10"], *OTHERS), leader=1, lead=("G1",))
    click_cards(app, scene, ["Y3", "G5"])
    words = "These cards are not a combination."
    assert scene.selection_line() == (words, False)
    key(app, pygame.K_RETURN)
    assert scene.toast.message == words
    lines = rendered(monkeypatch)
    app.redraw_all()
    frames(app, 1)
    assert [t for t, _size in lines].count(words) == 1
    scene.toast.clear()
    lines.clear()
    frames(app, 1)  # no full redraw asked for: the line must come back by itself
    assert words in [t for t, _size in lines]


def test_over_the_dragon_the_line_says_only_a_gang_beats_it():
    """"Beat the dragon or pass." asked for the impossible. Rules: "above all 10s come green phoenix <
    yellow phoenix < dragon"; a gang "beats any non-gang"."""
    hands = (["Y3", "R3", "G5", "Y7", "R9", "G10"], ["D", "Y4", "R8"], *OTHERS[1:])
    app, scene = rigged(hands, leader=1, lead=("D",))
    assert scene.selection_line() == ("Only a gang beats the dragon: play a gang or pass.", True)


def test_beat_a_name_with_a_comma_closes_it_before_or_pass():
    """A play-tester, in Finnish: "Ylitä pöydän punainen väri, suurin 8 tai passaa" ran the
    combination's name into "or pass"."""
    hands = (["Y3", "R3", "G5", "Y7", "R9", "G10"], ["G2", "G4", "G6", "G7", "G9", "Y4"], *OTHERS[1:])
    app, scene = rigged(hands, leader=1, lead=("G2", "G4", "G6", "G7", "G9"))
    assert scene.selection_line() == ("Beat the green flush, 9 high, or pass.", True)


# ------------------------------------------------------------------ 2. a selected card carries the selection


def pair_of_twos_on_the_table():
    """Botti led a pair of 2s; Anna holds the 3s apart from each other when sorted by colour."""
    hands = (["Y3", "R3", "G5", "Y7", "R9", "G10"], ["G2", "Y2", "Y6", "G7"], ["R5", "R6", "R7", "Y8"],
             ["G8", "Y9", "R10"])
    return rigged(hands, leader=1, lead=("G2", "Y2"))


def test_dragging_one_selected_card_plays_the_whole_selected_pair():
    """With the 3s selected, dragging one of them tried the lone card: "Play as many cards as the
    pair of 2s, or a gang." Rule: "A play must have the same number of cards and the same kind as
    the table's … and be higher." The held cards are the whole selection."""
    for grabbed in ("R3", "Y3"):
        app, scene = pair_of_twos_on_the_table()
        click_cards(app, scene, ["Y3", "R3"])
        assert scene.selection_line() == ("Pair of 3s: press Play or drag them onto the pile.", True)
        before = len(scene.state.history)
        drag(app, grab_point(sprite_of(scene, grabbed)), (960, 460))
        assert scene.state.history[before] == Play(("Y3", "R3")), grabbed
        settle(app)


def test_a_refused_drag_of_the_selection_brings_every_selected_card_back():
    app, scene = pair_of_twos_on_the_table()
    click_cards(app, scene, ["Y3", "R3"])
    homes = {k: scene.sprites[k].pos for k in scene.selected}
    snapshot = scene.state.snapshot()
    start = grab_point(sprite_of(scene, "R3"))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    post(app, pygame.MOUSEMOTION, pos=(start[0] + 200, start[1] - 120), rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 1)
    moved = {k: scene.sprites[k].pos for k in homes}
    assert all(moved[k] == (homes[k][0] + 200, homes[k][1] - 120) for k in homes)  # both follow
    post(app, pygame.MOUSEBUTTONUP, pos=(start[0] + 200, start[1] - 120), button=1)  # not on the pile
    settle(app)
    assert scene.toast.message == "Drop the cards on the pile in the middle of the table."
    assert {k: scene.sprites[k].pos for k in homes} == homes and scene.selection() == ("Y3", "R3")
    assert all(scene.sprites[k].highlight == "selected" for k in homes)  # still framed as selected
    assert scene.state.snapshot() == snapshot


def test_the_hinted_pair_is_the_red_3_seen_on_top_of_its_twin():
    """With two red 3s the hint lifted the left one; the right one, unselected, lay over it looking
    the same, and a drag of "the selected red 3" there played that lone card."""
    hands = (["Y3", "R3", "R3", "G5", "Y7", "R9"], ["G2", "Y2", "Y6", "G7"], ["R5", "R6", "R7", "Y8"],
             ["G8", "Y9", "R10"])
    app, scene = rigged(hands, leader=1, lead=("G2", "Y2"))
    for _ in range(10):
        key(app, pygame.K_a)
        if scene.selection() == ("Y3", "R3"):
            break
    assert scene.selection() == ("Y3", "R3")
    settle(app)
    twins = [s for s in scene.hand_sprites() if s.key.split(":")[1] == "R3"]
    top_twin = twins[-1]  # drawn over the other: where the red 3 is seen whole
    assert top_twin.key in scene.selected and top_twin.highlight == "selected"
    before = len(scene.state.history)
    drag(app, (top_twin.rect.centerx, top_twin.rect.centery), (960, 460))
    assert scene.state.history[before] == Play(("Y3", "R3"))


def test_a_click_on_a_selected_card_lets_go_that_card():
    app, scene = pair_of_twos_on_the_table()
    click_cards(app, scene, ["Y3", "R3"])
    click(app, grab_point(sprite_of(scene, "R3")))
    assert scene.selection() == ("Y3",)


def test_dragging_an_unselected_card_still_plays_that_card_alone():
    app, scene = rigged((["Y3", "R3", "G5", "Y7", "R9", "G10"], *OTHERS), leader=1, lead=("G1",))
    click_cards(app, scene, ["Y3", "R3"])
    before = len(scene.state.history)
    drag(app, grab_point(sprite_of(scene, "G5")), (960, 460))
    assert scene.state.history[before] == Play(("G5",))


# ------------------------------------------------------------------ 3. a won trick clears the pile


def test_after_a_won_trick_the_pile_is_cleared_and_says_who_leads(monkeypatch):
    """The full house's last card (a red 6) stood alone on the pile with no label, like a single to
    beat. Rule: "When all other players have passed in succession, the last player to play leads
    anew" (any combination: "the previous hand's winner leads with any combination")."""
    from scenes.tables import gang_of_four_combos as combos

    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    click_cards(app, scene, FULL_HOUSE)
    key(app, pygame.K_RETURN)
    settle(app)
    wait_for_me(app, scene)
    state, view = scene.state, scene.view()
    assert state.history[-3:] == [Pass(), Pass(), Pass()] and view.top is None and view.current_player == 0
    assert not scene.pile_keys
    tilted = []
    real = combos._tilted
    monkeypatch.setattr(combos, "_tilted", lambda image, angle, dim=False: tilted.append(dim) or
                        real(image, angle, dim))
    drawn = texts_drawn(app, combos, monkeypatch)
    assert "Pile cleared: you lead." in drawn
    assert not any(t.startswith("Everybody else passed") for t in drawn)  # said once, over the pile
    assert not any(t.startswith("You: ") for t in drawn)  # not labelled as a play to beat
    assert tilted and all(tilted)  # the heap under it is dimmed
    assert scene.selection_line() == ("You lead: select any combination and press Play.", True)
    click_cards(app, scene, ["G9"])
    before = len(state.history)
    key(app, pygame.K_RETURN)
    assert state.history[before] == Play(("G9",))  # any combination leads: a single after a full house
    settle(app)
    assert "Pile cleared" not in " ".join(texts_drawn(app, combos, monkeypatch))


def test_a_computer_leading_a_new_trick_is_named_over_the_cleared_pile():
    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    s = scene.state
    s.top, s.current_player, s._legal = None, 1, None  # as after a trick Botti won
    s.played.append((1, ("Y10",)))
    assert scene.lead_line(s.view(0)) == "Pile cleared: Botti leads."


# ------------------------------------------------------------------ 4. the hint and "One card!"


def test_the_hint_that_leaves_one_card_says_to_play_with_one_card_and_enter_announces():
    """"Hint: red 10. Press Hint again for other plays." and the plain Play highlighted cost the
    penalty. Rule: "A player left with one card must announce "one card" (option "announce by
    hand", forgetting costs 1 penalty point …)"."""
    hands = (["G3", "R10"], ["Y9", "G5", "Y6"], ["R5", "R6", "R7", "Y8"], ["G8", "Y2", "R2"])
    app, scene = rigged(hands, leader=1, lead=("Y9",), options={"announce_by_hand": True})
    for _ in range(4):
        key(app, pygame.K_a)
        if scene.selection() == ("R10",):
            break
    assert scene.selection() == ("R10",)
    assert "press Play + \u201cOne card!\u201d" in scene.toast.message, scene.toast.message
    assert scene.buttons.by_key("announce").style == "primary"
    assert scene.buttons.by_key("play").style != "primary"
    line, ok = scene.selection_line()
    assert ok and "Play + \u201cOne card!\u201d" in line, line
    before = len(scene.state.history)
    key(app, pygame.K_RETURN)  # Enter presses the highlighted button
    assert scene.state.history[before] == Play(("R10",), True)
    assert scene.state.one_card[0] and not scene.state.forgot[0]


def test_without_announcing_by_hand_play_stays_the_highlighted_button():
    hands = (["G3", "R10"], ["Y9", "G5", "Y6"], ["R5", "R6", "R7", "Y8"], ["G8", "Y2", "R2"])
    app, scene = rigged(hands, leader=1, lead=("Y9",))
    click_cards(app, scene, ["R10"])
    assert scene.buttons.by_key("play").style == "primary"
    assert not any(b.key == "announce" for b in scene.buttons.buttons)
    assert scene.selection_line() == ("Red 10: press Play or drag it onto the pile.", True)


def test_in_the_exchange_space_selects_and_enter_gives_the_card_back():
    from game.gang_of_four.engine import GiveBack
    from tests.scenes.test_gang_of_four_scene import table_after_hand

    app, scene = table_after_hand(winner=0)
    settle(app)
    assert scene.can_give_back()
    key(app, pygame.K_RETURN)  # nothing selected: said, nothing given
    assert scene.toast.message == "Select one card in your hand to give back." and scene.can_give_back()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    card = scene.selected[0].split(":")[1]
    before = len(scene.state.history)
    key(app, pygame.K_RETURN)
    assert scene.state.history[before] == GiveBack(card)


def test_the_direction_arrows_end_above_a_selected_cards_raised_top(monkeypatch):
    """The two lower arrows ran under the hand: a selected card, raised, covered their heads."""
    from scenes.tables.gang_of_four_layout import HAND_Y, LIFT

    app, scene = rigged((["Y3", "R3", "G5", "Y7", "R9", "G10"], *OTHERS), leader=0)
    points = []
    real_lines, real_polygon = pygame.draw.lines, pygame.draw.polygon
    monkeypatch.setattr(pygame.draw, "lines", lambda s, c, closed, pts, *a: points.extend(pts)
                        or real_lines(s, c, closed, pts, *a))
    monkeypatch.setattr(pygame.draw, "polygon", lambda s, c, pts, *a: points.extend(pts)
                        or real_polygon(s, c, pts, *a))
    scene._draw_direction(pygame.Surface((1920, 1080)), scene.view())
    assert points and max(y for _x, y in points) < HAND_Y - LIFT


def test_a_forgotten_one_card_is_said_on_the_curtain_before_the_screen_is_passed():
    """Two people, "announce by hand": Anna played down to one card with plain Play and the next
    person's curtain came at once, so she never saw "forgot to say “one card”: 1 penalty point"."""
    from scenes.screens.curtain import CurtainScene

    app = make_app()
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    for seed in range(1, 40):  # a deal whose first lead is Anna's, her hand shown
        scene = start_table(app, "gang_of_four", seats, {"announce_by_hand": True}, seed=seed)
        if scene.state.current_player == 0:
            break
    if isinstance(app.manager.top, CurtainScene):
        app.manager.top.t = 99.0
        app.manager.top.lift()
    s = scene.state
    s.hands[0] = list(canonical(["G3", "R10"]))
    s.must_lead, s.direction, s.phase = None, 1, "play"  # clockwise: Ben plays after Anna
    s.start_trick(0)
    s._legal = None
    scene._view_key = None
    scene.sync(None)
    assert scene.perform(Play(("R10",))) is None  # not announced
    assert scene.state.forgot[0]
    for _ in range(300):
        frames(app, 2)
        if isinstance(app.manager.top, CurtainScene):
            break
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ben"
    assert curtain.news == "Anna forgot to say \u201cone card\u201d: 1 penalty point."
