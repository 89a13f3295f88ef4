"""Write the preset dictionary of a new share-code version from the bundled army books.

A share code compresses the roster with a preset dictionary of the ids it is likely to
hold (lists, cards, option groups and choices), so a 3,000-point army fits in about 280
characters. A version's dictionary never changes once released: codes already pasted in
chats must keep decoding. Run this only when starting a new version, e.g.

    python tools/make_share_dictionary.py 2 > listbuilder/interop/share_dictionary_v2.py

then register the new version in ``listbuilder/interop/share_code.py``.
"""

from __future__ import annotations

import sys
from collections import Counter

from listbuilder.codex.loader import load_codex

LIMIT = 32_768 - 1_024
"""Deflate looks back 32 KiB; the skeleton and a little slack take the rest."""


def main(version: str) -> None:
    codex = load_codex()
    cards: Counter[str] = Counter()
    groups: Counter[str] = Counter()
    choices: Counter[str] = Counter()
    lists: list[str] = []
    for book in codex.books.values():
        lists += [army_list.id for army_list in book.lists]
        for card in book.cards:
            cards[card.id] += 1
            for group in card.options:
                groups[group.id] += 1
                for choice in group.choices:
                    choices[choice.id] += 1

    def rarest_first(counts: Counter[str]) -> list[str]:
        return sorted(counts, key=lambda key: (counts[key], key))

    sections = {
        "CHOICES": rarest_first(choices),
        "GROUPS": rarest_first(groups),
        "CARDS": rarest_first(cards),
        "LISTS": sorted(set(lists)),
    }
    size = sum(len(word) + 3 for words in sections.values() for word in words)
    while size > LIMIT and sections["CHOICES"]:  # the farthest, least used words go first
        size -= len(sections["CHOICES"].pop(0)) + 3
    out = [
        f'"""Share codes, version {version}: the preset dictionary (never edit: see',
        'tools/make_share_dictionary.py)."""',
        "",
    ]
    for name, words in sections.items():
        out.append(f"{name} = (")
        out += [f'    "{word}",' for word in words]
        out.append(")")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "1")
