from __future__ import annotations

import pytest
from pydantic import ValidationError

from listbuilder.codex.schema import AbilityRef, ArmyBook, Card, ListSelector, Roll, Weapon
from tests.codex.factories import make_book


def test_ability_ref_parses_key_and_parameter() -> None:
    ref = AbilityRef.model_validate("transport(2)")
    assert (ref.key, ref.param) == ("transport", "2")
    assert ref.model_dump() == "transport(2)"
    assert AbilityRef.model_validate("elite").param is None


@pytest.mark.parametrize("text", ["Transport (2)", "bad key", "x(1)(2)", ""])
def test_ability_ref_rejects_malformed_text(text: str) -> None:
    with pytest.raises(ValidationError):
        AbilityRef.model_validate(text)


def test_book_rejects_duplicate_card_ids() -> None:
    book = make_book()
    book["cards"].append(dict(book["cards"][0]))
    with pytest.raises(ValidationError, match="duplicate card id 'infantry_company'"):
        ArmyBook.model_validate(book)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"pointz": 3}, "pointz"),  # an unknown field
        ({"points": "lots"}, "points"),  # a bad type
        ({"type": "ally"}, "type"),  # a value out of its choices
        ({"morale": 9}, "morale"),  # a number out of range
    ],
)
def test_card_rejects_unknown_fields_and_bad_types(change: dict[str, object], field: str) -> None:
    base = make_book()["cards"][0]
    Card.model_validate(base)  # the card is valid before the change, so the change is refused
    with pytest.raises(ValidationError) as refused:
        Card.model_validate({**base, **change})
    assert [error["loc"][0] for error in refused.value.errors()] == [field]


def test_card_ids_must_be_lowercase_ascii() -> None:
    base = make_book()["cards"][0]
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "id": "Tactical Company"})


def test_list_selector_needs_a_key() -> None:
    with pytest.raises(ValidationError):
        ListSelector.model_validate({})
    assert ListSelector.model_validate({"kind": "standard"}).kind == "standard"


def test_weapon_attack_label_prefers_barrage_points() -> None:
    assert Weapon(name="Mortar", barrage_points=2).attack_label == "2 BP"
    assert Weapon(name="Bolter", attack_dice=1).attack_label == "1d6"
    assert Weapon(name="Odd", attack_text="special").attack_label == "special"


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [("2-10", 2, 10), ("D6+3", 4, 9), ("D6x10", 10, 60), ("2D6", 2, 12), ("3", 3, 3)],
)
def test_rolls_read_and_write_the_books_notation(text: str, low: int, high: int) -> None:
    roll = Roll.model_validate(text)
    assert (roll.minimum, roll.maximum) == (low, high)
    assert roll.text == text and roll.model_dump() == text
    assert Weapon(name="Gun", barrage_roll=text).model_dump(exclude_defaults=True) == {
        "name": "Gun",
        "barrage_roll": text,
    }


@pytest.mark.parametrize("text", ["10-2", "D", "two", "2-", "D6+"])
def test_malformed_rolls_are_refused(text: str) -> None:
    with pytest.raises(ValidationError):
        Roll.model_validate(text)


def test_weapon_labels_say_what_the_line_says() -> None:
    kannon = Weapon(name="Kannon", range_cm=75, attack_dice_roll="2-10", to_hit=5, save_mod=-2)
    assert kannon.attack_label == "2-10d6" and kannon.range_label == "75cm"
    rokkits = Weapon(name="Rokkits", barrage_roll="2-10", barrage_notation="SB")
    assert rokkits.attack_label == "2-10 SB"
    catapult = Weapon(name="Catapult", attack_dice=3, to_hit_per_die=[4, 5, 6])
    assert catapult.to_hit_label == "4+/5+/6+"
    soopa = Weapon(name="Soopa", range_cm=70, range_bonus_cm="D6x10", min_range_cm=None)
    assert soopa.range_label == "70cm+D6x10cm"
    assert Weapon(name="Mortar", range_cm=150, min_range_cm=50).range_label == "50-150cm"


def test_models_are_frozen() -> None:
    card = Card.model_validate(make_book()["cards"][0])
    with pytest.raises(ValidationError):
        card.points = 1  # type: ignore[misc]
