"""Issue 20 item 13: our BattleScribe exports carry what viewers show, unit stat lines and
weapons as profiles of the game system's types, abilities as rules in our own words, and
still read back to the same roster."""

from __future__ import annotations

from functools import cache
from xml.etree import ElementTree as ET

import pytest
from hypothesis import HealthCheck, given, settings

from listbuilder import paths
from listbuilder.codex.models import Unit, Weapon
from listbuilder.interop.battlescribe.roster_exchange.profiles import (
    PROFILE_TYPES,
    UNIT_PROFILE,
    WEAPON_PROFILE,
)
from listbuilder.interop.battlescribe.roster_exchange.rosfile import (
    parse_roster_xml,
    unzip_roster,
    zip_roster,
)
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterReader
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import Roster
from listbuilder.rules.costs import chosen
from tests.conftest import BATTLESCRIBE_DIR, needs_shared
from tests.interop.battlescribe.roster_exchange.exchange import (
    assert_valid_for_battlescribe,
    profile_types,
    rosters,
    shipped_codex,
)

NS = "{http://www.battlescribe.net/schema/rosterSchema}"
EXAMPLES = paths.codex_data_dir().parent / "examples"


def _mixed() -> Roster:
    """A Titan Legion battlegroup with its Warhounds, and a Space Marine army (Tactical
    Companies, a Land Raider Squadron, a Chaplain) beside an Imperial Guard ally."""
    titans = load_roster(EXAMPLES / "titan-legion.yaml")
    marines = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    return Roster(name="Mixed", points_limit=6000, forces=titans.forces + marines.forces)


@cache
def _mixed_root() -> ET.Element:
    data, report = roster_xml(_mixed(), shipped_codex())
    assert not report.notes, report.lines()
    return ET.fromstring(data)


def _kids(node: ET.Element, container: str, tag: str) -> list[ET.Element]:
    box = node.find(f"{NS}{container}")
    return [] if box is None else [kid for kid in box if kid.tag == f"{NS}{tag}"]


def _values(profile: ET.Element) -> dict[str, str]:
    return {c.get("name", ""): c.text or "" for c in profile.iter(f"{NS}characteristic")}


def _profiles(selection: ET.Element, kind: str) -> dict[str, dict[str, str]]:
    return {
        p.get("name", ""): _values(p)
        for p in _kids(selection, "profiles", "profile")
        if p.get("typeName") == kind
    }


# --- expected values, from the codex's own fields ------------------------------------------


def _save(unit: Unit) -> str:
    if unit.save_text:
        return unit.save_text
    parts = []
    if unit.save is not None:
        parts.append(f"{unit.save}+" + (" fixed" if unit.save_fixed else ""))
    if unit.fixed_save is not None:
        parts.append(f"{unit.fixed_save}+ fixed")
    return ", ".join(parts) or "-"


def _expected_unit(unit: Unit) -> dict[str, str]:
    move = unit.move_text or f"{unit.move_cm}cm"
    caf = unit.caf_text or f"{unit.caf:+d}"
    return {
        "Type": ", ".join(c.replace("_", " ").capitalize() for c in unit.unit_class),
        "Move": move,
        "Save": _save(unit),
        "CAF": caf,
        "Morale": f"{unit.morale}+" if unit.morale is not None else "-",
    }


def _figures(weapon: Weapon) -> list[str]:
    """The figures of a plainly parsed weapon line, as a player writes them."""
    found = []
    if weapon.range_cm is not None:
        found.append(f"{weapon.range_cm}cm")
    if weapon.attack_dice is not None:
        found.append(f"{weapon.attack_dice}d6")
    if weapon.barrage_points is not None:
        found.append(f"{weapon.barrage_points} BP")
    if weapon.to_hit is not None:
        found.append(f"{weapon.to_hit}+")
    if weapon.save_mod is not None:
        found.append(f"({weapon.save_mod:+d})" if weapon.save_mod else "(0)")
    return found


def _rules(node: ET.Element) -> dict[str, str]:
    """Every rule in *node*'s tree, by name, with its description."""
    return {r.get("name", ""): r.findtext(f"{NS}description") or "" for r in node.iter(f"{NS}rule")}


# --- the stat lines ------------------------------------------------------------------------------


def test_the_infantry_company_shows_the_stat_lines_the_books_hold() -> None:
    codex = shipped_codex()
    root = _mixed_root()
    ref = codex.find_card("tactical_company", "space_marines")
    assert ref is not None
    companies = [s for s in root.iter(f"{NS}selection") if s.get("name") == "Tactical Company"]
    assert len(companies) == 2
    units = {uc.unit for det in ref.card.composition for uc in det.units}
    assert units  # Company HQ, Tactical Squads, their Rhinos
    for company in companies:
        shown = _profiles(company, "Unit")
        for unit_id in units:
            unit = codex.unit(ref.book.id, unit_id)
            assert unit is not None
            values = shown[unit.name]
            for key, value in _expected_unit(unit).items():
                assert values[key] == value, (unit.name, key)
            for weapon in unit.weapons:
                assert weapon.name in values["Weapons"]
                for figure in _figures(weapon):
                    assert figure in values["Weapons"], (unit.name, weapon.name, figure)
            for ability in unit.abilities:
                found = codex.ability(ability.key)
                assert found is not None
                assert found.name.get("en") in values["Special Rules"]
    squad = _profiles(companies[0], "Unit")["Tactical Squad"]
    assert (squad["Move"], squad["Save"], squad["CAF"]) == ("10cm", "5+", "+2")
    assert squad["Weapons"] == "Bolters 50cm 1d6 5+ (0)"


def test_each_titan_shows_its_stat_line_and_each_chosen_weapon_its_figures() -> None:
    codex = shipped_codex()
    root = _mixed_root()
    roster = _mixed()
    battlegroup = next(
        s for s in root.iter(f"{NS}selection") if s.get("name") == "Warlord Titan Battlegroup"
    )
    ref = codex.find_card("warlord_titan_battlegroup", "titan_legions")
    assert ref is not None
    warlord = codex.unit(ref.book.id, "warlord_titan")
    assert warlord is not None
    titans = _kids(battlegroup, "selections", "selection")
    assert [t.get("name") for t in titans] == ["Warlord Titan"] * 3
    for titan in titans:
        values = _profiles(titan, "Unit")["Warlord Titan"]
        assert values["CAF"] == "+14" == f"{warlord.caf:+d}"
        assert values["Move"] == f"{warlord.move_cm}cm"
        assert values["Save"] == warlord.save_text
    # the titan itself is not shown again on the card's own selection
    assert "Warlord Titan" not in _profiles(battlegroup, "Unit")
    options = roster.forces[0].companies[0].options
    checked = 0
    for group, choice, _ in chosen(ref.card, options):
        titan = titans[(group.instance or 1) - 1]
        picked = next(
            s
            for s in _kids(titan, "selections", "selection")
            if s.get("entryId") == choice.source_id
        )
        shown = _profiles(picked, "Weapon")
        for weapon in choice.weapons:
            values = shown[weapon.name]
            if weapon.close_combat:
                assert "close combat only" in values["Abilities"]
            else:
                figures = " ".join(
                    values[k] for k in ("Range", "Attack Dice", "To Hit") if values[k]
                )
                tsm = values["TSM"]
                for figure in _figures(weapon):
                    assert figure in f"{figures} ({tsm})", (choice.name, figure)
            for ability in choice.abilities:
                found = codex.ability(ability.key)
                assert found is not None
                assert found.display_name("en", ability.param) in values["Abilities"]
            checked += 1
    assert checked == 7
    # a Warhound, bought as its own card, shows its stat line and its two weapons
    warhound = next(s for s in root.iter(f"{NS}selection") if s.get("name") == "Warhound Titan")
    assert _profiles(warhound, "Unit")["Warhound Titan"]["CAF"] == "+8"
    blastgun = next(
        s for s in _kids(warhound, "selections", "selection") if s.get("name") == "Plasma Blastgun"
    )
    assert _profiles(blastgun, "Weapon")["Plasma Blastgun"] == {
        "Range": "50cm",
        "TSM": "-4",
        "Attack Dice": "2d6",
        "Abilities": "",
        "To Hit": "3+",
    }


def test_a_weapon_kept_as_text_is_written_whole_never_guessed() -> None:
    from listbuilder.interop.battlescribe.roster_exchange.profiles import SelectionInfo

    info = SelectionInfo(shipped_codex())
    weapon = Weapon(name="Odd Gun", raw="Odd Gun : see the card, 3 shots", parsed=False)
    [(name, values)] = info.weapon_profiles(weapon)
    assert name == "Odd Gun"
    assert values == {
        "Range": "",
        "TSM": "",
        "Attack Dice": "",
        "Abilities": "Odd Gun : see the card, 3 shots",
        "To Hit": "",
    }


@needs_shared
def test_our_profile_types_are_the_game_systems() -> None:
    types = profile_types()
    for kind in PROFILE_TYPES:
        name, characteristics = types[kind.id]
        assert name == kind.name
        assert list(characteristics.items()) == list(kind.characteristics)
    assert {UNIT_PROFILE.name, WEAPON_PROFILE.name} == {"Unit", "Weapon"}


@needs_shared
def test_the_mixed_roster_is_schema_valid_and_its_profile_types_resolve() -> None:
    data, _ = roster_xml(_mixed(), shipped_codex())
    assert_valid_for_battlescribe(data)
    root = ET.fromstring(data)
    assert len(list(root.iter(f"{NS}profile"))) > 20
    assert len(list(root.iter(f"{NS}rule"))) > 10


# --- the rules ----------------------------------------------------------------------------------


def test_abilities_are_rules_with_our_own_summaries_once_per_card() -> None:
    codex = shipped_codex()
    root = _mixed_root()
    summaries = {a.name.get("en"): a.summary.get("en") for a in codex.abilities.values()}
    ids: dict[str, str] = {}
    cards = [s for f in root.iter(f"{NS}force") for s in _kids(f, "selections", "selection")]
    assert len(cards) == 12
    for card in cards:
        names = [r.get("name", "") for r in card.iter(f"{NS}rule")]
        assert len(names) == len(set(names)), f"a rule repeated in {card.get('name')}"
        for rule in card.iter(f"{NS}rule"):
            name = rule.get("name", "")
            base = name.split(" (")[0]
            described = (
                summaries.get(name)
                or summaries.get(base)
                or next(
                    (text for key, text in summaries.items() if key.split(" (")[0] == base), None
                )
            )
            assert rule.findtext(f"{NS}description") == described, name
            # the same rule keeps its id wherever it is written
            assert ids.setdefault(name, rule.get("id", "")) == rule.get("id")
    # every ability of a company's units is among the company's rules
    company = cards[4]
    assert company.get("name") == "Tactical Company"
    assert {"Transport (2)", "Point Defence (1)", "Headquarters (HQ)"} <= set(_rules(company))
    # the titans' shared rule is written once, on the first titan
    battlegroup = cards[0]
    assert list(_rules(battlegroup)).count("Void Shields (6)") == 1


@cache
def _battlescribe_prose() -> frozenset[str]:
    texts: set[str] = set()
    for path in BATTLESCRIBE_DIR.iterdir():
        if path.suffix in (".cat", ".gst"):
            for element in ET.parse(path).getroot().iter():
                if element.tag.endswith(("description", "characteristic")) and element.text:
                    texts.add(" ".join(element.text.split()).casefold())
    return frozenset(texts)


@needs_shared
def test_rule_descriptions_are_ours_never_battlescribes_prose() -> None:
    theirs = _battlescribe_prose()
    ours = {
        " ".join((d.text or "").split()).casefold() for d in _mixed_root().iter(f"{NS}description")
    }
    assert ours
    assert not ours & theirs


# --- reading back --------------------------------------------------------------------------------


def _read(data: bytes) -> Roster:
    codex = shipped_codex()
    root = parse_roster_xml(unzip_roster(zip_roster(data, "a.ros"), "a.rosz"), "a.rosz")
    back, report = RosterReader(codex, "a.rosz").read(root)
    assert not report.of("bsimport.option-unknown"), report.lines()
    return back


def test_the_mixed_roster_reads_back_the_same() -> None:
    data, _ = roster_xml(_mixed(), shipped_codex())
    assert _read(data) == _mixed()


def test_a_strangers_profiles_and_rules_are_skipped_whatever_they_hold() -> None:
    """Profiles and rules that hide cards, costs and notes inside change nothing read."""
    data, _ = roster_xml(_mixed(), shipped_codex())
    text = data.decode()
    hidden = (
        '<selections><selection id="h" name="Tactical Company" entryId="121d-2845-ec5f-0982" '
        'number="9" type="unit"><costs><cost name="pts" typeId="52f8-db9e-3336-8db6" '
        'value="750"/></costs></selection></selections>'
    )
    junk = (
        "<rules>"
        + (
            '<rule id="x" name="Junk"><customNotes>not a note</customNotes>'
            f"<description>{'long words ' * 2000}</description></rule>"
        )
        * 3
        + "</rules>"
        + f'<profiles><profile id="p" name="Junk" typeId="nope">{hidden}</profile></profiles>'
    )
    # after each card's opening tag: where our own rules and profiles stand
    marker = 'type="unit">'
    assert marker in text
    hostile = text.replace(marker, marker + junk).encode()
    assert _read(hostile) == _mixed()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(roster=rosters())
@needs_shared
def test_generated_rosters_with_profiles_are_schema_valid(roster: Roster) -> None:
    data, _ = roster_xml(roster, shipped_codex())
    assert_valid_for_battlescribe(data)


@pytest.mark.parametrize(
    "example", sorted(p.name for p in EXAMPLES.glob("*.yaml") if "tournament" not in p.name)
)
def test_every_example_shows_a_stat_line_on_every_card(example: str) -> None:
    data, _ = roster_xml(load_roster(EXAMPLES / example), shipped_codex())
    root = ET.fromstring(data)
    for force in root.iter(f"{NS}force"):
        for card in _kids(force, "selections", "selection"):
            assert any(p.get("typeName") == "Unit" for p in card.iter(f"{NS}profile")), card.get(
                "name"
            )
