"""Card options (§1.2 no substitutions, §6.4 titan weapons; C-09) and titan costs (ruling 7)."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

import pytest

from listbuilder.codex.codex import Codex
from tests.rules.builders import att, card, check, choice_points, codes, company, force, only

WARLORD_BOOK_FIT = {
    # NetEpic Gold §6.4's example: Volcano cannon, Chainfist, Vortex missile, Gatling blaster.
    "warlord_titan_arm_weapons.volcano_cannon": 1,
    "warlord_titan_arm_weapons.chain_fist": 1,
    "warlord_titan_carapace_weapons.vortex_missile": 1,
    "warlord_titan_carapace_weapons.gatling_blaster": 1,
}


def rounded(codex: Codex, raw: Decimal) -> int:
    """Ruling 7, computed independently: nearest multiple of the rounding step, halves up."""
    step = codex.game_system.titan_cost_rounding
    return int((raw / step).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * step


def titan_raw(
    codex: Codex, list_id: str, card_id: str, options: dict[str, int], share: int = 1
) -> Decimal:
    chassis = Decimal(card(codex, list_id, card_id).points) / share
    weapons = sum(choice_points(codex, list_id, card_id, key) * n for key, n in options.items())
    return chassis + weapons


def test_warlord_with_the_book_weapons_costs_the_rounded_sum(codex: Codex) -> None:
    raw = titan_raw(codex, "titan_legions", "warlord_titan", WARLORD_BOOK_FIT)
    expected = rounded(codex, raw)
    result = check(
        codex,
        force(
            "titan_legions",
            company(
                "reaver_titan_battlegroup",
                att("warlord_titan", WARLORD_BOOK_FIT),
                options={
                    f"reaver_titan_arm_weapons_{i}.{w}": 1
                    for i in (1, 2, 3)
                    for w in ("wrecker", "power_ram")
                },
            ),
        ),
        limit=None,
    )
    assert result.findings == ()
    warlord = result.figures.forces[0].companies[0].attached[0]
    assert warlord.points == expected
    assert warlord.titans == (expected,)
    assert warlord.victory_points == math.ceil(expected / codex.game_system.points_per_vp)
    # With this codex the book's fit lands on a half (…25): ruling 7 rounds it up.
    assert raw % 50 == 25 and expected == raw + 25


def test_battlegroup_rounds_each_titan_then_adds(codex: Codex) -> None:
    options = {
        "warlord_titan_arm_weapons_1.volcano_cannon": 1,
        "warlord_titan_arm_weapons_1.chain_fist": 1,
        "warlord_titan_carapace_weapons_1.vortex_missile": 1,
        "warlord_titan_carapace_weapons_1.gatling_blaster": 1,
        "warlord_titan_arm_weapons_2.quake_cannon": 2,
        "warlord_titan_arm_weapons_3.gatling_blaster": 1,
        "warlord_titan_arm_weapons_3.power_fist": 1,
    }
    result = check(
        codex,
        force("titan_legions", company("warlord_titan_battlegroup", options=options)),
        limit=None,
    )
    assert result.findings == ()
    bg = card(codex, "titan_legions", "warlord_titan_battlegroup")
    per_titan = [
        {k: v for k, v in options.items() if k.split(".")[0].endswith(f"_{i}")} for i in (1, 2, 3)
    ]
    expected = tuple(
        rounded(codex, titan_raw(codex, "titan_legions", bg.id, fit, share=bg.instances))
        for fit in per_titan
    )
    figures = result.figures.forces[0].companies[0].card
    assert figures.titans == expected
    assert figures.points == sum(expected)
    assert figures.victory_points == sum(math.ceil(cost / 100) for cost in expected)


@pytest.mark.parametrize(
    ("list_id", "card_id", "group"),
    [
        ("space_marines", "warhound_titan", "warhound_titan_weapons"),
        ("khorne", "warhound_titan", "warhound_titan_weapons"),
        ("titan_legions", "warhound_titan", "warhound_titan_weapons"),
        ("tyranids", "hierodule", "tyranid_bio_titan_weapons"),
    ],
)
def test_titan_without_its_required_weapons_is_illegal(
    codex: Codex, list_id: str, card_id: str, group: str
) -> None:
    head = {
        "space_marines": "tactical_company",
        "khorne": "chaos_renegades",
        "titan_legions": "reaver_titan_battlegroup",
        "tyranids": "dominatrix",
    }[list_id]
    bare = check(codex, force(list_id, company(head, card_id)), limit=None)
    findings = [
        f
        for f in bare.findings
        if f.code == "option-invalid" and f.path.startswith("forces[0].companies[0].attached")
    ]
    assert [(f.path, f.variant) for f in findings] == [
        ("forces[0].companies[0].attached[0].options", "group-empty")
    ]
    assert "§6.4" in findings[0].message("en")


def test_warhound_weapon_counts(codex: Codex) -> None:
    group = card(codex, "space_marines", "warhound_titan").option_group("warhound_titan_weapons")
    assert group is not None and group.max == 2
    limited = next(c for c in group.choices if c.max == 1)
    too_many = check(
        codex,
        force(
            "space_marines",
            company("tactical_company", att("warhound_titan", {f"{group.id}.{limited.id}": 2})),
        ),
    )
    finding = only(too_many, "option-invalid")
    assert (finding.path, finding.variant) == (
        f"forces[0].companies[0].attached[0].options[{group.id}.{limited.id}]",
        "choice-max",
    )
    three = {f"{group.id}.{c.id}": 1 for c in group.choices[:3]}
    over = check(
        codex, force("space_marines", company("tactical_company", att("warhound_titan", three)))
    )
    assert only(over, "option-invalid").variant == "group-max"


def test_unknown_option_suggests_the_right_one(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "space_marines",
            company(
                "tactical_company",
                att(
                    "warhound_titan",
                    {
                        "warhound_titan_weapons.plasma_blastgun": 1,
                        "warhound_titan_weapons.inferno_gunn": 1,
                    },
                ),
            ),
        ),
    )
    unknown = [f for f in result.findings if f.variant == "unknown"]
    assert [f.path for f in unknown] == [
        "forces[0].companies[0].attached[0].options[warhound_titan_weapons.inferno_gunn]"
    ]
    assert "Did you mean 'warhound_titan_weapons.inferno_gun'?" in unknown[0].message("en")


def test_options_on_a_card_that_has_none(codex: Codex) -> None:
    result = check(codex, force("orks", company("goff_clan", att("mekboy", {"extra.gun": 1}))))
    finding = only(result, "option-invalid")
    assert finding.message("en").endswith("Mekboy has no options; remove them.")


def test_required_non_titan_option_group(codex: Codex) -> None:
    # Imperial Guard infantry companies choose their HQ and Commissar transports (§1.2).
    bare = check(codex, force("imperial_guard", "tactical_infantry_company"))
    assert [f.variant for f in bare.findings] == ["group-empty", "group-empty"]
    assert "§1.2" in bare.findings[0].message("en")
    chosen = check(
        codex,
        force(
            "imperial_guard",
            company(
                "tactical_infantry_company",
                options={"hq_transport.command_chimera": 1, "commissar_transport.command_rhino": 1},
            ),
        ),
    )
    assert chosen.findings == ()


def test_option_points_add_to_an_ordinary_card(codex: Codex) -> None:
    host = card(codex, "biel_tan", "biel_tan_phoenix_host")
    group = host.options[0]
    picks = {f"{group.id}.{choice.id}": 1 for choice in group.choices[: group.min or 1]}
    result = check(codex, force("biel_tan", company(host.id, options=picks)), limit=None)
    assert "option-invalid" not in codes(result)
    expected = host.points + sum(choice_points(codex, "biel_tan", host.id, key) for key in picks)
    assert result.figures.forces[0].companies[0].card.points == expected


def _big_mob_options(codex: Codex) -> dict[str, int]:
    """Two Great Gargants and a Slasha, each with its own weapons (option ids from the codex)."""
    great = {
        "great_gargant_great_gargant_arm_weapons_{n}.gatling_kannon": 1,
        "great_gargant_great_gargant_arm_weapons_{n}.ripper_fist": 1,
        "great_gargant_great_gargant_turret_weapons_{n}.battle_cannon_turret": 2,
        "great_gargant_great_gargant_centerline_weapons_{n}.snapper": 1,
    }
    slasha = {
        "slasha_gargant_centerline_weapon_{n}.cluster_buster": 1,
        "slasha_gargant_arm_weapons_{n}.flak_kannon": 1,
        "slasha_gargant_arm_weapons_{n}.deth_kannon": 1,
    }
    options = {
        "gargants_1.great_gargant": 1,
        "gargants_2.great_gargant": 1,
        "gargants_3.slasha_gargant": 1,
    }
    for n, weapons in ((1, great), (2, great), (3, slasha)):
        options.update({key.format(n=n): count for key, count in weapons.items()})
    mob = card(codex, "orks", "gargant_big_mob")
    valid = {f"{g.id}.{c.id}" for g in mob.options for c in g.choices}
    assert set(options) <= valid
    return options


def test_big_mob_gargants_each_choose_their_own_weapons(codex: Codex) -> None:
    """§6.5: a Gargant Big Mob is three Gargants; each is priced and rounded on its own."""
    mob = card(codex, "orks", "gargant_big_mob")
    assert mob.instances == 3
    options = _big_mob_options(codex)
    result = check(
        codex, force("orks", company("goff_clan", att("gargant_big_mob", options))), limit=5000
    )
    assert "option-invalid" not in codes(result)
    figures = result.figures.forces[0].companies[0].attached[0]
    assert len(figures.titans) == 3

    def price(n: int) -> int:
        chosen = {k: v for k, v in options.items() if k.endswith(f"_{n}") or f"_{n}." in k}
        raw = 0
        for key, count in chosen.items():
            group_id, choice_id = key.split(".")
            group = mob.option_group(group_id)
            assert group is not None
            raw += group.choice(choice_id).points * count  # type: ignore[union-attr]
        return ((2 * raw + 50) // 100) * 50  # nearest 50, halves up (ruling 7)

    assert figures.titans == (price(1), price(2), price(3))
    assert figures.points == sum(figures.titans)


def test_weapons_of_a_gargant_not_chosen_are_invalid(codex: Codex) -> None:
    options = _big_mob_options(codex)
    options["slasha_gargant_arm_weapons_1.flak_kannon"] = 1  # gargant 1 is a Great Gargant
    result = check(
        codex, force("orks", company("goff_clan", att("gargant_big_mob", options))), limit=5000
    )
    finding = only(result, "option-invalid")
    assert finding.variant == "group-unused"
    assert "Slasha Gargant" in finding.message("en")
