"""Derived figures: points, VP, break points, shares, Unique allowance, victory, Elite tokens."""

from __future__ import annotations

import math

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import Card
from listbuilder.rules.engine import validate
from tests.rules.builders import att, card, check, company, force, roster


def elite_models(codex: Codex, book: str, c: Card) -> int:
    total = 0
    for detachment in c.composition:
        for count in detachment.units:
            unit = codex.unit(book, count.unit)
            if unit is not None and "elite" in [a.key for a in unit.abilities]:
                total += detachment.count * count.count
    return total


def test_points_vp_and_break_points_per_card_company_force_and_total(codex: Codex) -> None:
    sm_cards = [
        "tactical_company",
        "land_raider_squadron",
        "chaplain",
        "battle_company",
        "rhino_squadron",
    ]
    ig_cards = ["predator_company", "leman_russ_squadron"]
    result = check(
        codex,
        force(
            "space_marines",
            company("tactical_company", "land_raider_squadron", "chaplain"),
            company("battle_company", "rhino_squadron"),
        ),
        force("imperial_guard", company("predator_company", "leman_russ_squadron")),
        limit=4000,
    )
    assert result.findings == ()
    figures = result.figures
    sm = [card(codex, "space_marines", c) for c in sm_cards]
    ig = [card(codex, "imperial_guard", c) for c in ig_cards]
    first = figures.forces[0].companies[0]
    assert [first.card.points, *(a.points for a in first.attached)] == [c.points for c in sm[:3]]
    assert first.points == sum(c.points for c in sm[:3])
    assert first.victory_points == sum(math.ceil(c.victory_points or 0) for c in sm[:3])
    assert first.break_point == sum(c.break_point or 0 for c in sm[:3])
    assert figures.forces[0].points == sum(c.points for c in sm)
    assert figures.forces[1].points == sum(c.points for c in ig)
    assert figures.points == sum(c.points for c in sm + ig)
    assert figures.victory_points == sum(math.ceil(c.victory_points or 0) for c in sm + ig)
    assert figures.break_point == sum(c.break_point or 0 for c in sm + ig)
    assert figures.ally_points == sum(c.points for c in ig)
    assert figures.own_points == sum(c.points for c in sm)
    assert figures.min_own_pct == codex.min_own_share(codex.army_list("space_marines"))  # type: ignore[arg-type]
    assert first.label.en == "Tactical Company #1"
    assert figures.forces[0].companies[1].label.en == "Battle Company #2"


def test_elite_tokens_count_elite_models(codex: Codex) -> None:
    result = check(codex, force("squats", company("termite_company", "termite_detachment")))
    termite = card(codex, "squats", "termite_company")
    detachment = card(codex, "squats", "termite_detachment")
    expected = elite_models(codex, "squats", termite) + elite_models(codex, "squats", detachment)
    assert expected > 0
    assert result.figures.elite_tokens == expected


def test_unique_allowance_used_and_left(codex: Codex) -> None:
    result = check(codex, force("orks", company("goff_clan", "ghazghkull_thraka")), limit=6000)
    figures = result.figures
    assert (figures.uniques_used, figures.uniques_allowed, figures.uniques_left) == (1, 2, 1)


@pytest.mark.parametrize("size", [1000, 1500, 2000, 2001, 3000, 4500, 5000, 20000])
def test_victory_points_and_objectives_for_the_game_size(codex: Codex, size: int) -> None:
    figures = validate(roster(force("orks", "goff_clan"), limit=size), codex).figures
    victory = codex.game_system.victory
    assert figures.vp_to_win == victory.base + victory.per_thousand * math.ceil(size / 1000)
    small = size <= victory.small_game_max_points
    assert figures.objectives == (victory.small_game_objectives if small else victory.objectives)


def test_book_figures_for_ruling_8(codex: Codex) -> None:
    # Ruling 8 with the game system's numbers: 3,000 points -> 40 VP and 8 objectives.
    figures = validate(roster(force("orks", "goff_clan"), limit=3000), codex).figures
    assert (figures.vp_to_win, figures.objectives) == (40, 8)
    small = validate(roster(force("orks", "goff_clan"), limit=2000), codex).figures
    assert (small.vp_to_win, small.objectives) == (35, 6)


def test_figures_as_plain_data_in_both_languages(codex: Codex) -> None:
    result = check(codex, force("space_marines", company("tactical_company", att("chaplain"))))
    en = result.figures.to_dict("en")
    fr = result.figures.to_dict("fr")
    assert en["forces"][0]["list_name"] == codex.army_list("space_marines").name  # type: ignore[union-attr]
    assert fr["forces"][0]["list_name"] == codex.army_list("space_marines").name_fr  # type: ignore[union-attr]
    assert en["uniques_left"] == 1
    assert en["forces"][0]["companies"][0]["attached"][0]["card"] == "adeptus_astartes/chaplain"
