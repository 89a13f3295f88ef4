"""``listbuilder diff A B [--format text|markdown|json] [--lang fr|en]``: compare two rosters.

A and B are any rosters we read (``.yaml``, ``.ros``, ``.rosz``, or a text holding a share
code). Exit 0 when the armies are the same, 1 when they differ, 2 when either cannot be
read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option, pack_codex

FORMATS = ("text", "markdown", "json")
"""The same as :data:`listbuilder.report.diff_text.DIFF_FORMATS` (the parser builds without
importing the core)."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "diff",
        help="compare two rosters: cards added, removed or moved, options, points",
        description="Compare two rosters (.yaml, .ros, .rosz or a share code). Exit status: "
        "0 the same army, 1 different, 2 a roster cannot be read.",
    )
    parser.add_argument("a", type=Path, metavar="A", help="the first roster")
    parser.add_argument("b", type=Path, metavar="B", help="the second roster")
    parser.add_argument("--format", "-f", default="text", choices=FORMATS, help="output format")
    add_lang_option(parser, "comparison")
    parser.add_argument(
        "--tournament",
        metavar="PACK",
        help="a tournament pack (YAML): compare under its house rules",
    )
    parser.set_defaults(func=cmd_diff)


def cmd_diff(args: argparse.Namespace) -> int:
    lang = args.lang
    codex, pack = pack_codex(core.loader.load_codex(), args.tournament)
    # An unreadable roster raises a RosterFileError: main() says so and exits with 2.
    a, b = (
        core.session.EditSession.open(codex, path, tournament=pack) for path in (args.a, args.b)
    )
    for path, side in ((args.a, a), (args.b, b)):
        if side.pack_notice is not None:
            print(f"{path}: {side.pack_notice.render(lang)}", file=sys.stderr)
    # each side's figures are its own pack's; names come from a codex that has every card
    names = next((s.codex for s in (b, a) if s.codex.house is not None), codex)
    diff = core.diff.diff_rosters(a.roster, a.figures, b.roster, b.figures, names)
    if args.format == "json":
        data = core.diff_text.diff_data(diff, str(args.a), str(args.b), lang)
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        markdown = args.format == "markdown"
        sys.stdout.write(
            core.diff_text.render_text(diff, str(args.a), str(args.b), lang, markdown=markdown)
        )
    sys.stdout.flush()
    return ExitCode.OK if diff.same else ExitCode.DIFFERENT
