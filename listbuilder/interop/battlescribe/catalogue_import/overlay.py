"""The curated overlay: what the BattleScribe data lacks, written by hand.

One YAML file per army book in ``codex_data/overlay/``. The importer merges it
into the generated book; see ``codex_data/overlay/README.md`` for the format.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

from listbuilder.codex.loader import read_codex_file
from listbuilder.codex.schema import (
    AllyRules,
    CardType,
    Identifier,
    ListKind,
    Localized,
    OwnShare,
    Race,
    Replacement,
    RequiredCard,
    UnitCount,
)
from listbuilder.errors import MessageValueError


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardSelector(_Strict):
    """Matches cards; every given key must match."""

    tag: Identifier | None = None
    card: Identifier | None = None
    book: Identifier | None = None
    name_prefix: str | None = None
    type: CardType | None = None
    all: bool = False

    @model_validator(mode="after")
    def _not_empty(self) -> CardSelector:
        if not (self.tag or self.card or self.book or self.name_prefix or self.type or self.all):
            raise MessageValueError("error.import.empty_selector")
        return self


class CardMembership(_Strict):
    include: list[CardSelector] = []
    exclude: list[CardSelector] = []


class ListOverlay(_Strict):
    source: str
    id: Identifier | None = None
    name_fr: str | None = None
    kind: ListKind
    race: Race | None = None
    own_share: OwnShare = OwnShare()
    allies: AllyRules = AllyRules()
    cards: CardMembership = CardMembership(include=[CardSelector(all=True)])
    required_cards: list[RequiredCard] = []
    per_company: dict[CardType, int | None] = {}
    reason: str | None = None


class ChoiceFix(_Strict):
    """Corrections of one option choice of a card, keyed ``group.choice`` in ``choices``."""

    units: list[UnitCount] | None = None
    points: int | None = None
    victory_points: float | None = None
    break_point: int | None = None
    reason: str

    def changes(self) -> dict[str, object]:
        data = self.model_dump(mode="json", exclude_unset=True)
        data.pop("reason", None)
        return data


class GroupFix(_Strict):
    """Bounds of one option group of a card, keyed by group id in ``groups``: where the source
    leaves a group of models open, the army book's card decides (ruling 17)."""

    min: int = Field(ge=0)
    max: int = Field(ge=1)
    reason: str

    @model_validator(mode="after")
    def _ordered(self) -> GroupFix:
        if self.max < self.min:
            raise MessageValueError("error.import.group_bounds", min=self.min, max=self.max)
        return self


class ModelFix(_Strict):
    """Models a card holds that its source entry lost or never had (ruling 17: a card is never
    bought empty): a unit profile of the catalogue by ``profile`` name, or one written here
    as ``name`` and the source's own ``columns`` (Type, Move, Save, CAF, Weapons, Morale),
    read by the same parser as the source's profiles."""

    count: int = Field(ge=1)
    profile: str | None = None
    name: str | None = None
    columns: dict[str, str] = {}

    @model_validator(mode="after")
    def _one_source(self) -> ModelFix:
        if (self.profile is None) == (self.name is None):
            raise MessageValueError("error.import.model_source")
        return self


class ProfileFix(_Strict):
    """Columns of a unit profile of the catalogue (by name) replaced before it is read: a
    garbled source line, rewritten as the facts it holds."""

    columns: dict[str, str]
    reason: str


class CardFix(_Strict):
    type: CardType | None = None
    free: bool | None = None
    unique: bool | None = None
    named_character: bool | None = None
    unpriced: bool | None = None
    points: int | None = None
    victory_points: int | None = None
    unit_vp: dict[Identifier, int] | None = None
    break_point: int | None = None
    morale: int | None = None
    name_fr: str | None = None
    tags: list[Identifier] | None = None
    uses_slot: bool | None = None
    replaces: Replacement | None = None
    choices: dict[str, ChoiceFix] = {}
    groups: dict[Identifier, GroupFix] = {}
    models: list[ModelFix] = []
    """Added to the card's composition as one detachment named after the card."""
    reason: str

    def changes(self) -> dict[str, object]:
        data = self.model_dump(exclude_unset=True)
        data.pop("reason", None)
        data.pop("choices", None)
        data.pop("groups", None)
        data.pop("models", None)
        return data


class BookOverlay(_Strict):
    book: Identifier
    name: Localized | None = None
    race: Race
    lists: list[ListOverlay] = []
    card_fixes: dict[Identifier, CardFix] = {}
    profile_fixes: dict[str, ProfileFix] = {}
    names_fr: dict[str, str] = {}
    """French names for this book only, English name -> French (cards, units, options,
    weapons); they win over the shared glossary (``glossary_fr.yaml``)."""


def load_overlay(path: Path) -> BookOverlay:
    return read_codex_file(path, BookOverlay)
