"""Render the application icon's PNG sizes (and the Windows .ico) from its SVG.

Run after editing ``resources/icons/app/listbuilder.svg``::

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/make_app_icons.py

Writes ``resources/icons/app/listbuilder-<size>.png`` for the sizes desktops ask for
(the hicolor icon theme's, and Windows' .ico sizes) and ``listbuilder.ico``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

FOLDER = Path(__file__).resolve().parents[1] / "resources" / "icons" / "app"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 256)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(FOLDER / "listbuilder.svg"))
    if not renderer.isValid():
        print("listbuilder.svg cannot be read", file=sys.stderr)
        return 1
    for size in SIZES:
        target = FOLDER / f"listbuilder-{size}.png"
        if not render(renderer, size).save(str(target), "PNG"):
            print(f"cannot write {target}", file=sys.stderr)
            return 1
    # Qt's ico writer stores one image; the largest keeps it sharp when Windows scales down
    writer = QImageWriter(str(FOLDER / "listbuilder.ico"), b"ico")
    if not writer.write(render(renderer, max(ICO_SIZES))):
        print(f"cannot write the .ico: {writer.errorString()}", file=sys.stderr)
    print(f"wrote {len(SIZES)} PNG sizes and the .ico in {FOLDER}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
