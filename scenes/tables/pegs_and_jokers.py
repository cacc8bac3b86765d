"""The Pegs and Jokers table: pick a card, then drag (or click) a glowing peg to a glowing hole.

The board (from the map, turned so the viewer's side is at the bottom) fills the left of the
table; the two teams, the draw and discard piles, the messages and the viewer's hand fill the
right column. Every target comes from `legal_actions()`: a selected card lights the pegs it can
move, a held peg lights the holes it may reach (home and round the track both, when both are
legal). A 7 moved part of the way leaves the rest for another peg; when no card can move, a
card goes to the discard pile. Moves walk hole by hole; bumped pegs fly back.
"""

from __future__ import annotations

import random

import pygame

from game.core.i18n import N_, _, ngettext
from game.pegs.cards import FORWARD, JOKER, sort_key
from game.pegs.engine import Discard, Move, SplitRest
from scenes.kit import hand_sort
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, HAND_CARD, SNAP, CardSprite, draw_slot, hand_keys, hover_topmost
from scenes.kit.drag import DragController, Held
from scenes.kit.ui import GOLD, GOLD_BRIGHT, INK, MUTED_INK, PANEL, WHITE, blit_text, draw_panel
from scenes.tables.pegs_board import FLIGHT, STEP_TIME, TOUCH_REACH, BoardLayout, PegSprite, nearest, walk
from scenes.tables.pegs_look import BACK, PEG_COLOURS, face, mark_ink, peg_image
from scenes.tables.recent import since_last_move
from scenes.tables.table import TableScene
from scenes.text.pegs_text import card_label, suit_key

HAND_GAP = 12
FAN_DROP = 16
MINI_CARD = (52, 73)
TEAM_GAP = 16
HAND_BOTTOM = 1080 - 14  # the fan's lowest card (its shadow and glow too) ends above the window's edge
PANEL_TRIM = 32  # the tutorial panel stops this much above the status zone's bottom (the fan rises into it)


class PegDrag(DragController):
    """The drag controller, forgiving for fingers: holes are ~21 px apart on the 8-player board.

    After a touch press (`touch` is set from the event), a tap or release lands on the lit hole
    nearest the finger within `TOUCH_REACH`, not only on the one exactly under it.
    """

    touch = False
    centres: dict[str, tuple[float, float]] = {}

    def _target_at(self, pos, held: Held | None) -> str | None:
        exact = super()._target_at(pos, held)
        if exact is not None or not self.touch:
            return exact
        return nearest(pos, {t: self.centres[t] for t in self.targets if t in self.centres}, TOUCH_REACH)


def join_names(names: list[str]) -> str:
    """'You and Robo', 'You, Kone and Aino'."""
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class PegsScene(TableScene):
    """Pegs and Jokers for 4, 6 or 8 seats in two teams, people and computers."""

    game_id = "pegs_and_jokers"
    blurb = N_("Race your pegs round the board and home, with your partners; jokers jump, eights go back.")
    default_players = 4
    hides_hands = True
    # phone codes over the team panels and the pile counts (the top bar's chips count pegs home too);
    # the board, the piles, the status and the hand stay free
    phone_areas = (pygame.Rect(1536, 108, 360, 432), pygame.Rect(1160, 108, 360, 244))
    partial_redraw = True
    screenshot_moves = 40

    @classmethod
    def menu_icon(cls):
        return res.scaled(face("X"), (64, 90))

    def __init__(self, app, session):
        self.sprites: dict = {}
        self._view_key: tuple | None = None
        self._view = None
        self.layout: BoardLayout | None = None
        self.card_index: int | None = None  # the selected hand card
        self.focus_index = -1  # keyboard: which of the selected card's moves is shown
        self.dropped: tuple[int, int] | None = None  # the peg just dropped on its hole (snaps, no walk)
        self.status = ""
        self.detail = ""
        self.last_cards: dict[int, str] = {}  # the card each seat played last
        self.trails: dict[int, tuple] = {}  # mover -> ((colour seat, holes), …): its last move, faintly
        self.drag = PegDrag(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        super().__init__(app, session)

    # ------------------------------------------------------------------ view → sprites

    def view(self):
        """The viewer's view, made once per change (the table asks for it many times a frame)."""
        state = self.state
        key = (id(state), len(state.history), self.viewer, state.current_player, state.phase)
        if key != self._view_key:
            self._view_key, self._view = key, super().view()
        return self._view

    def seat_name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: holes by the engine's names (`track.N`, `home.S.H`, `start.S.K`), the
        viewer's hand cards as `card.<code>` (e.g. `card.JS`, the first such card), the piles and
        `tutorial_panel` (over the status lines, beside the board)."""
        if name == "tutorial_panel":  # clear of the fanned hand's raised middle cards and their glow
            return pygame.Rect(self.layout.zones["status"]).inflate(0, -PANEL_TRIM).move(0, -PANEL_TRIM // 2)
        if name in ("draw", "discard", "hand"):
            return pygame.Rect(self.layout.zones[name])
        if name in self.layout.holes:
            return self.layout.hole_rect(name)
        kind, _dot, code = name.partition(".")
        if kind != "card" or not code:
            return None
        hand = self.view().hand
        sprite = self.sprites.get(("card", hand_keys(hand)[hand.index(code)])) if code in hand else None
        if sprite is None:  # not in the hand (yet): the hand itself
            return pygame.Rect(self.layout.zones["hand"])
        shown = self.hand_sprites()
        rect = pygame.Rect(sprite.rect)
        later = shown[shown.index(sprite) + 1:] if sprite in shown else []
        if later:  # only the part the next card in the fan leaves uncovered, so a click there hits it
            rect.w = max(8, min(rect.w, later[0].rect.x - rect.x))
        return rect

    def sync(self, events) -> None:
        self._view_key = None
        view = self.view()
        self.drag.cancel()
        if self.layout is None or self.layout.viewer != self.viewer or self.layout.players != view.players:
            self.layout = BoardLayout(view.players, self.viewer)
            self.sprites = {}
        m = self.motion() if events else 0.0
        old = {k: s.pos for k, s in self.sprites.items() if k[0] == "peg"}
        self._place_pegs(view)
        self._place_hand(view, m)
        if events:
            self._animate(view, events, m, old)
        self.dropped = None
        if self.card_index is not None and (self.card_index >= len(view.hand) or not self.my_turn()):
            self.card_index = None
        if not self.my_turn() or view.phase == "split":
            self.card_index = None
        self.focus_index = -1
        self._light()

    def _place_pegs(self, view) -> None:
        lay = self.layout
        for seat, holes in enumerate(view.pegs):
            for k, hole in enumerate(holes):
                key = ("peg", seat, k)
                sprite = self.sprites.get(key)
                if sprite is None:
                    sprite = self.sprites[key] = PegSprite(seat, k, lay.peg_pos(hole), lay.peg_size)
                sprite.hole = hole
                sprite.finish()
                sprite.pos = lay.peg_pos(hole)
                sprite.dragging = False

    def hand_pos(self, k: int, n: int) -> tuple[float, float]:
        zone = self.layout.zones["hand"]
        room = zone.w - HAND_CARD[0]
        step = min(HAND_CARD[0] + HAND_GAP, room / max(1, n - 1))
        total = HAND_CARD[0] + (n - 1) * step
        off = (k - (n - 1) / 2) / max(1.0, (n - 1) / 2)
        top = min(zone.y, HAND_BOTTOM - HAND_CARD[1] - FAN_DROP)  # the whole fan, shadow and glow inside
        return (zone.centerx - total / 2 + k * step, top + FAN_DROP * off * off)

    def hand_order(self, view=None) -> list[int]:
        """Indices of the viewer's hand in display order (by rank or by suit, as chosen)."""
        hand = (view or self.view()).hand
        return hand_sort.order(hand, suit_key if hand_sort.mode(self.game_id) == hand_sort.SUIT else sort_key)

    def sort_hand(self) -> None:
        """The Sort button and S: by rank or by suit, remembered for this run of the program."""
        hand_sort.toggle(self.game_id)
        self._place_hand(self.view(), self.motion())
        self.build_top_bar()
        self.invalidate()
        by_rank = hand_sort.mode(self.game_id) == hand_sort.RANK
        self.toast.show(_("Your hand is sorted by rank.") if by_rank else _("Your hand is sorted by suit."))

    def extra_buttons(self):
        by_rank = hand_sort.mode(self.game_id) == hand_sort.RANK
        return [("sort", _("Sort by suit") if by_rank else _("Sort by rank"), self.sort_hand, True)]

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

    def _animate(self, view, events, m: float, old: dict) -> None:
        """Walk the moved peg hole by hole from where it was, then fly the bumped pegs; say what happened."""
        lay = self.layout
        arrive = 0.0
        lines: list[str] = []
        for ev in events:
            d = ev.data
            if ev.kind == "move":
                sprite = self.sprites[("peg", d["seat"], d["peg"])]
                sprite.pos = old.get(sprite.key, sprite.pos)
                path = walk(view.players, d["seat"], d["from"], d["to"], d["steps"])
                if self.dropped == (d["seat"], d["peg"]):  # dropped there by hand: it snaps into the hole
                    sprite.fly(lay.peg_pos(d["to"]), SNAP * m)
                    arrive = SNAP * m
                elif d["steps"] == 0:
                    sprite.fly(lay.peg_pos(d["to"]), FLIGHT * m)
                    arrive = FLIGHT * m
                else:
                    sprite.walk([lay.peg_pos(h) for h in path], STEP_TIME * m)
                    arrive = STEP_TIME * m * len(path)
                # re-inserted last, so the newest is drawn brightest; the rest of a split 7 adds its way
                earlier = self.trails.pop(d["player"], ()) if len(d["card"]) == 1 else ()
                self.trails.pop(d["player"], None)
                self.trails[d["player"]] = (*earlier, (d["seat"], (d["from"], *path)))
                if len(d["card"]) > 1:  # the rest of a split 7 names only the rank
                    self.last_cards[d["player"]] = d["card"]
                lines = [self.say(ev)]
            elif ev.kind == "bump":
                sprite = self.sprites[("peg", d["seat"], d["peg"])]
                sprite.pos = lay.peg_pos(d["from"])
                sprite.fly(lay.peg_pos(d["to"]), FLIGHT * 1.4 * m, arrive)
                lines.append(self.say(ev))
            elif ev.kind == "discard":
                self.last_cards[d["player"]] = d["card"]
                lines = [self.say(ev)]
            elif ev.kind in ("home", "split", "for_partner", "refill"):
                lines.append(self.say(ev))
        if lines:
            self.status, self.detail = lines[0], " ".join(lines[1:])

    def is_you(self, seat: int) -> bool:
        """The one person at this screen (messages then say "you")."""
        return self.session.seats[seat].human and len(self.session.humans) == 1

    def say(self, ev) -> str:
        """One line about an event, in the second person for the one person here."""
        d, seats = ev.data, self.session.seats
        seat = d.get("player", d.get("seat", 0))
        you = self.is_you(seat)
        name = seats[seat].name
        if ev.kind == "move":
            card = card_label(d["card"])
            if len(d["card"]) == 1:
                return _("You move the rest of the 7.") if you else \
                    _("{name} moves the rest of the 7.").format(name=name)
            if d["seat"] != d["player"]:
                partner = seats[d["seat"]].name
                return (_("You play {card} for {partner}.") if you else
                        _("{name} plays {card} for {partner}.")).format(name=name, card=card, partner=partner)
            return (_("You play {card}.") if you else _("{name} plays {card}.")).format(name=name, card=card)
        if ev.kind == "bump":
            if d["to"].startswith("start."):
                return _("Your peg goes back to start.") if you else \
                    _("{name}'s peg goes back to start.").format(name=name)
            return _("Your peg goes to its in-spot.") if you else \
                _("{name}'s peg goes to its in-spot.").format(name=name)
        if ev.kind == "home":
            return _("A peg of yours is home.") if you else _("A peg of {name} is home.").format(name=name)
        if ev.kind == "discard":
            card = card_label(d["card"])
            return (_("You cannot move and discard {card}.") if you else
                    _("{name} cannot move and discards {card}.")).format(name=name, card=card)
        if ev.kind == "split":
            if you:
                text = ngettext("You split the 7: {n} step left for another peg.",
                                "You split the 7: {n} steps left for another peg.", d["left"])
            else:
                text = ngettext("{name} splits the 7: {n} step left for another peg.",
                                "{name} splits the 7: {n} steps left for another peg.", d["left"])
            return text.format(name=name, n=d["left"])
        if ev.kind == "for_partner":
            partner = seats[d["partner"]].name
            return (_("You now play for {partner}.") if you else
                    _("{name} now plays for {partner}.")).format(name=name, partner=partner)
        return _("The discards are shuffled into a new draw pile.")

    # ------------------------------------------------------------------ what may be done now

    def legal(self) -> list:
        return self.state.legal_actions() if self.my_turn() else []

    def selected_card(self) -> str | None:
        hand = self.view().hand
        return hand[self.card_index] if self.card_index is not None and self.card_index < len(hand) else None

    def moves_now(self) -> list:
        """The peg moves open to the person here with the selected card (the split's rest needs no card)."""
        legal = self.legal()
        if self.state.phase == "split":
            return [a for a in legal if isinstance(a, SplitRest)]
        card = self.selected_card()
        return [a for a in legal if isinstance(a, Move) and a.card == card]

    def only_discards(self) -> bool:
        legal = self.legal()
        return bool(legal) and not any(isinstance(a, Move) and a.card != JOKER for a in legal) and any(
            isinstance(a, Discard) for a in legal)

    def _light(self) -> None:
        """Glow on the pegs the selected card can move; dim the cards that cannot move anything."""
        view = self.view()
        moves = self.moves_now()
        movable = {a.peg for a in moves}
        colour = view.playing_for
        focus = moves[self.focus_index] if 0 <= self.focus_index < len(moves) else None
        for key, s in self.sprites.items():
            if key[0] == "peg":
                held = self.drag.active is not None and s in self.drag.active.sprites
                if held:
                    continue
                s.highlight = ("selected" if focus is not None and focus.peg == s.peg else "target") \
                    if s.seat == colour and s.peg in movable and not self.state.is_over() else ""
        legal = self.legal()
        usable = {a.card for a in legal if isinstance(a, (Move, Discard))}
        for i, key in enumerate(hand_keys(view.hand)):
            sprite = self.sprites.get(("card", key))
            if sprite is None:
                continue
            sprite.highlight = "selected" if i == self.card_index else ""
            sprite.dimmed = self.my_turn() and (view.phase == "split" or view.hand[i] not in usable)

    # ------------------------------------------------------------------ drag, click and keys

    def peg_sprites(self) -> list[PegSprite]:
        return [s for k, s in self.sprites.items() if k[0] == "peg"]

    def hand_sprites(self) -> list[CardSprite]:
        keys = hand_keys(self.view().hand)
        shown = [("card", keys[i]) for i in self.hand_order()]
        return [self.sprites[k] for k in shown if k in self.sprites]

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def pick(self, pos) -> Held | None:
        """The peg pressed; a finger takes the movable peg nearest to it (within `TOUCH_REACH`)."""
        if not self.my_turn() or self.busy():
            return None
        movable = {a.peg for a in self.moves_now()}
        colour = self.view().playing_for
        mine = [s for s in self.peg_sprites() if s.seat == colour]
        waiting = next((s for s in mine if s.peg in movable and s.hole.startswith("start.")), None)
        for s in reversed(mine):
            if s.rect.inflate(8, 8).collidepoint(pos):
                if s.peg in movable:
                    return Held(f"peg.{s.peg}", [s])
                if waiting is not None and s.hole.startswith("start."):  # pegs in start are alike
                    return Held(f"peg.{waiting.peg}", [waiting])
        if self.drag.touch:
            # Pegs in start are alike: any of them stands for the one that may come out.
            spots = {}
            for s in mine:
                if waiting is not None and s.hole.startswith("start."):
                    spots[s] = (waiting, s.rect.center)
                elif s.peg in movable:
                    spots[s] = (s, s.rect.center)
            near = nearest(pos, {s: c for s, (_p, c) in spots.items()}, TOUCH_REACH)
            chosen = spots[near][0] if near is not None else None
            if chosen is not None:
                return Held(f"peg.{chosen.peg}", [chosen])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        peg = held.sprites[0].peg
        self.drag.centres = self.layout.holes
        return {a.to: self.layout.hole_rect(a.to) for a in self.moves_now() if a.peg == peg}

    def action_for(self, peg: int, hole: str):
        for a in self.moves_now():
            if a.peg == peg and a.to == hole:
                return a
        return None

    def drop(self, held: Held, target: str) -> str | None:
        action = self.action_for(held.sprites[0].peg, target)
        if action is None:
            return _("That move is not allowed now.")
        self.dropped = (held.sprites[0].seat, held.sprites[0].peg)
        reason = self.perform(action)
        if reason:
            self.dropped = None
        return reason

    def explain(self, held: Held, pos) -> str | None:
        if pos is None:
            return None
        hole = self.layout.hole_at(pos)
        peg = held.sprites[0].peg
        if hole is None or hole == held.sprites[0].hole:
            return _("Drop the peg on a glowing hole.")
        if self.state.phase == "split":
            return self.state.explain_illegal(SplitRest(peg, hole))
        return self.state.explain_illegal(Move(self.selected_card() or "", peg, hole))

    def select_card(self, index: int | None) -> None:
        self.drag.cancel()
        self.card_index = index
        self.focus_index = -1
        self._light()
        card = self.selected_card()
        if card is not None and not self.moves_now():
            if Discard(card) in self.legal():
                return
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

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.my_turn():
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)  # Tab cycles the moves, not the buttons
            return
        super().handle_event(event)

    def handle_table_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.drag.touch = bool(getattr(event, "touch", False))
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            hover_topmost(self.sprites.values(), self.hand_sprites() if self.my_turn() else [], event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            if self._press(event.pos):
                return True
        if self.drag.handle_event(event):
            if self.drag.held is None and self.drag.selected is None:
                self._light()
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def unlit_reason(self, pos) -> str | None:
        """Why a click on a hole that does not glow does nothing (None: not such a click)."""
        hole = self.layout.hole_at(pos)
        if hole is None or hole in self.drag.targets or self.state.is_over():
            return None
        if self.drag.touch and (self.drag._target_at(pos, None) is not None
                                or self.pick(pos) is not None):
            return None  # a finger near a lit hole or a movable peg: the drag controller takes it
        if any(s.rect.inflate(8, 8).collidepoint(pos) for s in self.peg_sprites()):
            return None  # a click on a peg: picking it is the drag controller's business
        if not self.my_turn():
            return _("Wait for your turn.")
        if self.busy():
            return _("Wait until the pegs have stopped moving.")
        held = self.drag.selected
        if held is None:
            if self.state.phase == "play" and self.selected_card() is None:
                return _("Choose a card first: click one in your hand.")
            if any(a.to == hole for a in self.moves_now()):
                return _("Click the glowing peg first, then this hole.")
            return _("No peg can move to that hole now: the pegs that can move glow.")
        peg = held.sprites[0]
        if self.state.phase == "split":
            return self.state.explain_illegal(SplitRest(peg.peg, hole))
        card = self.selected_card() or ""
        if peg.hole.startswith("start."):
            return _("That peg cannot move there with this card: out of start it goes to the glowing hole.")
        if card == JOKER:
            return _("A joker takes a peg only to a glowing hole, where another player's peg stands.")
        if card[:1] == "8":
            return _("That peg cannot move there with this card: an 8 goes exactly 8 holes back.")
        if card[:1] == "7":
            return _("That peg cannot move there with this card: a 7 goes up to 7 holes forward, "
                     "never past a peg of its own colour.")
        n = FORWARD.get(card[:1], 0)
        text = ngettext("That peg cannot move there with this card: it goes exactly {n} hole forward.",
                        "That peg cannot move there with this card: it goes exactly {n} holes forward.", n)
        return text.format(n=n)

    def _press(self, pos) -> bool:
        """Clicks on the hand and the discard pile (pegs and holes go to the drag controller)."""
        reason = self.unlit_reason(pos)
        if reason:
            self.refuse(reason)
            return True
        order = self.hand_order()
        for k, s in reversed(list(enumerate(self.hand_sprites()))):
            i = order[k]
            if s.rect.collidepoint(pos):
                if not self.my_turn():
                    if not self.state.is_over():
                        self.refuse(_("Wait for your turn."))
                    return True
                if self.state.phase == "split":
                    left = self.view().split_left
                    text = ngettext("Finish the 7 first: move another peg {n} step.",
                                    "Finish the 7 first: move another peg {n} steps.", left)
                    self.refuse(text.format(n=left))
                    return True
                self.select_card(None if i == self.card_index else i)
                return True
        if self.layout.zones["discard"].collidepoint(pos) and self.my_turn():
            if self.discard_selected():
                return True
            if self.only_discards():
                self.refuse(_("Click a card first, then the discard pile."))
                return True
        if self.my_turn() and self.drag.selected is None and self.selected_card() is None \
                and self.state.phase == "play":
            colour = self.view().playing_for
            if any(s.seat == colour and s.rect.collidepoint(pos) for s in self.peg_sprites()):
                self.refuse(_("Choose a card first: click one in your hand."))
                return True
        card = self.selected_card()
        if card is not None and self.drag.selected is None and self.pick(pos) is None and not self.busy():
            colour = self.view().playing_for
            if any(s.seat == colour and s.rect.collidepoint(pos) for s in self.peg_sprites()):
                self.refuse(_("{card} cannot move this peg now.").format(card=card_label(card)))
                return True
        return False

    def cycle(self, step: int) -> None:
        """Keyboard: show the next legal move of the selected card (peg and hole)."""
        moves = self.moves_now()
        if not moves:
            if self.state.phase == "play" and self.card_index is None and self.view().hand:
                self.select_card(self.hand_order()[0])
            return
        self.focus_index = (self.focus_index + step) % len(moves) if self.focus_index >= 0 else 0
        self._light()

    def _key(self, event) -> bool:
        if event.key == pygame.K_s:
            self.sort_hand()
            return True
        if event.key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
                             pygame.K_KP_ENTER, pygame.K_SPACE):
            return False
        if not self.my_turn():
            if not self.state.is_over():
                self.refuse(_("Wait for your turn."))
            return True
        n = len(self.view().hand)
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.state.phase == "play" and n:
            step = -1 if event.key == pygame.K_LEFT else 1
            order = self.hand_order()  # Left and Right follow the cards as they lie
            at = order.index(self.card_index) if self.card_index is not None else -1 if step > 0 else 0
            self.select_card(order[(at + step) % n])
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.cycle(-1 if event.key == pygame.K_UP else 1)
        else:
            moves = self.moves_now()
            if 0 <= self.focus_index < len(moves):
                self.act(moves[self.focus_index])
            elif not self.discard_selected():
                self.refuse(_("Choose a move first: Left and Right pick a card, Tab its moves."))
        return True

    def hint(self) -> None:
        if self.busy():
            self.refuse(_("Wait until the pegs have stopped moving: then it is your turn.") if self.my_turn()
                        else _("Wait until the pegs have stopped moving."))
            return
        if not self.my_turn():
            self.toast.show(_("Hints are for your turn."))
            return
        agent = self.session.game.agents()["normal"]()
        action = agent.choose(self.view(), self.state.legal_actions(), random.Random(len(self.state.history)))
        if isinstance(action, Discard):
            self.select_card(self.view().hand.index(action.card))
            self.toast.show(_("Hint: discard {card}.").format(card=card_label(action.card)))
            return
        if isinstance(action, Move):
            self.card_index = self.view().hand.index(action.card)
        self.focus_index = self.moves_now().index(action)
        self._light()
        self.toast.show(_("Hint: the glowing peg to the bright hole."))

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)

    def visual_key(self):
        """Glows, messages and the trail: any change redraws the whole table."""
        return (tuple(self.drag.targets), self.drag.best, self.card_index, self.focus_index, self.status,
                self.detail, tuple(self.trails.items()), self.busy())

    def draw_static(self, surface) -> None:
        view = self.view()
        lay = self.layout
        img = lay.image()
        surface.blit(img, img.get_rect(center=lay.centre))
        for seat in range(view.players):
            self._draw_chip(surface, view, seat)
        self._draw_teams(surface, view)
        self._draw_piles(surface, view)

    def draw_table(self, surface) -> None:
        view = self.view()
        self._draw_trails(surface)
        glow = dict(self.drag.targets)
        moves = self.moves_now()
        focus = moves[self.focus_index] if 0 <= self.focus_index < len(moves) else None
        if focus is not None and not glow:
            glow = {a.to: self.layout.hole_rect(a.to) for a in moves if a.peg == focus.peg}
        for hole in glow:
            best = hole == self.drag.best or (focus is not None and hole == focus.to)
            x, y = self.layout.holes[hole]
            r = self.layout.pitch * 0.5
            pygame.draw.circle(surface, GOLD_BRIGHT if best else GOLD, (x, y), r, 4 if best else 3)
        if self.selected_card() is not None and Discard(self.selected_card()) in self.legal():
            draw_slot(surface, self.layout.zones["discard"].inflate(10, 10), "target")
        pegs = sorted(self.peg_sprites(), key=lambda s: (s.dragging, s.moving))
        for s in pegs:
            s.draw(surface)
        for s in self.hand_sprites():
            s.draw(surface)
        self._draw_status(surface, view)

    def recent_ways(self) -> list[tuple[int, tuple]]:
        """(peg colour seat, holes) of every peg move since the person's last move, in order."""
        out = []
        for move in since_last_move(self.session, self.viewer):
            for ev in move.events:
                d = ev.data
                if ev.kind == "move":
                    path = walk(self.state.players, d["seat"], d["from"], d["to"], d["steps"])
                    out.append((d["seat"], (d["from"], *path)))
        return out

    def _draw_trails(self, surface) -> None:
        """The moves since the person's last move, numbered in order; without a person here,
        each seat's last move, faintly (the newest brightest)."""
        if self.busy():
            return
        if self.session.humans:
            self._draw_recent_ways(surface, self.recent_ways())
            return
        holes = self.layout.holes
        n = len(self.trails)
        ways = [(i, seat, path) for i, moves in enumerate(self.trails.values()) for seat, path in moves]
        for i, seat, path in ways:
            points = [holes[h] for h in path if h in holes]
            if len(points) < 2:
                continue
            alpha = 230 if i == n - 1 else 120
            colour = (*PEG_COLOURS[seat], alpha)
            pad = self.layout.pitch
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            box = pygame.Rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad,
                              max(ys) - min(ys) + 2 * pad)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            local = [(x - box.x, y - box.y) for x, y in points]
            pygame.draw.lines(layer, colour, False, local, 4 if i == n - 1 else 3)
            pygame.draw.circle(layer, colour, local[0], pad * 0.45, 3)
            surface.blit(layer, box)

    def _draw_recent_ways(self, surface, ways) -> None:
        """Each move a bold line in the peg's colour from a ring where it was, with its number at the end."""
        holes = self.layout.holes
        pad = self.layout.pitch
        for seat, path in ways:
            points = [holes[h] for h in path if h in holes]
            if len(points) < 2:
                continue
            colour = PEG_COLOURS[seat]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            box = pygame.Rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad,
                              max(ys) - min(ys) + 2 * pad)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            local = [(x - box.x, y - box.y) for x, y in points]
            pygame.draw.lines(layer, (20, 20, 20, 150), False, local, 9)  # a dark edge: any colour shows
            pygame.draw.lines(layer, (*colour, 235), False, local, 5)
            pygame.draw.circle(layer, (*colour, 235), local[0], pad * 0.45, 4)
            surface.blit(layer, box)
        for number, (seat, path) in enumerate(ways, 1):
            end = holes.get(path[-1])
            if end is None or len(path) < 2:
                continue
            badge = (round(end[0] + pad * 0.55), round(end[1] - pad * 0.55))
            pygame.draw.circle(surface, (20, 20, 20), badge, 13)
            pygame.draw.circle(surface, PEG_COLOURS[seat], badge, 11)
            blit_text(surface, str(number), badge, 16, mark_ink(PEG_COLOURS[seat]), True, anchor="center")

    def _draw_chip(self, surface, view, seat: int) -> None:
        r = self.layout.chip_rect(seat)
        to_move = view.current_player == seat
        pygame.draw.rect(surface, (0, 0, 0, 60), r.move(0, 4), border_radius=14)
        pygame.draw.rect(surface, PANEL, r, border_radius=14)
        pygame.draw.rect(surface, PEG_COLOURS[seat], (r.x, r.y, 12, r.h), border_top_left_radius=14,
                         border_bottom_left_radius=14)
        if to_move:
            pygame.draw.rect(surface, GOLD, r.inflate(8, 8), 4, border_radius=18)
        size = 24 if r.w > 180 else 20
        name = self.seat_name(seat)
        while res.font(size, True).size(name)[0] > r.w - 70 and len(name) > 3:
            name = name[:-2] + "…"
        blit_text(surface, name, (r.x + 20, r.y + 5), size, INK, True)
        n = view.hand_counts[seat]
        line = ngettext("{n} card · {h} home", "{n} cards · {h} home", n).format(n=n, h=view.home_count(seat))
        size = 17
        while res.font(size).size(line)[0] > r.w - 26 - (42 if seat in self.last_cards else 0) and size > 12:
            size -= 1
        blit_text(surface, line, (r.x + 20, r.bottom - 6), size, MUTED_INK, anchor="bottomleft")
        card = self.last_cards.get(seat)
        if card is not None:
            mini = (36, 50)
            surface.blit(res.scaled(face(card), mini), (r.right - mini[0] - 6, r.centery - mini[1] // 2))

    def team_seats(self, team: int) -> list[int]:
        return [s for s in range(self.state.players) if s % 2 == team]

    def team_title(self, team: int) -> str:
        return join_names([self.seat_name(s) for s in self.team_seats(team)])

    def _draw_teams(self, surface, view) -> None:
        zone = self.layout.zones["teams"]
        w = (zone.w - TEAM_GAP) // 2
        for team in (0, 1):
            rect = pygame.Rect(zone.x + team * (w + TEAM_GAP), zone.y, w, zone.h)
            draw_panel(surface, rect, 20)
            mine = self.viewer % 2 == team
            title = self.team_title(team)
            size = 26
            while res.font(size, True).size(title)[0] > w - 36 and size > 18:
                size -= 2
            lines = res.wrap(title, size, w - 36, True)
            for k, line in enumerate(lines[:2]):
                blit_text(surface, line, (rect.x + 18, rect.y + 12 + k * (size + 4)), size, INK, True)
            home = sum(view.home_count(s) for s in self.team_seats(team))
            total = 5 * len(self.team_seats(team))
            tag = _("your team") if mine else _("opponents")
            y = rect.y + 16 + min(2, len(lines)) * (size + 4)
            sub = f"{tag} · " + _("{h} of {n} pegs home").format(h=home, n=total)
            sub_size = 20
            while res.font(sub_size).size(sub)[0] > w - 30 and sub_size > 14:
                sub_size -= 1
            blit_text(surface, sub, (rect.x + 18, y), sub_size, MUTED_INK)
            y += 34
            for seat in self.team_seats(team):
                self._draw_team_row(surface, view, seat, pygame.Rect(rect.x + 10, y, w - 20, 58))
                y += 62

    def _draw_team_row(self, surface, view, seat: int, row: pygame.Rect) -> None:
        if view.current_player == seat:
            pygame.draw.rect(surface, (252, 232, 170), row, border_radius=12)
            pygame.draw.rect(surface, GOLD, row, 3, border_radius=12)
        surface.blit(res.scaled(peg_image(seat), (36, 36)), (row.x + 6, row.centery - 18))
        label = self.session.seats[seat].label()
        size = 22
        while res.font(size, True).size(label)[0] > row.w - 170 and size > 16:
            size -= 2
        blit_text(surface, label, (row.x + 50, row.y + 5), size, INK, True)
        cards = ngettext("{n} card", "{n} cards", view.hand_counts[seat]).format(n=view.hand_counts[seat])
        blit_text(surface, cards, (row.x + 50, row.bottom - 5), 19, MUTED_INK, anchor="bottomleft")
        home = view.home_count(seat)
        for k in range(5):  # five dots: filled for each peg home
            c = (row.right - 16 - (4 - k) * 22, row.centery)
            if k < home:
                pygame.draw.circle(surface, PEG_COLOURS[seat], c, 8)
            pygame.draw.circle(surface, INK, c, 8, 2)

    def _draw_piles(self, surface, view) -> None:
        zones = self.layout.zones
        draw = zones["draw"]
        if view.draw_count:
            for k in range(min(4, view.draw_count // 20 + 1)):
                surface.blit(res.scaled(BACK, draw.size), draw.move(-2 * k, -2 * k))
        else:
            draw_slot(surface, draw)
        discard = zones["discard"]
        if view.discard_top:
            if len(view.discards) > 1:
                surface.blit(res.scaled(face(view.discards[-2]), discard.size), discard.move(-4, -4))
            surface.blit(res.scaled(face(view.discard_top), discard.size), discard)
        else:
            draw_slot(surface, discard, "", _("Discard"))
        info = zones["piles_info"]
        for k, line in enumerate((_("Draw pile: {n}").format(n=view.draw_count),
                                  _("Discards: {n}").format(n=len(view.discards)))):
            blit_text(surface, line, (info.x + 8, info.y + 4 + 36 * k), 24, WHITE)

    def _draw_status(self, surface, view) -> None:
        zone = self.layout.zones["status"]
        info = self.layout.zones["piles_info"]
        tip, banner = self.tip(view), self.banner(view)
        if banner:
            r = pygame.Rect(info.x, info.y + 78, info.w, info.h - 78)
            pygame.draw.rect(surface, GOLD, r, border_radius=16)
            surface.blit(res.scaled(peg_image(view.playing_for), (44, 44)), (r.x + 12, r.y + 12))
            size = 24
            while len(res.wrap(banner, size, r.w - 80, True)) * (size + 4) > r.h - 16 and size > 16:
                size -= 2
            for k, line in enumerate(res.wrap(banner, size, r.w - 80, True)):
                blit_text(surface, line, (r.x + 66, r.y + 8 + (size + 4) * k), size, INK, True)
        # what happened (the play, then what it did), then what to do now; the tip is kept and
        # the detail gives way when the zone is short (the hand below comes first)
        parts = [(self.status, 26, True, WHITE), (self.detail, 22, False, WHITE),
                 (tip, 24, True, GOLD_BRIGHT)]
        rows = [(part, line, size, bold, colour) for part, (text, size, bold, colour) in enumerate(parts)
                for line in (res.wrap(text, size, zone.w, bold)[:2] if text else [])]
        while rows and sum(r[2] + 6 for r in rows) - 6 > zone.h:
            rows.remove(next((r for r in rows if r[0] == 1), rows[-1]))
        y = zone.y
        for _part, line, size, bold, colour in rows:
            blit_text(surface, line, (zone.x, y), size, colour, bold)
            y += size + 6

    def banner(self, view) -> str:
        """'Playing for Robo' while the person here moves a partner's pegs; the split's steps left."""
        if not self.my_turn() or self.busy():
            return ""
        if view.phase == "split":
            text = ngettext("Move another peg {n} step", "Move another peg {n} steps", view.split_left)
            return text.format(n=view.split_left)
        if view.playing_for != view.player:
            partner = self.seat_name(view.playing_for)
            return _("Your pegs are all home: you play for {name}.").format(name=partner)
        return ""

    def tip(self, view) -> str:
        """What the person here can do now (nothing while pegs still move: it is not their turn yet)."""
        if not self.my_turn() or self.busy():
            return ""
        if view.phase == "split":
            return _("Drag another glowing peg to a glowing hole to finish the 7.")
        if self.only_discards():
            if any(isinstance(a, Move) for a in self.legal()):
                return _("Only a joker can move: play it, or click a card and then the discard pile.")
            return _("No card can move a peg: click a card, then the discard pile.")
        card = self.selected_card()
        if card is None:
            return _("Your turn: click a card; the pegs it can move glow.")
        if card == JOKER:
            return _("Joker: take your peg to a glowing hole where another peg stands.")
        if card[0] == "8":
            return _("An 8 moves a peg 8 holes backward.")
        if card[0] == "7":
            return _("A 7: move one peg 7, or part of the way and the rest with another peg.")
        return _("Drag a glowing peg to a glowing hole, or click the peg and then the hole.")

    # ------------------------------------------------------------------ top bar and end

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return PEG_COLOURS[seat]

    def seat_line(self, seat: int) -> str:
        return f"⌂ {self.view().home_count(seat)}/5"  # a house and a count: short enough for eight seats

    def end_lines(self) -> list[str]:
        view = self.view()
        if view.winner is None:
            return [_("The game ended without a winner.")]
        return [_("{team} win!").format(team=self.team_title(view.winner)),
                _("Pegs home: {a} to {b}").format(a=self._team_home(view, view.winner),
                                                  b=self._team_home(view, 1 - view.winner))]

    def _team_home(self, view, team: int) -> int:
        return sum(view.home_count(s) for s in self.team_seats(team))

