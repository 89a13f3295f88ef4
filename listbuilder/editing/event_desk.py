"""The tournament desk's table: one row per list sent to an event, and its PDF.

Built from :mod:`listbuilder.editing.event_check`'s outcomes, so the window's table, its CSV
and ``validate --tournament PACK --csv`` say the same of every file. Nothing here knows Qt:
the desk builds its rows on the worker thread.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from listbuilder.editing.event_check import Checked
from listbuilder.errors import OutputPathError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.saving import save_bytes
from listbuilder.i18n import message
from listbuilder.records import record
from listbuilder.roster.bounds import MAX_ROSTER_BYTES
from listbuilder.roster.io import roster_to_data
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult

_ROS_REVISION = re.compile(rb"""gameSystemRevision\s*=\s*["'](\d{1,9})["']""")
_DATA_BLOCK = re.compile(rb"(?m)^data:(.*(?:\r?\n[ \t].*)*)")
_SYSTEM_REVISION = re.compile(rb"""system_revision["']?\s*:\s*(\d{1,9})""")


def recorded_data(file: str) -> str | None:
    """The game system's data revision a roster file records (``"7"``), or ``None`` when it
    records none. Read apart from the roster and tolerantly, any trouble being ``None``: the
    roster itself was read by the checker, which said what is wrong with it. (Meant to give
    way to the roster's own ``data`` record once rosters carry one.)"""
    try:
        with open(file, "rb") as handle:
            head = handle.read(MAX_ROSTER_BYTES)
        if head.startswith(b"PK"):  # a .rosz: BattleScribe's roster, zipped
            with zipfile.ZipFile(io.BytesIO(head)) as archive:
                names = archive.namelist()
                if not names:
                    return None
                with archive.open(names[0]) as member:
                    head = member.read(64 * 1024)  # the revision is on the root element
    except (OSError, zipfile.BadZipFile, RuntimeError, ValueError, NotImplementedError):
        return None
    found = _ROS_REVISION.search(head[: 64 * 1024])
    if found is None:
        block = _DATA_BLOCK.search(head)
        found = _SYSTEM_REVISION.search(block.group(1)) if block else None
    return found.group(1).decode("ascii") if found else None


_PERSONAL = frozenset({"name", "notes", "player", "event", "format", "data", "pack"})


def canonical(roster: Roster) -> str:
    """The army a roster fields, without the words about it (names, notes, player, event):
    two files with the same canonical form are the same list sent twice."""

    def bare(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: bare(v) for k, v in value.items() if k not in _PERSONAL}
        if isinstance(value, list | tuple):
            return [bare(v) for v in value]
        return value

    return json.dumps(bare(roster_to_data(roster)), sort_keys=True, ensure_ascii=False)


@record
class DeskRow:
    """One list as the desk shows it."""

    file: str
    player: str
    army: str
    points: int | None
    status: str
    """``legal``, ``illegal`` or ``unreadable``, as in the CSV."""
    errors: int
    data: str | None
    """The data revision the file records (None: it records none)."""
    same_as: tuple[str, ...] = ()
    """The other files holding the same list."""
    problems: tuple[str, ...] = ()
    """Why an unreadable file could not be read; an illegal list's errors."""

    def status_text(self, lang: str) -> str:
        if self.status == "illegal":
            return message("desk.status.illegal", lang, errors=self.errors)
        return message(f"summary.{self.status}", lang)

    def data_text(self, lang: str) -> str:
        return self.data if self.data is not None else message("desk.no_data", lang)

    def same_as_text(self) -> str:
        return ", ".join(Path(file).name for file in self.same_as)


def desk_rows(
    checked: Sequence[Checked],
    lang: str,
    *,
    data_of: Callable[[str], str | None] = recorded_data,
) -> list[DeskRow]:
    """The desk's rows, in the order of *checked*, duplicates found across them all."""
    forms: dict[str, list[str]] = defaultdict(list)
    for item in checked:
        if item.roster is not None:
            forms[canonical(item.roster)].append(item.file)
    same: dict[str, tuple[str, ...]] = {}
    for files in forms.values():
        if len(files) > 1:
            for file in files:
                same[file] = tuple(other for other in files if other != file)
    return [_row(item, lang, data_of, same.get(item.file, ())) for item in checked]


def _row(
    item: Checked, lang: str, data_of: Callable[[str], str | None], same_as: tuple[str, ...]
) -> DeskRow:
    player = (item.roster.player if item.roster is not None else None) or _file_player(item.file)
    result = item.result
    if result is None:
        problems = (item.error.describe(lang),) if item.error is not None else ()
        return DeskRow(item.file, player, "", None, "unreadable", 0, None, (), problems)
    if isinstance(result, ValidationResult):
        army = " + ".join(force.list_name.get(lang) for force in result.figures.forces)
    else:  # a roster of another game (ruling 20): its game system stands for the army
        army = str(result.system_record()["name"])
    errors = result.errors
    return DeskRow(
        item.file,
        player,
        army,
        round(result.figures.points),
        item.status,
        len(errors),
        data_of(item.file),
        same_as,
        tuple(error.message(lang) for error in errors),
    )


def _file_player(file: str) -> str:
    """A list's file name standing for its player: ``anne.netepic.yaml`` is Anne's."""
    name = Path(file).name
    stem = name.split(".")[0] if name.endswith(".netepic.yaml") else Path(file).stem
    return stem or name


def desk_title(pack_name: str | None, lang: str) -> str:
    if pack_name:
        return message("desk.title", lang, event=pack_name)
    return message("desk.title.no_pack", lang)


def desk_totals(rows: Sequence[DeskRow], lang: str) -> str:
    count = {s: sum(1 for r in rows if r.status == s) for s in ("legal", "illegal", "unreadable")}
    duplicates = sum(1 for row in rows if row.same_as)
    return message("desk.pdf.subject", lang, files=len(rows), duplicates=duplicates, **count)


COLUMNS = ("player", "army", "points", "status", "data", "duplicate", "file")


def header(lang: str) -> list[str]:
    return [message(f"desk.col.{column}", lang) for column in COLUMNS]


def cells(row: DeskRow, lang: str) -> list[str]:
    """A row's texts, in the order of :data:`COLUMNS`."""
    points = str(row.points) if row.points is not None else ""
    name = Path(row.file).name
    status = row.status_text(lang)
    return [row.player, row.army, points, status, row.data_text(lang), row.same_as_text(), name]


def desk_pdf(
    rows: Sequence[DeskRow], *, pack_name: str | None, lang: str, paper: str = "a4"
) -> bytes:
    """The organiser's table as a PDF (landscape, on *paper*: ``a4`` or ``letter``), the
    header on every page of the table."""
    from reportlab.lib.pagesizes import landscape
    from reportlab.lib.units import mm
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer

    from listbuilder.printing import fonts
    from listbuilder.printing.page import page_size
    from listbuilder.printing.styles import esc, styles

    fonts.register_fonts()
    sheet = styles()
    title = desk_title(pack_name, lang)
    out = io.BytesIO()
    doc = SimpleDocTemplate(
        out,
        pagesize=landscape(page_size(paper)),
        leftMargin=12 * mm,
        rightMargin=12 * mm,
        topMargin=12 * mm,
        bottomMargin=14 * mm,
        title=title,
        author="listbuilder",
        creator="listbuilder",
        lang=lang,
        invariant=True,
    )
    pack_line = (
        message("desk.pdf.pack", lang, pack=pack_name)
        if pack_name
        else message("desk.pdf.no_pack", lang)
    )
    small = sheet["small"]
    table = _desk_table(rows, lang, landscape(page_size(paper))[0] - 24 * mm, small)

    def footer(canvas: Any, document: Any) -> None:
        canvas.saveState()
        canvas.setFont(fonts.REGULAR, 7)
        text = f"{title} · {message('desk.pdf.page', lang, page=document.page)}"
        canvas.drawRightString(document.pagesize[0] - 12 * mm, 7 * mm, text)
        canvas.restoreState()

    story = [
        Paragraph(esc(title), sheet["title"]),
        Paragraph(esc(pack_line), sheet["base"]),
        Paragraph(esc(desk_totals(rows, lang)), sheet["base"]),
        Spacer(1, 4 * mm),
        table,
        *_problems(rows, lang, sheet),
    ]
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return out.getvalue()


def _desk_table(rows: Sequence[DeskRow], lang: str, room: float, small: Any) -> Any:
    """The organiser's table, *room* points wide, its header on every page, each list's
    status in the colour of its verdict."""
    from reportlab.platypus import LongTable, Paragraph, TableStyle

    from listbuilder.printing import fonts
    from listbuilder.printing.styles import BAND, BAND_TEXT, ERROR, OK, SOFT, esc

    head = [Paragraph(f'<font color="white">{esc(text)}</font>', small) for text in header(lang)]
    table_rows: list[list[object]] = [list(head)]
    for row in rows:
        table_rows.append([Paragraph(esc(text), small) for text in cells(row, lang)])
    widths = [room * w / 273 for w in (45, 55, 18, 38, 18, 40, 59)]
    style = [
        ("FONT", (0, 0), (-1, -1), fonts.REGULAR, 7.5),
        ("BACKGROUND", (0, 0), (-1, 0), BAND),
        ("TEXTCOLOR", (0, 0), (-1, 0), BAND_TEXT),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, SOFT),
    ]
    for index, row in enumerate(rows, 1):
        colour = OK if row.status == "legal" else ERROR
        style.append(("TEXTCOLOR", (3, index), (3, index), colour))
    table = LongTable(table_rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(style))
    return table


def _problems(rows: Sequence[DeskRow], lang: str, sheet: Any) -> list[Any]:
    """What the organiser tells each player whose list is refused (nothing when none is)."""
    from reportlab.lib.units import mm
    from reportlab.platypus import Paragraph, Spacer

    from listbuilder.printing.styles import esc

    troubled = [row for row in rows if row.problems]
    story: list[Any] = []
    if troubled:
        story.append(Paragraph(esc(message("desk.pdf.problems", lang)), sheet["h2"]))
    for row in troubled:
        heading = f"{row.player} ({Path(row.file).name}): {row.status_text(lang)}"
        story.append(Paragraph(f"<b>{esc(heading)}</b>", sheet["base"]))
        story.extend(Paragraph(f"• {esc(text)}", sheet["small"]) for text in row.problems)
        story.append(Spacer(1, 2 * mm))
    return story


def write_desk_pdf(
    rows: Sequence[DeskRow], path: Path, *, pack_name: str | None, lang: str, paper: str = "a4"
) -> None:
    """:func:`desk_pdf` written atomically; a PDF replaces only a PDF."""
    data = desk_pdf(rows, pack_name=pack_name, lang=lang, paper=paper)
    save_bytes(path, data, OutputPathError, kind=OutputKind.PDF)
