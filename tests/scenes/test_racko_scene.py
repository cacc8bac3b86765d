"""Racko table driven by real mouse events, headless: draw, drag, click, call Racko, whole rounds."""

from __future__ import annotations

import random

import pygame
import pytest

from game.racko import SLOTS, CallRacko, Discard, Draw, EndTurn, Place
from game.racko.ai import NormalAgent
from scenes.screens.curtain import CurtainScene
from scenes.screens.game_over import GameOverScene
from scenes.screens.score_sheet import ScoreSheetScene
from scenes.session import Seat
from scenes.tables.racko_layout import BACK, DISCARD_POS, DRAW_POS, LINES_RECT
from tests.scenes.helpers import armed, click, drag, frames, key, make_app, settle, start_table, wait_for_me
from tests.scenes.test_monkey import monkey

BOT = Seat("Botti", "normal")


def table(seats, options=None, seed: int = 3, quick: bool = False):
    app = make_app()
    if quick:  # whole rounds: the animations are tested elsewhere
        app.settings.animation_speed = "instant"
    scene = start_table(app, "racko", seats, options, seed=seed)
    settle(app)
    return app, scene


def centre(rect):
    return rect.center


def draw_pile(scene):
    return scene.pile_rect(DRAW_POS).center


def take_from_draw_pile(app, scene) -> None:
    click(app, draw_pile(scene))
    settle(app)


def discard_pile(scene):
    return scene.pile_rect(DISCARD_POS).center


def my_turn(app, scene) -> None:
    for _ in range(200):
        settle(app)
        if scene.state.phase in ("round_over", "over") or scene.my_turn():
            return
    raise AssertionError("no person's turn came")


def test_click_the_draw_pile_then_drag_the_card_onto_a_slot():
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    assert scene.state.history == [Draw("draw")]
    card, old = scene.state.held, scene.state.racks[0][4]
    drag(app, scene.sprites["held"].rect.center, scene.slot_rect(0, 4).center)
    assert scene.state.history[1] == Place(25)
    assert scene.state.racks[0][4] == card and scene.state.discard[-1] == old
    assert scene.sprites["discard"].image == f"cards/racko/{old}.png"


def test_drag_the_discard_straight_onto_a_slot():
    app, scene = table([Seat("Anna"), BOT])
    top = scene.state.discard[-1]
    drag(app, discard_pile(scene), scene.slot_rect(0, 9).center)
    assert scene.state.history == [Draw("discard"), Place(50)] and scene.state.racks[0][9] == top


def test_the_status_names_a_card_taken_from_the_discard_pile_but_not_one_drawn():
    app, scene = table([Seat("Anna"), BOT])
    top, old = scene.state.discard[-1], scene.state.racks[0][9]
    drag(app, discard_pile(scene), scene.slot_rect(0, 9).center)
    assert scene.status == f"You put the {top} into slot 50 and discard {old}."  # as the rack shows it
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    old = scene.state.racks[0][4]
    click(app, scene.slot_rect(0, 4).center)
    assert scene.status == f"You put a card into slot 25 and discard {old}."  # face down to the others


def test_click_alternatives_select_then_click_the_discard_pile():
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    held = scene.sprites["held"]
    click(app, held.rect.center)
    assert held.highlight == "selected" and "discard" in scene.drag.targets
    assert set(scene.drag.targets) == {str(s) for s in SLOTS} | {"discard"}  # the legal choices light up
    card = scene.state.held
    click(app, discard_pile(scene))
    assert scene.state.history == [Draw("draw"), Discard()] and scene.state.discard[-1] == card


def test_a_slot_click_places_the_card_in_hand():
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    click(app, scene.slot_rect(0, 2).center)
    assert scene.state.history == [Draw("draw"), Place(15)]


def test_a_drop_away_from_the_rack_slides_back_and_says_why():
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    held = scene.sprites["held"]
    home = held.pos
    drag(app, held.rect.center, (300, 300))
    assert scene.state.history == [Draw("draw")] and "slot" in scene.toast.message
    settle(app)
    assert held.pos == home


def test_a_discard_taken_cannot_be_dropped_on_the_discard_pile():
    app, scene = table([Seat("Anna"), BOT])
    drag(app, discard_pile(scene), (300, 300))
    assert scene.state.history == [] and "discard pile must go" in scene.toast.message


def test_opponents_racks_are_backs_until_the_round_ends():
    app, scene = table([Seat("Anna"), BOT], {"rounds": 2}, quick=True)
    assert all(scene.sprites[f"r1.{i}"].image == BACK for i in range(10))
    assert all(scene.sprites[f"r0.{i}"].image != BACK for i in range(10))
    scene.state.racks[1] = [1, 3, 6, 9, 12, 17, 22, 27, 33, 2]
    scene.state.draw.append(40)
    scene.state.current_player = 1
    scene.state.phase = "draw"
    scene.sync(None)
    for _ in range(30):
        settle(app)
        if scene.state.phase == "round_over":
            break
    assert scene.state.phase == "round_over"
    assert all(scene.sprites[f"r1.{i}"].image != BACK for i in range(10))


def test_your_round_score_stands_beside_the_tray_not_on_its_edge(monkeypatch):
    """Seen by hand (Finnish, a small window): "+20" lay over the tray's wooden edge."""
    from scenes.tables import racko_draw
    from scenes.tables.racko_layout import TRAY
    from tests.scenes.helpers import spy_rects

    app, scene = table([Seat("Anna"), BOT], {"rounds": 2}, quick=True)
    scene.state.racks[1] = [1, 3, 6, 9, 12, 17, 22, 27, 33, 2]
    scene.state.draw.append(40)
    scene.state.current_player, scene.state.phase = 1, "draw"
    scene.sync(None)
    for _ in range(30):
        settle(app)
        if scene.state.phase == "round_over":
            break
    drawn = spy_rects(racko_draw, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    mine = f"{scene.view().last_round['points'][0]:+d}"
    rect = next(r for text, r in drawn if text == mine)
    assert rect.left > TRAY.right and rect.right < 1920


def play_round_by_mouse(app, scene, seat: int = 0) -> None:
    """The person plays with real mouse events (choosing like the normal bot) until the round ends."""
    rng = random.Random(1)
    for _ in range(400):
        my_turn(app, scene)
        state = scene.state
        if state.phase in ("round_over", "over"):
            return
        if state.phase == "draw":
            take_from_draw_pile(app, scene)
            continue
        action = NormalAgent().choose(state.view(seat), state.legal_actions(), rng)
        target = discard_pile(scene) if isinstance(action, Discard) else \
            scene.slot_rect(seat, SLOTS.index(action.slot)).center
        drag(app, scene.sprites["held"].rect.center, target)
    raise AssertionError("the round did not end")


def test_a_whole_round_against_computers_reaches_the_score_sheet():
    app, scene = table([Seat("Anna"), BOT, Seat("Robo", "easy")], {"rounds": 2}, seed=5, quick=True)
    play_round_by_mouse(app, scene)
    settle(app)
    assert scene.state.phase == "round_over" and app.manager.top is scene  # the racks stay revealed
    assert scene.view().last_round is not None
    click(app, scene.buttons.by_key("continue").rect.center)
    frames(app, 3)
    sheet = app.manager.top
    assert isinstance(sheet, ScoreSheetScene) and len(sheet.sheet.rows) == 1
    assert sheet.panel.h < 700 and all(b.rect.top > sheet.view.rect.bottom for b in sheet.buttons.buttons)
    assert sheet.sheet.columns == ["Anna", "Botti (normal)", "Robo (easy)"]
    assert any("Racko!" in n for n in sheet.sheet.rows[0].notes)
    armed(app)
    click(app, sheet.buttons.by_key("next").rect.center)
    settle(app)
    assert scene.state.round_no == 2


def test_enter_presses_final_result_at_the_end_of_the_game():
    """A play-tester, keyboard only: at the end Enter said "press Final result", which Tab never
    reached (Tab walks the top bar). The blue button has the focus: Enter presses it."""
    app, scene = table([Seat("Anna"), BOT], {"rounds": 1}, seed=7, quick=True)
    play_round_by_mouse(app, scene)
    settle(app)
    assert scene.buttons.by_key("continue").focused
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.manager.top, GameOverScene)


def test_game_over_names_the_winner_and_plays_again():
    app, scene = table([Seat("Anna"), BOT], {"rounds": 1}, seed=7, quick=True)
    play_round_by_mouse(app, scene)
    settle(app)
    click(app, scene.buttons.by_key("continue").rect.center)
    frames(app, 3)
    over = app.manager.top
    assert isinstance(over, GameOverScene) and "wins" in over.lines[0]
    # a single round: the panel fits the sheet instead of a window-tall empty sheet (seen by hand)
    assert not over.view.scrolls() and over.panel.h < 700
    assert over.panel.centery == 540 and all(b.rect.top > over.view.rect.bottom for b in over.buttons.buttons)
    armed(app)
    click(app, over.buttons.by_key("again").rect.center)
    settle(app)
    assert app.manager.top is scene and scene.state.round_no == 1 and scene.state.history == []
    assert scene.status == "Round 1: the cards are dealt."  # not how the last game's round ended


def test_racko_button_only_when_legal():
    app, scene = table([Seat("Anna"), BOT], {"bonus": True})
    assert "racko" not in [b.key for b in scene.buttons.buttons]
    scene.state.racks[0] = [1, 2, 3, 4, 9, 12, 17, 22, 27, 33]
    scene.sync(None)
    click(app, scene.buttons.by_key("racko").rect.center)
    assert scene.state.history == [CallRacko()] and scene.state.results[-1]["points"][0] == 75 + 100


def test_two_people_get_a_curtain_between_their_turns():
    app, scene = table([Seat("Anna"), Seat("Ben")])
    if isinstance(app.manager.top, CurtainScene):
        click(app, (960, 540))
    take_from_draw_pile(app, scene)
    drag(app, scene.sprites["held"].rect.center, discard_pile(scene))
    frames(app, 3)
    assert isinstance(app.manager.top, CurtainScene) and app.manager.top.name == "Ben"
    click(app, (960, 540))
    assert scene.viewer == 1 and scene.sprites["r0.0"].image == BACK


def test_the_curtain_leaves_for_the_menu_without_showing_a_hand():
    """Seen by hand: between two people's turns the curtain hid the table's Menu and ignored Esc,
    so leaving meant showing the next person's cards. Its own Menu (and Esc) asks, as the pause
    menu does, and goes home with the game saved."""
    from scenes.kit.confirm import ConfirmScene
    from scenes.screens.menu import MenuScene
    from scenes.session import discard_save, has_save

    app, scene = table([Seat("Anna"), Seat("Ben")])
    scene.session.autosave_enabled = True  # as at home (the tests' tables save nothing)
    discard_save("racko")
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, ConfirmScene)
    assert app.manager.top.text == "Your game is saved; continue it from the menu."
    key(app, pygame.K_ESCAPE)  # Keep playing: the curtain again, the hand still hidden
    assert app.manager.top is curtain
    click(app, curtain.buttons.by_key("menu").rect.center)
    click(app, app.manager.top.buttons.by_key("menu").rect.center)
    assert isinstance(app.manager.top, MenuScene) and has_save("racko")
    discard_save("racko")


def test_quick_deal_places_each_dealt_card_by_click():
    app, scene = table([Seat("Anna"), BOT], {"quick_deal": True})
    card = scene.state.view(0).incoming
    click(app, scene.slot_rect(0, 5).center)
    assert scene.state.history == [Place(30)] and scene.state.racks[0][5] == card


def test_monkey_lightning_four_seats():
    app, _scene = table([Seat("Anna"), Seat("Bot 1", "easy"), Seat("Bot 2", "hard"), Seat("Bot 3", "easy")],
                        {"lightning": True, "teams": True})
    monkey(app, 5, events=1500)


def test_keys_draw_and_place():
    app, scene = table([Seat("Anna"), BOT])
    key(app, pygame.K_d)
    settle(app)
    key(app, pygame.K_3)
    assert scene.state.history == [Draw("draw"), Place(15)]


def test_arrows_and_enter_take_a_card_and_place_it_with_the_place_in_sight():
    """README: "arrows, number keys, Enter — pick a card or a place and play it" at every table. A
    play-tester, keyboard only: in Racko the arrows and Enter did nothing and no place was marked.
    The first arrow lights the draw pile as a drag's nearest target is lit; Enter takes from the lit
    pile; then the place walks the rack (slot 5 first) and Enter puts the card there."""
    app, scene = table([Seat("Anna"), BOT])
    key(app, pygame.K_RIGHT)
    assert scene.focused_place() == "draw" and scene.glows["draw"][1] == "best"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert scene.focused_place() == "draw"
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.state.history == [Draw("draw")]
    assert scene.focused_place() == "5"
    frames(app, 1)
    assert scene.sprites["r0.0"].highlight == "best" and scene.sprites["r0.1"].highlight == "target"
    for _step in range(3):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert scene.state.history == [Draw("draw"), Place(20)]
    click(app, (960, 540))  # the mouse takes over: nothing stays lit for the keys
    assert scene.focused_place() is None


def test_call_racko_at_the_end_of_the_turn_or_end_it():
    app, scene = table([Seat("Anna"), BOT], {"bonus": True})
    scene.state.racks[0] = [1, 2, 3, 4, 9, 12, 17, 22, 27, 39]
    scene.state.draw.append(33)
    take_from_draw_pile(app, scene)
    drag(app, scene.sprites["held"].rect.center, scene.slot_rect(0, 9).center)
    assert scene.state.phase == "call" and scene.buttons.by_key("racko")
    click(app, scene.buttons.by_key("end_turn").rect.center)
    assert scene.state.history[2] == EndTurn()  # then it is Botti's turn


def test_the_info_panel_names_the_match_length_as_the_setup_does():
    """Seen by hand: a single-round match read "1 rounds" on the table."""
    for rounds, words in ((1, "Single round"), (0, "Play to 500"), (3, "3 rounds")):
        app, scene = table([Seat("Anna"), BOT], {"rounds": rounds})
        assert scene.match_length(scene.view()) == words
    app = make_app(lang="fi")
    scene = start_table(app, "racko", [Seat("Anna"), BOT], {"rounds": 1})
    assert scene.match_length(scene.view()) == "Yksi kierros"


def test_a_clicked_discard_changes_the_tip_to_where_it_goes():
    """After a click on the discard the tip said to click the draw pile or take the discard still."""
    app, scene = table([Seat("Anna"), BOT])
    card = scene.state.discard[-1]
    assert any("click the draw pile" in line for line in scene.lines(scene.view()))
    click(app, discard_pile(scene))
    assert scene.drag.selected is not None
    lines = scene.lines(scene.view())
    assert not any("click the draw pile" in line for line in lines)
    assert any(f"where the {card} goes" in line for line in lines)
    click(app, scene.slot_rect(0, 2).center)
    assert scene.state.history[:1] == [Draw("discard")] and scene.state.history[1] == Place(15)


def test_my_rack_shows_my_seat_colour_and_a_gold_ring_only_on_my_turn():
    """A gold dot beside "Your rack" read as the third seat's colour, whose dot is gold too."""
    from scenes.kit.ui import GOLD, SEAT_COLOURS
    from scenes.tables.racko_layout import TRAY

    app, scene = table([Seat("Anna"), BOT, BOT])
    dot, ring = (TRAY.x + 18, TRAY.y - 46 + 17), (TRAY.centerx, TRAY.y - 3)

    def colour(pos):
        return tuple(app.window.get_at(pos))[:3]  # headless: the window is the 1920×1080 canvas

    assert scene.state.current_player == 0
    assert colour(dot) == SEAT_COLOURS[0] and colour(ring) == GOLD
    take_from_draw_pile(app, scene)
    drag(app, scene.sprites["held"].rect.center, scene.slot_rect(0, 4).center)
    assert scene.state.current_player == 1
    assert colour(dot) == SEAT_COLOURS[0] and colour(ring) != GOLD


def test_a_click_on_the_rack_before_drawing_is_told_and_the_message_hides_no_seat(monkeypatch):
    """A click on your rack before taking a card did nothing at all; and a refusal, moved off the
    glowing rack, ended up over the other seats' names. It says what to do first, between the
    other racks and the piles or (two players: no room there) over the status lines, which give
    way to it; it covers neither the seats nor your rack (with two players it lay over its top)."""
    from game.racko.engine import Phase
    from scenes.tables import racko_draw
    from scenes.tables.racko_layout import HELD_POS, TRAY
    from tests.scenes.helpers import spy_texts

    for others in (1, 3):
        seats = [Seat("Anna")] + [Seat(f"Robo {i}", "easy") for i in range(others)]
        app, t = table(seats)
        settle(app)
        assert t.my_turn() and t.state.phase == Phase.DRAW
        before = t.state.to_json()
        click(app, t.slot_rect(t.viewer, 4).center)
        assert t.toast.message == "Take a card first, from the draw pile or the discard pile."
        assert t.state.to_json() == before
        rect, _fitted = t.toast.place(pygame.Rect(0, 0, 1920, 1080), t.toast_band().center)
        covered = [t.panel_rect(s) for s in t.others()]
        covered += [t.pile_rect(p) for p in (DRAW_POS, DISCARD_POS, HELD_POS)] + [TRAY]
        assert rect.collidelist(covered) < 0, (rect, covered)
        with monkeypatch.context() as m:
            drawn = spy_texts(racko_draw, m, "blit_text")
            app.redraw_all()
            frames(app, 1)
        lines = [line for line in t.lines(t.view()) if line]
        shown = any(line in drawn for line in lines)
        assert lines and shown != rect.colliderect(LINES_RECT), (others, rect, drawn)


def test_a_turn_limit_counts_its_turns_in_the_info_panel(monkeypatch):
    """With the house rule's turn limit the round ended without warning: nothing on the table
    said how many turns were left."""
    from scenes.tables import racko_draw

    app, scene = table([Seat("Anna"), BOT], {"turn_limit": 10})
    drawn: list[str] = []
    real = racko_draw.blit_text
    monkeypatch.setattr(racko_draw, "blit_text",
                        lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k))

    def shown() -> list[str]:
        drawn.clear()
        scene.draw_static(pygame.Surface((1920, 1080)))
        return [t for t in drawn if t.startswith("Turn ")]

    assert shown() == ["Turn 1 of 10"]
    my_turn(app, scene)
    take_from_draw_pile(app, scene)
    click(app, discard_pile(scene))
    my_turn(app, scene)  # Botti has had his turn too: a whole lap
    assert scene.my_turn() and shown() == ["Turn 2 of 10"]
    _app, plain = table([Seat("Anna"), BOT])
    drawn.clear()
    plain.draw_static(pygame.Surface((1920, 1080)))
    assert not any(t.startswith("Turn ") for t in drawn)  # no limit, no count


def test_a_quick_deal_does_not_say_the_cards_are_dealt():
    """In a quick deal the racks start empty and each player fills them: "the cards are dealt"
    stood over ten empty slots."""
    app, scene = table([Seat("Anna"), BOT], {"quick_deal": True})
    assert scene.state.phase == "deal" and scene.status == "Round 1: the quick deal begins."
    _app, plain = table([Seat("Anna"), BOT])
    assert plain.status == "Round 1: the cards are dealt."


def test_the_piles_counts_keep_apart_in_finnish(monkeypatch):
    """"Nostopakka: 17" and "Poistopakka: 3" nearly touched under the two piles."""
    from game.core.i18n import set_language
    from scenes.tables import racko_draw
    from tests.scenes.helpers import spy_rects

    try:
        app = make_app(lang="fi")
        start_table(app, "racko", [Seat("Anna"), BOT])
        drawn = spy_rects(racko_draw, monkeypatch)
        app.redraw_all()
        frames(app, 1)
        counts = [rect for message, rect in drawn if message.startswith(("Nostopakka", "Poistopakka"))]
        assert len(counts) == 2 and counts[1].left - counts[0].right >= 20, counts
    finally:
        set_language("en")


def test_the_hint_after_clicking_the_discard_names_the_slot_for_it():
    """Seen by hand: with the discard clicked (taken, waiting for its slot), H still said "Hint: take
    the discard."."""
    for seed in range(3, 40):
        app, scene = table([Seat("Anna"), BOT], seed=seed)
        key(app, pygame.K_h)
        if scene.toast.message == "Hint: take the discard.":
            break
    else:
        raise AssertionError("no deal where the hint takes the discard")
    click(app, discard_pile(scene))
    assert scene.drag.selected is not None and scene.state.history == []
    key(app, pygame.K_h)
    assert scene.toast.message.startswith("Hint: put it into slot "), scene.toast.message
    slot = int(scene.toast.message.removeprefix("Hint: put it into slot ").rstrip("."))
    click(app, scene.slot_rect(0, SLOTS.index(slot)).center)
    assert scene.state.history == [Draw("discard"), Place(slot)]


def test_a_card_taken_from_the_discard_is_not_offered_the_discard_pile(monkeypatch):
    """Rules: "From the discard pile: it must replace one rack card". With it taken (T), the line
    said "Drag your card onto a slot (or the discard pile)." and X was then refused."""
    from scenes.tables import racko_draw

    app, scene = table([Seat("Anna"), BOT])
    key(app, pygame.K_t)
    assert scene.state.history == [Draw("discard")]
    settle(app)
    lines = scene.lines(scene.view())
    assert ("Click a slot of your rack or drag the card there: a card from the discard pile "
            "stays in your rack.") in lines
    assert not any("or the discard pile" in line for line in lines)
    assert scene.state.discard == []  # the empty pile's slot is not labelled "Discard" either
    labels = []

    def slot(_surface, _rect, _glow="", label="") -> None:
        labels.append(label)

    monkeypatch.setattr(racko_draw, "draw_slot", slot)
    app.redraw_all()
    frames(app, 1)
    assert "Discard" not in labels and labels  # the slots were drawn
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    line = "Click a slot of your rack or drag the card there (or onto the discard pile)."
    assert line in scene.lines(scene.view())


def test_ctrl_z_in_a_game_without_undo_says_so():
    """Seen by hand: Ctrl+Z did nothing at all in Racko and Kubo (Zoker Solo says "Nothing to undo.")."""
    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    moves = list(scene.state.history)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.toast.message == "This game has no undo: a move, once made, stands."
    assert scene.state.history == moves


def test_a_refusal_goes_when_the_person_makes_a_move():
    """Seen by hand: a refusal still fading over the line where the next instruction stood, after
    the person had drawn, read as if it were about the new card."""
    app, scene = table([Seat("Anna"), BOT])
    click(app, scene.slot_rect(0, 3).center)  # a slot before taking a card: refused
    assert scene.toast.visible and scene.toast.kind == "error"
    take_from_draw_pile(app, scene)
    assert not scene.toast.visible


def test_the_place_line_offers_the_click_it_takes_and_the_pile_counts_match(monkeypatch):
    """After a draw the line said only "Drag your card onto a slot" though a click on a slot places
    it too; "Discard pile: 11" was drawn smaller than "Draw pile: 8" beside it."""
    from tests.scenes.helpers import rendered

    app, scene = table([Seat("Anna"), BOT])
    take_from_draw_pile(app, scene)
    state = scene.state
    while len(state.discard) < 11:  # as late in a round: the longer count had to shrink to fit
        state.discard.insert(0, state.draw.pop(0))
    lines = rendered(monkeypatch)
    app.redraw_all()
    frames(app, 1)
    sizes = {text.split(":")[0]: size for text, size in lines if text.endswith(tuple("0123456789"))
             and text.split(":")[0] in ("Draw pile", "Discard pile")}
    assert set(sizes) == {"Draw pile", "Discard pile"} and len(set(sizes.values())) == 1, sizes
    n = len(scene.state.history)
    click(app, scene.slot_rect(0, 3).center)
    assert scene.state.history[n] == Place(20)  # the fourth slot


def test_the_info_panel_is_as_tall_as_its_lines(monkeypatch):
    """Three lines ("Round 1", the dealer, "Play to 500") sat in a panel sized for six."""
    from scenes.tables import racko_draw
    from scenes.tables.racko_layout import INFO_PANEL

    panels = []
    real = racko_draw.draw_panel
    monkeypatch.setattr(racko_draw, "draw_panel", lambda s, rect, *a: panels.append(pygame.Rect(rect))
                        or real(s, rect, *a))
    app, scene = table([Seat("Anna"), BOT])
    app.redraw_all()
    frames(app, 1)
    info = next(r for r in panels if r.topleft == INFO_PANEL.topleft)
    assert info.h < INFO_PANEL.h * 2 // 3 and info.h >= 3 * 34


def test_keys_between_rounds_point_to_the_score_sheet():
    """D, X and H with the racks revealed said "Wait for your turn." though nobody was to move."""
    app, scene = table([Seat("Anna"), BOT], {"rounds": 2}, seed=5, quick=True)
    play_round_by_mouse(app, scene)
    settle(app)
    assert scene.state.phase == "round_over" and app.manager.top is scene
    for name in ("d", "x", "h"):
        key(app, getattr(pygame, f"K_{name}"))
        frames(app, 2)
        assert scene.toast.message == "The round is over: press Score sheet.", name
    click(app, draw_pile(scene))
    frames(app, 2)
    assert scene.toast.message == "The round is over: press Score sheet."


def test_lightning_racko_opens_without_a_deal_or_a_discard_to_take():
    """Lightning Racko's empty racks opened with "the cards are dealt" and "or take the discard"."""
    app, scene = table([Seat("Anna"), BOT], {"lightning": True}, seed=3)
    assert scene.my_turn() and not scene.state.history and not scene.view().discard
    assert scene.lines(scene.view())[0] == "Round 1: no deal, every card is in the draw pile."
    assert "Your turn: click the draw pile (the discard pile is still empty)." in scene.lines(scene.view())
    # Rules (Lightning Racko): "there is no discard pile until someone discards": no refusal offers it
    click(app, scene.slot_rect(0, 0).center)
    assert scene.toast.message == "Take a card from the draw pile first."
    key(app, pygame.K_t)
    assert scene.toast.message == "The discard pile is still empty: take a card from the draw pile."
    key(app, pygame.K_x)
    assert scene.toast.message == "Take a card from the draw pile first."


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_a_game_opened_again_tells_its_last_move(lang):
    """Seen by hand: a window closed while Botti played and opened again showed Botti's slot and
    discard outlined but said nothing; the status lines tell the last move as they did when it
    was made."""
    from scenes.registry import SCENES
    from scenes.session import Session

    app = make_app(lang=lang)
    table = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy")], seed=3)
    rng = random.Random(3)
    while not table.session.moves or table.session.moves[-1].seat != 1:
        wait_for_me(app, table)
        if table.session.moves and table.session.moves[-1].seat == 1:
            break
        table.act(rng.choice([a for a in table.state.legal_actions() if not isinstance(a, CallRacko)]))
        settle(app)
    wait_for_me(app, table)
    told = table.status
    assert told and table.session.moves[-1].seat == 1  # Botti's move, as the table said it
    again = SCENES["racko"](app, Session.from_json(table.session.to_json()))
    app.manager.reset(again)
    frames(app, 2)
    assert again.status == told


def test_since_your_last_move_lists_each_others_turn_until_you_move(monkeypatch):
    """Three computers move between two of the person's turns: the status lines tell only the last
    one, so a panel lists each turn (what was placed and discarded), in the log's words, under
    "Since your last move"; the person's own move clears it."""
    from scenes.tables.racko_layout import RECENT
    from tests.scenes.helpers import rendered

    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "normal"), Seat("Kalle", "hard")]
    app, scene = table(seats, seed=5, quick=True)
    for _ in range(2):
        my_turn(app, scene)
        scene.act(scene.state.legal_actions()[0])
        my_turn(app, scene)
        scene.act(scene.state.legal_actions()[0])
    my_turn(app, scene)
    theirs = [m for m in scene.session.moves[-6:] if m.seat != 0]
    expected = [scene.move_line(ev) for m in theirs for ev in m.events if ev.kind in ("place", "discard")]
    assert len(expected) == 3 and len({line.split()[0] for line in expected}) == 3
    assert [line for _colour, line in scene.recent_lines()] == expected
    spied = rendered(monkeypatch)
    app.redraw_all()
    app.step(1 / 60)
    drawn = " ".join(text for text, _size in spied)
    assert "Since your last move" in drawn
    for line in expected:  # wrapped into rows of the panel, word by word
        assert all(word in drawn for word in line.split())
    assert RECENT.right <= 1920 and RECENT.bottom < LINES_RECT.top
    scene.act(scene.state.legal_actions()[0])
    assert scene.recent_lines() == []


def test_a_quick_deals_placements_are_no_turns_in_since_your_last_move():
    """Rule: "Quick deal: during the deal each player puts each card as it arrives into" a slot of
    their choice. Those forty placements are the deal, not turns: the panel lists none of them."""
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "normal")]
    app, scene = table(seats, {"quick_deal": True}, seed=5, quick=True)
    for _ in range(40):
        my_turn(app, scene)
        if scene.state.phase != "deal":
            break
        scene.act(scene.state.legal_actions()[0])
    my_turn(app, scene)
    assert scene.state.phase == "draw"
    lines = [line for _colour, line in scene.recent_lines()]
    assert all("discard" in line for line in lines)


def test_the_rules_open_over_the_curtain_without_showing_a_hand():
    """Seen by hand: waiting at the curtain, the rules were out of reach without lifting it (and
    showing the next person's cards). Its "?" (and F1) opens them over the curtain; closing them
    leaves the curtain up."""
    from scenes.screens.rules import RulesScene

    app, scene = table([Seat("Anna"), Seat("Ben")])
    curtain = app.manager.top
    assert isinstance(curtain, CurtainScene)
    click(app, curtain.buttons.by_key("help").rect.center)
    rules = app.manager.top
    assert isinstance(rules, RulesScene)
    assert app.manager.visible() == [curtain, rules]  # the table is not drawn under them
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is curtain
    key(app, pygame.K_F1)
    assert isinstance(app.manager.top, RulesScene)


def test_the_refill_is_told_with_its_move_only():
    """Seen by a tester: "The draw pile ran out: the discard pile is turned over." still stood under
    the piles turns later, beside "Draw pile: 13"."""
    app = make_app()
    scene = start_table(app, "racko", [Seat("Anna", "easy"), Seat("Botti", "easy")])
    told, rng = False, random.Random(4)
    for _ in range(4000):
        if scene.state.is_over() or scene.state.phase == "round_over":
            break
        events = scene.session.apply(rng.choice(scene.state.legal_actions()))
        scene.sync(events)
        refill = any(ev.kind == "refill" for ev in events)
        told_now = scene.detail == "The draw pile ran out: the discard pile is turned over."
        assert told_now == refill, (refill, scene.detail)
        told = told or refill
    assert told
