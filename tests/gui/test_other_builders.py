"""What players of other builders look for (issue 31, item 11): a text box to paste a shared
list into, Close Roster and New Window, and a file never edited in two windows at once."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget

from listbuilder.gui.help_dialogs import shortcut_rows
from listbuilder.gui.import_dialog import ImportDialog
from listbuilder.gui.window_windows import open_windows
from listbuilder.interop.share_code import encode
from listbuilder.roster.edits import SetName
from listbuilder.roster.io import load_roster
from tests.gui.conftest import answer_modal

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"


def _import_dialog(qtbot: QtBot, window: MainWindow) -> ImportDialog:
    qtbot.waitUntil(lambda: window.import_dialog is not None and window.import_dialog.isVisible())
    dialog = window.import_dialog
    assert dialog is not None
    return dialog


def _ok(dialog: ImportDialog) -> QWidget:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    return button


def test_import_from_text_reads_a_forum_post_says_what_it_holds_and_opens_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    roster = load_roster(EXAMPLE)
    code = encode(roster)
    QGuiApplication.clipboard().setText("nothing here")
    seen: dict[str, object] = {}

    def work(_modal: QWidget) -> None:
        dialog = _import_dialog(qtbot, window)
        assert dialog.windowTitle() == "Import from Text"
        assert dialog.text_box.toPlainText() == ""  # the clipboard holds no code
        assert not dialog.clipboard_note.isVisible()
        assert not _ok(dialog).isEnabled()
        post = f"Hi all, my list for Saturday:\n{code[:70]}\n{code[70:]}.\nComments welcome!"
        dialog.text_box.setFocus()
        dialog.text_box.insertPlainText(post)
        qtbot.waitUntil(lambda: _ok(dialog).isEnabled())
        seen["found"] = dialog.found.text()
        qtbot.mouseClick(_ok(dialog), Qt.MouseButton.LeftButton)

    answer_modal(work)
    window.open_code_action.trigger()
    found = str(seen["found"])
    assert found.startswith(f"Found \u201c{roster.name}\u201d")
    assert "Adeptus Astartes" in found and "Imperial Guard" in found, found
    assert "points" in found
    document = window.document
    assert document is not None and document.roster == roster and document.path is None
    assert format(document.result.figures.points, ",") in found


def test_import_dialog_prefills_the_clipboards_code_and_says_so(
    qtbot: QtBot, window: MainWindow
) -> None:
    code = encode(load_roster(EXAMPLE))
    QGuiApplication.clipboard().setText(f"from Discord: {code}")
    seen: list[str] = []

    def look(_modal: QWidget) -> None:
        dialog = _import_dialog(qtbot, window)
        seen.append(dialog.text_box.toPlainText())
        seen.append(dialog.clipboard_note.text() if dialog.clipboard_note.isVisible() else "")
        dialog.reject()

    answer_modal(look)
    assert not window.import_from_text()  # cancelled: nothing opened
    assert seen[0] == f"from Discord: {code}"
    assert "clipboard" in seen[1]
    assert window.document is None


def test_import_dialog_errors_start_with_a_capital_and_keep_ok_off(
    qtbot: QtBot, window: MainWindow
) -> None:
    code = encode(load_roster(EXAMPLE))
    dialog = ImportDialog(window.codex, "en", window)
    qtbot.addWidget(dialog)
    for text, words in (
        ("just some chat, no list", "No share code found"),
        (code[: len(code) // 2], "The share code"),
    ):
        dialog.text_box.setPlainText(text)
        assert dialog.read_text() is None
        said = dialog.found.text()
        assert said.startswith(words), said
        assert said[0].isupper() and said.endswith(".")
        assert not _ok(dialog).isEnabled()


def test_import_dialog_speaks_french(qtbot: QtBot, make_window: object) -> None:
    window = make_window("fr")  # type: ignore[operator]
    code = encode(load_roster(EXAMPLE))
    dialog = ImportDialog(window.codex, "fr", window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Importer depuis un texte"
    dialog.text_box.setPlainText("rien")
    dialog.read_text()
    assert dialog.found.text().startswith("Aucun code de partage trouvé")
    dialog.text_box.setPlainText(code)
    dialog.read_text()
    assert dialog.found.text().startswith("Trouvé")
    assert "points" in dialog.found.text()


def test_open_from_code_error_starts_with_a_capital(window: MainWindow) -> None:
    seen: list[str] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.reject()

    answer_modal(read)
    assert not window.open_from_code("no code in here")
    assert seen and seen[0].startswith("No share code found"), seen


# --- Close Roster and New Window -------------------------------------------------------


def _edited(window: MainWindow) -> None:
    assert window.open_path(EXAMPLE, ask=False)
    document = window.document
    assert document is not None
    document.apply(SetName(name="Strike force"))
    assert document.is_modified


def test_close_roster_asks_about_unsaved_edits_then_shows_the_start_page(
    qtbot: QtBot, window: MainWindow
) -> None:
    _edited(window)
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> object:
        def click(box: QWidget) -> None:
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            box.button(button).click()

        return click

    answer_modal(answer(QMessageBox.StandardButton.Cancel))  # type: ignore[arg-type]
    window.tree.setFocus()
    qtbot.keyClick(window.tree, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert asked and window.document is not None  # cancelled: the roster stays
    answer_modal(answer(QMessageBox.StandardButton.Discard))  # type: ignore[arg-type]
    window.activateWindow()  # back from the question
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.tree.setFocus()
    qtbot.keyClick(window.tree, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 2
    assert window.document is None
    assert window.stack.currentWidget() is window.welcome
    assert any(EXAMPLE.name in b.text() for b in window.welcome.recent_buttons)
    assert not window.close_roster_action.isEnabled()


def test_close_roster_asks_about_an_unsaved_game(qtbot: QtBot, window: MainWindow) -> None:
    assert window.open_from_code(encode(load_roster(EXAMPLE)))
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    strip = view.rows[0].strip
    assert strip is not None
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=QPoint(strip._rect(0).center()))
    assert window.game_mode.unsaved_game()
    asked: list[str] = []

    def cancel(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked.append(box.informativeText())
        box.button(QMessageBox.StandardButton.Cancel).click()

    answer_modal(cancel)
    window.close_roster_action.trigger()
    assert asked and "game" in asked[0]
    assert window.document is not None and window.game_mode.view is view
    autosaver = window.autosaver
    assert autosaver is not None
    qtbot.waitUntil(autosaver.game_file.exists, timeout=2000)

    def discard(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Discard).click()

    answer_modal(discard)
    assert window.close_roster()
    assert window.document is None and window.game_mode.view is None
    assert not autosaver.game_file.exists()


def test_new_window_opens_a_second_window_that_works_on_its_own(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.keyClick(
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    others = [w for w in open_windows() if w is not window]
    assert len(others) == 1
    other = others[0]
    try:
        qtbot.waitExposed(other)
        assert other.document is None and other.stack.currentWidget() is other.welcome
        assert other.codex is window.codex  # the books are loaded once
        assert other.autosaver is not None and window.autosaver is not None
        assert other.autosaver.session != window.autosaver.session
        assert other.open_path(EXAMPLE, ask=False)
        assert window.document is None  # the first window is left alone
        # one language for every window
        window.set_language("fr")
        assert other.lang == "fr" and other.file_menu.title() == "&Fichier"
        window.set_language("en")
    finally:
        other.set_document(None)
        other.close()
    qtbot.waitUntil(lambda: other not in open_windows())
    assert window.isVisible()


def test_a_file_open_in_another_window_is_brought_forward_not_opened_twice(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "mine.netepic.yaml"
    shutil.copyfile(EXAMPLE, path)
    assert window.open_path(path, ask=False)
    other = window.new_window()
    assert other is not None
    try:
        same = tmp_path / "." / "mine.netepic.yaml"
        assert not other.open_path(same, ask=False)
        assert other.document is None
        assert "already open in another window" in other.status.text()
        assert "open in this window" in window.status.text()
    finally:
        other.close()


def test_close_roster_and_new_window_are_in_the_menu_and_the_shortcuts_list(
    window: MainWindow,
) -> None:
    file_actions = [action.objectName() for action in window.file_menu.actions()]
    assert {"closeRoster", "newWindow", "openFromCode"} <= set(file_actions)
    rows = shortcut_rows(window.menuBar(), window.actions(), "Other")
    keys = {text: key for _menu, text, key in rows}
    assert keys.get("Close Roster") == "Ctrl+W"
    assert keys.get("New Window") == "Ctrl+Shift+N"
    assert "Import from Text\u2026" in keys or "Import from Text" in keys
