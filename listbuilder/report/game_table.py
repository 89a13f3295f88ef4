"""Each card's break point, VP, morale and models, for an organiser's scoring sheet.

``listbuilder summary`` prints it as a table and its ``--json`` carries it as ``cards``: one
record per card in roster order, read from :mod:`listbuilder.game.army` (the same figures the
game-day sheet and the tracker use).
"""

from __future__ import annotations

from typing import Any

from listbuilder.game.army import GameArmy, GameCard
from listbuilder.i18n import message
from listbuilder.report.numbers import break_point_text
from listbuilder.report.numbers import morale_text as morale_of
from listbuilder.report.text_table import padded


def morale_text(card: GameCard) -> str:
    return morale_of(card.morale)


def card_record(card: GameCard, lang: str) -> dict[str, Any]:
    """One card as plain data; ``titans`` holds the VP each destructible gives on its own."""
    return {
        "path": card.path,
        "card": card.key,
        "name": card.name.get(lang),
        "type": card.card_type,
        "company": card.company_label.get(lang),
        "points": card.points,
        "break_point": card.break_point,
        "breaks_at": card.breaks_at,
        "victory_points": card.victory_points,
        "break_vp": card.break_vp,
        "morale": card.morale,
        "break_text": card.break_text.get(lang) if card.break_text is not None else None,
        "models": card.models,
        "morale_tests": card.morale_tests,
        "destroyed_vp": [item.victory_points for item in card.destructibles],
    }


def card_records(army: GameArmy, lang: str) -> list[dict[str, Any]]:
    return [card_record(card, lang) for card in army.cards]


def card_note(card: GameCard, lang: str) -> str:
    """What a player must know beyond the figures: titans' VP, a card with no break point,
    the detachments that test one by one."""
    notes = []
    if card.destructibles:
        vps = ", ".join(str(item.victory_points) for item in card.destructibles)
        notes.append(message("game.note.destroyed", lang, vps=vps))
    if card.break_point == 0 and card.boxes:
        notes.append(message("game.note.all_lost", lang, count=card.boxes))
    if card.morale_tests > 1:
        notes.append(message("game.note.detachments", lang, count=card.morale_tests))
    return "; ".join(notes)


def render_card_table(army: GameArmy, lang: str) -> str:
    """The table as plain text: companies flush left, their attached cards indented."""
    heads = [message(f"game.col.{key}", lang) for key in ("card", "models", "bp", "vp", "morale")]
    rows: list[list[str]] = []
    for card in army.cards:
        if card.is_structure:
            name = card.name.get(lang)
        elif card.attached is None:
            name = card.company_label.get(lang)
        else:
            name = "  " + card.name.get(lang)
        bp = break_point_text(card.break_point)
        if card.break_text is not None:
            bp = f"{bp} ({card.break_text.get(lang)})"
        rows.append([name, str(card.models), bp, str(card.victory_points), morale_text(card)])
    head, *lines = ("  " + "  ".join(cells) for cells in padded([heads, *rows], range(1, 5)))
    out = [message("game.table.title", lang), head]
    for card, line in zip(army.cards, lines, strict=True):
        note = card_note(card, lang)
        out.append(line + (f"  ({note})" if note else ""))
    return "\n".join(out) + "\n"
