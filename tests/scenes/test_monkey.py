"""Monkey tests: thousands of random mouse, touch-like and key events per scene; nothing may raise.

PELI_MONKEY_EVENTS raises the count for soak runs.
"""

from __future__ import annotations

import os
import random

import pygame
import pytest

from scenes.registry import SCENES
from scenes.session import Seat
from tests.scenes.helpers import DT, make_app, start_table

EVENTS = int(os.environ.get("PELI_MONKEY_EVENTS", "2000"))
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_h,
    pygame.K_z,
    pygame.K_y,
    pygame.K_d,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_PAGEDOWN,
    pygame.K_m,
    pygame.K_F1,
]


def monkey(app, seed: int, events: int = EVENTS) -> None:
    rng = random.Random(seed)
    held = False
    for i in range(events):
        r = rng.random()
        pos = (rng.randrange(1920), rng.randrange(1080))
        if r < 0.45:
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))
            )
        elif r < 0.65:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            held = True
        elif r < 0.85:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            held = False
        elif r < 0.88:
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
            )
        else:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if k in (pygame.K_z, pygame.K_y) and rng.random() < 0.5 else 0
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
        if i % 4 == 3:
            app.step(DT * rng.choice((1, 1, 5, 30)))  # sometimes a long frame: timers and paced computers run
        if not app.running:
            app.running = True


def test_monkey_menu_and_everything_reachable_from_it():
    app = make_app()
    monkey(app, 1)


@pytest.mark.parametrize("game_id", sorted(SCENES))
def test_monkey_table(game_id):
    cls = SCENES[game_id]
    game = cls.game()
    players = max(game.min_players, min(game.max_players, cls.default_players))
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    app = make_app()
    start_table(app, game_id, seats, seed=3)
    monkey(app, 2)


@pytest.mark.parametrize("game_id", sorted(g for g in SCENES if SCENES[g].game().max_players > 1))
def test_monkey_table_two_people(game_id):
    cls = SCENES[game_id]
    game = cls.game()
    players = max(2, game.min_players)
    seats = [Seat("Anna"), Seat("Ben")] + [Seat(f"Bot {i}", "easy") for i in range(2, players)]
    app = make_app()
    start_table(app, game_id, seats, seed=4)
    monkey(app, 3)
