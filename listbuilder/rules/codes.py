"""Every finding code by name, with its severity and the rule it enforces, declared once.

Codes are a contract (``validate --json``, organisers' scripts): code outside the rules
compares against these constants, never against string literals, so a renamed code cannot
silently switch a check off. :class:`Code` is a ``StrEnum``: each member *is* its string.
"""

from __future__ import annotations

from enum import StrEnum


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"


class Code(StrEnum):
    EMPTY_ARMY = "empty-army"
    SAME_LIST_FORCES = "same-list-forces"
    NO_COMPANY = "no-company"
    NOT_ATTACHABLE = "not-attachable"
    STRUCTURE_MISPLACED = "structure-misplaced"
    CARD_NOT_IN_LIST = "card-not-in-list"
    UNKNOWN_CARD = "unknown-card"
    CARD_UNPRICED = "card-unpriced"
    UNKNOWN_LIST = "unknown-list"
    SUPPORT_LIMIT = "support-limit"
    SPECIAL_LIMIT = "special-limit"
    FREE_LIMIT = "free-limit"
    REQUIRED_CARD = "required-card"
    OPTION_INVALID = "option-invalid"
    NOTHING_TO_REPLACE = "nothing-to-replace"
    POINTS_LIMIT = "points-limit"
    UNIQUE_LIMIT = "unique-limit"
    UNIQUE_REPEATED = "unique-repeated"
    CHARACTER_REPEATED = "character-repeated"
    TOO_MANY_ALLIES = "too-many-allies"
    ALLY_FORBIDDEN = "ally-forbidden"
    ALLY_SHARE = "ally-share"
    MAIN_FORCE_ALLY_ONLY = "main-force-ally-only"
    TUNNELLER_RESTRICTION = "tunneller-restriction"
    TUNNELLER_EMBARKED = "tunneller-embarked"
    BARRAGE_NO_OBSERVER = "barrage-no-observer"
    TOURNAMENT_POINTS_LIMIT = "tournament-points-limit"
    TOURNAMENT_GAME_SIZE = "tournament-game-size"
    TOURNAMENT_LIST_BANNED = "tournament-list-banned"
    TOURNAMENT_LIST_NOT_ALLOWED = "tournament-list-not-allowed"
    TOURNAMENT_CARD_BANNED = "tournament-card-banned"
    TOURNAMENT_CARD_NOT_ALLOWED = "tournament-card-not-allowed"
    TOURNAMENT_ALLY_FORBIDDEN = "tournament-ally-forbidden"
    TOURNAMENT_CARD_CAP = "tournament-card-cap"
    DATA_REVISION = "data-revision"


CODES: dict[Code, tuple[Severity, str]] = {
    # construction, NetEpic Gold §1
    Code.EMPTY_ARMY: (Severity.ERROR, "ruling 12: an army has a main force with a Company card"),
    Code.SAME_LIST_FORCES: (
        Severity.WARNING,
        "ruling 10: forces of one list count together; one force per list is clearer",
    ),
    Code.NO_COMPANY: (
        Severity.ERROR,
        "§1.2, §2.1.5 (C-02): every force has at least one Company card",
    ),
    Code.NOT_ATTACHABLE: (
        Severity.ERROR,
        "§1.2 (C-03): Support and Special cards hang off a company",
    ),
    Code.STRUCTURE_MISPLACED: (
        Severity.ERROR,
        "§6.7, ruling 18: structure cards stand at force level, outside every company",
    ),
    Code.CARD_NOT_IN_LIST: (
        Severity.ERROR,
        "§2.1.6 (C-03, A-06): a force takes its own list's cards",
    ),
    Code.UNKNOWN_CARD: (Severity.ERROR, "the card is not in the codex"),
    Code.CARD_UNPRICED: (Severity.ERROR, "army book: no known cost, so the card cannot be bought"),
    Code.UNKNOWN_LIST: (Severity.ERROR, "the army list is not in the codex"),
    Code.SUPPORT_LIMIT: (Severity.ERROR, "§1.2, ruling 1 (C-04): Support cards per company"),
    Code.SPECIAL_LIMIT: (Severity.ERROR, "§1.2, ruling 1 (C-05): Special cards per company"),
    Code.FREE_LIMIT: (Severity.ERROR, "§1.2, ruling 1 (C-06): Free cards per company"),
    Code.REQUIRED_CARD: (Severity.ERROR, "army book: a card the list must field"),
    Code.OPTION_INVALID: (Severity.ERROR, "§1.2 no substitutions, §6.4 (C-09): card options"),
    Code.NOTHING_TO_REPLACE: (
        Severity.ERROR,
        "army book: a card that replaces a model needs one in the army",
    ),
    Code.POINTS_LIMIT: (Severity.ERROR, "§1.3 (C-01): total points within the agreed limit"),
    Code.UNIQUE_LIMIT: (
        Severity.ERROR,
        "§1.2, ruling 3 (C-07): Unique cards per full 3,000 points",
    ),
    Code.UNIQUE_REPEATED: (Severity.ERROR, "§1.2, ruling 3: no Unique card twice"),
    Code.CHARACTER_REPEATED: (Severity.ERROR, "§1.2, ruling 3 (C-08): a named character once"),
    # allies, §2
    Code.TOO_MANY_ALLIES: (
        Severity.ERROR,
        "§2.1.2, rulings 6 and 16 (A-01): how many ally lists",
    ),
    Code.ALLY_FORBIDDEN: (Severity.ERROR, "§2.1–2.5, rulings 5–6 (A-02, A-04): who may ally"),
    Code.ALLY_SHARE: (Severity.ERROR, "§1.4, §2.1.4, rulings 2 and 6 (A-03): the ally's share"),
    Code.MAIN_FORCE_ALLY_ONLY: (
        Severity.ERROR,
        "army book: an ally-only list cannot be the main force",
    ),
    # special construction rules, §6
    Code.TUNNELLER_RESTRICTION: (Severity.ERROR, "§6.1 (C-10): what a tunneller company may take"),
    Code.TUNNELLER_EMBARKED: (Severity.WARNING, "§6.1 (C-10): troops must start embarked"),
    Code.BARRAGE_NO_OBSERVER: (
        Severity.WARNING,
        "§6.8 (C-13): off-board barrages need an observer",
    ),
    # tournament packs
    Code.TOURNAMENT_POINTS_LIMIT: (Severity.ERROR, "event: points limit"),
    Code.TOURNAMENT_GAME_SIZE: (Severity.WARNING, "event: the roster's game size"),
    Code.TOURNAMENT_LIST_BANNED: (Severity.ERROR, "event: army list banned"),
    Code.TOURNAMENT_LIST_NOT_ALLOWED: (Severity.ERROR, "event: army list not on the allowed list"),
    Code.TOURNAMENT_CARD_BANNED: (Severity.ERROR, "event: card banned"),
    Code.TOURNAMENT_CARD_NOT_ALLOWED: (Severity.ERROR, "event: card not on the allowed list"),
    Code.TOURNAMENT_ALLY_FORBIDDEN: (Severity.ERROR, "event: no allies"),
    Code.TOURNAMENT_CARD_CAP: (Severity.ERROR, "event: at most so many copies of a card"),
    # the army data (issue 33)
    Code.DATA_REVISION: (
        Severity.WARNING,
        "the list was written with other army data revisions than the app's",
    ),
}
"""Every finding code, its severity and the rule it enforces. Codes are never reused."""


def severity_of(code: str) -> Severity:
    """The severity declared for *code* (a :class:`Code` or its string)."""
    return CODES[Code(code)][0]
