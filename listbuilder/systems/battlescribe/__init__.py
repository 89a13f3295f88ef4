"""Any game system read at run time from BattleScribe data the player added.

``model``     the data as BattleScribe defines it (entries, links, constraints, modifiers...)
``xmlsafe``   a stranger's ``.gst``/``.cat`` as a tree, within size and depth caps
``reader``    the tree into the model, counting what it does not understand
``gamedata``  a game system and its catalogues, links resolved as BattleScribe resolves them
``compiled``  the JSON cache that makes a second load fast
``registry``  ``data add/list/remove``: the copies in the user data folder
``roster``    rosters of these games (``.ros``/``.rosz``, YAML with a ``system:`` record)
``checks``    the data's own constraints and modifiers as findings (``bs-min``, ``bs-max``...)
``packs``     rule packs chosen per roster (``--rules``), one short function per rule
"""

from __future__ import annotations


class BattleScribeSystems:
    """The :class:`~listbuilder.systems.GameSystem` of every game whose data was added."""

    key = "battlescribe"
    name = "BattleScribe"

    def claims(self, game_system_id: str, game_system_name: str) -> bool:
        """A roster is this system's when its game system's data was added (ruling 20)."""
        from listbuilder.systems.battlescribe.registry import added_data

        return any(item.id == game_system_id for item in added_data())
