"""Wizard cards as codes (H7, E13, D1, G10, W, N) and the two rule kernels."""

from __future__ import annotations

from game.core.i18n import N_, _, initial

SUITS = "HEDG"  # humans, elves, dwarves, giants
SUIT_NAMES = {"H": N_("humans"), "E": N_("elves"), "D": N_("dwarves"), "G": N_("giants")}
# a card's name per suit, whole: languages decline the suit in it (Finnish "ihmisten 7", not "ihmiset 7")
CARD_NAMES = {"H": N_("{rank} of humans"), "E": N_("{rank} of elves"), "D": N_("{rank} of dwarves"),
              "G": N_("{rank} of giants")}
WIZARD, JESTER = "W", "N"
LETTER_WORDS = {WIZARD: N_("wizard"), JESTER: N_("jester")}  # their faces' letters (`card_letter`)
DECK: tuple[str, ...] = tuple(f"{s}{r}" for s in SUITS for r in range(1, 14)) + (WIZARD,) * 4 + (JESTER,) * 4

SUIT: dict[str, str | None] = {c: (c[0] if c[0] in SUITS else None) for c in DECK}
RANK: dict[str, int] = {c: (int(c[1:]) if SUIT[c] else (14 if c == WIZARD else 0)) for c in DECK}


def card_letter(card: str) -> str:
    """The letter on a Wizard's or a Jester's face: its name's initial in the current language
    (W and J; Finnish velho and narri, V and N), as the table and the log name it."""
    return initial(LETTER_WORDS[card])


def card_name(card: str) -> str:
    """'7 of elves', 'a Wizard' (the same words on the table, in the log, on phones and in the coach)."""
    if card == WIZARD:
        return _("a Wizard")
    if card == JESTER:
        return _("a Jester")
    return _(CARD_NAMES[SUIT[card]]).format(rank=card[1:])


def led_suit(cards: list[str] | tuple[str, ...]) -> str | None:
    """The suit to follow: set by the first card that is not a Jester; none after a Wizard."""
    for c in cards:
        if c != JESTER:
            return SUIT[c]
    return None


def trick_winner(cards: list[str] | tuple[str, ...], trump: str | None) -> int:
    """Index in play order of the winner: first Wizard, else highest trump, else highest of the led suit.

    A trick of Jesters only goes to the first Jester.
    """
    if WIZARD in cards:
        return cards.index(WIZARD)
    led = led_suit(cards)
    if led is None:
        return 0
    best, best_key = 0, -1
    for i, c in enumerate(cards):
        s = SUIT[c]
        key = -1 if s is None else 100 + RANK[c] if s == trump else (RANK[c] if s == led else -1)
        if key > best_key:
            best, best_key = i, key
    return best


def round_score(bid: int, taken: int) -> int:
    """Exact bid: 20 + 10 per trick; otherwise −10 per trick over or under."""
    return 20 + 10 * taken if bid == taken else -10 * abs(bid - taken)


def follow_options(hand: list[str], trick: list[str] | tuple[str, ...]) -> list[str]:
    """The distinct cards of `hand` that may be played to `trick` (hand order kept)."""
    led = led_suit(trick)
    if led is not None and any(SUIT[c] == led for c in hand):
        allowed = [c for c in hand if SUIT[c] == led or SUIT[c] is None]
    else:
        allowed = hand
    return list(dict.fromkeys(allowed))


def sort_key(card: str) -> tuple[int, int]:
    """Hand order: Jesters, suits in SUITS order by rank, Wizards."""
    s = SUIT[card]
    return (0 if card == JESTER else 5 if card == WIZARD else 1 + SUITS.index(s), RANK[card])
