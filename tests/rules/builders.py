"""Small builders for rosters made of real codex cards, and look-ups of their real numbers."""

from __future__ import annotations

from collections.abc import Mapping

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import Card
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.findings import Finding


def att(card: str, options: Mapping[str, int] | None = None) -> AttachedCard:
    return AttachedCard(card=card, options=dict(options or {}))


def company(
    card: str, *attached: AttachedCard | str, options: Mapping[str, int] | None = None
) -> Company:
    cards = tuple(att(a) if isinstance(a, str) else a for a in attached)
    return Company(card=card, options=dict(options or {}), attached=cards)


def structure(card: str, options: Mapping[str, int] | None = None) -> StructureCard:
    return StructureCard(card=card, options=dict(options or {}))


def force(
    list_id: str, *companies: Company | str, structures: tuple[StructureCard | str, ...] = ()
) -> Force:
    items = tuple(company(c) if isinstance(c, str) else c for c in companies)
    held = tuple(structure(s) if isinstance(s, str) else s for s in structures)
    return Force(list_id=list_id, companies=items, structures=held)


def roster(*forces: Force, limit: int | None = 3000, name: str = "test") -> Roster:
    return Roster(name=name, points_limit=limit, forces=forces)


def check(codex: Codex, *forces: Force, limit: int | None = 3000) -> ValidationResult:
    return validate(roster(*forces, limit=limit), codex)


def codes(result: ValidationResult) -> list[str]:
    return [finding.code for finding in result.findings]


def only(result: ValidationResult, code: str) -> Finding:
    """The single finding with *code* (fails when there are none or several)."""
    found = [finding for finding in result.findings if finding.code == code]
    assert len(found) == 1, [(f.code, f.path) for f in result.findings]
    return found[0]


def card(codex: Codex, list_id: str, card_id: str) -> Card:
    ref = codex.find_card(card_id, list_id)
    assert ref is not None, f"{card_id} is not in the codex any more"
    assert codex.list_may_take(list_id, ref), f"{list_id} cannot take {card_id} any more"
    return ref.card


def points(codex: Codex, list_id: str, *card_ids: str) -> int:
    """The printed points of cards without options, read from the codex."""
    return sum(card(codex, list_id, card_id).points for card_id in card_ids)


def choice_points(codex: Codex, list_id: str, card_id: str, option: str) -> int:
    group_id, _, choice_id = option.partition(".")
    group = card(codex, list_id, card_id).option_group(group_id)
    assert group is not None, option
    choice = group.choice(choice_id)
    assert choice is not None, option
    return choice.points
