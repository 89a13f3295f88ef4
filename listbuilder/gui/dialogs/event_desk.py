"""Tools › Check Lists for an Event…: the organiser's desk.

The organiser chooses the event's pack (or none) and the folder of lists sent in, or drops
files on the window (rosters, ``.ros``/``.rosz``, texts holding a share code). Each list gets
a row: player, army, points, legal or illegal with its errors, the data revision it records
and the other files holding the same list. A double-click opens a list in the main window;
the report exports as CSV (the very bytes of ``validate --tournament PACK --csv``) and as a
PDF for the organiser's table.

The checking runs on the worker thread (:mod:`listbuilder.gui.work`) with its progress in
the dialog, so 500 lists never freeze the window; a file written meanwhile (a late list, a
corrected one) is seen by a :class:`QFileSystemWatcher` and checked again, the unchanged
files' outcomes being kept.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QFileSystemWatcher,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.editing.event_check import (
    Checked,
    check_all,
    crashed,
    event_codex,
    expand,
    write_csv,
)
from listbuilder.editing.event_desk import (
    COLUMNS,
    DeskRow,
    cells,
    desk_rows,
    desk_totals,
    header,
    recorded_data,
    write_desk_pdf,
)
from listbuilder.errors import ListBuilderError
from listbuilder.files.output_kinds import OutputKind
from listbuilder.gui import core
from listbuilder.gui.common import plain_label, show_error
from listbuilder.gui.editor.colours import Tone, colour
from listbuilder.gui.i18n import fill
from listbuilder.gui.job_progress import JobProgress
from listbuilder.gui.work import Cancelled, Job, load_once
from listbuilder.i18n import message
from listbuilder.records import record
from listbuilder.rules.tournament import TournamentPack, load_pack, unknown_names

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.gui.i18n import Languages
    from listbuilder.gui.window.settings import Settings


class DeskWindow(Protocol):
    """What the desk needs of the main window (named here, not imported: no import circle)."""

    languages: Languages
    settings: Settings
    help_menu: QMenu

    @property
    def codex(self) -> Codex: ...

    @property
    def lang(self) -> str: ...

    def start_folder(self) -> Path: ...

    def open_chosen(self, path: Path, *, ask: bool = True) -> bool: ...

    def when_loaded(self, request: Callable[[], object]) -> bool: ...

    def say(
        self,
        message: Callable[[], str] | str | None,
        *,
        problem: bool = False,
        lasting: bool = False,
    ) -> None: ...

    def menuBar(self) -> QMenuBar: ...


REFRESH_AFTER_MS = 400
"""A file being written sends several changes: the check starts once they stop."""

PROGRESS_SECONDS = 0.1
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

Stamp = tuple[int, int]


def _stamp(file: str) -> Stamp | None:
    try:
        found = os.stat(file)
    except OSError:
        return None
    return (found.st_mtime_ns, found.st_size)


def _load_printing() -> None:
    """ReportLab and the fonts, with the collector paused (see :func:`load_once`)."""
    from reportlab import platypus  # noqa: F401

    core.fonts.register_fonts()


@record
class _Kept:
    """A file's outcome, valid while the file keeps its time and size (and the pack)."""

    stamp: Stamp
    checked: Checked | None
    data: str | None


@record
class _Outcome:
    files: list[str]
    checked: list[Checked]
    rows: list[DeskRow]
    texts: list[list[str]]
    """Each row's cells as shown, worded on the worker: the table only hands them out."""
    kept: dict[str, _Kept]
    lang: str
    pack_notes: list[str]
    """The pack's names that are in no army book (typos, as ``validate`` warns)."""
    choices: int
    """The organiser's choices it was made for (see ``EventDesk._choices``)."""


class DeskModel(QAbstractTableModel):
    """The desk's rows, one per list."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[DeskRow] = []
        self.texts: list[list[str]] = []
        self.header: list[str] = header("en")

    def set_rows(self, rows: list[DeskRow], texts: list[list[str]], lang: str) -> None:
        self.beginResetModel()
        self.rows, self.texts, self.header = rows, texts, header(lang)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.header[section]
        return super().headerData(section, orientation, role)

    def data(
        self,
        index: QModelIndex | QPersistentModelIndex,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts[index.row()][index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == "file":
                return row.file
            return "\n".join(row.problems) or None
        if role == Qt.ItemDataRole.ForegroundRole and column == "status":
            return colour(Tone.GOOD if row.status == "legal" else Tone.ERROR)
        if role == Qt.ItemDataRole.ForegroundRole and column == "duplicate" and row.same_as:
            return colour(Tone.WARNING)
        if role == SORT_ROLE:
            if column == "points":
                return row.points if row.points is not None else -1
            if column == "status":  # illegal lists by their errors, then unreadable ones
                return {"legal": 0, "illegal": 1, "unreadable": 10**6}[row.status] + row.errors
            return self.texts[index.row()][index.column()].casefold()
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "points":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _check_lists(
    job: Job[_Outcome],
    sources: list[str],
    pack: TournamentPack | None,
    codex: Codex,
    lang: str,
    kept: dict[str, _Kept],
    choices: int,
) -> _Outcome:
    """The desk's check, on the worker thread: every list of *sources* judged under *pack*,
    the files unchanged since *kept* keeping their outcome."""
    files, problems = expand(sources, lang)
    job.total = len(files)
    stamps = {file: _stamp(file) for file, _ in files}
    new: dict[str, _Kept] = {}

    def known(file: str) -> Checked | None:
        old = kept.get(file)
        if old is not None and old.stamp == stamps[file] and old.checked is not None:
            return old.checked
        return None

    said = [0.0]

    def step(done: int, total: int) -> None:
        # Said every PROGRESS_SECONDS, not per file: each word to the window makes
        # the GUI thread wait for the interpreter lock the checking holds.
        now = time.monotonic()
        if now - said[0] < PROGRESS_SECONDS and done < total:
            job.check()
            return
        said[0] = now
        job.step(done)

    checked = check_all(files, codex, pack, step=step, known=known)

    def data_of(file: str) -> str | None:
        old = kept.get(file)
        if old is not None and old.stamp == stamps.get(file):
            return old.data
        return recorded_data(file)

    rows = desk_rows(problems + checked, lang, data_of=data_of)
    by_file = {row.file: row for row in rows}
    for item in checked:
        stamp = stamps.get(item.file)
        if stamp is not None:
            new[item.file] = _Kept(stamp, item, by_file[item.file].data)
    texts = [cells(row, lang) for row in rows]
    listed = [file for file, _ in files]
    notes = [
        message("summary.pack-unknown", lang, name=name)
        for name in (unknown_names(pack, codex) if pack is not None else [])
    ]
    return _Outcome(listed, problems + checked, rows, texts, new, lang, notes, choices)


class EventDesk(QDialog):
    """The tournament desk: a pack, the lists sent in, their table and the reports."""

    def __init__(self, window: DeskWindow) -> None:
        super().__init__(cast(QWidget, window))
        self.setObjectName("eventDesk")
        self.setAcceptDrops(True)
        self.main_window = window
        self.pack_path: Path | None = None
        self.pack: TournamentPack | None = None
        self.sources: list[str] = []
        """The folder chosen, or the files dropped."""
        self.checked: list[Checked] = []
        self.rows: list[DeskRow] = []
        self._kept: dict[str, _Kept] = {}
        self.pack_notes: list[str] = []
        self._dirty: set[str] = set()
        """Files the watcher said changed since the last check began."""
        self._job: Job[_Outcome] | None = None
        self._writing: dict[Job[None], Path] = {}
        """The PDF reports being written, with their files."""
        self._again = False
        self._pack_changed = False
        self._choices = 0
        """Counts the packs and lists chosen: a check made for earlier ones is not shown,
        nor its outcomes kept."""
        self._make_choosers()
        self.model = DeskModel(self)
        self.table = self._make_table()
        buttons = self._make_buttons()
        self._lay_out(buttons)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._file_changed)
        self.watcher.fileChanged.connect(self._file_changed)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(REFRESH_AFTER_MS)
        self._later.timeout.connect(self.refresh)

        window.languages.language_changed.connect(self._language_changed)
        self.resize(1120, 640)
        self.retranslate()
        self._update_buttons()
        self._restore_choices()

    def _make_choosers(self) -> None:
        """The pack and the lists to check, each with its buttons; the summary below."""
        self.pack_title = QLabel()
        self.pack_label = plain_label(QLabel())
        self.pack_button = QPushButton()
        self.pack_button.setObjectName("choosePack")
        self.no_pack_button = QPushButton()
        self.no_pack_button.setObjectName("noPack")
        self.folder_title = QLabel()
        self.folder_label = plain_label(QLabel())
        self.folder_button = QPushButton()
        self.folder_button.setObjectName("chooseFolder")
        self.summary = plain_label(QLabel())
        self.summary.setObjectName("deskSummary")
        self.progress = JobProgress(self)
        self.pack_button.clicked.connect(lambda: self.choose_pack())
        self.no_pack_button.clicked.connect(lambda: self.set_pack(None))
        self.folder_button.clicked.connect(lambda: self.choose_folder())

    def _make_table(self) -> QTableView:
        """The lists' table, sorted by a click on a column (the files' order first)."""
        table = QTableView()
        table.setObjectName("deskTable")
        self.sorted = QSortFilterProxyModel(self)
        self.sorted.setSourceModel(self.model)
        self.sorted.setSortRole(SORT_ROLE)
        table.setModel(self.sorted)
        table.setSortingEnabled(True)
        table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the files' order first
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.setWordWrap(False)  # one line a list: long names end in "…"
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table.horizontalHeader().setStretchLastSection(True)
        # Columns fitted to the first rows' texts: measuring all 500 froze the window.
        table.horizontalHeader().setResizeContentsPrecision(20)
        table.doubleClicked.connect(
            lambda index: self.open_row(self.sorted.mapToSource(index).row())
        )
        table.installEventFilter(self)  # Enter opens the selected list
        return table

    def _make_buttons(self) -> QDialogButtonBox:
        """Open the selected list, the two reports, Close."""
        self.open_button = QPushButton()
        self.open_button.setObjectName("openList")
        self.csv_button = QPushButton()
        self.csv_button.setObjectName("exportCsv")
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("exportPdf")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for button in (self.open_button, self.csv_button, self.pdf_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        self.open_button.clicked.connect(self._open_selected)
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        return buttons

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        choose = QGridLayout()
        choose.addWidget(self.pack_title, 0, 0)
        choose.addWidget(self.pack_label, 0, 1)
        choose.addWidget(self.pack_button, 0, 2)
        choose.addWidget(self.no_pack_button, 0, 3)
        choose.addWidget(self.folder_title, 1, 0)
        choose.addWidget(self.folder_label, 1, 1)
        choose.addWidget(self.folder_button, 1, 2)
        choose.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(choose)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.progress)
        layout.addWidget(buttons)

    def _restore_choices(self) -> None:
        """The pack and the lists of the last time, as far as they are still there (an
        organiser opens the desk again and again on one event)."""
        settings = self.main_window.settings
        pack = Path(settings.desk_pack) if settings.desk_pack else None
        if pack is not None and pack.is_file():
            with contextlib.suppress(ListBuilderError):  # changed meanwhile: choose again
                self.pack = load_pack(pack)
                self.pack_path = pack
        self.sources = [source for source in settings.desk_sources if Path(source).exists()]
        self._show_choices()

    @property
    def lang(self) -> str:
        return self.main_window.lang

    # --- texts ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Check Lists for an Event"))
        self.pack_title.setText(self.tr("Tournament pack:"))
        self.folder_title.setText(self.tr("Lists:"))
        self.pack_button.setText(self.tr("Choose Pack\u2026"))
        self.no_pack_button.setText(self.tr("No Pack"))
        self.no_pack_button.setToolTip(self.tr("Check against the game's own rules only"))
        self.folder_button.setText(self.tr("Choose Folder\u2026"))
        self.folder_button.setToolTip(
            self.tr("The folder of lists sent in; you can also drop files on this window")
        )
        self.open_button.setText(self.tr("Open List"))
        self.csv_button.setText(self.tr("Export CSV\u2026"))
        self.pdf_button.setText(self.tr("Export PDF\u2026"))
        self._show_choices()

    def _show_choices(self) -> None:
        self.pack_label.setText(
            str(self.pack_path) if self.pack_path else self.tr("none: the game's own rules only")
        )
        if not self.sources:
            text = self.tr("choose a folder, or drop lists here")
        elif len(self.sources) == 1:
            text = self.sources[0]
        else:
            text = fill(self.tr("%1 files dropped"), len(self.sources))
        self.folder_label.setText(text)
        self._show_summary()

    def _show_summary(self) -> None:
        lines = [desk_totals(self.rows, self.lang)] if self.sources else []
        self.summary.setText("\n".join(lines + self.pack_notes))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _language_changed(self, *_: object) -> None:
        if self.sources:
            self.refresh()  # the army names and messages, in the new language (all kept)

    # --- what to check -------------------------------------------------------------------

    def choose_pack(self) -> None:
        filename, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose the Tournament Pack"),
            str(self.main_window.start_folder()),
            self.tr("Tournament packs (*.yaml *.yml)"),
        )
        if filename:
            self.set_pack(Path(filename))

    def set_pack(self, path: Path | None) -> bool:
        """Check against *path*'s pack (None: the game's rules only); False when it cannot
        be read (said in a message box, the pack before kept)."""
        pack = None
        if path is not None:
            try:
                pack = load_pack(path)
            except ListBuilderError as exc:
                show_error(self, exc, title=self.tr("Cannot read the tournament pack"))
                return False
        self.pack_path, self.pack = path, pack
        self._choices += 1
        self.main_window.settings.desk_pack = str(path) if path is not None else ""
        self._kept.clear()  # every list is judged afresh under another pack
        self._show_choices()
        if self.sources:
            self.refresh()
        return True

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Choose the Folder of Lists"), str(self.main_window.start_folder())
        )
        if folder:
            self.set_sources([folder])

    def set_sources(self, paths: list[str | Path]) -> None:
        """Check *paths*: a folder (its rosters), or files."""
        self.sources = [str(path) for path in paths]
        self._choices += 1
        self.main_window.settings.desk_sources = self.sources
        self._show_choices()
        self.refresh()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.set_sources(list(paths))

    # --- checking ------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._job is not None

    def refresh(self) -> None:
        """Check the lists again on the worker thread; the unchanged files keep their
        outcome. A check asked for while one runs starts when it ends."""
        if not self.sources:
            return
        if self._job is not None:
            self._again = True
            return
        if not self.main_window.when_loaded(self.refresh):
            return  # checked once the army books are loaded
        if self._pack_changed:  # the organiser edited the pack: read it again
            self._pack_changed = False
            if self.pack_path is not None and self.set_pack(self.pack_path):
                return  # set_pack checked the lists under it
        sources, pack, lang, choices = list(self.sources), self.pack, self.lang, self._choices
        codex = event_codex(self.main_window.codex, pack)
        # the worker's own copy, without the files said changed (an edit within the file
        # system's time step that keeps the size keeps the stamp too)
        kept = {file: old for file, old in self._kept.items() if file not in self._dirty}
        self._dirty.clear()

        def work(job: Job[_Outcome]) -> _Outcome:
            return _check_lists(job, sources, pack, codex, lang, kept, choices)

        job: Job[_Outcome] = Job(work)  # no parent: it may end after the desk is gone
        self._job = job
        self.progress.follow(
            cast(Job[object], job),
            lambda done, total: fill(self.tr("Checking lists\u2026 %1 of %2"), done, total),
        )
        job.ended.connect(self._checked)
        self._update_buttons()
        job.start()

    def _checked(self) -> None:
        job, self._job = self._job, None
        assert job is not None
        try:
            outcome = job.wait()
        except Cancelled:
            outcome = None
        except ListBuilderError as exc:  # not met so far: each file's trouble is its row's
            show_error(self, exc)
            outcome = None
        except Exception as exc:  # a bug: said, and the desk goes on (choose again)
            show_error(self, crashed("", exc, debug=False).error or ListBuilderError(str(exc)))
            outcome = None
        if outcome is not None and outcome.choices != self._choices:
            outcome, self._again = None, True  # another pack or folder chosen meanwhile
        if outcome is not None:
            self.checked, self.rows, self._kept = outcome.checked, outcome.rows, outcome.kept
            self.pack_notes = outcome.pack_notes
            first = self.model.rowCount() == 0
            self.model.set_rows(outcome.rows, outcome.texts, outcome.lang)
            self._show_summary()
            # Each in its own turn of the event loop, the table painted between: together
            # they froze the window for 30 ms of CPU, 150 ms on a loaded machine.
            if first:  # after, the widths the organiser gave the columns stay
                QTimer.singleShot(0, self, self.table.resizeColumnsToContents)
            files, choices = outcome.files, outcome.choices
            QTimer.singleShot(0, self, lambda: self._watch(files, choices))
        self._update_buttons()
        if self._again and self.isVisible():
            self._again = False
            self.refresh()

    def _watch(self, files: list[str], choices: int) -> None:
        """Follow the folders chosen (a list added or removed) and every list's file, while
        the desk is shown and still on the choices *files* were found for."""
        if not self.isVisible() or choices != self._choices:
            return
        wanted = set(files) | {source for source in self.sources if Path(source).is_dir()}
        if self.pack_path is not None:
            wanted.add(str(self.pack_path))
        watched = set(self.watcher.files()) | set(self.watcher.directories())
        gone = sorted(watched - wanted)
        if gone:
            self.watcher.removePaths(gone)
        new = sorted(wanted - watched)
        if new:
            self.watcher.addPaths(new)

    def _file_changed(self, path: str) -> None:
        if self.pack_path is not None and path == str(self.pack_path):
            self._pack_changed = True
        self._dirty.add(path)
        # An editor replacing a file drops it from the watcher: the check's _watch adds it back.
        self._later.start()

    def _update_buttons(self) -> None:
        has_rows = bool(self.rows) and not self.busy
        self.csv_button.setEnabled(has_rows)
        self.pdf_button.setEnabled(has_rows)
        self.open_button.setEnabled(self._selected_row() is not None)

    # --- from the table ------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and cast(QKeyEvent, event).key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self._selected_row() is not None
        ):
            self._open_selected()
            return True
        return super().eventFilter(watched, event)

    def _selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.sorted.mapToSource(rows[0]).row() if rows else None

    def _open_selected(self) -> None:
        row = self._selected_row()
        if row is not None:
            self.open_row(row)

    def open_row(self, row: int) -> bool:
        """Open the list of *row* in the main window, as File › Open would."""
        if not 0 <= row < len(self.model.rows):
            return False
        window = self.main_window
        opened = window.open_chosen(Path(self.model.rows[row].file))
        cast(QWidget, window).raise_()
        cast(QWidget, window).activateWindow()
        return opened

    def export_csv(self, path: Path | None = None) -> bool:
        """Write the report as ``validate --tournament PACK --csv`` does for these lists."""
        if path is None:
            filename, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export the Report as CSV"),
                str(self.main_window.start_folder() / "lists.csv"),
                self.tr("CSV files (*.csv)"),
            )
            if not filename:
                return False
            path = Path(filename)

        inputs = [item.file for item in self.checked]
        if self.pack_path is not None:
            inputs.append(str(self.pack_path))
        try:
            core.outputs.check_output(path, inputs, OutputKind.CSV)
            write_csv(self.checked, path)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot write the report"))
            return False
        self.main_window.say(fill(self.tr("Report written to %1."), str(path)))
        return True

    def export_pdf(self, path: Path | None = None) -> Job[None] | None:
        """Write the organiser's table as a PDF in the window's language, on the worker
        thread; the job is returned (None when nothing is written)."""
        if path is None:
            filename, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export the Report as PDF"),
                str(self.main_window.start_folder() / "lists.pdf"),
                self.tr("PDF files (*.pdf)"),
            )
            if not filename:
                return None
            path = Path(filename)

        try:
            core.outputs.check_output(path, [item.file for item in self.checked], OutputKind.PDF)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot write the report"))
            return None
        rows, lang = list(self.rows), self.lang
        paper = self.main_window.settings.print_paper or "a4"  # the print dialog's last
        name = (self.pack.name or self.pack_path.stem) if self.pack and self.pack_path else None
        target = path

        def work(job: Job[None]) -> None:
            job.step()
            load_once("desk-printing", _load_printing)
            write_desk_pdf(rows, target, pack_name=name, lang=lang, paper=paper)

        job: Job[None] = Job(work)  # no parent: it may end after the desk is gone
        self._writing[job] = target
        self.progress.follow(
            cast(Job[object], job), lambda _d, _t: self.tr("Writing the report\u2026")
        )
        job.ended.connect(self._written)  # a method: no call once the desk is gone
        return job.start()

    def _written(self) -> None:
        for job in [job for job in self._writing if job.done]:
            target = self._writing.pop(job)
            if job.cancelled:
                continue
            if isinstance(job.error, ListBuilderError):
                show_error(self, job.error, title=self.tr("Cannot write the report"))
            elif job.error is not None:
                raise job.error
            else:
                self.main_window.say(fill(self.tr("Report written to %1."), str(target)))

    def hideEvent(self, event: QHideEvent) -> None:
        """Closed: the check stops and the files are no longer followed (shown again, the
        desk checks what changed meanwhile)."""
        if not event.spontaneous():
            if self._job is not None:
                self._job.cancel()
            self._later.stop()
            followed = self.watcher.files() + self.watcher.directories()
            if followed:
                self.watcher.removePaths(followed)
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous() and self.sources and not self.busy:
            self.refresh()


def show_event_desk(window: DeskWindow) -> EventDesk:
    """The window's desk, made the first time and brought forward after."""
    desk = cast(EventDesk | None, cast(QWidget, window).findChild(EventDesk))
    if desk is None:
        desk = EventDesk(window)
    desk.show()
    desk.raise_()
    desk.activateWindow()
    return desk
