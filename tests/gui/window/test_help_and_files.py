"""Small confusions (issue 21, item 6) and Save a Copy (item 2), through the real window:
the welcome title, the totals' tooltips, Help > Getting Started and Keyboard Shortcuts, file
dialogs that start in Documents, and a copy that leaves the window's own file alone."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from listbuilder.gui.dialogs.help_dialogs import GettingStartedDialog, ShortcutsDialog
from listbuilder.gui.window import folders
from listbuilder.roster.io import load_roster
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
SM = "adeptus_astartes"


def test_the_welcome_title_names_the_app_once(make_window: Callable[..., MainWindow]) -> None:
    for lang in ("en", "fr"):
        window = make_window(lang)
        title = window.windowTitle()
        app_name = "Listbuilder"  # the app's display name (gui.app.set_identity)
        # the desktop adds the app's name to a title that does not end with it
        assert title.endswith(app_name) and title.count(app_name) == 1, title


def test_the_totals_tooltips_explain_rather_than_repeat(qtbot: QtBot, window: MainWindow) -> None:
    assert window.open_path(ROOT / "examples" / "alaitoc-illegal.yaml", ask=False)
    totals = window.totals
    elite, uniques = totals.elite, totals.uniques
    assert elite.text() == "Elite re-rolls: 26" and uniques.text() == "Unique cards: 2 of 1"
    assert elite.text() not in elite.toolTip() and uniques.text() not in uniques.toolTip()
    assert "one for each Elite model in the army" in elite.toolTip()
    assert "\u00a76.9" in elite.toolTip()
    tip = uniques.toolTip()
    assert "2 taken, 1 allowed" in tip and "one per full 3,000 points" in tip
    assert "the points limit, 3,000" in tip and "rulings 2 and 3" in tip
    window.language_actions["fr"].trigger()
    assert "prises 2, permises 1" in uniques.toolTip()
    assert "figurine d'élite" in elite.toolTip()


# --- Help ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "title", "start"),
    [
        ("en", "Getting Started", "Getting started"),
        ("fr", "Premiers pas", "Premiers pas"),
    ],
)
def test_getting_started_opens_a_page_in_the_window_language(
    make_window: Callable[..., MainWindow], lang: str, title: str, start: str
) -> None:
    window = make_window(lang)
    assert window.getting_started_action in window.help_menu.actions()
    window.getting_started_action.trigger()
    dialog = window.findChild(GettingStartedDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == title
    text = dialog.page.toPlainText()
    assert text.startswith(start) and len(text.split()) > 100
    dialog.close()


def test_the_shortcuts_list_is_read_from_the_actions(window: MainWindow) -> None:
    native = QKeySequence.SequenceFormat.NativeText

    def keys(sequence: QKeySequence) -> str:
        return sequence.toString(native)

    window.shortcuts_action.trigger()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible()
    rows = dialog.rows()
    assert ("File", "Save", keys(window.save_action.shortcut())) in rows
    assert ("Edit", "Rename", "F2") in rows
    assert ("Help", "Getting Started", keys(window.getting_started_action.shortcut())) in rows
    listed = {(command, shortcut) for _menu, command, shortcut in rows}
    for action in window.actions():
        if not action.shortcut().isEmpty():
            text = action.text().replace("&", "").rstrip("\u2026")
            assert any(c == text and keys(action.shortcut()) in k for c, k in listed), text
    dialog.close()
    # a changed key shows the next time: the list cannot go stale
    window.rename_action.setShortcut(QKeySequence("F6"))
    window.shortcuts_action.trigger()
    again = [d for d in window.findChildren(ShortcutsDialog) if d.isVisible()]
    assert ("Edit", "Rename", "F6") in again[0].rows()
    again[0].close()


# --- where the file dialogs start --------------------------------------------------------


class Asked:
    """Stands in for QFileDialog: keeps the folder each dialog starts in, answers *answer*."""

    def __init__(self, answer: str = "") -> None:
        self.answer = answer
        self.starts: list[str] = []

    def __call__(self, _parent: object, _title: str, start: str, *_rest: object) -> tuple:
        self.starts.append(start)
        return self.answer, ""


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr(folders, "documents_folder", lambda: folder)
    return folder


def test_the_first_save_as_open_and_export_start_in_documents(
    qtbot: QtBot,
    window: MainWindow,
    documents: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.chdir(tmp_path)  # the folder the app was started from: never offered
    asked = Asked()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", asked)
    window.start_roster("Tarsis", 3000, "space_marines")
    assert not window.save_as()
    assert not window.export_dialog()
    window.set_document(None)
    window.open_dialog()
    assert len(asked.starts) == 3
    for start in asked.starts:
        assert Path(start) == documents or Path(start).parent == documents, start
    # once a roster is saved somewhere, that folder comes first
    elsewhere = tmp_path / "rosters"
    elsewhere.mkdir()
    window.start_roster("Tarsis", 3000, "space_marines")
    asked.answer = str(elsewhere / "tarsis.yaml")
    assert window.save_as()
    asked.answer = ""
    window.export_dialog()
    assert Path(asked.starts[-1]).parent == elsewhere


# --- Save a Copy -------------------------------------------------------------------------


@pytest.mark.parametrize("modified", [False, True])
def test_save_a_copy_leaves_the_window_on_its_own_file(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    modified: bool,
) -> None:
    own = tmp_path / "own.yaml"
    window.start_roster("Tarsis", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    assert window._save_to(own)
    saved = own.read_bytes()
    if modified:
        add_from_browser(qtbot, window, f"{SM}/tactical_detachment")
    document = window.document
    assert document is not None and document.session.is_modified is modified
    title = window.windowTitle()
    copy = tmp_path / "copies" / "tarsis-copy.netepic.yaml"
    copy.parent.mkdir()
    asked = Asked(str(copy))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    assert window.save_copy_action in window.file_menu.actions()
    window.save_copy_action.trigger()
    assert asked.starts and Path(asked.starts[0]).parent == tmp_path  # beside the roster
    assert load_roster(copy) == document.session.roster  # the roster as it is now
    assert window.document is document and document.session.path == own
    assert document.session.is_modified is modified and window.isWindowModified() is modified
    assert window.windowTitle() == title
    assert own.read_bytes() == saved  # the window's own file untouched
    assert not list(copy.parent.glob("*.tmp*"))  # written whole, in one move
    assert document.session.undo_label("en") is not None  # the history goes on
