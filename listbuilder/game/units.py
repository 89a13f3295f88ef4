"""The models each card of a roster fields, with their stat lines, read for the table.

Game mode's odds dialog picks a model's CAF from here, and the phone page shows every
detachment's stat line, weapons and abilities from it, in each language the catalogue
speaks: the same units, in the same order, as the printed army cards
(:mod:`listbuilder.printing.army_cards`), a card's own and chosen weapons with its first unit.
"""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.display import (
    codex_ability_label,
    is_instruction,
    unit_class_text,
    unit_save_text,
    weapon_text,
)
from listbuilder.codex.models import Unit
from listbuilder.i18n import LANGUAGES
from listbuilder.i18n.text import Text
from listbuilder.records import record
from listbuilder.rules.context import Entry, RuleContext
from listbuilder.rules.costs import chosen


@record(slots=True)
class UnitLine:
    """One model type of a card: its stat line, weapons and abilities."""

    key: str
    name: Text
    caf: int | None
    """None when the book prints no number (a text such as ``special``: see :attr:`caf_label`)."""
    caf_label: str
    move: str
    classes: Text
    save: Text
    weapons: dict[str, tuple[str, ...]]
    """Per language, each weapon as the army card words it."""
    abilities: dict[str, tuple[str, ...]]
    """Per language, the abilities' names."""


def _text(texts: dict[str, str]) -> Text:
    english = texts["en"]
    return Text.from_mapping({k: v for k, v in texts.items() if k == "en" or v != english})


def _units(entry: Entry, codex: Codex) -> list[Unit]:
    card = entry.card
    if card is None or entry.ref is None:
        return []
    ids = [uc.unit for det in card.composition for uc in det.units]
    for _, choice, _ in chosen(card, entry.element.options):
        ids += [uc.unit for uc in choice.units]
    found = (codex.unit(entry.ref.book.id, uid) for uid in dict.fromkeys(ids))
    return [unit for unit in found if unit is not None]


def entry_units(entry: Entry, codex: Codex) -> tuple[UnitLine, ...]:
    """The units of one roster entry, the card's own and chosen weapons with the first."""
    card = entry.card
    if card is None:
        return ()
    extra = [*card.weapons]
    extra += [w for _, choice, _ in chosen(card, entry.element.options) for w in choice.weapons]
    labels = {lang: codex_ability_label(codex, lang) for lang in LANGUAGES}
    lines = []
    for index, unit in enumerate(_units(entry, codex)):
        weapons = [w for w in unit.weapons if not is_instruction(w)]
        if index == 0:
            weapons += extra
        abilities = {}
        for lang in LANGUAGES:
            names = [labels[lang](ref) for ref in unit.abilities]
            abilities[lang] = tuple(dict.fromkeys(names))
        lines.append(
            UnitLine(
                key=unit.id,
                name=_text({lang: unit.display_name(lang) for lang in LANGUAGES}),
                caf=unit.caf,
                caf_label=unit.caf_label,
                move=unit.move_label,
                classes=_text({lang: unit_class_text(unit, lang) for lang in LANGUAGES}),
                save=_text({lang: unit_save_text(unit, lang) for lang in LANGUAGES}),
                weapons={
                    lang: tuple(weapon_text(w, lang, labels[lang]) for w in weapons)
                    for lang in LANGUAGES
                },
                abilities=abilities,
            )
        )
    return tuple(lines)


def army_units(ctx: RuleContext) -> dict[str, tuple[UnitLine, ...]]:
    """Every card's units, by the card's path (as :class:`~listbuilder.game.army.GameCard`)."""
    return {entry.path: entry_units(entry, ctx.codex) for entry in ctx.entries}
