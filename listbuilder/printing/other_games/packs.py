"""The rule packs' printed pages: Mac Hammer 40K, Only War, Battlefleet Gothic.

The hook: :data:`PACK_PAGES` maps a ``--rules`` word to a function ``(view, lang, width,
texts) -> list of pages`` (each page a list of flowables). The figures a page prints come
from :mod:`.figures` (worked out from the roster and its data); what only the player says
(deployment, squadrons, rolled leadership, the Warlord, the opponent's Power Level) comes
from :class:`~.figures.PrintChoices`, read by :func:`read_choices` from the roster's
``listbuilder: key=value; ...`` note lines through their one owner
(:func:`listbuilder.systems.battlescribe.roster.read_choices`). Every one of those inputs is
optional: a page prints empty boxes where a choice is missing.
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_number
from listbuilder.printing.other_games.figures import (
    LEADERSHIP_GRADES,
    PrintChoices,
    RosterView,
    Squadron,
    fleet,
    only_war_flags,
    outsider_rerolls,
    whole,
)
from listbuilder.printing.other_games.tables import Texts, cell, fit_widths, grid
from listbuilder.printing.styles import BAND, INK, RULE, breakable, esc, styles
from listbuilder.systems.battlescribe.checks import make_context
from listbuilder.systems.battlescribe.packs.api import PackContext
from listbuilder.systems.battlescribe.packs.mac_hammer_figures import UnitLine, composition
from listbuilder.systems.battlescribe.packs.names import local_word
from listbuilder.systems.battlescribe.roster import OtherRoster
from listbuilder.systems.battlescribe.roster import read_choices as roster_choices

Pages = list[list[Flowable]]
PackPages = Callable[[RosterView, str, float, Texts], Pages]


def read_choices(roster: OtherRoster) -> PrintChoices:
    """The player's choices as the roster keeps them: the ``listbuilder:`` lines of its
    notes, read by their one owner (a unit named by its selection id)."""
    found, units = roster_choices(roster)
    return PrintChoices(found, units)


def pack_pages(pack: str | None, view: RosterView, lang: str, width: float, texts: Texts) -> Pages:
    maker = PACK_PAGES.get(pack or "")
    return maker(view, lang, width, texts) if maker is not None else []


def _para(text: str, style: str = "base") -> Paragraph:
    return Paragraph(esc(text), breakable(styles()[style]))


def _bullets(text: str) -> list[Flowable]:
    return [_para(line, "small") for line in text.splitlines() if line.strip()]


def _unit_name(view: RosterView, selection_id: str, texts: Texts) -> str:
    """The name of the selection the player chose (a unit, or a model in one: "Sergeant,
    Intercessor Squad"); the id itself when the roster no longer holds it."""
    for unit in view.units():
        stack = [(unit.selection, "")]
        while stack:
            selection, owner = stack.pop()
            if selection.id == selection_id:
                name = selection.custom_name or selection.name
                return texts(f"{name}, {owner}" if owner else name)
            stack.extend((child, unit.name) for child in selection.selections)
    return texts(selection_id)


# --- Mac Hammer 40K ------------------------------------------------------------------------


def mac_hammer_context(view: RosterView) -> PackContext:
    """The Mac Hammer pack's view of the printed roster, with the player's choices the
    printout read: its figures are the pack's (:func:`.mac_hammer_figures.composition`),
    so the sheet prints what the composition panel shows and the findings count."""
    check, _ = make_context(view.data, view.roster)
    settings: dict[str, object] = {**view.choices.roster, "units": dict(view.choices.units)}
    return PackContext(view.data, view.roster, check, settings)


def mac_hammer_pages(view: RosterView, lang: str, width: float, texts: Texts) -> Pages:
    figures = composition(mac_hammer_context(view))
    points = figures.points
    band = figures.band
    head: list[Flowable] = [_para(message("other.mh.title", lang), "title")]
    if band is None:
        head.append(_para(message("other.mh.no_bracket", lang, points=whole(points))))
    else:
        head.append(
            _para(
                message(
                    "other.mh.bracket", lang, points=whole(points), low=band.low, high=band.high
                )
            )
        )
    names = {force.path: force.name for force in view.forces}
    for detachment in figures.detachments:
        shared = [texts(k) for k in detachment.shared]
        head.append(
            _para(
                message(
                    "other.mh.detachment",
                    lang,
                    name=texts(names.get(detachment.path, detachment.name)),
                    list=", ".join(shared) or message("other.mh.none_shared", lang),
                ),
                "small",
            )
        )
    warlord = view.choices.roster.get("warlord", "").strip()
    head.append(
        _para(
            message(
                "other.mh.warlord",
                lang,
                name=_unit_name(view, warlord, texts) if warlord else "________________",
            ),
            "small",
        )
    )
    stratagem = view.choices.roster.get("stratagem", "").strip()
    head.append(
        _para(
            message("other.mh.stratagem", lang, name=texts(stratagem) or "________________"),
            "small",
        )
    )
    head.append(Spacer(0, 2 * mm))
    rows: list[list[object]] = [
        [
            cell(message(key, lang), True)
            for key in ("other.mh.allowance", "other.mh.used", "other.mh.limit")
        ],
        [
            cell(message("other.mh.reserve_units", lang)),
            cell(str(figures.reserve_units)),
            cell(str(figures.reserve_units_max)),
        ],
        [
            cell(message("other.mh.largest_reserve", lang)),
            cell(format_number(whole(figures.largest_reserve), lang)),
            cell(str(figures.reserve_unit_max)),
        ],
        [
            cell(message("other.mh.off_table", lang)),
            cell(format_number(whole(figures.off_table_points), lang)),
            cell(str(figures.off_table_max)),
        ],
    ]
    head.append(grid(rows, [70 * mm, 25 * mm, 25 * mm]))
    head.append(Spacer(0, 3 * mm))
    keys = (
        "other.print.unit",
        "other.print.role",
        "other.mh.identity",
        "other.mh.points",
        "other.print.models",
        "other.mh.wounds",
        "other.mh.per_wound",
        "other.mh.control",
        "other.mh.half",
        "other.mh.flags",
        "other.mh.deployment",
    )
    table: list[list[object]] = [[cell(message(key, lang), True) for key in keys]]
    for line in figures.units:
        table.append(
            [
                cell(texts(line.name)),
                cell(texts(local_word(line.role, lang))),
                cell(texts(line.identity)),
                cell(format_number(whole(line.points), lang)),
                cell(str(line.models)),
                cell(str(line.wounds)),
                cell(_per_wound(line, lang, texts)),
                cell(f"×{line.control_multiplier} = {line.control_points}"),
                cell(_half(line, lang, texts)),
                cell(_flags(line, lang, texts)),
                cell(_deployment(line.deployment, lang, texts)),
            ]
        )
    fixed = [20, 20, 10, 12, 9, 24, 16, 15, 20, 18]
    name = max(width - sum(fixed) * mm, 25 * mm)
    head.append(grid(table, fit_widths([name, *(w * mm for w in fixed)], width)))
    base = sum(line.points for line in figures.units if "non-operational" not in line.flags)
    head.append(Spacer(0, 2 * mm))
    head.append(_para(message("other.mh.destruction_base", lang, points=whole(base)), "small"))
    return [head, _score_sheet(lang, width)]


def _per_wound(line: UnitLine, lang: str, texts: Texts) -> str:
    """Points per wound: one figure, or each model's when they differ."""
    values = [(name, ppw) for name, _, w, ppw, _ in line.per_model if w]
    if len({round(ppw, 1) for _, ppw in values}) <= 1:
        return format_number(round(values[0][1], 1), lang) if values else ""
    return ", ".join(f"{texts(name)} {format_number(round(v, 1), lang)}" for name, v in values)


def _flags(line: UnitLine, lang: str, texts: Texts) -> str:
    flags = [message(f"other.mh.flag.{flag}", lang) for flag in line.flags]
    extra = [
        message(key, lang, name=texts(name))
        for key, name in (("other.mh.brings", line.brings), ("other.mh.joins", line.joins))
        if name
    ]
    return ", ".join([*flags, *extra])


def _deployment(deployment: str, lang: str, texts: Texts) -> str:
    if deployment in ("table", "reinforcements", "reserves"):
        return message(f"other.mh.deploy.{deployment}", lang)
    return texts(deployment)


def _half(line: UnitLine, lang: str, texts: Texts) -> str:
    """The unit's half-W threshold, then each model's when the unit has several models."""
    halves_of = line.model_half_wounds
    if line.models <= 1 or not halves_of:
        return str(line.half_wounds)
    halves = {half for _, half in halves_of}
    if len(halves) == 1:
        return message("other.mh.half_each", lang, unit=line.half_wounds, model=halves.pop())
    each = ", ".join(f"{texts(name)} {half}" for name, half in halves_of)
    return f"{line.half_wounds} ({each})"


def _score_sheet(lang: str, width: float) -> list[Flowable]:
    """Six turns of domination and destruction for both sides, the formulas under them."""
    turns = [str(turn) for turn in range(1, 7)]
    head: list[object] = [
        cell(message("other.mh.turn", lang), True),
        *(cell(t, True) for t in turns),
        cell(message("other.mh.total", lang), True),
    ]
    rows: list[list[object]] = [head]
    for what in ("other.mh.domination", "other.mh.destroyed"):
        for side in ("other.mh.me", "other.mh.opponent"):
            label = message(
                "other.mh.row", lang, what=message(what, lang), side=message(side, lang)
            )
            rows.append([cell(label), *(cell("") for _ in turns), cell("")])
    first = 70 * mm
    each = (width - first) / 7
    table = Table(rows, colWidths=[first] + [each] * 7, rowHeights=[None] + [12 * mm] * 4)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.5, INK),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LINEAFTER", (-2, 0), (-2, -1), 1.5, BAND),
            ]
        )
    )
    story: list[Flowable] = [
        _para(message("other.mh.score_title", lang), "title"),
        table,
        Spacer(0, 4 * mm),
    ]
    for key in (
        "other.mh.formula_destruction",
        "other.mh.formula_domination",
        "other.mh.formula_bonus",
        "other.mh.formula_end",
    ):
        story.append(_para(message(key, lang), "small"))
        story.append(Spacer(0, 1.5 * mm))
    return story


# --- Only War -------------------------------------------------------------------------------


def only_war_pages(view: RosterView, lang: str, width: float, texts: Texts) -> Pages:
    power_id = view.power_id
    power = view.totals.get(power_id, 0.0) if power_id else 0.0
    units = list(view.units())
    story: list[Flowable] = [_para(message("other.ow.title", lang), "title")]
    story.append(
        _para(
            message(
                "other.ow.power",
                lang,
                power=whole(power),
                units=len(units),
                models=sum(u.models for u in units),
            )
        )
    )
    theirs_text = view.choices.roster.get("opponent-pl", "").strip()
    if theirs_text.isdigit():
        theirs = int(theirs_text)
        if power < theirs:
            side = message("other.ow.side.us", lang)
        elif power > theirs:
            side = message("other.ow.side.them", lang)
        else:
            side = message("other.ow.side.tie", lang)
        rerolls = outsider_rerolls(power, theirs)
        story.append(
            _para(message("other.ow.outsider", lang, theirs=theirs, side=side, rerolls=rerolls))
        )
    else:
        story.append(_para(message("other.ow.no_opponent", lang)))
    warlord = view.choices.roster.get("warlord", "").strip()
    story.append(
        _para(
            message(
                "other.mh.warlord",
                lang,
                name=_unit_name(view, warlord, texts) if warlord else "________________",
            )
        )
    )
    story.append(Spacer(0, 3 * mm))
    keys = ("other.print.unit", "other.print.role", "other.ow.power_rating", "other.print.models",
            "other.mh.flags")  # fmt: skip
    rows: list[list[object]] = [[cell(message(key, lang), True) for key in keys]]
    for unit in units:
        flags = ", ".join(message(f"other.ow.flag.{flag}", lang) for flag in only_war_flags(unit))
        rating = unit.costs.get(power_id, 0.0) if power_id else 0.0
        rows.append(
            [
                cell(texts(unit.name)),
                cell(texts(local_word(unit.role, lang))),
                cell(format_number(whole(rating), lang)),
                cell(str(unit.models)),
                cell(flags),
            ]
        )
    if units:
        fixed = [28 * mm, 16 * mm, 16 * mm, 60 * mm]
        story.append(grid(rows, fit_widths([max(width - sum(fixed), 30 * mm), *fixed], width)))
        story.append(Spacer(0, 3 * mm))
    story.extend(_bullets(message("other.ow.ref", lang)))
    return [story]


# --- Battlefleet Gothic ---------------------------------------------------------------------

TRACK_BOX = 4.2 * mm


class StructureTrack(Flowable):
    """One box per structure point; the box at which the ship is crippled is drawn heavy
    and marked, so a player ticking hits sees it coming."""

    def __init__(self, structure: int, crippled_at: int, width: float) -> None:
        super().__init__()
        self.structure = max(structure, 0)
        self.crippled_at = crippled_at
        self.per_row = max(int(width // TRACK_BOX), 1)
        rows = max((self.structure + self.per_row - 1) // self.per_row, 1)
        self.width = min(self.structure, self.per_row) * TRACK_BOX
        self.height = rows * TRACK_BOX

    def draw(self) -> None:
        canvas = self.canv
        for index in range(self.structure):
            row, col = divmod(index, self.per_row)
            x = col * TRACK_BOX
            y = self.height - (row + 1) * TRACK_BOX
            heavy = index + 1 == self.crippled_at
            canvas.setLineWidth(1.6 if heavy else 0.5)
            canvas.setStrokeColor(BAND if heavy else RULE)
            canvas.rect(x + 0.4, y + 0.4, TRACK_BOX - 0.8, TRACK_BOX - 0.8)
            if heavy:
                canvas.setFont("DejaVuSansCondensed-Bold", 6)
                canvas.setFillColor(BAND)
                canvas.drawCentredString(x + TRACK_BOX / 2, y + TRACK_BOX * 0.3, "C")


def _leadership(ld: int | None, lang: str) -> str:
    if ld is None:
        return message("other.bfg.ld", lang) + " ☐6 ☐7 ☐8 ☐9"
    grade = LEADERSHIP_GRADES.get(ld)
    if grade is None:
        return f"{message('other.bfg.ld', lang)} {ld}"
    return message(
        "other.bfg.ld_rolled", lang, ld=ld, grade=message(f"other.bfg.grade.{grade}", lang)
    )


def _squadron_head(squadron: Squadron, lang: str, texts: Texts) -> str:
    if not squadron.name:
        return message("other.bfg.lone", lang, count=len(squadron.ships))
    best = squadron.highest_leadership
    return message(
        "other.bfg.squadron",
        lang,
        name=texts(squadron.name),
        count=len(squadron.ships),
        type=texts(squadron.type),
        ld=best if best is not None else message("other.bfg.not_rolled", lang),
    )


def bfg_pages(view: RosterView, lang: str, width: float, texts: Texts) -> Pages:
    squadrons = fleet(view)
    story: list[Flowable] = [_para(message("other.bfg.title", lang), "title")]
    ships = sum(len(s.ships) for s in squadrons)
    story.append(
        _para(
            message(
                "other.bfg.totals",
                lang,
                ships=ships,
                squadrons=sum(1 for s in squadrons if s.name),
                structure=sum(ship.structure for s in squadrons for ship in s.ships),
            )
        )
    )
    for squadron in squadrons:
        story.append(_para(_squadron_head(squadron, lang, texts), "h2"))
        for ship in squadron.ships:
            stats = " · ".join(
                f"{texts(k)} {texts(v)}" for k, v in ship.stats.items() if k != "Hits"
            )
            title = f"<b>{esc(texts(ship.name))}</b>"
            if ship.ship_class != ship.name:
                title += f" ({esc(texts(ship.ship_class))})"
            title += f" · {esc(texts(ship.type))} · {esc(_leadership(ship.leadership, lang))}"
            parts: list[Flowable] = [
                Paragraph(title, breakable(styles()["base"])),
                _para(stats, "small"),
                _para(
                    message(
                        "other.bfg.structure", lang, hits=ship.structure, crippled=ship.crippled_at
                    ),
                    "small",
                ),
                StructureTrack(ship.structure, ship.crippled_at, width),
                Spacer(0, 1 * mm),
            ]
            if ship.weapons:
                rows: list[list[object]] = [
                    [
                        cell(message(k, lang), True)
                        for k in (
                            "other.bfg.weapon",
                            "other.bfg.range",
                            "other.bfg.strength",
                            "other.bfg.arc",
                        )
                    ]
                ]
                rows.extend([cell(texts(v)) for v in weapon] for weapon in ship.weapons)
                parts.append(grid(rows, [width * 0.4, width * 0.2, width * 0.2, width * 0.2]))
            parts.append(_para(message("other.bfg.crits", lang) + " ☐ ☐ ☐ ☐ ☐ ☐", "small"))
            parts.append(Spacer(0, 3 * mm))
            story.append(KeepTogether(parts))
    reference: list[Flowable] = [_para(message("other.bfg.ref_title", lang), "title")]
    reference.extend(_bullets(message("other.bfg.ref", lang)))
    return [story, reference]


PACK_PAGES: dict[str, PackPages] = {
    "mac-hammer": mac_hammer_pages,
    "only-war": only_war_pages,
    "bfg": bfg_pages,
}
"""``--rules`` word → its pages (the hook a pack's author extends)."""
