"""``listbuilder codex``: look inside the bundled army books."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from listbuilder.cli import core
from listbuilder.cli.options import ExitCode, add_lang_option
from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.display import (
    codex_ability_label,
    unit_class_text,
    unit_save_text,
    weapon_text,
)
from listbuilder.codex.loader import load_codex
from listbuilder.codex.models import Card
from listbuilder.i18n import message, normalize_language
from listbuilder.i18n.numbers import format_number, held_decimals
from listbuilder.report.numbers import break_point_text


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("codex", help="list army lists and cards of the codex")
    sub = parser.add_subparsers(dest="codex_command", metavar="WHAT", required=True)
    lists = sub.add_parser("lists", help="every army list")
    lists.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(lists, "names and labels")
    _tournament_option(lists)
    lists.set_defaults(func=cmd_lists)
    cards = sub.add_parser("cards", help="cards, all or of a book or army list")
    cards.add_argument("--book", help="only this army book (id)")
    cards.add_argument("--list", dest="list_id", help="only cards this army list may take (id)")
    cards.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(cards, "names and labels")
    _tournament_option(cards)
    cards.set_defaults(func=cmd_cards)
    show = sub.add_parser("show", help="one card in full")
    show.add_argument("card", help="card id, or book/card_id where ids repeat across books")
    show.add_argument("--json", action="store_true", help="print JSON")
    add_lang_option(show, "names and labels")
    _tournament_option(show)
    show.set_defaults(func=cmd_show)


def _tournament_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--tournament",
        metavar="PACK",
        help="a tournament pack (YAML): the codex as its house rules change it",
    )


def _codex(args: argparse.Namespace, lang: str) -> Codex:
    """The codex, as the ``--tournament`` pack changes it when one is given (a bad pack is a
    :class:`~listbuilder.errors.TournamentPackError`: exit 2)."""
    codex = codex_with_warnings(lang)
    path = getattr(args, "tournament", None)
    if path is None:
        return codex

    return core.house_rules.load_pack_codex(codex, path)[1]


def codex_with_warnings(lang: str) -> Codex:
    """The codex; each army book that does not load is a warning line in *lang*."""
    codex = load_codex()
    for error in codex.errors:
        print(f"warning: {error.describe(lang)}", file=sys.stderr)  # a fixed prefix, for grep
    return codex


def card_record(codex: Codex, ref: CardRef) -> dict[str, Any]:
    """The contract record of a card (``codex cards --json``)."""
    card = ref.card
    return {
        "book": ref.book.id,
        "id": card.id,
        "name": card.name,
        "type": card.type.value,
        "category": card.category,
        "free": card.free,
        "unique": card.unique,
        "named_character": card.named_character,
        "points": card.points,
        "break_point": card.break_point,
        "victory_points": card.victory_points,
        "morale": card.morale,
        "titan": card.titan,
        "tags": list(card.tags),
        "lists": codex.lists_of_card(ref),
        "break_text": card.break_text.en if card.break_text is not None else None,
        "notes": card.notes.en if card.notes is not None else None,
    }


def cmd_lists(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    codex = _codex(args, lang)
    records: list[dict[str, Any]] = [
        {
            "id": army_list.id,
            "book": book.id,
            "name": army_list.name,
            "name_fr": army_list.name_fr,
            "kind": army_list.kind.value,
            "race": army_list.race.value,
            "min_own_share_pct": codex.min_own_share(army_list),
            "own_share_lists": list(army_list.own_share.lists),
            "max_allies": codex.max_ally_lists(army_list),
            "cards": len(codex.list_cards(army_list.id)),
        }
        for book, army_list in codex.army_lists()
    ]
    if args.json:
        json.dump(records, sys.stdout, indent=2, ensure_ascii=False)
        print()
        return ExitCode.OK
    width = max((len(army_list.id) for _, army_list in codex.army_lists()), default=10)
    for book, army_list in codex.army_lists():
        kind = message(f"kind.{army_list.kind.value}", lang)
        print(f"{army_list.id:<{width}}  {kind:<10}  {army_list.display_name(lang)}  [{book.id}]")
    return ExitCode.OK


def cmd_cards(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    codex = _codex(args, lang)
    if args.list_id:
        if codex.army_list(args.list_id) is None:
            print(message("cli.codex.unknown_list", lang, id=repr(args.list_id)), file=sys.stderr)
            return ExitCode.UNREADABLE
        refs = codex.list_cards(args.list_id)
    else:
        refs = list(codex.cards())
    if args.book:
        if args.book not in codex.books:
            books = ", ".join(codex.books)
            text = message("cli.codex.unknown_book", lang, id=repr(args.book), books=books)
            print(text, file=sys.stderr)
            return ExitCode.UNREADABLE
        refs = [r for r in refs if r.book.id == args.book]
    records = [card_record(codex, ref) for ref in refs]
    if args.json:
        json.dump(records, sys.stdout, indent=2, ensure_ascii=False)
        print()
        return ExitCode.OK
    keys = [f"{r['book']}/{r['id']}" for r in records]
    width = max([len(key) for key in keys] + [len(message("cli.cards.card", lang))])
    print(
        f"{message('cli.cards.card', lang):<{width}} {message('cli.cards.type', lang):<9} "
        f"{message('cli.cards.points', lang):>9}  {message('cli.cards.bp', lang):>6}  "
        f"{message('cli.cards.vp', lang):>7}  {message('cli.cards.flags', lang)}"
    )
    bp_label, vp_label = message("sheet.col.bp", lang), message("sheet.col.vp", lang)
    for key, r in zip(keys, records, strict=True):
        flags = "".join(
            flag
            for flag, on in (("F", r["free"]), ("U", r["unique"]), ("N", r["named_character"]))
            if on
        )
        vp = "-" if r["victory_points"] is None else _book_number(r["victory_points"], lang)
        print(
            f"{key:<{width}} {r['type']:<9} {format_number(r['points'], lang):>5} pts  "
            f"{bp_label} {break_point_text(r['break_point'] or 0):>3}  "
            f"{vp_label} {vp:>4}  "
            f"{flags}"
        )
    print(message("cli.cards.legend", lang))
    return ExitCode.OK


def cmd_show(args: argparse.Namespace) -> int:
    lang = normalize_language(args.lang)
    codex = _codex(args, lang)
    ref = codex.find_card(args.card)
    if ref is None:
        print(message("cli.codex.unknown_card", lang, id=repr(args.card)), file=sys.stderr)
        return ExitCode.UNREADABLE
    card = ref.card
    units = [codex.unit(ref.book.id, uid) for uid in card.unit_ids()]
    if args.json:
        record = card_record(codex, ref)
        record["card"] = _dumped(card)
        record["units"] = [_dumped(unit) for unit in units if unit]
        json.dump(record, sys.stdout, indent=2, ensure_ascii=False)
        print()
        return ExitCode.OK
    label = codex_ability_label(codex, lang)
    print(f"{card.display_name(lang)}  [{ref.book.id}/{card.id}]")
    print(
        f"  {message(f'type.{card.type.value}', lang)}  {format_number(card.points, lang)} pts  "
        f"{message('sheet.col.bp', lang)} {_break_label(card, lang)}  "
        f"{message('sheet.col.vp', lang)} "
        f"{'-' if card.victory_points is None else _book_number(card.victory_points, lang)}  "
        f"{message('label.morale', lang)} "
        f"{f'{card.morale}+' if card.morale is not None else '-'}"
    )
    if card.notes is not None:
        print(f"  {card.notes.get(lang)}")
    for det in card.composition:
        parts = ", ".join(
            f"{uc.count} {codex.unit(ref.book.id, uc.unit).counted_name(uc.count, lang)}"  # type: ignore[union-attr]
            for uc in det.units
        )
        count = f"{det.count} x " if det.count > 1 else ""
        print(f"  {count}{det.display_name(lang)}: {parts}")
    for unit in units:
        if unit is None:
            continue
        print(
            f"    {unit.display_name(lang)}: {unit_class_text(unit, lang)}  "
            f"{unit.move_label}  {message('cli.show.save', lang)} {unit_save_text(unit, lang)}  "
            f"{message('card.col.caf', lang)} {unit.caf_label}"
        )
        for weapon in unit.weapons:
            print(f"      - {weapon_text(weapon, lang, label)}")
    if card.weapons:
        # weapons of the card itself (an Imperator's, a Leviathan's, off-board barrages)
        print(f"    {card.display_name(lang)}:")
        for weapon in card.weapons:
            print(f"      - {weapon_text(weapon, lang, label)}")
    for group in card.options:
        print(f"  [{group.id}] {group.display_name(lang)} (min {group.min}, max {group.max})")
        for choice in group.choices:
            name = choice.display_name(lang)
            print(
                f"      {group.id}.{choice.id}: {name}  +{format_number(choice.points, lang)} pts"
            )
    refs = [(a.key, a.param) for a in card.abilities]
    for unit in units:
        if unit:
            refs += [(a.key, a.param) for a in unit.abilities]
    for key, param in dict.fromkeys(refs):
        ability = codex.ability(key)
        if ability:
            print(f"  * {ability.display_name(lang, param)}: {ability.summary.get(lang)}")
    lists = (
        message("label.every_list", lang)
        if ref.book.game_wide
        else ", ".join(codex.lists_of_card(ref))
    )
    print(f"  {message('label.lists', lang)}: {lists}")
    return ExitCode.OK


def _dumped(value: object) -> object:
    """A codex object as the schema dumps it to JSON (defaults left out)."""
    return core.convert.to_schema(value, core.convert.schema_class(value)).model_dump(
        mode="json", exclude_defaults=True
    )


def _break_label(card: Card, lang: str) -> str:
    """The break point as the card prints it: a figure, or the book's words for a structure's."""
    if card.break_text is not None:
        return card.break_text.get(lang)
    return break_point_text(card.break_point or 0)


def _book_number(value: float, lang: str) -> str:
    """A figure as the book gives it (a titan chassis's 1.25 VP, French 1,25), grouped by
    the one rule of :mod:`listbuilder.i18n.numbers`."""
    return format_number(value, lang, held_decimals(value))
