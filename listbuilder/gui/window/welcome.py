"""The page the window shows before a roster is open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from listbuilder.gui.common import icon, mnemonic_safe, tip


class RecentButton(QPushButton):
    """A recent roster: its file on the first line, what it holds on the second once known;
    Enter opens it as a click does."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.heading = mnemonic_safe(f"{path.name} \u2014 {path.parent}")
        self.details = ""
        self.setFlat(True)
        self.setToolTip(tip(str(path)))
        self.setText(self.heading)

    def set_details(self, details: str) -> None:
        self.details = details
        self.setText(f"{self.heading}\n{mnemonic_safe(details)}" if details else self.heading)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)


class Welcome(QWidget):
    """What the window shows before a roster is open: start one, open one, or a recent one.

    Plain labels and buttons only: the first thing on screen must not wait for the rich-text
    engine or an item view."""

    recent_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.loading = QLabel()
        self.loading.setObjectName("welcomeLoading")
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.loading.setVisible(False)
        self.new_button = QPushButton(icon("new"), "")
        self.new_button.setObjectName("welcomeNew")
        self.open_button = QPushButton(icon("open"), "")
        self.open_button.setObjectName("welcomeOpen")
        self.recent_label = QLabel()
        self.recent_box = QVBoxLayout()
        self.recent_buttons: list[RecentButton] = []
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.loading)
        layout.addSpacing(12)
        for widget in (self.new_button, self.open_button, self.recent_label):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(self.recent_box)
        layout.addStretch(2)
        self.new_button.setMinimumWidth(280)
        self.open_button.setMinimumWidth(280)
        self.recent_label.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Listbuilder"))
        self.subtitle.setText(self.tr("Army lists for NetEpic Gold, checked as you build them."))
        self.new_button.setText(self.tr("New Roster\u2026"))
        self.open_button.setText(self.tr("Open a Roster\u2026"))
        self.recent_label.setText(self.tr("Recent rosters:"))
        self.loading.setText(self.tr("Loading army books\u2026"))

    def set_loading(self, loading: bool) -> None:
        """Say that the army books are still loading (what is asked meanwhile waits)."""
        self.loading.setVisible(loading)

    def fill(self, files: list[Path]) -> None:
        for button in self.recent_buttons:
            button.deleteLater()
        self.recent_buttons = []
        for path in files:
            button = RecentButton(path)
            button.clicked.connect(lambda _c=False, p=str(path): self.recent_chosen.emit(p))
            self.recent_box.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.recent_buttons.append(button)
        self.recent_label.setVisible(bool(files))

    def set_details(self, details: dict[str, str]) -> None:
        """What each recent roster holds (name, army, points, legality), by file."""
        for button in self.recent_buttons:
            text = details.get(str(button.path))
            if text is not None:
                button.set_details(text)
