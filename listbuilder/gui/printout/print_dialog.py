"""Choose what to print (roster sheet, army cards, ability reference, templates), the paper
and the language, seeing the pages as they will print; and whether to open the PDF after."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui.i18n import LANGUAGE_NAMES
from listbuilder.gui.printout.print_preview import Maker, Printout, PrintPreview
from listbuilder.printing.sections import DEFAULT_SECTIONS, SECTIONS

WHO_LIMIT = 80
"""Characters of the player's and the event's names (as the printout keeps them)."""

PAPERS = ("a4", "letter")
PREVIEW_AFTER_MS = 150
"""A change of the choices lays the preview out again once the clicks have settled."""

Renderer = Callable[..., Maker]
"""The printout for a paper, a language and the sections (the window's roster); called with
the player's name and the event too once the player has typed either."""


class PrintDialog(QDialog):
    """Sections, paper and language of a printout; templates only need the paper. With a
    *render*, the preview beside the choices follows them."""

    def __init__(
        self,
        *,
        paper: str = "a4",
        sections: tuple[str, ...] = DEFAULT_SECTIONS,
        with_sections: bool = True,
        lang: str = "en",
        open_after: bool = True,
        render: Renderer | None = None,
        player: str | None = None,
        event: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("printDialog")
        self.setWindowTitle(
            self.tr("Print Roster to PDF") if with_sections else self.tr("Export Templates to PDF")
        )
        self._render = render
        self._who = (player or None, event or None)
        """The roster's own player and event: the renderer prints them unless told others."""
        self._requested: tuple[str, str, tuple[str, ...], str | None, str | None] | None = None
        choices = QVBoxLayout()
        self.section_boxes: dict[str, QCheckBox] = {}
        if with_sections:
            choices.addWidget(self._sections_group(sections))
        self.player_edit = QLineEdit(player or "")
        self.player_edit.setObjectName("printPlayer")
        self.event_edit = QLineEdit(event or "")
        self.event_edit.setObjectName("printEvent")
        if with_sections:  # on the roster sheet and the army cards, kept in the roster file
            choices.addWidget(self._who_group())
        choices.addWidget(self._paper_group(paper))
        choices.addWidget(self._language_group(lang))
        self.open_after_box = self._open_after_box(open_after)
        choices.addWidget(self.open_after_box)
        choices.addStretch(1)

        body = QHBoxLayout()
        body.addLayout(choices)
        self.preview: PrintPreview | None = None
        if render is not None:
            self.preview = PrintPreview()
            body.addWidget(self.preview, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(PREVIEW_AFTER_MS)
        self._later.timeout.connect(self._lay_out)
        if self.preview is not None:
            self._fit_to_screen()
            self._lay_out()
        self._update_ok()

    def _open_after_box(self, open_after: bool) -> QCheckBox:
        box = QCheckBox(self.tr("Open the PDF after writing it"))
        box.setObjectName("openAfterPrinting")
        box.setToolTip(self.tr("In the PDF viewer of your desktop"))
        box.setChecked(open_after)
        return box

    def _sections_group(self, sections: tuple[str, ...]) -> QGroupBox:
        """A box for each section, ticked for those in *sections*."""
        group = QGroupBox(self.tr("Print"))
        inner = QVBoxLayout(group)
        labels = {
            "roster": self.tr("Roster sheet"),
            "cards": self.tr("Army cards"),
            "abilities": self.tr("Ability reference"),
            "game-day": self.tr("Game-day sheet (losses, VP, turns)"),
            "templates": self.tr("Gaming templates (to scale)"),
        }
        for section in SECTIONS:
            box = QCheckBox(labels[section])
            box.setChecked(section in sections)
            box.toggled.connect(self._changed)
            inner.addWidget(box)
            self.section_boxes[section] = box
        return group

    def _who_group(self) -> QGroupBox:
        """The player's and the event's names, printed on the sheet and the cards."""
        who = QGroupBox(self.tr("On the roster sheet and the cards"))
        form = QFormLayout(who)
        form.addRow(self.tr("&Player:"), self.player_edit)
        form.addRow(self.tr("&Event:"), self.event_edit)
        for line in (self.player_edit, self.event_edit):
            line.setMaxLength(WHO_LIMIT)
            line.textChanged.connect(self._changed)
        return who

    def _paper_group(self, paper: str) -> QGroupBox:
        paper_group = QGroupBox(self.tr("Paper"))
        paper_layout = QVBoxLayout(paper_group)
        self.paper_buttons: dict[str, QRadioButton] = {}
        names = {"a4": self.tr("A4"), "letter": self.tr("US Letter")}
        for name in PAPERS:
            button = QRadioButton(names[name])
            button.setChecked(name == paper)
            button.toggled.connect(self._changed)
            paper_layout.addWidget(button)
            self.paper_buttons[name] = button
        return paper_group

    def _language_group(self, lang: str) -> QGroupBox:
        language_group = QGroupBox(self.tr("Language of the printout"))
        language_layout = QVBoxLayout(language_group)
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("printLanguage")
        for code, name in LANGUAGE_NAMES.items():  # each in its own name, never translated
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(max(self.language_combo.findData(lang), 0))
        self.language_combo.currentIndexChanged.connect(self._changed)
        language_layout.addWidget(self.language_combo)
        return language_group

    def _fit_to_screen(self) -> None:
        """Big enough to read a page, never bigger than the screen (1024x768 included)."""
        width, height = 1000, 720
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width() - 40), min(height, room.height() - 60)
        self.resize(width, height)

    def paper(self) -> str:
        for name, button in self.paper_buttons.items():
            if button.isChecked():
                return name
        return "a4"

    def sections(self) -> tuple[str, ...]:
        return tuple(name for name, box in self.section_boxes.items() if box.isChecked())

    def language(self) -> str:
        return str(self.language_combo.currentData())

    def player_name(self) -> str | None:
        """The player's name as typed, None when left empty."""
        return self.player_edit.text().strip() or None

    def event_name(self) -> str | None:
        return self.event_edit.text().strip() or None

    def open_after(self) -> bool:
        return self.open_after_box.isChecked()

    def _choices(self) -> tuple[str, str, tuple[str, ...], str | None, str | None]:
        return (
            self.paper(),
            self.language(),
            self.sections(),
            self.player_name(),
            self.event_name(),
        )

    def ready_printout(self) -> Printout | None:
        """The printout the preview shows, when it was made for the choices as they are
        (printing then writes it as it is, without laying it out again)."""
        preview = self.preview
        if preview is None or self._later.isActive() or preview.laying_out:
            return None
        return preview.printout if self._requested == self._choices() else None

    def _changed(self, *_: object) -> None:
        self._update_ok()
        if self.preview is not None:
            self._later.start()

    def _lay_out(self) -> None:
        """Show the printout for the choices as they are now."""
        if self.preview is None or self._render is None:
            return
        choices = self._choices()
        if choices == self._requested:
            return
        self._requested = choices
        paper, lang, sections, player, event = choices
        if self.section_boxes and not sections:
            self.preview.stop()
            self.preview.message.setText(self.tr("Nothing to print: tick a part to print."))
            return
        who = (player, event) if (player, event) != self._who else ()
        self.preview.show_printout(self._render(paper, lang, sections, *who))

    def _update_ok(self, *_: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not self.section_boxes or bool(self.sections()))

    def done(self, result: int) -> None:
        if self.preview is not None:
            self.preview.close_down()
        self._later.stop()
        super().done(result)
