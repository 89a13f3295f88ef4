"""The rule packs' ``--rules`` words, apart from the package so that its modules may read
them without importing the package back."""

from __future__ import annotations

from collections.abc import Mapping

PACK_MODULES: Mapping[str, str] = {
    "mac-hammer": "listbuilder.systems.battlescribe.packs.mac_hammer",
    "only-war": "listbuilder.systems.battlescribe.packs.only_war",
    "bfg": "listbuilder.systems.battlescribe.packs.bfg",
}
"""``--rules`` word → module defining ``PACK``: the contract names are these three."""

WORDS: Mapping[str, str] = {
    "hq": "pack.word.hq",
    "troops": "pack.word.troops",
    "elites": "pack.word.elites",
    "fast attack": "pack.word.fast-attack",
    "heavy support": "pack.word.heavy-support",
    "flyer": "pack.word.flyer",
    "fortification": "pack.word.fortification",
    "lord of war": "pack.word.lord-of-war",
    "dedicated transport": "pack.word.dedicated-transport",
    "battleship": "pack.word.battleship",
    "cruiser": "pack.word.cruiser",
    "escort": "pack.word.escort",
    "defence": "pack.word.defence",
}
"""The data's names of the roles and kinds the packs speak of (40K's battlefield roles,
Battlefleet Gothic's ship types), any case → their message key in ``i18n/packs.yaml``
(the French the seeds use: QG, Troupes, Soutien, croiseur...)."""


def local_word(name: str, lang: str) -> str:
    """*name* of the data in *lang* when the word list knows it, else as the data says it."""
    from listbuilder.i18n import message

    key = WORDS.get(" ".join(name.split()).casefold())
    return message(key, lang) if key is not None else name


def local_words(text: str, lang: str) -> str:
    """Each name of a ``", "``-joined list of the data's names, in *lang*."""
    return ", ".join(local_word(part, lang) for part in text.split(", "))
