"""Short readable texts of codex values, shared by the CLI, the GUI and the printer."""

from __future__ import annotations

from listbuilder.codex.models import Weapon
from listbuilder.i18n import message


def weapon_text(weapon: Weapon, lang: str = "en") -> str:
    """``Bolters 50cm 1d6 5+ (0)``: the parsed stats, or the source text where none parsed."""
    if not weapon.parsed:
        return weapon.raw or weapon.name
    if weapon.close_combat:
        return f"{weapon.name}: {message('weapon.close_combat', lang)}"
    parts: list[str] = []
    if weapon.range_cm is not None:
        low = f"{weapon.min_range_cm}-" if weapon.min_range_cm else ""
        parts.append(f"{low}{weapon.range_cm}cm")
    elif weapon.range_text:
        parts.append(weapon.range_text)
    if weapon.template:
        parts.append(weapon.template.replace("_", " "))
    if weapon.attack_label:
        parts.append(weapon.attack_label)
    if weapon.to_hit is not None:
        parts.append(f"{weapon.to_hit}+")
    if weapon.save_mod is not None:
        parts.append(f"({weapon.save_mod:+d})" if weapon.save_mod else "(0)")
    elif weapon.save_mod_text:
        parts.append(f"({weapon.save_mod_text})")
    text = f"{weapon.name} {' '.join(parts)}".strip()
    if weapon.notes:
        text += f" - {weapon.notes}"
    return text
