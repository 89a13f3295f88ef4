"""``listbuilder needs ROSTER [--collection FILE] [--json] [--lang fr|en]``: the models a
roster fields, per unit and in total; with a collection, what is owned and what is missing.

Exit 0 when nothing is missing (or no collection was given), 1 when models are missing,
2 when a file cannot be read. A collection never makes a roster illegal.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "needs",
        help="the models a roster needs, and what a collection lacks of them",
        description="List the models a roster fields, per unit and in total. With "
        "--collection, add what is owned and what is missing. Exit status: 0 nothing "
        "missing, 1 models missing, 2 a file cannot be read.",
    )
    parser.add_argument("roster", metavar="ROSTER", help="roster file (or share code)")
    parser.add_argument(
        "--collection", metavar="FILE", help="a collection file (format: netepic-collection/1)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(parser, "unit names and messages")
    parser.set_defaults(func=cmd_needs)


def cmd_needs(args: argparse.Namespace) -> int:
    lang = args.lang
    collection = core.collection_io.load_collection(args.collection) if args.collection else None
    codex = core.loader.load_codex()
    loaded = core.rosters.load_roster_file(args.roster, codex)
    if loaded.roster.pack is not None:  # built under house rules: its custom cards' units too
        codex = core.session.EditSession.open(codex, args.roster).codex
        loaded = core.rosters.load_roster_file(args.roster, codex)
    roster = loaded.roster
    needs = core.needs.roster_needs(roster, codex, collection)
    if args.json:
        data = {
            "roster": args.roster,
            "name": roster.name,
            "collection": args.collection,
            "total": needs.total,
            "missing": needs.missing if collection is not None else None,
            "short_cards": list(needs.short_cards),
            "short_card_names": [name.shown(lang) for name in needs.short_names],
            "units": [
                {
                    "unit": unit.key,
                    "name": unit.name.get(lang),
                    "needed": unit.needed,
                    "owned": unit.owned,
                    "missing": unit.missing if collection is not None else None,
                    "cards": list(unit.cards),
                    "card_names": [needs.name_of(path, lang) for path in unit.cards],
                }
                for unit in needs.units
            ],
        }
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(
            core.needs_text.render_needs(needs, roster.name, lang, collection is not None)
        )
    sys.stdout.flush()
    return ExitCode.DIFFERENT if needs.missing else ExitCode.OK
