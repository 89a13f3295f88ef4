"""The card browser's model: the cards of one army list grouped by type, with their figures,
marks and search texts held in Qt's cells, and the proxy that filters them as the player
types."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRegularExpression,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QStandardItem, QStandardItemModel

from listbuilder.codex.models import CardType
from listbuilder.gui.common import Column, card_name, row_icon, tip
from listbuilder.gui.editor.card_marks import NO_MARK, Mark, MarkLevel
from listbuilder.gui.editor.colours import Tone, colour
from listbuilder.gui.editor.tree_nodes import MIME_CARD
from listbuilder.gui.i18n import format_int
from listbuilder.report.numbers import break_point_text
from listbuilder.rules.costs import listed_victory_points

if TYPE_CHECKING:
    from listbuilder.codex.codex import CardRef
    from listbuilder.codex.models import GameSystem

Index = QModelIndex | QPersistentModelIndex

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
MARK_ROLE = Qt.ItemDataRole.UserRole + 3

STRUCTURE = CardType.STRUCTURE
TYPE_ORDER = (CardType.COMPANY, CardType.SUPPORT, CardType.SPECIAL, STRUCTURE)


FIGURES = (Column.POINTS, Column.VP, Column.BP)


_CARD_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
)
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_MARK_ICON = {MarkLevel.ERROR: "error", MarkLevel.POINTS: "points", MarkLevel.WARNING: "warning"}


class _Group:
    __slots__ = ("items", "keys", "type")

    def __init__(self, card_type: CardType, items: list[QStandardItem]) -> None:
        self.type = card_type
        self.items = items
        self.keys: list[str] = []


class CardBrowserModel(QStandardItemModel):
    """Cards of one army list, grouped by type.

    A Qt item model holds the cells, so a repaint of the browser (every visible cell, several
    roles each) runs in Qt alone; this class fills the cells of a card again only when its
    mark or the language changes."""

    def __init__(self, parent: QObject | None = None, system: GameSystem | None = None) -> None:
        super().__init__(0, len(Column), parent)
        self._system = system
        """The game system whose rounding gives a card's VP as the roster counts it."""
        self._groups: list[_Group] = []
        self._refs: dict[str, CardRef] = {}
        self._items: dict[str, list[QStandardItem]] = {}
        self._shown: dict[str, Mark] = {}
        self._lang = "en"
        self._bold = QFont()
        self._bold.setBold(True)
        self.retranslate_header()

    def set_cards(self, cards: list[CardRef]) -> None:
        for _row in self.filling(cards):
            pass

    def filling(self, cards: list[CardRef]) -> Iterator[None]:
        """:meth:`set_cards` a row at a time: the cells are made and filled apart, one row
        per step (the list of another force is built while the window is idle, never in one
        block), and the model takes them all at once at the end."""
        refs = {ref.key: ref for ref in cards}
        made: dict[str, list[QStandardItem]] = {}
        self._refs, self._items, self._shown = refs, made, {}
        groups: list[_Group] = []
        for card_type in TYPE_ORDER:
            group = _Group(card_type, [QStandardItem() for _ in Column])
            for ref in cards:
                if ref.card.type is not card_type:
                    continue
                items = [QStandardItem() for _ in Column]
                for column, item in enumerate(items):
                    item.setFlags(_CARD_FLAGS)
                    item.setData(ref.key, KEY_ROLE)
                    if column != Column.NAME:
                        item.setTextAlignment(_RIGHT)
                made[ref.key] = items
                self._fill(ref, NO_MARK)
                group.keys.append(ref.key)
                yield
            if group.keys:
                groups.append(group)
        self.beginResetModel()  # one reset, not a signal per row
        blocked = self.blockSignals(True)
        try:
            self.removeRows(0, self.rowCount())
            self._groups = []
            for group in groups:
                for item in group.items:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    item.setFont(self._bold)
                    item.setData("", SEARCH_ROLE)
                for key in group.keys:
                    group.items[0].appendRow(made[key])
                self._groups.append(group)
                self._name_group(group)
                self.appendRow(group.items)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def cards(self) -> list[CardRef]:
        return [self._refs[key] for group in self._groups for key in group.keys]

    @property
    def lang(self) -> str:
        """The language of the texts in the cells."""
        return self._lang

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.retranslate_header()
        for group in self._groups:
            self._name_group(group)
        rows = [(ref, self._shown.get(key, NO_MARK)) for key, ref in self._refs.items()]
        self._refill(rows, marks=False)

    def retranslate_header(self) -> None:
        horizontal = Qt.Orientation.Horizontal
        titles = (self.tr("Card"), self.tr("Pts"), self.tr("VP"), self.tr("BP"))
        tips = (
            None,
            self.tr("Points of the card, before options"),
            self.tr("Victory points"),
            self.tr("Break point"),
        )
        for column in Column:
            self.setHeaderData(column, horizontal, titles[column])
            self.setHeaderData(column, horizontal, tips[column], Qt.ItemDataRole.ToolTipRole)

    def set_marks(self, marks: dict[str, Mark], keys: list[str]) -> None:
        """Take the marks of *keys* from *marks*; only the rows whose mark changed are filled
        again."""
        shown = self._shown
        changed: list[tuple[CardRef, Mark]] = []
        for key in keys:
            mark = marks.get(key, NO_MARK)
            ref = self._refs.get(key)
            if ref is not None and mark != shown.get(key, NO_MARK):
                changed.append((ref, mark))
            shown[key] = mark
        self._refill(changed, texts=False)

    def _refill(
        self, rows: list[tuple[CardRef, Mark]], texts: bool = True, marks: bool = True
    ) -> None:
        """Fill the cells of *rows* with signals held, then announce one range per group: a
        signal per cell and role would cost more than the filling itself."""
        if not rows:
            return
        blocked = self.blockSignals(True)
        try:
            for ref, mark in rows:
                self._fill(ref, mark, texts, marks)
        finally:
            self.blockSignals(blocked)
        keys = {ref.key for ref, _ in rows}
        last = len(Column) - 1
        for group in self._groups:
            changed = [row for row, key in enumerate(group.keys) if key in keys]
            if changed:
                parent = group.items[0].index()
                self.dataChanged.emit(
                    self.index(min(changed), 0, parent), self.index(max(changed), last, parent)
                )

    def mark(self, key: str) -> Mark:
        """The mark shown for the card *key*."""
        return self._shown.get(key, NO_MARK)

    def ref_at(self, index: Index) -> CardRef | None:
        key = index.data(KEY_ROLE) if index.isValid() else None
        return self._refs.get(key) if isinstance(key, str) else None

    def index_of(self, key: str) -> QModelIndex:
        items = self._items.get(key)
        return items[0].index() if items is not None else QModelIndex()

    def group_names(self, shown: Callable[[int], int] | None = None) -> None:
        """Name the groups again, with how many of their cards *shown* says are shown (a
        search: "Support cards (5/39)"); all of them without it."""
        for row, group in enumerate(self._groups):
            self._name_group(group, shown(row) if shown is not None else None)

    def _name_group(self, group: _Group, shown: int | None = None) -> None:
        name = {
            CardType.COMPANY: self.tr("Company cards"),
            CardType.SUPPORT: self.tr("Support cards"),
            CardType.SPECIAL: self.tr("Special cards"),
            CardType.STRUCTURE: self.tr("Structure cards"),
        }[group.type]
        count = f"{shown}/{len(group.keys)}" if shown is not None else str(len(group.keys))
        text = f"{name} ({count})"
        if group.items[0].text() != text:
            group.items[0].setText(text)

    def _fill(self, ref: CardRef, mark: Mark, texts: bool = True, marks: bool = True) -> None:
        """Fill the cells of *ref*'s row: *mark* as tooltip, and with *marks* as icon and
        colour too; with *texts* the texts in the model's language (a language switch fills
        only the texts and tooltips, the cells that change with it)."""
        items = self._items[ref.key]
        if texts:
            self._fill_texts(ref, items, search=marks)
        shown_tip = tip(self._tooltip(ref, mark))
        if not marks:
            for item in items:
                item.setData(shown_tip, Qt.ItemDataRole.ToolTipRole)
            return
        error = QBrush(colour(Tone.ERROR)) if mark.level is MarkLevel.ERROR else None
        over = QBrush(colour(Tone.OVER)) if mark.over_points else None
        for column, item in enumerate(items):
            item.setData(shown_tip, Qt.ItemDataRole.ToolTipRole)
            item.setData(int(mark.level), MARK_ROLE)
            brush = error or (over if column == Column.POINTS else None)
            item.setData(brush, Qt.ItemDataRole.ForegroundRole)
        name_icon = _MARK_ICON.get(mark.level)
        items[Column.NAME].setData(
            row_icon(name_icon) if name_icon is not None else None, Qt.ItemDataRole.DecorationRole
        )

    def _fill_texts(self, ref: CardRef, items: list[QStandardItem], search: bool = True) -> None:
        """The texts in the model's language; with *search* the words a search finds it by
        (every language's names: the same in all)."""
        card, lang = ref.card, self._lang
        badges = []
        if card.unique:
            badges.append(self.tr("Unique"))
        if card.free:
            badges.append(self.tr("Free"))
        name = card_name(card, lang)
        points = format_int(card.points, lang)
        more = bool(card.options) and (card.titan or card.type is STRUCTURE)  # weapons to add
        vp = (
            listed_victory_points(card, self._system)
            if self._system is not None
            else None
            if card.victory_points is None
            else math.ceil(card.victory_points)
        )
        texts = (
            f"{name} \u00b7 {', '.join(badges)}" if badges else name,
            f"{points}+" if more else points,
            vp_text(vp, lang, more and card.titan),
            break_point_text(card.break_point or 0, lambda n: format_int(n, lang)),
        )
        for column, item in enumerate(items):
            item.setData(texts[column], Qt.ItemDataRole.DisplayRole)
        if search:
            words = " ".join([*card.names.as_dict().values(), card.id, *card.tags]).casefold()
            for item in items:
                item.setData(words, SEARCH_ROLE)

    def _tooltip(self, ref: CardRef, mark: Mark) -> str:
        lines = [card_name(ref.card, self._lang)]
        if ref.card.titan and ref.card.options:
            lines.append(self.tr("Titan: the points shown are for the chassis; add its weapons."))
        if mark.reasons:
            lines.append(self.tr("Adding it would give:"))
            lines.extend("\u2022 " + reason for reason in mark.reasons)
        else:
            lines.append(self.tr("Double-click or press Enter to add it."))
        return "\n".join(lines)

    # --- dragging a card to the roster tree ---------------------------------------

    def mimeTypes(self) -> list[str]:
        return [MIME_CARD]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        for index in indexes:
            ref = self.ref_at(index)
            if ref is not None:
                data.setData(MIME_CARD, QByteArray(ref.key.encode()))
                break
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class SearchProxy(QSortFilterProxyModel):
    """Cards whose names (any language), id or tags hold every word typed, in any order: a
    regular expression on :data:`SEARCH_ROLE`, so filtering runs in Qt alone."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setFilterRole(SEARCH_ROLE)
        self.words: list[str] = []
        self.hidden: frozenset[str] = frozenset()
        """Cards left out whatever the search ("only what this roster can take now")."""

    def set_hidden(self, keys: frozenset[str]) -> None:
        if keys != self.hidden:
            self.beginFilterChange()  # Qt 6.10's replacement for invalidateFilter()
            self.hidden = keys
            self.endFilterChange()

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        if self.hidden:
            model = self.sourceModel()
            key = model.data(model.index(source_row, 0, source_parent), KEY_ROLE)
            if key in self.hidden:
                return False
        return super().filterAcceptsRow(source_row, source_parent)

    def set_search(self, text: str) -> None:
        self.words = text.casefold().split()
        pattern = "".join(f"(?=.*{re.escape(word)})" for word in self.words)
        expression = QRegularExpression(
            f"^{pattern}" if pattern else "",
            QRegularExpression.PatternOption.DotMatchesEverythingOption,
        )
        self.setFilterRegularExpression(expression)


def vp_text(vp: int | None, lang: str, more: bool) -> str | None:
    """The VP the roster would show for the card taken as it is (``2+`` for a titan whose
    weapons add to it), blank for a card without VP."""
    if vp is None:
        return None
    return f"{format_int(vp, lang)}+" if more else format_int(vp, lang)
