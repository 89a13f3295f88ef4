"""The one localised-text type: one fallback rule, both YAML shapes, every user of names."""

from __future__ import annotations

import copy
import pickle

import pytest
import yaml
from pydantic import BaseModel, ValidationError

from listbuilder.codex.schema import Ability, ArmyList, Card, Localized, OptionChoice, Unit, Weapon
from listbuilder.i18n import message
from listbuilder.i18n.text import Text, display_name, names_of, pick
from listbuilder.rules.findings import Text as FindingText


def test_requested_language_else_english() -> None:
    text = Text("Tactical Company", "Compagnie tactique")
    assert text.get("fr") == "Compagnie tactique"
    assert text.get("en") == "Tactical Company"
    assert text.get("de") == "Tactical Company"  # a language nobody wrote falls back too
    assert Text("Rhino").get("fr") == "Rhino"
    assert Text("Rhino", "").get("fr") == "Rhino"  # an empty translation is no translation
    assert str(text) == "Tactical Company"


def test_a_new_language_needs_no_code_change() -> None:
    text = Text.from_mapping({"en": "Titan", "fr": "Titan", "de": "Titan-Kampfmaschine"})
    assert text.get("de") == "Titan-Kampfmaschine"
    assert pick({"en": "a", "es": None}, "es") == "a"


def test_one_type_under_every_name() -> None:
    assert Localized is Text and FindingText is Text


def test_value_semantics() -> None:
    text = Text("Warlord", "Warlord")
    assert text == Text("Warlord", "Warlord") and hash(text) == hash(Text("Warlord", "Warlord"))
    assert text != Text("Warlord")
    assert copy.deepcopy(text) is text
    assert pickle.loads(pickle.dumps(text)) == text
    with pytest.raises(AttributeError):
        text.en = "x"  # type: ignore[misc]
    assert text.with_suffix(" #2") == Text("Warlord #2", "Warlord #2")


class _Holder(BaseModel):
    name: Text
    other: Text | None = None


def test_mapping_shape_loads_and_dumps() -> None:
    held = _Holder.model_validate(yaml.safe_load("name: {en: Ambush, fr: Embuscade}"))
    assert held.name.get("fr") == "Embuscade"
    assert held.model_dump(exclude_none=True) == {"name": {"en": "Ambush", "fr": "Embuscade"}}
    assert _Holder.model_validate_json(held.model_dump_json()) == held
    assert _Holder(name=Text("Ambush")).model_dump(mode="json")["name"] == {"en": "Ambush"}
    assert _Holder.model_validate({"name": {"en": "A", "fr": None}}).name.fr is None


@pytest.mark.parametrize(
    "bad", [{"fr": "Embuscade"}, {"en": "Ambush", "French": "x"}, "Ambush", {"en": 3}]
)
def test_malformed_text_is_refused(bad: object) -> None:
    with pytest.raises(ValidationError):
        _Holder.model_validate({"name": bad})


def test_abilities_yaml_shape_still_loads() -> None:
    ability = Ability.model_validate(
        {"name": {"en": "Transport", "fr": "Transport"}, "summary": {"en": "Carries units."}}
    )
    assert ability.display_name("fr", "2") == "Transport (2)"
    assert ability.summary.get("fr") == "Carries units."


def test_flat_book_names_read_as_one_text() -> None:
    card = Card.model_validate(
        {
            "id": "tac",
            "name": "Tactical Company",
            "name_fr": "Compagnie tactique",
            "type": "company",
            "points": 100,
        }
    )
    assert card.names == Text("Tactical Company", "Compagnie tactique")
    assert names_of(card) == card.names
    assert card.display_name("fr") == display_name(card, "fr") == "Compagnie tactique"
    assert card.display_name("en") == "Tactical Company"
    plain = Card.model_validate({"id": "rh", "name": "Rhino", "type": "support", "points": 50})
    assert plain.display_name("fr") == "Rhino"
    for model in (Unit, OptionChoice, Weapon, ArmyList):
        assert hasattr(model, "display_name") and hasattr(model, "names")


def test_display_name_of_a_mapping_named_model() -> None:
    ability = Ability.model_validate(
        {"name": {"en": "Ambush", "fr": "Embuscade"}, "summary": {"en": "x"}}
    )
    assert display_name(ability, "fr") == "Embuscade"


def test_catalogue_uses_the_same_rule() -> None:
    key = next(iter(__import__("listbuilder.i18n", fromlist=["catalog"]).catalog()))
    assert message(key, "xx") == message(key, "en")
