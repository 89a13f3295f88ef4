"""What changed between two versions of an army: forces, companies and cards added, removed
or moved, options, names and notes changed, and the figures' deltas.

Elements are matched as a player sees them, not by position: forces by their army list,
companies and cards by their card, in the order they appear. A card found under another
company of the same force is *moved*, not removed and added. Every step pairs the two
sides the same way whichever comes first, so ``diff(b, a)`` is the mirror image of
``diff(a, b)``: added and removed, before and after, and the deltas' signs swap.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Any, Literal, TypeVar

from listbuilder.codex.codex import Codex
from listbuilder.i18n import DEFAULT_LANGUAGE, LANGUAGES
from listbuilder.i18n.text import Text
from listbuilder.records import record
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    Roster,
    StructureCard,
    element_path,
    parse_path,
)
from listbuilder.rules.allies import share_pct
from listbuilder.rules.figures import ArmyFigures, CardFigures, CompanyFigures, ForceFigures
from listbuilder.rules.option_words import choice_names
from listbuilder.rules.pack_record import record_label

T = TypeVar("T")
Kind = Literal["added", "removed", "moved", "changed"]
What = Literal["roster", "force", "company", "card"]
_MIRROR: dict[str, Kind] = {
    "added": "removed",
    "removed": "added",
    "moved": "moved",
    "changed": "changed",
}
FIELDS = ("name", "points_limit", "notes", "options", "pack")
"""The fields compared on matched elements (each element has some of them)."""


@record(slots=True)
class Change:
    """One difference; ``path_a`` and ``path_b`` locate the element on each side."""

    kind: Kind
    what: What
    card: str
    """The card's id, the force's list id, or ``""`` for the roster."""
    name: Text
    path_a: str | None = None
    path_b: str | None = None
    field: str | None = None
    """For ``changed``: one of :data:`FIELDS`."""
    before: Any = None
    after: Any = None
    company_a: Text | None = None
    """The company holding a card on each side (for added, removed and moved cards)."""
    company_b: Text | None = None
    option_names: tuple[tuple[str, Text], ...] = ()
    """For ``options``: each changed option id worded for a reader, ``Command Rhino
    (Company Commissar)`` (rules.option_words); empty when the codex was not given."""

    def mirrored(self) -> Change:
        return replace(
            self,
            kind=_MIRROR[self.kind],
            path_a=self.path_b,
            path_b=self.path_a,
            before=self.after,
            after=self.before,
            company_a=self.company_b,
            company_b=self.company_a,
        )


@record(slots=True)
class Figures:
    points: int
    victory_points: int
    break_point: int

    def minus(self, other: Figures) -> Figures:
        return Figures(
            self.points - other.points,
            self.victory_points - other.victory_points,
            self.break_point - other.break_point,
        )


@record(slots=True)
class ForceDelta:
    """One force's figures on each side (``None`` where it is absent) and its share of the
    army in percent."""

    list_id: str
    name: Text
    a: Figures | None
    b: Figures | None
    share_a: float | None = None
    share_b: float | None = None
    """The force's share of the army's points (``diff --format json``)."""
    base_share_a: float | None = None
    base_share_b: float | None = None
    """The force's share of the base, as the rules count it (:func:`share_pct`): the figure
    the window and the printout give for the allies, so Compare's words give it too."""

    @property
    def delta(self) -> Figures:
        zero = Figures(0, 0, 0)
        return (self.b or zero).minus(self.a or zero)


@record(slots=True)
class RosterDiff:
    changes: tuple[Change, ...]
    forces: tuple[ForceDelta, ...]
    total_a: Figures
    total_b: Figures

    @property
    def same(self) -> bool:
        return not self.changes

    @property
    def delta(self) -> Figures:
        return self.total_b.minus(self.total_a)


def pair_in_order(
    a: Sequence[T], b: Sequence[T], key: Callable[[T], Hashable]
) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """Pairs of indexes with equal keys, the n-th of a key in *a* with the n-th in *b*; then
    the unpaired indexes of each side. Symmetric: swapping *a* and *b* swaps the pairs."""
    waiting: dict[Hashable, list[int]] = defaultdict(list)
    for j, item in enumerate(b):
        waiting[key(item)].append(j)
    pairs: list[tuple[int, int]] = []
    only_a: list[int] = []
    for i, item in enumerate(a):
        queue = waiting.get(key(item))
        if queue:
            pairs.append((i, queue.pop(0)))
        else:
            only_a.append(i)
    taken = {j for _, j in pairs}
    return pairs, only_a, [j for j in range(len(b)) if j not in taken]


def shown(found: CardFigures | CompanyFigures | ForceFigures) -> Text:
    """The element's name as the player sees it in every language: the player's own name
    first, the codex's after (``2nd Company (Tactical Company #1)``)."""
    worded = {lang: found.shown(lang) for lang in LANGUAGES}
    return Text(
        worded[DEFAULT_LANGUAGE],
        **{lang: text for lang, text in worded.items() if lang != DEFAULT_LANGUAGE},
    )


class _Side:
    """One roster with its figures, looked up by path."""

    def __init__(self, roster: Roster, figures: ArmyFigures) -> None:
        self.roster = roster
        self.figures = figures
        self.cards: dict[str, CardFigures] = {}
        self.companies: dict[str, CompanyFigures] = {}
        self.forces: dict[str, ForceFigures] = {}
        for force in figures.forces:
            self.forces[force.path] = force
            for company in force.companies:
                self.companies[company.path] = company
            for card in force.cards():
                self.cards[card.path] = card

    def card_name(self, force: int, company: int, attached: int) -> Text:
        found = self.cards.get(element_path(force, company, attached))
        if found is not None:
            return shown(found)
        return Text(self.roster.forces[force].companies[company].attached[attached].card)

    def company_label(self, force: int, company: int) -> Text:
        found = self.companies.get(element_path(force, company))
        if found is not None:
            return shown(found)
        return Text(self.roster.forces[force].companies[company].card)

    def force_name(self, force: int) -> Text:
        found = self.forces.get(element_path(force))
        return shown(found) if found is not None else Text(self.roster.forces[force].list_id)

    def force_figures(self, force: int) -> tuple[Figures | None, float | None, float | None]:
        """The force's figures, its share of the army's points and its share of the base."""
        found = self.forces.get(element_path(force))
        if found is None:
            return None, None, None
        figures = Figures(
            found.points, found.victory_points, sum(c.break_point for c in found.cards())
        )
        total, base = self.figures.points, self.figures.base
        limit = self.figures.max_ally_pct if found.role == "ally" else None
        return (
            figures,
            round(100 * found.points / total, 1) if total else None,
            share_pct(found.points, base, limit) if base else None,
        )


def _fields(
    what: What, card: str, name: Text, path_a: str, path_b: str, a: Any, b: Any
) -> list[Change]:
    """The changed fields of one matched element (those of :data:`FIELDS` it has)."""
    changes = []
    for attribute in FIELDS:
        if (what == "roster" and attribute == "options") or attribute == "pack":
            continue  # a roster's pack is compared by its name and hash (diff_rosters)
        if not hasattr(a, attribute) and not hasattr(b, attribute):
            continue
        before, after = getattr(a, attribute, None), getattr(b, attribute, None)
        if before != after:
            changes.append(
                Change("changed", what, card, name, path_a, path_b, attribute, before, after)
            )
    return changes


def diff_rosters(
    a: Roster, fig_a: ArmyFigures, b: Roster, fig_b: ArmyFigures, codex: Codex | None = None
) -> RosterDiff:
    """Every difference between *a* and *b* (with their figures); with the *codex*, option
    changes carry their options' names and owners."""
    side_a, side_b = _Side(a, fig_a), _Side(b, fig_b)
    changes = _fields("roster", "", Text(""), "", "", a, b)
    house_a, house_b = (None if r.pack is None else record_label(r.pack) for r in (a, b))
    if house_a != house_b:  # built under other house rules: the figures follow each's
        changes.append(Change("changed", "roster", "", Text(""), "", "", "pack", house_a, house_b))
    deltas: list[ForceDelta] = []
    pairs, only_a, only_b = pair_in_order(a.forces, b.forces, lambda force: force.list_id)
    for fa in only_a:
        name = side_a.force_name(fa)
        changes.append(Change("removed", "force", a.forces[fa].list_id, name, element_path(fa)))
        figures, share, base_share = side_a.force_figures(fa)
        deltas.append(
            ForceDelta(a.forces[fa].list_id, name, figures, None, share, None, base_share, None)
        )
    for fa, fb in pairs:
        changes += _diff_force(side_a, fa, side_b, fb)
        figures_a, share_a, base_a = side_a.force_figures(fa)
        figures_b, share_b, base_b = side_b.force_figures(fb)
        deltas.append(
            ForceDelta(
                a.forces[fa].list_id,
                side_a.force_name(fa),
                figures_a,
                figures_b,
                share_a,
                share_b,
                base_a,
                base_b,
            )
        )
    for fb in only_b:
        name = side_b.force_name(fb)
        changes.append(
            Change("added", "force", b.forces[fb].list_id, name, path_b=element_path(fb))
        )
        figures, share, base_share = side_b.force_figures(fb)
        deltas.append(
            ForceDelta(b.forces[fb].list_id, name, None, figures, None, share, None, base_share)
        )
    if codex is not None:
        changes = [_with_option_names(change, a, codex) for change in changes]
    return RosterDiff(tuple(changes), tuple(deltas), _army(fig_a), _army(fig_b))


def _with_option_names(change: Change, a: Roster, codex: Codex) -> Change:
    """*change* with its options' names in every language, when it is an option change of
    a card the codex knows."""
    if change.field != "options" or change.path_a is None:
        return change
    force = parse_path(change.path_a).force
    list_id = a.forces[force].list_id if force is not None and force < len(a.forces) else None
    ref = codex.find_card(change.card, list_id)
    if ref is None:
        return change
    both = {**(change.before or {}), **(change.after or {})}
    worded = {lang: choice_names(ref.card, both, lang) for lang in LANGUAGES}
    names = tuple(
        (
            key,
            Text(
                worded[DEFAULT_LANGUAGE][key],
                **{lang: worded[lang].get(key) for lang in LANGUAGES if lang != DEFAULT_LANGUAGE},
            ),
        )
        for key in sorted(both)
        if key in worded[DEFAULT_LANGUAGE]
    )
    return replace(change, option_names=names)


def _army(army: ArmyFigures) -> Figures:
    return Figures(army.points, army.victory_points, army.break_point)


def _diff_force(side_a: _Side, fa: int, side_b: _Side, fb: int) -> list[Change]:
    force_a, force_b = side_a.roster.forces[fa], side_b.roster.forces[fb]
    name = side_a.force_name(fa)
    path_a, path_b = element_path(fa), element_path(fb)
    changes = _fields("force", force_a.list_id, name, path_a, path_b, force_a, force_b)
    pairs, only_a, only_b = pair_in_order(force_a.companies, force_b.companies, _card_of)
    for ca in only_a:
        card = force_a.companies[ca].card
        label = side_a.company_label(fa, ca)
        changes.append(Change("removed", "company", card, label, element_path(fa, ca)))
    for ca, cb in pairs:
        company_a, company_b = force_a.companies[ca], force_b.companies[cb]
        label = side_a.company_label(fa, ca)
        changes += _fields(
            "company",
            company_a.card,
            label,
            element_path(fa, ca),
            element_path(fb, cb),
            company_a,
            company_b,
        )
    for cb in only_b:
        card = force_b.companies[cb].card
        label = side_b.company_label(fb, cb)
        changes.append(Change("added", "company", card, label, path_b=element_path(fb, cb)))
    changes += _diff_attached(side_a, fa, side_b, fb, dict(pairs))
    changes += _diff_structures(side_a, fa, side_b, fb)
    return changes


def _card_of(entry: Company | AttachedCard | StructureCard) -> str:
    return entry.card


def _diff_structures(side_a: _Side, fa: int, side_b: _Side, fb: int) -> list[Change]:
    """Structure cards (ruling 18) matched by card within the force; the force stands where
    a company would (they belong to none)."""
    held_a = side_a.roster.forces[fa].structures
    held_b = side_b.roster.forces[fb].structures
    pairs, only_a, only_b = pair_in_order(held_a, held_b, _card_of)

    def name(side: _Side, force: int, index: int) -> Text:
        path = element_path(force, structure=index)
        found = side.cards.get(path)
        return (
            shown(found)
            if found is not None
            else Text(side.roster.forces[force].structures[index].card)
        )

    changes: list[Change] = []
    for ia in only_a:
        changes.append(
            Change(
                "removed",
                "card",
                held_a[ia].card,
                name(side_a, fa, ia),
                path_a=element_path(fa, structure=ia),
                company_a=side_a.force_name(fa),
            )
        )
    for ia, ib in pairs:
        changes += _fields(
            "card",
            held_a[ia].card,
            name(side_a, fa, ia),
            element_path(fa, structure=ia),
            element_path(fb, structure=ib),
            held_a[ia],
            held_b[ib],
        )
    for ib in only_b:
        changes.append(
            Change(
                "added",
                "card",
                held_b[ib].card,
                name(side_b, fb, ib),
                path_b=element_path(fb, structure=ib),
                company_b=side_b.force_name(fb),
            )
        )
    return changes


def _diff_attached(
    side_a: _Side, fa: int, side_b: _Side, fb: int, partner: dict[int, int]
) -> list[Change]:
    """Cards still in their company first; the rest paired across the force are moved."""
    force_a, force_b = side_a.roster.forces[fa], side_b.roster.forces[fb]
    changes, left_a, left_b = _within_companies(side_a, fa, side_b, fb, partner)
    cards_a = [force_a.companies[c].attached[k].card for c, k in left_a]
    cards_b = [force_b.companies[c].attached[k].card for c, k in left_b]
    pairs, only_a, only_b = pair_in_order(cards_a, cards_b, lambda card: card)
    for ia, ib in pairs:
        (ca, ka), (cb, kb) = left_a[ia], left_b[ib]
        changes.append(
            Change(
                "moved",
                "card",
                cards_a[ia],
                side_a.card_name(fa, ca, ka),
                element_path(fa, ca, ka),
                element_path(fb, cb, kb),
                company_a=side_a.company_label(fa, ca),
                company_b=side_b.company_label(fb, cb),
            )
        )
        changes += _card_fields(side_a, (fa, ca, ka), side_b, (fb, cb, kb))
    for ia in only_a:
        ca, ka = left_a[ia]
        changes.append(
            Change(
                "removed",
                "card",
                cards_a[ia],
                side_a.card_name(fa, ca, ka),
                path_a=element_path(fa, ca, ka),
                company_a=side_a.company_label(fa, ca),
            )
        )
    for ib in only_b:
        cb, kb = left_b[ib]
        changes.append(
            Change(
                "added",
                "card",
                cards_b[ib],
                side_b.card_name(fb, cb, kb),
                path_b=element_path(fb, cb, kb),
                company_b=side_b.company_label(fb, cb),
            )
        )
    return changes


def _within_companies(
    side_a: _Side, fa: int, side_b: _Side, fb: int, partner: dict[int, int]
) -> tuple[list[Change], list[tuple[int, int]], list[tuple[int, int]]]:
    """The changes of the cards found again in their company (companies paired by
    *partner*), and the (company, card) places left over on each side, in order."""
    force_a, force_b = side_a.roster.forces[fa], side_b.roster.forces[fb]
    left_a: list[tuple[int, int]] = []
    left_b: list[tuple[int, int]] = []
    changes: list[Change] = []
    for ca, company_a in enumerate(force_a.companies):
        cb = partner.get(ca)
        if cb is None:
            left_a += [(ca, k) for k in range(len(company_a.attached))]
            continue
        company_b = force_b.companies[cb]
        pairs, only_a, only_b = pair_in_order(company_a.attached, company_b.attached, _card_of)
        for ka, kb in pairs:
            changes += _card_fields(side_a, (fa, ca, ka), side_b, (fb, cb, kb))
        left_a += [(ca, k) for k in only_a]
        left_b += [(cb, k) for k in only_b]
    matched_b = set(partner.values())
    for cb, company_b in enumerate(force_b.companies):
        if cb not in matched_b:
            left_b += [(cb, k) for k in range(len(company_b.attached))]
    left_b.sort()
    return changes, left_a, left_b


def _card_fields(
    side_a: _Side, at_a: tuple[int, int, int], side_b: _Side, at_b: tuple[int, int, int]
) -> list[Change]:
    card_a = side_a.roster.forces[at_a[0]].companies[at_a[1]].attached[at_a[2]]
    card_b = side_b.roster.forces[at_b[0]].companies[at_b[1]].attached[at_b[2]]
    return _fields(
        "card",
        card_a.card,
        side_a.card_name(*at_a),
        element_path(*at_a),
        element_path(*at_b),
        card_a,
        card_b,
    )
