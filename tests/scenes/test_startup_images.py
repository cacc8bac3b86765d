"""The menu's images decode on a thread; each is kept in the cache as the display's own pixels
after the first start, and read back without decoding or converting."""

from __future__ import annotations

import pygame

from scenes.kit import resources as res


def _preload(cache):
    res.image.cache_clear()
    res.scaled.cache_clear()
    res.preload(["table/felt.png", "cards/racko/37.png"], cache)
    res._decoding.join()


def _first_start(cache):
    """Decoded from the PNGs; the copies are written once the display's format is known."""
    _preload(cache)
    felt = pygame.image.tobytes(res.image("table/felt.png"), "RGB")
    face = pygame.image.tobytes(res.scaled("cards/racko/37.png", (64, 90)), "RGBA")
    res.finish_writing()
    return felt, face


def test_images_are_kept_decoded_and_read_back(tmp_path, monkeypatch):
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    first, face = _first_start(tmp_path)
    copies = sorted(p.name for p in tmp_path.glob("*.raw"))
    assert len(copies) == 2 and "felt" in copies[1] and not list(tmp_path.glob("*.tmp*"))

    loads = []
    real = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda p, *a: loads.append(str(p)) or real(p, *a))
    _preload(tmp_path)
    assert not loads  # the kept copies, not the PNGs
    felt = res.image("table/felt.png")
    assert pygame.image.tobytes(felt, "RGB") == first
    assert not felt.get_flags() & pygame.SRCALPHA  # opaque: blitted without blending
    window = pygame.display.get_surface()
    window.fill((255, 0, 0))
    window.blit(felt, (0, 0))
    assert window.get_at((10, 10)) == felt.get_at((10, 10))  # covers, not blends
    assert pygame.image.tobytes(res.scaled("cards/racko/37.png", (64, 90)), "RGBA") == face
    res.image.cache_clear()


def test_damaged_copy_is_decoded_again(tmp_path):
    pygame.display.init()
    _first_start(tmp_path)
    (copy,) = tmp_path.glob("*felt*.raw")
    copy.write_bytes(b"not all the pixels")
    _preload(tmp_path)
    assert res.image("table/felt.png").get_size() == (1920, 1080)
    res.finish_writing()
    assert copy.stat().st_size == 1920 * 1080 * 4  # written again
    copy.write_bytes(copy.read_bytes()[:-4])  # one pixel short
    _preload(tmp_path)
    assert res.image("table/felt.png").get_size() == (1920, 1080)
    res.finish_writing()
    assert copy.stat().st_size == 1920 * 1080 * 4
    res.image.cache_clear()


def test_two_installations_keep_their_own_copies(tmp_path, monkeypatch):
    """A bundle and a source checkout started in turn must not replace each other's copies."""
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    cache, other = tmp_path / "cache", tmp_path / "other" / "assets"
    (other / "table").mkdir(parents=True)
    (other / "cards" / "racko").mkdir(parents=True)
    for rel in ("table/felt.png", "cards/racko/37.png"):
        (other / rel).write_bytes((res.ASSETS / rel).read_bytes())  # the same art, newer files
    _first_start(cache)
    monkeypatch.setattr(res, "ASSETS", other)
    _first_start(cache)
    assert len(list(cache.glob("table_felt.png-*.raw"))) == 2
    res.image.cache_clear()
    res.scaled.cache_clear()
