"""Structure cards in an army (§6.7, ruling 18): points, VP and break points like any card,
no slot used, no company needed, a bastion with exactly one turret weapon."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.game.army import roster_army
from listbuilder.rules.codes import Code
from tests.rules.builders import att, check, codes, company, force, only, points, structure

IG = "imperial_guard"


def _heavy(codex: Codex) -> object:
    """A legal Heavy Infantry Company (its free transports taken)."""
    from listbuilder.roster.defaults import default_options

    ref = codex.find_card("heavy_infantry_company", IG)
    assert ref is not None
    return company("heavy_infantry_company", options=default_options(ref.card))


def test_structures_add_their_points_vp_and_break_points(codex: Codex) -> None:
    base = check(codex, force(IG, _heavy(codex)))  # type: ignore[arg-type]
    army = force(
        IG,
        _heavy(codex),  # type: ignore[arg-type]
        structures=("trench", "minefield", "composite_bunker"),
    )
    result = check(codex, army)
    assert result.legal, [(f.code, f.path) for f in result.findings]
    extra = points(codex, IG, "trench", "minefield", "composite_bunker")
    assert extra == 150 + 150 + 250
    figures = result.figures
    assert figures.points == base.figures.points + extra
    assert figures.victory_points == base.figures.victory_points + 2 + 2 + 3
    assert figures.break_point == base.figures.break_point + 3 + 3 + 3
    [held] = figures.forces
    assert [card.path for card in held.structures] == [
        "forces[0].structures[0]",
        "forces[0].structures[1]",
        "forces[0].structures[2]",
    ]
    assert held.points == figures.points and held.victory_points == figures.victory_points


def test_a_bastion_costs_100_plus_its_weapon_with_vp_unrounded(codex: Codex) -> None:
    def bastion(option: str) -> tuple[int, int]:
        army = force(IG, _heavy(codex), structures=(structure("bastion", {option: 1}),))  # type: ignore[arg-type]
        card = check(codex, army).figures.forces[0].structures[0]
        return card.points, card.victory_points

    # a titan's cost would round 175 to 200 (ruling 7); a bastion's stays 175 (ruling 18)
    assert bastion("turret_weapon.doomburner") == (175, 2)
    assert bastion("turret_weapon.vulcan_mega_bolter") == (150, 2)
    assert bastion("turret_weapon.warp_missile") == (225, 3)
    # a plasma weapon costs double: Plasma Blastgun 75 -> 150
    assert bastion("turret_weapon.plasma_blastgun") == (250, 3)
    assert bastion("turret_weapon.plasma_destructor_with_dedicated_reactor") == (550, 6)


def test_a_bastion_needs_exactly_one_turret_weapon(codex: Codex) -> None:
    bare = check(codex, force(IG, _heavy(codex), structures=("bastion",)))  # type: ignore[arg-type]
    finding = only(bare, Code.OPTION_INVALID)
    assert finding.path == "forces[0].structures[0].options"
    assert finding.variant == "group-empty"
    assert "§6.7, ruling 18" in finding.message("en")
    assert finding.message("fr").startswith("Bastion : rien n'est choisi dans")
    two = structure("bastion", {"turret_weapon.volcano_cannon": 1, "turret_weapon.doomburner": 1})
    found = only(check(codex, force(IG, _heavy(codex), structures=(two,))), Code.OPTION_INVALID)  # type: ignore[arg-type]
    assert found.variant == "group-max" and found.path == "forces[0].structures[0].options"
    wrong = structure("bastion", {"turret_weapon.chain_fist": 1})
    result = check(codex, force(IG, _heavy(codex), structures=(wrong,)))  # type: ignore[arg-type]
    paths = {(f.variant, f.path) for f in result.findings if f.code == Code.OPTION_INVALID}
    assert ("unknown", "forces[0].structures[0].options[turret_weapon.chain_fist]") in paths


def test_an_unknown_structure_is_reported_on_its_entry(codex: Codex) -> None:
    result = check(codex, force(IG, _heavy(codex), structures=("trench", "road")))  # type: ignore[arg-type]
    finding = only(result, Code.UNKNOWN_CARD)
    assert finding.path == "forces[0].structures[1]"
    assert (
        result.figures.points
        == check(
            codex,
            force(IG, _heavy(codex), structures=("trench",)),  # type: ignore[arg-type]
        ).figures.points
    )


def test_structures_use_no_slot_and_need_no_company(codex: Codex) -> None:
    # five Support cards fill the company; six structures take nothing from it (ruling 1, 18)
    full = company("tactical_company", *["rhino_squadron"] * 5)
    result = check(codex, force("space_marines", full, structures=("trench",) * 6), limit=None)
    assert Code.SUPPORT_LIMIT not in codes(result)
    assert Code.NO_COMPANY not in codes(result)
    # a force still needs its Company card: structures are not one (ruling 12, C-02)
    alone = check(codex, force("space_marines", structures=("bastion",)))
    assert Code.NO_COMPANY in codes(alone)


def test_any_list_may_buy_them_tyranids_included(codex: Codex) -> None:
    swarm = force("tyranids", structures=("infantry_bunker",))
    result = check(codex, swarm)
    assert Code.CARD_NOT_IN_LIST not in codes(result)
    assert Code.UNKNOWN_CARD not in codes(result)
    assert result.figures.forces[0].structures[0].points == 150


def test_structures_count_for_the_main_force_and_the_shares(codex: Codex) -> None:
    marines = force("space_marines", company("tactical_company"))
    guard = force(IG, _heavy(codex))  # type: ignore[arg-type]
    fortified = force(IG, _heavy(codex), structures=("composite_bunker",) * 4)  # type: ignore[arg-type]
    plain = check(codex, marines, guard, limit=3000).figures
    assert [f.role for f in plain.forces] == ["main", "ally"]
    assert plain.ally_points == plain.forces[1].points
    # 1,000 points of bunkers make the Guard the list with the most points (rulings 4, 10)
    result = check(codex, marines, fortified, limit=3000).figures
    assert result.forces[1].points == plain.forces[1].points + 1000
    assert [f.role for f in result.forces] == ["ally", "main"]
    assert result.ally_points == result.forces[0].points


def test_a_structure_card_under_a_company_or_a_company_card_among_structures(
    codex: Codex,
) -> None:
    result = check(
        codex,
        force(
            "space_marines", company("tactical_company", att("trench")), structures=("chaplain",)
        ),
    )
    found = {(f.variant, f.path) for f in result.findings if f.code == Code.STRUCTURE_MISPLACED}
    assert found == {
        ("in-company", "forces[0].companies[0].attached[0]"),
        ("not-structure", "forces[0].structures[0]"),
    }
    moved = next(f for f in result.findings if f.variant == "in-company")
    assert "Move Trench to the force's structures." in moved.message("en")
    assert "décision 18" in moved.message("fr")


def test_in_a_game_a_barricade_breaks_at_50_cm_and_a_bastion_when_destroyed(
    codex: Codex,
) -> None:
    from tests.rules.builders import roster

    army = roster_army(
        roster(
            force(
                IG,
                _heavy(codex),  # type: ignore[arg-type]
                structures=(
                    "barricade",
                    structure("bastion", {"turret_weapon.plasma_cannon": 1}),
                ),
            )
        ),
        codex,
    )
    barricade, bastion = army.cards[-2:]
    assert barricade.is_structure and barricade.path == "forces[0].structures[0]"
    assert (barricade.boxes, barricade.breaks_at, barricade.break_vp) == (20, 10, 2)
    assert barricade.break_text is not None and barricade.break_text.en == "50 cm of barricade"
    assert not barricade.is_company and barricade.morale is None
    # 100 + a Plasma Cannon at double cost (2 x 100): 300 points, 3 VP when destroyed
    assert (bastion.points, bastion.boxes, bastion.breaks_at, bastion.break_vp) == (300, 1, 1, 3)
