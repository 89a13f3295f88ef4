"""Issue 19: a name, note or file name that Qt could read as rich text is shown as text.

A roster named ``<img src="/dev/zero">`` made a label load /dev/zero and abort the app,
and its autosave brought it back at every start. The real window runs in a process of its
own (``rich_text_run.py``): any label, box or tooltip rendering the markup would abort it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QMessageBox, QWidget

from listbuilder.gui.common import tip
from listbuilder.roster.io import load_roster, save_roster
from tests.gui.conftest import answer_modal
from tests.platforms import needs_posix_file_names

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow

HERE = Path(__file__).resolve().parent
LEGAL = HERE.parents[1] / "examples" / "space-marines-with-guard.yaml"
MARKUP = "<img src=\"/nonexistent/lb-test.png\"><b>bold</b> & 'quoted'"


@needs_posix_file_names  # the roster is saved under its own name, markup and all
def test_markup_loading_dev_zero_never_aborts_the_window(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env["LISTBUILDER_DATA_DIR"] = str(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, str(HERE / "rich_text_run.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=HERE.parents[1],
        encoding="utf-8",
    )
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert lines[0] == "boxes: 3"
    assert 'Recover \u201c<img src="/dev/zero"><b>x</b>\u201d' in lines[1]
    assert "duplicate key 'forces'" in lines[2] and "&#x27;" not in lines[2]
    assert '<img src="_dev_zero"><b>x<_b>-bad.yaml' in lines[2]  # the file name, as it is
    assert 'Save the changes to \u201c<img src="/dev/zero"><b>x</b> renamed\u201d?' in lines[3]


def _labels_showing_markup() -> list[QLabel]:
    return [
        w
        for w in QApplication.allWidgets()
        if isinstance(w, QLabel)
        and "<img" in w.text()
        and w.textFormat() != Qt.TextFormat.PlainText
    ]


@needs_posix_file_names
def test_every_label_box_and_tooltip_shows_the_name_as_text(
    window: MainWindow, tmp_path: Path
) -> None:
    roster = load_roster(LEGAL).model_copy(update={"name": MARKUP, "notes": MARKUP})
    path = tmp_path / "markup <b>name</b>.yaml"
    save_roster(roster, path)
    assert window.open_path(path, ask=False)
    assert "markup <b>name</b>" in window.status.text()  # the file name, as it is
    assert window.status.textFormat() == Qt.TextFormat.PlainText
    window.rename(MARKUP + "!")
    window.fill_recent_menu()
    QApplication.processEvents()
    assert _labels_showing_markup() == []
    tips = [action.toolTip() for action in window.findChildren(QAction)]
    tips += [widget.toolTip() for widget in QApplication.allWidgets()]
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        for row in range(model.rowCount()):
            tips.append(str(model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole) or ""))
    assert any("&lt;b&gt;name" in text for text in tips)  # the recent file, escaped
    assert not [text for text in tips if "<img" in text or "<b>name" in text]
    seen: list[QMessageBox] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog)
        labels = [label for label in dialog.findChildren(QLabel) if label.text()]
        assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
        dialog.button(QMessageBox.StandardButton.Cancel).click()

    answer_modal(read)
    assert window.maybe_save() is False
    assert len(seen) == 1 and MARKUP + "!" in seen[0].text()


def test_tip_escapes_only_what_looks_like_markup() -> None:
    assert tip("Ultramarines at Tarsis") == "Ultramarines at Tarsis"
    shown = tip('<img src="/dev/zero">')
    assert "<img" not in shown and "&lt;img" in shown
    assert tip(None) is None
