"""The main toolbar, whose buttons are named for screen readers even when only an icon shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QWidget

BESIDE = Qt.ToolButtonStyle.ToolButtonTextBesideIcon


class NamedToolBar(QToolBar):
    """A toolbar whose buttons carry their action's short text as accessible name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolButtonStyle(BESIDE)

    def actionEvent(self, event: QActionEvent) -> None:
        super().actionEvent(event)
        action = event.action()
        if event.type() is QActionEvent.Type.ActionAdded and not action.isSeparator():
            action.changed.connect(lambda a=action: self._texts_changed(a))
            self._texts_changed(action)

    def _texts_changed(self, action: QAction) -> None:
        widget = self.widgetForAction(action)
        if widget is not None:  # the short text is the button's name, shown or not
            widget.setAccessibleName(action.iconText().replace("&", ""))
