"""``listbuilder import battlescribe DIR``: regenerate army books from BattleScribe data."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from listbuilder import paths
from listbuilder.cli import core
from listbuilder.cli.options import ExitCode
from listbuilder.errors import OutputPathError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.saving import save_bytes
from listbuilder.files.writing import atomic_write_bytes
from listbuilder.i18n import message, system_language


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("import", help="import army data from another format")
    sub = parser.add_subparsers(dest="import_format", metavar="FORMAT", required=True)
    bs = sub.add_parser("battlescribe", help="a folder with a BattleScribe .gst and .cat files")
    bs.add_argument("source", type=Path, help="folder holding the .gst and .cat files")
    bs.add_argument(
        "--out",
        type=Path,
        default=None,
        help="codex folder to write books/ into (default: the bundled codex_data)",
    )
    bs.add_argument(
        "--overlay",
        type=Path,
        default=None,
        help="curated overlay folder (default: the codex's overlay/)",
    )
    bs.add_argument("--report", type=Path, default=None, help="also write the report to FILE")
    bs.set_defaults(func=cmd_battlescribe)


def cmd_battlescribe(args: argparse.Namespace) -> int:
    out = args.out or paths.codex_data_dir()
    overlay = args.overlay or (paths.codex_data_dir() / "overlay")
    abilities = out / "abilities.yaml"
    if not abilities.exists():
        abilities = paths.codex_data_dir() / "abilities.yaml"
    if not args.source.is_dir():
        text = message("cli.import.not_a_folder", system_language(), source=args.source)
        print(text, file=sys.stderr)
        return ExitCode.UNREADABLE
    if args.report:
        core.outputs.check_output(args.report, [args.source], OutputKind.TEXT)  # before the work
    # Imported here: every command builds the parser, and the importer (with the codex's
    # pydantic schema) is a third of a second that validate and the others do not need.

    report = core.importer.import_battlescribe(
        args.source, out, overlay_dir=overlay, abilities_file=abilities
    )
    _complete_codex_folder(out)
    text = report.render()
    print(text)
    if args.report:
        save_bytes(
            args.report, (text + "\n").encode("utf-8"), OutputPathError, kind=OutputKind.TEXT
        )
    return ExitCode.OK


def _complete_codex_folder(out: Path) -> None:
    """A new ``--out`` folder gets the bundled game system and abilities beside its books,
    so it is a whole codex (``LISTBUILDER_CODEX_DIR=out``)."""
    bundled = paths.codex_data_dir()
    for name in ("game_system.yaml", "abilities.yaml"):
        target = out / name
        if not target.exists() and (bundled / name).exists():
            atomic_write_bytes(target, (bundled / name).read_bytes())
