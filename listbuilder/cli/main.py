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
    parser.add_argument(
        "--debug", action="store_true", help="show the full traceback of an internal error"
    )
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


EXIT_UNREADABLE = 2
"""Input that cannot be read, or output that cannot be written."""
EXIT_INTERNAL = 3
"""A bug: an exception nobody planned for (1 stays "some roster is illegal")."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app or a command; every failure ends in one clear line and a documented status."""
    # We use no pydantic plugins; looking them up scans every installed package's metadata
    # at the first model class, which costs a noticeable part of the app's start.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    args_list = list(sys.argv[1:] if argv is None else argv)
    # --debug is global, but players put it anywhere: take it out before the parser sees it.
    debug = "--debug" in args_list
    args_list = [arg for arg in args_list if arg != "--debug"]
    try:
        return _run(args_list, debug)
    except ListBuilderError as exc:
        print(f"{type(exc).__name__}: {exc.describe()}", file=sys.stderr)
        return EXIT_UNREADABLE
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        if exc.filename is None:
            return _internal_error(exc, debug)
        where = exc.filename if exc.filename2 is None else f"{exc.filename} -> {exc.filename2}"
        print(f"listbuilder: {where}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    except Exception as exc:  # the last resort: a bug must not look like an illegal roster
        return _internal_error(exc, debug)


def _internal_error(exc: BaseException, debug: bool) -> int:
    if debug:
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    detail = " ".join(str(exc).split())[:200]
    print(
        f"listbuilder: internal error ({type(exc).__name__}: {detail}). This is a bug: please "
        "report it with the command you ran"
        + ("." if debug else "; run it again with --debug to see the details."),
        file=sys.stderr,
    )
    return EXIT_INTERNAL


def _run(args_list: list[str], debug: bool) -> int:
    if not _is_command(args_list):
        from listbuilder.gui.app import run_app

        return run_app(args_list)
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    args.debug = debug
    status: int = args.func(args)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
