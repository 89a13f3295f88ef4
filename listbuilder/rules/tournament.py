"""Tournament packs: an event's own limits on top of the NetEpic rules.

A pack is a YAML file::

    format: netepic-tournament/1
    name: Tarsis Open 2025
    points_limit: 3000          # the event's game size
    lists:
      allow: [orks, eldar]      # only these army lists (leave out to allow all)
      deny: [titan_legions_army]
    cards:
      allow: []                 # only these cards (leave out to allow all)
      deny: [orks/ghazghkull_thraka]
    allies: false               # no ally force at all
    card_caps:                  # at most so many copies of a card in a roster
      warlord_titan: 1

Cards are named by id (``warlord_titan``, matching every book's card of that id)
or by ``book/card_id``. The pack's findings have codes starting ``tournament-``.

Format ``netepic-tournament/2`` adds house rules: changed card figures (``cards: change``),
the club's own cards (``cards: add``), rules turned off by finding code with a reason
(``rules: off``), and lists or ally pairs allowed though the army books forbid them
(``rules: lead``, ``rules: allies``). :func:`listbuilder.rules.house_rules.apply_pack`
derives the codex the pack describes; ``docs/house-rules.md`` documents the format.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    model_validator,
)

from listbuilder.codex import schema as codex_schema
from listbuilder.codex.codex import Codex
from listbuilder.errors import TournamentPackError
from listbuilder.files.reading import SizeCap, read_text_file
from listbuilder.files.yamlio import PACK_LIMITS, load_yaml, validation_failure
from listbuilder.i18n.text import MessageValueError, Msg
from listbuilder.roster.bounds import MAX_CARDS, MAX_PACK_BYTES, MAX_POINTS
from listbuilder.rules.context import Entry, Role, RuleContext
from listbuilder.rules.findings import Code, Finding, report

_CAP = SizeCap(MAX_PACK_BYTES, "error.read.too_large", "error.read.too_large.pack.hint")
"""Refused from its size before it is read; never more than this is read."""

PACK_FORMAT: Final = "netepic-tournament/1"
PACK_FORMAT_2: Final = "netepic-tournament/2"
"""House rules: changed figures, custom cards, rules off, lists and allies allowed."""
PACK_FORMATS: Final = (PACK_FORMAT, PACK_FORMAT_2)


class _Pack(BaseModel):
    # Validators are built at the first pack read, not when the rules engine is imported
    # (which the window does while it starts).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class NameRules(_Pack):
    allow: tuple[StrictStr, ...] | None = None
    deny: tuple[StrictStr, ...] = ()


Figure = Annotated[StrictInt, Field(ge=0, le=MAX_POINTS)]


class CardChange(_Pack):
    """New figures for a card of the army books (any of the three)."""

    points: Figure | None = None
    break_point: Figure | None = None
    victory_points: Annotated[StrictInt | StrictFloat, Field(ge=0, le=MAX_POINTS)] | None = None


class CustomCard(codex_schema.Card):
    """A club's own card: every field of an army book's card, plus the book it joins, the
    lists that may take it and the units it brings (stat lines and weapons)."""

    book: codex_schema.Identifier
    """The army book the card joins: its key is ``book/id`` and its units are looked up there."""
    lists: tuple[codex_schema.Identifier, ...] | None = None
    """The army lists that may take it (of any book); all of its book's lists when left out."""
    units: list[codex_schema.Unit] = Field(default_factory=list)
    """Units of its own, added to the book (an id the book has already is refused)."""


class CardRules(NameRules):
    change: dict[StrictStr, CardChange] = {}
    """``book/card_id`` -> its new figures."""
    add: tuple[CustomCard, ...] = ()


class RuleSwitches(_Pack):
    """What the army books' rules forbid that the event allows."""

    off: dict[StrictStr, StrictStr] = {}
    """Finding code -> the event's reason; no finding of that code is reported."""
    lead: tuple[StrictStr, ...] = ()
    """Lists that may be the main force though their army book makes them ally-only."""
    allies: dict[StrictStr, tuple[StrictStr, ...]] = {}
    """Main list -> ally lists it may take though the allies tables forbid it."""


class TournamentPack(_Pack):
    format: Literal["netepic-tournament/1", "netepic-tournament/2"] = PACK_FORMAT
    name: StrictStr = ""
    points_limit: Annotated[StrictInt, Field(gt=0, le=MAX_POINTS)] | None = None
    lists: NameRules = Field(default_factory=NameRules)
    cards: CardRules = Field(default_factory=CardRules)
    allies: StrictBool = True
    card_caps: dict[StrictStr, Annotated[StrictInt, Field(ge=0, le=MAX_CARDS)]] = {}
    rules: RuleSwitches = Field(default_factory=RuleSwitches)

    _hash: str = PrivateAttr(default="")
    _content: dict[str, Any] = PrivateAttr(default_factory=dict)
    _text: str = PrivateAttr(default="")
    _file: str | None = PrivateAttr(default=None)

    def __eq__(self, other: object) -> bool:
        """Equal packs say the same: where they were read from (kept to place errors) and
        their layout do not count."""
        if not isinstance(other, TournamentPack):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash(self._hash)

    @model_validator(mode="after")
    def _house_rules_need_format_2(self) -> TournamentPack:
        if self.format == PACK_FORMAT and self.has_house_rules:
            raise MessageValueError("error.pack.needs_format_2", format=PACK_FORMAT_2)
        return self

    @property
    def has_house_rules(self) -> bool:
        switches = self.rules
        return bool(
            self.cards.change or self.cards.add or switches.off or switches.lead or switches.allies
        )

    @property
    def hash(self) -> str:
        """A hash of the pack's content (its data, not its layout or comments): what names it
        on a printout, an export or a share code, and tells a changed pack."""
        return self._hash

    @property
    def content(self) -> dict[str, Any]:
        """The pack's data as read, for a roster to carry it
        (:func:`listbuilder.rules.pack_record.stamped`)."""
        return self._content

    @property
    def text(self) -> str:
        return self._text

    @property
    def file(self) -> str | None:
        return self._file


HASH_LENGTH: Final = 12


def content_hash(data: Any) -> str:
    """The hash of a pack's data: SHA-256 of its canonical JSON, the first 12 hex digits."""
    try:
        canonical = json.dumps(
            data, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str
        )
    except TypeError:  # keys of mixed kinds cannot be sorted: the order they were written in
        canonical = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:HASH_LENGTH]


def parse_pack(text: str, file: str | Path | None = None) -> TournamentPack:
    data = load_yaml(text, file, TournamentPackError, limits=PACK_LIMITS)
    if not isinstance(data, dict) or data.get("format") not in PACK_FORMATS:
        raise TournamentPackError(
            Msg("error.pack.not_pack"),
            file=file,
            line=1,
            hint=Msg("error.pack.not_pack.hint", format=PACK_FORMAT),
        )
    return pack_from_data(data, text, file)


def pack_from_data(
    data: dict[str, Any], text: str, file: str | Path | None = None
) -> TournamentPack:
    """A pack from its loaded YAML *data* (*text* only places the errors)."""
    data = _yaml_words(data)
    try:
        pack = TournamentPack.model_validate(data)
    except ValidationError as exc:
        raise validation_failure(
            exc,
            text,
            file,
            TournamentPackError,
            hint=Msg("error.pack.keys.hint", keys=", ".join(_keys(data.get("format")))),
        ) from None
    pack._hash = content_hash(data)
    pack._content = data
    pack._text = text
    pack._file = None if file is None else str(file)
    return pack


def _keys(format: object) -> list[str]:
    """The top-level keys of a pack of *format*: /2 adds ``rules``."""
    keys = list(TournamentPack.model_fields)
    return keys if format == PACK_FORMAT_2 else [key for key in keys if key != "rules"]


def _yaml_words(data: dict[str, Any]) -> dict[str, Any]:
    """*data* with ``rules: off:`` as the pack wrote it: YAML 1.1 reads a bare ``off`` key as
    the boolean false (and ``on`` as true)."""
    rules = data.get("rules")
    if not isinstance(rules, dict) or not any(key is False or key is True for key in rules):
        return data
    words = {False: "off", True: "on"}
    fixed = {words[key] if isinstance(key, bool) else key: value for key, value in rules.items()}
    return {**data, "rules": fixed}


def load_pack(path: str | Path) -> TournamentPack:
    source = Path(path)
    return parse_pack(
        read_text_file(source, TournamentPackError, what="tournament pack", cap=_CAP), source
    )


def unknown_names(pack: TournamentPack, codex: Codex) -> list[str]:
    """Pack entries that name no list or card of the codex (probably typos)."""
    list_ids = {army_list.id for _, army_list in codex.army_lists()}
    card_names = {ref.key for ref in codex.cards()} | {ref.card.id for ref in codex.cards()}
    lists = [*(pack.lists.allow or ()), *pack.lists.deny]
    cards = [*(pack.cards.allow or ()), *pack.cards.deny, *pack.card_caps]
    return [n for n in lists if n not in list_ids] + [n for n in cards if n not in card_names]


def _matches(name: str, entry: Entry) -> bool:
    if entry.ref is None:
        return name == entry.element.card
    return name in (entry.ref.key, entry.ref.card.id)


# --- rules ---------------------------------------------------------------------

PackRule = Callable[[RuleContext, TournamentPack], list[Finding]]


def event_points(ctx: RuleContext, pack: TournamentPack) -> list[Finding]:
    """The army fits the event's points limit; a roster built for another size gets a warning."""
    limit = pack.points_limit
    if limit is None:
        return []
    found: list[Finding] = []
    own = ctx.roster.points_limit
    if own is not None and own != limit:
        found.append(
            report(Code.TOURNAMENT_GAME_SIZE, "points_limit", limit=limit, roster_limit=own)
        )
    # When the roster's own limit is not above the event's, points-limit already said it.
    if ctx.points > limit and own is not None and own > limit:
        found.append(
            report(
                Code.TOURNAMENT_POINTS_LIMIT,
                "points_limit",
                points=ctx.points,
                limit=limit,
                over=ctx.points - limit,
                event=pack.name,
            )
        )
    return found


def event_lists(ctx: RuleContext, pack: TournamentPack) -> list[Finding]:
    """Only the army lists the event allows, and none it bans."""
    found: list[Finding] = []
    for force in ctx.forces:
        list_id = force.force.list_id
        if list_id in pack.lists.deny:
            found.append(
                report(
                    Code.TOURNAMENT_LIST_BANNED, force.path, list=force.list_name, event=pack.name
                )
            )
        elif pack.lists.allow is not None and list_id not in pack.lists.allow:
            found.append(
                report(
                    Code.TOURNAMENT_LIST_NOT_ALLOWED,
                    force.path,
                    list=force.list_name,
                    event=pack.name,
                )
            )
    return found


def event_cards(ctx: RuleContext, pack: TournamentPack) -> list[Finding]:
    """No card the event bans; only cards it allows when it gives an allowed list."""
    found: list[Finding] = []
    for entry in ctx.entries:
        if any(_matches(name, entry) for name in pack.cards.deny):
            found.append(
                report(Code.TOURNAMENT_CARD_BANNED, entry.path, card=entry.shown, event=pack.name)
            )
        elif pack.cards.allow is not None and not any(_matches(n, entry) for n in pack.cards.allow):
            found.append(
                report(
                    Code.TOURNAMENT_CARD_NOT_ALLOWED, entry.path, card=entry.shown, event=pack.name
                )
            )
    return found


def event_allies(ctx: RuleContext, pack: TournamentPack) -> list[Finding]:
    """No ally force when the event says ``allies: false``."""
    if pack.allies:
        return []
    return [
        report(Code.TOURNAMENT_ALLY_FORBIDDEN, force.path, ally=force.list_name, event=pack.name)
        for force in ctx.forces
        if force.role is Role.ALLY
    ]


def event_caps(ctx: RuleContext, pack: TournamentPack) -> list[Finding]:
    """At most ``card_caps[card]`` copies of a card in the roster."""
    found: list[Finding] = []
    for name, cap in pack.card_caps.items():
        matching = [entry for entry in ctx.entries if _matches(name, entry)]
        if len(matching) > cap:
            excess = matching[cap]
            found.append(
                report(
                    Code.TOURNAMENT_CARD_CAP,
                    excess.path,
                    card=excess.shown,
                    count=len(matching),
                    max=cap,
                    event=pack.name,
                )
            )
    return found


PACK_RULES: tuple[PackRule, ...] = (
    event_points,
    event_lists,
    event_cards,
    event_allies,
    event_caps,
)
