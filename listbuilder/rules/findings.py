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
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from listbuilder.i18n import message


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Text:
    """A name in English and, where the codex has one, in French."""

    en: str
    fr: str | None = None

    def get(self, lang: str = "en") -> str:
        return self.fr if lang == "fr" and self.fr else self.en

    def __str__(self) -> str:
        return self.en


ParamValue = str | int | float | Text
Params = Mapping[str, ParamValue]


@dataclass(frozen=True, slots=True)
class Fix:
    """The obvious fix, when there is one: a message key and its parameters."""

    key: str
    params: Params = field(default_factory=dict, hash=False)


@dataclass(frozen=True, slots=True)
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


def error(code: str, path: str, /, **params: ParamValue) -> Finding:
    return Finding(code=code, severity=Severity.ERROR, path=path, params=params)


def warning(code: str, path: str, /, **params: ParamValue) -> Finding:
    return Finding(code=code, severity=Severity.WARNING, path=path, params=params)


# --- the code table ------------------------------------------------------------

CODES: dict[str, tuple[Severity, str]] = {
    # construction, NetEpic Gold §1
    "empty-army": (Severity.ERROR, "ruling 12: an army has a main force with a Company card"),
    "same-list-forces": (
        Severity.WARNING,
        "ruling 10: forces of one list count together; one force per list is clearer",
    ),
    "no-company": (
        Severity.ERROR,
        "§1.2, §2.1.5 (C-02): every force has at least one Company card",
    ),
    "not-attachable": (Severity.ERROR, "§1.2 (C-03): Support and Special cards hang off a company"),
    "card-not-in-list": (Severity.ERROR, "§2.1.6 (C-03, A-06): a force takes its own list's cards"),
    "unknown-card": (Severity.ERROR, "the card is not in the codex"),
    "card-unpriced": (Severity.ERROR, "army book: no known cost, so the card cannot be bought"),
    "unknown-list": (Severity.ERROR, "the army list is not in the codex"),
    "support-limit": (Severity.ERROR, "§1.2, ruling 1 (C-04): Support cards per company"),
    "special-limit": (Severity.ERROR, "§1.2, ruling 1 (C-05): Special cards per company"),
    "free-limit": (Severity.ERROR, "§1.2, ruling 1 (C-06): Free cards per company"),
    "required-card": (Severity.ERROR, "army book: a card the list must field"),
    "option-invalid": (Severity.ERROR, "§1.2 no substitutions, §6.4 (C-09): card options"),
    "points-limit": (Severity.ERROR, "§1.3 (C-01): total points within the agreed limit"),
    "unique-limit": (Severity.ERROR, "§1.2, ruling 3 (C-07): Unique cards per full 3,000 points"),
    "unique-repeated": (Severity.ERROR, "§1.2, ruling 3: no Unique card twice"),
    "character-repeated": (Severity.ERROR, "§1.2, ruling 3 (C-08): a named character once"),
    # allies, §2
    "too-many-allies": (Severity.ERROR, "§2.1.2, ruling 6 (A-01): how many ally lists"),
    "ally-forbidden": (Severity.ERROR, "§2.1–2.5, rulings 5–6 (A-02, A-04): who may ally"),
    "ally-share": (Severity.ERROR, "§1.4, §2.1.4, rulings 2 and 6 (A-03): the ally's share"),
    "main-force-ally-only": (
        Severity.ERROR,
        "army book: an ally-only list cannot be the main force",
    ),
    # special construction rules, §6
    "tunneller-restriction": (Severity.ERROR, "§6.1 (C-10): what a tunneller company may take"),
    "tunneller-embarked": (Severity.WARNING, "§6.1 (C-10): troops must start embarked"),
    "barrage-no-observer": (Severity.WARNING, "§6.8 (C-13): off-board barrages need an observer"),
    # tournament packs
    "tournament-points-limit": (Severity.ERROR, "event: points limit"),
    "tournament-game-size": (Severity.WARNING, "event: the roster's game size"),
    "tournament-list-banned": (Severity.ERROR, "event: army list banned"),
    "tournament-list-not-allowed": (Severity.ERROR, "event: army list not on the allowed list"),
    "tournament-card-banned": (Severity.ERROR, "event: card banned"),
    "tournament-card-not-allowed": (Severity.ERROR, "event: card not on the allowed list"),
    "tournament-ally-forbidden": (Severity.ERROR, "event: no allies"),
    "tournament-card-cap": (Severity.ERROR, "event: at most so many copies of a card"),
}
"""Every finding code, its severity and the rule it enforces. Codes are never reused."""
