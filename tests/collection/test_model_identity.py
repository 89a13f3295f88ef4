"""A model is one model whichever army book fields it; older collection files still mean the
same models (issue 31)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.collection.identity import ModelIndex
from listbuilder.collection.model import Collection

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"


def test_shared_stands_are_one_model_and_namesakes_with_other_profiles_are_not(
    codex: Codex,
) -> None:
    index = ModelIndex(codex)
    rhino = index.key("imperial_guard", "rhino")
    assert index.key("adeptus_astartes", "rhino") == rhino == index.key("chaos", "rhino")
    assert index.key("imperial_guard", "command_rhino") == rhino  # its model: field
    assert index.key("titan_legions", "warhound_titan") == index.key(
        "adeptus_astartes", "warhound_titan"
    )
    # the Guard's Tactical Squad (no save, CAF 0) is no Space Marine
    assert index.key("imperial_guard", "tactical_squad") != index.key(
        "adeptus_astartes", "tactical_squad"
    )
    assert {"adeptus_astartes", "imperial_guard"} <= set(index.books(rhino))


def test_an_old_file_counting_per_book_means_the_same_models(codex: Codex) -> None:
    index = ModelIndex(codex)
    old = Collection(models={"adeptus_astartes/rhino": 6, "imperial_guard/rhino": 4, "x/y": 2})
    counts = index.counts(old)
    assert counts[index.key("chaos", "rhino")] == 6  # the same Rhinos, counted twice
    assert counts["x/y"] == 2  # a unit the books do not know is kept as it was
    assert index.normalized(old).models == {index.key("chaos", "rhino"): 6, "x/y": 2}


def test_the_needs_command_reports_rhino_once_and_reads_an_old_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "old.yaml"
    path.write_text(
        "format: netepic-collection/1\nmodels:\n  imperial_guard/rhino: 24\n",
        encoding="utf-8",
    )
    main(["needs", str(EXAMPLE), "--collection", str(path), "--json"])
    data = json.loads(capsys.readouterr().out)
    rhinos = [unit for unit in data["units"] if unit["name"] == "Rhino"]
    assert len(rhinos) == 1
    assert rhinos[0]["owned"] == 24 and rhinos[0]["missing"] == 0
    main(["needs", str(EXAMPLE), "--lang", "en"])
    text = capsys.readouterr().out
    assert [line.split()[0] for line in text.splitlines() if "Rhino" in line] == ["Rhino"]
