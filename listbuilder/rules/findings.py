"""Findings: what the rules engine says about a roster, as data.

A finding has a stable ``code`` (the contract with the CLI, the GUI and
organisers' scripts), a ``severity``, the ``path`` of the offending element
(``forces[0].companies[1].attached[2]``) and the parameters of its message.
Text is rendered only at the edge, in the reader's language, from the
``finding.*`` keys of the message catalogue (``listbuilder/i18n/rules.yaml``).

Names of cards and lists travel as :class:`Text` (English and French), so a
finding can be rendered in either language without the codex.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from listbuilder.i18n import message
from listbuilder.i18n.text import Text
from listbuilder.records import field, record
from listbuilder.rules.codes import CODES, Code, Severity, severity_of

__all__ = ["CODES", "Code", "Finding", "Fix", "Severity", "Text", "report"]


ParamValue = str | int | float | Text
Params = Mapping[str, ParamValue]


@record(slots=True)
class Fix:
    """The obvious fix, when there is one: a message key and its parameters."""

    key: str
    params: Params = field(default_factory=dict, hash=False)


@record(slots=True)
class Finding:
    code: str
    severity: Severity
    path: str
    params: Params = field(default_factory=dict, hash=False)
    variant: str | None = None
    """Selects a wording of the same rule (``finding.<code>.<variant>``)."""
    fix: Fix | None = None

    @property
    def message_key(self) -> str:
        key = f"finding.{self.code}"
        return f"{key}.{self.variant}" if self.variant else key

    def message(self, lang: str = "en") -> str:
        """The message in *lang*, followed by the fix where there is one."""
        text = message(self.message_key, lang, **render_params(self.params, lang))
        if self.fix is not None:
            text += " " + message(self.fix.key, lang, **render_params(self.fix.params, lang))
        return text

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The contract record of ``validate --json``."""
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message(lang),
            "path": self.path,
        }


def render_params(params: Params, lang: str) -> dict[str, str | int | float]:
    return {
        key: value.get(lang) if isinstance(value, Text) else value for key, value in params.items()
    }


def report(code: Code, path: str, /, **params: ParamValue) -> Finding:
    """A finding of *code* about the element at *path*, with the severity its code declares."""
    return Finding(code=code, severity=severity_of(code), path=path, params=params)
