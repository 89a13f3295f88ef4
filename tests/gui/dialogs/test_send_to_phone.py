"""File › Send to Phone…: the page served while the dialog is open (loopback only in tests),
its address as a QR code a phone's camera reads, stopped when the dialog closes."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import zxingcpp
from PIL import Image

from listbuilder.phone.page import MARKER
from listbuilder.phone.serve import LOOPBACK

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "titan-legion.yaml"

DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))
"""No proxy, whatever the environment says: the loopback address is asked directly."""


def test_send_to_phone_serves_the_page_while_open(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.set_document(None)
    window.update_state()
    assert not window.send_phone_action.isEnabled()
    assert window.send_to_phone(LOOPBACK) is None
    assert window.open_path(EXAMPLE, ask=False)
    window.update_state()
    assert window.send_phone_action.isEnabled()
    dialog = window.send_to_phone(LOOPBACK)
    assert dialog is not None and dialog.isVisible()
    url = dialog.server.url
    assert url.startswith(f"http://{LOOPBACK}:") and dialog.address.text() == url
    with DIRECT.open(url, timeout=10) as answer:
        page = answer.read()
    assert MARKER in page and "Legio Ignatum" in page.decode("utf-8")
    # the QR code gives the address back
    image_path = tmp_path / "qr.png"
    assert dialog.qr.pixmap().save(str(image_path))
    found = [r.text for r in zxingcpp.read_barcodes(Image.open(image_path))]
    assert found == [url]
    dialog.tick()
    assert "1" in dialog.left.text()
    dialog.close()
    assert not dialog.server.running
    with pytest.raises(OSError):  # refused
        DIRECT.open(url, timeout=5)


def test_closing_the_window_stops_serving(qtbot: QtBot, window: MainWindow) -> None:
    assert window.open_path(EXAMPLE, ask=False)
    dialog = window.send_to_phone(LOOPBACK)
    assert dialog is not None and dialog.server.running
    dialog.hide()  # as when its window closes
    assert not dialog.server.running
