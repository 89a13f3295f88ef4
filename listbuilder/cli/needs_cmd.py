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
    from listbuilder.codex.loader import load_codex
    from listbuilder.collection.io import load_collection
    from listbuilder.collection.needs import roster_needs
    from listbuilder.interop.rosters import load_roster_file

    lang = args.lang
    collection = load_collection(args.collection) if args.collection else None
    codex = load_codex()
    roster = load_roster_file(args.roster, codex).roster
    needs = roster_needs(roster, codex, collection)
    if args.json:
        data = {
            "roster": args.roster,
            "name": roster.name,
            "collection": args.collection,
            "total": needs.total,
            "missing": needs.missing if collection is not None else None,
            "short_cards": list(needs.short_cards),
            "units": [
                {
                    "unit": unit.key,
                    "name": unit.name.get(lang),
                    "needed": unit.needed,
                    "owned": unit.owned,
                    "missing": unit.missing if collection is not None else None,
                    "cards": list(unit.cards),
                }
                for unit in needs.units
            ],
        }
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(render_needs(needs, roster.name, lang, collection is not None))
    sys.stdout.flush()
    return ExitCode.DIFFERENT if needs.missing else ExitCode.OK


def render_needs(needs: Any, name: str, lang: str, with_collection: bool) -> str:
    from listbuilder.i18n import message

    heads = [message("needs.head", lang), message("needs.col.needed", lang)]
    if with_collection:
        heads += [message("needs.col.owned", lang), message("needs.col.missing", lang)]
    rows = []
    names = [unit.name.get(lang) for unit in needs.units]
    for unit, shown in zip(needs.units, names, strict=True):
        if names.count(shown) > 1:  # the same name in two books: say which
            shown += f" ({unit.key.split('/')[0]})"
        row = [shown, str(unit.needed)]
        if with_collection:
            row += [str(unit.owned), str(unit.missing)]
        rows.append(row)
    total = [message("needs.total", lang), str(needs.total)]
    if with_collection:
        total += [str(sum(u.owned or 0 for u in needs.units)), str(needs.missing)]
    widths = [max(len(r[i]) for r in [heads, *rows, total]) for i in range(len(heads))]

    def line(cells: list[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = [cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True)]
        return "  ".join([first, *rest]).rstrip()

    out = [message("needs.title", lang, name=name or "?"), "", line(heads)]
    out.append("  ".join("-" * width for width in widths))
    out += [line(row) for row in rows]
    out.append(line(total))
    if with_collection:
        out.append("")
        if needs.missing:
            out.append(
                message(
                    "needs.short",
                    lang,
                    count=needs.missing,
                    cards=len(needs.short_cards),
                    paths=", ".join(needs.short_cards),
                )
            )
        else:
            out.append(message("needs.complete", lang))
    return "\n".join(out) + "\n"
