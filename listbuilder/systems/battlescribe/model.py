"""BattleScribe game data as read at run time: a game system (``.gst``) and its catalogues.

These are frozen values (``@record``, ``docs/values.md``): the reader and the compiled
cache build each one whole, then it is only read (its lists and maps are not to be
changed). They follow BattleScribe's own terms so a reader of its schema finds them here:
selection entries, groups and entry links are one :class:`Entry` (``kind`` tells which);
a modifier group is folded into its modifiers (its conditions become an ``and`` group of
each modifier, its repeats are added to theirs), since that is all it means.
"""

from __future__ import annotations

from listbuilder.records import field as _field  # several classes have a field named ``field``
from listbuilder.records import record


@record(slots=True)
class Condition:
    """``<condition>``: compares a count (of selections, forces or a cost) with ``value``."""

    type: str
    """equalTo, notEqualTo, atLeast, atMost, greaterThan, lessThan, instanceOf, notInstanceOf"""
    field: str
    """selections, forces, or a cost type id"""
    scope: str
    """parent, force, roster, self, ancestor, primary-category, primary-catalogue, or an id"""
    value: float
    child_id: str
    shared: bool = True
    include_child_selections: bool = False
    include_child_forces: bool = False
    percent: bool = False


@record(slots=True)
class ConditionGroup:
    """``<conditionGroup>``: its conditions and groups joined by ``and`` or ``or``."""

    type: str
    conditions: list[Condition] = _field(default_factory=list)
    groups: list[ConditionGroup] = _field(default_factory=list)


@record(slots=True)
class Repeat:
    """``<repeat>``: the modifier applies once per ``value`` counted (``repeats`` times each)."""

    field: str
    scope: str
    value: float
    repeats: int
    child_id: str
    round_up: bool = False
    shared: bool = True
    include_child_selections: bool = False
    include_child_forces: bool = False
    percent: bool = False


@record(slots=True)
class Modifier:
    """``<modifier>``: changes ``field`` of its owner (a constraint's value by its id, a
    cost type, a characteristic, ``name``, ``hidden``, ``category``...) when its conditions hold."""

    type: str
    """set, increment, decrement, append, add, remove, set-primary, unset-primary"""
    field: str
    value: str
    conditions: list[Condition] = _field(default_factory=list)
    groups: list[ConditionGroup] = _field(default_factory=list)
    repeats: list[Repeat] = _field(default_factory=list)


@record(slots=True)
class Constraint:
    """``<constraint>``: at least / at most ``value`` of ``field`` counted in ``scope``."""

    id: str
    type: str
    """min or max"""
    value: float
    field: str
    scope: str
    shared: bool = True
    include_child_selections: bool = False
    include_child_forces: bool = False
    percent: bool = False
    negative: bool = False


@record(slots=True)
class Profile:
    """``<profile>``: a stat line of a profile type (characteristics as name, value pairs)."""

    id: str
    name: str
    type_id: str
    type_name: str
    hidden: bool = False
    characteristics: list[list[str]] = _field(default_factory=list)
    modifiers: list[Modifier] = _field(default_factory=list)


@record(slots=True)
class Rule:
    id: str
    name: str
    description: str
    hidden: bool = False
    modifiers: list[Modifier] = _field(default_factory=list)


@record(slots=True)
class InfoLink:
    """``<infoLink>``: a shared profile, rule or info group shown with its owner."""

    id: str
    name: str
    target_id: str
    type: str
    hidden: bool = False
    modifiers: list[Modifier] = _field(default_factory=list)


@record(slots=True)
class InfoGroup:
    id: str
    name: str
    hidden: bool = False
    profiles: list[Profile] = _field(default_factory=list)
    rules: list[Rule] = _field(default_factory=list)
    info_links: list[InfoLink] = _field(default_factory=list)
    info_groups: list[InfoGroup] = _field(default_factory=list)
    modifiers: list[Modifier] = _field(default_factory=list)


@record(slots=True)
class CategoryLink:
    """``<categoryLink>``: puts its owner in a category (``primary``: its battlefield role),
    or, under a force entry, offers that category in the force with its constraints."""

    id: str
    name: str
    target_id: str
    primary: bool = False
    hidden: bool = False
    constraints: list[Constraint] = _field(default_factory=list)
    modifiers: list[Modifier] = _field(default_factory=list)


@record(slots=True)
class Entry:
    """A selection entry (``kind`` "entry"), a selection entry group ("group") or an entry
    link ("link", to ``target_id``, which names an entry or a group)."""

    kind: str
    id: str
    name: str
    type: str = ""
    """unit, model, upgrade (entries); selectionEntry or selectionEntryGroup (links)"""
    target_id: str = ""
    hidden: bool = False
    collective: bool = False
    default_id: str = ""
    """A group's default selection entry."""
    costs: dict[str, float] = _field(default_factory=dict)
    constraints: list[Constraint] = _field(default_factory=list)
    modifiers: list[Modifier] = _field(default_factory=list)
    category_links: list[CategoryLink] = _field(default_factory=list)
    profiles: list[Profile] = _field(default_factory=list)
    rules: list[Rule] = _field(default_factory=list)
    info_links: list[InfoLink] = _field(default_factory=list)
    info_groups: list[InfoGroup] = _field(default_factory=list)
    entries: list[Entry] = _field(default_factory=list)
    """Child entries, groups and links, in that order."""


@record(slots=True)
class CategoryEntry:
    id: str
    name: str
    hidden: bool = False
    constraints: list[Constraint] = _field(default_factory=list)
    modifiers: list[Modifier] = _field(default_factory=list)
    rules: list[Rule] = _field(default_factory=list)
    info_links: list[InfoLink] = _field(default_factory=list)
    profiles: list[Profile] = _field(default_factory=list)


@record(slots=True)
class ForceEntry:
    """``<forceEntry>``: a detachment the roster can add, with the categories it offers."""

    id: str
    name: str
    hidden: bool = False
    constraints: list[Constraint] = _field(default_factory=list)
    modifiers: list[Modifier] = _field(default_factory=list)
    category_links: list[CategoryLink] = _field(default_factory=list)
    forces: list[ForceEntry] = _field(default_factory=list)
    rules: list[Rule] = _field(default_factory=list)
    info_links: list[InfoLink] = _field(default_factory=list)
    profiles: list[Profile] = _field(default_factory=list)


@record(slots=True)
class CostType:
    id: str
    name: str
    default_limit: float = -1.0
    hidden: bool = False


@record(slots=True)
class ProfileType:
    id: str
    name: str
    characteristics: list[list[str]] = _field(default_factory=list)
    """[id, name] of each characteristic type, in order."""


@record(slots=True)
class CatalogueLink:
    target_id: str
    name: str
    import_root: bool = False


@record(slots=True)
class Catalogue:
    """A ``.cat`` catalogue or the ``.gst`` game system (``is_system``)."""

    id: str
    name: str
    revision: int
    file: str
    is_system: bool = False
    library: bool = False
    game_system_id: str = ""
    game_system_revision: int = 0
    links: list[CatalogueLink] = _field(default_factory=list)
    cost_types: list[CostType] = _field(default_factory=list)
    profile_types: list[ProfileType] = _field(default_factory=list)
    categories: list[CategoryEntry] = _field(default_factory=list)
    forces: list[ForceEntry] = _field(default_factory=list)
    entries: list[Entry] = _field(default_factory=list)
    """Root selection entries and entry links (what a force may take)."""
    shared_entries: list[Entry] = _field(default_factory=list)
    """Shared selection entries and groups."""
    shared_profiles: list[Profile] = _field(default_factory=list)
    shared_rules: list[Rule] = _field(default_factory=list)
    shared_info_groups: list[InfoGroup] = _field(default_factory=list)
    rules: list[Rule] = _field(default_factory=list)
    info_links: list[InfoLink] = _field(default_factory=list)
    constraints: list[Constraint] = _field(default_factory=list)
    elements: int = 0
    """XML elements read."""
    unknown: dict[str, int] = _field(default_factory=dict)
    """What the reader does not understand: ``element <tag> in <parent>`` or
    ``<attribute>=<value>``, with how often."""


MODEL_CLASSES: tuple[type, ...] = (
    Condition,
    ConditionGroup,
    Repeat,
    Modifier,
    Constraint,
    Profile,
    Rule,
    InfoLink,
    InfoGroup,
    CategoryLink,
    Entry,
    CategoryEntry,
    ForceEntry,
    CostType,
    ProfileType,
    CatalogueLink,
    Catalogue,
)
"""Every class of the compiled form (:mod:`.compiled`), in a fixed order."""
