"""The roster resolved against the codex, once, for every rule to read.

Rules are pure functions of the roster and the codex. Looking cards up and
costing them is the same work for every rule, so :func:`build_context` does
it once: each card of the roster becomes an :class:`Entry` with its codex card
(or ``None`` when the codex does not know it) and its cost; forces get their
army list, their points and their role (main force, own share or ally).

Main force (rulings 4 and 10): the army list with the most points, the points
of all its forces added up; on a tie, the list of the first force in the
roster. Every force of that list is the main force.
Own share: the forces whose list is one the main list's ``own_share`` names;
every other force is an ally.
Points base (ruling 2): the points limit when one is set, else the points spent.
"""

from __future__ import annotations

from enum import StrEnum

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.models import ArmyList, Card, CardType, GameSystem
from listbuilder.records import record
from listbuilder.roster.model import CardEntry, Force, Roster, element_path
from listbuilder.rules.costs import CardCost, card_cost
from listbuilder.rules.findings import Text


def with_custom(custom: str | None, name: Text) -> Text:
    """*name* after the player's own *custom* name, in every language *name* has."""
    if not custom:
        return name
    fr = name.get("fr") if name.fr else None
    return Text(f"{custom} ({name.en})", f"{custom} ({fr})" if fr else None)


class Role(StrEnum):
    MAIN = "main"
    OWN = "own"
    ALLY = "ally"


@record(slots=True)
class Entry:
    """One card of the roster: a company card, an attached card or a structure card."""

    path: str
    force: int
    company: int | None
    """The company's index; ``None`` for a structure card, which hangs off no company."""
    attached: int | None
    """Index among the company's attached cards; ``None`` for the company card itself."""
    element: CardEntry
    ref: CardRef | None
    card: Card | None
    card_type: CardType | None
    key: str
    """``book/card_id`` when the codex knows the card, else the id as written."""
    in_list: bool
    """Whether the force's army list may take the card."""
    cost: CardCost
    name: Text
    structure: int | None = None
    """Index among the force's structure cards (ruling 18); ``None`` for any other card."""

    @property
    def is_structure(self) -> bool:
        return self.structure is not None

    @property
    def shown(self) -> Text:
        """The card as the roster tree names it: the player's name first, the card's after
        (``Cassius (Chaplain)``); what findings call it."""
        return with_custom(self.element.name, self.name)


@record(slots=True)
class CompanyView:
    index: int
    path: str
    entry: Entry
    attached: tuple[Entry, ...]
    label: Text
    """The company's name and its position in the force: ``Tactical Company #2``."""
    points: int

    @property
    def shown(self) -> Text:
        """The company as the roster tree names it: ``2nd Company (Tactical Company #1)``."""
        return with_custom(self.entry.element.name, self.label)

    @property
    def is_company(self) -> bool:
        """A real Company card (or an unknown card, given the benefit of the doubt)."""
        return self.entry.card_type in (CardType.COMPANY, None)


@record(slots=True)
class ForceView:
    index: int
    path: str
    force: Force
    army_list: ArmyList | None
    list_name: Text
    companies: tuple[CompanyView, ...]
    points: int
    """The force's points: its companies' and its structure cards'."""
    role: Role
    structures: tuple[Entry, ...] = ()
    """The force's structure cards (ruling 18), outside every company."""


@record(slots=True)
class RuleContext:
    roster: Roster
    codex: Codex
    system: GameSystem
    forces: tuple[ForceView, ...]
    entries: tuple[Entry, ...]
    main: int | None
    """Index of the first force of the main list, ``None`` when the roster has no force."""
    points: int
    points_limit: int | None
    """The agreed game size: the roster's points limit, or the event's when it sets none."""

    @property
    def base(self) -> int:
        """The points base of shares and of the Unique allowance (ruling 2)."""
        return self.points_limit if self.points_limit is not None else self.points

    @property
    def base_is_limit(self) -> bool:
        return self.points_limit is not None

    @property
    def main_force(self) -> ForceView | None:
        return self.forces[self.main] if self.main is not None else None

    def allies(self) -> list[ForceView]:
        return [force for force in self.forces if force.role is Role.ALLY]


def list_name(army_list: ArmyList | None, list_id: str) -> Text:
    if army_list is None:
        return Text(list_id)
    return army_list.names


_NO_COST = CardCost(0, 0, 0)


class _Resolver:
    """Card look-ups and costs, memoised for one validation (rosters repeat cards)."""

    def __init__(self, codex: Codex) -> None:
        self.codex = codex
        self.system = codex.game_system
        self._refs: dict[tuple[str, str], tuple[CardRef | None, bool, Text]] = {}
        self._costs: dict[tuple[str, tuple[tuple[str, int], ...]], CardCost] = {}

    def ref(self, card_id: str, list_id: str) -> tuple[CardRef | None, bool, Text]:
        """The card, whether the list may take it, and its name (made once per card: a big
        roster names each kind of card dozens of times)."""
        key = (card_id, list_id)
        found = self._refs.get(key)
        if found is None:
            ref = self.codex.find_card(card_id, list_id)
            in_list = ref is not None and self.codex.list_may_take(list_id, ref)
            name = ref.card.names if ref is not None else Text(card_id)
            found = self._refs[key] = (ref, in_list, name)
        return found

    def cost(self, ref: CardRef, key: str, element: CardEntry) -> CardCost:
        memo = (key, tuple(element.options.items()))
        found = self._costs.get(memo)
        if found is None:
            found = self._costs[memo] = card_cost(ref.card, element.options, self.system)
        return found

    def entry(
        self,
        element: CardEntry,
        list_id: str,
        index: tuple[int, int | None, int | None],
        structure: int | None = None,
    ) -> Entry:
        ref, in_list, name = self.ref(element.card, list_id)
        f, c, a = index
        path = element_path(f, c, a, structure=structure)
        if ref is None:
            return Entry(
                path,
                f,
                c,
                a,
                element,
                None,
                None,
                None,
                element.card,
                False,
                _NO_COST,
                name,
                structure,
            )
        card = ref.card
        key = ref.key
        cost = self.cost(ref, key, element)
        return Entry(
            path,
            f,
            c,
            a,
            element,
            ref,
            card,
            card.type,
            key,
            in_list,
            cost,
            name,
            structure,
        )


def main_force_index(forces: list[tuple[str, int]]) -> int | None:
    """The first force of the main list among ``(list id, points)`` pairs (rulings 4, 10).

    Forces of one list count together; on a tie the list met first wins."""
    totals: dict[str, int] = {}
    first: dict[str, int] = {}
    for index, (list_id, points) in enumerate(forces):
        totals[list_id] = totals.get(list_id, 0) + points
        first.setdefault(list_id, index)
    best: str | None = None
    for list_id, points in totals.items():
        if best is None or points > totals[best]:
            best = list_id
    return first[best] if best is not None else None


def build_context(roster: Roster, codex: Codex, *, points_limit: int | None = None) -> RuleContext:
    """Resolve and cost every card; *points_limit* stands in when the roster sets none."""
    resolver = _Resolver(codex)
    views: list[tuple[Force, ArmyList | None, tuple[CompanyView, ...], tuple[Entry, ...], int]] = []
    entries: list[Entry] = []
    for f, force in enumerate(roster.forces):
        army_list = codex.army_list(force.list_id)
        companies: list[CompanyView] = []
        for c, company in enumerate(force.companies):
            head = resolver.entry(company, force.list_id, (f, c, None))
            attached = tuple(
                resolver.entry(card, force.list_id, (f, c, a))
                for a, card in enumerate(company.attached)
            )
            entries.append(head)
            entries.extend(attached)
            points = head.cost.points + sum(e.cost.points for e in attached)
            label = head.name.with_suffix(f" #{c + 1}")
            companies.append(CompanyView(c, head.path, head, attached, label, points))
        structures = tuple(
            resolver.entry(card, force.list_id, (f, None, None), structure=s)
            for s, card in enumerate(force.structures)
        )
        entries.extend(structures)
        points = sum(v.points for v in companies) + sum(e.cost.points for e in structures)
        views.append((force, army_list, tuple(companies), structures, points))

    main = main_force_index([(force.list_id, points) for force, _, _, _, points in views])
    main_list_id = views[main][0].list_id if main is not None else None
    main_list = views[main][1] if main is not None else None
    own_lists = set(main_list.own_share.lists) if main_list is not None else set()
    forces = tuple(
        ForceView(
            index=f,
            path=element_path(f),
            force=force,
            army_list=army_list,
            list_name=list_name(army_list, force.list_id),
            companies=companies,
            structures=structures,
            points=points,
            role=(
                Role.MAIN
                if force.list_id == main_list_id
                else Role.OWN
                if force.list_id in own_lists
                else Role.ALLY
            ),
        )
        for f, (force, army_list, companies, structures, points) in enumerate(views)
    )
    return RuleContext(
        roster=roster,
        codex=codex,
        system=codex.game_system,
        forces=forces,
        entries=tuple(entries),
        main=main,
        points=sum(force.points for force in forces),
        points_limit=roster.points_limit if roster.points_limit is not None else points_limit,
    )
