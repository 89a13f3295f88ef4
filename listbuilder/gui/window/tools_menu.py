"""The Tools menu: work beside the open roster (the organiser's tournament desk).

Its menu and entry are rows of the window's action table
(:mod:`listbuilder.gui.window.action_table`), made on this object. The desk's module is
imported when the entry is chosen, not as the window starts."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from listbuilder.gui.dialogs.event_desk import DeskWindow, EventDesk


class ToolsMenu(QObject):
    """Tools, between the window's other menus and Help, as desktops place it."""

    menu: QMenu
    event_desk_action: QAction

    def __init__(self, window: DeskWindow) -> None:
        super().__init__(cast(QObject, window))
        self.window = window

    def show_event_desk(self) -> EventDesk:
        from listbuilder.gui.dialogs.event_desk import show_event_desk

        return show_event_desk(self.window)
