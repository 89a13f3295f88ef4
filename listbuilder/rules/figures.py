"""Derived figures of a roster: what the summary, the GUI and the printer show.

Points per card (with options), per company with its attached cards, per
force and in total; the allies' share; VP and break point per card and in
total; the Unique allowance used and left; the VP needed to win and the number
of objectives for the game size (ruling 8); Elite re-roll tokens (§6.9: one per
Elite model).
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.records import record
from listbuilder.rules.allies import ally_allowance, min_own_share, share_pct
from listbuilder.rules.context import CompanyView, Entry, ForceView, Role, RuleContext
from listbuilder.rules.costs import ceil_div, chosen
from listbuilder.rules.findings import Text
from listbuilder.rules.uniques import unique_allowance, unique_entries

ELITE = "elite"


@record(slots=True)
class CardFigures:
    path: str
    card: str
    name: Text
    type: str | None
    points: int
    victory_points: int
    break_point: int
    titans: tuple[int, ...]
    elite_models: int
    custom: str | None = None
    """The player's own name for the card (roster ``name:``), if any."""
    break_text: Text | None = None
    """The break point in the book's words where it is no count of models (structures)."""
    titans_rounded: tuple[bool, ...] = ()
    """Per titan, whether rounding changed its cost (not in ``summary --json``)."""

    def shown(self, lang: str) -> str:
        """The name to show: the player's own, with the card's after it."""
        return _with_custom(self.custom, self.name.get(lang))


@record(slots=True)
class CompanyFigures:
    path: str
    label: Text
    card: CardFigures
    attached: tuple[CardFigures, ...]
    points: int
    victory_points: int
    break_point: int
    custom: str | None = None

    def shown(self, lang: str) -> str:
        return _with_custom(self.custom, self.label.get(lang))


@record(slots=True)
class ForceFigures:
    path: str
    list_id: str
    list_name: Text
    role: str
    points: int
    victory_points: int
    companies: tuple[CompanyFigures, ...]
    custom: str | None = None
    structures: tuple[CardFigures, ...] = ()
    """The force's structure cards (ruling 18), after its companies."""

    def shown(self, lang: str) -> str:
        return _with_custom(self.custom, self.list_name.get(lang))

    def cards(self) -> list[CardFigures]:
        """Every card of the force in roster order: companies with their cards, structures."""
        found = [card for company in self.companies for card in (company.card, *company.attached)]
        return found + list(self.structures)


def _with_custom(custom: str | None, name: str) -> str:
    """``2nd Company (Tactical Company #1)``: a player's name first, the codex's after."""
    return f"{custom} ({name})" if custom else name


@record(slots=True)
class ArmyFigures:
    name: str
    points: int
    points_limit: int | None
    base: int
    base_is_limit: bool
    victory_points: int
    break_point: int
    forces: tuple[ForceFigures, ...]
    own_points: int
    ally_points: int
    ally_pct: float
    min_own_pct: int | None
    max_ally_pct: int | None
    """The allies' allowance in percent of the base; None when no share limit applies."""
    max_ally_points: int | None
    uniques_used: int
    uniques_allowed: int
    vp_to_win: int
    objectives: int
    elite_tokens: int

    @property
    def uniques_left(self) -> int:
        return max(self.uniques_allowed - self.uniques_used, 0)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """Plain data (names in *lang*) for ``summary --json``."""
        data = _plain(asdict(self), lang)
        data["uniques_left"] = self.uniques_left
        return data


_NOT_IN_JSON = frozenset({"titans_rounded"})
"""Fields for the words only: ``summary --json`` keeps the keys it always had."""


def _plain(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return value.get(lang)
    if isinstance(value, dict):
        return {key: _plain(item, lang) for key, item in value.items() if key not in _NOT_IN_JSON}
    if isinstance(value, list | tuple):
        return [_plain(item, lang) for item in value]
    return value


def _has_elite(codex: Codex, book_id: str, unit_id: str) -> bool:
    unit = codex.unit(book_id, unit_id)
    return unit is not None and any(ability.key == ELITE for ability in unit.abilities)


def elite_models(codex: Codex, ref: CardRef, options: dict[str, int]) -> int:
    """Elite models of a card with its options (§6.9: each gives one re-roll token)."""
    book = ref.book.id
    total = sum(
        detachment.count * count.count
        for detachment in ref.card.composition
        for count in detachment.units
        if _has_elite(codex, book, count.unit)
    )
    for _, choice, n in chosen(ref.card, options):
        total += n * sum(c.count for c in choice.units if _has_elite(codex, book, c.unit))
    return total


def vp_to_win(ctx: RuleContext, game_size: int) -> int:
    """Ruling 8: 25 + 5 × ceil(P / 1000), numbers from the game system."""
    victory = ctx.system.victory
    return victory.base + victory.per_thousand * ceil_div(game_size, 1000)


def objectives(ctx: RuleContext, game_size: int) -> int:
    """§3.2, ruling 8: 8 objectives, or 6 at 2,000 points or less."""
    victory = ctx.system.victory
    if game_size <= victory.small_game_max_points:
        return victory.small_game_objectives
    return victory.objectives


def _card(ctx: RuleContext, entry: Entry, elite: dict[tuple[object, ...], int]) -> CardFigures:
    models = 0
    if entry.ref is not None:
        key = (entry.key, *entry.element.options.items())
        if key not in elite:
            elite[key] = elite_models(ctx.codex, entry.ref, entry.element.options)
        models = elite[key]
    return CardFigures(
        path=entry.path,
        card=entry.key,
        name=entry.name,
        type=entry.card_type.value if entry.card_type is not None else None,
        points=entry.cost.points,
        victory_points=entry.cost.victory_points,
        break_point=entry.cost.break_point,
        titans=entry.cost.titans,
        elite_models=models,
        custom=entry.element.name,
        break_text=entry.card.break_text if entry.card is not None else None,
        titans_rounded=entry.cost.titans_rounded,
    )


def _force_figures(
    ctx: RuleContext, force: ForceView, elite: dict[tuple[object, ...], int]
) -> ForceFigures:
    """A force's figures; *elite* counts the elite models seen so far, in the roster's
    order."""
    companies = tuple(_company_figures(ctx, company, elite) for company in force.companies)
    structures = tuple(_card(ctx, entry, elite) for entry in force.structures)
    return ForceFigures(
        path=force.path,
        list_id=force.force.list_id,
        list_name=force.list_name,
        role=force.role.value,
        points=force.points,
        victory_points=sum(company.victory_points for company in companies)
        + sum(card.victory_points for card in structures),
        companies=companies,
        custom=force.force.name,
        structures=structures,
    )


def _company_figures(
    ctx: RuleContext, company: CompanyView, elite: dict[tuple[object, ...], int]
) -> CompanyFigures:
    head = _card(ctx, company.entry, elite)
    attached = tuple(_card(ctx, entry, elite) for entry in company.attached)
    cards = (head, *attached)
    return CompanyFigures(
        path=company.path,
        label=company.label,
        card=head,
        attached=attached,
        points=company.points,
        victory_points=sum(card.victory_points for card in cards),
        break_point=sum(card.break_point for card in cards),
        custom=company.entry.element.name,
    )


def army_figures(ctx: RuleContext) -> ArmyFigures:
    """Every derived figure of the roster in *ctx*."""
    elite: dict[tuple[object, ...], int] = {}
    forces = [_force_figures(ctx, force, elite) for force in ctx.forces]
    main = ctx.main_force
    ally_points = sum(force.points for force in ctx.forces if force.role is Role.ALLY)
    base = ctx.base
    allowance = ally_allowance(ctx)
    all_cards = [card for force in forces for card in force.cards()]
    return ArmyFigures(
        name=ctx.roster.name,
        points=ctx.points,
        points_limit=ctx.points_limit,
        base=base,
        base_is_limit=ctx.base_is_limit,
        victory_points=sum(force.victory_points for force in forces),
        break_point=sum(card.break_point for card in all_cards),
        forces=tuple(forces),
        own_points=ctx.points - ally_points,
        ally_points=ally_points,
        ally_pct=share_pct(ally_points, base, allowance.max_pct if allowance else None),
        min_own_pct=(
            min_own_share(ctx, main.army_list) if main is not None and main.army_list else None
        ),
        max_ally_pct=allowance.max_pct if allowance is not None else None,
        max_ally_points=allowance.max_points if allowance is not None else None,
        uniques_used=len(unique_entries(ctx)),
        uniques_allowed=unique_allowance(ctx),
        vp_to_win=vp_to_win(ctx, base),
        objectives=objectives(ctx, base),
        elite_tokens=sum(card.elite_models for card in all_cards),
    )
