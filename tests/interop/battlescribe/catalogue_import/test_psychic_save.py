"""Psychic Save (NetEpic Gold §8.3): read from the source's unit special rules and linked."""

from __future__ import annotations

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.catalogue_import.importer import psychic_save


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4+ Psychic Save", 4),
        ("6 Wounds. 2+ Psychic Save.", 2),
        ("Saves are made on 2D6 not 1. Psychic Save of 2+. This unit has...", 2),
        ("3+ Psychic Save\nHolofields", 3),
        # Eldrad gives others a 4+ save; his own is 2+.
        (
            "Eldar within 15cm gain a 4+ Psychic Save. Eldrad himself has a Psychic Save of 2+.",
            2,
        ),
        ("Any Eldar within 15cm gain a 4+ Psychic Save.", None),
        ("Psychic saves are allowed.", None),
        (None, None),
    ],
)
def test_psychic_save_from_special_rules(text: str | None, expected: int | None) -> None:
    assert psychic_save(text) == expected


@pytest.mark.parametrize(
    ("book", "unit", "save"),
    [
        ("tyranids", "dominatrix", "2+"),
        ("tyranids", "hierophant", "3+"),
        ("eldar", "eldrad_ulthran_farseer_of_ulthwe", "2+"),
        ("eldar", "warlock_titan", "3+"),
        ("titan_legions", "imperator_titan", "2+"),
        ("chaos", "banelord_titan", "3+"),
        ("necrons", "c_tan_shard", "2+"),
    ],
)
def test_the_books_link_psychic_save(codex: Codex, book: str, unit: str, save: str) -> None:
    found = codex.unit(book, unit)
    assert found is not None
    assert [a.param for a in found.abilities if a.key == "psychic_save"] == [save]
    ability = codex.ability("psychic_save")
    assert ability is not None
    assert ability.display_name("fr", save) == f"Sauvegarde psychique ({save})"


def test_every_psychic_save_of_the_books_is_a_d6_target(codex: Codex) -> None:
    saves = [
        ability.param
        for book in codex.books.values()
        for unit in book.units
        for ability in unit.abilities
        if ability.key == "psychic_save"
    ]
    assert len(saves) >= 25
    assert set(saves) <= {"2+", "3+", "4+", "5+", "6+"}


def test_titan_void_shields_from_special_rules(codex: Codex) -> None:
    from listbuilder.interop.battlescribe.catalogue_import.importer import void_shields

    assert void_shields("6 Void Shields") == 6
    assert void_shields("2 Void Shields, can select two weapons.") == 2
    assert void_shields("Adds 1 Void Shield to Land Train.") is None
    assert void_shields(None) is None
    for book in ("titan_legions", "adeptus_mechanicus", "chaos"):
        shields = {
            unit.id: [a.param for a in unit.abilities if a.key == "void_shields"]
            for unit in codex.books[book].units
            if "titan" in unit.unit_class
        }
        assert all(len(params) <= 1 for params in shields.values()), book
        assert {"2", "4", "6"} <= {p for params in shields.values() for p in params}, book
