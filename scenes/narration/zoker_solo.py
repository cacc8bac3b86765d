"""Zoker Solo in words: moves onto the bottom stacks, deals from the stock, the end."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.zoker.cards import card_name
from game.zoker.solo.engine import Deal, Move, Stop
from scenes.narration.base import Context
from scenes.session import Move as Played


def _stack(place: str) -> int:
    """'bottom.2' -> 3 (stacks are counted from 1 for people)."""
    return int(place.split(".")[1]) + 1


def narrate(ctx: Context, move: Played) -> list[str]:
    seat, action = move.seat if move.seat is not None else 0, move.action
    lines = []
    for ev in move.events:
        d = ev.data
        if ev.kind == "move" and isinstance(action, Move):
            cards = d["cards"]
            if action.src.startswith("top."):
                lines.append(
                    ctx.say(
                        seat,
                        _("You placed {card} on stack {n}."),
                        _("{name} placed {card} on stack {n}."),
                        card=card_name(cards[0]),
                        n=_stack(action.dst),
                    )
                )
            else:
                k = len(cards)
                lines.append(
                    ctx.say(
                        seat,
                        ngettext(
                            "You moved stack {a} ({k} card) onto stack {b}.",
                            "You moved stack {a} ({k} cards) onto stack {b}.",
                            k,
                        ),
                        ngettext(
                            "{name} moved stack {a} ({k} card) onto stack {b}.",
                            "{name} moved stack {a} ({k} cards) onto stack {b}.",
                            k,
                        ),
                        a=_stack(action.src),
                        b=_stack(action.dst),
                        k=k,
                    )
                )
        elif ev.kind == "deal":
            k = len(d["cards"])
            lines.append(
                ctx.say(
                    seat,
                    ngettext("You dealt {k} card from the stock.", "You dealt {k} cards from the stock.", k),
                    ngettext(
                        "{name} dealt {k} card from the stock.", "{name} dealt {k} cards from the stock.", k
                    ),
                    k=k,
                )
            )
        elif ev.kind == "game_over":
            k = d["score"]
            lines.append(
                ngettext(
                    "Game over: the tallest stack has {k} card.",
                    "Game over: the tallest stack has {k} cards.",
                    k,
                ).format(k=k)
            )
    if isinstance(action, Stop):
        lines.insert(0, ctx.say(seat, _("You ended the game."), _("{name} ended the game.")))
    if isinstance(action, Deal) and not lines:
        lines.append(ctx.say(seat, _("You dealt from the stock."), _("{name} dealt from the stock.")))
    return lines
