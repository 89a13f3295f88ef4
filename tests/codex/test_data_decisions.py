"""Issue 20's data decisions, read from the real army books: units the import lost, cards whose
totals we keep apart from BattleScribe's, cards that had no unit profile."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import Card
from listbuilder.rules.costs import card_cost
from listbuilder.rules.engine import validate
from tests.rules.builders import company, force, roster


def _card(codex: Codex, book: str, card_id: str) -> Card:
    ref = codex.find_card(f"{book}/{card_id}")
    assert ref is not None, card_id
    return ref.card


def _units(card: Card, option: str) -> dict[str, int]:
    group_id, _, choice_id = option.partition(".")
    group = card.option_group(group_id)
    choice = group.choice(choice_id) if group is not None else None
    assert choice is not None, option
    return {u.unit: u.count for u in choice.units}


def test_the_veteran_legion_lord_brings_his_lychguard(codex: Codex) -> None:
    card = _card(codex, "necrons", "veteran_legion")
    assert _units(card, "necron_lord.necron_lord") == {"necron_lord": 1, "lychguard_squad": 2}


def test_the_iron_eagle_battlecar_is_a_battlecar_and_a_gyrocopter(codex: Codex) -> None:
    card = _card(codex, "squats", "land_train_specialist_battlecars")
    units = _units(card, "land_train_specialist_battlecars.land_train_iron_eagle_battlecar")
    assert units == {"iron_eagle_gyrocopter": 1, "land_train_iron_eagle_battlecar": 1}
    battlecar = codex.unit("squats", "land_train_iron_eagle_battlecar")
    assert battlecar is not None
    assert {a.key: a.param for a in battlecar.abilities} == {
        "point_defence": "2",
        "void_shields": "1",
    }


def test_cards_totals_decided_against_battlescribe(codex: Codex) -> None:
    system = codex.game_system
    razorbacks = card_cost(
        _card(codex, "adeptus_astartes", "space_wolves_razorback_transport_detachment"), {}, system
    )
    assert (razorbacks.points, razorbacks.victory_points, razorbacks.break_point) == (1000, 10, 10)
    ironbreakers = card_cost(_card(codex, "squats", "ironbreaker_company"), {}, system)
    assert (ironbreakers.victory_points, ironbreakers.unit_vp) == (16, 4)
    assert card_cost(_card(codex, "orks", "mad_doc_grotsnik"), {}, system).victory_points == 1


def test_cards_that_had_no_profile_hold_their_models(codex: Codex) -> None:
    for book, card_id, unit in (
        ("imperial_guard", "vindicare_assassin", "vindicare_assassin"),
        ("imperial_guard", "callidus_assassin", "callidus_assassin"),
        ("imperial_guard", "warrior_band", "warrior_squad"),
        ("eldar", "master_mime", "mime_squad"),
        ("eldar", "harlequins_master_mime_harlequin_masque_ally_use_only", "mime_squad"),
    ):
        card = _card(codex, book, card_id)
        assert unit in [u.unit for d in card.composition for u in d.units], card_id
        assert codex.unit(book, unit) is not None
    vindicare = codex.unit("imperial_guard", "vindicare_assassin")
    assert vindicare is not None
    (shot,) = vindicare.weapons
    assert (shot.range_cm, shot.attack_dice, shot.to_hit, shot.save_mod) == (50, 1, 3, 0)
    callidus = codex.unit("imperial_guard", "callidus_assassin")
    assert callidus is not None and callidus.caf == 6


def test_the_defiler_carries_a_heavy_flamer_and_a_lascannon(codex: Codex) -> None:
    defiler = codex.unit("chaos", "defiler")
    assert defiler is not None
    names = [w.name for w in defiler.weapons]
    assert names == ["Heavy Flamer", "Lascannon", "Defiler Cannon"]
    flamer, lascannon, _ = defiler.weapons
    assert flamer.template is not None and flamer.to_hit == 5
    assert (lascannon.range_cm, lascannon.attack_dice, lascannon.to_hit) == (75, 2, 4)


def test_a_mega_gargant_is_bought_with_its_gargant(codex: Codex) -> None:
    # Ruling 17: the card's one Gargant is no option to leave out.
    empty = validate(roster(force("orks", "mega_gargant")), codex)
    assert [(f.code, f.variant) for f in empty.findings] == [("option-invalid", "group-empty")]
    options = {"mega_gargant.mega_gargant": 1}
    full = validate(roster(force("orks", company("mega_gargant", options=options))), codex)
    assert full.findings == ()
    five = validate(
        roster(
            force(
                "orks", company("mega_gargant", options={**options, "mega_gargant.mega_gargant": 5})
            )
        ),
        codex,
    )
    assert [(f.code, f.variant) for f in five.findings] == [("option-invalid", "group-max")]
