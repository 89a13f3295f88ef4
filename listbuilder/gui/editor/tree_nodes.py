"""The roster tree's rows as its model keeps them: a node per element, what its row shows and
what that was made of.

After an edit :class:`~listbuilder.gui.editor.tree_model.RosterTreeModel` walks the new
roster against these nodes and compares each row's :class:`Shown` (or, cheaper, its inputs:
:func:`force_inputs`, :func:`company_inputs`) with the last one: a row is filled again only
when they differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem

from listbuilder.gui import core
from listbuilder.gui.common import Column
from listbuilder.gui.editor.colours import Tone
from listbuilder.records import record
from listbuilder.roster.model import ElementPath
from listbuilder.rules.findings import Severity

if TYPE_CHECKING:
    from listbuilder.roster.model import Company, Force, Roster
    from listbuilder.rules.figures import CompanyFigures, ForceFigures
    from listbuilder.rules.findings import Finding

MIME_ELEMENT = "application/x-listbuilder-element"
"""A roster element being dragged: its path, ``forces[0].companies[1].attached[2]``."""
MIME_CARD = "application/x-listbuilder-card"
"""A codex card dragged from the card browser: ``book/card_id``."""

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
SEVERITY_ROLE = Qt.ItemDataRole.UserRole + 2

Index = QModelIndex | QPersistentModelIndex


class Kind(IntEnum):
    ROOT = 0
    FORCE = 1
    COMPANY = 2
    ATTACHED = 3
    STRUCTURE = 4
    """A structure card: a child of its force, after the companies (ruling 18)."""


FIGURE_COLUMNS = (Column.POINTS, Column.VP, Column.BP)


class Node:
    __slots__ = (
        "children",
        "element",
        "epath",
        "inputs",
        "items",
        "kind",
        "parent",
        "path",
        "row",
        "shown",
    )

    def __init__(self, kind: Kind, parent: Node | None, element: Any, row: int) -> None:
        self.kind = kind
        self.parent = parent
        self.element = element
        self.row = row
        self.children: list[Node] = []
        self.path = ""
        self.epath = ElementPath()
        self.items: list[QStandardItem] = []
        """The row's cells in the Qt model, one per :class:`Column` (none for the root)."""
        self.shown: Shown | None = None
        """What the row's cells were last filled with."""
        self.inputs: tuple[object, ...] | None = None
        """What :attr:`shown` was made of (figures, findings, path, language)."""


@record(slots=True)
class Shown:
    """What a row shows, and everything its tooltip is made of: a row is filled again only
    when this changes."""

    texts: tuple[str | None, ...]
    """One text per :class:`Column`, in their order."""
    rank: int
    """The worst problem in or below the element: 0, 1 warning, 2 error."""
    tone: Tone | None
    """The colour of the row's text: its own problems."""
    path: ElementPath
    findings: tuple[Finding, ...]
    titans: tuple[int, ...]
    attached: int
    lang: str
    short: bool = False
    """The player's collection cannot field this card (a mark, never a finding)."""


def same(a: object, b: object) -> bool:
    return a is b or a == b


def child_elements(node: Node) -> Sequence[Any]:
    if node.kind is Kind.ROOT:
        return cast("Roster", node.element).forces
    if node.kind is Kind.FORCE:
        force = cast("Force", node.element)
        return (*force.companies, *force.structures)
    if node.kind is Kind.COMPANY:
        return cast("Company", node.element).attached
    return ()


CHILD_KIND = {Kind.ROOT: Kind.FORCE, Kind.FORCE: Kind.COMPANY, Kind.COMPANY: Kind.ATTACHED}


def kind_of(parent: Kind, element: object) -> Kind:
    """The kind of a child row: a force holds companies, then its structure cards."""
    if isinstance(element, core.roster_model.StructureCard):
        return Kind.STRUCTURE
    return CHILD_KIND[parent]


def force_inputs(force: ForceFigures) -> tuple[object, ...]:
    """What a force's row shows of its figures: comparing the whole figures would compare
    every card of the force again at every row above them, after every edit."""
    held = (*(c.break_point for c in force.companies), *(c.break_point for c in force.structures))
    return (force.list_name, force.role, force.custom, force.points, force.victory_points, held)


def company_inputs(company: CompanyFigures | None) -> tuple[object, ...] | None:
    """What a company's row shows of its figures (its cards' rows show their own)."""
    if company is None:
        return None
    shown = (company.label, company.custom, company.points, company.victory_points)
    return (*shown, company.break_point, len(company.attached))


def row_count(roster: Roster) -> int:
    """The rows of the roster's tree: forces, companies, their cards, structure cards."""
    return sum(
        1 + len(force.structures) + sum(1 + len(company.attached) for company in force.companies)
        for force in roster.forces
    )


SEVERITY_RANK = {Severity.WARNING: 1, Severity.ERROR: 2}

ROOT_FLAGS = Qt.ItemFlag.ItemIsDropEnabled
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | ROOT_FLAGS
FLAGS = {
    Kind.ROOT: ROOT_FLAGS,
    Kind.FORCE: _SELECTABLE,
    Kind.COMPANY: _SELECTABLE | Qt.ItemFlag.ItemIsDragEnabled,
    Kind.ATTACHED: _SELECTABLE | Qt.ItemFlag.ItemIsDragEnabled,
    Kind.STRUCTURE: _SELECTABLE,
}
EDITABLE = Qt.ItemFlag.ItemIsEditable
"""Name cells: F2 or a double-click renames the force, company or card."""
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
RANK_ICON = {2: "error", 1: "warning"}
