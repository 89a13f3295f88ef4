"""The screenshot tool renders the real window at the size, language and scheme asked."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

TOOL = Path(__file__).resolve().parents[2] / "tools" / "screenshots.py"


def _tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("screenshots_tool", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_state_language_scheme_and_size_is_listed() -> None:
    names = {f"{s.name}-{lang}-{scheme}-{w}" for s, lang, scheme, (w, _) in _tool().shots()}
    assert len(names) == 32
    assert {"welcome-en-light-1024", "titan-fr-dark-1920", "illegal-fr-light-1024"} <= names


def test_a_dark_french_shot_is_rendered_at_its_size(qtbot: QtBot, tmp_path: Path) -> None:
    written = _tool().render(tmp_path, only="illegal-fr-dark-1024")
    assert [p.name for p in written] == ["illegal-fr-dark-1024.png"]
    image = QImage(str(written[0]))
    assert (image.width(), image.height()) == (1024, 700)
    # the window's background follows the dark palette, not a hard-coded white
    assert image.pixelColor(1000, 690).lightness() < 100


def test_the_print_preview_is_shot_with_its_pages(qtbot: QtBot, tmp_path: Path) -> None:
    written = _tool().render(tmp_path, only="print-preview-en-light")
    assert [p.name for p in written] == ["print-preview-en-light.png"]
    image = QImage(str(written[0]))
    assert (image.width(), image.height()) == (1000, 700)
    # the page drawn in the preview: white paper in the middle of the dialog
    assert image.pixelColor(image.width() * 2 // 3, image.height() // 10).lightness() > 240


def test_the_small_screens_are_shot_in_both_languages() -> None:
    """The window as it first opens on 1024x768 and 1366x768 (issue 21), titan options
    scrolled and a card with a problem included."""
    names = {f"{s.name}-{lang}-light-{w}x{h}" for s, lang, (w, h) in _tool().screen_shots()}
    assert {
        "illegal-en-light-1024x768",
        "illegal-fr-light-1366x768",
        "titan-scrolled-fr-light-1024x768",
        "illegal-card-en-light-1366x768",
        "names-notes-fr-light-1366x768",
        "pasted-en-light-1024x768",
    } <= names


def test_names_notes_and_a_paste_are_shot_through_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    written = _tool().render(tmp_path, only="-en-light-1024x768")
    names = {p.name for p in written}
    assert {"names-notes-en-light-1024x768.png", "pasted-en-light-1024x768.png"} <= names
