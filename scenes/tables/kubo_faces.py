"""Kubo's cards lying flat at the cube's angles: each face is its sprite under one affine map (rotate,
then scale: the SVD of the camera's 2×2 matrix), made once per card, size and angle and cached, and
the soft shadow a card casts, made the same way."""

from __future__ import annotations

import math

import pygame

from game.zoker.cards import DECK, sprite_name
from scenes.kit import resources as res
from scenes.kit.cards import HAND_CARD
from scenes.kit.surface_cache import MB, surface_cache
from scenes.tables.cube_projection import CARD_H, CARD_W, Camera, affine_steps

ANGLE_STEP = 0.5  # degrees: faces are made (and cached) at this resolution of yaw and pitch
SOURCE_STEP = 8  # px: and the sprites they are made from to this
MOTION_STEPS = 12  # ANGLE_STEPs between the faces made while the cube turns (6°: each face within 3°)
SHADOW_ALPHA = 70


def face(card) -> str:
    return f"cards/zoker/{sprite_name(card)}.png"


def quantise(rad: float) -> int:
    """An angle in ANGLE_STEPs, the resolution faces are made at."""
    return round(math.degrees(rad) / ANGLE_STEP)


def _steps(width: int, source: int, yaw_q: int, pitch_q: int) -> tuple[float, float, float, float]:
    """The affine steps that lay a `source`-px-wide sprite flat, `width` px wide along its own edge,
    seen at these (quantised) angles."""
    cam = Camera(math.radians(yaw_q * ANGLE_STEP), math.radians(pitch_q * ANGLE_STEP), width / CARD_W)
    a, b, c, d = cam.flat_matrix()
    k = CARD_W / source  # world units per sprite pixel
    return affine_steps(a * k, b * k, c * k, d * k)


def source_width(width: int) -> int:
    """The sprite size a face is made from: a few steps only, at least as wide as drawn (the
    scale then only shrinks it), so tilting (which changes the drawn size) makes few new ones."""
    return -(-width // SOURCE_STEP) * SOURCE_STEP


def motion_angle(q: int, i: int) -> int:
    """While the cube turns, card `i`'s face is made at `q` (in ANGLE_STEPs) rounded to a coarser
    step, each card's steps staggered from its neighbours': every frame only a few faces are
    made anew and the rest come from the cache, each within MOTION_STEPS/2 steps of the truth."""
    phase = i * 5 % MOTION_STEPS
    return (q + phase) // MOTION_STEPS * MOTION_STEPS - phase + MOTION_STEPS // 2


@surface_cache(8 * MB, "kubo face sprites")
def face_sprite(index: int, source: int) -> pygame.Surface:
    """Card `index`'s face `source` px wide, scaled from its hand-size picture (kept: no file is read)."""
    full = res.scaled(face(DECK[index]), HAND_CARD)
    return res.smoothscale(full, (source, round(source * CARD_H / CARD_W)))


def _transform(src: pygame.Surface, steps) -> pygame.Surface:
    first, sx, sy, second = steps
    img = pygame.transform.rotate(src, first)
    size = (max(1, round(img.get_width() * sx)), max(1, round(img.get_height() * abs(sy))))
    img = pygame.transform.smoothscale(img, size)
    if sy < 0:
        img = pygame.transform.flip(img, False, True)
    if abs(second) > 0.05:
        img = pygame.transform.rotate(img, second)
    return img


# 64 faces at one angle are about 3 MB at the big view's size; a still or slowly turning cube reuses them.
@surface_cache(12 * MB, "kubo faces")
def flat_face(index: int, width: int, yaw_q: int, pitch_q: int) -> pygame.Surface:
    """Card `index`'s sprite lying flat, `width` px wide along its own edge, at these angles."""
    source = source_width(width)
    return _transform(face_sprite(index, source), _steps(width, source, yaw_q, pitch_q))


@surface_cache(2 * MB, "kubo shadow sprites")
def shadow_sprite(width: int, strength: int) -> pygame.Surface:
    """A soft card-shaped shadow, upright: made once per size (a blur is slow), turned by `flat_shadow`.
    `strength` 1–4: the further the layer below, the fainter and softer."""
    pad = max(4, width // 8) * (6 - strength) // 2
    h = round(width * CARD_H / CARD_W)
    img = pygame.Surface((width + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    alpha = SHADOW_ALPHA * strength // 4
    pygame.draw.rect(img, (0, 0, 0, alpha), (pad, pad, width, h), border_radius=max(2, width // 10))
    return pygame.transform.gaussian_blur(img, max(1, pad // 2))


@surface_cache(4 * MB, "kubo shadows")
def flat_shadow(width: int, yaw_q: int, pitch_q: int, strength: int = 4) -> pygame.Surface:
    """The shadow lying flat, the same shape as `flat_face` of that width."""
    return _transform(shadow_sprite(width, strength), _steps(width, width, yaw_q, pitch_q))
