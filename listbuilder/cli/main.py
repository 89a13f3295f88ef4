"""The ``listbuilder`` command: the app when called alone or with a roster file, else a tool.

Each sub-command lives in its own module with a ``register(subparsers)``
function that adds its parser and sets ``func``; ``func(args)`` returns the
exit status. The modules are listed in :func:`command_modules` by explicit
imports, so a freezer (PyInstaller) sees them and a missing one is an
``ImportError``, never a command that silently disappears.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode
from listbuilder.errors import ListBuilderError


class CommandModule(Protocol):
    def register(self, subparsers: Any) -> None: ...


def command_modules() -> tuple[CommandModule, ...]:
    """Every command module, in the order of ``listbuilder --help``.

    To add a command, add its module to the import line and to the tuple. The imports
    are here rather than at the top so that starting the app does not pay for them.
    """
    from listbuilder.cli import (
        codex_cmd,
        data_cmd,
        diff_cmd,
        export_cmd,
        import_cmd,
        needs_cmd,
        odds_cmd,
        print_cmd,
        summary_cmd,
        validate_cmd,
    )

    return (
        codex_cmd,
        import_cmd,
        validate_cmd,
        summary_cmd,
        print_cmd,
        export_cmd,
        diff_cmd,
        needs_cmd,
        odds_cmd,
        data_cmd,
    )


class _VersionAction(argparse.Action):
    """``--version``: worked out only when asked, since it reads the army books."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("help", "show the version and the army data's origin, then exit")
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_: Any) -> None:
        from listbuilder.cli.version import version_text

        print(version_text())
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="listbuilder",
        description="NetEpic Gold army list builder. With no command (or a roster file) it "
        "starts the app.",
    )
    parser.add_argument("--version", action=_VersionAction)
    parser.add_argument(
        "--debug", action="store_true", help="show the full traceback of an internal error"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in command_modules():
        module.register(subparsers)
    helper = subparsers.add_parser("help", help="this help, or a command's: help COMMAND")
    helper.add_argument("topic", nargs="?", metavar="COMMAND")
    helper.set_defaults(func=lambda args: _help(parser, subparsers, args.topic))
    return parser


def command_names(parser: argparse.ArgumentParser) -> list[str]:
    """The sub-command names *parser* knows, in registration order."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return list(action.choices)
    return []


def _help(parser: argparse.ArgumentParser, subparsers: Any, topic: str | None) -> int:
    if topic is None:
        parser.print_help()
        return ExitCode.OK
    sub = subparsers.choices.get(topic)
    if sub is None:
        return _unknown_command(topic, command_names(parser))
    sub.print_help()
    return ExitCode.OK


def _unknown_command(name: str, known: Sequence[str]) -> int:
    """Say that *name* is no command (naming the closest one) and return the usage status."""
    lang = core.i18n.system_language()
    import difflib  # only for a mistyped command

    close = difflib.get_close_matches(name, [k for k in known if k != "help"], n=1)
    if close:
        text = core.i18n.message("cli.unknown_command_close", lang, name=name, close=close[0])
    else:
        text = core.i18n.message("cli.unknown_command", lang, name=name, known=", ".join(known))
    print(text, file=sys.stderr)
    return ExitCode.USAGE


def _starts_app(args: Sequence[str]) -> bool | None:
    """True when *args* start the app, False when they name a command, None when neither.

    The app takes no argument or a roster file first (the rest are Qt's options). A
    command name never holds a dot or a path separator, so a first argument with one
    that is an existing file starts the app without loading the command modules."""
    if not args:
        return True
    first = args[0]
    if first.startswith("-"):
        return False
    if any(mark in first for mark in (".", "/", os.sep)) and Path(first).is_file():
        return True
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app or a command; every failure ends in one clear line and a documented status."""
    # We use no pydantic plugins; looking them up scans every installed package's metadata
    # at the first model class, which costs a noticeable part of the app's start.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    args_list = list(sys.argv[1:] if argv is None else argv)
    # --debug is global, but players put it anywhere: take it out before the parser sees it.
    debug = "--debug" in args_list
    args_list = [arg for arg in args_list if arg != "--debug"]
    if not _starts_app(args_list):
        from listbuilder.cli.console import prepare_streams

        prepare_streams()  # a command's output: UTF-8 to files and pipes, a console on Windows

    # Names and file names are a stranger's text: what reaches the terminal is made inert.
    with core.inert.inert_standard_streams():
        status = _main(args_list, debug)
    # the messages compiled from their YAML in this run, for the next
    core.caches.save_message_cache()
    return status


def _main(args_list: list[str], debug: bool) -> int:
    try:
        return _run(args_list, debug)
    except ListBuilderError as exc:
        print(f"{type(exc).__name__}: {exc.describe(error_language(args_list))}", file=sys.stderr)
        return ExitCode.UNREADABLE
    except BrokenPipeError:
        return ExitCode.OK
    except KeyboardInterrupt:
        return ExitCode.INTERRUPTED
    except OSError as exc:
        if exc.filename is None:
            return _internal_error(exc, debug, error_language(args_list))
        where = exc.filename if exc.filename2 is None else f"{exc.filename} -> {exc.filename2}"
        print(f"listbuilder: {where}: {exc.strerror or exc}", file=sys.stderr)
        return ExitCode.UNREADABLE
    except Exception as exc:  # the last resort: a bug must not look like an illegal roster
        return _internal_error(exc, debug, error_language(args_list))


def error_language(args: Sequence[str]) -> str:
    """The language of an error line: the command's ``--lang``, else the system's (as the
    command's own output), read from the raw arguments since the error may come first."""
    for index, arg in enumerate(args):
        if arg == "--lang" and index + 1 < len(args):
            return core.i18n.normalize_language(args[index + 1])
        if arg.startswith("--lang="):
            return core.i18n.normalize_language(arg.split("=", 1)[1])
    return core.i18n.system_language()


def _internal_error(exc: BaseException, debug: bool, lang: str) -> int:
    if debug:
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    key = "cli.internal_error_debug" if debug else "cli.internal_error"
    detail = " ".join(str(exc).split())[:200]
    print(core.i18n.message(key, lang, kind=type(exc).__name__, detail=detail), file=sys.stderr)
    return ExitCode.INTERNAL


def _run(args_list: list[str], debug: bool) -> int:
    starts_app = _starts_app(args_list)
    if starts_app:
        return _run_app(args_list)
    parser = build_parser()
    known = command_names(parser)
    unknown = starts_app is None and args_list[0] not in known
    if unknown and Path(args_list[0]).is_file():  # a roster named like no command: "army"
        return _run_app(args_list)
    if unknown:
        return _unknown_command(args_list[0], known)
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return ExitCode.OK
    args.debug = debug
    status: int = args.func(args)
    return status


def _run_app(args: list[str]) -> int:
    return core.gui_app.run_app(args)


if __name__ == "__main__":
    raise SystemExit(main())
