"""A card's chosen options in short, each said with whose it is: the text exports, the
roster sheet and the army cards' composition word them here.

An option group belongs to a part of its card: one titan of a battlegroup (the group's
``instance``) and, within the card, the unit or detachment whose selection holds the
choices (``holder_name``: an Imperial Guard company's HQ and its Commissar each choose a
transport); a group that applies only while a choice is taken belongs with that choice.
Options of one owner are listed together. A part is named only where a reader
could not tell otherwise: ``#2`` for a battlegroup's second titan, the owner when the
options of one titan (or of a card without titans) come from more than one part, or beside
a battlegroup's titans. So a Warlord's weapons stay one plain list, and a Guard company's
read ``Tactical Company HQ: Command Rhino; Company Commissar: Command Rhino``.
"""

from __future__ import annotations

from listbuilder.codex.models import Card, OptionGroup
from listbuilder.i18n import message
from listbuilder.records import record
from listbuilder.rules.context import RuleContext
from listbuilder.rules.costs import chosen, split_option


@record(slots=True)
class OptionPart:
    """The options of one owner, worded: ``label`` is empty when none is needed."""

    label: str
    names: tuple[str, ...]
    """``Volcano Cannon``, ``Chain Fist x2``."""
    instance: int | None = None
    """The titan of a battlegroup the part is for."""
    owner: str | None = None
    """The owner, where the label names it."""

    def text(self, lang: str) -> str:
        names = ", ".join(self.names)
        if not self.label:
            return names
        return message("export.options.owned", lang, owner=self.label, choices=names)


def _owning_group(card: Card, group: OptionGroup) -> OptionGroup:
    """The group whose owner *group*'s choices belong to: a group that applies only while a
    choice is taken (a chosen Warhound's weapons, ``when``) belongs where that choice does,
    so the chassis and its weapons read as one titan's."""
    seen = {group.id}
    while group.when:
        parent = card.option_group(group.when.partition(".")[0])
        if parent is None or parent.id in seen:
            break
        seen.add(parent.id)
        group = parent
    return group


def owner_name(card: Card, group: OptionGroup, lang: str) -> str | None:
    """The part of *card* that holds *group*'s choices, in *lang* where the codex has the
    name (a detachment of the card's composition, or the head of a ``Holder: Group`` group
    name); None when the card itself holds them."""
    group = _owning_group(card, group)
    holder = group.holder_name
    if not holder:
        return None
    for detachment in card.composition:
        if detachment.name == holder:
            return detachment.display_name(lang)
    if group.name.startswith(holder + ":"):
        head = group.display_name(lang).partition(":")[0].strip()
        if head:
            return head
    return holder


def option_parts(card: Card, options: dict[str, int], lang: str) -> list[OptionPart]:
    """*options* of *card*, one :class:`OptionPart` per owner, in the card's order: the card's
    own parts first, then each titan of a battlegroup."""
    parts: dict[tuple[int | None, str | None], list[str]] = {}
    for group, choice, count in chosen(card, options):
        instance = group.instance if card.instances > 1 else None
        name = choice.display_name(lang)
        parts.setdefault((instance, owner_name(card, group, lang)), []).append(
            name if count == 1 else f"{name} x{count}"
        )
    # the card's own first, then each titan; within each, the card's own choices first
    keys = sorted(parts, key=lambda key: (-1 if key[0] is None else key[0], key[1] is not None))
    instances = {instance for instance, _ in keys}
    out = []
    for instance, owner in keys:
        owners = {o for i, o in keys if i == instance}
        named = owner is not None and (len(owners) > 1 or (instance is None and len(instances) > 1))
        label = " ".join(
            text
            for text in (owner if named else None, None if instance is None else f"#{instance}")
            if text
        )
        shown_owner = owner if named else None
        out.append(OptionPart(label, tuple(parts[instance, owner]), instance, shown_owner))
    return out


def choice_owner(card: Card, group: OptionGroup, parts: list[OptionPart], lang: str) -> str | None:
    """The owner to name beside a choice of *group* (``Command Rhino (Company Commissar)``),
    by the rule of *parts* (:func:`option_parts` of the card): None where it goes unsaid."""
    instance = group.instance if card.instances > 1 else None
    owner = owner_name(card, group, lang)
    named = any(part.owner == owner and part.instance == instance for part in parts)
    return owner if owner is not None and named else None


def choice_names(card: Card, options: dict[str, int], lang: str) -> dict[str, str]:
    """Each known option id of *options* worded for a reader, counts aside: ``Command Rhino
    (Company Commissar)`` where :func:`choice_owner` names its owner (the comparison's
    option changes say whose a choice is as the exports do)."""
    present = {key: max(count, 1) for key, count in options.items()}
    parts = option_parts(card, present, lang)
    names: dict[str, str] = {}
    for key in present:
        group_id, choice_id = split_option(key)
        group = card.option_group(group_id)
        choice = group.choice(choice_id) if group is not None else None
        if group is None or choice is None:
            continue
        name = choice.display_name(lang)
        if card.instances > 1 and group.instance is not None:
            name = f"{name} #{group.instance}"
        owner = choice_owner(card, group, parts, lang)
        if owner:
            name = message("export.options.choice-owner", lang, choice=name, owner=owner)
        names[key] = name
    return names


def options_text(card: Card, options: dict[str, int], lang: str) -> str:
    """The parts of :func:`option_parts` on one line: ``Volcano Cannon, Chain Fist x2``;
    ``#1: Plasma Blastgun; #2: Vulcan Mega-Bolter``."""
    separator = message("export.options.separator", lang)
    return separator.join(part.text(lang) for part in option_parts(card, options, lang))


def options_by_path(ctx: RuleContext, lang: str) -> dict[str, list[OptionPart]]:
    """Every card's :func:`option_parts`, by its element path (``forces[0].companies[1]``);
    cards without options (or unknown to the codex) are left out."""
    found: dict[str, list[OptionPart]] = {}
    for force in ctx.forces:
        entries = [e for c in force.companies for e in (c.entry, *c.attached)]
        for entry in [*entries, *force.structures]:
            if entry.card is not None and entry.element.options:
                parts = option_parts(entry.card, entry.element.options, lang)
                if parts:
                    found[entry.path] = parts
    return found
