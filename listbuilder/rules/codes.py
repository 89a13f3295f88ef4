"""Every finding code by name. Codes are a contract (``validate --json``, organisers' scripts):
compare against these constants, never against string literals, so a renamed code cannot
silently switch a check off. Each code's severity and rule are declared once, in
:data:`listbuilder.rules.findings.CODES`."""

from __future__ import annotations

from enum import StrEnum


class Code(StrEnum):
    EMPTY_ARMY = "empty-army"
    SAME_LIST_FORCES = "same-list-forces"
    NO_COMPANY = "no-company"
    NOT_ATTACHABLE = "not-attachable"
    CARD_NOT_IN_LIST = "card-not-in-list"
    UNKNOWN_CARD = "unknown-card"
    CARD_UNPRICED = "card-unpriced"
    UNKNOWN_LIST = "unknown-list"
    SUPPORT_LIMIT = "support-limit"
    SPECIAL_LIMIT = "special-limit"
    FREE_LIMIT = "free-limit"
    REQUIRED_CARD = "required-card"
    OPTION_INVALID = "option-invalid"
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
