"""What one card costs with its chosen options: points, victory points, break point.

* An ordinary card costs its points plus the points of each chosen option;
  its VP and break point add the options' VP and break points, and the VP is
  rounded up to a whole number (NetEpic Gold §3.3).
* A titan card (``card.titan``) follows §6.4 and ruling 7: each titan of the
  card costs its share of the chassis plus its weapons, rounded to the nearest
  ``game_system.titan_cost_rounding`` (halves up); the card costs the sum of
  its titans; each titan is worth one VP per ``points_per_vp`` of its rounded
  cost, rounded up (a squadron's titans each give their own VP, §6.5).
* A card whose own rule sets its VP (ruling 13) keeps its ``victory_points``,
  titan or not; ``card.unit_vp`` says which models give how many of them.

Option ids are ``<group id>.<choice id>``; unknown ids cost nothing here (the
``option-invalid`` rule reports them).
"""

from __future__ import annotations

from collections.abc import Mapping

from listbuilder.codex.models import Card, GameSystem, OptionChoice, OptionGroup
from listbuilder.records import record


@record(slots=True)
class CardCost:
    points: int
    victory_points: int
    break_point: int
    titans: tuple[int, ...] = ()
    """The rounded cost of each titan of a titan card; empty for other cards."""
    unit_vp: int = 0
    """The part of ``victory_points`` the card's own rule gives for models destroyed
    (ruling 13), counted over the composition and the chosen options' units."""
    titans_rounded: tuple[bool, ...] = ()
    """Per titan, whether rounding changed its cost (a Warhound's 250 is no rounded figure)."""


def split_option(option_id: str) -> tuple[str, str]:
    group, _, choice = option_id.partition(".")
    return group, choice


def chosen(card: Card, options: Mapping[str, int]) -> list[tuple[OptionGroup, OptionChoice, int]]:
    """The known choices among *options*, with their groups and counts (count 0 left out)."""
    found: list[tuple[OptionGroup, OptionChoice, int]] = []
    for option_id, count in options.items():
        if count <= 0:
            continue
        group_id, choice_id = split_option(option_id)
        group = card.option_group(group_id)
        choice = group.choice(choice_id) if group is not None else None
        if group is not None and choice is not None:
            found.append((group, choice, count))
    return found


def round_half_up(value_num: int, value_den: int, step: int) -> int:
    """``value_num / value_den`` rounded to the nearest multiple of *step*, halves up."""
    if step <= 0:
        return -(-value_num // value_den)
    return ((2 * value_num + step * value_den) // (2 * step * value_den)) * step


def ceil_div(num: int, den: int) -> int:
    return -(-num // den)


def titan_costs(card: Card, options: Mapping[str, int], system: GameSystem) -> tuple[int, ...]:
    """The rounded cost of each titan of a titan card (ruling 7).

    A group whose ``instance`` is None belongs to the only titan of a
    one-titan card; on a card of several titans it is counted on the first.
    """
    count = card.instances
    extra = [0] * count
    for group, choice, n in chosen(card, options):
        index = (group.instance or 1) - 1
        extra[min(max(index, 0), count - 1)] += choice.points * n
    step = system.titan_cost_rounding
    # cost_i = points / count + extra_i, kept exact as (points + extra_i * count) / count
    return tuple(round_half_up(card.points + e * count, count, step) for e in extra)


def titans_rounded(card: Card, options: Mapping[str, int], system: GameSystem) -> tuple[bool, ...]:
    """Per titan of a titan card, whether rounding changed its cost (ruling 7): its share of
    the chassis plus its weapons, against :func:`titan_costs`. "Rounded" is said only then."""
    count = card.instances
    extra = [0] * count
    for group, choice, n in chosen(card, options):
        index = (group.instance or 1) - 1
        extra[min(max(index, 0), count - 1)] += choice.points * n
    costs = titan_costs(card, options, system)
    exact = (card.points + e * count for e in extra)  # count times each titan's true cost
    return tuple(cost * count != true for cost, true in zip(costs, exact, strict=True))


def unit_vp(card: Card, options: Mapping[str, int]) -> int:
    """VP the card's own rule gives for its models (ruling 13), options' models included."""
    if not card.unit_vp:
        return 0
    total = sum(
        detachment.count * count.count * card.unit_vp.get(count.unit, 0)
        for detachment in card.composition
        for count in detachment.units
    )
    for _, choice, n in chosen(card, options):
        total += n * sum(c.count * card.unit_vp.get(c.unit, 0) for c in choice.units)
    return total


def card_cost(card: Card, options: Mapping[str, int], system: GameSystem) -> CardCost:
    """Points, VP and break point of *card* with *options* (see the module docstring)."""
    choices = chosen(card, options) if options else []
    break_point = (card.break_point or 0) + sum(c.break_point * n for _, c, n in choices)
    per_vp = system.points_per_vp if system.points_per_vp > 0 else 100
    models = unit_vp(card, options)
    if card.titan:
        titans = titan_costs(card, options, system)
        if card.unit_vp and card.victory_points is not None:  # the card's own VP (ruling 13)
            victory = ceil_div(round(card.victory_points * 1000), 1000)
        else:
            victory = sum(ceil_div(cost, per_vp) for cost in titans)
        rounded = titans_rounded(card, options, system)
        return CardCost(sum(titans), victory, break_point, titans, models, rounded)
    points = card.points + sum(c.points * n for _, c, n in choices)
    if card.victory_points is None:
        victory = ceil_div(points, per_vp)
    else:
        raw = card.victory_points + sum(c.victory_points * n for _, c, n in choices)
        victory = ceil_div(round(raw * 1000), 1000)
    return CardCost(points, victory, break_point, unit_vp=models)


def listed_victory_points(card: Card, system: GameSystem) -> int | None:
    """The VP the roster gives *card* taken with no option, as a whole number: a titan's from
    its chassis cost rounded (a Warhound's 125 points are 150, so 2 VP, never the book's
    1.25); None for a card whose book gives no VP. What a list of cards shows beside its
    points, so the browser and the roster never disagree."""
    if card.victory_points is None:
        return None
    return card_cost(card, {}, system).victory_points
