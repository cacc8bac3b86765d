"""Play-testers' reports on Zoker Solo and Zoker Memo, driven headless with real events."""

from __future__ import annotations

import random

import pygame
import pytest

from game.zoker.cards import card_name, describe_common
from game.zoker.memo.engine import Reveal, is_pair
from game.zoker.solo.engine import BOTTOM_NAMES, DEAL, TOP_NAMES, Move
from scenes.kit.layout import zones
from scenes.kit.ui import GOLD
from scenes.screens.game_over import GameOverScene
from scenes.session import Seat
from scenes.tables import zoker_memo
from scenes.tables.zoker_memo import SEAT_PANEL, TURN_PANEL
from scenes.tables.zoker_solo import STACK_STEP, STACK_VISIBLE
from tests.scenes.helpers import click, drag, frames, key, make_app, settle, spy_texts, start_table
from tests.scenes.test_zoker_solo_scene import hinted

Z = zones("zoker_solo")

# ---------------------------------------------------------------- Solo


def solo(seed: int, lang: str = "en", line: tuple = ()):
    """A Solo table of deal `seed` after the moves of `line`."""
    app = make_app(lang=lang)
    scene = start_table(app, "zoker_solo", [Seat("Anna")], seed=seed)
    for action in line:
        assert scene.perform(action) is None
    settle(app)
    return app, scene


def stack_move_line(height: int) -> tuple[int, tuple, Move]:
    """A deal, random card moves (a deal when none is left) and then a legal move of a bottom stack of
    `height` cards onto another stack."""
    from game.core.registry import GAMES

    for seed in range(1, 200):
        state, rng, line = GAMES["zoker_solo"].new(1, None, seed), random.Random(seed), []
        for _k in range(30):
            legal = state.legal_actions()
            stacks = [a for a in legal if isinstance(a, Move) and a.src in BOTTOM_NAMES]
            for a in stacks:
                if len(state.bottom[int(a.src[-1])]) == height:
                    return seed, tuple(line), a
            cards = [a for a in legal if isinstance(a, Move) and a.src in TOP_NAMES]
            if not cards and DEAL not in legal:
                break
            line.append(rng.choice(cards) if cards else DEAL)
            state.apply(line[-1])
    raise AssertionError("no such line")


def covered(scene) -> list[pygame.Rect]:
    """Everything of the cards a message must leave readable: each card with its corner labels and
    each stack's height badge (it stands out past the card's corner)."""
    out = [s.rect.inflate(8, 8) for s in scene.sprites.values()]
    for c, name in enumerate(BOTTOM_NAMES):
        n = len(scene.view().bottom[c])
        if n:
            r, rise = Z[name], (min(n, STACK_VISIBLE) - 1) * STACK_STEP
            out.append(pygame.Rect(r.right - 34, r.y - rise - 22, 56, 56))
    return out


def refusal(state) -> tuple[str, str]:
    """An upper card and a bottom stack it does not fit on."""
    legal, view = state.legal_actions(), state.view(0)
    return next((f"top.{r}.{c}", b) for r in range(3) for c in range(4) for b in BOTTOM_NAMES
                if view.top[r][c] is not None and Move(f"top.{r}.{c}", b) not in legal)


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_solo_refusal_covers_no_card_label_or_badge(lang):
    """A refused drop's long Finnish reason wrapped over the "1" badges and the third row's labels."""
    app, scene = solo(5, lang)
    src, dst = refusal(scene.state)
    drag(app, Z[src].center, Z[dst].center)
    frames(app, 2)
    assert scene.toast.visible and scene.toast.kind == "error"
    assert scene.toast_rect().collidelist(covered(scene)) < 0
    assert scene.toast_rect().collidelist([Z["stock"], Z["deal_button"], Z["info"]]) < 0


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_solo_hint_covers_no_card_label_or_badge(lang):
    """The hint's message lay over row 2's corner labels."""
    app, scene = solo(5, lang)
    key(app, pygame.K_h)
    hinted(app, scene)
    frames(app, 2)
    assert scene.toast.visible and scene.hint_target
    assert scene.toast_rect().collidelist(covered(scene)) < 0


def test_solo_messages_in_a_tutorial_keep_clear_of_its_panel_and_the_cards():
    """The left column is the tutorial's: there a message goes under the info panel."""
    from tests.scenes.test_tutorial import open_app

    app, table = open_app("zoker_solo")
    click(app, table.zone_rect("top.0.0").center)
    click(app, table.zone_rect("bottom.3").center)
    assert table.toast.visible
    rect = table.toast_rect()
    assert rect.collidelist(covered(table)) < 0 and not rect.colliderect(table.tutorial.panel_rect())


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("height", [1, 2])
def test_solo_hint_for_a_stack_move_names_the_whole_stack(lang, height):
    """"Hint: move blue S1 onto stack 3 (blue XL1)." named one card, but the rules move the whole
    stack: the hint names the stack, its height and top card, and the whole stack glows."""
    seed, line, move = stack_move_line(height)
    app, scene = solo(seed, lang, line)
    stack, onto = (scene.view().bottom[int(p[-1])] for p in (move.src, move.dst))
    scene.show_hint(move)
    frames(app, 2)
    a, n, card, top = int(move.src[-1]) + 1, int(move.dst[-1]) + 1, card_name(stack[-1]), card_name(onto[-1])
    words = {
        ("en", 1): f"Hint: move stack {a} (one card, {card}) onto stack {n} ({top}).",
        ("en", 2): f"Hint: move stack {a} (2 cards, {card} on top) onto stack {n} ({top}).",
        ("fi", 1): f"Vihje: siirrä pino {a} (yksi kortti, {card}) pinoon {n} ({top}).",
        ("fi", 2): f"Vihje: siirrä pino {a} (2 korttia, päällimmäisenä {card}) pinoon {n} ({top}).",
    }
    assert scene.toast.message == words[lang, height]
    # what to pick up: the whole stack glows, as a drag of it lifts it whole
    r, rise = Z[move.src], (min(height, STACK_VISIBLE) - 1) * STACK_STEP
    edge = pygame.Rect(r.x, r.y - rise, r.w, r.h + rise).inflate(16, 16)
    assert tuple(pygame.display.get_surface().get_at((edge.centerx, edge.y + 2)))[:3] == GOLD
    drag(app, Z[move.src].center, Z[move.dst].center)
    settle(app)
    assert len(scene.view().bottom[int(move.dst[-1])]) == len(onto) + height


def test_solo_hint_for_a_card_still_names_the_card():
    """A card from the upper rows moves alone: its hint names the card (and the stack it goes onto)."""
    app, scene = solo(5)
    move = next(a for a in scene.state.legal_actions() if isinstance(a, Move) and a.src in TOP_NAMES)
    onto = scene.view().bottom[int(move.dst[-1])]
    scene.show_hint(move)
    r, c = divmod(TOP_NAMES.index(move.src), 4)
    card, n = card_name(scene.view().top[r][c]), int(move.dst[-1]) + 1
    assert scene.toast.message == f"Hint: move {card} onto stack {n} ({card_name(onto[-1])})."


# ---------------------------------------------------------------- Memo


def memo(seats, lang: str = "en", seed: int = 2):
    app = make_app(lang=lang)
    scene = start_table(app, "zoker_memo", seats, seed=seed)
    settle(app)
    return app, scene


def two(state, want: bool) -> tuple[int, int]:
    """Two filled places that are (or are not) a pair; the test may look, players may not."""
    filled = [i for i, c in enumerate(state.places) if c is not None]
    return next((i, j) for i in filled for j in filled if i < j and is_pair(state.places[i], state.places[j],
                                                                             state.easy) == want)


def said(app, scene, monkeypatch) -> list[str]:
    """Every text the Memo table draws in one full frame, and its message if one shows."""
    drawn = spy_texts(zoker_memo, monkeypatch)
    blitted = spy_texts(zoker_memo, monkeypatch, "blit_text")
    app.redraw_all()
    frames(app, 1)
    return drawn + blitted + ([scene.toast.message] if scene.toast.visible else [])


def test_memo_a_pair_is_told_at_most_twice_and_the_turn_panel_says_what_it_means(monkeypatch):
    """A pair was said three times (a toast over the cards, the line under them, the pile) while the
    turn panel said only whose turn it was: now the line tells it, the pile keeps its label and the
    turn panel says that the finder goes again."""
    app, scene = memo([Seat("Anna"), Seat("Botti", "easy")])
    a, b = two(scene.state, True)
    common = describe_common(scene.state.places[a], scene.state.places[b])
    click(app, scene.cards[a].rect.center)
    click(app, scene.cards[b].rect.center)
    frames(app, 2)
    assert not scene.toast.visible  # no cheer over the cards
    settle(app)
    texts = said(app, scene, monkeypatch)
    assert sum(common.lower() in t.lower() for t in texts) <= 2
    assert "A pair: you go again." in texts and scene.instruction() == "Your turn: turn up two cards."


def test_memo_a_computers_pair_is_told_in_the_turn_panel(monkeypatch):
    app, scene = memo([Seat("Anna"), Seat("Botti", "easy")])
    a, b = two(scene.state, False)
    click(app, scene.cards[a].rect.center)
    click(app, scene.cards[b].rect.center)
    a, b = two(scene.state, True)  # Botti's move, made here before its own thread gets a frame
    scene.perform(Reveal(a))
    scene.perform(Reveal(b))
    assert scene.state.current_player == 1 and scene.instruction() == "Botti is playing."
    assert scene.turn_note() == "A pair: Botti goes again."
    texts = said(app, scene, monkeypatch)
    assert "A pair: Botti goes again." in texts
    assert sum("goes again" in t for t in texts) == 1


def drawn_at(monkeypatch, message: str) -> list[pygame.Rect]:
    """From now on, the ink of every drawing of `message` by the Memo table, whichever text function."""
    inks: list[pygame.Rect] = []
    for name in ("draw_text", "blit_text"):
        real = getattr(zoker_memo, name)

        def spy(surface, text, *args, real=real, **kw):
            ink = real(surface, text, *args, **kw)
            if text == message:
                inks.append(ink)
            return ink

        monkeypatch.setattr(zoker_memo, name, spy)
    return inks


LONG = "Ei paria: sininen S1 ja sininen M2 – niillä on yhteinen vain väri; parilla niitä on kaksi."


@pytest.mark.parametrize("message", [None, LONG, LONG + " " + LONG])
def test_memo_finnish_message_line_never_touches_the_panels(monkeypatch, message):
    """The Finnish miss line began 11 px from the seats' panel: it keeps a clear gap from both panels
    and the canvas's edge, however long (it shrinks or wraps in its box)."""
    app, scene = memo([Seat("Anna"), Seat("Botti", "easy")], lang="fi")
    a, b = two(scene.state, False)
    click(app, scene.cards[a].rect.center)
    click(app, scene.cards[b].rect.center)
    assert scene.status.startswith("Ei paria")
    if message:
        scene.status = message
    inks = drawn_at(monkeypatch, scene.status)
    app.redraw_all()
    frames(app, 1)
    assert inks
    for ink in inks:
        assert ink.left >= SEAT_PANEL.right + 40 and ink.right <= TURN_PANEL.left - 40
        assert ink.bottom <= 1080 - 4 and ink.h > 12


def leftover_seed() -> int:
    """A deal that one person, taking pairs only, finishes with cards left on the table."""
    from game.core.registry import GAMES

    for seed in range(1, 60):
        s = GAMES["zoker_memo"].new(1, None, seed)
        while not s.is_over():
            a, b = two(s, True)
            s.apply(Reveal(a))
            s.apply(Reveal(b))
        if any(c is not None for c in s.places):
            return seed
    raise AssertionError("no such deal")


def test_memo_cards_left_at_the_end_turn_face_up_before_the_panel():
    """The cards left at the end stayed face down: they turn up, one after another, before the
    game-over panel comes, so players see what was left."""
    seed = leftover_seed()
    app, scene = memo([Seat("Anna")], seed=seed)
    while True:
        settle(app)
        a, b = two(scene.state, True)
        click(app, scene.cards[a].rect.center, 1)
        click(app, scene.cards[b].rect.center, 1)
        if scene.state.is_over():
            break
    left = {p: c for p, c in enumerate(scene.state.places) if c is not None}
    assert left and all(scene.cards[p].card == c for p, c in left.items())
    assert all(scene.cards[p].flip is not None for p in left)  # with motion, not at a jump
    assert app.manager.top is scene  # the panel waits for the flips
    for _k in range(600):
        frames(app, 1)
        if isinstance(app.manager.top, GameOverScene):
            break
    assert isinstance(app.manager.top, GameOverScene)
    assert all(scene.cards[p].flip is None and scene.cards[p].card == c for p, c in left.items())


def test_memo_a_refusal_stands_clear_of_the_cards():
    """A click in a computer's turn put "Wait for your turn." over the grid, on the cards."""
    app = make_app()
    app.settings.computer_speed = "slow"  # Botti is still to move when the click comes
    scene = start_table(app, "zoker_memo", [Seat("Botti", "easy"), Seat("Anna")], seed=3)
    assert not scene.my_turn()
    place = next(p for p, c in enumerate(scene.state.places) if c is not None)
    click(app, scene.cards[place].rect.center, 1)
    assert scene.toast.visible, "the click was refused with a message"
    toast = scene.toast_rect()
    assert toast.collidelist([s.rect for s in scene.cards.values()]) < 0, toast
    assert toast.colliderect(TURN_PANEL) == 0


def test_solo_hinted_stack_s_glow_leaves_its_height_badge_whole():
    """The hint's gold outline of a stack ran through that stack's height badge, cutting its "1" in two."""
    from scenes.tables import zoker_solo

    for seed in range(1, 40):
        app, scene = solo(seed, "en")
        key(app, pygame.K_h)
        hinted(app, scene)
        frames(app, 2)
        _src, _sep, dst = (scene.hint_target or "").partition(">")
        c = BOTTOM_NAMES.index(dst) if dst in BOTTOM_NAMES else -1
        if c >= 0 and scene.view().bottom[c]:
            break
    else:
        pytest.skip("no hint onto a stack with cards")
    n = len(scene.view().bottom[c])
    r = Z[dst]
    top = r.y - (min(n, zoker_solo.STACK_VISIBLE) - 1) * zoker_solo.STACK_STEP
    scene.invalidate()
    frames(app, 1)
    under_glow = app.window.get_at((r.right - 6, top - 5))[:3]  # the glow's top edge crosses the badge here
    assert under_glow != zoker_solo.GOLD_BRIGHT[:3], under_glow
