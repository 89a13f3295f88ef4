"""What players of other builders look for (issue 31, item 11): a text box to paste a shared
list into, Close Roster and New Window, and a file never edited in two windows at once."""

from __future__ import annotations

import itertools
import shutil
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget

from listbuilder.gui.dialogs.help_dialogs import shortcut_rows
from listbuilder.gui.dialogs.import_dialog import ImportDialog
from listbuilder.gui.window.window_windows import open_windows
from listbuilder.interop.share_code import encode
from listbuilder.roster.edits import RemoveForce, SetName
from listbuilder.roster.io import load_roster
from tests.gui.conftest import answer_modal

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "space-marines-with-guard.yaml"


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
    assert (
        document is not None and document.session.roster == roster and document.session.path is None
    )
    assert format(document.session.result.figures.points, ",") in found


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
        assert dialog.read_box() is None
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
    dialog.read_box()
    assert dialog.found.text().startswith("Aucun code de partage trouvé")
    dialog.text_box.setPlainText(code)
    dialog.read_box()
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
    document.session.apply(SetName(name="Strike force"))
    assert document.session.is_modified


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
    before = set(open_windows())  # an earlier test's window may still be shown
    qtbot.keyClick(
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    others = [w for w in open_windows() if w is not window and w not in before]
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
        other.fill_recent_menu()  # File > Open Recent, as the player picks it
        [entry] = [a for a in other.recent_menu.actions() if a.text().endswith(path.name)]
        entry.trigger()
        assert other.document is None
        assert "already open in another window" in other.status.text()
        assert "open in this window" in window.status.text()
        assert not other.open_chosen(tmp_path / "." / "mine.netepic.yaml", ask=False)
        assert other.document is None
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


# --- the start page's recent rosters ---------------------------------------------------

EXAMPLES = EXAMPLE.parent


def _recent_files(window: MainWindow, tmp_path: Path) -> list[Path]:
    """Eight recent rosters: five examples (two illegal), copies, and one file gone."""
    names = [
        "space-marines-with-guard.yaml",
        "alaitoc-illegal.yaml",
        "goff-warband.yaml",
        "khorne-and-nurgle.yaml",
        "titan-legion.yaml",
        "tyranid-illegal.yaml",
        "space-marines-with-guard.yaml",
    ]
    files = []
    for n, name in enumerate(names):
        path = tmp_path / f"r{n}-{name}"
        shutil.copyfile(EXAMPLES / name, path)
        files.append(path)
    files.append(tmp_path / "gone.yaml")
    for path in reversed(files):
        window.settings.add_recent_file(path)
    return files


def _details(window: MainWindow) -> dict[str, str]:
    return {b.path.name: b.details for b in window.welcome.recent_buttons}


def test_the_start_page_lists_each_recent_rosters_name_army_points_and_legality(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.gui.window.recent_rosters import cache_file

    files = _recent_files(window, tmp_path)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    started = time.perf_counter()
    window.set_document(None)
    on_gui_thread = time.perf_counter() - started
    qtbot.waitUntil(lambda: all(_details(window).values()), timeout=20_000)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert on_gui_thread < 0.1, on_gui_thread
    assert max(gaps, default=0) < 0.1, max(gaps)  # never frozen while they are worked out
    details = _details(window)
    assert len(details) == len(files)
    sm = details[files[0].name]
    roster = load_roster(files[0])
    assert sm.startswith(roster.name)
    assert "Adeptus Astartes" in sm and "Imperial Guard" in sm
    assert "pts" in sm and sm.endswith("legal")
    illegal = details[files[1].name]
    assert "illegal (" in illegal and "error" in illegal
    assert details["gone.yaml"] == "Missing file"
    assert cache_file().exists()
    # the button shows both lines; Enter opens it
    button = window.welcome.recent_buttons[2]
    assert button.text().startswith(files[2].name) and "\n" in button.text()
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Return)
    assert window.document is not None and window.document.session.path == files[2].resolve()


def test_the_start_page_reads_a_changed_file_again_and_the_rest_from_its_cache(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: object
) -> None:
    from listbuilder.gui.window import recent_rosters

    files = _recent_files(window, tmp_path)[:2]
    window.settings.clear_recent_files()
    for path in reversed(files):
        window.settings.add_recent_file(path)
    window.set_document(None)
    qtbot.waitUntil(lambda: all(_details(window).values()), timeout=20_000)
    read: list[str] = []
    real = recent_rosters.summarize

    def counting(path: Path, codex: object, cached: object = None) -> object:
        result = real(path, codex, cached)  # type: ignore[arg-type]
        if cached is None or result is not cached:
            read.append(path.name)
        return result

    monkeypatch.setattr(recent_rosters, "summarize", counting)  # type: ignore[attr-defined]
    text = (
        files[0]
        .read_text(encoding="utf-8")
        .replace(f"name: {load_roster(files[0]).name}", "name: Renamed army", 1)
    )
    files[0].write_text(text, encoding="utf-8")
    window.set_document(None)
    qtbot.waitUntil(lambda: _details(window)[files[0].name].startswith("Renamed army"))
    assert read == [files[0].name]  # the unchanged file came from the cache


def test_the_start_page_speaks_french(qtbot: QtBot, make_window: object, tmp_path: Path) -> None:
    window = make_window("fr")  # type: ignore[operator]
    files = _recent_files(window, tmp_path)[:2]
    window.settings.clear_recent_files()
    for path in reversed(files):
        window.settings.add_recent_file(path)
    window.set_document(None)
    qtbot.waitUntil(lambda: all(_details(window).values()), timeout=20_000)
    details = _details(window)
    assert details[files[0].name].endswith("légale")
    assert "illégale (" in details[files[1].name]
    assert "\u202f" in details[files[0].name] or "\u00a0" in details[files[0].name]
    assert window.close_roster_action.text() == "&Fermer la liste"


# --- a file open in another Listbuilder ------------------------------------------------


def test_a_file_open_in_another_process_offers_a_read_only_copy(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    import json
    import subprocess
    import sys

    from listbuilder.gui.window.window_windows import open_elsewhere, open_note_file, open_notes_dir

    path = tmp_path / "shared.netepic.yaml"
    shutil.copyfile(EXAMPLE, path)
    autosaver = window.autosaver
    assert autosaver is not None
    # this window's own note names the file it has open, and goes when the roster closes
    assert window.open_path(path, ask=False)
    notes = open_notes_dir(autosaver.folder)
    mine = open_note_file(notes, autosaver.session)
    assert json.loads(mine.read_text(encoding="utf-8"))["file"] == str(path.resolve())
    assert open_elsewhere(path, notes) is None  # this process: not "elsewhere"
    assert window.close_roster()
    assert not mine.exists()
    # another Listbuilder (a live process) has it open
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        note = notes / "other-session.open"
        note.write_text(json.dumps({"pid": other.pid, "file": str(path)}), encoding="utf-8")
        asked: list[str] = []

        def choose(text: str) -> object:
            def click(box: QWidget) -> None:
                assert isinstance(box, QMessageBox)
                asked.append(box.text())
                next(b for b in box.buttons() if b.text() == text).click()

            return click

        answer_modal(choose("Cancel"))  # type: ignore[arg-type]
        assert not window.open_chosen(path)
        assert window.document is None
        assert "already open in another Listbuilder window" in asked[0]
        answer_modal(choose("Open Anyway (Read-Only Copy)"))  # type: ignore[arg-type]
        assert window.open_chosen(path)
        document = window.document
        assert document is not None and document.session.path is None  # Save asks for a name
        assert document.session.roster == load_roster(path)
    finally:
        other.kill()
        other.wait()
    # its process gone, the note is stale: removed, and the file opens as usual
    window.set_document(None)  # the copy is not saved: closing it would ask
    assert window.open_chosen(path, ask=False)
    assert window.document is not None and window.document.session.path == path
    assert not note.exists()


# --- the browser's "only what this roster can take now" --------------------------------


def _shown_keys(window: MainWindow) -> set[str]:
    from listbuilder.gui.editor.card_model import KEY_ROLE

    proxy = window.browser.view.model()
    keys: set[str] = set()
    for group in range(proxy.rowCount()):
        parent = proxy.index(group, 0)
        for row in range(proxy.rowCount(parent)):
            key = proxy.index(row, 0, parent).data(KEY_ROLE)
            if key:
                keys.add(str(key))
    return keys


def test_the_browser_can_hide_what_the_roster_cannot_take_now(
    qtbot: QtBot, window: MainWindow
) -> None:
    from listbuilder.gui.editor.card_marks import MarkLevel
    from listbuilder.gui.window.settings import Settings

    assert window.open_path(EXAMPLE, ask=False)
    browser = window.browser
    browser.checker.run_to_end()
    everything = _shown_keys(window)
    refused = {k for k, m in browser.checker.marks.items() if m.level is MarkLevel.ERROR}
    assert refused and refused <= everything  # the what-if refuses some cards here
    box = browser.only_takeable
    assert box.text() == "Only what this roster can take now" and not box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    shown = _shown_keys(window)
    assert shown == everything - refused
    assert shown  # cards it can take stay, points-marked ones included
    assert Settings().only_takeable_cards  # remembered
    # an edit re-marks the cards, and the filter follows the new marks
    document = window.document
    assert document is not None
    assert len(document.session.roster.forces) == 2
    assert document.session.apply(RemoveForce(force=1))  # the ally goes
    browser.checker.run_to_end()
    now_refused = {k for k, m in browser.checker.marks.items() if m.level is MarkLevel.ERROR}
    assert _shown_keys(window) == _shown_keys_unfiltered(window) - now_refused
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert _shown_keys(window) == _shown_keys_unfiltered(window)
    assert not Settings().only_takeable_cards


def _shown_keys_unfiltered(window: MainWindow) -> set[str]:
    return {ref.key for ref in window.browser.model.cards()}


def test_the_browser_filter_is_remembered_by_the_next_window(
    qtbot: QtBot, make_window: object
) -> None:
    from listbuilder.gui.window.settings import Settings

    Settings().only_takeable_cards = True
    window = make_window()  # type: ignore[operator]
    assert window.open_path(EXAMPLE, ask=False)
    assert window.browser.only_takeable.isChecked()
    window.browser.checker.run_to_end()
    assert _shown_keys(window) < _shown_keys_unfiltered(window)


def test_getting_started_covers_import_close_and_new_window(window: MainWindow) -> None:
    dialog = window.show_getting_started()
    text = dialog.page.toPlainText()  # type: ignore[attr-defined]
    dialog.close()
    for words in ("Import from Text", "Close Roster", "Ctrl+W", "New Window", "can take"):
        assert words in text, words
