"""The one way a core object tells its listeners about a change (the undo history, the
editing session): subscribe returns the function that unsubscribes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Listeners(Generic[T]):
    """Functions called with each change, in the order they subscribed."""

    __slots__ = ("_calls",)

    def __init__(self) -> None:
        self._calls: list[Callable[[T], None]] = []

    def subscribe(self, listener: Callable[[T], None]) -> Callable[[], None]:
        """Call *listener* after every change; returns a function that unsubscribes it."""
        self._calls.append(listener)

        def unsubscribe() -> None:
            if listener in self._calls:
                self._calls.remove(listener)

        return unsubscribe

    def notify(self, change: T) -> None:
        """Call every listener with *change*; one that unsubscribes meanwhile still hears it."""
        for listener in list(self._calls):
            listener(change)
