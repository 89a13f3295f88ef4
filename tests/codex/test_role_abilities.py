"""Command and Headquarters (HQ) stay on the stands the book gives them (issue 31, item 2).

An HQ stand cannot be shot unless it is the closest target, so a line squad or a transport that
wrongly carries the HQ's abilities changes the game at the table. The BattleScribe source links
these rules on the entry of an HQ or command stand that reuses a line profile (a Command Rhino is
a Rhino, a mechanized company's HQ stands are Tactical Squads); the importer gives such a stand a
unit of its own. These checks read the shipped books: every place where a role ability sits on a
squad beside its HQ, or on a transport, must be a case the book itself makes, listed below with
its source line.
"""

from __future__ import annotations

from collections import Counter

from listbuilder.codex.codex import Codex

ROLE_ABILITIES = ("command", "headquarters_hq")

# (book, unit) of a squad with a role ability beside its card's HQ, and why the book says so.
KEPT_SQUADS: dict[tuple[str, str], str] = {
    ("orks", "nobz_squad"): (
        "Orks.cat l.156-160: Nobz Squad entries link Command, Elite and Headquarters (HQ); "
        "a Warboss leads a mob of Nobz who are all HQ stands"
    ),
    ("squats", "hearthguard"): (
        "Squats.cat l.435-446: the Hearthguard entry links Headquarters (HQ); they are the "
        "Warlord's bodyguard, HQ stands themselves"
    ),
}

# (book, unit) of a transport that carries a role ability, and why the book says so.
KEPT_TRANSPORTS: dict[tuple[str, str], str] = {
    ("adeptus_astartes", "command_land_raider_crusader"): (
        "Adeptus Astartes.cat: the Command Land Raider Crusader entry links Command and HQ"
    ),
    ("adeptus_astartes", "land_raider_hq"): (
        "Adeptus Astartes.cat: the Land Raider HQ entry links Command and HQ"
    ),
    ("adeptus_mechanicus", "command_chimera"): (
        "Adeptus Mechanicus.cat: the Command Chimera entry links Command"
    ),
    ("adeptus_mechanicus", "rhino"): (
        "Adeptus Mechanicus.cat l.1093-1440: every Rhino of the book is a Command Rhino (or the "
        "FO Rhino) linked to Command; no line Rhino shares the unit"
    ),
    ("chaos", "command_chaos_land_raider"): (
        "Chaos.cat: the Command Chaos Land Raider entry links Command and HQ"
    ),
    ("chaos", "plague_tower"): (
        "Chaos.cat: the Plague Tower is a Nurgle command war engine; its entry links Command and HQ"
    ),
    ("imperial_guard", "command_chimera"): (
        "Imperial Guard.cat l.605-610: the HQ Transport's Command Chimera links Command"
    ),
    ("imperial_guard", "command_gorgon"): (
        "Imperial Guard.cat: the Gorgon company's Command Gorgon links Command"
    ),
    ("imperial_guard", "command_rhino"): (
        "Imperial Guard.cat l.587-592: the HQ Transport's Command Rhino links Command"
    ),
    ("squats", "robot_command_vehicle"): (
        "Squats.cat: the Robot Command Vehicle is a command vehicle; its entry links Command"
    ),
}


def _kinds(codex: Codex, book: str, unit: str) -> set[str]:
    found = codex.unit(book, unit)
    return {a.key for a in (found.abilities if found is not None else ())}


def _squads_beside_their_hq(codex: Codex) -> dict[tuple[str, str], set[str]]:
    """(book, unit) -> cards where that squad (3 stands or more in one place) carries a role
    ability that another, non-transport unit of the same card carries too."""
    found: dict[tuple[str, str], set[str]] = {}
    for book in codex.books.values():
        for card in book.cards:
            counts: Counter[str] = Counter()
            for det in card.composition:
                for uc in det.units:
                    counts[uc.unit] = max(counts[uc.unit], uc.count * det.count)
            for group in card.options:
                for choice in group.choices:
                    for uc in choice.units:
                        counts[uc.unit] = max(counts[uc.unit], uc.count)
            for ability in ROLE_ABILITIES:
                holders = [
                    u
                    for u in counts
                    if ability in _kinds(codex, book.id, u)
                    and "transport" not in _kinds(codex, book.id, u)
                ]
                if len(holders) < 2:
                    continue
                for unit in holders:
                    if counts[unit] >= 3:
                        found.setdefault((book.id, unit), set()).add(card.id)
    return found


def test_guard_tactical_squads_and_rhinos_are_not_hq(codex: Codex) -> None:
    assert _kinds(codex, "imperial_guard", "tactical_squad").isdisjoint(ROLE_ABILITIES)
    assert "command" not in _kinds(codex, "imperial_guard", "rhino")
    assert "command" not in _kinds(codex, "imperial_guard", "chimera")
    # the HQ stands and the HQ's own transport keep theirs
    assert set(ROLE_ABILITIES) <= _kinds(codex, "imperial_guard", "tactical_company_hq")
    assert set(ROLE_ABILITIES) <= _kinds(codex, "imperial_guard", "mechanized_tactical_company_hq")
    assert "command" in _kinds(codex, "imperial_guard", "command_rhino")


def test_a_squad_shares_its_hq_abilities_only_where_the_book_says_so(codex: Codex) -> None:
    found = _squads_beside_their_hq(codex)
    assert sorted(set(found) - set(KEPT_SQUADS)) == []
    assert sorted(set(KEPT_SQUADS) - set(found)) == [], "a kept case no longer happens: drop it"


def test_a_transport_has_command_only_where_the_book_says_so(codex: Codex) -> None:
    found = {
        (book.id, unit.id)
        for book in codex.books.values()
        for unit in book.units
        if "transport" in _kinds(codex, book.id, unit.id)
        and not _kinds(codex, book.id, unit.id).isdisjoint(ROLE_ABILITIES)
    }
    assert sorted(found - set(KEPT_TRANSPORTS)) == []
    assert sorted(set(KEPT_TRANSPORTS) - found) == [], "a kept case no longer happens: drop it"


def test_every_card_in_a_company_sees_its_line_squads_without_hq(codex: Codex) -> None:
    """The Guard's infantry companies: the platoons' squads are plain, only the HQ is HQ."""
    guard = codex.books["imperial_guard"]
    for card_id in ("tactical_infantry_company", "mechanized_tactical_company"):
        card = next(c for c in guard.cards if c.id == card_id)
        line = [
            uc.unit
            for det in card.composition
            for uc in det.units
            if "HQ" not in det.name and uc.unit.endswith("tactical_squad")
        ]
        assert line, card_id
        assert all(_kinds(codex, "imperial_guard", u).isdisjoint(ROLE_ABILITIES) for u in line)
