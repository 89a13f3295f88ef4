"""The roster tree: forces, their companies and the cards attached to each company, and each
force's structure cards (ruling 18) after its companies.

:class:`RosterTreeModel` is a thin adapter over the immutable roster. After
each change it diffs the new roster against the nodes it holds, level by level
(common prefix, common suffix, the rest updated in place, inserted or removed),
and inserts, removes or refills only those rows of its Qt item model, so the
view keeps its expanded rows, its selection and its scroll position, and a
repaint reads the cells without calling back into Python. Figures and findings
come from the validation result of the document; the model computes none of
them.

A big roster opens in slices (:data:`SLICED_ROWS`): the forces and the first rows at once,
the other companies a few milliseconds' worth per turn of the event loop, so the window
never freezes on it; the tree ends as a one-shot fill leaves it. A row asked for meanwhile
(the selection) is made at once, in its place; anything that changes the rows (an edit,
the language) first finishes the filling.

Drag and drop never edits the model directly: the model turns a drop into a
core operation and emits :attr:`RosterTreeModel.operation_requested`; the
document applies it and the model follows like after any other edit.
"""

from __future__ import annotations

import bisect
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QByteArray, QMimeData, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QWidget

from listbuilder.gui import core
from listbuilder.gui.common import Column, row_icon, tip
from listbuilder.gui.editor.colours import Tone, colour
from listbuilder.gui.editor.tree_nodes import (
    CHILD_KIND,
    EDITABLE,
    FLAGS,
    MIME_CARD,
    MIME_ELEMENT,
    PATH_ROLE,
    RANK_ICON,
    RIGHT,
    ROOT_FLAGS,
    SEVERITY_RANK,
    SEVERITY_ROLE,
    Index,
    Kind,
    Node,
    Shown,
    child_elements,
    company_inputs,
    force_inputs,
    kind_of,
    row_count,
    same,
)
from listbuilder.gui.i18n import fill, format_int
from listbuilder.gui.work import Priority, Task, idle
from listbuilder.i18n import LANGUAGES, message
from listbuilder.report.numbers import break_point_text
from listbuilder.report.summary import titans_text
from listbuilder.roster.model import ElementPath, element_path, parse_path
from listbuilder.rules.findings import Severity

if TYPE_CHECKING:
    from listbuilder.roster.edits import Operation
    from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard
    from listbuilder.rules.engine import ValidationResult
    from listbuilder.rules.figures import CardFigures, CompanyFigures, ForceFigures
    from listbuilder.rules.findings import Finding

SLICED_ROWS = 200
"""A roster with more rows than this fills its tree in slices (a 20,000-point army has
about 70 rows, a 500,000-point one 1,800)."""
FIRST_ROWS = 60
"""Rows filled at once when the tree fills in slices: more than a screen shows."""
SLICE_SECONDS = 0.02
"""The work done in one turn of the event loop while a tree fills."""


class RosterTreeModel(QStandardItemModel):
    """Forces, companies and attached cards of the document's roster.

    A Qt item model holds the cells, so a repaint of the view (every visible cell, several
    roles each) runs in Qt alone; this class fills the cells of the rows an edit changed."""

    operation_requested = Signal(object)
    """A drop asks for an edit: a core :class:`~listbuilder.roster.edits.Operation`."""
    card_drop_requested = Signal(str, object)
    """A card from the browser dropped on an element: card key, target :class:`ElementPath`."""
    filled = Signal()
    """A tree filling in slices got its last row."""
    rows_added = Signal()
    """A slice of rows came in, more are to come."""
    rows_filled = Signal(QModelIndex, int, int)
    """Rows inserted empty (``rowsInserted``) now hold their cells and cards' rows: parent,
    first and last row, as ``rowsInserted`` gives them (the views expand them)."""
    rename_requested = Signal(object, str)
    """The name cell was edited: the element's :class:`ElementPath` and the new name (empty:
    back to the codex name). The model never keeps the text: the document applies the edit."""
    updated = Signal()
    """An edit's rows are all in place (the end of :meth:`update`): a view measures its
    columns once then, not at each row inserted or removed and each force's new totals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(Column), parent)
        self.invisibleRootItem().setFlags(ROOT_FLAGS)
        self._root = Node(Kind.ROOT, None, None, 0)
        self._lang = "en"
        self._forces: dict[str, ForceFigures] = {}
        self._companies: dict[str, CompanyFigures] = {}
        self._cards: dict[str, CardFigures] = {}
        self._findings: dict[str, list[Finding]] = {}
        self._worst: dict[str, int] = {}
        self._short: frozenset[str] = frozenset()
        self._bold = QFont()
        self._bold.setBold(True)
        self.updating = False
        """Whether :meth:`update` is under way (:attr:`updated` follows it)."""
        self._pending: list[tuple[Node, int]] = []
        """Rows still to make while the tree fills in slices: a force and a child's index,
        in the order they are made."""
        self._filler: Task | None = None
        """The idle task making the rows still to come."""
        self._finishing = False
        self._name_columns()

    # --- feeding ----------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        self.finish_filling()
        self._lang = lang
        self._fill_below(self._root)
        self._name_columns()

    def _name_columns(self) -> None:
        """Header texts kept in Qt: a Python ``headerData`` was called at every repaint."""
        horizontal = Qt.Orientation.Horizontal
        titles = {
            Column.NAME: self.tr("Card"),
            Column.POINTS: self.tr("Pts"),
            Column.VP: self.tr("VP"),
            Column.BP: self.tr("BP"),
        }
        tips = {
            Column.POINTS: self.tr("Points, with the chosen options"),
            Column.VP: self.tr("Victory points the enemy scores for destroying or breaking it"),
            Column.BP: self.tr("Break point"),
        }
        for column in Column:
            self.setHeaderData(column, horizontal, titles[column])
            self.setHeaderData(column, horizontal, tips.get(column), Qt.ItemDataRole.ToolTipRole)

    def reset(self, roster: Roster | None, result: ValidationResult | None) -> None:
        """Rebuild from scratch (a new document); a big roster's rows beyond the first come
        in slices (see the module's notes)."""
        self._stop_filling()
        self._root = Node(Kind.ROOT, None, roster, 0)
        self._take_result(result)
        sliced = roster is not None and row_count(roster) > SLICED_ROWS
        if roster is not None:
            self._root.children = [
                self._make(Kind.FORCE, self._root, force, row, deep=not sliced)
                for row, force in enumerate(roster.forces)
            ]
        self._renumber(self._root)
        if sliced:
            self._pending = [
                (force, row)
                for force in self._root.children
                for row in range(len(child_elements(force)))
            ]
            rows = len(self._root.children)
            while self._pending and rows < FIRST_ROWS:
                rows += self._make_pending(self._pending.pop(0))
        self.beginResetModel()  # the views forget every row, then expand the new ones
        blocked = self.blockSignals(True)  # one reset, not a signal per row
        try:
            self._fill_below(self._root)
            root = self.invisibleRootItem()
            root.removeRows(0, root.rowCount())
            for child in self._root.children:
                root.appendRow(child.items)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()
        if self._pending:
            self._finishing = True  # until the turn after the last rows (see _fill_slice)
            # before the window's background work: the browser's marks wait for the rows
            self._filler = idle().add(
                self._fill_step, Priority.SHOWN, name="roster rows", owner=self
            )

    # --- filling in slices --------------------------------------------------------

    @property
    def filling(self) -> bool:
        """Rows are still to come (a big roster opening)."""
        return bool(self._pending) or self._finishing

    def finish_filling(self) -> None:
        """Make every row still to come, now (before anything changes the rows)."""
        if self.filling:
            self._fill_slice(until_done=True)

    def _stop_filling(self) -> None:
        self._pending = []
        self._finishing = False
        self._end_filler()

    def _end_filler(self) -> None:
        if self._filler is not None:
            self._filler.cancel()
            self._filler = None

    def _fill_step(self) -> bool:
        self._fill_slice()
        return self.filling

    def _fill_slice(self, *, until_done: bool = False) -> None:
        """Make the next rows, for a few milliseconds (all of them *until_done*)."""
        end = time.perf_counter() + SLICE_SECONDS
        made: list[Node] = []
        while self._pending and (until_done or time.perf_counter() < end):
            child = self._build(*self._pending.pop(0))
            if child is not None:
                made.append(child)
        self._insert(made)
        if self._pending or (made and not until_done):
            self.rows_added.emit()  # the last rows' turn ends here; the next one finishes
            return
        self._end_filler()
        self._finishing = False
        self._renumber(self._root)  # every row in place: rows count from the top again
        self.filled.emit()

    def _make_pending(self, step: tuple[Node, int]) -> int:
        """Make the row of a force's child (with its cards), in its place among the rows
        already made; the number of rows made (0 if it was made already)."""
        child = self._build(*step)
        if child is None:
            return 0
        self._insert([child])
        return 1 + len(child.children)

    def _build(self, force: Node, index: int) -> Node | None:
        """The row of a force's child, its cells filled, not yet among the force's rows;
        None if it is there already (asked for out of turn) or its roster is gone."""
        if force.parent is not self._root:
            return None
        made = force.children
        at = bisect.bisect_left(made, index, key=lambda node: node.row)
        if at < len(made) and made[at].row == index:
            return None
        element = child_elements(force)[index]
        child = self._make(kind_of(force.kind, element), force, element, index)
        self._place(child, force, index)
        blocked = self.blockSignals(True)  # its cells are filled before the views see it
        try:
            self._fill_below(force, only=child)
        finally:
            self.blockSignals(blocked)
        return child

    def _insert(self, children: list[Node]) -> None:
        """Put rows made by :meth:`_build` in their places: each run of rows side by side
        in one insertion, so the views lay out once per run, not once per row."""
        run: list[Node] = []
        start = 0
        for child in children:
            force = child.parent
            assert force is not None
            made = force.children
            at = bisect.bisect_left(made, child.row, key=lambda node: node.row)
            if run and (run[0].parent is not force or at != start + len(run)):
                self._insert_run(run, start)
                run = []
            if not run:
                start = at
            made.insert(at, child)
            run.append(child)
        if run:
            self._insert_run(run, start)

    def _insert_run(self, run: list[Node], start: int) -> None:
        force = run[0].parent
        assert force is not None
        holder = force.items[0]
        holder.insertRows(start, len(run))  # the views hear of the rows once
        blocked = self.blockSignals(True)  # and lay them out with their cells (next turn)
        try:
            for offset, child in enumerate(run):
                for column, item in enumerate(child.items):
                    holder.setChild(start + offset, column, item)
        finally:
            self.blockSignals(blocked)
        self.rows_filled.emit(holder.index(), start, start + len(run) - 1)

    def _place(self, child: Node, force: Node, index: int) -> None:
        """The path of a force's child made out of turn, and of its cards (what
        :meth:`_renumber` gives once every row is in)."""
        companies = len(cast("Force", force.element).companies)
        if child.kind is Kind.STRUCTURE:
            child.epath = ElementPath(force.epath.force, structure=index - companies)
        else:
            child.epath = ElementPath(force.epath.force, index)
        child.path = str(child.epath)
        for row, card in enumerate(child.children):
            card.epath = ElementPath(force.epath.force, index, row)
            card.path = str(card.epath)

    def set_short_cards(self, paths: frozenset[str]) -> None:
        """Mark the cards the player's collection cannot field (paths of cards)."""
        if paths != self._short:
            self.finish_filling()
            self._short = paths
            self._fill_below(self._root)

    def update(self, roster: Roster, result: ValidationResult) -> None:
        """Follow an edit: insert, remove and update only the rows that changed."""
        self.finish_filling()  # the edit is made on every row, as after a one-shot fill
        self.updating = True
        try:
            self._take_result(result)
            self._root.element = roster
            self._sync(self._root)
            self._renumber(self._root)
            self._fill_below(self._root)
        finally:
            self.updating = False
        self.updated.emit()

    def _take_result(self, result: ValidationResult | None) -> None:
        self._forces.clear()
        self._companies.clear()
        self._cards.clear()
        self._findings.clear()
        self._worst.clear()
        if result is None:
            return
        for force in result.figures.forces:
            self._forces[force.path] = force
            for company in force.companies:
                self._companies[company.path] = company
                self._cards[company.card.path] = company.card
                for card in company.attached:
                    self._cards[card.path] = card
            for card in force.structures:
                self._cards[card.path] = card
        for finding in result.findings:
            at = parse_path(finding.path)
            key = element_path(at.force, at.company, at.attached, structure=at.structure)
            self._findings.setdefault(key, []).append(finding)
            rank = SEVERITY_RANK.get(finding.severity, 0)
            # the element and every element holding it show the worst problem below them
            for holder in {
                key,
                element_path(at.force, at.company),
                element_path(at.force),
            }:
                if holder and rank > self._worst.get(holder, 0):
                    self._worst[holder] = rank

    def _make(self, kind: Kind, parent: Node, element: Any, row: int, *, deep: bool = True) -> Node:
        """A node and its row of cells, with the rows of its children under it unless not
        *deep* (the cells are filled once the node has its path)."""
        node = Node(kind, parent, element, row)
        flags = FLAGS[kind]
        node.items = [QStandardItem() for _ in Column]
        for column, item in enumerate(node.items):
            item.setFlags(flags | EDITABLE if column == Column.NAME else flags)
            if column != Column.NAME:
                item.setTextAlignment(RIGHT)
            elif kind is Kind.FORCE:
                item.setFont(self._bold)
        if kind in CHILD_KIND and deep:
            node.children = [
                self._make(kind_of(kind, child), node, child, r)
                for r, child in enumerate(child_elements(node))
            ]
            for child in node.children:
                node.items[0].appendRow(child.items)
        return node

    def _holder(self, node: Node) -> QStandardItem:
        return node.items[0] if node.items else self.invisibleRootItem()

    def _sync(self, node: Node) -> None:
        old = node.children
        new = child_elements(node)
        n_old, n_new = len(old), len(new)
        head = 0
        while head < n_old and head < n_new and same(old[head].element, new[head]):
            head += 1
        tail = 0
        while (
            tail < n_old - head
            and tail < n_new - head
            and same(old[n_old - 1 - tail].element, new[n_new - 1 - tail])
        ):
            tail += 1
        mid_old, mid_new = n_old - head - tail, n_new - head - tail
        common = min(mid_old, mid_new)
        holder = self._holder(node)
        if mid_old > common:
            first, last = head + common, head + mid_old - 1
            del old[first : last + 1]
            holder.removeRows(first, last - first + 1)
        elif mid_new > common:
            first, last = head + common, head + mid_new - 1
            for row in range(first, last + 1):
                child = self._make(kind_of(node.kind, new[row]), node, new[row], row)
                old.insert(row, child)
                holder.insertRow(row, child.items)
        for row, child in enumerate(old):
            child.row = row
        for row in range(head, head + common):
            child = old[row]
            kind = kind_of(node.kind, new[row])
            if child.kind is not kind:  # a company's row now shows a structure card, or back
                holder.removeRow(row)
                child = old[row] = self._make(kind, node, new[row], row)
                holder.insertRow(row, child.items)
                continue
            child.element = new[row]
            if child.kind in CHILD_KIND:
                self._sync(child)
        for row in range(n_new - tail, n_new):
            old[row].element = new[row]

    def _renumber(self, node: Node) -> None:
        if self._pending and node.kind is Kind.FORCE:
            return  # its rows keep their own places (:meth:`_place`) until all are in
        companies = sum(1 for child in node.children if child.kind is Kind.COMPANY)
        for row, child in enumerate(node.children):
            child.row = row
            if child.kind is Kind.STRUCTURE:
                child.epath = ElementPath(node.epath.force, structure=row - companies)
            elif child.kind is Kind.FORCE:
                child.epath = ElementPath(row)
            elif child.kind is Kind.COMPANY:
                child.epath = ElementPath(node.epath.force, row)
            else:
                child.epath = ElementPath(node.epath.force, node.epath.company, row)
            child.path = str(child.epath)
            self._renumber(child)

    def _shown(self, node: Node) -> Shown:
        findings = tuple(self._findings.get(node.path, ()))
        tone = None
        if findings:
            severe = any(f.severity is Severity.ERROR for f in findings)
            tone = Tone.ERROR if severe else Tone.WARNING
        card = self._cards.get(node.path)
        company = self._companies.get(node.path) if node.kind is Kind.COMPANY else None
        return Shown(
            tuple(self._display(node, column) for column in Column),
            self._worst.get(node.path, 0),
            tone,
            node.epath,
            findings,
            tuple(card.titans) if card is not None else (),
            len(company.attached) if company is not None else 0,
            self._lang,
            node.path in self._short,
        )

    def _inputs(self, node: Node) -> tuple[object, ...]:
        """Everything :meth:`_shown` reads for *node*: comparing these is several times
        cheaper than making the row's texts again, and most rows are unchanged by an edit."""
        path = node.path
        element = node.element
        name = element.list_id if node.kind is Kind.FORCE else element.card
        force = self._forces.get(path)
        company = self._companies.get(path)
        return (
            force_inputs(force) if force is not None else company_inputs(company),
            self._cards.get(path),
            name,
            tuple(self._findings.get(path, ())),
            self._worst.get(path, 0),
            node.epath,
            self._lang,
            path in self._short,
        )

    def _fill_below(self, node: Node, only: Node | None = None) -> None:
        """Fill the cells of every row below *node* (or of its child *only* and below) whose
        contents changed. An edit of a big roster changes a handful of rows, and every
        changed cell costs the view work."""
        for child in node.children if only is None else (only,):
            inputs = self._inputs(child)
            if inputs != child.inputs:
                child.inputs = inputs
                shown = self._shown(child)
                if shown != child.shown:
                    self._fill(child, shown, child.shown)
                    child.shown = shown
            if child.children:
                self._fill_below(child)

    def _fill(self, node: Node, shown: Shown, before: Shown | None) -> None:
        """Set the cells of *node*'s row that changed, then tell the views once."""
        blocked = self.blockSignals(True)  # one dataChanged for the row, not one per cell
        try:
            self._set_cells(node, shown, before)
        finally:
            self.blockSignals(blocked)
        self.dataChanged.emit(node.items[0].index(), node.items[-1].index())

    def _set_cells(self, node: Node, shown: Shown, before: Shown | None) -> None:
        tooltip = tip(self._tooltip(node))
        icon_name = RANK_ICON.get(shown.rank)
        brush = QBrush(colour(shown.tone)) if shown.tone is not None else None
        for column, item in enumerate(node.items):
            if before is None or before.texts[column] != shown.texts[column]:
                item.setData(shown.texts[column], Qt.ItemDataRole.DisplayRole)
            if before is None or before.tone != shown.tone:
                item.setData(brush, Qt.ItemDataRole.ForegroundRole)
            if before is None or before.path != shown.path:
                item.setData(node.epath, PATH_ROLE)
            if before is None or before.rank != shown.rank:
                item.setData(shown.rank, SEVERITY_ROLE)
            item.setData(tooltip, Qt.ItemDataRole.ToolTipRole)
        if before is None or before.rank != shown.rank or before.short != shown.short:
            if icon_name is None and shown.short:
                icon_name = "collection"
            mark = row_icon(icon_name) if icon_name is not None else None
            node.items[Column.NAME].setData(mark, Qt.ItemDataRole.DecorationRole)

    # --- look-ups ---------------------------------------------------------------

    def index_of(self, path: ElementPath) -> QModelIndex:
        """The index of the element at *path* (the deepest that exists), or an invalid index."""
        node = self._root
        steps = (path.force, path.company, path.attached)
        if path.structure is not None and path.force is not None:
            forces = cast("Roster", self._root.element).forces
            known = 0 <= path.force < len(forces)
            offset = len(forces[path.force].companies) if known else 0
            steps = (path.force, offset + path.structure, None)
        for step in steps:
            if step is not None and node.kind is Kind.FORCE and self._pending:
                made = self._made_child(node, step)  # not in yet: made now, in its place
                if made is None:
                    break
                node = made
                continue
            if step is None or not 0 <= step < len(node.children):
                break
            node = node.children[step]
        return node.items[0].index() if node.items else QModelIndex()

    def _made_child(self, force: Node, index: int) -> Node | None:
        """The row of *force*'s child at *index* while the tree fills, made if need be."""
        if not 0 <= index < len(child_elements(force)):
            return None
        self._make_pending((force, index))
        made = force.children
        return made[bisect.bisect_left(made, index, key=lambda node: node.row)]

    def path_of(self, index: Index) -> ElementPath | None:
        node = self._node(index)
        return None if node is None or node.kind is Kind.ROOT else node.epath

    def _node(self, index: Index) -> Node | None:
        """The node of *index*: its rows from the top, followed down the nodes."""
        rows: list[int] = []
        while index.isValid():
            rows.append(index.row())
            index = index.parent()
        node = self._root
        for row in reversed(rows):
            if not 0 <= row < len(node.children):
                return None
            node = node.children[row]
        return node

    def custom_name(self, index: Index) -> str:
        """The player's own name of the element at *index* ("" when it has none)."""
        node = self._node(index)
        if node is None or node.kind is Kind.ROOT:
            return ""
        return cast("Force | Company | AttachedCard | StructureCard", node.element).name or ""

    def codex_name(self, index: Index) -> str:
        """The name the element has without a name of the player's: the rename editor's hint."""
        node = self._node(index)
        if node is None:
            return ""
        force = self._forces.get(node.path)
        if force is not None:
            return force.list_name.get(self._lang)
        company = self._companies.get(node.path)
        if company is not None:
            return company.label.get(self._lang)
        card = self._cards.get(node.path)
        return card.name.get(self._lang) if card is not None else ""

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """An edited name cell asks for a rename; every cell stays as the roster says."""
        if role == Qt.ItemDataRole.EditRole and index.column() == Column.NAME:
            path = self.path_of(index)
            if path is not None:
                self.rename_requested.emit(path, str(value or ""))
            return False
        return super().setData(index, value, role)

    def findings_at(self, path: ElementPath) -> list[Finding]:
        return list(self._findings.get(str(path), []))

    def names_in_every_language(self) -> dict[str, int]:
        """Each company and card name as every language shows it, with its depth: the tree
        asks for the same room in English and in French, so a language switch keeps the
        window's layout."""
        kept = self._lang
        depths: dict[str, int] = {}
        try:
            for lang in LANGUAGES:
                self._lang = lang
                for force in self._root.children:
                    for company in force.children:
                        text = self._display(company, Column.NAME) or ""
                        depths[text] = max(depths.get(text, 0), 2)
                        for card in company.children:
                            depths[self._display(card, Column.NAME) or ""] = 3
        finally:
            self._lang = kept
        return depths

    # --- QStandardItemModel -------------------------------------------------------

    def _display(self, node: Node, column: int) -> str | None:
        lang = self._lang

        def number(value: int) -> str:
            return format_int(value, lang)

        if node.kind is Kind.FORCE:
            force = self._forces.get(node.path)
            if force is None:
                return cast("Force", node.element).list_id if column == Column.NAME else None
            if column == Column.NAME:
                role = message(f"summary.role.{force.role}", lang)
                return f"{force.shown(lang)} \u2014 {role}"
            if column == Column.POINTS:
                return format_int(force.points, lang)
            if column == Column.VP:
                return format_int(force.victory_points, lang)
            if column == Column.BP:
                held = sum(c.break_point for c in force.companies)
                held += sum(c.break_point for c in force.structures)
                return break_point_text(held, number)
            return None
        company_figures = self._companies.get(node.path) if node.kind is Kind.COMPANY else None
        if company_figures is not None and column != Column.NAME:
            # a company row counts the company with its cards, as the summary and the PDF do
            if column == Column.POINTS:
                return format_int(company_figures.points, lang)
            if column == Column.VP:
                return format_int(company_figures.victory_points, lang)
            return break_point_text(company_figures.break_point, number)
        card = self._cards.get(node.path)
        if card is None:
            element = cast("Company | AttachedCard | StructureCard", node.element)
            return element.card if column == Column.NAME else None
        if column == Column.NAME:
            if node.kind is Kind.COMPANY:
                company = self._companies.get(node.path)
                if company is not None:
                    return company.shown(lang)
            return card.shown(lang)
        if column == Column.POINTS:
            return format_int(card.points, lang)
        if column == Column.VP:
            return format_int(card.victory_points, lang)
        if column == Column.BP:
            return break_point_text(card.break_point, number)
        return None

    def _tooltip(self, node: Node) -> str | None:
        lang = self._lang
        lines: list[str] = []
        force = self._forces.get(node.path) if node.kind is Kind.FORCE else None
        if force is not None:
            lines.append(
                message(
                    "summary.force",
                    lang,
                    list=force.list_name.get(lang),
                    role=message(f"summary.role.{force.role}", lang),
                    points=format_int(force.points, lang),
                    vp=format_int(force.victory_points, lang),
                )
            )
        if node.kind is Kind.COMPANY:
            company = self._companies.get(node.path)
            if company is not None:
                text = self.tr(
                    "%1 with its %n attached card(s): %2 points, %3 VP", "", len(company.attached)
                )
                lines.append(
                    fill(
                        text,
                        company.label.get(lang),
                        format_int(company.points, lang),
                        format_int(company.victory_points, lang),
                    )
                )
        card = self._cards.get(node.path)
        if card is not None and node.kind in (Kind.ATTACHED, Kind.STRUCTURE):
            lines.append(card.shown(lang))  # whole, should a narrow tree cut it
        if card is not None and card.break_text is not None:
            lines.append(fill(self.tr("Break point: %1"), card.break_text.get(lang)))
        if node.kind is Kind.STRUCTURE:
            lines.append(self.tr("A structure card: it uses no slot of any company (ruling 18)."))
        if card is not None and len(card.titans) > 1:
            lines.append(titans_text(card, lang))
        for finding in self._findings.get(node.path, []):
            lines.append("\u2022 " + finding.message(lang))
        if not self._findings.get(node.path) and self._worst.get(node.path):
            lines.append(self.tr("A card below has a problem; see the findings."))
        if node.path in self._short:
            lines.append(
                self.tr("Your collection cannot field this card (Collection > Models Needed).")
            )
        return "\n".join(lines) or None

    # --- drag and drop ----------------------------------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_ELEMENT, MIME_CARD]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        for index in indexes:
            path = self.path_of(index)
            if path is not None:
                data.setData(MIME_ELEMENT, QByteArray(str(path).encode()))
                break
        return data

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        # Only the document changes the roster: after a drag, the view's request to remove the
        # dragged rows is refused; the move operation has already put them where they belong.
        return False

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self._drop_operation(data, row, parent, dry_run=True) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        result = self._drop_operation(data, row, parent, dry_run=False)
        return result is not None

    def _drop_operation(
        self, data: QMimeData, row: int, parent: Index, *, dry_run: bool
    ) -> object | None:
        target = self._node(parent)
        if target is None:
            return None
        if data.hasFormat(MIME_CARD):
            if target.kind is Kind.ROOT:
                return None
            key = bytes(data.data(MIME_CARD).data()).decode()
            if not dry_run:
                self.card_drop_requested.emit(key, target.epath)
            return key
        if not data.hasFormat(MIME_ELEMENT):
            return None
        source = parse_path(bytes(data.data(MIME_ELEMENT).data()).decode())
        operation = self._move_operation(source, target, row)
        if operation is not None and not dry_run:
            self.operation_requested.emit(operation)
        return operation

    def _move_operation(self, source: ElementPath, target: Node, row: int) -> Operation | None:
        if source.force is None or source.company is None:
            return None
        if source.attached is not None:
            if target.kind is Kind.COMPANY:
                to = target.epath
                index = row if row >= 0 else None
            elif target.kind is Kind.ATTACHED:
                to = ElementPath(target.epath.force, target.epath.company)
                index = target.epath.attached
            else:
                return None
            assert to.force is not None and to.company is not None
            same_company = (to.force, to.company) == (source.force, source.company)
            if same_company and target.kind is Kind.COMPANY and row < 0:
                return None  # dropped on its own company: nothing to do
            if same_company and index is not None and index > source.attached:
                index -= 1  # the card leaves its place before it is inserted
            if same_company and index == source.attached:
                return None
            return core.edits.MoveAttached(
                force=source.force,
                company=source.company,
                attached=source.attached,
                to_company=to.company,
                to_force=None if to.force == source.force else to.force,
                index=index,
            )
        # a company: reorder within its force
        if target.kind is Kind.FORCE and target.epath.force == source.force and row >= 0:
            to_index = row
        elif target.kind is Kind.COMPANY and target.epath.force == source.force:
            assert target.epath.company is not None
            to_index = target.epath.company
        else:
            return None
        if to_index > source.company:
            to_index -= 1
        if to_index == source.company:
            return None
        return core.edits.MoveCompany(force=source.force, company=source.company, to_index=to_index)
