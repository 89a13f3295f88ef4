"""A roster comparison worded for a reader: plain text, Markdown, or JSON data.

Only words here; :mod:`listbuilder.report.diff` finds the differences and their figures.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from listbuilder.i18n import message
from listbuilder.i18n.text import Text
from listbuilder.report.diff import Change, Figures, ForceDelta, RosterDiff
from listbuilder.report.numbers import break_point_text

DIFF_FORMATS = ("text", "markdown", "json")


def _quoted(value: Any, lang: str) -> str:
    if value is None or value == {}:
        return message("diff.empty", lang)
    text = " ".join(str(value).split())
    return repr(text if len(text) <= 60 else text[:57] + "...")


def _options(change: Change, lang: str) -> str:
    """The changed counts, each option by its name and owner where the comparison has them
    (the exports' wording), else by its id."""
    before: dict[str, int] = change.before or {}
    after: dict[str, int] = change.after or {}
    names = dict(change.option_names)
    keys = sorted(set(before) | set(after))
    return ", ".join(
        f"{names[key].get(lang) if key in names else key} "
        f"{before.get(key, 0)} -> {after.get(key, 0)}"
        for key in keys
        if before.get(key, 0) != after.get(key, 0)
    )


def change_line(change: Change, lang: str) -> str:
    """One change as a line of text."""
    name = change.name.get(lang)
    if change.kind == "changed":
        what = message("diff.the-army", lang) if change.what == "roster" else name
        if change.what != "roster":
            what += f" ({change.path_a})"
        if change.field == "options":
            return message(
                "diff.changed.options",
                lang,
                what=what,
                changes=_options(change, lang),
            )
        if change.field == "points_limit":
            none = message("diff.empty", lang)
            return message(
                "diff.changed.points_limit",
                lang,
                before=none if change.before is None else change.before,
                after=none if change.after is None else change.after,
            )
        return message(
            f"diff.changed.{change.field}",
            lang,
            what=what,
            before=_quoted(change.before, lang),
            after=_quoted(change.after, lang),
        )
    if change.kind == "moved":
        return message(
            "diff.card.moved",
            lang,
            name=name,
            path_a=change.path_a,
            path_b=change.path_b,
            **{"from": _text(change.company_a, lang), "to": _text(change.company_b, lang)},
        )
    path = change.path_b if change.kind == "added" else change.path_a
    company = change.company_b if change.kind == "added" else change.company_a
    return message(
        f"diff.{change.what}.{change.kind}",
        lang,
        name=name,
        path=path,
        company=_text(company, lang),
    )


def _text(value: Text | None, lang: str) -> str:
    return value.get(lang) if value is not None else ""


def _signed(value: int) -> str:
    return f"{value:+d}"


def _figures_line(name: str, a: Figures | None, b: Figures | None, lang: str) -> str:
    absent = message("diff.absent", lang)
    zero = Figures(0, 0, 0)
    delta = (b or zero).minus(a or zero)

    def pair(before: int | None, after: int | None, text: Callable[[int], str] = str) -> str:
        return f"{absent if before is None else text(before)} -> " + (
            absent if after is None else text(after)
        )

    return message(
        "diff.figures.row",
        lang,
        name=name,
        points=pair(a.points if a else None, b.points if b else None),
        dpoints=_signed(delta.points),
        vp=pair(a.victory_points if a else None, b.victory_points if b else None),
        dvp=_signed(delta.victory_points),
        bp=pair(a.break_point if a else None, b.break_point if b else None, break_point_text),
        dbp=_signed(delta.break_point),
    )


def _force_line(force: ForceDelta, lang: str) -> str:
    line = _figures_line(force.name.get(lang), force.a, force.b, lang)
    if force.share_a is not None or force.share_b is not None:

        def pct(value: float | None) -> str:
            if value is None:
                return message("diff.absent", lang)
            number = f"{value:.1f}"
            return (number.replace(".", ",") + "\u00a0%") if lang == "fr" else number + " %"

        share = f"{pct(force.share_a)} -> {pct(force.share_b)}"
        line += "; " + message("diff.figures.share", lang, share=share)
    return line


def render_text(diff: RosterDiff, a: str, b: str, lang: str, *, markdown: bool = False) -> str:
    """The comparison as plain text (or Markdown: headings and bullets)."""
    bullet = "- " if markdown else "  "
    out = [("# " if markdown else "") + message("diff.title", lang, a=a, b=b), ""]
    if diff.same:
        out.append(message("diff.same", lang))
    else:
        out.append(("## " if markdown else "") + message("diff.changes", lang))
        out += [bullet + change_line(change, lang) for change in diff.changes]
    out += ["", ("## " if markdown else "") + message("diff.figures", lang)]
    out += [bullet + _force_line(force, lang) for force in diff.forces]
    out.append(
        bullet + _figures_line(message("diff.total", lang), diff.total_a, diff.total_b, lang)
    )
    return "\n".join(out) + "\n"


def _figures_data(figures: Figures | None) -> dict[str, int] | None:
    if figures is None:
        return None
    return {
        "points": figures.points,
        "victory_points": figures.victory_points,
        "break_point": figures.break_point,
    }


def diff_data(diff: RosterDiff, a: str, b: str, lang: str) -> dict[str, Any]:
    """The comparison as JSON data: ``same``, ``changes``, ``forces`` and ``total``."""
    return {
        "a": a,
        "b": b,
        "same": diff.same,
        "changes": [
            {
                "kind": change.kind,
                "what": change.what,
                "card": change.card,
                "name": change.name.get(lang),
                "path_a": change.path_a,
                "path_b": change.path_b,
                "field": change.field,
                "before": change.before,
                "after": change.after,
                "company_a": _text(change.company_a, lang) or None,
                "company_b": _text(change.company_b, lang) or None,
                "text": change_line(change, lang),
                **(
                    {"option_names": {key: n.get(lang) for key, n in change.option_names}}
                    if change.option_names
                    else {}
                ),
            }
            for change in diff.changes
        ],
        "forces": [
            {
                "list": force.list_id,
                "name": force.name.get(lang),
                "a": _figures_data(force.a),
                "b": _figures_data(force.b),
                "delta": _figures_data(force.delta),
                "share_a": force.share_a,
                "share_b": force.share_b,
            }
            for force in diff.forces
        ],
        "total": {
            "a": _figures_data(diff.total_a),
            "b": _figures_data(diff.total_b),
            "delta": _figures_data(diff.delta),
        },
    }
