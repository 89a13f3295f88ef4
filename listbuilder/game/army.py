"""A roster read for play: per card, the models that can be lost, its break point, VP, morale.

NetEpic Gold §3.3–3.4. A card is broken once the models destroyed from it reach its break
point; the opponent then scores its VP once. Some cards are read here as follows (our
readings, noted because the book leaves them open):

* A card printed with no break point (characters, super-heavy vehicles, daemons) is broken
  when every one of its models is destroyed.
* A titan card gives no VP on breaking: each titan gives its own VP when it is destroyed
  (§3.3, a squadron's titans each their own).
* A card whose own rule gives VP per model (ruling 13: Revenant Scout Titans, a Manta)
  scores those VP as each such model is destroyed, and the rest of its VP on breaking.
* Transports count as models of their card (the book's card counts Rhinos in its break point).
* A structure card (ruling 18) stands outside every company; its boxes are its sections or
  buildings: a barricade's 100 cm are twenty 5 cm sections (its structural integrity is one
  per 5 cm) and it breaks at ten, its "50 cm of barricade"; a bastion breaks when destroyed.
"""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import Card, CardType, OptionChoice, OptionGroup
from listbuilder.i18n import DEFAULT_LANGUAGE, LANGUAGES, message
from listbuilder.i18n.text import Text
from listbuilder.records import record
from listbuilder.roster.model import Roster
from listbuilder.rules.context import Entry, RuleContext, build_context, with_custom
from listbuilder.rules.costs import ceil_div, chosen, split_option
from listbuilder.rules.figures import objectives, vp_to_win
from listbuilder.rules.option_words import choice_names


@record(slots=True)
class LossRow:
    """One detachment's row of loss boxes, one box per model."""

    label: Text
    models: int


@record(slots=True)
class Destructible:
    """A model scored on its own destruction: a titan, or a model a card's rule prices."""

    label: Text
    victory_points: int


@record(slots=True)
class GameCard:
    """One card of the roster as it is tracked in a game."""

    path: str
    force: int
    company: int | None
    """None for a structure card (ruling 18), which stands outside every company."""
    attached: int | None
    key: str
    name: Text
    company_label: Text
    card_type: str | None
    points: int
    break_point: int
    """As the card prints it with its options; 0 when it prints none."""
    victory_points: int
    """The card's whole VP: what it gives on breaking plus what its destructibles give."""
    morale: int | None
    """Passes on this roll or more (§3.4); None for units that never test (robots, fearless)."""
    rows: tuple[LossRow, ...]
    destructibles: tuple[Destructible, ...]
    break_text: Text | None = None
    """The break point in the book's words where it is no count of models (structures)."""

    @property
    def heading(self) -> Text:
        """What the card's row is called: a company card by its company (``#1``), any other
        card by its own name."""
        return self.company_label if self.attached is None and not self.is_structure else self.name

    @property
    def is_structure(self) -> bool:
        """A structure card (ruling 18): it stands outside every company."""
        return self.company is None

    @property
    def models(self) -> int:
        """The models the card fields: its loss boxes, or its titans for a titan card."""
        boxes = sum(row.models for row in self.rows)
        return boxes if boxes else len(self.destructibles)

    @property
    def boxes(self) -> int:
        return sum(row.models for row in self.rows)

    @property
    def breaks_at(self) -> int | None:
        """Losses that break the card; None when losses never break it (a titan card)."""
        if self.break_point > 0:
            return self.break_point
        return self.boxes or None

    @property
    def break_vp(self) -> int:
        """VP the opponent scores when the card breaks (the destructibles' VP apart)."""
        return max(self.victory_points - sum(d.victory_points for d in self.destructibles), 0)

    @property
    def is_company(self) -> bool:
        return (
            self.company is not None
            and self.attached is None
            and self.card_type in (CardType.COMPANY.value, None)
        )

    @property
    def morale_tests(self) -> int:
        """How many morale tests breaking calls for: each detachment of a company tests on
        its own (§3.4); any other card is one detachment."""
        return max(len(self.rows), 1) if self.is_company else 1


@record(slots=True)
class GameArmy:
    """Every card of a roster in roster order, with the game size's victory figures."""

    name: str
    points: int
    game_size: int
    vp_to_win: int
    objectives: int
    points_per_vp: int
    forces: tuple[Text, ...]
    """Each force as the roster tree names it (the player's name, then the list's), by force
    index."""
    roles: tuple[str, ...]
    """Each force's role (``main``, ``own``, ``ally``), by force index."""
    cards: tuple[GameCard, ...]

    def card(self, path: str) -> GameCard | None:
        return next((card for card in self.cards if card.path == path), None)

    def bastion_vp(self, points: int) -> int:
        """A bastion armed with a weapon gives cost / 100 VP, rounded up, as a titan (§3.3)."""
        return ceil_div(max(points, 0), self.points_per_vp)


def _rows(card: Card, entry: Entry) -> list[LossRow]:
    rows: list[LossRow] = []
    for det in card.composition:
        models = sum(count.count for count in det.units)
        for n in range(det.count):
            label = det.names if det.count == 1 else det.names.with_suffix(f" {n + 1}")
            if models:
                rows.append(LossRow(label, models))
    options = {key: count for key, count in entry.element.options.items() if count > 0}
    # each language's words, with the owner where a card's parts choose alike: the HQ's
    # Command Chimera and the Commissar's are two rows told apart (rules.option_words)
    worded = {lang: choice_names(card, options, lang) for lang in LANGUAGES}
    for key, count in options.items():
        group, choice = _choice(card, key)
        if group is None or choice is None:
            continue
        models = sum(unit.count for unit in choice.units) * count
        if models:
            english = worded[DEFAULT_LANGUAGE][key]
            label = Text.from_mapping(
                {lang: worded[lang][key] for lang in LANGUAGES if worded[lang][key] != english}
                | {DEFAULT_LANGUAGE: english}
            )
            rows.append(LossRow(label, models))
    return rows


def _choice(card: Card, key: str) -> tuple[OptionGroup | None, OptionChoice | None]:
    group_id, choice_id = split_option(key)
    group = card.option_group(group_id)
    return group, group.choice(choice_id) if group is not None else None


def _destructibles(card: Card, entry: Entry, ctx: RuleContext) -> list[Destructible]:
    if card.titan and not card.unit_vp:
        name = card.names
        per_vp = ctx.system.points_per_vp or 100
        titans = entry.cost.titans
        return [
            Destructible(
                name if len(titans) == 1 else name.with_suffix(f" #{i + 1}"), ceil_div(cost, per_vp)
            )
            for i, cost in enumerate(titans)
        ]
    found: list[Destructible] = []
    book = entry.ref.book.id if entry.ref is not None else ""
    counts: dict[str, int] = {}
    for det in card.composition:
        for unit in det.units:
            counts[unit.unit] = counts.get(unit.unit, 0) + det.count * unit.count
    for _, choice, n in chosen(card, entry.element.options):
        for unit in choice.units:
            counts[unit.unit] = counts.get(unit.unit, 0) + n * unit.count
    for unit_id, vp in card.unit_vp.items():
        model = ctx.codex.unit(book, unit_id)
        label = model.names if model is not None else Text(unit_id)
        total = counts.get(unit_id, 0)
        found += [
            Destructible(label if total == 1 else label.with_suffix(f" #{i + 1}"), vp)
            for i in range(total)
        ]
    return found


def own_name(name: str | None, book: Text) -> Text:
    """The name the player gave (F2), in every language; the book's name otherwise."""
    return Text(name) if name and name.strip() else book


def game_card(entry: Entry, company_label: Text, ctx: RuleContext) -> GameCard:
    """One roster entry read for play (an unknown card fields nothing and is worth nothing)."""
    card = entry.card
    rows: list[LossRow] = []
    destructibles: list[Destructible] = []
    morale: int | None = None
    if card is not None:
        destructibles = _destructibles(card, entry, ctx)
        rows = _rows(card, entry)
        morale = card.morale
        if (
            destructibles
            and not entry.cost.break_point
            and sum(d.victory_points for d in destructibles) >= entry.cost.victory_points
        ):
            rows = []  # every model is scored on its own: the card has nothing left to break
    return GameCard(
        path=entry.path,
        force=entry.force,
        company=entry.company,
        attached=entry.attached,
        key=entry.key,
        name=own_name(entry.element.name, entry.name),
        company_label=company_label,
        card_type=entry.card_type.value if entry.card_type is not None else None,
        points=entry.cost.points,
        break_point=entry.cost.break_point,
        victory_points=entry.cost.victory_points,
        morale=morale,
        rows=tuple(rows),
        destructibles=tuple(destructibles),
        break_text=card.break_text if card is not None else None,
    )


def game_army(ctx: RuleContext) -> GameArmy:
    """The roster in *ctx* read for play; its game size is the points base (ruling 2)."""
    structures = Text.from_mapping(
        {lang: message("summary.structures.short", lang) for lang in LANGUAGES}
    )
    cards = [
        card
        for force in ctx.forces
        for card in [
            *(
                game_card(entry, own_name(company.entry.element.name, company.label), ctx)
                for company in force.companies
                for entry in (company.entry, *company.attached)
            ),
            *(game_card(entry, structures, ctx) for entry in force.structures),
        ]
    ]
    return GameArmy(
        name=ctx.roster.name,
        points=ctx.points,
        game_size=ctx.base,
        vp_to_win=vp_to_win(ctx, ctx.base),
        objectives=objectives(ctx, ctx.base),
        points_per_vp=ctx.system.points_per_vp or 100,
        forces=tuple(with_custom(force.force.name, force.list_name) for force in ctx.forces),
        roles=tuple(force.role.value for force in ctx.forces),
        cards=tuple(cards),
    )


def roster_army(roster: Roster, codex: Codex, *, points_limit: int | None = None) -> GameArmy:
    """:func:`game_army` of a roster not yet resolved against the codex."""
    return game_army(build_context(roster, codex, points_limit=points_limit))
