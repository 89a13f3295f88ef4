"""``listbuilder summary FILE [--json] [--lang fr|en] [--tournament PACK]``: the derived
figures of one roster, then each card's models, break point, VP and morale.

The roster is read as ``validate`` reads it (:func:`listbuilder.cli.validate_cmd.check_file`,
an editing session over it), so the two commands and the window cannot disagree.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from listbuilder.cli.codex_cmd import codex_with_warnings
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.cli.validate_cmd import Checked, check_file, tournament_pack
from listbuilder.game.army import roster_army
from listbuilder.i18n import normalize_language
from listbuilder.report.game_table import card_records, render_card_table
from listbuilder.report.summary import build_summary, render_text
from listbuilder.rules.engine import ValidationResult


def register(subparsers: Any) -> None:
    summary = subparsers.add_parser("summary", help="points, VP and other figures of a roster")
    summary.add_argument("file", metavar="FILE", help="roster file")
    summary.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(summary, "names and figures")
    summary.add_argument("--tournament", metavar="PACK", help="a tournament pack (YAML)")
    summary.set_defaults(func=cmd_summary)


def cmd_summary(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    codex = codex_with_warnings(lang)
    pack, codex = tournament_pack(args.tournament, codex, lang)
    item = check_file(args.file, codex, pack)
    assert item is not None
    if item.result is None:
        assert item.error is not None
        raise item.error
    if not isinstance(item.result, ValidationResult):  # a roster of another game
        other = item.result
        if args.json:
            record: dict[str, Any] = {
                "points": other.figures.points,
                "points_limit": other.figures.points_limit,
                "power_level": other.figures.power_level,
                "legal": other.legal,
                "system": other.system_record(),
            }
            sys.stdout.write(json.dumps(record, ensure_ascii=False, indent=2) + "\n")
        else:
            sys.stdout.write(other.render_text(lang, item.file))
        return ExitCode.LEGAL if other.legal else ExitCode.ILLEGAL
    if item.report is not None and item.report.notes:
        print(item.report.render(lang), file=sys.stderr)
    if item.pack_notice is not None:
        print(f"{item.file}: {item.pack_notice.render(lang)}", file=sys.stderr)
    assert item.roster is not None
    codex = item.codex or codex  # the pack's when the roster reopened under one it carries
    army = roster_army(item.roster, codex, points_limit=pack.points_limit if pack else None)
    if args.json:
        data = item.result.figures.to_dict(lang)
        data["legal"] = item.result.legal
        # Only when the roster names them: a record without them stays as it always was.
        for key, value in (("player", item.roster.player), ("event", item.roster.event)):
            if value is not None:
                data[key] = value
        data["cards"] = card_records(army, lang)
        if item.pack is not None:  # under house rules: which, by name and content hash
            data["pack"] = {"name": item.pack.name, "hash": item.pack.hash}
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        print()
    else:
        print_summary(item, lang, sys.stdout)
        sys.stdout.write("\n" + render_card_table(army, lang))
    return ExitCode.LEGAL if item.result.legal else ExitCode.ILLEGAL


def print_summary(item: Checked, lang: str, out: TextIO) -> None:
    assert isinstance(item.result, ValidationResult)
    out.write(render_text(build_summary(item.result, lang, file=item.file)))
