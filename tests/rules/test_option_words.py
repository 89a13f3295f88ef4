"""A card's chosen options say whose they are where a card's parts choose alike
(rules.option_words), with the real army books: a Guard company's HQ and Commissar each take a
Command Rhino."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.report.exports import TEXT_FORMATS, export_text
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.rules.context import build_context
from listbuilder.rules.option_words import option_parts, options_by_path, options_text, owner_name
from tests.helpers.rosters import MARINES_AND_GUARD

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
GUARD = "imperial_guard/tactical_infantry_company"
RHINOS = {"hq_transport.command_rhino": 1, "commissar_transport.command_rhino": 1}


def test_the_hq_and_the_commissar_each_own_their_rhino(codex: Codex) -> None:
    card = codex.card(GUARD).card
    assert options_text(card, RHINOS, "en") == (
        "Tactical Company HQ: Command Rhino; Company Commissar: Command Rhino"
    )
    # French: both detachments by their French names, the HQ as the rulebook says it (QG)
    assert options_text(card, RHINOS, "fr") == (
        "QG de la compagnie tactique\u00a0: Rhino de commandement\u00a0; "
        "Commissaire de compagnie\u00a0: Rhino de commandement"
    )


def test_owners_come_from_the_holders_of_the_groups(codex: Codex) -> None:
    card = codex.card(GUARD).card
    hq, commissar = card.option_group("hq_transport"), card.option_group("commissar_transport")
    assert hq is not None and commissar is not None
    assert owner_name(card, hq, "en") == "Tactical Company HQ"
    assert owner_name(card, commissar, "fr") == "Commissaire de compagnie"


def test_one_owner_needs_no_name(codex: Codex) -> None:
    """A single part (the HQ's transport alone, a Warlord's weapons) reads as before."""
    card = codex.card(GUARD).card
    assert options_text(card, {"hq_transport.command_chimera": 1}, "en") == "Command Chimera"
    warhound = codex.card("adeptus_astartes/warhound_titan").card
    weapons = {
        "warhound_titan_weapons.plasma_blastgun": 1,
        "warhound_titan_weapons.inferno_gun": 1,
    }
    assert options_text(warhound, weapons, "en") == "Plasma Blastgun, Inferno Gun"


def test_a_chosen_titans_weapons_stay_with_it(codex: Codex) -> None:
    """In a Warhound squadron each titan's chassis and weapons read as one part: its number
    says whose they are, the weapons group's own holder adds nothing."""
    roster = parse_roster(MARINES_AND_GUARD)
    options = roster.forces[0].companies[0].attached[0].options
    card = codex.card("adeptus_astartes/warhound_titan_squadron").card
    assert options_text(card, options, "en") == (
        "#1: Warhound Titan, Plasma Blastgun, Inferno Gun; #2: Warhound Titan, Quake Cannon x2"
    )


def test_a_cards_own_options_are_named_beside_its_titans(codex: Codex) -> None:
    card = codex.card("tau/swordfish_cadre").card
    options = {f"{g.id}.{g.choices[0].id}": 1 for g in card.options}
    parts = option_parts(card, options, "en")
    assert [part.label for part in parts] == ["Command Swordfish", "#1", "#2"]


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_text_export_names_the_owners(fmt: str, lang: str, codex: Codex) -> None:
    text = export_text(parse_roster(MARINES_AND_GUARD), codex, fmt, lang)
    hq = "Tactical Company HQ" if lang == "en" else "QG de la compagnie tactique"
    line = next(line for line in text.splitlines() if hq in line)
    rhino = "Command Rhino" if lang == "en" else "Rhino de commandement"
    commissar = "Company Commissar" if lang == "en" else "Commissaire de compagnie"
    colon = ":" if lang == "en" else "\u00a0:"
    assert f"{hq}{colon} {rhino}" in line
    assert f"{commissar}{colon} {rhino}" in line
    assert not re.search(f"{rhino}, {rhino}", text)
    assert "#2" in text and ("Quake Cannon x2" in text or "Canon Quake x2" in text)


def test_the_example_army_names_its_chimeras_owners(codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    text = export_text(roster, codex, "markdown", "en")
    assert "Tactical Company HQ: Command Chimera; Company Commissar: Command Chimera" in text


def test_options_by_path_keys_the_cards_that_have_options(codex: Codex) -> None:
    ctx = build_context(parse_roster(MARINES_AND_GUARD), codex)
    found = options_by_path(ctx, "en")
    assert set(found) == {"forces[0].companies[0].attached[0]", "forces[1].companies[0]"}
    assert [part.label for part in found["forces[1].companies[0]"]] == [
        "Tactical Company HQ",
        "Company Commissar",
    ]
