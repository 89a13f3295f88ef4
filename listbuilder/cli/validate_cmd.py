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
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from listbuilder.cli.codex_cmd import codex_with_warnings
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.cli.outputs import check_output
from listbuilder.codex.codex import Codex
from listbuilder.errors import ListBuilderError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.game.army import roster_army
from listbuilder.i18n import message, normalize_language
from listbuilder.report import event_check
from listbuilder.report.event_check import Checked as Checked  # its names, kept for callers
from listbuilder.report.event_check import check_all
from listbuilder.report.event_check import expand as expand
from listbuilder.report.event_check import write_csv as write_csv
from listbuilder.report.game_table import card_records, render_card_table
from listbuilder.report.inert import terminal_text
from listbuilder.report.summary import build_summary, render_findings_text, render_text
from listbuilder.report.text_table import padded
from listbuilder.rules.engine import validate
from listbuilder.rules.tournament import TournamentPack, load_pack, unknown_names

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
    check.set_defaults(func=cmd_validate)

    summary = subparsers.add_parser("summary", help="points, VP and other figures of a roster")
    summary.add_argument("file", metavar="FILE", help="roster file")
    summary.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(summary, "names and figures")
    summary.add_argument("--tournament", metavar="PACK", help="a tournament pack (YAML)")
    summary.set_defaults(func=cmd_summary)


# --- shared --------------------------------------------------------------------


def _pack(path: str | None, codex: Codex, lang: str) -> TournamentPack | None:
    if path is None:
        return None
    pack = load_pack(path)
    for name in unknown_names(pack, codex):
        print(message("summary.pack-unknown", lang, name=name), file=sys.stderr)
    return pack


def check_file(
    file: str, codex: Codex, pack: TournamentPack | None, *, skip_packs: bool = False
) -> Checked | None:
    """:func:`~listbuilder.report.event_check.check_file` with this module's name for the
    engine (a seam the crash tests use)."""
    return event_check.check_file(file, codex, pack, skip_packs=skip_packs, validator=validate)


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
    debug = getattr(args, "debug", False)
    checked += check_all(files, codex, pack, validator=validate, debug=debug)
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
    if item.report is not None:  # a BattleScribe roster: what reading it did (ruling 15...)
        record["import_notes"] = item.report.lines(lang)
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
                str(figures.points),
                str(figures.points_limit) if figures.points_limit is not None else "-",
                str(figures.victory_points),
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
    assert item.result is not None
    out.write(render_text(build_summary(item.result, lang, file=item.file)))
