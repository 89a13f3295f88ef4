"""Which cards a force holds and where they hang: §1.2, §2.1 (C-02, C-03), army books."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.roster.model import Force
from tests.rules.builders import check, codes, company, force, only, points


def test_legal_space_marine_force_has_no_finding(codex: Codex) -> None:
    result = check(
        codex,
        force("space_marines", company("tactical_company", "land_raider_squadron", "chaplain")),
    )
    assert result.findings == ()
    assert result.legal


def test_no_company_when_a_force_is_empty(codex: Codex) -> None:
    result = check(codex, force("orks", "goff_clan"), Force(list_id="imperial_guard"))
    finding = only(result, "no-company")
    assert finding.path == "forces[1]"
    assert "Imperial Guard" in finding.message("en")


def test_an_army_with_no_force_is_illegal(codex: Codex) -> None:
    # Ruling 12: an army needs a main force with a Company card; `forces: []` is no army.
    for limit in (3000, None):
        result = check(codex, limit=limit)
        finding = only(result, "empty-army")
        assert not result.legal and finding.path == ""
        assert "ruling 12" in finding.message("en") and "décision 12" in finding.message("fr")
        assert "no-company" not in codes(result)


def test_forces_with_no_company_card_are_illegal_whatever_their_number(codex: Codex) -> None:
    result = check(
        codex,
        Force(list_id="space_marines"),
        force("space_marines", company("land_raider_squadron")),
    )
    assert not result.legal
    assert [f.path for f in result.findings if f.code == "no-company"] == [
        "forces[0]",
        "forces[1]",
    ]


def test_no_company_when_a_force_holds_only_a_support_card_bought_as_company(codex: Codex) -> None:
    result = check(
        codex,
        force("tyranids", "dominatrix"),
    )
    assert "no-company" not in codes(result)
    result = check(codex, force("imperial_guard", company("leman_russ_squadron")))
    assert only(result, "no-company").path == "forces[0]"
    assert only(result, "not-attachable").path == "forces[0].companies[0]"


def test_not_attachable_special_card_bought_as_company_suggests_a_company(codex: Codex) -> None:
    result = check(codex, force("space_marines", "tactical_company", "chaplain"))
    finding = only(result, "not-attachable")
    assert (finding.path, finding.variant) == ("forces[0].companies[1]", "as-company")
    assert "Attach Chaplain to a company, for example Tactical Company #1." in finding.message("en")
    assert "Rattachez Chaplain" in finding.message("fr")


def test_not_attachable_company_card_attached_to_a_company(codex: Codex) -> None:
    result = check(codex, force("orks", company("goff_clan", "evil_sunz_clan")))
    finding = only(result, "not-attachable")
    assert (finding.path, finding.variant) == ("forces[0].companies[0].attached[0]", "attached")
    assert "Evil Sunz Clan" in finding.message("en")


def test_card_not_in_list_names_the_force_that_may_take_it(codex: Codex) -> None:
    # An Imperial Guard support card under a Space Marine company (§2.1.6: armies never mix).
    result = check(
        codex,
        force("space_marines", company("tactical_company", "leman_russ_squadron")),
        force(
            "imperial_guard",
            company(
                "tactical_infantry_company",
                options={"hq_transport.command_rhino": 1, "commissar_transport.command_rhino": 1},
            ),
        ),
    )
    finding = only(result, "card-not-in-list")
    assert finding.path == "forces[0].companies[0].attached[0]"
    assert finding.fix is not None and finding.fix.key == "finding.fix.move-to-force"
    assert "Move Leman Russ Squadron to the" in finding.message("en")


def test_card_not_in_list_for_another_chapters_card(codex: Codex) -> None:
    # A chapter takes its own cards and the Standard Astartes cards, never another chapter's.
    result = check(
        codex,
        force("space_wolves", company("space_wolves_great_company", "blood_angels_death_company")),
    )
    assert "card-not-in-list" in codes(result)


def test_unknown_card_is_reported_with_a_close_id(codex: Codex) -> None:
    result = check(codex, force("space_marines", "tactikal_company", "tactical_company"))
    finding = only(result, "unknown-card")
    assert finding.path == "forces[0].companies[0]"
    assert finding.message("en").endswith("Did you mean 'tactical_company'?")
    assert not result.legal


def test_book_qualified_card_ids_are_accepted(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "space_marines",
            company("adeptus_astartes/tactical_company", "adeptus_astartes/chaplain"),
        ),
    )
    assert result.findings == ()
    assert result.figures.points == points(codex, "space_marines", "tactical_company", "chaplain")


def test_unknown_list_suggests_the_right_id(codex: Codex) -> None:
    result = check(codex, force("space_marine", "tactical_company"))
    finding = only(result, "unknown-list")
    assert finding.path == "forces[0]"
    assert "Did you mean 'space_marines'?" in finding.message("en")


def test_required_card_missing_in_a_tyranid_swarm(codex: Codex) -> None:
    result = check(codex, force("tyranids", company("hive_tyrant_brood", "hormagaunt_brood")))
    finding = only(result, "required-card")
    assert finding.path == "forces[0]"
    assert "Dominatrix" in finding.message("en")
    legal = check(codex, force("tyranids", company("dominatrix", "hormagaunt_brood")))
    assert legal.findings == ()


def test_required_card_of_a_chapter(codex: Codex) -> None:
    chapter = codex.army_list("blood_angels")
    assert chapter is not None and chapter.required_cards
    required = chapter.required_cards[0].card
    without = check(
        codex, force("blood_angels", company("tactical_company", "land_raider_squadron"))
    )
    assert "required-card" in codes(without)
    with_it = check(
        codex, force("blood_angels", company("tactical_company", "land_raider_squadron"), required)
    )
    assert "required-card" not in codes(with_it)
