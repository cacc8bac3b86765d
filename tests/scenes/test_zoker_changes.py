"""Issue 10 on the Zoker tables and Racko: what changed since your move, why a round ended,
refusals while a move is still shown, the round-over way to the menu. Real mouse and key events."""

from __future__ import annotations

import random

import pygame

from game.racko.ai import NormalAgent
from game.zoker.cards import DECK
from game.zoker.kubo.engine import Place, cell, place
from scenes.screens.menu import MenuScene
from scenes.screens.round_over import RoundOverScene
from scenes.session import Move, Seat, Session
from scenes.tables.recent import seat_colour, still_moving_reason
from tests.scenes.helpers import armed, click, drag, frames, key, make_app, settle, start_table

BOTS = [Seat("Botti", "normal"), Seat("Robo", "easy")]


def _dot_pixel(app, rect, left: bool = False):
    """The seat dot of the 'changed since your move' outline drawn round `rect` (on its top right
    corner, or top left for Racko's cards, whose number is top right)."""
    r = pygame.Rect(rect).inflate(10, 10)
    return tuple(app.window.get_at((r.x + 4 if left else r.right - 4, r.y + 4)))[:3]


# ---------------------------------------------------------------- Kubo


def _kubo(seed=3):
    app = make_app()
    scene = start_table(app, "zoker_kubo", [Seat("Anna"), *BOTS], seed=seed)
    settle(app)
    return app, scene


def _kubo_place_and_end(app, scene):
    if not scene.my_turn():
        return
    fits = [cell(a.card) for a in scene.state.legal_actions() if isinstance(a, Place)]
    fits = [i for i in fits if i in scene.sprites]
    if fits and scene.state.phase == "place":
        drag(app, scene.sprites[fits[0]].rect.center, scene.place_rect(fits[0]).center)
        settle(app)
    key(app, pygame.K_e)


def test_kubo_outlines_the_cards_others_placed_until_the_person_places():
    app, scene = _kubo()
    for _ in range(10):
        _kubo_place_and_end(app, scene)
        for _k in range(4):
            settle(app)
        if scene.recent_places() and scene.my_turn() and scene.state.phase == "place":
            break
    recent = scene.recent_places()
    assert recent and scene.my_turn()
    mine = max(k for k, m in enumerate(scene.session.moves) if m.seat == 0)
    later = [e for m in scene.session.moves[mine + 1 :] for e in m.events]
    placed = {cell(e.data["card"]) for e in later if e.kind == "place"}
    assert set(recent) == placed
    frames(app, 2)
    i, who = next(iter(recent.items()))
    assert _dot_pixel(app, scene.place_rect(i)) == seat_colour(who)
    fits = [cell(a.card) for a in scene.state.legal_actions() if isinstance(a, Place)]
    drag(app, scene.sprites[fits[0]].rect.center, scene.place_rect(fits[0]).center)
    frames(app, 2)
    assert scene.state.history[-1] == place(DECK[fits[0]])
    assert scene.recent_places() == {}  # gone after the person's next move


def _session_to_round_over(game_id, seats, seed, agent):
    session = Session.start(game_id, seats, seed=seed, autosave=False)
    rng = random.Random(seed)
    while session.state.phase != "round_over":
        legal = session.state.legal_actions()
        session.apply(agent(session.state, legal, rng))
    return session


def _open(app, scene_cls, session):
    scene = scene_cls(app, session)
    app.manager.reset(scene)
    frames(app, 3)
    settle(app)
    return scene


def test_kubo_round_over_says_why_and_never_minus_zero_and_esc_goes_to_the_menu():
    from game.zoker.kubo.ai import AGENTS
    from scenes.tables.zoker_kubo import ZokerKuboScene

    agents = [AGENTS["easy"]() for _ in range(3)]

    def choose(state, legal, rng):
        return agents[state.current_player].choose(state.view(state.current_player), legal, rng)

    app = make_app()
    session = _session_to_round_over("zoker_kubo", [Seat("Anna"), *BOTS], 4, choose)
    scene = _open(app, ZokerKuboScene, session)
    top = app.manager.top
    assert isinstance(top, RoundOverScene)
    assert top.note == scene.round_end_reason(scene.view()) and "round is over" in top.note
    for row in top.sheet.rows:
        assert not any("−0" in note for note in row.notes)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)


def test_kubo_round_end_reasons_name_the_empty_hand():
    from game.core.api import Event
    from scenes.tables.zoker_kubo import ZokerKuboScene

    app, scene = _kubo()
    view = scene.view()
    # with sharp eyes the round ends on another seat's steal or pass: the event names whose hand it was
    ended = Event("round_over", {"reason": "hand", "player": 1})
    scene.session.moves.append(Move(2, None, (ended,)))
    assert scene.round_end_reason(view) == "Botti's hand is empty: the round is over."
    scene.session.moves.append(Move(0, None, (Event("round_over", {"reason": "stuck", "player": 0}),)))
    # rule: "it also ends when the pile is empty and a full round of turns passes with no card placed"
    # (placing is optional: "nobody could place a card" was untrue for a person who chose not to)
    assert scene.round_end_reason(view).startswith("The pile is empty and a whole round went by with no card")
    assert isinstance(scene, ZokerKuboScene)


# ---------------------------------------------------------------- Memo


def test_memo_outlines_a_computers_missed_cards_until_the_persons_turn_ends():
    app = make_app()
    app.settings.reveal_time = 0.2
    scene = start_table(app, "zoker_memo", [Seat("Anna"), Seat("Botti", "easy")], seed=2)
    settle(app)
    for _ in range(12):
        if scene.recent_misses():
            break
        for _k in range(2):
            down = [p for p, s in scene.cards.items() if s.card is None]
            click(app, scene.cards[down[0]].rect.center)
        settle(app)
        settle(app)
    recent = scene.recent_misses()
    assert recent and scene.my_turn()
    assert scene.instruction().startswith("Your turn: turn up")
    frames(app, 2)
    place, who = next(iter(recent.items()))
    assert _dot_pixel(app, scene.cards[place].rect) == seat_colour(who)
    for _k in range(2):
        down = [p for p, s in scene.cards.items() if s.card is None]
        click(app, scene.cards[down[0]].rect.center)
    assert scene.recent_misses() == {}  # gone once the person's turn is done


def test_memo_says_whose_turn_and_what_to_do():
    app = make_app()
    scene = start_table(app, "zoker_memo", [Seat("Anna"), Seat("Eero")], seed=2)
    settle(app)
    assert scene.instruction() == "Anna's turn: turn up two cards."
    first = min(scene.cards)
    click(app, scene.cards[first].rect.center)
    settle(app)
    assert scene.instruction() == "Anna's turn: turn up a second card."


# ---------------------------------------------------------------- Tiko


def test_tiko_shows_each_seats_card_in_this_trick_since_your_play_and_h_ends_the_animation():
    app = make_app()
    app.settings.animation_speed = "normal"
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), *BOTS], seed=1)
    settle(app)
    if not scene.my_turn():
        settle(app)
    key(app, pygame.K_1, n_frames=1)
    hinted = False
    for _ in range(600):  # the computers play; catch a frame where their card still glides
        frames(app, 1)
        if scene.my_turn() and scene.busy():
            # not "wait": a press now completes the glide and counts
            tip = "Your turn: drag a card onto the trick, or click it twice."
            assert scene.my_tip() == tip != still_moving_reason()
            key(app, pygame.K_h, n_frames=1)  # STYLE: input completes the animation first
            assert not scene.busy() and scene.toast.message.startswith("Hint: play")
            hinted = True
            break
    assert hinted
    settle(app)
    plays = scene.recent_plays()
    assert plays and 0 not in plays
    last = {}
    mine = max(k for k, m in enumerate(scene.session.moves) if m.seat == 0)
    for m in scene.session.moves[mine + 1 :]:
        for e in m.events:
            if e.kind == "play":
                if e.data["place"] == "lead":  # a taken trick's cards would look played to this one
                    last = {}
                last[e.data["player"]] = e.data["card"]
    assert plays == last
    trick = {c.index for _seat, c in scene.state.view(0).trick}
    if trick:  # a trick is open: the panels show only its cards
        assert all(card.index in trick for card in plays.values())
    key(app, pygame.K_1)
    assert scene.recent_plays() == {}


def test_tiko_seat_panels_never_show_a_taken_tricks_card_once_a_new_trick_is_led():
    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti"), Seat("Robo")], seed=4)
    session, rng, checked = scene.session, random.Random(4), 0
    while not session.state.is_over() and checked < 60:
        session.apply(rng.choice(session.state.legal_actions()))
        trick = {c.index for _seat, c in session.state.view(0).trick}
        if trick:
            shown = {card.index for card in scene.recent_plays().values()}
            assert shown <= trick
            checked += bool(shown)
    assert checked > 10


def test_tiko_game_over_lines_fit_the_panel():
    from scenes.kit import resources as res
    from scenes.tables.zoker_tiko import ZokerTikoScene

    app = make_app()
    seats = [Seat("Annamaria-Josefiina"), Seat("Botti", "normal"), Seat("Robo", "hard"), Seat("Kone", "easy")]
    scene = start_table(app, "zoker_tiko", seats, seed=1)
    assert isinstance(scene, ZokerTikoScene)
    for line in scene.end_lines():
        assert res.font(res.LABEL, True).size(line)[0] < 1100 - 80


# ---------------------------------------------------------------- Racko


def test_racko_outlines_the_slot_and_discard_others_changed_until_the_person_draws():
    from scenes.tables.racko import DRAW_POS

    app = make_app()
    scene = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "normal")], seed=3)
    settle(app)
    for _ in range(8):
        slots, discarder = scene.recent_changes()
        if slots or discarder is not None:
            break
        if scene.state.phase == "draw":
            click(app, scene.pile_rect(DRAW_POS).center)
        if scene.state.phase in ("place", "deal"):
            slot = next(t for t in scene.targets(scene.drag.selected or _held(scene)) if t != "discard")
            click(app, scene.slot_rect(0, _slot_index(slot)).center)
        settle(app)
    slots, discarder = scene.recent_changes()
    assert (slots or discarder is not None) and scene.my_turn() and scene.state.phase == "draw"
    frames(app, 2)
    if discarder is not None:
        assert _dot_pixel(app, scene.sprites["discard"].rect, left=True) == seat_colour(discarder)
    click(app, scene.pile_rect(DRAW_POS).center)
    assert scene.recent_changes() == ({}, None)


def _held(scene):
    from scenes.kit.drag import Held

    return Held("held", [scene.sprites["held"]])


def _slot_index(slot: str) -> int:
    from game.racko import SLOTS

    return SLOTS.index(int(slot))


def test_racko_round_over_sheet_has_a_menu_button():
    from scenes.tables.racko import RackoScene

    agent = NormalAgent()
    app = make_app()
    session = _session_to_round_over(
        "racko", [Seat("Anna"), Seat("Botti", "normal")], 2,
        lambda state, legal, rng: agent.choose(state.view(state.current_player), legal, rng),
    )
    scene = _open(app, RackoScene, session)
    click(app, scene.buttons.by_key("continue").rect.center)
    frames(app, 3)
    top = app.manager.top
    assert isinstance(top, RoundOverScene) and top.note
    armed(app)
    click(app, top.buttons.by_key("menu").rect.center)
    assert isinstance(app.manager.top, MenuScene)


def test_racko_round_over_esc_goes_to_the_menu_and_next_round_still_works():
    from scenes.tables.racko import RackoScene

    agent = NormalAgent()

    def choose(state, legal, rng):
        return agent.choose(state.view(state.current_player), legal, rng)

    for esc in (True, False):
        app = make_app()
        session = _session_to_round_over("racko", [Seat("Anna"), Seat("Botti", "normal")], 2, choose)
        scene = _open(app, RackoScene, session)
        click(app, scene.buttons.by_key("continue").rect.center)
        frames(app, 3)
        top = app.manager.top
        if esc:
            key(app, pygame.K_ESCAPE)
            assert isinstance(app.manager.top, MenuScene)
        else:
            armed(app)
            click(app, top.buttons.by_key("next").rect.center)
            settle(app)
            assert app.manager.top is scene and scene.state.phase != "round_over"


def test_racko_says_your_turn_only_when_you_can_act():
    app = make_app()
    app.settings.animation_speed = "normal"
    scene = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "normal")], seed=3)
    settle(app)
    sprite = next(iter(scene.sprites.values()))
    sprite.glide_to((sprite.pos[0] + 50, sprite.pos[1]), 5.0)  # something still moving
    assert scene.busy() and scene.my_turn()
    from scenes.tables.recent import can_act

    assert not can_act(scene)
    key(app, pygame.K_h, n_frames=1)  # STYLE: input completes the animation first
    assert not scene.busy() and can_act(scene) and scene.toast.message.startswith("Hint:")


def test_a_hint_goes_once_the_move_is_made():
    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), *BOTS], seed=1)
    settle(app)
    if not scene.my_turn():
        settle(app)
    key(app, pygame.K_h, n_frames=1)
    assert scene.toast.visible and scene.toast.message.startswith("Hint: play")
    key(app, pygame.K_RETURN, n_frames=1)  # the hint focused its card: Enter plays it
    assert scene.session.moves[-1].seat == 0
    assert not scene.toast.visible


def test_kubo_after_a_round_the_panel_gives_its_points_with_the_hand_penalty():
    """A tester: the round ended, the top bar said −26 and the panel "your points this round: 0"
    (the engine had already set the next round's points to 0)."""
    import dataclasses

    from game.zoker.kubo.engine import Phase, Result

    _app, scene = _kubo()
    view = dataclasses.replace(scene.view(), phase=Phase.ROUND_OVER, round_points=(0, 0, 0),
                               results=(Result((4, 1, 0), (30, 2, 5)),))
    assert any(line.endswith("your points this round: \u221226") for line in scene.info_lines(view))
