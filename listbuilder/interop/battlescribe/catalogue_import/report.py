"""What the importer met and what it did about it, for the person curating the data."""

from __future__ import annotations

from collections import Counter

from listbuilder.interop.battlescribe.catalogue_import.names_fr import Coverage
from listbuilder.records import record


@record
class Problem:
    book: str
    where: str
    field: str
    message: str
    action: str

    def line(self) -> str:
        return f"[{self.book}] {self.where} / {self.field}: {self.message} -> {self.action}"


class ImportReport:
    """What one import met, filled as it goes (state that changes, not a value)."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.counts: Counter[str] = Counter()
        self.written: list[str] = []
        self.weapon_lines: dict[str, bool] = {}
        """Each distinct weapon line of the source (as read) -> whether it became fields."""
        self.french = Coverage()

    def add(self, book: str, where: str, fld: str, message: str, action: str) -> None:
        self.problems.append(Problem(book, where, fld, message, action))

    @property
    def weapon_parse_ratio(self) -> float:
        total = self.counts["weapon_lines_parsed"] + self.counts["weapon_lines_raw"]
        return self.counts["weapon_lines_parsed"] / total if total else 1.0

    def note_weapon_line(self, raw: str, parsed: bool) -> None:
        self.weapon_lines[raw] = self.weapon_lines.get(raw, True) and parsed

    @property
    def raw_weapon_lines(self) -> list[str]:
        """Distinct weapon lines kept as text, for the curator to read."""
        return sorted(line for line, parsed in self.weapon_lines.items() if not parsed)

    def summary_lines(self) -> list[str]:
        c = self.counts
        distinct = len(self.weapon_lines)
        structured = distinct - len(self.raw_weapon_lines)
        share = structured / distinct if distinct else 1.0
        return [
            f"books written: {len(self.written)}",
            f"army lists: {c['lists']}, cards: {c['cards']}, units: {c['units']}",
            f"weapon lines: {c['weapon_lines_parsed'] + c['weapon_lines_raw']} "
            f"(parsed into fields: {c['weapon_lines_parsed']}, kept as raw text: "
            f"{c['weapon_lines_raw']}, {self.weapon_parse_ratio:.1%} parsed); "
            f"'none' lines: {c['weapon_lines_none']}, instruction lines: {c['weapon_lines_note']}",
            f"distinct weapon lines: {distinct} (structured: {structured}, kept as text: "
            f"{distinct - structured}, {share:.1%} structured)",
            *self.french.lines(),
            f"problems reported: {len(self.problems)}",
        ]

    def render(self) -> str:
        lines = [p.line() for p in self.problems]
        kept = [f"  {line}" for line in self.raw_weapon_lines]
        if kept:
            kept.insert(0, "weapon lines kept as text (printed as written):")
            kept.append("")
        return "\n".join([*lines, "", *kept, *self.summary_lines()])
