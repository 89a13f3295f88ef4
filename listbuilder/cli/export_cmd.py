"""``listbuilder export ROSTER --format FMT [-o OUT] [--lang fr|en]``: share a roster.

ROSTER is ours (``.yaml``) or BattleScribe's (``.ros``, ``.rosz``). FMT is ``text``,
``markdown`` or ``bbcode`` (to paste in a forum or Discord), ``ros`` or ``rosz`` (for
BattleScribe and New Recruit), ``yaml`` (ours) or ``code`` (a share code: the whole roster
in one line that survives a chat, read back wherever a roster is read). Without ``-o`` a
text format goes to standard output; ``rosz`` is a zip and needs ``-o``. Exit 0 on
success, 2 when the roster cannot be read or the output cannot be written. What a
conversion could not carry over is said on standard error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.i18n import message, normalize_language

FORMATS = ("text", "markdown", "bbcode", "ros", "rosz", "yaml", "code")
"""The same as :data:`listbuilder.interop.export.EXPORT_FORMATS` (kept here so the
parser builds without importing the core)."""
EXIT_OK, EXIT_UNREADABLE = ExitCode.OK, ExitCode.UNREADABLE
"""Former names, kept for callers; :class:`~listbuilder.cli.options.ExitCode` defines them."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "export",
        help="write a roster as text, Markdown, BBCode, BattleScribe .ros/.rosz, YAML or a "
        "share code",
        description="Convert a roster (.yaml, .ros or .rosz) for sharing. Without -o, text "
        "formats go to standard output. Exit status: 0 done, 2 unreadable roster or "
        "unwritable output.",
    )
    parser.add_argument("roster", type=Path, metavar="ROSTER", help="roster file")
    parser.add_argument("--format", "-f", required=True, choices=FORMATS, help="output format")
    parser.add_argument("-o", "--output", type=Path, default=None, help="file to write")
    add_lang_option(parser, "roster and the messages")
    parser.set_defaults(func=cmd_export)


def cmd_export(args: argparse.Namespace) -> int:
    from listbuilder.codex.loader import load_codex
    from listbuilder.editing.session import EditSession
    from listbuilder.interop.export import export_bytes, write_export

    lang = normalize_language(args.lang)
    if args.format == "rosz" and args.output is None:
        print(message("export.rosz-needs-output", lang), file=sys.stderr)
        return ExitCode.UNREADABLE
    if args.output is not None:
        from listbuilder.cli.outputs import check_output
        from listbuilder.files.output_kinds import EXPORT_KINDS

        check_output(args.output, [args.roster], EXPORT_KINDS[args.format])
    other = _export_other_game(args, lang)
    if other is not None:
        return other
    codex = load_codex()
    session = EditSession.open(codex, args.roster)  # the findings the window would show
    report = session.import_report
    if report is not None and report.notes:
        print(report.render(lang), file=sys.stderr)
    data, notes = export_bytes(session.roster, codex, args.format, lang, session.result)
    for line in notes:
        print(line, file=sys.stderr)
    if args.output is None:
        from listbuilder.cli.console import write_bytes

        write_bytes(data)  # the very bytes --output writes, on every system
    else:
        write_export(args.output, data, args.format)
        print(message("export.written", lang, file=args.output), file=sys.stderr)
    return ExitCode.OK


def _export_other_game(args: argparse.Namespace, lang: str) -> int | None:
    """Export a roster of another game whose data was added (ruling 20); ``None`` for the
    rest, which NetEpic's exports take as before."""
    from listbuilder.systems.battlescribe.exports import OTHER_FORMATS, export_other
    from listbuilder.systems.battlescribe.validation import other_game_roster

    found = other_game_roster(args.roster)
    if found is None:
        return None
    roster, data = found
    if args.format not in OTHER_FORMATS:
        text = message(
            "gamedata.export.not_for_other",
            lang,
            format=args.format,
            formats=", ".join(OTHER_FORMATS),
        )
        print(text, file=sys.stderr)
        return ExitCode.UNREADABLE
    content = export_other(roster, data, args.format, lang)
    if args.output is None:
        from listbuilder.cli.console import write_bytes

        write_bytes(content)
    elif args.format in ("ros", "rosz"):
        from listbuilder.systems.battlescribe.roster import write_other_roster

        write_other_roster(roster, args.output)
        print(message("export.written", lang, file=args.output), file=sys.stderr)
    else:
        from listbuilder.interop.export import write_export

        write_export(args.output, content, args.format)
        print(message("export.written", lang, file=args.output), file=sys.stderr)
    return ExitCode.OK
