"""Soft synthesised sounds (deal, place, shuffle, trick, chime, error) as 16-bit mono WAVs."""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.3  # of full scale: quiet next to other programs, the volume setting goes down from here
SEED = 7


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter (cutoff in Hz)."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    """One-pole high-pass filter: the signal minus its low-pass."""
    return [x - y for x, y in zip(samples, lowpass(samples, cutoff), strict=True)]


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A quick linear rise over `attack` seconds, then an exponential fall with time constant `decay`."""
    rise = max(1, int(attack * RATE))
    return [i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE)) for i in range(n)]


def swish(rng: random.Random, seconds: float, low: float, high: float, decay: float) -> list[float]:
    """Band-limited noise with a soft envelope: a card sliding over cloth."""
    n = int(seconds * RATE)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    band = lowpass(highpass(noise, low), high)
    return [s * e for s, e in zip(band, envelope(n, 0.006, decay), strict=True)]


def tone(freq: float, seconds: float, decay: float, harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    """A decaying tone with the given harmonic amplitudes (1st, 2nd, ...)."""
    n = int(seconds * RATE)
    env = envelope(n, 0.004, decay)
    w = 2 * math.pi * freq / RATE
    return [env[i] * sum(a * math.sin(w * (k + 1) * i) for k, a in enumerate(harmonics)) for i in range(n)]


def mix_at(base: list[float], sound: list[float], start: float, gain: float = 1.0) -> list[float]:
    """Add `sound` into `base` from `start` seconds on (growing `base` when needed)."""
    offset = int(start * RATE)
    out = base + [0.0] * max(0, offset + len(sound) - len(base))
    for i, s in enumerate(sound):
        out[offset + i] += gain * s
    return out


def fade_out(samples: list[float], seconds: float = 0.01) -> list[float]:
    """Fade the last few milliseconds so no sound ends in a click."""
    n = min(len(samples), int(seconds * RATE))
    return samples[:-n] + [s * (n - i) / n for i, s in enumerate(samples[-n:])] if n else samples


def deal(rng: random.Random) -> list[float]:
    """A card dealt onto the table: a short, bright swish."""
    return swish(rng, 0.12, 900, 5000, 0.025)


def place(rng: random.Random) -> list[float]:
    """A card put down: a soft low tap with a hint of paper."""
    return mix_at(tone(150, 0.09, 0.018, (1.0, 0.3)), swish(rng, 0.05, 1500, 6000, 0.008), 0.0, 0.5)


def shuffle(rng: random.Random) -> list[float]:
    """A riffle: a quick run of tiny card flicks that speeds up and fades."""
    out: list[float] = []
    t = 0.0
    for i in range(22):
        out = mix_at(out, swish(rng, 0.03, 2000, 7000, 0.006), t, 0.8 - i * 0.02)
        t += 0.028 - i * 0.0006 + rng.uniform(-0.003, 0.003)
    return mix_at(out, swish(rng, 0.2, 400, 2500, 0.06), t, 0.6)


def trick(rng: random.Random) -> list[float]:
    """A trick gathered in: a longer, darker slide."""
    return mix_at(swish(rng, 0.28, 300, 2200, 0.08), swish(rng, 0.1, 800, 4000, 0.02), 0.06, 0.6)


def chime(rng: random.Random) -> list[float]:
    """Points scored: two gentle bell notes a fifth apart."""
    bell = (1.0, 0.0, 0.25, 0.0, 0.08)
    return mix_at(tone(659.25, 0.5, 0.16, bell), tone(987.77, 0.8, 0.25, bell), 0.11, 0.8)


def error(rng: random.Random) -> list[float]:
    """Not allowed: a soft, low falling two-note 'bonk'."""
    mellow = (1.0, 0.35, 0.12)
    return mix_at(tone(330, 0.14, 0.05, mellow), tone(247, 0.22, 0.07, mellow), 0.1)


# name -> (synthesiser, peak level relative to PEAK); pure tones sound louder than noise at one peak.
SOUNDS = {"deal": (deal, 1.0), "place": (place, 1.0), "shuffle": (shuffle, 0.9), "trick": (trick, 1.0),
          "chime": (chime, 0.7), "error": (error, 0.6)}


def write_wav(samples: list[float], path: Path, level: float = 1.0) -> Path:
    """Normalise to PEAK x level and write a 16-bit mono WAV."""
    samples = fade_out(samples)
    top = max(abs(s) for s in samples) or 1.0
    frames = struct.pack(f"<{len(samples)}h", *(round(s / top * PEAK * level * 32767) for s in samples))
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)
    return path


def build(root: Path) -> list[Path]:
    """Write every sound to root/assets/sounds/<name>.wav; each has its own seed, so edits stay local."""
    folder = root / "assets" / "sounds"
    return [write_wav(make(random.Random(SEED * 100 + i)), folder / f"{name}.wav", level)
            for i, (name, (make, level)) in enumerate(SOUNDS.items())]
