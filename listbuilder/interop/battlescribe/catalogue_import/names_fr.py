"""French names for the books, made at import time from a curated glossary.

The glossary (``codex_data/overlay/glossary_fr.yaml``) holds facts only: whole names as the
French rulebook and players say them, the words French players keep in English (chassis,
titans, factions, characters), and the common nouns, adjectives and complements from which
a name like "Heavy Weapons Squad" becomes "Escouade d'armes lourdes". A name gets a French
form only when every word of it is known; any other name stays English, name by name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from listbuilder.codex.loader import read_codex_file
from listbuilder.records import record


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NounFr(_Strict):
    fr: str
    g: Literal["m", "f"] = "m"
    pl: str | None = None
    """Plural where it is not the singular plus ``s``."""

    def form(self, plural: bool) -> str:
        if not plural:
            return self.fr
        if self.pl is not None:
            return self.pl
        return self.fr if self.fr[-1] in "sxz" else self.fr + "s"


class AdjectiveFr(_Strict):
    m: str
    f: str | None = None
    """Feminine where it is not the masculine plus ``e``."""

    def form(self, gender: str, plural: bool) -> str:
        word = self.m
        if gender == "f":
            word = self.f if self.f is not None else (word if word.endswith("e") else word + "e")
        if plural and word[-1] not in "sx":
            word += "s"
        return word


class GlossaryFr(_Strict):
    names: dict[str, str] = {}
    """Whole names, English -> French (weapon and unit names of the French rulebook)."""
    keep: list[str] = []
    """Words and phrases French players keep in English (Rhino, Land Raider, Warlord)."""
    nouns: dict[str, NounFr] = {}
    """Head nouns (Company, Squad, Cannon): the last word of an English name."""
    adjectives: dict[str, AdjectiveFr] = {}
    """Adjectives (Heavy, Tactical): placed after the French noun, agreeing with it."""
    complements: dict[str, str] = {}
    """English words used as modifiers -> French complements (Assault -> d'assaut)."""


def load_glossary(path: Path) -> GlossaryFr:
    return read_codex_file(path, GlossaryFr)


@record
class _Token:
    kind: str  # name | keep | noun | adjective | complement | ordinal
    english: str
    plural: bool = False


class FrenchNamer:
    """Gives the French form of a name, or None where a word of it is not in the glossary."""

    def __init__(self, glossary: GlossaryFr, names: dict[str, str] | None = None) -> None:
        self.names = {_key(k): v for k, v in glossary.names.items()}
        self.names.update({_key(k): v for k, v in (names or {}).items()})
        self.keep = {_key(k): k for k in glossary.keep}
        self.nouns = {_key(k): v for k, v in glossary.nouns.items()}
        self.adjectives = {_key(k): v for k, v in glossary.adjectives.items()}
        self.complements = {_key(k): v for k, v in glossary.complements.items()}
        self._longest = max(
            (len(k.split()) for k in [*self.names, *self.keep, *self.nouns, *self.complements]),
            default=1,
        )

    def french(self, name: str) -> str | None:
        """The French name where it differs from the English one, else None."""
        text = " ".join(name.split())
        found = self._phrase(text)
        return found if found is not None and found != text else None

    def plural(self, name: str) -> str | None:
        """The French for several of *name* ("Trench Section" -> "Sections de tranchée"),
        where the word rules make it and it differs from the singular; else None."""
        text = " ".join(name.split())
        linked = re.fullmatch(r"(.+?) (of|on|in|with) (.+)", text, re.IGNORECASE)
        if linked:
            head = self.plural(linked[1])
            whole = self._phrase(text)
            single = self._phrase(linked[1])
            if head is None or whole is None or single is None or not whole.startswith(single):
                return None
            return head + whole[len(single) :]
        if _key(text) in self.names:
            return None
        tokens = self._tokens(text)
        if not tokens or tokens[-1].kind != "noun" or tokens[-1].plural:
            return None
        tokens[-1] = _Token("noun", tokens[-1].english, plural=True)
        for i, token in enumerate(tokens[:-1]):
            # a complement read as an adjective ("tactique") agrees with the plural noun
            if token.kind == "complement" and not _PREPOSITION.match(
                self.complements[token.english]
            ):
                if token.english not in self.adjectives:
                    return None
                tokens[i] = _Token("adjective", token.english)
        several, single = self._compose(tokens), self._phrase(text)
        return several if several is not None and several != single else None

    def known(self, name: str) -> bool:
        """True when the name has a French form, kept English included."""
        return self._phrase(" ".join(name.split())) is not None

    def _phrase(self, text: str) -> str | None:
        if not text:
            return None
        whole = self.names.get(_key(text))
        if whole is not None:
            return whole
        number = re.fullmatch(r"(.+?)\s+(#\d+)", text)
        if number:
            base = self._phrase(number[1])
            return None if base is None else f"{base} {number[2]}"
        for sep, french_sep in (
            (" - ", " - "),
            (": ", " : "),
            (", ", ", "),
            (" & ", " et "),
            (" and ", " et "),
            (" / ", " / "),
        ):
            if sep in text:
                parts = [self._phrase(part.strip()) for part in text.split(sep)]
                if any(part is None for part in parts):
                    return None
                return french_sep.join(p for p in parts if p is not None)
        linked = re.fullmatch(r"(.+?) (of|on|in|with) (.+)", text, re.IGNORECASE)
        if linked:
            return self._linked(linked[1], linked[2].lower(), linked[3])
        bracket = re.fullmatch(r"(.+?)\s*\((.+)\)", text)
        if bracket:
            base, inner = self._phrase(bracket[1]), self._phrase(bracket[2])
            if base is None or inner is None:
                return None
            return f"{base} ({inner})"
        tokens = self._tokens(text)
        if tokens is None:
            return None
        return self._compose(tokens)

    def _linked(self, left: str, word: str, right: str) -> str | None:
        """``Altar of Slaanesh`` -> ``Autel de Slaanesh``, ``Farseer on Jetbike`` -> ``Farseer
        sur motojet``; an article (``of the``) is left to whole names."""
        first, second = self._phrase(left), self._phrase(right)
        if first is None or second is None or right.lower().startswith("the "):
            return None
        if self._tokens(right) and not all(t.kind == "keep" for t in self._tokens(right) or []):
            second = second[0].lower() + second[1:]
        link = {"of": "de", "on": "sur", "in": "en", "with": "avec"}[word]
        if link == "de" and re.match(r"[aeiouyhâàéèêîôûAEIOUYHÉÈÂ]", second):
            return f"{first} d'{second}"
        return f"{first} {link} {second}"

    def _tokens(self, text: str) -> list[_Token] | None:
        words = text.split(" ")
        tokens: list[_Token] = []
        i = 0
        while i < len(words):
            for size in range(min(self._longest, len(words) - i), 0, -1):
                phrase = " ".join(words[i : i + size])
                token = self._token(phrase)
                if token is not None:
                    tokens.append(token)
                    i += size
                    break
            else:
                return None
        return tokens

    def _token(self, phrase: str) -> _Token | None:
        key = _key(phrase)
        ordinal = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", key)
        if ordinal:
            return _Token("ordinal", ordinal[1])
        if key in self.names:
            return _Token("name", phrase)
        if key in self.keep or _model_code(phrase):
            return _Token("keep", phrase)
        if key in self.nouns:
            return _Token("noun", key)
        for plural in _singulars(key):
            if plural in self.nouns:
                return _Token("noun", plural, plural=True)
        if key in self.complements:
            return _Token("complement", key)
        if key in self.adjectives:
            return _Token("adjective", key)
        return None

    def _compose(self, tokens: list[_Token]) -> str | None:
        text = self._words(tokens)
        return None if text is None else text[0].upper() + text[1:]

    def _words(self, tokens: list[_Token]) -> str | None:
        """French word order: the head noun, then its adjectives and complements from the
        nearest out; an owner before the thing ("Reaver Titan Arm Weapons") follows it with
        an article ("Armes de bras du Titan Reaver")."""
        if all(t.kind == "keep" for t in tokens):
            return " ".join(t.english for t in tokens)
        if len(tokens) == 1 and tokens[0].kind == "name":
            return self.names[_key(tokens[0].english)]
        head = tokens[-1]
        if head.kind != "noun":
            return None
        # a noun used as a modifier ("Bike Squad") reads as its complement where it has one
        tokens = [
            _Token("complement", _key(t.english))
            if t.kind in ("noun", "name") and _key(t.english) in self.complements
            else t
            for t in tokens[:-1]
        ] + [head]
        owner_end = max((i for i, t in enumerate(tokens[:-1]) if t.kind == "noun"), default=-1)
        if owner_end >= 0:
            owner, thing = tokens[: owner_end + 1], tokens[owner_end + 1 :]
            owner_text, thing_text = self._words(owner), self._words(thing)
            if owner_text is None or thing_text is None:
                return None
            owner_head = owner[-1]
            owner_noun = self.nouns[owner_head.english]
            if owner_head.plural:
                article = "des "
            elif re.match(r"[aeiouyhâàéèêîôûAEIOUYHÉÈÂ]", owner_noun.fr):
                article = "de l'"
            else:
                article = "du " if owner_noun.g == "m" else "de la "
            return f"{thing_text} {article}{owner_text}"
        noun = self.nouns[head.english]
        # an English ordinal goes before the French noun: 10th Company -> 10e Compagnie
        words = [_ordinal(t.english, noun.g) for t in tokens[:-1] if t.kind == "ordinal"]
        words.append(noun.form(head.plural))
        for token in reversed(tokens[:-1]):
            if token.kind == "ordinal":
                continue
            if token.kind == "adjective":
                words.append(self.adjectives[token.english].form(noun.g, head.plural))
            elif token.kind == "complement":
                words.append(self.complements[token.english])
            elif token.kind == "keep":
                words.append(token.english)
            else:
                return None  # a whole name before the head: no safe French order for it
        return " ".join(words)


_PREPOSITION = re.compile(r"(de |d'|du |des |à |au |aux |en |sur |avec )")


def _ordinal(number: str, gender: str) -> str:
    """French ordinal abbreviation: 1er, 1re, 2e, 10e."""
    if number == "1":
        return "1er" if gender == "m" else "1re"
    return f"{number}e"


def _key(text: str) -> str:
    return " ".join(text.split()).lower()


def _singulars(word: str) -> list[str]:
    """English singular candidates of a plural word (Cannons, Batteries, Boyz stay)."""
    found = []
    if word.endswith("ies"):
        found.append(word[:-3] + "y")
    if word.endswith("es"):
        found.append(word[:-2])
    if word.endswith("s"):
        found.append(word[:-1])
    return found


def _model_code(word: str) -> bool:
    """Model codes French players say as written (XV-88, Mk II, 2)."""
    return bool(re.fullmatch(r"[A-Z]*[-]?\d+[A-Za-z0-9-]*|[IVX]+|Mk\.?", word))


# --- the books ---------------------------------------------------------------------


class Coverage:
    """Names with a French form, by kind: ``translated`` differ from the English,
    ``kept`` are names French players say in English; the rest stay English by default.
    A count kept as the import goes (state that changes, not a value)."""

    def __init__(self) -> None:
        self.total: dict[str, int] = {}
        self.translated: dict[str, int] = {}
        self.kept: dict[str, int] = {}

    def add(self, kind: str, translated: bool, kept: bool) -> None:
        self.total[kind] = self.total.get(kind, 0) + 1
        self.translated[kind] = self.translated.get(kind, 0) + int(translated)
        self.kept[kind] = self.kept.get(kind, 0) + int(kept)

    def lines(self) -> list[str]:
        out = []
        for kind in ("cards", "detachments", "units", "options", "weapons"):
            total = self.total.get(kind, 0)
            done, kept = self.translated.get(kind, 0), self.kept.get(kind, 0)
            share = (done + kept) / total if total else 0.0
            out.append(
                f"French names, {kind}: {done} translated + {kept} kept in English "
                f"of {total} ({share:.1%})"
            )
        return out


def named_parts(book: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every named element of a book draft, with its kind: cards, their detachments, units,
    options, weapons."""
    for card in book.get("cards", []):
        yield "cards", card
        for detachment in card.get("composition", []):
            yield "detachments", detachment
        for weapon in card.get("weapons", []):
            yield from _weapon_parts(weapon)
        for group in card.get("options", []):
            yield "options", group
            for choice in group.get("choices", []):
                yield "options", choice
                for weapon in choice.get("weapons", []):
                    yield from _weapon_parts(weapon)
    for unit in book.get("units", []):
        yield "units", unit
        for weapon in unit.get("weapons", []):
            if weapon.get("parsed", True) or weapon.get("name") != weapon.get("raw"):
                yield from _weapon_parts(weapon)


def _weapon_parts(weapon: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    yield "weapons", weapon
    for mode in weapon.get("modes", []):
        if mode.get("name") != weapon.get("name"):
            yield "modes", mode


def name_book(book: dict[str, Any], namer: FrenchNamer, coverage: Coverage) -> None:
    """Sets ``name_fr`` on every element of *book* the glossary can name in French; a
    ``name_fr`` already there (a card fix of the overlay) wins."""
    for kind, part in named_parts(book):
        name = part.get("name", "")
        if not part.get("name_fr"):
            french = namer.french(name)
            if french is not None:
                part["name_fr"] = french
        translated = bool(part.get("name_fr"))
        coverage.add(kind, translated, not translated and namer.known(name))
        if kind == "units" and not part.get("plural_fr"):
            several = namer.plural(name)
            if several is not None:
                part["plural_fr"] = several
