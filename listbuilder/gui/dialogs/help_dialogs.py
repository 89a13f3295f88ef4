"""The Help menu's pages: Getting Started (a short guide from the message catalogue, in the
window's language) and Keyboard Shortcuts (read from the window's own actions when it
opens, so it lists the keys as they are and never goes stale)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui.common import menus_by_action
from listbuilder.i18n import message


class _HelpDialog(QDialog):
    """A page of help with a Close button."""

    def __init__(self, parent: QWidget, name: str, body: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        layout = QVBoxLayout(self)
        layout.addWidget(body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class GettingStartedDialog(_HelpDialog):
    """The guide of the first steps."""

    def __init__(self, parent: QWidget, lang: str) -> None:
        self.page = QTextBrowser()
        self.page.setObjectName("gettingStartedText")
        self.page.setMarkdown(message("help.getting-started", lang))
        super().__init__(parent, "gettingStarted", self.page)
        self.setWindowTitle(self.tr("Getting Started"))
        self.resize(620, 440)


def _plain(text: str) -> str:
    """A menu entry's text without its mnemonic and ellipsis ("&Save As..." -> "Save As")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("\u2026.")


_KEYBOARD = (
    (int(Qt.Key.Key_Escape), int(Qt.Key.Key_PageDown)),
    (int(Qt.Key.Key_F1), int(Qt.Key.Key_F12)),
)
"""The keys past the printable ones that a usual keyboard has: Escape to Page Down (Tab,
Backspace, Enter, Insert, Delete, the arrows...) and F1 to F12. The platforms' standard
bindings add keys of old workstations (F14, "Undo", "Redo", "Copy", "Find"), which a player
reading the list cannot press."""


def pressable(sequence: QKeySequence) -> bool:
    """Whether every key of *sequence* is on a usual keyboard."""
    if sequence.isEmpty():
        return False
    for index in range(sequence.count()):
        key = int(sequence[index].key())  # type: ignore[index]
        if key >= int(Qt.Key.Key_Escape) and not any(low <= key <= high for low, high in _KEYBOARD):
            return False
    return True


def _keys(action: QAction) -> str:
    """The keys a player presses for *action*, as the platform writes them (``Ctrl+Z``)."""
    native = QKeySequence.SequenceFormat.NativeText
    shown: list[str] = []
    for key in action.shortcuts():
        if pressable(key) and (text := key.toString(native)) not in shown:
            shown.append(text)
    return ", ".join(shown)


def shortcut_rows(
    menu_bar: QMenuBar, extra: list[QAction], other: str
) -> list[tuple[str, str, str]]:
    """(menu, command, keys) for every action with a shortcut: the menus' in their order,
    then the *extra* actions that are in no menu, under *other*."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()

    def add(action: QAction, title: str) -> None:
        keys = _keys(action)
        if keys and not action.isSeparator() and id(action) not in seen:
            seen.add(id(action))
            rows.append((title, _plain(action.text()), keys))

    menus = menus_by_action(menu_bar.window())

    def walk(menu: QMenu, title: str) -> None:
        for action in menu.actions():
            sub = menus.get(action)
            if sub is not None:
                walk(sub, title)
            else:
                add(action, title)

    for action in menu_bar.actions():
        menu = menus.get(action)
        if menu is not None:
            walk(menu, _plain(menu.title()))
    for action in extra:
        add(action, other)
    return rows


class ShortcutsDialog(_HelpDialog):
    """The keys of the window's commands, as a table."""

    def __init__(self, parent: QWidget, menu_bar: QMenuBar, extra: list[QAction]) -> None:
        self.table = QTableWidget()
        super().__init__(parent, "keyboardShortcuts", self.table)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        rows = shortcut_rows(menu_bar, extra, self.tr("Other"))
        table = self.table
        table.setObjectName("shortcutsTable")
        table.setColumnCount(3)
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Command"), self.tr("Keys")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAlternatingRowColors(True)
        previous = ""
        for row, (menu, command, keys) in enumerate(rows):
            # a menu's name on its first row only: the table reads as the menus do
            shown = "" if menu == previous else menu
            previous = menu
            for column, text in enumerate((shown, command, keys)):
                table.setItem(row, column, QTableWidgetItem(text))
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setShowGrid(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.resize(760, 560)

    def rows(self) -> list[tuple[str, ...]]:
        """(menu, command, keys) of each row, as read from the table."""
        found: list[tuple[str, ...]] = []
        menu = ""
        for row in range(self.table.rowCount()):
            menu = self._text(row, 0) or menu
            found.append((menu, self._text(row, 1), self._text(row, 2)))
        return found

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
