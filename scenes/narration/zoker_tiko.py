"""Zoker Tiko in words: leads, cards over or under the pile, who took each trick, game results."""

from __future__ import annotations

from game.core.api import Event
from game.core.i18n import _, join_names
from game.zoker.cards import card_name
from scenes.narration.base import Context
from scenes.session import Move, Session


def _winners(ctx: Context, winners: list[int], you: str, other: str, shared: str, **fields) -> str:
    if len(winners) == 1:
        return ctx.say(winners[0], you, other, **fields)
    return shared.format(names=join_names([ctx.name(w) for w in winners]), **fields)


def play_line(session: Session, ev: Event) -> str:
    """A card led, or played over or under the pile, or a trick taken; "" for other events (the
    table's "Since your last move" says these lines too)."""
    d = ev.data
    if ev.kind == "play":
        you, other = {
            "lead": (_("You led {card}."), _("{name} led {card}.")),
            "top": (_("You played {card}: it went on top."), _("{name} played {card}: it went on top.")),
            "under": (
                _("You played {card}: it went under the pile."),
                _("{name} played {card}: it went under the pile."),
            ),
        }[d["place"]]
        return session.phrase(d["player"], you, other, card=card_name(d["card"]))
    if ev.kind == "trick":
        return session.phrase(d["winner"], _("You took the trick with {card}."),
                              _("{name} took the trick with {card}."), card=card_name(d["top"]))
    return ""


def narrate(ctx: Context, move: Move) -> list[str]:
    lines = []
    for ev in move.events:
        d = ev.data
        if ev.kind in ("play", "trick"):
            lines.append(play_line(ctx.session, ev))
        elif ev.kind == "deal":
            lines.append(_("Deal {deal} of {deals}.").format(deal=d["deal"], deals=d["deals"]))
        elif ev.kind == "next_game":
            lines.append(_("Game {n} begins.").format(n=d["game"]))
        elif ev.kind == "game_over":
            best = max(d["won"])
            lines.append(
                _winners(
                    ctx,
                    d["winners"],
                    _("You won the game with {n} cards."),
                    _("{name} won the game with {n} cards."),
                    _("Shared win: {names}, {n} cards each."),
                    n=best,
                )
            )
        elif ev.kind == "match_over":
            lines.append(
                _winners(
                    ctx,
                    d["winners"],
                    _("You won the match."),
                    _("{name} won the match."),
                    _("Shared win of the match: {names}."),
                )
            )
    return lines
