"""Ruling 17 over every card of every army book: no group of models without a maximum, no
card that can be bought with no model in it."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import Card, OptionChoice, OptionGroup

NO_COUNT_GIVEN = {"tau/shield_drone_attachment"}
"""Shield drones improve another detachment's save and, by their own rule, have no model on
the table: a card with a break point but no troops of its own."""


def _subgroups(card: Card, group: OptionGroup, choice: OptionChoice) -> list[OptionGroup]:
    key = f"{group.id}.{choice.id}"
    return [g for g in card.options if g.when == key]


def brings_models(card: Card, group: OptionGroup, choice: OptionChoice) -> bool:
    """The choice puts models on the table, itself or through the groups it opens."""
    return bool(choice.units) or any(
        brings_models(card, sub, c) for sub in _subgroups(card, group, choice) for c in sub.choices
    )


def is_model_group(card: Card, group: OptionGroup) -> bool:
    return any(brings_models(card, group, choice) for choice in group.choices)


def unbounded(card: Card, group: OptionGroup) -> bool:
    """A group of models that can be taken any number of times."""
    models = [c for c in group.choices if brings_models(card, group, c)]
    return bool(models) and group.max is None and any(c.max is None for c in models)


def fewest_models(card: Card, group: OptionGroup, choice: OptionChoice) -> int:
    """The fewest models taking the choice brings: its own and its required groups'."""
    return sum(u.count for u in choice.units) + sum(
        _fewest_in(card, sub) for sub in _subgroups(card, group, choice)
    )


def _fewest_in(card: Card, group: OptionGroup) -> int:
    if group.min < 1 or not group.choices:
        return 0
    return group.min * min(fewest_models(card, group, c) for c in group.choices)


def min_models(card: Card) -> int:
    """The fewest models a legal purchase of the card holds."""
    fixed = sum(d.count * u.count for d in card.composition for u in d.units)
    return fixed + sum(_fewest_in(card, g) for g in card.options if g.when is None)


def holds_models(card: Card) -> bool:
    return any(d.units for d in card.composition) or any(
        is_model_group(card, g) for g in card.options
    )


def _cards(codex: Codex) -> list[tuple[str, Card]]:
    return [(f"{book.id}/{card.id}", card) for book in codex.books.values() for card in book.cards]


def test_no_group_of_models_is_unbounded(codex: Codex) -> None:
    found = [
        f"{ref}: {group.id}"
        for ref, card in _cards(codex)
        for group in card.options
        if unbounded(card, group)
    ]
    assert found == []


def test_no_card_is_bought_empty(codex: Codex) -> None:
    found = [ref for ref, card in _cards(codex) if holds_models(card) and min_models(card) < 1]
    assert found == []


def test_a_card_without_models_has_none_to_lose(codex: Codex) -> None:
    # Barrages, stratagems and single-use cards field no troops: nothing can break them. A
    # card with a break point has troops, so it must hold them (assassins, warrior bands).
    found = [
        ref
        for ref, card in _cards(codex)
        if not holds_models(card) and card.break_point and ref not in NO_COUNT_GIVEN
    ]
    assert found == []
    for ref in ("imperial_guard/vindicare_assassin", "eldar/master_mime"):
        card = dict(_cards(codex))[ref]
        assert min_models(card) == 1


def test_the_fixed_cards_hold_their_troops(codex: Codex) -> None:
    cards = dict(_cards(codex))
    mega = cards["orks/mega_gargant"].option_group("mega_gargant")
    assert mega is not None and (mega.min, mega.max) == (1, 1)
    assert min_models(cards["necrons/campaign_legion"]) == 3 * 8 + 3 * 4 + 1
    assert min_models(cards["eldar/eldar_knights_knight_warhost"]) == 9
    assert min_models(cards["imperial_guard/warrior_band"]) == 10
