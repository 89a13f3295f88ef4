"""The Models Needed report names the cards a collection cannot field as the player reads
them (their own names first), one a line, wrapped: never element paths."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.collection.io import save_collection
from listbuilder.collection.model import Collection
from listbuilder.collection.needs import roster_needs
from listbuilder.report.needs_text import WIDTH, render_needs
from listbuilder.roster.io import dump_roster, parse_roster
from tests.helpers.rosters import NAMED


def _short_of(codex: Codex, *units: str) -> Collection:
    """A collection holding everything the roster needs but *units*."""
    full = roster_needs(parse_roster(NAMED), codex)
    return Collection(models={u.key: 0 if u.key in units else u.needed for u in full.units})


@pytest.mark.parametrize(
    ("lang", "head", "chaplain", "titan"),
    [
        (
            "en",
            "2 models are missing; 2 cards cannot be fielded in full:",
            "  - 2nd Company (Tactical Company #1) \u203a Cassius (Chaplain)",
            "  - 2nd Company (Tactical Company #1) \u203a Warhound Titan",
        ),
        (
            "fr",
            "2 figurines manquent ; 2 cartes ne peuvent pas être alignées en entier :",
            "  - 2nd Company (Compagnie tactique #1) \u203a Cassius (Chaplain)",
            "  - 2nd Company (Compagnie tactique #1) \u203a Titan Warhound",
        ),
    ],
)
def test_short_cards_are_named_one_a_line(
    lang: str, head: str, chaplain: str, titan: str, codex: Codex
) -> None:
    collection = _short_of(codex, "adeptus_astartes/chaplain", "adeptus_astartes/warhound_titan")
    needs = roster_needs(parse_roster(NAMED), codex, collection)
    text = render_needs(needs, "Tarsis", lang, True)
    lines = text.splitlines()
    assert lines[-3:] == [head, chaplain, titan]
    assert "forces[" not in text


def test_a_long_name_wraps_under_its_bullet(codex: Codex) -> None:
    long_name = "The Emperor's Chosen Sons of the Thirteenth Founding " * 4
    roster = parse_roster(NAMED.replace("name: Cassius", f"name: {long_name.strip()}"))
    collection = _short_of(codex, "adeptus_astartes/chaplain")
    text = render_needs(roster_needs(roster, codex, collection), "Tarsis", "en", True)
    table_width = len(text.splitlines()[2])
    assert all(len(line) <= max(WIDTH, table_width) for line in text.splitlines())
    lines = text.splitlines()
    tail = lines[next(i for i, line in enumerate(lines) if line.startswith("  - ")) :]
    assert tail[0].startswith("  - 2nd Company (Tactical Company #1) \u203a The Emperor's")
    assert len(tail) > 1 and all(line.startswith("    ") for line in tail[1:])
    assert " ".join(" ".join(tail).split()).endswith("Thirteenth Founding (Chaplain)")


def test_the_json_adds_card_names_and_keeps_its_fields(codex: Codex, tmp_path: Path) -> None:
    roster_file = tmp_path / "named.yaml"
    roster_file.write_text(dump_roster(parse_roster(NAMED)), encoding="utf-8")
    collection = tmp_path / "mine.yaml"
    save_collection(_short_of(codex, "adeptus_astartes/chaplain"), collection)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "listbuilder",
            "needs",
            str(roster_file),
            "--collection",
            str(collection),
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert done.returncode == 1, done.stderr
    data = json.loads(done.stdout)
    assert {"roster", "name", "collection", "total", "missing", "short_cards"} <= set(data)
    assert data["short_cards"] == ["forces[0].companies[0].attached[0]"]
    cassius = "2nd Company (Tactical Company #1) \u203a Cassius (Chaplain)"
    assert data["short_card_names"] == [cassius]
    chaplain = next(u for u in data["units"] if u["unit"] == "adeptus_astartes/chaplain")
    assert {"unit", "name", "needed", "owned", "missing", "cards"} <= set(chaplain)
    assert chaplain["cards"] == ["forces[0].companies[0].attached[0]"]
    assert chaplain["card_names"] == [cassius]


def test_two_units_of_one_name_are_told_apart_by_their_books_names(codex: Codex) -> None:
    examples = Path(__file__).resolve().parents[2] / "examples"
    roster = parse_roster((examples / "space-marines-with-guard.yaml").read_text("utf-8"))
    needs = roster_needs(roster, codex)
    lines = render_needs(needs, "Tarsis", "fr", False).splitlines()
    assert any(line.startswith("Escouade tactique (Adeptus Astartes) ") for line in lines)
    assert any(line.startswith("Escouade tactique (Garde Impériale) ") for line in lines)
