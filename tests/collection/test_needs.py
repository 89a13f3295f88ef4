"""Collections: the models a roster needs, what a collection lacks, and hostile files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.codex.loader import load_codex
from listbuilder.collection.io import load_collection, parse_collection, save_collection
from listbuilder.collection.model import Collection
from listbuilder.collection.needs import roster_needs
from listbuilder.errors import CollectionFileError
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
MARINES = EXAMPLES / "space-marines-with-guard.yaml"


def titan_roster(weapons: dict[str, int]) -> Roster:
    titan = AttachedCard(card="warhound_titan", options=weapons)
    company = Company(card="tactical_company", attached=(titan,))
    return Roster(name="T", forces=(Force(list_id="space_marines", companies=(company,)),))


def test_needs_count_every_detachment_and_option_of_the_real_books() -> None:
    codex = load_codex()
    needs = roster_needs(load_roster(MARINES), codex)
    by_key = {unit.key: unit for unit in needs.units}
    assert by_key["adeptus_astartes/warhound_titan"].needed == 1
    assert by_key["imperial_guard/chimera"].needed == 2  # the two Command Chimera options
    assert needs.total == sum(unit.needed for unit in needs.units)
    assert needs.missing == 0  # no collection given: nothing is said to be missing
    # the same card twice counts twice
    tactical = by_key["adeptus_astartes/tactical_squad"]
    assert tactical.needed % 2 == 0 and len(tactical.cards) == 2


def test_a_collection_says_what_is_owned_and_missing_and_which_cards_fall_short() -> None:
    codex = load_codex()
    roster = load_roster(MARINES)
    full = roster_needs(roster, codex)
    owned_all = Collection(models={unit.key: unit.needed for unit in full.units})
    assert roster_needs(roster, codex, owned_all).missing == 0
    one_short = owned_all.with_count("adeptus_astartes/warhound_titan", 0)
    needs = roster_needs(roster, codex, one_short)
    assert needs.missing == 1
    assert needs.short_cards == ("forces[0].companies[1].attached[1]",)


def test_a_collection_round_trips_and_is_saved_atomically(tmp_path: Path) -> None:
    collection = Collection(name="Mine", notes="shelf 2", models={"a/b": 3, "c/d": 0})
    path = tmp_path / "collection.yaml"
    save_collection(collection, path)
    assert load_collection(path) == collection
    assert path.read_text(encoding="utf-8").startswith("format: netepic-collection/1\n")
    assert [p.name for p in tmp_path.iterdir()] == ["collection.yaml"]  # no temporary left


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("format: netepic-collection/1\nmodels:\n  a/b: -3\n", 3),
        ("format: netepic-collection/1\nmodels:\n  a/b: 100000000000\n", 3),
        ("format: netepic-collection/1\nmodels:\n  a/b: 2.5\n", 3),
        ("format: netepic-collection/1\nmodels:\n  nobook: 2\n", 3),
        ("format: netepic-roster/1\nname: x\n", 1),
        ("format: netepic-collection/1\nmodels: " + "[" * 5000, None),
        ("format: netepic-collection/1\nmodels: &a {x/y: 1}\nmore: *a\n", None),
    ],
    ids=["negative", "huge", "fraction", "no-book", "a-roster", "deep", "alias"],
)
def test_hostile_collections_are_refused_with_file_and_line(text: str, where: int | None) -> None:
    with pytest.raises(CollectionFileError) as info:
        parse_collection(text, "c.yaml")
    assert info.value.file == "c.yaml"
    if where is not None:
        assert info.value.line == where


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", "needs", *args],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )


def test_the_needs_command_exit_codes(tmp_path: Path) -> None:
    plain = run(str(MARINES), "--json")
    assert plain.returncode == 0, plain.stderr
    data = json.loads(plain.stdout)
    assert data["total"] == sum(unit["needed"] for unit in data["units"]) > 0
    full = tmp_path / "full.yaml"
    save_collection(Collection(models={u["unit"]: u["needed"] for u in data["units"]}), full)
    assert run(str(MARINES), "--collection", str(full)).returncode == 0
    empty = tmp_path / "empty.yaml"
    save_collection(Collection(), empty)
    short = run(str(MARINES), "--collection", str(empty), "--lang", "fr")
    assert short.returncode == 1 and "manquent" in short.stdout
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: netepic-collection/1\nmodels:\n  a/b: -1\n", encoding="utf-8")
    refused = run(str(MARINES), "--collection", str(bad))
    assert refused.returncode == 2 and f"{bad}:3" in refused.stderr
