"""Tweens: values that glide over time; durations scale with the motion setting."""

from __future__ import annotations

import math


def ease_out(t: float) -> float:
    """Cubic ease-out on 0..1."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


class Tween:
    """Interpolates a tuple of floats from `start` to `end` over `duration` seconds."""

    def __init__(self, start, end, duration: float, delay: float = 0.0, ease=ease_out):
        self.start = tuple(float(v) for v in start)
        self.end = tuple(float(v) for v in end)
        self.duration = max(0.0, duration)
        self.elapsed = -max(0.0, delay)
        self.ease = ease

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = self.duration

    @property
    def progress(self) -> float:
        if self.elapsed < 0:  # still waiting out its delay: at the start, even when it then jumps
            return 0.0
        if self.duration <= 0:
            return 1.0
        return self.ease(min(1.0, max(0.0, self.elapsed / self.duration)))

    @property
    def value(self) -> tuple[float, ...]:
        p = self.progress
        return tuple(a + (b - a) * p for a, b in zip(self.start, self.end, strict=True))


class Timer:
    """Counts down; `done` once `duration` seconds have passed."""

    def __init__(self, duration: float):
        self.left = duration

    def update(self, dt: float) -> None:
        self.left -= dt

    @property
    def done(self) -> bool:
        return self.left <= 0
