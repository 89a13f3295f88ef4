"""The print dialog asks for the player's name and the event (issue 31): typed there, they
are printed on the roster sheet and kept in the roster file, and Undo takes them back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pdfplumber
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QWidget

from listbuilder.gui.printout.print_dialog import PrintDialog
from listbuilder.roster.io import load_roster
from tests.gui.conftest import answer_modal
from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def test_the_player_and_event_typed_in_the_print_dialog_are_printed_and_saved(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saved_roster(tmp_path / "alpha.yaml", "Alpha")
    assert window.open_path(path, ask=False)
    out = tmp_path / "alpha.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.settings.open_after_printing = False
    seen: list[str] = []

    def fill(modal: QWidget) -> None:
        assert isinstance(modal, PrintDialog)
        seen.append(modal.player_edit.text())
        for name, text in (("printPlayer", "Anne Lefèvre"), ("printEvent", "Tarsis GT")):
            line = modal.findChild(QLineEdit, name)
            assert line is not None and line.isVisibleTo(modal)
            line.setFocus()
            ascii_part = text.split("è")[0]  # QTest types ASCII keys only
            qtbot.keyClicks(line, ascii_part)
            line.insert(text[len(ascii_part) :])
        modal.open_after_box.setChecked(False)
        qtbot.keyClick(modal.player_edit, Qt.Key.Key_Return)  # Enter prints

    answer_modal(fill)
    assert window.print_roster()
    qtbot.waitUntil(lambda: not window.writing and out.exists(), timeout=30_000)
    assert seen == [""]  # the roster named nobody yet
    with pdfplumber.open(out) as pdf:
        first = " ".join((pdf.pages[0].extract_text() or "").split())
    assert "Player: Anne Lefèvre · Event: Tarsis GT" in first
    document = window.document
    assert document is not None
    assert (document.session.roster.player, document.session.roster.event) == (
        "Anne Lefèvre",
        "Tarsis GT",
    )
    assert window.save()
    saved = load_roster(path)
    assert (saved.player, saved.event) == ("Anne Lefèvre", "Tarsis GT")
    # the next print dialog starts from them; Undo takes them back
    dialog = PrintDialog(player=saved.player, event=saved.event)
    qtbot.addWidget(dialog)
    assert dialog.player_name() == "Anne Lefèvre" and dialog.event_name() == "Tarsis GT"
    window.undo.undo_action.trigger()
    assert window.document is not None and window.document.session.roster.player is None
