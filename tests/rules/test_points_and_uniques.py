"""Points limit (§1.3, C-01), Unique cards and named characters (§1.2, rulings 2 and 3)."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from tests.rules.builders import check, codes, company, force, only, points

ORK_CLANS = ("goff_clan", "evil_sunz_clan", "deathskull_clan", "bad_moon_clan", "blood_axe_clan")


def test_points_limit_reports_the_excess_from_real_costs(codex: Codex) -> None:
    total = points(codex, "orks", *ORK_CLANS)
    limit = total - 50
    result = check(codex, force("orks", *ORK_CLANS), limit=limit)
    finding = only(result, "points-limit")
    assert finding.path == "points_limit"
    assert finding.params == {"points": total, "limit": limit, "over": 50}
    assert finding.message("en").endswith("Remove 50 points.")
    assert check(codex, force("orks", *ORK_CLANS), limit=total).legal
    assert "points-limit" not in codes(check(codex, force("orks", *ORK_CLANS), limit=None))


def test_one_unique_card_per_full_3000_points_of_the_limit(codex: Codex) -> None:
    per = codex.game_system.unique_per_points
    army = force(
        "orks",
        company("goff_clan", "ghazghkull_thraka"),
        company("evil_sunz_clan", "mad_doc_grotsnik"),
    )
    illegal = check(codex, army, limit=per)
    finding = only(illegal, "unique-limit")
    assert finding.path == "forces[0].companies[1].attached[0]"
    assert finding.variant == "limit"
    text = finding.message("en")
    assert f"a {per:,}-point game allows 1" in text and "rulings 2 and 3" in text
    assert text.endswith(f"Remove Mad Doc Grotsnik, or play a game of {2 * per:,} points or more.")
    assert illegal.figures.uniques_used == 2 and illegal.figures.uniques_allowed == 1
    assert check(codex, army, limit=2 * per).legal


def test_no_unique_card_below_3000_points(codex: Codex) -> None:
    result = check(codex, force("orks", company("goff_clan", "ghazghkull_thraka")), limit=2000)
    assert only(result, "unique-limit").params["allowed"] == 0


def test_unique_allowance_counts_main_force_and_ally_together(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "imperial_guard",
            company(
                "tactical_infantry_company",
                "commissar_yarrick",
                options={"hq_transport.command_rhino": 1, "commissar_transport.command_rhino": 1},
            ),
            "predator_company",
        ),
        force("space_marines", company("tactical_company", "legion_of_the_damned")),
    )
    assert only(result, "unique-limit").path == "forces[1].companies[0].attached[0]"


def test_without_a_limit_the_points_spent_are_the_base(codex: Codex) -> None:
    result = check(codex, force("orks", company("goff_clan", "ghazghkull_thraka")), limit=None)
    finding = only(result, "unique-limit")
    assert finding.variant == "spent"
    spent = points(codex, "orks", "goff_clan", "ghazghkull_thraka")
    assert finding.params["base"] == spent
    assert f"the {spent:,} points spent" in finding.message("en")
    assert "points dépensés" in finding.message("fr")


def test_the_same_unique_card_twice(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "space_marines",
            company("tactical_company", "legion_of_the_damned"),
            company("tactical_company", "legion_of_the_damned"),
        ),
        limit=6000,
    )
    finding = only(result, "unique-repeated")
    assert finding.path == "forces[0].companies[1].attached[0]"
    assert "Tactical Company #1" in finding.message("en")
    assert "unique-limit" not in codes(result)


def test_named_character_twice_whatever_the_size(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "orks",
            company("goff_clan", "ghazghkull_thraka"),
            company("goff_clan", "ghazghkull_thraka"),
        ),
        limit=20000,
    )
    assert codes(result) == ["character-repeated"]
    assert result.findings[0].path == "forces[0].companies[1].attached[0]"
