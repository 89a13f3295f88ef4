"""The main window's editing verbs: each turns the selection and a request into a core
operation (:mod:`listbuilder.editing.verbs`) applied through the document. Where the
selection goes afterwards is the session's answer, applied by the view wiring.

The core is imported in the verbs, not at the top: the window shows before the army books
and the core are loaded (:mod:`listbuilder.gui.app`), and no verb runs before they are."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from listbuilder.errors import ListBuilderError
from listbuilder.gui.common import card_name, show_error
from listbuilder.gui.window_base import WindowBase

if TYPE_CHECKING:
    from listbuilder.editing.verbs import Target
    from listbuilder.gui.card_browser import Placement
    from listbuilder.roster.edits import Operation
    from listbuilder.roster.model import ElementPath


class EditCommands(WindowBase):
    """Add, delete, duplicate, move; rename, points limit, options; allies."""

    def apply(self, operation: Operation | None, *, initiator: object | None = None) -> bool:
        """Apply one core operation as one undo step; errors are shown, never raised."""
        if self.document is None or operation is None:
            return False
        try:
            return self.document.apply(operation, initiator=initiator or self)
        except ListBuilderError as exc:
            show_error(self, exc)
            return False

    def target(self) -> Target | None:
        """Where the browser adds cards, from the selection in the tree."""
        if self.document is None:
            return None
        return self.document.session.target(self.current_path())

    def placement(self) -> Placement | None:
        """Where the browser's Add would put each card with the selection as it is now: the
        session's rule, which the browser's marks follow too."""
        if self.document is None:
            return None
        session, path = self.document.session, self.current_path()
        return lambda ref: session.card_target(ref, path)

    def add_card(self, key: str, target: Target | None = None) -> bool:
        """Add the codex card *key* at *target* (default: the browser's target)."""
        from listbuilder.editing import verbs

        document = self.document
        ref = self.codex.card(key)
        if document is None or ref is None:
            return False
        if target is None:  # from the browser: a Special card looks for a free slot
            place = self.placement()
            target = place(ref) if place is not None else None
            if target is None and self.target() is not None:
                self.status.setText(
                    self.tr(
                        "No company of this force has a free Special slot for %1: "
                        "add a company first."
                    ).replace("%1", card_name(ref.card, self.lang))
                )
                return False
        if target is None:
            return False
        if not self.apply(verbs.add_card(self.codex, document.roster, target, ref)):
            return False
        self.status.setText(self.tr("Added %1.").replace("%1", card_name(ref.card, self.lang)))
        return True

    def card_dropped(self, key: str, path: object) -> None:
        """A card from the browser dropped on an element of the tree."""
        from listbuilder.editing import verbs
        from listbuilder.roster.model import ElementPath

        if self.document is None or not isinstance(path, ElementPath):
            return
        target = verbs.drop_target(self.document.roster, path)
        if target is not None:
            self.add_card(key, target)

    def apply_dropped(self, operation: object) -> None:
        """An element of the tree dragged elsewhere in it."""
        from listbuilder.roster.edits import Operation

        if isinstance(operation, Operation):
            self.apply(operation)

    def _selected(self, verb: object) -> None:
        if self.document is not None and callable(verb):
            self.apply(verb(self.document.roster, self.current_path()))

    def delete_selected(self) -> None:
        from listbuilder.editing import verbs

        self._selected(verbs.delete)

    def duplicate_selected(self) -> None:
        from listbuilder.editing import verbs

        self._selected(verbs.duplicate)

    def can_move(self, path: ElementPath | None, step: int) -> bool:
        if self.document is None:
            return False
        from listbuilder.editing import verbs

        return verbs.can_move(self.document.roster, path, step)

    def move_selected(self, step: int) -> None:
        from listbuilder.editing import verbs

        if self.document is not None:
            self.apply(verbs.move(self.document.roster, self.current_path(), step))

    def move_to_company(self, path: ElementPath, force: int, company: int) -> None:
        from listbuilder.editing import verbs

        if self.document is not None:
            self.apply(verbs.move_to_company(self.document.roster, path, force, company))

    def add_ally(self) -> None:
        from listbuilder.gui.new_roster_dialog import AllyDialog  # a dialog shown rarely

        document = self.document
        if document is None:
            return
        main = document.session.main_force()
        main_list = document.roster.forces[main].list_id if document.roster.forces else None
        dialog = AllyDialog(self.codex, self.lang, main_list, self)
        if dialog.exec() != AllyDialog.DialogCode.Accepted:
            return
        list_id = dialog.list_id()
        if list_id is not None:
            self.add_force(list_id)

    def add_force(self, list_id: str) -> bool:
        from listbuilder.roster.edits import AddForce

        return self.apply(AddForce(list_id=list_id))

    def remove_force(self) -> None:
        from listbuilder.editing import verbs
        from listbuilder.roster.model import ElementPath

        path = self.current_path()
        if self.document is not None and path is not None and path.force is not None:
            self.apply(verbs.delete(self.document.roster, ElementPath(path.force)))

    def rename(self, name: str) -> None:
        from listbuilder.roster.edits import SetName

        if self.document is not None and name != self.document.roster.name:
            self.apply(SetName(name=name), initiator=self.header)

    def set_points_limit(self, limit: object) -> None:
        if self.document is None or not (limit is None or isinstance(limit, int)):
            return
        from listbuilder.roster.edits import SetPointsLimit

        if limit != self.document.roster.points_limit:
            self.apply(SetPointsLimit(points_limit=limit), initiator=self.header)

    def set_options(self, path: object, changes: Iterable[tuple[str, int]]) -> None:
        """Option counts changed together in the card view: one undo step."""
        from listbuilder.editing import verbs
        from listbuilder.roster.model import ElementPath

        if isinstance(path, ElementPath):
            self.apply(verbs.set_options(path, changes), initiator=self.card_view)

    def show_codex_card(self, ref: object) -> None:
        from listbuilder.codex.codex import CardRef

        if isinstance(ref, CardRef):
            self.card_view.show_codex_card(ref)

    def select_finding(self, path_text: str) -> None:
        """Go to the element a finding names (the points limit field for the roster's own)."""
        from listbuilder.roster.model import parse_path

        path = parse_path(path_text)
        if path.force is None:
            if "points_limit" in path_text:
                self.header.limit_spin.setFocus()
                self.header.limit_spin.selectAll()
            return
        self.tree.select_path(path)
        self.tree.setFocus()

    def focus_search(self) -> None:
        self.browser.search.setFocus()
        self.browser.search.selectAll()
