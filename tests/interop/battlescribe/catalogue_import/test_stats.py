from __future__ import annotations

import pytest

from listbuilder.interop.battlescribe.catalogue_import.importer import _drop_generic_params
from listbuilder.interop.battlescribe.catalogue_import.stats import (
    parse_caf,
    parse_morale,
    parse_move,
    parse_save,
    parse_unit_class,
    parse_weapon_line,
)

KNOWN = {"turret", "ignores_cover", "penetrating", "point_defence"}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Bolters : 50cm, 1d 5+ (0)",
            {"range_cm": 50, "attack_dice": 1, "to_hit": 5, "save_mod": 0},
        ),
        (
            "Battlecannon : 75cm, 2d 4+ (-2) - Turret",
            {
                "range_cm": 75,
                "attack_dice": 2,
                "to_hit": 4,
                "save_mod": -2,
                "abilities": ["turret"],
            },
        ),
        (
            "Earthshaker Cannon : 150cm, 2SB (-2)",
            {"range_cm": 150, "barrage_points": 2, "save_mod": -2},
        ),
        (
            "Siege Mortar : 50-150cm, 3SB (-3)",
            {"range_cm": 150, "min_range_cm": 50, "barrage_points": 3},
        ),
        (
            "Heavy Flamer : LT, 4+ (-1) - Ignores Cover",
            {"template": "large_flame", "to_hit": 4, "abilities": ["ignores_cover"]},
        ),
        ("Lasgun : 50cn, 1d 5+ (0)", {"range_cm": 50}),
        ("Power Lance : 15cm, 1d 3+ _-3)", {"save_mod": -3}),
        ("Bolters : 15cm, 1d6+ (0)", {"attack_dice": 1, "to_hit": 6}),
        ("Conversion Cannon : 75cm, 2d 4+ (-D6) - Turret", {"save_mod_text": "-D6"}),
        (
            "Vanquisher : 100cm, 1d 5+ (-2) - Turret, Penetrating +1",
            {"abilities": ["turret", "penetrating(+1)"]},
        ),
        (
            "Point Defence (4)",
            {"range_cm": 15, "attack_dice": 4, "to_hit": 6, "abilities": ["point_defence(4)"]},
        ),
        ("Close Combat Only", {"close_combat": True}),
        ("Fire Control Center : N/A", {"attack_text": "-"}),
    ],
)
def test_weapon_lines_parse_into_fields(line: str, expected: dict[str, object]) -> None:
    parsed = parse_weapon_line(line, KNOWN)
    assert parsed.kind == "weapon"
    assert parsed.fields.get("parsed", True) is True
    for key, value in expected.items():
        assert parsed.fields[key] == value, (key, parsed.fields)


def test_unparsable_weapon_keeps_its_text() -> None:
    parsed = parse_weapon_line("Gizmo : wobbly beams", KNOWN)
    assert parsed.fields["parsed"] is False
    assert parsed.fields["raw"] == "Gizmo : wobbly beams"


@pytest.mark.parametrize("line", ["None", "N/A", "-"])
def test_none_lines_are_not_weapons(line: str) -> None:
    assert parse_weapon_line(line).kind == "none"


def test_instruction_lines_are_notes() -> None:
    assert parse_weapon_line("Choose three weapons").kind == "note"


def test_unknown_weapon_abilities_stay_as_notes() -> None:
    parsed = parse_weapon_line("Gun : 50cm, 1d 5+ (0) - Air to Air, Turret", {"turret"})
    assert parsed.fields["abilities"] == ["turret"]
    assert parsed.fields["notes"] == "Air to Air"


def test_stat_fields() -> None:
    assert parse_move("10cm") == {"move_cm": 10}
    assert parse_move("10xm") == {"move_cm": 10}
    assert parse_move("Special") == {"move_text": "Special"}
    assert parse_move("N/A") == {}
    assert parse_save("4+ Fixed") == {"save": 4, "save_fixed": True}
    assert parse_save("4+, 6+ Fixed") == {"save": 4, "fixed_save": 6}
    assert parse_save("See Card") == {"save_text": "See Card"}
    assert parse_caf("+3") == {"caf": 3} and parse_caf("-1") == {"caf": -1}
    assert parse_morale("2+") == {"morale": 2} and parse_morale("N/A") == {}
    assert parse_morale("Special") == {"morale_text": "Special"}
    assert parse_unit_class("Superheavy, Vehicle")["unit_class"] == ["superheavy", "vehicle"]


def test_generic_point_defence_gives_way_to_a_number() -> None:
    assert _drop_generic_params(["transport(2)", "point_defence(X)", "point_defence(1)"]) == [
        "transport(2)",
        "point_defence(1)",
    ]
    assert _drop_generic_params(["point_defence(X)"]) == ["point_defence(X)"]
