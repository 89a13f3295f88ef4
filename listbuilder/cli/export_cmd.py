"""``listbuilder export ROSTER --format FMT [-o OUT] [--lang fr|en]``: share a roster.

ROSTER is ours (``.yaml``) or BattleScribe's (``.ros``, ``.rosz``). FMT is ``text``,
``markdown`` or ``bbcode`` (to paste in a forum or Discord), ``ros`` or ``rosz`` (for
BattleScribe and New Recruit), ``yaml`` (ours) or ``code`` (a share code: the whole roster
in one line that survives a chat, read back wherever a roster is read) or ``phone`` (one
self-contained HTML page: the army, a game tracker and the close-combat odds, offline, for a
phone; ``--lang`` is the language it opens in, switchable in the page). Without ``-o`` a
text format goes to standard output; ``rosz`` is a zip and needs ``-o``. Exit 0 on
success, 2 when the roster cannot be read or the output cannot be written. What a
conversion could not carry over is said on standard error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option, pack_codex
from listbuilder.i18n import message, normalize_language

FORMATS = ("text", "markdown", "bbcode", "ros", "rosz", "yaml", "code", "phone")
"""The same as :data:`listbuilder.editing.export.EXPORT_FORMATS` (kept here so the
parser builds without importing the core)."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "export",
        help="write a roster as text, Markdown, BBCode, BattleScribe .ros/.rosz, YAML, a "
        "share code or a page for the phone",
        description="Convert a roster (.yaml, .ros or .rosz) for sharing. Without -o, text "
        "formats go to standard output. --format phone writes one self-contained HTML page "
        "(the army, a game tracker, close-combat odds) to open offline on a phone. Exit "
        "status: 0 done, 2 unreadable roster or unwritable output.",
    )
    parser.add_argument("roster", type=Path, metavar="ROSTER", help="roster file")
    parser.add_argument("--format", "-f", required=True, choices=FORMATS, help="output format")
    parser.add_argument("-o", "--output", type=Path, default=None, help="file to write")
    add_lang_option(parser, "roster and the messages")
    parser.add_argument(
        "--tournament",
        metavar="PACK",
        help="a tournament pack (YAML): export under its house rules",
    )
    parser.set_defaults(func=cmd_export)


def cmd_export(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    if args.format == "rosz" and args.output is None:
        print(message("export.rosz-needs-output", lang), file=sys.stderr)
        return ExitCode.UNREADABLE
    if args.output is not None:
        inputs = [args.roster, *([Path(args.tournament)] if args.tournament else [])]
        core.outputs.check_output(args.output, inputs, core.output_kinds.EXPORT_KINDS[args.format])
    other = _export_other_game(args, lang)
    if other is not None:
        return other
    codex, pack = pack_codex(core.loader.load_codex(), args.tournament)
    session = core.session.EditSession.open(
        codex, args.roster, tournament=pack
    )  # as the window shows it
    codex = session.codex
    report = session.import_report
    if report is not None and report.notes:
        print(report.render(lang), file=sys.stderr)
    if session.pack_notice is not None:
        print(f"{args.roster}: {session.pack_notice.render(lang)}", file=sys.stderr)
    data, notes = core.export.export_bytes(session.roster, codex, args.format, lang, session.result)
    for line in notes:
        print(line, file=sys.stderr)
    if args.output is None:
        from listbuilder.cli.console import write_bytes

        write_bytes(data)  # the very bytes --output writes, on every system
    else:
        core.export.write_export(args.output, data, args.format)
        print(message("export.written", lang, file=args.output), file=sys.stderr)
    return ExitCode.OK


def _export_other_game(args: argparse.Namespace, lang: str) -> int | None:
    """Export a roster of another game whose data was added (ruling 20); ``None`` for the
    rest, which NetEpic's exports take as before."""
    found = core.validation.other_game_roster(args.roster)
    if found is None:
        return None
    roster, data = found
    if args.format not in core.battlescribe_exports.OTHER_FORMATS:
        text = message(
            "gamedata.export.not_for_other",
            lang,
            format=args.format,
            formats=", ".join(core.battlescribe_exports.OTHER_FORMATS),
        )
        print(text, file=sys.stderr)
        return ExitCode.UNREADABLE
    content = core.battlescribe_exports.export_other(roster, data, args.format, lang)
    if args.output is None:
        from listbuilder.cli.console import write_bytes

        write_bytes(content)
    elif args.format in ("ros", "rosz"):
        core.battlescribe_roster.write_other_roster(roster, args.output)
        print(message("export.written", lang, file=args.output), file=sys.stderr)
    else:
        core.export.write_export(args.output, content, args.format)
        print(message("export.written", lang, file=args.output), file=sys.stderr)
    return ExitCode.OK
