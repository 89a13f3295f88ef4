"""File › Send to Phone…: the phone page served on the local network while this dialog is
open, with a QR code of its address for the phone's camera (:mod:`listbuilder.phone.serve`:
one file, one port, a random token, read-only, stopping by itself after a few minutes)."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QHideEvent, QImage, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from listbuilder.i18n import message
from listbuilder.phone.serve import LIFETIME, PageServer

MODULE_PIXELS = 6


def qr_image(text: str) -> QImage:
    """*text* as a QR code (error correction M, a quiet zone of four modules)."""
    from reportlab.graphics.barcode.qr import QrCodeWidget

    code = QrCodeWidget(text, barLevel="M", barBorder=4).qr
    if not code.modules:
        code.make()
    count = code.getModuleCount()
    side = (count + 8) * MODULE_PIXELS
    image = QImage(side, side, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    black = QColor("black").rgb()
    for row in range(count):
        for col in range(count):
            if code.isDark(row, col):
                for dy in range(MODULE_PIXELS):
                    for dx in range(MODULE_PIXELS):
                        image.setPixel(
                            (col + 4) * MODULE_PIXELS + dx, (row + 4) * MODULE_PIXELS + dy, black
                        )
    return image


class SendToPhoneDialog(QDialog):
    """Serves *page* while open; closing it (or the time running out) stops the server."""

    def __init__(
        self,
        page: bytes,
        lang: str,
        parent: QWidget | None = None,
        *,
        host: str | None = None,
        lifetime: float = LIFETIME,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sendToPhone")
        self.lang = lang
        self.server = PageServer(page, host, lifetime)
        self.ends = time.monotonic() + lifetime
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setPixmap(QPixmap.fromImage(qr_image(self.server.url)))
        self.address = QLabel(self.server.url)
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.left = QLabel()
        self.left.setTextFormat(Qt.TextFormat.PlainText)
        self.left.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for widget in (self.intro, self.qr, self.address, self.left):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start()
        self.finished.connect(self.stop)
        server = self.server  # stopped too when the dialog or the app goes, however it goes
        self.destroyed.connect(server.stop)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(server.stop)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.setWindowTitle(message("phone.send_title", lang))
        self.intro.setText(message("phone.send_intro", lang))
        self.tick()

    def tick(self) -> None:
        left = max(0, round(self.ends - time.monotonic()))
        if not self.server.running or left == 0:
            self.stop()
            self.left.setText(message("phone.send_stopped", self.lang))
            return
        self.left.setText(
            message(
                "phone.send_left",
                self.lang,
                time=f"{left // 60}:{left % 60:02d}",
                count=self.server.served,
            )
        )

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden by the program (its window closing), not minimised: nothing is served."""
        if not event.spontaneous():
            self.stop()
        super().hideEvent(event)

    def stop(self, *_: object) -> None:
        self.ticker.stop()
        self.server.stop()
