"""Load each image, font, sound and rendered text once; everything from `assets/`."""

from __future__ import annotations

import threading
from functools import cache, lru_cache
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
FONT_FILES = {False: ASSETS / "fonts" / "DejaVuSans.ttf", True: ASSETS / "fonts" / "DejaVuSans-Bold.ttf"}

# STYLE.md text sizes
BODY, LABEL, TITLE, BANNER = 28, 36, 48, 72


_decoded: dict[str, pygame.Surface] = {}
_decoding: threading.Thread | None = None


def preload(relpaths: list[str]) -> None:
    """Decode these images on a thread while the program starts (pygame releases the GIL while
    it decodes a PNG), so the first frame does not wait for the 2 MB felt. `image()` takes them."""
    global _decoding

    def work() -> None:
        for rel in relpaths:
            try:
                _decoded[rel] = pygame.image.load(str(ASSETS / rel))
            except (FileNotFoundError, pygame.error):
                pass  # image() loads it again and reports the error where it is used

    _decoding = threading.Thread(target=work, name="preload-images", daemon=True)
    _decoding.start()


@cache
def image(relpath: str) -> pygame.Surface:
    """An image under assets/, loaded and converted once."""
    if _decoding is not None:
        _decoding.join()
    surf = _decoded.pop(relpath, None) or pygame.image.load(str(ASSETS / relpath))
    if not pygame.display.get_surface():
        return surf
    # opaque images (the felt) blit several times faster without an alpha channel
    return surf.convert_alpha() if surf.get_flags() & pygame.SRCALPHA else surf.convert()


@lru_cache(maxsize=2048)
def scaled(relpath: str, size: tuple[int, int]) -> pygame.Surface:
    """An image scaled once to `size` (smooth), cached."""
    return pygame.transform.smoothscale(image(relpath), size)


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled sans family at `size` px."""
    path = FONT_FILES[bold]
    return pygame.font.Font(str(path) if path.exists() else None, size)


@lru_cache(maxsize=4096)
def text(message: str, size: int = BODY, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    """Rendered text, cached by content, size, colour and weight."""
    return font(size, bold).render(message, True, colour)


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `message` into lines that fit `width` px."""
    f = font(size, bold)
    lines: list[str] = []
    for para in message.split("\n"):
        words, line = para.split(" "), ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


class Sounds:
    """Card sounds from assets/sounds; silent when there is no audio device."""

    NAMES = ("deal", "place", "shuffle", "trick", "chime", "error")

    def __init__(self) -> None:
        self.volume = 0.6
        self.muted = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        try:
            pygame.mixer.init()
            self.available = True
        except pygame.error:
            self.available = False

    def play(self, name: str) -> None:
        if not self.available or self.muted or self.volume <= 0:
            return
        if name not in self._cache:
            path = ASSETS / "sounds" / f"{name}.wav"
            try:
                self._cache[name] = pygame.mixer.Sound(str(path)) if path.exists() else None
            except pygame.error:
                self._cache[name] = None
        snd = self._cache[name]
        if snd is not None:
            snd.set_volume(self.volume)
            snd.play()


def clear_caches() -> None:
    """Forget cached surfaces (after the display mode changes)."""
    image.cache_clear()
    scaled.cache_clear()
    text.cache_clear()
