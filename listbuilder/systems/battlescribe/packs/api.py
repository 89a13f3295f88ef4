"""What a rule pack is made of: :class:`Pack`, :func:`rule`, :class:`PackContext`."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from listbuilder.records import record
from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe.checks import Context, Node, applies, subtree_cost, totals
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.packs.settings import PackSettings, read_settings
from listbuilder.systems.battlescribe.packs.units import Unit, read_unit
from listbuilder.systems.battlescribe.roster import OtherRoster


class PackContext:
    """What a pack rule sees of a roster (built once per roster, shared by its rules, which
    fill its caches: state that changes, not a value)."""

    def __init__(
        self,
        data: GameData,
        roster: OtherRoster,
        check: Context,
        settings: PackSettings | Mapping[str, object] | None = None,
    ) -> None:
        self.data = data
        self.roster = roster
        self.check = check
        if settings is None:
            settings = read_settings(roster)
        elif not isinstance(settings, PackSettings):
            settings = _from_mapping(settings)
        self.settings: PackSettings | Mapping[str, object] | None = settings
        """What the player set that the roster does not say (warlord, deployment...): read
        from the roster's notes (:mod:`.settings`) when not given."""
        self._units: list[Unit] | None = None
        self.cache: dict[str, object] = {}
        """Figures several rules share (a pack's composition), worked out once."""

    @property
    def choices(self) -> PackSettings:
        assert isinstance(self.settings, PackSettings)
        return self.settings

    def army(self) -> list[Unit]:
        """Every root selection of every force, read once (:class:`.units.Unit`)."""
        if self._units is None:
            points = self.cost_type_id("pts", "points", "point")
            power = self.cost_type_id("PL", "Power Level", "power")
            self._units = [
                read_unit(self.data, node, points, power, self.check) for node in self.units()
            ]
        return self._units

    def points(self) -> float:
        found = self.cost_type_id("pts", "points", "point")
        return self.totals().get(found, 0.0) if found else 0.0

    @property
    def root(self) -> Node:
        return self.check.root

    def forces(self) -> Iterator[Node]:
        stack = list(reversed(self.root.forces))
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.forces))

    def units(self, force: Node | None = None) -> Iterator[Node]:
        """The root selections of a force (of every force when *force* is None)."""
        for here in [force] if force is not None else list(self.forces()):
            yield from here.children

    def totals(self) -> dict[str, float]:
        return totals(self.check)

    def cost_type_id(self, *names: str) -> str | None:
        """The id of the cost type named one of *names* (any case, spaces ignored)."""
        wanted = {name.replace(" ", "").casefold() for name in names}
        for cost in self.data.system.cost_types:
            if cost.name.replace(" ", "").casefold() in wanted:
                return cost.id
        return None

    def cost(self, node: Node, *names: str) -> float:
        """A selection's cost of the cost type named one of *names* (``"pts"``, ``"PL"``),
        with everything taken under it, modifiers applied; 0 when the data has no such type."""
        type_id = self.cost_type_id(*names)
        return subtree_cost(self.check, node, type_id) if type_id else 0.0

    def categories(self, node: Node) -> list[str]:
        """The names of a selection's categories (its keywords, in 40K), primary first, as
        the file and the data give them, the data's ``category`` modifiers applied."""
        names: dict[str, tuple[bool, str]] = {}
        if node.selection is not None:
            for category in node.selection.categories:
                names[category.entry_id] = (category.primary, category.name)
        for entry in node.entries:
            for link in entry.category_links:
                name = self.data.category_name(node.catalogue, link.target_id, link.name)
                names.setdefault(link.target_id, (link.primary, name))
        for category_id in node.added_categories:
            names.setdefault(category_id, (False, self._category_name(node, category_id)))
        for category_id in node.removed_categories:
            names.pop(category_id, None)
        ordered = sorted(names.values(), key=lambda item: not item[0])
        return [name for _, name in ordered]

    def primary_category(self, node: Node) -> str:
        """A selection's battlefield role (its primary category), or ``""``."""
        if node.selection is not None:
            for category in node.selection.categories:
                if category.primary:
                    return category.name
        for entry in node.entries:
            for link in entry.category_links:
                if link.primary:
                    return self.data.category_name(node.catalogue, link.target_id, link.name)
        return ""

    def _category_name(self, node: Node, category_id: str) -> str:
        return self.data.category_name(node.catalogue, category_id)

    def profiles(
        self, node: Node, type_name: str | None = None
    ) -> list[tuple[str, dict[str, str]]]:
        """The profiles of a selection and of what was taken under it, as (name,
        {characteristic: value}), from the data (info links followed), else the file."""
        from listbuilder.systems.battlescribe.model import Profile

        found: list[tuple[str, dict[str, str]]] = []
        stack = [node]
        while stack:
            here = stack.pop(0)
            cat = here.catalogue
            data_profiles: list[Profile] = []
            for entry in here.entries:
                data_profiles.extend(entry.profiles)
                for link in entry.info_links:
                    target = self.data.lookup(cat, link.target_id) if cat is not None else None
                    if isinstance(target, Profile):
                        data_profiles.append(target)
            if data_profiles:
                for profile in data_profiles:
                    if type_name is None or profile.type_name == type_name:
                        values = {c[0]: c[2] for c in profile.characteristics}
                        found.append((profile.name, values))
            elif here.selection is not None:
                for line in here.selection.profiles:
                    if type_name is None or line.type_name == type_name:
                        found.append((line.name, {c[0]: c[-1] for c in line.characteristics}))
            stack.extend(here.children)
        return found

    def models(self, node: Node) -> int:
        """How many models a unit holds: its selections of type ``model`` (itself, for a
        single model)."""
        if node.selection is not None and node.selection.type == "model":
            return node.number
        return sum(self.models(child) for child in node.children)

    def modifier_applies(self, node: Node, modifier: object) -> int:
        return applies(self.check, node, modifier)  # type: ignore[arg-type]

    def finding(
        self,
        code: str,
        path: str,
        key: str = "",
        *,
        severity: Severity = Severity.ERROR,
        words: tuple[str, ...] = (),
        **params: str | int | float,
    ) -> BsFinding:
        """A finding of this pack; *words* names the params that are the data's names of
        roles or kinds, said in the reader's language (:data:`.names.WORDS`)."""
        return BsFinding(code, severity, path, params, key, words=words)


def _from_mapping(given: Mapping[str, object]) -> PackSettings:
    """Settings given as a plain mapping: roster keys to values, ``units`` (or any key
    holding a mapping) to each unit's choices by selection id."""
    found = PackSettings()
    for key, value in given.items():
        if isinstance(value, Mapping):
            for unit_id, choices in value.items():
                if isinstance(choices, Mapping):
                    found.units[str(unit_id)] = {str(k): str(v) for k, v in choices.items()}
        elif value is not None:
            found.roster[str(key)] = str(value)
    return found


PackRule = Callable[[PackContext], list[BsFinding]]


@record
class RuleSpec:
    id: str
    """``MH-5``: the finding code is its lower case."""
    source: str
    """Where the text says it (``seed 002, line 120``)."""
    check: PackRule


def rule(rule_id: str, source: str) -> Callable[[PackRule], RuleSpec]:
    """Declare a pack rule: its id and source line (see the module docstring)."""

    def wrap(func: PackRule) -> RuleSpec:
        return RuleSpec(rule_id, source, func)

    return wrap


@record
class Pack:
    id: str
    name_en: str
    name_fr: str
    game_systems: tuple[str, ...]
    """Names of the game systems it is written for (a roster of another is still checked)."""
    rules: tuple[RuleSpec, ...] = ()
    relax: Callable[[PackContext, BsFinding], bool] | None = None
    """Which of the data's own findings the pack's text turns into warnings (Only War's
    one under-strength unit per datasheet against the data's minimum unit size)."""


def run_pack(pack: Pack, ctx: PackContext) -> list[BsFinding]:
    """Every rule's findings, each stamped with its rule id and source."""
    found: list[BsFinding] = []
    for spec in pack.rules:
        for finding in spec.check(ctx):
            if finding.code != spec.id.lower():
                raise ValueError(f"{spec.id} reported {finding.code!r}, not {spec.id.lower()!r}")
            found.append(
                BsFinding(
                    finding.code,
                    finding.severity,
                    finding.path,
                    finding.params,
                    finding.key,
                    spec.id,
                    spec.source,
                    finding.words,
                )
            )
    return found


def apply_pack(pack: Pack, ctx: PackContext, found: list[BsFinding]) -> list[BsFinding]:
    """The data's findings *found* (those the pack relaxes as warnings), then the pack's."""
    kept = [
        BsFinding(f.code, Severity.WARNING, f.path, f.params, f.key, f.rule, f.source, f.words)
        if pack.relax is not None and f.severity is Severity.ERROR and pack.relax(ctx, f)
        else f
        for f in found
    ]
    return kept + run_pack(pack, ctx)
