"""Pegs and Jokers in words: cards played (for a partner too), pegs sent back, pegs home, split 7s,
discards. Draws are not told: every turn draws back up to six and the cards are hidden."""

from __future__ import annotations

from game.core.i18n import _, join_names, ngettext
from game.pegs.cards import SPLIT_RANK
from scenes.narration.base import Context
from scenes.session import Move
from scenes.text.pegs_text import card_label


def narrate(ctx: Context, move: Move) -> list[str]:
    lines = []
    for ev in move.events:
        d = ev.data
        if ev.kind == "move":
            p = d["player"]
            if d["card"] == SPLIT_RANK:  # a 7's second part (the 7 itself is "7H" …, a joker "X")
                lines.append(
                    ctx.say(p, _("You moved the rest of the 7."), _("{name} moved the rest of the 7."))
                )
            elif d["seat"] != p:
                lines.append(
                    ctx.say(
                        p,
                        _("You played {card} for {partner}."),
                        _("{name} played {card} for {partner}."),
                        card=card_label(d["card"]),
                        partner=ctx.name(d["seat"]),
                    )
                )
            elif d["from"].startswith("start."):
                lines.append(
                    ctx.say(
                        p,
                        _("You brought a peg out with {card}."),
                        _("{name} brought a peg out with {card}."),
                        card=card_label(d["card"]),
                    )
                )
            else:
                lines.append(
                    ctx.say(
                        p, _("You played {card}."), _("{name} played {card}."), card=card_label(d["card"])
                    )
                )
        elif ev.kind == "bump":
            if d["to"].startswith("start."):
                lines.append(
                    ctx.say(
                        d["seat"],
                        _("A peg of yours went back to start."),
                        _("{name}'s peg went back to start."),
                    )
                )
            else:
                lines.append(
                    ctx.say(
                        d["seat"],
                        _("A peg of yours went to its in-spot."),
                        _("{name}'s peg went to its in-spot."),
                    )
                )
        elif ev.kind == "home":
            lines.append(
                ctx.say(d["seat"], _("A peg of yours reached home."), _("{name}'s peg reached home."))
            )
        elif ev.kind == "discard":
            lines.append(
                ctx.say(
                    d["player"],
                    _("You could not move and discarded {card}."),
                    _("{name} could not move and discarded {card}."),
                    card=card_label(d["card"]),
                )
            )
        elif ev.kind == "split":
            n = d["left"]
            lines.append(
                ctx.say(
                    d["player"],
                    ngettext(
                        "You split the 7: {n} step is left for another peg.",
                        "You split the 7: {n} steps are left for another peg.",
                        n,
                    ),
                    ngettext(
                        "{name} split the 7: {n} step is left for another peg.",
                        "{name} split the 7: {n} steps are left for another peg.",
                        n,
                    ),
                    n=n,
                )
            )
        elif ev.kind == "for_partner":
            lines.append(
                ctx.say(
                    d["player"],
                    _("Your pegs are all home: you now play for {partner}."),
                    _("The pegs of {name} are all home: they now play for {partner}."),
                    partner=ctx.name(d["partner"]),
                )
            )
        elif ev.kind == "refill":
            lines.append(_("The discards were shuffled into a new draw pile."))
        elif ev.kind == "game_over":
            team = [ctx.name(s) for s in range(d["team"], ctx.players, 2)]
            lines.append(_("{names} won the game!").format(names=join_names(team)))
    return lines
