"""The card view: one card's figures, composition, unit stats, weapons and abilities.

It shows the card selected in the roster tree (with its chosen options, the
figures the rules engine computed for it and its options editor) or the card
selected in the browser (as the codex describes it). Abilities are links:
hovering one shows its summary in the current language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QCursor, QPainter, QPaintEvent, QPalette, QTextOption
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QStyle,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from listbuilder.codex.display import (
    close_combat_bonus,
    codex_ability_label,
    unit_class_text,
    unit_save_text,
)
from listbuilder.codex.plain import replace
from listbuilder.gui.common import card_name, esc, tip, viewport_of
from listbuilder.gui.editor.card_tables import SLACK, TABLE_STYLE, Grid
from listbuilder.gui.editor.colours import Tone, css, is_dark
from listbuilder.gui.editor.options_editor import OptionsEditor
from listbuilder.gui.i18n import fill, format_int
from listbuilder.i18n import message
from listbuilder.report.numbers import break_point_text
from listbuilder.report.summary import titans_text
from listbuilder.rules.costs import listed_victory_points

if TYPE_CHECKING:
    from listbuilder.codex.codex import CardRef, Codex
    from listbuilder.codex.models import AbilityRef, Unit, Weapon
    from listbuilder.roster.model import ElementPath
    from listbuilder.rules.figures import CardFigures


def _style() -> str:
    """The card's style sheet in colours of the current palette (light or dark)."""
    dark = is_dark()
    rule = "#455a64" if dark else "#eceff1"
    return f"""
<style>
h2 {{ margin: 0 0 2px 0; }}
h3 {{ margin: 10px 0 3px 0; color: {css(Tone.HEADING)}; }}
p.meta {{ color: {css(Tone.MUTED)}; margin: 0 0 6px 0; }}
p.stats {{ margin: 0 0 4px 0; }}
{TABLE_STYLE.format(rule=rule, muted=css(Tone.MUTED))}
a {{ color: {css(Tone.LINK)}; text-decoration: none; }}
</style>
"""


class CardView(QWidget):
    """Shows one card; edits of its options leave through :attr:`options_changed`."""

    options_changed = Signal(object, list)
    """Re-emitted from the options editor: element path, ``[(option id, count), ...]``."""

    def __init__(self, codex: Codex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardView")
        self._codex = codex
        self._lang = "en"
        self._ref: CardRef | None = None
        self._path: ElementPath | None = None
        self._options: dict[str, int] = {}
        self._figures: CardFigures | None = None
        self._problems: list[str] = []
        self.text = QTextBrowser()
        self._html = ""
        # Wrap at spaces only: never "Attac/k" or "Librar/ian" in a narrow column.
        self.text.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.text.setObjectName("cardText")
        self.text.setOpenLinks(False)
        self.text.setOpenExternalLinks(False)
        self.text.highlighted.connect(self._hovered)
        self.text_viewport = viewport_of(self.text)
        self.text_viewport.installEventFilter(self)
        self._room: float | None = None
        self._narrowest: list[float] = []
        """The narrowest width of each grid of the card shown: a resize across one of them
        switches that grid between a table and stacked rows."""
        self.options = OptionsEditor(codex.game_system.titan_cost_rounding)
        self.options.options_changed.connect(self.options_changed)
        self._options_title = QLabel()
        self._options_title.setObjectName("optionsTitle")
        scroll = QScrollArea()
        scroll.setObjectName("optionsArea")
        scroll.setWidgetResizable(True)
        # one column that follows the panel's width: nothing hides behind a sideways scroll bar
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        inner_layout.addWidget(self._options_title)
        # on a wide pane the costs stay near their names rather than at the far edge
        self.options.setMaximumWidth(self.options.fontMetrics().averageCharWidth() * 80)
        inner_layout.addWidget(self.options)
        scroll.setWidget(inner)
        self._options_inner = inner
        self._options_area = scroll
        self.options_viewport = viewport_of(scroll)
        self.sticky = StickyHeading(self.options_viewport)
        scroll.verticalScrollBar().valueChanged.connect(self.place_sticky)
        self.options_viewport.installEventFilter(self)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.text)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.splitterMoved.connect(self._splitter_moved)
        self.splitter = splitter
        self.sized_by_player = False
        """Whether the text/options split is the player's (moved, or restored from the
        settings): then a card with options keeps it rather than getting the room it needs."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self._options_area.setVisible(False)
        self.show_nothing()

    # --- feeding ----------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.options.set_language(lang)
        self._render()
        self.place_sticky()

    def set_codex(self, codex: Codex) -> None:
        """Show cards as *codex* has them (the open roster's house rules)."""
        self._codex = codex

    def show_nothing(self) -> None:
        self._ref, self._path, self._options, self._figures = None, None, {}, None
        self._problems = []
        self.options.clear()
        self._options_area.setVisible(False)
        self._render()

    def show_codex_card(self, ref: CardRef) -> None:
        """A card from the browser, as the codex describes it."""
        self._ref, self._path, self._options, self._figures = ref, None, {}, None
        self._problems = []
        self.options.clear()
        self._options_area.setVisible(False)
        self._render()

    def show_roster_card(
        self,
        ref: CardRef | None,
        path: ElementPath,
        options: dict[str, int],
        figures: CardFigures | None,
        problems: list[str],
    ) -> None:
        """A card of the roster with its options, its figures and the findings about it."""
        self._ref, self._path, self._options, self._figures = ref, path, options, figures
        self._problems = problems
        self.options.set_entry(ref, path, options, figures, problems)
        with_options = ref is not None and bool(ref.card.options)
        if with_options and self._options_area.isHidden() and not self.sized_by_player:
            # the options get the room they need, up to 55%: the card's details stay
            # readable above them
            total = max(sum(self.splitter.sizes()), 400)
            area = self._options_area
            wanted = self._options_inner.sizeHint().height() + 2 * area.frameWidth()
            room = min(wanted, total * 11 // 20)
            self.splitter.setSizes([total - room, room])
        self._options_area.setVisible(with_options)
        self._render()
        self.place_sticky()
        QTimer.singleShot(0, self.place_sticky)  # again once the new rows are laid out

    def _splitter_moved(self, _position: int, _index: int) -> None:
        self.sized_by_player = True

    @property
    def current_path(self) -> ElementPath | None:
        return self._path

    # --- rendering --------------------------------------------------------------

    def _render(self) -> None:
        self._options_title.setText("<b>" + esc(self.tr("Options")) + "</b>")
        ref = self._ref
        self._narrowest = []
        if ref is None:
            hint = self.tr("Select a card in the roster or in the card browser to see it here.")
            self._set_html(f"<p style='color:{css(Tone.MUTED)}'>{esc(hint)}</p>")
            return
        self._room = self._text_room()
        self._set_html(_style() + self.card_html(ref))

    def _set_html(self, html: str) -> None:
        """Lay the text out again only when it changes: an edit elsewhere in the roster, or
        the card moving to another company, leaves it as it is (laying a card out takes
        milliseconds of an edit on a big roster) and where the reader had scrolled."""
        if html != self._html:
            self._html = html
            self.text.setHtml(html)

    def _text_room(self) -> float | None:
        """The width the card's text gets with a vertical scroll bar shown (so that a scroll
        bar coming or going never switches a grid back and forth); None while hidden."""
        text = self.text
        if not text.isVisible():
            return None
        room = text.viewport().width()
        bar = text.verticalScrollBar()
        if not bar.isVisible():
            room -= text.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, text)
        return room

    def _fits(self, room: float | None) -> list[bool]:
        return [room is None or width + SLACK <= room for width in self._narrowest]

    def place_sticky(self) -> None:
        """Keep the heading of the option group at the top of the options pane in sight: once
        it scrolls away, a copy of it (with the group's count) stays pinned over the rows,
        and the next group's heading pushes it up as it arrives."""
        area = self._options_area
        viewport = area.viewport()
        editor = self.options
        bottom: int | None = None
        if area.isVisible():
            for group_id, box in editor.group_boxes().items():
                heading = editor.headings.get(group_id)
                if heading is None or not box.isVisible():
                    continue
                top = box.mapTo(viewport, QPoint(0, 0)).y()
                heading_top = heading.mapTo(viewport, QPoint(0, 0)).y()
                if heading_top < 0 < top + box.height():
                    count = editor.counts[group_id]
                    title = editor.group_title(group_id)
                    self.sticky.show_group(group_id, title, count.text(), count.styleSheet())
                    bottom = top + box.height()
                    break
        if bottom is None:
            self.sticky.hide()
            return
        width = viewport.width()
        height = self.sticky.heightForWidth(width)
        self.sticky.setGeometry(0, min(0, bottom - height), width, height)
        self.sticky.raise_()
        self.sticky.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._options_area.viewport() and kind == QEvent.Type.Resize:
            self.place_sticky()
        if watched is self.text.viewport() and kind in (QEvent.Type.Resize, QEvent.Type.Show):
            room = self._text_room()
            if self._fits(room) != self._fits(self._room):
                bar = self.text.verticalScrollBar()
                value = bar.value()
                self._render()
                bar.setValue(value)
            else:
                self._room = room
        return super().eventFilter(watched, event)

    def _grid_html(self, grid: Grid) -> str:
        style = _style()
        html, narrowest = grid.html(self._room, style, self.text.document().defaultFont())
        self._narrowest.append(narrowest)
        return html

    def card_html(self, ref: CardRef) -> str:
        card, lang = ref.card, self._lang
        title = card_name(card, lang)
        custom = self._figures.custom if self._figures is not None else None
        if custom:
            # the name the player gave it (F2), as the tree shows it
            title = f"{custom} ({title})"
        parts = [f"<h2>{esc(title)}</h2>"]
        meta = [message(f"type.{card.type.value}", lang)]
        if card.titan:
            meta.append(self.tr("Titan"))
        if card.unique:
            meta.append(self.tr("Unique"))
        if card.named_character:
            meta.append(self.tr("Named character"))
        if card.free:
            meta.append(self.tr("Free"))
        if card.tunneller:
            meta.append(self.tr("Tunneller"))
        meta.append(ref.book.name.get(lang))
        parts.append(f"<p class='meta'>{esc(' · '.join(meta))}</p>")
        parts.append(self._stats_html())
        if self._problems:
            # the findings list is the one place a problem's text is shown: here a pointer
            count = len(self._problems)
            pointer = self.tr("%n problem(s) with this card: see the findings list.", "", count)
            parts.append(f"<p style='color:{css(Tone.ERROR)}'>\u26a0 {esc(pointer)}</p>")
        parts.append(self._composition_html())
        units = self._units()
        if units:
            parts.append(self._units_html(units))
            weapons_html = self._weapons_html(units)
            if weapons_html:
                parts.append(weapons_html)
        if card.abilities:
            links = ", ".join(self._ability_link(a) for a in card.abilities)
            title = self.tr("Card abilities")
            parts.append(f"<h3>{esc(title)}</h3><p>{links}</p>")
        return "".join(parts)

    def _stats_html(self) -> str:
        ref, figures, lang = self._ref, self._figures, self._lang
        assert ref is not None
        card = ref.card
        cells: list[tuple[str, str]] = []
        if figures is not None:
            cells.append((message("label.points", lang), format_int(figures.points, lang)))
            cells.append(
                (message("label.victory_points", lang), format_int(figures.victory_points, lang))
            )
            bp = break_point_text(figures.break_point, lambda n: format_int(n, lang))
            cells.append((message("label.break_point", lang), bp))
        else:
            points = format_int(card.points, lang)
            if card.titan and card.options:
                points = fill(self.tr("%1 + weapons"), points)
            cells.append((message("label.points", lang), points))
            victory = listed_victory_points(card, self._codex.game_system)
            if victory is not None:  # as the roster counts it: a titan's 2, not its 1.25
                vp = format_int(victory, lang)
                if card.titan and card.options:
                    vp = fill(self.tr("%1 + weapons"), vp)
                cells.append((message("label.victory_points", lang), vp))
            bp = break_point_text(card.break_point or 0, lambda n: format_int(n, lang))
            cells.append((message("label.break_point", lang), bp))
        if card.morale is not None:
            cells.append((message("label.morale", lang), f"{card.morale}+"))  # as on paper
        # one paragraph that wraps between the figures, never inside one ("Moral / 4+", or
        # "2 150" in French broken at its thousands space)
        pairs = (
            f"<span style='white-space:nowrap'><b>{esc(k)}</b> {esc(v)}</span>" for k, v in cells
        )
        html = f"<p class='stats'>{' &nbsp; '.join(pairs)}</p>"
        if figures is not None and len(figures.titans) > 1:
            html += f"<p>{esc(titans_text(figures, lang))}</p>"
        return html

    def _composition_html(self) -> str:
        ref = self._ref
        assert ref is not None
        card = ref.card
        items: list[str] = []
        transport = esc(self.tr("transport"))
        for detachment in card.composition:
            units = ", ".join(
                f"{count.count} {esc(self._unit_name(count.unit, count.count))}"
                + (f" ({transport})" if count.transport else "")
                for count in detachment.units
            )
            name = esc(detachment.display_name(self._lang))
            if detachment.count > 1:
                name += f" \u00d7{detachment.count}"
            items.append(f"<li><b>{name}</b>: {units}</li>")
        for key, count in self._options.items():
            if count <= 0:
                continue
            group_id, _, choice_id = key.partition(".")
            group = card.option_group(group_id)
            choice = group.choice(choice_id) if group is not None else None
            if choice is None:
                continue
            prefix = f"{count} \u00d7 " if count > 1 else ""
            extra = ""
            if choice.units:
                extra = ": " + ", ".join(
                    f"{c.count} {esc(self._unit_name(c.unit, c.count))}" for c in choice.units
                )
            option_word = esc(self.tr("Option"))
            name = esc(choice.display_name(self._lang))
            items.append(f"<li><i>{option_word}</i> {prefix}{name}{extra}</li>")
        if not items:
            return ""
        title = self.tr("Composition")
        return f"<h3>{esc(title)}</h3><ul>{''.join(items)}</ul>"

    def _unit_name(self, unit_id: str, count: int = 1) -> str:
        assert self._ref is not None
        unit = self._codex.unit(self._ref.book.id, unit_id)
        return unit.counted_name(count, self._lang) if unit is not None else unit_id

    def _units(self) -> list[Unit]:
        ref = self._ref
        assert ref is not None
        ids = [count.unit for det in ref.card.composition for count in det.units]
        for key, count in self._options.items():
            group_id, _, choice_id = key.partition(".")
            group = ref.card.option_group(group_id)
            choice = group.choice(choice_id) if group is not None else None
            if choice is not None and count > 0:
                ids.extend(c.unit for c in choice.units)
        units: list[Unit] = []
        for unit_id in dict.fromkeys(ids):
            unit = self._codex.unit(ref.book.id, unit_id)
            if unit is not None:
                units.append(unit)
        return units

    def _units_html(self, units: list[Unit]) -> str:
        heads = [
            self.tr("Unit"),
            self.tr("Type"),
            self.tr("Move"),
            self.tr("Save"),
            self.tr("CAF"),
            self.tr("Abilities"),
        ]
        grid = Grid(self.tr("Units"), heads)
        for unit in units:
            kind = unit_class_text(unit, self._lang)
            abilities = ", ".join(self._ability_link(a) for a in unit.abilities)
            grid.add_row(
                [
                    f"<b>{esc(unit.display_name(self._lang))}</b>",
                    esc(kind),
                    esc(unit.move_label),
                    esc(unit_save_text(unit, self._lang)),
                    esc(unit.caf_label),
                    abilities,
                ]
            )
        return self._grid_html(grid)

    def _weapons(self, units: list[Unit]) -> list[tuple[str, Weapon]]:
        ref = self._ref
        assert ref is not None
        found: list[tuple[str, Weapon]] = [
            (unit.display_name(self._lang), w) for unit in units for w in unit.weapons
        ]
        found += [(card_name(ref.card, self._lang), w) for w in ref.card.weapons]
        for key, count in self._options.items():
            group_id, _, choice_id = key.partition(".")
            group = ref.card.option_group(group_id)
            choice = group.choice(choice_id) if group is not None else None
            if choice is not None and count > 0:
                owner = card_name(ref.card, self._lang)
                label = f"{owner} (\u00d7{count})" if count > 1 else owner
                found += [(label, w) for w in choice.weapons]
        return found

    def _weapons_html(self, units: list[Unit]) -> str:
        weapons: list[tuple[str, Weapon]] = []
        notes: list[str] = []
        for owner, weapon in self._weapons(units):
            if _is_note(weapon):
                # a line of the source that is advice rather than a weapon ("Choose two arm
                # weapons"): shown as a note under the table, not as a row of dashes
                text = weapon.notes or weapon.display_name(self._lang)
                notes.append(f"<p><i>{esc(owner)}:</i> {esc(text)}</p>")
            elif weapon.modes:
                # one row per profile: "Multiple Rocket Launcher (Shotgun Mode)"
                for mode in weapon.modes:
                    name = weapon.display_name(self._lang)
                    if mode.name != weapon.name:
                        name = f"{name} ({mode.display_name(self._lang)})"
                    weapons.append((owner, replace(mode, name=name, name_fr=None)))
            else:
                weapons.append((owner, weapon))
        if not weapons:
            return "".join(notes)
        heads = [
            self.tr("Weapon"),
            self.tr("Range"),
            self.tr("Attack"),
            self.tr("To hit"),
            self.tr("Save mod."),
            self.tr("Notes"),
        ]
        # who carries them: a line over their rows rather than a column repeating the name
        grid = Grid(self.tr("Weapons"), heads)
        carrier: str | None = None
        for owner, weapon in weapons:
            if owner != carrier:
                carrier = owner
                grid.add_group(f"<i>{esc(owner)}</i>")
            cell_notes = [self._ability_link(a) for a in weapon.abilities]
            label = codex_ability_label(self._codex, self._lang)
            bonus = close_combat_bonus(weapon, self._lang, label)
            if bonus:
                cell_notes.append(esc(bonus))
            if weapon.notes:
                cell_notes.append(esc(weapon.notes))
            elif not weapon.parsed and weapon.raw:
                cell_notes.append(esc(weapon.raw))
            grid.add_row(
                [
                    f"<b>{esc(weapon.display_name(self._lang))}</b>",
                    esc(self._range(weapon)),
                    esc(self._attack(weapon)),
                    esc(self._to_hit(weapon)),
                    esc(self._save_mod(weapon)),
                    ", ".join(cell_notes),
                ]
            )
        return self._grid_html(grid) + "".join(notes)

    def _range(self, weapon: Weapon) -> str:
        if weapon.range_cm is not None:
            text = f"{weapon.range_cm} cm"
            if weapon.min_range_cm:
                text = f"{weapon.min_range_cm}\u2013{text}"
            if weapon.range_bonus_cm:
                text += f" + {weapon.range_bonus_cm.text} cm"
            return text
        if weapon.range_text:
            return weapon.range_text
        if weapon.close_combat:
            return self.tr("close combat")
        return "\u2013"

    def _to_hit(self, weapon: Weapon) -> str:
        if weapon.auto_hit:
            return message("weapon.auto_hit", self._lang)
        return weapon.to_hit_label or "\u2013"

    def _attack(self, weapon: Weapon) -> str:
        label = weapon.attack_label
        if weapon.multiplier:
            label = f"{weapon.multiplier}\u00d7 {label}".strip()
        if weapon.template:
            for template in self._codex.game_system.templates:
                if template.id == weapon.template:
                    name = template.name.get(self._lang)
                    return f"{label}, {name}" if label else name
            return f"{label}, {weapon.template}" if label else weapon.template
        return label or "\u2013"

    def _save_mod(self, weapon: Weapon) -> str:
        if weapon.save_mod_text:
            return weapon.save_mod_text
        if weapon.save_mod is None:
            return "\u2013"
        return f"{weapon.save_mod:+d}" if weapon.save_mod else "0"

    def _ability_link(self, ref: AbilityRef) -> str:
        ability = self._codex.ability(ref.key)
        name = ability.display_name(self._lang, ref.param) if ability is not None else ref.text
        return f"<a href='ability:{esc(ref.key)}'>{esc(name)}</a>"

    # --- hover ------------------------------------------------------------------

    def ability_summary(self, key: str) -> str | None:
        ability = self._codex.ability(key)
        if ability is None:
            return None
        return f"{ability.name.get(self._lang)}: {ability.summary.get(self._lang)}"

    def _hovered(self, url: QUrl) -> None:
        text = url.toString()
        if not text.startswith("ability:"):
            QToolTip.hideText()
            return
        summary = self.ability_summary(text.removeprefix("ability:"))
        if summary:
            QToolTip.showText(QCursor.pos(), tip(summary), self.text)


class StickyHeading(QWidget):
    """The heading of the option group under the top of the options pane, pinned there."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("stickyHeading")
        self.setAutoFillBackground(True)
        self.group_id: str | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.count = QLabel()
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.addWidget(self.title, 1)
        layout.addWidget(self.count)
        self.hide()

    def show_group(self, group_id: str, title: str, count: str, count_style: str) -> None:
        self.group_id = group_id
        self.title.setText(f"<b>{esc(title)}</b>")
        self.count.setText(esc(count))
        if self.count.styleSheet() != count_style:
            self.count.setStyleSheet(count_style)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None
        return layout.totalHeightForWidth(width)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.drawLine(0, self.height() - 1, self.width(), self.height() - 1)


def _is_note(weapon: Weapon) -> bool:
    """A line of the source that is advice rather than a weapon: not read, and the whole
    line is its name (a weapon kept as text has a name of its own and gets a row)."""
    return not weapon.parsed and weapon.name == (weapon.raw or weapon.name)
