"""Score sheet over rounds: what a game's view exposes for the score-sheet panel."""

from __future__ import annotations

import dataclasses


def column_totals(rows, columns: int) -> list[int]:
    """Each column's sum over `rows` (sequences of `columns` points)."""
    totals = [0] * columns
    for points in rows:
        totals = [t + q for t, q in zip(totals, points, strict=True)]
    return totals


@dataclasses.dataclass
class SheetRow:
    """One round: points per seat (or team) and a short explanation per seat."""

    label: str
    points: list[int]
    notes: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class ScoreSheet:
    """Rows of rounds under column headings; totals are running sums."""

    columns: list[str]
    rows: list[SheetRow] = dataclasses.field(default_factory=list)

    def add(self, label: str, points: list[int], notes: list[str] | None = None) -> None:
        if len(points) != len(self.columns):
            raise ValueError("one score per column")
        self.rows.append(SheetRow(label, list(points), list(notes or [])))

    def totals(self) -> list[int]:
        return column_totals((r.points for r in self.rows), len(self.columns))

    def to_json(self) -> dict:
        return {"columns": list(self.columns), "rows": [dataclasses.asdict(r) for r in self.rows]}
