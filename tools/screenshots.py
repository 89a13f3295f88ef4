"""Render the window's main states for a person to look at, offscreen.

    .venv/bin/python tools/screenshots.py [--out build/screenshots] [--only en-light-1024]

Every state (the welcome screen, a legal army with a card selected, a titan in the options
editor, an illegal army with its findings) in English and French, on a light and a dark
system palette, at 1024x700 and 1920x1080: 32 PNGs named
``<state>-<lang>-<scheme>-<width>.png``; and the print dialog with its preview,
``print-preview-<lang>-<scheme>.png``. Then the window as it first opens on the small
screens players have (1024x768 and 1366x768, where it takes the whole screen), in English and
French on the light palette, with the titan's options also scrolled (their group's heading
pinned on top): ``<state>-<lang>-light-<width>x<height>.png``. Nothing is compared
automatically: the pictures are there to be looked at after a change to the layout.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZES = ((1024, 700), (1920, 1080))
SCREENS = ((1024, 768), (1366, 768))
"""Small screens: the window opens maximized there, so it is shot at the screen's size."""
LANGUAGES = ("en", "fr")
SCHEMES = ("light", "dark")


@dataclass(frozen=True)
class State:
    name: str
    example: str | None
    """The example roster opened, None for the welcome screen."""
    selected: tuple[int, ...] = ()
    """The element selected in the tree, as [force, company, attached]."""
    options_scrolled: float = 0.0
    """How far down the options pane is scrolled, from 0 (top) to 1 (bottom)."""
    prepare: str = ""
    """An edit made through the window before the shot: a key of :data:`PREPARE`."""


STATES = (
    State("welcome", None),
    State("army", "space-marines-with-guard.yaml", (0, 0, 0)),
    State("titan", "titan-legion.yaml", (0, 0)),
    State("illegal", "alaitoc-illegal.yaml", (0, 0)),
)


SCREEN_STATES = (
    *STATES[1:],
    State("titan-scrolled", "titan-legion.yaml", (0, 0), options_scrolled=0.3),
    State("illegal-card", "alaitoc-illegal.yaml", (0, 0, 5)),
    State("names-notes", "space-marines-with-guard.yaml", (0, 0, 0), prepare="names-notes"),
    State("pasted", "space-marines-with-guard.yaml", (0, 2), prepare="pasted"),
)
"""The states shot on the small screens: every roster state, the titan's options scrolled to
the middle of a group, a card with a problem (the card view points to its finding), names
and notes given in the tree and the notes box, and a company copied and pasted."""


def _names_and_notes(window) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.roster.model import ElementPath

    window.rename_element(ElementPath(0), "Ultramarines, 4th Company")
    window.rename_element(ElementPath(0, 0), "2nd Company (Ultramarines)")
    window.rename_element(ElementPath(0, 0, 0), "Brother-Sergeant Tarkus")
    window.set_notes(ElementPath(0, 0, 0), "Holds the ruins on the left flank; deploys first.")


def _pasted(window) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.roster.model import ElementPath

    window.tree.select_path(ElementPath(0, 0))
    if not window.copy_selected():
        raise SystemExit("cannot copy the first company")
    window.tree.select_path(ElementPath(0))
    if not window.paste():
        raise SystemExit("cannot paste the company")


PREPARE = {"names-notes": _names_and_notes, "pasted": _pasted}
"""Edits made through the real window's own commands before a shot."""


def _palette(dark: bool):  # type: ignore[no-untyped-def]
    """A plain light or dark system scheme, as a desktop would hand it to Qt."""
    from PySide6.QtGui import QColor, QPalette

    palette = QPalette()
    base = QColor("#202124") if dark else QColor("#ffffff")
    window = QColor("#2b2c30") if dark else QColor("#f0f0f0")
    text = QColor("#e8eaed") if dark else QColor("#000000")
    roles = QPalette.ColorRole
    palette.setColor(roles.Base, base)
    palette.setColor(roles.AlternateBase, base.lighter(115) if dark else QColor("#f7f7f7"))
    palette.setColor(roles.Window, window)
    palette.setColor(roles.Button, window)
    for role in (roles.Text, roles.WindowText, roles.ButtonText, roles.ToolTipText):
        palette.setColor(role, text)
    muted = QColor("#9aa0a6") if dark else QColor("#6b6b6b")
    palette.setColor(roles.PlaceholderText, muted)
    for role in (roles.Text, roles.WindowText, roles.ButtonText):  # greyed-out actions
        palette.setColor(QPalette.ColorGroup.Disabled, role, muted)
    palette.setColor(roles.ToolTipBase, window)
    palette.setColor(roles.Link, QColor("#8ab4f8") if dark else QColor("#1a5fb4"))
    palette.setColor(roles.Highlight, QColor("#3d7bd9"))
    palette.setColor(roles.HighlightedText, QColor("#ffffff"))
    return palette


def shots() -> Iterator[tuple[State, str, str, tuple[int, int]]]:
    for state in STATES:
        for lang in LANGUAGES:
            for scheme in SCHEMES:
                for size in SIZES:
                    yield state, lang, scheme, size


def screen_shots() -> Iterator[tuple[State, str, tuple[int, int]]]:
    """The window on each small screen, in each language, on the light palette."""
    for state in SCREEN_STATES:
        for lang in LANGUAGES:
            for size in SCREENS:
                yield state, lang, size


def render(out: Path, only: str | None = None) -> list[Path]:
    old_data_dir = os.environ.get("LISTBUILDER_DATA_DIR")
    with tempfile.TemporaryDirectory() as data:
        os.environ["LISTBUILDER_DATA_DIR"] = data  # never the user's recent files
        try:
            return _render_all(out, only)
        finally:
            if old_data_dir is None:
                os.environ.pop("LISTBUILDER_DATA_DIR", None)
            else:
                os.environ["LISTBUILDER_DATA_DIR"] = old_data_dir


def _render_all(out: Path, only: str | None) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.window.app import set_identity

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    set_identity(app)
    old_style, old_palette = app.style().name(), app.palette()
    app.setStyle("Fusion")  # the one style that follows a given palette everywhere
    codex = load_codex()
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for state, lang, scheme, size in shots():
        name = f"{state.name}-{lang}-{scheme}-{size[0]}"
        if only and only not in name:
            continue
        app.setPalette(_palette(scheme == "dark"))
        written.append(shoot(codex, out / f"{name}.png", lang, size, state.example, state.selected))
    for lang in LANGUAGES:
        for scheme in SCHEMES:
            name = f"print-preview-{lang}-{scheme}"
            if only and only not in name:
                continue
            app.setPalette(_palette(scheme == "dark"))
            written.append(shoot_print_preview(codex, out / f"{name}.png", lang))
    for state, lang, size in screen_shots():
        name = f"{state.name}-{lang}-light-{size[0]}x{size[1]}"
        if only and only not in name:
            continue
        app.setPalette(_palette(False))
        target = out / f"{name}.png"
        written.append(
            shoot(
                codex,
                target,
                lang,
                size,
                state.example,
                state.selected,
                state.options_scrolled,
                state.prepare,
            )
        )
    app.setStyle(old_style)
    app.setPalette(old_palette)
    return written


def shoot(
    codex: Codex,
    target: Path,
    lang: str,
    size: tuple[int, int],
    example: str | None,
    selected: tuple[int, ...] = (),
    options_scrolled: float = 0.0,
    prepare: str = "",
) -> Path:
    """Save the real main window as *target* (PNG): *size*, in *lang*, with examples/*example*
    open (None: the welcome screen) and the element *selected* as [force, company, attached].

    Shared by this tool and tools/render_screenshots.py (the AppStream pictures)."""
    from PySide6.QtWidgets import QApplication, QLabel

    from listbuilder.gui.window.app import build_window
    from listbuilder.roster.model import ElementPath

    window = build_window(codex, language=lang)
    window.resize(*size)
    if example and not window.open_path(ROOT / "examples" / example, ask=False):
        raise SystemExit(f"cannot open examples/{example}")
    window.show()
    if prepare:
        PREPARE[prepare](window)
    if selected:
        window.tree.select_path(ElementPath(*selected))
    window.browser.checker.run_to_end()  # the browser's marks start 40 ms after an edit
    if options_scrolled:
        for _ in range(10):  # the options are laid out before they can be scrolled
            QApplication.processEvents()
        bar = window.card_view._options_area.verticalScrollBar()
        bar.setValue(round(bar.maximum() * options_scrolled))
    for _ in range(20):  # let the layout settle
        QApplication.processEvents()
    for label in window.statusBar().findChildren(QLabel):
        label.clear()  # "Opened /home/..." would show this machine's folders
    if not window.grab().save(str(target), "PNG"):
        raise SystemExit(f"cannot write {target}")
    window.set_document(None)
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    return target


def shoot_print_preview(codex: Codex, target: Path, lang: str) -> Path:
    """Save the print dialog with its preview of examples/space-marines-with-guard.yaml (its
    second page, the army cards), as the window opens it, on a 1024x768 screen."""
    import time

    from PySide6.QtWidgets import QApplication

    from listbuilder.gui.printout.print_dialog import PrintDialog
    from listbuilder.gui.window.app import build_window

    window = build_window(codex, language=lang)
    window.resize(1024, 700)
    if not window.open_path(ROOT / "examples" / "space-marines-with-guard.yaml", ask=False):
        raise SystemExit("cannot open examples/space-marines-with-guard.yaml")
    window.show()
    document = window.document
    assert document is not None
    dialog = PrintDialog(
        sections=window.print_sections,
        lang=lang,
        render=window._roster_printout(document),
        parent=window,
    )
    dialog.resize(1000, 700)
    dialog.show()
    preview = dialog.preview
    assert preview is not None

    def settle(done: object) -> None:
        limit = time.monotonic() + 120
        while not done() and time.monotonic() < limit:  # type: ignore[operator]
            QApplication.processEvents()
            time.sleep(0.01)

    settle(lambda: not preview.busy and preview.shown_image() is not None)
    preview.go_to(1)
    settle(lambda: not preview.busy and preview.index == 1)
    for _ in range(20):
        QApplication.processEvents()
    if not dialog.grab().save(str(target), "PNG"):
        raise SystemExit(f"cannot write {target}")
    dialog.done(0)
    dialog.deleteLater()
    window.set_document(None)
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "screenshots")
    parser.add_argument("--only", help="render only the shots whose name contains this text")
    args = parser.parse_args(argv)
    for path in render(args.out, args.only):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
