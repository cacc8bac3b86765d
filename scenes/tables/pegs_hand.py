"""Pegs and Jokers' hand: its cards placed and sorted, a card selected, and a card discarded by a
click on the pile or by dragging it there (a mixin of the table)."""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.pegs.engine import Discard
from scenes.kit import hand_sort
from scenes.kit.cards import GLIDE, HAND_CARD, SLIDE_BACK, CardSprite, hand_keys
from scenes.kit.drag import CLICK_DISTANCE
from scenes.text.pegs_text import card_label, face


class PegsHand:
    """The viewer's cards: where they lie, which is selected, and the discard by click or drag.

    `card_drag` is a hand card pressed while it may be discarded: [sprite, press point, home,
    was selected, moved]; it follows the pointer once moved further than a click.
    """

    def sort_hand(self) -> None:
        """The Sort button and S: by rank or by suit, remembered for this run of the program."""
        if not self.session.humans:
            return  # no hand is shown to sort
        hand_sort.toggle(self.game_id)
        self._place_hand(self.view(), self.motion())
        self.build_top_bar()
        self.invalidate()
        by_rank = hand_sort.mode(self.game_id) == hand_sort.RANK
        self.toast.show(_("Your hand is sorted by rank.") if by_rank else _("Your hand is sorted by suit."))

    def extra_buttons(self):
        by_rank = hand_sort.mode(self.game_id) == hand_sort.RANK
        # nobody at the screen (phones and computers): no hand is shown, so none to sort
        labels = (_("Sort by suit"), _("Sort by rank"))  # the other shown next: the chips stay put
        return [("sort", labels if by_rank else labels[::-1], self.sort_hand, bool(self.session.humans))]

    def _place_hand(self, view, m: float) -> None:
        keys = hand_keys(view.hand)
        for k in [k for k in self.sprites if k[0] == "card" and k[1] not in keys]:
            del self.sprites[k]
        draw_zone = self.layout.zones["draw"]
        slot = {h: k for k, h in enumerate(self.hand_order(view))}
        for i, (key, card) in enumerate(zip(keys, view.hand, strict=True)):
            pos = self.hand_pos(slot[i], len(keys))
            sprite = self.sprites.get(("card", key))
            if sprite is None:
                start = draw_zone.topleft if m else pos
                sprite = self.sprites[("card", key)] = CardSprite(("card", key), face(card), start, HAND_CARD)
            if sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m, 0.04 * i * (m > 0))
            sprite.dragging = False

    def hand_sprites(self) -> list[CardSprite]:
        keys = hand_keys(self.view().hand)
        shown = [("card", keys[i]) for i in self.hand_order()]
        return [self.sprites[k] for k in shown if k in self.sprites]

    def select_card(self, index: int | None) -> None:
        self.drag.cancel()
        self.card_index = index
        self.focus_index = -1
        self._light()
        card = self.selected_card()
        if card is not None and not self.moves_now():
            if Discard(card) in self.legal():
                return
            # not left selected: its gold edge and the tip "Drag a glowing peg…" spoke of a move
            # that is not there
            self.card_index = None
            self._light()
            self.refuse(_("{card} cannot move any of your pegs now.").format(card=card_label(card)))

    def discard_selected(self) -> bool:
        card = self.selected_card()
        if card is None:
            return False
        if Discard(card) not in self.legal():
            self.refuse(_("You may discard only when no card can move a peg."))
            return True
        self.card_index = None
        self.act(Discard(card))
        return True

    def pause(self) -> None:
        super().pause()
        if self.card_drag is not None:  # a card held over the table goes back to the hand
            sprite, _start, home, _was, moved = self.card_drag
            self.card_drag = None
            if moved:
                sprite.dragging = sprite.hover = False
                sprite.glide_to(home, SLIDE_BACK * self.motion())

    def _card_drag_event(self, event) -> bool:
        """A hand card that may be discarded follows the pointer; dropped on the discard pile it is
        discarded, elsewhere it slides back (and stays selected). Without a drag it was a click."""
        sprite, start, home, was_selected, moved = self.card_drag
        dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
        if event.type == pygame.MOUSEMOTION:
            if not moved and abs(dx) + abs(dy) >= CLICK_DISTANCE:
                moved = self.card_drag[4] = True
            if moved:
                sprite.tween, sprite.dragging = None, True
                sprite.pos = (home[0] + dx, home[1] + dy)
            return True
        if event.button != 1:
            return False
        self.card_drag = None
        if not moved:  # a click: it selects the card, or a second click puts it back
            if was_selected:
                self.select_card(None)
            return True
        sprite.dragging = sprite.hover = False
        pile = self.layout.zones["discard"]
        if pile.collidepoint(event.pos) or pile.collidepoint(sprite.rect.center):
            self.discard_selected()
        else:
            sprite.glide_to(home, SLIDE_BACK * self.motion())
            self.refuse(_("Drop the card on the discard pile."))
        return True
