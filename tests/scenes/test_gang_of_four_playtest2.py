"""Gang of Four play-test defects, round two, driven by real events headless: the label over the pile
named a computer's play while the person's cards still lay on top, and the direction arrows ran
behind the hint, by "Sort by colour" and into raised cards."""

from __future__ import annotations

import pygame
import pytest

from scenes.kit.cards import CardSprite
from scenes.tables import gang_of_four_combos
from scenes.tables.gang_of_four_layout import (
    PILE_CENTRE,
    PILE_GLOW,
    RECENT,
    STATUS_Y,
    arrow_rects,
)
from scenes.text.gang_of_four_text import face
from tests.scenes.helpers import click, frames, key, let_think, settle
from tests.scenes.test_gang_of_four_playing import OTHERS, rigged

LOWER = 2  # arrow_rects: the two lower arrows come first


def button(scene, name: str) -> pygame.Rect:
    return pygame.Rect(next(b for b in scene.buttons.buttons if b.key == name).rect)


def test_the_label_over_the_pile_names_the_cards_shown_on_top(monkeypatch):
    """EN, normal speeds: after Anna's red 2 the label said "Kone: green 4" while her red 2, on its
    way to the heap, still lay over the pile (Kone's cards had jumped there under it)."""
    app, scene = rigged((["R2", "G9", "Y10"], *OTHERS), leader=0)
    app.settings.animation_speed = "normal"
    app.settings.computer_speed = "normal"
    sprite = next(s for s in scene.hand_sprites() if s.key.split(":")[1] == "R2")
    click(app, (sprite.rect.x + 14, sprite.rect.y + 60))
    settle(app)
    texts, cards = [], []
    real_text, real_draw = gang_of_four_combos.draw_text, CardSprite.draw
    monkeypatch.setattr(gang_of_four_combos, "draw_text", lambda s, text, *a, **k:
                        texts.append(text) or real_text(s, text, *a, **k))
    monkeypatch.setattr(CardSprite, "draw", lambda self, s: cards.append((self.image, self.rect))
                        or real_draw(self, s))
    click(app, button(scene, "play").center, n_frames=0)
    names = [f"{s.name}: " for s in scene.session.seats]
    labels, glided = [], False
    for _ in range(600):
        texts.clear(), cards.clear()
        app.redraw_all()
        frames(app, 1)
        let_think(scene)
        glided |= any(s.moving for k, s in scene.sprites.items() if scene.role.get(k) == "pile")
        label = next((t for t in texts if t.startswith(tuple(names))), None)
        if label is not None:
            top = [image for image, rect in cards if rect.collidepoint(PILE_CENTRE)][-1]
            view = scene.view()
            assert label == scene.play_line(view.top.player, view.top.cards)
            assert top in {face(c) for c in view.top.cards}, (label, top)
            labels.append(label)
        if scene.my_turn() and not scene.busy() or app.manager.top is not scene:
            break
    assert "Anna: red 2" in labels and len(set(labels)) > 1, labels  # a computer played over it
    assert glided  # the played cards glide onto the pile, not jump there


@pytest.mark.parametrize("direction", [-1, 1])
def test_the_direction_arrows_clear_the_hint_the_sort_button_and_raised_cards(direction, monkeypatch):
    """The lower arrows ran behind the hint's message, their heads touched "Sort by colour" and a
    raised card's gold frame; they keep clear of them, of the last moves and of the pile's glow."""
    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    scene.state.direction = direction
    scene._view_key = None
    scene.sync(None)
    settle(app)
    drawn = []
    real_lines, real_polygon = pygame.draw.lines, pygame.draw.polygon
    with monkeypatch.context() as m:
        m.setattr(pygame.draw, "lines", lambda s, c, closed, pts, *a: drawn.append(pts)
                  or real_lines(s, c, closed, pts, *a))
        m.setattr(pygame.draw, "polygon", lambda s, c, pts, *a: drawn.append(pts)
                  or real_polygon(s, c, pts, *a))
        scene._draw_direction(pygame.Surface((1920, 1080)), scene.view())
    arrows = arrow_rects(direction)
    assert len(drawn) == 2 * len(arrows)  # a line and a head each
    for pts in drawn:  # the rects hold what is drawn
        assert any(r.collidepoint(x, y) for r in arrows for x, y in pts)
        assert all(any(r.collidepoint(x, y) for r in arrows) for x, y in pts)
    for _press in (1, 2):  # the hint (pair of 2s), then another play (a full house: more raised)
        key(app, pygame.K_h)
        settle(app)
        raised = [pygame.Rect(s.rect).inflate(10, 10).union(s.rect.move(0, -8).inflate(10, 10))
                  for s in scene.hand_sprites() if s.key in scene.selected]
        assert raised and scene.toast.visible
        avoid = {"sort": button(scene, "sort"), "toast": scene.toast_rect().inflate(8, 8), "recent": RECENT,
                 **{f"card {i}": r for i, r in enumerate(raised)}}
        for i, arrow in enumerate(arrows):
            hits = [name for name, r in avoid.items() if arrow.colliderect(r)]
            assert not hits, (i, arrow, hits)
    for arrow in arrows[:LOWER]:  # above the status line, beside the pile's glow
        assert arrow.bottom < STATUS_Y and not arrow.colliderect(PILE_GLOW.inflate(16, 0)), arrow


def test_a_wide_message_under_the_lines_clears_the_arrows():
    """The widest one-line message that still stands under the table's lines clears every arrow."""
    app, scene = rigged((["G2", "Y2", "G6", "Y6", "R6", "G9", "Y10"], *OTHERS), leader=0)
    words, rect = "", None
    while True:
        scene.toast.show((words + " turn").strip())  # a word at a time
        if scene.toast_area() is not None:  # too wide: it goes to the corner
            break
        words, rect = scene.toast.message, scene.toast_rect()
    assert rect is not None and rect.w > 1100
    for direction in (-1, 1):
        assert rect.collidelist(arrow_rects(direction)) < 0
