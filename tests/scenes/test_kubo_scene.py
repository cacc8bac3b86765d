"""Zoker Kubo table driven by real mouse and key events, headless."""

from __future__ import annotations

import pygame
import pytest

from benchmarks.kubo_cube import cube_frames
from game.zoker.cards import DECK, SHAPES, SIZES
from game.zoker.kubo.engine import EndTurn, Place, cell, place
from scenes.session import Seat
from scenes.tables.kubo_cube import CubeView
from scenes.tables.zoker_kubo import BIG_CUBE_RECT, CUBE_RECT, ZokerKuboScene
from tests.scenes.helpers import click, drag, frames, key, make_app, post, settle, start_table
from tests.scenes.test_monkey import monkey

BOTS = [Seat("Botti", "normal"), Seat("Robo", "easy")]


def table(seats=None, options=None, seed: int = 3, quick: bool = False):
    app = make_app()
    if quick:
        app.settings.animation_speed = "instant"
    scene = start_table(app, "zoker_kubo", seats or [Seat("Anna"), *BOTS], options, seed=seed)
    settle(app)
    return app, scene


def fitting(scene) -> list[int]:
    return [cell(a.card) for a in scene.state.legal_actions() if isinstance(a, Place)]


def test_is_registered():
    from scenes.registry import SCENES

    assert SCENES["zoker_kubo"] is ZokerKuboScene


def test_dragging_a_card_to_its_place_places_it():
    app, scene = table()
    i = fitting(scene)[0]
    sprite = scene.sprites[i]
    drag(app, sprite.rect.center, scene.place_rect(i).center)
    assert scene.state.history[-1] == place(DECK[i])
    settle(app)
    assert scene.state.table[i] == 0 and i not in scene.sprites


def test_its_place_lights_up_while_dragging():
    app, scene = table()
    i = fitting(scene)[0]
    sprite = scene.sprites[i]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=sprite.rect.center, button=1))
    frames(app, 1)
    assert list(scene.drag.targets) == [str(i)]


def test_an_illegal_drop_slides_back_and_says_why():
    app, scene = table()
    hand = [cell(c) for c in scene.view().hand]
    i = next(j for j in hand if j not in fitting(scene))
    sprite = scene.sprites[i]
    home = sprite.pos
    post(app, pygame.MOUSEMOTION, pos=sprite.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 1)
    assert sprite.hover  # the pointer came to the card: it lifts
    drag(app, sprite.rect.center, scene.place_rect(i).center)
    assert not any(isinstance(a, Place) for a in scene.state.history)
    assert scene.toast.message == scene.state.explain_illegal(place(DECK[i]))
    settle(app)
    assert sprite.pos == home
    assert not sprite.hover  # back in the hand, not left lifted over its neighbour


def test_a_card_with_no_place_says_why_as_soon_as_it_is_dragged():
    """Seen by a tester: a card with no place lit nothing while it was held, with no word until the
    drop. The reason comes when the drag starts, and again beside the place it is let go on."""
    app, scene = table()
    i = next(j for j in (cell(c) for c in scene.view().hand) if j not in fitting(scene))
    said = []
    real = scene.drag.refuse
    scene.drag.refuse = lambda reason: said.append(reason) or real(reason)
    start = scene.sprites[i].rect.center
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=(start[0] - 40, start[1] - 60), rel=(-40, -60), buttons=(1, 0, 0))
    frames(app, 1)
    reason = scene.state.explain_illegal(place(DECK[i]))
    assert scene.drag.dragging and not scene.drag.targets
    assert said == [reason] and scene.toast.visible and scene.toast.message == reason
    post(app, pygame.MOUSEBUTTONUP, pos=scene.place_rect(i).center, button=1)
    frames(app, 1)
    assert said == [reason, reason] and not any(isinstance(a, Place) for a in scene.state.history)


def test_a_fitting_card_dropped_elsewhere_is_told_its_row_and_column():
    # the place's gold glow goes out with the drop, so "the one lit in gold" pointed at nothing
    app, scene = table()
    i = fitting(scene)[0]
    sprite = scene.sprites[i]
    home = sprite.pos
    wrong = next(j for j in range(64) if scene.view().table[j] is None and j != i)
    drag(app, sprite.rect.center, scene.place_rect(wrong).center)
    assert not any(isinstance(a, Place) for a in scene.state.history)
    size, shape = SIZES[DECK[i].size], SHAPES[DECK[i].shape]  # the default layers are the colours
    assert scene.toast.message.endswith(f"row {size}, column {shape}."), scene.toast.message
    settle(app)
    assert sprite.pos == home


def test_a_refusal_shows_beside_the_drop_not_over_its_place_or_the_hand():
    """Beside the place dropped on (a play-test: over the cube it was far from the card); a message
    with no drop (a hint) still shows over the cube, clear of the grid and the hand."""
    app, scene = table()
    hand = [cell(c) for c in scene.view().hand]
    i = next(j for j in hand if j not in fitting(scene))
    drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
    shown = scene.toast.draw(pygame.Surface((1920, 1080)), scene.toast_band().center, scene.toast_area())
    assert shown is not None and shown.right < CUBE_RECT.x
    covered = [scene.pile_rect(i), scene.side.by_key("end").rect] + [s.rect for s in scene.sprites.values()]
    assert shown.collidelist(covered) < 0
    scene.hint()
    shown = scene.toast.draw(pygame.Surface((1920, 1080)), scene.toast_band().center, scene.toast_area())
    assert shown is not None and CUBE_RECT.contains(shown)
    covered = [scene.place_rect(j) for j in range(64)] + [s.rect for s in scene.sprites.values()]
    assert shown.collidelist(covered) < 0


def test_click_a_card_then_its_place():
    app, scene = table()
    i = fitting(scene)[0]
    click(app, scene.sprites[i].rect.center)
    assert scene.sprites[i].highlight == "selected"
    click(app, scene.place_rect(i).center)
    assert scene.state.history[-1] == place(DECK[i])


def test_end_turn_button_and_a_whole_round_with_the_mouse():
    app, scene = table(quick=True)
    for _ in range(400):
        settle(app)
        state = scene.state
        if state.phase == "round_over" or state.is_over():
            break
        if not scene.my_turn():
            continue
        if state.phase == "draw":
            click(app, scene.side.by_key("draw0").rect.center)
            continue
        fits = fitting(scene)
        if fits:
            drag(app, scene.sprites[fits[0]].rect.center, scene.place_rect(fits[0]).center)
        else:
            before = len(state.history)
            click(app, scene.side.by_key("end").rect.center)
            assert state.history[before] == EndTurn()
    assert scene.state.phase == "round_over"
    assert len(scene.state.score_sheet().rows) == 1


def test_guide_and_big_cube_toggles():
    app, scene = table()
    click(app, scene.side.by_key("guide").rect.center)
    assert scene.guide
    key(app, pygame.K_c)
    assert scene.big_cube and scene.cube.rect == BIG_CUBE_RECT
    yaw = scene.cube.yaw
    key(app, pygame.K_LEFT)
    assert scene.cube.yaw != yaw
    yaw = scene.cube.yaw
    drag(app, (900, 500), (1100, 450))
    assert scene.cube.yaw != yaw
    assert not BIG_CUBE_RECT.colliderect(scene.side.by_key("end").rect)  # beside the big cube, the
    before = len(scene.state.history)  # hand and End turn stay in reach
    click(app, scene.side.by_key("end").rect.center)
    assert scene.state.history[before:][:1] == [EndTurn()]
    click(app, scene.close_cube.rect.center)
    assert not scene.big_cube


@pytest.mark.parametrize("orientation", ["colour", "size", "shape"])
def test_cube_view_renders_each_orientation(orientation):
    app, scene = table(options={"orientation": orientation})
    cube = CubeView(pygame.Rect(0, 0, 600, 400))
    img = pygame.Surface((600, 400))
    cube.render(img, scene.cube_look())
    colours = {tuple(img.get_at((x, y))) for x in range(0, 600, 6) for y in range(0, 400, 6)}
    assert len(colours) > 40  # layers, frame, dots and card faces, not a blank panel
    frames(app, 2)


def test_benchmark_reports_a_p95():
    out = cube_frames(5)
    assert out["panel"]["frames"] == 5 and out["big"]["p95_ms"] > 0


def test_sharp_eyes_people_claim_by_clicking_a_completed_card():
    app, scene = table(options={"sharp_eyes": True}, seed=3)
    state = scene.state
    # A rigged hand: blue S2 and S3 complete the row blue S1–S4.
    state.hands[0] = [DECK[1], DECK[2]]
    scene.sync(None)
    frames(app, 2)
    said = []
    for i in (1, 2):
        said.append(scene._instruction(scene.view()))
        drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
        settle(app)
    assert -2 in state.owners
    # Rules: "the booklet makes players notice their own points": the line does not tell it ("You
    # completed something!" gave it away)
    said.append(scene._instruction(scene.view()))
    assert len(set(said)) == 1, said
    click(app, scene.place_rect(1).center)
    assert state.round_points[0] == 1
    assert scene.flashes[-1][3] == 2  # its "+1" rises from blue S3, placed last, not from the row's end


def test_a_monkey_changes_nothing_it_should_not():
    app, scene = table(options={"sharp_eyes": True}, seed=4)
    monkey(app, 4, 1500)


def lift_curtain(app, scene) -> None:
    """Two people at one screen: press the curtain away."""
    for _ in range(3):
        if app.manager.top is scene:
            return
        click(app, (960, 540))
        settle(app)


def test_draw_choice_buttons_after_a_multi_card_turn():
    app, scene = table(seats=[Seat("Anna"), Seat("Ben")], quick=True)
    state = scene.state
    state.last_placed[1] = 2  # Ben placed two cards last turn: he may draw until he holds five
    state.pile[:0] = state.hands[1][:2]  # ... and holds two cards (the pile's top is its end)
    del state.hands[1][:2]
    lift_curtain(app, scene)
    click(app, scene.side.by_key("end").rect.center)
    settle(app)
    lift_curtain(app, scene)
    assert state.current_player == 1 and state.phase == "draw"
    held = len(state.hands[1])
    click(app, scene.side.by_key("draw2").rect.center)
    assert state.phase == "place" and len(state.hands[1]) == held + 2


def test_the_big_cubes_caption_stands_clear_of_the_cube(monkeypatch):
    """The turning cube reaches every edge of its view: its caption (in the list beside it) is clear."""
    from scenes.tables import zoker_kubo_controls as module

    app, scene = table()
    click(app, scene.side.by_key("cube").rect.center)
    assert scene.big_cube
    drawn = []
    real = module.draw_text

    def spy(surface, text, box, *args, **kw):
        rect = real(surface, text, box, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", spy)
    app.redraw_all()
    frames(app, 1)
    caption = next(rect for text, rect in drawn if "turn" in text)
    assert not caption.colliderect(scene.cube.rect) and app.window.get_rect().contains(caption)


def test_each_column_number_stands_under_its_slot(monkeypatch):
    """The numbers 1–4 under the grid stood about 65 px right of their empty slots: they were
    centred under the slot and its three higher layers' offsets, which most of a game leaves empty."""
    from scenes.tables import zoker_kubo_draw
    from scenes.tables.zoker_kubo_layout import coords, grid_axes

    app, scene = table()
    view = scene.view()
    axis = view.geometry.axis
    _rows, columns = grid_axes(axis)
    written = []
    monkeypatch.setattr(zoker_kubo_draw, "blit_text", lambda surface, text, pos, *a, **k:
                        written.append((text, pos)) or pygame.Rect(pos, (1, 1)))
    scene._draw_axes(pygame.Surface((1920, 1080)), view)
    for c in range(4):
        base = next(i for i in range(64) if coords(i)[axis] == 0 and coords(i)[columns] == c)
        slot = scene.place_rect(base)
        text, (x, _y) = written[4 + c]  # after the four row names
        assert abs(x - slot.centerx) <= 1, (text, x, slot)


def test_the_gold_chip_rings_its_seats_dot(monkeypatch):
    """A yellow seat's dot vanished into the gold chip of the seat to move: the dot gets a dark ring."""
    from scenes.kit.ui import INK
    from scenes.tables import top_bar

    app, scene = table(seats=[Seat("Anna"), Seat("Botti", "normal"), Seat("Robo", "easy")])
    circles = []
    real = top_bar.pygame.draw.circle

    def circle(surface, colour, centre, radius, *a, **k):
        circles.append((tuple(colour), tuple(centre), radius, *a))
        return real(surface, colour, centre, radius, *a, **k)

    monkeypatch.setattr(top_bar.pygame.draw, "circle", circle)
    names, lines, rects = scene.seat_chips(400)
    scene._draw_seat_chips(pygame.Surface((1920, 1080)), names, lines, rects)
    mover = rects[scene.state.current_player]
    dot = (mover.x + 22, mover.y + 24)
    assert any(c[0][:3] == tuple(INK)[:3] and c[1] == dot and c[3:] == (2,) for c in circles), circles
    others = [(r.x + 22, r.y + 24) for i, r in enumerate(rects) if i != scene.state.current_player]
    assert not any(c[1] in others and c[3:] == (2,) for c in circles)  # only the chip to move


def test_a_placement_reads_as_finnish():
    """ "Aino asettaa kortin oranssi M2." put the card's words in the wrong case; with a colon the
    card's name may stand as it is: "Aino asettaa kortin: oranssi M2." """
    from game.core.i18n import _, set_language

    set_language("fi")
    try:
        placed = _("{name} places {card}.").format(name="Aino", card="oranssi M2")
        assert placed == "Aino asettaa kortin: oranssi M2."
        assert _("You place {card}.").format(card="sininen S2") == "Asetat kortin: sininen S2."
    finally:
        set_language("en")


@pytest.mark.parametrize("big", [False, True])
def test_a_points_flash_never_rises_into_the_top_bar(big):
    """A line completed in the grid's top row (S) had its "+1" rise over the seats' chips in the
    top bar; it stays below the bar, on its dark pill."""
    from scenes.tables.top_bar import TOP_BAR_H
    from scenes.tables.zoker_kubo_draw import FLASH, STRUCTURE_IDS

    _app, scene = table()
    scene.big_cube = big
    for k in range(len(STRUCTURE_IDS)):
        for left in (FLASH, FLASH / 2, 0.0):
            _hidden, _level, _area, img, label = scene._flash_parts([k, left, 1, STRUCTURE_IDS[k][-1]])
            assert label.top >= TOP_BAR_H and label.contains(img.get_rect(center=label.center)), (k, label)


def test_a_click_on_an_empty_place_without_a_card_says_how_to_place_one():
    """It did nothing at all; a chosen card still goes to its place by a click."""
    app, scene = table()
    empty = next(scene.place_rect(k).center for k in range(64)
                 if scene.place_under(scene.place_rect(k).center) is None)  # no card under the pointer
    click(app, empty)
    assert scene.toast.message.startswith("First choose a card in your hand")
    i = fitting(scene)[0]
    assert not scene.state.history or not isinstance(scene.state.history[-1], Place)
    click(app, scene.sprites[i].rect.center)
    click(app, scene.place_rect(i).center)
    assert scene.state.history[-1] == place(DECK[i])


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_info_panel_keeps_every_line_above_its_buttons(lang, monkeypatch):
    """Drawing more cards (Finnish): the instruction took two rows and pushed "Montako korttia vielä
    nostat?" under the 0 and 1 buttons. The lines share one size at which all fit above them."""
    from game.zoker.kubo.engine import Phase
    from scenes.screens.tutorial import advance, tutorial_table
    from scenes.tables import zoker_kubo_draw
    from scenes.tables.zoker_kubo_layout import END_BOX

    app = make_app(lang=lang)
    scene = tutorial_table(app, "zoker_kubo")
    app.manager.reset(scene)
    advance(scene, 3)  # the step where the person draws up to five
    assert scene.view().phase == Phase.DRAW
    real, inks = zoker_kubo_draw.draw_text, {}
    monkeypatch.setattr(zoker_kubo_draw, "draw_text", lambda surface, message, box, *a, **kw: inks.setdefault(
        message, real(surface, message, box, *a, **kw)))
    app.redraw_all()
    frames(app, 1)
    lines = scene.info_lines(scene.view())
    assert len(lines) == 3 and all(line in inks for line in lines), (lines, list(inks))
    assert all(inks[line].bottom <= END_BOX[1] for line in lines), [inks[line] for line in lines]


def test_the_guide_button_shows_whether_the_guide_is_on():
    """Guide looked the same on and off; it is ticked while the guide shows (G too), and keeps its focus."""
    app, scene = table()
    button = scene.side.by_key("guide")
    assert button.label == "Guide"
    click(app, button.rect.center)
    assert scene.guide and scene.side.by_key("guide").label == "✓ Guide"
    key(app, pygame.K_g)
    assert not scene.guide and scene.side.by_key("guide").label == "Guide"


def test_esc_in_the_middle_of_a_drag_puts_the_card_back_in_the_hand():
    """Esc while dragging, then Resume: the card stayed on the board and followed the pointer with no
    button held, and the hand showed one card fewer."""
    from scenes.screens.pause import PauseScene
    from tests.scenes.helpers import post

    app, scene = table()
    i = fitting(scene)[0]
    sprite = scene.sprites[i]
    home = sprite.pos
    start = sprite.rect.center
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for k in range(1, 6):
        post(app, pygame.MOUSEMOTION, pos=(start[0], start[1] - 60 * k), rel=(0, -60), buttons=(1, 0, 0))
        frames(app, 1)
    assert sprite.dragging
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, PauseScene)
    post(app, pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 300), button=1)  # the pause menu gets it
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene
    post(app, pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0), buttons=(0, 0, 0))
    settle(app)
    assert scene.drag.held is None and not sprite.dragging and sprite.pos == home
    assert scene.state.table[i] is None  # nothing was placed


def test_the_panel_says_what_a_red_cross_means_while_there_is_one():
    """Rules: "Dead places are marked with a red cross." The table drew the cross without a word."""
    from game.zoker.kubo.engine import dead_places

    app, scene = table([Seat("Ada", "easy"), *BOTS])
    legend = "Red cross: a dead place; its card can never be played."
    assert legend not in scene.info_lines(scene.view())
    for _ in range(6000):
        frames(app, 1)
        view = scene.view()
        if dead_places(view.table, view.geometry):
            assert legend in scene.info_lines(view)
            return
    raise AssertionError("no place died")


def test_the_status_tells_a_turn_ended_without_a_card_placed():
    app = make_app()
    scene = start_table(app, "zoker_kubo", [Seat("Anna"), Seat("Ben")], seed=3)
    scene.perform(next(a for a in scene.state.legal_actions() if isinstance(a, Place)))
    scene.perform(EndTurn())
    frames(app, 1)
    assert scene.status.startswith("Anna places ")  # a turn that placed keeps its last news
    assert scene.state.legal_actions() == [EndTurn()]  # in this deal Ben has nothing to place
    scene.perform(EndTurn())
    frames(app, 1)
    assert scene.status == "Ben ends the turn without placing a card."


def doomed_setup(app, scene) -> int:
    """The person holds blue M2 and green M2, whose place (beside green M3, over the empty blue M2's)
    is open: placing green M2 would kill blue M2's place. Returns green M2's place."""
    from game.zoker.kubo.engine import placeable

    state = scene.state
    for j in (6, 22):  # blue M3 and green M3 on the table
        state.table[j] = 0
    hand = state.hands[state.turn_player]
    hand += [c for c in (DECK[21], DECK[5]) if c not in hand]
    assert placeable(state.table, 21) and state.table[5] is None
    scene.sync(None)
    app.redraw_all()
    frames(app, 2)
    return 21


def test_holding_a_card_shows_the_places_its_placing_would_kill():
    """Rules: "A card can never be put under a card already played. So when a card is placed, every
    empty place below it in its column is dead: the cards that belong there can never be played and
    cost their holder a point each at the end." The table said so only after the place had died."""
    app, scene = table()
    i = doomed_setup(app, scene)
    quiet = scene.info_lines(scene.view())
    start = scene.sprites[i].rect.center
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for k in range(1, 6):
        at = (start[0] - 60 * k, start[1] - 60 * k)
        post(app, pygame.MOUSEMOTION, pos=at, rel=(-60, -60), buttons=(1, 0, 0))
        frames(app, 1)
    assert scene.doomed() == (5,) and scene.cube_look().doomed == {5}  # on the grid and in the cube
    lines = scene.info_lines(scene.view())
    assert lines[1:] == ["Placing it kills 1 place below it (red): its card can never be played. "
                        "Your blue M2 would then stay in your hand: a point off at the end."]
    mark = scene.place_rect(5)
    red = app.window.get_at((mark.x + 1, mark.centery))  # its red edge, where nothing else is drawn
    assert red.r > 150 and red.g < 90, red
    post(app, pygame.MOUSEBUTTONUP, pos=(300, 900), button=1)  # dropped elsewhere: it slides back
    settle(app)
    assert scene.doomed() == () and scene.info_lines(scene.view()) == quiet
    assert scene.state.table[5] is None and scene.state.table[i] is None


def test_a_card_with_nothing_empty_below_warns_of_nothing():
    app, scene = table()
    geo, placed = scene.state.geo, scene.state.table
    i = next(j for j in fitting(scene) if all(placed[b] is not None for b in geo.below[j]))
    click(app, scene.sprites[i].rect.center)  # selected by a click: its place glows
    assert scene.drag.selected is not None and scene.doomed() == ()
    assert not any("kills" in line for line in scene.info_lines(scene.view()))


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_info_panel_keeps_what_to_do_large_and_gives_the_legends_the_room_left(lang):
    """Seen by hand (Finnish, small window): with both legends the whole panel, instruction too,
    came out at 19 px. What to do stays at 22 px or more; the red cross's legend comes first."""
    from scenes.tables.zoker_kubo_draw import INFO_MIN
    from scenes.tables.zoker_kubo_layout import END_BOX, INFO_PANEL

    try:
        app = make_app(lang=lang)
        scene = start_table(app, "zoker_kubo", [Seat("Anna"), *BOTS], seed=3)
        settle(app)
        scene.state.table[21] = 0  # green M2 over the empty blue M2: a dead place
        scene.recent = {21: 1}  # and outlined, placed by another
        scene.sync(None)
        view = scene.view()
        legends = scene.info_legends(view)
        assert len(legends) == 2 and "M2" not in legends[0] and scene.info_lines(view)[-2:] == legends
        layout = scene.info_layout(view)
        assert layout[0][0] == scene.info_lines(view)[0] and layout[0][2] >= INFO_MIN
        assert layout[1][2] == layout[0][2]  # the pile and the points: as large as the instruction
        assert [line for line, _box, _size in layout[2:]] == legends[:len(layout) - 2]
        assert len(layout) >= 3 and layout[2][0] == legends[0]  # the red cross's legend has room
        room_bottom = END_BOX[1] - 8
        assert all(INFO_PANEL.contains(box) and box.bottom <= room_bottom for _line, box, _size in layout)
        app.redraw_all()
        frames(app, 1)
    finally:
        from game.core.i18n import set_language

        set_language("en")


def test_a_card_dropped_anywhere_on_its_grid_cell_goes_to_its_place():
    """Seen by hand: green M2 dropped on its cell's left strip (the blue M2 place under its own) was
    refused with "The green M2 has one place of its own: row M, column 2." — the cell it was on."""
    app, scene = table()
    i = doomed_setup(app, scene)
    own, cell_strip = scene.place_rect(i), scene.place_rect(5)
    spot = (cell_strip.x + 10, cell_strip.bottom - 10)  # in the cell, outside green M2's own place
    assert not own.collidepoint(spot)
    drag(app, scene.sprites[i].rect.center, spot)
    assert scene.state.history[-1] == place(DECK[i])
    left, right = scene.pile_rect(4), scene.pile_rect(6)  # the cells beside do not reach into it
    assert not left.colliderect(scene.pile_rect(i)) and not right.colliderect(scene.pile_rect(i))


def test_a_dead_place_covers_the_card_below_it_so_its_cross_strikes_nothing_else():
    """Seen by hand: the red cross of a dead green S1 lay on the face of the blue S1 under it, as if
    the blue S1 were struck out. The dead place covers what is below it, as a card would."""
    from scenes.tables.zoker_kubo_draw import DEAD_FILL

    app, scene = table()
    scene.state.table[32] = 1  # orange S1 over the blue S1 corner: green S1's place between is dead
    scene.sync(None)
    app.redraw_all()
    frames(app, 2)
    dead, below = scene.place_rect(16), scene.place_rect(0)
    spot = (dead.x + 20, dead.centery)  # in the dead place, over the blue S1's face
    assert below.collidepoint(spot) and not scene.place_rect(32).collidepoint(spot)
    assert tuple(app.window.get_at(spot))[:3] == DEAD_FILL[:3]


def test_the_top_bar_names_the_points_beside_the_cards():
    """Seen by hand: "0 · 5 korttia" under a name; the first number was the points, unnamed."""
    app, scene = table()
    assert scene.seat_line(1) == "0 pts · 4 cards"


def test_a_card_dropped_back_on_the_hand_is_taken_back_without_a_word():
    """Seen by hand: putting a card back on the hand was refused in red ("The green L4 has one place
    of its own: …"), over the cube where its kill marks were drawn."""
    app, scene = table()
    hand = [cell(c) for c in scene.view().hand]
    for i in (fitting(scene)[0], next(j for j in hand if j not in fitting(scene))):
        scene.toast.clear()  # a card with no place says why when its drag starts (a test above)
        sprite = scene.sprites[i]
        home = sprite.rect.center
        post(app, pygame.MOUSEMOTION, pos=home, rel=(0, 0), buttons=(0, 0, 0))
        post(app, pygame.MOUSEBUTTONDOWN, pos=home, button=1)
        for at in ((home[0] - 30, home[1] - 150), (home[0] - 30, home[1] - 300), (home[0] + 10, home[1] + 5)):
            post(app, pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
            frames(app, 1)
        said = scene.toast.message if scene.toast.visible else None
        post(app, pygame.MOUSEBUTTONUP, pos=(home[0] + 10, home[1] + 5), button=1)  # back on the hand
        frames(app, 1)
        assert (scene.toast.message if scene.toast.visible else None) == said  # nothing more is said
        assert said in (None, scene.state.explain_illegal(place(DECK[i])))  # the early word, if any
        settle(app)
        assert scene.state.table[i] is None and (not scene.toast.visible or scene.toast.message == said)


def test_number_keys_pick_every_card_of_a_long_hand():
    """A hand grows past six cards; only 1–6 picked one, so the seventh on could not be played by keys."""
    app, scene = table()
    while len(scene.state.hands[0]) < 10:
        scene.state.hands[0].append(scene.state.pile.pop())
    scene.sync(None)
    frames(app, 1)
    hand = scene.hand_sprites()
    assert len(hand) == 10
    for name, k in (("K_7", 6), ("K_9", 8), ("K_0", 9)):
        key(app, getattr(pygame, name))
        assert scene.drag.selected is not None and scene.drag.selected.source == str(hand[k].key), name
    fits = [k for k, s in enumerate(hand) if int(s.key) in fitting(scene)]
    k = fits[-1]
    key(app, pygame.K_1 + k if k < 9 else pygame.K_0)
    key(app, pygame.K_RETURN)
    assert scene.state.history[-1] == place(DECK[int(hand[k].key)])


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_round_is_said_somewhere_when_the_top_bar_has_no_room(lang):
    """Seen by hand: in Finnish the chips took the round's number's room, and nothing said the round."""
    from scenes.session import default_seats

    app = make_app(lang=lang)
    scene = start_table(app, "zoker_kubo", default_seats(3), None, seed=1)
    settle(app)
    view = scene.view()
    label = scene.round_label(view)
    in_bar = scene.top_bar_layout()[1] == label
    in_panel = any(line.startswith(label + " · ") for line in scene.info_lines(view))
    assert in_bar != in_panel, (in_bar, in_panel)


def test_the_hint_says_when_every_card_in_hand_is_dead():
    """Rules: "cards that belong there can never be played and cost their holder a point each at the
    end." The hint said only "None of your cards fits now: end your turn." over a hand of such cards."""
    app, scene = table()
    state = scene.state
    geo = state.geo
    hand = [c for c in state.pile if geo.above[cell(c)]][:2]
    for c in hand:
        state.table[geo.above[cell(c)][0]] = 1  # a card already played right over its place
    state.hands[0] = hand
    scene.sync(None)
    frames(app, 1)
    assert not [a for a in state.legal_actions() if isinstance(a, Place)]
    scene.hint()
    assert scene.toast.message.startswith("Every card in your hand belongs under a card already played")
    assert scene._instruction(scene.view()) == "None of your cards can be placed any more: end your turn."


def test_the_last_cards_points_glow_before_the_round_over_panel():
    """Seen by hand: the card that ended the round completed 5 points of rows, but "Round over" came
    at once, over the flash that said so."""
    from scenes.screens.round_over import RoundOverScene

    app, scene = table(seed=3)
    state = scene.state
    state.hands[0] = [DECK[1], DECK[2]]  # blue S2 and S3 complete the row blue S1–S4, and empty the hand
    scene.sync(None)
    frames(app, 2)
    for i in (1, 2):
        drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
    assert state.phase == "round_over"
    frames(app, 30)
    assert app.manager.top is scene and scene.flashes  # the +1 still shows
    settle(app)
    assert isinstance(app.manager.top, RoundOverScene)


def test_a_rows_points_rise_from_the_card_that_completed_it_and_its_thread_crosses_no_card(monkeypatch):
    """Seen by hand: "+2" sat on a card above the row's last one that was not in it, and the gold line
    joining the row's cards was drawn across their faces."""
    from scenes.kit.ui import GOLD_BRIGHT
    from scenes.tables import zoker_kubo_draw

    app, scene = table(seed=3)
    state = scene.state
    state.hands[0] = [DECK[1], DECK[2], DECK[40]]  # blue S2 and S3 complete the row blue S1–S4
    scene.sync(None)
    frames(app, 2)
    for i in (2, 1):  # S3 first: S2 is the card that completes it
        drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
    assert scene.flashes and scene.flashes[0][3] == 1
    label = scene._flash_parts(scene.flashes[0])[4]
    assert label.centerx == scene.place_rect(1).centerx
    lines = []
    real = zoker_kubo_draw.pygame.draw.line

    def spy(surface, colour, a, b, width=1):
        if colour == GOLD_BRIGHT and width == 6:
            lines.append((a, b))
        return real(surface, colour, a, b, width)

    monkeypatch.setattr(zoker_kubo_draw.pygame.draw, "line", spy)
    frames(app, 20)  # the card lands; the row glows
    app.redraw_all()
    frames(app, 1)
    faces = [scene.place_rect(i).inflate(-4, -4) for i in range(64) if state.table[i] is not None]
    assert lines and all(not face.clipline(a, b) for a, b in lines for face in faces)


def test_a_lit_columns_outline_goes_round_its_stacked_cards_not_across_them():
    """Seen by hand: a lit column's gold outline of the lower card was drawn across the face of the
    card lying on it."""
    from game.zoker.kubo.engine import STRUCTURE_IDS

    _app, scene = table()
    rects = [[scene.place_rect(i) for i in ids] for ids in STRUCTURE_IDS]
    column = next(k for k, r in enumerate(rects) if all(r[n].colliderect(r[n + 1]) for n in range(3)))
    outlines = scene.flash_outlines(STRUCTURE_IDS[column])
    assert len(outlines) == 1 and all(outlines[0].contains(r) for r in rects[column])
    row = next(k for k, r in enumerate(rects) if r[0].collidelist(r[1:]) < 0 and r[1].collidelist(r[2:]) < 0)
    assert len(scene.flash_outlines(STRUCTURE_IDS[row])) == 4


def test_end_turn_is_the_main_button_only_once_a_card_is_placed_or_none_fits():
    """Seen by a tester: End turn was the bright main button from the start of a turn, and one tap
    ended it with the blue L4 still fitting."""
    app, scene = table()
    assert scene.my_turn() and fitting(scene)
    assert scene.side.by_key("end").style == "flat"
    i = fitting(scene)[0]
    drag(app, scene.sprites[i].rect.center, scene.place_rect(i).center)
    settle(app)
    assert scene.view().placed_this_turn == 1 and scene.side.by_key("end").style == "primary"
