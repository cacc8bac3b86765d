"""Zoker Tiko table driven by real mouse and key events, headless."""

from __future__ import annotations

import pygame

from game.zoker.cards import DECK, beats
from game.zoker.tiko.engine import Play
from scenes.screens.curtain import CurtainScene
from scenes.screens.game_over import GameOverScene
from scenes.screens.score_sheet import ScoreSheetScene
from scenes.session import Seat
from scenes.settings_store import data_dir
from scenes.tables import zoker_tiko
from scenes.tables.zoker_tiko import RankingScene
from tests.scenes.helpers import click, drag, frames, key, let_think, make_app, settle, start_table
from tests.scenes.test_monkey import monkey

BOTS = [Seat("Botti", "normal"), Seat("Robo", "easy")]


def table(seats, options=None, seed: int = 3, lang: str = "en", quick: bool = False):
    app = make_app(lang=lang)
    if quick:  # whole games: the animations are tested elsewhere
        app.settings.animation_speed = "instant"
    scene = start_table(app, "zoker_tiko", seats, options, seed=seed)
    settle(app)
    return app, scene


def my_turn(app, scene) -> None:
    """Let the computers play until a person is to move (or the game stops)."""
    for _ in range(60):
        settle(app)
        if scene.state.is_over() or scene.state.phase != "play" or scene.my_turn():
            return
    raise AssertionError("no person's turn came")


def drag_card(app, scene, k: int, n_frames: int = 2) -> int:
    """Drag the k-th hand card onto the trick; returns its DECK index."""
    sprite = scene.hand_sprites()[k]
    drag(app, sprite.rect.center, scene.trick_rect().center, n_frames=n_frames)
    return sprite.key


def test_dragging_a_card_onto_the_trick_plays_it():
    app, scene = table([Seat("Anna"), *BOTS])
    card = drag_card(app, scene, 1)
    assert scene.state.history[0] == Play(card)
    assert scene.role[card] == "pile" and scene.sprites[card].size == (150, 210)
    assert "You lead" in scene.status  # the one person at the screen


def test_click_a_card_then_the_trick_is_the_click_alternative():
    app, scene = table([Seat("Anna"), *BOTS])
    sprite = scene.hand_sprites()[2]
    click(app, sprite.rect.center)
    assert sprite.highlight == "selected" and scene.state.history == []
    click(app, scene.trick_rect().center)
    assert scene.state.history == [Play(sprite.key)]


def test_a_second_click_on_the_selected_card_plays_it():
    """Seen by a tester: Hint raised a card, and a click on it again did nothing (only a drag or a
    click on the trick played it). A second click plays it, as a phone's second tap does."""
    app, scene = table([Seat("Anna"), *BOTS])
    sprite = scene.hand_sprites()[2]
    click(app, sprite.rect.center)
    assert sprite.highlight == "selected" and scene.state.history == []
    click(app, sprite.rect.center)
    assert scene.state.history == [Play(sprite.key)]
    my_turn(app, scene)
    scene.hint()  # raises the card it suggests, selected: one click on it plays it
    hinted = next(s for s in scene.hand_sprites() if s.highlight == "selected")
    played = len(scene.state.history)
    click(app, hinted.rect.center)
    assert scene.state.history[played] == Play(hinted.key)


def test_a_drop_away_from_the_trick_slides_back_and_says_why():
    app, scene = table([Seat("Anna"), *BOTS])
    sprite = scene.hand_sprites()[0]
    home = sprite.pos
    drag(app, sprite.rect.center, (200, 500))
    assert scene.state.history == [] and "trick" in scene.toast.message
    settle(app)
    assert sprite.pos == home


def test_a_card_goes_on_top_or_under_with_the_comparison_explained():
    app, scene = table([BOTS[0], Seat("Anna"), BOTS[1]], seed=5)
    my_turn(app, scene)
    view = scene.view()
    top = view.pile[-1]
    k = next((i for i, c in enumerate(view.hand) if not beats(c, top)), 0)
    card = view.hand[k]
    drag_card(app, scene, k)
    place = "top" if beats(card, top) else "under"
    assert ("goes on top" if place == "top" else "goes under the pile") in scene.status
    assert "decides" in scene.reason or "stronger" in scene.reason
    order = [card.index, top.index] if place == "under" else [top.index, card.index]
    assert scene.pile_order == order == [c.index for c in scene.view().pile]
    frames(app, 6)  # the computer after Anna waits for the card to arrive
    assert scene.sprites[order[0]].pos[0] < scene.sprites[order[1]].pos[0]


def test_the_winner_collects_the_trick():
    app, scene = table([Seat("Anna"), Seat("Botti", "normal")], seed=2)
    card = drag_card(app, scene, 0, n_frames=1)
    for _ in range(120):
        frames(app, 1)
        if len(scene.state.history) == 2:
            break
    winner = scene.state.leader
    flying = [i for i, r in scene.role.items() if r == "flying"]
    assert card in flying and len(flying) == 2 and scene.busy()
    assert "takes the trick" in scene.taken
    settle(app)
    assert all(i not in scene.sprites for i in flying)
    assert scene.state.won[winner] == 2


def test_keys_play_a_card():
    app, scene = table([Seat("Anna"), *BOTS])
    first = scene.hand_sprites()[0].key
    key(app, pygame.K_1)
    assert scene.state.history == [Play(first)]


def test_the_ranking_panel_explains_the_cycle_and_closes(monkeypatch):
    # zoker.md, Ranking: "1. up > down → A is stronger … 3. up = down = 1 … the more important of the
    # two differing attributes decides: colour over size over shape". A play-tester read the panel's
    # first line, "Colour counts most", as the rule: the majority comes first.
    from scenes.tables import zoker_tiko
    from tests.scenes.helpers import spy_texts

    app, scene = table([Seat("Anna"), *BOTS])
    drawn = spy_texts(zoker_tiko, monkeypatch, "blit_text")
    click(app, scene.side.by_key("ranking").rect.center)
    assert isinstance(app.manager.top, RankingScene)
    app.redraw_all()
    frames(app, 1)
    heads = ("A card stronger in more", "One attribute stronger", "The more important attribute")
    rules = [t for t in drawn if t.startswith(heads)]
    assert [next(h for h in heads if t.startswith(h)) for t in rules[:3]] == list(heads), rules
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene


def test_two_people_pass_the_screen_behind_a_curtain():
    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Ben")], seed=4)
    if isinstance(app.manager.top, CurtainScene):  # the first curtain (lost by manager.reset in start_table)
        click(app, (960, 540))
    settle(app)
    anna = [c.index for c in scene.view().hand]
    drag_card(app, scene, 0)
    assert isinstance(app.manager.top, CurtainScene)  # Ben's turn: Anna's cards are hidden
    click(app, (960, 540))
    settle(app)
    assert scene.viewer == 1 and [c.index for c in scene.view().hand] != anna
    assert [s.key for s in scene.hand_sprites()] == [c.index for c in scene.view().hand]


def test_a_whole_match_is_played_with_the_mouse():
    app, scene = table([Seat("Anna"), Seat("Botti", "normal")], {"games": 3}, seed=6, quick=True)
    games = 0
    for _ in range(400):
        my_turn(app, scene)
        if isinstance(app.manager.top, GameOverScene):
            break
        if isinstance(app.manager.top, ScoreSheetScene):
            games += 1
            # between games, not "Round over" / "Next round": Tiko has games, no rounds
            assert app.manager.top.title == f"Game {games} over"
            assert app.manager.top.buttons.by_key("next").label == "Next game"
            click(app, app.manager.top.buttons.by_key("next").rect.center)
            continue
        drag_card(app, scene, 0)
    state = scene.state
    assert state.is_over() and games == 2
    assert sum(state.scores()) == 3 * 64 and len(state.view(0).score_sheet.rows) == 3
    assert isinstance(app.manager.top, GameOverScene)
    assert all(DECK[a.card] for a in state.history if isinstance(a, Play))


def test_finnish_table_with_two_people_and_a_monkey():
    seats = [Seat("Anna"), Seat("Ben"), Seat("Botti", "easy")]
    app = make_app(lang="fi")
    scene = start_table(app, "zoker_tiko", seats, {"games": 3}, seed=8)
    monkey(app, 9, 1500)
    assert scene.state.history


def test_the_top_bar_counts_cards_won_not_cards_held():
    app, scene = table([Seat("Anna"), *BOTS])
    assert len(scene.view().hand) > 0 and scene.view().won[0] == 0
    assert scene.seat_line(0) == "Cards won: 0"


def game_over_texts(options, monkeypatch, lang="en") -> tuple[list[str], object]:
    """Every text of the game-over panel (its lines and its score sheet) after a whole match."""
    import random

    from scenes.registry import SCENES
    from scenes.screens import game_over, score_sheet
    from scenes.session import Session

    app = make_app(lang=lang)
    session = Session.start("zoker_tiko", [Seat("Anna"), *BOTS], options, seed=5, autosave=False)
    rng = random.Random(5)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    scene = SCENES["zoker_tiko"](app, session)
    app.manager.reset(scene)
    settle(app)
    scene._show_overlays()  # as when the last card has landed (the selftest's way)
    frames(app, 2)
    assert isinstance(app.manager.top, GameOverScene)
    shown: list[str] = []
    for module in (game_over, score_sheet):
        real = module.draw_text

        def spy(surface, message, *args, real=real, **kw):
            shown.append(message)
            return real(surface, message, *args, **kw)

        monkeypatch.setattr(module, "draw_text", spy)
    app.redraw_all()
    frames(app, 1)
    return shown, session.state


def test_one_games_end_says_each_count_once(monkeypatch):
    # Rules (zoker.md, Tiko): "Most cards won wins; equal counts share the win."
    shown, state = game_over_texts(None, monkeypatch)
    won = state.view(0).won
    for i, n in enumerate(won):  # a sentence a seat ("Anna: 12 korttia voitettu" read stiffly)
        who = ["You", "Botti", "Robo"][i]
        assert f"{who} won {n} card{'s' if n != 1 else ''}." in shown, shown
    counts = [t for t in shown if t.strip().split(" ")[0].isdigit() or t.isdigit()]
    assert not counts, counts  # no sheet repeating them as a row, a note and a total
    assert sum("wins" in t or "Shared win" in t for t in shown) == 1


def test_a_match_by_cards_shows_each_games_count_once(monkeypatch):
    # Rules (zoker.md, Tiko): "Several games can be played as a match (cards or games won)."
    shown, state = game_over_texts({"games": 3}, monkeypatch)
    rows = state.view(0).score_sheet.rows
    assert len(rows) == 3
    assert not [t for t in shown if t.endswith(" cards")], shown  # a row's note would repeat its number
    assert not [t for t in shown if t.endswith("cards won")], shown  # and per-seat lines the total


def test_a_match_by_games_keeps_the_cards_under_each_win(monkeypatch):
    shown, state = game_over_texts({"games": 3, "match_by": "games"}, monkeypatch)
    notes = [n for row in state.view(0).score_sheet.rows for n in row.notes]
    assert len(notes) == 9 and all(n.endswith(" cards") for n in notes)
    assert all(n in shown for n in notes)  # 1 or 0 per game, with the cards won beneath


def test_the_score_sheet_says_why_it_is_empty_during_the_first_game(monkeypatch):
    # it showed a blank gap over "Total 0 0 0" while the top bar said "3 cards won"
    from scenes.screens import score_sheet
    from tests.scenes.helpers import texts_drawn

    app, scene = table([Seat("Anna"), *BOTS], lang="fi")
    click(app, scene.top_buttons.by_key("scores").rect.center)
    frames(app, 2)
    assert isinstance(app.manager.top, ScoreSheetScene)
    drawn = texts_drawn(app, score_sheet, monkeypatch)
    assert "Yksikään peli ei ole vielä päättynyt" in " ".join(drawn), drawn


def test_cards_won_reads_naturally_and_is_one_size_in_every_seat_panel(monkeypatch):
    """Play-test: "0 korttia voitettu" read stiffly and was smaller in the others' panels (24) than in the
    person's (28); and each other seat's last card was a 60 px copy in its panel whose "L3" could not be
    read: the pile in the middle shows it full size, outlined in the seat's colour."""
    from scenes.kit import resources as res
    from scenes.tables import zoker_tiko

    app, scene = table([Seat("Anna"), *BOTS], lang="fi")
    drag_card(app, scene, 0)
    my_turn(app, scene)  # the others have played since: their cards lie on the pile
    assert scene.recent_plays()
    lines, faces = [], []
    real_blit, real_scaled = zoker_tiko.blit_text, res.scaled

    def spy(surface, message, pos, *args, **kw):
        ink = real_blit(surface, message, pos, *args, **kw)
        lines.append((message, ink))
        return ink

    def scaled(path, size):
        faces.append((path, tuple(size)))
        return real_scaled(path, size)

    monkeypatch.setattr(zoker_tiko, "blit_text", spy)
    monkeypatch.setattr(zoker_tiko.res, "scaled", scaled)
    app.redraw_all()
    frames(app, 1)
    won = [(m, ink) for m, ink in lines if m.startswith("Voitetut kortit: ")]
    panels = [scene.seat_rect(s) for s in range(3)]
    assert all(any(p.contains(ink) for _m, ink in won) for p in panels), won
    assert len({ink.h for _m, ink in won}) == 1, won  # one size, none shrunk
    small = [f for f in faces if f[0] != zoker_tiko.BACK and f[1][0] < 96]
    assert not small, faces  # STYLE: no card face under 96 px wide


def test_a_click_on_the_trick_without_a_card_says_how_to_play_one():
    """It did nothing at all; then a chosen card goes there as before."""
    app, scene = table([Seat("Anna"), *BOTS])
    my_turn(app, scene)
    click(app, scene.trick_rect().center)
    assert scene.toast.message.startswith("First choose a card in your hand")
    moves = len(scene.state.history)
    click(app, scene.hand_sprites()[0].rect.center)
    click(app, scene.trick_rect().center)
    assert len(scene.state.history) > moves


def pile_of_two(app, scene) -> None:
    """Play on until the others have put two cards on the pile before Anna's turn."""
    for _ in range(8):
        my_turn(app, scene)
        if len(scene.view().pile) >= 2:
            break
        drag_card(app, scene, 0)


def test_the_since_your_move_dot_of_a_pile_card_is_on_its_uncovered_corner(monkeypatch):
    """Each card the others played since your move is outlined with their dot; on the top right
    corner the next card of the pile covered it, leaving a white rim peeking out."""
    from scenes.tables import zoker_tiko

    app, scene = table([Seat("Anna"), *BOTS])
    pile_of_two(app, scene)
    assert len(scene.view().pile) >= 2
    marks = []
    real = zoker_tiko.outline
    monkeypatch.setattr(zoker_tiko, "outline", lambda surface, rect, *a, **kw: marks.append(
        (pygame.Rect(rect), kw)) or real(surface, rect, *a, **kw))
    app.redraw_all()
    frames(app, 1)
    on_pile = [kw for rect, kw in marks if scene.trick_rect().contains(rect)]  # not the seat panels' cards
    assert on_pile and all(kw.get("dot_left") for kw in on_pile)


def test_a_covered_pile_cards_outline_shows_only_beside_the_card_over_it(monkeypatch):
    """The 'since your move' outline stands 5 px out of its card: above the next card of the pile,
    round its corners, a sliver of the lower card's outline showed (seen at 1920×1080). Each pile
    card's column, with the bands above and below it, looks the same with the cards under it
    outlined or not."""
    from scenes.tables import zoker_tiko

    app, scene = table([Seat("Anna"), *BOTS])
    pile_of_two(app, scene)
    assert len(scene.view().pile) >= 2 and not scene.busy()
    pile = [scene.sprites[i].rect.copy() for i in scene.pile_order]
    real = zoker_tiko.outline

    def drawn(outlined_from: int) -> pygame.Surface:
        """The table, the pile cards left of x = `outlined_from` without their outline."""
        def outline(surface, rect, *args, **kw):
            if not (rect in pile and rect.x < outlined_from):
                real(surface, rect, *args, **kw)

        with monkeypatch.context() as m:
            m.setattr(zoker_tiko, "outline", outline)
            surface = pygame.Surface((1920, 1080))
            scene.invalidate()
            scene.draw(surface)
        return surface

    full = drawn(0)
    for over in pile[1:]:
        column = over.inflate(0, 2 * 12)
        bare = drawn(over.x)
        assert (pygame.image.tobytes(full.subsurface(column), "RGB")
                == pygame.image.tobytes(bare.subsurface(column), "RGB")), over


def test_a_trick_whose_last_card_went_under_keeps_it_under_while_it_is_taken():
    """The trick stays a moment and leaves: its cards were drawn in the order they were made, so a
    last card that went under the pile lay over the top card's corner."""
    for seed in range(1, 40):
        app, scene = table([Seat("Ada", "easy"), *BOTS], seed=seed)
        for _ in range(3000):
            frames(app, 1)
            history = scene.state.history
            if scene.leaving and scene.leaving[0] == history[-1].card:  # the last play went under
                order = [s.key for s in scene.moving_in_order() if s.key in scene.leaving]
                assert order == scene.leaving
                return
            if scene.state.is_over():
                break
    raise AssertionError("no trick ended with a card played under the pile")


def test_since_your_last_move_lists_every_play_and_trick_after_yours(monkeypatch):
    """The status lines told only the latest play: two computers' cards played in a row, and who took
    the trick, were missed. The panel lists them in the log's words, in each seat's colour."""
    from scenes.kit.ui import SEAT_COLOURS
    from scenes.narration import game_log
    from scenes.tables import recent
    from tests.scenes.helpers import wait_for_me

    app, scene = table([Seat("Anna"), *BOTS], seed=4)
    for _ in range(2):
        key(app, pygame.K_1, n_frames=1)
        wait_for_me(app, scene)
    lines = scene.recent_lines()
    mine = max(k for k, m in enumerate(scene.session.moves) if m.seat == 0)
    log = game_log(scene.session)
    log.lines(0)
    told = [line for entry in log.entries[mine + 1 :] for line in entry if not line.startswith("Deal ")]
    own_trick = [ev for ev in scene.session.moves[mine].events if ev.kind == "trick"]
    assert len(lines) >= 2 and [text for _colour, text in lines][len(own_trick):] == told, (lines, told)
    seats = [ev.data.get("player", ev.data.get("winner")) for m in scene.session.moves[mine + 1 :]
             for ev in m.events if ev.kind in ("play", "trick")]
    assert [c for c, _t in lines[len(own_trick):]] == [SEAT_COLOURS[s % len(SEAT_COLOURS)] for s in seats]
    drawn = []
    real = recent.draw_recent
    monkeypatch.setattr(recent, "draw_recent",
                        lambda surface, rect, ls, *a: drawn.append(ls) or real(surface, rect, ls, *a))
    app.redraw_all()
    frames(app, 1)
    assert drawn and drawn[-1] == lines
    assert not zoker_tiko.RECENT.colliderect(scene.trick_rect())
    assert not any(zoker_tiko.RECENT.colliderect(scene.seat_rect(s)) for s in scene.others())


def seat_tags(app, scene, monkeypatch) -> list[tuple[str, tuple]]:
    """(text, top right) of every seat's pill drawn in one full redraw."""
    from scenes.kit import ui
    from scenes.tables import zoker_tiko

    tags = []
    real = ui.draw_tag

    def spy(surface, text, at):
        tags.append((text, at))
        return real(surface, text, at)

    for module in (ui, zoker_tiko):  # the person's panel (`draw_seat_panel`) and the others'
        monkeypatch.setattr(module, "draw_tag", spy)
    app.redraw_all()
    frames(app, 1)
    return tags


def test_the_leader_is_tagged_as_wizard_tags_its_dealer(monkeypatch):
    """Tiko named its leader in small grey words where Wizard shows its dealer in a pill: one look."""
    from tests.scenes.helpers import wait_for_me

    app, scene = table([Seat("Anna"), *BOTS], seed=4)
    for _ in range(8):  # until a computer leads a trick with the person to play
        view = scene.view()
        if view.trick and view.leader != 0 and scene.my_turn():
            break
        key(app, pygame.K_1, n_frames=1)
        wait_for_me(app, scene)
    view = scene.view()
    assert view.trick and view.leader != 0
    tags = seat_tags(app, scene, monkeypatch)
    (text, at), = tags
    assert text == "leads" and scene.seat_rect(view.leader).collidepoint(at[0] - 1, at[1] + 1)


def test_leading_the_trick_the_person_s_panel_says_so_too(monkeypatch):
    """The others' panels had the "leads" pill, the person's own none."""
    from scenes.tables.zoker_tiko import MY_PANEL

    app, scene = table([Seat("Anna"), *BOTS], seed=4)
    key(app, pygame.K_1, n_frames=1)  # Anna leads the first trick
    view = scene.view()
    assert view.leader == 0 and view.trick
    tags = seat_tags(app, scene, monkeypatch)
    assert ("leads", (MY_PANEL.right - 16, MY_PANEL.y + 14)) in tags


def test_since_your_last_move_starts_afresh_with_a_new_game():
    """Game 2's panel began with "You took the trick with red L4.", from game 1."""
    import random

    from game.core.api import NextRound
    from scenes.session import Session

    rng = random.Random(1)
    session = Session.start("zoker_tiko", [Seat("Anna"), *BOTS], {"games": 3}, seed=1)
    session.autosave_enabled = False
    state = session.state
    while not any(e.kind == "next_game" for m in session.moves[-1:] for e in m.events):
        legal = state.legal_actions()
        session.apply(NextRound() if NextRound() in legal else rng.choice(legal))
    while state.current_player != 0:
        session.apply(rng.choice(state.legal_actions()))
    app = make_app()
    scene = zoker_tiko_scene(app, session)
    lines = [text for _c, text in scene.recent_lines()]
    game_two = [m for m in session.moves if any(e.kind == "next_game" for e in m.events)][-1]
    start = session.moves.index(game_two)
    assert all(m.seat != 0 for m in session.moves[start + 1 :])  # only the others moved since
    assert len(lines) == sum(e.kind in ("play", "trick") for m in session.moves[start:] for e in m.events)


def zoker_tiko_scene(app, session):
    from scenes.tables.zoker_tiko import ZokerTikoScene

    scene = ZokerTikoScene(app, session)
    app.manager.reset(scene)
    frames(app, 1)
    return scene


def test_the_last_deal_says_the_rest_stays_undealt(monkeypatch):
    """rules/zoker.md (Tiko): "if the deck cannot give every player four, the rest stays undealt and
    the game ends (... 3: 5)". Seen by hand: "Deck: 4" stood at the end as if cards were to come."""
    from tests.scenes.helpers import spy_texts

    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")]
    table = start_table(app, "zoker_tiko", seats, seed=2)
    drawn = spy_texts(zoker_tiko, monkeypatch, "blit_text")
    app.redraw_all()
    frames(app, 1)
    assert "Deck: 52" in drawn and not [t for t in drawn if t.startswith("Undealt")]
    while table.state.deal_no < table.state.deals:  # on to the last deal
        table.session.apply(table.state.legal_actions()[0])
    settle(app)
    drawn.clear()
    app.redraw_all()
    frames(app, 1)
    assert "Undealt: 4" in drawn and not [t for t in drawn if t.startswith("Deck")]


def test_nobody_is_called_to_the_screen_before_a_computer_ends_the_trick(monkeypatch):
    """Seen by a tester (Isi, Äiti and Robo): after Äiti's card only Robo's was left to play, yet the
    curtain called Isi (next round the table); Äiti took the trick, so the screen came to her next
    and Isi had been handed it for nothing. "The winner of the trick leads the next" (rules): while a
    computer may end the trick, the hand is covered and the curtain waits for the turn."""
    import random

    from scenes.kit import cover

    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Isi"), Seat("Äiti"), Seat("Robo", "normal")], seed=7)
    drawn = []
    real = cover.draw_panel
    monkeypatch.setattr(cover, "draw_panel", lambda surface, box, *a, **k: (drawn.append(box),
                                                                           real(surface, box, *a, **k)))
    rng, checked = random.Random(3), []
    for _ in range(2000):
        if set(checked) == {True, False} or scene.state.is_over():
            break
        if isinstance(app.manager.top, CurtainScene):
            click(app, (960, 540))
            continue
        if scene.state.phase != "play" or scene.busy() or not scene.my_turn():
            frames(app, 3)
            let_think(scene)
            continue
        mover = scene.state.current_player
        ends = (len(scene.state.trick) == scene.state.players - 2 and scene.state.next_seat(mover) == 2
                and len(scene.view().hand) > 1)  # a deal's last trick: no hand left to hide
        assert scene.perform(rng.choice(scene.state.legal_actions())) is None
        frames(app, 2)
        if not ends:
            continue
        # Robo ends the trick: nobody is called yet, and the hand is covered
        assert app.manager.top is scene and scene.hand_covered
        drawn.clear()
        app.redraw_all()
        frames(app, 1)
        assert all(any(p.contains(r) for p in drawn) for r in scene.private_rects())
        for _ in range(600):  # Robo plays and the trick is taken (under a curtain the table waits)
            if len(scene.state.trick) == 0 and (app.manager.top is not scene or not scene.busy()):
                break
            frames(app, 3)
            let_think(scene)
        nxt = scene.session.next_person(scene.state.current_player)  # the winner, or after Robo's lead
        if nxt == mover:  # the one at the screen goes on: no curtain, the hand shown again
            assert app.manager.top is scene and not scene.hand_covered
        else:
            top = app.manager.top
            assert isinstance(top, CurtainScene) and top.name == scene.session.seats[nxt].name
            assert not scene.busy()  # the taken trick was seen before the screen was passed on
        checked.append(nxt == mover)
    assert set(checked) == {True, False}  # both ways seen


def test_on_your_turn_the_big_lines_say_what_to_do():
    """Seen by a tester: "Your turn: drag a card onto the trick…" stood only in the small grey print
    of the player's panel, while the big lines told the last move."""
    app, scene = table([Seat("Anna"), *BOTS])
    settle(app)
    assert scene.my_turn()
    assert "Your turn: drag a card onto the trick, or click it twice." in scene.status_lines()
    drag_card(app, scene, 0)
    assert "Your turn: drag a card onto the trick, or click it twice." not in scene.status_lines()


def test_in_a_tutorial_step_the_panel_alone_says_what_to_do():
    """A tester: the tutorial's arrow ran through "Your turn: drag a card…" in the big lines, words
    its panel says already."""
    from scenes.screens import tutorial_play as tp
    from scenes.screens.tutorial import open_tutorial

    app = make_app()
    (data_dir() / "tutorials.json").unlink(missing_ok=True)
    open_tutorial(app, "zoker_tiko")
    table = app.manager.top
    tp.settle(app, table)
    assert table.tutorial.mode == "step" and table.my_turn()
    assert not any(line.startswith("Your turn") for line in table.status_lines())


def test_a_press_that_ends_the_last_tricks_show_leaves_the_panels_counting_it():
    """Seen by a tester at a match's first game end: the panel above "Game 1 over" said "Cards won:
    24" while the sheet and the chip said 27. A press while the game's last trick lay on show sent
    it away at once, and the panels, drawn once per state, were not drawn again."""
    from game.core.api import ROUND_OVER
    from tests.scenes.helpers import frame_copy, same_pixels

    app = make_app()
    scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")],
                        {"games": 3}, seed=3)
    for _ in range(20000):
        if scene.state.phase == ROUND_OVER and scene.holding():
            break
        if scene.my_turn() and not scene.busy():
            scene.play_card(0)
        frames(app, 1)
    assert scene.state.phase == ROUND_OVER and scene.holding()
    click(app, (960, 540))  # on the felt: finishes what moves
    frames(app, 3)
    assert type(app.manager.top).__name__ == "RoundOverScene"
    shown = frame_copy(app.window, "shown")
    scene.invalidate()
    full = frame_copy(app.window, "full")
    app.manager.draw(full)
    assert same_pixels(shown, full)


def test_a_match_is_counted_apart_from_single_games():
    """Seen by a tester: a match of three games ended with "New personal best: 57 cards!" for a
    player who came last: its total over three games was set against one game's best (27). A match
    is counted under its own entry, per length and by what wins it, shown in its own section."""
    import random

    from scenes.screens.game_over import GameOverScene
    from scenes.screens.statistics import StatisticsScene

    app = make_app()
    app.records.record_game("one-game", "zoker_tiko", [("Anna", 27, True)])
    for by in ("cards", "games"):
        scene = start_table(app, "zoker_tiko", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")],
                            {"games": 3, "match_by": by}, seed=5)
        rng = random.Random(5)
        while not scene.state.is_over():
            scene.session.apply(rng.choice(scene.state.legal_actions()))
        scene.record_stats()  # as the table does when its game ends
        app.manager.push(GameOverScene(app, scene))
        over = app.manager.top
        assert scene.state.scores()[0] > 27 or by == "games"  # its total would have been "a new best"
        assert scene.stat_key() == f"zoker_tiko/match-3-{by}"
        assert over.bests == []  # a first match: no "new personal best" against a single game
        assert scene.end_title() == "Match over"  # "Game over" read as the third game's end
        assert app.records.stats("Anna", f"zoker_tiko/match-3-{by}").played == 1
        app.home()
    single = app.records.stats("Anna", "zoker_tiko")
    assert (single.played, single.best) == (1, 27)
    app.manager.push(StatisticsScene(app, "zoker_tiko"))
    rows = app.manager.top.rows()
    assert [cells[0] for kind, cells in rows if kind == "title"] == [
        "Match of 3 games: cards won", "Match of 3 games: games won"]
    # a match is won or lost: its rows have the table's columns (played, won, …), not "1 game, average"
    assert [len(cells) for kind, cells in rows if kind == "row"] == [7, 7, 7]
