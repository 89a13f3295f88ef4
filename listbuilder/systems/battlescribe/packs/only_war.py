"""The ``--rules only-war`` pack: 40K Only War (open play).

Its rules (``../shared/spec/other-game-systems.md``) are still to be written, one short
function each (see :mod:`..packs`); until then a roster checked under it gets the data's
own constraints only.
"""

from __future__ import annotations

from listbuilder.systems.battlescribe.packs.api import Pack

PACK = Pack(
    id="only-war",
    name_en="40K Only War (open play)",
    name_fr="40K Que la Guerre (jeu libre)",
    game_systems=("Warhammer 40,000 9th Edition",),
    rules=(),
)
