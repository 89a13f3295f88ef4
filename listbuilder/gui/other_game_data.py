"""File › Add Game Data…: the BattleScribe game systems the player added, and adding one.

A folder holding a ``.gst`` and its ``.cat`` files is read in full and copied by
:func:`listbuilder.systems.battlescribe.registry.add_data` on the worker thread (the 40K
data takes seconds), the dialog painting a busy bar meanwhile; what goes wrong is said in
the dialog itself, with the file, the place and the fix, and nothing is copied. The same
dialog lists what was added and removes it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import plain_label, window_language
from listbuilder.gui.i18n import fill

ID_ROLE = Qt.ItemDataRole.UserRole + 1


class GameDataDialog(QDialog):
    """The game systems added; Add… a folder, Remove the selected one."""

    data_changed = Signal()
    """A game system was added or removed (New Roster and Open see it at once)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameDataDialog")
        self.setWindowTitle(self.tr("Game Data"))
        self.intro = plain_label(QLabel())
        self.intro.setWordWrap(True)
        self.intro.setText(
            self.tr(
                "Other games are built from their BattleScribe data: add a folder holding "
                "a game system (.gst) and its catalogues (.cat). A copy is kept, so the "
                "folder may change or go."
            )
        )
        self.list = QTreeWidget()
        self.list.setObjectName("gameDataList")
        self.list.setRootIsDecorated(False)
        self.list.setHeaderLabels(
            [self.tr("Game system"), self.tr("Revision"), self.tr("Catalogues"), self.tr("Entries")]
        )
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.status = plain_label(QLabel())
        self.status.setObjectName("gameDataStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # reading has no steps to count: a busy bar
        self.busy.hide()
        self.add_button = QPushButton(self.tr("&Add Folder\u2026"))
        self.add_button.setObjectName("addGameData")
        self.add_button.clicked.connect(self.choose_folder)
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.setObjectName("removeGameData")
        self.remove_button.clicked.connect(self.remove_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.busy)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.resize(560, 360)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for item in core.registry.added_data():
            row = QTreeWidgetItem(
                [item.name, str(item.revision), str(item.catalogues), f"{item.entries:,}"]
            )
            row.setData(0, ID_ROLE, item.id)
            row.setToolTip(0, fill(self.tr("%1 (id %2)"), item.name, item.id))
            self.list.addTopLevelItem(row)
        for column in range(self.list.columnCount()):
            self.list.resizeColumnToContents(column)
        self._update_buttons()

    def added_names(self) -> list[str]:
        from listbuilder.gui.other_game_window import top_items

        return [item.text(0) for item in top_items(self.list)]

    def _update_buttons(self) -> None:
        busy = self.busy.isVisible()
        self.add_button.setEnabled(not busy)
        self.remove_button.setEnabled(not busy and bool(self.list.selectedItems()))
        self.close_button.setEnabled(not busy)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add Game Data"))
        if folder:
            self.add_folder(Path(folder))

    def add_folder(self, folder: Path) -> bool:
        """Read and copy *folder* on the worker thread; True when it was added."""
        from listbuilder.gui.work import Job

        self.status.setText(fill(self.tr("Reading %1\u2026"), str(folder)))
        self.busy.show()
        self._update_buttons()
        job: Job[core.registry.AddedData] = Job(lambda _job: core.registry.add_data(folder))
        try:
            added = job.start().wait(user_input=False)
        except ListBuilderError as exc:
            self._say_error(exc)
            return False
        except OSError as exc:
            self.status.setText(
                fill(self.tr("Cannot read %1: %2"), str(folder), exc.strerror or str(exc))
            )
            return False
        finally:
            self.busy.hide()
            self._update_buttons()
        self.refresh()
        self.status.setText(
            fill(
                self.tr("Added %1 (revision %2): %3 catalogues, %4 entries."),
                added.name,
                str(added.revision),
                str(added.catalogues),
                f"{added.entries:,}",
            )
        )
        self.data_changed.emit()
        return True

    def _say_error(self, exc: ListBuilderError) -> None:
        lang = window_language(self)
        lines = [exc.text(lang)]
        where = exc.where(lang)
        if where:
            lines.append(fill(self.tr("Where: %1"), where))
        hint = exc.hint_text(lang)
        if hint:
            lines.append(fill(self.tr("Fix: %1"), hint))
        self.status.setText("\n".join(lines))

    def remove_selected(self) -> bool:
        items = self.list.selectedItems()
        if not items:
            return False
        name = items[0].text(0)
        try:
            core.registry.remove_data(str(items[0].data(0, ID_ROLE)))
        except ListBuilderError as exc:
            self._say_error(exc)
            return False
        self.refresh()
        self.status.setText(fill(self.tr("Removed %1."), name))
        self.data_changed.emit()
        return True
