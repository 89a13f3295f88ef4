"""What the start page says about each recent roster: its name, army, points and whether it
is legal, worked out off the GUI thread and kept in a small cache keyed by each file's
modification time and size.

Reading and validating ten rosters took the GUI thread far over the 100 ms a window may
freeze; the worker thread (:mod:`listbuilder.gui.work`) does it, and the cache
(``paths.cache_dir()/recent-rosters.json``) makes the next start show them at once. A file
that changed (another time or size) is read again; a file that is gone says so.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from listbuilder import paths
from listbuilder.gui import core
from listbuilder.records import record

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.gui.work import Job

log = logging.getLogger(__name__)

CACHE_NAME = "recent-rosters.json"
CACHE_VERSION = 1
MAX_CACHE_BYTES = 256 * 1024
"""Largest cache read: a few hundred bytes a roster, for ten rosters."""

MISSING = "missing"
UNREADABLE = "unreadable"
LEGAL = "legal"
ILLEGAL = "illegal"


@record
class RecentSummary:
    """One recent roster as the start page shows it."""

    path: str
    state: str
    """:data:`LEGAL`, :data:`ILLEGAL`, :data:`MISSING` or :data:`UNREADABLE`."""
    name: str = ""
    list_ids: tuple[str, ...] = ()
    """The army list of each force, the main one first."""
    points: int = 0
    points_limit: int | None = None
    errors: int = 0
    stamp: tuple[int, int] = (0, 0)
    """The file's modification time (ns) and size when it was read."""


def cache_file() -> Path:
    return paths.cache_dir() / CACHE_NAME


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size)


def read_cache(file: Path | None = None) -> dict[str, RecentSummary]:
    """The summaries kept from earlier (none when the cache is absent or damaged: it is
    only a cache, worked out again)."""
    file = file or cache_file()
    try:
        if not file.is_file() or file.stat().st_size > MAX_CACHE_BYTES:
            return {}
        text = file.read_text(encoding="utf-8")
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
            return {}
        found: dict[str, RecentSummary] = {}
        for item in data.get("rosters", []):
            summary = RecentSummary(
                path=str(item["path"]),
                state=str(item["state"]),
                name=str(item["name"]),
                list_ids=tuple(str(i) for i in item["list_ids"]),
                points=int(item["points"]),
                points_limit=None if item["points_limit"] is None else int(item["points_limit"]),
                errors=int(item["errors"]),
                stamp=(int(item["stamp"][0]), int(item["stamp"][1])),
            )
            found[summary.path] = summary
        return found
    except (OSError, ValueError, KeyError, TypeError, IndexError, RecursionError) as exc:
        log.warning("recent rosters cache ignored: %s: %s", file, exc)
        return {}


def write_cache(summaries: list[RecentSummary], file: Path | None = None) -> None:
    file = file or cache_file()
    kept = [asdict(s) for s in summaries if s.state not in (MISSING, UNREADABLE)]
    try:
        core.writing.atomic_write_text(
            file, json.dumps({"version": CACHE_VERSION, "rosters": kept})
        )
    except OSError as exc:  # only a cache: the next start works them out again
        log.warning("recent rosters cache not written: %s: %s", file, exc)


def summarize(path: Path, codex: Codex, cached: RecentSummary | None = None) -> RecentSummary:
    """*path*'s summary: the cached one while the file's time and size are unchanged, else
    read and validated now (on the worker thread)."""
    stamp = _stamp(path)
    if stamp is None:
        return RecentSummary(str(path), MISSING)
    if cached is not None and cached.stamp == stamp and cached.state in (LEGAL, ILLEGAL):
        return cached
    other = _other_game_summary(path, stamp)
    if other is not None:
        return other
    try:
        roster = core.rosters.load_roster_file(path, codex).roster
        pack = None
        if roster.pack is not None:  # built under house rules: summed up under them
            codex, pack, _ = core.house_rules.reopen_under_pack(codex, roster.pack, None, path)
        result = core.engine.validate(roster, codex, tournament=pack)
    except (core.errors.ListBuilderError, OSError, RecursionError, ValueError):
        return RecentSummary(str(path), UNREADABLE, stamp=stamp)
    errors = len(result.errors)
    return RecentSummary(
        path=str(path),
        state=LEGAL if errors == 0 else ILLEGAL,
        name=roster.name,
        list_ids=tuple(force.list_id for force in roster.forces),
        points=result.figures.points,
        points_limit=roster.points_limit,
        errors=errors,
        stamp=stamp,
    )


def _other_game_summary(path: Path, stamp: tuple[int, int]) -> RecentSummary | None:
    """A roster of an added game (issue 35), checked by its own data: its forces'
    catalogues stand for the army lists. ``None``: NetEpic's (or no game data added)."""
    if not core.game_data.added_system_ids() or not core.sniff.may_be_other_game(path):
        # cheap: a folder listing, a file's head
        return None
    try:
        found = core.validation.other_game_roster(path)
        if found is None:
            return None
        result = core.validation.check_other_roster(*found)
    except (core.errors.ListBuilderError, OSError, RecursionError, ValueError):
        return RecentSummary(str(path), UNREADABLE, stamp=stamp)
    errors = len(result.errors)
    limit = result.figures.points_limit
    return RecentSummary(
        path=str(path),
        state=LEGAL if errors == 0 else ILLEGAL,
        name=result.roster.name,
        list_ids=tuple(force.catalogue_name for _path, force in result.roster.all_forces()),
        points=int(result.figures.points),
        points_limit=int(limit) if limit else None,
        errors=errors,
        stamp=stamp,
    )


def summarize_all(
    files: list[Path], codex: Codex, job: Job[object] | None = None
) -> list[RecentSummary]:
    """Every file's summary, the cache read first and written again after."""
    cached = read_cache()
    found: list[RecentSummary] = []
    for path in files:
        if job is not None:
            job.check()
        found.append(summarize(path, codex, cached.get(str(path))))
    if any(cached.get(s.path) != s for s in found):
        write_cache(found)
    return found


class RecentSummaries(QObject):
    """Works out the start page's summaries on the worker thread; :attr:`ready` gives them."""

    ready = Signal(list)
    """The summaries (a list of :class:`RecentSummary`), on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job: Job[object] | None = None
        self.latest: list[RecentSummary] = []

    def request(self, files: list[Path], codex: Codex) -> None:
        """Work the summaries of *files* out (a request still running is cancelled)."""
        from listbuilder.gui.work import Job

        if self.job is not None:
            self.job.cancel()
        wanted = list(files)
        job: Job[object] = Job(
            lambda j: summarize_all(wanted, codex, j), self, holds_idle_work=False
        )
        self.job = job
        job.ended.connect(lambda: self._ended(job))
        job.start()

    def _ended(self, job: Job[object]) -> None:
        if job is not self.job:
            return  # an earlier request, overtaken
        self.job = None
        if job.error is not None:
            log.warning("recent rosters not summarized: %s", job.error)
            return
        value = job.value
        if isinstance(value, list):
            self.latest = value
            self.ready.emit(value)
