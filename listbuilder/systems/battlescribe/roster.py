"""Rosters of games whose BattleScribe data was added (ruling 20): forces and selections.

A roster of such a game is never a NetEpic army: it is read here, into these classes, and
checked by its own data (:mod:`.checks`) and the rule pack chosen for it (:mod:`.packs`).
The file is read by the same guarded path as NetEpic's BattleScribe rosters (size cap,
zip, encoding, defusedxml, depth and count bounds): :func:`read_roster_element`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from xml.etree.ElementTree import Element

from listbuilder.errors import RosterFileError
from listbuilder.files.reading import read_regular_bytes
from listbuilder.files.sniff import is_zipped
from listbuilder.i18n.text import Msg


class _State:
    """Edited in place (state, ``docs/values.md``), yet compared by value as the dataclasses
    these were: a roster read back from its file equals the one written, and the window's
    option counts find a unit's own selections among equal ones. Unhashable, as they were."""

    __slots__: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__slots__)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({values})"


class Category(_State):
    __slots__ = ("entry_id", "id", "name", "primary")

    def __init__(self, entry_id: str, name: str, primary: bool = False, id: str = "") -> None:
        self.entry_id = entry_id
        self.name = name
        self.primary = primary
        self.id = id


class ProfileLine(_State):
    """A profile as the roster carries it: its type and characteristics (name, value)."""

    __slots__ = ("characteristics", "hidden", "id", "name", "type_id", "type_name")

    def __init__(
        self,
        name: str,
        type_id: str,
        type_name: str,
        characteristics: list[list[str]] | None = None,
        id: str = "",
        hidden: bool = False,
    ) -> None:
        self.name = name
        self.type_id = type_id
        self.type_name = type_name
        self.characteristics: list[list[str]] = characteristics if characteristics else []
        """[name, type id, value] of each characteristic."""
        self.id = id
        self.hidden = hidden


class RuleLine(_State):
    __slots__ = ("description", "hidden", "id", "name")

    def __init__(self, id: str, name: str, description: str = "", hidden: bool = False) -> None:
        self.id = id
        self.name = name
        self.description = description
        self.hidden = hidden


class Selection(_State):
    """A selection of a roster: a unit, a model or an upgrade, with its own selections."""

    __slots__ = (
        "categories",
        "cost_names",
        "costs",
        "custom_name",
        "entry_group_id",
        "entry_id",
        "id",
        "name",
        "notes",
        "number",
        "profiles",
        "rules",
        "selections",
        "type",
    )

    def __init__(
        self,
        id: str,
        name: str,
        entry_id: str,
        number: int = 1,
        type: str = "upgrade",
        entry_group_id: str = "",
        custom_name: str = "",
        notes: str = "",
        costs: dict[str, float] | None = None,
        cost_names: dict[str, str] | None = None,
        categories: list[Category] | None = None,
        profiles: list[ProfileLine] | None = None,
        rules: list[RuleLine] | None = None,
        selections: list[Selection] | None = None,
    ) -> None:
        self.id = id
        self.name = name
        self.entry_id = entry_id
        """The path of ids BattleScribe writes (``linkId::entryId``): the last one is the entry."""
        self.number = number
        self.type = type
        self.entry_group_id = entry_group_id
        self.custom_name = custom_name
        self.notes = notes
        self.costs: dict[str, float] = costs if costs is not None else {}
        """Cost type id → value, for the whole selection as the file says."""
        self.cost_names: dict[str, str] = cost_names if cost_names is not None else {}
        self.categories: list[Category] = categories if categories is not None else []
        self.profiles: list[ProfileLine] = profiles if profiles is not None else []
        self.rules: list[RuleLine] = rules if rules is not None else []
        self.selections: list[Selection] = selections if selections is not None else []

    @property
    def entry_ids(self) -> list[str]:
        return [part for part in self.entry_id.split("::") if part]

    @property
    def target_id(self) -> str:
        ids = self.entry_ids
        return ids[-1] if ids else ""

    @property
    def group_ids(self) -> list[str]:
        return [part for part in self.entry_group_id.split("::") if part]


class Force(_State):
    """A force (detachment) of a roster, with its selections and the forces inside it."""

    __slots__ = (
        "catalogue_id",
        "catalogue_name",
        "catalogue_revision",
        "categories",
        "custom_name",
        "entry_id",
        "forces",
        "id",
        "name",
        "notes",
        "selections",
    )

    def __init__(
        self,
        id: str,
        name: str,
        entry_id: str,
        catalogue_id: str,
        catalogue_name: str = "",
        catalogue_revision: int = 0,
        custom_name: str = "",
        notes: str = "",
        selections: list[Selection] | None = None,
        categories: list[Category] | None = None,
        forces: list[Force] | None = None,
    ) -> None:
        self.id = id
        self.name = name
        self.entry_id = entry_id
        self.catalogue_id = catalogue_id
        self.catalogue_name = catalogue_name
        self.catalogue_revision = catalogue_revision
        self.custom_name = custom_name
        self.notes = notes
        self.selections: list[Selection] = selections if selections is not None else []
        self.categories: list[Category] = categories if categories is not None else []
        self.forces: list[Force] = forces if forces is not None else []


class OtherRoster(_State):
    """A roster of another game: what a builder and a checker need of it (state: the window,
    the packs' settings and the exports edit it in place)."""

    __slots__ = (
        "cost_limits",
        "cost_names",
        "costs",
        "forces",
        "game_system_id",
        "game_system_name",
        "game_system_revision",
        "id",
        "name",
        "notes",
    )

    def __init__(
        self,
        id: str,
        name: str,
        game_system_id: str,
        game_system_name: str,
        game_system_revision: int = 0,
        notes: str = "",
        cost_limits: dict[str, float] | None = None,
        cost_names: dict[str, str] | None = None,
        costs: dict[str, float] | None = None,
        forces: list[Force] | None = None,
    ) -> None:
        self.id = id
        self.name = name
        self.game_system_id = game_system_id
        self.game_system_name = game_system_name
        self.game_system_revision = game_system_revision
        self.notes = notes
        self.cost_limits: dict[str, float] = cost_limits if cost_limits is not None else {}
        self.cost_names: dict[str, str] = cost_names if cost_names is not None else {}
        self.costs: dict[str, float] = costs if costs is not None else {}
        self.forces: list[Force] = forces if forces is not None else []

    @property
    def rules(self) -> str:
        """The rule pack chosen for this roster (``mac-hammer``): the ``rules`` choice of its
        notes' ``listbuilder:`` line, so it round-trips through every format."""
        return parse_choices(self.notes).get("rules", "")

    @rules.setter
    def rules(self, pack: str) -> None:
        set_choice(self, "rules", pack)

    @property
    def settings(self) -> dict[str, object]:
        """The player's choices as one mapping (roster-wide keys but ``rules``, and
        ``units``: selection id → that unit's keys), read from the notes' lines: the
        older place of the choices (our YAML's and share codes' ``settings``), kept for
        readers of that shape. Assigning replaces every choice but the pack and the refs."""
        roster, units = read_choices(self)
        found: dict[str, object] = {k: v for k, v in roster.items() if k != "rules"}
        if units:
            found["units"] = units
        return found

    @settings.setter
    def settings(self, given: Mapping[str, object]) -> None:
        kept = {k: v for k, v in parse_choices(self.notes).items() if k == "rules"}
        self.notes = with_choices(self.notes, kept)
        for selection in every_selection(self):
            ref = parse_choices(selection.notes).get("ref", "")
            selection.notes = with_choices(selection.notes, {"ref": ref} if ref else {})
        adopt_choices(self, given)

    def all_forces(self) -> list[tuple[str, Force]]:
        """Every force with its path (``forces[0].forces[1]``), nested ones after their parent."""
        found: list[tuple[str, Force]] = []

        def walk(forces: list[Force], prefix: str) -> None:
            for index, force in enumerate(forces):
                path = f"{prefix}forces[{index}]"
                found.append((path, force))
                walk(force.forces, path + ".")

        walk(self.forces, "")
        return found


# --- the player's choices, kept in the notes ---------------------------------------------
#
# A pack needs choices no ``.ros`` field holds (a unit's deployment, the Warlord...). They
# are kept as one line ``listbuilder: key=value; key=value`` in the ``customNotes`` of the
# roster (roster-wide choices, and the pack: ``rules``) and of a unit's selection (that
# unit's), so they round-trip through ``.ros``/``.rosz``, share codes and our YAML alike:
# this line is their only storage. :mod:`.packs.settings` is the API the packs and the
# window use over it; these are the primitives the roster itself needs.

CHOICES_PREFIX = "listbuilder:"
REFERENCE_KEYS = ("warlord", "transport", "embarked", "joins")
"""Keys whose value is another unit's ref (read back as its selection id)."""


def parse_choices(notes: str) -> dict[str, str]:
    """The ``key=value`` pairs of the ``listbuilder:`` line of *notes* (unknown keys kept)."""
    for line in notes.splitlines():
        if line.strip().startswith(CHOICES_PREFIX):
            body = line.strip()[len(CHOICES_PREFIX) :]
            pairs: dict[str, str] = {}
            for part in body.split(";"):
                key, sep, value = part.partition("=")
                if sep and key.strip():
                    pairs[key.strip()] = value.strip()
            return pairs
    return {}


def with_choices(notes: str, pairs: Mapping[str, str]) -> str:
    """*notes* with its ``listbuilder:`` line replaced by *pairs* (removed when empty)."""
    kept = [line for line in notes.splitlines() if not line.strip().startswith(CHOICES_PREFIX)]
    clean = {k: " ".join(v.replace(";", ",").split()) for k, v in pairs.items() if v.strip() != ""}
    if clean:
        kept.append(CHOICES_PREFIX + " " + "; ".join(f"{k}={v}" for k, v in clean.items()))
    return "\n".join(kept)


def set_choice(owner: OtherRoster | Force | Selection, key: str, value: str) -> None:
    """Set (or, with an empty *value*, clear) one choice in *owner*'s line."""
    pairs = parse_choices(owner.notes)
    pairs[key] = value
    owner.notes = with_choices(owner.notes, pairs)


def every_selection(roster: OtherRoster) -> list[Selection]:
    """Every selection of every force, parents before their children."""
    found: list[Selection] = []
    stack = [s for _, force in reversed(roster.all_forces()) for s in reversed(force.selections)]
    while stack:
        selection = stack.pop()
        found.append(selection)
        stack.extend(reversed(selection.selections))
    return found


def read_choices(roster: OtherRoster) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """The roster-wide choices and each unit's (by selection id), a ref read as the id of
    the selection holding it (a ref naming no unit is kept as it is)."""
    refs: dict[str, str] = {}
    units: dict[str, dict[str, str]] = {}
    for selection in every_selection(roster):
        pairs = parse_choices(selection.notes)
        if pairs:
            units[selection.id] = pairs
            if pairs.get("ref"):
                refs.setdefault(pairs["ref"], selection.id)
    found = parse_choices(roster.notes)
    for pairs in [found, *units.values()]:
        for key in REFERENCE_KEYS:
            if pairs.get(key) in refs:
                pairs[key] = refs[pairs[key]]
    return found, units


def ensure_ref(roster: OtherRoster, selection: Selection) -> str:
    """*selection*'s label, given the next free one (``u1``, ``u2``...) when it has none:
    selection ids do not survive a share code, labels kept in the notes do."""
    pairs = parse_choices(selection.notes)
    if pairs.get("ref"):
        return pairs["ref"]
    taken = {parse_choices(s.notes).get("ref", "") for s in every_selection(roster)}
    number = 1
    while f"u{number}" in taken:
        number += 1
    set_choice(selection, "ref", f"u{number}")
    return f"u{number}"


def adopt_choices(roster: OtherRoster, given: Mapping[str, object]) -> None:
    """Write choices given as a mapping (the ``settings`` of our YAML and share codes
    before the notes held them) into the notes' lines: plain values (or a ``roster``
    mapping) roster-wide, a mapping of mappings (``units``) per selection id; a value
    naming a unit by its selection id names it by its ref. Anything else is no choice."""
    by_id = {s.id: s for s in every_selection(roster)}

    def value_of(key: str, value: object) -> str | None:
        if isinstance(value, bool) or not isinstance(value, str | int | float):
            return None
        text = str(value)
        if key in REFERENCE_KEYS and text in by_id:
            return ensure_ref(roster, by_id[text])
        return text

    for key, value in given.items():
        if isinstance(value, Mapping):
            if key == "roster":
                for inner, item in value.items():
                    found = value_of(str(inner), item)
                    if found is not None:
                        set_choice(roster, str(inner), found)
                continue
            for unit_id, choices in value.items():
                selection = by_id.get(str(unit_id))
                if selection is None or not isinstance(choices, Mapping):
                    continue
                for inner, item in choices.items():
                    found = value_of(str(inner), item)
                    if found is not None:
                        set_choice(selection, str(inner), found)
        else:
            found = value_of(str(key), value)
            if found is not None:
                set_choice(roster, str(key), found)


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _kids(node: Element, container: str, tag: str) -> list[Element]:
    return [
        kid
        for part in node
        if _local(part.tag) == container
        for kid in part
        if _local(kid.tag) == tag
    ]


def _text(node: Element, tag: str) -> str:
    for kid in node:
        if _local(kid.tag) == tag:
            return kid.text or ""
    return ""


def _number(text: str | None, default: float = 0.0) -> float:
    try:
        return float(text) if text not in (None, "") else default
    except ValueError:
        return default


def _categories(node: Element) -> list[Category]:
    return [
        Category(
            c.get("entryId", ""), c.get("name", ""), c.get("primary") == "true", c.get("id", "")
        )
        for c in _kids(node, "categories", "category")
    ]


def _selection(node: Element) -> Selection:
    selection = Selection(
        id=node.get("id", ""),
        name=node.get("name", ""),
        entry_id=node.get("entryId", ""),
        number=max(int(_number(node.get("number"), 1.0)), 0),
        type=node.get("type", "upgrade"),
        entry_group_id=node.get("entryGroupId", ""),
        custom_name=node.get("customName", ""),
        notes=_text(node, "customNotes"),
    )
    for cost in _kids(node, "costs", "cost"):
        type_id = cost.get("typeId", "")
        selection.costs[type_id] = _number(cost.get("value"))
        selection.cost_names[type_id] = cost.get("name", "")
    selection.categories = _categories(node)
    selection.profiles = [
        ProfileLine(
            p.get("name", ""),
            p.get("typeId", ""),
            p.get("typeName", ""),
            [
                [c.get("name", ""), c.get("typeId", ""), c.text or ""]
                for c in _kids(p, "characteristics", "characteristic")
            ],
            p.get("id", ""),
            p.get("hidden") == "true",
        )
        for p in _kids(node, "profiles", "profile")
    ]
    selection.rules = [
        RuleLine(
            r.get("id", ""), r.get("name", ""), _text(r, "description"), r.get("hidden") == "true"
        )
        for r in _kids(node, "rules", "rule")
    ]
    selection.selections = [_selection(s) for s in _kids(node, "selections", "selection")]
    return selection


def _force(node: Element) -> Force:
    return Force(
        id=node.get("id", ""),
        name=node.get("name", ""),
        entry_id=node.get("entryId", ""),
        catalogue_id=node.get("catalogueId", ""),
        catalogue_name=node.get("catalogueName", ""),
        catalogue_revision=int(_number(node.get("catalogueRevision"))),
        custom_name=node.get("customName", ""),
        notes=_text(node, "customNotes"),
        selections=[_selection(s) for s in _kids(node, "selections", "selection")],
        categories=_categories(node),
        forces=[_force(f) for f in _kids(node, "forces", "force")],
    )


def roster_from_element(root: Element) -> OtherRoster:
    roster = OtherRoster(
        id=root.get("id", ""),
        name=root.get("name", ""),
        game_system_id=" ".join((root.get("gameSystemId") or "").split()),
        game_system_name=root.get("gameSystemName", ""),
        game_system_revision=int(_number(root.get("gameSystemRevision"))),
        notes=_text(root, "customNotes"),
    )
    for limit in _kids(root, "costLimits", "costLimit"):
        type_id = limit.get("typeId", "")
        roster.cost_limits[type_id] = _number(limit.get("value"), -1.0)
        roster.cost_names[type_id] = limit.get("name", "")
    for cost in _kids(root, "costs", "cost"):
        type_id = cost.get("typeId", "")
        roster.costs[type_id] = _number(cost.get("value"))
        roster.cost_names.setdefault(type_id, cost.get("name", ""))
    roster.forces = [_force(f) for f in _kids(root, "forces", "force")]
    return roster


_SYSTEM_ID = re.compile(
    rb"<(?:\w+:)?roster\b[^>]{0,4000}?\bgameSystemId\s*=\s*(['\"])([^'\"]{0,200})\1"
)


def battlescribe_system_id(path: str | Path) -> str | None:
    """The game-system id a ``.ros``/``.rosz`` declares on its root, from its first bytes
    (``None`` when it cannot be told that cheaply: the full reader then decides)."""
    from listbuilder.interop.battlescribe.roster_exchange.rosfile import ROS_CAP, unzip_roster

    source = Path(path)
    data = read_regular_bytes(
        source, RosterFileError, what="roster file", cap=ROS_CAP, folder=Msg("error.ros.folder")
    )
    if is_zipped(data, source):
        data = unzip_roster(data, source)
    found = _SYSTEM_ID.search(data[:8192])
    if found is None:
        return None
    return " ".join(found.group(2).decode("utf-8", "replace").split())


def read_other_roster(path: str | Path) -> OtherRoster:
    """A ``.ros``/``.rosz`` of another game, read by the guarded roster path."""
    from listbuilder.interop.battlescribe.roster_exchange.rosfile import read_roster_element

    return roster_from_element(read_roster_element(path))


# --- writing: BattleScribe 2.03 roster XML, read back exactly ----------------------------

ROSTER_NS = "http://www.battlescribe.net/schema/rosterSchema"


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _sub(parent: Element, tag: str, attrs: dict[str, str]) -> Element:
    from xml.etree.ElementTree import SubElement

    return SubElement(parent, tag, {k: v for k, v in attrs.items() if v != ""})


def _write_categories(parent: Element, categories: list[Category]) -> None:
    if not categories:
        return
    holder = _sub(parent, "categories", {})
    for index, category in enumerate(categories):
        _sub(
            holder,
            "category",
            {
                "id": category.id or f"{parent.get('id', 'x')}-c{index}",
                "name": category.name,
                "entryId": category.entry_id,
                "primary": "true" if category.primary else "false",
            },
        )


def _write_notes(parent: Element, notes: str) -> None:
    if notes:
        _sub(parent, "customNotes", {}).text = notes


def _write_selection(parent: Element, selection: Selection) -> None:
    node = _sub(
        parent,
        "selection",
        {
            "id": selection.id,
            "name": selection.name,
            "entryId": selection.entry_id,
            "entryGroupId": selection.entry_group_id,
            "customName": selection.custom_name,
            "number": str(selection.number),
            "type": selection.type,
        },
    )
    _write_notes(node, selection.notes)
    if selection.rules:
        holder = _sub(node, "rules", {})
        for rule in selection.rules:
            item = _sub(
                holder,
                "rule",
                {"id": rule.id, "name": rule.name, "hidden": "true" if rule.hidden else "false"},
            )
            if rule.description:
                _sub(item, "description", {}).text = rule.description
    if selection.profiles:
        holder = _sub(node, "profiles", {})
        for profile in selection.profiles:
            item = _sub(
                holder,
                "profile",
                {
                    "id": profile.id,
                    "name": profile.name,
                    "hidden": "true" if profile.hidden else "false",
                    "typeId": profile.type_id,
                    "typeName": profile.type_name,
                },
            )
            if profile.characteristics:
                chars = _sub(item, "characteristics", {})
                for name, type_id, text in profile.characteristics:
                    _sub(chars, "characteristic", {"name": name, "typeId": type_id}).text = text
    if selection.selections:
        holder = _sub(node, "selections", {})
        for child in selection.selections:
            _write_selection(holder, child)
    if selection.costs:
        holder = _sub(node, "costs", {})
        for type_id, value in selection.costs.items():
            name = selection.cost_names.get(type_id, "")
            _sub(holder, "cost", {"name": name or type_id, "typeId": type_id, "value": _num(value)})
    _write_categories(node, selection.categories)


def _write_force(parent: Element, force: Force) -> None:
    node = _sub(
        parent,
        "force",
        {
            "id": force.id,
            "name": force.name,
            "entryId": force.entry_id,
            "customName": force.custom_name,
            "catalogueId": force.catalogue_id,
            "catalogueRevision": str(force.catalogue_revision) if force.catalogue_revision else "",
            "catalogueName": force.catalogue_name,
        },
    )
    _write_notes(node, force.notes)
    holder = _sub(node, "selections", {})
    for selection in force.selections:
        _write_selection(holder, selection)
    _write_categories(node, force.categories)
    if force.forces:
        inner = _sub(node, "forces", {})
        for child in force.forces:
            _write_force(inner, child)


def roster_to_xml(roster: OtherRoster) -> bytes:
    """*roster* as BattleScribe 2.03 roster XML (valid against ``Roster-2.03.xsd``)."""
    from xml.etree.ElementTree import Element as NewElement
    from xml.etree.ElementTree import indent, tostring

    root = NewElement(
        "roster",
        {
            k: v
            for k, v in {
                "id": roster.id or "roster",
                "name": roster.name,
                "battleScribeVersion": "2.03",
                "gameSystemId": roster.game_system_id,
                "gameSystemName": roster.game_system_name,
                "gameSystemRevision": str(roster.game_system_revision)
                if roster.game_system_revision
                else "",
            }.items()
            if v != ""
        },
    )
    root.set("xmlns", ROSTER_NS)
    if roster.costs:
        holder = _sub(root, "costs", {})
        for type_id, value in roster.costs.items():
            name = roster.cost_names.get(type_id, "") or type_id
            _sub(holder, "cost", {"name": name, "typeId": type_id, "value": _num(value)})
    if roster.cost_limits:
        holder = _sub(root, "costLimits", {})
        for type_id, value in roster.cost_limits.items():
            name = roster.cost_names.get(type_id, "") or type_id
            _sub(holder, "costLimit", {"name": name, "typeId": type_id, "value": _num(value)})
    forces = _sub(root, "forces", {})
    for force in roster.forces:
        _write_force(forces, force)
    _write_notes(root, roster.notes)
    indent(root, space="  ")
    body = tostring(root, encoding="unicode", short_empty_elements=True)
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body + "\n").encode()


def write_other_roster(roster: OtherRoster, path: str | Path) -> None:
    """Save *roster* as ``.ros`` or, by its name, ``.rosz`` (atomically, never over a file
    of another kind)."""
    from listbuilder.interop.battlescribe.roster_exchange.rosfile import write_roster_bytes

    write_roster_bytes(path, roster_to_xml(roster))


def number_ids(roster: OtherRoster) -> None:
    """Fresh ids for what a code does not carry (a saved ``.ros`` needs them)."""
    counter = 0

    def next_id() -> str:
        nonlocal counter
        counter += 1
        return f"lb-{counter:05d}"

    def selections(items: list[Selection]) -> None:
        for item in items:
            item.id = next_id()
            selections(item.selections)

    def forces(items: list[Force]) -> None:
        for item in items:
            item.id = next_id()
            selections(item.selections)
            forces(item.forces)

    roster.id = next_id()
    forces(roster.forces)
