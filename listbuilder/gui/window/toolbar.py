"""The main toolbar: text beside the icons where there is room, icons alone where there is not.

At 1024 px the French labels ("Dupliquer", "Descendre"...) do not fit beside their icons and
Qt hides the last buttons, Print among them, behind an overflow arrow. This toolbar drops the
texts instead (the tooltips and accessible names keep them), and brings them back when the
window is wide enough again.

Whether the texts fit is measured with each button's longest text among the languages, so the
toolbar looks the same in English and in French at any width (French alone dropped its texts
where English kept them).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QAction, QActionEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QToolBar, QWidget

from listbuilder.gui.i18n import LANGUAGE_NAMES, translations_dir

BESIDE = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
ICONS = Qt.ToolButtonStyle.ToolButtonIconOnly


@cache
def _translator(lang: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(f"listbuilder_{lang}", translations_dir()) else None


def texts_in_every_language(context: str, source: str) -> tuple[str, ...]:
    """*source* (the English text of Qt's tr in *context*) and its translations."""
    texts = [source]
    for lang in LANGUAGE_NAMES:
        translator = _translator(lang) if lang != "en" else None
        if translator is not None:
            texts.append(translator.translate(context, source) or source)
    return tuple(texts)


class FittingToolBar(QToolBar):
    """A toolbar that shows its buttons' texts only when all of them fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolButtonStyle(BESIDE)
        self._fitting = False
        self._shown: dict[QAction, tuple[str, bool]] = {}
        """Each action's button text and visibility when last fitted: an edit changes the
        Undo action's text and tooltip and several actions' enabled state, none of which
        changes the room the buttons need."""
        self._texts: dict[QAction, tuple[str, ...]] = {}
        """Each action's button text in every language (see :meth:`set_sources`)."""

    def set_sources(self, sources: dict[QAction, tuple[str, str]]) -> None:
        """The tr context and English text of each action's button text: the room needed is
        measured with the longest of its languages."""
        self._texts = {
            action: texts_in_every_language(context, source)
            for action, (context, source) in sources.items()
        }
        self.fit()

    def actionEvent(self, event: QActionEvent) -> None:
        super().actionEvent(event)
        action = event.action()
        if event.type() is QActionEvent.Type.ActionAdded and not action.isSeparator():
            action.changed.connect(lambda a=action: self._texts_changed(a))
            self._texts_changed(action)

    def _texts_changed(self, action: QAction) -> None:
        shown = (action.iconText(), action.isVisible())
        if self._shown.get(action) == shown:
            return
        self._shown[action] = shown
        widget = self.widgetForAction(action)
        if widget is not None:  # the short text is the button's name, shown or not
            widget.setAccessibleName(shown[0].replace("&", ""))
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        # a window sized before it is shown gets its resize while hidden, when fit() waits
        super().showEvent(event)
        self.fit()

    def needed_width(self) -> int:
        """The width the buttons need with their texts beside the icons."""
        style = self.toolButtonStyle()
        self._fitting = True
        try:
            self.setToolButtonStyle(BESIDE)
            layout = self.layout()
            width = (layout.sizeHint() if layout is not None else self.sizeHint()).width()
        finally:
            self.setToolButtonStyle(style)
            self._fitting = False
        metrics = self.fontMetrics()
        for action, texts in self._texts.items():
            if action.isVisible():
                shown = metrics.horizontalAdvance(action.iconText().replace("&", ""))
                longest = max(metrics.horizontalAdvance(text.replace("&", "")) for text in texts)
                width += max(longest - shown, 0)
        return width

    def fit(self) -> None:
        """Texts beside the icons when they all fit in the toolbar's width, else icons only."""
        if self._fitting or not self.isVisible():
            return
        style = BESIDE if self.needed_width() <= self.width() else ICONS
        if style != self.toolButtonStyle():
            self._fitting = True
            try:
                self.setToolButtonStyle(style)
            finally:
                self._fitting = False
