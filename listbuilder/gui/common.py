"""Small helpers shared by the views: icons, names in the reader's language, error display.

Names, notes and file names are a stranger's text. Qt guesses rich text from a string
(``Qt.mightBeRichText``) in labels, message boxes and tooltips, and rich text loads images:
a roster named ``<img src="/dev/zero">`` aborted the app. So every such text is shown as
plain text: labels and message boxes get ``Qt.PlainText`` (:func:`plain_label`,
:func:`plain_box`, :func:`warn`), tooltips go through :func:`tip`, and where rich text is
wanted (bold words in a label) the stranger's part is escaped with :func:`esc`.
"""

from __future__ import annotations

from enum import IntEnum
from functools import cache
from typing import TYPE_CHECKING, overload

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QIcon
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox, QWidget

from listbuilder import paths
from listbuilder.gui.i18n import fill
from listbuilder.i18n import DEFAULT_LANGUAGE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractScrollArea

    from listbuilder.codex.models import Card
    from listbuilder.errors import ListBuilderError


VIEWPORT_NAME = "qt_scrollarea_viewport"
"""The object name Qt gives every scroll area's viewport."""


def viewport_of(area: QAbstractScrollArea) -> QWidget:
    """*area*'s viewport (``area.viewport()``), asked for as a QWidget.

    ``viewport()`` hands PySide a widget it has not wrapped yet and only knows as a QWidget:
    to find its most derived class, PySide creates every QWidget subclass of QtWidgets with
    all their enums (68 enums, about 10 ms at the first call: the start of the editing
    views paid it). Found by name and type, the same widget is wrapped as a QWidget at once
    (docs/speed.md); ``viewport()`` answers where the name is not Qt's."""
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    found = area.findChild(QWidget, VIEWPORT_NAME, direct)
    return found if isinstance(found, QWidget) else area.viewport()


@cache
def icon(name: str) -> QIcon:
    """An icon of ``resources/icons`` by name (``delete``, ``error``...)."""
    return QIcon(str(paths.resources_dir() / "icons" / f"{name}.svg"))


@cache
def row_icon(name: str) -> QIcon:
    """:func:`icon` drawn once as pixmaps, for the marks of item views (problems in the roster
    tree, the findings, the card browser). A view paints the mark of every visible row at each
    repaint, and an SVG icon costs a render lookup each time: a third of a repaint of the tree.
    Sizes up to 64 pixels cover the views' icon sizes on screens up to 4x."""
    source = icon(name)
    drawn = QIcon()
    for size in (16, 20, 24, 32, 48, 64):
        drawn.addPixmap(source.pixmap(QSize(size, size), 1.0))
    return drawn


class Column(IntEnum):
    """Name, points, VP, BP: the columns of the roster tree and the card browser, in the
    order of the totals bar and the summary."""

    NAME = 0
    POINTS = 1
    VP = 2
    BP = 3


def card_name(card: Card, lang: str) -> str:
    return card.display_name(lang)


def esc(text: object) -> str:
    import html  # its entity tables are not needed to show the window

    return html.escape(str(text), quote=True)


@overload
def tip(text: str) -> str: ...
@overload
def tip(text: None) -> None: ...
def tip(text: str | None) -> str | None:
    """*text* as a tooltip that shows it as it is: Qt shows a tooltip that looks like markup
    as rich text, so such a text is escaped into a paragraph keeping its line breaks."""
    if not text or not GuiQt.mightBeRichText(text):
        return text
    return "<p style='white-space:pre-wrap'>" + esc(text) + "</p>"


def mnemonic_safe(text: str) -> str:
    """*text* for a menu or button, whose ``&`` would otherwise underline the next letter."""
    return text.replace("&", "&&")


def plain_label(label: QLabel) -> QLabel:
    """*label* made to show its text as plain text, whatever it looks like."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_box(box: QMessageBox) -> QMessageBox:
    """*box* showing its text and informative text as plain text (call before setText)."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    for label in box.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning box with plain *text* (``QMessageBox.warning`` guesses rich text)."""
    box = plain_box(QMessageBox(parent))
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.exec()


def menus_by_action(owner: QWidget) -> dict[QAction, QMenu]:
    """Every menu under *owner* (a window), by the action that opens it.

    ``QAction.menu()`` is not to be called: PySide6 6.9 (the portable Linux bundle's) gives
    the menu's ownership to the wrapper it returns, so dropping that wrapper deleted the
    menu (the View menu was gone before the window was shown)."""
    return {menu.menuAction(): menu for menu in owner.findChildren(QMenu)}


def window_language(widget: QWidget | None) -> str:
    """The language of *widget*'s window (English when it has none)."""
    lang = getattr(widget.window(), "lang", None) if widget is not None else None
    return lang if isinstance(lang, str) else DEFAULT_LANGUAGE


def show_error(
    parent: QWidget | None,
    exc: ListBuilderError,
    *,
    title: str | None = None,
    lang: str | None = None,
) -> None:
    """The one place the GUI reports a core error: the message, where, and the fix, in the
    window's language (*lang* if given)."""
    lang = lang or window_language(parent)
    box = plain_box(QMessageBox(parent))
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title or QCoreApplication.translate("Errors", "Listbuilder"))
    box.setText(exc.text(lang))
    details: list[str] = []
    where = exc.where(lang)
    if where:
        details.append(fill(QCoreApplication.translate("Errors", "Where: %1"), where))
    hint = exc.hint_text(lang)
    if hint:
        details.append(fill(QCoreApplication.translate("Errors", "Fix: %1"), hint))
    if details:
        box.setInformativeText("\n".join(details))
        plain_box(box)  # the informative label is made on first use
    box.exec()
