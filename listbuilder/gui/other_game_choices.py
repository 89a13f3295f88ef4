"""The rule pack's choices and figures in the window of another game (issue 35).

A roster file does not say where a unit deploys, who the Warlord is, which transport an
infantry unit brings or which squadron a ship flies in: the player sets them here and they
are kept in the roster's notes (:mod:`listbuilder.systems.battlescribe.packs.settings`), so
they round-trip through every format. :class:`UnitChoicesBox` holds the selected unit's
choices, beside its options; :class:`PackPanel` the roster-wide ones and the pack's figures
(Mac Hammer's composition, Only War's Power Level and Outsider, the BFG fleet by squadron),
taken from the pack's own functions, never worked out here. Both only say what the player
chose (:attr:`chosen`): the window makes it an edit, with undo and autosave like any other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui import core
from listbuilder.gui.i18n import fill, format_cost

if TYPE_CHECKING:
    from listbuilder.systems.battlescribe.packs.api import PackContext

UNIT_KEYS: dict[str, tuple[str, ...]] = {
    "mac-hammer": ("deploy", "transport", "embarked", "joins", "non-operational"),
    "only-war": ("embarked",),
    "bfg": ("squadron", "ld"),
}
"""The choices of a unit each pack reads (``docs/rule-packs.md``)."""
ROSTER_KEYS: dict[str, tuple[str, ...]] = {
    "mac-hammer": ("game-size", "warlord", "stratagem"),
    "only-war": ("warlord", "opponent-pl", "divided-table"),
    "bfg": (),
}
"""The roster-wide choices each pack reads."""
OVER = QColor(176, 0, 32)


def _set_combo(box: QComboBox, value: str) -> None:
    box.blockSignals(True)
    index = box.findData(value)
    if index < 0 and box.isEditable():
        box.setEditText(value)
    else:
        box.setCurrentIndex(max(index, 0))
    box.blockSignals(False)


def _fill_units(box: QComboBox, none: str, units: list[tuple[str, str]], value: str) -> None:
    """A choice of another unit: *none*, then each (path, label)."""
    box.blockSignals(True)
    box.clear()
    box.addItem(none, "")
    for path, label in units:
        box.addItem(label, path)
    box.blockSignals(False)
    _set_combo(box, value)


class UnitChoicesBox(QGroupBox):
    """The selected unit's choices for the roster's pack (hidden when they do not apply)."""

    chosen = Signal(str, str)
    """(key, value): a ref choice's value is the path of the unit it names, or ``""``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unitChoices")
        self.deploy = QComboBox()
        self.deploy.setObjectName("choiceDeploy")
        self.transport = QComboBox()
        self.transport.setObjectName("choiceTransport")
        self.embarked = QComboBox()
        self.embarked.setObjectName("choiceEmbarked")
        self.joins = QComboBox()
        self.joins.setObjectName("choiceJoins")
        self.non_operational = QCheckBox()
        self.non_operational.setObjectName("choiceNonOperational")
        self.squadron = QComboBox()
        self.squadron.setObjectName("choiceSquadron")
        self.squadron.setEditable(True)
        self.squadron.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.ld = QComboBox()
        self.ld.setObjectName("choiceLd")
        self.fields: dict[str, QWidget] = {
            "deploy": self.deploy,
            "transport": self.transport,
            "embarked": self.embarked,
            "joins": self.joins,
            "non-operational": self.non_operational,
            "squadron": self.squadron,
            "ld": self.ld,
        }
        self.labels = {key: QLabel() for key in self.fields}
        self.form = QFormLayout(self)
        for key, widget in self.fields.items():
            self.labels[key].setBuddy(widget)
            self.form.addRow(self.labels[key], widget)
        for key in ("deploy", "transport", "embarked", "joins", "ld"):
            box = self.fields[key]
            assert isinstance(box, QComboBox)
            box.activated.connect(
                lambda _i, k=key, b=box: self.chosen.emit(k, str(b.currentData()))
            )
        self.non_operational.clicked.connect(
            lambda on: self.chosen.emit("non-operational", "yes" if on else "")
        )
        line = self.squadron.lineEdit()
        assert line is not None
        line.editingFinished.connect(self._squadron_set)
        self.squadron.activated.connect(lambda _i: self._squadron_set())
        self.pack = ""
        self.shown: dict[str, str] = {}
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        texts = {
            "deploy": self.tr("&Deployment:"),
            "transport": self.tr("Assigned &transport:"),
            "embarked": self.tr("Starts &embarked in:"),
            "joins": self.tr("Acco&mpanies:"),
            "non-operational": self.tr("Objectives:"),
            "squadron": self.tr("S&quadron:"),
            "ld": self.tr("&Leadership:"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.non_operational.setText(self.tr("Never holds objectives"))
        self.squadron.setToolTip(self.tr("Ships of one squadron share its name; empty: alone"))
        kept = str(self.deploy.currentData() or "table")
        self.deploy.clear()
        for text, value in (
            (self.tr("On the table"), "table"),
            (self.tr("Reinforcements"), "reinforcements"),
            (self.tr("Strategic reserves"), "reserves"),
        ):
            self.deploy.addItem(text, value)
        _set_combo(self.deploy, kept)
        kept = str(self.ld.currentData() or "")
        self.ld.clear()
        self.ld.addItem(self.tr("Not rolled yet"), "")
        grades = {
            6: self.tr("novice"),
            7: self.tr("experienced"),
            8: self.tr("veteran"),
            9: self.tr("expert"),
        }
        for ld, grade in grades.items():
            self.ld.addItem(fill(self.tr("%1 (%2)"), str(ld), grade), str(ld))
        _set_combo(self.ld, kept)

    def _squadron_set(self) -> None:
        text = " ".join(self.squadron.currentText().split())
        if text != self.shown.get("squadron", ""):
            self.chosen.emit("squadron", text)

    def show_unit(
        self,
        pack: str,
        name: str,
        choices: dict[str, str],
        others: list[tuple[str, str]],
        squadrons: list[str],
    ) -> None:
        """The choices of the unit named *name* under *pack*; *others* are the other
        units (path, label) a choice may name, with paths as the values of *choices*."""
        keys = UNIT_KEYS.get(pack, ())
        self.pack = pack
        self.shown = dict(choices)
        self.setVisible(bool(keys) and bool(name))
        if not keys or not name:
            return
        self.setTitle(fill(self.tr("Pack choices of %1"), name))
        for key in self.fields:
            self.form.setRowVisible(self.fields[key], key in keys)
        _set_combo(self.deploy, choices.get("deploy", "table") or "table")
        none = self.tr("None")
        _fill_units(self.transport, none, others, choices.get("transport", ""))
        _fill_units(self.embarked, none, others, choices.get("embarked", ""))
        _fill_units(self.joins, none, others, choices.get("joins", ""))
        self.non_operational.setChecked(choices.get("non-operational", "") in ("yes", "true", "1"))
        self.squadron.blockSignals(True)
        self.squadron.clear()
        self.squadron.addItem("", "")
        for squadron in squadrons:
            self.squadron.addItem(squadron, squadron)
        self.squadron.blockSignals(False)
        _set_combo(self.squadron, choices.get("squadron", ""))
        _set_combo(self.ld, choices.get("ld", ""))


class PackPanel(QWidget):
    """The roster-wide choices of the roster's pack, then the pack's figures."""

    chosen = Signal(str, str)
    """(key, value): the Warlord's value is the path of its unit, or ``""``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("packPanel")
        self.lang = "en"
        """The language of the data's role names shown (the seeds' words in French)."""
        self.game_size = QSpinBox()
        self.game_size.setObjectName("choiceGameSize")
        self.game_size.setRange(0, 100_000)
        self.game_size.setSingleStep(250)
        self.warlord = QComboBox()
        self.warlord.setObjectName("choiceWarlord")
        self.stratagem = QLineEdit()
        self.stratagem.setObjectName("choiceStratagem")
        self.opponent_pl = QSpinBox()
        self.opponent_pl.setObjectName("choiceOpponentPl")
        self.opponent_pl.setRange(0, 100_000)
        self.divided = QCheckBox()
        self.divided.setObjectName("choiceDividedTable")
        self.fields: dict[str, QWidget] = {
            "game-size": self.game_size,
            "warlord": self.warlord,
            "stratagem": self.stratagem,
            "opponent-pl": self.opponent_pl,
            "divided-table": self.divided,
        }
        self.labels = {key: QLabel() for key in self.fields}
        self.choices_box = QGroupBox()
        self.form = QFormLayout(self.choices_box)
        for key, widget in self.fields.items():
            self.labels[key].setBuddy(widget)
            self.form.addRow(self.labels[key], widget)
        self.game_size.editingFinished.connect(
            lambda: self._number("game-size", self.game_size.value())
        )
        self.opponent_pl.editingFinished.connect(
            lambda: self._number("opponent-pl", self.opponent_pl.value())
        )
        self.warlord.activated.connect(
            lambda _i: self._emit("warlord", str(self.warlord.currentData()))
        )
        self.stratagem.editingFinished.connect(
            lambda: self._emit("stratagem", " ".join(self.stratagem.text().split()))
        )
        self.divided.clicked.connect(lambda on: self._emit("divided-table", "yes" if on else ""))
        self.figures = QTreeWidget()
        self.figures.setObjectName("compositionTree")
        self.figures.setColumnCount(3)
        header = self.figures.header()
        header.setStretchLastSection(False)  # the figures always in sight, names as fit
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumWidth(340)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.choices_box)
        layout.addWidget(self.empty)
        layout.addWidget(self.figures, 1)
        self.shown: dict[str, str] = {}
        self.pack = ""
        self.retranslate()

    def retranslate(self) -> None:
        texts = {
            "game-size": self.tr("&Game size:"),
            "warlord": self.tr("&Warlord:"),
            "stratagem": self.tr("Pre-game &stratagem:"),
            "opponent-pl": self.tr("&Opponent's Power Level:"),
            "divided-table": self.tr("Power Level tie:"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.choices_box.setTitle(self.tr("Roster's pack choices"))
        self.game_size.setSpecialValueText(self.tr("the roster's points"))
        self.game_size.setToolTip(
            self.tr("The agreed game size sets the bracket (0: the roster's points)")
        )
        self.opponent_pl.setSpecialValueText(self.tr("not known"))
        self.divided.setText(self.tr("This player divided the table"))
        self.stratagem.setPlaceholderText(self.tr("At most one codex stratagem"))
        self.figures.setHeaderLabels([self.tr("Figure"), self.tr("Used"), self.tr("Allowed")])
        self.empty.setText(
            self.tr("Choose a rule pack (Rules:) to set its choices and see its figures.")
        )

    def _emit(self, key: str, value: str) -> None:
        if value != self.shown.get(key, ""):
            self.chosen.emit(key, value)

    def _number(self, key: str, value: int) -> None:
        self._emit(key, str(value) if value > 0 else "")

    def show_choices(
        self, pack: str, choices: dict[str, str], units: list[tuple[str, str]]
    ) -> None:
        """The roster-wide *choices* under *pack* (the Warlord as its unit's path)."""
        keys = ROSTER_KEYS.get(pack, ())
        self.pack = pack
        self.shown = dict(choices)
        self.choices_box.setVisible(bool(keys))
        self.empty.setVisible(not pack)
        self.figures.setVisible(bool(pack))
        for key, widget in self.fields.items():
            self.form.setRowVisible(widget, key in keys)
        for box, key in ((self.game_size, "game-size"), (self.opponent_pl, "opponent-pl")):
            text = choices.get(key, "")
            box.blockSignals(True)
            box.setValue(int(text) if text.isdigit() else 0)
            box.blockSignals(False)
        _fill_units(self.warlord, self.tr("None chosen"), units, choices.get("warlord", ""))
        self.stratagem.setText(choices.get("stratagem", ""))
        self.divided.setChecked(choices.get("divided-table", "") == "yes")

    # --- figures ----------------------------------------------------------------------

    def _row(
        self, parent: QTreeWidgetItem | None, texts: list[str], over: bool = False
    ) -> QTreeWidgetItem:
        item = QTreeWidgetItem(texts)
        item.setToolTip(0, texts[0])  # in full, where the column cuts it
        if over:
            for column in range(3):
                item.setForeground(column, QBrush(OVER))
            font = QFont(item.font(0))
            font.setBold(True)
            item.setFont(0, font)
            item.setToolTip(0, self.tr("Beyond what the pack allows"))
        if parent is None:
            self.figures.addTopLevelItem(item)
        else:
            parent.addChild(item)
        item.setExpanded(True)
        return item

    def show_figures(self, pack: str, ctx: PackContext | None) -> None:
        """The pack's figures for the roster (from the pack's own functions)."""
        self.figures.clear()
        if ctx is None:
            return
        if pack == "mac-hammer":
            self._mac_hammer(ctx)
        elif pack == "only-war":
            self._only_war(ctx)
        elif pack == "bfg":
            self._bfg(ctx)
        for item in (self.figures.topLevelItem(i) for i in range(self.figures.topLevelItemCount())):
            if item is not None:
                item.setExpanded(True)

    def _mac_hammer(self, ctx: PackContext) -> None:
        from listbuilder.systems.battlescribe.packs.mac_hammer_figures import (
            INFINITE,
            composition,
        )

        found = composition(ctx)
        points = format_cost(found.points, self.lang)
        band = found.band.label if found.band is not None else self.tr("none")
        basis = (
            fill(self.tr("%1 pts declared"), format_cost(found.declared, self.lang))
            if found.declared
            else fill(self.tr("%1 pts"), points)
        )
        self._row(None, [self.tr("Bracket"), band, basis], found.band is None)
        roles = self._row(None, [self.tr("Roles")])
        for line in found.roles:
            high = "\u2013" if line.high >= INFINITE else str(line.high)
            allowed = fill(self.tr("%1 to %2"), str(line.low), high)
            over = found.band is not None and not line.low <= line.count <= line.high
            self._row(
                roles,
                [core.pack_names.local_word(line.role, self.lang), str(line.count), allowed],
                over,
            )
        sheets = self._row(None, [self.tr("Datasheets (by last keyword)")])
        for ident in found.identities:
            cap = "\u2013" if ident.cap >= INFINITE else str(ident.cap)
            if ident.unlocked:
                cap = fill(self.tr("%1, reuse unlocked"), cap)
            over = found.band is not None and ident.count > ident.cap and not ident.unlocked
            name = fill(
                self.tr("%1 (%2)"),
                ident.identity,
                core.pack_names.local_word(ident.role, self.lang),
            )
            self._row(sheets, [name, str(ident.count), cap], over)
        detachments = self._row(
            None, [self.tr("Detachments"), str(len(found.detachments)), _max(found.band)]
        )
        for detachment in found.detachments:
            shared = ", ".join(detachment.shared) or self.tr("no shared faction keyword")
            name = fill(self.tr("%1: %2"), detachment.name, shared)
            self._row(detachments, [name, "", ""], not detachment.shared)
        brought = [
            (unit.name, unit.transport)
            for unit in found.units
            if unit.transport and unit.role != "Dedicated Transport"
        ]
        if brought:
            transports = self._row(None, [self.tr("Assigned transports"), str(len(brought)), ""])
            for name, transport in brought:
                self._row(transports, [name, transport, ""])
        off = self._row(None, [self.tr("Off the table")])
        self._row(
            off,
            [self.tr("Units in reserves"), str(found.reserve_units), str(found.reserve_units_max)],
            found.reserve_units > found.reserve_units_max,
        )
        self._row(
            off,
            [
                self.tr("Largest reserve unit (pts)"),
                format_cost(found.largest_reserve, self.lang),
                format_cost(found.reserve_unit_max, self.lang),
            ],
            found.largest_reserve > found.reserve_unit_max,
        )
        self._row(
            off,
            [
                self.tr("Reinforcements and reserves (pts)"),
                format_cost(found.off_table_points, self.lang),
                format_cost(found.off_table_max, self.lang),
            ],
            found.off_table_points > found.off_table_max,
        )

    def _only_war(self, ctx: PackContext) -> None:
        from listbuilder.systems.battlescribe.packs.only_war import mission_figures

        found = mission_figures(ctx)
        self._row(None, [self.tr("Power Level"), format_cost(found.power_level, self.lang), ""])
        opponent = found.opponent_power_level
        self._row(
            None,
            [
                self.tr("Opponent's Power Level"),
                str(opponent) if opponent is not None else self.tr("not known"),
                "",
            ],
        )
        outsider = {
            "me": self.tr("this army"),
            "opponent": self.tr("the opponent"),
        }.get(found.outsider, "\u2013")
        self._row(None, [self.tr("Outsider"), outsider, ""])
        self._row(None, [self.tr("Command re-rolls"), str(found.command_rerolls), ""])
        self._row(None, [self.tr("Units"), str(found.units), ""])
        self._row(None, [self.tr("Models"), str(found.models), ""])
        self._row(None, [self.tr("Characters"), str(found.characters), ""])
        if found.under_strength:
            under = self._row(
                None, [self.tr("Under-strength units"), str(len(found.under_strength)), ""]
            )
            for name in found.under_strength:
                self._row(under, [name, "", ""])
        if found.big_characters:
            big = self._row(
                None,
                [self.tr("Characters of 10 W or more"), str(len(found.big_characters)), ""],
            )
            for name in found.big_characters:
                self._row(big, [name, "", ""])

    def _bfg(self, ctx: PackContext) -> None:
        from listbuilder.systems.battlescribe.packs.bfg import fleet_sheet

        found = fleet_sheet(ctx)
        for squadron in found.squadrons:
            best = squadron.highest_leadership
            title = (
                fill(self.tr("Squadron %1 (%2)"), squadron.name, squadron.type)
                if squadron.name
                else self.tr("Ships alone")
            )
            head = self._row(
                None,
                [
                    title,
                    str(len(squadron.ships)),
                    fill(self.tr("highest Ld %1"), str(best)) if best is not None else "",
                ],
                bool(squadron.name) and len(squadron.ships) > 6,
            )
            for ship in squadron.ships:
                ld = (
                    fill(self.tr("Ld %1"), str(ship.leadership))
                    if ship.leadership is not None
                    else self.tr("Ld not rolled")
                )
                track = fill(
                    self.tr("%1 structure, crippled at %2"),
                    str(ship.structure),
                    str(ship.crippled_at),
                )
                self._row(head, [fill(self.tr("%1 (%2)"), ship.name, ship.type), ld, track])
        types = ", ".join(f"{kind} {count}" for kind, count in sorted(found.ships_by_type.items()))
        self._row(None, [self.tr("Ships by type"), types, ""])
        self._row(None, [self.tr("Total structure"), str(found.total_structure), ""])

    def figure_rows(self) -> list[list[str]]:
        """Every row shown (for tests and accessibility): its three texts, depth first."""
        rows: list[list[str]] = []

        def walk(item: QTreeWidgetItem, depth: int) -> None:
            rows.append(["  " * depth + item.text(0), item.text(1), item.text(2)])
            for index in range(item.childCount()):
                child = item.child(index)
                if child is not None:
                    walk(child, depth + 1)

        for index in range(self.figures.topLevelItemCount()):
            top = self.figures.topLevelItem(index)
            if top is not None:
                walk(top, 0)
        return rows

    def over_rows(self) -> list[str]:
        """The first texts of the rows shown beyond what the pack allows."""
        found: list[str] = []
        stack = [self.figures.topLevelItem(i) for i in range(self.figures.topLevelItemCount())]
        while stack:
            item = stack.pop(0)
            if item is None:
                continue
            if item.foreground(0).color() == OVER:
                found.append(item.text(0))
            stack.extend(item.child(i) for i in range(item.childCount()))
        return found


def _max(band: object) -> str:
    detachments = getattr(band, "detachments", None)
    return str(detachments) if isinstance(detachments, int) else ""
