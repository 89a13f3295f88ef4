"""The army's totals, worded once for the window, the command line and the printed sheet.

Each figure has two wordings, both here: a short label (``Points: 2,925 / 3,000 (75 left)``),
shown in the window's totals bar and printed on the roster sheet, and a full sentence
(:func:`totals_lines`), printed by ``listbuilder summary`` and shown as the bar's tooltips.
The callers pick and lay out; none words a figure of its own. Numbers are written by the
one rule of :mod:`listbuilder.i18n.numbers` ("3,200" / "3 200"; the allies' share always
by :func:`~listbuilder.i18n.numbers.format_share`, "26.7" / "26,7"); a caller may pass its
own *number* function, which must write numbers the same way (the window's does).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_number, format_share
from listbuilder.records import record
from listbuilder.report.numbers import break_point_text
from listbuilder.rules.figures import ArmyFigures

Number = Callable[[float], str]
"""How numbers are written (by default :func:`listbuilder.i18n.numbers.format_number` in the
reader's language)."""

TOTAL_KEYS = ("total", "limit", "base", "allies", "uniques", "victory", "elite")
"""The keys of the full sentences (:func:`totals_lines`), in order."""

LABEL_KEYS = ("points", "victory", "breaks", "elite", "allies", "uniques", "to_win")
"""The keys of the short labels (:func:`total_labels`), in the totals bar's order."""


@record(slots=True)
class SummaryLine:
    """One worded figure of the army; ``key`` is one of :data:`TOTAL_KEYS`."""

    key: str
    text: str


def _numbers(lang: str, number: Number | None) -> Number:
    return number if number is not None else partial(format_number, lang=lang)


def total_labels(figures: ArmyFigures, lang: str, number: Number | None = None) -> dict[str, str]:
    """The short label of each figure, by :data:`LABEL_KEYS`."""
    n = _numbers(lang, number)
    if figures.points_limit is None:
        points = message("totals.points-no-limit", lang, points=n(figures.points))
    else:
        points = message(
            "totals.points", lang, points=n(figures.points), limit=n(figures.points_limit)
        )
        left = figures.points_limit - figures.points
        if left >= 0:
            points += " " + message("totals.left", lang, left=n(left))
        else:
            points += " " + message("totals.over", lang, over=n(-left))
    if figures.ally_points:
        allies = message(
            "totals.allies",
            lang,
            points=n(figures.ally_points),
            pct=format_share(figures.ally_pct, lang),
        )
        if figures.max_ally_pct is not None:
            allies += " " + message("totals.allies-max", lang, max_pct=n(figures.max_ally_pct))
    else:
        allies = message("summary.allies-none", lang)
    return {
        "points": points,
        "victory": message("totals.vp", lang, vp=n(figures.victory_points)),
        "breaks": message("totals.bp", lang, bp=break_point_text(figures.break_point, n)),
        "elite": message("totals.elite", lang, tokens=n(figures.elite_tokens)),
        "allies": allies,
        "uniques": message(
            "totals.uniques", lang, used=figures.uniques_used, allowed=figures.uniques_allowed
        ),
        "to_win": message(
            "totals.to-win", lang, vp=n(figures.vp_to_win), objectives=figures.objectives
        ),
    }


def brief_totals(figures: ArmyFigures, lang: str, number: Number | None = None) -> tuple[str, ...]:
    """The short labels in order, for the printed roster sheet (the window's bar shows the
    same)."""
    return tuple(total_labels(figures, lang, number).values())


def allies_text(figures: ArmyFigures, lang: str, number: Number | None = None) -> str:
    """The allies' points and share of the base against their allowance."""
    if not figures.ally_points:
        return message("summary.allies-none", lang)
    number = _numbers(lang, number)
    params = {"points": number(figures.ally_points), "pct": format_share(figures.ally_pct, lang)}
    if figures.max_ally_pct is None:
        return message("summary.allies-unlimited", lang, **params)
    return message("summary.allies", lang, max_pct=number(figures.max_ally_pct), **params)


def totals_lines(
    figures: ArmyFigures, lang: str, number: Number | None = None
) -> tuple[SummaryLine, ...]:
    """The army's totals as full sentences: one line per key of :data:`TOTAL_KEYS`."""
    n = _numbers(lang, number)
    total = message(
        "summary.total",
        lang,
        points=n(figures.points),
        vp=n(figures.victory_points),
        bp=break_point_text(figures.break_point, n),
    )
    if figures.points_limit is not None:
        limit = message("summary.limit", lang, limit=n(figures.points_limit))
    else:
        limit = message("summary.no-limit", lang)
    base_key = "summary.base.limit" if figures.base_is_limit else "summary.base.spent"
    uniques = message(
        "summary.uniques",
        lang,
        used=figures.uniques_used,
        allowed=figures.uniques_allowed,
        left=figures.uniques_left,
    )
    victory = message(
        "summary.victory",
        lang,
        vp=n(figures.vp_to_win),
        objectives=figures.objectives,
        size=n(figures.base),
    )
    texts = (
        total,
        limit,
        message(base_key, lang, base=n(figures.base)),
        allies_text(figures, lang, number),
        uniques,
        victory,
        message("summary.elite", lang, tokens=figures.elite_tokens),
    )
    return tuple(SummaryLine(key, text) for key, text in zip(TOTAL_KEYS, texts, strict=True))
