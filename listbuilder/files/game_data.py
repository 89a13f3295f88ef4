"""Where the BattleScribe data of other games lives once added, and which game systems it
holds: read by NetEpic's roster reader too, to tell a player whose roster of another game it
refuses whether adding the data (ruling 19) or another command (ruling 20) is the fix, without
importing the reader of that data (:mod:`listbuilder.systems.battlescribe.registry`)."""

from __future__ import annotations

import json
from pathlib import Path

from listbuilder import paths

MANIFEST = "listbuilder-data.json"
"""The file beside each added game's data naming it (id, name, revision, counts)."""
MANIFEST_BYTES = 1024 * 1024


def data_root() -> Path:
    """Where added game data lives (``LISTBUILDER_DATA_DIR`` moves it)."""
    return paths.data_dir() / "game-data"


def added_system_ids() -> set[str]:
    """The ids of the game systems added; a folder without a readable manifest is none."""
    root = data_root()
    found: set[str] = set()
    try:
        folders = sorted(root.iterdir()) if root.is_dir() else []
    except OSError:
        return found
    for folder in folders:
        manifest = folder / MANIFEST
        try:
            if folder.name.startswith(".") or not manifest.is_file():
                continue
            if manifest.stat().st_size > MANIFEST_BYTES:
                continue
            data = json.loads(manifest.read_bytes().decode("utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and isinstance(data.get("id"), str):
            found.add(data["id"])
    return found
