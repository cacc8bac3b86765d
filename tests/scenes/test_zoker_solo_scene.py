"""Zoker Solo table driven by real mouse events, headless."""

from __future__ import annotations

import pygame
import pytest

from game.zoker.cards import card_name
from game.zoker.solo.engine import DEAL, Move
from scenes.kit.layout import zones
from scenes.screens.game_over import GameOverScene
from scenes.session import Seat
from tests.scenes.helpers import click, drag, frames, key, make_app, settle, start_table

Z = zones("zoker_solo")


def table(seed: int = 1, lang: str = "en"):
    app = make_app(lang=lang)
    scene = start_table(app, "zoker_solo", [Seat("Anna")], seed=seed)
    settle(app)
    return app, scene


def find_seed(pred, limit: int = 200):
    from game.core.registry import GAMES

    for seed in range(1, limit):
        s = GAMES["zoker_solo"].new(1, None, seed)
        if pred(s):
            return seed
    raise AssertionError("no seed found")


def top_moves(state):
    return [a for a in state.legal_actions() if isinstance(a, Move) and a.src.startswith("top")]


def hinted(app, scene) -> None:
    """Run frames until the hint asked for (H) has been found and shown."""
    for _ in range(600):
        if scene.hint_task is None:
            break
        frames(app, 1)
        scene.hint_task and scene.hint_task.thread.join(0.01)

def test_drag_onto_compatible_stack_moves_the_card():
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed)
    move = top_moves(scene.state)[0]
    before = len(scene.state.history)
    drag(app, Z[move.src].center, Z[move.dst].center)
    settle(app)
    assert scene.state.history[before:] == [move]
    assert scene.state.view(0).bottom[int(move.dst[-1])][-1] is not None


def test_drop_on_incompatible_stack_is_refused_and_explained():
    def has_refusal(s):
        for a in top_moves(s) or [Move("top.0.0", "bottom.0")]:
            for c in range(4):
                if Move(a.src, f"bottom.{c}") not in s.legal_actions():
                    return True
        return False

    seed = find_seed(has_refusal)
    app, scene = table(seed)
    legal = scene.state.legal_actions()
    src, dst = next(
        (f"top.{r}.{c}", f"bottom.{b}")
        for r in range(3)
        for c in range(4)
        for b in range(4)
        if scene.state.view(0).top[r][c] is not None and Move(f"top.{r}.{c}", f"bottom.{b}") not in legal
    )
    snapshot = scene.state.snapshot()
    sprite_home = Z[src].topleft
    drag(app, Z[src].center, Z[dst].center)
    assert scene.state.snapshot() == snapshot
    assert scene.toast.visible and "cannot go on" in scene.toast.message
    settle(app)
    held = [s for s in scene.sprites.values() if s.rect.topleft == sprite_home]
    assert held, "the card slid back to where it came from"


def test_click_select_then_click_target():
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed)
    move = top_moves(scene.state)[0]
    click(app, Z[move.src].center)
    assert scene.drag.selected is not None and move.dst in scene.drag.targets
    click(app, Z[move.dst].center)
    settle(app)
    assert scene.state.history[-1] == move


def not_onto(state, movable: bool):
    """(a top card, a bottom stack it may not go onto) where the stack can move itself, or not."""
    for src in {a.src for a in top_moves(state)}:
        fits = {a.dst for a in top_moves(state) if a.src == src}
        for dst in ("bottom.0", "bottom.1", "bottom.2", "bottom.3"):
            moves = any(isinstance(a, Move) and a.src == dst for a in state.legal_actions())
            if dst not in fits and state.bottom[int(dst[-1])] and moves == movable:
                return src, dst
    return None


@pytest.mark.parametrize("movable", [False, True])
def test_click_select_then_a_stack_it_may_not_go_onto_says_why(movable):
    """The red reason a drop there gives; a stack that can move itself is selected as well."""
    seed = find_seed(lambda state: not_onto(state, movable))
    app, scene = table(seed)
    src, dst = not_onto(scene.state, movable)
    click(app, Z[src].center)
    assert scene.drag.selected is not None
    n = len(scene.state.history)
    click(app, Z[dst].center)
    assert len(scene.state.history) == n
    assert scene.toast.kind == "error" and scene.toast.message == scene.state.explain_illegal(Move(src, dst))
    selected = scene.drag.selected
    assert (selected.source == dst) if movable else selected is None


def test_click_stock_deals_when_allowed_and_explains_when_not():
    app, scene = table(3)
    assert DEAL not in scene.state.legal_actions()
    click(app, Z["stock"].center)
    assert scene.toast.visible and "four empty places" in scene.toast.message
    # empty the upper rows by moving cards down until a deal is allowed, via the engine
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed)
    while DEAL not in scene.state.legal_actions():
        moves = top_moves(scene.state)
        if not moves:
            pytest.skip("this deal cannot reach a deal quickly")
        scene.perform(moves[0])
    settle(app)
    stock = scene.state.view(0).stock_count
    click(app, Z["stock"].center)
    settle(app)
    assert scene.state.view(0).stock_count == stock - 4


def test_undo_and_redo_keys():
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed)
    move = top_moves(scene.state)[0]
    before = scene.state.snapshot()
    drag(app, Z[move.src].center, Z[move.dst].center)
    settle(app)
    after = scene.state.snapshot()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.snapshot() == before
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.state.snapshot() == after


def test_hint_key_names_a_legal_move():
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed)
    key(app, pygame.K_h)
    hinted(app, scene)
    assert scene.toast.visible and scene.toast.message.startswith("Hint")
    assert scene.hint_target


def test_hint_message_leaves_its_cards_visible():
    """A hint from the third row to the bottom names both places: its message covers neither."""
    seed = find_seed(lambda s: any(m.src.startswith("top.2") for m in top_moves(s)))
    app, scene = table(seed)
    move = next(m for m in top_moves(scene.state) if m.src.startswith("top.2"))
    scene.show_hint(move)
    frames(app, 2)
    assert scene.toast.visible and scene.toast.message.startswith("Hint")
    drawn = scene.toast_rect()  # where it is drawn: in the table's own message area
    assert not drawn.colliderect(Z[move.src]) and not drawn.colliderect(Z[move.dst])


@pytest.mark.parametrize("lang, words", [("en", "onto stack {n} ({top})."), ("fi", "pinoon {n} ({top}).")])
def test_hint_names_the_place_as_the_log_and_review_do(lang, words):
    """The log says "placed … on stack 2" and the review "onto stack 2": the hint names the same stack,
    and its top card (the stacks' badges show their heights, so "stack 1" alone was easily misread)."""
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed, lang)
    key(app, pygame.K_RIGHT)  # a card selected before the hint: its glow goes
    assert scene.drag.selected is not None
    move = top_moves(scene.state)[0]
    scene.show_hint(move)
    top = card_name(scene.sprites_at(move.dst)[-1].key)
    assert scene.toast.message.endswith(words.format(n=int(move.dst.split(".")[1]) + 1, top=top))
    assert scene.drag.selected is None


def test_keyboard_play_arrow_then_number():
    seed = find_seed(lambda s: top_moves(s))
    app, scene = table(seed)
    key(app, pygame.K_RIGHT)
    held = scene.drag.selected
    assert held is not None
    dst = next(a.dst for a in scene.state.legal_actions() if isinstance(a, Move) and a.src == held.source)
    key(app, pygame.K_1 + int(dst[-1]))
    assert isinstance(scene.state.history[-1], Move) and scene.state.history[-1].src == held.source


def test_whole_game_with_the_mouse_reaches_the_end_panel():
    app, scene = table(11)
    for _ in range(400):
        if scene.state.is_over():
            break
        legal = scene.state.legal_actions()
        moves = [a for a in legal if isinstance(a, Move)]
        if moves:
            m = moves[0]
            drag(app, Z[m.src].center, Z[m.dst].center)
        elif DEAL in legal:
            click(app, Z["stock"].center)
        else:
            click(app, scene.top_buttons.by_key("stop").rect.center)
            click(app, app.manager.top.buttons.by_key("yes").rect.center)  # End game asks first
        settle(app)
    assert scene.state.is_over()
    settle(app)
    frames(app, 5)
    assert isinstance(app.manager.top, GameOverScene)
    assert app.records.stats("Anna", "zoker_solo").best == scene.state.scores()[0]
    assert app.records.deal_best("Anna", "zoker_solo", 11) == scene.state.scores()[0]
    click(app, app.manager.top.buttons.by_key("replay").rect.center)
    settle(app)
    assert not scene.state.is_over() and scene.state.history == []


def test_game_over_panel_offers_undo():
    """Solo has undo, and the table's Undo lies under the game-over panel: the panel offers it."""
    app, scene = table(11)
    click(app, scene.top_buttons.by_key("stop").rect.center)  # End game, asked first
    click(app, app.manager.top.buttons.by_key("yes").rect.center)
    settle(app)
    frames(app, 5)
    over = app.manager.top
    assert isinstance(over, GameOverScene) and scene.state.is_over()
    click(app, over.buttons.by_key("undo").rect.center)
    assert app.manager.top is scene and not scene.state.is_over()


def test_finnish_table_renders():
    app, scene = table(2, lang="fi")
    frames(app, 3)
    assert scene.top_buttons.by_key("menu").label == "Valikko"


def test_a_greyed_deal_button_says_why_when_pressed():
    """Seen by hand: pressing the greyed Deal did nothing, while the stock explained itself."""
    app, scene = table(3)
    button = scene.side.buttons[0]
    frames(app, 2)
    assert not button.enabled and DEAL not in scene.state.legal_actions()
    history = list(scene.state.history)
    click(app, button.rect.center)
    assert scene.toast.visible and "four empty places" in scene.toast.message
    assert scene.state.history == history


def test_the_hinted_place_glows_round_its_stack():
    """The hint's place glowed only under its cards, where no one could see it."""
    from scenes.kit.ui import GOLD_BRIGHT

    app, scene = table(5)
    key(app, pygame.K_h)
    hinted(app, scene)
    frames(app, 2)
    dst = scene.hint_target.partition(">")[2]
    place = scene.z[dst]
    assert len(scene.state.bottom[int(dst.split(".")[1])]) == 1  # one card: the stack rises no higher

    def colour(pos):
        return tuple(app.window.get_at(pos))[:3]  # headless: the window is the canvas

    assert colour((place.centerx, place.y - 5)) == GOLD_BRIGHT
    assert colour((place.centerx, place.bottom + 4)) == GOLD_BRIGHT


def end_game(app, scene) -> None:
    click(app, scene.top_buttons.by_key("stop").rect.center)  # End game, asked first
    click(app, app.manager.top.buttons.by_key("yes").rect.center)
    settle(app)
    frames(app, 5)


def test_ending_before_any_move_records_nothing():
    # Rules (zoker.md, Solo): "End: no deal and no move is possible (the player may also stop)."
    # Stopping before playing is no result: no game played, no best, no recent game to watch.
    from scenes import replay_store

    app, scene = table(11)
    end_game(app, scene)
    over = app.manager.top
    assert isinstance(over, GameOverScene) and scene.state.is_over()
    assert app.records.stats("Anna", "zoker_solo") is None
    assert app.records.deal_best("Anna", "zoker_solo", 11) is None
    kept = replay_store.folder("zoker_solo") / replay_store.file_name(scene.session.uid)
    assert not kept.exists()  # not among the recent games
    assert "No move was made, so this game is not counted." in over.lines
    assert not over.watch and not any(b.key in ("watch", "review") for b in over.buttons.buttons)
    click(app, over.buttons.by_key("undo").rect.center)  # back, one move, and End game: that counts
    m = next(a for a in scene.state.legal_actions() if isinstance(a, Move))
    drag(app, Z[m.src].center, Z[m.dst].center)
    settle(app)
    end_game(app, scene)
    assert app.records.stats("Anna", "zoker_solo").played == 1
    assert app.records.deal_best("Anna", "zoker_solo", 11) == scene.state.scores()[0]
    assert app.manager.top.watch and kept.exists()


def test_quitting_a_game_a_computer_plays_says_it_is_saved_as_it_is():
    """With the computer playing the patience, Quit to menu said "This game is not saved.", and then
    the menu offered to continue it."""
    from scenes.screens.pause import ask_quit_to_menu
    from scenes.session import discard_save, has_save

    app = make_app()
    scene = start_table(app, "zoker_solo", [Seat("Botti", "normal")])
    scene.session.autosave_enabled = True  # as at home (the tests' tables save nothing)
    discard_save("zoker_solo")
    try:
        ask_quit_to_menu(app, scene)
        assert app.manager.top.text == "Your game is saved; continue it from the menu."
        click(app, app.manager.top.buttons.by_key("menu").rect.center)
        assert has_save("zoker_solo")
    finally:
        discard_save("zoker_solo")


def test_a_computers_patience_says_who_plays_it(monkeypatch):
    """Solo given to a computer moved cards by itself while the tip said "Drag a card onto a stack…"."""
    from scenes.tables import zoker_solo
    from tests.scenes.helpers import texts_drawn

    app = make_app()
    scene = start_table(app, "zoker_solo", [Seat("Botti", "normal")])
    drawn = texts_drawn(app, zoker_solo, monkeypatch)
    assert "Botti, a computer, plays this patience: watch, or stop it with Esc." in drawn
    assert not any(t.startswith("Drag a card") for t in drawn)
    app = make_app()
    scene = start_table(app, "zoker_solo", [Seat("Anna")])
    assert any(t.startswith("Drag a card") for t in texts_drawn(app, zoker_solo, monkeypatch))
    assert scene.session.seats[0].human


def test_an_empty_stack_is_named_in_words(monkeypatch):
    """A tester: an empty bottom place showed a small "3" beside the stacks' height badges, and it
    read as a height; it is the stack the hints name ("onto stack 3")."""
    from scenes.tables import zoker_solo

    app = make_app()
    scene = start_table(app, "zoker_solo", [Seat("Anna")], seed=5)
    labels = []
    real = zoker_solo.draw_slot
    monkeypatch.setattr(zoker_solo, "draw_slot", lambda surface, rect, hl="", label="": (
        labels.append(label), real(surface, rect, hl, label)))
    scene.state.bottom[2] = []
    scene._view_key = None
    scene.invalidate()
    scene.draw(pygame.Surface((1920, 1080)))
    assert "Stack 3" in labels and "3" not in labels


def stack_move_ahead(state, limit: int = 40):
    """Top moves (the first legal one each time) that lead to a legal move of a whole bottom stack of
    two or more cards: (the top moves, that stack move), or None."""
    state = state.clone()
    path = []
    for _ in range(limit):
        legal = [a for a in state.legal_actions() if isinstance(a, Move)]
        whole = [a for a in legal if a.src.startswith("bottom")
                 and len(state.view(0).bottom[int(a.src[-1])]) >= 2]
        if whole:
            return path, whole[0]
        tops = [a for a in legal if a.src.startswith("top")]
        if not tops:
            return None
        path.append(tops[0])
        state.apply(tops[0])
    return None


def table_before_a_stack_move():
    """A table, its top moves made, where the next legal move takes a whole stack: (app, scene, that move)."""
    seed = find_seed(lambda s: stack_move_ahead(s) is not None)
    app, scene = table(seed)
    path, whole = stack_move_ahead(scene.state)
    for move in path:
        drag(app, Z[move.src].center, Z[move.dst].center)
        settle(app)
    return app, scene, whole


def test_a_stack_moved_whole_and_taken_back_shows_its_own_top_card_on_top(monkeypatch):
    """Seen by a tester: green S1 under green M1 moved as a stack onto green M3 showed S1 on top, in
    every frame of the glide and after it (the game had M1 on top: a green M2 went on, a green S4
    was refused "cannot go on green M1"); an undo put them back with S1 on top again. Cards that
    glide are drawn bottom card first, as resting ones are."""
    from scenes.kit.cards import CardSprite

    app, scene, whole = table_before_a_stack_move()
    stack = list(scene.state.view(0).bottom[int(whole.src[-1])])
    order: list = []
    real_draw = CardSprite.draw

    def spy(sprite, surface, *args, **kwargs):
        order.append(sprite.key)
        return real_draw(sprite, surface, *args, **kwargs)

    monkeypatch.setattr(CardSprite, "draw", spy)

    def drawn_in_order(label: str) -> None:
        for _ in range(40):
            order.clear()
            scene.invalidate()
            app.manager.draw(pygame.Surface((1920, 1080)))
            seen = [card for card in order if card in stack]
            assert seen == stack, (label, [card_name(c) for c in seen], [card_name(c) for c in stack])
            if not scene.busy():
                return
            frames(app, 1)

    click(app, scene.sprites_at(whole.src)[-1].rect.center)  # select the stack, then its target
    click(app, Z[whole.dst].center, n_frames=1)
    assert scene.state.history[-1] == whole
    drawn_in_order("the stack moved")
    key(app, pygame.K_z, pygame.KMOD_CTRL, n_frames=1)
    assert scene.state.history[-1] != whole
    drawn_in_order("taken back")


def test_a_stack_moved_whole_undone_and_redone_leaves_the_frames_of_a_full_redraw():
    """The tester's undone stack also kept "a pile-like shadow edge" under a card of the upper rows:
    every frame of the move, the undo and the redo is compared with a full redraw."""
    from tests.scenes.test_partial_redraw_tables import check_every_frame

    seed = find_seed(lambda s: stack_move_ahead(s) is not None)
    app, scene = table(seed)
    app.settings.animation_speed = "normal"
    path, whole = stack_move_ahead(scene.state)
    counts = check_every_frame(app, scene)
    for move in path:
        drag(app, Z[move.src].center, Z[move.dst].center)
        settle(app)
    drag(app, scene.sprites_at(whole.src)[-1].rect.center, Z[whole.dst].center)
    settle(app)
    assert scene.state.history[-1] == whole
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    settle(app)
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    settle(app)
    assert scene.state.history[-1] == whole and counts["frames"] > 20 and counts["partial"] > 10


def test_a_stacks_height_badge_counts_the_cards_that_glide_onto_it_when_they_land(monkeypatch):
    """A tester: the target's badge showed the new height over the old stack while the cards flew.
    It counts them as they land; the stack they left shows its new height at once. A second tester:
    that old badge lay over the gliding cards' faces; it lies under them."""
    from scenes.kit.cards import CardSprite

    app, scene, whole = table_before_a_stack_move()
    src, dst = (int(p[-1]) for p in (whole.src, whole.dst))
    moved, below = (len(scene.state.view(0).bottom[i]) for i in (src, dst))
    drawn: list[tuple] = []  # ("badge", x, label) and ("card", key), in drawing order
    real_badge, real_card = type(scene)._badge, CardSprite.draw
    monkeypatch.setattr(type(scene), "_badge", lambda self, surface, center, label, best: drawn.append(
        ("badge", center[0], label)) or real_badge(self, surface, center, label, best))
    monkeypatch.setattr(CardSprite, "draw", lambda sprite, surface, *a, **k: drawn.append(
        ("card", sprite.key)) or real_card(sprite, surface, *a, **k))

    def shown(stack: int) -> str | None:
        drawn.clear()
        scene.invalidate()
        app.manager.draw(pygame.Surface((1920, 1080)))
        return next((d[2] for d in drawn if d[0] == "badge" and d[1] == Z[f"bottom.{stack}"].right - 6), None)

    stack = [s.key for s in scene.sprites_at(whole.src)]
    click(app, scene.sprites_at(whole.src)[-1].rect.center)
    click(app, Z[whole.dst].center, n_frames=1)
    assert scene.busy() and scene.state.history[-1] == whole
    assert shown(dst) == (str(below) if below else None) and shown(src) is None  # the source is empty
    if below:
        badge = next(i for i, d in enumerate(drawn) if d[0] == "badge" and d[1] == Z[whole.dst].right - 6)
        assert badge < min(i for i, d in enumerate(drawn) if d == ("card", stack[-1]))  # under the flying top
    settle(app)
    assert shown(dst) == str(below + moved)
