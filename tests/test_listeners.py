"""Listeners hear each change in the order they subscribed, until they unsubscribe."""

from __future__ import annotations

from listbuilder.listeners import Listeners


def test_listeners_hear_changes_in_order_until_they_unsubscribe() -> None:
    heard: list[str] = []
    listeners = Listeners[int]()
    stop_first = listeners.subscribe(lambda n: heard.append(f"first {n}"))
    listeners.subscribe(lambda n: heard.append(f"second {n}"))
    listeners.notify(1)
    stop_first()
    stop_first()  # twice is harmless
    listeners.notify(2)
    assert heard == ["first 1", "second 1", "second 2"]


def test_a_listener_that_unsubscribes_another_does_not_cut_the_round_short() -> None:
    heard: list[str] = []
    listeners = Listeners[int]()
    stops = []
    listeners.subscribe(lambda n: (heard.append("a"), stops[0]()))
    stops.append(listeners.subscribe(lambda n: heard.append("b")))
    listeners.notify(1)
    listeners.notify(2)
    assert heard == ["a", "b", "a"]
