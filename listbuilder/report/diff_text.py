"""A roster comparison worded for a reader: plain text, Markdown, or JSON data.

Only words here; :mod:`listbuilder.report.diff` finds the differences and their figures.
"""

from __future__ import annotations

from typing import Any

from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_number, format_percent
from listbuilder.i18n.text import Text
from listbuilder.report.diff import Change, Figures, ForceDelta, RosterDiff
from listbuilder.report.numbers import break_point_text

DIFF_FORMATS = ("text", "markdown", "json")


def _quoted(value: Any, lang: str) -> str:
    if value is None or value == {}:
        return message("diff.empty", lang)
    text = " ".join(str(value).split())
    text = text if len(text) <= 60 else text[:57] + "..."
    return f"\u00ab\u00a0{text}\u00a0\u00bb" if lang == "fr" else f"\u201c{text}\u201d"


def _option_name(change: Change, key: str, lang: str) -> str:
    names = dict(change.option_names)
    return names[key].get(lang) if key in names else key


def _options(change: Change, lang: str) -> str:
    """The changed counts in words, each option by its name and owner where the comparison
    has them (the exports' wording), else by its id: ``Command Rhino (Company Commissar)
    removed``."""
    before: dict[str, int] = change.before or {}
    after: dict[str, int] = change.after or {}
    worded = []
    for key in sorted(set(before) | set(after)):
        was, now = before.get(key, 0), after.get(key, 0)
        if was == now:
            continue
        name = _option_name(change, key, lang)
        if was == 0 and now == 1:
            worded.append(message("diff.option.added", lang, name=name))
        elif was == 1 and now == 0:
            worded.append(message("diff.option.removed", lang, name=name))
        else:
            worded.append(message("diff.option.count", lang, name=name, before=was, after=now))
    return ", ".join(worded)


def _options_held(
    change: Change, counts: dict[str, int] | None, other: dict[str, int] | None, lang: str
) -> str:
    """The changed options as one side holds them: ``Command Rhino (Company Commissar)``,
    ``2 × Heavy Bolter``; ``(none)`` when that side has none of them."""
    other = other or {}
    counts = counts or {}
    held = [
        (_option_name(change, key, lang), counts.get(key, 0))
        for key in sorted(set(counts) | set(other))
        if counts.get(key, 0) != other.get(key, 0) and counts.get(key, 0)
    ]
    if not held:
        return message("diff.empty", lang)
    return ", ".join(name if count == 1 else f"{count} \u00d7 {name}" for name, count in held)


def change_line(change: Change, lang: str) -> str:
    """One change as a player would say it."""
    name = change.name.get(lang)
    if change.kind == "changed":
        what = message("diff.the-army", lang) if change.what == "roster" else name
        if change.field == "options":
            return message(
                "diff.changed.options",
                lang,
                what=what,
                changes=_options(change, lang),
            )
        if change.field in ("points_limit", "pack"):
            none = message("diff.empty", lang)
            return message(
                f"diff.changed.{change.field}",
                lang,
                before=none if change.before is None else change.before,
                after=none if change.after is None else change.after,
            )
        return message(
            f"diff.changed.{change.field}",
            lang,
            what=what[:1].upper() + what[1:],
            before=_quoted(change.before, lang),
            after=_quoted(change.after, lang),
        )
    if change.kind == "moved":
        return message(
            "diff.card.moved",
            lang,
            name=name,
            **{"from": _text(change.company_a, lang), "to": _text(change.company_b, lang)},
        )
    company = change.company_b if change.kind == "added" else change.company_a
    return message(
        f"diff.{change.what}.{change.kind}",
        lang,
        name=name,
        company=_text(company, lang),
    )


def side_texts(change: Change, lang: str) -> tuple[str, str, str]:
    """One change side by side: what it is about, how it was, how it is."""
    name = change.name.get(lang)
    if change.kind == "added":
        company = _text(change.company_b, lang)
        after = (
            message("diff.side.added-to", lang, company=company)
            if change.what == "card" and company
            else message("diff.side.added", lang)
        )
        return name, message("diff.side.not-there", lang), after
    if change.kind == "removed":
        company = _text(change.company_a, lang)
        before = (
            message("diff.side.in", lang, company=company)
            if change.what == "card" and company
            else message("diff.side.removed", lang)
        )
        return name, before, message("diff.side.removed", lang)
    if change.kind == "moved":
        return (
            name,
            message("diff.side.in", lang, company=_text(change.company_a, lang)),
            message("diff.side.moved-to", lang, company=_text(change.company_b, lang)),
        )
    title = message("diff.the-army", lang) if change.what == "roster" else name
    title = title[:1].upper() + title[1:]
    key = f"diff.side.{change.field}"
    if change.field == "options":
        return (
            title,
            message(key, lang, value=_options_held(change, change.before, change.after, lang)),
            message(key, lang, value=_options_held(change, change.after, change.before, lang)),
        )
    if change.field in ("points_limit", "pack"):
        none = message("diff.empty", lang)
        return (
            title,
            message(key, lang, value=none if change.before is None else change.before),
            message(key, lang, value=none if change.after is None else change.after),
        )
    empty = message("diff.empty", lang)
    return (
        title,
        message(key, lang, value=empty if change.before is None else change.before),
        message(key, lang, value=empty if change.after is None else change.after),
    )


def _text(value: Text | None, lang: str) -> str:
    return value.get(lang) if value is not None else ""


def _signed(value: int, lang: str) -> str:
    """``+1,200``, ``-50``, ``+0``: a change, with its sign, grouped as any figure."""
    return ("+" if value >= 0 else "") + format_number(value, lang)


def figures_set(figures: Figures | None, share: float | None, lang: str) -> str:
    """One side's figures: ``3,000 pts, 30 VP, BP 15, 78.3% of the base``, or ``absent``.

    The share is of the base the rules count (the points limit, or the points spent when
    none is set), written as every other channel writes the allies' share."""
    if figures is None:
        return message("diff.absent", lang)
    text = message(
        "diff.figures.set",
        lang,
        points=figures.points,
        vp=figures.victory_points,
        bp=break_point_text(figures.break_point),
    )
    if share is not None:
        text += ", " + message("diff.figures.share", lang, share=format_percent(share, lang))
    return text


def _change_set(a: Figures | None, b: Figures | None, lang: str) -> str:
    zero = Figures(0, 0, 0)
    delta = (b or zero).minus(a or zero)
    return message(
        "diff.figures.set",
        lang,
        points=_signed(delta.points, lang),
        vp=_signed(delta.victory_points, lang),
        bp=_signed(delta.break_point, lang),
    )


def _figures_line(
    name: str,
    a: Figures | None,
    b: Figures | None,
    lang: str,
    shares: tuple[float | None, float | None] = (None, None),
) -> str:
    return message(
        "diff.figures.row",
        lang,
        name=name,
        before=figures_set(a, shares[0], lang),
        after=figures_set(b, shares[1], lang),
        change=_change_set(a, b, lang),
    )


def _force_line(force: ForceDelta, lang: str) -> str:
    return _figures_line(
        force.name.get(lang), force.a, force.b, lang, (force.base_share_a, force.base_share_b)
    )


def side_by_side(diff: RosterDiff, lang: str) -> list[tuple[str, str, str]]:
    """The comparison as rows of (what, before, after): every change, then each force's
    figures and the whole army's, for the window's two columns."""
    rows = [side_texts(change, lang) for change in diff.changes]
    for force in diff.forces:
        rows.append(
            (
                force.name.get(lang),
                figures_set(force.a, force.base_share_a, lang),
                figures_set(force.b, force.base_share_b, lang),
            )
        )
    rows.append(
        (
            message("diff.total", lang),
            figures_set(diff.total_a, None, lang),
            figures_set(diff.total_b, None, lang),
        )
    )
    return rows


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
                "base_share_a": force.base_share_a,
                "base_share_b": force.base_share_b,
            }
            for force in diff.forces
        ],
        "total": {
            "a": _figures_data(diff.total_a),
            "b": _figures_data(diff.total_b),
            "delta": _figures_data(diff.delta),
        },
    }
