"""The plain codex classes are the schema's twins: generated from it, and up to date."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex import generate, models, schema
from listbuilder.codex.plain import Plain


def test_the_plain_classes_are_generated_from_the_schema_as_it_is() -> None:
    written = generate.TARGET.read_text(encoding="utf-8")
    assert written == generate.render_models(), (
        "listbuilder/codex/models.py is stale: run python -m listbuilder.codex.generate"
    )


def test_the_generator_writes_the_module_whole_with_unix_line_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "models.py"
    target.write_bytes(b"old\r\n")
    generate.main(target)
    assert target.read_bytes() == generate.render_models().encode("utf-8")
    assert b"\r\n" not in target.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["models.py"]  # no temporary file left
    assert str(target) in capsys.readouterr().out


def test_every_schema_model_has_a_plain_twin_with_the_same_fields_and_methods() -> None:
    for model in generate.schema_classes():
        plain = getattr(models, model.__name__)
        assert issubclass(plain, Plain)
        assert list(plain.FIELDS) == list(model.model_fields)
        for name, info in model.model_fields.items():
            if name in plain.DEFAULTS:
                assert plain.DEFAULTS[name] == info.default, (model.__name__, name)
        public = {name for name in vars(model) if not name.startswith("_")}
        public -= {"model_config", "model_fields", "model_computed_fields"}
        assert public <= set(vars(plain)), model.__name__


def test_the_plain_classes_need_no_pydantic() -> None:
    source = generate.TARGET.read_text(encoding="utf-8")
    assert "pydantic" not in source.split('"""', 2)[2]
    assert schema.Card.__name__ == models.Card.__name__


def test_plain_objects_are_frozen_values_with_the_schema_s_defaults() -> None:
    from dataclasses import FrozenInstanceError

    import pytest

    from listbuilder.codex.convert import to_plain
    from listbuilder.codex.plain import replace

    card = models.Card(id="c", name="C", type=models.CardType.COMPANY, points=100)
    checked = schema.Card.model_validate({"id": "c", "name": "C", "type": "company", "points": 100})
    assert to_plain(checked) == card
    assert hash(models.Roll(dice=1)) == hash(to_plain(schema.Roll.model_validate("D6")))
    assert (
        card.tags == []
        and card.tags is not models.Card(id="d", name="D", type="company", points=1).tags
    )  # type: ignore[arg-type]
    assert models.GameSystem(
        id="g", name=card.names, card_types=[], min_own_share_pct={}
    ).victory == (models.VictoryRules())
    assert replace(card, points=5).points == 5 and card.points == 100
    with pytest.raises(FrozenInstanceError):
        card.points = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        replace(card, pointz=5)
    assert repr(models.UnitCount(unit="u", count=2)) == (
        "UnitCount(unit='u', count=2, transport=False)"
    )


def test_codex_objects_copy_as_the_pydantic_models_did() -> None:
    from listbuilder.codex.loader import load_codex

    book = load_codex().books["orks"]
    changed = book.model_copy(update={"source": None})
    assert changed.source is None and changed.id == book.id and changed.lists == book.lists
    assert book.model_copy() == book
    deep = book.model_copy(deep=True)
    assert deep == book and deep.lists is not book.lists
