"""Reading the common roster file without pydantic: exactly the data the schema accepts as is.

A roster file the app wrote holds only known keys with values of exactly the right
types. For such data the checks of :mod:`listbuilder.roster.schema` are the ones below,
and pass; anything else (a missing or unknown key, another type, a value out of range)
gives None here, and the schema checks it and words the problem. So opening a roster at
start costs no pydantic import; ``tests/roster/test_fastpath.py`` checks both readings
give equal rosters, and that what is refused here the schema refuses or converts.
"""

from __future__ import annotations

from typing import Any

from listbuilder.roster.bounds import MAX_DATA_BOOKS, MAX_REVISION
from listbuilder.roster.model import BELOW, FORMAT, KINDS, DataRecord, Force, Roster

_ROSTER = frozenset(
    {"format", "name", "points_limit", "notes", "player", "event", "data", "forces"}
)
_DATA = frozenset({"system_revision", "books"})
_FORCE = frozenset({"list", "name", "notes", *BELOW["forces"]})
_CARD_KEYS = {
    kind.collection: frozenset({"card", "name", "options", "notes", *BELOW[kind.collection]})
    for kind in KINDS.values()
}
"""The keys of a card of each kind: its own and the collections it holds."""


class _Refused(Exception):
    """The data is not of the plain common form: the schema reads it."""


def _keys(data: Any, allowed: frozenset[str]) -> dict[str, Any]:
    if type(data) is not dict or not data.keys() <= allowed:
        raise _Refused
    return data


def _text(value: Any, *, optional: bool = True) -> str | None:
    if (value is None and optional) or type(value) is str:
        return value
    raise _Refused


def _card(value: Any) -> str:
    if type(value) is not str or not value:
        raise _Refused
    return value


def _options(value: Any) -> dict[str, int]:
    if type(value) is not dict:
        raise _Refused
    for key, count in value.items():
        if type(key) is not str or type(count) is not int or count < 0:
            raise _Refused
    return dict(value)


def _list(value: Any) -> list[Any]:
    if type(value) is not list:
        raise _Refused
    return value


def _held(data: dict[str, Any], collection: str) -> dict[str, tuple[Any, ...]]:
    """What an element of *collection* holds, by kind (:data:`~listbuilder.roster.model.BELOW`)."""
    return {
        below: tuple(_element(item, below) for item in _list(data.get(below, [])))
        for below in BELOW[collection]
    }


def _element(data: Any, collection: str) -> Any:
    """A card of *collection* (a company, an attached or a structure card, or any kind of
    card :data:`~listbuilder.roster.model.KINDS` adds): its card, name, options, notes and
    what it holds."""
    data = _keys(data, _CARD_KEYS[collection])
    return KINDS[collection].element(
        card=_card(data.get("card")),
        name=_text(data.get("name")),
        options=_options(data.get("options", {})),
        notes=_text(data.get("notes")),
        **_held(data, collection),
    )


def _revision(value: Any) -> int:
    if type(value) is not int or not 0 <= value <= MAX_REVISION:
        raise _Refused
    return value


def _data_record(data: Any) -> DataRecord | None:
    if data is None:
        return None
    data = _keys(data, _DATA)
    system = data.get("system_revision")
    books = data.get("books", {})
    if type(books) is not dict or len(books) > MAX_DATA_BOOKS:
        raise _Refused
    return DataRecord(
        system_revision=None if system is None else _revision(system),
        books={_card(book): _revision(revision) for book, revision in books.items()},
    )


def _force(data: Any) -> Force:
    data = _keys(data, _FORCE)
    return Force(
        list_id=_card(data.get("list")),
        name=_text(data.get("name")),
        notes=_text(data.get("notes")),
        **_held(data, "forces"),
    )


def plain_roster(data: Any) -> Roster | None:
    """The roster *data* holds when it is of the plain common form, else None."""
    try:
        data = _keys(data, _ROSTER)
        if data.get("format") != FORMAT:
            return None
        limit = data.get("points_limit")
        if limit is not None and (type(limit) is not int or limit <= 0):
            return None
        name = _text(data.get("name", ""), optional=False)
        assert name is not None
        return Roster(
            format=FORMAT,
            name=name,
            points_limit=limit,
            notes=_text(data.get("notes")),
            player=_text(data.get("player")),
            event=_text(data.get("event")),
            data=_data_record(data.get("data")),
            forces=tuple(_force(item) for item in _list(data.get("forces", []))),
        )
    except _Refused:
        return None
