"""Write a Tiled map (TMX) whose object layer names the zones of a table."""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

TILE = 40  # 48 × 27 tiles = the 1920×1080 canvas


def write_zones(
    path: Path,
    zones: list[tuple[str, int, int, int, int]],
    layer: str = "zones",
    width: int = 1920,
    height: int = 1080,
) -> Path:
    """`zones`: (name, x, y, w, h) in canvas pixels. Deterministic output."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{width // TILE}" height="{height // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        f'infinite="0" nextlayerid="2" nextobjectid="{len(zones) + 1}">',
        f' <objectgroup id="1" name={quoteattr(layer)}>',
    ]
    for i, (name, x, y, w, h) in enumerate(zones, start=1):
        lines.append(f'  <object id="{i}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}"/>')
    lines += [" </objectgroup>", "</map>", ""]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
