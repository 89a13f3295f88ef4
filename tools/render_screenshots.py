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
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.window.app import set_identity

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from screenshots import shoot  # the window set up and saved as for every other picture

    with tempfile.TemporaryDirectory() as data:
        # never touch the user's own recent files and autosaves
        os.environ["LISTBUILDER_DATA_DIR"] = data
        app = QApplication.instance() or QApplication(sys.argv[:1])
        assert isinstance(app, QApplication)
        set_identity(app)
        codex = load_codex()
        out.mkdir(parents=True, exist_ok=True)
        return [
            shoot(codex, out / name, lang, SIZE, example, selected)
            for name, lang, example, selected in SHOTS
        ]


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
