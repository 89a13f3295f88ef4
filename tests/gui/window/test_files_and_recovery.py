"""Files: the unsaved-changes prompt, autosave and recovery, and ``listbuilder FILE``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from listbuilder.gui.window.app import after_start
from listbuilder.gui.window.autosave import Autosaver, find_recoverable
from listbuilder.roster.io import load_roster
from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser, run_app_once, saved_roster

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def click(button: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
    def handler(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        dialog.button(button).click()

    return handler


def test_unsaved_changes_are_not_lost_without_asking(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Precious", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    document = window.document
    assert document is not None and document.session.is_modified

    answer_modal(click(QMessageBox.StandardButton.Cancel))
    window.new_action.trigger()  # cancelled at the prompt: nothing happens
    assert window.document is document

    answer_modal(click(QMessageBox.StandardButton.Cancel))
    assert not window.close()
    assert window.document is document

    answer_modal(click(QMessageBox.StandardButton.Discard))
    assert window.maybe_save()


def test_undo_back_to_the_saved_state_is_not_modified(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.start_roster("Clean", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    assert window._save_to(tmp_path / "clean.yaml")
    add_from_browser(qtbot, window, f"{SM}/rhino_squadron")
    assert window.isWindowModified()
    window.undo.undo_action.trigger()
    assert not window.isWindowModified()


def test_autosave_is_written_after_edits_and_recovered_after_a_crash(
    qtbot: QtBot, make_window: object, window: MainWindow, data_dir: Path, tmp_path: Path
) -> None:
    autosaver = window.autosaver
    assert autosaver is not None
    source = tmp_path / "army.yaml"
    window.start_roster("Crashing", 3000, "space_marines")
    assert window._save_to(source)
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")
    autosave = autosaver.roster_file
    assert not autosave.exists()  # a burst of edits: one write, once it is over
    with qtbot.waitSignal(autosaver.written, timeout=5000) as written:
        pass
    assert written.args == [True]
    assert autosave.parent == data_dir / "autosave"
    assert load_roster(autosave).forces[0].companies[0].attached[0].card == "land_raider_squadron"
    assert find_recoverable() == []  # this process is alive: not a crash

    # the process dies: its note now names a process that no longer exists
    note = json.loads(window.autosaver.note_file.read_text(encoding="utf-8"))
    note["pid"] = 2**22 + 7919
    window.autosaver.note_file.write_text(json.dumps(note), encoding="utf-8")
    window.autosaver.session = "next-session"  # keep the crashed files where they are
    [entry] = find_recoverable()
    assert entry.source == source and entry.name == "Crashing"

    assert callable(make_window)
    fresh = make_window()
    answer_modal(lambda box: box.buttons()[0].click())  # "Recover"
    after_start(fresh, opened=False)
    assert fresh.document is not None
    assert fresh.document.session.path == source
    assert fresh.isWindowModified()
    assert len(fresh.document.session.roster.forces[0].companies[0].attached) == 1
    assert not entry.roster_file.exists()


def test_the_autosave_is_dropped_after_a_clean_save(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    autosaver = window.autosaver
    assert isinstance(autosaver, Autosaver)
    window.start_roster("Saved", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    assert autosaver.save_now()
    assert autosaver.roster_file.exists()
    assert window._save_to(tmp_path / "saved.yaml")
    assert not autosaver.roster_file.exists()


def test_listbuilder_file_starts_the_app_with_the_roster(tmp_path: Path, data_dir: Path) -> None:
    path = saved_roster(tmp_path / "shell.yaml", "From the shell")
    run = run_app_once("-m", "listbuilder", str(path))
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("shown ")
    settings = (data_dir / "settings.ini").read_text(encoding="utf-8")
    assert "shell.yaml" in settings  # opened, hence in the recent files


def test_the_welcome_page_reopens_a_recent_roster(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.start_roster("Recent", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    path = tmp_path / "recent.yaml"
    assert window._save_to(path)
    window.set_document(None)
    assert window.stack.currentWidget() is window.welcome
    [button] = window.welcome.recent_buttons
    assert button.text().startswith("recent.yaml")
    button.click()
    assert window.document is not None and window.document.session.path == path
    assert window.stack.currentWidget() is window.editor.widget


def test_print_and_export_call_the_printing_module(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    import pytest

    pytest.importorskip("listbuilder.printing.roster_pdf")
    pytest.importorskip("listbuilder.printing.templates")
    window.start_roster("Printed", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    assert window.print_action.isEnabled() and window.templates_action.isEnabled()
    assert window.print_roster(tmp_path / "army.pdf")
    assert window.export_templates(tmp_path / "templates.pdf")
    assert (tmp_path / "army.pdf").read_bytes().startswith(b"%PDF")
    assert (tmp_path / "templates.pdf").read_bytes().startswith(b"%PDF")


def test_print_dialog_and_cli_share_the_default_sections(window: MainWindow) -> None:
    """`listbuilder print` without --sections and the window's dialog print the same parts."""
    from listbuilder.gui.printout.print_dialog import PrintDialog
    from listbuilder.printing.roster_pdf import parse_sections

    dialog = PrintDialog(paper=window.paper, sections=window.print_sections, parent=window)
    assert dialog.sections() == parse_sections(None)
    assert "templates" in dialog.sections()
    dialog.deleteLater()


def test_card_view_wraps_at_spaces_only(window: MainWindow) -> None:
    """A narrow column of the card view never cuts a word ("Attac/k", issue 12)."""
    from PySide6.QtGui import QTextOption

    assert window.card_view.text.wordWrapMode() == QTextOption.WrapMode.WordWrap


def test_two_windows_on_one_roster_never_save_over_each_other_silently(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 19: the later save silently overwrote the other window's work."""
    import os

    path = saved_roster(tmp_path / "shared.yaml", "Shared")
    first, second = make_window(), make_window()
    assert first.open_path(path, ask=False) and second.open_path(path, ask=False)
    first.rename("Saved by the first window")
    assert first.save()
    first.rename("Saved again by the first window")
    assert first.save()  # its own save: nothing to ask
    os.utime(path, (0, 0))  # touched only (same bytes): nothing to ask either
    first.rename("Saved a third time by the first window")
    assert first.save()

    second.rename("Saved by the second window")
    asked: list[str] = []

    def answer(button: str) -> Callable[[QWidget], None]:
        def handler(dialog: QWidget) -> None:
            assert isinstance(dialog, QMessageBox)
            asked.append(dialog.text())
            next(b for b in dialog.buttons() if b.text() == button).click()

        return handler

    answer_modal(answer("Cancel"))
    assert not second.save()
    assert asked and str(path) in asked[0] and "another window" in asked[0]
    assert load_roster(path).name == "Saved a third time by the first window"
    assert second.isWindowModified()

    answer_modal(answer("Overwrite"))
    assert second.save()
    assert load_roster(path).name == "Saved by the second window"
    assert len(asked) == 2
    second.rename("Second again")
    assert second.save()  # what is on disk is its own save now
    assert len(asked) == 2

    first.rename("First, after the second saved")
    answer_modal(answer("Save As..."))
    elsewhere = (str(tmp_path / "elsewhere.yaml"), "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: elsewhere)
    assert first.save()
    assert len(asked) == 3
    assert first.document is not None and first.document.session.path == tmp_path / "elsewhere.yaml"
    assert load_roster(tmp_path / "elsewhere.yaml").name == "First, after the second saved"
    assert load_roster(path).name == "Second again"
