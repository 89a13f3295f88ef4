"""The ``--rules mac-hammer`` pack: Mac Hammer 40K.

Its rules (``../shared/spec/other-game-systems.md``) are still to be written, one short
function each (see :mod:`..packs`); until then a roster checked under it gets the data's
own constraints only.
"""

from __future__ import annotations

from listbuilder.systems.battlescribe.packs.api import Pack

PACK = Pack(
    id="mac-hammer",
    name_en="Mac Hammer 40K",
    name_fr="Mac Hammer 40K",
    game_systems=("Warhammer 40,000 9th Edition",),
    rules=(),
)
