"""What every command shares: its exit statuses and its common options.

The statuses are a contract (scripts and tournament tools test them), so each is defined
here once and every command returns these names, never a bare number. ``--lang`` is added
by :func:`add_lang_option` alone, so every command offers the languages the catalogue
speaks and starts in the system's language.
"""

from __future__ import annotations

import argparse
from enum import IntEnum
from typing import TYPE_CHECKING

from listbuilder.cli import core
from listbuilder.i18n import LANGUAGES, system_language


class ExitCode(IntEnum):
    """The exit status of ``listbuilder COMMAND`` (an ``int``, so ``sys.exit`` takes it)."""

    OK = 0
    """Done; for ``validate`` and ``summary``: every roster is legal."""
    LEGAL = 0
    ILLEGAL = 1
    """Some roster breaks a construction rule (never used for any other failure)."""
    DIFFERENT = 1
    """``diff``: the two armies differ; ``needs``: the collection lacks some models."""
    UNREADABLE = 2
    """An input cannot be read, an output cannot be written, or an argument is wrong."""
    USAGE = 2
    """A command line that names no command and no file (argparse's own usage status)."""
    INTERNAL = 3
    """A bug: an exception nobody planned for, so it never looks like an illegal roster."""
    INTERRUPTED = 130
    """Stopped by Ctrl+C (128 + SIGINT, as shells report it)."""


def add_lang_option(parser: argparse.ArgumentParser, what: str = "messages") -> None:
    """``--lang``: one of the catalogue's languages, by default the system's (read when the
    parser is built, at each run)."""
    parser.add_argument(
        "--lang",
        default=system_language(),
        choices=LANGUAGES,
        help=f"language of the {what} (default: the system's, here %(default)s)",
    )


if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.rules.tournament import TournamentPack


def pack_codex(codex: Codex, path: str | None) -> tuple[Codex, TournamentPack | None]:
    """``--tournament PACK``: the codex as the pack's house rules change it, and the pack
    (*codex* and None without one). A bad pack raises
    :class:`~listbuilder.errors.TournamentPackError` (exit 2)."""
    if path is None:
        return codex, None

    pack, derived = core.house_rules.load_pack_codex(codex, path)
    return derived, pack
