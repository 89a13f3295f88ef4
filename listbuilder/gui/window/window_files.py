"""The main window's file commands: new, open, recent files, save, save as, print, export
the templates, and the question before unsaved changes are lost."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from listbuilder.errors import ListBuilderError, PrintError, ReadOnlyRosterError
from listbuilder.files.game_data import added_system_ids
from listbuilder.files.oserrors import write_error
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.saving import saved_output
from listbuilder.files.sniff import may_be_other_game
from listbuilder.files.windows import DEVICES, file_stem
from listbuilder.gui import core
from listbuilder.gui.common import mnemonic_safe, plain_box, show_error, tip, warn
from listbuilder.gui.dialogs.import_words import import_report_head
from listbuilder.gui.i18n import fill
from listbuilder.gui.window.window_base import WindowBase
from listbuilder.i18n.text import Msg

if TYPE_CHECKING:
    from listbuilder.gui.dialogs.send_phone_dialog import SendToPhoneDialog
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.job_progress import JobProgress
    from listbuilder.gui.printout.print_dialog import PrintDialog, Renderer
    from listbuilder.gui.printout.print_preview import Maker, Printout, Writer
    from listbuilder.gui.window.game_mode import GameMode
    from listbuilder.gui.work import Job

    Sections = tuple[str, ...]
    from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterImportReport
    from listbuilder.roster.model import Roster

T = TypeVar("T")

ROSTER_FILTER = "*.yaml *.yml"
OPEN_FILTER = "*.yaml *.yml *.ros *.rosz"
"""Files the window opens: our rosters and BattleScribe's (read into a new, untitled roster)."""


OFF_THREAD_BYTES = 12_000
"""A roster file bigger than this (some 70,000 points) is read and validated on the worker
thread: on the GUI thread that froze the window for a quarter of a second and more."""


WINDOWS_DEVICES = DEVICES
"""Names Windows keeps for devices (see :mod:`listbuilder.files.windows`)."""


def describe_time(timestamp: float) -> str:
    from datetime import datetime

    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")


def _document(*args: object, **kwargs: object) -> RosterDocument:
    """A new document; imported here so the rules engine loads with the first roster, not at
    start-up."""
    from listbuilder.gui.document import RosterDocument

    return RosterDocument(*args, **kwargs)  # type: ignore[arg-type]


def _pdf_output(out: Path) -> AbstractContextManager[Path]:
    """A temporary file that takes *out*'s place only once the whole PDF is written: a
    printout that fails half-way leaves the previous file as it was."""
    return saved_output(
        out, PrintError, key="error.print.write", hint=_PRINT_HINT, kind=OutputKind.PDF
    )


_PRINT_HINT = Msg("error.print.write.hint")


def _write_printout(
    job: Job[None], out: Path, ready: Printout | None, write: Writer
) -> tuple[str, ...]:
    """Put the printout in *out* (on the worker thread): the one the preview showed, else
    written there straight away, through a temporary file that replaces *out* only once
    complete (a Cancel or a failure leaves the previous file). What printing changed."""
    with _pdf_output(out) as tmp:
        if ready is not None:
            tmp.write_bytes(ready.data)
            problems = ready.problems
        else:
            problems = write(job, tmp)
        job.check()  # a Cancel pressed meanwhile leaves the old file
    return problems


def _load_printing() -> None:
    """ReportLab, the printing modules and the fonts (loaded with the first printout)."""
    from listbuilder.printing import fonts, roster_pdf, templates  # noqa: F401

    fonts.register_fonts()


def _print_error(exc: ListBuilderError | OSError, out: Path) -> ListBuilderError:
    """A printing failure as the error every other failure is shown as."""
    if isinstance(exc, ListBuilderError):
        return exc
    return write_error(exc, out, PrintError, key="error.print.write", hint=_PRINT_HINT)


class FileCommands(WindowBase):
    """Rosters in and out of files, and printouts."""

    recent_menu: QMenu
    game_mode: GameMode
    import_box: QMessageBox | None = None
    """The report of the last BattleScribe import, while it is shown."""
    import_report: tuple[RosterDocument, Path, RosterImportReport] | None = None
    """The roster read from BattleScribe last, its file and what the import did."""
    data_box: QMessageBox | None = None
    """What changed in the army data for the open roster's cards, while it is shown."""
    paper: str
    print_sections: tuple[str, ...]
    job_progress: JobProgress | None = None
    writing = False
    """A printout or an export is being written (on the worker thread)."""
    send_dialog: SendToPhoneDialog | None = None
    """File › Send to Phone's dialog while it serves the page."""
    open_chosen: Callable[..., bool]
    """Open a file the player chose, unless another window has it (window_windows)."""

    def set_document(self, document: RosterDocument | None) -> None:
        raise NotImplementedError

    def new_other_game(self) -> bool | None:
        raise NotImplementedError  # other_game_commands

    def open_other_game(self, path: Path) -> bool | None:
        raise NotImplementedError  # other_game_commands

    # --- opening ----------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False when the player cancels."""
        self.commit_pending_edits()
        document = self.document
        game = self.game_mode.unsaved_game()
        if document is None or not (document.session.is_modified or game):
            return True
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        name = document.session.roster.name or self.tr("Untitled")
        box.setText(fill(self.tr("Save the changes to \u201c%1\u201d?"), name))
        if game:  # a game on a roster with no file: kept with the roster's file only
            box.setInformativeText(
                self.tr(
                    "The game tracked on this roster will be lost if you don't save the roster."
                )
            )
        else:
            box.setInformativeText(self.tr("Your changes will be lost if you don't save them."))
        plain_box(box)
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            if self.autosaver is not None:
                self.autosaver.discard()
            self.game_mode.kept = None
            return True
        return False

    def new_roster(self) -> None:
        from listbuilder.gui.dialogs.new_roster_dialog import (
            NewRosterDialog,  # a dialog shown rarely
        )

        if not self.when_loaded(self.new_roster):
            return
        if self.new_other_game() is not None:  # another game's, or cancelled
            return
        if not self.maybe_save():
            return
        dialog = NewRosterDialog(self.books, self.lang, self)
        if dialog.exec() != NewRosterDialog.DialogCode.Accepted:
            return
        list_id = dialog.list_id()
        if list_id is not None:
            self.start_roster(dialog.name(), dialog.points_limit(), list_id)

    def start_roster(self, name: str, points_limit: int | None, list_id: str) -> None:
        """A new, untitled roster with one (main) force."""
        roster = core.edits.AddForce(list_id=list_id).apply(
            core.roster_model.Roster(name=name, points_limit=points_limit)
        )
        self.set_document(_document(self.books, roster))
        self.tree.select_path(core.roster_model.ElementPath(0))
        self.tree.setFocus()  # letters typed there search the cards

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        filename, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open Roster"),
            str(self.start_folder()),
            fill(self.tr("Rosters (%1);;All files (*)"), OPEN_FILTER),
        )
        if filename:
            self.open_chosen(Path(filename), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Open a roster file; False (with the error shown) when it cannot be read."""
        if not self.when_loaded(lambda: self.open_path(path, ask=ask)):
            return False  # opened once the army books are loaded: the file is not lost
        other = None  # no game data added, or NetEpic's file: as before
        if added_system_ids() and may_be_other_game(path):  # a listing, then a file's head
            other = self.open_other_game(path)
        if other is not None:
            return other
        if ask and not self.maybe_save():
            return False
        try:
            document = self._read_document(path)  # the format is decided there
        except ListBuilderError as exc:
            return self._open_failed(path, exc)
        self.remember_opened(path)
        if document.session.path is None:  # BattleScribe's or a share code: never saved over
            opened = self._opened_untitled(path, document)
        else:
            self.set_document(document)
            self.say(lambda: fill(self.tr("Opened %1."), str(path)) + self._pack_notice(document))
            opened = True
        self.notice_data_changes()
        return opened

    # --- the army data a roster was built with (issue 33) -----------------------------

    def has_data_record(self) -> bool:
        """Whether the open roster's file records the army data it was built with."""
        document = self.document
        return document is not None and document.session.roster.data is not None

    def notice_data_changes(self) -> bool:
        """Show what changed for the open roster's cards since the army data its file
        records, when anything did: a cost is never changed silently. True when shown."""
        document = self.document
        if document is None or document.session.roster.data is None:
            return False
        if not core.revisions.data_changes(document.session.roster, self.codex):
            return False
        self.show_data_changes()
        return True

    def show_data_changes(self) -> None:
        """The notice of File > Changes in the Army Data, in the current language."""
        document = self.document
        if document is None:
            return
        head, lines = core.data_changes.data_changes_report(
            document.session.roster, self.codex, self.lang
        )
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Information if not lines else QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Changes in the Army Data"))
        box.setText(head)
        if lines:
            box.setInformativeText("\n".join(f"\u2022 {line}" for line in lines))
        box.setDetailedText(
            core.data_changes.record_text(document.session.roster.data, self.codex, self.lang)
        )
        plain_box(box)
        box.open()
        self.data_box = box

    def _pack_notice(self, document: RosterDocument) -> str:
        """What opening a roster built under house rules did (reopened under the pack it
        carries, or built under one missing here), after the status bar's words."""
        notice = document.session.pack_notice
        return "" if notice is None else " " + notice.render(self.lang)

    def _read_document(self, path: Path) -> RosterDocument:
        """The roster in *path*, read and checked; a big file on the worker thread, the
        window painting meanwhile (its keys and clicks wait: nothing is edited under it)."""
        from listbuilder.gui.document import RosterDocument  # with the first roster (see above)

        try:
            big = path.stat().st_size > OFF_THREAD_BYTES
        except OSError:
            big = False  # the reader says why
        if not big:
            return RosterDocument.open(self.books, path)
        from listbuilder.gui.work import Job

        codex = self.books
        job: Job[core.session.EditSession] = Job(
            lambda _job: core.session.EditSession.open(codex, path)
        )
        session = job.start().wait(user_input=False)
        # the session's codex: the one its house rules derive, when the roster carries a pack
        return RosterDocument(session.codex, session.roster, path=session.path, session=session)

    def _open_failed(self, path: Path, exc: ListBuilderError) -> bool:
        """Say why *path* cannot be opened; a file that is gone leaves the recent list."""
        show_error(self, exc, title=self.tr("Cannot open the roster"))
        if not path.exists():
            self.settings.remove_recent_file(path)
        return False

    def remember_opened(self, path: Path) -> None:
        """Record *path* as the last roster opened (the recent files, the last folder)."""
        self.settings.add_recent_file(path)
        self.settings.set_last_folder(path.resolve().parent)

    def _opened_untitled(self, path: Path, document: RosterDocument) -> bool:
        """A BattleScribe roster or a share code, opened as a new, untitled roster (saving
        asks for a YAML name, so the file is never overwritten); say what the import did.
        The roster is clean until edited: the file still holds it, so leaving it asks
        nothing. The import report stays at hand (File > BattleScribe Import Report) for as
        long as the roster is open."""
        self.set_document(document)
        report = document.session.import_report
        if report is None:  # a share code
            self.say(lambda: fill(self.tr("Opened %1."), str(path)) + self._pack_notice(document))
            return True
        self.say(
            lambda: (
                fill(self.tr("Imported %1 from BattleScribe."), str(path))
                + self._pack_notice(document)
            )
        )
        if report.notes:
            self.import_report = (document, path, report)
            self.update_state()
            self.show_import_report()
        return True

    def current_import_report(self) -> tuple[Path, RosterImportReport] | None:
        """The file and report of the open roster's BattleScribe import, if it was one."""
        kept = self.import_report
        if kept is None or self.document is None or kept[0] is not self.document:
            return None
        return kept[1], kept[2]

    def show_import_report(self) -> None:
        """What the BattleScribe import of the open roster did, in the current language."""
        kept = self.current_import_report()
        if kept is None:
            return
        path, report = kept
        lines = report.lines(self.lang)
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("BattleScribe Import"))
        box.setText(
            fill(
                import_report_head(len(report.notes)),
                path.name,
            )
        )
        box.setDetailedText("\n".join(lines))
        box.setInformativeText(lines[0])
        plain_box(box)
        box.open()
        self.import_box = box

    # --- export -----------------------------------------------------------------

    def export_filters(self) -> dict[str, str]:
        """The file dialog's filter for each export format, in menu order."""
        return {
            "text": self.tr("Plain text for forums (*.txt)"),
            "markdown": self.tr("Markdown for Discord and Reddit (*.md)"),
            "bbcode": self.tr("BBCode for phpBB forums (*.txt)"),
            "rosz": self.tr("BattleScribe roster (*.rosz)"),
            "ros": self.tr("BattleScribe roster, uncompressed (*.ros)"),
            "yaml": self.tr("Listbuilder roster (*.yaml)"),
        }

    def export_dialog(self) -> bool:
        document = self.document
        if document is None:
            return False
        filters = self.export_filters()
        folder = self.start_folder()
        filename, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Roster"),
            str(folder / f"{file_stem(document.session.roster.name)}.rosz"),
            ";;".join(filters.values()),
            filters["rosz"],
        )
        if not filename:
            return False
        fmt = next((key for key, text in filters.items() if text == chosen), "")
        path = Path(filename)
        if not fmt:
            fmt = {".md": "markdown", ".ros": "ros", ".yaml": "yaml", ".yml": "yaml"}.get(
                path.suffix.lower(), "rosz" if path.suffix.lower() == ".rosz" else "text"
            )
        return self.export_roster(path, fmt)

    def export_phone_dialog(self) -> bool:
        """File › Export for Phone…: the page to open on a phone at the table, offline."""
        document = self.document
        if document is None:
            return False
        filename, _ = QFileDialog.getSaveFileName(
            self,
            core.i18n.message("phone.dialog_title", self.lang),
            str(self.start_folder() / f"{file_stem(document.session.roster.name)}.html"),
            core.i18n.message("phone.filter", self.lang),
        )
        if not filename:
            return False
        return self.export_roster(Path(filename), "phone")

    def send_to_phone(self, host: str | None = None) -> SendToPhoneDialog | None:
        """File › Send to Phone…: the page served on the local network while the dialog is
        open (one at a time: a new one stops the old)."""
        self.commit_pending_edits()
        from listbuilder.gui.dialogs.send_phone_dialog import SendToPhoneDialog

        document = self.document
        if document is None:
            return None
        if self.send_dialog is not None:
            self.send_dialog.close()
            self.send_dialog.deleteLater()
        page = core.phone_page.phone_page(document.session.roster, self.codex, self.lang)
        try:
            dialog = SendToPhoneDialog(page, self.lang, self, host=host)
        except OSError as exc:
            warn(self, core.i18n.message("phone.send_title", self.lang), str(exc))
            return None
        self.send_dialog = dialog
        dialog.show()
        return dialog

    def export_roster(self, path: Path, fmt: str) -> bool:
        """Write the roster to *path* in *fmt* (see :mod:`listbuilder.editing.export`), on the
        worker thread like a printout."""
        self.commit_pending_edits()
        from listbuilder.gui.work import Cancelled

        document = self.document
        if document is None:
            return False
        if not path.suffix:
            path = path.with_suffix(core.export.SUFFIXES[fmt])
        # The worker's own copy: edits made meanwhile reach neither it nor the file.
        roster = document.session.roster.model_copy(deep=True)
        result, codex, lang, target = document.session.result, self.codex, self.lang, path

        def work(job: Job[list[str]]) -> list[str]:
            data, notes = core.export.export_bytes(roster, codex, fmt, lang, result)
            job.step()  # a Cancel pressed meanwhile leaves the old file
            core.export.write_export(target, data, fmt)
            return notes

        def progress(_done: int, _total: int) -> str:
            return fill(self.tr("Exporting to %1\u2026"), target.name)

        try:
            notes = self.in_background(work, progress)
        except Cancelled:
            self.say(lambda: fill(self.tr("Cancelled: %1 was left as it was."), str(path)))
            return False
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot export"))
            return False
        self.settings.set_last_folder(path.resolve().parent)
        self.say(lambda: fill(self.tr("Roster exported to %1."), str(path)))
        if notes:
            warn(
                self,
                self.tr("Export"),
                "\n".join([self.tr("Some cards could not be written in this format:"), *notes]),
            )
        return True

    def copy_as(self, fmt: str) -> str:
        """Put the roster on the clipboard as text, Markdown or BBCode; returns the text."""
        self.commit_pending_edits()

        document = self.document
        if document is None:
            return ""
        text = core.report_exports.export_text(
            document.session.roster, self.codex, fmt, self.lang, document.session.result
        )
        QGuiApplication.clipboard().setText(text)

        def copied() -> str:  # said again in the new language after a switch
            names = {
                "text": self.tr("text"),
                "markdown": self.tr("Markdown"),
                "bbcode": self.tr("BBCode"),
            }
            return fill(self.tr("Roster copied as %1."), names.get(fmt, fmt))

        self.say(copied)
        return text

    def open_recovered(self, roster: Roster, source: Path | None) -> None:
        document = _document(self.codex, roster, path=source)
        document.mark_recovered()
        self.set_document(document)

    def fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number} {mnemonic_safe(path.name)}")
            action.setToolTip(tip(str(path)))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_chosen(p))
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
            return
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(self.tr("Clear the List"))
        clear.triggered.connect(self.clear_recent)

    def clear_recent(self) -> None:
        self.settings.clear_recent_files()
        self.welcome.fill([])

    # --- saving -----------------------------------------------------------------

    def save(self) -> bool:
        document = self.document
        if document is None:
            return False
        if document.session.path is None:
            return self.save_as()
        return self._save_to(document.session.path)

    def suggested_path(self) -> Path:
        """Where Save As proposes to write: the roster's folder (or the start folder) and a
        file named after the roster, so Enter is enough to save a new roster."""
        document = self.document
        path = document.session.path if document is not None else None
        folder = path.parent if path is not None else self.start_folder()
        name = document.session.roster.name if document is not None else ""
        # *.netepic.yaml: still YAML, and the desktop knows it as a roster (packaging/linux)
        return Path(folder) / f"{file_stem(name)}.netepic.yaml"

    def save_as(self) -> bool:
        document = self.document
        if document is None:
            return False
        filename, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save Roster As"),
            str(self.suggested_path()),
            fill(self.tr("Rosters (%1)"), ROSTER_FILTER),
        )
        if not filename:
            return False
        path = Path(filename)
        if path.suffix.lower() not in (".yaml", ".yml"):
            path = path.with_suffix(".netepic.yaml")
        return self._save_to(path)

    def save_copy(self, path: Path | None = None) -> bool:
        """Write the roster to another file, atomically, as it is now: the window keeps its
        own file, its modified mark and its undo history (a copy for a friend or a
        tournament, a snapshot before trying something)."""
        self.commit_pending_edits()

        document = self.document
        if document is None:
            return False
        if path is None:
            folder = (
                document.session.path.parent
                if document.session.path is not None
                else self.start_folder()
            )
            stem = file_stem(document.session.roster.name)
            filename, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save a Copy"),
                str(folder / f"{stem}-copy.netepic.yaml"),
                fill(self.tr("Rosters (%1)"), ROSTER_FILTER),
            )
            if not filename:
                return False
            path = Path(filename)
            if path.suffix.lower() not in (".yaml", ".yml"):
                path = path.with_suffix(".netepic.yaml")
        if document.session.path is not None and path.resolve() == document.session.path.resolve():
            return self.save()  # a copy over the roster's own file is a plain save
        try:
            # with the data it is checked with (issue 33) and its house rules
            core.roster_io.save_roster(
                core.pack_record.stamped(
                    core.revisions.with_data(document.session.roster, document.session.codex),
                    document.session.codex.house,
                ),
                path,
            )
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot save the copy"))
            return False
        self.settings.set_last_folder(path.resolve().parent)
        self.say(lambda: fill(self.tr("Copy saved to %1."), str(path)))
        return True

    def _save_to(self, path: Path) -> bool:
        self.commit_pending_edits()
        document = self.document
        if document is None:
            return False
        if document.changed_on_disk(path):
            answer = self._ask_changed_on_disk(path)
            if answer == "save_as":
                return self.save_as()
            if answer != "overwrite":
                return False
        try:
            document.save(path)
        except ReadOnlyRosterError as exc:
            return self._offer_save_as(exc)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot save the roster"))
            return False
        self.settings.add_recent_file(path)
        self.settings.set_last_folder(path.resolve().parent)
        self.say(lambda: fill(self.tr("Saved %1."), str(path)))
        self.update_title()
        return True

    def _ask_changed_on_disk(self, path: Path) -> str:
        """The file was written by someone else since it was opened or saved here (another
        window on the same roster): "overwrite", "save_as" or "cancel"."""
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("File Changed on Disk"))
        box.setText(
            fill(
                self.tr(
                    "%1 was changed by another window or program since you opened or saved it here."
                ),
                str(path),
            )
        )
        box.setInformativeText(
            self.tr("Overwrite it with this roster, losing those changes, or save elsewhere?")
        )
        plain_box(box)
        overwrite = box.addButton(self.tr("Overwrite"), QMessageBox.ButtonRole.DestructiveRole)
        save_as = box.addButton(self.tr("Save As..."), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save_as)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is overwrite:
            return "overwrite"
        if clicked is save_as:
            return "save_as"
        return "cancel"

    def _offer_save_as(self, exc: ListBuilderError) -> bool:
        """A read-only file is left alone; the player may save under another name."""
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Cannot save the roster"))
        box.setText(fill(self.tr("%1 is read-only, so it was not changed."), str(exc.file)))
        box.setInformativeText(self.tr("Save the roster under another name?"))
        plain_box(box)
        save_as = box.addButton(self.tr("Save As..."), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save_as)
        box.exec()
        if box.clickedButton() is not save_as:
            return False
        return self.save_as()

    # --- printing -----------------------------------------------------------------

    def _pdf_target(self, title: str, stem: str) -> Path | None:
        filename, _ = QFileDialog.getSaveFileName(
            self,
            title,
            str(self.start_folder() / f"{stem}.pdf"),
            self.tr("PDF files (*.pdf)"),
        )
        if not filename:
            return None
        path = Path(filename)
        return path if path.suffix.lower() == ".pdf" else path.with_suffix(".pdf")

    def _print_dialog(self, render: Renderer, *, with_sections: bool) -> PrintDialog | None:
        """Ask for the paper, the language (and the sections, the player's name and the
        event), showing the pages as they will print; None when the player cancels. A player
        or event changed there is an edit of the roster (kept in its file, undone by Undo)."""
        from listbuilder.gui.printout.print_dialog import PrintDialog  # a dialog shown rarely

        roster = (
            self.document.session.roster if with_sections and self.document is not None else None
        )
        dialog = PrintDialog(
            paper=self.paper,
            sections=self.print_sections,
            with_sections=with_sections,
            lang=self.settings.print_language or self.lang,
            open_after=self.settings.open_after_printing,
            render=render,
            player=roster.player if roster is not None else None,
            event=roster.event if roster is not None else None,
            parent=self,
        )
        try:
            if dialog.exec() != PrintDialog.DialogCode.Accepted:
                return None
            self.paper = dialog.paper()
            if with_sections:
                self.print_sections = dialog.sections()
                self.settings.print_sections = self.print_sections
                who = (dialog.player_name(), dialog.event_name())
                if roster is not None and who != (roster.player, roster.event):
                    from listbuilder.gui.window.window_edits import EditCommands

                    edits = cast(EditCommands, self)  # the window is both
                    edits.apply(core.edits.SetPlayerEvent(player=who[0], event=who[1]))
            # the next printout, in this session or the next, starts from these choices
            self.settings.print_paper = self.paper
            self.settings.print_language = dialog.language()
            self.settings.open_after_printing = dialog.open_after()
            return dialog
        finally:
            dialog.deleteLater()

    def _roster_writer(self, document: RosterDocument) -> Callable[[str, str, Sections], Writer]:
        """What writes the printout of *document*'s roster as it is now, for a paper, a
        language and the sections, on the worker thread from its own copy (edits made
        meanwhile reach neither it nor the file)."""
        roster = document.session.roster.model_copy(deep=True)
        result, codex = document.session.result, self.codex

        def writer(
            paper: str,
            lang: str,
            sections: Sections,
            player: str | None = None,
            event: str | None = None,
        ) -> Writer:
            def write(job: Job[Any], path: Path) -> tuple[str, ...]:
                from listbuilder.gui.work import load_once

                load_once("printing", _load_printing)

                problems: list[str] = []
                core.roster_pdf.render_roster(
                    roster,
                    codex,
                    path,
                    paper=paper,
                    lang=lang,
                    sections=sections,
                    problems=problems,
                    result=result,
                    on_page=job.step,
                    player=player,
                    event=event,
                )
                return tuple(problems)

            return write

        return writer

    def _roster_printout(self, document: RosterDocument) -> Renderer:
        """The preview's printout of *document*'s roster (see :meth:`_roster_writer`)."""
        from listbuilder.gui.printout.print_preview import printout_of

        writer = self._roster_writer(document)
        return lambda paper, lang, sections, *who: printout_of(writer(paper, lang, sections, *who))

    @staticmethod
    def _templates_writer(paper: str, lang: str, _sections: Sections = ()) -> Writer:
        def write(job: Job[Any], path: Path) -> tuple[str, ...]:
            from listbuilder.gui.work import load_once

            load_once("printing", _load_printing)

            core.templates.render_templates(path, paper=paper, lang=lang)
            job.step()
            return ()

        return write

    @classmethod
    def _templates_printout(cls, paper: str, lang: str, sections: Sections) -> Maker:
        from listbuilder.gui.printout.print_preview import printout_of

        return printout_of(cls._templates_writer(paper, lang, sections))

    def print_roster(self, out: Path | None = None) -> bool:
        """Write the roster printout to a PDF: the sections, paper and language chosen in the
        print dialog (which shows the pages), or as last chosen when *out* is given. On the
        worker thread: the window goes on answering, and a Cancel leaves the file as it was.
        """
        self.commit_pending_edits()
        document = self.document
        if document is None:
            return False
        lang, ready, open_after = self.lang, None, False
        if out is None:
            dialog = self._print_dialog(self._roster_printout(document), with_sections=True)
            if dialog is None:
                return False
            lang, ready = dialog.language(), dialog.ready_printout()
            open_after = dialog.open_after()
            out = self._pdf_target(
                self.tr("Print Roster to PDF"), file_stem(document.session.roster.name)
            )
        if out is None:
            return False
        document = self.document or document  # the player and event set in the dialog
        writer = self._roster_writer(document)
        problems: list[str] = []
        write, target = writer(self.paper, lang, self.print_sections), out

        def work(job: Job[None]) -> None:
            problems.extend(_write_printout(job, target, ready, write))

        def progress(done: int, total: int) -> str:
            if total:
                return fill(self.tr("Printing\u2026 page %1 of %2"), str(done + 1), str(total))
            return fill(self.tr("Printing\u2026 page %1"), str(done + 1))

        if not self._write_in_background(work, progress, out, self.tr("Cannot print")):
            return False
        text = fill(self.tr("Roster written to %1."), str(out))
        if problems:  # long texts cut, characters the font lacks replaced
            text += " " + fill(self.tr("Printed with changes: %1"), "; ".join(problems))
        self.say(text, problem=bool(problems))
        if open_after:
            self.open_pdf(out)
        return True

    def export_templates(self, out: Path | None = None) -> bool:
        """Write the gaming templates, at scale, to a PDF (on the worker thread)."""
        ready, open_after = None, False
        lang = self.lang
        if out is None:
            dialog = self._print_dialog(self._templates_printout, with_sections=False)
            if dialog is None:
                return False
            lang, ready = dialog.language(), dialog.ready_printout()
            open_after = dialog.open_after()
            out = self._pdf_target(self.tr("Export Templates to PDF"), "templates")
        if out is None:
            return False
        write, target = self._templates_writer(self.paper, lang), out

        def work(job: Job[None]) -> None:
            _write_printout(job, target, ready, write)

        def progress(_done: int, _total: int) -> str:
            return self.tr("Writing the templates\u2026")

        if not self._write_in_background(work, progress, out, self.tr("Cannot export")):
            return False
        self.say(lambda: fill(self.tr("Templates written to %1."), str(target)))
        if open_after:
            self.open_pdf(out)
        return True

    def open_pdf(self, path: Path) -> None:
        """Open a PDF just written in the desktop's viewer."""
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
            self.say(lambda: fill(self.tr("No PDF viewer could open %1."), str(path)), problem=True)

    def _write_in_background(
        self,
        work: Callable[[Job[None]], None],
        progress: Callable[[int, int], str],
        out: Path,
        title: str,
    ) -> bool:
        """Run *work* (which writes *out*) on the worker thread, its progress and Cancel in
        the status bar, while the window answers the player; False when it failed (the
        error shown under *title*) or was cancelled."""
        from listbuilder.gui.work import Cancelled

        try:
            self.in_background(work, progress)
        except Cancelled:
            self.say(lambda: fill(self.tr("Cancelled: %1 was left as it was."), str(out)))
            return False
        except (ListBuilderError, OSError) as exc:
            show_error(self, _print_error(exc, out), title=title)
            return False
        return True

    def in_background(self, work: Callable[[Job[T]], T], progress: Callable[[int, int], str]) -> T:
        """*work*'s value, worked out on the worker thread (:mod:`listbuilder.gui.work`) while
        the status bar shows its *progress* and a Cancel; the commands that write files are
        off meanwhile, so no second printout starts on top of the first."""
        from listbuilder.gui.job_progress import JobProgress
        from listbuilder.gui.work import Job

        if self.job_progress is None:
            self.job_progress = JobProgress(self)
            # no taller than a line of the bar's text, so the bar keeps its height: else the
            # first job laid the whole window out again, every view repainted, as it started
            bar = self.statusBar()
            self.job_progress.setMaximumHeight(bar.fontMetrics().height())
            bar.addPermanentWidget(self.job_progress)
        job = Job(work)
        self.writing = True
        self.update_state()
        try:
            self.job_progress.follow(cast("Job[object]", job), progress)
            return job.start().wait()
        finally:
            self.writing = False
            self.update_state()

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Listbuilder"), self.about_text())

    def about_text(self) -> str:
        """The About box: the version, then the army data's revisions and the dates they
        shipped (issue 33: which data a printout or a list was built with)."""
        from html import escape

        from listbuilder import __version__

        text = fill(
            self.tr(
                "<b>Listbuilder %1</b><p>An army list builder for NetEpic Gold: "
                "build, check and print your army.</p>"
            ),
            __version__,
        )
        if not self.books_loaded:  # About answers at once, before the books are in
            return text

        head, *books = core.data_changes.about_lines(self.codex, self.lang)
        return (
            text + f"<p>{escape(head)}<br>" + "<br>".join(escape(line) for line in books) + "</p>"
        )
