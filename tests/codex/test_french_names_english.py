"""Every card, unit and weapon a French player sees keeps an English name only for a reason
(issue 31, item 10).

A name stays English when it is made only of words the French rulebook and players keep (the
glossary's ``keep`` list: Land Raider, Warhound, Blood Angels), or when
``codex_data/overlay/i18n/english_names_fr.yaml`` names it: ``kept`` with its reason, or
``untranslated``, the names still waiting for a glossary word (that list may only shrink).
"""

from __future__ import annotations

from collections.abc import Iterator

import yaml

from listbuilder import paths
from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.catalogue_import.importer import GLOSSARY_FR
from listbuilder.interop.battlescribe.catalogue_import.names_fr import FrenchNamer, load_glossary

REASONS = paths.codex_data_dir() / "overlay" / "i18n" / "english_names_fr.yaml"


def _seen(codex: Codex) -> Iterator[tuple[str, str, str | None]]:
    """(kind, English, French) of every card, unit and weapon of the books."""
    for book in codex.books.values():
        for card in book.cards:
            yield "card", card.name, card.name_fr
            yield from (("weapon", w.name, w.name_fr) for w in card.weapons)
            for group in card.options:
                for choice in group.choices:
                    yield from (("weapon", w.name, w.name_fr) for w in choice.weapons)
        for unit in book.units:
            yield "unit", unit.name, unit.name_fr
            yield from (("weapon", w.name, w.name_fr) for w in unit.weapons)


def _reasons() -> tuple[dict[str, str], set[str]]:
    data = yaml.safe_load(REASONS.read_text(encoding="utf-8"))
    return dict(data.get("kept") or {}), set(data.get("untranslated") or [])


def english_names(codex: Codex) -> dict[str, str]:
    """English name -> why it stays English; a name without a reason maps to ""."""
    namer = FrenchNamer(load_glossary(paths.codex_data_dir() / "overlay" / GLOSSARY_FR))
    kept, untranslated = _reasons()
    found: dict[str, str] = {}
    for _, name, french in _seen(codex):
        if french and french != name:
            continue
        if name in kept:
            found[name] = kept[name]
        elif namer.known(name):
            found[name] = "made only of words the French rulebook and players keep (glossary)"
        elif name in untranslated:
            found[name] = "not translated yet: a word of it is missing from the glossary"
        else:
            found[name] = ""
    return found


def test_every_name_left_in_english_has_a_reason(codex: Codex) -> None:
    found = english_names(codex)
    assert sorted(name for name, reason in found.items() if not reason) == []


def test_the_reasons_file_names_only_names_still_in_english(codex: Codex) -> None:
    """A name translated since leaves the file: the untranslated list only shrinks."""
    found = english_names(codex)
    kept, untranslated = _reasons()
    assert sorted((set(kept) | untranslated) - set(found)) == []
    assert all(reason.strip() for reason in kept.values())


def test_the_names_players_met_in_english_are_french_now(codex: Codex) -> None:
    french = {name: fr for _, name, fr in _seen(codex) if fr}
    assert french["Tactical Company HQ"] == "QG de la compagnie tactique"
    assert french["Warlord Titan Battlegroup"] == "Escadron de Titans Warlord"
    assert french["Bloodthirster"] == "Buveur de Sang"
    assert french["Chaos Renegades"] == "Renégats du Chaos"
    assert french["Weapon Head"] == "Tête d'armes"
    assert french["Multiple Rocket Launcher"] == "Lance-roquettes multiple"
    for name in (
        "Grey Knights Detachment",
        "Mutilator Dreadnought Squad",
        "Hammerhead Squadron - Mk1/2",
        "Gyrocopter Wing",
    ):
        assert french.get(name, name) != name, name
    shown = {fr for _, _, fr in _seen(codex) if fr}
    assert "Escouade HQ de la Compagnie" not in shown
    assert "Land Raider" not in english_names(codex) or english_names(codex)["Land Raider"]
