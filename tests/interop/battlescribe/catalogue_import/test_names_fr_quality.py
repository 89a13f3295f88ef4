"""French names of the real army books, second pass (issue 20): one French name per English
name within a list, no English ordinal left, adjectives agreeing with their noun."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from difflib import SequenceMatcher

from listbuilder import paths
from listbuilder.codex.codex import CardRef, Codex
from listbuilder.interop.battlescribe.catalogue_import.importer import GLOSSARY_FR
from listbuilder.interop.battlescribe.catalogue_import.names_fr import FrenchNamer, load_glossary


def _names(codex: Codex, ref: CardRef) -> Iterator[tuple[str, str | None]]:
    """(English, French) of a card and of everything printed on it."""
    card = ref.card
    yield card.name, card.name_fr
    for detachment in card.composition:
        yield detachment.name, detachment.name_fr
        for count in detachment.units:
            unit = codex.unit(ref.book.id, count.unit)
            if unit is not None:
                yield unit.name, unit.name_fr
                yield from ((w.name, w.name_fr) for w in unit.weapons)
    for group in card.options:
        yield group.name, group.name_fr
        for choice in group.choices:
            yield choice.name, choice.name_fr
            yield from ((w.name, w.name_fr) for w in choice.weapons)
    yield from ((w.name, w.name_fr) for w in card.weapons)


def _same_name(a: str, b: str) -> bool:
    """Spellings of one name: case, hyphens, a plural s, a one-letter slip (Batlecannon)."""

    def bare(text: str) -> str:
        text = re.sub(r"\s*#\d+$", "", text)
        return re.sub(r"[^a-z]", "", text.lower()).removesuffix("s")

    return bare(a) == bare(b) or SequenceMatcher(None, bare(a), bare(b)).ratio() >= 0.95


def test_two_english_names_never_share_a_french_name_within_a_list(codex: Codex) -> None:
    clashes = []
    for _, army_list in codex.army_lists():
        english: dict[str, set[str]] = defaultdict(set)
        for ref in codex.list_cards(army_list.id):
            for name, french in _names(codex, ref):
                if french:
                    english[re.sub(r"\s*#\d+$", "", french)].add(name)
        for french, names in english.items():
            first, *others = sorted(names)
            if any(not _same_name(first, other) for other in others):
                clashes.append(f"{army_list.id}: {french} <- {sorted(names)}")
    assert clashes == []


def test_no_english_ordinal_is_left_in_a_french_name(codex: Codex) -> None:
    left = {
        french
        for book in codex.books.values()
        for card in book.cards
        for _, french in _names(codex, CardRef(book, card))
        if french and re.search(r"\b\d+(st|nd|rd|th)\b", french)
    }
    assert left == set()
    assert FrenchNamer(load_glossary(paths.codex_data_dir() / "overlay" / GLOSSARY_FR)).french(
        "1st Company"
    ) == ("1re Compagnie")


def test_adjectives_agree_with_their_noun(codex: Codex) -> None:
    """A glossary noun followed by a glossary adjective: the adjective takes the noun's gender
    and number (Armes secondaires, Améliorations diverses, Compagnie tactique)."""
    glossary = load_glossary(paths.codex_data_dir() / "overlay" / GLOSSARY_FR)
    nouns: dict[str, tuple[str, set[bool]]] = {}
    for noun in glossary.nouns.values():
        for plural in (False, True):
            gender, numbers = nouns.setdefault(noun.form(plural), (noun.g, set()))
            numbers.add(plural)
    adjectives = {
        adjective.form(g, p): adjective
        for adjective in glossary.adjectives.values()
        for g in ("m", "f")
        for p in (False, True)
    }
    wrong = set()
    for book in codex.books.values():
        for card in book.cards:
            for _, french in _names(codex, CardRef(book, card)):
                words = (french or "").split()
                if len(words) < 2 or words[0] not in nouns or words[1] not in adjectives:
                    continue
                gender, numbers = nouns[words[0]]
                forms = {adjectives[words[1]].form(gender, plural) for plural in numbers}
                if words[1] not in forms:
                    wrong.add(french)
    assert wrong == set()
