"""A Special card added without a chosen company goes where a Special slot is free."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.editing import verbs
from listbuilder.roster.edits import AddCompany, AddForce, AttachCard
from listbuilder.roster.model import Roster

SM = "adeptus_astartes"


def _roster() -> Roster:
    roster = AddForce(list_id="space_marines").apply(Roster(name="T", points_limit=6000))
    for _ in range(2):
        roster = AddCompany(force=0, card="tactical_company").apply(roster)
    return AttachCard(force=0, company=1, card="warlord_titan").apply(roster)


def test_special_cards_skip_companies_whose_special_slot_is_taken(codex: Codex) -> None:
    titan = codex.card(f"{SM}/warlord_titan")
    support = codex.card(f"{SM}/land_raider_squadron")
    assert titan is not None and support is not None
    roster = _roster()
    at_last = verbs.Target(0, 1)
    assert verbs.card_target(codex, roster, at_last, titan) == verbs.Target(0, 0)
    assert verbs.card_target(codex, roster, verbs.Target(0, 0), titan) == verbs.Target(0, 0)
    assert verbs.card_target(codex, roster, at_last, support) == at_last  # only Special cards
    full = AttachCard(force=0, company=0, card="warlord_titan").apply(roster)
    assert verbs.card_target(codex, full, at_last, titan) is None
    empty = AddForce(list_id="space_marines").apply(Roster(name="T"))
    assert verbs.card_target(codex, empty, verbs.Target(0), titan) == verbs.Target(0)
