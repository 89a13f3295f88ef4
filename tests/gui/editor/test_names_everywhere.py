"""Issue 31 (4): a name given with F2 shows wherever the card, company or force shows: the tree,
the card view's title, the browser's "cards go to" line, Duplicate Force's warning, the
printouts read back from the PDF, the text exports, the .ros file and Game mode."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pdfplumber
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

from listbuilder.editing.export import export_bytes
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.report.exports import export_text
from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"
COMPANY = "2nd Company (Tactical Company #1)"
CARD = "Hammer of Macragge (Land Raider Squadron)"


def _rename(qtbot: QtBot, window: MainWindow, path: ElementPath, name: str) -> None:
    """F2 on the row, the name typed, Enter: as a player does it."""
    window.tree.select_path(path)
    qtbot.keyClick(window.tree, Qt.Key.Key_F2)
    QApplication.processEvents()
    editors = [e for e in window.tree.findChildren(QLineEdit, "renameEditor") if e.isVisible()]
    assert len(editors) == 1, "no name editor open"
    editor = editors[0]
    editor.selectAll()
    editor.insert(name)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()


def _named_army(qtbot: QtBot, window: MainWindow, force: str | None = None) -> None:
    window.start_roster("Names", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")
    _rename(qtbot, window, ElementPath(0, 0), "2nd Company")
    _rename(qtbot, window, ElementPath(0, 0, 0), "Hammer of Macragge")
    if force is not None:
        _rename(qtbot, window, ElementPath(0), force)


def _pdf_text(path: Path) -> str:
    with pdfplumber.open(path) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def test_the_new_names_show_in_every_view_of_the_window(qtbot: QtBot, window: MainWindow) -> None:
    _named_army(qtbot, window)
    lines = tree_lines(window)
    assert any(line.strip().startswith(COMPANY) for line in lines), lines
    assert any(line.strip().startswith(CARD) for line in lines), lines

    window.tree.select_path(ElementPath(0, 0, 0))
    QApplication.processEvents()
    title = window.card_view.text.document().toPlainText().splitlines()[0]
    assert title == CARD

    window.tree.select_path(ElementPath(0, 0))
    QApplication.processEvents()
    target = window.browser.findChild(QLabel, "browserTarget")
    assert target is not None
    assert COMPANY in target.text(), target.text()


def test_duplicate_forces_warning_names_the_forces_as_the_tree_shows_them(
    qtbot: QtBot, window: MainWindow
) -> None:
    _named_army(qtbot, window)
    window.tree.select_path(ElementPath(0))
    window.duplicate_force_action.trigger()
    QApplication.processEvents()
    assert window.document is not None

    def warning(lang: str) -> str:
        assert window.document is not None
        found = [f for f in window.document.session.result.findings if f.code == "same-list-forces"]
        assert len(found) == 1
        return found[0].message(lang)

    unnamed = warning("en")
    assert "higher in the roster" in unnamed and "Force 2" not in unnamed
    assert "force 1" not in unnamed.lower() and "ruling 10" in unnamed
    assert "plus haut dans la liste" in warning("fr")

    _rename(qtbot, window, ElementPath(1), "Reserve")
    named = warning("en")
    force = next(line for line in tree_lines(window) if line.startswith("Reserve ("))
    assert force.split(" \u2014 ")[0].split(" |")[0] in named, (force, named)
    assert "Force 2" not in named and "force 1" not in named


def test_the_new_names_reach_printouts_exports_and_game_mode(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    _named_army(qtbot, window, force="Ultramarines")
    document = window.document
    assert document is not None
    roster, codex = document.session.roster, window.codex
    force = f"Ultramarines ({document.session.result.figures.forces[0].list_name.get('en')})"

    for sections in ("roster", "cards", "game-day"):
        out = render_roster(roster, codex, tmp_path / f"{sections}.pdf", sections=sections)
        text = " ".join(_pdf_text(out).split())
        # the game-day sheet heads each card with the player's name and lists its units below
        assert "2nd Company" in text and "Hammer of Macragge" in text, sections
        if sections != "cards":  # a force's heading (the cards name no force)
            assert force in text, sections
        if sections != "game-day":
            assert COMPANY in text, sections

    for fmt in ("text", "markdown"):
        text = export_text(roster, codex, fmt, "en")
        assert COMPANY in text and CARD in text, fmt
    data, _ = export_bytes(roster, codex, "ros", "en")
    xml = data.decode("utf-8")
    assert 'customName="2nd Company"' in xml and 'customName="Hammer of Macragge"' in xml

    window.glance_dock.show()
    qtbot.waitUntil(lambda: bool(window.glance_dock.panel.groups))
    bars = [bar.label for _title, found in window.glance_dock.panel.groups for bar in found]
    assert any(label.startswith(force) for label in bars), bars

    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    view.finish_rows()
    names = [row.name.text().strip() for row in view.rows]
    assert any("2nd Company" in name for name in names), names
    assert any(name.startswith("Hammer of Macragge") for name in names), names
