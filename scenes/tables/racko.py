"""The Racko table: take a card from a pile, drag it onto a rack slot or the discard pile.

Sprites follow the view (`sync`): the viewer's rack along the bottom on a wooden tray
(slot 5 left, slot 50 right), the other racks as card backs along the top, the draw
pile, the discard pile and the card in hand in the middle. Each event glides its card:
pile → hand → slot, and the replaced card slot → discard pile. At round end every rack
is revealed with the run that scored outlined in gold.
"""

from __future__ import annotations

import functools
import random

import pygame

from game.core.i18n import N_, _, ngettext
from game.racko import SLOTS, CallRacko, Discard, Draw, EndTurn, Place, longest_consecutive, run_from_start
from game.racko.ai import NormalAgent
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, TABLE_CARD, CardSprite, draw_slot
from scenes.kit.drag import DragController, Held
from scenes.kit.ui import (
    GOLD,
    GOLD_BRIGHT,
    INK,
    SEAT_COLOURS,
    WHITE,
    Button,
    ButtonGroup,
    blit_text,
    draw_panel,
)
from scenes.screens.round_over import show_round_over
from scenes.tables.recent import can_act, events_since_last, outline, still_moving_reason
from scenes.tables.table import TableScene

BACK = "cards/racko/back.png"
MY_PITCH = 162
MY_Y = 800
MY_X0 = (1920 - (9 * MY_PITCH + TABLE_CARD[0])) // 2
TRAY = pygame.Rect(MY_X0 - 26, MY_Y - 18, 9 * MY_PITCH + TABLE_CARD[0] + 52, 280)
DRAW_POS = (560, 410)
DISCARD_POS = (760, 410)
HELD_POS = (1010, 410)
STATUS_Y = 676
LINES_RECT = pygame.Rect(960 - 750, STATUS_Y, 1500, 3 * 36)  # the status lines, up to three
OTHERS_Y = 148
WOOD, WOOD_DARK = (150, 98, 52), (104, 64, 30)
DEAL_STAGGER = 0.04  # STYLE: a deal staggers cards by 40 ms


def face(card: int | None) -> str:
    return BACK if not card else f"cards/racko/{card}.png"


class RackoScene(TableScene):
    """Racko for 2–4 players or two teams, people and computers at one screen."""

    game_id = "racko"
    blurb = N_("Get your ten cards in ascending order, slot 5 to slot 50, before anyone else.")
    default_players = 2
    hides_hands = True
    partial_redraw = True  # piles, racks' panels and tray are a cached layer; cards redraw where they move

    @classmethod
    def menu_icon(cls):
        return res.scaled("cards/racko/37.png", (64, 90))

    def __init__(self, app, session):
        self.sprites: dict[str, CardSprite] = {}
        self.status = ""
        self.detail = ""
        self.status_for: tuple[int, int] | None = None  # (state, moves) the status lines tell about
        self.reviewed = False  # a person has looked at the revealed racks of the finished round
        self.drag = DragController(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        self.buttons = ButtonGroup(arrows=False)
        self.glows: dict[str, tuple[pygame.Rect, str]] = {}  # lit empty slots (no card to light)
        super().__init__(app, session)

    def view(self):
        """The viewer's view, with the seats' (or teams') names as the score sheet's columns."""
        view = super().view()
        seats = self.session.seats
        if view.options["teams"]:
            view.score_sheet.columns = [f"{seats[t].label()} + {seats[t + 2].label()}" for t in range(2)]
        else:
            view.score_sheet.columns = [seat.label() for seat in seats]
        return view

    # ------------------------------------------------------------------ layout

    def others(self) -> list[int]:
        n = self.state.players
        return [(self.viewer + k) % n for k in range(1, n)]

    def mini(self) -> tuple[int, int]:
        return (90, 126) if len(self.others()) == 1 else (50, 70)

    def slot_rect(self, seat: int, i: int) -> pygame.Rect:
        if seat == self.viewer:
            return pygame.Rect(MY_X0 + i * MY_PITCH, MY_Y, *TABLE_CARD)
        others = self.others()
        w, h = self.mini()
        pitch = w + (8 if len(others) == 1 else 5)
        width = 9 * pitch + w
        centre = 1920 * (others.index(seat) + 0.5) / len(others)
        return pygame.Rect(round(centre - width / 2) + i * pitch, OTHERS_Y + 52, w, h)

    def panel_rect(self, seat: int) -> pygame.Rect:
        first, last = self.slot_rect(seat, 0), self.slot_rect(seat, 9)
        return pygame.Rect(first.x - 20, OTHERS_Y, last.right - first.x + 40, first.h + 96)

    @staticmethod
    def pile_rect(pos) -> pygame.Rect:
        return pygame.Rect(pos, TABLE_CARD)

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Tutorial zones: draw, discard, held, slot.5 … slot.50 (the viewer's rack), rack."""
        piles = {"draw": DRAW_POS, "discard": DISCARD_POS, "held": HELD_POS}
        if name in piles:
            return self.pile_rect(piles[name])
        if name == "rack":
            return TRAY
        if name == "tutorial_panel":  # right of the piles, under the other racks
            return pygame.Rect(1200, 396, 690, 270)
        kind, _dot, slot = name.partition(".")
        if kind == "slot" and slot.isdigit() and int(slot) in SLOTS:
            return self.slot_rect(self.viewer, SLOTS.index(int(slot)))
        return None

    # ------------------------------------------------------------------ view → sprites

    def sync(self, events) -> None:
        """Make the sprites agree with the view, then glide the cards the events moved."""
        self.drag.cancel()
        view = self.view()
        old_held = self.sprites.get("held")
        held_from = old_held.rect.center if old_held else self.pile_rect(HELD_POS).center
        self.rebuild(view)
        here = (id(self.state), len(self.state.history))
        if events is None and here != self.status_for:  # a new game, Undo or Redo: the lines told of another
            self.status = self.detail = ""
            if not self.state.history:  # a fresh deal says so
                self.status = _("Round {n}: the cards are dealt.").format(n=view.round_no)
        self.status_for = here
        if view.phase not in ("round_over", "over"):
            self.reviewed = False
        m = self.motion()
        for ev in events or []:
            d = ev.data
            say = functools.partial(self.session.phrase, d.get("player", 0))  # "You draw" / "Anna draws"

            if ev.kind == "round":
                self.status = _("Round {n}: the cards are dealt.").format(n=d["round"])
                self.detail = ""
                self._deal(view, m)
            elif ev.kind == "draw":
                start = self.pile_rect(DRAW_POS if d["pile"] == "draw" else DISCARD_POS).center
                self._glide("held", start, m)
                if d["card"] is None:
                    self.status = say(_("You draw from the draw pile."),
                                      _("{name} draws from the draw pile."))
                else:
                    self.status = say(_("You take {card} from the discard pile."),
                                      _("{name} takes {card} from the discard pile."), card=d["card"])
            elif ev.kind == "place":
                key = f"r{d['player']}.{SLOTS.index(d['slot'])}"
                self._glide(key, held_from, m)
                if d["replaced"] is not None:
                    self._glide("discard", self.slot_rect(d["player"], SLOTS.index(d["slot"])).center, m)
                    self.status = say(_("You put a card into slot {slot} and discard {card}."),
                                      _("{name} puts a card into slot {slot} and discards {card}."),
                                      slot=d["slot"], card=d["replaced"])
                else:
                    self.status = say(_("You put a card into slot {slot}."),
                                      _("{name} puts a card into slot {slot}."), slot=d["slot"])
            elif ev.kind == "discard":
                self._glide("discard", held_from, m)
                self.status = say(_("You discard {card}."), _("{name} discards {card}."), card=d["card"])
            elif ev.kind == "refill":
                self.detail = _("The draw pile ran out: the discard pile is turned over.")
            elif ev.kind == "racko":
                self.status = say(_("Racko! You win the round."), _("Racko! {name} wins the round."))
            elif ev.kind == "round_over" and d["winner"] is None:
                self.status = _("The turn limit ends the round.")
        self.build_buttons()

    def rebuild(self, view) -> None:
        """Every card sprite at its home, as the view shows it."""
        self.sprites = {}
        for seat in range(view.players):
            for i, card in enumerate(view.racks[seat]):
                if card is None:
                    continue
                rect = self.slot_rect(seat, i)
                self.sprites[f"r{seat}.{i}"] = CardSprite(f"r{seat}.{i}", face(card), rect.topleft, rect.size)
        if view.discard:
            self.sprites["discard"] = CardSprite("discard", face(view.discard[-1]), DISCARD_POS, TABLE_CARD)
        in_hand = view.held if view.phase == "place" else view.incoming if view.phase == "deal" else None
        if view.phase in ("place", "deal"):
            self.sprites["held"] = CardSprite("held", face(in_hand), HELD_POS, TABLE_CARD)

    def _glide(self, key: str, start_centre, m: float, delay: float = 0.0) -> None:
        sprite = self.sprites.get(key)
        if sprite is None or m <= 0:
            return
        home = sprite.pos
        sprite.pos = (start_centre[0] - sprite.size[0] / 2, start_centre[1] - sprite.size[1] / 2)
        sprite.glide_to(home, GLIDE * m, delay)

    def _deal(self, view, m: float) -> None:
        start = self.pile_rect(DRAW_POS).center
        order = [(view.dealer + 1 + k) % view.players for k in range(view.players)]
        n = 0
        for i in reversed(range(len(SLOTS))):  # slot 50 first, as the rules deal
            for seat in order:
                self._glide(f"r{seat}.{i}", start, m, DEAL_STAGGER * n * m)
                n += 1

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    # ------------------------------------------------------------------ buttons

    def build_buttons(self) -> None:
        g = ButtonGroup(arrows=False)
        legal = self.state.legal_actions() if self.my_turn() else []
        x, y = HELD_POS[0] + TABLE_CARD[0] + 60, HELD_POS[1] + 10
        if CallRacko() in legal:
            g.add(Button((x, y, 240, 84), _("Racko!"), self.call_racko, style="primary", key="racko",
                         size=36))
        if EndTurn() in legal:
            g.add(Button((x, y + 100, 240, 76), _("End turn"), lambda: self.act(EndTurn()), key="end_turn"))
        if self.state.phase in ("round_over", "over") and self.session.humans and not self.reviewed:
            label = _("Score sheet") if self.state.phase == "round_over" else _("Final result")
            g.add(Button((x, y, 300, 84), label, self.continue_, style="primary", key="continue"))
        self.buttons = g

    def call_racko(self) -> None:
        self.act(CallRacko())

    def continue_(self) -> None:
        self.reviewed = True
        self.build_buttons()
        self.overlay_pending = True

    def _show_overlays(self) -> None:
        """The revealed racks stay on the table until a person asks for the score sheet.

        The round-over sheet repeats how the round ended and offers the menu (Esc too).
        """
        if self.state.phase in ("round_over", "over") and self.session.humans and not self.reviewed:
            return
        if self.state.phase == "round_over" and show_round_over(self, self.round_end_note()):
            return
        super()._show_overlays()

    def round_end_note(self) -> str:
        """How the round ended, for the round-over sheet."""
        last = self.view().last_round or {}
        winner = last.get("winner")
        if winner is None:
            return _("The turn limit ends the round.")
        you, other = _("Racko! You win the round."), _("Racko! {name} wins the round.")
        return self.session.phrase(winner, you, other)

    def recent_changes(self) -> tuple[dict[tuple[int, int], int], int | None]:
        """Since the viewer's last move: the slots others changed ((seat, slot index) → seat) and
        who discarded the card now on top of the discard pile (None if nobody did meanwhile)."""
        slots: dict[tuple[int, int], int] = {}
        discarder = None
        for _seat, ev in events_since_last(self.session, self.viewer):
            d = ev.data
            if ev.kind == "round":
                slots, discarder = {}, None
            elif ev.kind == "place" and d["player"] != self.viewer:
                slots[(d["player"], SLOTS.index(d["slot"]))] = d["player"]
                discarder = d["player"] if d["replaced"] is not None else discarder
            elif ev.kind == "discard":
                discarder = d["player"]
            elif ev.kind == "draw" and d["pile"] == "discard":
                discarder = None  # the discard was taken: the pile's top is older
        return slots, discarder

    def update(self, dt: float) -> None:
        if self.state.phase == "round_over" and self.session.humans and not self.reviewed:
            self.toast.update(dt)  # the next round waits until a person has seen the racks
            self.update_table(dt)
            return
        super().update(dt)

    # ------------------------------------------------------------------ drag and drop

    def holding(self) -> bool:
        return self.my_turn() and self.state.phase in ("place", "deal")

    def pick(self, pos) -> Held | None:
        if not self.my_turn() or self.busy():
            return None
        phase = self.state.phase
        key = "held" if phase in ("place", "deal") else "discard" if phase == "draw" else ""
        sprite = self.sprites.get(key)
        if sprite is not None and sprite.rect.collidepoint(pos):
            return Held(key, [sprite])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        legal = self.state.legal_actions()
        if held.source == "discard":  # taking the discard: it must go into the rack
            if Draw("discard") not in legal:
                return {}
            probe = self.state.clone()
            probe.apply(Draw("discard"))
            legal = probe.legal_actions()
        slots = [a.slot for a in legal if isinstance(a, Place)]
        out = {str(s): self.slot_rect(self.viewer, SLOTS.index(s)) for s in slots}
        if Discard() in legal:
            out["discard"] = self.pile_rect(DISCARD_POS)
        return out

    def drop(self, held: Held, target: str) -> str | None:
        if held.source == "discard":
            reason = self.perform(Draw("discard"))
            if reason:
                return reason
        return self.perform(Discard() if target == "discard" else Place(int(target)))

    def explain(self, held: Held, pos) -> str | None:
        if pos is None:
            return _("That card cannot go anywhere now.")
        if held.source == "discard":
            return _("A card from the discard pile must go into one of your rack's slots.")
        if self.state.phase == "deal":
            return _("Drop the card on an empty slot of your rack.")
        if Discard() in self.state.legal_actions():
            return _("Drop the card on a slot of your rack, or on the discard pile.")
        return _("Drop the card on a glowing slot of your rack.")

    def hint(self) -> None:
        if not self.my_turn() or self.state.phase not in ("draw", "place", "deal"):
            self.refuse(_("Wait for your turn."))
            return
        if self.busy():
            self.refuse(still_moving_reason())
            return
        view = self.view()
        action = NormalAgent().choose(view, self.state.legal_actions(), random.Random(0))
        if isinstance(action, Draw):
            text = _("Hint: take the discard.") if action.pile == "discard" else _("Hint: draw a new card.")
        elif isinstance(action, Place):
            text = _("Hint: put it into slot {slot}.").format(slot=action.slot)
        elif isinstance(action, CallRacko):
            text = _("Hint: call Racko!")
        else:
            text = _("Hint: discard it.")
        self.toast.show(text)

    def handle_table_event(self, event) -> bool:
        if self.buttons.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            for key, s in self.sprites.items():
                s.hover = s.rect.collidepoint(event.pos) and self._pickable(key)
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _pickable(self, key: str) -> bool:
        if not self.my_turn():
            return False
        phase = self.state.phase
        return (key == "held" and phase in ("place", "deal")) or (key == "discard" and phase == "draw")

    def _click(self, pos) -> bool:
        """Clicks without a drag: the draw pile draws; a glowing slot or the discard pile takes the card."""
        if not self.my_turn():
            if self.pile_rect(DRAW_POS).collidepoint(pos) and not self.state.is_over():
                self.refuse(_("Wait for your turn."))
                return True
            return False
        phase = self.state.phase
        if phase == "draw" and self.pile_rect(DRAW_POS).collidepoint(pos):
            self.act(Draw("draw"))
            return True
        if phase in ("place", "deal"):
            held = Held("held", [self.sprites["held"]]) if "held" in self.sprites else None
            for target, rect in (self.targets(held) if held else {}).items():
                if rect.collidepoint(pos):
                    self.act(Discard() if target == "discard" else Place(int(target)))
                    return True
            if any(self.slot_rect(self.viewer, i).collidepoint(pos) for i in range(len(SLOTS))):
                self.refuse(self.explain(held, pos) if held else _("Wait for your turn."))
                return True
        return False

    def _key(self, event) -> bool:
        """D draws, T takes the discard, 1–9 and 0 place into slots 5–50, X discards, R calls Racko."""
        keys = {pygame.K_d: Draw("draw"), pygame.K_t: Draw("discard"), pygame.K_x: Discard(),
                pygame.K_r: CallRacko(), pygame.K_e: EndTurn()}
        digits = {pygame.K_1 + k: Place(SLOTS[k]) for k in range(9)} | {pygame.K_0: Place(50)}
        action = keys.get(event.key) or digits.get(event.key)
        if action is None:
            return False
        if not self.my_turn():
            if not self.state.is_over():
                self.refuse(_("Wait for your turn."))
            return True
        self.act(action)
        return True

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)

    def draw(self, surface) -> None:
        self.light()  # before the base compares looks: a glow that changed is redrawn this frame
        super().draw(surface)

    def light(self) -> None:
        """Gold on what may be picked up and where the card may go (cards lit, empty slots in `glows`)."""
        glow = self.drag.targets or (self.targets(Held("held", [])) if self.holding() else {})
        pickable = [key for key in ("held", "discard") if self._pickable(key) and not self.drag.active]
        lights = dict.fromkeys(pickable, "target")
        self.glows = {}
        for tid, rect in glow.items():
            key = "discard" if tid == "discard" else f"r{self.viewer}.{SLOTS.index(int(tid))}"
            light = "best" if self.drag.best == tid else "target"
            if key in self.sprites:
                lights[key] = light
            else:
                self.glows[tid] = (rect, light)
        for key, s in self.sprites.items():
            if s.highlight != "selected":
                s.highlight = lights.get(key, "")

    def draw_static(self, surface) -> None:
        view = self.view()
        self._draw_piles(surface, view)
        for seat in self.others():
            self._draw_other(surface, view, seat)
        self._draw_mine(surface, view)

    def draw_table(self, surface) -> None:
        view = self.view()
        for rect, light in self.glows.values():
            draw_slot(surface, rect, light)
        for s in self.sprites.values():
            if not (s.moving or s.dragging):
                s.draw(surface)
        self._draw_runs(surface, view)
        self._draw_recent(surface, view)
        for s in self.sprites.values():
            if s.moving or s.dragging:
                s.draw(surface)
        self._draw_lines(surface, self.lines(view))
        self.buttons.draw(surface)

    def looks(self) -> dict:
        out = super().looks()
        for k, s in self.sprites.items():  # a card that lands is drawn under the others, and outlined
            rect, look = out[("card", k)]
            out[("card", k)] = (rect, (*look, s.moving))
        for tid, glow in self.glows.items():
            out[("glow", tid)] = glow
        for i, b in enumerate(self.buttons.buttons):
            out[("play", i)] = (b.rect, (b.hover, b.focused, b.pressed, b.enabled, b.label))
        out["lines"] = (LINES_RECT, tuple(self.lines(self.view())))
        return out

    def _draw_piles(self, surface, view) -> None:
        draw = self.pile_rect(DRAW_POS)
        if view.draw_count:
            for k in range(min(4, view.draw_count // 8 + 1)):
                surface.blit(res.scaled(BACK, TABLE_CARD), draw.move(-2 * k, -2 * k))
            if self.my_turn() and view.phase == "draw":
                pygame.draw.rect(surface, GOLD, draw.inflate(10, 10), 4, border_radius=16)
        else:
            draw_slot(surface, draw)
        blit_text(surface, _("Draw pile: {n}").format(n=view.draw_count), (draw.centerx, draw.bottom + 12),
                  24, WHITE, anchor="midtop")
        discard = self.pile_rect(DISCARD_POS)
        draw_slot(surface, discard, "", "" if view.discard else _("Discard"))
        if len(view.discard) > 1:
            surface.blit(res.scaled(face(view.discard[-2]), TABLE_CARD), discard.move(-6, -6))
        blit_text(surface, _("Discard pile: {n}").format(n=len(view.discard)),
                  (discard.centerx, discard.bottom + 12), 24, WHITE, anchor="midtop")
        held = self.pile_rect(HELD_POS)
        if view.phase in ("place", "deal") and view.current_player is not None:
            owner = self.session.seats[view.current_player].label()
            label = _("{name}'s card").format(name=owner) if view.current_player != self.viewer else \
                _("Your card")
            blit_text(surface, label, (held.centerx, held.bottom + 12), 24, WHITE, True, anchor="midtop")
        info = pygame.Rect(60, 400, 400, 230)
        draw_panel(surface, info, 20)
        lines = [_("Round {n}").format(n=view.round_no),
                 _("Dealer: {name}").format(name=self.session.seats[view.dealer].label())]
        lines.append(self.match_length(view))
        lines += [_(o.label) for o in self.session.game.options if o.choices == (False, True)
                  and view.options[o.key]]
        for k, line in enumerate(lines[:6]):
            pos = (info.x + 24, info.y + 18 + 34 * k)
            blit_text(surface, line, pos, 24, INK, k == 0, max_width=info.w - 48)

    def match_length(self, view) -> str:
        """The match length as the setup screen names it ("Single round", "Play to 500"), never "1 rounds"."""
        rounds = view.options["rounds"]
        option = next(o for o in self.session.game.options if o.key == "rounds")
        name = option.value_name(rounds)
        if name:
            return _(name)
        return ngettext("{n} round", "{n} rounds", rounds).format(n=rounds)

    def _draw_recent(self, surface, view) -> None:
        """Outline what the others changed since the viewer's last move: rack slots, the discard."""
        if view.phase in ("round_over", "over"):
            return
        slots, discarder = self.recent_changes()
        for (seat, i), who in slots.items():
            sprite = self.sprites.get(f"r{seat}.{i}")
            if sprite is not None and not sprite.moving:
                outline(surface, sprite.rect, who, 8)
        top = self.sprites.get("discard")
        if discarder is not None and top is not None and not top.moving:
            outline(surface, top.rect, discarder)

    def _draw_other(self, surface, view, seat: int) -> None:
        panel = self.panel_rect(seat)
        draw_panel(surface, panel, 20)
        if view.current_player == seat:
            pygame.draw.rect(surface, GOLD, panel.inflate(8, 8), 5, border_radius=24)
        pygame.draw.circle(surface, SEAT_COLOURS[seat % len(SEAT_COLOURS)], (panel.x + 26, panel.y + 26), 10)
        title_w = panel.w - 66 - (90 if view.phase in ("round_over", "over") else 0)  # room for the points
        blit_text(surface, self._seat_title(view, seat), (panel.x + 46, panel.y + 10), 26, INK, True,
                  max_width=title_w)
        for i, slot in enumerate(SLOTS):
            rect = self.slot_rect(seat, i)
            if view.racks[seat][i] is None:
                pygame.draw.rect(surface, (200, 192, 176), rect, 2, border_radius=8)
            blit_text(surface, str(slot), (rect.centerx, rect.bottom + 4), 18, INK, anchor="midtop")

    def _seat_title(self, view, seat: int) -> str:
        name = self.session.seats[seat].label()
        if view.options["teams"]:
            return _("{name} (team {n})").format(name=name, n=view.team_of[seat] + 1)
        return name

    def _draw_mine(self, surface, view) -> None:
        pygame.draw.rect(surface, WOOD_DARK, TRAY.move(0, 8), border_radius=22)
        pygame.draw.rect(surface, WOOD, TRAY, border_radius=22)
        for i, slot in enumerate(SLOTS):
            rect = self.slot_rect(self.viewer, i)
            groove = pygame.Rect(rect.x - 4, rect.bottom - 6, rect.w + 8, 14)
            pygame.draw.rect(surface, WOOD_DARK, groove, border_radius=6)
            if view.racks[self.viewer][i] is None:
                draw_slot(surface, rect)
            blit_text(surface, str(slot), (rect.centerx, rect.bottom + 12), 28, WHITE, True, anchor="midtop")
        if len(self.session.humans) == 1 and not view.options["teams"]:
            title = _("Your rack")
        else:
            title = _("{name}'s rack").format(name=self._seat_title(view, self.viewer))
        r = blit_text(surface, title, (TRAY.x + 8, TRAY.y - 46), 28, WHITE, True, max_width=TRAY.w - 60)
        if view.current_player == self.viewer:
            pygame.draw.circle(surface, GOLD, (r.right + 22, r.centery), 10)

    def _draw_runs(self, surface, view) -> None:
        """Round over: outline each rack's scoring run; the winner's longest consecutive run brighter."""
        last = view.last_round
        if not last or view.phase not in ("round_over", "over"):
            return
        for seat in range(view.players):
            rack = last["racks"][seat]
            run = run_from_start(rack)
            colour = GOLD_BRIGHT if seat == last["winner"] else GOLD
            for i in range(run):
                pygame.draw.rect(surface, colour, self.slot_rect(seat, i).inflate(8, 8), 4, border_radius=12)
            if seat == last["winner"] and longest_consecutive(rack) >= 3:
                self._outline_longest(surface, seat, rack)
            pts = f"{last['points'][seat]:+d}"
            if seat == self.viewer:
                rect = self.slot_rect(seat, 9)
                blit_text(surface, pts, (rect.right + 12, rect.centery), 30, GOLD_BRIGHT, True,
                          anchor="midleft")
            else:
                panel = self.panel_rect(seat)
                blit_text(surface, pts, (panel.right - 16, panel.y + 8), 30, INK, True, anchor="topright")

    def _outline_longest(self, surface, seat: int, rack) -> None:
        best = longest_consecutive(rack)
        start = run_start = 0
        for i in range(1, len(rack)):
            if not (rack[i] and rack[i - 1] and rack[i] == rack[i - 1] + 1):
                run_start = i
            if i - run_start + 1 == best:
                start = run_start
                break
        area = self.slot_rect(seat, start).union(self.slot_rect(seat, start + best - 1)).inflate(18, 18)
        pygame.draw.rect(surface, WHITE, area, 4, border_radius=16)

    def lines(self, view) -> list[str]:
        """What just happened, and what to do now once nothing moves."""
        lines = [self.status, self.detail]
        if can_act(self) and view.phase == "draw" and self.drag.selected is not None:
            # the discard picked up by a click: say where it goes now
            where = _("Now click the slot of your rack where the {card} goes (or elsewhere to leave it).")
            lines.append(where.format(card=view.discard[-1]))
        elif can_act(self):
            lines.append({
                "draw": _("Your turn: click the draw pile, or take the discard."),
                "place": _("Drag your card onto a slot (or the discard pile)."),
                "deal": _("Quick deal: put the card into an empty slot."),
                "call": _("Your rack ascends: call Racko now or end your turn."),
            }.get(view.phase, ""))
        return lines

    def _draw_lines(self, surface, lines: list[str]) -> None:
        y = STATUS_Y
        for k, line in enumerate(lines):
            if line:
                blit_text(surface, line, (960, y), 26, WHITE, k == 0, anchor="midtop", max_width=1500)
                y += 36

    # ------------------------------------------------------------------ top bar and end

    def seat_line(self, seat: int) -> str:
        view = self.view()
        return str(view.totals[view.team_of[seat]])

    def round_label(self) -> str:
        return _("Round {n}").format(n=self.view().round_no)

    def end_lines(self) -> list[str]:
        view = self.view()
        names = [view.score_sheet.columns[c] for c in view.winners]
        if len(names) == 1 and not self.state.options.get("teams"):  # a column is a seat
            return [self.session.phrase(view.winners[0], _("You win!"), _("{name} wins!"))]
        if len(names) == 1:
            return [_("{name} wins!").format(name=names[0])]
        return [_("Shared win: {names}").format(names=", ".join(names))]
