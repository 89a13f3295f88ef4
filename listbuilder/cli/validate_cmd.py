"""``listbuilder validate``: check rosters from the command line.

``validate FILE|FOLDER... [--json] [--lang fr|en] [--tournament PACK] [--csv OUT]``
prints a report per roster and a summary table (or, with ``--json``, one
object per file). A folder stands for every ``*.yaml``/``*.yml`` roster in it
(tournament packs in the folder are skipped). Exit status: 0 when every roster
is legal, 1 when any is illegal, 2 when any cannot be read; the other files are
still checked.

Reading one roster (:func:`check_file`) is shared with ``listbuilder summary``
(:mod:`listbuilder.cli.summary_cmd`) and the window's tournament desk
(:mod:`listbuilder.editing.event_check`).

Each roster is opened as an :class:`~listbuilder.editing.session.EditSession`, the object the
window edits, and its findings and figures are the session's: the command line and the window
cannot disagree.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from listbuilder.cli import core
from listbuilder.cli.codex_cmd import codex_with_warnings
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.codex.codex import Codex
from listbuilder.editing import event_check
from listbuilder.editing.event_check import Checked, check_all, event_codex, expand, write_csv
from listbuilder.errors import ListBuilderError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.outputs import check_output
from listbuilder.i18n import message, normalize_language
from listbuilder.i18n.numbers import format_number
from listbuilder.report.inert import terminal_text
from listbuilder.report.summary import build_summary, render_findings_text
from listbuilder.report.text_table import padded
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.tournament import TournamentPack, load_pack, unknown_names
from listbuilder.systems.battlescribe.packs import pack_names

if TYPE_CHECKING:
    from listbuilder.systems.battlescribe.validation import OtherResult


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


# --- shared --------------------------------------------------------------------


def tournament_pack(
    path: str | None, codex: Codex, lang: str
) -> tuple[TournamentPack | None, Codex]:
    """The pack at *path* (None without one) and the codex as it changes it."""
    if path is None:
        return None, codex
    pack = load_pack(path)
    codex = event_codex(codex, pack)  # house rules: the figures and cards the event plays
    for name in unknown_names(pack, codex):
        print(message("summary.pack-unknown", lang, name=name), file=sys.stderr)
    return pack, codex


def check_file(
    file: str,
    codex: Codex,
    pack: TournamentPack | None,
    *,
    skip_packs: bool = False,
    rules: str | None = None,
) -> Checked | None:
    """:func:`~listbuilder.editing.event_check.check_file` with this module's name for the
    engine (a seam the crash tests use)."""
    return event_check.check_file(
        file, codex, pack, skip_packs=skip_packs, validator=validate, rules=rules
    )


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
    debug = getattr(args, "debug", False)
    checked += check_all(files, codex, pack, validator=validate, debug=debug, rules=args.rules)
    if args.rules:
        for item in checked:
            if item.result is not None and isinstance(item.result, ValidationResult):
                note = message(
                    "gamedata.validate.pack_not_for_netepic", lang, file=item.file, pack=args.rules
                )
                print(note, file=sys.stderr)
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
    if not isinstance(item.result, ValidationResult):  # another game: which, under which pack
        other: OtherResult = item.result
        record["system"] = other.system_record()
        if other.figures.power_level is not None:
            record["power_level"] = other.figures.power_level
    if item.pack is not None:  # checked under house rules: which, by name and content hash
        record["pack"] = {"name": item.pack.name, "hash": item.pack.hash}
    if item.report is not None:  # a BattleScribe roster: what reading it did (ruling 15...)
        record["import_notes"] = item.report.lines(lang)
    if item.roster is not None and item.roster.data is not None:  # absent in older files
        record["data"] = core.revisions.data_record(item.roster)
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
                format_number(figures.points, lang),
                (
                    format_number(figures.points_limit, lang)
                    if figures.points_limit is not None
                    else "-"
                ),
                (
                    format_number(figures.victory_points, lang)
                    if figures.victory_points is not None
                    else "-"
                ),
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
