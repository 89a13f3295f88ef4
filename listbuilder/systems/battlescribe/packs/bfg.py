"""The ``--rules bfg`` pack: Battlefleet Gothic.

Its rules (``../shared/spec/other-game-systems.md``) are still to be written, one short
function each (see :mod:`..packs`); until then a roster checked under it gets the data's
own constraints only.
"""

from __future__ import annotations

from listbuilder.systems.battlescribe.packs.api import Pack

PACK = Pack(
    id="bfg",
    name_en="Battlefleet Gothic",
    name_fr="Battlefleet Gothic",
    game_systems=("Battlefleet Gothic",),
    rules=(),
)
