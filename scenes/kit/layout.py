"""Table layouts: Tiled maps (assets/maps/*.tmx) read with pytmx into named Rects."""

from __future__ import annotations

from functools import cache

import pygame
import pytmx

from scenes.kit.resources import ASSETS


@cache
def zones(map_name: str) -> dict[str, pygame.Rect]:
    """Every named object of the map, as canvas Rects."""
    tmx = pytmx.TiledMap(str(ASSETS / "maps" / f"{map_name}.tmx"))
    out: dict[str, pygame.Rect] = {}
    for group in tmx.objectgroups:
        for obj in group:
            if obj.name:
                out[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
    return out
