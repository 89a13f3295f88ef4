"""Render the AppStream screenshots with the app itself, offscreen.

    .venv/bin/python tools/render_screenshots.py [--out packaging/linux/screenshots]

Opens example rosters in the real main window (English, then French), sized as software
centres show screenshots (1280x800), and saves one PNG each. The metainfo
(packaging/linux/org.netepic.listbuilder.metainfo.xml) lists them under SCREENSHOT_BASE_URL,
where a release publishes that folder; a test checks that the files and the list agree.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SCREENSHOT_BASE_URL = "https://listbuilder.example.org/screenshots/"
"""Where a release publishes packaging/linux/screenshots/ (AppStream wants web addresses)."""

SIZE = (1280, 800)
SHOTS = (
    # (file, language, example roster, element selected as [force, company, attached])
    ("roster.png", "en", "space-marines-with-guard.yaml", (0, 0, 0)),
    ("roster-fr.png", "fr", "titan-legion.yaml", (0, 0)),
)


def render(out: Path) -> list[Path]:
    from PySide6.QtWidgets import QApplication, QLabel

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.app import build_window, set_identity
    from listbuilder.roster.model import ElementPath

    with tempfile.TemporaryDirectory() as data:
        # never touch the user's own recent files and autosaves
        os.environ["LISTBUILDER_DATA_DIR"] = data
        app = QApplication.instance() or QApplication(sys.argv[:1])
        assert isinstance(app, QApplication)
        set_identity(app)
        codex = load_codex()
        written = []
        out.mkdir(parents=True, exist_ok=True)
        for name, lang, example, selected in SHOTS:
            window = build_window(codex, language=lang)
            window.resize(*SIZE)
            if not window.open_path(ROOT / "examples" / example, ask=False):
                raise SystemExit(f"cannot open examples/{example}")
            window.show()
            window.tree.select_path(ElementPath(*selected))
            for _ in range(20):  # let the browser's marks and the layout settle
                app.processEvents()
            for label in window.statusBar().findChildren(QLabel):
                label.clear()  # "Opened /home/..." would show this machine's folders
            target = out / name
            if not window.grab().save(str(target), "PNG"):
                raise SystemExit(f"cannot write {target}")
            written.append(target)
            window.set_document(None)
            window.close()
            window.deleteLater()
        return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=ROOT / "packaging" / "linux" / "screenshots", help="folder"
    )
    args = parser.parse_args(argv)
    for path in render(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
