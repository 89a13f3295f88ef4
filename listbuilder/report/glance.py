"""The army at a glance: the few figures a chart shows, worked out once for every front end.

Points by card type and by force, the allies' share against its allowance, VP and break
points per 1,000 points beside the army's model count. The window's chart panel and the
roster sheet's chart both draw these bars; neither adds a figure of its own.
"""

from __future__ import annotations

from listbuilder.game.army import GameArmy
from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_number, format_share
from listbuilder.records import record
from listbuilder.report.numbers import NONE
from listbuilder.rules.figures import ArmyFigures

CARD_TYPES = ("company", "support", "special", "structure")
"""The bars of points by card type; structures (ruling 18) only when the army has some."""


@record(slots=True)
class Bar:
    """One bar: its label in the reader's language, its value and the scale's full length."""

    label: str
    value: float
    full: float
    text: str
    """The value as printed beside the bar."""


@record(slots=True)
class Glance:
    by_type: tuple[Bar, ...]
    by_force: tuple[Bar, ...]
    ally: Bar | None
    """The allies' points against their allowance; None without a share limit or allies."""
    per_thousand: tuple[Bar, ...]
    """VP and break points per 1,000 points."""
    models: int


def glance(figures: ArmyFigures, army: GameArmy, lang: str) -> Glance:
    total = max(figures.points, 1)
    types = dict.fromkeys(CARD_TYPES, 0)
    for force in figures.forces:
        for card in force.cards():
            if card.type in types:
                types[card.type] += card.points
    pts = message("glance.points", lang, points="{}")
    by_type = tuple(
        Bar(
            message(f"card.type.{kind}", lang),
            points,
            total,
            pts.format(format_number(points, lang)),
        )
        for kind, points in types.items()
        if points or kind != "structure"
    )
    by_force = tuple(
        Bar(
            message(
                "game.sheet.force",
                lang,
                list=force.shown(lang),  # the player's name first, as in the tree
                role=message(f"summary.role.{force.role}", lang),
            ),
            force.points,
            total,
            pts.format(format_number(force.points, lang)),
        )
        for force in figures.forces
    )
    ally = _ally_bar(figures, lang)
    thousands = total / 1000
    vp = figures.victory_points / thousands
    bp = figures.break_point / thousands
    scale = max(vp, bp, 1.0)
    per_thousand = (
        Bar(message("glance.vp_per_1000", lang), vp, scale, format_number(vp, lang, 1)),
        # an army without break points (titans only) has none to count: the one dash
        Bar(
            message("glance.bp_per_1000", lang),
            bp,
            scale,
            format_number(bp, lang, 1) if bp else NONE,
        ),
    )
    models = sum(card.models for card in army.cards)
    return Glance(by_type, by_force, ally, per_thousand, models)


def _ally_bar(figures: ArmyFigures, lang: str) -> Bar | None:
    """The allies' points against their allowance; None without allies or a share limit."""
    if not (figures.ally_points and figures.max_ally_points):
        return None
    return Bar(
        message("glance.ally", lang),
        figures.ally_points,
        max(figures.max_ally_points, figures.ally_points),
        message(
            "glance.ally_text",
            lang,
            points=format_number(figures.ally_points, lang),
            limit=format_number(figures.max_ally_points, lang),
            pct=format_share(figures.ally_pct, lang),
            max_pct=format_number(figures.max_ally_pct or 0, lang),
        ),
    )
