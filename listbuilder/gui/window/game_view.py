"""Game mode: the window follows a game on the open roster (issue 22).

A page of the window's stack, in place of the editor while the Game mode action is on: a
row per card with its loss boxes to tick (the break-point box drawn heavy), its titans to
mark destroyed, and what breaking means for it; the turn's entries (objectives held, VP
from the opponent's broken cards, barrage VP handed over); a table of the turns; the totals
and who has won. Every figure and sentence comes from the core
(:class:`~listbuilder.game.tracker.GameTracker`, :mod:`listbuilder.report.game_words`); the page
only shows them and forwards the clicks. The game is saved beside the roster at each move
(with the autosave while the roster has no file); the roster is never touched. Undo and Redo
follow the game while the mode is on. It is worked by keyboard too: Tab goes through the
entries, the turn table (and out of it) and the loss boxes, each focused strip framed; Space
or + ticks a box, - or Backspace unticks one.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QStyleOptionFocusRect,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.game.army import GameCard
from listbuilder.game.state import MAX_VP, CardState, Outcome, bastion_key, destructible_key
from listbuilder.game.tracker import GameTracker
from listbuilder.gui.i18n import fill
from listbuilder.gui.work import Priority, Task, idle
from listbuilder.i18n import message
from listbuilder.report.game_words import card_status, figures_text, outcome_text, totals_text

BOX = 14
GAP = 3
FOCUS_MARGIN = 3
PER_LINE = 25
EAGER_ROWS = 100
"""Cards shown at once when Game mode opens (an army of 20,000 points has about 200); the
others are added a few at a time while the window keeps answering (issue 30: 20,000 cards
froze the window 24 s; the 2,000 a roster may hold took 6 s)."""
ROW_BUDGET = 0.03
"""Seconds of card rows built per turn of the event loop after the first ones."""
BROKEN_STYLE = "QFrame#cardRow { border: 3px solid palette(window-text); }"


class LossStrip(QWidget):
    """A card's loss boxes; clicking box *n* sets the losses to *n* (the last ticked box
    clicked again unticks it). The break-point box is drawn heavy, ticks are crosses."""

    total_chosen = Signal(int)

    def __init__(self, boxes: int, mark: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boxes = boxes
        self.mark = mark
        self.losses = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        lines = max((boxes + PER_LINE - 1) // PER_LINE, 1)
        width = min(boxes, PER_LINE) * (BOX + GAP) + (min(boxes, PER_LINE) // 5) * GAP + 2
        # a margin all round for the focus frame, so it never covers a box
        self.setFixedSize(
            QSize(max(width, BOX) + 2 * FOCUS_MARGIN, lines * (BOX + GAP) + 2 + 2 * FOCUS_MARGIN)
        )

    def set_losses(self, losses: int) -> None:
        if losses != self.losses:
            self.losses = losses
            self.update()

    def _rect(self, index: int) -> QRect:
        line, col = divmod(index, PER_LINE)
        x = FOCUS_MARGIN + 1 + col * (BOX + GAP) + (col // 5) * GAP
        return QRect(x, FOCUS_MARGIN + 1 + line * (BOX + GAP), BOX, BOX)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        area = event.rect()  # only the lines shown: a card may field thousands of models
        first = max(area.top() // (BOX + GAP) - 1, 0) * PER_LINE
        last = min((area.bottom() // (BOX + GAP) + 2) * PER_LINE, self.boxes)
        for i in range(first, last):
            rect = self._rect(i)
            heavy = self.mark is not None and i + 1 == self.mark
            painter.setPen(QPen(ink, 3 if heavy else 1))
            painter.drawRect(rect.adjusted(1, 1, -1, -1) if heavy else rect)
            if i < self.losses:
                painter.setPen(QPen(ink, 2))
                inner = rect.adjusted(3, 3, -3, -3)
                painter.drawLine(inner.topLeft(), inner.bottomRight())
                painter.drawLine(inner.bottomLeft(), inner.topRight())
        if self.hasFocus():
            self._paint_focus(painter)
        painter.end()

    def _paint_focus(self, painter: QPainter) -> None:
        """The keyboard's place, seen whatever the style: the style's focus frame, and a
        dashed frame of the highlight colour round the strip (some styles draw none)."""
        option = QStyleOptionFocusRect()
        option.initFrom(self)
        option.rect = self.rect().adjusted(0, 0, -1, -1)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter, self)
        pen = QPen(self.palette().highlight().color(), 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRect(self.rect().adjusted(1, 1, -1, -1))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def box_at(self, point: QPoint) -> int | None:
        line = max((point.y() - 1) // (BOX + GAP), 0)
        for i in range(line * PER_LINE, min((line + 2) * PER_LINE, self.boxes)):
            if self._rect(i).adjusted(-1, -1, 1, 1).contains(point):
                return i
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.box_at(event.position().toPoint())
        if index is None:
            return
        total = index + 1
        self.total_chosen.emit(index if total == self.losses else total)

    def keyPressEvent(self, event: object) -> None:
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Plus, Qt.Key.Key_Right, Qt.Key.Key_Up):
            self.total_chosen.emit(min(self.losses + 1, self.boxes))
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Backspace, Qt.Key.Key_Left, Qt.Key.Key_Down):
            self.total_chosen.emit(max(self.losses - 1, 0))
        else:
            super().keyPressEvent(event)  # type: ignore[arg-type]


class CardRow(QFrame):
    """One card in the game: name and figures, loss boxes, titans, and its state in words."""

    def __init__(self, card: GameCard, tracker: GameTracker, parent: QWidget | None = None):
        super().__init__(parent)
        self.card = card
        self.tracker = tracker
        self.setObjectName("cardRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.broken = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.name = QLabel()
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.figures = QLabel()
        top.addWidget(self.name, 1)
        top.addWidget(self.figures)
        layout.addLayout(top)
        self.strip: LossStrip | None = None
        if card.boxes:
            self.strip = LossStrip(card.boxes, card.breaks_at)
            self.strip.total_chosen.connect(lambda total: tracker.set_losses(card, total))
            layout.addWidget(self.strip)
        self.destroyed_boxes: list[QCheckBox] = []
        for i, _item in enumerate(card.destructibles):
            box = QCheckBox()
            key = destructible_key(card, i)
            box.clicked.connect(lambda _c=False, k=key: tracker.toggle_destroyed(k))
            self.destroyed_boxes.append(box)
            layout.addWidget(box)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self._shown: tuple[object, ...] | None = None
        self._lang = ""

    def retranslate(self, lang: str) -> None:
        card = self.card
        self._lang = lang
        title = card.heading
        indent = "" if card.attached is None else "\u2003"
        self.name.setText(indent + title.get(lang))
        self.figures.setText(figures_text(card, lang))
        for box, item in zip(self.destroyed_boxes, card.destructibles, strict=True):
            vp = message("game.sheet.vp_each", lang, vp=item.victory_points)
            box.setText(fill(self.tr("%1 destroyed (%2)"), item.label.get(lang), vp))
        self._shown = None

    def show_state(self, item: CardState) -> None:
        shown = (item.losses, item.broken_turn, item.destroyed, self._lang)
        if shown == self._shown:
            return
        self._shown = shown
        if self.strip is not None:
            self.strip.set_losses(item.losses)
        for box, turn in zip(self.destroyed_boxes, item.destroyed, strict=True):
            box.setChecked(turn is not None)
        self.status.setText(card_status(item, self._lang))
        self.broken = item.broken
        # a broken card stands out by a heavy frame, whatever the colour scheme
        self.setStyleSheet(BROKEN_STYLE if item.broken else "")


ENTRIES = ("objectives", "opponent_objectives", "scored", "barrages")


class GameView(QWidget):
    """The game page: totals and result, the turn's entries, the turns, the cards."""

    back_requested = Signal()
    """The player would rather go back to the roster (an illegal roster's question)."""

    def __init__(self, tracker: GameTracker, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameView")
        self.tracker = tracker
        self.lang = lang
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self._illegal_bar())
        outer = QHBoxLayout()
        page.addLayout(outer, 1)
        side = self._side_panel(tracker)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setMaximumWidth(460)
        outer.addWidget(side_widget)
        cards = QWidget()
        self.cards_layout = QVBoxLayout(cards)
        self.cards_layout.setSpacing(4)
        self.rows: list[CardRow] = []
        """The cards shown so far, in the army's order (all of them once :attr:`filling`
        is over)."""
        self._waiting = list(tracker.army.cards)
        self._waiting.reverse()  # popped from the end, in order
        self._chunks = 0
        chunk = self._chunk()
        for _ in range(min(EAGER_ROWS, len(self._waiting))):
            self._add_row(chunk)
        self.row_task: Task | None = None
        """The idle task adding the cards still waiting, a budget's worth per turn."""
        self.bastion_boxes: list[QCheckBox] = []
        self.bastions_layout = QVBoxLayout()
        self.cards_layout.addLayout(self.bastions_layout)
        self.cards_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(cards)
        scroll.setWidgetResizable(True)
        outer.addWidget(scroll, 1)
        self.game_file: Path | None = tracker.path
        self.kept_with_roster = tracker.path is not None
        tracker.subscribe(self.refresh)
        self.retranslate(lang)
        if self._waiting:
            self.row_task = idle().add(
                self._more_rows, Priority.SHOWN, name="game rows", owner=self
            )

    def _illegal_bar(self) -> QFrame:
        """The bar shown over an illegal roster: play anyway, or back to the roster."""
        self.illegal = QFrame()
        self.illegal.setObjectName("illegalRoster")
        self.illegal.setFrameShape(QFrame.Shape.StyledPanel)
        bar = QHBoxLayout(self.illegal)
        self.illegal_text = QLabel()
        self.illegal_text.setWordWrap(True)
        self.illegal_text.setTextFormat(Qt.TextFormat.PlainText)
        self.play_anyway = QPushButton()
        self.play_anyway.clicked.connect(self._play_anyway)
        self.back_to_roster = QPushButton()
        self.back_to_roster.clicked.connect(self.back_requested)
        bar.addWidget(self.illegal_text, 1)
        bar.addWidget(self.play_anyway)
        bar.addWidget(self.back_to_roster)
        self.illegal.hide()
        self._illegal_lines: list[str] = []
        return self.illegal

    def _side_panel(self, tracker: GameTracker) -> QVBoxLayout:
        """Totals and result, the turn's entries and buttons, the turns' table, the bastions
        handed over and where the game is kept."""
        side = QVBoxLayout()
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        font = self.totals.font()
        font.setBold(True)
        self.totals.setFont(font)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setObjectName("gameOutcome")
        side.addWidget(self.totals)
        side.addWidget(self.outcome)
        self.turn_label = QLabel()
        side.addWidget(self.turn_label)
        form = QFormLayout()
        self.spins: dict[str, QSpinBox] = {}
        self.spin_labels: dict[str, QLabel] = {}
        for field in ENTRIES:
            spin = QSpinBox()
            spin.setRange(0, MAX_VP)
            spin.valueChanged.connect(lambda value, f=field: self._entry(f, value))
            label = QLabel()
            label.setBuddy(spin)
            form.addRow(label, spin)
            self.spins[field] = spin
            self.spin_labels[field] = label
        side.addLayout(form)
        buttons = QHBoxLayout()
        self.next_button = QPushButton()
        self.next_button.clicked.connect(tracker.next_turn)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(tracker.previous_turn)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        side.addLayout(buttons)
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Tab leaves the table for the next control, as everywhere else (not cell to cell)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        side.addWidget(self.table, 1)
        bastion = QHBoxLayout()
        self.bastion_name = QLineEdit()
        self.bastion_name.setMaxLength(200)
        self.bastion_points = QSpinBox()
        self.bastion_points.setRange(0, MAX_VP)
        self.bastion_points.setSingleStep(25)
        self.bastion_button = QPushButton()
        self.bastion_button.clicked.connect(self._add_bastion)
        bastion.addWidget(self.bastion_name, 1)
        bastion.addWidget(self.bastion_points)
        bastion.addWidget(self.bastion_button)
        side.addLayout(bastion)
        self.file_note = QLabel()
        self.file_note.setWordWrap(True)
        side.addWidget(self.file_note)
        return side

    @property
    def filling(self) -> bool:
        """Whether cards are still being added to the view."""
        return bool(self._waiting)

    def _chunk(self) -> QVBoxLayout:
        """A new block of rows below the others: each batch of cards goes in its own, so
        laying out the page again measures the new rows only (the others' sizes are kept
        by their block's layout)."""
        block = QWidget()
        layout = QVBoxLayout(block)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(self.cards_layout.spacing())
        self.cards_layout.insertWidget(self._chunks, block)
        self._chunks += 1
        return layout

    def _add_row(self, chunk: QVBoxLayout) -> CardRow:
        row = CardRow(self._waiting.pop(), self.tracker)
        chunk.addWidget(row)
        self.rows.append(row)
        return row

    def _more_rows(self) -> bool:
        """Cards added for :data:`ROW_BUDGET` seconds, then the event loop runs again; whether
        any are still waiting."""
        if not self._waiting:
            return False
        cards = self.tracker.score.cards
        deadline = time.perf_counter() + ROW_BUDGET
        chunk = self._chunk()
        while self._waiting and time.perf_counter() < deadline:
            row = self._add_row(chunk)
            row.retranslate(self.lang)
            row.show_state(cards[len(self.rows) - 1])
        return bool(self._waiting)

    def finish_rows(self) -> None:
        """Every card shown now (a test, or a caller that needs them all)."""
        while self._waiting:
            self._more_rows()

    def ask_play_anyway(self, lines: list[str]) -> None:
        """Say first that the roster breaks the rules (*lines*: what it breaks), and ask
        whether to play anyway or go back to the roster; the keyboard starts on the answer."""
        self._illegal_lines = lines
        self._show_illegal()
        self.illegal.show()
        self.play_anyway.setDefault(True)
        self.play_anyway.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_illegal(self) -> None:
        self.illegal_text.setText(
            "\n".join(
                [
                    self.tr(
                        "This roster breaks the army list's rules: an opponent or an organiser "
                        "may not accept it. Play a game with it anyway?"
                    ),
                    *self._illegal_lines,
                ]
            )
        )

    def _play_anyway(self) -> None:
        self.illegal.hide()
        self.focus_first()

    def focus_first(self) -> None:
        """The keyboard starts on the first loss boxes (the entries when no card has any)."""
        first = next((row.strip for row in self.rows if row.strip is not None), None)
        (first or self.spins["objectives"]).setFocus(Qt.FocusReason.OtherFocusReason)

    def set_game_file(self, path: Path | None, *, kept_with_roster: bool) -> None:
        """Where the game is kept now: beside the roster (*path*), with the autosave, or only
        in this window (*path* None); the note under the page says which."""
        self.game_file = path
        self.kept_with_roster = kept_with_roster
        self._show_file_note()

    def _show_file_note(self) -> None:
        path = self.game_file
        if path is not None and self.kept_with_roster:
            self.file_note.setText(fill(self.tr("The game is saved at each move in %1"), path.name))
        elif path is not None:
            self.file_note.setText(
                self.tr(
                    "This roster has no file yet: the game is kept with the autosave, and saved "
                    "beside the roster once you save it."
                )
            )
        else:
            self.file_note.setText(
                self.tr("Save the roster to keep this game: until then it lives in this window.")
            )

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        labels = {
            "objectives": self.tr("Objectives held by this army"),
            "opponent_objectives": self.tr("Objectives held by the opponent"),
            "scored": self.tr("VP from the opponent's broken cards, this turn"),
            "barrages": self.tr("Off-board barrage VP handed over, this turn"),
        }
        for field, label in labels.items():
            self.spin_labels[field].setText(label)
        self.next_button.setText(self.tr("End Phase: Next Turn"))
        self.back_button.setText(self.tr("Take Back Empty Turn"))
        self.bastion_name.setPlaceholderText(self.tr("Bastion"))
        self.bastion_points.setSuffix(self.tr(" pts"))
        self.bastion_button.setText(self.tr("Add Bastion"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Turn"),
                self.tr("Objectives"),
                self.tr("Card VP"),
                self.tr("This army"),
                self.tr("Opponent"),
            ]
        )
        both = self.tr("This army / opponent")
        for col in (1, 2):
            header = self.table.horizontalHeaderItem(col)
            if header is not None:
                header.setToolTip(both)
        self._show_file_note()
        self.play_anyway.setText(self.tr("Play Anyway"))
        self.back_to_roster.setText(self.tr("Back to the Roster"))
        if self._illegal_lines:
            self._show_illegal()
        for row in self.rows:
            row.retranslate(lang)
        self.refresh()

    def _entry(self, field: str, value: int) -> None:
        self.tracker.set_entry(field, value)

    def _add_bastion(self) -> None:
        name = self.bastion_name.text().strip() or self.tr("Bastion")
        self.tracker.add_bastion(name, self.bastion_points.value())
        self.bastion_name.clear()

    def refresh(self) -> None:
        """Show the tracker's state; only what changed is redrawn."""
        found = self.tracker.score
        lang = self.lang
        self.totals.setText(totals_text(found, lang))
        self.outcome.setText(outcome_text(found, lang))
        state = self.tracker.state
        over = found.outcome is not Outcome.PLAYING
        if over:  # §3.1: decided at the end of a turn; no next turn is offered
            self.turn_label.setText(
                fill(self.tr("Turn %1 — the game is over."), found.decided_turn or state.turn)
            )
        else:
            self.turn_label.setText(fill(self.tr("Turn %1"), state.turn))
        self.next_button.setEnabled(not over)
        turn = state.turns[-1]
        for field, spin in self.spins.items():
            value = getattr(turn, field)
            if spin.value() != value:
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        self.back_button.setEnabled(state.turn > 1)
        for row, item in zip(self.rows, found.cards, strict=False):  # the rows shown so far
            row.show_state(item)
        self._show_bastions()
        self._show_turns()

    def _show_bastions(self) -> None:
        found = self.tracker.score
        while len(self.bastion_boxes) < len(found.bastions):
            key = bastion_key(len(self.bastion_boxes))
            box = QCheckBox()
            box.clicked.connect(lambda _c=False, k=key: self.tracker.toggle_destroyed(k))
            self.bastion_boxes.append(box)
            self.bastions_layout.addWidget(box)
        while len(self.bastion_boxes) > len(found.bastions):  # an undone bastion
            self.bastion_boxes.pop().deleteLater()
        for box, (bastion, vp, when) in zip(self.bastion_boxes, found.bastions, strict=True):
            text = fill(
                self.tr("%1 (%2 pts) destroyed (%3)"),
                bastion.name,
                bastion.points,
                message("game.sheet.vp_each", self.lang, vp=vp),
            )
            if box.text() != text:
                box.setText(text)
            box.setChecked(when is not None)

    def _show_turns(self) -> None:
        turns = self.tracker.score.turns
        self.table.setRowCount(len(turns))
        for row, turn in enumerate(turns):
            cells = [
                str(turn.turn),
                f"{turn.objectives} / {turn.opponent_objectives}",
                f"{turn.scored} / {turn.conceded}",
                str(turn.total),
                str(turn.opponent_total),
            ]
            for col, text in enumerate(cells):
                item = self.table.item(row, col)
                if item is None:
                    self.table.setItem(row, col, QTableWidgetItem(text))
                elif item.text() != text:
                    item.setText(text)
