"""Weapon lines of the real books: each notation the audit found misread, read in full or
kept as text, and shown by the one weapon text the CLI, the window and the PDF share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.codex.display import weapon_text
from listbuilder.codex.models import Weapon
from listbuilder.interop.battlescribe.catalogue_import.stats import parse_weapon_line


def _weapons(codex: Codex, book_id: str) -> Iterator[tuple[str, Weapon]]:
    book = codex.books[book_id]
    for unit in book.units:
        for weapon in unit.weapons:
            yield unit.id, weapon
    for card in book.cards:
        for weapon in card.weapons:
            yield card.id, weapon
        for group in card.options:
            for choice in group.choices:
                for weapon in choice.weapons:
                    yield choice.id, weapon


def weapon(codex: Codex, book_id: str, owner: str, name: str) -> Weapon:
    found = [w for who, w in _weapons(codex, book_id) if who == owner and w.name == name]
    assert found, f"{book_id}/{owner}: no weapon {name!r}"
    return found[0]


@pytest.mark.parametrize(
    ("book", "owner", "name", "low", "high"),
    [
        ("orks", "fighta_bomma", "Kustom Shoota", 2, 10),
        ("orks", "bomma", "Kustom Shoota", 2, 10),
        ("orks", "mekboy_kustom_kannon_speedsta", "Kustom Kannon", 2, 10),
        ("orks", "mekboy_destrukta_rokkits_speedsta", "Destrukter Rokkits", 2, 10),
        ("orks", "deluxe_kustom_kannon", "Deluxe Kustom Kannon", 2, 10),
    ],
)
def test_dice_ranges_are_ranges(codex, book, owner, name, low, high) -> None:  # type: ignore[no-untyped-def]
    found = weapon(codex, book, owner, name)
    assert found.attack_dice is None  # never the top of the range as a fixed number
    assert found.attack_dice_roll is not None
    assert (found.attack_dice_roll.minimum, found.attack_dice_roll.maximum) == (low, high)
    assert " 2-10d6 " in weapon_text(found)


@pytest.mark.parametrize(
    ("book", "owner", "name", "notation"),
    [
        ("orks", "fighta_bomma", "Rokkits", "SB"),
        ("orks", "bomma", "Rokkits", "SB"),
        ("adepta_sororitas", "exorcist", "Exorcist Missiles", "BP"),
    ],
)
def test_barrage_ranges_keep_their_notation(codex, book, owner, name, notation) -> None:  # type: ignore[no-untyped-def]
    found = weapon(codex, book, owner, name)
    assert found.barrage_points is None
    assert found.barrage_roll is not None and found.barrage_roll.text == "2-10"
    assert found.attack_label == f"2-10 {notation}"


def test_a_line_the_fields_cannot_hold_is_printed_as_written(codex) -> None:  # type: ignore[no-untyped-def]
    bombs = weapon(codex, "orks", "blasta_bomma", "Bombs")
    assert not bombs.parsed and bombs.barrage_points is None and bombs.barrage_roll is None
    assert weapon_text(bombs) == "Bombs : 2-10SB, D3 additonal (see Special Rules), (-1)"


@pytest.mark.parametrize(
    ("book", "owner", "roll"),
    [
        ("adeptus_mechanicus", "imperator_titan", "D6+3"),
        ("titan_legions", "imperator_titan", "D6+3"),
        ("chaos", "leviathan", "D6+3"),
        ("squats", "leviathan", "D6+3"),
    ],
)
def test_rolled_barrage_points_are_not_a_to_hit(codex, book, owner, roll) -> None:  # type: ignore[no-untyped-def]
    name = "Imperator Main Battery" if "imperator" in owner else "Doomsday Cannon"
    found = weapon(codex, book, owner, name)
    assert found.barrage_roll is not None and found.barrage_roll.text == roll
    assert (found.barrage_roll.minimum, found.barrage_roll.maximum) == (4, 9)
    assert found.barrage_points is None and found.to_hit is None
    assert found.save_mod == -3
    assert f"{roll} BP (-3)" in weapon_text(found)


@pytest.mark.parametrize(
    ("book", "owner", "name", "shown"),
    [
        ("chaos", "bubonis", "Ancient Plague Cannon", "2x 8 BP 3+ (-1)"),
        ("chaos", "firelord", "Flame Cannon", "2x large flame 4+ (-1)"),
        ("necrons", "seraptek_heavy_construct", "Singularity Generators", "2x 75cm 8 BP 3+"),
        ("slann", "dragonking_assault_titan", "Dragon's Breath", "2x 100cm large barrage 8 LB"),
        ("chaos", "doom_blaster", "Doom Mortars", "2x 75cm 4 SB 5+ (-1)"),
    ],
)
def test_multipliers_are_kept(codex, book, owner, name, shown) -> None:  # type: ignore[no-untyped-def]
    found = weapon(codex, book, owner, name)
    assert found.multiplier == 2
    assert shown in weapon_text(found)


def test_iron_hands_bombard_has_its_minimum_range(codex) -> None:  # type: ignore[no-untyped-def]
    mortar = weapon(codex, "adeptus_astartes", "bombard", "Siege Mortar")
    assert (mortar.min_range_cm, mortar.range_cm, mortar.barrage_points) == (50, 150, 3)
    assert weapon_text(mortar) == "Siege Mortar 50-150cm 3 BP (-3)"
    other = weapon(codex, "imperial_guard", "bombard", "Siege Mortar")
    assert (other.min_range_cm, other.range_cm) == (50, 150)


def test_dire_avengers_roll_each_die_on_its_own_score(codex) -> None:  # type: ignore[no-untyped-def]
    for owner in ("dire_avenger_squad", "dire_avenger_phoenix_lord"):
        catapult = weapon(codex, "eldar", owner, "Shuriken Catapult")
        assert catapult.attack_dice == 3
        assert catapult.to_hit is None and catapult.to_hit_per_die == [4, 5, 6]
        assert weapon_text(catapult) == "Shuriken Catapult 50cm 3d6 4+/5+/6+ (0)"


def test_steam_gargant_rolled_range_and_close_combat_bonus(codex) -> None:  # type: ignore[no-untyped-def]
    for mode in ("Penetration Mode", "Shotgun Mode"):
        kannon = weapon(codex, "orks", "steam_gargant", f"Soopa-Blasta Kannon ({mode})")
        assert kannon.range_cm == 70
        assert kannon.range_bonus_cm is not None and kannon.range_bonus_cm.text == "D6x10"
        assert (kannon.range_bonus_cm.minimum, kannon.range_bonus_cm.maximum) == (10, 60)
        assert " 70cm+D6x10cm " in weapon_text(kannon)
    choppa = weapon(codex, "orks", "steam_gargant", "Big Choppa")
    assert choppa.caf_bonus is not None and choppa.caf_bonus.text == "D6"
    assert [ref.text for ref in choppa.close_combat_abilities] == ["penetrating(+2)"]
    assert weapon_text(choppa) == (
        "Big Choppa 25cm 2d6 4+ (-1); in close combat: +D6 CAF, penetrating (+2)"
    )
    assert "au corps à corps : +D6 CAF" in weapon_text(choppa, "fr")


def test_web_spinner_is_the_small_flame_template_of_its_stated_size(codex) -> None:  # type: ignore[no-untyped-def]
    # "ST (5x10cm)": the rulebook's small flame template is a 5 cm half-circle on a 10 cm
    # triangle and names the Warp Spiders' spinner among its users, so the size matches.
    spinner = weapon(codex, "eldar", "warp_spider_squad", "Web Spinner")
    assert spinner.template == "small_flame" and spinner.to_hit == 3
    small = next(t for t in codex.game_system.templates if t.id == "small_flame")
    assert (small.diameter_mm, small.length_mm) == (50, 100)
    # a size that is not the template's stays text rather than becoming the wrong template
    odd = parse_weapon_line("Web Spinner : ST (5x15cm) 3+ (0)").fields
    assert odd["parsed"] is False and "template" not in odd


def test_sb_and_bp_notations_stay_apart(codex) -> None:  # type: ignore[no-untyped-def]
    notations: dict[str, set[str]] = {"SB": set(), "BP": set(), "LB": set()}
    for book_id in codex.books:
        for _, found in _weapons(codex, book_id):
            if found.barrage_points is not None or found.barrage_roll is not None:
                notation = found.barrage_notation.value if found.barrage_notation else "BP"
                notations[notation].add(found.name)
    assert all(notations.values()), notations
    assert weapon(codex, "adeptus_mechanicus", "bombard", "Siege Mortar").attack_label == "3 SB"
    assert weapon(codex, "adeptus_astartes", "bombard", "Siege Mortar").attack_label == "3 BP"


def test_lines_kept_as_text_carry_no_figure_and_print_as_written(codex) -> None:  # type: ignore[no-untyped-def]
    kept = 0
    for book_id in codex.books:
        for _, found in _weapons(codex, book_id):
            if found.parsed or found.name == found.raw:
                continue  # read lines, and advice lines ("Choose two arm weapons")
            kept += 1
            assert found.raw and weapon_text(found) == found.raw
            figures = (found.range_cm, found.attack_dice, found.barrage_points, found.to_hit)
            assert figures == (None, None, None, None), found
    assert kept > 0


def test_weapons_with_several_profiles_keep_each_one(codex) -> None:  # type: ignore[no-untyped-def]
    name = "Multiple Rocket Launcher"
    launcher = weapon(codex, "adeptus_astartes", "multiple_rocket_launcher", name)
    assert launcher.parsed and launcher.barrage_points is None and launcher.range_cm is None
    penetration, shotgun = launcher.modes
    assert (penetration.name, penetration.range_cm, penetration.barrage_points) == (
        "Penetration Mode",
        100,
        6,
    )
    assert (shotgun.name, shotgun.barrage_points) == ("Shotgun Mode", 4)
    assert shotgun.template == "large_barrage"
    assert weapon_text(launcher) == (
        "Multiple Rocket Launcher: Penetration Mode 100cm 6 BP 4+ (-1)"
        " / Shotgun Mode 100cm large barrage 4 LB 5+ (0)"
    )
    # each mode its own range: "Energized Mode : 100cm Overcharged Mode : 150cm, ..."
    annihilator = weapon(codex, "adeptus_mechanicus", "imperator_titan", "Plasma Annihilator")
    assert [(m.name, m.range_cm, m.attack_dice, m.save_mod) for m in annihilator.modes] == [
        ("Energized Mode", 100, 2, -4),
        ("Overcharged Mode", 150, 3, -6),
    ]
    # "... OR 100cm 2x 6BP 4+ (0)": two profiles of the same weapon
    rail = weapon(codex, "tau", "manta_missile_destroyer", "Railcannons")
    assert [(m.attack_dice, m.barrage_points, m.multiplier) for m in rail.modes] == [
        (2, None, None),
        (None, 6, 2),
    ]
    assert weapon_text(rail) == "Railcannons: 100cm 2d6 4+ (-4) / 2x 100cm 6 BP 4+ (0)"
