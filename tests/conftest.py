"""Test-wide setup: never touch the user's real cache or data folders."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from listbuilder import paths

SHARED = Path(__file__).resolve().parents[2] / "shared"
"""The rules, rulebook text and BattleScribe data beside the checkout (``../shared``): there
in the project's workspace, absent from a clone of the public repository."""
BATTLESCRIBE_DIR = SHARED / "battlescribe" / "netepic-gold"
BATTLESCRIBE_SCHEMA = SHARED / "battlescribe" / "schema" / "Roster-2.03.xsd"

SHARED_PRESENT = (BATTLESCRIBE_DIR / "NetEpic Gold.gst").is_file() and BATTLESCRIBE_SCHEMA.is_file()
SHARED_ABSENT = f"{SHARED} (the BattleScribe data and schema beside the checkout) is not present"

needs_shared = pytest.mark.skipif(not SHARED_PRESENT, reason=SHARED_ABSENT)
"""The one check for ``../shared``: every test that reads it carries this marker (or its
module's ``pytestmark``), so a clone with no ``shared/`` beside it skips them with the reason."""


def _chromium() -> str | None:
    from tests.phone.cdp import chromium_path

    return chromium_path()


CHROMIUM = _chromium()
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None,
    reason="no Chromium to open the phone page in (Debian: apt-get install chromium; "
    "LISTBUILDER_CHROMIUM names another)",
)
"""The browser tests of the phone page (tests/phone) carry it: a system with no Chromium
skips them with the reason; nothing downloads a browser."""


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


def _fonts_for_offscreen_qt_on_windows() -> None:
    """Qt's offscreen platform on Windows reads fonts from ``QT_QPA_FONTDIR`` only (by default
    ``PySide6/lib/fonts``, which no wheel has), never from the system: without it every text
    is measured in no font at all. The tests give it the app's own fonts (DejaVu, which the
    printouts embed), the same on Windows, under Wine and on a CI runner."""
    if sys.platform == "win32" and "QT_QPA_FONTDIR" not in os.environ:
        os.environ["QT_QPA_FONTDIR"] = str(
            Path(__file__).resolve().parents[1] / "resources" / "fonts"
        )


_fonts_for_offscreen_qt_on_windows()
