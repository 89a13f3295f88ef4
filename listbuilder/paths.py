"""Where the bundled data lives, in a source checkout and in an installed wheel."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

_SOURCE_ROOT = Path(__file__).resolve().parent.parent


def _bundled(folder: str) -> Path:
    """The folder beside the package in a checkout, else inside the installed package."""
    in_checkout = _SOURCE_ROOT / folder
    if in_checkout.is_dir() and (_SOURCE_ROOT / "pyproject.toml").is_file():
        return in_checkout
    return Path(__file__).resolve().parent / folder


def codex_data_dir() -> Path:
    """The codex data folder; ``LISTBUILDER_CODEX_DIR`` overrides it (tests, modders)."""
    override = os.environ.get("LISTBUILDER_CODEX_DIR")
    if override:
        return Path(override)
    return _bundled("codex_data")


def bundled_codex_data_dir() -> Path:
    """The codex data shipped with the app, whatever ``LISTBUILDER_CODEX_DIR`` says (the
    figures of past data revisions are looked up there too)."""
    return _bundled("codex_data")


def resources_dir() -> Path:
    return _bundled("resources")


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def cache_dir() -> Path:
    """The user's cache folder for compiled codex data; ``LISTBUILDER_CACHE_DIR`` overrides it."""
    override = os.environ.get("LISTBUILDER_CACHE_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_cache_dir("listbuilder", "listbuilder"))


def data_dir() -> Path:
    """The user's data folder (autosave, recovery, recent files)."""
    override = os.environ.get("LISTBUILDER_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("listbuilder", "listbuilder"))
