"""Share codes, comparisons and the collection from the window (issue 23)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from listbuilder.collection.io import load_collection
from listbuilder.gui.dialogs.collection_dialog import CollectionDialog
from listbuilder.gui.dialogs.compare_dialog import CompareDialog
from listbuilder.gui.dialogs.report_dialog import ReportDialog
from listbuilder.interop.share_code import decode
from listbuilder.roster.io import dump_roster, load_roster
from tests.gui.conftest import answer_modal

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "space-marines-with-guard.yaml"


def _report(window: MainWindow) -> ReportDialog:
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReportDialog)]
    assert dialogs, "the report is shown"
    return dialogs[-1]


def test_copy_as_code_then_ctrl_v_on_the_welcome_page_opens_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    roster = load_roster(EXAMPLE)
    assert window.open_path(EXAMPLE, ask=False)
    code = window.copy_as_code()
    assert QGuiApplication.clipboard().text() == code and decode(code) == roster
    window.set_document(None)  # back to the welcome page
    QGuiApplication.clipboard().setText(f"my list:\n{code[:60]}\n{code[60:]}.")
    window.welcome.setFocus()
    qtbot.keyClick(window.welcome, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.document is not None)
    document = window.document
    assert document is not None and document.session.roster == roster
    assert document.session.path is None  # untitled: Save asks for a name


def test_open_from_code_refuses_what_is_not_a_code(qtbot: QtBot, window: MainWindow) -> None:
    seen: list[str] = []

    def read(box: object) -> None:
        assert isinstance(box, QMessageBox)
        assert box.textFormat() != Qt.TextFormat.RichText
        seen.append(box.text())
        box.reject()

    answer_modal(read)
    assert not window.open_from_code("NEG7:<b>abc</b>")
    assert window.document is None
    assert seen and "newer listbuilder" in seen[0]


def test_compare_with_shows_the_same_report_as_the_command(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    other = tmp_path / "other.yaml"
    changed = load_roster(EXAMPLE).model_copy(update={"points_limit": 2500})
    other.write_text(dump_roster(changed), encoding="utf-8")
    assert window.open_path(EXAMPLE, ask=False)
    text = window.compare_with(other)
    assert text is not None and "Points limit was 3,000, now 2,500" in text
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, CompareDialog)]
    assert dialogs and dialogs[-1].text == text
    dialogs[-1].close()


def test_the_collection_editor_saves_and_the_needs_view_reads_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_path(EXAMPLE, ask=False)
    window.collection_path = tmp_path / "mine.yaml"
    window.edit_collection()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, CollectionDialog)]
    dialog = dialogs[-1]
    dialog.search.setText("warhound")
    assert 0 < dialog.proxy.rowCount() < 10
    dialog.set_count("adeptus_astartes/warhound_titan", 1)
    dialog.save()
    assert load_collection(tmp_path / "mine.yaml").models == {"adeptus_astartes/warhound_titan": 1}
    text = window.models_needed()
    assert text is not None
    assert "Warhound Titan" in text and "models are missing" in text
    _report(window).close()


def test_copy_code_is_enabled_only_with_a_roster(window: MainWindow) -> None:
    assert not window.copy_code_action.isEnabled()
    assert window.open_path(EXAMPLE, ask=False)
    assert window.copy_code_action.isEnabled() and window.needs_action.isEnabled()
    copied = decode(window.copy_as_code())
    assert copied == load_roster(EXAMPLE)
    assert copied.data is not None and copied.data.system_revision == 7  # issue 33


def test_cards_the_collection_cannot_field_are_marked_in_the_tree(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.codex.loader import load_codex
    from listbuilder.collection.io import save_collection
    from listbuilder.collection.model import Collection
    from listbuilder.collection.needs import roster_needs
    from listbuilder.roster.model import parse_path

    needs = roster_needs(load_roster(EXAMPLE), load_codex())
    owned = Collection(models={unit.key: unit.needed for unit in needs.units})
    window.collection_path = tmp_path / "mine.yaml"
    save_collection(owned.with_count("adeptus_astartes/warhound_titan", 0), tmp_path / "mine.yaml")
    assert window.open_path(EXAMPLE, ask=False)
    model = window.tree_model
    titan = model.index_of(parse_path("forces[0].companies[1].attached[1]"))
    assert titan.data(Qt.ItemDataRole.DecorationRole) is None  # marks are off by default
    window.collection_marks_action.trigger()
    assert window.collection_marks_action.isChecked()
    assert titan.data(Qt.ItemDataRole.DecorationRole) is not None
    assert "collection cannot field" in titan.data(Qt.ItemDataRole.ToolTipRole)
    rhino = model.index_of(parse_path("forces[0].companies[1].attached[0]"))
    assert rhino.data(Qt.ItemDataRole.DecorationRole) is None
    assert window.document is not None and window.document.session.result.legal  # never a finding
    save_collection(owned, tmp_path / "mine.yaml")  # the titan bought: the mark goes
    window.refresh_collection_marks()
    titan = model.index_of(parse_path("forces[0].companies[1].attached[1]"))
    assert titan.data(Qt.ItemDataRole.DecorationRole) is None
