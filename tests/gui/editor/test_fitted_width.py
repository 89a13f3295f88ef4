"""A French army with allies fits a 1024-pixel window: the totals wrap, never widen it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.roster.model import ElementPath

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def test_french_totals_wrap_inside_1024_pixels(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("fr")
    window.resize(1024, 700)
    assert window.open_path(EXAMPLES / "alaitoc-illegal.yaml", ask=False)
    window.show()
    window.tree.select_path(ElementPath(0, 0))
    qtbot.waitUntil(lambda: bool(window.totals.text()))
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() == 1024
    totals = window.totals
    # every figure stays whole, inside the bar, on two lines rather than past the edge
    labels = [label for label in totals._labels() if label.text()]
    assert len(labels) == 7
    qtbot.waitUntil(lambda: all(la.width() >= la.sizeHint().width() for la in labels))
    for label in labels:
        geometry = label.geometry()
        assert geometry.right() <= totals.contentsRect().right()
        assert geometry.width() >= label.sizeHint().width()
    assert len({label.geometry().top() for label in labels}) == 2


def test_a_first_start_fits_the_screen(make_window: Callable[..., MainWindow]) -> None:
    """No saved size: the window opens inside the screen's free area (a laptop's 1280x800,
    here the offscreen screen's 800x800), not at the roomy default that would lie past it."""
    window = make_window("en")
    assert window.settings.window_state("geometry") is None
    room = window.screen().availableGeometry()
    assert 0 < window.width() <= room.width() and 0 < window.height() <= room.height()
