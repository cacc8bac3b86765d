"""The menu's images decode on a thread; the felt is kept decoded in the cache after the first start."""

from __future__ import annotations

import pygame

from scenes.kit import resources as res


def _preload(cache):
    res.image.cache_clear()
    res.preload(["table/felt.png", "cards/racko/37.png"], cache)
    res._decoding.join()


def test_big_image_is_cached_decoded_and_read_back(tmp_path, monkeypatch):
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    _preload(tmp_path)
    res.finish_writing()
    copies = list(tmp_path.glob("*.bmp"))
    assert len(copies) == 1 and "felt" in copies[0].name and not list(tmp_path.glob("*.tmp*"))
    first = pygame.image.tobytes(res.image("table/felt.png"), "RGB")

    loads = []
    real = pygame.image.load
    monkeypatch.setattr(pygame.image, "load", lambda p, *a: loads.append(str(p)) or real(p, *a))
    _preload(tmp_path)
    assert not any(p.endswith("felt.png") for p in loads)  # the decoded copy, not the PNG
    assert pygame.image.tobytes(res.image("table/felt.png"), "RGB") == first
    res.image.cache_clear()


def test_damaged_copy_is_decoded_again(tmp_path):
    pygame.display.init()
    _preload(tmp_path)
    res.finish_writing()
    (copy,) = tmp_path.glob("*.bmp")
    copy.write_bytes(b"BM not an image")
    _preload(tmp_path)
    assert res.image("table/felt.png").get_size() == (1920, 1080)
    res.finish_writing()
    assert copy.stat().st_size > 1_000_000  # written again
    res.image.cache_clear()
