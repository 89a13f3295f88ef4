"""Ruling 14: every titan of a squadron or battlegroup card is bought and armed, on the real books.

A card of N titans holds N titans, each with the weapons its groups require (the BattleScribe
min/max constraints the importer keeps); a titan with fewer is an error, not a cheaper titan.
"""

from __future__ import annotations

import pytest

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.loader import load_codex
from listbuilder.codex.models import Card, OptionGroup
from listbuilder.rules.costs import split_option
from listbuilder.rules.engine import ValidationResult
from tests.rules.builders import check, company, force


def squadron_cards() -> list[tuple[str, str]]:
    """``(list id, card id)`` of every card of several titans, one list that may take it."""
    codex = load_codex()
    found: dict[str, tuple[str, str]] = {}
    for ref in codex.cards():
        if ref.card.titan and ref.card.instances > 1 and ref.key not in found:
            lists = codex.lists_of_card(ref)
            if lists:
                found[ref.key] = (lists[0], ref.card.id)
    return sorted(found.values())


SQUADRONS = squadron_cards()


def armed(card: Card) -> dict[str, int]:
    """The smallest legal fit: each group that applies filled to its minimum, in card order."""
    options: dict[str, int] = {}
    for group in card.options:
        if group.when is not None and not options.get(group.when):
            continue
        need = group.min
        for choice in group.choices:
            if need <= 0:
                break
            take = min(need, choice.max if choice.max is not None else need)
            options[f"{group.id}.{choice.id}"] = take
            need -= take
    return options


def option_errors(result: ValidationResult) -> list[str]:
    return [f.variant or "" for f in result.findings if f.code == "option-invalid"]


def bought(codex: Codex, list_id: str, card_id: str, options: dict[str, int]) -> ValidationResult:
    return check(codex, force(list_id, company(card_id, options=options)), limit=None)


def test_every_multi_titan_card_of_the_books_is_covered(codex: Codex) -> None:
    keys = {card_id for _, card_id in SQUADRONS}
    for expected in (
        "warhound_titan_squadron",
        "warhound_titan_detachment",
        "warlord_titan_battlegroup",
        "reaver_titan_battlegroup",
        "phantom_titan_host",
        "gargant_big_mob",
        "hierodule_brood",
    ):
        assert expected in keys, expected


@pytest.mark.parametrize(("list_id", "card_id"), SQUADRONS)
def test_an_unarmed_squadron_is_illegal_and_an_armed_one_is_not(
    codex: Codex, list_id: str, card_id: str
) -> None:
    ref = codex.find_card(card_id, list_id)
    assert ref is not None
    empty = bought(codex, list_id, card_id, {})
    # Each titan of the card is reported: one group of each instance at least is left empty.
    instances = {
        group.instance
        for group in ref.card.options
        for f in empty.findings
        if f.code == "option-invalid" and f.params.get("group") == group.name
    }
    assert instances == set(range(1, ref.card.instances + 1)), card_id
    assert "ruling 14" in next(f for f in empty.findings if f.code == "option-invalid").message()
    fit = armed(ref.card)
    assert option_errors(bought(codex, list_id, card_id, fit)) == [], fit
    # Take any one titan's last weapon away: an error, not a cheaper titan.
    last_instance = ref.card.instances
    weapon = next(
        key
        for key in reversed(list(fit))
        if _group(ref, key).instance == last_instance and _group(ref, key).min > 0
    )
    fewer = {**fit, weapon: fit[weapon] - 1}
    assert option_errors(bought(codex, list_id, card_id, fewer)) in (["group-min"], ["group-empty"])


def _group(ref: CardRef, option: str) -> OptionGroup:
    group = ref.card.option_group(split_option(option)[0])
    assert group is not None
    return group


def test_the_warhound_squadron_of_the_audit(codex: Codex) -> None:
    # The audit's roster: a Warhound Titan Squadron with no titan and no weapon passed at 300
    # points. Now both titans are missing, and once bought both must carry two weapons.
    empty = bought(codex, "space_marines", "warhound_titan_squadron", {})
    assert not empty.legal
    groups = sorted(str(f.params["group"]) for f in empty.findings if f.variant == "group-empty")
    assert groups == ["Warhound Titan #1", "Warhound Titan #2"]
    titans_only = bought(
        codex,
        "space_marines",
        "warhound_titan_squadron",
        {"warhound_titan_1.warhound_titan": 1, "warhound_titan_2.warhound_titan": 1},
    )
    assert sorted(option_errors(titans_only)) == ["group-empty", "group-empty"]
    # A third hull in one slot is one too many.
    crowded = bought(
        codex,
        "space_marines",
        "warhound_titan_squadron",
        {
            "warhound_titan_1.warhound_titan": 2,
            "warhound_titan_2.warhound_titan": 1,
            "warhound_titan_warhound_titan_weapons_1.plasma_blastgun": 2,
            "warhound_titan_warhound_titan_weapons_2.plasma_blastgun": 2,
        },
    )
    assert "group-max" in option_errors(crowded)
    legal = bought(
        codex,
        "space_marines",
        "warhound_titan_squadron",
        {
            "warhound_titan_1.warhound_titan": 1,
            "warhound_titan_2.warhound_titan": 1,
            "warhound_titan_warhound_titan_weapons_1.plasma_blastgun": 2,
            "warhound_titan_warhound_titan_weapons_2.vulcan_mega_bolter": 1,
            "warhound_titan_warhound_titan_weapons_2.inferno_gun": 1,
        },
    )
    assert option_errors(legal) == []
    # 125 + 150 = 275 -> 300; 125 + 50 + 50 = 225 -> 250 (ruling 7, halves up).
    assert legal.figures.forces[0].companies[0].card.titans == (300, 250)
