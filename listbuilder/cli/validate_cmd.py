"""``listbuilder validate`` and ``listbuilder summary``: check rosters from the command line.

``validate FILE|FOLDER... [--json] [--lang fr|en] [--tournament PACK] [--csv OUT]``
prints a report per roster and a summary table (or, with ``--json``, one
object per file). A folder stands for every ``*.yaml``/``*.yml`` roster in it
(tournament packs in the folder are skipped). Exit status: 0 when every roster
is legal, 1 when any is illegal, 2 when any cannot be read; the other files are
still checked.

``summary FILE [--json] [--lang fr|en] [--tournament PACK]`` prints the
derived figures of one roster.

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
from typing import TYPE_CHECKING, Any, TextIO

from listbuilder.cli.codex_cmd import codex_with_warnings
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.cli.outputs import check_output
from listbuilder.codex.codex import Codex
from listbuilder.editing.session import EditSession
from listbuilder.errors import ListBuilderError, OutputPathError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import FileKind, file_kind
from listbuilder.files.saving import save_bytes
from listbuilder.game.army import roster_army
from listbuilder.i18n import message, normalize_language
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterImportReport
from listbuilder.interop.rosters import ROSTER_SUFFIXES, PackNotRoster
from listbuilder.report.game_table import card_records, render_card_table
from listbuilder.report.inert import csv_cell, terminal_text
from listbuilder.report.summary import build_summary, render_findings_text, render_text
from listbuilder.report.text_table import padded
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.tournament import TournamentPack, load_pack, unknown_names
from listbuilder.systems.battlescribe.packs import pack_names

if TYPE_CHECKING:
    from listbuilder.systems.battlescribe.validation import OtherResult

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_UNREADABLE, EXIT_INTERNAL = (
    ExitCode.LEGAL,
    ExitCode.ILLEGAL,
    ExitCode.UNREADABLE,
    ExitCode.INTERNAL,
)
"""Former names, kept for callers; :class:`~listbuilder.cli.options.ExitCode` defines them."""


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
    check.add_argument(
        "--rules",
        choices=pack_names(),
        metavar="NAME",
        help="check rosters of other games under a rule pack as well as their data's "
        f"constraints, whatever the file says ({'|'.join(pack_names())})",
    )
    check.set_defaults(func=cmd_validate)

    summary = subparsers.add_parser("summary", help="points, VP and other figures of a roster")
    summary.add_argument("file", metavar="FILE", help="roster file")
    summary.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(summary, "names and figures")
    summary.add_argument("--tournament", metavar="PACK", help="a tournament pack (YAML)")
    summary.set_defaults(func=cmd_summary)


# --- shared --------------------------------------------------------------------


@dataclass(frozen=True)
class Checked:
    """One file's outcome: a result, or the error that kept it from being read."""

    file: str
    name: str = ""
    result: ValidationResult | OtherResult | None = None
    error: ListBuilderError | None = None
    report: RosterImportReport | None = None
    """What reading a BattleScribe roster did (None for our own YAML rosters)."""
    internal: bool = False
    """The error is a bug of listbuilder, not of the file (exit status 3)."""
    roster: Roster | None = None

    @property
    def status(self) -> str:
        if self.result is None:
            return "unreadable"
        return "legal" if self.result.legal else "illegal"


def _pack(path: str | None, codex: Codex, lang: str) -> TournamentPack | None:
    if path is None:
        return None
    pack = load_pack(path)
    for name in unknown_names(pack, codex):
        print(message("summary.pack-unknown", lang, name=name), file=sys.stderr)
    return pack


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
    file: str,
    codex: Codex,
    pack: TournamentPack | None,
    *,
    skip_packs: bool = False,
    rules: str | None = None,
) -> Checked | None:
    """Read one roster and take its findings and figures from an editing session over it;
    ``None`` for a tournament pack met in a folder. A roster of another game whose data
    was added is checked by that data and the rule pack *rules* (ruling 20)."""
    other = _check_other_game(file, rules)
    if other is not None:
        return other
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
    )


def _check_other_game(file: str, rules: str | None) -> Checked | None:
    """The outcome for a roster of another game whose data was added, else ``None``."""
    from listbuilder.systems.battlescribe.validation import (
        check_other_roster,
        other_game_roster,
    )

    try:
        found = other_game_roster(file)
    except ListBuilderError as exc:
        return Checked(file, error=exc)
    if found is None:
        return None
    roster, data = found
    return Checked(file, roster.name, check_other_roster(roster, data, rules))


def _is_other(result: object) -> bool:
    from listbuilder.systems.battlescribe.validation import OtherResult

    return isinstance(result, OtherResult)


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
        pack = _pack(args.tournament, codex, lang)
    except ListBuilderError as exc:
        print(f"{type(exc).__name__}: {exc.describe(lang)}", file=sys.stderr)
        return ExitCode.UNREADABLE
    files, checked = expand(args.files, lang)
    if args.csv:
        inputs = [file for file, _ in files] + [args.tournament or ""]
        check_output(Path(args.csv), [name for name in inputs if name], OutputKind.CSV)
    for file, from_folder in files:
        try:
            item = check_file(file, codex, pack, skip_packs=from_folder, rules=args.rules)
        except Exception as exc:  # a bug met on one file must not stop the others
            item = _crashed(file, exc, debug=getattr(args, "debug", False))
        if item is not None:
            checked.append(item)
            if args.rules and item.result is not None and not _is_other(item.result):
                note = message(
                    "gamedata.validate.pack_not_for_netepic", lang, file=file, pack=args.rules
                )
                print(note, file=sys.stderr)
    for item in checked:
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
    if _is_other(item.result):  # a roster of another game: which, and under which pack
        other: OtherResult = item.result  # type: ignore[assignment]
        record["system"] = other.system_record()
        if other.figures.power_level is not None:
            record["power_level"] = other.figures.power_level
    if item.report is not None:  # a BattleScribe roster: what reading it did (ruling 15...)
        record["import_notes"] = item.report.lines(lang)
    return record


def print_report(item: Checked, lang: str, out: TextIO) -> None:
    assert item.result is not None
    if not isinstance(item.result, ValidationResult):  # a roster of another game
        out.write(item.result.render_text(lang, item.file))
        return
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
                str(figures.points),
                str(figures.points_limit) if figures.points_limit is not None else "-",
                str(figures.victory_points) if figures.victory_points is not None else "-",
                str(len(result.errors)),
                str(len(result.warnings)),
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


# --- summary -------------------------------------------------------------------


def cmd_summary(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    codex = codex_with_warnings(lang)
    pack = _pack(args.tournament, codex, lang)
    item = check_file(args.file, codex, pack)
    assert item is not None
    if item.result is None:
        assert item.error is not None
        raise item.error
    if not isinstance(item.result, ValidationResult):  # a roster of another game
        other = item.result
        if args.json:
            data: dict[str, Any] = {
                "points": other.figures.points,
                "points_limit": other.figures.points_limit,
                "power_level": other.figures.power_level,
                "legal": other.legal,
                "system": other.system_record(),
            }
            sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        else:
            sys.stdout.write(other.render_text(lang, item.file))
        return ExitCode.LEGAL if other.legal else ExitCode.ILLEGAL
    if item.report is not None and item.report.notes:
        print(item.report.render(lang), file=sys.stderr)
    assert item.roster is not None
    army = roster_army(item.roster, codex, points_limit=pack.points_limit if pack else None)
    if args.json:
        data = item.result.figures.to_dict(lang)
        data["legal"] = item.result.legal
        # Only when the roster names them: a record without them stays as it always was.
        for key, value in (("player", item.roster.player), ("event", item.roster.event)):
            if value is not None:
                data[key] = value
        data["cards"] = card_records(army, lang)
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        print()
    else:
        print_summary(item, lang, sys.stdout)
        sys.stdout.write("\n" + render_card_table(army, lang))
    return ExitCode.LEGAL if item.result.legal else ExitCode.ILLEGAL


def print_summary(item: Checked, lang: str, out: TextIO) -> None:
    assert isinstance(item.result, ValidationResult)
    out.write(render_text(build_summary(item.result, lang, file=item.file)))


class _InertCsv:
    """A CSV writer whose text cells can never start a spreadsheet formula."""

    def __init__(self, writer: Any) -> None:
        self._writer = writer

    def writerow(self, row: list[Any]) -> None:
        self._writer.writerow([csv_cell(cell) if isinstance(cell, str) else cell for cell in row])
