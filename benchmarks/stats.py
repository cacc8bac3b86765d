"""Percentiles for timing lists."""

from __future__ import annotations


def pct(values: list[float], q: float) -> float:
    """The q-th percentile (0–100), nearest rank."""
    if not values:
        return 0.0
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[k]


def summary_ms(seconds: list[float]) -> dict:
    """p50/p95/p99 in milliseconds and the sample count."""
    return {
        "p50": round(1000 * pct(seconds, 50), 3),
        "p95": round(1000 * pct(seconds, 95), 3),
        "p99": round(1000 * pct(seconds, 99), 3),
        "n": len(seconds),
    }
