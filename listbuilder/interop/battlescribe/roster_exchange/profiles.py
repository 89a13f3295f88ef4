"""What a roster viewer shows of a selection: unit stat lines and weapons as BattleScribe
``<profiles>``, abilities as ``<rules>``, in the game system's own profile types.

The NetEpic Gold game system (the ``.gst`` every NetEpic catalogue loads) defines a
"Unit" profile type (Type, Move, Save, CAF, Weapons, Morale, Special Rules) and a
"Weapon" one (Range, TSM, Attack Dice, Abilities, To Hit); their ids and names below
are the ``.gst``'s, so BattleScribe, New Recruit and other viewers loading the real
data put each profile in its table. As in that data, a unit's own weapons are written
in its stat line's Weapons column; weapons bought as options or carried by the card
(a titan's arms, an off-board barrage) get a Weapon profile each.

Placement follows BattleScribe: a profile or rule sits on the selection that has it (a
card's units and abilities on the card, a transport or a titan's weapon on that
option's selection, each titan of a battlegroup on its own). BattleScribe repeats a rule
on every selection that has it; we write it once per card (on the card's own selection
when the card has it, else on the first of its selections that does), whatever number of
its units, titans and weapons carry it: viewers gather a unit's rules from the selections
below it, so each card still shows all of its rules, and the file stays small. Another
card with the same rule repeats it, with the same id. Texts are ours: names and summaries
from ``codex_data/abilities.yaml``, figures from the books. Readers skip all of it (ours
rebuilds everything from the entry ids and options).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from functools import cached_property
from xml.etree.ElementTree import Element, SubElement

from listbuilder.codex.codex import Codex
from listbuilder.codex.display import (
    close_combat_bonus,
    codex_ability_label,
    is_instruction,
    unit_class_text,
    unit_save_text,
    weapon_text,
)
from listbuilder.codex.models import AbilityRef, Unit, Weapon
from listbuilder.i18n import message
from listbuilder.records import record
from listbuilder.report.inert import xml_text


@record
class ProfileType:
    """A profile type of the NetEpic Gold game system: its id, name and columns."""

    id: str
    name: str
    characteristics: tuple[tuple[str, str], ...]
    """(characteristic type id, name) in the game system's order."""


UNIT_PROFILE = ProfileType(
    "8550-7363-7647-120f",
    "Unit",
    (
        ("a4c9-dbfe-e22d-4989", "Type"),
        ("bebf-5a70-33c4-fe7f", "Move"),
        ("055d-0b88-bbaf-dc8c", "Save"),
        ("fed2-08a4-b3f9-f4f3", "CAF"),
        ("8e21-035a-6cdc-67eb", "Weapons"),
        ("3bb5-71b6-c61b-07da", "Morale"),
        ("2a20-9420-2ae5-5339", "Special Rules"),
    ),
)
WEAPON_PROFILE = ProfileType(
    "5c77-81ac-c834-108d",
    "Weapon",
    (
        ("85fe-b75a-086b-17ae", "Range"),
        ("13e3-8118-9513-8b6c", "TSM"),
        ("1951-4828-9dad-0022", "Attack Dice"),
        ("0a4e-e64b-35b1-6b86", "Abilities"),
        ("2ee3-5c9a-c182-78b6", "To Hit"),
    ),
)
PROFILE_TYPES = (UNIT_PROFILE, WEAPON_PROFILE)
SHARED_TAGS = frozenset({"profile", "rule"})
"""One element of each profile and rule is built and placed under every selection that
shows it, never changed after: a writer may write each once (:mod:`.xml_out`)."""
FLAT_TAGS = frozenset({"profiles", "rules"})
"""Written without indentation inside (:mod:`.xml_out`): what BattleScribe shows, not what a
reader of the file looks through, and two thirds of the elements a reader parses."""


def _stable_id(*parts: str) -> str:
    """A BattleScribe-shaped id (``xxxx-xxxx-xxxx-xxxx``) from the content: the same unit,
    weapon or rule gets the same id wherever it is written, as in BattleScribe's rosters."""
    digest = hashlib.sha1("\0".join(parts).encode()).hexdigest()
    return "-".join(digest[i : i + 4] for i in range(0, 16, 4))


def _joined(parts: Iterable[str]) -> str:
    return ", ".join(dict.fromkeys(p for p in parts if p))


class SelectionInfo:
    """The profiles and rules of a card's selections, from codex units, weapons and
    abilities: queued selection by selection (:meth:`add`), written once the card is done
    (:meth:`flush`). Values and elements are built once per writer and reused."""

    def __init__(self, codex: Codex, lang: str = "en") -> None:
        self.codex = codex
        self.lang = lang
        self.label = codex_ability_label(codex, lang)
        self._rules: dict[str, Element] = {}
        self._units: dict[int, tuple[Unit, _Profile, list[AbilityRef]]] = {}
        self._weapons: dict[tuple[int, tuple[str, ...]], tuple[Weapon, list[_Profile]]] = {}
        self._pending: list[tuple[Element, list[_Profile], list[AbilityRef]]] = []

    # --- values -------------------------------------------------------------------------

    def unit_values(self, unit: Unit) -> dict[str, str]:
        """A unit's stat line, by characteristic name of the "Unit" profile type."""
        lang = self.lang
        weapons = [weapon_text(w, lang, self.label) for w in unit.weapons if not is_instruction(w)]
        special = [self.label(ref) for ref in unit.abilities]
        special += [
            f"{key.replace('_', ' ').title()}: {value}" for key, value in unit.extra.items()
        ]
        morale = unit.morale_text or (f"{unit.morale}+" if unit.morale is not None else "-")
        return {
            "Type": unit_class_text(unit, lang),
            "Move": unit.move_label.replace(" cm", "cm"),
            "Save": unit_save_text(unit, lang),
            "CAF": unit.caf_label,
            "Weapons": "; ".join(weapons),
            "Morale": morale,
            "Special Rules": _joined(special),
        }

    def weapon_profiles(
        self, weapon: Weapon, extra: Sequence[AbilityRef] = ()
    ) -> list[tuple[str, dict[str, str]]]:
        """The "Weapon" profiles of one weapon line: one per firing mode, named after it;
        *extra* abilities (those of the option that buys the weapon) in each."""
        name = weapon.display_name(self.lang)
        if weapon.multiplier:
            name = f"{name} ({weapon.multiplier}x)"
        if weapon.parsed and weapon.modes:
            return [
                (
                    name
                    if mode.name == weapon.name
                    else f"{name} - {mode.display_name(self.lang)}",
                    self.weapon_values(mode, extra, weapon.notes),
                )
                for mode in weapon.modes
            ]
        return [(name, self.weapon_values(weapon, extra))]

    def weapon_values(
        self, weapon: Weapon, extra: Sequence[AbilityRef] = (), notes: str | None = None
    ) -> dict[str, str]:
        """One firing profile, by characteristic name of the "Weapon" profile type; a line the
        books keep only as text is written whole in Abilities, no figure guessed."""
        lang = self.lang
        if not weapon.parsed:
            text = weapon_text(weapon, lang, self.label)
            return {"Range": "", "TSM": "", "Attack Dice": "", "Abilities": text, "To Hit": ""}
        abilities: list[str] = []
        if weapon.close_combat:
            abilities.append(message("weapon.close_combat", lang))
        if weapon.template:
            abilities.append(weapon.template.replace("_", " "))
        abilities += [self.label(ref) for ref in [*weapon.abilities, *extra]]
        abilities.append(close_combat_bonus(weapon, lang, self.label))
        abilities += [weapon.notes or "", notes or ""]
        if weapon.save_mod is not None:
            tsm = f"{weapon.save_mod:+d}" if weapon.save_mod else "0"
        else:
            tsm = weapon.save_mod_text or ""
        to_hit = weapon.to_hit_label or (
            message("weapon.auto_hit", lang) if weapon.auto_hit else ""
        )
        return {
            "Range": weapon.range_label or weapon.range_text or "",
            "TSM": tsm,
            "Attack Dice": weapon.attack_label,
            "Abilities": _joined(abilities),
            "To Hit": to_hit,
        }

    # --- elements -----------------------------------------------------------------------

    def add(
        self,
        selection: Element,
        units: Sequence[Unit] = (),
        weapons: Sequence[Weapon] = (),
        abilities: Sequence[AbilityRef] = (),
        *,
        weapon_abilities: bool = False,
        first: bool = False,
    ) -> None:
        """Queue what *selection* shows, written by :meth:`flush` (*first*: before what is
        queued already). With *weapon_abilities*, the *abilities* are the weapons' (a
        weapon option's rules) and show in their Abilities column too."""
        profiles: list[_Profile] = []
        refs: list[AbilityRef] = list(abilities)
        for unit in {unit.id: unit for unit in units}.values():
            profile, unit_refs = self._unit(unit)
            profiles.append(profile)
            refs += unit_refs
        extra = tuple(abilities) if weapon_abilities else ()
        for weapon in weapons:
            profiles += self._weapon(weapon, extra)
        refs += _weapon_refs(weapons)
        if profiles or refs:
            self._pending.insert(0 if first else len(self._pending), (selection, profiles, refs))

    def flush(self) -> None:
        """Write the queued selections' ``<rules>`` and ``<profiles>`` where the schema wants
        them (after the notes, before the selections). A rule goes on the first queued
        selection that has it only: flush once per card, so each card shows its rules once."""
        written: set[str] = set()
        for selection, profiles, refs in self._pending:
            rules = []
            for ref in refs:
                if ref.text not in written:
                    written.add(ref.text)
                    rules.append(self._rule(ref))
            at = 1 if len(selection) and selection[0].tag == "customNotes" else 0
            if rules:
                container = Element("rules")
                container.extend(rules)
                selection.insert(at, container)
                at += 1
            if profiles:
                container = Element("profiles")
                container.extend(profile.element for profile in profiles)
                selection.insert(at, container)
        self._pending.clear()

    def _unit(self, unit: Unit) -> tuple[_Profile, list[AbilityRef]]:
        found = self._units.get(id(unit))
        if found is None or found[0] is not unit:
            values = self.unit_values(unit)
            profile = _Profile.of(unit.display_name(self.lang), UNIT_PROFILE, values)
            found = (unit, profile, [*unit.abilities, *_weapon_refs(unit.weapons)])
            self._units[id(unit)] = found
        return found[1], found[2]

    def _weapon(self, weapon: Weapon, extra: tuple[AbilityRef, ...]) -> list[_Profile]:
        key = (id(weapon), tuple(ref.text for ref in extra))
        found = self._weapons.get(key)
        if found is None or found[0] is not weapon:
            profiles = [
                _Profile.of(name, WEAPON_PROFILE, values)
                for name, values in self.weapon_profiles(weapon, extra)
            ]
            found = (weapon, profiles)
            self._weapons[key] = found
        return found[1]

    def _rule(self, ref: AbilityRef) -> Element:
        rule = self._rules.get(ref.text)
        if rule is None:
            ability = self.codex.ability(ref.key)
            name = xml_text(self.label(ref))
            description = xml_text(ability.summary.get(self.lang)) if ability is not None else ""
            rule = Element("rule", {"id": _stable_id("rule", name, description), "name": name})
            if description:
                SubElement(rule, "description").text = description
            self._rules[ref.text] = rule
        return rule


@record
class _Profile:
    """A profile ready to write: its texts made XML-safe once, however often it is written."""

    id: str
    name: str
    kind: ProfileType
    texts: tuple[str, ...]

    @classmethod
    def of(cls, name: str, kind: ProfileType, values: dict[str, str]) -> _Profile:
        texts = tuple(xml_text(values.get(type_name, "")) for _, type_name in kind.characteristics)
        return cls(_stable_id(kind.id, name, *texts), xml_text(name), kind, texts)

    @cached_property
    def element(self) -> Element:
        profile = Element(
            "profile",
            {"id": self.id, "name": self.name, "typeId": self.kind.id, "typeName": self.kind.name},
        )
        container = SubElement(profile, "characteristics")
        for (type_id, type_name), text in zip(self.kind.characteristics, self.texts, strict=True):
            SubElement(
                container, "characteristic", {"name": type_name, "typeId": type_id}
            ).text = text
        return profile


def _weapon_refs(weapons: Iterable[Weapon]) -> list[AbilityRef]:
    refs: list[AbilityRef] = []
    for weapon in weapons:
        refs += weapon.abilities
        refs += weapon.close_combat_abilities
        refs += _weapon_refs(weapon.modes)
    return refs
