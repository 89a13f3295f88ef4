"""``listbuilder validate``: check rosters from the command line.

``validate FILE|FOLDER... [--json] [--lang fr|en] [--tournament PACK] [--csv OUT]``
prints a report per roster and a summary table (or, with ``--json``, one
object per file). A folder stands for every ``*.yaml``/``*.yml`` roster in it
(tournament packs in the folder are skipped). Exit status: 0 when every roster
is legal, 1 when any is illegal, 2 when any cannot be read; the other files are
still checked.

Reading one roster (:func:`check_file`) is shared with ``listbuilder summary``
(:mod:`listbuilder.cli.summary_cmd`).

Each roster is opened as an :class:`~listbuilder.editing.session.EditSession`, the object the
window edits, and its findings and figures are the session's: the command line and the window
cannot disagree.
"""

from __future__ import annotations

import argparse
import csv
import errno
import io
import json
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from listbuilder.cli.codex_cmd import codex_with_warnings
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.cli.outputs import check_output
from listbuilder.codex.codex import Codex, HouseRules
from listbuilder.editing.session import EditSession
from listbuilder.errors import ListBuilderError, OutputPathError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import FileKind, file_kind
from listbuilder.files.saving import save_bytes
from listbuilder.i18n import message, normalize_language
from listbuilder.i18n.numbers import format_number
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterImportReport
from listbuilder.interop.rosters import ROSTER_SUFFIXES, PackNotRoster
from listbuilder.report.inert import csv_cell, terminal_text
from listbuilder.report.summary import build_summary, render_findings_text
from listbuilder.report.text_table import padded
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.house_rules import apply_pack
from listbuilder.rules.tournament import TournamentPack, load_pack, unknown_names


def register(subparsers: Any) -> None:
    check = subparsers.add_parser(
        "validate",
        help="check rosters against the NetEpic Gold construction rules",
        description="Check roster files (or every roster in a folder). Exit status: 0 all "
        "legal, 1 some illegal, 2 some unreadable.",
    )
    check.add_argument("files", nargs="+", metavar="FILE", help="roster file or folder")
    check.add_argument(
        "--json", action="store_true", help="print a JSON array, one object per file"
    )
    add_lang_option(check)
    check.add_argument("--tournament", metavar="PACK", help="a tournament pack (YAML)")
    check.add_argument("--csv", metavar="OUT", help="also write the summary table as CSV")
    check.set_defaults(func=cmd_validate)


# --- shared --------------------------------------------------------------------


@dataclass(frozen=True)
class Checked:
    """One file's outcome: a result, or the error that kept it from being read."""

    file: str
    name: str = ""
    result: ValidationResult | None = None
    error: ListBuilderError | None = None
    report: RosterImportReport | None = None
    """What reading a BattleScribe roster did (None for our own YAML rosters)."""
    internal: bool = False
    """The error is a bug of listbuilder, not of the file (exit status 3)."""
    roster: Roster | None = None
    pack: HouseRules | None = None
    """The house rules the roster was checked under (the pack given, or the one it carries)."""
    pack_notice: Msg | None = None
    """What opening it under house rules did (see :attr:`EditSession.pack_notice`)."""
    codex: Codex | None = None
    """The codex it was checked with (derived from its pack, when under house rules)."""

    @property
    def status(self) -> str:
        if self.result is None:
            return "unreadable"
        return "legal" if self.result.legal else "illegal"


def tournament_pack(
    path: str | None, codex: Codex, lang: str
) -> tuple[TournamentPack | None, Codex]:
    """The pack at *path* (None without one) and the codex as it changes it."""
    if path is None:
        return None, codex
    pack = load_pack(path)
    codex = apply_pack(codex, pack)  # house rules: the figures and cards the event plays
    for name in unknown_names(pack, codex):
        print(message("summary.pack-unknown", lang, name=name), file=sys.stderr)
    return pack, codex


def expand(paths: list[str], lang: str) -> tuple[list[tuple[str, bool]], list[Checked]]:
    """Files to check (each with whether it came from a folder), and folder problems as errors.

    A folder stands for its ``*.yaml``/``*.yml`` entries; an empty or unreadable folder, and
    entries that are links going nowhere (or round in a loop), folders or special files, are
    reported instead of skipped in silence.
    """
    files: list[tuple[str, bool]] = []
    problems: list[Checked] = []
    for raw in paths:
        path = Path(raw)
        if not path.is_dir():
            files.append((raw, False))
            continue
        try:
            entries = sorted(p for p in path.iterdir() if p.suffix.lower() in ROSTER_SUFFIXES)
        except OSError as exc:
            error = ListBuilderError(
                Msg("error.folder.unreadable", reason=exc.strerror or str(exc)),
                file=raw,
                hint=Msg("error.folder.unreadable.hint"),
            )
            problems.append(Checked(raw, error=error))
            continue
        found = []
        for entry in entries:
            trouble = _not_a_roster_file(entry)
            if trouble is None:
                found.append(entry)
            else:
                problems.append(Checked(str(entry), error=ListBuilderError(trouble, file=entry)))
        if not entries:
            text = message("summary.no-rosters", lang, folder=raw)
            problems.append(Checked(raw, error=ListBuilderError(text)))
        files.extend((str(p), True) for p in found)
    return files, problems


def _not_a_roster_file(path: Path) -> Msg | None:
    """Why a folder entry named like a roster cannot be read as one (``None``: it can)."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return Msg("error.folder.link_loop")
        if path.is_symlink():
            return Msg("error.folder.link_dangling")
        return Msg("error.read.failed", reason=exc.strerror or str(exc))
    kind = file_kind(mode)
    if kind is FileKind.FOLDER:
        return Msg("error.read.folder", what=Msg("error.what.roster_file"))
    if kind is FileKind.SPECIAL:
        return Msg("error.folder.special")
    return None


def check_file(
    file: str, codex: Codex, pack: TournamentPack | None, *, skip_packs: bool = False
) -> Checked | None:
    """Read one roster and take its findings and figures from an editing session over it;
    ``None`` for a tournament pack met in a folder."""
    try:
        session = EditSession.open(
            codex,
            file,
            tournament=pack,
            validator=validate,  # this module's name for the engine, a seam the crash tests use
            skip_packs=skip_packs,
        )
    except PackNotRoster:
        return None
    except ListBuilderError as exc:
        return Checked(file, error=exc)
    return Checked(
        file,
        session.roster.name,
        session.result,
        report=session.import_report,
        roster=session.roster,
        pack=session.codex.house,
        pack_notice=session.pack_notice,
        codex=session.codex,
    )


def _crashed(file: str, exc: Exception, *, debug: bool) -> Checked:
    if debug:
        traceback.print_exception(exc, file=sys.stderr)
    detail = " ".join(str(exc).split())[:200]
    error = ListBuilderError(
        Msg("error.internal", kind=type(exc).__name__, detail=detail),
        file=file,
        hint=Msg("error.internal.hint" if debug else "error.internal.hint_debug"),
    )
    return Checked(file, error=error, internal=True)


def exit_status(checked: list[Checked]) -> int:
    if any(item.internal for item in checked):
        return ExitCode.INTERNAL
    if any(item.result is None for item in checked):
        return ExitCode.UNREADABLE
    if any(item.result is not None and not item.result.legal for item in checked):
        return ExitCode.ILLEGAL
    return ExitCode.LEGAL


# --- validate ------------------------------------------------------------------


def cmd_validate(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    codex = codex_with_warnings(lang)
    try:
        pack, codex = tournament_pack(args.tournament, codex, lang)
    except ListBuilderError as exc:
        print(f"{type(exc).__name__}: {exc.describe(lang)}", file=sys.stderr)
        return ExitCode.UNREADABLE
    files, checked = expand(args.files, lang)
    if args.csv:
        inputs = [file for file, _ in files] + [args.tournament or ""]
        check_output(Path(args.csv), [name for name in inputs if name], OutputKind.CSV)
    for file, from_folder in files:
        try:
            item = check_file(file, codex, pack, skip_packs=from_folder)
        except Exception as exc:  # a bug met on one file must not stop the others
            item = _crashed(file, exc, debug=getattr(args, "debug", False))
        if item is not None:
            checked.append(item)
    for item in checked:
        if item.pack_notice is not None:
            print(f"{item.file}: {item.pack_notice.render(lang)}", file=sys.stderr)
        if item.error is not None:
            error = item.error.describe(lang)
            text = message("summary.file-error", lang, file=item.file, error=error)
            print(text, file=sys.stderr)
    if args.json:
        # One write: json.dump would pass each of its many small pieces through the
        # inert stream's filter (tens of thousands for a folder of rosters).
        records = [json_record(item, lang) for item in checked]
        sys.stdout.write(json.dumps(records, ensure_ascii=False, indent=2) + "\n")
    else:
        for item in checked:
            if item.report is not None and item.report.notes:  # as summary does: stderr
                print(item.report.render(lang), file=sys.stderr)
            if item.result is not None:
                print_report(item, lang, sys.stdout)
        print_table(checked, lang, sys.stdout)
    if args.csv:
        write_csv(checked, Path(args.csv))
        print(message("summary.csv-written", lang, file=args.csv), file=sys.stderr)
    return exit_status(checked)


def json_record(item: Checked, lang: str) -> dict[str, Any]:
    """The contract record of ``validate --json`` for one file."""
    if item.result is None:
        return {
            "file": item.file,
            "legal": False,
            "points": None,
            "victory_points": None,
            "findings": [],
            "error": item.error.describe() if item.error else None,
        }
    record: dict[str, Any] = {
        "file": item.file,
        "legal": item.result.legal,
        "points": item.result.figures.points,
        "victory_points": item.result.figures.victory_points,
        "findings": [finding.to_dict(lang) for finding in item.result.findings],
    }
    if item.pack is not None:  # checked under house rules: which, by name and content hash
        record["pack"] = {"name": item.pack.name, "hash": item.pack.hash}
    if item.report is not None:  # a BattleScribe roster: what reading it did (ruling 15...)
        record["import_notes"] = item.report.lines(lang)
    if item.roster is not None and item.roster.data is not None:  # absent in older files
        from listbuilder.codex.revisions import data_record

        record["data"] = data_record(item.roster)
    return record


def print_report(item: Checked, lang: str, out: TextIO) -> None:
    assert item.result is not None
    out.write(render_findings_text(build_summary(item.result, lang, file=item.file)))


def table_rows(checked: list[Checked], lang: str) -> list[list[str]]:
    rows: list[list[str]] = []
    for item in checked:
        result = item.result
        if result is None:
            rows.append([item.file, "", "", "", "", "", "", message("summary.unreadable", lang)])
            continue
        figures = result.figures
        rows.append(
            [
                item.file,
                item.name,
                format_number(figures.points, lang),
                (
                    format_number(figures.points_limit, lang)
                    if figures.points_limit is not None
                    else "-"
                ),
                format_number(figures.victory_points, lang),
                format_number(len(result.errors), lang),
                format_number(len(result.warnings), lang),
                message(f"summary.{item.status}", lang),
            ]
        )
    return rows


_COLUMNS = ("file", "name", "points", "limit", "vp", "errors", "warnings", "status")


def print_table(checked: list[Checked], lang: str, out: TextIO) -> None:
    header = [message(f"summary.col.{column}", lang) for column in _COLUMNS]
    rows = [[terminal_text(cell) for cell in row] for row in table_rows(checked, lang)]
    cells = padded([header, *rows], numeric={2, 3, 4, 5, 6})
    head, *lines = ("  ".join(row).rstrip() for row in cells)
    print(message("summary.table-title", lang), file=out)
    print(head, file=out)
    print("  ".join("-" * len(cell) for cell in cells[0]), file=out)
    for line in lines:
        print(line, file=out)
    counts = {
        status: sum(1 for c in checked if c.status == status)
        for status in ("legal", "illegal", "unreadable")
    }
    print(message("summary.totals", lang, files=len(checked), **counts), file=out)


def write_csv(checked: list[Checked], path: Path) -> None:
    """The summary table for an organiser: one row per roster file, written atomically.
    Text cells are a stranger's words: none may start a formula (:func:`csv_cell`)."""
    handle = io.StringIO(newline="")
    writer = _InertCsv(csv.writer(handle))
    writer.writerow(
        [
            "file",
            "name",
            "status",
            "legal",
            "points",
            "points_limit",
            "victory_points",
            "errors",
            "warnings",
            "codes",
        ]
    )
    for item in checked:
        result = item.result
        if result is None:
            error = item.error.describe() if item.error else ""
            writer.writerow([item.file, "", "unreadable", "false", "", "", "", "", "", error])
            continue
        figures = result.figures
        writer.writerow(
            [
                item.file,
                item.name,
                item.status,
                str(result.legal).lower(),
                figures.points,
                figures.points_limit if figures.points_limit is not None else "",
                figures.victory_points,
                len(result.errors),
                len(result.warnings),
                " ".join(dict.fromkeys(result.codes())),
            ]
        )
    save_bytes(path, handle.getvalue().encode("utf-8"), OutputPathError, kind=OutputKind.CSV)


class _InertCsv:
    """A CSV writer whose text cells can never start a spreadsheet formula."""

    def __init__(self, writer: Any) -> None:
        self._writer = writer

    def writerow(self, row: list[Any]) -> None:
        self._writer.writerow([csv_cell(cell) if isinstance(cell, str) else cell for cell in row])
