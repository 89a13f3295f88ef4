"""``listbuilder data add|list|remove|check``: the BattleScribe game data the player added.

``add FOLDER`` checks a folder holding one ``.gst`` and its ``.cat`` files and copies it
into the user data folder (``LISTBUILDER_DATA_DIR`` moves it); ``list`` names each game
system added, with its id, revision and counts; ``remove NAME|ID`` removes one; ``check
FOLDER|NAME|ID`` reads a folder (or an added system) and says what it holds and what the
reader does not understand. Bad data, or a name nobody added, exits 2 with the file, the
line and the fix.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.i18n import message, normalize_language
from listbuilder.report.text_table import padded


def register(subparsers: Any) -> None:
    data = subparsers.add_parser(
        "data",
        help="add, list or remove the BattleScribe data of other games",
        description="The BattleScribe game data (a .gst and its .cat files) of games other "
        "than NetEpic Gold, kept in the user data folder. Exit status 2 on bad data.",
    )
    actions = data.add_subparsers(dest="data_command", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="check a folder of game data and add a copy of it")
    add.add_argument("folder", metavar="FOLDER", help="a folder with one .gst and its .cat files")
    add_lang_option(add)
    add.set_defaults(func=cmd_add)
    listing = actions.add_parser("list", help="each game system added: id, revision, counts")
    listing.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(listing)
    listing.set_defaults(func=cmd_list)
    remove = actions.add_parser("remove", help="remove an added game system")
    remove.add_argument("name", metavar="NAME|ID", help="its name or id, as `data list` shows")
    add_lang_option(remove)
    remove.set_defaults(func=cmd_remove)
    check = actions.add_parser(
        "check", help="read a folder or an added game system and say what it holds"
    )
    check.add_argument("source", metavar="FOLDER|NAME|ID")
    check.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(check)
    check.set_defaults(func=cmd_check)


def cmd_add(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    item = core.registry.add_data(Path(args.folder))
    print(
        message(
            "gamedata.added",
            lang,
            name=item.name,
            id=item.id,
            revision=item.revision,
            catalogues=item.catalogues,
            entries=item.entries,
            unknown=item.unknown,
            unresolved=item.unresolved,
        )
    )
    return ExitCode.OK


def cmd_list(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    items = core.registry.added_data()
    if args.json:
        records = [
            {
                "id": item.id,
                "name": item.name,
                "revision": item.revision,
                "catalogues": item.catalogues,
                "entries": item.entries,
                "unknown": item.unknown,
                "unresolved": item.unresolved,
                "folder": str(item.folder),
            }
            for item in items
        ]
        sys.stdout.write(json.dumps(records, ensure_ascii=False, indent=2) + "\n")
        return ExitCode.OK
    if not items:
        print(message("gamedata.none", lang))
        return ExitCode.OK
    columns = ("name", "id", "revision", "catalogues", "entries", "unknown", "unresolved")
    header = [message(f"gamedata.col.{column}", lang) for column in columns]
    rows = [
        [
            item.name,
            item.id,
            str(item.revision),
            str(item.catalogues),
            str(item.entries),
            str(item.unknown),
            str(item.unresolved),
        ]
        for item in items
    ]
    for row in padded([header, *rows], numeric={2, 3, 4, 5, 6}):
        print("  ".join(row).rstrip())
    return ExitCode.OK


def cmd_remove(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    item = core.registry.remove_data(args.name)
    print(message("gamedata.removed", lang, name=item.name, id=item.id))
    return ExitCode.OK


def cmd_check(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    source = Path(args.source)
    if source.is_dir():
        data, _ = core.registry.read_folder(source)
    else:
        item = core.registry.find_added(args.source)
        if item is None:
            raise core.battlescribe_errors.GameDataError(
                core.i18n_text.Msg("gamedata.not_added", name=args.source, known="-"),
                hint=core.i18n_text.Msg("gamedata.not_added.hint"),
            )
        data = core.registry.load_game_data(item)
    counts = data.counts()
    unknown = data.unknown()
    missing = data.unresolved_links()
    if args.json:
        record = {
            "id": data.id,
            "name": data.name,
            "revision": data.revision,
            **{name: getattr(counts, name) for name in counts.__dataclass_fields__},
            "not_understood": dict(unknown),
            "links_going_nowhere": [
                {"file": file, "name": name, "target": target} for file, name, target in missing
            ],
        }
        sys.stdout.write(json.dumps(record, ensure_ascii=False, indent=2) + "\n")
        return ExitCode.OK
    print(
        message(
            "gamedata.check.head",
            lang,
            name=data.name,
            id=data.id,
            revision=data.revision,
            folder=str(data.folder),
        )
    )
    for name in counts.__dataclass_fields__:
        print(message("gamedata.check.count", lang, what=name, count=getattr(counts, name)))
    for what, count in sorted(unknown.items()):
        print(message("gamedata.check.unknown", lang, what=what, count=count))
    for file, name, target in missing:
        print(message("gamedata.check.unresolved", lang, file=file, name=name, target=target))
    return ExitCode.OK
