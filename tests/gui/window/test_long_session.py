"""A long editing session through the real window, as a player would run one.

Thousands of edits (cards added, duplicated, moved, deleted; options, name and points limit
changed), undone and redone, with saves along the way, all through the window's own actions
and widgets. After every step the roster must be exactly what the step should have made of
it. A Qt binding that drains ``None`` aborted the interpreter within such a session
(PySide6 6.12.0 on Python 3.11); short tests never noticed.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QRadioButton,
    QWidget,
)

from listbuilder.gui.dialogs.new_roster_dialog import NewRosterDialog
from listbuilder.roster.io import load_roster, roster_to_data
from listbuilder.roster.model import ElementPath, Roster
from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

STEPS = 1500
SEED = 8
LIST_ID = "imperial_guard"
SAVE_EVERY = 250
MOST_CARDS = 14
"""Past this many cards the session deletes more than it adds, so the roster stays playable."""


def state(window: MainWindow) -> dict[str, Any]:
    assert window.document is not None
    return roster_to_data(window.document.session.roster)


def elements(roster: Roster) -> list[ElementPath]:
    """Every company and attached card, as tree paths."""
    paths = []
    for f, force in enumerate(roster.forces):
        for c, company in enumerate(force.companies):
            paths.append(ElementPath(f, c))
            paths.extend(ElementPath(f, c, a) for a in range(len(company.attached)))
    return paths


class Session:
    """Drives the window and keeps the expected history beside it."""

    def __init__(self, qtbot: QtBot, window: MainWindow, rng: random.Random) -> None:
        self.qtbot, self.window, self.rng = qtbot, window, rng
        self.done: list[dict[str, Any]] = []
        self.undone: list[dict[str, Any]] = []
        self.counts: dict[str, int] = {}
        assert window.document is not None
        cards = window.codex.list_cards(LIST_ID)
        # titan battlegroups (a hundred weapon choices) are left out: building their editor
        # costs what ten other edits do, and the titans alone test the same code
        self.with_options = [
            ref.key
            for ref in cards
            if ref.card.options and sum(len(g.choices) for g in ref.card.options) <= 60
        ]
        self.plain = [ref.key for ref in cards if not ref.card.options and ref.card.points <= 500]
        assert len(self.with_options) >= 5 and len(self.plain) >= 10

    @property
    def roster(self) -> Roster:
        assert self.window.document is not None
        return self.window.document.session.roster

    def edit(self, name: str, action: Any) -> None:
        """Run one edit; a change to the roster must be one new undo step."""
        before = state(self.window)
        action()
        after = state(self.window)
        if after != before:
            self.done.append(before)
            self.undone.clear()
            self.counts[name] = self.counts.get(name, 0) + 1
            assert self.window.undo.undo_action.isEnabled()
            assert not self.window.undo.redo_action.isEnabled()
            assert self.window.isWindowModified()

    def target(self) -> ElementPath | None:
        """Mostly the card the last edit selected, as a player works; sometimes another."""
        current = self.window.tree.current_path()
        if current is not None and current.company is not None and self.rng.random() < 0.7:
            return current
        return self.select_random()

    def select_random(self) -> ElementPath | None:
        paths = elements(self.roster)
        if not paths:
            return None
        path = self.rng.choice(paths)
        self.window.tree.select_path(path)
        assert self.window.tree.current_path() == path
        return path

    # --- the edits ----------------------------------------------------------------

    def add(self) -> None:
        key = self.rng.choice(self.rng.choice([self.with_options, self.plain]))
        self.target()
        add_from_browser(self.qtbot, self.window, key)

    def delete(self) -> None:
        if self.target() is not None:
            self.window.delete_action.trigger()

    def duplicate(self) -> None:
        if self.target() is not None and self.window.duplicate_action.isEnabled():
            self.window.duplicate_action.trigger()

    def move(self) -> None:
        if self.target() is None:
            return
        action = self.rng.choice([self.window.move_up_action, self.window.move_down_action])
        if action.isEnabled():
            action.trigger()

    def option(self) -> None:
        with_options = [
            path
            for path in elements(self.roster)
            if (ref := self.card_at(path)) is not None and ref.card.options
        ]
        if not with_options:
            return
        path = self.rng.choice(with_options)
        self.window.tree.select_path(path)
        controls = self.window.card_view.options.controls
        assert controls, f"the options of {path} are not shown"
        control = controls[self.rng.choice(sorted(controls))]
        if not control.isVisibleTo(self.window.card_view.options):
            return
        if isinstance(control, QRadioButton):  # a "choose 1" group: another of its choices
            group = control.group()
            others = [b for b in group.buttons() if not b.isChecked()] if group else []
            if not control.isChecked() or not others:
                control.setChecked(True)
            else:
                self.rng.choice(others).setChecked(True)
        elif isinstance(control, QCheckBox):
            control.setChecked(not control.isChecked())
        else:
            values = [v for v in range(control.minimum(), min(control.maximum(), 4) + 1)]
            values.remove(control.value())
            if values:
                control.setValue(self.rng.choice(values))

    def rename(self) -> None:
        edit = self.window.header.name_edit
        edit.selectAll()
        self.qtbot.keyClicks(edit, f"Session {self.rng.randrange(1000)}")
        self.qtbot.keyClick(edit, Qt.Key.Key_Return)

    def limit(self) -> None:
        spin = self.window.header.limit_spin
        spin.setValue(self.rng.choice([1500, 2000, 3000, 4000, 5000]))

    def card_at(self, path: ElementPath) -> Any:
        assert path.force is not None and path.company is not None
        force = self.roster.forces[path.force]
        company = force.companies[path.company]
        entry = company if path.attached is None else company.attached[path.attached]
        return self.window.codex.find_card(entry.card, force.list_id)

    # --- undo and redo ------------------------------------------------------------

    def undo(self) -> None:
        action = self.window.undo.undo_action
        assert action.isEnabled() == bool(self.done)
        if self.done:
            current = state(self.window)
            action.trigger()
            assert state(self.window) == self.done[-1]
            self.undone.append(current)
            self.done.pop()
            self.counts["undo"] = self.counts.get("undo", 0) + 1

    def redo(self) -> None:
        action = self.window.undo.redo_action
        assert action.isEnabled() == bool(self.undone)
        if self.undone:
            current = state(self.window)
            action.trigger()
            assert state(self.window) == self.undone[-1]
            self.done.append(current)
            self.undone.pop()
            self.counts["redo"] = self.counts.get("redo", 0) + 1

    def save(self, path: Path) -> None:
        before = state(self.window)
        self.window.save_action.trigger()
        assert not self.window.isWindowModified()
        assert roster_to_data(load_roster(path)) == before
        assert state(self.window) == before

    def check_views(self) -> None:
        """The tree shows one row per force, company, attached card and structure card."""
        lines = tree_lines(self.window)
        structures = sum(len(force.structures) for force in self.roster.forces)
        assert len(lines) == len(self.roster.forces) + len(elements(self.roster)) + structures


def start(qtbot: QtBot, window: MainWindow, path: Path) -> None:
    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewRosterDialog)
        dialog.name_edit.setText("Long session")
        dialog.limit_combo.setEditText("3000")
        assert dialog.picker.select(LIST_ID)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    answer_modal(fill)
    window.new_action.trigger()
    assert window.document is not None

    def save_as(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        dialog.selectFile(str(path))
        dialog.accept()

    answer_modal(save_as)
    window.save_as_action.trigger()
    assert window.document.session.path == path
    assert path.exists()


def test_thousands_of_edits_undos_and_saves_keep_the_roster_right(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = tmp_path / "long-session.yaml"
    start(qtbot, window, path)
    rng = random.Random(SEED)
    session = Session(qtbot, window, rng)
    first = state(window)
    unexpected: list[str] = []

    def no_dialog_expected() -> None:
        """Only the question before a company holding cards is deleted (answered yes)."""
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        if isinstance(modal, QMessageBox) and modal.windowTitle() == "Delete Company":
            session.counts["asked"] = session.counts.get("asked", 0) + 1
            assert "every card" in modal.text() and "pts" in modal.text()
            next(b for b in modal.buttons() if b.text() == "Delete").click()
            return
        unexpected.append(modal.windowTitle())
        modal.close()

    watchdog = QTimer()
    watchdog.timeout.connect(no_dialog_expected)
    watchdog.start(20)

    edits = [
        ("add", session.add, 6),
        ("delete", session.delete, 3),
        ("duplicate", session.duplicate, 2),
        ("move", session.move, 4),
        ("option", session.option, 10),
        ("rename", session.rename, 1),
        ("limit", session.limit, 1),
    ]
    for step in range(1, STEPS + 1):
        cards = len(elements(session.roster))
        roll = rng.random()
        if roll < 0.15:
            for _ in range(rng.randint(1, 6)):
                session.undo()
        elif roll < 0.3:
            for _ in range(rng.randint(1, 5)):
                session.redo()
        else:
            if cards >= MOST_CARDS and rng.random() < 0.5:
                name, edit = "delete", session.delete
            else:
                name, edit, _ = rng.choices(edits, weights=[w for *_, w in edits])[0]
            session.edit(name, edit)
        if step % 50 == 0:
            session.check_views()
        if step % SAVE_EVERY == 0:
            session.save(path)
    watchdog.stop()

    assert unexpected == []
    # every kind of edit happened many times, so the session tested what it says
    kinds = [name for name, *_ in edits] + ["undo", "redo"]
    assert all(session.counts.get(name, 0) >= 20 for name in kinds), session.counts
    assert session.counts.get("asked", 0) >= 5, session.counts  # issue 19: no silent loss
    assert sum(session.counts.values()) >= 1500, session.counts
    # undo everything still on the stack: back to the empty roster first saved
    while session.done:
        session.undo()
    assert not window.undo.undo_action.isEnabled()
    assert state(window) == first
    while session.undone:
        session.redo()
    session.save(path)
    session.check_views()
    assert roster_to_data(load_roster(path)) == state(window)
