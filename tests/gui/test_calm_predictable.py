"""A calm, predictable window (issue 31, items 6, 7 and 12), through the real window: menus
in the usual order, status messages that clear, rows that never change height, the focus
back in the tree after every mode, a print dialog that remembers, a layout kept across a
language switch and a toolbar alike in both languages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.gui import window_base

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "space-marines-with-guard.yaml"


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text().replace("&", "") for a in window.menuBar().actions() if a.menu()]


# --- menus --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["File", "Edit", "Roster", "View", "Game", "Collection", "Help"]),
        ("fr", ["Fichier", "Édition", "Liste", "Affichage", "Partie", "Collection", "Aide"]),
    ],
)
def test_menus_come_in_the_usual_order_with_help_last(
    make_window: Callable[..., MainWindow], language: str, expected: list[str]
) -> None:
    window = make_window(language)
    titles = menu_titles(window)
    assert titles[-1] == expected[-1]
    assert titles.index(expected[4]) < titles.index(expected[-1])  # Game before Help
    assert titles[:5] == expected[:5]


# --- status messages ----------------------------------------------------------------------


def test_a_status_message_clears_after_a_while_and_a_problem_stays_longer(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_base, "STATUS_SECONDS", 0.2)
    monkeypatch.setattr(window_base, "PROBLEM_SECONDS", 0.8)
    assert window.open_path(EXAMPLE, ask=False)
    assert "space-marines-with-guard" in window.status.text()  # "Opened ..."
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)
    window.paste()  # nothing copied yet: a problem
    said = window.status.text()
    assert said
    qtbot.wait(400)
    assert window.status.text() == said  # still there after an ordinary message's time
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=3000)


def test_a_cleared_message_does_not_come_back_with_a_language_switch(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_base, "STATUS_SECONDS", 0.2)
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)
    window.set_language("fr")
    assert window.status.text() == ""
    window.set_language("en")


def test_the_next_message_restarts_the_clock(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window_base, "STATUS_SECONDS", 0.5)
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.wait(350)
    window.say("Second message")
    qtbot.wait(350)
    assert window.status.text() == "Second message"
    qtbot.waitUntil(lambda: window.status.text() == "", timeout=2000)
