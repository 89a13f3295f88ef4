"""The Tools menu: work beside the open roster (the organiser's tournament desk).

The desk's module is imported when the entry is chosen, not as the window starts."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from listbuilder.gui.dialogs.event_desk import DeskWindow, EventDesk


class ToolsMenu(QObject):
    """Tools, between the window's other menus and Help, as desktops place it."""

    def __init__(self, window: DeskWindow) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.menu = QMenu(cast(QWidget, window))
        self.menu.setObjectName("toolsMenu")
        bar = window.menuBar()
        help_action = window.help_menu.menuAction()  # never an action's menu(): menus_by_action
        if help_action in bar.actions():
            bar.insertMenu(help_action, self.menu)
        else:
            bar.addMenu(self.menu)
        self.event_desk_action = QAction(cast(QObject, window))
        self.event_desk_action.setObjectName("checkEventLists")
        self.event_desk_action.triggered.connect(self.show_event_desk)
        self.menu.addAction(self.event_desk_action)
        window.languages.language_changed.connect(self.retranslate)
        self.retranslate()

    def retranslate(self, *_: object) -> None:
        self.menu.setTitle(self.tr("&Tools"))
        self.event_desk_action.setText(self.tr("Check Lists for an &Event\u2026"))
        self.event_desk_action.setToolTip(
            self.tr("Check the lists sent to a tournament against its pack, and print the report")
        )

    def show_event_desk(self) -> EventDesk:
        from listbuilder.gui.dialogs.event_desk import show_event_desk

        return show_event_desk(self.window)
