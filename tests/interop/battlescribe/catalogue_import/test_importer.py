from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.loader import load_codex_uncached
from listbuilder.codex.plain import values
from listbuilder.errors import ImportSourceError
from listbuilder.interop.battlescribe.catalogue_import.importer import import_battlescribe
from tests.interop.battlescribe.catalogue_import.catalogues import (
    codex_folder,
    write_overlay,
    write_source,
)


def _import(tmp_path: Path, *, overlay: bool = True):  # type: ignore[no-untyped-def]
    source = write_source(tmp_path / "bs")
    out = codex_folder(tmp_path)
    report = import_battlescribe(
        source,
        out,
        overlay_dir=write_overlay(tmp_path / "overlay") if overlay else None,
        abilities_file=out / "abilities.yaml",
    )
    return report, load_codex_uncached(out), out


def test_company_composition_counts_and_units(tmp_path: Path) -> None:
    _, codex, _ = _import(tmp_path)
    assert not codex.errors, [e.describe() for e in codex.errors]
    card = codex.card("stone_lions/lion_company").card  # type: ignore[union-attr]
    assert (card.type, card.points, card.victory_points, card.break_point) == (
        "company",
        750,
        8,
        15,
    )
    assert card.morale == 2
    assert card.tags == ["stone_lions"]
    det = card.composition[0]
    assert (det.name, det.count) == ("Lion Detachment", 3)
    assert [(u.unit, u.count) for u in det.units] == [("lion_squad", 6), ("rhino", 3)]
    rhino = codex.unit("stone_lions", "rhino")
    assert rhino is not None and (rhino.move_cm, rhino.save, rhino.caf) == (25, 4, 0)
    assert [a.text for a in rhino.abilities] == ["transport(2)"]
    squad = codex.unit("stone_lions", "lion_squad")
    assert squad is not None
    bolter = squad.weapons[0]
    assert (bolter.name, bolter.range_cm, bolter.attack_dice, bolter.to_hit, bolter.save_mod) == (
        "Bolters",
        50,
        1,
        5,
        0,
    )


def test_zero_cost_alternatives_become_a_required_option_group(tmp_path: Path) -> None:
    _, codex, _ = _import(tmp_path)
    card = codex.card("stone_lions/lion_company").card  # type: ignore[union-attr]
    group = card.option_group("hq_transport")
    assert group is not None and (group.min, group.max) == (1, 1)
    assert [c.id for c in group.choices] == ["command_rhino", "on_foot"]
    assert group.choices[0].units[0].unit == "rhino"


def test_titan_weapons_from_shared_entries_with_costs_vp_and_profiles(tmp_path: Path) -> None:
    _, codex, _ = _import(tmp_path)
    card = codex.card("stone_lions/warlord_titan").card  # type: ignore[union-attr]
    assert card.titan and card.type == "support"
    arms = card.option_group("arm_weapons")
    assert arms is not None and (arms.min, arms.max) == (2, 2)
    volcano = arms.choice("volcano_cannon")
    assert volcano is not None
    assert (volcano.points, volcano.victory_points, volcano.max) == (100, 1, 4)
    weapon = volcano.weapons[0]
    assert (weapon.range_cm, weapon.attack_dice, weapon.to_hit, weapon.save_mod) == (100, 1, 2, -6)
    assert [a.text for a in weapon.abilities] == ["penetrating(+2)"]
    fist = arms.choice("chain_fist")
    assert fist is not None and (fist.points, fist.victory_points) == (25, 0.25)
    titan = codex.unit("stone_lions", "warlord_titan")
    assert titan is not None and titan.save_text == "See Card" and titan.morale is None


def test_the_ids_a_roster_file_needs_are_kept(tmp_path: Path) -> None:
    _, codex, _ = _import(tmp_path)
    book = codex.books["stone_lions"]
    source = book.source
    assert source is not None and (source.id, source.name, source.revision) == (
        "c1",
        "Stone Lions",
        3,
    )
    assert source.game_system is not None
    assert values(source.game_system) == {"id": "gs1", "name": "Mini Epic", "revision": 1}
    assert {c.field: (c.id, c.name) for c in source.cost_types} == {
        "points": ("52f8-db9e-3336-8db6", "pts"),
        "victory_points": ("points", " VP"),
        "break_point": ("25ab-cb1a-141e-dc75", " Break Point"),
    }
    assert source.categories["704c-e54e-0e5c-2d2f"] == "Company Card"
    assert [lst.source_id for lst in book.lists] == ["f1", "f2"]
    company = codex.card("stone_lions/lion_company").card  # type: ignore[union-attr]
    assert (company.source_id, company.source_category) == ("card-company", "704c-e54e-0e5c-2d2f")
    hq = company.option_group("hq_transport")
    assert hq is not None and hq.source_id == "g-hq"
    assert [c.source_id for c in hq.choices] == ["e-cr", "e-walk"]
    titan = codex.card("stone_lions/warlord_titan").card  # type: ignore[union-attr]
    arms = titan.option_group("arm_weapons")
    assert arms is not None and arms.source_id == "g-arms"
    # A choice reached through an entry link is recorded as BattleScribe does: link::target.
    assert [c.source_id for c in arms.choices] == ["el1::w-volcano", "el2::w-fist"]


def test_unparsable_weapon_is_kept_raw_and_reported(tmp_path: Path) -> None:
    report, codex, _ = _import(tmp_path)
    titan = codex.unit("stone_lions", "warlord_titan")
    assert titan is not None
    gizmo = next(w for w in titan.weapons if w.name == "Gizmo")
    assert not gizmo.parsed and gizmo.raw == "Gizmo : wobbly beams of doom"
    assert any(p.where == "Warlord Titan" and "wobbly" in p.message for p in report.problems)
    assert report.counts["weapon_lines_raw"] == 1


def test_overlay_sets_free_card_type_named_character_and_lists(tmp_path: Path) -> None:
    _, codex, _ = _import(tmp_path)
    hero = codex.card("stone_lions/lord_leonis").card  # type: ignore[union-attr]
    assert (hero.type, hero.free, hero.unique, hero.named_character) == (
        "special",
        True,
        True,
        True,
    )
    leonis = codex.unit("stone_lions", "lord_leonis")
    assert leonis is not None and (leonis.save, leonis.fixed_save) == (4, 6)
    assert leonis.weapons[0].close_combat
    vanguard = codex.army_list("lion_vanguard")
    assert vanguard is not None and vanguard.kind == "codex"
    assert vanguard.own_share.lists == ["stone_lions"]
    assert [r.card.id for r in codex.list_cards("lion_vanguard")] == ["lion_company", "lord_leonis"]
    assert len(codex.list_cards("stone_lions")) == 3


def test_without_overlay_free_card_and_lists_are_reported(tmp_path: Path) -> None:
    report, codex, _ = _import(tmp_path, overlay=False)
    fields = {(p.where, p.field) for p in report.problems}
    assert ("Lord Leonis", "type") in fields
    assert ("Stone Lions - Standard", "lists") in fields
    assert codex.army_list("stone_lions_standard") is not None


def test_import_twice_gives_byte_identical_files(tmp_path: Path) -> None:
    _, _, out = _import(tmp_path / "a")
    first = (out / "books" / "stone_lions.yaml").read_bytes()
    _, _, out2 = _import(tmp_path / "b")
    assert (out2 / "books" / "stone_lions.yaml").read_bytes() == first
    source = write_source(tmp_path / "a" / "bs")
    import_battlescribe(
        source, out, overlay_dir=tmp_path / "a" / "overlay", abilities_file=out / "abilities.yaml"
    )
    assert (out / "books" / "stone_lions.yaml").read_bytes() == first


def test_malformed_xml_names_the_file_and_line(tmp_path: Path) -> None:
    source = write_source(tmp_path / "bs", catalogue="<catalogue>\n<oops>\n</catalogue>")
    with pytest.raises(ImportSourceError) as info:
        import_battlescribe(source, codex_folder(tmp_path))
    assert info.value.file is not None and info.value.file.endswith("Stone Lions.cat")
    assert info.value.line == 3


def test_entity_expansion_is_refused(tmp_path: Path) -> None:
    bomb = (
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>'
        "<catalogue>&b;</catalogue>"
    )
    source = write_source(tmp_path / "bs", catalogue=bomb)
    with pytest.raises(ImportSourceError, match=r"refused|XML"):
        import_battlescribe(source, codex_folder(tmp_path))


def test_folder_without_game_system_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(ImportSourceError, match=r"\.gst"):
        import_battlescribe(tmp_path / "empty", tmp_path / "out")
