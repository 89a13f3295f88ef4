"""Findings about a roster of another game: the same record as NetEpic's findings.

``code``, ``severity``, ``message`` (rendered in the reader's language from the
``finding.<code>`` keys of ``listbuilder/i18n/gamedata.yaml``, or from the pack's own keys)
and ``path`` (``forces[0].selections[2]``) make the ``validate --json`` record; a pack's
finding also names its ``rule`` id and the ``source`` line of the text it comes from.

Codes of the data's own constraints (documented in ``docs/game-systems.md``):

``bs-min``            fewer selections (or points, or forces) than a constraint's minimum
``bs-max``            more than a constraint's maximum
``bs-limit``          the roster's total of a cost type is over its cost limit
``bs-unknown-entry``  a selection the data does not hold (never priced or dropped silently)
``bs-unknown-force``  a force whose catalogue or force entry the data does not hold
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from listbuilder.i18n import message
from listbuilder.records import field, record
from listbuilder.rules.codes import Severity

__all__ = ["BsFinding", "Severity"]


@record(slots=True)
class BsFinding:
    code: str
    severity: Severity
    path: str
    params: Mapping[str, str | int | float] = field(default_factory=dict, hash=False)
    key: str = ""
    """The message key; ``finding.<code>`` when empty."""
    rule: str = ""
    """A pack rule's id (``MH-5``); empty for the data's own constraints."""
    source: str = ""
    """Where the rule is written (``seed 002, line 120``)."""
    words: tuple[str, ...] = ()
    """The params that are the data's names of roles or kinds (``role``, ``types``): said
    in the reader's language when the packs' word list knows them, else as the data says."""

    @property
    def message_key(self) -> str:
        return self.key or f"finding.{self.code}"

    def message(self, lang: str = "en") -> str:
        params = dict(self.params)
        if self.words:
            from listbuilder.systems.battlescribe.packs.names import local_words

            for name in self.words:
                if isinstance(params.get(name), str):
                    params[name] = local_words(str(params[name]), lang)
        return message(self.message_key, lang, **params)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The contract record of ``validate --json``, as NetEpic's findings give it."""
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message(lang),
            "path": self.path,
        }
