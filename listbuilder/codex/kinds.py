"""The codex's closed vocabularies (card types, list kinds, races...), shared by the
validating schema (:mod:`listbuilder.codex.schema`) and the plain objects the app runs on
(:mod:`listbuilder.codex.models`); importing them costs no pydantic."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class CardType(StrEnum):
    COMPANY = "company"
    SUPPORT = "support"
    SPECIAL = "special"
    STRUCTURE = "structure"
    """Structure army cards (§6.7, ruling 18): any list may buy them; they stand at force
    level, outside the slot system."""


class ListKind(StrEnum):
    STANDARD = "standard"
    CODEX = "codex"
    ALLY_ONLY = "ally_only"
    SPECIAL = "special"


class Race(StrEnum):
    IMPERIAL = "imperial"
    CHAOS = "chaos"
    ELDAR = "eldar"
    DARK_ELDAR = "dark_eldar"
    ORK = "ork"
    SQUAT = "squat"
    SLANN = "slann"
    TAU = "tau"
    NECRON = "necron"
    TYRANID = "tyranid"


class TemplateShape(StrEnum):
    CIRCLE = "circle"
    FLAME = "flame"
    RECTANGLE = "rectangle"


class BarrageNotation(StrEnum):
    """How the book writes a barrage: BP (barrage points), SB, LB (large barrage)."""

    BP = "BP"
    SB = "SB"
    LB = "LB"


SYSTEM_DEFAULT: Final = "game-system"
"""A limit the army list leaves to the game system (``max_allies``)."""
