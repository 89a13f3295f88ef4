"""Short readable texts of codex values, shared by the CLI, the GUI and the printer."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from listbuilder.codex.models import AbilityRef, Unit, Weapon
from listbuilder.i18n import catalog, message

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex

AbilityLabel = Callable[[AbilityRef], str]


def unit_class_word(unit_class: str, lang: str = "en") -> str:
    """One unit class in *lang* (``light_artillery`` as "Light artillery", "Artillerie
    légère"); a class the catalogue does not know is shown as its id in words."""
    key = f"unit.class.{unit_class}"
    if key in catalog():
        return message(key, lang)
    return unit_class.replace("_", " ").capitalize()


def unit_class_words(unit: Unit, lang: str = "en") -> list[str]:
    """A unit's classes in *lang*; the book's own words when it gives no class, else "-"."""
    if unit.unit_class:
        return [unit_class_word(name, lang) for name in unit.unit_class]
    return [unit.type_text or "-"]


def unit_class_text(unit: Unit, lang: str = "en") -> str:
    """A unit's classes in *lang*, as the window, the army cards and ``codex show`` print
    them ("Superheavy, Vehicle")."""
    return ", ".join(unit_class_words(unit, lang))


def unit_save_text(unit: Unit, lang: str = "en") -> str:
    """A unit's save as the window, the army cards and ``codex show`` print it: ``4+``,
    ``3+ fixed`` (``3+ fixe``), or the book's own words where it gives no figure."""
    if unit.save_text:
        return unit.save_text
    parts = []
    if unit.save is not None:
        fixed = unit.save_fixed
        parts.append(message("unit.save.fixed", lang, save=unit.save) if fixed else f"{unit.save}+")
    if unit.fixed_save is not None:
        parts.append(message("unit.save.fixed", lang, save=unit.fixed_save))
    return ", ".join(parts) if parts else "-"


def ability_ref_text(ref: AbilityRef) -> str:
    """``penetrating(+2)`` as ``penetrating (+2)``, for texts made without the codex."""
    name = ref.key.replace("_", " ")
    return name if ref.param is None else f"{name} ({ref.param})"


def codex_ability_label(codex: Codex, lang: str) -> AbilityLabel:
    """Ability names as the codex gives them in *lang* (``Pénétration (+2)``)."""

    def label(ref: AbilityRef) -> str:
        ability = codex.ability(ref.key)
        return ability.display_name(lang, ref.param) if ability else ability_ref_text(ref)

    return label


def close_combat_bonus(
    weapon: Weapon, lang: str = "en", ability_label: AbilityLabel = ability_ref_text
) -> str:
    """``in close combat: +D6 CAF, penetrating (+2)``; empty for a weapon without one."""
    parts = [f"+{weapon.caf_bonus.text} CAF"] if weapon.caf_bonus else []
    parts += [ability_label(ref) for ref in weapon.close_combat_abilities]
    if not parts:
        return ""
    return message("weapon.in_close_combat", lang, bonus=", ".join(parts))


def weapon_text(
    weapon: Weapon, lang: str = "en", ability_label: AbilityLabel = ability_ref_text
) -> str:
    """``Bolters 50cm 1d6 5+ (0)``: the parsed stats, or the source text where none parsed."""
    name = weapon.display_name(lang)
    if not weapon.parsed:
        raw = weapon.raw or weapon.name
        if name != weapon.name and raw.startswith(weapon.name):
            return name + raw[len(weapon.name) :]
        return raw
    if weapon.close_combat:
        return f"{name}: {message('weapon.close_combat', lang)}"
    if weapon.modes:
        modes = []
        for mode in weapon.modes:
            label = mode.display_name(lang) if mode.name != weapon.name else ""
            modes.append(f"{label} {weapon_stats(mode, lang, ability_label)}".strip())
        text = f"{name}: {' / '.join(modes)}"
        return f"{text} - {weapon.notes}" if weapon.notes else text
    return f"{name} {weapon_stats(weapon, lang, ability_label)}".strip()


def weapon_stats(
    weapon: Weapon, lang: str = "en", ability_label: AbilityLabel = ability_ref_text
) -> str:
    """The figures of one profile: ``50cm 1d6 5+ (0)``, with its close-combat bonus and notes."""
    parts: list[str] = []
    if weapon.multiplier:
        parts.append(f"{weapon.multiplier}x")
    if weapon.range_label:
        parts.append(weapon.range_label)
    elif weapon.range_text:
        parts.append(weapon.range_text)
    if weapon.template:
        parts.append(weapon.template.replace("_", " "))
    if weapon.attack_label:
        parts.append(weapon.attack_label)
    if weapon.to_hit_label:
        parts.append(weapon.to_hit_label)
    elif weapon.auto_hit:
        parts.append(message("weapon.auto_hit", lang))
    if weapon.save_mod is not None:
        parts.append(f"({weapon.save_mod:+d})" if weapon.save_mod else "(0)")
    elif weapon.save_mod_text:
        parts.append(f"({weapon.save_mod_text})")
    text = " ".join(parts)
    bonus = close_combat_bonus(weapon, lang, ability_label)
    if bonus:
        text += f"; {bonus}"
    if weapon.notes:
        text += f" - {weapon.notes}"
    return text


_INSTRUCTION = re.compile(r"^\s*(pick|choose|see)\b", re.IGNORECASE)


def is_instruction(weapon: Weapon) -> bool:
    """A weapon line that only tells the player where the weapons are ("Pick four from list",
    "See weapon profiles."): the chosen or the card's own weapons stand in its place."""
    return not weapon.parsed and _INSTRUCTION.match(weapon.raw or weapon.name) is not None


def saves_by_location(unit: Unit) -> bool:
    """Whether the unit's save is taken by hit location ("See Card", "See hit template"),
    on a template its army book holds, rather than one printed figure."""
    return unit.save is None and _INSTRUCTION.match(unit.save_text or "") is not None
