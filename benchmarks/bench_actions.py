"""The player's actions for issue 21's task: a legal 3,000-point Space Marine army with a
titan and an Imperial Guard ally, built in the real window at the size it first opens on a
1024x768 and a 1366x768 screen (maximized there; 60 px go to a desktop panel and the title
bar), and at the old first-start size (nine tenths of the screen) for comparison.

Run: .venv/bin/python benchmarks/bench_actions.py  (QT_QPA_PLATFORM=offscreen without a display)

The path is fixed: New Roster, type a name, filter "space", pick the list (unless the
filter took it), OK; each card by typing part of its name in the search and Enter (Tactical
Company, Land Raider Squadron, Chaplain, Tactical Company, Rhino Squadron, Warhound Titan);
the Warhound's two weapons (Plasma Blastgun, Inferno Gun) by clicking their controls; Add
Ally on the toolbar, filter "guard", pick (unless the filter took it), OK; Tactical Infantry
Company and Leman Russ Squadron; Save (Ctrl+S, a name unless the dialog proposes the
roster's, Enter). A click, a key, a typed word, a scroll each count one. What depends on the
window is measured, not assumed: a box that has not the focus costs a click before typing; a
control that is not wholly inside the options pane costs a scroll first; findings not wholly
inside their list cost a scroll each to read; a save dialog that opens elsewhere than
Documents costs a click there.

Counted this way the path cannot go below 28: the new roster 5 (New Roster, the name, a click
in the filter, "space", Enter), 8 cards at 2 each (their words, Enter), the Warhound's 2
weapons, the ally 3 (Add Ally, "guard", Enter), Save 2 (Ctrl+S, Enter). Issue 31's "20
actions" was a session's own tally by hand; it presumably counted a search and its Enter as one.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _table import print_table

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QLineEdit

    from listbuilder.gui.dialogs.new_roster_dialog import ListPicker
    from listbuilder.roster.model import CardEntry, Roster

SM = "adeptus_astartes"
IG = "imperial_guard"


def count(width: int, height: int) -> tuple[int, int, int]:
    """(actions, options scrolls, findings scrolls) for the task at *width* x *height*."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("LISTBUILDER_DATA_DIR", tempfile.mkdtemp(prefix="lb-bench-data-"))
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QSpinBox

    from listbuilder.codex.loader import load_codex
    from listbuilder.files.windows import file_stem
    from listbuilder.gui.dialogs.new_roster_dialog import AllyDialog, NewRosterDialog
    from listbuilder.gui.window import folders
    from listbuilder.gui.window.app import build_window

    app = QApplication.instance() or QApplication(sys.argv[:1])

    def settle() -> None:
        for _ in range(15):
            app.processEvents()

    codex = load_codex()
    window = build_window(codex, language="en")
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(width, height)
    window.show()
    settle()
    actions = 1  # New Roster
    new = NewRosterDialog(codex, "en", window)
    new.show()
    settle()
    actions += _type_into(app, new.name_edit, "Tarsis")
    actions += _type_into(app, new.picker.filter, "space")
    actions += _pick(new.picker, "space_marines")
    actions += 1  # Enter (OK)
    assert new.list_id() == "space_marines" and new.name() == "Tarsis"
    new.close()
    window.start_roster(new.name(), 3000, "space_marines")

    def add(key: str, words: str) -> None:
        """*words* typed in the search box as the keyboard does it, then Enter: the card
        must be the one Enter adds (the first shown), and the box must take the typing."""
        nonlocal actions
        search = window.browser.search
        focus = window.focusWidget()
        before = document_cards()
        if focus is window.tree:
            # letters typed in the roster tree start a card search (the window's own way)
            QTest.keyClicks(window.tree, words[0])
            assert window.focusWidget() is search and search.text() == words[0]
            QTest.keyClicks(search, words[1:])
        else:
            if focus is not search:
                actions += 1  # a click in the search box
                search.setFocus()
            if search.text() and search.selectedText() != search.text():
                actions += 1  # the last search cleared first
                search.clear()
            QTest.keyClicks(search, words)
        QTest.keyClick(search, Qt.Key.Key_Return)
        actions += 2  # the words typed, Enter
        settle()
        added = Counter(document_cards()) - Counter(before)
        assert added == Counter([key.split("/")[1]]), (key, words, added)

    def document_cards() -> list[str]:
        assert window.document is not None
        return sorted(entry.card for entry in _entries(window.document.session.roster))

    for card, words in (
        ("tactical_company", "tactical company"),
        ("land_raider_squadron", "land raider squadron"),
        ("chaplain", "chaplain"),
        ("tactical_company", "tactical company"),
        ("rhino_squadron", "rhino"),
        ("warhound_titan", "warhound"),
    ):
        add(f"{SM}/{card}", words)
    area = window.card_view._options_area
    option_scrolls = 0
    for choice in ("plasma_blastgun", "inferno_gun"):
        control = window.card_view.options.controls[f"warhound_titan_weapons.{choice}"]
        top = control.mapTo(area.viewport(), QPoint(0, 0)).y()
        if top < 0 or top + control.height() > area.viewport().height():
            option_scrolls += 1
            area.ensureWidgetVisible(control)
            settle()
        actions += 1
        if isinstance(control, QSpinBox):
            control.setValue(1)
        else:
            control.setChecked(True)
        settle()
    actions += 1  # Add Ally
    ally = AllyDialog(codex, "en", "space_marines", window)
    ally.show()
    settle()
    actions += _type_into(app, ally.picker.filter, "guard")
    actions += _pick(ally.picker, "imperial_guard")
    actions += 1  # Enter (OK)
    ally.close()
    window.add_force("imperial_guard")
    settle()
    assert window.browser._list_id == "imperial_guard"  # the new force is selected
    for card, words in (
        ("tactical_infantry_company", "tactical infantry"),
        ("leman_russ_squadron", "leman russ squadron"),
    ):
        add(f"{IG}/{card}", words)
    findings = window.findings.list
    finding_scrolls = 0
    for row in range(findings.count()):
        if findings.visualItemRect(findings.item(row)).bottom() > findings.viewport().height():
            finding_scrolls += 1
            findings.scrollToItem(findings.item(row))
            settle()
    actions += 2  # Ctrl+S, Enter
    if window.suggested_path().name != f"{file_stem('Tarsis')}.netepic.yaml":
        actions += 1  # the file's name typed
    start = window.start_folder()
    if start != folders.documents_folder():
        actions += 1
    assert window.document is not None and not window.document.session.result.findings
    assert window.document.session.result.figures.points == 2925
    window.set_document(None)
    window.close()
    return actions + option_scrolls + finding_scrolls, option_scrolls, finding_scrolls


def _entries(roster: Roster) -> list[CardEntry]:
    """Every card of *roster*: companies, their attached cards, structure cards."""
    found: list[CardEntry] = []
    for force in roster.forces:
        for company in force.companies:
            found += [company, *company.attached]
        found += list(force.structures)
    return found


def _type_into(app: QApplication, box: QLineEdit, text: str) -> int:
    """Typing *text* in *box*: one action, and a click first unless the box has the focus
    with its text selected (typed over) or empty."""
    clicks = 0
    if box.window().focusWidget() is not box:
        clicks = 1
        box.setFocus()
    elif box.text() and box.selectedText() != box.text():
        clicks = 1  # a click to select, or keys to clear
    box.setText(text)
    return clicks + 1


def _pick(picker: ListPicker, list_id: str) -> int:
    """The list taken by the filter costs nothing more; another one a click."""
    if picker.current_list() == list_id:
        return 0
    assert picker.select(list_id), list_id
    return 1


def main() -> None:
    rows = []
    for screen in ((1024, 768), (1366, 768)):
        maximized = (screen[0], screen[1] - 60)
        old_first = (screen[0] * 9 // 10, screen[1] * 9 // 10)
        for label, size in (("maximized", maximized), ("nine tenths", old_first)):
            actions, options, findings = count(*size)
            rows.append(
                [
                    f"{screen[0]}x{screen[1]}",
                    label,
                    f"{size[0]}x{size[1]}",
                    actions,
                    options,
                    findings,
                ]
            )
    print_table(
        ["screen", "window", "size", "actions", "options scrolls", "findings scrolls"], rows
    )


if __name__ == "__main__":
    main()
