"""The structure cards (§6.7, ruling 18): a game-wide book every army list may take."""

from __future__ import annotations

import json
import subprocess
import sys

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import CardType

IDS = [
    "barricade",
    "trench",
    "minefield",
    "infantry_bunker",
    "artillery_emplacement",
    "composite_bunker",
    "bastion",
]

# The rulebook's table (l. 1830-1845): points, VP, break point
TABLE = {
    "barricade": (150, 2, 10),  # "50 cm of barricade": ten 5 cm sections of twenty
    "trench": (150, 2, 3),
    "minefield": (150, 2, 3),
    "infantry_bunker": (150, 2, 3),
    "artillery_emplacement": (150, 2, 3),
    "composite_bunker": (250, 3, 3),  # cost unreadable: ruling 18
}

FRENCH = {
    "barricade": "Barricade",
    "trench": "Tranchée",
    "minefield": "Champ de mines",
    "infantry_bunker": "Bunker d'infanterie",
    "artillery_emplacement": "Emplacement d'artillerie",
    "composite_bunker": "Bunker composite",
    "bastion": "Bastion",
}


def test_the_structures_book_holds_the_seven_cards_in_the_rulebook_order(codex: Codex) -> None:
    book = codex.books["structures"]
    assert book.game_wide and not book.lists and book.race is None
    assert [card.id for card in book.cards] == IDS
    assert all(card.type is CardType.STRUCTURE for card in book.cards)
    assert {card.id: card.display_name("fr") for card in book.cards} == FRENCH
    for card_id, (points, vp, bp) in TABLE.items():
        card = book.cards[IDS.index(card_id)]
        assert (card.points, card.victory_points, card.break_point) == (points, vp, bp), card_id


def test_the_cards_say_where_a_figure_is_a_ruling_and_word_odd_break_points(
    codex: Codex,
) -> None:
    composite = codex.card("structures/composite_bunker")
    assert composite is not None and composite.card.notes is not None
    assert "250" in composite.card.notes.en and "ruling 18" in composite.card.notes.en
    assert "décision 18" in composite.card.notes.get("fr")
    barricade = codex.card("structures/barricade")
    assert barricade is not None and barricade.card.break_text is not None
    assert barricade.card.break_text.get("fr") == "50 cm de barricade"
    units = {u.unit: u.count for d in barricade.card.composition for u in d.units}
    assert units == {"barricade_section": 20}  # 100 cm in 5 cm sections (SI 1 per 5 cm)
    bastion = codex.card("structures/bastion")
    assert bastion is not None and bastion.card.break_text is not None
    assert bastion.card.break_text.en == "the bastion"
    assert bastion.card.points == 100 and bastion.card.victory_points is None


def test_every_army_list_takes_them_after_its_own_cards_tyranids_included(codex: Codex) -> None:
    all_lists = [army_list.id for _, army_list in codex.army_lists()]
    for card_id in IDS:
        ref = codex.card(f"structures/{card_id}")
        assert ref is not None
        assert codex.lists_of_card(ref) == all_lists
    tyranids = [ref.key for ref in codex.list_cards("tyranids")]
    assert tyranids[-7:] == [f"structures/{card_id}" for card_id in IDS]
    assert all(ref.book.id == "tyranids" for ref in codex.list_cards("tyranids")[:-7])
    ref = codex.find_card("bastion", "space_marines")
    assert ref is not None and ref.key == "structures/bastion"
    assert codex.list_may_take("space_marines", ref)


def _titan_weapons(codex: Codex) -> dict[str, tuple[int, list[object]]]:
    """Every choice of the Titan Legions' Warlord, Reaver and Warhound weapon groups."""
    found: dict[str, tuple[int, list[object]]] = {}
    for card_id in ("warlord_titan", "reaver_titan", "warhound_titan"):
        ref = codex.card(f"titan_legions/{card_id}")
        assert ref is not None
        for group in ref.card.options:
            if "weapons" not in group.id:
                continue
            for choice in group.choices:
                found.setdefault(choice.id, (choice.points, list(choice.weapons)))
    return found


def test_a_bastion_takes_one_titan_weapon_at_its_cost_and_plasma_at_double(codex: Codex) -> None:
    bastion = codex.card("structures/bastion")
    assert bastion is not None
    [group] = bastion.card.options
    assert (group.id, group.min, group.max) == ("turret_weapon", 1, 1)
    titan = _titan_weapons(codex)
    assert len(group.choices) >= 20
    plasma = 0
    for choice in group.choices:
        points, weapons = titan[choice.id]
        assert choice.weapons == weapons, choice.id
        assert not any(weapon.close_combat for weapon in choice.weapons), choice.id
        if "plasma" in choice.id:
            plasma += 1
            assert choice.points == 2 * points, choice.id
            assert "plasma_bastion" in [a.key for a in choice.abilities]
        else:
            assert choice.points == points, choice.id
    assert plasma == 5
    ids = {choice.id for choice in group.choices}
    assert {"volcano_cannon", "vulcan_mega_bolter", "plasma_blastgun", "trident"} <= ids
    assert not ids & {"chain_fist", "power_fist", "carapace_landing_pad", "fire_control_center"}


def test_the_abilities_and_unit_classes_of_structures_exist_in_both_languages(
    codex: Codex,
) -> None:
    book = codex.books["structures"]
    keys = {a.key for card in book.cards for a in card.abilities}
    keys |= {a.key for unit in book.units for a in unit.abilities}
    keys |= {a.key for c in book.cards for g in c.options for ch in g.choices for a in ch.abilities}
    for key in keys:
        ability = codex.ability(key)
        assert ability is not None, key
        assert ability.summary.get("fr") != ability.summary.en, key


def _cli(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "listbuilder", *args],
        capture_output=True,
        text=True,
        check=True,
        encoding="utf-8",
    )
    return done.stdout


def test_codex_cards_lists_them_with_type_structure_for_any_list() -> None:
    records = json.loads(_cli("codex", "cards", "--list", "orks", "--json"))
    structures = [r for r in records if r["book"] == "structures"]
    assert [r["id"] for r in structures] == IDS
    assert {r["type"] for r in structures} == {"structure"}
    barricade = structures[0]
    assert barricade["break_text"] == "50 cm of barricade" and barricade["break_point"] == 10
    every = json.loads(_cli("codex", "cards", "--book", "structures", "--json"))
    assert [r["id"] for r in every] == IDS
    shown = _cli("codex", "show", "composite_bunker", "--lang", "fr")
    assert "Carte de structure  250 pts" in shown and "décision 18" in shown
    assert "toutes les listes d'armée (décision 18)" in shown
