"""The roster text the app writes is read back by PyYAML's safe loader to the same roster.

Every roster file, the app's own included, goes through the safe loader and its limits
(a second reader for the app's own form bought under 20 ms and went: ``docs/speed.md``).
The sample writes every form the writer has (quoted and literal texts, numbers first,
options on one line and one per line, empty forces, structure cards).
"""

from __future__ import annotations

import pytest
import yaml

from listbuilder.errors import RosterFileError
from listbuilder.files.yamlio import load_text
from listbuilder.roster.io import dump_roster, parse_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard


def _sample() -> Roster:
    """A roster with every written form: quoted and literal texts, numbers first, options
    on one line and one per line, empty forces, structure cards."""
    wide = {f"weapon_group_{n}.heavy_choice_{n}": n for n in range(5)}
    return Roster(
        name="Croisade d'Ultramar: 2nd wave",
        points_limit=6000,
        notes="First line\n\n  indented: line # not a comment\nlast",
        forces=(
            Force(
                list_id="space_marines",
                name="1st Company",
                notes="yes",
                companies=(
                    Company(
                        card="tactical_company",
                        name="'Quoted' veterans",
                        options={"hq_transport.command_rhino": 1},
                        notes="ends with a break\n",
                        attached=(
                            AttachedCard(card="reaver_titan", options=wide, notes="2024-01-01"),
                            AttachedCard(card="rhino_squadron", name="007"),
                        ),
                    ),
                ),
                structures=(StructureCard(card="bunker", notes="10:30"),),
            ),
            Force(list_id="imperial_guard"),
        ),
    )


def test_the_written_forms_are_read_back_alike() -> None:
    roster = _sample()
    text = dump_roster(roster)
    for form in ("|-\n", "|\n", "'", "{hq_transport", "options:\n", "companies: []"):
        assert form in text  # the sample still writes each form
    assert parse_roster(text) == roster
    assert load_text(text)["forces"][0]["companies"][0]["name"] == "'Quoted' veterans"


@pytest.mark.parametrize("size", [1023, 1024, 1025, 1026])
def test_a_key_longer_than_yaml_allows_is_refused_with_a_message(size: int) -> None:
    """YAML ends an implicit key 1,024 characters after it starts: PyYAML refuses a longer
    one (issue 30), in a block mapping and in option counts, and the reader says so."""
    key = "k" * size
    block = f"format: netepic-roster/1\nname: x\n{key}: 1\n"
    counts = (
        "format: netepic-roster/1\nname: x\nforces:\n  - list: a\n    companies:\n"
        f"      - card: b\n        options: {{{key}: 1}}\n"
    )
    for text in (block, counts):
        if size <= 1024:
            assert load_text(text) == yaml.load(text, Loader=yaml.SafeLoader)
        else:
            with pytest.raises(RosterFileError) as caught:
                parse_roster(text, "long.yaml")
            assert "long.yaml" in caught.value.describe()
