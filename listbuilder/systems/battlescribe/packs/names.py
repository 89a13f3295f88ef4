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
