"""The main window's editing verbs: each turns the selection and a request into a core
operation (:mod:`listbuilder.editing.verbs`) applied through the document. Where the
selection goes afterwards is the session's answer, applied by the view wiring.

The core is imported in the verbs, not at the top: the window shows before the army books
and the core are loaded (:mod:`listbuilder.gui.window.app`), and no verb runs before they are."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import card_name, plain_box, show_error
from listbuilder.gui.i18n import fill, format_int
from listbuilder.gui.window.window_base import WindowBase

MIME_FRAGMENT = "application/x-listbuilder-roster-fragment"
"""A copied company or card: a roster YAML file holding it (see listbuilder.roster.fragment)."""
MIME_FRAGMENT_KIND = "application/x-listbuilder-roster-fragment-kind"
"""What the fragment holds: ``company``, ``attached`` or ``structure``."""


def hand_over_clipboard() -> None:
    """At quit, leave only the plain text of a fragment we copied on the clipboard.

    The rich copy is a QMimeData made in Python; destroyed with the application at exit it
    crashed the process (seen with Qt's offscreen platform), and its plain text is what other
    programs can use once we are gone."""
    clipboard = QGuiApplication.clipboard()
    data = clipboard.mimeData()
    if data is not None and data.hasFormat(MIME_FRAGMENT):
        clipboard.setText(data.text())


if TYPE_CHECKING:
    from listbuilder.editing.verbs import Target
    from listbuilder.gui.editor.card_marks import Placement
    from listbuilder.roster.edits import Operation
    from listbuilder.roster.model import ElementPath


class EditCommands(WindowBase):
    """Add, delete, duplicate, move; rename, points limit, options; allies."""

    def apply(self, operation: Operation | None, *, initiator: object | None = None) -> bool:
        """Apply one core operation as one undo step; errors are shown, never raised."""
        if self.document is None or operation is None:
            return False
        try:
            return self.document.session.apply(operation, initiator=initiator or self)
        except ListBuilderError as exc:
            show_error(self, exc)
            return False

    def choose_house_rules(self) -> None:
        """Roster > House Rules...: build the roster under a tournament pack's house rules."""
        if self.document is None:
            return
        filename, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("House Rules"),
            str(self.start_folder()),
            fill(self.tr("Tournament packs (%1);;All files (*)"), "*.yaml *.yml"),
        )
        if filename:
            self.use_house_rules(Path(filename))

    def use_house_rules(self, path: Path) -> bool:
        """Put the roster under the pack at *path* (one undo step): every figure, the card
        browser and the printouts follow it, and saving keeps the pack in the roster file."""
        document = self.document
        if document is None:
            return False
        try:
            _, codex = core.house_rules.load_pack_codex(self.books, path)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot use the pack"))
            return False
        return self.apply(
            core.edits.SetPack(core.pack_record.stamped(document.session.roster, codex.house).pack)
        )

    def drop_house_rules(self) -> None:
        """Roster > Drop House Rules: back to the army books as shipped (one undo step)."""
        if self.document is not None and self.document.session.roster.pack is not None:
            self.apply(core.edits.SetPack(None))

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
        document = self.document
        ref = self.codex.card(key)
        if document is None or ref is None:
            return False
        if target is None:  # from the browser: a Special card looks for a free slot
            place = self.placement()
            target = place(ref) if place is not None else None
            if target is None and self.target() is not None:
                self.say(
                    lambda: fill(
                        self.tr(
                            "No company of this force has a free Special slot for %1: "
                            "add a company first."
                        ),
                        card_name(ref.card, self.lang),
                    ),
                    problem=True,
                )
                return False
        if target is None:
            return False
        if not self.apply(core.verbs.add_card(self.codex, document.session.roster, target, ref)):
            return False
        self.say(lambda: fill(self.tr("Added %1."), card_name(ref.card, self.lang)))
        return True

    def card_dropped(self, key: str, path: object) -> None:
        """A card from the browser dropped on an element of the tree."""
        if self.document is None or not isinstance(path, core.roster_model.ElementPath):
            return
        target = core.verbs.drop_target(self.document.session.roster, path)
        if target is not None:
            self.add_card(key, target)

    def apply_dropped(self, operation: object) -> None:
        """An element of the tree dragged elsewhere in it."""
        if isinstance(operation, core.edits.Operation):
            self.apply(operation)

    def _selected(self, verb: object) -> None:
        if self.document is not None and callable(verb):
            self.apply(verb(self.document.session.roster, self.current_path()))

    def delete_selected(self) -> None:
        """Delete the selected card; a force, or a company holding cards, only once the
        player has said yes."""
        document, path = self.document, self.current_path()
        if document is None or path is None or path.force is None:
            return
        if path.company is None and path.structure is None:
            self.remove_force()
            return
        element = core.roster_model.entry_at(document.session.roster, path)
        holds_cards = (
            path.attached is None
            and isinstance(element, core.roster_model.Company)
            and element.attached
        )
        if holds_cards and not self._confirm_company_delete(path):
            return
        self._selected(core.verbs.delete)

    def _confirm_company_delete(self, path: ElementPath) -> bool:
        document = self.document
        if document is None or path.force is None or path.company is None:
            return False
        wanted = core.roster_model.element_path(path.force, path.company)
        for force in document.session.result.figures.forces:
            for company in force.companies:
                if company.path == wanted:
                    text = self.tr("Delete %1 (%2 pts) and every card attached to it?")
                    points = format_int(company.points, self.lang)
                    text = fill(text, company.label.get(self.lang), points)
                    return self._confirm(self.tr("Delete Company"), text, self.tr("Delete"))
        return False

    def _confirm(self, title: str, text: str, verb: str, detail: str = "") -> bool:
        """Ask before a destructive edit; Cancel is the default answer."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(text)
        informative = detail + ("\n" if detail else "") + self.tr("Undo brings it back.")
        box.setInformativeText(informative)
        plain_box(box)  # the informative text's label exists from here
        yes = box.addButton(verb, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is yes

    def duplicate_selected(self) -> None:
        self._selected(core.verbs.duplicate)

    def can_move(self, path: ElementPath | None, step: int) -> bool:
        if self.document is None:
            return False

        return core.verbs.can_move(self.document.session.roster, path, step)

    def move_selected(self, step: int) -> None:
        if self.document is not None:
            self.apply(core.verbs.move(self.document.session.roster, self.current_path(), step))

    def move_to_company(self, path: ElementPath, force: int, company: int) -> None:
        if self.document is not None:
            self.apply(
                core.verbs.move_to_company(self.document.session.roster, path, force, company)
            )

    def add_ally(self) -> None:
        from listbuilder.gui.dialogs.new_roster_dialog import AllyDialog  # a dialog shown rarely

        document = self.document
        if document is None:
            return
        main = document.session.main_force()
        main_list = (
            document.session.roster.forces[main].list_id if document.session.roster.forces else None
        )
        dialog = AllyDialog(self.codex, self.lang, main_list, self)
        if dialog.exec() != AllyDialog.DialogCode.Accepted:
            return
        list_id = dialog.list_id()
        if list_id is not None:
            self.add_force(list_id)

    def add_force(self, list_id: str) -> bool:
        return self.apply(core.edits.AddForce(list_id=list_id))

    def remove_force(self) -> bool:
        """Remove the selected force with all its cards, once the player has said yes (the
        question names the force and its points); the status bar says what was done and
        which force is the main one now."""
        document, path = self.document, self.current_path()
        if document is None or path is None or path.force is None:
            return False
        figures = document.session.result.figures.forces[path.force]
        lang = self.lang
        name, points = figures.list_name.get(lang), format_int(figures.points, lang)
        was_main = figures.role == "main"
        others = [
            f for i, f in enumerate(document.session.result.figures.forces) if i != path.force
        ]
        detail = ""
        if was_main and others:
            detail = fill(self.tr("%1 will become the main force."), others[0].list_name.get(lang))
        text = self.tr("Remove the %1 force (%2 pts) and all its cards?")
        text = fill(text, name, points)
        if not self._confirm(self.tr("Remove Force"), text, self.tr("Remove"), detail):
            return False
        if not self.apply(
            core.verbs.delete(document.session.roster, core.roster_model.ElementPath(path.force))
        ):
            return False
        removed = figures.list_name
        main = [f.list_name for f in document.session.result.figures.forces if f.role == "main"]

        def removed_text() -> str:
            lang = self.lang
            points = format_int(figures.points, lang)
            said = fill(self.tr("Removed the %1 force (%2 pts)."), removed.get(lang), points)
            if was_main and main:
                now = fill(self.tr("%1 is now the main force."), main[0].get(lang))
                said += " " + now
            return said

        self.say(removed_text)
        return True

    def rename(self, name: str) -> None:
        if self.document is not None and name != self.document.session.roster.name:
            self.apply(core.edits.SetName(name=name), initiator=self.header)

    def rename_element(self, path: object, name: str) -> None:
        """A force, company or card renamed in the tree (empty: its codex name again); an
        unchanged name makes no undo step."""
        document = self.document
        if (
            document is None
            or not isinstance(path, core.roster_model.ElementPath)
            or path.force is None
        ):
            return
        name = name.strip()
        element = core.roster_model.entry_at(document.session.roster, path)
        current = getattr(element, "name", None) or ""
        if element is None or name == current:
            return
        operation = core.edits.SetElementName(
            name=name or None,
            force=path.force,
            company=path.company,
            attached=path.attached,
            structure=path.structure,
        )
        self.apply(operation)

    def set_notes(self, path: object, notes: str) -> None:
        """Notes typed below the card view: of the element at *path*, the roster's when
        *path* is None; one undo step per pause in the typing."""
        document = self.document
        if document is None or not (
            path is None or isinstance(path, core.roster_model.ElementPath)
        ):
            return
        at = path or core.roster_model.ElementPath()
        element = core.roster_model.entry_at(document.session.roster, at)
        if element is None or (getattr(element, "notes", None) or "") == notes:
            return
        operation = core.edits.SetNotes(
            notes=notes or None,
            force=at.force,
            company=at.company,
            attached=at.attached,
            structure=at.structure,
        )
        self.apply(operation, initiator=self.notes_editor)

    # --- copy and paste ----------------------------------------------------------

    def copy_selected(self) -> bool:
        """Put the selected company or card on the clipboard: our roster YAML under our own
        MIME type (any window of the app pastes it), and its name as plain text."""
        document, path = self.document, self.current_path()
        if document is None or path is None:
            return False
        copied = core.fragment.copy_fragment(document.session.roster, path)
        if copied is None:
            return False
        kind, text = copied
        data = QMimeData()
        data.setData(MIME_FRAGMENT, text.encode("utf-8"))
        data.setData(MIME_FRAGMENT_KIND, kind.encode("ascii"))
        name = str(self.tree_model.index_of(path).data() or "")
        data.setText(f"{name}\n\n{text}")
        QGuiApplication.clipboard().setMimeData(data)
        self.say(lambda: fill(self.tr("Copied %1."), name))
        return True

    def cut_selected(self) -> bool:
        """Copy the selected company or card, then remove it (one undo step brings it back)."""
        document, path = self.document, self.current_path()
        if document is None or not self.copy_selected():
            return False
        return self.apply(core.verbs.delete(document.session.roster, path))

    def paste(self) -> bool:
        """Paste the company or card on the clipboard at the selection, placed as Add places
        a card; a clipboard holding something else says so and changes nothing."""
        document = self.document
        if document is None:
            return False
        data = QGuiApplication.clipboard().mimeData()
        if data is None or not data.hasFormat(MIME_FRAGMENT):
            self.say(
                lambda: self.tr("Nothing to paste: copy a company or a card first."), problem=True
            )
            return False
        kind = bytes(data.data(MIME_FRAGMENT_KIND).data()).decode("ascii", "replace")
        raw = data.data(MIME_FRAGMENT)
        try:
            core.fragment.check_fragment_size(raw.size())  # before a byte is decoded or parsed
            source, element = core.fragment.read_fragment(
                kind, bytes(raw.data()).decode("utf-8", "replace")
            )
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot paste"))
            return False
        main = document.session.main_force()
        operation = core.verbs.paste(
            self.codex, document.session.roster, self.current_path(), source, element, main
        )
        return self.apply(operation)

    def can_paste(self) -> bool:
        data = QGuiApplication.clipboard().mimeData()
        return self.document is not None and data is not None and data.hasFormat(MIME_FRAGMENT)

    def duplicate_force(self) -> bool:
        """Copy the selected force, its companies, cards, names and notes, right after it."""
        path = self.current_path()
        if self.document is None or path is None or path.force is None:
            return False
        return self.apply(core.edits.DuplicateForce(force=path.force))

    def rename_selected(self) -> None:
        """Rename…: the name editor opens on the selected row of the tree."""
        if self.document is not None and self.current_path() is not None:
            self.tree.rename_current()

    def set_points_limit(self, limit: object) -> None:
        if self.document is None or not (limit is None or isinstance(limit, int)):
            return

        if limit != self.document.session.roster.points_limit:
            self.apply(core.edits.SetPointsLimit(points_limit=limit), initiator=self.header)

    def set_options(self, path: object, changes: Iterable[tuple[str, int]]) -> None:
        """Option counts changed together in the card view: one undo step."""
        if isinstance(path, core.roster_model.ElementPath):
            self.apply(core.verbs.set_options(path, changes), initiator=self.card_view)

    def show_codex_card(self, ref: object) -> None:
        if isinstance(ref, core.codex_codex.CardRef):
            self.card_view.show_codex_card(ref)

    def select_finding(self, path_text: str) -> None:
        """Go to the element a finding names (the points limit field for the roster's own)."""
        path = core.roster_model.parse_path(path_text)
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

    def type_in_search(self, text: str) -> None:
        """Letters typed in the roster tree: a new card search begins with them."""
        search = self.browser.search
        search.setFocus()
        search.setText(text)
