"""One game being tracked: the army, the state, its undo history and where it is saved.

The window's game view only shows a :class:`GameTracker` and forwards the player's clicks to
it. Each change is a new immutable :class:`~listbuilder.game.state.GameState` pushed on the
history (undo and redo move between snapshots, as the roster's history does) and written to
the game file at once, so the game survives a crash with every tick the player made. The
roster is never written from here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from listbuilder.game import state as game
from listbuilder.game.army import GameArmy, GameCard
from listbuilder.game.io import load_game, save_game
from listbuilder.game.state import GameState, Score, score

MAX_HISTORY = 500

Listener = Callable[[], None]


class GameTracker:
    """The game of one army; *path* is its game file (None: kept in memory only)."""

    def __init__(self, army: GameArmy, path: Path | None, state: GameState | None = None) -> None:
        self.army = army
        self.path = path
        self._undo: list[GameState] = []
        self._redo: list[GameState] = []
        self._state = state if state is not None else GameState()
        self._score: Score | None = None
        self._listeners: list[Listener] = []
        self.save_soon: Callable[[], None] | None = None
        """When set, a move calls it instead of saving at once, and the caller runs
        :meth:`flush` right after: the window shows the tick first, then writes (a synced
        write takes longer than a frame)."""
        self._unsaved = False

    @classmethod
    def open(cls, army: GameArmy, path: Path) -> GameTracker:
        """The game saved in *path* (a fresh one when there is none yet)."""
        return cls(army, path, load_game(path))

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def score(self) -> Score:
        """The score of the current state, worked out once per state."""
        if self._score is None:
            self._score = score(self.army, self._state)
        return self._score

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _set(self, new: GameState) -> None:
        self._state = new
        self._score = None
        if self.path is not None:
            self._unsaved = True
            if self.save_soon is None:
                self.flush()
        for listener in list(self._listeners):
            listener()
        if self._unsaved and self.save_soon is not None:
            self.save_soon()

    def flush(self) -> None:
        """Write the state if a move is not saved yet."""
        if self._unsaved and self.path is not None:
            self._unsaved = False
            save_game(self._state, self.path)

    def apply(self, new: GameState) -> bool:
        """Make *new* the state, as one undo step; False when nothing changed."""
        if new == self._state:
            return False
        self._undo.append(self._state)
        del self._undo[:-MAX_HISTORY]
        self._redo.clear()
        self._set(new)
        return True

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> None:
        if self._undo:
            self._redo.append(self._state)
            self._set(self._undo.pop())

    def redo(self) -> None:
        if self._redo:
            self._undo.append(self._state)
            self._set(self._redo.pop())

    # --- the player's moves ------------------------------------------------------------

    def set_losses(self, card: GameCard, total: int) -> bool:
        return self.apply(game.set_losses(self._state, card, total))

    def toggle_destroyed(self, key: str) -> bool:
        return self.apply(game.toggle_destroyed(self._state, key))

    def set_entry(self, field: str, value: int, turn: int | None = None) -> bool:
        return self.apply(game.set_turn_entry(self._state, field, value, turn))

    def next_turn(self) -> bool:
        return self.apply(game.next_turn(self._state))

    def previous_turn(self) -> bool:
        return self.apply(game.previous_turn(self._state))

    def add_bastion(self, name: str, points: int) -> bool:
        return self.apply(game.add_bastion(self._state, name, points))
