"""A count of models is written with the plural where the language wants one (issue 31):
"5 Sections de tranchée", "1 Section de tranchée", "0 Section" in French, "5 Trench sections"."""

from __future__ import annotations

import subprocess
import sys

from listbuilder import paths
from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.catalogue_import.importer import GLOSSARY_FR
from listbuilder.interop.battlescribe.catalogue_import.names_fr import FrenchNamer, load_glossary


def test_structure_units_say_their_plural(codex: Codex) -> None:
    trench = codex.unit("structures", "trench_section")
    assert trench is not None
    assert trench.counted_name(5, "fr") == "Sections de tranchée"
    assert trench.counted_name(1, "fr") == "Section de tranchée"
    assert trench.counted_name(0, "fr") == "Section de tranchée"  # French: 0 is singular
    assert trench.counted_name(5, "en") == "Trench sections"
    assert trench.counted_name(1, "en") == "Trench section"
    for unit in codex.books["structures"].units:
        assert unit.plural and unit.plural_fr, unit.id


def test_the_importer_gives_french_plurals_that_agree() -> None:
    namer = FrenchNamer(load_glossary(paths.codex_data_dir() / "overlay" / GLOSSARY_FR))
    assert namer.plural("Tactical Squad") == "Escouades tactiques"
    assert namer.plural("Mechanized Tactical Squad") == "Escouades tactiques mécanisées"
    assert namer.plural("Heavy Weapons Squad") == "Escouades d'armes lourdes"
    assert namer.plural("Light Tank") == "Chars légers"
    assert namer.plural("Tactical Squads") is None  # already plural
    assert namer.plural("Rhino") is None  # a name French players keep: no guess


def test_the_books_carry_them(codex: Codex) -> None:
    squad = codex.unit("imperial_guard", "tactical_squad")
    assert squad is not None and squad.counted_name(30, "fr") == "Escouades tactiques"
    assert squad.counted_name(30, "en") == "Tactical Squad"  # English names stay as the source


def test_codex_show_writes_the_plural() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "listbuilder", "codex", "show", "structures/trench", "--lang", "fr"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "5 Sections de tranchée" in result.stdout
    assert "5 Section de tranchée" not in result.stdout
