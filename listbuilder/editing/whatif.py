"""What an edit would change, before it is made: the findings it adds, the ones it resolves,
and the points.

:func:`preview` applies the operation to a copy of the roster and validates it. Findings are
matched one to one on what they say (code, wording variant, element and parameters), never
on rendered text, so two findings with one code on one element stay two. The options a new
card still has to choose (a titan's weapons) are not held against it, and a rule that adding
a card can only help (a required card) does not count as new when its count changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable
from typing import TYPE_CHECKING

from listbuilder.codex.codex import Codex
from listbuilder.editing.verbs import selection_after
from listbuilder.records import record
from listbuilder.roster.edits import EditError, Operation
from listbuilder.roster.model import ElementPath, Roster, element_path, parse_path
from listbuilder.rules.codes import Code
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.findings import Finding, Severity

if TYPE_CHECKING:
    from listbuilder.rules.tournament import TournamentPack

_ONLY_IMPROVES = frozenset({Code.REQUIRED_CARD})
"""Adding a card only ever helps these rules; a changed count is progress, not a problem."""


@record(slots=True)
class Preview:
    """The outcome of an edit not made yet."""

    operation: Operation
    element: ElementPath | None
    """Where the edited or added element lands."""
    new: tuple[Finding, ...]
    """Findings the edit adds or changes (a limit exceeded further)."""
    resolved: tuple[Finding, ...]
    """Findings the edit makes go away."""
    points_before: int
    points_after: int

    @property
    def points_delta(self) -> int:
        return self.points_after - self.points_before

    @property
    def over_points(self) -> bool:
        """Whether the edit takes the roster over its points limit (or further over)."""
        return any(finding.code == Code.POINTS_LIMIT for finding in self.new)

    @property
    def worst(self) -> Severity | None:
        """The most severe new finding, if any."""
        severities = {finding.severity for finding in self.new}
        for severity in (Severity.ERROR, Severity.WARNING):
            if severity in severities:
                return severity
        return None


def finding_key(finding: Finding) -> Hashable:
    """What a finding says, without its suggested fix (which names other elements)."""
    params = tuple(sorted((key, value) for key, value in finding.params.items()))
    return (finding.code, finding.variant, finding.path, params)


def _element_of(finding: Finding) -> str:
    at = parse_path(finding.path)
    return element_path(at.force, at.company, at.attached)


def compare(
    before: Iterable[Finding], after: Iterable[Finding], element: ElementPath | None = None
) -> tuple[tuple[Finding, ...], tuple[Finding, ...]]:
    """The new and the resolved findings between two validations; *element* is the new or
    edited element, whose own missing options are not counted as new."""
    before = tuple(before)
    unmatched = Counter(finding_key(f) for f in before)
    rules_before = {(f.code, f.variant, f.path) for f in before}
    own = str(element) if element is not None else None
    new: list[Finding] = []
    for finding in after:
        key = finding_key(finding)
        if unmatched[key] > 0:
            unmatched[key] -= 1
            continue
        rule = (finding.code, finding.variant, finding.path)
        if rule in rules_before and finding.code in _ONLY_IMPROVES:
            continue
        if finding.code == Code.OPTION_INVALID and _element_of(finding) == own:
            continue
        new.append(finding)
    resolved: list[Finding] = []
    for finding in before:
        key = finding_key(finding)
        if unmatched[key] > 0:
            unmatched[key] -= 1
            resolved.append(finding)
    return tuple(new), tuple(resolved)


def preview(
    codex: Codex,
    roster: Roster,
    result: ValidationResult,
    operation: Operation,
    tournament: TournamentPack | None = None,
) -> Preview | None:
    """What *operation* would change; None when it cannot apply to *roster* (a stale index)."""
    try:
        edited = operation.apply(roster)
    except EditError:
        return None
    element = selection_after(roster, operation)
    after = validate(edited, codex, tournament=tournament)
    new, resolved = compare(result.findings, after.findings, element)
    return Preview(operation, element, new, resolved, result.figures.points, after.figures.points)
