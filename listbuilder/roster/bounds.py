"""The bounds every roster read from a stranger must keep, whatever its format.

One module, so a ``.ros``, a YAML roster, a share code, a pasted fragment, a game file and
a printout all stop at the same numbers and say so in the same words (README, "Strangers'
files"). The counts are checked on the data as read, before any card is looked up,
validated, printed or shown: a 223-byte file asking for 10^18 models is refused with its
place, not run out of memory on.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

from listbuilder.errors import RosterFileError
from listbuilder.i18n.text import Msg
from listbuilder.roster.model import BELOW

MAX_ROSTER_BYTES: Final = 32 * 1024 * 1024
"""Largest roster file read, ``.ros`` or YAML (a 20,000-point roster is well under 1 MB):
refused from its size before it is read, and never more than this read should it grow."""
MAX_COLLECTION_BYTES: Final = 4 * 1024 * 1024
"""Largest collection file read (its YAML holds at most 4,000,000 characters)."""
MAX_GAME_BYTES: Final = 2 * 1024 * 1024
"""Largest game file read (its YAML holds at most 2,000,000 characters)."""
MAX_PACK_BYTES: Final = 4 * 1024 * 1024
"""Largest tournament pack read (its YAML holds at most 4,000,000 characters)."""
MAX_ELEMENTS: Final = 100_000
"""Most XML elements of a ``.ros``; a 20,000-point roster holds a few thousand."""
MAX_NUMBER: Final = 1_000
"""Largest ``number`` of one ``.ros`` selection (BattleScribe writes 1 to a few dozen)."""
MAX_CARDS: Final = 2_000
"""Most cards a roster may hold (companies, attached and structure cards; a ``.ros``
selection counted ``number`` times). A 20,000-point army holds about 200."""
MAX_WORK: Final = 200_000
"""Most ``.ros`` elements read once every selection is repeated ``number`` times."""
MAX_POINTS: Final = 10_000_000
"""Largest cost or cost limit, in absolute value (a big game is 20,000 points)."""
MAX_DATA_BOOKS: Final = 200
"""Books a roster's ``data:`` record may name (the codex has 15): more is not a roster of ours."""
MAX_REVISION: Final = 1_000_000_000
"""The highest revision number read (BattleScribe's are a few digits)."""
MAX_OPTION_COUNT: Final = MAX_NUMBER
"""Largest count of one option on one card. The books never allow more than 8 of a choice
(300 choices have no maximum of their own); the bound is the ``.ros`` selection's, so an
illegal roster still reads and the validator names what is over, while a count of 10^18
is refused before anything is made per model."""
MAX_CARD_OPTIONS: Final = MAX_NUMBER
"""Largest sum of one card's option counts: the per-model work of a card (its loss boxes,
its rows in Game mode) stays within a few thousand models, the books' largest choice
holding 8 models."""
MAX_PASTE_BYTES: Final = 64 * 1024
"""Largest clipboard text read as a copied company or card: a copy the app makes is a few
KB (a company with long notes a dozen); anything larger is refused before parsing, so
Paste never freezes the window."""


class CountError(ValueError):
    """A count beyond its bound; :attr:`place` is the element path (a roster file's field)."""

    def __init__(self, message: Msg, hint: Msg, place: tuple[int | str, ...]) -> None:
        super().__init__(message.render())
        self.msg = message
        self.hint = hint
        self.place = place


def place_text(place: tuple[int | str, ...]) -> str:
    """``forces[0].companies[1].options[a.b]``: a place as findings and file errors name it."""
    text = ""
    previous: int | str | None = None
    for step in place:
        if isinstance(step, int) or previous == "options":
            text += f"[{step}]"
        else:
            text += f".{step}" if text else step
        previous = step
    return text


def count_refusal(
    error: CountError, file: str | Path | None, line: int | None = None
) -> RosterFileError:
    """The refusal of a count beyond its bound, naming *file*, *line* and the place."""
    return RosterFileError(
        error.msg, file=file, line=line, field=place_text(error.place) or None, hint=error.hint
    )


def _items(value: Any) -> list[Any] | tuple[Any, ...]:
    return value if isinstance(value, (list, tuple)) else []


def _entries(
    data: Any, place: tuple[int | str, ...] = (), collection: str | None = None
) -> Iterator[tuple[tuple[int | str, ...], Any]]:
    """Each card entry of roster *data* (a mapping as read, or the plain model) with its
    place, in tree order: every element below a force, of every kind the model has."""
    for below in BELOW[collection]:
        for index, item in enumerate(_items(_get(data, below))):
            where = (*place, below, index)
            if below != "forces":
                yield where, item
            yield from _entries(item, where, below)


def _get(data: Any, key: str) -> Any:
    if isinstance(data, dict):
        return data.get(key)
    return getattr(data, key, None)


def check_roster_counts(data: Any) -> None:
    """Refuse roster *data* (mapping as read from YAML or a share code, or a plain roster)
    holding more than :data:`MAX_CARDS` cards, an option count beyond its bound or a points
    limit beyond :data:`MAX_POINTS`
    (:class:`CountError` with the place). Values of the wrong type are left to the schema,
    which words them."""
    limit = _get(data, "points_limit")
    if type(limit) is int and abs(limit) > MAX_POINTS:  # the .ros costLimit's bound and words
        raise CountError(
            Msg(
                "error.ros.number_too_large",
                attr="points_limit",
                value=_shown(limit),
                limit=MAX_POINTS,
            ),
            Msg("error.ros.number_too_large.hint", limit=MAX_POINTS),
            ("points_limit",),
        )
    cards = 0
    for place, entry in _entries(data):
        cards += 1
        if cards > MAX_CARDS:
            raise CountError(
                Msg("error.roster.too_many_cards", limit=MAX_CARDS),
                Msg("error.roster.too_many_cards.hint"),
                place,
            )
        options = _get(entry, "options")
        if not isinstance(options, dict):
            continue
        total = 0
        for key, count in options.items():
            if type(count) is not int:
                continue
            if count > MAX_OPTION_COUNT:
                raise CountError(
                    Msg(
                        "error.roster.count_too_large", count=_shown(count), limit=MAX_OPTION_COUNT
                    ),
                    Msg("error.roster.count_too_large.hint", limit=MAX_OPTION_COUNT),
                    (*place, "options", str(key)),
                )
            total += max(count, 0)
            if total > MAX_CARD_OPTIONS:
                raise CountError(
                    Msg("error.roster.card_options_too_many", limit=MAX_CARD_OPTIONS),
                    Msg("error.roster.count_too_large.hint", limit=MAX_CARD_OPTIONS),
                    (*place, "options"),
                )


def _shown(count: int) -> str:
    """A count as a message shows it: a huge one cut short rather than printed in full."""
    text = str(count)
    return text if len(text) <= 24 else text[:20] + "…"
