"""French names: made from the curated glossary, a name at a time, English where unknown."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder import paths
from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.catalogue_import.names_fr import (
    Coverage,
    FrenchNamer,
    GlossaryFr,
    load_glossary,
    name_book,
)

GLOSSARY = GlossaryFr.model_validate(
    {
        "names": {"Volcano Cannon": "Canon Volcano"},
        "keep": ["Land Raider", "Warlord", "Space Marine"],
        "nouns": {
            "Company": {"fr": "Compagnie", "g": "f"},
            "Squad": {"fr": "Escouade", "g": "f"},
            "Titan": {"fr": "Titan"},
            "Bolter": {"fr": "Bolter"},
            "Weapons": {"fr": "Armes", "g": "f", "pl": "Armes"},
        },
        "adjectives": {"Heavy": {"m": "lourd"}, "Tactical": {"m": "tactique"}},
        "complements": {"Assault": "d'assaut", "Arm": "de bras"},
    }
)


@pytest.mark.parametrize(
    ("english", "french"),
    [
        ("Volcano Cannon", "Canon Volcano"),  # a whole name of the rulebook
        ("Tactical Company", "Compagnie tactique"),  # adjective after the noun
        ("Heavy Bolters", "Bolters lourds"),  # plural, agreeing
        ("Heavy Squad", "Escouade lourde"),  # feminine
        ("Space Marine Assault Company", "Compagnie d'assaut Space Marine"),
        ("Land Raider Company", "Compagnie Land Raider"),  # a chassis stays English
        ("Warlord Titan", "Titan Warlord"),
        ("Warlord Titan Arm Weapons", "Armes de bras du Titan Warlord"),  # an owner
        ("Warlord Titan Arm Weapons #2", "Armes de bras du Titan Warlord #2"),
        ("Assault Company - Heavy Bolter", "Compagnie d'assaut - Bolter lourd"),
    ],
)
def test_names_follow_french_order(english: str, french: str) -> None:
    assert FrenchNamer(GLOSSARY).french(english) == french


@pytest.mark.parametrize("english", ["Warlord", "Land Raider", "Gizmo Company", "Heavy Gizmo"])
def test_kept_and_unknown_names_have_no_french_form(english: str) -> None:
    namer = FrenchNamer(GLOSSARY)
    assert namer.french(english) is None  # the English name shows, name by name
    assert namer.known(english) == (english in ("Warlord", "Land Raider"))


def test_a_book_overlay_and_a_card_fix_win_over_the_glossary() -> None:
    namer = FrenchNamer(GLOSSARY, {"Tactical Company": "Compagnie de ligne"})
    book = {
        "cards": [
            {"name": "Tactical Company"},
            {"name": "Assault Company", "name_fr": "Compagnie de choc"},
            {"name": "Gizmo Company", "options": [{"name": "Heavy Bolters", "choices": []}]},
        ],
        "units": [{"name": "Tactical Squad", "weapons": [{"name": "Volcano Cannon"}]}],
    }
    coverage = Coverage()
    name_book(book, namer, coverage)
    cards = book["cards"]
    assert [c.get("name_fr") for c in cards] == [
        "Compagnie de ligne",
        "Compagnie de choc",
        None,
    ]
    assert cards[2]["options"][0]["name_fr"] == "Bolters lourds"
    assert book["units"][0]["name_fr"] == "Escouade tactique"
    assert book["units"][0]["weapons"][0]["name_fr"] == "Canon Volcano"
    assert coverage.total == {"cards": 3, "options": 1, "units": 1, "weapons": 1}
    assert coverage.translated["cards"] == 2


# --- the real books ------------------------------------------------------------------

FLOORS = {"cards": 600, "detachments": 730, "units": 240, "options": 1900, "weapons": 2350}
"""French names in the committed books (import report, 2026-11-23: 613, 736, 244, 1924, 2372):
a change to the glossary or the importer may add names, not lose them."""


def _named(codex: Codex) -> dict[str, list[tuple[str, str | None]]]:
    found: dict[str, list[tuple[str, str | None]]] = {k: [] for k in FLOORS}
    for book in codex.books.values():
        for card in book.cards:
            found["cards"].append((card.name, card.name_fr))
            found["detachments"] += [(d.name, d.name_fr) for d in card.composition]
            found["weapons"] += [(w.name, w.name_fr) for w in card.weapons]
            for group in card.options:
                found["options"].append((group.name, group.name_fr))
                for choice in group.choices:
                    found["options"].append((choice.name, choice.name_fr))
                    found["weapons"] += [(w.name, w.name_fr) for w in choice.weapons]
        for unit in book.units:
            found["units"].append((unit.name, unit.name_fr))
            found["weapons"] += [(w.name, w.name_fr) for w in unit.weapons]
    return found


def test_french_name_coverage_does_not_regress(codex) -> None:  # type: ignore[no-untyped-def]
    named = _named(codex)
    counts = {kind: sum(1 for _, fr in names if fr) for kind, names in named.items()}
    assert all(counts[kind] >= floor for kind, floor in FLOORS.items()), counts
    # never a copy of the English, never empty
    assert all(fr != en and fr.strip() for names in named.values() for en, fr in names if fr)


def test_the_rulebook_vocabulary_is_used_and_chassis_stay_english(codex) -> None:  # type: ignore[no-untyped-def]
    pairs = {en: fr for names in _named(codex).values() for en, fr in names}
    assert pairs["Volcano Cannon"] == "Canon Volcano"
    assert pairs["Vortex Missile"] == "Missile Vortex"
    assert pairs["Lascannon"] == "Lascanon"
    assert pairs["Guardian Squad"] == "Escouade de Gardiens"
    assert pairs["Warlord Titan"] == "Titan Warlord"
    assert pairs["Rhino"] is None and pairs["Land Raider"] is None


def test_the_glossary_is_a_valid_overlay_file() -> None:
    glossary = load_glossary(paths.codex_data_dir() / "overlay" / "i18n" / "glossary_fr.yaml")
    assert glossary.names and glossary.keep and glossary.nouns


def test_french_cli_shows_french_names_and_english_where_none(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["codex", "show", "adeptus_astartes/tactical_company", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Compagnie tactique  [adeptus_astartes/tactical_company]")
    assert "Escouade tactique:" in out and "Bolters 50cm" in out
    assert "    Rhino:" in out  # kept English by rule
    assert main(["codex", "show", "adeptus_astartes/tactical_company"]) == 0
    assert capsys.readouterr().out.startswith("Tactical Company  [")


def test_french_printout_shows_french_names(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    from datetime import date

    from listbuilder.printing.roster_pdf import render_roster
    from listbuilder.roster.io import parse_roster

    roster = parse_roster(
        "format: netepic-roster/1\nname: Test\npoints_limit: 3000\nforces:\n"
        "  - list: space_marines\n    companies:\n      - card: tactical_company\n"
    )
    out = tmp_path / "fr.pdf"
    render_roster(roster, codex, out, printed=date(2026, 11, 23), lang="fr", sections="cards")
    with pdfplumber.open(out) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert "Compagnie tactique" in text and "Escouades tactiques" in text
    assert "Tactical Company" not in text
