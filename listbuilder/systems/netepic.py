"""NetEpic Gold as a :class:`~listbuilder.systems.GameSystem`: the built-in one.

A thin adapter: the codex, the roster, the rules and every contract stay where they are
(:mod:`listbuilder.codex`, :mod:`listbuilder.roster`, :mod:`listbuilder.rules`); this only
tells the registry which BattleScribe rosters NetEpic's own reader takes.
"""

from __future__ import annotations

NETEPIC_GAME_SYSTEM_ID = "b6ca-ebfc-974f-eaae"
"""The id of the public NetEpic Gold BattleScribe game system our army books come from."""
NETEPIC_GAME_SYSTEM_NAME = "NetEpic Gold"


def _norm(name: str) -> str:
    return " ".join(name.split()).casefold()


class NetEpicSystem:
    """The built-in game system."""

    key = "netepic-gold"
    name = NETEPIC_GAME_SYSTEM_NAME

    def claims(self, game_system_id: str, game_system_name: str) -> bool:
        """NetEpic's data set by id, or a re-publication that keeps its name (the roster
        reader then decides, as before: ruling 19)."""
        return game_system_id == NETEPIC_GAME_SYSTEM_ID or (
            _norm(game_system_name) == _norm(NETEPIC_GAME_SYSTEM_NAME)
        )
