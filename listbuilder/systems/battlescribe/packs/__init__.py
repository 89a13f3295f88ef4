"""Rule packs over BattleScribe game data: chosen per roster (``validate --rules NAME``).

A pack is an id (``mac-hammer``), a name in English and French, the game systems it is
written for (by name, as the data's ``.gst`` names them) and a tuple of rules. A rule is
one short function ``(ctx: PackContext) -> list[BsFinding]`` with its rule id (``MH-5``)
and the source line of the text it comes from, exactly as NetEpic's rules are one small
function each. Writing a pack:

1. Add a module here (``mac_hammer.py``) defining ``PACK = Pack(...)`` (from
   :mod:`.api`, with :func:`~.api.rule` and :class:`~.api.PackContext`); each rule is
   declared with :func:`rule`::

       @rule("MH-5", "seed 002, §Composition, line 120")
       def one_warlord(ctx: PackContext) -> list[BsFinding]:
           return [ctx.finding("mh-5", path, "finding.mh-5", count=n) for ...]

2. Name the module in :data:`PACK_MODULES` (the id is the ``--rules`` word, a contract) and
   import it by name in :func:`_shipped`, so that the bundle (PyInstaller) holds it.
3. Write each finding's message as ``finding.<code>`` in English and French in
   ``listbuilder/i18n/*.yaml``. A finding's code is its rule id in lower case (``mh-5``,
   ``mh-6x``, ``40k-4``, ``bfg-2``); :func:`run_pack` checks it and stamps the rule id and
   source on each finding.

``PackContext`` gives a rule what it needs without reaching into the reader: the game data,
the roster, the tree of forces and selections bound to the data (:mod:`..checks`), the totals
of each cost type, and helpers (units of a force, categories, profiles, costs).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder.systems.battlescribe.packs.api import Pack

from listbuilder.systems.battlescribe.packs.names import PACK_MODULES

__all__ = ["PACK_MODULES", "UnknownPackError", "load_pack", "pack_names"]


class UnknownPackError(ValueError):
    """No pack has this name (a usage error: exit 2)."""


def pack_names() -> list[str]:
    """The ``--rules`` words (nothing heavy is imported to list them)."""
    return list(PACK_MODULES)


def load_pack(name: str) -> Pack:
    from listbuilder.systems.battlescribe.packs.api import Pack

    module = PACK_MODULES.get(name)
    if module is None:
        raise UnknownPackError(name)
    shipped = _shipped(module)
    pack = (shipped if shipped is not None else importlib.import_module(module)).PACK
    if not isinstance(pack, Pack):
        raise TypeError(f"{module}.PACK is not a Pack")
    return pack


def _shipped(module: str) -> ModuleType | None:
    """The packs shipped, imported by name so that a freezer (PyInstaller) bundles them."""
    if module == "listbuilder.systems.battlescribe.packs.mac_hammer":
        from listbuilder.systems.battlescribe.packs import mac_hammer

        return mac_hammer
    if module == "listbuilder.systems.battlescribe.packs.only_war":
        from listbuilder.systems.battlescribe.packs import only_war

        return only_war
    if module == "listbuilder.systems.battlescribe.packs.bfg":
        from listbuilder.systems.battlescribe.packs import bfg

        return bfg
    return None
