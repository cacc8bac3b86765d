"""The Zoker Solo table: drag cards down onto compatible stacks; deal from the stock.

This is the example table scene: sprites rebuilt from the view after every
action (`sync`), the drag controller for held cards, the engine as the only
judge of legality (targets come from `legal_actions`, refusals from
`explain_illegal`).
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.zoker.cards import card_name
from game.zoker.solo.ai import Hinter
from game.zoker.solo.engine import BOTTOM_NAMES, COLS, DEAL, STOP, TOP_NAMES, Move
from scenes.kit import resources as res
from scenes.kit.cards import GLIDE, SNAP, TABLE_CARD, CardSprite, draw_slot
from scenes.kit.drag import DragController, Held
from scenes.kit.layout import zones
from scenes.kit.text_fit import draw_text
from scenes.kit.ui import (
    GOLD,
    GOLD_BRIGHT,
    INK,
    MUTED_INK,
    WHITE,
    Button,
    ButtonGroup,
    blit_text,
    draw_panel,
    draw_shadow,
)
from scenes.tables.computer import Background
from scenes.tables.table import TableScene
from scenes.text import capital
from scenes.text.zoker_text import face

STACK_STEP = 4  # px each card of a bottom stack rises above the one below it
STACK_VISIBLE = 6  # cards drawn per stack (the rest are hidden under them)
BADGE_R = 26  # a stack's height badge, on its top card's corner
LANDED_PX = 24  # a gliding card this near its place counts as landed
DEAL_STAGGER = 0.04  # STYLE: a deal staggers cards by 40 ms
BACK = "cards/zoker/back.png"


class ZokerSoloScene(TableScene):
    """Zoker Solo for one person."""

    game_id = "zoker_solo"
    attract_banner = pygame.Rect(1342, 894, 562, 150)  # right of the stacks, under the info panel
    blurb = N_("Patience: build one tall stack of matching cards.")
    default_players = 1
    hides_hands = False
    stat_note = N_("Best and Average: cards in the tallest stack.")
    partial_redraw = True
    records_per_deal = True  # the statistics keep each person's best for every deal

    @classmethod
    def menu_icon(cls):
        return res.scaled("cards/zoker/orange_XL3.png", (64, 90))

    def __init__(self, app, session):
        self.z = zones("zoker_solo")
        self.sprites: dict = {}
        self.stack_of: dict = {}  # card -> (place name, depth from top)
        self.hint_target: str | None = None
        self.hint_task: Background | None = None
        self.hint_for = -1
        self.hinter = Hinter()  # successive hints between two deals share its search memo
        self.hint_time = 0.0
        self.cursor = -1  # keyboard focus over the sources
        self.drag = DragController(self.pick, self.targets, self.drop, self.explain, self.refuse, self.motion)
        super().__init__(app, session)
        self.build_controls()

    def build_controls(self) -> None:
        self.side = ButtonGroup(
            [Button(self.z["deal_button"], _("Deal"), self.deal, style="primary", key="deal")], arrows=False
        )

    # ------------------------------------------------------------------ view → sprites

    def place_rect(self, name: str) -> pygame.Rect:
        return self.z[name]

    def zone_rect(self, name: str) -> pygame.Rect | None:
        if name == "tutorial_panel":  # the free column under the stock
            return pygame.Rect(24, 570, 520, 480)
        if name in BOTTOM_NAMES:  # the stack as it rises, with its height badge: a tutorial's ring
            r = self.z[name]  # drawn round the card alone cut the badge in two
            n = len(self.view().bottom[BOTTOM_NAMES.index(name)])
            top = r.y - (min(max(n, 1), STACK_VISIBLE) - 1) * STACK_STEP
            stack = pygame.Rect(r.x, top, r.w, r.bottom - top)
            return stack.union(self.badge_rect(r, top)) if n else stack
        return self.z.get(name)

    @staticmethod
    def badge_rect(place: pygame.Rect, top: int) -> pygame.Rect:
        """Where a stack's height badge lies: on its top card's corner."""
        return pygame.Rect(place.right - 6 - BADGE_R, top + 6 - BADGE_R, 2 * BADGE_R, 2 * BADGE_R)

    def move_zones(self, action, view) -> list[str]:
        """A review's better deal: the stock. A better move glows as a hint does (`glowing_hint`),
        under the height badges (a frame over the table cut them)."""
        return ["stock"] if action == DEAL else []

    def glowing_hint(self) -> str:
        """"src>dst" or "stock": H's hint, or in a review the better move."""
        better = self.better_move()
        if isinstance(better, Move):
            return f"{better.src}>{better.dst}"
        return self.hint_target or ""

    def sync(self, events) -> None:
        """Put every card where the view says; glide those that moved."""
        view = self.view()
        self.drag.cancel()
        motion = self.motion()
        dealt = []
        for ev in events or []:
            if ev.kind == "deal":
                dealt = list(ev.data["cards"])
        wanted: dict = {}
        for r, row in enumerate(view.top):
            for c, card in enumerate(row):
                if card is not None:
                    wanted[card] = (self.z[TOP_NAMES[r * COLS + c]].topleft, TOP_NAMES[r * COLS + c], 0)
        for c, stack in enumerate(view.bottom):
            base = self.z[BOTTOM_NAMES[c]]
            n = len(stack)
            for k, card in enumerate(stack):
                depth = n - 1 - k
                rise = min(n - 1, STACK_VISIBLE - 1) - min(depth, STACK_VISIBLE - 1)
                wanted[card] = ((base.x, base.y - rise * STACK_STEP), BOTTOM_NAMES[c], depth)
        stock = self.z["stock"].topleft
        for card in list(self.sprites):
            if card not in wanted:
                del self.sprites[card]
        self.stack_of = {}
        for card, (pos, place, depth) in wanted.items():
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.sprites[card] = CardSprite(
                    card, face(card), stock if card in dealt else pos, TABLE_CARD
                )
                if card in dealt:
                    sprite.glide_to(pos, GLIDE * motion, DEAL_STAGGER * dealt.index(card) * (motion > 0))
                    continue
            if sprite.pos != pos:
                sprite.glide_to(pos, (SNAP if sprite.dragging else GLIDE) * motion)
            sprite.dragging = False
            sprite.highlight = ""
            self.stack_of[card] = (place, depth)
        for card, (_pos, place, depth) in wanted.items():
            self.stack_of[card] = (place, depth)

    def restart(self, same_seed: bool = True) -> None:
        self.sprites = {}
        super().restart(same_seed)

    def landed_heights(self) -> list[int]:
        """Each bottom stack's height without the cards still gliding onto it: its badge counts a
        card when it lands (it showed the new height over the old stack while they flew). Made once
        a frame: `looks` and `draw_table` both ask."""
        def heights() -> list[int]:
            gliding = {k: s for k, s in self.sprites.items() if s.moving and not self.landing(s)}
            flying = [place for key, (place, _depth) in self.stack_of.items() if key in gliding]
            bottom = self.view().bottom
            return [len(s) - flying.count(name) for name, s in zip(BOTTOM_NAMES, bottom, strict=True)]

        return self.once("landed", heights)

    @staticmethod
    def landing(sprite) -> bool:
        """A gliding card all but in its place: counted, its stack's badge over it (never under it)."""
        end = sprite.tween.end
        return abs(sprite.pos[0] - end[0]) + abs(sprite.pos[1] - end[1]) <= LANDED_PX

    def looks(self) -> dict:
        out = super().looks()
        hint_src, _sep, hint_dst = self.glowing_hint().partition(">")
        for name, n in zip(BOTTOM_NAMES, self.landed_heights(), strict=True):
            glow = (name in self.drag.targets, name == self.drag.best, name == hint_dst, name == hint_src, n)
            out[("slot", name)] = (self.z[name].inflate(16, 16 + 2 * STACK_STEP * STACK_VISIBLE), glow)
        for name in TOP_NAMES:
            out[("place", name)] = (self.z[name], name == hint_src)
        out["stock"] = (self.z["stock"], self.hint_target == "stock")
        return out

    def busy(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def toast_area(self) -> pygame.Rect:
        """Messages go where no card, label or badge lies: the empty column under Deal, above a
        replay's bar (across the middle a long reason covered the stacks' badges and a row's corner
        labels); while a tutorial's panel holds that column, under the info panel."""
        z = self.z
        if self.tutorial is not None and self.tutorial.mode != "done":
            right = z["bottom_band"].right
            return pygame.Rect(right, z["info"].bottom + 12, 1920 - right, 1060 - z["info"].bottom - 12)
        return pygame.Rect(0, z["deal_button"].bottom + 18, z["bottom_band"].x, 390)

    def table_animating(self) -> bool:
        return self.hint_task is not None or self.hint_time > 0

    # ------------------------------------------------------------------ drag and drop

    def source_at(self, pos) -> str | None:
        """The place whose top card is under `pos` (upper card or bottom stack)."""
        for name in TOP_NAMES:
            if self.z[name].collidepoint(pos):
                return name
        for name in BOTTOM_NAMES:
            rect = self.z[name]
            if rect.inflate(0, 2 * STACK_STEP * STACK_VISIBLE).collidepoint(pos):
                return name
        return None

    def sprites_at(self, place: str) -> list[CardSprite]:
        """The visible sprites of a place, bottom first."""
        found = [
            (d, s)
            for s in self.sprites.values()
            for p, d in [self.stack_of.get(s.key, ("", 0))]
            if p == place and d < STACK_VISIBLE
        ]
        return [s for _d, s in sorted(found, key=lambda t: -t[0])]

    def pick(self, pos) -> Held | None:
        if not self.my_turn() or self.busy():
            return None
        place = self.source_at(pos)
        if place is None:
            return None
        sprites = self.sprites_at(place)
        if not sprites:
            return None
        if place.startswith("top"):
            return Held(place, sprites[-1:])
        return Held(place, sprites)

    def targets(self, held: Held) -> dict[str, pygame.Rect]:
        out = {}
        for a in self.state.legal_actions():
            if isinstance(a, Move) and a.src == held.source:
                out[a.dst] = self.z[a.dst].inflate(24, 24 + STACK_STEP * STACK_VISIBLE)
        return out

    def drop(self, held: Held, target: str) -> str | None:
        self.hint_target = None
        return self.perform(Move(held.source, target))

    def explain(self, held: Held, pos) -> str | None:
        """Why the held card cannot go where it was dropped (or anywhere, for a click)."""
        if pos is None:
            card = held.sprites[-1].key
            return _(
                "{card} has no place to go now: no bottom stack's top card shares two attributes with it."
            ).format(card=capital(card_name(card)))
        place = self.source_at(pos)
        if place is None or place == held.source:
            return None
        return self.state.explain_illegal(Move(held.source, place))

    # ------------------------------------------------------------------ buttons and keys

    def extra_buttons(self):
        return [
            ("undo", _("Undo"), self.undo, self.can_undo()),
            ("redo", _("Redo"), self.redo, self.can_redo()),
            ("hint", _("Hint"), self.hint, not self.state.is_over()),
            ("stop", _("End game"), self.stop, not self.state.is_over()),
        ]

    def deal(self) -> None:
        self.act(DEAL)

    def stop(self) -> None:
        if STOP in self.state.legal_actions():
            self.perform(STOP)

    def hint(self) -> None:
        """Search for a good move in the background; the toast names it when found."""
        if self.state.is_over() or self.hint_task is not None:
            return
        self.toast.show(_("Looking for a good move…"), seconds=10.0)
        snapshot = self.state.clone()  # the search never touches the live state
        self.hint_task = Background(lambda: self.hinter(snapshot))
        self.hint_for = len(self.state.history)

    def show_hint(self, action) -> None:
        self.drag.cancel()  # a card selected before would glow beside the hint's two
        if action is None:
            self.toast.show(_("No move is possible."))
            return
        if action == DEAL:
            self.toast.show(_("Hint: deal four new cards."))
            self.hint_target = "stock"
        elif isinstance(action, Move):
            self.toast.show(self.hint_text(action))
            self.hint_target = action.src + ">" + action.dst
        else:
            self.toast.show(_("Hint: no move improves the result; you may end the game."))
        self.hint_time = 3.0

    def hint_text(self, action: Move) -> str:
        """The hinted move in words, each stack by the number the log and the review use and by its
        top card, which the eye finds. A card from the upper rows moves alone, but a bottom stack
        moves whole (rules): naming only its top card read as if that card alone should move."""
        view, place = self.view(), lambda name: int(name.split(".")[1])
        onto, n = view.bottom[place(action.dst)], place(action.dst) + 1
        top = card_name(onto[-1]) if onto else ""
        if action.src.startswith("bottom"):
            stack = view.bottom[place(action.src)]
            return ngettext(
                "Hint: move stack {a} (one card, {card}) onto stack {n} ({top}).",
                "Hint: move stack {a} ({k} cards, {card} on top) onto stack {n} ({top}).", len(stack),
            ).format(a=place(action.src) + 1, k=len(stack), card=card_name(stack[-1]), n=n, top=top)
        r, c = divmod(TOP_NAMES.index(action.src), COLS)
        card = card_name(view.top[r][c])
        if onto:
            return _("Hint: move {card} onto stack {n} ({top}).").format(card=card, n=n, top=top)
        return _("Hint: move {card} onto stack {n}.").format(card=card, n=n)

    def refuse_click_target(self, event) -> bool:
        """A selected card, then a click on a stack it may not go onto: say why, as a drop there
        does (the selection moved on without a word); a stack that can move is selected as well."""
        held = self.drag.selected
        if held is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        place = self.source_at(event.pos)
        if place is None or place == held.source or place in self.drag.targets:
            return False
        reason = self.explain(held, event.pos)
        if reason:
            self.refuse(reason)
        other = self.pick(event.pos)
        if other is not None and self.targets(other):
            return False  # a stack that can move itself: the click selects it too, as it always did
        self.drag.cancel()
        return True

    def sources(self) -> list[str]:
        """Places that have a legal move, in reading order (keyboard focus cycles them)."""
        legal = self.state.legal_actions()
        return [
            p for p in (*TOP_NAMES, *BOTTOM_NAMES) if any(isinstance(a, Move) and a.src == p for a in legal)
        ]

    def handle_table_event(self, event) -> bool:
        deal_button = self.side.buttons[0]
        if (  # a greyed Deal still says why, as a click on the stock does
            event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not deal_button.enabled
            and deal_button.rect.collidepoint(event.pos) and not self.state.is_over()
        ):
            deal_button.pressed = False
            self.deal()
            return True
        if self.side.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION and self.drag.held is None:
            place = self.source_at(event.pos) if self.my_turn() else None
            top = self.sprites_at(place)[-1:] if place else []
            for s in self.sprites.values():
                s.hover = bool(top) and s is top[0]
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.held is None:
            if self.z["stock"].collidepoint(event.pos):
                self.deal()
                return True
        if self.refuse_click_target(event):
            return True
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        """Keyboard play: arrows pick a card, 1–4 drop it on that bottom stack, D deals (Tab: the buttons)."""
        if event.key == pygame.K_d:
            self.deal()
            return True
        sources = self.sources()
        if event.key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP) and sources:
            step = -1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.cursor = (self.cursor + step) % len(sources)
            self.drag.cancel()
            held = Held(sources[self.cursor], self.sprites_at(sources[self.cursor])[-1:])
            for s in held.sprites:
                s.highlight = "selected"
            self.drag.selected = held
            self.drag.targets = self.targets(held)
            return True
        if pygame.K_1 <= event.key <= pygame.K_4 and self.drag.selected is not None:
            dst = BOTTOM_NAMES[event.key - pygame.K_1]
            held = self.drag.selected
            self.drag.cancel()
            reason = self.drop(held, dst)
            if reason:
                self.refuse(reason)
            return True
        return False

    # ------------------------------------------------------------------ frame

    def update_table(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)
        if self.hint_task is not None and self.hint_task.done:
            task, self.hint_task = self.hint_task, None
            action = task.take()
            if self.hint_for == len(self.state.history):  # a move since the question makes it stale
                self.show_hint(action)
            else:
                self.toast.show("", seconds=0)
        self.hint_time = max(0.0, self.hint_time - dt)
        if self.hint_time == 0:
            self.hint_target = None
        can_deal = DEAL in self.state.legal_actions()
        self.side.buttons[0].enabled = can_deal

    def draw_table(self, surface) -> None:
        view = self.view()
        z = self.z
        band = z["bottom_band"]
        pygame.draw.rect(surface, (12, 60, 38), band, border_radius=24)
        pygame.draw.rect(surface, (40, 120, 80), band, 2, border_radius=24)
        targets = self.drag.targets
        hint_src, _sep, hint_dst = self.glowing_hint().partition(">")
        for name in TOP_NAMES:
            draw_slot(surface, z[name])
        for c, name in enumerate(BOTTOM_NAMES):
            hl = (
                "best"
                if (name == self.drag.best or name == hint_dst)
                else ("target" if name in targets else "")
            )
            # an empty stack named in words: a bare "3" beside the height badges read as a height
            draw_slot(surface, z[name], hl, _("Stack {n}").format(n=c + 1) if not view.bottom[c] else "")
        self._draw_stock(surface, view)
        moving, resting, held = [], [], []
        for s in self.sprites.values():
            place, depth = self.stack_of.get(s.key, ("", 0))
            if s.dragging:
                held.append((depth, s))
            elif s.moving:
                moving.append((depth, s))
            elif depth < STACK_VISIBLE:
                resting.append((depth, s))
        # each group bottom card first: a stack that glided or was held in creation order showed the
        # card under its top card on top
        moving, held = ([s for _d, s in sorted(group, key=lambda t: -t[0])] for group in (moving, held))
        for _d, s in sorted(resting, key=lambda t: -t[0]):
            s.draw(surface)
            if hint_src.startswith("top") and self.stack_of.get(s.key) == (hint_src, 0):  # a card moves alone
                pygame.draw.rect(surface, GOLD, s.rect.inflate(10, 10), 6, border_radius=16)
        whole = [len(b) for b in view.bottom]
        heights = list(zip(BOTTOM_NAMES, self.landed_heights(), whole, strict=True))
        # a stack's badge under the cards still gliding onto it (its old height lay on their faces);
        # every other badge over them, readable as they pass
        self._badges(surface, view, [(name, n) for name, n, all_ in heights if n < all_])
        for s in moving:
            s.draw(surface)
        for c, name in enumerate(BOTTOM_NAMES):
            n = len(view.bottom[c])
            # over the stack: the place's own glow lies under it; a hinted stack to move glows whole
            if name in targets or name in (hint_dst, hint_src):
                r, rise = z[name], (max(1, min(n, STACK_VISIBLE)) - 1) * STACK_STEP  # a stack grows upward
                pygame.draw.rect(
                    surface,
                    GOLD_BRIGHT if name == hint_dst else GOLD,
                    pygame.Rect(r.x, r.y - rise, r.w, r.h + rise).inflate(16, 16),
                    4 if name in targets else 6,
                    border_radius=18,
                )
        self._badges(surface, view, [(name, n) for name, n, all_ in heights if n == all_])  # over every
        for s in held:  # glow (one cut a "1" in two)
            s.draw(surface)
        self.side.draw(surface)

    def draw_static(self, surface) -> None:
        self._draw_info(surface, self.view())

    def _badges(self, surface, view, heights: list[tuple[str, int]]) -> None:
        """The height badges of these stacks (name, height shown), on their top cards' corners."""
        for name, n in heights:
            r = self.z[name]
            if n:
                top = r.y - (min(n, STACK_VISIBLE) - 1) * STACK_STEP
                self._badge(surface, self.badge_rect(r, top).center, str(n), n == view.score)

    def _badge(self, surface, center, label: str, best: bool) -> None:
        pygame.draw.circle(surface, GOLD if best else (250, 246, 236), center, BADGE_R)
        pygame.draw.circle(surface, INK, center, BADGE_R, 2)
        blit_text(surface, label, center, 28, INK, True, anchor="center")

    def _draw_stock(self, surface, view) -> None:
        r = self.z["stock"]
        if view.stock_count:
            layers = min(6, (view.stock_count + 7) // 8)
            for i in range(layers):
                rr = r.move(-2 * i, -2 * i)
                if i == 0:
                    draw_shadow(surface, rr, 12)
                surface.blit(res.scaled(BACK, TABLE_CARD), rr)
        else:
            draw_slot(surface, r, "", _("empty"))
        blit_text(
            surface,
            _("Stock: {n}").format(n=view.stock_count),
            (r.centerx, r.bottom + 14),
            26,
            WHITE,
            anchor="midtop",
        )

    def person_bests(self) -> tuple[int | None, int | None]:
        """The person's best for this deal and overall (statistics are kept per name)."""
        name = self.session.seats[0].name
        stats = self.app.records.stats(name, self.game_id)
        deal = self.app.records.deal_best(name, self.game_id, self.state.seed)
        return deal, (stats.best if stats else None)

    def _draw_info(self, surface, view) -> None:
        """Tallest stack, the stacks, deals left, deal number, bests: every line fitted to the panel."""
        r = self.z["info"]
        draw_panel(surface, r, 22)
        x, w = r.x + 32, r.w - 64
        y = r.y + 24

        def line(text, h, size, colour=INK, bold=False):
            nonlocal y
            draw_text(surface, text, (x, y, w, h), size, colour, bold, align="left", wrap=False)
            y += h

        line(_("Tallest stack"), 36, 28, MUTED_INK)
        line(str(view.score), 100, 96, INK, True)
        heights = "  ".join(str(len(s)) for s in view.bottom)
        line(_("Stacks: {heights}").format(heights=heights), 44, 28)
        line(_("Deals left: {n}").format(n=view.deals_left), 44, 28)
        line(_("Deal number {seed}").format(seed=self.state.seed), 56, 28)
        if self.replaying:  # today's bests may come from this very game: at its first move they misled
            return
        best_deal, best_all = self.person_bests()
        best_deal, best_all = ("–" if b is None else b for b in (best_deal, best_all))
        line(_("Best for this deal: {n}").format(n=best_deal), 40, 26, MUTED_INK)
        line(_("Best overall: {n}").format(n=best_all), 52, 26, MUTED_INK)
        if self.session.seats[0].human:
            tip = _("Drag a card onto a stack whose top card shares two attributes with it.")
        elif self.app.attract is not None:  # a kiosk's attract loop: any touch ends it
            tip = _("{name}, a computer, plays this patience: watch, or touch the screen to play.")
        else:  # a computer's patience moved cards by itself, unsaid
            tip = _("{name}, a computer, plays this patience: watch, or stop it with Esc.")
        tip = tip.format(name=self.session.seats[0].name)
        draw_text(surface, tip, (x, y, w, r.bottom - 20 - y), 22, MUTED_INK, align="left", valign="top")

    def score_unit(self) -> str:
        return "stack"

    def end_lines(self) -> list[str]:
        """The score, then the truth about bests: 'a new best' only when an earlier best was beaten."""
        score = self.state.scores()[0]
        lines = [_("Tallest stack: {n}").format(n=score)]
        if self.played_nothing():
            best_deal, best_all = self.person_bests()
            lines.append(_("No move was made, so this game is not counted."))
            if best_all is not None:
                lines.append(_("Best overall: {n}").format(n=best_all))
            return lines
        outcome = next(iter(self.stats_outcome or []), None)
        best_deal, best_all = self.person_bests()
        if outcome is not None and outcome.new_deal_best:
            lines.append(_("A new best for this deal!"))
        elif outcome is not None and outcome.deal_before is None:
            lines.append(_("Your first result for this deal."))
        elif best_deal is not None:
            lines.append(_("Best for this deal: {n}").format(n=best_deal))
        if best_all is not None:
            lines.append(_("Best overall: {n}").format(n=best_all))
        return lines
