"""Issue 31 (4): the findings call a card, a company and a force as the roster tree does,
the player's name first (``First Wind (Guardian Host #1)``); unnamed ones as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.rules.engine import validate

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "alaitoc-illegal.yaml"


def _named() -> str:
    text = EXAMPLE.read_text(encoding="utf-8")
    for old, new in (
        (
            "      - card: guardian_host\n        attached:\n          - card: alaitoc_rangers",
            "      - card: guardian_host\n        name: First Wind\n        attached:\n"
            "          - card: alaitoc_rangers",
        ),
        (
            "          - card: dark_reapers\n",
            "          - card: dark_reapers\n            name: Reapers of Woe\n",
        ),
        (
            "          - card: jain_zar_the_storm_of_silence\n",
            "          - card: jain_zar_the_storm_of_silence\n            name: The Storm\n",
        ),
    ):
        assert old in text
        text = text.replace(old, new, 1)
    return text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_findings_use_the_players_names(codex: Codex, lang: str) -> None:
    result = validate(parse_roster(_named()), codex)
    by_code = {finding.code: finding.message(lang) for finding in result.findings}
    support = by_code["support-limit"]
    assert support.startswith("First Wind (")
    assert "Reapers of Woe (" in support
    assert "The Storm (" in by_code["unique-limit"]


def test_unnamed_cards_read_as_before(codex: Codex) -> None:
    result = validate(load_roster(EXAMPLE), codex)
    support = next(f for f in result.findings if f.code == "support-limit").message("en")
    assert support.startswith("Guardian Host #1 has 6 Support cards")
    assert "Move Dark Reapers to Guardian Host #2" in support
