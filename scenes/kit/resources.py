"""Load each image, font, sound and rendered text once; everything from `assets/`."""

from __future__ import annotations

import contextlib
import mmap
import os
import threading
import zlib
from functools import cache, lru_cache
from pathlib import Path

import pygame

from game.core.i18n import language
from scenes.kit.surface_cache import MB, surface_cache
from scenes.text import in_language

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
FONT_FILES = {False: ASSETS / "fonts" / "DejaVuSans.ttf", True: ASSETS / "fonts" / "DejaVuSans-Bold.ttf"}

# STYLE.md text sizes
BODY, LABEL, TITLE, BANNER = 28, 36, 48, 72


BGRA_MASKS = (0xFF0000, 0xFF00, 0xFF)  # 32-bit pixels as B, G, R, (A) bytes: most displays'
_decoded: dict[str, pygame.Surface] = {}
_from_copies: dict[str, str] = {}  # image → the pixel format of the display its kept copy was made for
_copies: dict[str, Path] = {}  # image → where its pixels are to be kept, once converted for the display
_decoding: threading.Thread | None = None
_writing: list[threading.Thread] = []


def preload(relpaths: list[str], cache: Path | None = None) -> None:
    """Decode these images on a thread while the program starts (pygame releases the GIL while
    it decodes), so the first frame does not wait for them; `image()` takes them. With a `cache`
    folder each is kept there as the display's own pixels after the first start (named by the
    PNG's size and time, and the pixel format): reading that back costs no decoding and no
    conversion (the felt: ~1 ms instead of 10; a card face 0.1 ms instead of 1–4)."""
    global _decoding

    def work() -> None:
        kept = _listing(cache)
        for rel in relpaths:
            try:
                _decoded[rel], copy, made_for = _decode(rel, cache, kept)
            except (OSError, ValueError, pygame.error):
                continue  # image() loads it again and reports the error where it is used
            if copy is not None:
                _copies[rel] = copy
            if made_for is not None:
                _from_copies[rel] = made_for

    _decoding = threading.Thread(target=work, name="preload-images", daemon=True)
    _decoding.start()


def _listing(cache: Path | None) -> list[str]:
    try:
        return os.listdir(cache) if cache is not None else []
    except OSError:
        return []


def _decode(rel: str, cache: Path | None, kept: list[str]) -> tuple[pygame.Surface, Path | None, str | None]:
    """(surface read from its kept copy, None, the pixel format the copy was made for), or
    (surface decoded from the PNG, the copy's name without its format, None) when there is no
    copy (or a damaged one)."""
    src = ASSETS / rel
    if cache is None:
        return pygame.image.load(str(src)), None, None
    st = src.stat()
    stem = f"{_copy_prefix(rel)}{st.st_size}-{st.st_mtime_ns}-"
    for name in kept:
        if name.startswith(stem) and name.endswith(".raw"):
            key = name[len(stem) : -len(".raw")]
            surf = _read_copy(cache / name, key)
            if surf is not None:
                return surf, None, key.split("x")[-1]
    return pygame.image.load(str(src)), cache / stem, None


def _copy_prefix(rel: str) -> str:
    """Every copy of `rel` from this installation starts so (the folder's checksum: a bundle and
    a source checkout on one machine keep their own copies, and each only replaces its own)."""
    return f"{rel.replace('/', '_')}-{zlib.crc32(str(ASSETS).encode()):08x}-"


def _format_key(surf: pygame.Surface) -> str:
    """Size, depth and channel masks: what a copy's bytes mean ('1920x1080x32-ff0000.ff00.ff.0')."""
    w, h = surf.get_size()
    return f"{w}x{h}x{_pixel_format(surf)}"


def _pixel_format(surf: pygame.Surface) -> str:
    return f"{surf.get_bitsize()}-{'.'.join(f'{m:x}' for m in surf.get_masks())}"


def _read_copy(path: Path, key: str) -> pygame.Surface | None:
    """The surface a kept copy holds; None if it is damaged. Pixels in the usual 32-bit order
    (B, G, R, A in memory) are mapped from the file, not read: the pages come straight from the
    system's file cache (the felt: under 1 ms, where reading it into a new surface took ~10 with
    its page faults). Any other order is read into a surface of that format."""
    try:
        size, masks = key.split("-")
        w, h, bits = (int(n) for n in size.split("x"))
        mask = tuple(int(m, 16) for m in masks.split("."))
        with open(path, "rb") as f:
            if os.fstat(f.fileno()).st_size != w * h * bits // 8:
                return None
            if bits == 32 and mask[:3] == BGRA_MASKS:
                mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)  # private: never written back
                surf = pygame.image.frombuffer(mapped, (w, h), "BGRA")
                if not mask[3]:
                    surf.set_alpha(None)  # opaque (its alpha bytes are 255): blitted without blending
                return surf
            surf = pygame.Surface((w, h), pygame.SRCALPHA if mask[3] else 0, bits, mask)
            pixels = surf.get_view("0")  # contiguous: 32-bit rows have no padding
            complete = f.readinto(pixels) == pixels.length
            del pixels  # a viewed surface is locked and cannot be blitted
    except (OSError, ValueError, pygame.error):
        return None
    return surf if complete else None


def finish_writing(timeout: float = 5.0) -> None:
    """At exit: let the kept copies finish (a daemon thread would be cut off half-way)."""
    for thread in _writing:
        thread.join(timeout)


def _write_copy(stem: Path, pixels: bytes, key: str) -> None:
    copy = stem.with_name(f"{stem.name}{key}.raw")
    tmp = copy.with_name(f"{copy.name}.{os.getpid()}.tmp")
    try:
        copy.parent.mkdir(parents=True, exist_ok=True)
        for old in copy.parent.glob(stem.name.rsplit("-", 3)[0] + "-*"):  # this installation's
            old.unlink(missing_ok=True)  # an older version of the art, another format, a damaged copy
        tmp.write_bytes(pixels)
        os.replace(tmp, copy)  # a half-written copy is never read
    except OSError:  # a cache: no space or no folder only costs start-up time
        with contextlib.suppress(OSError):  # an unreadable folder refuses even the look
            tmp.unlink(missing_ok=True)


# Surface caches are bounded by pixel bytes (scenes/kit/surface_cache.py): a kiosk cycling every game
# for days keeps memory flat. Every picture under assets/ decoded is ~150 MB; one table needs its
# deck (at most ~32 MB at full size), the felt (8 MB) and a board, and mostly only at its own sizes.
@surface_cache(48 * MB, "image")
def image(relpath: str) -> pygame.Surface:
    """An image under assets/ at its own size (the felt, a board), loaded and converted once
    (while the budget keeps it)."""
    return _load(relpath)


def _load(relpath: str) -> pygame.Surface:
    """Decode (or take the preloaded) image and convert it for the display."""
    if _decoding is not None:
        _decoding.join()
    surf = _decoded.pop(relpath, None) or pygame.image.load(str(ASSETS / relpath))
    if not pygame.display.get_surface():
        return surf
    alpha = bool(surf.get_flags() & pygame.SRCALPHA)
    made_for = _from_copies.pop(relpath, None) or _pixel_format(surf)
    if made_for != _pixel_format(_display_format(alpha)):
        # opaque images (the felt) blit several times faster without an alpha channel
        surf = surf.convert_alpha() if alpha else surf.convert()
    stem = _copies.pop(relpath, None)
    if stem is not None:  # written on a thread, never delaying the first frame
        args = (stem, _pixels(surf), _format_key(surf))
        _writing.append(threading.Thread(target=_write_copy, args=args, daemon=True))
        _writing[-1].start()
    return surf


def _pixels(surf: pygame.Surface) -> bytes:
    """A converted surface's pixels as its kept copy holds them (opaque ones with alpha 255)."""
    if surf.get_bitsize() == 32 and surf.get_masks()[:3] == BGRA_MASKS:
        return pygame.image.tobytes(surf, "BGRA")
    return surf.get_view("0").raw


def _display_format(alpha: bool) -> pygame.Surface:
    """A pixel in the format `convert()` (or `convert_alpha()`) gives: the display's."""
    if alpha:
        return pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
    return pygame.Surface((1, 1), 0, pygame.display.get_surface())


@cache
def _drawn_in(relpath: str, lang: str) -> str:
    other = in_language(relpath, lang)
    return other if (ASSETS / other).is_file() else relpath


def localized(relpath: str) -> str:
    """`relpath`, or its drawing in the language of now where one is kept beside it (faces with
    words on them: scenes/text `in_language`)."""
    return _drawn_in(relpath, language())


@surface_cache(24 * MB, "scaled")  # a table's faces at its few sizes, ~80 kB each: ~300 of them
def scaled(relpath: str, size: tuple[int, int]) -> pygame.Surface:
    """An image scaled once to `size` (smooth), cached. Only the scaled one is kept: a card face
    is drawn at its table's few sizes, never at its full 300×420, and keeping every full face
    as well took 34 MB of a six-player Wizard table. An image kept at its own size is reused."""
    kept = image.entries.get((relpath,))
    full = kept[0] if kept is not None else _load(relpath)
    return full if full.get_size() == tuple(size) else smoothscale(full, size)


def smoothscale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`pygame.transform.smoothscale` with what its fixed-point filter rounds off given back.

    Shrinking, it takes 2–4 levels off every channel (an opaque card came out with alpha 253, so
    the corner letters of the card under it showed through); the loss at each pixel is the same
    for every image between the same two sizes, so it is measured once on a white probe and added
    back, and a pixel that came out wholly clear stays clear."""
    out = pygame.transform.smoothscale(surface, size)
    loss = _scale_loss(surface.get_size(), out.get_size())
    if loss is None:
        return out
    alpha = bool(out.get_flags() & pygame.SRCALPHA)
    clear = pygame.mask.from_surface(out, 0).to_surface(
        setcolor=(255, 255, 255, 255), unsetcolor=(255, 255, 255, 0)) if alpha else None
    out.blit(loss, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    if clear is not None:
        out.blit(clear, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


@lru_cache(maxsize=32)
def _scale_loss(source: tuple[int, int], size: tuple[int, int]) -> pygame.Surface | None:
    """Per pixel, what smoothscale takes off a white image from `source` to `size` px (None: nothing)."""
    probe = pygame.Surface(source, pygame.SRCALPHA)
    probe.fill((255, 255, 255, 255))
    loss = pygame.Surface(size, pygame.SRCALPHA)
    loss.fill((255, 255, 255, 255))
    loss.blit(pygame.transform.smoothscale(probe, size), (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    return loss if loss.get_bounding_rect(min_alpha=1).w else None


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled sans family at `size` px."""
    path = FONT_FILES[bold]
    return pygame.font.Font(str(path) if path.exists() else None, size)


@surface_cache(8 * MB, "text")  # ~250 texts: every visible one of a few screens; older ones drawn again
def text(message: str, size: int = BODY, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    """Rendered text, cached by content, size, colour and weight."""
    return font(size, bold).render(message, True, colour)


WIDOW_MAX = 5  # characters: a last line this short and of one word reads as left behind


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `message` into lines that fit `width` px."""
    f = font(size, bold)
    lines: list[str] = []
    for para in message.split("\n"):
        words, line = [], ""
        for w in para.split(" "):  # a sum's two sides stay together: no line begins or ends with "="
            if words and (w == "=" or words[-1].endswith(" =")):
                words[-1] += " " + w
            else:
                words.append(w)
        start = len(lines)
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
        # no widow: a short last word alone on its line ("8×8.", a card's "6.") takes the word
        # before it along, when that fits (the lines stay as many)
        if len(lines) - start >= 2 and " " not in lines[-1] and len(lines[-1]) <= WIDOW_MAX:
            head, _sp, moved = lines[-2].rpartition(" ")
            if head and f.size(f"{moved} {lines[-1]}")[0] <= width:
                lines[-2:] = [head, f"{moved} {lines[-1]}"]
    return lines


class Sounds:
    """Card sounds from assets/sounds; silent when there is no audio device.

    An open sound device keeps SDL's audio thread mixing silence all the time (0.3% of a core
    while nothing happens), so it is opened by the first sound, closed whenever the main loop goes
    to sleep with nothing playing (`rest`), and opened again by the next sound. `available` turns
    False once opening it fails (no sound card): the program plays on silently."""

    NAMES = ("deal", "place", "shuffle", "trick", "chime", "error")

    def __init__(self) -> None:
        self.volume = 0.6
        self.muted = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.available = True  # until the device fails to open

    def _open(self) -> bool:
        try:
            pygame.mixer.init()
            return True
        except pygame.error:
            return False

    def rest(self) -> None:
        """Close the sound device unless a sound is still playing (its sounds are loaded again)."""
        if pygame.mixer.get_init() and not pygame.mixer.get_busy():
            self._cache.clear()  # a Sound belongs to the device it was loaded for
            pygame.mixer.quit()

    def play(self, name: str) -> None:
        if not self.available or self.muted or self.volume <= 0:
            return
        if not pygame.mixer.get_init() and not self._open():
            self.available = False
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
