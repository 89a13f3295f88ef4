"""A calm, predictable window (issue 31, items 6, 7 and 12), through the real window: menus
in the usual order, status messages that clear, rows that never change height, the focus
back in the tree after every mode, a print dialog that remembers, a layout kept across a
language switch and a toolbar alike in both languages."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from listbuilder.gui.window import window_base

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "examples" / "space-marines-with-guard.yaml"


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text().replace("&", "") for a in window.menuBar().actions() if a.menu()]


# --- menus --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["File", "Edit", "Roster", "View", "Game", "Collection", "Help"]),
        ("fr", ["Fichier", "Édition", "Liste", "Affichage", "Partie", "Collection", "Aide"]),
    ],
)
def test_menus_come_in_the_usual_order_with_help_last(
    make_window: Callable[..., MainWindow], language: str, expected: list[str]
) -> None:
    window = make_window(language)
    titles = menu_titles(window)
    assert titles[-1] == expected[-1]
    assert titles.index(expected[4]) < titles.index(expected[-1])  # Game before Help
    assert titles[:5] == expected[:5]


# --- status messages ----------------------------------------------------------------------


def test_a_status_message_clears_after_a_while_and_a_problem_stays_longer(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_base, "STATUS_SECONDS", 0.2)
    monkeypatch.setattr(window_base, "PROBLEM_SECONDS", 0.8)
    assert window.open_path(EXAMPLE, ask=False)
    assert "space-marines-with-guard" in window.status.text()  # "Opened ..."
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)
    from PySide6.QtWidgets import QApplication

    QApplication.clipboard().clear()
    window.paste()  # nothing copied: a problem
    assert "Nothing to paste" in window.status.text()
    said = window.status.text()
    assert said
    qtbot.wait(400)
    assert window.status.text() == said  # still there after an ordinary message's time
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=3000)


def test_a_cleared_message_does_not_come_back_with_a_language_switch(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_base, "STATUS_SECONDS", 0.2)
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)
    window.set_language("fr")
    assert window.status.text() == ""
    window.set_language("en")


def test_the_next_message_restarts_the_clock(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_base, "STATUS_SECONDS", 0.5)
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.wait(350)
    window.say("Second message")
    qtbot.wait(350)
    assert window.status.text() == "Second message"
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)


# --- rows that keep their height ---------------------------------------------------------


def name_rows(window: MainWindow) -> list[tuple[QModelIndex, bool, int, int]]:
    """Each name cell of the tree: whether it shows a mark, its row's height, and where its
    text starts from the cell's left edge (as the style lays the row out to paint it)."""
    tree = window.tree
    model = tree.model()
    delegate = tree.itemDelegateForIndex(model.index(0, 0))
    rows = []

    def walk(parent: QModelIndex) -> None:
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            rect = tree.visualRect(index)
            option = QStyleOptionViewItem()
            option.initFrom(tree)
            option.rect = rect
            delegate.initStyleOption(option, index)
            text = tree.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, tree)
            marked = index.data(Qt.ItemDataRole.DecorationRole) is not None
            rows.append((index, marked, rect.height(), text.left() - rect.left()))
            walk(index)

    walk(QModelIndex())
    return rows


def test_rows_keep_their_height_and_text_place_whatever_marks_they_show(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.open_path(ROOT / "examples" / "titan-legion.yaml", ask=False)
    qtbot.wait(30)
    clean = name_rows(window)
    assert window.open_path(ROOT / "examples" / "alaitoc-illegal.yaml", ask=False)
    qtbot.wait(30)
    marked = name_rows(window)
    assert any(m for _, m, _, _ in marked) and any(not m for _, m, _, _ in marked)
    heights = {h for _, _, h, _ in clean + marked}
    assert len(heights) == 1, heights  # one height, with or without marks, in both rosters
    offsets = {x for _, _, _, x in marked}
    assert len(offsets) == 1, offsets  # the text starts at the same place in every cell


def test_a_mark_appearing_moves_no_row(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    from listbuilder.codex.loader import load_codex
    from listbuilder.collection.io import save_collection
    from listbuilder.collection.model import Collection
    from listbuilder.collection.needs import roster_needs
    from listbuilder.roster.io import load_roster

    needs = roster_needs(load_roster(EXAMPLE), load_codex())
    owned = Collection(models={unit.key: unit.needed for unit in needs.units})
    window.collection_path = tmp_path / "mine.yaml"
    save_collection(owned.with_count("adeptus_astartes/warhound_titan", 0), tmp_path / "mine.yaml")
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.wait(30)
    before = name_rows(window)
    assert not any(marked for _, marked, _, _ in before)
    where = [(window.tree.visualRect(i).top(), x) for i, _, _, x in before]
    window.collection_marks_action.trigger()  # the titan the collection lacks gets a mark
    qtbot.wait(30)
    after = name_rows(window)
    assert any(marked for _, marked, _, _ in after)
    assert [(window.tree.visualRect(i).top(), x) for i, _, _, x in after] == where


# --- the print dialog remembers ----------------------------------------------------------


def test_the_print_dialog_remembers_its_choices_between_openings_and_sessions(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from PySide6.QtWidgets import QFileDialog, QWidget

    from listbuilder.gui.printout.print_dialog import PrintDialog
    from tests.gui.conftest import answer_modal

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: ("", ""))
    window = make_window()
    assert window.open_path(EXAMPLE, ask=False)
    seen: list[tuple[str, str, tuple[str, ...], bool]] = []

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, PrintDialog)
        seen.append((dialog.language(), dialog.paper(), dialog.sections(), dialog.open_after()))
        combo = dialog.language_combo
        combo.setCurrentIndex(combo.findData("fr"))
        dialog.paper_buttons["letter"].click()
        dialog.section_boxes["templates"].setChecked(False)
        dialog.section_boxes["game-day"].setChecked(True)
        dialog.open_after_box.setChecked(False)
        dialog.accept()

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, PrintDialog)
        seen.append((dialog.language(), dialog.paper(), dialog.sections(), dialog.open_after()))
        dialog.reject()

    answer_modal(choose)
    window.print_action.trigger()
    assert seen[0][:2] == ("en", "a4")  # a first opening: the window's language
    chosen = ("fr", "letter", ("roster", "cards", "abilities", "game-day"), False)
    window.notes_editor.box.setFocus()  # anywhere but the tree
    answer_modal(look)
    window.print_action.trigger()
    assert seen[1] == chosen  # the next opening
    # the dialog gone, the focus is back in the tree (the window's focus, active or not)
    qtbot.waitUntil(lambda: window.focusWidget() is window.tree)
    window.set_document(None)
    window.close()
    later = make_window()  # the next session (the same settings file)
    assert later.open_path(EXAMPLE, ask=False)
    answer_modal(look)
    later.print_action.trigger()
    assert seen[2] == chosen


# --- the focus back in the tree ----------------------------------------------------------


def test_escape_in_the_notes_sends_them_and_gives_the_focus_back_to_the_tree(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtWidgets import QApplication

    assert window.open_path(EXAMPLE, ask=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    box = window.notes_editor.box
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    qtbot.keyClicks(box, "Bring dice")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.tree, timeout=2000)
    document = window.document
    assert document is not None
    path = window.tree.current_path()
    from listbuilder.roster.model import entry_at

    element = (
        entry_at(document.session.roster, path) if path is not None else document.session.roster
    )
    assert getattr(element, "notes", None) == "Bring dice"


def test_closing_a_report_gives_the_focus_back_to_the_tree(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtWidgets import QApplication, QDialog

    assert window.open_path(EXAMPLE, ask=False)
    window.notes_editor.box.setFocus()
    window.needs_action.trigger()  # Models Needed, a window-modal report
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QDialog), timeout=3000)
    report = QApplication.activeModalWidget()
    assert report is not None
    report.close()
    qtbot.waitUntil(lambda: window.focusWidget() is window.tree, timeout=2000)


# --- a toolbar alike in both languages ---------------------------------------------------


def test_the_toolbar_shows_its_labels_alike_in_english_and_french(
    qtbot: QtBot, window: MainWindow
) -> None:
    from listbuilder.gui.window.toolbar import BESIDE

    assert window.open_path(EXAMPLE, ask=False)
    window.setWindowState(Qt.WindowState.WindowNoState)
    styles: dict[int, dict[str, object]] = {}
    for width in range(900, 1700, 40):
        window.resize(width, 700)
        qtbot.wait(5)
        for language in ("en", "fr"):
            window.set_language(language)
            qtbot.wait(5)
            styles.setdefault(width, {})[language] = window.toolbar.toolButtonStyle()
    window.set_language("en")
    assert all(seen["en"] == seen["fr"] for seen in styles.values()), styles
    assert any(seen["en"] == BESIDE for seen in styles.values())  # labels where there is room
    assert any(seen["en"] != BESIDE for seen in styles.values())  # icons where there is not


# --- the undo history kept with the autosave ----------------------------------------------


def test_a_damaged_or_missing_undo_file_recovers_the_roster_without_history(
    tmp_path: Path,
) -> None:
    from listbuilder.gui.window.recovered_undo import read_undo

    missing = tmp_path / "none.undo"
    assert read_undo(missing) == []
    for text in ("{", "[]", '{"steps": [{"roster": "name: [", "labels": {}}]}', "\x00\xff"):
        damaged = tmp_path / "bad.undo"
        damaged.write_text(text, encoding="utf-8", errors="surrogateescape")
        assert read_undo(damaged) == []


def test_undo_steps_put_back_undo_and_redo_as_they_were(window: MainWindow, tmp_path: Path) -> None:
    from listbuilder.gui.window.recovered_undo import read_undo, undo_text
    from listbuilder.roster.edits import SetName, SetPointsLimit
    from listbuilder.roster.history import History
    from listbuilder.roster.io import dump_roster, load_roster

    start = load_roster(EXAMPLE)
    history = History(start)
    history.apply(SetName(name="One"))
    history.apply(SetPointsLimit(points_limit=2000))
    kept = undo_text(history.undo_steps(), window.codex, partial(dump_roster, quick=True))
    again = History(history.roster)
    path = tmp_path / "x.undo"
    path.write_text(kept, encoding="utf-8")
    again.restore_undo(read_undo(path))
    assert again.undo_label("fr") == history.undo_label("fr")
    assert again.undo()
    assert again.roster.name == "One" and again.roster.points_limit == start.points_limit
    assert again.undo() and again.roster.name == start.name and not again.can_undo
    assert again.redo() and again.redo() and again.roster.points_limit == 2000


# --- a language switch keeps the layout ---------------------------------------------------


@pytest.mark.parametrize("first", ["en", "fr"])
@pytest.mark.parametrize("width", [1024, 1366])
def test_a_language_switch_keeps_the_panes_widths(
    qtbot: QtBot, make_window: Callable[..., MainWindow], first: str, width: int
) -> None:
    from PySide6.QtWidgets import QSplitter

    window = make_window(first)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(width, 768)
    assert window.open_path(ROOT / "examples" / "alaitoc-illegal.yaml", ask=False)
    qtbot.wait(50)

    def layout() -> list[list[int]]:
        """The panes' widths (their heights follow the totals bar, which a longer French
        text can wrap onto a second line)."""
        return [
            splitter.sizes()
            for splitter in window.findChildren(QSplitter)
            if splitter.orientation() is Qt.Orientation.Horizontal
        ]

    before = layout()
    other = "fr" if first == "en" else "en"
    for language in (other, first, other):
        window.set_language(language)
        qtbot.wait(50)
        assert layout() == before, language
    window.set_language("en")


# --- the card view's room at 1024x768 ------------------------------------------------------


def test_an_empty_notes_box_leaves_its_room_to_the_card_view(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(1024, 768)
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.wait(50)
    box = window.notes_editor.box
    line = box.fontMetrics().lineSpacing()
    small = window.card_view.height()
    assert not box.toPlainText() and box.height() <= line * 2 + 12
    box.setFocus()  # typing: five lines
    qtbot.waitUntil(lambda: box.height() >= line * 5, timeout=2000)
    qtbot.waitUntil(lambda: window.card_view.height() < small, timeout=2000)
    qtbot.keyClicks(box, "Deploy last")
    window.tree.setFocus()  # notes written: they stay in sight, five lines
    qtbot.wait(50)
    assert box.height() >= line * 5
