from __future__ import annotations

import pytest
from pydantic import ValidationError

from listbuilder.codex.models import AbilityRef, ArmyBook, Card, ListSelector, Weapon
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


def test_card_rejects_unknown_fields_and_bad_types() -> None:
    base = make_book()["cards"][0]
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "pointz": 3})
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "type": "ally"})
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "morale": 9})


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


def test_models_are_frozen() -> None:
    card = Card.model_validate(make_book()["cards"][0])
    with pytest.raises(ValidationError):
        card.points = 1  # type: ignore[misc]
