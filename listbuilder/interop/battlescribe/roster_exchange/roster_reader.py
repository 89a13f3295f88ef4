"""A BattleScribe roster (``.ros``/``.rosz``) read into our :class:`Roster`, with a report.

Forces map to army lists and selections to cards and options by their
BattleScribe ids (kept in the books by the importer), by name where an id is
unknown (reported). A card that cannot be mapped is kept under its own name as
an unknown card, which the validator reports, so nothing is silently dropped.
Support, Special and Free cards stand at force level in BattleScribe's NetEpic
rosters; they are attached to companies of their force by ruling 15
(:mod:`.attach`), unless a note we wrote ourselves names their company.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.ids import slug
from listbuilder.codex.models import ArmyBook, ArmyList, Card, CardType, OptionChoice, OptionGroup
from listbuilder.errors import RosterFileError
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.roster_exchange.attach import Slot, assign_companies
from listbuilder.interop.battlescribe.roster_exchange.rosfile import ROSTER_NS, read_roster_element
from listbuilder.records import field, record
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    Force,
    PackRecord,
    Roster,
    StructureCard,
    element_path,
)
from listbuilder.rules.costs import card_cost
from listbuilder.rules.findings import Text

POINTS_TYPE = "52f8-db9e-3336-8db6"
COMPANY_CATEGORY = "704c-e54e-0e5c-2d2f"
ATTACH_NOTE = re.compile(r"(?:\A|\n)listbuilder: attached to company (\d+)\b[^\n]*\Z")
"""The last line our writer adds to an attached card's notes; it survives BattleScribe."""
PLACE_NOTE = re.compile(r"(?:\A|\n)listbuilder: bought as (a company|a structure card)\Z")
"""The last line our writer adds to a card written where its type would not put it (a
structure or Support card bought as a company, a company card among the structures), so
the reader keeps it there and the validator reports it as the roster file did."""
PLACE_COMPANY = "a company"
PLACE_STRUCTURE = "a structure card"
TITAN_NOTE = re.compile(r"(?:\A|\n)listbuilder: titan (\d+)\Z")
"""The note our writer puts on a battlegroup option whose titan its place cannot tell."""


def titan_note(instance: int) -> str:
    """The note naming the titan (1-based) of a battlegroup an option belongs to."""
    return f"listbuilder: titan {instance}"


def _noted_titan(selection: Element) -> int | None:
    match = TITAN_NOTE.search(_text(selection, "customNotes") or "")
    return int(match.group(1)) if match is not None else None


def attach_note(notes: str | None, company_number: int, company_name: str) -> str:
    """*notes* with the line naming the card's company (1-based, in file order) added."""
    line = f"listbuilder: attached to company {company_number} ({company_name})"
    return f"{notes}\n{line}" if notes else line


def split_attach_note(text: str | None) -> tuple[str | None, int | None]:
    """The player's notes and the company index (0-based) our line names, if any."""
    if text is None:
        return None, None
    match = ATTACH_NOTE.search(text)
    if match is None:
        return text, None
    return (text[: match.start()] or None), int(match.group(1)) - 1


def place_note(notes: str | None, place: str) -> str:
    """*notes* with the line saying the card was bought as *place* (:data:`PLACE_COMPANY`
    or :data:`PLACE_STRUCTURE`)."""
    line = f"listbuilder: bought as {place}"
    return f"{notes}\n{line}" if notes else line


PACK_NOTE = re.compile(r"(?:\A|\n)listbuilder: house rules (.*) \[([0-9a-f]{1,64})\]\Z")
"""The line a roster we write under house rules ends its notes with: the pack's name and hash
(a ``.ros`` carries them as a share code does, not the pack itself)."""


def pack_note(notes: str | None, pack: PackRecord | None) -> str | None:
    """*notes* with the line naming the roster's house rules (see :data:`PACK_NOTE`)."""
    if pack is None:
        return notes
    line = f"listbuilder: house rules {pack.name} [{pack.hash}]"
    return line if not notes else f"{notes}\n{line}"


def split_pack_note(text: str | None) -> tuple[str | None, PackRecord | None]:
    """The player's notes and the house rules our line names (``None`` when there is none)."""
    match = PACK_NOTE.search(text) if text is not None else None
    if text is None or match is None:
        return text, None
    return (text[: match.start()] or None), PackRecord(name=match.group(1), hash=match.group(2))


def split_place_note(text: str | None) -> tuple[str | None, str | None]:
    """The player's notes and the place our line names (``None`` when there is none)."""
    if text is None:
        return None, None
    match = PLACE_NOTE.search(text)
    if match is None:
        return text, None
    return (text[: match.start()] or None), match.group(1)


WHO_NOTE = re.compile(r'\Alistbuilder: (player|event) (".*")\Z')
"""A line our writer adds to the roster's notes for the player's or the event's name
(``print --player/--event``): BattleScribe's roster has no field for them, and keeps its
notes, so the names come back from a .ros or .rosz."""


def who_notes(notes: str | None, player: str | None, event: str | None) -> str | None:
    """The roster's *notes* with a line for the player's and the event's name, each written
    as a JSON string (a line break or a quote in a name comes back as it was)."""
    lines = [
        f"listbuilder: {key} {json.dumps(value, ensure_ascii=False)}"
        for key, value in (("player", player), ("event", event))
        if value is not None
    ]
    if not lines:
        return notes
    return "\n".join([notes, *lines] if notes else lines)


def split_who_notes(text: str | None) -> tuple[str | None, dict[str, str]]:
    """The player's notes and the names our lines give (``player``, ``event``), read from
    the end of the notes; a line that does not parse stays in the notes."""
    if text is None:
        return None, {}
    lines = text.split("\n")
    found: dict[str, str] = {}
    while lines:
        match = WHO_NOTE.match(lines[-1])
        if match is None or match.group(1) in found:
            break
        try:
            value = json.loads(match.group(2))
        except ValueError:
            break
        if not isinstance(value, str):
            break
        found[match.group(1)] = value
        lines.pop()
    if not found:
        return text, {}
    return ("\n".join(lines) or None), found


# --- report --------------------------------------------------------------------


@record
class ImportNote:
    """One thing the reader did or could not do; ``key`` is a message in i18n/interop.yaml."""

    key: str
    path: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        params = {k: v.get(lang) if isinstance(v, Text) else v for k, v in self.params.items()}
        return message(self.key, lang, **params)


class RosterImportReport:
    """What reading a BattleScribe roster did: attachments, unmapped entries, cost gaps,
    noted as the reader goes (state that changes, not a value)."""

    def __init__(self, file: str, notes: list[ImportNote] | None = None) -> None:
        self.file = file
        self.notes: list[ImportNote] = [] if notes is None else notes

    def add(self, key: str, path: str, **params: Any) -> None:
        self.notes.append(ImportNote(key, path, params))

    def of(self, key: str) -> list[ImportNote]:
        return [note for note in self.notes if note.key == key]

    def lines(self, lang: str = "en") -> list[str]:
        return [note.text(lang) for note in self.notes]

    def render(self, lang: str = "en") -> str:
        head = message("bsimport.report-head", lang, file=self.file, count=len(self.notes))
        return "\n".join([head, *(f"  - {line}" for line in self.lines(lang))])


# --- look-ups over the codex -------------------------------------------------------


def _last(entry_id: str) -> str:
    return entry_id.rsplit("::", 1)[-1]


def _norm(name: str) -> str:
    return " ".join(name.split()).casefold()


class _CodexIds:
    """The codex indexed by BattleScribe id (built once per codex, reused per roster)."""

    def __init__(self, codex: Codex) -> None:
        self.codex = codex
        self.books_by_catalogue: dict[str, ArmyBook] = {}
        self.lists_by_entry: dict[str, tuple[ArmyBook, ArmyList]] = {}
        self.cards_by_entry: dict[str, list[CardRef]] = {}
        self.game_systems = {
            book.source.game_system.id
            for book in codex.books.values()
            if book.source is not None and book.source.game_system is not None
        }
        """The BattleScribe game systems of the books (ruling 19)."""
        self.game_system_names = {
            _norm(book.source.game_system.name)
            for book in codex.books.values()
            if book.source is not None
            and book.source.game_system is not None
            and book.source.game_system.name
        }
        """Their names, compared as :func:`_norm` words them (a revision keeps its name)."""
        for book in codex.books.values():
            if book.source is not None and book.source.id:
                self.books_by_catalogue[book.source.id] = book
            for army_list in book.lists:
                if army_list.source_id:
                    self.lists_by_entry.setdefault(army_list.source_id, (book, army_list))
            for card in book.cards:
                if card.source_id:
                    self.cards_by_entry.setdefault(card.source_id, []).append(CardRef(book, card))


_IDS_CACHE: dict[int, tuple[Codex, _CodexIds]] = {}


def codex_ids(codex: Codex) -> _CodexIds:
    cached = _IDS_CACHE.get(id(codex))
    if cached is None or cached[0] is not codex:
        _IDS_CACHE.clear()
        cached = (codex, _CodexIds(codex))
        _IDS_CACHE[id(codex)] = cached
    return cached[1]


# --- XML helpers ---------------------------------------------------------------------


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _tags(name: str) -> tuple[str, str]:
    return name, f"{{{ROSTER_NS}}}{name}"


_TAGS: dict[str, tuple[str, str]] = {}


def _kids(node: Element, container: str, name: str) -> list[Element]:
    """Children *name* of *node*'s ``<container>`` (with or without the roster namespace)."""
    outer = _TAGS.get(container) or _TAGS.setdefault(container, _tags(container))
    inner = _TAGS.get(name) or _TAGS.setdefault(name, _tags(name))
    return [kid for part in node if part.tag in outer for kid in part if kid.tag in inner]


def _text(node: Element, name: str) -> str | None:
    for part in node:
        if _local(part.tag) == name:
            return part.text or ""
    return None


def _number(node: Element) -> int:
    """A selection's count; the file scan (rosfile) has refused one out of bounds."""
    try:
        return max(int(float(node.get("number", "1"))), 0)
    except (ValueError, OverflowError):
        return 1


def _points(node: Element) -> float:
    """The points of a selection and everything under it, as BattleScribe counted them."""
    total = 0.0
    for cost in _kids(node, "costs", "cost"):
        if cost.get("typeId") == POINTS_TYPE:
            with contextlib.suppress(ValueError):
                total += float(cost.get("value", "0"))
    for kid in _kids(node, "selections", "selection"):
        total += _points(kid)
    return total


def _primary_category(node: Element) -> str | None:
    for category in _kids(node, "categories", "category"):
        if category.get("primary") == "true":
            return category.get("entryId")
    return None


# --- options ---------------------------------------------------------------------------


@record
class _Candidate:
    group: OptionGroup
    choice: OptionChoice

    @property
    def key(self) -> str:
        return f"{self.group.id}.{self.choice.id}"


def _option_index(card: Card) -> tuple[dict[str, list[_Candidate]], dict[str, list[_Candidate]]]:
    exact: dict[str, list[_Candidate]] = {}
    by_last: dict[str, list[_Candidate]] = {}
    for group in card.options:
        for choice in group.choices:
            if choice.source_id:
                candidate = _Candidate(group, choice)
                exact.setdefault(choice.source_id, []).append(candidate)
                by_last.setdefault(_last(choice.source_id), []).append(candidate)
    return exact, by_last


def _group_matches(group: OptionGroup, entry_group: str | None) -> bool:
    if not entry_group or not group.source_id:
        return True
    return group.source_id == entry_group or _last(group.source_id) == _last(entry_group)


def _pick(
    candidates: list[_Candidate], entry_group: str | None, instance: int | None, taken: set[str]
) -> _Candidate | None:
    pool = [c for c in candidates if _group_matches(c.group, entry_group)] or candidates
    if instance is not None:
        same = [c for c in pool if c.group.instance == instance]
        pool = same or [c for c in pool if c.group.instance is None] or pool
    with_when = [c for c in pool if c.group.when is not None and c.group.when in taken]
    plain = [c for c in pool if c.group.when is None]
    pool = with_when or plain or pool
    return pool[0] if pool else None


_OptionIndex = tuple[dict[str, list[_Candidate]], dict[str, list[_Candidate]]]
_INDEX_CACHE: dict[int, tuple[Card, _OptionIndex]] = {}


def _cached_option_index(card: Card) -> _OptionIndex:
    cached = _INDEX_CACHE.get(id(card))
    if cached is None or cached[0] is not card:
        if len(_INDEX_CACHE) > 4096:
            _INDEX_CACHE.clear()
        cached = (card, _option_index(card))
        _INDEX_CACHE[id(card)] = cached
    return cached[1]


def read_options(card: Card, selection: Element) -> tuple[dict[str, int], list[Element]]:
    """Our option counts for a card's selection, and the costed selections left unmapped."""
    exact, by_last = _cached_option_index(card)
    counts: Counter[str] = Counter()
    unmapped: list[Element] = []
    if not exact:
        return {}, [s for s in _descendants(selection) if _own_points(s)]

    def visit(node: Element, instance: int | None, taken: set[str]) -> None:
        # The titans of a battlegroup (the Gargants of a Big Mob) are sibling selections of
        # one entry: the first such repeated level numbers the instances below it.
        kids = _kids(node, "selections", "selection")
        titans = card.instances > 1  # only a battlegroup's options need the ranks below
        keys = (
            [kid.get("entryGroupId") or kid.get("entryId") or "" for kid in kids] if titans else []
        )
        repeats: dict[str, int] = Counter(keys) if titans else {}
        seen: dict[str, int] = {}
        tally: dict[str, tuple[_Candidate, int]] = {}
        for index, kid in enumerate(kids):
            inst = instance
            if titans:
                rank_key = keys[index]
                seen[rank_key] = seen.get(rank_key, 0) + 1
                if inst is None and repeats[rank_key] > 1:
                    inst = seen[rank_key]
                noted = _noted_titan(kid)
                if noted is not None and 1 <= noted <= card.instances:
                    inst = noted
            entry_id = kid.get("entryId", "")
            found = exact.get(entry_id) or by_last.get(_last(entry_id)) or []
            candidate = _pick(found, kid.get("entryGroupId"), inst, taken)
            inner = set(taken)
            if candidate is not None:
                previous = tally.get(candidate.key)
                tally[candidate.key] = (candidate, (previous[1] if previous else 0) + _number(kid))
                inner.add(candidate.key)
                # Below a titan (a Gargant chosen for the third place) all is that titan's.
                if candidate.group.instance is not None:
                    inst = candidate.group.instance
            elif _own_points(kid):
                unmapped.append(kid)
            visit(kid, inst, inner)
        for candidate, number in tally.values():
            chosen = number - candidate.choice.included
            if chosen > 0:
                counts[candidate.key] += chosen

    visit(selection, None, set())
    return dict(counts), unmapped


def _descendants(node: Element) -> Iterator[Element]:
    for kid in _kids(node, "selections", "selection"):
        yield kid
        yield from _descendants(kid)


def _own_points(node: Element) -> float:
    return sum(
        float(c.get("value", "0") or 0)
        for c in _kids(node, "costs", "cost")
        if c.get("typeId") == POINTS_TYPE and _is_number(c.get("value", "0"))
    )


def _is_number(text: str | None) -> bool:
    try:
        float(text or "0")
    except ValueError:
        return False
    return True


# --- the roster -------------------------------------------------------------------------


@record
class _ReadCard:
    selection: Element
    card_id: str
    ref: CardRef | None
    type: CardType
    free: bool
    options: dict[str, int]
    notes: str | None
    pinned: int | None
    name: str | None = None
    """The player's own name for the card (BattleScribe's ``customName``)."""
    placed: str | None = None
    """Where our own writer says the card was bought, when its type would not put it there."""

    @property
    def place(self) -> str:
        """Where the card stands: ``company``, ``structure`` or ``attached``. Our writer's
        notes say it for a card written where its type would not put it (an illegal
        placement, kept so that the validator reports it as it did before the export);
        otherwise its type decides (ruling 15 for the attached ones)."""
        if self.placed == PLACE_COMPANY:
            return "company"
        if self.placed == PLACE_STRUCTURE:
            return "structure"
        if self.pinned is not None:
            return "attached"
        if self.type == CardType.COMPANY:
            return "company"
        if self.type == CardType.STRUCTURE:
            return "structure"
        return "attached"


class RosterReader:
    """Reads one roster element against a codex; :meth:`read` gives roster and report."""

    def __init__(self, codex: Codex, file: str) -> None:
        self.codex = codex
        self.ids = codex_ids(codex)
        self.report = RosterImportReport(file)
        self.our_points = 0

    def read(self, root: Element) -> tuple[Roster, RosterImportReport]:
        self._same_game(root)
        forces = []
        for index, force in enumerate(self._forces(root)):
            forces.append(self._force(force, index))
        notes, pack = split_pack_note(_text(root, "customNotes"))  # our last line
        notes, who = split_who_notes(notes)
        roster = Roster(
            name=root.get("name", "") or "",
            points_limit=self._points_limit(root),
            notes=notes,
            player=who.get("player"),
            event=who.get("event"),
            forces=tuple(forces),
            pack=pack,
        )
        self._compare_total(root)
        # Built from a stranger's file: checked by the roster schema like a roster file
        # (imported here: the window imports this module while it starts).
        from listbuilder.roster import schema as roster_schema

        return roster_schema.check(roster, file=self.report.file), self.report

    def _compare_total(self, root: Element) -> None:
        """The file's own roster total beside ours (titans are rounded in NetEpic, options the
        file prices differently...): the report says where the two part."""
        theirs: float | None = None
        for cost in _kids(root, "costs", "cost"):
            if cost.get("typeId") == POINTS_TYPE:
                with contextlib.suppress(ValueError):
                    theirs = float(cost.get("value", "0"))
        if theirs is not None and abs(theirs - self.our_points) >= 0.5:
            self.report.add(
                "bsimport.total-differs", "", theirs=_whole(theirs), ours=self.our_points
            )

    def _same_game(self, root: Element) -> None:
        """Ruling 19: a roster of another game is no NetEpic army, not even an empty one;
        ruling 20: a roster naming no game system is refused (the schema requires one).

        A roster is NetEpic Gold's when its game-system id is the one of our books, or, for
        an id we do not know, when it names our game system (a revision or a re-publication
        of the NetEpic data keeps the name and changes the id) or when one of its forces is
        a catalogue or an army list of ours (the entries match our books). The id alone
        would refuse our own export with a new id; the name alone would miss a data set
        renamed. A stranger's file that claims NetEpic by name but holds none of our
        entries is read, and every entry that matches no card is an error finding
        (ruling 19), so it never passes as a legal army; the report says why it was read.
        """
        theirs = " ".join((root.get("gameSystemId") or "").split())
        name = " ".join((root.get("gameSystemName") or "").split())
        if not theirs:
            key = "error.ros.no_game_named" if name else "error.ros.no_game"
            raise RosterFileError(
                Msg(key, system=name),
                file=self.report.file,
                hint=Msg("error.ros.no_game.hint"),
            )
        ours = self.ids.game_systems
        if not ours or theirs in ours:
            return
        if name and _norm(name) in self.ids.game_system_names:
            self.report.add("bsimport.game-system-by-name", "", id=theirs, system=name)
            return
        if any(
            force.get("catalogueId", "") in self.ids.books_by_catalogue
            or force.get("entryId", "") in self.ids.lists_by_entry
            for force in self._forces(root)
        ):
            self.report.add("bsimport.game-system-by-entries", "", id=theirs, system=name or theirs)
            return
        raise RosterFileError(
            Msg("error.ros.other_game", system=name or theirs),
            file=self.report.file,
            hint=Msg(_other_game_hint(theirs)),
        )

    def _forces(self, root: Element) -> Iterator[Element]:
        """Every force in document order; forces nested in forces are taken as their own."""
        stack = list(reversed(list(_kids(root, "forces", "force"))))
        while stack:
            force = stack.pop()
            yield force
            stack.extend(reversed(list(_kids(force, "forces", "force"))))

    @staticmethod
    def _points_limit(root: Element) -> int | None:
        for limit in _kids(root, "costLimits", "costLimit"):
            if limit.get("typeId") != POINTS_TYPE:
                continue
            try:
                value = round(float(limit.get("value", "0")))
            except (ValueError, OverflowError):
                return None
            return value if value > 0 else None
        return None

    # --- forces -------------------------------------------------------------------

    def _army_list(self, force: Element, path: str) -> tuple[str, ArmyBook | None, ArmyList | None]:
        name = " ".join((force.get("name") or "").split())
        found = self.ids.lists_by_entry.get(force.get("entryId", ""))
        if found is not None:
            return found[1].id, found[0], found[1]
        book = self.ids.books_by_catalogue.get(force.get("catalogueId", ""))
        books = [book] if book is not None else list(self.codex.books.values())
        for candidate in books:
            for army_list in candidate.lists:
                if _norm(army_list.name) == _norm(name):
                    self.report.add("bsimport.list-by-name", path, force=name, list=army_list.id)
                    return army_list.id, candidate, army_list
        list_id = slug(name) or "unknown_list"
        self.report.add("bsimport.list-unknown", path, force=name, list=list_id)
        return list_id, book, None

    def _force(self, force: Element, index: int) -> Force:
        path = element_path(index)
        list_id, book, army_list = self._army_list(force, path)
        cards = [
            self._card(sel, list_id, book, army_list, f"{path}.selections[{n}]")
            for n, sel in enumerate(_kids(force, "selections", "selection"))
            for _ in range(max(_number(sel), 1))
        ]
        companies = [c for c in cards if c.place == "company"]
        structures = [c for c in cards if c.place == "structure"]  # ruling 18
        others = [c for c in cards if c.place == "attached"]
        force_name = " ".join((force.get("name") or "").split())
        if not companies and others:
            # Ruling 12: no company to hang them on; inventing one would hide the fault
            # (no-company) behind an unknown card, so they stay as the file has them.
            self.report.add("bsimport.no-company", path, force=force_name)
            companies, others = others, []
        attached: list[list[AttachedCard]] = [[] for _ in companies]
        if others:
            where = self._attach(others, len(companies), army_list)
            for card, company in zip(others, where, strict=True):
                attached[company].append(
                    AttachedCard(
                        card=card.card_id, name=card.name, options=card.options, notes=card.notes
                    )
                )
                if card.pinned is None:
                    self.report.add(
                        "bsimport.attached",
                        element_path(index, company, len(attached[company]) - 1),
                        card=_display(card),
                        company=_display(companies[company]),
                        number=company + 1,
                        force=_name(army_list) if army_list is not None else force_name,
                    )
        return Force(
            list_id=list_id,
            name=_custom_name(force),
            notes=_text(force, "customNotes"),
            companies=tuple(
                Company(
                    card=company.card_id,
                    name=company.name,
                    options=company.options,
                    notes=company.notes,
                    attached=tuple(attached[n]),
                )
                for n, company in enumerate(companies)
            ),
            structures=tuple(
                StructureCard(
                    card=card.card_id, name=card.name, options=card.options, notes=card.notes
                )
                for card in structures
            ),
        )

    def _attach(
        self, cards: list[_ReadCard], companies: int, army_list: ArmyList | None
    ) -> list[int]:
        system = self.codex.game_system

        def limit(card_type: CardType) -> int | None:
            if army_list is not None:
                return army_list.company_limit(card_type, system)
            return system.per_company(card_type)

        return assign_companies(
            companies,
            [
                Slot(card.type, card.free, card.ref is None or card.ref.card.uses_slot)
                for card in cards
            ],
            limit,
            system.free_per_company,
            [card.pinned for card in cards],
        )

    # --- cards ----------------------------------------------------------------------

    def _find_card(
        self, selection: Element, list_id: str, book: ArmyBook | None, path: str
    ) -> CardRef | None:
        entry = _last(selection.get("entryId", ""))
        refs = self.ids.cards_by_entry.get(entry, [])
        if refs:
            for ref in refs:
                if book is not None and ref.book.id == book.id:
                    return ref
            return refs[0]
        name = _norm(selection.get("name", ""))
        pool = self.codex.list_cards(list_id) or (
            [CardRef(book, card) for card in book.cards] if book is not None else []
        )
        for ref in pool:
            if _norm(ref.card.name) == name:
                self.report.add(
                    "bsimport.card-by-name", path, card=selection.get("name", ""), id=ref.key
                )
                return ref
        return None

    def _card_id(self, ref: CardRef, list_id: str) -> str:
        found = self.codex.find_card(ref.card.id, list_id)
        return ref.card.id if found is not None and found.key == ref.key else ref.key

    def _card(
        self,
        selection: Element,
        list_id: str,
        book: ArmyBook | None,
        army_list: ArmyList | None,
        path: str,
    ) -> _ReadCard:
        name = " ".join((selection.get("name") or "").split())
        notes, placed = split_place_note(_text(selection, "customNotes"))
        notes, pinned = split_attach_note(notes) if placed is None else (notes, None)
        ref = self._find_card(selection, list_id, book, path)
        if ref is None:
            card_id = slug(name) or "unknown_card"
            self.report.add("bsimport.card-unknown", path, card=name, id=card_id)
            card_type = (
                CardType.COMPANY
                if _primary_category(selection) == COMPANY_CATEGORY
                else CardType.SUPPORT
            )
            return _ReadCard(
                selection,
                card_id,
                None,
                card_type,
                False,
                {},
                notes,
                pinned,
                _custom_name(selection),
                placed,
            )
        options = self._options(selection, ref, path)
        return _ReadCard(
            selection,
            self._card_id(ref, list_id),
            ref,
            ref.card.type,
            ref.card.free,
            options,
            notes,
            pinned,
            _custom_name(selection),
            placed,
        )

    def _options(self, selection: Element, ref: CardRef, path: str) -> dict[str, int]:
        """The card's options as read, each one not found and a cost that is not ours
        reported; our points counted."""
        options, unmapped = read_options(ref.card, selection)
        for lost in unmapped:
            self.report.add(
                "bsimport.option-unknown",
                path,
                option=lost.get("name", ""),
                card=_name(ref.card),
            )
        ours = card_cost(ref.card, options, self.codex.game_system).points
        self.our_points += ours
        theirs = _points(selection) / max(_number(selection), 1)
        if abs(theirs - ours) >= 0.5:
            self.report.add(
                "bsimport.cost-differs",
                path,
                card=_name(ref.card),
                theirs=_whole(theirs),
                ours=ours,
            )
        return options


def _custom_name(element: Element) -> str | None:
    """BattleScribe's ``customName``: the player's own name, kept exactly as written (an
    empty one is no name)."""
    name = element.get("customName")
    return name if name else None


def _name(item: Card | ArmyList) -> Text:
    """A codex name in both languages, worded when the report is shown."""
    return item.names


def _display(card: _ReadCard) -> str | Text:
    if card.ref is not None:
        return _name(card.ref.card)
    return " ".join((card.selection.get("name") or card.card_id).split())


def _whole(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 2)


def read_battlescribe_roster(path: str | Path, codex: Codex) -> tuple[Roster, RosterImportReport]:
    """Read a ``.ros``/``.rosz`` file into a roster and the report of what was mapped how."""
    root = read_roster_element(path)
    return RosterReader(codex, str(path)).read(root)


def _other_game_hint(system_id: str) -> str:
    """Ruling 19's fix: add the game's data; once added (ruling 20), the commands that
    read such rosters (validate, summary, export) are the ones to use."""
    from listbuilder.files.game_data import added_system_ids

    added = system_id.strip() in added_system_ids()
    return "error.ros.other_game_added.hint" if added else "error.ros.other_game.hint"
