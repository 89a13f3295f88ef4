"""Choose what to print (roster sheet, army cards, ability reference, templates) and the paper."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.printing.sections import DEFAULT_SECTIONS, SECTIONS

PAPERS = ("a4", "letter")


class PrintDialog(QDialog):
    """Sections and paper size of a printout; templates only need the paper."""

    def __init__(
        self,
        *,
        paper: str = "a4",
        sections: tuple[str, ...] = DEFAULT_SECTIONS,
        with_sections: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("printDialog")
        self.setWindowTitle(
            self.tr("Print Roster to PDF") if with_sections else self.tr("Export Templates to PDF")
        )
        layout = QVBoxLayout(self)
        self.section_boxes: dict[str, QCheckBox] = {}
        if with_sections:
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
                box.toggled.connect(self._update_ok)
                inner.addWidget(box)
                self.section_boxes[section] = box
            layout.addWidget(group)
        paper_group = QGroupBox(self.tr("Paper"))
        paper_layout = QVBoxLayout(paper_group)
        self.paper_buttons: dict[str, QRadioButton] = {}
        names = {"a4": self.tr("A4"), "letter": self.tr("US Letter")}
        for name in PAPERS:
            button = QRadioButton(names[name])
            button.setChecked(name == paper)
            paper_layout.addWidget(button)
            self.paper_buttons[name] = button
        layout.addWidget(paper_group)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update_ok()

    def paper(self) -> str:
        for name, button in self.paper_buttons.items():
            if button.isChecked():
                return name
        return "a4"

    def sections(self) -> tuple[str, ...]:
        return tuple(name for name, box in self.section_boxes.items() if box.isChecked())

    def _update_ok(self, *_: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not self.section_boxes or bool(self.sections()))
