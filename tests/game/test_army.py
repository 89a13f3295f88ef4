"""A roster read for play: loss boxes per card, break points, VP, morale (§3.3–3.4)."""

from __future__ import annotations

import math

from listbuilder.codex.codex import Codex
from listbuilder.game.army import roster_army
from tests.rules.builders import card, company, force, roster


def test_a_company_fields_every_model_of_its_detachments_transports_included(
    codex: Codex,
) -> None:
    tactical = card(codex, "space_marines", "tactical_company")
    army = roster_army(roster(force("space_marines", company("tactical_company"))), codex)
    (game,) = army.cards
    expected = sum(d.count * sum(u.count for u in d.units) for d in tactical.composition)
    assert game.models == game.boxes == expected == 29
    # one row per detachment copy: the HQ, then Tactical Detachment 1, 2, 3
    assert [row.models for row in game.rows] == [2, 9, 9, 9]
    assert [row.label.get("en") for row in game.rows][1:] == [
        "Tactical Detachment 1",
        "Tactical Detachment 2",
        "Tactical Detachment 3",
    ]
    assert game.break_point == game.breaks_at == tactical.break_point == 15
    assert game.victory_points == tactical.victory_points
    assert game.break_vp == game.victory_points
    assert game.morale == tactical.morale
    # §3.4: each detachment of a company tests on its own
    assert game.morale_tests == 4


def test_a_support_card_tests_once(codex: Codex) -> None:
    army = roster_army(
        roster(force("space_marines", company("tactical_company", "land_raider_squadron"))),
        codex,
    )
    raiders = army.cards[1]
    assert raiders.path == "forces[0].companies[0].attached[0]"
    assert raiders.models == 3 and raiders.break_point == 2
    assert raiders.morale_tests == 1


def test_a_card_printed_with_no_break_point_breaks_when_every_model_is_lost(
    codex: Codex,
) -> None:
    army = roster_army(
        roster(force("space_marines", company("tactical_company", "chaplain"))), codex
    )
    chaplain = army.cards[1]
    assert chaplain.break_point == 0
    assert chaplain.breaks_at == chaplain.models == 2  # the chaplain and his Rhino


def test_a_titan_gives_its_vp_when_destroyed_not_on_breaking(codex: Codex) -> None:
    army = roster_army(
        roster(
            force("space_marines", company("tactical_company")),
            force("space_marines", company("warlord_titan")),
        ),
        codex,
    )
    titan = army.cards[1]
    assert titan.rows == () and titan.breaks_at is None
    assert titan.models == 1
    (destructible,) = titan.destructibles
    # 1 VP per 100 points of the rounded cost, rounded up (§3.3)
    assert destructible.victory_points == math.ceil(titan.points / 100)
    assert titan.break_vp == 0


def test_each_titan_of_a_battlegroup_gives_its_own_vp(codex: Codex) -> None:
    army = roster_army(roster(force("titan_legions", company("warlord_titan_battlegroup"))), codex)
    (group,) = army.cards
    assert group.models == 3
    assert [d.label.get("en") for d in group.destructibles] == [
        "Warlord Titan Battlegroup #1",
        "Warlord Titan Battlegroup #2",
        "Warlord Titan Battlegroup #3",
    ]
    assert sum(d.victory_points for d in group.destructibles) == group.victory_points


def test_game_size_sets_vp_to_win_and_objectives(codex: Codex) -> None:
    small = roster_army(roster(force("space_marines", "tactical_company"), limit=2000), codex)
    assert (small.vp_to_win, small.objectives) == (35, 6)  # §3.1, §3.2: a small battle
    big = roster_army(roster(force("space_marines", "tactical_company"), limit=2001), codex)
    assert (big.vp_to_win, big.objectives) == (40, 8)
    assert big.bastion_vp(250) == 3  # cost / 100, rounded up, as a titan


def test_two_command_chimeras_are_told_apart_by_owner_in_both_languages(codex: Codex) -> None:
    """An Imperial Guard company whose HQ and Commissar each take a Command Chimera fields
    two Chimera rows, each named with whose it is; one Chimera alone goes unnamed."""
    both = {"hq_transport.command_chimera": 1, "commissar_transport.command_chimera": 1}
    guard = roster(force("imperial_guard", company("tactical_infantry_company")))
    company_ = guard.forces[0].companies[0].model_copy(update={"options": both})
    guard = guard.model_copy(
        update={"forces": (guard.forces[0].model_copy(update={"companies": (company_,)}),)}
    )
    rows = roster_army(guard, codex).cards[0].rows
    chimeras = [row for row in rows if "Chimera" in row.label.get("en")]
    assert [row.label.get("en") for row in chimeras] == [
        "Command Chimera (Tactical Company HQ)",
        "Command Chimera (Company Commissar)",
    ]
    # the Commissar's detachment has its French name in the book; the HQ's has none
    assert [row.label.get("fr") for row in chimeras] == [
        "Chimera de commandement (QG de la compagnie tactique)",
        "Chimera de commandement (Commissaire de compagnie)",
    ]
    alone = {"hq_transport.command_chimera": 1}
    company_ = company_.model_copy(update={"options": alone})
    guard = guard.model_copy(
        update={"forces": (guard.forces[0].model_copy(update={"companies": (company_,)}),)}
    )
    labels = [row.label.get("en") for row in roster_army(guard, codex).cards[0].rows]
    assert "Command Chimera" in labels
