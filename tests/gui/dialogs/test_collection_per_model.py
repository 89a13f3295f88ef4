"""Collections count models, not army books' entries: a Rhino is owned once whichever book
fields it, the list reads A to Z, and one click adds what the open roster needs (issue 31)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from listbuilder.collection.io import load_collection
from listbuilder.gui.dialogs.collection_dialog import KEY_ROLE, CollectionDialog
from listbuilder.gui.dialogs.report_dialog import ReportDialog

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "space-marines-with-guard.yaml"
OLD_FILE = """\
format: netepic-collection/1
name: Shelf
models:
  adeptus_astartes/rhino: 30
  imperial_guard/rhino: 30
  titan_legions/warhound_titan: 1
"""


def _shown(cls: type) -> list:  # type: ignore[type-arg]
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, cls) and w.isVisible()]


def test_one_row_per_model_sorted_a_to_z_and_the_roster_needs_added(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "old.yaml"
    path.write_text(OLD_FILE, encoding="utf-8")
    assert window.open_path(EXAMPLE, ask=False)
    window.collection_path = path
    window.edit_collection()
    (dialog,) = _shown(CollectionDialog)
    assert isinstance(dialog, CollectionDialog)
    # the list reads A to Z
    names = [dialog.proxy.index(row, 0).data() for row in range(dialog.proxy.rowCount())]
    assert len(names) > 100 and names == sorted(names, key=str.casefold)
    # one Rhino row, fielded by several books, owning what the old file counted per book
    dialog.search.setText("Rhino")
    rows = [
        (
            dialog.proxy.index(row, 0).data(),
            dialog.proxy.index(row, 1).data(),
            dialog.proxy.index(row, 2).data(Qt.ItemDataRole.EditRole),
        )
        for row in range(dialog.proxy.rowCount())
    ]
    rhinos = [row for row in rows if row[0] == "Rhino"]
    assert len(rhinos) == 1, rows
    assert "Adeptus Astartes" in rhinos[0][1] and "Imperial Guard" in rhinos[0][1]
    assert rhinos[0][2] == 30  # the same 30 Rhinos, not 60
    assert dialog.count("imperial_guard/rhino") == dialog.count("adeptus_astartes/rhino") == 30
    # one click: each model at least as many as the roster fields
    assert dialog.add_needed.isEnabled()
    qtbot.mouseClick(dialog.add_needed, Qt.MouseButton.LeftButton)
    assert dialog.count("imperial_guard/chimera") == 2
    assert dialog.count("adeptus_astartes/rhino") == 30  # never lowered
    dialog.save()
    saved = load_collection(path).models
    assert sum(1 for key in saved if key.endswith("/rhino")) == 1
    assert sum(1 for key in saved if key.endswith("/warhound_titan")) == 1
    # the needs view reads the model once, and nothing is missing any more
    text = window.models_needed()
    assert text is not None
    lines = [line for line in text.splitlines() if line.startswith("Rhino")]
    assert len(lines) == 1 and "(" not in lines[0]
    assert "models are missing" not in text
    for report in _shown(ReportDialog):
        report.close()


def test_the_editor_keeps_the_model_key_any_book_names(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.collection_path = tmp_path / "new.yaml"
    window.edit_collection()
    (dialog,) = _shown(CollectionDialog)
    keys = [dialog.model.item(row, 0).data(KEY_ROLE) for row in range(dialog.model.rowCount())]
    assert len(keys) == len(set(keys))
    assert sum(1 for key in keys if key.endswith("/rhino")) == 1
    dialog.set_count("chaos/rhino", 4)
    assert dialog.count("imperial_guard/rhino") == 4
    assert not dialog.add_needed.isEnabled()  # no roster open
    dialog.reject()
