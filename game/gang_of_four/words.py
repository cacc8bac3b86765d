"""Gang of Four in words, without pygame: card and combination names for the table, the log,
phones (through scenes/text/gang_of_four_text.py) and the coach."""

from __future__ import annotations

from game.core.i18n import N_, _, initial
from game.gang_of_four.cards import COLOUR, COLOUR_NAMES, DRAGON, MULTI_ONE, NUMBER, PHOENIX_GREEN, classify

GANGS = {4: N_("gang of four {n}s"), 5: N_("gang of five {n}s"), 6: N_("gang of six {n}s"),
         7: N_("gang of seven {n}s")}  # four to seven of one number (seven 1s with the multicoloured one)


def card_name(card: str) -> str:
    """'red 7', 'multicoloured 1', 'green phoenix', 'dragon'."""
    if card == MULTI_ONE:
        return _("multicoloured 1")
    if card == PHOENIX_GREEN:
        return _("green phoenix")
    if card == DRAGON:
        return _("dragon")
    if card[0] == "P":
        return _("yellow phoenix")
    return _("{colour} {n}").format(colour=_(COLOUR_NAMES[COLOUR[card]]), n=NUMBER[card])


def colour_letter(colour: str) -> str:
    """The letter a card shows for its colour: the colour's initial in the current language
    (green, yellow, red: G, Y, R; Finnish vihreä, keltainen, punainen: V, K, P), so that it
    matches the card names on the table and in the log."""
    return initial(COLOUR_NAMES[colour])


def _colour_of(cards) -> str:
    """The one colour of a flush (the multicoloured 1 takes the others' colour)."""
    colours = [COLOUR[c] for c in cards if c != MULTI_ONE]
    return _(COLOUR_NAMES[colours[0] if colours else "M"])


def describe(cards) -> str:
    """A combination in words, lower case: 'pair of 7s', 'full house, 8s over 3s', 'red 7'."""
    combo = classify(cards)
    if combo is None:
        return ""
    cards = combo.cards
    numbers = sorted(NUMBER[c] for c in cards if NUMBER[c])
    kind = combo.kind
    if kind == "single":
        return card_name(cards[0])
    if kind == "pair":
        if not numbers:
            return _("pair of phoenixes")
        return _("pair of {n}s").format(n=numbers[0])
    if kind == "triple":
        return _("three {n}s").format(n=numbers[0])
    if kind == "straight":
        return _("straight {a} to {b}").format(a=numbers[0], b=numbers[-1])
    if kind == "straight_flush":
        return _("{colour} straight flush {a} to {b}").format(
            colour=_colour_of(cards), a=numbers[0], b=numbers[-1]
        )
    if kind == "flush":
        return _("{colour} flush, {n} high").format(colour=_colour_of(cards), n=numbers[-1])
    if kind == "full_house":
        three = next(x for x in numbers if numbers.count(x) == 3)
        if len(numbers) == 3:
            return _("full house, {a}s over phoenixes").format(a=three)
        pair = next(x for x in numbers if numbers.count(x) == 2)
        return _("full house, {a}s over {b}s").format(a=three, b=pair)
    return _(GANGS[len(cards)]).format(n=numbers[0])

