"""Pydantic models of the codex data: the game system, army books, lists, cards, units.

These models are the single source of truth for the shape of the codex: they validate
the YAML files in ``codex_data/`` (and the importer's output), and the plain classes the
app runs on (:mod:`listbuilder.codex.models`, no pydantic, read from the compiled cache)
are generated from them by :mod:`listbuilder.codex.generate`: same names, fields, defaults
and public methods. They are frozen: the codex is reference data shared by every roster,
never edited at run time.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_serializer,
    model_validator,
)

from listbuilder.codex.kinds import (
    SYSTEM_DEFAULT,
    BarrageNotation,
    CardType,
    ListKind,
    Race,
    TemplateShape,
)
from listbuilder.errors import MessageValueError
from listbuilder.i18n.text import Named, Text

Identifier = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_]*$")]


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


Localized = Text
"""The codex's name for the one localised-text type (``{en: ..., fr: ...}`` in YAML)."""


# --- abilities -----------------------------------------------------------------

_ABILITY_REF = re.compile(r"^(?P<key>[a-z0-9][a-z0-9_]*)(?:\((?P<param>[^()]+)\))?$")


class AbilityRef(StrictModel):
    """A use of an ability, with its parameter where it takes one: ``transport(2)``."""

    key: Identifier
    param: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, value: Any) -> Any:
        if isinstance(value, str):
            match = _ABILITY_REF.match(value.strip())
            if not match:
                raise MessageValueError("error.codex.ability_ref", value=repr(value))
            return {"key": match["key"], "param": match["param"]}
        return value

    @model_serializer
    def _to_text(self) -> str:
        return self.text

    @property
    def text(self) -> str:
        return self.key if self.param is None else f"{self.key}({self.param})"


class Ability(StrictModel):
    name: Localized
    param: str | None = None
    summary: Localized

    def display_name(self, lang: str = "en", param: str | None = None) -> str:
        name = self.name.get(lang)
        return name if param is None else f"{name} ({param})"


class AbilitiesFile(StrictModel):
    abilities: dict[Identifier, Ability]


# --- game system ---------------------------------------------------------------


class CardTypeRule(StrictModel):
    type: CardType
    name: Localized
    per_company: int | None = None
    """At most this many cards of the type attached to one company (None: not attached)."""


class TemplateDef(StrictModel):
    id: Identifier
    name: Localized
    shape: TemplateShape
    diameter_mm: float | None = None
    length_mm: float | None = None
    width_mm: float | None = None


class VictoryRules(StrictModel):
    base: int = 25
    per_thousand: int = 5
    objectives: int = 8
    small_game_objectives: int = 6
    small_game_max_points: int = 2000


class GameSystem(StrictModel):
    schema_version: int = 1
    id: Identifier
    name: Localized
    card_types: list[CardTypeRule]
    free_per_company: int = 1
    unique_per_points: int = 3000
    min_own_share_pct: dict[ListKind, int]
    """Minimum share of points in the main army's own lists, by the main list's kind."""
    max_allies: int = 1
    titan_cost_rounding: int = 50
    points_per_vp: int = 100
    victory: VictoryRules = Field(default_factory=VictoryRules)
    """A factory, not an instance: making one here would build the deferred validators at
    import."""
    templates: list[TemplateDef] = Field(default_factory=list)

    def per_company(self, card_type: CardType) -> int | None:
        for rule in self.card_types:
            if rule.type == card_type:
                return rule.per_company
        return None


# --- weapons and units ---------------------------------------------------------


_ROLL = re.compile(
    r"^(?:(?P<low>\d+)-(?P<high>\d+)"
    r"|(?P<dice>\d*)D(?P<sides>\d+)(?:x(?P<times>\d+))?(?:\+(?P<plus>\d+))?"
    r"|(?P<fixed>\d+))$"
)


class Roll(StrictModel):
    """A number that varies in play, written as the books write it: ``2-10`` (anything from 2
    to 10), ``D6+3`` (one die plus three), ``D6x10`` (one die times ten), ``2D6``."""

    dice: int = Field(default=0, ge=0)
    sides: int = Field(default=6, ge=2)
    times: int = Field(default=1, ge=1)
    plus: int = Field(default=0, ge=0)
    low: int | None = Field(default=None, ge=0)
    high: int | None = Field(default=None, ge=0)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, value: Any) -> Any:
        if isinstance(value, str):
            match = _ROLL.match(value.strip().upper().replace("X", "x"))
            if not match:
                raise MessageValueError("error.codex.roll", value=repr(value))
            if match["low"] is not None:
                return {"low": int(match["low"]), "high": int(match["high"])}
            if match["fixed"] is not None:
                return {"plus": int(match["fixed"])}
            return {
                "dice": int(match["dice"] or 1),
                "sides": int(match["sides"]),
                "times": int(match["times"] or 1),
                "plus": int(match["plus"] or 0),
            }
        return value

    @model_validator(mode="after")
    def _one_form(self) -> Roll:
        if (self.low is None) != (self.high is None):
            raise MessageValueError("error.codex.roll_range_half")
        if self.low is not None and (self.dice or self.plus or self.times != 1):
            raise MessageValueError("error.codex.roll_both")
        if self.low is not None and self.high is not None and self.low > self.high:
            raise MessageValueError("error.codex.roll_backwards", low=self.low, high=self.high)
        return self

    @model_serializer
    def _to_text(self) -> str:
        return self.text

    @property
    def text(self) -> str:
        if self.low is not None:
            return f"{self.low}-{self.high}"
        if not self.dice:
            return str(self.plus)
        text = f"{self.dice if self.dice > 1 else ''}D{self.sides}"
        if self.times != 1:
            text += f"x{self.times}"
        return text + (f"+{self.plus}" if self.plus else "")

    @property
    def minimum(self) -> int:
        if self.low is not None:
            return self.low
        return self.dice * self.times + self.plus

    @property
    def maximum(self) -> int:
        if self.high is not None:
            return self.high
        return self.dice * self.sides * self.times + self.plus


class Weapon(Named, StrictModel):
    """A weapon line; ``raw`` keeps the source text, fields hold what could be parsed.

    A line the fields cannot say in full is kept whole as ``raw`` with ``parsed: false`` and
    printed as that text: no figure is ever guessed.
    """

    name: str
    name_fr: str | None = None
    raw: str | None = None
    parsed: bool = True
    multiplier: int | None = Field(default=None, ge=2)
    """``2x``: the profile is carried or fired this many times."""
    range_cm: int | None = None
    range_bonus_cm: Roll | None = None
    """Rolled range added to ``range_cm`` (``70cm+D6x10cm``)."""
    range_text: str | None = None
    min_range_cm: int | None = None
    attack_dice: int | None = None
    attack_dice_roll: Roll | None = None
    """A number of dice that varies (``2-10d``, ``D6d``); ``attack_dice`` is then empty."""
    attack_text: str | None = None
    barrage_points: int | None = None
    barrage_roll: Roll | None = None
    """Barrage points that vary (``2-10SB``, ``D6+3BP``); ``barrage_points`` is then empty."""
    barrage_notation: BarrageNotation | None = None
    """The notation of the source where it is not plain BP."""
    template: str | None = None
    to_hit: int | None = None
    to_hit_per_die: list[int] = Field(default_factory=list)
    """One to-hit roll per attack die (``3d (4+,5+,6+)``); ``to_hit`` is then empty."""
    auto_hit: bool = False
    save_mod: int | None = None
    save_mod_text: str | None = None
    close_combat: bool = False
    caf_bonus: Roll | None = None
    """Added to the bearer's CAF in close combat (``+1D6 CAF``)."""
    close_combat_abilities: list[AbilityRef] = Field(default_factory=list)
    """Abilities that apply only in close combat (``Penetrating +2 in CC``)."""
    abilities: list[AbilityRef] = Field(default_factory=list)
    notes: str | None = None
    modes: list[Weapon] = Field(default_factory=list)
    """Profiles of a weapon that fires one way or another (``Penetration Mode : ... Shotgun
    Mode : ...``, ``... OR ...``): each a weapon of its own; the weapon itself then has none."""

    @property
    def attack_label(self) -> str:
        notation = (self.barrage_notation or BarrageNotation.BP).value
        if self.barrage_points is not None:
            return f"{self.barrage_points} {notation}"
        if self.barrage_roll is not None:
            return f"{self.barrage_roll.text} {notation}"
        if self.attack_dice is not None:
            return f"{self.attack_dice}d6"
        if self.attack_dice_roll is not None:
            roll = self.attack_dice_roll
            return f"{roll.text}d6" if roll.low is not None else f"({roll.text})d6"
        return self.attack_text or ""

    @property
    def to_hit_label(self) -> str:
        if self.to_hit_per_die:
            return "/".join(f"{value}+" for value in self.to_hit_per_die)
        return "" if self.to_hit is None else f"{self.to_hit}+"

    @property
    def range_label(self) -> str:
        """``50-150cm``, ``70cm+D6x10cm``; empty when the line gives no range in cm."""
        if self.range_cm is None:
            return ""
        low = f"{self.min_range_cm}-" if self.min_range_cm else ""
        bonus = f"+{self.range_bonus_cm.text}cm" if self.range_bonus_cm else ""
        return f"{low}{self.range_cm}cm{bonus}"


class Unit(Named, StrictModel):
    id: Identifier
    name: str
    name_fr: str | None = None
    unit_class: list[str] = Field(default_factory=list)
    type_text: str | None = None
    move_cm: int | None = None
    move_text: str | None = None
    save: int | None = None
    save_fixed: bool = False
    fixed_save: int | None = None
    save_text: str | None = None
    caf: int | None = None
    caf_text: str | None = None
    morale: int | None = None
    morale_text: str | None = None
    weapons: list[Weapon] = Field(default_factory=list)
    abilities: list[AbilityRef] = Field(default_factory=list)
    extra: dict[str, str] = Field(default_factory=dict)
    model: Identifier | None = None
    """The unit whose model this stand is, where a role makes it a unit of its own (a Command
    Rhino is a Rhino with Command): a collection counts it as that unit."""
    plural: str | None = None
    """The name for several ("Trench sections"), where it is not the name itself."""
    plural_fr: str | None = None
    """The French name for several ("Sections de tranchée")."""

    def counted_name(self, count: int, lang: str = "en") -> str:
        """The name to write after *count* in *lang*: "1 Section de tranchée", "5 Sections
        de tranchée" (French keeps 0 and 1 singular)."""
        from listbuilder.i18n import is_singular

        several = self.plural_fr if lang.startswith("fr") else self.plural
        if several and not is_singular(count, lang):
            return several
        return self.display_name(lang)

    @property
    def move_label(self) -> str:
        if self.move_text:
            return self.move_text
        return "-" if self.move_cm is None else f"{self.move_cm} cm"

    @property
    def caf_label(self) -> str:
        if self.caf_text:
            return self.caf_text
        return "-" if self.caf is None else f"{self.caf:+d}"


# --- cards ---------------------------------------------------------------------


class UnitCount(StrictModel):
    unit: Identifier
    count: int = Field(ge=0)
    transport: bool = False


class Detachment(Named, StrictModel):
    """A group of a card's fixed composition; ``count`` copies, each with ``units``."""

    name: str
    name_fr: str | None = None
    count: int = Field(default=1, ge=1)
    units: list[UnitCount]


class OptionChoice(Named, StrictModel):
    id: Identifier
    name: str
    name_fr: str | None = None
    points: int = 0
    victory_points: float = 0
    break_point: int = 0
    max: int | None = None
    units: list[UnitCount] = Field(default_factory=list)
    weapons: list[Weapon] = Field(default_factory=list)
    abilities: list[AbilityRef] = Field(default_factory=list)
    source_id: str | None = None
    """BattleScribe entry path of the choice (``link::target`` through entry links)."""
    included: int = Field(default=0, ge=0)
    """Copies already in the card's fixed composition: a BattleScribe selection of this
    entry counts them too, so its number is ``included`` plus the count chosen here."""


class OptionGroup(Named, StrictModel):
    """A choice the player makes on a card; ``instance`` ties it to one titan of a battlegroup."""

    id: Identifier
    name: str
    name_fr: str | None = None
    min: int = 0
    max: int | None = None
    instance: int | None = None
    when: str | None = None
    """``group.choice`` this group depends on (a chosen Gargant's weapons): it applies, with its
    minimum, only while that choice is taken."""
    choices: list[OptionChoice]
    source_id: str | None = None
    """BattleScribe ``entryGroupId`` path of the selectionEntryGroup, where the group is one."""
    holder: str | None = None
    """BattleScribe entry path of the part of the card whose selection holds the choices
    (a titan of a battlegroup, a chosen Gargant); none when the card's own selection does."""
    holder_name: str | None = None

    def choice(self, choice_id: str) -> OptionChoice | None:
        for choice in self.choices:
            if choice.id == choice_id:
                return choice
        return None


class Replacement(StrictModel):
    """A model already bought that a card stands in for: a ``unit`` on a card of ``card_type``
    (the Peregrine Option takes the place of a Command Falcon, the Falcon of a Special card)."""

    unit: Identifier
    card_type: CardType


class Card(Named, StrictModel):
    id: Identifier
    name: str
    name_fr: str | None = None
    type: CardType
    category: Identifier | None = None
    """The codex's own card category where it is not a plain company/support/special card."""
    free: bool = False
    unique: bool = False
    named_character: bool = False
    points: int = Field(ge=0)
    victory_points: int | float | None = Field(default=None, ge=0)
    break_point: int | None = Field(default=None, ge=0)
    morale: int | None = Field(default=None, ge=1, le=6)
    unpriced: bool = False
    """The source gives no cost: the card is not offered, and a roster holding it is illegal
    until its army book gives a real one (a 0-point card would be free to abuse)."""
    titan: bool = False
    """Titan cost rules: chassis plus weapons, rounded; VP from the rounded cost."""
    instances: int = Field(default=1, ge=1)
    """How many titans a battlegroup card holds; each chooses its own weapons."""
    tunneller: bool = False
    uses_slot: bool = True
    """False: the card takes no Support or Special slot of its company, as its own text says
    (the Peregrine Option only replaces a Falcon already bought)."""
    replaces: Replacement | None = None
    """The model the card takes the place of: the army must hold one for each such card."""
    tags: list[Identifier] = Field(default_factory=list)
    composition: list[Detachment] = Field(default_factory=list)
    options: list[OptionGroup] = Field(default_factory=list)
    abilities: list[AbilityRef] = Field(default_factory=list)
    weapons: list[Weapon] = Field(default_factory=list)
    """Weapons of the card itself (off-board barrages, fixed titan weapons)."""
    break_text: Localized | None = None
    """The break point as the book words it where it is not a plain count of models ("50 cm
    of barricade", "the bastion"); ``break_point`` is then the count the tracker ticks."""
    notes: Localized | None = None
    """The codex's own remark on the card: where a figure is a ruling's, not the book's."""
    unit_vp: dict[Identifier, int] = Field(default_factory=dict)
    """VP each model of these units gives when destroyed, by the card's own rule (ruling 13).
    ``victory_points`` is the card's whole VP and counts them already: Revenant Scout Titans
    2 × 3 = 6; a Manta Cadre 13, the Manta's 8 and 5 when the rest breaks."""
    extra_stats: dict[str, int] = Field(default_factory=dict)
    source_id: str | None = None
    source_category: str | None = None
    """BattleScribe id of the card's primary category (Company Card, Support Card...)."""

    def option_group(self, group_id: str) -> OptionGroup | None:
        for group in self.options:
            if group.id == group_id:
                return group
        return None

    def unit_ids(self) -> list[str]:
        ids = [uc.unit for det in self.composition for uc in det.units]
        ids += [uc.unit for group in self.options for ch in group.choices for uc in ch.units]
        return list(dict.fromkeys(ids))


# --- army lists ----------------------------------------------------------------


class ListSelector(StrictModel):
    """Matches army lists: every given key must match."""

    kind: ListKind | None = None
    race: Race | None = None
    book: Identifier | None = None
    list: Identifier | None = None

    @model_validator(mode="after")
    def _not_empty(self) -> ListSelector:
        if self.kind is None and self.race is None and self.book is None and self.list is None:
            raise MessageValueError("error.codex.empty_selector")
        return self


class OwnShare(StrictModel):
    min_pct: int | None = Field(default=None, ge=0, le=100)
    lists: list[Identifier] = Field(default_factory=list)


class AllyRules(StrictModel):
    max_lists: int | Literal["game-system"] | None = SYSTEM_DEFAULT
    """How many ally lists: a number, ``None`` for any number, or (unset) the game system's
    ``max_allies``."""
    may_join: bool = True
    """False: the list is never another army's ally (Tyranids neither take nor join allies)."""
    any_number_of: list[ListSelector] = Field(default_factory=list)
    """Lists the army may take as allies in any number, but only with no other ally list: the
    "(or all)" of a Chaos god's allies table covers the other gods' lists alone (ruling 16)."""
    allow: list[ListSelector] = Field(default_factory=list)
    deny: list[ListSelector] = Field(default_factory=list)


class RequiredCard(StrictModel):
    card: Identifier
    min: int = 1


class ArmyList(Named, StrictModel):
    id: Identifier
    name: str
    name_fr: str | None = None
    kind: ListKind
    race: Race
    own_share: OwnShare
    allies: AllyRules
    cards: list[str]
    """Card references: ``card_id`` for this book, ``book/card_id`` for another book."""
    required_cards: list[RequiredCard] = Field(default_factory=list)
    per_company: dict[CardType, int | None] = Field(default_factory=dict)
    """The list's own per-company limits where its army book changes the game system's
    (a Tyranid synapse creature commands any number of broods); ``None`` is no limit."""
    reason: str | None = None
    source_id: str | None = None

    def company_limit(self, card_type: CardType, system: GameSystem) -> int | None:
        if card_type in self.per_company:
            return self.per_company[card_type]
        return system.per_company(card_type)


class GameSystemSource(StrictModel):
    """The BattleScribe game system a book was imported with (a roster names it)."""

    id: str
    name: str
    revision: int | None = None


class CostTypeSource(StrictModel):
    """A BattleScribe cost type: ``field`` is ours (points, victory_points, break_point)."""

    field: str
    id: str
    name: str


class BookSource(StrictModel):
    """Where a book came from, with the BattleScribe ids a roster file needs."""

    catalogue: str
    revision: int | None = None
    id: str | None = None
    name: str | None = None
    game_system: GameSystemSource | None = None
    cost_types: list[CostTypeSource] = Field(default_factory=list)
    categories: dict[str, str] = Field(default_factory=dict)
    """Names of the primary categories the book's cards use, by BattleScribe id."""


class ArmyBook(StrictModel):
    schema_version: int = 1
    id: Identifier
    name: Localized
    race: Race | None = None
    """None for a game-wide book (``game_wide``), which belongs to no race."""
    game_wide: bool = False
    """Cards every army list may take (the structure cards, ruling 18): the book has no list
    of its own, and each of its cards is offered to every list after the list's own."""
    source: BookSource | None = None
    lists: list[ArmyList] = Field(default_factory=list)
    cards: list[Card]
    units: list[Unit] = Field(default_factory=list)

    @field_validator("cards")
    @classmethod
    def _unique_card_ids(cls, cards: list[Card]) -> list[Card]:
        seen: set[str] = set()
        for index, card in enumerate(cards):
            if card.id in seen:
                raise MessageValueError(
                    "error.codex.duplicate_card", id=repr(card.id), number=index + 1
                )
            seen.add(card.id)
        return cards

    @field_validator("units")
    @classmethod
    def _unique_unit_ids(cls, units: list[Unit]) -> list[Unit]:
        seen: set[str] = set()
        for unit in units:
            if unit.id in seen:
                raise MessageValueError("error.codex.duplicate_unit", id=repr(unit.id))
            seen.add(unit.id)
        return units
