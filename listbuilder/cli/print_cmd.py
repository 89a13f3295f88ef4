"""``listbuilder print`` and ``listbuilder templates``: PDFs for the table."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option, pack_codex
from listbuilder.errors import ListBuilderError, OutputPathError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.outputs import check_output
from listbuilder.files.saving import saved_output
from listbuilder.i18n import message
from listbuilder.systems.battlescribe.packs import pack_names


def register(subparsers: Any) -> None:
    printer = subparsers.add_parser(
        "print", help="print a roster: roster sheet, army cards, ability reference, templates"
    )
    printer.add_argument("roster", type=Path, help="roster file (.yaml, .ros, .rosz)")
    printer.add_argument("-o", "--output", type=Path, required=True, help="PDF file to write")
    _paper_and_lang(printer)
    printer.add_argument(
        "--rules",
        default=None,
        choices=pack_names(),
        help="another game's roster: print the pages of this rule pack "
        "(default: the pack the roster names, or its game's only pack)",
    )
    printer.add_argument(
        "--sections",
        default="roster,cards,abilities,templates",
        help="comma-separated: roster,cards,abilities,game-day,templates "
        "(default: all but game-day)",
    )
    printer.add_argument(
        "--player", default=None, help="player's name on the roster sheet and army cards"
    )
    printer.add_argument("--event", default=None, help="event's name beside the player's name")
    printer.add_argument(
        "--tournament", metavar="PACK", help="a tournament pack (YAML): print under its house rules"
    )
    printer.set_defaults(func=cmd_print)
    templates = subparsers.add_parser("templates", help="print the gaming templates at scale")
    templates.add_argument("-o", "--output", type=Path, required=True, help="PDF file to write")
    _paper_and_lang(templates)
    templates.set_defaults(func=cmd_templates)


def _paper_and_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--paper", default="a4", choices=["a4", "letter"], help="paper size")
    add_lang_option(parser, "printout and the messages")


def cmd_print(args: argparse.Namespace) -> int:
    if (other := _print_other_game(args)) is not None:  # a roster of another game
        return other
    try:
        sections = core.roster_pdf.parse_sections(args.sections)
    except ValueError as exc:
        text = exc.describe(args.lang) if isinstance(exc, ListBuilderError) else str(exc)
        print(message("cli.print.error", args.lang, text=text), file=sys.stderr)
        return ExitCode.UNREADABLE
    inputs = [args.roster, *([Path(args.tournament)] if args.tournament else [])]
    check_output(args.output, inputs, OutputKind.PDF)
    codex, pack = pack_codex(core.loader.load_codex(), args.tournament)
    session = core.session.EditSession.open(
        codex, args.roster, tournament=pack
    )  # as the window shows it
    report = session.import_report
    if report is not None and report.notes:
        print(report.render(args.lang), file=sys.stderr)
    if session.pack_notice is not None:
        print(f"{args.roster}: {session.pack_notice.render(args.lang)}", file=sys.stderr)
    problems: list[str] = []
    with saved_output(args.output, OutputPathError, kind=OutputKind.PDF) as tmp:
        core.roster_pdf.render_roster(
            session.roster,
            session.codex,
            tmp,
            paper=args.paper,
            lang=args.lang,
            sections=sections,
            source_name=args.roster.name,
            problems=problems,
            result=session.result,
            player=args.player,
            event=args.event,
        )
    for problem in problems:
        print(f"warning: {args.roster}: {problem}", file=sys.stderr)  # a fixed prefix, for grep
    print(args.output)
    return ExitCode.OK


def _print_other_game(args: argparse.Namespace) -> int | None:
    """A roster of a game whose data is added (ruling 20): its sheet, cards and pack pages;
    ``None`` for anything NetEpic's printout takes (or refuses: ruling 19), and for sections
    it cannot read, which NetEpic's path words."""
    try:
        sections = core.roster_pdf.parse_sections(args.sections)
    except ValueError:
        return None
    check_output(args.output, [args.roster], OutputKind.PDF)
    found = core.validation.other_game_roster(args.roster)
    if found is None:
        return None
    roster, data = found
    pack = args.rules or core.render.roster_pack(roster, data)
    result = core.validation.check_other_roster(roster, data, pack)
    problems: list[str] = []
    with saved_output(args.output, OutputPathError, kind=OutputKind.PDF) as tmp:
        core.render.render_other_roster(
            result,
            tmp,
            paper=args.paper,
            lang=args.lang,
            pack=pack,
            source_name=args.roster.name,
            problems=problems,
            sections=sections,
            player=args.player,
            event=args.event,
        )
    for problem in problems:
        print(f"warning: {args.roster}: {problem}", file=sys.stderr)
    print(args.output)
    return ExitCode.OK


def cmd_templates(args: argparse.Namespace) -> int:
    check_output(args.output, (), OutputKind.PDF)
    with saved_output(args.output, OutputPathError, kind=OutputKind.PDF) as tmp:
        core.templates.render_templates(tmp, paper=args.paper, lang=args.lang)
    print(args.output)
    return ExitCode.OK
