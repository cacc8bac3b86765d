"""Every action of a full seeded game of each table gets a fully written log line, in English and Finnish."""

from __future__ import annotations

import random

import pytest

from game.core.i18n import set_language
from game.core.registry import GAMES
from scenes.narration import NARRATORS, game_log
from scenes.narration.base import Context, signed
from scenes.session import Seat, Session, default_seats

BAD = (
    "{",
    "}",
    "You places",
    "You takes",
    "You scores",
    "You plays",
    "You passes",
    "You has",
    "You wins",
    "\u22120",
    "-0 ",
    "+0",
    "Sinä asettaa",
    "Sinä pelaa",
    "Sinä ottaa",
    "None",
)


def play_out(game_id: str, players: int, options: dict, seed: int, humans: int = 1) -> Session:
    """A whole match, every seat (people too) played by the easy computer player."""
    seats = (
        default_seats(players, humans, "easy")
        if humans
        else [Seat(f"Bot{i}", "easy") for i in range(players)]
    )
    session = Session.start(game_id, seats, options, seed=seed, autosave=False)
    rng = random.Random(seed)
    agents = [GAMES[game_id].agents()["easy"]() for _ in seats]
    for _ in range(GAMES[game_id].max_actions):
        state = session.state
        if state.is_over():
            break
        p, legal = state.current_player, state.legal_actions()
        session.apply(agents[p].choose(state.view(p), legal, rng))
    assert session.state.is_over(), "the game did not finish"
    return session


def check(session: Session, viewer: int) -> list[str]:
    log = game_log(session)
    for i, move in enumerate(session.moves):
        from scenes.narration.base import Context

        lines = NARRATORS[session.game.id](Context(session, i, viewer), move)
        assert lines, f"no line for move {i}: {move.action}"
        for line in lines:
            assert line.strip() and not any(b in line for b in BAD), f"{move.action}: {line!r}"
    return log.lines(viewer)


CASES = [(g, p, o) for g in sorted(NARRATORS) for p, o in GAMES[g].test_configs()]


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=lambda x: str(x)[:30])
def test_every_action_has_a_written_line(game_id, players, options, lang):
    set_language(lang)
    session = play_out(game_id, players, options, seed=7)
    assert session.moves
    lines = check(session, 0)
    assert len(lines) >= len(session.moves)
    if lang == "fi":  # every line is Finnish: none of the English verbs is left
        english = (" played ", " passed", " placed ", " drew ", " took ", "You ", "Round ")
        assert not [line for line in lines if any(w in line for w in english)]


@pytest.mark.parametrize("game_id", sorted(NARRATORS))
def test_people_at_one_screen_are_named_not_you(game_id):
    game = GAMES[game_id]
    players = max(2, game.min_players) if game.max_players > 1 else 1
    session = play_out(game_id, players, {}, seed=3, humans=min(2, players))
    text = "\n".join(check(session, 0))
    if players > 1:
        assert "You " not in text


def test_the_log_follows_undo_and_language():
    session = play_out("zoker_solo", 1, {}, seed=5)
    log = game_log(session)
    english = log.lines(0)
    assert english[0].startswith("You ")
    set_language("fi")
    finnish = log.lines(0)
    assert len(finnish) == len(english) and finnish[0] != english[0]
    set_language("en")
    session.undo()
    assert len(log.lines(0)) < len(english)


def test_wizard_hidden_bids_stay_hidden_until_all_are_in():
    session = play_out("wizard", 3, {"hidden_bids": True}, seed=11, humans=0)
    text = game_log(session).lines(0)
    others = [line for line in text if line.startswith("Bot1 ") and " bid" in line]
    assert others and all("has bid" in line for line in others)
    assert any(line.startswith("All bids are in:") for line in text)


def test_racko_never_names_a_card_drawn_face_down():
    session = play_out("racko", 2, {}, seed=2, humans=0)
    for line in game_log(session).lines(0):
        assert "drew from the draw pile." in line or "drew" not in line


def test_kubo_says_why_a_round_ended():
    session = play_out("zoker_kubo", 2, {}, seed=4)
    text = game_log(session).lines(0)
    assert any(line.startswith("Round over: ") for line in text)


def test_signed_points_never_show_minus_zero():
    assert [signed(-10), signed(0), signed(5)] == ["\u221210", "0", "+5"]


def test_pegs_names_a_joker_as_a_joker_and_only_a_split_seven_as_its_rest():
    """The log said "You moved the rest of the 7." for a joker (its code "X" is one letter, like a
    7's second part). Rules: "joker | move one of your pegs (from the track or from start) onto a
    track hole that holds another player's peg"; "7 | 7 forward with one peg, or split between two
    pegs (both forward, e.g. 4 + 3)"."""
    from game.pegs.cards import JOKER
    from game.pegs.engine import Move, SplitRest

    seen = set()
    for seed in range(1, 8):
        session = play_out("pegs_and_jokers", 4, {}, seed=seed, humans=0)
        for i, move in enumerate(session.moves):
            line = " ".join(NARRATORS["pegs_and_jokers"](Context(session, i, 0), move))
            if isinstance(move.action, Move) and move.action.card == JOKER:
                seen.add("joker")
                assert "joker" in line and "rest of the 7" not in line, line
            elif isinstance(move.action, SplitRest):
                seen.add("rest")
                assert "moved the rest of the 7." in line, line
        if seen == {"joker", "rest"}:
            break
    assert seen == {"joker", "rest"}
