"""The Zoker Kubo table: the 4×4 grid of places with layers laid over each other, the hand, and the cube.

Each layer is offset to the right (and a little down) so every lower card's corner code stays
visible. Drag a hand card to its own place: the place glows when the card may go there, and an
illegal drop slides back with the engine's reason. Completed structures flash along their four
cards with their points. The 3-D cube (scenes/tables/kubo_cube.py) turns with a drag (and a fling),
the arrow keys or the big view's buttons; X pulls its layers apart; C shows it large, in the grid's
place, where cards are dropped onto its glowing places as on the grid. Resting the pointer on a card
(or on a row of the big view's list) lights its structures through the layers, in cube and grid.

The scene, its sprites and input live here; `zoker_kubo_layout` (the grid, hand, side buttons and
tutorial zones) and `zoker_kubo_draw` (drawing the table) are mixins beside it.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import N_, _, ngettext
from game.zoker.cards import DECK, card_name
from game.zoker.kubo.engine import (
    STRUCTURE_IDS,
    STRUCTURES,
    STRUCTURES_AT,
    UNCLAIMED,
    Claim,
    Draw,
    EndTurn,
    Pass,
    Phase,
    Place,
    cell,
    coords,
    dead_places,
    place,
)
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, HAND_CARD, KUBO_CARD, SNAP, CardSprite, hover_topmost
from scenes.kit.drag import CLICK_DISTANCE, DragController, Held
from scenes.kit.ui import Button, ButtonGroup, FocusRing
from scenes.screens.round_over import show_round_over
from scenes.tables.cube_projection import inside
from scenes.tables.kubo_cube import CubeLook, CubeView
from scenes.tables.recent import seat_colour
from scenes.tables.table import TableScene
from scenes.tables.zoker_kubo_controls import CubeControls, StructureList, gain
from scenes.tables.zoker_kubo_draw import KuboDrawing
from scenes.tables.zoker_kubo_layout import (
    BIG_CUBE_RECT,
    CLOSE_RECT,
    CONTROLS_H,
    CUBE_RECT,
    FLASH,
    GAPS_CLOSE,
    HAND_ROWS_Y,
    REST,
    RIGHT_X,
    SEAT_ANCHOR,
    KuboLayout,
    axis_label,
    grid_axes,
)
from scenes.tables.zoker_kubo_news import KuboNews
from scenes.text import score_words
from scenes.text.zoker_text import face


class CubeDrag(DragController):
    """Drag and drop whose drops onto the big cube hit the place's parallelogram, not its box."""

    def __init__(self, scene, *callbacks) -> None:
        super().__init__(*callbacks)
        self.scene = scene

    def _target_at(self, pos, held):
        scene = self.scene
        if not scene.big_cube:
            return super()._target_at(pos, held)
        axis = scene.state.geo.axis
        return next((t for t in self.targets if inside(pos, scene.cube.place_quad(int(t), axis))), None)


class ZokerKuboScene(KuboLayout, KuboDrawing, KuboNews, TableScene):
    """Zoker Kubo for 2–5 seats, people and computers."""

    game_id = "zoker_kubo"
    attract_banner = pygame.Rect(1176, 894, 728, 150)  # over the computer's hand, clear of the places
    blurb = N_("Build the card cube together: complete lines, diagonals and the Zoker.")
    default_players = 3
    hides_hands = True
    chips_name_levels = True  # no seat panels: only the top bar's chips can say how strong each computer is
    partial_redraw = True  # the grid is a cached layer; hand, cube, flashes, panel redraw where they change
    # phone codes over the small 3D cube (an aid; the grid, the hand and the info panel stay free)
    phone_areas = (pygame.Rect(CUBE_RECT.x, CUBE_RECT.y, CUBE_RECT.w // 2 - 8, CUBE_RECT.h),
                   pygame.Rect(CUBE_RECT.centerx + 8, CUBE_RECT.y, CUBE_RECT.w // 2 - 8, CUBE_RECT.h))

    @classmethod
    def menu_icon(cls):
        return res.scaled("cards/zoker/blue_S1.png", (64, 90))

    def __init__(self, app, session):
        self.sprites: dict[int, CardSprite] = {}  # hand cards and cards flying to the grid, by place id
        self.flying: set[int] = set()
        self.flashes: list[list] = []  # [structure, seconds left, points, the place its label rises from]
        self.guide = self.big_cube = False
        self.cube = CubeView(CUBE_RECT)
        self.cube_controls: CubeControls | None = None  # while the cube is big
        self.structure_list = StructureList(CUBE_RECT)
        self.hover_place: int | None = None  # the place under the pointer, on the grid or in the cube
        self.rest = 0.0  # seconds the pointer has rested on it: its lines show after REST
        self.shown: tuple = ((), ())  # `_pointed()` as last drawn (the grid draws it in its static layer)
        self.pointer = (0, 0)
        self.away = 0.0  # seconds the pointer has been away from a hand with gaps (`close_gaps`)
        self.close_cube = Button(CLOSE_RECT, "×", self.toggle_cube, key="close_cube", size=40)
        self.close_group = ButtonGroup([self.close_cube], arrows=False)
        self.focus_ring = FocusRing(self.focus_groups)  # Tab: the top bar, the side, the big cube's controls
        self.status = ""
        self.placed_in_turn = False  # whether the player whose turn it is placed a card yet
        self.recent: dict[int, int | None] = {}  # `recent_places()`, once per frame
        self.missed: tuple[int, tuple[int, int]] | None = None  # a card pressed that claims nothing; where
        self.drag = CubeDrag(self, self.pick, self.targets, self.drop, self.explain, self.refuse_here,
                             self.motion)
        super().__init__(app, session)
        self.build_side()

    def view(self):
        """The viewer's view, with the seats' names as the score sheet's columns (a phone's seat
        may pass to a computer between moves)."""
        view = super().view()
        view.score_sheet.columns = [seat.label() for seat in self.session.seats]
        return view

    # ------------------------------------------------------------------ view → sprites

    def sync(self, events) -> None:
        view = self.view()
        self.drag.cancel()
        m = self.motion()
        if events is None:
            self.flying.clear()
            self.sprites = {}
            self.placed_in_turn = False
        self.hover_place = None  # a card just placed under the pointer: its lines wait for it to move
        placed, gains = "", []  # this move's card and what it completed, told in one status line
        last_card = None  # the card placed in this move, if one was
        for ev in events or []:
            d = ev.data
            if ev.kind == "end_turn":
                if not self.placed_in_turn:  # else the turn's last place or score stays told
                    self.status = self.session.phrase(
                        d["player"], _("You end your turn without placing a card."),
                        _("{name} ends the turn without placing a card."))
                self.placed_in_turn = False
            elif ev.kind == "place":
                self.placed_in_turn = True
                self._fly(d["player"], cell(d["card"]), m)
                placed, last_card = card_name(d["card"]), d["card"]
                self.status = self.session.phrase(
                    d["player"], _("You place {card}."), _("{name} places {card}."), card=placed
                )
            elif ev.kind == "score":
                anchor = cell(last_card) if last_card is not None else self.completing_place(d["structure"])
                self.flashes.append([d["structure"], FLASH, d["points"], anchor])
                if placed and not d.get("stolen"):  # scored by the card just placed: both in one line
                    gains.append(gain(d["structure"], d["points"]))
                    self.status = self.session.phrase(d["player"], _("You place {card}: {gains}."),
                                                      _("{name} places {card}: {gains}."),
                                                      card=placed, gains=", ".join(gains))
                else:
                    you, other = ((_("You steal {points}!"), _("{name} steals {points}!")) if d.get("stolen")
                                  else (_("You score {points}!"), _("{name} scores {points}!")))
                    points = score_words(d["points"])
                    self.status = self.session.phrase(d["player"], you, other, points=points)
            elif ev.kind == "lost":
                self.status = _("Nobody claimed it: the structure is lost.")
            elif ev.kind == "round_over":
                self.status = self.round_end_reason(view)
            elif ev.kind == "deal":
                self.flying.clear()
                self.sprites = {}
                self.flashes = []
                self.status = _("Round {n} begins.").format(n=d["round"])
        hand = [cell(c) for c in view.hand]
        for i in [i for i in self.sprites if i not in hand and i not in self.flying]:
            del self.sprites[i]
        # While the person places, the cards left stay put, so a quick second drag grabs the card
        # meant, not the one slid under the pointer; the gaps close when the pointer has been away
        # from the hand a while (`close_gaps`), or when the turn ends
        stay = self.my_turn() and view.phase == Phase.PLACE and all(i in self.sprites for i in hand)
        for k, i in enumerate(hand):
            pos = self.hand_pos(k, len(hand))
            sprite = self.sprites.get(i)
            if sprite is None:
                self.sprites[i] = CardSprite(i, face(DECK[i]), pos, HAND_CARD)
            elif not stay and sprite.tween is None and sprite.pos != pos:
                sprite.glide_to(pos, GLIDE * m)
            self.sprites[i].dragging, self.sprites[i].highlight = False, ""
        self.build_side()

    def _fly(self, seat: int, i: int, m: float) -> None:
        """The placed card glides from the hand (or from the top bar) to its place."""
        sprite = self.sprites.get(i)
        if sprite is None:
            sprite = self.sprites[i] = CardSprite(i, face(DECK[i]), SEAT_ANCHOR, KUBO_CARD)
        else:
            cx, cy = sprite.rect.center
            sprite.size = KUBO_CARD
            sprite.pos = (cx - KUBO_CARD[0] / 2, cy - KUBO_CARD[1] / 2)
        duration = (SNAP if sprite.dragging else GLIDE) * m
        sprite.dragging, sprite.highlight, sprite.hover = False, "", False
        if self.big_cube:  # into the big cube, where the grid is hidden
            cx, cy = self.cube.place_box(i, self.state.geo.axis).center
            sprite.glide_to((cx - KUBO_CARD[0] / 2, cy - KUBO_CARD[1] / 2), duration)
        else:
            sprite.glide_to(self.grid_pos(i), duration)
        self.flying.add(i)

    def busy(self) -> bool:
        """Cards gliding, or the points of a round's last card still glowing: the round-over panel
        waits for them (it covered at once what the last card scored)."""
        ending = bool(self.flashes) and self.state.phase == Phase.ROUND_OVER and self.motion() > 0
        return ending or any(s.moving for s in self.sprites.values())

    def finish_motion(self) -> None:
        super().finish_motion()
        if self.state.phase == Phase.ROUND_OVER:
            self.flashes = []  # a press goes on to the round's sheet

    def table_animating(self) -> bool:  # a pointer resting on a place: till its lines are drawn;
        rested = self.hover_place is not None and (self.rest < REST or self._pointed() != self.shown)
        return bool(self.flashes) or rested or self.away > 0  # a hand's gaps about to close

    def hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[cell(c)] for c in self.view().hand if cell(c) in self.sprites]

    # ------------------------------------------------------------------ actions

    def toggle_cube(self) -> None:
        self.big_cube = not self.big_cube
        self.drag.let_go()  # a card held mid-drag (Esc, C) slides home rather than staying where it hung
        self.drag.cancel()
        self.cube.rect = BIG_CUBE_RECT.copy() if self.big_cube else CUBE_RECT.copy()
        self.cube.controls_h = CONTROLS_H if self.big_cube else 0
        self.cube_controls = CubeControls(self.cube) if self.big_cube else None
        self.hover_place = self.structure_list.hover = None
        self.invalidate()

    def toggle_guide(self) -> None:
        self.guide = not self.guide
        self.side.by_key("guide").label = self.guide_label()  # not rebuilt: the focus stays on it
        self.invalidate()

    def pick(self, pos) -> Held | None:
        if not self.my_turn() or self.view().phase != Phase.PLACE:
            return None
        for sprite in reversed(self.hand_sprites()):
            if sprite.rect.collidepoint(pos):
                return Held(str(sprite.key), [sprite])
        return None

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        i = int(held.source)
        if not self.state.is_legal(place(DECK[i])):
            return {}
        return {str(i): self.cube.place_box(i, self.state.geo.axis) if self.big_cube else self.pile_rect(i)}

    def drop(self, held: Held, target: str) -> str | None:
        return self.perform(place(DECK[int(held.source)]))

    def explain(self, held: Held, pos) -> str | None:
        card = DECK[int(held.source)]
        if pos is not None and pos[0] >= RIGHT_X and pos[1] >= HAND_ROWS_Y[0] - 24:  # the hand's top
            return None  # put back on the hand: taken back, nothing to explain
        if not self.state.is_legal(place(card)):
            return self.state.explain_illegal(place(card))
        if pos is not None and CUBE_RECT.collidepoint(pos) and not self.big_cube:
            return None
        # the place's gold glow goes out with the drop, so the message names the place itself
        if self.big_cube:  # the big cube has no row and column names
            return _("The {card} has one place of its own, lit in gold while you hold the card.").format(
                card=card_name(card)
            )
        a, b = grid_axes(self.state.geo.axis)
        at = coords(int(held.source))
        return _("The {card} has one place of its own: row {row}, column {column}.").format(
            card=card_name(card), row=axis_label(a, at[a]), column=axis_label(b, at[b])
        )

    def claim_at(self, pos) -> bool:
        """Sharp eyes: a click on a card of a completed, unclaimed structure claims it."""
        view = self.view()
        if not self.my_turn() or UNCLAIMED not in view.owners:
            return False
        if self.cube.rect.collidepoint(pos):
            under = [self.cube.place_at(pos, self.state.geo.axis)]
        else:
            under = [i for i in range(64) if self.place_rect(i).collidepoint(pos)]
        cards = [i for i in under if i is not None and view.table[i] is not None]
        for i in cards:
            for k in (k for k, o in enumerate(view.owners) if o == UNCLAIMED):
                if i in STRUCTURE_IDS[k]:
                    self.act(Claim(k))
                    return True
        top = self.place_under(pos)
        self.missed = (top if top in cards else cards[0], pos) if cards else None  # told on release
        return False

    def tell_missed(self, pos) -> None:
        """A click (not a turn of the cube) on a card in no structure to claim: say what to click."""
        missed, self.missed = self.missed, None
        if missed is None or math.dist(missed[1], pos) >= CLICK_DISTANCE:
            return
        card = card_name(DECK[missed[0]])
        if self.view().phase == Phase.STEAL:
            text = _("The {card} is in no structure waiting to be claimed: click a card of the four in a "
                     "row just completed, or pass.")
        else:
            text = _("The {card} is in no structure waiting to be claimed: click a card of the four in a "
                     "row that your last card completed.")
        self.refuse_here(text.format(card=card))

    def hint(self) -> None:
        if not self.my_turn():
            self.refuse(_("Wait for your turn."))
            return
        fits = self.placements()
        if not fits:
            view = self.view()
            if self.hand_is_dead(view):  # say what they cost
                self.toast.show(ngettext(
                    "Your card's place lies under a card already played: it can never be placed and costs "
                    "a point at the end. End your turn.",
                    "Every card in your hand belongs under a card already played: they can never be placed "
                    "and cost a point each at the end. End your turn.", len(view.hand)))
            else:
                self.toast.show(_("None of your cards fits now: end your turn."))
            return
        i = cell(fits[0].card)
        sprite = self.sprites.get(i)
        if sprite is not None:
            self.drag.cancel()
            sprite.highlight = "selected"
            held = Held(str(i), [sprite])
            self.drag.selected, self.drag.targets = held, self.targets(held)
        self.toast.show(_("Hint: the {card} fits.").format(card=card_name(fits[0].card)))

    def look_input(self, event) -> bool:
        """The pointer over the cards and the cube's lines, the big cube's close button and controls:
        input that changes only what is shown."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            under = self.place_under(event.pos)
            if under != self.hover_place:
                self.hover_place, self.rest = under, 0.0
            if self.big_cube:
                self.structure_list.handle_event(event, self.view().owners)
        if self.big_cube and event.type != pygame.KEYDOWN:  # the big cube lies over the grid
            return self.close_cube.handle_event(event) or self.cube_controls.handle_event(event)
        return False

    def view_input(self, event) -> bool:
        """What a replay passes on (scenes/tables/replay_mode.py): the look, turning the cube, its keys
        (Up/Down turn, C big cube, X layers apart, G guide; no move: my_turn() is False in a replay)."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return self.look_input(event) or self.cube.handle_event(event)

    def focus_groups(self) -> list[ButtonGroup]:
        """What Tab walks: the top bar, the side buttons and, while the cube is big, its controls."""
        groups = [self.top_buttons, self.side]
        if self.big_cube and self.cube_controls is not None:
            groups += [self.cube_controls.buttons, self.close_group]
        return groups

    def handle_event(self, event) -> None:
        if self.focus_ring.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.big_cube:
            self.toggle_cube()  # as a dialog's Esc: the big view closes first, the next Esc pauses
            return
        super().handle_event(event)

    def handle_table_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos  # a refusal is said beside it (`toast_area`)
        if self.look_input(event):
            return True
        if self.side.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            hover_topmost(self.sprites.values(), self.hand_sprites() if self.my_turn() else [], event.pos)
        if self.drag.handle_event(event):  # a held card first: it may be dropped onto the big cube
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.claim_at(event.pos):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.tell_missed(event.pos)  # the cube still takes the release: it ends a turning drag
        if self.cube.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._empty_place_clicked(event.pos):
            # such a click did nothing at all: say how a card is placed
            self.toast.show(_("First choose a card in your hand: drag it onto its place, or click it "
                              "and then its place."))
            return True
        return self.big_cube

    def _empty_place_clicked(self, pos) -> bool:
        """An empty place of the grid, with no card chosen, while the person here may place one."""
        if self.big_cube or not self.my_turn() or self.view().phase != Phase.PLACE or self.drag.selected:
            return False
        return self.place_under(pos) is None and any(self.place_rect(i).collidepoint(pos) for i in range(64))

    def _key(self, event) -> bool:
        """Arrows turn the cube; C: big cube; G: guide; E: end turn; 1–9, 0: pick a card, Enter: place it."""
        if self.cube.key(event.key):
            return True
        if event.key == pygame.K_c:
            self.toggle_cube()
            return True
        if event.key == pygame.K_x:
            self.cube.toggle_explode()
            return True
        if event.key == pygame.K_HOME:
            self.cube.front()
            return True
        if event.key == pygame.K_g:
            self.toggle_guide()
            return True
        view = self.view()
        if not self.my_turn():
            return False
        if view.phase == Phase.DRAW and pygame.K_0 <= event.key <= pygame.K_5:
            self.act(Draw(event.key - pygame.K_0))
            return True
        if event.key == pygame.K_e:
            self.act(Pass() if view.phase == Phase.STEAL else EndTurn())
            return True
        if pygame.K_0 <= event.key <= pygame.K_9:  # 1–9, and 0 for the tenth: a hand grows past six
            hand = self.hand_sprites()
            k = (event.key - pygame.K_1) % 10
            if k < len(hand):
                self.focus_ring.focus(None)  # Enter now places the card, not a focused button
                self.drag.cancel()
                held = Held(str(hand[k].key), [hand[k]])
                hand[k].highlight = "selected"
                self.drag.selected, self.drag.targets = held, self.targets(held)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.drag.selected:
            self.act(place(DECK[int(self.drag.selected.source)]))
            return True
        return False

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        if self.drag.held is not None:  # a card held or just dropped: no lines till the pointer moves
            self.hover_place = None
        self.rest += dt
        self.close_gaps(dt)
        self.cube.update(dt, self.app.settings.reduced_motion)
        for s in self.sprites.values():
            s.update(dt)
        landed = [i for i in self.flying if not self.sprites[i].moving]
        for i in landed:
            self.flying.discard(i)
            del self.sprites[i]
        if landed:
            self.invalidate()
        for f in self.flashes:
            f[1] -= dt
        self.flashes = [f for f in self.flashes if f[1] > 0]

    def close_gaps(self, dt: float) -> None:
        """The hand left with gaps by cards placed this turn closes up once the pointer has been away
        from it for `GAPS_CLOSE` s (a play-tester: "L4, a gap, then L2 under L3"): a quick second drag
        still finds its card where it was."""
        hand = self.hand_sprites()
        places = [self.hand_pos(k, len(hand)) for k in range(len(hand))]
        gaps = any(s.pos != p and not s.moving for s, p in zip(hand, places, strict=True))
        near = any(s.rect.inflate(60, 60).collidepoint(self.pointer) for s in hand)
        self.away = self.away + dt if gaps and not near and self.drag.held is None else 0.0
        if self.away >= GAPS_CLOSE:
            self.away = 0.0
            for sprite, pos in zip(hand, places, strict=True):
                sprite.glide_to(pos, GLIDE * self.motion())

    def frame_begins(self) -> None:
        # read by looks, the info panel and the cube alike; nobody here to have missed them: none
        self.recent = self.recent_places() if self.session.humans else {}
        self.shown = self._pointed()

    def static_key(self):
        return self.shown  # the grid's lines lie behind its cards: in the static layer

    # ------------------------------------------------------------------ what the cube shows

    def place_under(self, pos) -> int | None:
        """The place under the pointer: in the cube (big or small), else on the grid (top layer first)."""
        axis = self.state.geo.axis
        if self.cube.rect.collidepoint(pos):
            return self.cube.place_at(pos, axis)
        if self.big_cube:
            return None
        table = self.view().table
        for i in sorted(range(64), key=lambda i: -coords(i)[axis]):
            if table[i] is not None and self.place_rect(i).collidepoint(pos):
                return i
        return None

    def lit_structures(self) -> tuple[int, ...]:
        """Lit by pointing: a row of the big view's list, else, once the pointer rests (REST), the
        completed structures through the card under it (never an unclaimed one: for people to spot)."""
        return self._pointed()[0]

    def traced_lines(self) -> tuple[int, ...]:
        """Traced faintly by pointing at a card that is in no completed structure: its three lines."""
        return self._pointed()[1]

    def _pointed(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        if self.big_cube and self.structure_list.hover is not None:
            return (self.structure_list.hover,), ()
        i = self.hover_place
        view = self.view()
        if i is None or view.table[i] is None or self.drag.held is not None or self.rest < REST:
            return (), ()
        done = tuple(k for k in STRUCTURES_AT[i] if view.owners[k] not in (None, UNCLAIMED))
        lines = tuple(k for k in STRUCTURES_AT[i] if STRUCTURES[k].kind == "line")
        return (done, ()) if done else ((), lines)

    def pulse_levels(self) -> tuple[tuple[int, int], ...]:
        """(structure, brightness 0–8) of the structures just completed: one swell and fade (steady
        with reduced motion), once its last card has landed."""
        reduced = self.app.settings.reduced_motion
        out = []
        for k, left, _pts, _anchor in self.flashes:
            if any(i in self.flying for i in STRUCTURE_IDS[k]):
                continue
            out.append((k, 8 if reduced else round(8 * math.sin(math.pi * min(1.0, 1 - left / FLASH)))))
        return tuple(out)

    def cube_look(self) -> CubeLook:
        return self.once("look", self._cube_look)

    def _cube_look(self) -> CubeLook:
        view = self.view()
        held = self.drag.active
        if held is not None:
            playable = frozenset(int(t) for t in self.drag.targets)
        elif self.my_turn() and view.phase == Phase.PLACE:
            playable = frozenset(cell(a.card) for a in self.state.legal_actions() if isinstance(a, Place))
        else:
            playable = frozenset()
        table = tuple(None if i in self.flying else v for i, v in enumerate(view.table))
        hover = self.hover_place
        return CubeLook(
            axis=view.geometry.axis,
            table=table,
            owners=tuple(view.owners),
            dead=frozenset(dead_places(view.table, view.geometry)),
            doomed=frozenset(self.doomed()),
            playable=playable - {i for i in range(64) if table[i] is not None},
            best=int(self.drag.best) if self.drag.best is not None else None,
            lit=self.lit_structures(),
            traced=self.traced_lines(),
            pulses=self.pulse_levels(),
            recent=tuple(sorted((i, seat_colour(s)) for i, s in self.recent.items())),
            hover=hover if hover is not None and table[hover] is not None else None,  # a card, lifted
        )

    # ------------------------------------------------------------------ top bar

    def _show_overlays(self) -> None:
        """The round-over sheet says why the round ended and offers the menu."""
        if self.state.phase == Phase.ROUND_OVER and not self.state.is_over():
            if show_round_over(self, self.round_end_reason(self.view())):
                return
        super()._show_overlays()

    def seat_line(self, seat: int) -> str:
        view = self.view()
        n = view.hand_counts[seat]
        score = view.totals[seat]  # the points named: a bare "0 · 5 cards" read as nonsense
        return _("{points} · {cards}").format(
            points=score_words(score, "pts"),
            cards=ngettext("{n} card", "{n} cards", n).format(n=n),
        )

    def seat_cards(self, seat: int) -> int:
        return self.view().hand_counts[seat]

    def round_label(self, view) -> str:
        return _("Round {n}").format(n=view.round)

