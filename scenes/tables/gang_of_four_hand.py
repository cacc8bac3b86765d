"""Gang of Four's cards in motion and in hand: the view rebuilt as sprites, events animated, the
hand's order and the person's selection (what it would play, and why not)."""

from __future__ import annotations

from game.core.i18n import _, ngettext
from game.gang_of_four.cards import DRAGON, RANK, beats, canonical, classify
from game.gang_of_four.engine import Phase, Play
from game.gang_of_four.words import card_name
from scenes.kit import hand_sort
from scenes.kit.cards import (
    GLIDE,
    HAND_CARD,
    SNAP,
    TABLE_CARD,
    CardSprite,
    hand_keys,
)
from scenes.kit.drag import Held
from scenes.kit.ui import (
    SEAT_COLOURS,
)
from scenes.narration.base import between
from scenes.tables.gang_of_four_layout import (
    DEAL_STAGGER,
    FLIGHT,
    PILE_CENTRE,
    PILE_Y,
    SOUNDS,
    TRICK_PAUSE,
    code,
)
from scenes.tables.recent import Pinned, since_last_move
from scenes.tables.table import EVENT_SOUNDS
from scenes.text.gang_of_four_text import capital, colour_key, describe, face


class GangOfFourHand:
    """The view as sprites (deal, plays, the pile's heap) and the hand: its order and the selection."""

    def sync(self, events) -> None:
        view = self.view()
        self.drag.cancel()
        self.auto_index = -1
        if events is None:
            self.rebuild(view)
        else:
            m = self.motion()
            delay = 0.0
            for ev in events:
                delay = self._event(view, ev, m, delay)
            self._sound(events)
        self._settle(view)
        self.build_buttons(view)

    def _sound(self, events) -> None:
        """This game's event names in the shared card sounds (the base knows only the common names)."""
        if any(ev.kind in EVENT_SOUNDS for ev in events):
            return
        sound = next((SOUNDS[ev.kind] for ev in events if ev.kind in SOUNDS), None)
        if sound:
            self.app.sounds.play(sound)

    def _event(self, view, ev, m: float, delay: float) -> float:
        """Animate one event; returns the delay for the next one."""
        d = ev.data
        say = self.session.phrase
        if ev.kind == "dealt":
            self._deal(view, m)
            word = _("counter-clockwise") if d["direction"] < 0 else _("clockwise")
            self.status = _("Hand {n}: play goes {way}.").format(n=d["hand"], way=word)
            return delay + 0.3 * m
        if ev.kind == "gift":
            self._fly(d["card"], d["loser"], d["winner"], m, delay)
            self.status = self.exchange_status(ev)
            return delay + FLIGHT * m
        if ev.kind == "exchanged":
            self._fly(d["returned"], d["winner"], d["loser"], m, delay)
            self.status = self.exchange_status(ev)
            self.selected = []
            return delay + FLIGHT * m
        if ev.kind == "played":
            self._play(view, d, m)
            self.status = ""  # the label over the pile says who played what
            self.selected = []
        elif ev.kind == "passed":
            self.status = ""  # said twice already: the seat's "Passed" badge and "Since your last move"
        elif ev.kind == "one_card":
            if d["announced"]:  # said once, as a message; the seat's badge keeps it
                self.status = ""
                self.toast.show(say(d["player"], _("You: \u201cOne card!\u201d"),
                                    _("{name}: \u201cOne card!\u201d")), "info")
            else:  # no badge says it: the line stays
                self.status = say(d["player"], _("You forgot to say \u201cone card\u201d: 1 penalty point."),
                                  _("{name} forgot to say \u201cone card\u201d: 1 penalty point."))
        elif ev.kind == "trick_won":
            self._clear_pile(m)
            self.status = ""  # the words over the cleared pile say who leads
        elif ev.kind == "lead_passed":
            self.status = between(self.session, d["player"], d["to"],
                                  _("You may not play your last card: {other} leads."),
                                  _("{other} may not play their last card: you lead."),
                                  _("{giver} may not play their last card: {taker} leads."))
        elif ev.kind == "hand_over":
            self.status = say(d["winner"], _("You are out of cards and win the hand!"),
                              _("{name} is out of cards and wins the hand!"))
        return delay

    def recent_lines(self) -> list[tuple[tuple, str]]:
        """What the others did since the person's last move: plays, passes, the exchange, new leads."""
        out = []
        colour = lambda seat: SEAT_COLOURS[seat % len(SEAT_COLOURS)]  # noqa: E731
        for move in since_last_move(self.session, self.viewer):
            for ev in move.events:
                d = ev.data
                if ev.kind == "played":
                    out.append((colour(d["player"]), self.play_line(d["player"], d["cards"])))
                elif ev.kind == "passed":
                    out.append((colour(d["player"]), self.session.phrase(
                        d["player"], _("You pass."), _("{name} passes."))))
                elif ev.kind == "gift" and self.can_give_back():
                    continue  # the exchange panel says it, with the card
                elif ev.kind in ("gift", "exchanged"):  # the cards one gave or got stay in sight
                    giver = d["loser"] if ev.kind == "gift" else d["winner"]
                    line = (colour(giver), self.exchange_line(ev))
                    mine = self.viewer in (d["loser"], d["winner"])  # is_you is no one's with two people
                    out.append(Pinned(*line) if mine else line)
        return out

    def curtain_news(self) -> str:
        """A "one card" forgotten in the last person's move (the computers may have played since):
        the curtain came at once and hid the line that said so."""
        seats = self.session.seats
        move = next((m for m in reversed(self.session.moves) if m.seat is not None and seats[m.seat].human),
                    None)
        for ev in move.events if move is not None else []:
            if ev.kind == "one_card" and not ev.data["announced"]:
                return _("{name} forgot to say \u201cone card\u201d: 1 penalty point.").format(
                    name=self.name_of(ev.data["player"]))
        return ""

    def play_line(self, seat: int, cards) -> str:
        """'Botti: yellow 3': the same words over the pile and in "Since your last move"."""
        return _("{name}: {what}").format(name=self.name_of(seat), what=describe(cards))

    def name_of(self, seat: int) -> str:
        return self.session.seats[seat].name  # in messages; the seat panels show the level

    def rebuild(self, view) -> None:
        self.sprites = {k: s for k, s in self.sprites.items() if self.role.get(k) == "flying"}
        self.role = {k: "flying" for k in self.sprites}
        self.pile_keys = []
        self.selected = []

    def _settle(self, view) -> None:
        """Hand and pile sprites agree with the view; hand sprites keep their cards when keys shift."""
        top = list(view.top.cards) if view.top else []
        # whole keys: `code` of "p:<n>:<i>:<card>" is <n>, so the gliding cards were always replaced
        # by still ones while the old top still flew over them (the label ran ahead of the cards)
        want = [f"p:{len(view.played)}:{i}:{card}" for i, card in enumerate(top)]
        if self.pile_keys != want:
            for k in self.pile_keys:
                self.sprites.pop(k, None), self.role.pop(k, None)
            self.pile_keys = []
            for i, (key, card) in enumerate(zip(want, top, strict=True)):
                self.sprites[key] = CardSprite(key, face(card), self.pile_pos(i, len(top)), TABLE_CARD)
                self.role[key] = "pile"
                self.pile_keys.append(key)
        # hand: rename the sprites that are left (two G7s, one played: the other becomes h:G7:1)
        old = sorted((k for k, r in self.role.items() if r == "hand"), key=lambda k: (RANK[code(k)], k))
        by_code: dict[str, list[str]] = {}
        for k in old:
            by_code.setdefault(code(k), []).append(k)
        keys = hand_keys(view.hand)
        kept: dict[str, CardSprite] = {}
        renamed: dict[str, str] = {}
        for key in keys:
            mine = by_code.get(code(key))
            if mine:
                was = mine.pop(0)
                kept[key] = self.sprites.pop(was)
                renamed[was] = key
                self.role.pop(was)
        for k in [k for k, r in self.role.items() if r == "hand"]:
            del self.sprites[k], self.role[k]
        self.selected = [renamed[k] for k in self.selected if k in renamed]
        m = self.motion()
        for i, key in enumerate(self.shown_keys(view)):
            card = code(key)
            sprite = kept.get(key)
            pos = self.hand_pos(i, len(keys), key in self.selected)
            if sprite is None:
                sprite = CardSprite(key, face(card), pos, HAND_CARD)
            elif sprite.tween is None and sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m)
            sprite.key = key
            self.sprites[key], self.role[key] = sprite, "hand"
            sprite.dragging = False
            sprite.dimmed = False
            sprite.highlight = self.mark(key)
        self.cursor = min(self.cursor, len(keys) - 1)

    def mark(self, key: str) -> str:
        """A hand card's highlight: selected, or the card just received in the exchange."""
        if key in self.selected:
            return "selected"
        view = self.view()
        gift = view.exchange.given if view.exchange and view.phase == Phase.EXCHANGE else None
        return "target" if code(key) == gift and key.endswith(":1") else ""

    def _deal(self, view, m: float) -> None:
        for k in [k for k, r in self.role.items() if r in ("hand", "pile")]:
            del self.sprites[k], self.role[k]
        self.pile_keys, self.selected = [], []
        start = (PILE_CENTRE[0] - HAND_CARD[0] / 2, PILE_Y)
        for i, (key, card) in enumerate(self.shown(view)):
            sprite = self.sprites[key] = CardSprite(key, face(card), start, HAND_CARD)
            self.role[key] = "hand"
            sprite.glide_to(self.hand_pos(i, len(view.hand)), GLIDE * m, DEAL_STAGGER * i * (m > 0))

    def _fly(self, card: str, src: int, dst: int, m: float, delay: float) -> None:
        """A card shown to everybody on its way from one seat to another."""
        self.flights += 1
        key = f"f:{self.flights}"
        sprite = CardSprite(key, face(card), self.seat_anchor(src), TABLE_CARD)
        sprite.glide_to(self.seat_anchor(dst), FLIGHT * m, delay)
        sprite.highlight = "target"
        self.sprites[key], self.role[key] = sprite, "flying"

    def _play(self, view, d: dict, m: float) -> None:
        """The played cards glide onto the pile (from the hand or the seat); the old top joins the heap."""
        self._clear_pile(m, pause=0.0)
        cards, seat = list(d["cards"]), d["player"]
        n = len(cards)
        mine = [k for k, r in self.role.items() if r == "hand"]
        for i, card in enumerate(cards):
            key = f"p:{len(view.played)}:{i}:{card}"
            held = None
            if seat == self.viewer:
                same = [k for k in mine if code(k) == card]
                held = next((k for k in same if k in self.selected), same[-1] if same else None)
            if held is not None:
                mine.remove(held)
                sprite = self.sprites.pop(held)
                self.role.pop(held)
                cx, cy = sprite.rect.center
                sprite.size = TABLE_CARD
                sprite.pos = (cx - TABLE_CARD[0] / 2, cy - TABLE_CARD[1] / 2)
                sprite.key, sprite.highlight, sprite.hover = key, "", False
            else:
                sprite = CardSprite(key, face(card), self.seat_anchor(seat), TABLE_CARD)
            sprite.glide_to(self.pile_pos(i, n), (SNAP if sprite.dragging else GLIDE) * m)
            sprite.dragging = False
            self.sprites[key], self.role[key] = sprite, "pile"
            self.pile_keys.append(key)

    def _clear_pile(self, m: float, pause: float = TRICK_PAUSE) -> None:
        """The top combination squares up onto the heap (after a pause when a trick was won)."""
        for key in self.pile_keys:
            sprite = self.sprites.pop(key)
            self.role.pop(key)
            self.flights += 1
            new = f"f:{self.flights}"
            sprite.key = new
            sprite.glide_to(self.heap_pos(), GLIDE * m, pause * m)
            self.sprites[new], self.role[new] = sprite, "flying"
        self.pile_keys = []

    def hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[k] for k in self.shown_keys(self.view()) if k in self.sprites]

    def shown(self, view) -> list[tuple[str, str]]:
        """(sprite key, card) of the viewer's hand in the chosen order (by rank or by colour)."""
        key = colour_key if hand_sort.mode(self.game_id) == hand_sort.SUIT else RANK.__getitem__
        return hand_sort.shown(view.hand, key)

    def shown_keys(self, view) -> list[str]:
        return [k for k, _card in self.shown(view)]

    def sort_hand(self) -> None:
        """The Sort button and S: by rank or by colour, remembered for this run of the program."""
        if not self.session.humans:
            return  # no hand is shown to sort
        hand_sort.toggle(self.game_id)
        self.cursor = -1
        self._place_hand()
        self.build_buttons(self.view())
        self.invalidate()
        by_rank = hand_sort.mode(self.game_id) == hand_sort.RANK
        self.toast.show(_("Your hand is sorted by rank.") if by_rank else _("Your hand is sorted by colour."))

    def sort_label(self) -> str:
        return _("Sort by colour") if hand_sort.mode(self.game_id) == hand_sort.RANK else _("Sort by rank")

    def selection(self) -> tuple[str, ...]:
        return canonical(code(k) for k in self.selected)

    def play_for(self, cards: tuple[str, ...], announce: bool = False) -> Play | None:
        """The legal Play of these cards (with or without the announcement), or None."""
        if not cards or not self.can_play():
            return None
        want = Play(cards, announce)
        legal = self.state.legal_actions()
        if want in legal:
            return want
        plain = Play(cards)
        return plain if not announce and plain in legal else None

    def announce_due(self, cards: tuple[str, ...]) -> bool:
        """Would playing these cards leave one card with "announce by hand" on (Play + "One card!")?"""
        return (bool(self.view().options.get("announce_by_hand"))
                and self.play_for(cards, announce=True) is not None)

    def can_play(self) -> bool:
        return self.my_turn() and self.state.phase == Phase.PLAY

    def why_not(self, cards: tuple[str, ...]) -> str:
        """Why these cards may not be played now, in the words of the table."""
        view = self.view()
        combo = classify(cards)
        if combo is None:
            return _("These cards are not a combination.")
        if view.must_lead and view.must_lead not in cards:
            return _("The first lead must include the multicoloured 1.")
        if view.top is not None:
            top = classify(view.top.cards)
            if combo.size != top.size and "gang" not in (combo.kind, top.kind):
                return _("Play as many cards as the {top}, or a gang.").format(top=describe(top.cards))
            if not beats(combo, top):
                return _("Your {mine} does not beat the {top}.").format(
                    mine=describe(cards), top=describe(view.top.cards)
                )
        return self.state.explain_illegal(Play(cards))

    def selection_line(self) -> tuple[str, bool]:
        """The line above the hand about the selection: (text, is it playable?)."""
        view = self.view()
        if self.can_give_back():
            return "", True
        if not self.can_play():
            return "", True
        cards = self.selection()
        if not cards:
            if view.top is None:
                if view.must_lead:
                    return _("You lead: select cards that include the multicoloured 1."), True
                return _("You lead: select any combination and press Play."), True
            if view.top.cards == (DRAGON,):
                return _("Only a gang beats the dragon: play a gang or pass."), True
            duty = self.state.duty_card()
            if duty is not None:  # Pass is greyed: say why here, where the eye is
                return _("Play the {card}: the next player has one card left, so you cannot pass.").format(
                    card=card_name(duty)), True
            top = describe(view.top.cards)
            if "," in top:  # "red flush, 8 high": a comma closes the name before "or pass"
                return _("Beat the {top}, or pass.").format(top=top), True
            return _("Beat the {top} or pass.").format(top=top), True
        if self.announce_due(cards):
            return _("{what}: one card will be left, so press Play + \u201cOne card!\u201d.").format(
                what=capital(describe(cards))
            ), True
        if self.play_for(cards) is not None:
            return ngettext("{what}: press Play or drag it onto the pile.",
                            "{what}: press Play or drag them onto the pile.", len(cards)).format(
                what=capital(describe(cards))
            ), True
        return self.why_not(cards), False

    def toggle(self, key: str) -> None:
        """Select or deselect one hand card (in the exchange only one card is selected)."""
        if key in self.selected:
            self.selected.remove(key)
        elif self.state.phase == Phase.EXCHANGE:
            self.selected = [key]
        else:
            self.selected.append(key)
        self.auto_index = -1
        self._place_hand()

    def toggle_held(self, held: Held) -> None:
        if held.sprites:
            keys = [k for k in self.shown_keys(self.view()) if k in self.sprites]
            key = held.sprites[0].key
            self.cursor = keys.index(key) if key in keys else self.cursor  # the keys go on from here
            self.cursor_shown = False  # a mouse player has no use for the marker
            self.toggle(key)

    def mark_hand(self) -> None:
        for sprite in self.hand_sprites():
            sprite.highlight = self.mark(sprite.key)

    def _place_hand(self) -> None:
        """Selected cards rise out of the fan; the others sit in it."""
        keys = [k for k in self.shown_keys(self.view()) if k in self.sprites]
        m = self.motion()
        for i, key in enumerate(keys):
            sprite = self.sprites[key]
            sprite.highlight = self.mark(key)
            pos = self.hand_pos(i, len(keys), key in self.selected)
            if sprite.pos != pos:
                sprite.glide_to(pos, SNAP * m)
        self.build_buttons(self.view())

    def select_cards(self, cards: tuple[str, ...]) -> None:
        """Select exactly these cards (Auto, hint). Of two copies of a card the one further right is
        lifted: it lies over its twin, so a press on the card seen selected takes the selection (the
        left copy lifted left its unselected twin on top, and a drag of it played a lone card)."""
        keys = self.shown_keys(self.view())[::-1]
        chosen: list[str] = []
        for card in cards:
            chosen.append(next(k for k in keys if code(k) == card and k not in chosen))
        self.selected = chosen
        self._place_hand()
