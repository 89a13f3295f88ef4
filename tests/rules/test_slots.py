"""Per-company limits (§1.2, ruling 1; C-04 to C-06), with the fix that moves a card."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import CardType
from tests.rules.builders import att, check, codes, company, force, only

SM_SUPPORTS = [
    "land_raider_squadron",
    "predator_squadron",
    "rhino_squadron",
    "whirlwind_battery",
    "tactical_detachment",
]


def test_limits_come_from_the_game_system(codex: Codex) -> None:
    system = codex.game_system
    assert system.per_company(CardType.SUPPORT) == len(SM_SUPPORTS)
    assert system.per_company(CardType.SPECIAL) == 1
    assert system.free_per_company == 1


def test_five_supports_and_one_special_per_company_are_legal(codex: Codex) -> None:
    result = check(
        codex, force("space_marines", company("tactical_company", *SM_SUPPORTS, "chaplain"))
    )
    assert result.findings == ()


def test_sixth_support_is_reported_and_moved_to_a_company_with_room(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "space_marines",
            company("tactical_company", *SM_SUPPORTS, "land_raider_squadron"),
            company(
                "tactical_company", "rhino_squadron", "predator_squadron", "razorback_squadron"
            ),
        ),
        limit=6000,
    )
    finding = only(result, "support-limit")
    assert finding.path == "forces[0].companies[0].attached[5]"
    assert finding.params["count"] == 6 and finding.params["max"] == 5
    text = finding.message("en")
    assert "Tactical Company #1 has 6 Support cards" in text
    assert "ruling 1" in text
    assert text.endswith(
        "Move Land Raider Squadron to Tactical Company #2, which has 2 free support slots."
    )
    assert "décision 1" in finding.message("fr")


def test_limits_are_per_company_not_per_force(codex: Codex) -> None:
    # Ruling 1: ten supports in one force are fine when split over two companies.
    result = check(
        codex,
        force(
            "space_marines",
            company("tactical_company", *SM_SUPPORTS),
            company("tactical_company", *SM_SUPPORTS),
        ),
        limit=6000,
    )
    assert "support-limit" not in codes(result)


def test_second_special_card_in_an_ork_clan_without_room_elsewhere(codex: Codex) -> None:
    result = check(codex, force("orks", company("goff_clan", "mekboy", "painboy")))
    finding = only(result, "special-limit")
    assert finding.path == "forces[0].companies[0].attached[1]"
    assert finding.message("en").endswith("Remove Painboy, or buy another company to take it.")


def test_special_limit_in_an_imperial_guard_company(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "imperial_guard",
            company(
                "tactical_infantry_company",
                "vindicare_assassin",
                "callidus_assassin",
                options={"hq_transport.command_rhino": 1, "commissar_transport.command_rhino": 1},
            ),
        ),
    )
    assert codes(result) == ["special-limit"]


def test_two_free_cards_in_one_host(codex: Codex) -> None:
    # Saim-Hann: the Avatar (Free Special) and the Wild Riders (Free Support) in one host.
    result = check(
        codex, force("saim_hann", company("guardian_host", "avatar", "saim_hann_wild_riders"))
    )
    finding = only(result, "free-limit")
    assert finding.path == "forces[0].companies[0].attached[1]"
    split = check(
        codex,
        force(
            "saim_hann",
            company("guardian_host", "avatar"),
            company("guardian_host", "saim_hann_wild_riders"),
        ),
    )
    assert "free-limit" not in codes(split)


def test_a_free_support_card_still_takes_a_support_slot(codex: Codex) -> None:
    supports = [
        "guardian_detachment",
        "falcon_squadron",
        "dire_avengers",
        "fire_dragons",
        "dark_reapers",
    ]
    result = check(
        codex, force("saim_hann", company("guardian_host", *supports, "saim_hann_wild_riders"))
    )
    assert only(result, "support-limit").path == "forces[0].companies[0].attached[5]"


def test_tyranid_broods_have_no_per_synapse_limit(codex: Codex) -> None:
    """The Tyranid list sets its own per-company rule: broods are not counted in slots."""
    tyranids = codex.army_list("tyranids")
    assert tyranids is not None
    assert tyranids.company_limit(CardType.SUPPORT, codex.game_system) is None
    broods = [att("termagant_brood") for _ in range(4)] + [att("hormagaunt_brood")] * 3
    result = check(codex, force("tyranids", company("dominatrix", *broods)), limit=3000)
    assert "support-limit" not in codes(result)
    assert result.legal, [(f.code, f.path) for f in result.findings]
