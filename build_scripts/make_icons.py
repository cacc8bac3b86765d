"""Draw the program icon for every system from our art and write it into build_scripts/icons/.

Usage:
    python build_scripts/make_icons.py

Writes (commit them; the builds use them, the running program does not):
    icons/pelipoyta.ico                 Windows: PNG images 16-256 px in one .ico
    icons/pelipoyta.icns                macOS: PNG images 16-1024 px in an ICNS container
    icons/hicolor/NxN/apps/pelipoyta.png  Linux: 48-512 px for the freedesktop icon theme

Pure Python and pygame: the .ico and .icns containers are written here (both hold plain PNG data),
so the build needs no Pillow. The mark is drawn once at 2048 px and halved down to each size, so
every size is antialiased the same way; running this twice gives byte-identical files.
"""

from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "build_scripts" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
LINUX_SIZES = (48, 64, 128, 256, 512)
# ICNS element types holding PNG data, with their pixel size (the @2x types are the Retina ones).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
MASTER = 2048


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico with one PNG image per size (PNG entries work since Windows Vista)."""
    count = len(pngs)
    header = struct.pack("<HHH", 0, 1, count)
    entries, offset = b"", 6 + 16 * count
    for size, png in sorted(pngs.items()):
        edge = size % 256  # 0 means 256 in the directory
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + entries + b"".join(png for _, png in sorted(pngs.items()))


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An Apple ICNS container: 'icns', total length, then (type, length, PNG) elements (big-endian)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> dict[int, bytes]:
    """The PNG images of an .ico by size (for tests and checks)."""
    _, kind, count = struct.unpack_from("<HHH", data, 0)
    assert kind == 1, "not an icon file"
    out = {}
    for i in range(count):
        w, _h, _c, _r, _p, _b, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        out[w or 256] = data[offset:offset + length]
    return out


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """The elements of an .icns by type (for tests and checks)."""
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data), "not an icns file"
    out, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        out[kind] = data[pos + 8:pos + length]
        pos += length
    return out


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", png[16:24])


def render(sizes: set[int]) -> dict[int, bytes]:
    """The mark as PNG bytes at each size."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pygame

    from build_scripts.art.common import canvas, downscale, draw_mark, init

    init()
    master = canvas(MASTER, MASTER)
    draw_mark(master, (MASTER / 2, MASTER / 2), MASTER * 0.48)
    out = {}
    for size in sorted(sizes):
        buffer = io.BytesIO()
        pygame.image.save(downscale(master, (size, size)), buffer, "icon.png")
        out[size] = buffer.getvalue()
    return out


def build(out: Path = OUT) -> list[Path]:
    """Write every icon file under `out`; returns the paths written."""
    sizes = set(ICO_SIZES) | set(LINUX_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = render(sizes)
    out.mkdir(parents=True, exist_ok=True)
    written = [out / "pelipoyta.ico", out / "pelipoyta.icns"]
    written[0].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    written[1].write_bytes(icns_bytes(pngs))
    for size in LINUX_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / "pelipoyta.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    return written


def main() -> int:
    for path in build():
        print(path.relative_to(ROOT), path.stat().st_size, "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
