"""Checking the lists sent to an event: the one path behind ``validate --csv`` and the
window's tournament desk (Tools › Check Lists for an Event…).

Both read the same files the same way (:func:`expand`, :func:`check_all`) and write the same
CSV (:func:`csv_text`), so the organiser's report from the window is byte for byte the command
line's. Nothing here knows Qt: the desk runs :func:`check_all` on its worker thread, with
*step* reporting progress and raising when the organiser cancels.
"""

from __future__ import annotations

import csv
import errno
import io
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from listbuilder.codex.codex import Codex, HouseRules
from listbuilder.editing.session import EditSession
from listbuilder.errors import ListBuilderError, OutputPathError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import FileKind, file_kind
from listbuilder.files.saving import save_bytes
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterImportReport
from listbuilder.interop.rosters import ROSTER_SUFFIXES, PackNotRoster
from listbuilder.records import record
from listbuilder.report.inert import csv_cell
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.house_rules import apply_pack
from listbuilder.rules.tournament import TournamentPack

if TYPE_CHECKING:
    from listbuilder.systems.battlescribe.validation import OtherResult

Validator = Callable[..., ValidationResult]
Step = Callable[[int, int], None]
"""Called with (files done, files in all) after each file; may raise to stop."""


@record
class Checked:
    """One file's outcome: a result, or the error that kept it from being read."""

    file: str
    name: str = ""
    result: ValidationResult | OtherResult | None = None
    error: ListBuilderError | None = None
    report: RosterImportReport | None = None
    """What reading a BattleScribe roster did (None for our own YAML rosters)."""
    internal: bool = False
    """The error is a bug of listbuilder, not of the file (exit status 3)."""
    roster: Roster | None = None
    pack: HouseRules | None = None
    """The house rules the roster was checked under (the pack given, or the one it carries)."""
    pack_notice: Msg | None = None
    """What opening it under house rules did (see :attr:`EditSession.pack_notice`)."""
    codex: Codex | None = None
    """The codex it was checked with (derived from its pack, when under house rules)."""

    @property
    def status(self) -> str:
        if self.result is None:
            return "unreadable"
        return "legal" if self.result.legal else "illegal"


def expand(paths: list[str], lang: str) -> tuple[list[tuple[str, bool]], list[Checked]]:
    """Files to check (each with whether it came from a folder), and folder problems as errors.

    A folder stands for its ``*.yaml``/``*.yml`` entries; an empty or unreadable folder, and
    entries that are links going nowhere (or round in a loop), folders or special files, are
    reported instead of skipped in silence.
    """
    files: list[tuple[str, bool]] = []
    problems: list[Checked] = []
    for raw in paths:
        path = Path(raw)
        if not path.is_dir():
            files.append((raw, False))
            continue
        try:
            entries = sorted(p for p in path.iterdir() if p.suffix.lower() in ROSTER_SUFFIXES)
        except OSError as exc:
            error = ListBuilderError(
                Msg("error.folder.unreadable", reason=exc.strerror or str(exc)),
                file=raw,
                hint=Msg("error.folder.unreadable.hint"),
            )
            problems.append(Checked(raw, error=error))
            continue
        found = []
        for entry in entries:
            trouble = _not_a_roster_file(entry)
            if trouble is None:
                found.append(entry)
            else:
                problems.append(Checked(str(entry), error=ListBuilderError(trouble, file=entry)))
        if not entries:
            text = message("summary.no-rosters", lang, folder=raw)
            problems.append(Checked(raw, error=ListBuilderError(text)))
        files.extend((str(p), True) for p in found)
    return files, problems


def _not_a_roster_file(path: Path) -> Msg | None:
    """Why a folder entry named like a roster cannot be read as one (``None``: it can)."""
    try:
        mode = path.stat().st_mode
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return Msg("error.folder.link_loop")
        if path.is_symlink():
            return Msg("error.folder.link_dangling")
        return Msg("error.read.failed", reason=exc.strerror or str(exc))
    kind = file_kind(mode)
    if kind is FileKind.FOLDER:
        return Msg("error.read.folder", what=Msg("error.what.roster_file"))
    if kind is FileKind.SPECIAL:
        return Msg("error.folder.special")
    return None


def event_codex(codex: Codex, pack: TournamentPack | None) -> Codex:
    """The army books as the event plays them. A ``netepic-tournament/1`` pack only forbids,
    so they are the shipped ones; house rules (``netepic-tournament/2``: changed figures,
    custom cards) derive them here, for the desk as for ``validate --tournament``."""
    return codex if pack is None else apply_pack(codex, pack)


def check_file(
    file: str,
    codex: Codex,
    pack: TournamentPack | None,
    *,
    skip_packs: bool = False,
    validator: Validator = validate,
    rules: str | None = None,
) -> Checked | None:
    """Read one roster and take its findings and figures from an editing session over it;
    ``None`` for a tournament pack met in a folder. A roster of another game whose data
    was added is checked by that data and the rule pack *rules* (ruling 20)."""
    other = _check_other_game(file, rules)
    if other is not None:
        return other
    try:
        session = EditSession.open(
            codex, file, tournament=pack, validator=validator, skip_packs=skip_packs
        )
    except PackNotRoster:
        return None
    except ListBuilderError as exc:
        return Checked(file, error=exc)
    return Checked(
        file,
        session.roster.name,
        session.result,
        report=session.import_report,
        roster=session.roster,
        pack=session.codex.house,
        pack_notice=session.pack_notice,
        codex=session.codex,
    )


def _check_other_game(file: str, rules: str | None) -> Checked | None:
    """The outcome for a roster of another game whose data was added, else ``None``."""
    from listbuilder.systems.battlescribe.validation import (
        check_other_roster,
        other_game_roster,
    )

    try:
        found = other_game_roster(file)
    except ListBuilderError as exc:
        return Checked(file, error=exc)
    if found is None:
        return None
    roster, data = found
    return Checked(file, roster.name, check_other_roster(roster, data, rules))


def crashed(file: str, exc: Exception, *, debug: bool) -> Checked:
    """A bug met on one file, as that file's outcome: the others are still checked."""
    if debug:
        traceback.print_exception(exc, file=sys.stderr)
    detail = " ".join(str(exc).split())[:200]
    error = ListBuilderError(
        Msg("error.internal", kind=type(exc).__name__, detail=detail),
        file=file,
        hint=Msg("error.internal.hint" if debug else "error.internal.hint_debug"),
    )
    return Checked(file, error=error, internal=True)


def check_all(
    files: list[tuple[str, bool]],
    codex: Codex,
    pack: TournamentPack | None,
    *,
    validator: Validator = validate,
    debug: bool = False,
    step: Step | None = None,
    known: Callable[[str], Checked | None] | None = None,
    rules: str | None = None,
) -> list[Checked]:
    """Check *files* (from :func:`expand`) in order; tournament packs met in a folder are
    left out. *known* may hand back an outcome still valid (the desk's unchanged files)."""
    checked: list[Checked] = []
    for done, (file, from_folder) in enumerate(files, 1):
        item = known(file) if known is not None else None
        if item is None:
            try:
                item = check_file(
                    file,
                    codex,
                    pack,
                    skip_packs=from_folder,
                    validator=validator,
                    rules=rules,
                )
            except Exception as exc:  # a bug met on one file must not stop the others
                item = crashed(file, exc, debug=debug)
        if item is not None:
            checked.append(item)
        if step is not None:
            step(done, len(files))
    return checked


CSV_COLUMNS = (
    "file",
    "name",
    "status",
    "legal",
    "points",
    "points_limit",
    "victory_points",
    "errors",
    "warnings",
    "codes",
)


def csv_text(checked: list[Checked]) -> str:
    """The summary table for an organiser, one row per roster file. Text cells are a
    stranger's words: none may start a formula (:func:`csv_cell`)."""
    handle = io.StringIO(newline="")
    writer = _InertCsv(csv.writer(handle))
    writer.writerow(list(CSV_COLUMNS))
    for item in checked:
        result = item.result
        if result is None:
            error = item.error.describe() if item.error else ""
            writer.writerow([item.file, "", "unreadable", "false", "", "", "", "", "", error])
            continue
        figures = result.figures
        writer.writerow(
            [
                item.file,
                item.name,
                item.status,
                str(result.legal).lower(),
                figures.points,
                figures.points_limit if figures.points_limit is not None else "",
                figures.victory_points,
                len(result.errors),
                len(result.warnings),
                " ".join(dict.fromkeys(result.codes())),
            ]
        )
    return handle.getvalue()


def write_csv(checked: list[Checked], path: Path) -> None:
    """:func:`csv_text` written atomically, in UTF-8."""
    save_bytes(path, csv_text(checked).encode("utf-8"), OutputPathError, kind=OutputKind.CSV)


class _InertCsv:
    """A CSV writer whose text cells can never start a spreadsheet formula."""

    def __init__(self, writer: Any) -> None:
        self._writer = writer

    def writerow(self, row: list[Any]) -> None:
        self._writer.writerow([csv_cell(cell) if isinstance(cell, str) else cell for cell in row])
