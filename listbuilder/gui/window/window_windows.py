"""Several rosters at once: File > Close Roster, File > New Window, and the warning when a
roster already open in another window is opened again.

Each window is a whole :class:`~listbuilder.gui.window.main_window.MainWindow` with its own
document, autosave session, game and jobs; what they share lives on the application object (the army
books, the language) or in the settings file, written through at once. No module keeps a
list of windows: Qt's own list of top-level widgets says which are open, and the windows
opened here are kept alive by the application object.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from listbuilder.gui import core
from listbuilder.gui.common import plain_box
from listbuilder.gui.i18n import fill, format_int
from listbuilder.gui.window.window_base import WindowBase

if TYPE_CHECKING:
    from collections.abc import Callable

    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.window.recent_rosters import RecentSummaries, RecentSummary

KEPT_WINDOWS = "listbuilder_windows"
"""The application object's attribute holding the windows opened with New Window."""
WINDOW_OFFSET = 32
"""A new window opens this many pixels right of and below the one that opened it."""


def open_windows() -> list[WindowCommands]:
    """The main windows open in this process, in the order Qt lists them."""
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, WindowCommands) and widget.isVisible()
    ]


def same_file(a: Path, b: Path) -> bool:
    """Whether *a* and *b* name one file (a link, a relative path or another case on a
    case-insensitive system included), or the same path when one is gone."""
    return core.output_kinds.same_file(a, b) or os.path.normcase(a.resolve()) == os.path.normcase(
        b.resolve()
    )


class WindowCommands(WindowBase):
    """Close the roster, open another window, and never edit one file in two windows."""

    file_menu: QMenu

    def maybe_save(self) -> bool:
        raise NotImplementedError

    def set_document(self, document: RosterDocument | None) -> None:
        raise NotImplementedError

    def retranslate_windows(self) -> None:
        if self._recent is not None and self._recent.latest:
            self._show_recent(self._recent.latest)  # in the new language

    # --- the commands -----------------------------------------------------------------

    def close_roster(self) -> bool:
        """Back to the start page, after asking about unsaved edits and an unsaved game;
        False when the player cancels (or there was no roster)."""
        if self.document is None or not self.maybe_save():
            return False
        self.set_document(None)
        self.say(self.tr("Roster closed."))
        return True

    def _language_changed(self, lang: str) -> None:
        raise NotImplementedError

    def new_window(self) -> WindowCommands | None:
        """A second main window in this process, on its start page, sharing the army books
        and the language; it lives until it is closed (None: it opens once the books are
        loaded)."""
        if not self.when_loaded(self.new_window):
            return None
        from listbuilder.gui.window.autosave import Autosaver
        from listbuilder.gui.window.settings import Settings

        app = QApplication.instance()
        languages = self.languages
        if app is not None and languages.parent() is not app:
            languages.setParent(app)  # outlives the window that made it: every window uses it
        make = cast("Callable[..., WindowCommands]", type(self))  # MainWindow
        window = make(self._codex, languages=languages, settings=Settings(), autosaver=Autosaver())
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if app is not None:
            kept = cast("list[WindowCommands]", getattr(app, KEPT_WINDOWS, []))
            kept.append(window)
            setattr(app, KEPT_WINDOWS, kept)
            window.destroyed.connect(lambda _o=None, w=window: _forget(kept, w))
        window.undo.set_language(languages.current)
        if languages.current != "en":
            window._language_changed(languages.current)
        here = self.frameGeometry().topLeft()
        window.move(here.x() + WINDOW_OFFSET, here.y() + WINDOW_OFFSET)
        window.resize(self.size())
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def window_with(self, path: Path) -> WindowCommands | None:
        """Another window of this process with *path* open, if any."""
        for window in open_windows():
            if window is self or window.document is None or window.document.session.path is None:
                continue
            if same_file(window.document.session.path, path):
                return window
        return None

    def bring_forward_for(self, path: Path) -> bool:
        """*path* is open in another window: bring it forward and say so (True); else
        False, and the file may be opened here."""
        other = self.window_with(path)
        if other is None:
            return False
        other.show()
        other.raise_()
        other.activateWindow()
        other.say(lambda: fill(self.tr("%1 is open in this window."), str(path)))
        self.say(lambda: fill(self.tr("%1 is already open in another window."), str(path)))
        return True

    # --- one file, one window ------------------------------------------------------------

    def open_chosen(self, path: Path, *, ask: bool = True) -> bool:
        """Open a file the player chose (file dialog, recent files, start page), unless it is
        open already: in another window of this process, that window comes forward; in
        another Listbuilder, the player may open a read-only copy or cancel."""
        if self.bring_forward_for(path):
            return False
        if self._codex is not None:
            where = open_elsewhere(path)
            if where is not None:
                if not self.ask_open_elsewhere(path, where):
                    return False
                return self.open_read_only_copy(path, ask=ask)
        return self.open_path(path, ask=ask)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        raise NotImplementedError

    def open_read_only_copy(self, path: Path, *, ask: bool = True) -> bool:
        """*path*'s roster as a new roster with no file: saving it asks for another name, so
        the file the other window edits is never written from here."""
        from listbuilder.gui.common import show_error
        from listbuilder.gui.document import RosterDocument

        if ask and not self.maybe_save():
            return False
        try:
            roster = core.rosters.load_roster_file(path, self.books).roster
        except core.errors.ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot open the roster"))
            return False
        document = RosterDocument(self.books, roster)
        document.mark_recovered()  # no file: Save asks for a name
        self.set_document(document)
        self.say(lambda: fill(self.tr("Opened a read-only copy of %1."), str(path)))
        return True

    _noted: tuple[Path, str] | None = None
    """The open-file note this window wrote last, and its text."""

    def note_open_file(self, *, closing: bool = False, opening: Path | None = None) -> None:
        """Keep, beside this window's autosave, a small note naming the roster file it has
        open (another Listbuilder reads it before opening that file); removed when the
        roster or the window closes. *opening*: the file about to be opened, noted at once
        (the app's start notes it while the books load; the same note is not written
        again once the roster is open)."""
        autosaver = self.autosaver
        if autosaver is None:
            return
        note = open_note_file(open_notes_dir(autosaver.folder), autosaver.session)
        document = self.document
        path = opening if opening is not None else document.session.path if document else None
        if closing or path is None:
            self._noted = None
            _remove_note(note)
            return
        import json

        text = json.dumps({"pid": os.getpid(), "file": str(path.resolve())})
        if self._noted == (note, text) and note.is_file():
            return  # written as the app started, while the books loaded
        # only a courtesy to other windows: a save still checks the file's stamp
        with contextlib.suppress(OSError):
            core.writing.atomic_write_text(note, text)
            self._noted = (note, text)

    def ask_open_elsewhere(self, path: Path, where: str) -> bool:
        """*path* is open in another Listbuilder (*where* says which): open a read-only copy
        (True) or cancel (False)."""
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Roster Open Elsewhere"))
        box.setText(fill(self.tr("%1 is already open in another Listbuilder window."), str(path)))
        box.setInformativeText(
            fill(
                self.tr(
                    "%1. Editing it in two windows would lose one window's changes. A "
                    "read-only copy opens as a new roster: saving it asks for another name."
                ),
                where,
            )
        )
        plain_box(box)
        copy = box.addButton(
            self.tr("Open Anyway (Read-Only Copy)"), QMessageBox.ButtonRole.AcceptRole
        )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        self.elsewhere_box = box
        try:
            box.exec()
        finally:
            self.elsewhere_box = None
        return box.clickedButton() is copy

    elsewhere_box: QMessageBox | None = None
    """The question of :meth:`ask_open_elsewhere`, while it is shown."""

    _filter_remembered = False

    def remember_browser_filter(self) -> None:
        """The browser's "only what this roster can take now" as the player left it, kept in
        the settings when changed (once the editing panels exist)."""
        if self._filter_remembered:
            return
        self._filter_remembered = True
        box = self.browser.only_takeable
        box.setChecked(self.settings.only_takeable_cards)
        box.toggled.connect(self._browser_filter_toggled)

    def _browser_filter_toggled(self, on: bool) -> None:
        self.settings.only_takeable_cards = on

    # --- the start page's recent rosters ---------------------------------------------

    _recent: RecentSummaries | None = None

    def refresh_recent(self) -> None:
        """Fill the start page's recent rosters, then have what each holds worked out on the
        worker thread (from the cache when the file has not changed)."""
        self.welcome.fill(self.settings.recent_files())
        self.request_recent()

    def request_recent(self) -> None:
        """Work out what the start page's recent rosters hold (off the GUI thread)."""
        files = [button.path for button in self.welcome.recent_buttons]
        if not files or self._codex is None:
            return  # the books are loading: asked again once they are
        if self._recent is None:
            from listbuilder.gui.window.recent_rosters import RecentSummaries

            self._recent = RecentSummaries(self)
            self._recent.ready.connect(self._show_recent)
        self._recent.request(files, self._codex)

    def _show_recent(self, summaries: list[RecentSummary]) -> None:
        self.welcome.set_details({s.path: self.describe_recent(s) for s in summaries})

    def describe_recent(self, summary: RecentSummary) -> str:
        """One line: name, army, points, and legal / illegal with its errors / missing."""
        from listbuilder.gui.window.recent_rosters import ILLEGAL, LEGAL, MISSING

        if summary.state == MISSING:
            return self.tr("Missing file")
        if summary.state not in (LEGAL, ILLEGAL):
            return self.tr("Cannot be read")
        lang = self.lang
        armies = []
        for list_id in summary.list_ids:
            army_list = self._codex.army_list(list_id) if self._codex is not None else None
            armies.append(army_list.display_name(lang) if army_list is not None else list_id)
        points = format_int(summary.points, lang)
        if summary.points_limit:
            size = fill(self.tr("%1/%2 pts"), points, format_int(summary.points_limit, lang))
        else:
            size = fill(self.tr("%1 pts"), points)
        if summary.state == LEGAL:
            legality = self.tr("legal")
        elif summary.errors == 1:
            legality = self.tr("illegal (1 error)")
        else:
            legality = fill(self.tr("illegal (%1 errors)"), format_int(summary.errors, lang))
        name = summary.name or self.tr("Untitled")
        return " \u00b7 ".join([name, " + ".join(armies) or "-", size, legality])


OPEN_NOTE_SUFFIX = ".open"
"""The note naming a window's open roster file: ``<autosave session>.open``, in a folder
beside the autosaves' (the autosave folder holds only what crash recovery reads)."""
OPEN_NOTES = "open-rosters"


def open_notes_dir(autosaves: Path | None = None) -> Path:
    """The folder of the open-file notes, beside the autosave folder."""
    from listbuilder.gui.window.autosave import autosave_dir

    return (autosaves or autosave_dir()).parent / OPEN_NOTES


MAX_OPEN_NOTE_BYTES = 64 * 1024


def open_note_file(folder: Path, session: str) -> Path:
    return folder / f"{session}{OPEN_NOTE_SUFFIX}"


def _remove_note(note: Path) -> None:
    with contextlib.suppress(OSError):
        note.unlink(missing_ok=True)


def open_elsewhere(path: Path, folder: Path | None = None) -> str | None:
    """Whether another Listbuilder process (still running) has *path* open, by the notes
    in :func:`open_notes_dir`: a few words saying which, or None. A note left by a process that
    has ended is removed; a note that cannot be read is passed over."""
    import json

    from listbuilder.gui.window.autosave import _alive

    folder = folder or open_notes_dir()
    try:
        notes = sorted(folder.glob(f"*{OPEN_NOTE_SUFFIX}"))
    except OSError:
        return None
    for note in notes:
        try:
            if note.stat().st_size > MAX_OPEN_NOTE_BYTES:
                continue
            data = json.loads(note.read_text(encoding="utf-8"))
            pid, file = data["pid"], data["file"]
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            continue
        if not isinstance(pid, int) or isinstance(pid, bool) or not isinstance(file, str):
            continue
        if pid == os.getpid():
            continue  # this process's windows: see WindowCommands.window_with
        if not _alive(pid):
            _remove_note(note)
            continue
        if same_file(Path(file), path):
            return fill(QApplication.translate("WindowCommands", "Process %1"), str(pid))
    return None


def _forget(kept: list[WindowCommands], window: WindowCommands) -> None:
    if window in kept:
        kept.remove(window)
