"""Run every rule over a roster: findings plus the derived figures.

Usage::

    from listbuilder.codex.loader import load_codex
    from listbuilder.roster.io import load_roster
    from listbuilder.rules.engine import validate

    result = validate(load_roster("army.yaml"), load_codex())
    result.legal                      # no error-level finding
    [f.code for f in result.findings]
    result.figures.points, result.figures.victory_points

Each rule is a pure function of a :class:`RuleContext` (the roster resolved
against the codex) returning findings; :data:`RULES` lists them in the order
their findings are reported.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from listbuilder.codex.codex import Codex
from listbuilder.records import record
from listbuilder.roster.model import Roster
from listbuilder.rules import (
    allies,
    barrages,
    composition,
    data_revision,
    options,
    points,
    replacements,
    slots,
    tunnellers,
    uniques,
)
from listbuilder.rules.context import RuleContext, build_context
from listbuilder.rules.figures import ArmyFigures, army_figures
from listbuilder.rules.findings import Finding, Severity

if TYPE_CHECKING:
    from listbuilder.rules.tournament import TournamentPack

Rule = Callable[[RuleContext], list[Finding]]

RULES: tuple[Rule, ...] = (
    composition.unknown_list,
    composition.unknown_card,
    composition.empty_army,
    composition.no_company,
    composition.same_list_forces,
    composition.not_attachable,
    composition.structure_misplaced,
    composition.card_not_in_list,
    composition.unpriced_card,
    composition.required_cards,
    slots.support_limit,
    slots.special_limit,
    slots.free_limit,
    tunnellers.tunneller_restriction,
    barrages.barrage_observer,
    options.option_choices,
    replacements.nothing_to_replace,
    points.points_limit,
    uniques.unique_limit,
    uniques.unique_repeated,
    uniques.character_repeated,
    allies.main_force_ally_only,
    allies.too_many_allies,
    allies.ally_group_mixed,
    allies.ally_forbidden,
    allies.ally_share,
    data_revision.data_revision,
)


@record(slots=True)
class ValidationResult:
    findings: tuple[Finding, ...]
    figures: ArmyFigures

    @property
    def legal(self) -> bool:
        """True when no finding is an error (warnings do not make a roster illegal)."""
        return not any(f.severity is Severity.ERROR for f in self.findings)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.severity is Severity.WARNING]

    def codes(self) -> list[str]:
        return [f.code for f in self.findings]


def check(ctx: RuleContext, rules: Sequence[Rule] = RULES) -> list[Finding]:
    found: list[Finding] = []
    for rule in rules:
        found.extend(rule(ctx))
    return found


def validate(
    roster: Roster,
    codex: Codex,
    *,
    tournament: TournamentPack | None = None,
    rules: Sequence[Rule] = RULES,
) -> ValidationResult:
    """Every finding about *roster* and its derived figures.

    With a *tournament* pack, its own rules run too, and its points limit is the
    game size when the roster sets none."""
    limit = tournament.points_limit if tournament is not None else None
    ctx = build_context(roster, codex, points_limit=limit)
    found = check(ctx, rules)
    if tournament is not None:
        from listbuilder.rules.tournament import PACK_RULES  # pydantic: only with a pack

        for pack_rule in PACK_RULES:
            found.extend(pack_rule(ctx, tournament))
    if codex.house is not None and codex.house.rules_off:
        off = codex.house.codes_off  # a pack's house rules turned these off, with a reason
        found = [finding for finding in found if finding.code not in off]
    return ValidationResult(tuple(found), army_figures(ctx))
