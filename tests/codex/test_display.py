"""Unit class words: one function for the window, the army cards and ``codex show``."""

from __future__ import annotations

from pathlib import Path

import yaml

from listbuilder.codex.display import unit_class_text, unit_class_word, unit_save_text
from listbuilder.codex.models import Unit
from listbuilder.i18n import catalog

GLOSSARY = (
    Path(__file__).resolve().parents[2] / "codex_data" / "overlay" / "i18n" / "glossary_fr.yaml"
)


def test_class_words_in_both_languages_and_a_fallback_for_new_classes() -> None:
    unit = Unit(id="u", name="U", unit_class=["superheavy", "light_artillery", "hover_tank"])
    assert unit_class_text(unit, "en") == "Superheavy, Light artillery, Hover tank"
    assert unit_class_text(unit, "fr") == "Super-lourd, Artillerie légère, Hover tank"
    assert unit_class_text(Unit(id="v", name="V"), "fr") == "-"
    assert unit_class_text(Unit(id="w", name="W", type_text="Odd thing"), "fr") == "Odd thing"


def test_every_class_of_the_army_books_has_a_word(codex) -> None:  # type: ignore[no-untyped-def]
    classes = {c for book in codex.books.values() for unit in book.units for c in unit.unit_class}
    assert classes
    missing = sorted(c for c in classes if f"unit.class.{c}" not in catalog())
    assert not missing, missing
    assert (
        unit_class_word("skimmer", "fr") == "Antigrav"
        and unit_class_word("flyer", "fr") == "Volant"
    )


def test_class_words_agree_with_the_importer_glossary() -> None:
    """Card names are made French from the glossary at import time: a class word the
    glossary also has must be spelt the same ("Véhicule", "Chevalier", "super-lourd")."""
    glossary = yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))
    nouns, adjectives = glossary["nouns"], glossary["adjectives"]
    checked = 0
    for key, texts in catalog().items():
        if not key.startswith("unit.class."):
            continue
        english, french = texts["en"], texts["fr"]
        if english in nouns:
            assert nouns[english]["fr"] == french, english
            checked += 1
        elif english in adjectives:
            assert adjectives[english]["m"].lower() == french.lower(), english
            checked += 1
    assert checked >= 5


def test_a_fixed_save_reads_in_the_reader_language() -> None:
    unit = Unit(id="t", name="T", save=4, fixed_save=6)
    assert unit_save_text(unit, "en") == "4+, 6+ fixed"
    assert unit_save_text(unit, "fr") == "4+, 6+ fixe"
    assert unit_save_text(Unit(id="b", name="B", save_text="See card"), "fr") == "See card"
    assert unit_save_text(Unit(id="n", name="N"), "fr") == "-"
