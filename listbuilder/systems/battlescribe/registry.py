"""The game data the player added: one folder per game system in the user data folder.

``listbuilder data add FOLDER`` reads the folder's ``.gst`` and every ``.cat`` in full (so
bad data is refused before anything is copied), then copies exactly the bytes it checked
into ``<data folder>/game-data/<game system id>/`` with a small manifest
(``listbuilder-data.json``: id, name, revision, counts), all at once
(:func:`~listbuilder.files.folders.replace_folder`). ``LISTBUILDER_DATA_DIR`` moves it,
as it moves the autosaves. A copy rather than a link: the player's folder may move or be
updated by BattleScribe while a roster of that revision is open.

Loading goes through a compiled cache (:mod:`.compiled`) in the user's cache folder,
keyed by the files' names, sizes and times: a stale or damaged cache costs only the XML
read.
"""

from __future__ import annotations

import gc
import hashlib
import json
import logging
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from listbuilder import paths
from listbuilder.files.folders import replace_folder
from listbuilder.files.game_data import MANIFEST, data_root
from listbuilder.files.reading import SizeCap, read_regular_bytes
from listbuilder.i18n.text import Msg
from listbuilder.records import record
from listbuilder.systems.battlescribe.errors import GameDataError
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Catalogue
from listbuilder.systems.battlescribe.xmlsafe import MAX_FILES, read_data_bytes

log = logging.getLogger(__name__)

MANIFEST_CAP = SizeCap(1024 * 1024, "gamedata.too_large_file", "gamedata.too_large_file.hint")
READER_VERSION = "1"
"""Part of the cache key: a new reader never reads an old reader's compiled form."""
DATA_SUFFIXES = (".gst", ".cat", ".gstz", ".catz")
"""Game system and catalogue files, plain or zipped as BattleScribe keeps them."""


@record(slots=True)
class AddedData:
    """One game system the player added, as its manifest says."""

    id: str
    name: str
    revision: int
    folder: Path
    catalogues: int
    entries: int
    unknown: int
    unresolved: int
    source: str = ""


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Reading makes hundreds of thousands of objects that live on: no collection meanwhile."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _data_files(folder: Path) -> tuple[Path, list[Path]]:
    """The one ``.gst`` and the ``.cat`` files of *folder*, or a worded refusal."""
    if not folder.is_dir():
        raise GameDataError(
            Msg("gamedata.not_folder"), file=folder, hint=Msg("gamedata.not_folder.hint")
        )
    try:
        names = sorted(p for p in folder.iterdir() if p.suffix.lower() in DATA_SUFFIXES)
    except OSError as exc:
        raise GameDataError(
            Msg("error.folder.unreadable", reason=exc.strerror or str(exc)), file=folder
        ) from None
    systems = [p for p in names if p.suffix.lower() in (".gst", ".gstz")]
    catalogues = [p for p in names if p.suffix.lower() in (".cat", ".catz")]
    if len(systems) != 1:
        key = "gamedata.no_gst" if not systems else "gamedata.many_gst"
        raise GameDataError(
            Msg(key, count=len(systems)), file=folder, hint=Msg("gamedata.one_gst.hint")
        )
    if len(catalogues) > MAX_FILES:
        raise GameDataError(Msg("gamedata.too_many_files", limit=MAX_FILES), file=folder)
    return systems[0], catalogues


def read_folder(folder: Path) -> tuple[GameData, dict[str, bytes]]:
    """Read and check a folder of game data: the data and the bytes of each file."""
    from listbuilder.systems.battlescribe.reader import read_catalogue_bytes
    from listbuilder.systems.netepic import NetEpicSystem

    if folder.is_file() and folder.suffix.lower() in (".gst", ".gstz"):
        folder = folder.parent  # the game system file named: its folder
    gst, cats = _data_files(folder)
    raw: dict[str, bytes] = {}
    with _collector_paused():
        raw[_plain(gst)] = read_data_bytes(gst)
        system = read_catalogue_bytes(raw[_plain(gst)], gst)
        if not system.is_system:
            raise GameDataError(Msg("gamedata.gst_not_system"), file=gst, line=1)
        if NetEpicSystem().claims(system.id, ""):
            raise GameDataError(
                Msg("gamedata.netepic_builtin"), file=gst, hint=Msg("gamedata.netepic_builtin.hint")
            )
        catalogues: list[Catalogue] = []
        seen: dict[str, str] = {}
        for path in cats:
            raw[_plain(path)] = read_data_bytes(path)
            cat = read_catalogue_bytes(raw[_plain(path)], path)
            if cat.is_system:
                raise GameDataError(Msg("gamedata.many_gst", count=2), file=path, line=1)
            if cat.game_system_id != system.id:
                raise GameDataError(
                    Msg("gamedata.other_system", theirs=cat.game_system_id, system=system.name),
                    file=path,
                    line=1,
                    hint=Msg("gamedata.other_system.hint"),
                )
            if cat.id in seen:
                raise GameDataError(
                    Msg("gamedata.duplicate_catalogue", other=seen[cat.id]), file=path, line=1
                )
            seen[cat.id] = path.name
            catalogues.append(cat)
    return GameData(system, catalogues, folder), raw


def _plain(path: Path) -> str:
    """The name the copy takes: a zipped ``.catz`` is kept unpacked, as ``.cat``."""
    name = path.name
    return name[:-1] if name.lower().endswith(("gstz", "catz")) else name


def _slug(system_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", system_id)[:80] or "game"


def add_data(folder: Path) -> AddedData:
    """Check *folder* and copy it into the user data folder (replacing the same game
    system's earlier copy, all at once); the compiled cache is written at once."""
    data, raw = read_folder(folder)
    counts = data.counts()
    target = data_root() / _slug(data.id)
    manifest = {
        "format": "listbuilder-game-data/1",
        "id": data.id,
        "name": data.name,
        "revision": data.revision,
        "catalogues": counts.catalogues,
        "entries": counts.entries,
        "unknown": counts.unknown,
        "unresolved": counts.unresolved,
        "source": str(folder.resolve()),
    }

    def fill(staging: Path) -> None:
        for name, content in raw.items():
            (staging / name).write_bytes(content)
        (staging / MANIFEST).write_text(
            json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )

    try:
        replace_folder(target, fill, keep=lambda name: False)
    except OSError as exc:
        raise GameDataError(
            Msg("gamedata.cannot_copy", reason=exc.strerror or str(exc)),
            file=target,
            hint=Msg("error.folder_writable.hint"),
        ) from None
    _ADDED.clear()
    _write_cache(target, [data.system, *data.catalogues])
    return _added(manifest, target)


def _added(manifest: dict[str, Any], folder: Path) -> AddedData:
    return AddedData(
        id=str(manifest.get("id", "")),
        name=str(manifest.get("name", "")),
        revision=int(manifest.get("revision", 0) or 0),
        folder=folder,
        catalogues=int(manifest.get("catalogues", 0) or 0),
        entries=int(manifest.get("entries", 0) or 0),
        unknown=int(manifest.get("unknown", 0) or 0),
        unresolved=int(manifest.get("unresolved", 0) or 0),
        source=str(manifest.get("source", "")),
    )


_ADDED: dict[tuple[str, int], list[AddedData]] = {}
"""The manifests read, by data folder and its time: ``validate`` asks once per roster file."""


def added_data() -> list[AddedData]:
    """Every game system added, by name; a folder with no readable manifest is skipped."""
    root = data_root()
    try:
        key = (str(root), root.stat().st_mtime_ns)
    except OSError:
        return []
    if key not in _ADDED:
        _ADDED.clear()
        _ADDED[key] = _read_added(root)
    return list(_ADDED[key])


def _read_added(root: Path) -> list[AddedData]:
    if not root.is_dir():
        return []
    found: list[AddedData] = []
    for folder in sorted(root.iterdir()):
        if folder.name.startswith(".") or not (folder / MANIFEST).is_file():
            continue
        try:
            raw = read_regular_bytes(folder / MANIFEST, GameDataError, cap=MANIFEST_CAP)
            manifest = json.loads(raw.decode("utf-8"))
            if isinstance(manifest, dict) and manifest.get("id"):
                found.append(_added(manifest, folder))
        except (GameDataError, ValueError, TypeError) as exc:
            log.warning("game data in %s skipped: %s", folder, exc)
    return sorted(found, key=lambda item: item.name.casefold())


def find_added(name_or_id: str) -> AddedData | None:
    """The added game system with this id, or this name (any case), or ``None``."""
    wanted = " ".join(name_or_id.split()).casefold()
    for item in added_data():
        if item.id == name_or_id.strip() or " ".join(item.name.split()).casefold() == wanted:
            return item
    return None


def remove_data(name_or_id: str) -> AddedData:
    item = find_added(name_or_id)
    if item is None:
        known = ", ".join(f"{d.name} ({d.id})" for d in added_data()) or "-"
        raise GameDataError(
            Msg("gamedata.not_added", name=name_or_id, known=known),
            hint=Msg("gamedata.not_added.hint"),
        )
    try:
        shutil.rmtree(item.folder)
    except OSError as exc:
        raise GameDataError(
            Msg("gamedata.cannot_remove", reason=exc.strerror or str(exc)), file=item.folder
        ) from None
    _ADDED.clear()
    _cache_path(item.id).unlink(missing_ok=True)
    return item


# --- loading, through the compiled cache -----------------------------------------------


def _cache_path(system_id: str) -> Path:
    return paths.cache_dir() / "game-data" / f"{_slug(system_id)}.json"


def _cache_key(folder: Path) -> str:
    digest = hashlib.sha256(f"{READER_VERSION}\0{folder.resolve()}\n".encode())
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() in DATA_SUFFIXES:
            info = path.stat()
            digest.update(f"{path.name}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _write_cache(folder: Path, catalogues: list[Catalogue]) -> None:
    from listbuilder.systems.battlescribe.compiled import write_compiled

    try:
        path = _cache_path(catalogues[0].id)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_compiled(path, catalogues, _cache_key(folder))
    except Exception as exc:  # a cache only saves time
        log.debug("game data cache not written: %s", exc)


_LOADED: dict[str, tuple[str, GameData]] = {}


def load_game_data(item: AddedData, *, use_cache: bool = True) -> GameData:
    """The game data of an added game system: from the compiled cache when the files have
    not changed, else read again (and the cache rewritten)."""
    from listbuilder.systems.battlescribe.compiled import CompiledDataError, read_compiled

    key = _cache_key(item.folder)
    held = _LOADED.get(item.id)
    if held is not None and held[0] == key:
        return held[1]
    data: GameData | None = None
    if use_cache:
        try:
            with _collector_paused():
                catalogues = read_compiled(_cache_path(item.id), key)
            if catalogues and catalogues[0].is_system:
                data = GameData(catalogues[0], catalogues[1:], item.folder)
        except (CompiledDataError, OSError) as exc:
            log.debug("game data cache not used: %s", exc)
    if data is None:
        data, _ = read_folder(item.folder)
        if use_cache:
            _write_cache(item.folder, [data.system, *data.catalogues])
    _LOADED[item.id] = (key, data)
    return data


def data_for_system(system_id: str) -> GameData | None:
    """The added data of this game system id, loaded; ``None`` when it was not added."""
    for item in added_data():
        if item.id == system_id:
            return load_game_data(item)
    return None
