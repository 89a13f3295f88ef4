"""The game's state on disk: ``<roster>.game.yaml`` beside the roster, never inside it.

A game file is read like any file a stranger could hand over: a regular file under a size
cap, YAML without aliases within small limits, then the strict model; every refusal is a
:class:`GameFileError` naming the file, the line and the field. Saves are atomic, so a crash
while saving leaves the previous state whole.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Final

from pydantic import ValidationError

from listbuilder.errors import ListBuilderError
from listbuilder.files.oserrors import write_error
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import SizeCap, read_text_file
from listbuilder.files.writing import atomic_write_text
from listbuilder.files.yamlio import (
    Limits,
    dump_text,
    load_yaml,
    validation_failure,
)
from listbuilder.game.state import FORMAT, GameState
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import MAX_GAME_BYTES

_CAP = SizeCap(MAX_GAME_BYTES, "error.read.too_large", "error.read.too_large.game.hint")
"""Refused from its size before it is read; never more than this is read."""

SUFFIX: Final = ".game.yaml"
GAME_LIMITS: Final = Limits(max_depth=8, max_chars=2_000_000, aliases=False, max_nodes=200_000)
"""Fifty turns of a 20,000-point army fit in a small fraction of these."""
_ROSTER_SUFFIX = re.compile(r"\.(ya?ml)$", re.IGNORECASE)


class GameFileError(ListBuilderError):
    """A game file that cannot be read or written."""


def game_path(roster_path: Path) -> Path:
    """``army.netepic.yaml`` -> ``army.netepic.game.yaml``; ``a.ros`` -> ``a.ros.game.yaml``."""
    name = _ROSTER_SUFFIX.sub("", roster_path.name)
    return roster_path.with_name(name + SUFFIX)


def parse_game(text: str, file: Path | None = None) -> GameState:
    data = load_yaml(text, file, GameFileError, limits=GAME_LIMITS)
    if not isinstance(data, dict):
        raise GameFileError(Msg("error.game.not_a_game"), file=file, line=1)
    if data.get("format") != FORMAT:
        raise GameFileError(
            Msg("error.game.bad_format", tag=repr(data.get("format"))),
            file=file,
            line=1,
            field="format",
            hint=Msg("error.game.bad_format.hint", format=FORMAT),
        )
    try:
        return GameState.model_validate(data)
    except ValidationError as exc:
        raise validation_failure(exc, text, file, GameFileError) from None


def load_game(path: Path) -> GameState:
    """The state in *path*; a missing file is a fresh game."""
    if not path.exists():
        return GameState()
    return parse_game(read_text_file(path, GameFileError, what="game file", cap=_CAP), file=path)


def dump_game(state: GameState) -> str:
    return dump_text(state.model_dump(mode="json"))


def save_game(state: GameState, path: Path) -> None:
    """Write *state* to *path* atomically; failures are a :class:`GameFileError`."""
    try:
        atomic_write_text(path, dump_game(state), kind=OutputKind.GAME)
    except OSError as exc:
        raise write_error(exc, path, GameFileError, key="error.game.write") from None


def archive_path(game_file: Path, when: datetime) -> Path:
    """Where a finished or set-aside game goes when a new one starts: beside it, stamped to
    the minute (``army.netepic.game.yaml`` -> ``army.netepic.game-2026-11-28-1530.yaml``),
    with ``-2``, ``-3``... when that name is taken."""
    stem = game_file.name[: -len(SUFFIX)] if game_file.name.endswith(SUFFIX) else game_file.stem
    base = f"{stem}.game-{when:%Y-%m-%d-%H%M}"
    found = game_file.with_name(base + ".yaml")
    n = 2
    while found.exists():
        found = game_file.with_name(f"{base}-{n}.yaml")
        n += 1
    return found


def archive_game(state: GameState, game_file: Path, when: datetime) -> Path:
    """Keep *state* in a file of its own beside *game_file* (see :func:`archive_path`), so
    starting over never loses a game; the path written."""
    target = archive_path(game_file, when)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise write_error(exc, target, GameFileError, key="error.game.write") from None
    save_game(state, target)
    return target
