"""File > Import from Text...: a box to paste a share code, or a whole forum post or chat
message holding one, that says what it found before opening it.

Players of other builders expect a text box to paste a shared list into; reading the
clipboard without a word (the old Open from Code) left them guessing. The clipboard's text is
still offered, prefilled, when it holds a code, and the dialog says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import plain_label
from listbuilder.gui.i18n import fill, format_int

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.roster.model import Roster
    from listbuilder.systems.battlescribe.gamedata import GameData
    from listbuilder.systems.battlescribe.roster import OtherRoster

READ_DELAY_MS = 150
"""From the last key typed to the text being read again: a paste reads once."""


def sentence(text: str) -> str:
    """*text* as a sentence: a capital letter first (the core's messages start in lower case,
    to be put after a file name on the command line)."""
    return text[:1].upper() + text[1:]


def error_sentence(exc: ListBuilderError, lang: str) -> str:
    """An error as the window says it: what went wrong, then the fix, each a sentence."""
    text = sentence(exc.text(lang)).rstrip(".") + "."
    hint = exc.hint_text(lang)
    if hint:
        text += " " + sentence(hint).rstrip(".") + "."
    return text


class ImportDialog(QDialog):
    """Paste a share code (alone or in the text around it); OK opens the roster it holds."""

    def __init__(self, codex: Codex, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importDialog")
        self.codex = codex
        self.lang = lang
        self._roster: Roster | None = None
        self.other: tuple[OtherRoster, GameData] | None = None
        """A roster of another game (a ``BSR1:`` code) and its game's data."""
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.text_box = QPlainTextEdit()
        self.text_box.setObjectName("importText")
        self.text_box.setTabChangesFocus(True)
        self.clipboard_note = plain_label(QLabel())
        self.clipboard_note.setObjectName("importClipboardNote")
        self.clipboard_note.setWordWrap(True)
        self.clipboard_note.setVisible(False)
        self.found = plain_label(QLabel())  # the roster's name is the player's: plain text
        self.found.setObjectName("importFound")
        self.found.setWordWrap(True)
        self.found.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.paste_button = QPushButton()
        self.paste_button.setObjectName("importPaste")
        self.buttons.addButton(self.paste_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.paste_button.clicked.connect(self.paste_clipboard)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.text_box, 1)
        layout.addWidget(self.clipboard_note)
        layout.addWidget(self.found)
        layout.addWidget(self.buttons)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(READ_DELAY_MS)
        self._timer.timeout.connect(self.read_box)
        self.text_box.textChanged.connect(self._timer.start)
        self.retranslate()
        self.resize(560, 360)
        self._prefill()
        self.read_box()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import from Text"))
        self.intro.setText(
            self.tr(
                "Paste a share code (it starts with NEG1:), or the whole forum post or chat "
                "message that holds one."
            )
        )
        self.text_box.setPlaceholderText(self.tr("Paste the text here"))
        self.paste_button.setText(self.tr("&Paste from Clipboard"))
        self.clipboard_note.setText(self.tr("The share code on the clipboard is filled in."))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Open Roster"))

    def _prefill(self) -> None:
        """The clipboard's text, when it holds a share code, is there already (said so)."""
        text = QGuiApplication.clipboard().text()
        if text and core.share_code.find_code(text) is not None:
            self.text_box.setPlainText(text)
            self.clipboard_note.setVisible(True)

    def paste_clipboard(self) -> None:
        self.text_box.setPlainText(QGuiApplication.clipboard().text())
        self.text_box.setFocus()

    def read_box(self) -> Roster | None:
        """Read the box's text now: say what it holds, and allow OK only for a roster."""
        self._timer.stop()
        text = self.text_box.toPlainText()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._roster = None
        if not text.strip():
            self.found.setText(self.tr("No text yet."))
            ok.setEnabled(False)
            return None
        self.other = None
        if self._read_other_game(text):
            return None
        try:
            roster = core.share_code.decode(text)
        except ListBuilderError as exc:
            self.found.setText(error_sentence(exc, self.lang))
            ok.setEnabled(False)
            return None
        figures = core.session.EditSession(self.codex, roster).figures
        armies = ", ".join(force.list_name.get(self.lang) for force in figures.forces)
        points = format_int(figures.points, self.lang)
        name = roster.name or self.tr("Untitled")
        if roster.points_limit:
            size = fill(self.tr("%1/%2 points"), points, format_int(roster.points_limit, self.lang))
        else:
            size = fill(self.tr("%1 points"), points)
        found = fill(self.tr("Found \u201c%1\u201d: %2, %3."), name, armies or "-", size)
        self.found.setText(" ".join([found, *self._other_data(roster)]))
        ok.setEnabled(True)
        self._roster = roster
        return roster

    def _other_data(self, roster: Roster) -> list[str]:
        """A code built with other army data says so (issue 33), naming the revisions."""
        found = core.revisions.revision_mismatch(roster, self.codex)
        if not found:
            return []
        revisions = core.i18n.message("data.list_separator", self.lang).join(
            core.data_revision.mismatch_text(self.codex.books, item, self.lang) for item in found
        )
        return [core.i18n.message("data.code.other", self.lang, revisions=revisions)]

    def _read_other_game(self, text: str) -> bool:
        """A ``BSR1:`` code of another game: say what it holds (or why it cannot be opened:
        its game's data is not added, ruling 19); True when the text held one."""
        if core.battlescribe_exports.find_other_code(text) is None:
            return False
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(False)
        try:
            other = core.battlescribe_exports.decode_code(text)
            item = core.registry.find_added(other.game_system_id)
            if item is None:
                system = other.game_system_name or other.game_system_id
                raise core.errors.RosterFileError(
                    core.i18n_text.Msg("gamedata.code.no_data", system=system),
                    hint=core.i18n_text.Msg("error.ros.other_game.hint"),
                )
            data = core.registry.load_game_data(item)
            figures = core.validation.check_other_roster(other, data).figures
        except ListBuilderError as exc:
            self.found.setText(error_sentence(exc, self.lang))
            return True
        size = f"{figures.points} pts"
        if figures.points_limit is not None:
            size = f"{figures.points}/{figures.points_limit} pts"
        name = other.name or self.tr("Untitled")
        self.found.setText(fill(self.tr("Found \u201c%1\u201d: %2, %3."), name, data.name, size))
        self.other = (other, data)
        ok.setEnabled(True)
        return True

    def roster(self) -> Roster | None:
        """The roster the text holds (read again if the text changed since)."""
        if self._timer.isActive() or (self._roster is None and self.other is None):
            return self.read_box()
        return self._roster

    def accept(self) -> None:
        if self.roster() is None and self.other is None:
            return  # the reason is shown under the box
        super().accept()
