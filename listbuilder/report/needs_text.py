"""The models a roster needs, as a text table (the ``needs`` command and the window)."""

from __future__ import annotations

from listbuilder.collection.needs import Needs
from listbuilder.i18n import message
from listbuilder.report.text_table import padded


def render_needs(needs: Needs, name: str, lang: str, with_collection: bool) -> str:
    """The models table: per unit (and its book where two share a name), then the total."""
    heads = [message("needs.head", lang), message("needs.col.needed", lang)]
    if with_collection:
        heads += [message("needs.col.owned", lang), message("needs.col.missing", lang)]
    rows = []
    names = [unit.name.get(lang) for unit in needs.units]
    for unit, shown in zip(needs.units, names, strict=True):
        if names.count(shown) > 1:  # the same name in two books: say which
            shown += f" ({unit.key.split('/')[0]})"
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
            out.append(
                message(
                    "needs.short",
                    lang,
                    count=needs.missing,
                    cards=len(needs.short_cards),
                    paths=", ".join(needs.short_cards),
                )
            )
        else:
            out.append(message("needs.complete", lang))
    return "\n".join(out) + "\n"
