"""Cards as their books mean them: own VP (ruling 13) and the source errors the overlay fixes."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.rules.codes import Code
from listbuilder.rules.costs import card_cost
from tests.rules.builders import card, check, company, force, roster


@pytest.mark.parametrize(
    ("list_id", "head", "card_id"),
    [
        ("eldar", "guardian_host", "revenant_scout_titans"),
        ("saim_hann", "guardian_host", "saim_hann_revenant_scout_titans"),
    ],
)
def test_revenant_scout_titans_are_worth_3_vp_each(
    codex: Codex, list_id: str, head: str, card_id: str
) -> None:
    revenants = card(codex, list_id, card_id)
    assert revenants.points == 500  # 5 VP by ruling 7; the card's own rule says 2 x 3
    assert revenants.unit_vp == {"revenant_scout_titan": 3}
    assert card_cost(revenants, {}, codex.game_system).victory_points == 6
    result = check(codex, force(list_id, company(head, card_id)), limit=None)
    figures = result.figures.forces[0].companies[0].attached[0]
    assert (figures.card, figures.victory_points) == (f"eldar/{card_id}", 6)


def test_a_manta_cadre_counts_its_manta_apart(codex: Codex) -> None:
    # The Manta stands outside the break point and gives 8 VP when destroyed; the rest 5.
    cadre = card(codex, "tau", "manta_cadre")
    cost = card_cost(cadre, {}, codex.game_system)
    assert (cost.victory_points, cost.unit_vp) == (13, 8)


def test_codex_cards_json_gives_the_card_vp(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codex", "cards", "--book", "eldar", "--json"]) == 0
    records = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    assert records["revenant_scout_titans"]["victory_points"] == 6
    assert records["saim_hann_revenant_scout_titans"]["victory_points"] == 6


def test_the_printed_revenant_card_says_why_it_is_worth_6(tmp_path: Path, codex: Codex) -> None:
    army = roster(force("eldar", company("guardian_host", "revenant_scout_titans")), limit=None)
    out = tmp_path / "army.pdf"
    render_roster(army, codex, out, printed=date(2026, 11, 23), sections="cards")
    with pdfplumber.open(out) as pdf:
        text = " ".join((page.extract_text() or "") for page in pdf.pages)
    text = " ".join(text.split())
    assert "Revenant Scout Titan: 3 VP each, scored when it is destroyed (card rule)" in text
    assert "when the rest of the card breaks" not in text  # all 6 come from the titans
    manta = roster(force("tau", "manta_cadre"), limit=None)
    render_roster(manta, codex, out, printed=date(2026, 11, 23), sections="cards", lang="fr")
    with pdfplumber.open(out) as pdf:
        text = " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)
    assert "8 PV chacun" in text and "5 PV quand le reste de la carte est démoralisé" in text


def test_every_card_vp_rule_fits_inside_the_card_vp(codex: Codex) -> None:
    # unit_vp explains part of victory_points, never more than it.
    ruled = [ref for ref in codex.cards() if ref.card.unit_vp]
    assert len(ruled) >= 4
    for ref in ruled:
        cost = card_cost(ref.card, {}, codex.game_system)
        assert ref.card.victory_points is not None, ref.key
        assert 0 < cost.unit_vp <= cost.victory_points, ref.key
        assert set(ref.card.unit_vp) <= set(ref.card.unit_ids()), ref.key


def test_combat_drugs_and_the_peregrine_option_are_worth_1_vp(codex: Codex) -> None:
    # §3.3's rule of thumb: one VP per 100 points, rounded up; the source's 0 VP was an error.
    for list_id, card_id, points in (
        ("dark_eldar", "combat_drugs", 50),
        ("eldar", "peregrine_option", 25),
    ):
        found = card(codex, list_id, card_id)
        assert (found.points, found.victory_points) == (points, 1)
        assert card_cost(found, {}, codex.game_system).victory_points == 1


def test_the_costless_iron_hands_veterans_cannot_be_bought(codex: Codex) -> None:
    veterans = card(codex, "iron_hands", "iron_hands_clan_veteran_devastator_detachment")
    assert veterans.points == 0 and veterans.unpriced
    result = check(
        codex,
        force(
            "iron_hands",
            company("iron_hands_clan_company", "iron_hands_clan_veteran_devastator_detachment"),
        ),
        limit=None,
    )
    assert not result.legal
    finding = next(f for f in result.findings if f.code == Code.CARD_UNPRICED)
    assert finding.path == "forces[0].companies[0].attached[0]"
    assert "no known cost" in finding.message("en")


def test_the_biel_tan_dire_avengers_come_with_their_phoenix_lord(codex: Codex) -> None:
    # The source's choice: 4 Dire Avenger stands and the Phoenix Lord, 125 points, BP 2.
    host = card(codex, "biel_tan", "biel_tan_phoenix_host")
    group = host.option_group("aspect_warriors_phoenix_lords")
    assert group is not None
    choice = group.choice("dire_avengers_phoenix_lord")
    assert choice is not None
    units = {count.unit: count.count for count in choice.units}
    assert units == {"dire_avenger_squad": 4, "dire_avenger_phoenix_lord": 1}
    assert (choice.points, choice.victory_points, choice.break_point) == (125, 1, 2)
    options = {
        "aspect_warriors_phoenix_lords.dire_avengers_phoenix_lord": 1,
        "aspect_warriors_phoenix_lords.fire_dragons_phoenix_lord": 1,
        "aspect_warriors_phoenix_lords.howling_banshees_phoenix_lord": 1,
    }
    result = check(codex, force("biel_tan", company("biel_tan_phoenix_host", options=options)))
    assert result.findings == ()
    figures = result.figures.forces[0].companies[0].card
    assert figures.points == host.points + 125 + 100 + 150
    assert figures.break_point == 2 + 2 + 2
    # every stand of the three Aspects is Elite: 3 x 4 stands (the Lords are not)
    assert figures.elite_models >= 12


def test_every_code_of_the_table_has_its_constant() -> None:
    from listbuilder.rules.findings import CODES

    assert {code.value for code in Code} == set(CODES)
