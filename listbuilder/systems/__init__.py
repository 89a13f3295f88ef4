"""The game systems listbuilder knows, behind one small boundary.

NetEpic Gold is the built-in system: its codex, rules, roster format and printouts are
reached through :mod:`listbuilder.systems.netepic`, a thin adapter that changes none of
NetEpic's paths. Any other game comes from BattleScribe data the player adds at run time
(:mod:`listbuilder.systems.battlescribe`). The core asks the registry which system a
roster belongs to; a fourth system is a new package registered here, not edits across the
core (see ``docs/game-systems.md``).

Nothing here imports Qt, the codex or an XML parser at import time: the app's start pays
for a system only when a roster of that system is met.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable


@runtime_checkable
class GameSystem(Protocol):
    """What the core asks of a game system.

    ``key`` is stable (it goes into files and share codes); ``claims`` says whether a
    BattleScribe roster naming this game system (by id, else by name) is this system's.
    """

    @property
    def key(self) -> str: ...

    @property
    def name(self) -> str: ...

    def claims(self, game_system_id: str, game_system_name: str) -> bool: ...


_FACTORIES: list[Callable[[], GameSystem]] = []
_CACHE: list[GameSystem] | None = None


def register(factory: Callable[[], GameSystem]) -> None:
    """Add a system, made when first asked for; earlier registrations are asked first."""
    global _CACHE
    _FACTORIES.append(factory)
    _CACHE = None


def systems() -> list[GameSystem]:
    """Every registered system, the built-in NetEpic Gold first."""
    global _CACHE
    if _CACHE is None:
        _CACHE = [factory() for factory in _FACTORIES]
    return list(_CACHE)


def system_for_battlescribe(game_system_id: str, game_system_name: str = "") -> GameSystem | None:
    """The system that reads a BattleScribe roster of this game system, or ``None`` (then
    ruling 19 holds: NetEpic's reader refuses it, naming the system)."""
    for system in systems():
        if system.claims(game_system_id, game_system_name):
            return system
    return None


def _netepic() -> GameSystem:
    from listbuilder.systems.netepic import NetEpicSystem

    return NetEpicSystem()


def _battlescribe() -> GameSystem:
    from listbuilder.systems.battlescribe import BattleScribeSystems

    return BattleScribeSystems()


register(_netepic)
register(_battlescribe)
