"""The ``listbuilder`` command: the app when called alone or with a roster file, else a tool.

Each sub-command lives in its own module with a ``register(subparsers)``
function that adds its parser and sets ``func``; ``func(args)`` returns the
exit status.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from listbuilder import __version__
from listbuilder.errors import ListBuilderError

COMMAND_MODULES = (
    "listbuilder.cli.codex_cmd",
    "listbuilder.cli.import_cmd",
    "listbuilder.cli.validate_cmd",
    "listbuilder.cli.print_cmd",
    "listbuilder.cli.export_cmd",
)


def build_parser() -> argparse.ArgumentParser:
    import importlib

    parser = argparse.ArgumentParser(
        prog="listbuilder",
        description="NetEpic Gold army list builder. With no command (or a roster file) it "
        "starts the app.",
    )
    parser.add_argument("--version", action="version", version=f"listbuilder {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(subparsers)
    return parser


def _is_command(argv: Sequence[str]) -> bool:
    if not argv:
        return False
    first = argv[0]
    return first.startswith("-") or first in {
        "codex",
        "import",
        "validate",
        "summary",
        "print",
        "export",
        "templates",
        "help",
    }


def main(argv: Sequence[str] | None = None) -> int:
    # We use no pydantic plugins; looking them up scans every installed package's metadata
    # at the first model class, which costs a noticeable part of the app's start.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not _is_command(args_list):
        from listbuilder.gui.app import run_app

        return run_app(args_list)
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        status: int = args.func(args)
    except ListBuilderError as exc:
        print(f"{type(exc).__name__}: {exc.describe()}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return status


if __name__ == "__main__":
    raise SystemExit(main())
