"""Every asset loads, the Zoker deck is complete, fonts cover our letters, and make_assets is reproducible."""

from __future__ import annotations

import os
import wave
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from build_scripts import make_assets  # noqa: E402
from build_scripts.art import zoker  # noqa: E402
from build_scripts.art.sounds import SOUNDS  # noqa: E402
from game.core.i18n import LANGUAGES, language, set_language  # noqa: E402
from game.gang_of_four.cards import DECK as GANG_DECK  # noqa: E402
from game.gang_of_four.words import colour_letter  # noqa: E402
from game.wizard.cards import DECK as WIZARD_DECK  # noqa: E402
from game.wizard.cards import JESTER, WIZARD, card_letter  # noqa: E402
from game.zoker.cards import DECK, sprite_name  # noqa: E402
from scenes.text.gang_of_four_text import face as gang_face  # noqa: E402
from scenes.text.pegs_text import face as pegs_face  # noqa: E402
from scenes.text.wizard_text import face as wizard_face  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
PNGS = sorted(ASSETS.rglob("*.png"))
WAVS = sorted(ASSETS.rglob("*.wav"))
FONTS = (ASSETS / "fonts" / "DejaVuSans.ttf", ASSETS / "fonts" / "DejaVuSans-Bold.ttf")
LETTERS = "åäöÅÄÖñÑ"  # Finnish, Swedish and Basque
NOT_IN_FONT = "\ue000"  # a private-use code point: renders as the font's "missing glyph" box


@pytest.fixture(scope="module", autouse=True)
def headless_pygame():
    pygame.init()  # idempotent; never quit: other tests in this worker may be using pygame


@pytest.mark.parametrize("path", PNGS, ids=lambda p: str(p.relative_to(ASSETS)))
def test_every_png_loads(path):
    image = pygame.image.load(str(path))
    assert image.get_width() > 0 and image.get_height() > 0


def test_zoker_deck_has_64_faces_and_a_back_at_300x420():
    folder = ASSETS / "cards" / "zoker"
    names = [f"{sprite_name(card)}.png" for card in DECK] + ["back.png"]
    assert len(set(names)) == 65
    assert sorted(p.name for p in folder.glob("*.png")) == sorted(names)
    for name in names:
        image = pygame.image.load(str(folder / name))
        assert image.get_size() == (300, 420), name
        assert image.get_at((0, 0)).a == 0, f"{name}: the rounded corner must be transparent"
        assert image.get_at((150, 210)).a == 255, name


def test_zoker_colours_differ_in_lightness():
    """Blue dark, red mid-dark, green mid, orange light: apart even in greyscale."""
    luma = {name: 0.299 * r + 0.587 * g + 0.114 * b for name, (r, g, b) in zoker.FILL.items()}
    order = sorted(luma, key=luma.get)
    assert order == ["blue", "red", "green", "orange"]
    assert all(luma[b] - luma[a] >= 25 for a, b in zip(order, order[1:], strict=False))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lettered_faces_exist_in_every_language_with_their_letters(lang):
    """Gang of Four's colour letters and Wizard's Wizard and Jester letters are the initials of the
    words the player reads (Finnish V/K/P for vihreä, keltainen, punainen; V/N for velho, narri),
    and the Pegs and Jokers joker carries its name (JOKERI): each language's faces exist, and those
    of another language are not the English drawn again."""
    was = language()
    try:
        set_language(lang)
        letters = "".join(colour_letter(c) for c in "GYR") + card_letter(WIZARD) + card_letter(JESTER)
        paths = {gang_face(card) for card in GANG_DECK} | {wizard_face(card) for card in WIZARD_DECK}
        lettered = [ASSETS / gang_face("G5"), ASSETS / wizard_face(WIZARD), ASSETS / wizard_face(JESTER),
                    ASSETS / pegs_face("X")]  # the joker carries its name
    finally:
        set_language(was)
    assert letters == {"en": "GYRWJ", "fi": "VKPVN"}[lang]
    assert len(paths) == 34 + 54 and all((ASSETS / p).is_file() for p in paths)
    english = [ASSETS / "cards" / "gang_of_four" / "G5.png", ASSETS / "cards" / "wizard" / "W.png",
               ASSETS / "cards" / "wizard" / "N.png", ASSETS / "cards" / "pegs" / "X.png"]
    for face, first in zip(lettered, english, strict=True):
        assert (face.read_bytes() == first.read_bytes()) == (lang == "en"), face


def test_zoker_sprite_names_follow_colour_size_shape():
    assert sprite_name(DECK[0]) == "blue_S1"
    assert sprite_name(DECK[63]) == "red_XL4"
    assert (ASSETS / "cards" / "zoker" / "orange_XL3.png").exists()


def test_table_art_sizes():
    assert pygame.image.load(str(ASSETS / "table" / "felt.png")).get_size() == (1920, 1080)
    assert pygame.image.load(str(ASSETS / "table" / "icon.png")).get_size() == (256, 256)
    assert (ASSETS / "table" / "icon.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"


def test_every_sound_exists_and_loads():
    assert sorted(p.stem for p in WAVS) == sorted(SOUNDS)
    started = not pygame.mixer.get_init()
    if started:
        pygame.mixer.init()
    try:
        lengths = [pygame.mixer.Sound(str(path)).get_length() for path in WAVS]
    finally:
        if started:
            pygame.mixer.quit()
    assert all(length > 0 for length in lengths)
    for path in WAVS:
        with wave.open(str(path)) as f:
            assert (f.getnchannels(), f.getsampwidth()) == (1, 2)
            assert 0 < f.getnframes() / f.getframerate() < 1.5, "sounds stay short"


@pytest.mark.parametrize("path", FONTS, ids=lambda p: p.name)
def test_fonts_load_and_cover_nordic_and_basque_letters(path):
    font = pygame.font.Font(str(path), 28)
    missing = font.render(NOT_IN_FONT, True, (0, 0, 0))
    for letter in LETTERS:
        metrics = font.metrics(letter)
        assert metrics and metrics[0] is not None, letter
        glyph = font.render(letter, True, (0, 0, 0))
        assert pygame.image.tobytes(glyph, "RGBA") != pygame.image.tobytes(missing, "RGBA"), letter


def test_font_licence_is_bundled():
    text = (ASSETS / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in text and "Permission is hereby granted" in text


@pytest.mark.parametrize("module", [m.rsplit(".", 1)[1] for m in make_assets.MODULES])
def test_make_assets_reproduces_the_committed_files(module, tmp_path):
    written = make_assets.build(tmp_path, [module])
    assert written
    rel = [p.relative_to(tmp_path) for p in written]
    stale = [str(r) for r in rel
             if not (ROOT / r).exists() or (ROOT / r).read_bytes() != (tmp_path / r).read_bytes()]
    assert not stale, f"rerun build_scripts/make_assets.py and commit: {stale[:5]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_gang_of_four_rules_name_the_colours_by_the_letters_their_cards_show(lang):
    """The Finnish rules said G, Y and R beside cards that show V, K and P."""
    was = language()
    try:
        set_language(lang)
        letters = [colour_letter(c) for c in "GYR"]
    finally:
        set_language(was)
    text = (ASSETS / "rules" / f"gang_of_four.{lang}.md").read_text(encoding="utf-8")
    assert all(f"({letter}," in text for letter in letters), letters


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pegs_rules_tell_the_short_way_home_the_engine_allows(lang):
    """A play-tester read "a peg goes once round the whole board" and took the computers' quick trips
    home (out, an 8 back past the in-spot, a few holes forward) for cheating. The rule allows it
    ("a forward move that passes the in-spot may continue into home"): the rules screen says so."""
    from game.pegs import GAME
    from game.pegs.board import PEGS, come_out, in_spot
    from game.pegs.engine import Move

    behind = come_out(0) - in_spot(0)
    before = 8 - behind
    state = GAME.new(4, {}, 1)
    for forward in range(1, 11):  # from where an 8 from the come-out hole lands: which counts go home
        state.pos = [[-1] * PEGS for _ in range(4)]
        state.pos[0][0] = come_out(0) - 8
        state.occ = [-1] * len(state.occ)
        state.occ[come_out(0) - 8] = 0
        state.current_player = state.playing_for = 0
        state.hands[0] = [{1: "AS", 10: "TS"}.get(forward, f"{forward}S")]
        state._legal = None
        home = any(isinstance(a, Move) and a.to.startswith("home") for a in state.legal_actions())
        assert home == (before < forward <= before + PEGS and forward != 8), forward  # an 8 goes back
    text = (ASSETS / "rules" / f"pegs_and_jokers.{lang}.md").read_text(encoding="utf-8")
    assert {"en": f"is {behind} holes behind your come-out hole",
            "fi": f"on {behind} reikää ulostuloreikäsi takana"}[lang] in text
    assert {"en": f"{before} holes before the in-spot",
            "fi": f"{before} reikää ennen kotiporttia"}[lang] in text
    assert {"en": f"{before + 1} to 7", "fi": f"{before + 1}–7"}[lang] in text
    assert {"en": "once round the whole", "fi": "koko rata kerran"}[lang] not in text  # the intro too


def test_the_memo_tutorial_says_a_pair_goes_again_as_the_rule_does():
    """Rule: "If they are a pair (compatible), the player takes both and goes again". The step after
    the tutorial's first pair said "A new turn", while the Turns counter rightly stayed at 1."""
    import json

    raw = json.loads((ASSETS / "tutorials" / "zoker_memo.json").read_text(encoding="utf-8"))
    assert "it is a pair, and it is yours" in raw["steps"][1]["explain"]["en"]
    said = raw["steps"][2]["say"]
    assert "go again" in said["en"] and "new turn" not in said["en"].lower()
    assert "jatkaa vuoroa" in said["fi"] and "uusi vuoro" not in said["fi"].lower()
