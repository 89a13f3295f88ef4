"""What the importer met and what it did about it, for the person curating the data."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    book: str
    where: str
    field: str
    message: str
    action: str

    def line(self) -> str:
        return f"[{self.book}] {self.where} / {self.field}: {self.message} -> {self.action}"


@dataclass
class ImportReport:
    problems: list[Problem] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    written: list[str] = field(default_factory=list)

    def add(self, book: str, where: str, fld: str, message: str, action: str) -> None:
        self.problems.append(Problem(book, where, fld, message, action))

    @property
    def weapon_parse_ratio(self) -> float:
        total = self.counts["weapon_lines_parsed"] + self.counts["weapon_lines_raw"]
        return self.counts["weapon_lines_parsed"] / total if total else 1.0

    def summary_lines(self) -> list[str]:
        c = self.counts
        return [
            f"books written: {len(self.written)}",
            f"army lists: {c['lists']}, cards: {c['cards']}, units: {c['units']}",
            f"weapon lines: {c['weapon_lines_parsed'] + c['weapon_lines_raw']} "
            f"(parsed into fields: {c['weapon_lines_parsed']}, kept as raw text: "
            f"{c['weapon_lines_raw']}, {self.weapon_parse_ratio:.1%} parsed); "
            f"'none' lines: {c['weapon_lines_none']}, instruction lines: {c['weapon_lines_note']}",
            f"problems reported: {len(self.problems)}",
        ]

    def render(self) -> str:
        lines = [p.line() for p in self.problems]
        return "\n".join([*lines, "", *self.summary_lines()])
