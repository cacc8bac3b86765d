"""Racko's table words use a computer's plain name ("Botti's card", "Dealer: Robo"); only the
top bar's chips name its level."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.racko.engine import Draw, Phase  # noqa: E402
from scenes.session import Seat  # noqa: E402
from scenes.tables import racko_draw  # noqa: E402
from tests.scenes.helpers import make_app, settle, start_table, wait_for_me  # noqa: E402


def texts_drawn(monkeypatch) -> list[str]:
    """The texts the Racko table writes from now on (`racko_draw.blit_text`), in order."""
    drawn: list[str] = []
    monkeypatch.setattr(racko_draw, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or
                        pygame.Rect(0, 0, 10, 10))
    return drawn


def test_held_card_and_dealer_name_the_computer_without_its_level(monkeypatch):
    app = make_app()
    scene = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy")], seed=1)
    settle(app)
    state = scene.state
    while state.current_player == 0 or state.phase != Phase.DRAW:  # on to a computer's draw
        state.apply(state.legal_actions()[0])
    state.apply(Draw("draw"))
    assert state.phase == Phase.PLACE
    drawn = texts_drawn(monkeypatch)
    scene._draw_piles(pygame.Surface((1920, 1080)), scene.view())
    owner = scene.session.seats[state.current_player].name
    dealer = scene.session.seats[scene.view().dealer].name
    assert f"{owner}'s card" in drawn
    assert f"Dealer: {dealer}" in drawn
    assert not any("(easy)" in text for text in drawn)


def test_with_only_computers_at_the_table_the_held_card_is_named_not_yours(monkeypatch):
    """The demo shows a computer's rack: its card is "Botti's card", as its rack is Botti's."""
    app = make_app()
    scene = start_table(app, "racko", [Seat("Botti", "easy"), Seat("Robo", "easy")], seed=1)
    state = scene.state
    while not (state.current_player == scene.viewer and state.phase == Phase.DRAW):
        state.apply(state.legal_actions()[0])
    state.apply(Draw("draw"))
    drawn = texts_drawn(monkeypatch)
    scene._draw_piles(pygame.Surface((1920, 1080)), scene.view())
    assert f"{scene.session.seats[scene.viewer].name}'s card" in drawn and "Your card" not in drawn


def test_a_replay_seen_as_the_computer_names_its_rack_and_the_persons_card(monkeypatch):
    """Seen through Botti's eyes (Show all hands → See as Botti) the person's held card read
    "You's card" and Botti's rack "Your rack": the rack is Botti's, the card the person's."""
    import random
    import uuid

    from game.core.registry import GAMES
    from game.racko.engine import Place
    from tests.scenes.helpers import click, key
    from tests.scenes.test_replay import bar_button, open_table

    state = GAMES["racko"].new(2, {"rounds": 1, "turn_limit": 10}, 5)  # a short game that ends
    rng = random.Random(5)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    data = {"state": state.to_json(), "uid": uuid.uuid4().hex,
            "seats": [{"name": "You", "level": None}, {"name": "Bot 1", "level": "easy"}]}
    app = make_app()
    table = open_table(app, data)
    replay = table.session.replay
    # a position where the person holds a card they took: the move after it is their Place
    k = next(i for i, m in enumerate(replay.moves) if m.seat == 0 and isinstance(m.action, Place) and i > 4)
    while table.position() < k:
        key(app, pygame.K_RIGHT)
    assert table.view().phase == Phase.PLACE and table.view().current_player == 0
    click(app, bar_button(table, "hands").rect.center)
    click(app, app.manager.top.buttons.by_key("eyes.1").rect.center)
    assert table.viewer == 1
    drawn = texts_drawn(monkeypatch)
    app.redraw_all()
    app.step(1 / 60)
    assert "Your card" in drawn and "You's card" not in drawn
    assert "Your rack" not in drawn and any(t.endswith("rack") and "Bot 1" in t for t in drawn), drawn


def test_your_rack_in_a_team_game_says_whose_team(monkeypatch):
    """With teams the person's own rack was titled "You (team 1)'s rack": it reads "Your rack
    (team 1)", and another seat's rack keeps its name."""
    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    scene = start_table(app, "racko", seats, {"teams": True})
    drawn = texts_drawn(monkeypatch)
    scene._draw_mine(pygame.Surface((1920, 1080)), scene.view())
    assert "Your rack (team 1)" in drawn and not any("'s rack" in t for t in drawn), drawn


def test_team_titles_never_put_brackets_after_a_computers_level(monkeypatch):
    """A computer's label is "Botti (easy)": its panel read "Botti (easy) (team 2)" and, seen
    through its eyes, its rack "Botti (easy) (team 2)'s rack". The panel reads "Botti (easy) · team
    2"; the rack, like the table's other words, the plain name: "Botti's rack (team 2)", in Finnish
    "Botti: teline (joukkue 2)" ("Pelaajan Pelaaja 1 teline" read badly with a default name)."""
    from game.core.i18n import set_language

    app = make_app()
    seats = [Seat("Anna"), Seat("Botti", "easy"), Seat("Robo", "easy"), Seat("Kone", "easy")]
    scene = start_table(app, "racko", seats, {"teams": True})
    drawn = texts_drawn(monkeypatch)
    monkeypatch.setattr(racko_draw, "draw_seat_panel", lambda surface, rect, seat, title, *a, **k:
                        drawn.append(title))
    surface = pygame.Surface((1920, 1080))
    scene.draw_static(surface)
    assert "Botti (easy) · team 2" in drawn and not any(") (" in t for t in drawn), drawn
    monkeypatch.setattr(type(scene), "viewer", property(lambda self: 1))  # through Botti's eyes
    drawn.clear()
    scene._draw_mine(surface, scene.view())
    assert "Botti's rack (team 2)" in drawn, drawn
    set_language("fi")
    drawn.clear()
    scene._draw_mine(surface, scene.view())
    assert "Botti: teline (joukkue 2)" in drawn, drawn


def test_the_changed_slots_dot_leaves_the_cards_number_free(monkeypatch):
    """A Racko card's number sits in its top right corner, where the "changed since your move"
    dot covered it on the others' small racks ("57" half hidden): the dot goes top left."""
    from scenes.tables import recent

    app = make_app()
    scene = start_table(app, "racko", [Seat("Anna"), Seat("Botti", "easy")], seed=1)
    settle(app)
    state = scene.state
    wait_for_me(app, scene)
    while state.current_player == 0:  # Anna's turn, then Botti's: his slot and the discard change
        assert scene.perform(state.legal_actions()[0]) is None
        settle(app)
    wait_for_me(app, scene)
    dots = []
    real = recent.pygame.draw.circle

    def circle(surface, colour, centre, radius, *a, **k):
        dots.append(tuple(centre))
        return real(surface, colour, centre, radius, *a, **k)

    monkeypatch.setattr(recent.pygame.draw, "circle", circle)
    slots, discarder = scene.recent_changes()
    assert slots or discarder is not None
    scene._draw_recent(pygame.Surface((1920, 1080)), scene.view())
    marked = [scene.sprites[f"r{seat}.{i}"].rect for (seat, i) in slots] + (
        [scene.sprites["discard"].rect] if discarder is not None else [])
    for rect in marked:  # the outline is the rect grown by 5 on each side, the dot 4 inside its corner
        assert (rect.x - 1, rect.y - 1) in dots and (rect.right + 1, rect.y - 1) not in dots, (rect, dots)


def test_the_status_lines_keep_clear_of_the_racks_title(monkeypatch):
    """Two people in Finnish: the second status line ("Napsauta nyt telineesi paikkaa, johon 6 menee
    (tai muualle, niin se jää pinoon).") ran over "Pelaajan Pelaaja 1 teline". A line level with the
    title keeps clear of it, whatever the name's length."""
    from game.core.i18n import set_language

    app = make_app(lang="fi")
    try:
        seats = [Seat("Hannu-Pekka Virtanen"), Seat("Botti", "easy"), Seat("Pelaaja 2")]
        scene = start_table(app, "racko", seats, seed=1)
        long = "Napsauta nyt telineesi paikkaa, johon 6 menee (tai muualle, niin se jää pinoon)."
        monkeypatch.setattr(type(scene), "lines", lambda self, view: ["Kierros 1: kortit on jaettu.", long])
        monkeypatch.setattr(type(scene), "viewer", property(lambda self: 0))
        inks = []
        real = racko_draw.blit_text

        def spy(surface, text, *a, **k):
            inks.append((text, real(surface, text, *a, **k)))
            return inks[-1][1]
        monkeypatch.setattr(racko_draw, "blit_text", spy)
        surface = pygame.Surface((1920, 1080))
        scene.draw_static(surface)
        scene.draw_table(surface)
        title = next(r for t, r in inks if t == "Hannu-Pekka Virtanen: teline")
        lines = [r for t, r in inks if t.startswith(("Kierros 1:", "Napsauta"))]
        assert len(lines) == 2 and not any(r.colliderect(title) for r in lines), (title, lines)
        from scenes.kit import resources as res

        assert lines[1].w >= res.font(26).size(long)[0] - 2  # beside it, at full size, not shrunk
    finally:
        set_language("en")
