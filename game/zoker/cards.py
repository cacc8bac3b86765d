"""The Zoker deck: 64 cards, a 4×4×4 cube of colour, size and shape, and how two cards compare."""

from __future__ import annotations

from typing import NamedTuple

from game.core.i18n import N_, _

# Attribute values, weakest first. Colour is the most important attribute, shape the least.
COLOURS = (N_("blue"), N_("green"), N_("orange"), N_("red"))
COLOUR_IDS = ("blue", "green", "orange", "red")  # untranslated, for sprite file names
SIZES = ("S", "M", "L", "XL")
SHAPES = ("1", "2", "3", "4")  # corners: drop, lens, triangle, square
ATTRIBUTES = (N_("colour"), N_("size"), N_("shape"))  # in order of importance


class Card(NamedTuple):
    """One Zoker card; each attribute is 0–3, weakest first."""

    colour: int
    size: int
    shape: int

    @property
    def index(self) -> int:
        """Position in DECK: colour*16 + size*4 + shape."""
        return self.colour * 16 + self.size * 4 + self.shape

    @property
    def code(self) -> str:
        """The corner code, like "XL3"."""
        return SIZES[self.size] + SHAPES[self.shape]


DECK: tuple[Card, ...] = tuple(Card(c, s, h) for c in range(4) for s in range(4) for h in range(4))


def common(a: Card, b: Card) -> int:
    """How many attributes the two cards share (0–3)."""
    return (a.colour == b.colour) + (a.size == b.size) + (a.shape == b.shape)


def compatible(a: Card, b: Card) -> bool:
    """A pair: exactly two common attributes."""
    return common(a, b) == 2


def _up_down(a: Card, b: Card) -> tuple[int, int, int | None]:
    """(attributes where a is stronger, where a is weaker, most important differing attribute)."""
    up = down = 0
    first = None
    for i, (x, y) in enumerate(zip(a, b, strict=True)):
        if x != y and first is None:
            first = i
        up += x > y
        down += x < y
    return up, down, first


def beats(a: Card, b: Card) -> bool:
    """Is `a` stronger than `b`? More stronger attributes wins; one up, one down: colour > size > shape."""
    up, down, first = _up_down(a, b)
    if up != down:
        return up > down
    return first is not None and a[first] > b[first]


def _mask(pred, a: Card) -> int:
    return sum(1 << b.index for b in DECK if pred(a, b))


# Bitmask tables indexed by Card.index: bit j of COMPATIBLE[i] is set when DECK[i] and DECK[j] are a pair.
COMPATIBLE: tuple[int, ...] = tuple(_mask(compatible, a) for a in DECK)
BEATS: tuple[int, ...] = tuple(_mask(beats, a) for a in DECK)


def card_name(card: Card) -> str:
    """Translated name like "orange XL3"."""
    return _("{colour} {code}").format(colour=_(COLOURS[card.colour]), code=card.code)


def sprite_name(card: Card) -> str:
    """Sprite file stem like "orange_XL3" (assets/cards/zoker/<stem>.png)."""
    return f"{COLOUR_IDS[card.colour]}_{card.code}"


# describe_common: one phrase per set of shared attributes (colour, size, shape).
_COMMON_PHRASES = {
    (False, False, False): N_("nothing in common"),
    (True, False, False): N_("same colour"),
    (False, True, False): N_("same size"),
    (False, False, True): N_("same shape"),
    (True, True, False): N_("same colour and size"),
    (True, False, True): N_("same colour and shape"),
    (False, True, True): N_("same size and shape"),
    (True, True, True): N_("the same card"),
}


def shared(a: Card, b: Card) -> tuple[bool, bool, bool]:
    """Which attributes (colour, size, shape) the two cards share."""
    return (a.colour == b.colour, a.size == b.size, a.shape == b.shape)


def describe_common(a: Card, b: Card) -> str:
    """Translated phrase such as "same colour and size"."""
    return _(_COMMON_PHRASES[shared(a, b)])


def no_pair_reason(a: Card, b: Card) -> str:
    """Why two cards turned up in Memo are no pair. "Not a pair: … (same size)" read like a reason
    they were one, so a single shared attribute is called the only one."""
    names = {"a": card_name(a), "b": card_name(b)}
    common = [_(name) for name, same in zip(ATTRIBUTES, shared(a, b), strict=True) if same]
    if not common:
        return _("Not a pair: {a} and {b} have nothing in common.").format(**names)
    return _("Not a pair: {a} and {b} share only their {attribute}; a pair shares two.").format(
        attribute=common[0], **names)


def explain_beats(a: Card, b: Card) -> str:
    """Translated one-line reason why the stronger of `a` and `b` wins."""
    if a == b:
        return _("{a} is the same card as {b}.").format(a=card_name(a), b=card_name(b))
    if not beats(a, b):
        a, b = b, a
    up, down, first = _up_down(a, b)
    names = {"a": card_name(a), "b": card_name(b)}
    if up == 3:
        return _("{a} beats {b}: all three attributes are stronger").format(**names)
    if up == 2:
        return _("{a} beats {b}: two of the three attributes are stronger").format(**names)
    if down == 0:
        return _("{a} beats {b}: its {attribute} is stronger and the rest are equal").format(
            attribute=_(ATTRIBUTES[first]), **names
        )
    return _("{a} beats {b}: {attribute} decides").format(attribute=_(ATTRIBUTES[first]), **names)


def against(card: Card, top: Card) -> str:
    """Translated short reason, from `card`'s side, why it goes on `top` or under it ("two of the
    three attributes weaker"): a hand's list against the top card, where the names are said once."""
    if card == top:
        return _("the same card")
    wins = beats(card, top)
    up, down, first = _up_down(card, top)
    more = up if wins else down
    if more == 3:
        return _("all three attributes stronger") if wins else _("all three attributes weaker")
    if more == 2:
        return _("two of the three attributes stronger") if wins else _("two of the three attributes weaker")
    if up + down == 1:
        if wins:
            return _("its {attribute} stronger, the rest equal").format(attribute=_(ATTRIBUTES[first]))
        return _("its {attribute} weaker, the rest equal").format(attribute=_(ATTRIBUTES[first]))
    return _("{attribute} decides").format(attribute=_(ATTRIBUTES[first]))
