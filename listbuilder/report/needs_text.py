"""The models a roster needs, as a text table (the ``needs`` command and the window)."""

from __future__ import annotations

import textwrap

from listbuilder.collection.needs import Needs
from listbuilder.i18n import message
from listbuilder.report.text_table import padded

WIDTH = 78
"""Lines of prose wrap here (or at the table's width), so none runs off a terminal or the
window's report, which keeps lines whole for the table's columns."""


def render_needs(needs: Needs, name: str, lang: str, with_collection: bool) -> str:
    """The models table: per unit (and its book where two share a name), then the total;
    with a collection, what is missing and the cards that cannot be fielded, by name."""
    heads = [message("needs.head", lang), message("needs.col.needed", lang)]
    if with_collection:
        heads += [message("needs.col.owned", lang), message("needs.col.missing", lang)]
    rows = []
    names = [unit.name.get(lang) for unit in needs.units]
    for unit, shown in zip(needs.units, names, strict=True):
        if names.count(shown) > 1:  # the same name in two books: say which
            shown += f" ({unit.book.get(lang) if unit.book else unit.key.split('/')[0]})"
        row = [shown, str(unit.needed)]
        if with_collection:
            row += [str(unit.owned), str(unit.missing)]
        rows.append(row)
    total = [message("needs.total", lang), str(needs.total)]
    if with_collection:
        total += [str(sum(u.owned or 0 for u in needs.units)), str(needs.missing)]
    cells = padded([heads, *rows, total], numeric=range(1, len(heads)))
    head, *body, last = ("  ".join(row).rstrip() for row in cells)
    out = [message("needs.title", lang, name=name or "?"), "", head]
    out.append("  ".join("-" * len(cell) for cell in cells[0]))
    out += [*body, last]
    if with_collection:
        out.append("")
        if needs.missing:
            width = max(WIDTH, len(head))
            short = message("needs.short", lang, count=needs.missing, cards=len(needs.short_cards))
            out += textwrap.wrap(short, width)
            for card in needs.short_names:  # by the names the player reads, one a line
                out += textwrap.wrap(
                    card.shown(lang), width, initial_indent="  - ", subsequent_indent="    "
                )
        else:
            out.append(message("needs.complete", lang))
    return "\n".join(out) + "\n"
