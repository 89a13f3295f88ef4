"""House rules: the codex as a tournament pack of format ``netepic-tournament/2`` changes it.

A pack is applied by deriving a new :class:`~listbuilder.codex.codex.Codex` value, never by
special cases in the views: a changed card carries its new points, BP and VP in its army
book, and a custom card is an ordinary card of its book, offered to the lists the pack names.
So the window, the printouts, the exports, the share codes, the diff and game mode all show
the pack's figures without knowing about packs. What the rules engine lets pass (rules off,
lists that may lead, ally pairs) travels as :class:`~listbuilder.codex.codex.HouseRules` on
the derived codex, with the pack's name and hash that printouts and exports show.

The API is pure: :func:`~listbuilder.rules.tournament.load_pack` reads a pack,
:func:`apply_pack` derives the codex (the one given is left as it was).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from listbuilder.codex import schema as codex_schema
from listbuilder.codex.codex import Codex, HouseRules
from listbuilder.codex.convert import to_plain
from listbuilder.codex.models import ArmyBook, ArmyList, Card
from listbuilder.codex.plain import replace
from listbuilder.errors import RosterFileError, TournamentPackError
from listbuilder.files.yamlio import line_of
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import MAX_PACK_BYTES
from listbuilder.roster.model import PackRecord
from listbuilder.rules.codes import Code
from listbuilder.rules.pack_record import record_label
from listbuilder.rules.tournament import CustomCard, TournamentPack, load_pack, pack_from_data


def _refusal(pack: TournamentPack, place: list[int | str], message: Msg, hint: Msg) -> Exception:
    return TournamentPackError(
        message,
        file=pack.file,
        line=line_of(pack.text, place) if pack.text else None,
        field=".".join(str(step) for step in place),
        hint=hint,
    )


def apply_pack(codex: Codex, pack: TournamentPack) -> Codex:
    """The codex as *pack* changes it: new figures, the pack's own cards in their books and
    lists, and the pack's :class:`HouseRules`. Raises :class:`TournamentPackError` naming the
    pack's file, line and place when the pack names a card, list or code the codex does not
    have, or adds a card or unit whose id its book already holds."""
    books: dict[str, ArmyBook] = dict(codex.books)
    changed = _change_cards(codex, pack, books)
    custom = _add_cards(codex, pack, books)
    house = HouseRules(
        name=pack.name,
        hash=pack.hash,
        rules_off=tuple(_rules_off(pack)),
        lead_lists=frozenset(_known_lists(codex, pack, pack.rules.lead, ["rules", "lead"])),
        ally_pairs=frozenset(_ally_pairs(codex, pack)),
        changed=tuple(changed),
        custom=tuple(custom),
        content=pack.content,
    )
    return Codex(
        game_system=codex.game_system,
        abilities=codex.abilities,
        books=books,
        errors=list(codex.errors),
        house=house,
    )


def reopen_under_pack(
    codex: Codex,
    record: PackRecord,
    tournament: TournamentPack | None,
    file: str | Path | None = None,
) -> tuple[Codex, TournamentPack | None, Msg | None]:
    """The codex and pack a roster built under *record* is opened with, and what to tell the
    reader. A pack given by the caller (*tournament*, *codex* already derived from it) wins,
    with a notice when it is not the roster's; else the pack the roster carries is applied;
    a roster carrying only the pack's name and hash (a share code) is opened under the army
    books as shipped, with a notice."""
    label = record_label(record)
    if tournament is not None:
        if tournament.hash == record.hash:
            return codex, tournament, None
        now = codex.house.label if codex.house is not None else tournament.hash
        return codex, tournament, Msg("pack.notice.other", built=label, now=now)
    if record.content is None:
        return codex, None, Msg("pack.notice.missing", pack=label)
    try:
        text = json.dumps(record.content, ensure_ascii=False, default=str)
        if len(text.encode("utf-8")) > MAX_PACK_BYTES:  # a pack carried is bounded as a file
            raise TournamentPackError(
                Msg("error.roster.pack_too_large", limit=MAX_PACK_BYTES // 2**20)
            )
        pack, derived = _carried(codex, record.content, text, file)
    except TournamentPackError as exc:  # the roster's own record is at fault: named so
        field = "pack.content" + (f".{exc.field}" if exc.field else "")
        raise RosterFileError(
            Msg("error.roster.pack", reason=exc.msg), file=file, field=field, hint=exc.hint_msg
        ) from None
    if pack.hash != record.hash:
        return derived, pack, Msg("pack.notice.changed", pack=label, now=pack.hash)
    return derived, pack, Msg("pack.notice.reopened", pack=label)


_CARRIED: dict[tuple[int, str], tuple[Codex, TournamentPack, Codex]] = {}
"""Packs carried by rosters, applied: a folder of lists built under one pack derives its
codex once (its look-up index costs some 20 ms to build), not once per list."""
_CARRIED_KEPT = 4


def _carried(
    codex: Codex, content: dict[str, Any], text: str, file: str | Path | None
) -> tuple[TournamentPack, Codex]:
    found = _CARRIED.get((id(codex), text))
    if found is not None and found[0] is codex:
        return found[1], found[2]
    pack = pack_from_data(content, "", file)
    derived = apply_pack(codex, pack)
    if len(_CARRIED) >= _CARRIED_KEPT:
        _CARRIED.clear()
    _CARRIED[(id(codex), text)] = (codex, pack, derived)
    return pack, derived


def load_pack_codex(codex: Codex, path: str | Path) -> tuple[TournamentPack, Codex]:
    """The pack at *path* and the codex it derives from *codex*."""
    pack = load_pack(path)
    return pack, apply_pack(codex, pack)


# --- figures -------------------------------------------------------------------


def _change_cards(codex: Codex, pack: TournamentPack, books: dict[str, ArmyBook]) -> list[str]:
    done: list[str] = []
    for key, change in pack.cards.change.items():
        # "book/card_id", or a bare id for every book's card of that id (as /1 names cards)
        refs = [codex.card(key)] if "/" in key else [r for r in codex.cards() if r.card.id == key]
        if not refs or refs[0] is None:
            raise _refusal(
                pack,
                ["cards", "change", key],
                Msg("error.pack.unknown_card", card=key),
                Msg("error.pack.unknown_card.hint"),
            )
        updates: dict[str, Any] = {
            name: value
            for name in ("points", "break_point", "victory_points")
            if (value := getattr(change, name)) is not None
        }
        if "points" in updates:
            updates["unpriced"] = False  # a price the club gives is a price
        for ref in refs:
            assert ref is not None
            book = books[ref.book.id]
            cards = [replace(c, **updates) if c.id == ref.card.id else c for c in book.cards]
            books[book.id] = replace(book, cards=cards)
            done.append(ref.key)
    return done


# --- custom cards ----------------------------------------------------------------


def _add_cards(codex: Codex, pack: TournamentPack, books: dict[str, ArmyBook]) -> list[str]:
    keys: list[str] = []
    for index, custom in enumerate(pack.cards.add):
        place: list[int | str] = ["cards", "add", index]
        book = books.get(custom.book)
        if book is None:
            raise _refusal(
                pack,
                [*place, "book"],
                Msg("error.pack.unknown_book", book=custom.book),
                Msg("error.pack.unknown_book.hint", books=", ".join(sorted(codex.books))),
            )
        if any(card.id == custom.id for card in book.cards):
            raise _refusal(
                pack,
                [*place, "id"],
                Msg("error.pack.card_exists", card=f"{book.id}/{custom.id}"),
                Msg("error.pack.card_exists.hint"),
            )
        _check_units(pack, place, book, custom)
        _check_abilities(codex, pack, place, custom)
        fields = {name: getattr(custom, name) for name in codex_schema.Card.model_fields}
        # an id of the codex's own for BattleScribe rosters, as the structure cards have
        own = f"listbuilder-house-{book.id}-{custom.id}"
        fields["source_id"] = custom.source_id or own
        fields["options"] = [_with_ids(group, own) for group in custom.options]
        card: Card = to_plain(codex_schema.Card.model_validate(fields))
        units = [*book.units, *to_plain(list(custom.units))]
        book = replace(book, cards=[*book.cards, card], units=units)
        books[book.id] = book
        key = f"{book.id}/{card.id}"
        lists = custom.lists
        if lists is None:
            if book.game_wide:  # offered to every list already (ruling 18)
                keys.append(key)
                continue
            lists = tuple(army_list.id for army_list in book.lists)
        for list_id in _known_lists(codex, pack, lists, [*place, "lists"]):
            owner_id = _book_of_list(books, list_id)
            owner = books[owner_id]
            ref = card.id if owner_id == book.id else key
            owner_lists = [_with_card(army_list, list_id, ref) for army_list in owner.lists]
            books[owner_id] = replace(owner, lists=owner_lists)
        keys.append(key)
    return keys


def _with_ids(group: codex_schema.OptionGroup, own: str) -> codex_schema.OptionGroup:
    """*group* with an id of the codex's own on each choice that has none, so a BattleScribe
    roster carries the option (and reads it back)."""
    choices = [
        choice
        if choice.source_id
        else choice.model_copy(update={"source_id": f"{own}-{group.id}-{choice.id}"})
        for choice in group.choices
    ]
    return group.model_copy(update={"choices": choices})


def _book_of_list(books: dict[str, ArmyBook], list_id: str) -> str:
    for book in books.values():
        if any(army_list.id == list_id for army_list in book.lists):
            return book.id
    raise KeyError(list_id)  # _known_lists checked it


def _with_card(army_list: ArmyList, list_id: str, ref: str) -> ArmyList:
    if army_list.id != list_id or ref in army_list.cards:
        return army_list
    return replace(army_list, cards=[*army_list.cards, ref])


def _check_units(
    pack: TournamentPack, place: list[int | str], book: ArmyBook, custom: CustomCard
) -> None:
    known = {unit.id for unit in book.units}
    for index, unit in enumerate(custom.units):
        if unit.id in known:
            raise _refusal(
                pack,
                [*place, "units", index, "id"],
                Msg("error.pack.unit_exists", unit=unit.id, book=book.id),
                Msg("error.pack.unit_exists.hint"),
            )
        known.add(unit.id)
    for unit_id in _unit_refs(custom):
        if unit_id not in known:
            raise _refusal(
                pack,
                [*place],
                Msg("error.pack.unknown_unit", unit=unit_id, book=book.id),
                Msg("error.pack.unknown_unit.hint"),
            )


def _unit_refs(custom: CustomCard) -> list[str]:
    ids = [uc.unit for det in custom.composition for uc in det.units]
    ids += [uc.unit for group in custom.options for ch in group.choices for uc in ch.units]
    if custom.replaces is not None:
        ids.append(custom.replaces.unit)
    return list(dict.fromkeys(ids))


def _check_abilities(
    codex: Codex, pack: TournamentPack, place: list[int | str], custom: CustomCard
) -> None:
    """Every ability the card or its units name is one the codex words (a printout and the
    ability reference look each up)."""
    refs = [ref.key for ref in custom.abilities]
    for unit in custom.units:
        refs += [ref.key for ref in unit.abilities]
        for weapon in unit.weapons:
            refs += [ref.key for ref in (*weapon.abilities, *weapon.close_combat_abilities)]
    for weapon in custom.weapons:
        refs += [ref.key for ref in (*weapon.abilities, *weapon.close_combat_abilities)]
    for key in refs:
        if key not in codex.abilities:
            raise _refusal(
                pack,
                place,
                Msg("error.pack.unknown_ability", ability=key),
                Msg("error.pack.unknown_ability.hint"),
            )


# --- rules ---------------------------------------------------------------------


def _rules_off(pack: TournamentPack) -> list[tuple[str, str]]:
    known = {code.value for code in Code}
    for code in pack.rules.off:
        if code not in known:
            raise _refusal(
                pack,
                ["rules", "off", code],
                Msg("error.pack.unknown_code", code=code),
                Msg("error.pack.unknown_code.hint"),
            )
    return list(pack.rules.off.items())


def _known_lists(
    codex: Codex,
    pack: TournamentPack,
    lists: tuple[str, ...],
    place: list[int | str],
    *,
    keyed: bool = False,
) -> list[str]:
    """*lists*, each an army list of the codex; the place of one that is not is *place* and
    its index (with *keyed*, the list is the key of a mapping: *place* and its id)."""
    for index, list_id in enumerate(lists):
        if codex.army_list(list_id) is None:
            raise _refusal(
                pack,
                [*place, list_id if keyed else index],
                Msg("error.pack.unknown_list", list=list_id),
                Msg("error.pack.unknown_list.hint"),
            )
    return list(lists)


def _ally_pairs(codex: Codex, pack: TournamentPack) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for main, allies in pack.rules.allies.items():
        _known_lists(codex, pack, (main,), ["rules", "allies"], keyed=True)
        for ally in _known_lists(codex, pack, allies, ["rules", "allies", main]):
            pairs.append((main, ally))
    return pairs
