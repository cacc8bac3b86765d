"""Zoker Memo table driven by real mouse and key events, headless."""

from __future__ import annotations

import pygame
import pytest

from game.zoker.memo.engine import GRIDS, is_pair
from scenes.screens.game_over import GameOverScene
from scenes.session import Seat
from scenes.tables.zoker_memo import GRID_AREA
from tests.scenes.helpers import click, frames, key, make_app, settle, start_table
from tests.scenes.test_monkey import monkey


def table(seats, options=None, seed: int = 2, lang: str = "en", quick: bool = False):
    app = make_app(lang=lang)
    if quick:  # whole games: the animations are tested elsewhere
        app.settings.animation_speed = "instant"
        app.settings.reveal_time = 0.2
    scene = start_table(app, "zoker_memo", seats, options, seed=seed)
    settle(app)
    return app, scene


def pairs(state, want: bool = True) -> tuple[int, int]:
    """Two filled places that are (or are not) a pair; the test may look, players may not."""
    filled = [i for i, c in enumerate(state.places) if c is not None]
    for i in filled:
        for j in filled:
            if i < j and is_pair(state.places[i], state.places[j], state.easy) == want:
                return i, j
    raise AssertionError("no such two cards")


def click_place(app, scene, place: int, n_frames: int = 2) -> None:
    click(app, scene.cards[place].rect.center, n_frames)


def play_out(app, scene, me: int = 0, limit: int = 400) -> None:
    """Click pairs whenever it is my turn until the game ends."""
    for _ in range(limit):
        settle(app)
        state = scene.state
        if state.is_over():
            return
        if state.current_player != me:
            continue
        a, b = pairs(state)
        click_place(app, scene, a)
        click_place(app, scene, b)
    raise AssertionError("the game did not end")


def test_a_miss_shows_both_cards_then_turns_them_back():
    app, scene = table([Seat("Anna")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    view = scene.state.view(0)
    assert view.phase == "miss" and view.face_up == (a, b)
    assert scene.cards[a].card == scene.state.places[a] and scene.busy()
    frames(app, int(app.settings.reveal_time * 60) - 30)
    assert scene.state.phase == "miss"  # still there to remember
    settle(app)
    assert scene.state.phase == "reveal" and scene.state.face_up == []
    assert scene.cards[a].card is None and scene.cards[b].card is None
    assert "Not a pair" in scene.status


def test_clicking_a_shown_miss_turns_it_back_at_once():
    app, scene = table([Seat("Anna")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    click_place(app, scene, a)
    assert scene.state.phase == "reveal" and scene.state.face_up == []
    assert type(scene.state.history[-1]).__name__ == "Hide"


def test_a_pair_flies_to_the_pile_and_is_named():
    app, scene = table([Seat("Anna")])
    a, b = pairs(scene.state)
    cards = [scene.state.places[a], scene.state.places[b]]
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.state.piles[0] == cards and len(scene.flying) == 2
    assert "same" in scene.status and scene.status.startswith("You take")  # the one person here
    settle(app)
    assert scene.flying == [] and a not in scene.cards or scene.cards[a].card is None


def test_solo_game_finished_by_clicks_keeps_the_best_turn_count():
    app, scene = table([Seat("Anna")], seed=5, quick=True)
    play_out(app, scene)
    settle(app)
    turns = scene.state.turns[0]
    assert scene.state.scores() == [-turns]
    assert isinstance(app.manager.top, GameOverScene)
    assert app.records.best("zoker_memo", "16") == turns
    assert app.records.best("zoker_memo", "16:5") == turns


def test_against_a_computer_the_whole_game_is_played_with_clicks():
    app, scene = table([Seat("Anna"), Seat("Botti", "hard")], seed=7, quick=True)
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.state.current_player == 1
    play_out(app, scene)
    state = scene.state
    assert state.is_over() and sum(state.scores()) == 64 - sum(c is not None for c in state.places)
    assert state.turns[1] > 0


def test_refills_glide_in_from_the_deck():
    app, scene = table([Seat("Anna")], {"table": 24, "easy_pairs": True}, seed=3)
    deck_box = pygame.Rect(scene.deck_box())
    for _ in range(20):
        before = scene.state.view(0).deck
        a, b = pairs(scene.state)
        click_place(app, scene, a)
        click_place(app, scene, b, n_frames=1)
        if scene.state.view(0).deck < before:
            break
        settle(app)
    else:
        raise AssertionError("no refill")
    arriving = [s for s in scene.cards.values() if s.move is not None]
    assert arriving and all(pygame.Rect(s.rect).colliderect(deck_box) for s in arriving)
    settle(app)
    assert all(s.rect.topleft == pygame.Rect(scene.place_box(p)).topleft for p, s in scene.cards.items())


def test_keyboard_arrows_and_enter_reveal_a_card():
    app, scene = table([Seat("Anna")])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert scene.state.face_up == [scene.cursor] and scene.cursor == 1


def test_the_ring_goes_when_the_mouse_takes_over_and_a_new_game_starts_without_it():
    """A play-tester: after Play again the keyboard's ring stood on the place it had been."""
    app, scene = table([Seat("Anna")])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.cursor == 1
    scene.restart()
    frames(app, 2)
    assert scene.cursor == -1
    key(app, pygame.K_RIGHT)
    assert scene.cursor == 0
    click_place(app, scene, 5)
    assert scene.cursor == -1 and 5 in scene.state.face_up


def test_the_keyboards_ring_shows_on_a_card_the_others_turned_up():
    """A play-tester: on a card outlined as turned up by another player since your move, the gold
    focus ring vanished (the outline lay over it), and Enter said "already face up" of a card no
    ring marked. The ring is drawn again outside the outline."""
    from scenes.kit.ui import GOLD_BRIGHT
    from tests.scenes.helpers import wait_for_me

    app, scene = table([Seat("Anna"), Seat("Botti", "easy")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    settle(app)
    wait_for_me(app, scene)
    settle(app)
    assert scene.misses, "the computer's turn left no outlined card"
    place = next(iter(scene.misses))
    scene.cursor = place
    scene.invalidate()
    surface = pygame.Surface((1920, 1080))
    app.manager.draw(surface)
    rect = scene.cards[place].rect
    side = (rect.x - 13, rect.centery)  # on the ring outside the outline's dark edge
    assert tuple(surface.get_at(side))[:3] == GOLD_BRIGHT, surface.get_at(side)


def test_finnish_table_and_monkey():
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "normal")]
    app, scene = table(seats, {"easy_pairs": True}, 4, "fi")
    monkey(app, 6, 800)
    assert scene.state.history  # the computers kept playing between the random events


def test_the_miss_time_is_a_setting():
    from scenes.screens.settings import SettingsScene

    app = make_app()
    app.manager.push(SettingsScene(app))
    frames(app, 2)
    before = app.settings.reveal_time
    click(app, app.manager.top.buttons.by_key("reveal.6").rect.center)  # the longest of the row
    assert app.settings.reveal_time > before


def test_two_people_share_the_screen_without_a_curtain():
    app, scene = table([Seat("Anna"), Seat("Ben")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.state.current_player == 1 and app.manager.top is scene
    c = next(i for i, card in enumerate(scene.state.places) if card is not None and i not in (a, b))
    click_place(app, scene, c)  # Ben goes on at once; the shown miss turns back
    assert scene.state.face_up == [c] and scene.state.history[-1].place == c


def test_a_place_added_beside_the_grid_is_shown_and_clickable():
    from game.zoker.cards import Card
    from tests.engine.test_memo import PAIR_FREE, c

    app, scene = table([Seat("Anna")])
    state = scene.state
    state.places = [c("blue S2"), c("blue S3")] + PAIR_FREE[:14]
    state.deck = [Card(0, 0, 3), PAIR_FREE[15], PAIR_FREE[14]]
    scene.sync(None)
    click_place(app, scene, 0)
    click_place(app, scene, 1)
    settle(app)
    assert len(state.places) == 17 and 16 in scene.cards
    grid_right = max(pygame.Rect(scene.place_box(p)).right for p in range(16))
    assert scene.cards[16].rect.left > grid_right and GRID_AREA.contains(scene.cards[16].rect)
    click_place(app, scene, 16)
    assert state.face_up == [16]


def test_a_message_finds_its_place_on_the_memo_table():
    """Memo's cards are not a dict of CardSprites: placing a message must not trip over them
    (it did, by hand, in the tutorial)."""
    app, scene = table([Seat("Anna")])
    scene.toast.show("Same colour and size!")
    frames(app, 2)
    assert scene.toast_band().h > 0


def test_the_top_bar_counts_the_cards_won():
    """As Tiko's chips do: "Voitetut kortit: 2" ("2 korttia voitettu" read stiffly)."""
    app, scene = table([Seat("Anna"), Seat("Ben")], lang="fi")
    assert scene.seat_line(0) == "Voitetut kortit: 0"
    a, b = pairs(scene.state)
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.seat_line(0) == "Voitetut kortit: 2"


def test_a_replay_does_not_ask_to_wait_on_the_persons_turn(monkeypatch):
    """Seen by hand: a Memo replay said "Wait a moment: the last move is still being shown." on
    the person's turns, for good: nothing moves in a replay, it is only watched."""
    import pygame

    from scenes.tables import zoker_memo
    from tests.scenes.helpers import key, texts_drawn
    from tests.scenes.test_replay import open_table, played

    data = played("zoker_memo", players=2, limit=60)
    data["seats"][0]["name"] = "You"
    app = make_app()
    table = open_table(app, data)
    seen = set()
    for _ in range(12):
        drawn = texts_drawn(app, zoker_memo, monkeypatch)
        assert "Wait a moment: the last move is still being shown." not in drawn
        seat = table.view().current
        if seat == 0:
            assert "You are playing." in drawn
            seen.add(seat)
        elif seat == 1:
            assert any(t.startswith("Bot 1") and t.endswith("is playing.") for t in drawn), drawn
            seen.add(seat)
        key(app, pygame.K_RIGHT)
    assert seen == {0, 1}


def test_a_click_on_the_deck_or_an_empty_place_says_what_to_turn_up():
    """Such a click did nothing at all; a family clicking the deck to draw was left guessing."""
    app, scene = table([Seat("Anna")], seed=2)
    click(app, pygame.Rect(scene.deck_box()).center)
    assert "turn up cards on the table" in scene.toast.message
    i, j = pairs(scene.state)
    click_place(app, scene, i)
    click_place(app, scene, j)
    settle(app)
    empty = next(p for p, shown in enumerate(scene.view().places) if shown is None)
    click(app, pygame.Rect(scene.place_box(empty)).center)
    assert scene.toast.message == "That place is empty: turn up a face-down card."
    assert len(scene.state.history) == 2  # nothing was played


def test_statistics_count_games_alone_apart_in_turns():
    """A game alone was counted with the games against others, as minus the turns: Statistics showed
    "Best −240" beside cards won, and a better game alone said "New personal best: −24!"."""
    from scenes.screens.game_over import personal_best_lines
    from scenes.screens.statistics import StatisticsScene
    from scenes.text import score_words

    app, scene = table([Seat("Anna")], seed=5, quick=True)
    app.records.record_game("earlier", "zoker_memo/alone-16", [("Anna", 999, None)], False)
    play_out(app, scene)
    settle(app)
    turns = scene.state.turns[0]
    stats = app.records.stats("Anna", "zoker_memo/alone-16")
    assert stats.best == turns > 0 and stats.played == 2 and app.records.stats("Anna", "zoker_memo") is None
    (line,) = personal_best_lines(scene)
    assert line.endswith(f": {score_words(turns, 'turns')}!"), line  # "1 turn": every pair plays on
    rows = StatisticsScene(app, "zoker_memo").rows()
    assert rows[0] == ("section", ["Alone, 16 cards: turns, fewer is better"])
    assert rows[1][1][0] == "Anna" and rows[1][1][2] == str(turns)
    assert not any(cell.startswith(("-", "−")) for _kind, cells in rows for cell in cells)


@pytest.mark.parametrize("players", [1, 5])
@pytest.mark.parametrize("size", sorted(GRIDS))
def test_every_table_size_draws_whole_size_cards(size, players, monkeypatch):
    """STYLE: no card narrower than 96 px at 1080p. The piles drew 95 px wide cards at every table
    size, and 85 px with five seats; every card drawn is counted, in the grid, the deck and piles."""
    from scenes.kit import resources as res
    from scenes.tables.zoker_memo import MIN_CARD_W, SEAT_PANEL

    app, scene = table([Seat(name) for name in ("Anna", "Ben", "Cai", "Dan", "Eve")[:players]],
                       {"table": size})
    a, b = pairs(scene.state)  # Anna takes a pair: her pile shows
    click_place(app, scene, a)
    click_place(app, scene, b)
    settle(app)
    assert scene.state.view(0).piles[0]
    drawn = []
    scaled = res.scaled
    monkeypatch.setattr(res, "scaled", lambda path, size: drawn.append((path, size)) or scaled(path, size))
    scene.invalidate()
    frames(app, 1)
    cards = [(path, size) for path, size in drawn if path.startswith("cards/")]
    assert len(cards) >= len(scene.cards) + 2
    assert all(w >= MIN_CARD_W for _path, (w, _h) in cards), sorted({s for _p, s in cards})
    for place in scene.cards:
        assert GRID_AREA.contains(scene.place_box(place))
    for seat in range(players):
        block = scene.seat_block(seat)
        assert SEAT_PANEL.contains(block) and all(block.contains(scene.pile_box(seat, k)) for k in (0, 1))


@pytest.mark.parametrize("size", [s for s in sorted(GRIDS) if s < 64])  # 64: the whole deck is dealt
def test_places_added_beside_the_grid_stay_in_the_play_area(size):
    """Rule: "the next deck card is dealt into a new place beside the grid" when no pair is left.
    Seen by reading the layout: at 4×6 an added column stood at x 1516–1666, over the turn panel
    and the deck. Added places make the grid wider; every place stays in the play area, none
    overlaps another, and the cards keep STYLE's 96 px."""
    from scenes.tables.zoker_memo import DECK_BOX, MIN_CARD_W, TURN_PANEL

    rows, _cols = GRIDS[size]
    app, scene = table([Seat("Anna")], {"table": size})
    state = scene.state
    for added in (1, rows + 1):  # one new column, then a second one
        while len(state.places) < size + added:
            state.places.append(state.deck.pop())
        scene.sync(None)
        frames(app, 1)
        boxes = [pygame.Rect(scene.place_box(p)) for p in range(len(state.places))]
        assert all(GRID_AREA.contains(b) for b in boxes), [b for b in boxes if not GRID_AREA.contains(b)]
        deck = pygame.Rect(*DECK_BOX, *scene.card_size)
        assert not any(b.colliderect(TURN_PANEL) or b.colliderect(deck) for b in boxes)
        rows_apart = {(b.x, b.y) for b in boxes}
        assert len(rows_apart) == len(boxes)  # no two places at one spot
        assert scene.card_size[0] >= MIN_CARD_W
        assert all(abs(s.rect.x - boxes[p].x) <= 1 and abs(s.rect.y - boxes[p].y) <= 1
                   for p, s in scene.cards.items())  # the sprites stand there (rounded)


def test_a_long_name_stays_inside_its_panel(monkeypatch):
    """A name of 16 wide letters ran out of its seat's panel and over the cards."""
    from scenes.kit import ui
    from tests.scenes.helpers import spy_rects

    app, scene = table([Seat("W" * 16), Seat("Botti", "normal")])
    drawn = spy_rects(ui, monkeypatch)  # draw_seat_panel's own blit_text
    app.redraw_all()
    frames(app, 1)
    names = [rect for message, rect in drawn if message.startswith("WWW")]
    assert names and all(scene.seat_block(0).contains(rect) for rect in names), names


def test_a_game_that_ends_with_unpaired_cards_says_why_they_stay():
    """Rules: "End: deck empty and no pair left on the table." The cards left are never taken, and
    the panels say so rather than leave a family wondering where they went."""
    import random

    app = make_app()
    scene = start_table(app, "zoker_memo", [Seat("Anna"), Seat("Ben")], seed=1)
    rng = random.Random(1)
    while not scene.state.is_over():
        scene.perform(rng.choice(scene.state.legal_actions()))
        frames(app, 1)
    left = sum(place is not None for place in scene.state.view(0).places)
    assert left == 4  # this deal ends with four cards no two of which pair
    assert "the last 4 cards hold no pair" in scene.instruction()
    assert "The last 4 cards held no pair." in scene.end_lines()
    # each seat's count reads as one sentence (it was "Anna: Cards won: 30")
    won = [len(pile) for pile in scene.state.view(0).piles]
    assert [f"Anna: {won[0]} cards won", f"Ben: {won[1]} cards won"] == scene.end_lines()[1:3]


def test_computers_alone_count_down_to_the_next_game_which_starts_without_old_news():
    """Seen by hand: the result went after a few seconds with no warning, and the new game's
    line still told the last move of the old one."""
    from scenes.screens.game_over import DEMO_PAUSE

    app = make_app()
    scene = start_table(app, "zoker_memo", [Seat("Botti", "easy"), Seat("Robo", "easy")], seed=2)
    import random

    rng = random.Random(2)
    while not scene.state.is_over():  # quicker than the computers' pace: moves for them
        scene.perform(rng.choice(scene.state.legal_actions()))
    for _ in range(600):
        if isinstance(app.manager.top, GameOverScene):
            break
        frames(app, 1)
    over = app.manager.top
    assert isinstance(over, GameOverScene) and over.demo()
    frames(app, 2)
    assert over.buttons.by_key("again").label == f"Next game ({int(DEMO_PAUSE)})"
    assert scene.status  # the last move is told
    for _ in range(int(DEMO_PAUSE * 60) + 30):
        frames(app, 1)
        if app.manager.top is scene:
            break
    assert app.manager.top is scene and not scene.state.history[2:]
    assert scene.status == ""


def test_computers_alone_are_not_spoken_to():
    """Seen by hand: a game of computers alone said "cards the others turned up since your turn"."""
    import random

    app = make_app()
    scene = start_table(app, "zoker_memo", [Seat("Botti", "easy"), Seat("Robo", "easy")], seed=3)
    rng = random.Random(3)
    for _ in range(200):
        scene.perform(rng.choice(scene.state.legal_actions()))
        frames(app, 1)
        if scene.recent_misses():  # there were misses: only nobody here to be told of them
            break
    assert scene.recent_misses() and scene.misses == {}


def test_an_empty_pile_shows_where_the_pairs_will_lie(monkeypatch):
    """Seen by hand: each seat's panel began with a wide empty gap left of "0 cards"."""
    from scenes.tables import zoker_memo
    from tests.scenes.helpers import spy_rects

    app, scene = table([Seat("Anna"), Seat("Botti", "easy")])
    drawn = spy_rects(zoker_memo, monkeypatch)
    app.redraw_all()
    frames(app, 1)
    spots = [r for message, r in drawn if message == "pairs"]
    assert len(spots) == 2 and all(scene.seat_block(s).contains(r) for s, r in enumerate(spots))
    a, b = pairs(scene.state)
    click_place(app, scene, a)
    click_place(app, scene, b)
    settle(app)
    drawn.clear()
    app.redraw_all()
    frames(app, 1)
    assert [r for message, r in drawn if message == "pairs"] == [spots[1]]  # Anna's pile has its pair


def test_while_a_miss_shows_the_turn_panel_says_a_click_counts():
    """The box said "Wait a moment: the last move is still being shown." while the two cards of a miss
    were on show, yet a click then counted (it turned them back, or a new card up). It says they turn
    back by themselves too: "Click one … to turn them face down" read as a duty, and then they went."""
    app, scene = table([Seat("Anna")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.busy() and scene.my_turn() and scene.state.phase == "miss"
    assert scene.instruction() == "Not a pair. They turn face down in a moment, or at a click."
    other = next(p for p in sorted(scene.cards) if p not in (a, b) and scene.state.places[p] is not None)
    click_place(app, scene, other)
    assert scene.state.face_up == [other]


def test_a_turned_card_lies_over_the_row_below_on_the_whole_deck():
    """Seen by hand: with all 64 cards the rows overlap (cards keep STYLE's 96 px), and the row below
    hid the lower corner of a card just turned. A face shown lies on top: drawn after the backs, and
    a click on its lower part is a click on it, not on the back beneath."""
    app, scene = table([Seat("Anna"), Seat("Botti", "normal")], {"table": 64})
    below = next(p for p in scene.cards if scene.cards[p].rect.colliderect(scene.cards[0].rect) and p != 0)
    click_place(app, scene, 0)
    settle(app)
    assert scene.view().places[0] is not None and 0 in scene.view().face_up
    order = scene.stacked()
    assert order.index(0) > order.index(below)
    overlap = scene.cards[0].rect.clip(scene.cards[below].rect)
    assert overlap.h > 0 and scene.place_at(overlap.center) == 0


def test_a_computers_miss_names_who_turned_the_cards():
    """A play-tester: "Not a pair: red XL3 and blue M1 …" stood under "Your turn" with no name, and
    read as the person's own turn. Another seat's miss says whose it was."""
    app, scene = table([Seat("Anna"), Seat("Botti", "easy")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)  # Anna misses: Botti is next
    assert scene.status.startswith("Not a pair")
    for _ in range(600):
        misses = [m for m in scene.session.moves if m.seat == 1 and any(e.kind == "miss" for e in m.events)]
        if misses:
            break
        frames(app, 5)
    assert misses, "Botti never missed"
    frames(app, 2)
    assert scene.status.startswith("Botti: Not a pair"), scene.status


def test_after_a_miss_against_a_computer_the_panel_says_so_and_who_plays_next():
    """Seen by a tester: after their miss the panel said only "Botti is playing." over their two
    cards still face up (the turn passes as the miss shows)."""
    app, scene = table([Seat("Anna"), Seat("Botti", "easy")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.state.phase == "miss" and scene.state.current_player == 1
    assert scene.instruction() == "Not a pair. Botti plays next."


def test_a_click_on_a_miss_the_clock_has_just_turned_back_picks_nothing():
    """Seen by a tester: told a click turns the miss back, they clicked one of its cards just as the
    clock turned them: the click turned that card up again as their first pick, a card everyone had
    seen. Within STALE_CLICK it is taken as meant for the miss; later it picks the card."""
    from scenes.tables.zoker_memo import STALE_CLICK

    app, scene = table([Seat("Anna"), Seat("Ben")])
    a, b = pairs(scene.state, want=False)
    click_place(app, scene, a)
    click_place(app, scene, b)
    assert scene.instruction() == "Not a pair. They turn face down in a moment, or at a click."
    while scene.state.phase == "miss":
        frames(app, 1)
    assert scene.state.face_up == []
    click_place(app, scene, a, n_frames=1)
    assert scene.state.face_up == [] and scene.state.phase != "miss"
    app.step(STALE_CLICK)
    click_place(app, scene, a)
    assert scene.state.face_up == [a]
