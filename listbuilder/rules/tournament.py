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
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from listbuilder.codex.codex import Codex
from listbuilder.errors import TournamentPackError
from listbuilder.files.reading import SizeCap, read_text_file
from listbuilder.files.yamlio import PACK_LIMITS, load_yaml, validation_failure
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import MAX_CARDS, MAX_PACK_BYTES, MAX_POINTS
from listbuilder.rules.context import Entry, Role, RuleContext
from listbuilder.rules.findings import Code, Finding, report

_CAP = SizeCap(MAX_PACK_BYTES, "error.read.too_large", "error.read.too_large.pack.hint")
"""Refused from its size before it is read; never more than this is read."""

PACK_FORMAT: Final = "netepic-tournament/1"


class _Pack(BaseModel):
    # Validators are built at the first pack read, not when the rules engine is imported
    # (which the window does while it starts).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class NameRules(_Pack):
    allow: tuple[StrictStr, ...] | None = None
    deny: tuple[StrictStr, ...] = ()


class TournamentPack(_Pack):
    format: Literal["netepic-tournament/1"] = PACK_FORMAT
    name: StrictStr = ""
    points_limit: Annotated[StrictInt, Field(gt=0, le=MAX_POINTS)] | None = None
    lists: NameRules = Field(default_factory=NameRules)
    cards: NameRules = Field(default_factory=NameRules)
    allies: StrictBool = True
    card_caps: dict[StrictStr, Annotated[StrictInt, Field(ge=0, le=MAX_CARDS)]] = {}


def parse_pack(text: str, file: str | Path | None = None) -> TournamentPack:
    data = load_yaml(text, file, TournamentPackError, limits=PACK_LIMITS)
    if not isinstance(data, dict) or data.get("format") != PACK_FORMAT:
        raise TournamentPackError(
            Msg("error.pack.not_pack"),
            file=file,
            line=1,
            hint=Msg("error.pack.not_pack.hint", format=PACK_FORMAT),
        )
    try:
        return TournamentPack.model_validate(data)
    except ValidationError as exc:
        raise validation_failure(
            exc,
            text,
            file,
            TournamentPackError,
            hint=Msg("error.pack.keys.hint", keys=", ".join(TournamentPack.model_fields)),
        ) from None


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
