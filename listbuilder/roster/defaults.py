"""What a card starts with when it is added: the required choices that cost nothing.

A required option group whose choices include free ones (an Imperial Guard company's
HQ and Commissar transports) would otherwise start empty and be reported as an error
the moment the card is added, although taking a free choice changes nothing the
player pays for. The first free choices are taken, up to the group's minimum; the
player can still change them. Groups that cost points (a titan's arm weapons) and
groups that apply only with a chosen sub-card (``when``) start empty: those are real
decisions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder.codex.models import Card, OptionGroup


def default_options(card: Card) -> dict[str, int]:
    """``{"<group>.<choice>": count}`` for the free choices every required group needs."""
    options: dict[str, int] = {}
    for group in card.options:
        options.update(_free_picks(group))
    return options


def _free_picks(group: OptionGroup) -> dict[str, int]:
    if group.min <= 0 or group.when is not None:
        return {}
    needed = group.min
    picks: dict[str, int] = {}
    for choice in group.choices:
        if choice.points or needed <= 0:
            continue
        count = needed if choice.max is None else min(needed, choice.max)
        if count > 0:
            picks[f"{group.id}.{choice.id}"] = count
            needed -= count
    # a group that free choices cannot fill is left to the player, as it was
    return picks if needed == 0 else {}
