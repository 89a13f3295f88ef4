"""Share codes, comparisons and the collection in the window: File > Import from Text, Copy
as Code, Compare With..., and the Collection menu.

The core does the work (:mod:`listbuilder.interop.share_code`, :mod:`listbuilder.report.diff`,
:mod:`listbuilder.collection`); these commands only ask and show. Core modules are imported
inside the methods: the window paints before the core is loaded.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QFileDialog, QMenu

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import show_error, warn
from listbuilder.gui.i18n import fill
from listbuilder.gui.window.window_base import WindowBase

if TYPE_CHECKING:
    from listbuilder.collection.model import Collection
    from listbuilder.gui.dialogs.import_dialog import ImportDialog
    from listbuilder.gui.document import RosterDocument
    from listbuilder.roster.model import Roster
    from listbuilder.systems.battlescribe.gamedata import GameData
    from listbuilder.systems.battlescribe.roster import OtherRoster


class ShareCommands(WindowBase):
    """Rosters in and out of share codes; comparing; what the collection lacks."""

    import_dialog: ImportDialog | None = None
    """File > Import from Text's dialog, while it is shown."""
    collection_path: Path | None = None
    """The collection file chosen this session; the user's data folder's otherwise."""
    help_menu: QMenu
    collection_menu: QMenu
    collection_marks_action: QAction
    _collection_cache: tuple[tuple[Path, int | None], Collection | None] | None = None

    def set_document(self, document: RosterDocument | None) -> None:
        raise NotImplementedError

    def maybe_save(self) -> bool:
        raise NotImplementedError

    def notice_data_changes(self) -> bool:
        raise NotImplementedError

    # --- share codes ----------------------------------------------------------------

    def copy_as_code(self) -> str:
        """Put the roster's share code on the clipboard; returns it."""
        document = self.document
        if document is None:
            return ""

        code = core.share_code.encode(
            core.revisions.with_data(document.session.roster, document.session.codex)
        )  # with the data it is built on
        QGuiApplication.clipboard().setText(code)
        self.status.setText(fill(self.tr("Share code copied (%1 characters)."), str(len(code))))
        return code

    def open_from_code(self, text: str | None = None) -> bool:
        """Open the roster of the share code in *text* (the clipboard's by default) as a new,
        untitled roster; False, with the reason shown, when there is none to read."""
        if not self.when_loaded(lambda: self.open_from_code(text)):
            return False

        if text is None:
            text = QGuiApplication.clipboard().text()
        try:
            roster = core.share_code.decode(text)
        except ListBuilderError as exc:
            from listbuilder.gui.dialogs.import_dialog import error_sentence

            warn(self, self.tr("Cannot read the share code"), error_sentence(exc, self.lang))
            return False
        if not self.maybe_save():
            return False
        return self._open_roster_from_code(roster)

    def import_from_text(self) -> bool:
        """File > Import from Text...: a box to paste a share code or the post holding one
        (the clipboard's code filled in); it says what it found, and OK opens it."""
        if not self.when_loaded(self.import_from_text):
            return False
        from listbuilder.gui.dialogs.import_dialog import ImportDialog

        dialog = ImportDialog(self.books, self.lang, self)
        self.import_dialog = dialog
        try:
            if dialog.exec() != ImportDialog.DialogCode.Accepted:
                return False
            roster = dialog.roster()
            other = dialog.other
        finally:
            self.import_dialog = None
            dialog.deleteLater()
        if other is not None:  # another game's: a window of its own (other_game_commands)
            self.show_other_game(other[0], other[1], None)
            return True
        if roster is None or not self.maybe_save():
            return False
        return self._open_roster_from_code(roster)

    def show_other_game(self, roster: OtherRoster, data: GameData, path: Path | None) -> object:
        raise NotImplementedError

    def _open_roster_from_code(self, roster: Roster) -> bool:
        from listbuilder.gui.document import RosterDocument

        document = RosterDocument(self.books, roster)
        document.mark_recovered()  # not saved anywhere yet: Save asks for a name
        self.set_document(document)
        self.status.setText(self.tr("Roster read from a share code."))
        self.notice_data_changes()  # a code from other army data says what changed
        return True

    # --- comparing ------------------------------------------------------------------

    def compare_dialog(self) -> None:
        """Ask for another roster and compare the open one with it."""
        if self.document is None:
            return
        filename, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Compare With"),
            str(self.start_folder()),
            self.tr("Rosters (*.yaml *.yml *.ros *.rosz *.txt);;All files (*)"),
        )
        if filename:
            self.compare_with(Path(filename))

    def compare_with(self, path: Path) -> str | None:
        """Show what differs between the open roster and *path*; returns the report's text."""
        from listbuilder.gui.dialogs.compare_dialog import CompareDialog

        document = self.document
        if document is None:
            return None
        try:
            other = core.session.EditSession(
                self.codex, core.rosters.load_roster_file(path, self.codex).roster
            )
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot compare"))
            return None
        diff = core.diff.diff_rosters(
            document.session.roster,
            document.session.result.figures,
            other.roster,
            other.figures,
            self.codex,
        )
        mine = (
            str(document.session.path)
            if document.session.path
            else (document.session.roster.name or "-")
        )
        text = core.diff_text.render_text(diff, mine, str(path), self.lang)
        headers = (
            core.i18n.message(
                "diff.side.before", self.lang, name=document.session.roster.name or Path(mine).name
            ),
            core.i18n.message("diff.side.after", self.lang, name=other.roster.name or path.name),
        )
        CompareDialog(self, headers, core.diff_text.side_by_side(diff, self.lang), text).open()
        return text

    # --- the collection -------------------------------------------------------------

    def collection_file(self) -> Path:
        return self.collection_path or core.paths.data_dir() / "collection.yaml"

    def load_collection(self) -> Collection | None:
        """The player's collection (an empty one when there is no file yet); None, with the
        reason shown, when the file cannot be read."""
        path = self.collection_file()
        if not path.exists():
            return core.collection_model.Collection()
        try:
            return core.collection_io.load_collection(path)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot read the collection"))
            return None

    def edit_collection(self) -> None:
        if not self.when_loaded(self.edit_collection):
            return
        from listbuilder.gui.dialogs.collection_dialog import CollectionDialog

        collection = self.load_collection()
        if collection is None:
            return

        document = self.document
        needs = (
            core.needs.roster_needs(document.session.roster, self.codex)
            if document is not None
            else None
        )
        dialog = CollectionDialog(
            self, self.codex, collection, self.collection_file(), self.lang, needs
        )
        dialog.accepted.connect(self.refresh_collection_marks)
        dialog.open()

    def choose_collection(self) -> None:
        filename, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a Collection"),
            str(self.collection_file().parent),
            self.tr("Collections (*.yaml *.yml);;All files (*)"),
        )
        if filename:
            self.collection_path = Path(filename)
            self.edit_collection()

    def models_needed(self) -> str | None:
        """Show the models the open roster needs and what the collection lacks."""
        from listbuilder.gui.dialogs.report_dialog import ReportDialog

        document = self.document
        collection = self.load_collection()
        if document is None or collection is None:
            return None
        needs = core.needs.roster_needs(document.session.roster, self.codex, collection)
        text = core.needs_text.render_needs(needs, document.session.roster.name, self.lang, True)
        ReportDialog(self, self.tr("Models Needed"), text).open()
        return text

    # --- actions and menus (called by WindowActions at each of its steps) ------------

    def build_share_actions(self) -> None:
        """Ctrl+V on the welcome page opens a share code from the clipboard (the share
        commands' actions are rows of the window's action table)."""
        self.paste_code = QShortcut(QKeySequence(QKeySequence.StandardKey.Paste), self.welcome)
        self.paste_code.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.paste_code.activated.connect(self.open_from_code)

    def refresh_collection_marks(self) -> None:
        """Mark, in the roster tree, the cards the collection cannot field (when asked to);
        the collection file is read again only when it changed."""
        if self._editor is None:
            return
        short: frozenset[str] = frozenset()
        document = self.document
        if document is not None and self.collection_marks_action.isChecked():
            collection = self._current_collection()
            if collection is not None:
                short = frozenset(
                    core.needs.roster_needs(
                        document.session.roster, self.codex, collection
                    ).short_cards
                )
        self.tree_model.set_short_cards(short)

    def _current_collection(self) -> Collection | None:
        path = self.collection_file()
        try:
            stamp = path.stat().st_mtime_ns if path.exists() else None
        except OSError:
            stamp = None
        cached = self._collection_cache
        if cached is not None and cached[0] == (path, stamp):
            return cached[1]
        collection = self.load_collection()
        self._collection_cache = ((path, stamp), collection)
        return collection
