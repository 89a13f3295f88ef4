"""Test-wide setup: never touch the user's real cache or data folders."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from listbuilder import paths

SHARED = Path(__file__).resolve().parents[2] / "shared"
BATTLESCRIBE_DIR = SHARED / "battlescribe" / "netepic-gold"


@pytest.fixture(autouse=True, scope="session")
def _isolated_user_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    base = tmp_path_factory.mktemp("user")
    old = {k: os.environ.get(k) for k in ("LISTBUILDER_CACHE_DIR", "LISTBUILDER_DATA_DIR")}
    os.environ["LISTBUILDER_CACHE_DIR"] = str(base / "cache")
    os.environ["LISTBUILDER_DATA_DIR"] = str(base / "data")
    yield
    for key, value in old.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(scope="session")
def codex():  # type: ignore[no-untyped-def]
    """The real bundled codex (army books as shipped)."""
    from listbuilder.codex.loader import load_codex

    loaded = load_codex(paths.codex_data_dir())
    assert not loaded.errors, [e.describe() for e in loaded.errors]
    return loaded
