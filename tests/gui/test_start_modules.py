"""What the app imports to get ready: no pydantic and no YAML on the welcome page, nor the
editing core and views, which come just after "ready" (issue 24).

Pydantic checks what strangers send (YAML army books, roster files other than the plain
common form, which :mod:`listbuilder.roster.fastpath` reads alike); the window, the
compiled army books, the message catalogue and the editing views need neither, nor does
a roster file the app wrote (:mod:`listbuilder.roster.plain_yaml` reads it), nor the
BattleScribe reader or the share-code decoder. Behaviour, not timing: the modules loaded
once the app says "ready".
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.helpers import ROOT

SCRIPT = """
import os, sys
from listbuilder.gui.window.app import run_app
run_app(sys.argv[1:])
WATCHED = ("pydantic", "yaml", "listbuilder.interop.battlescribe", "listbuilder.interop.share_code",
           "listbuilder.rules.engine", "listbuilder.editing.verbs", "listbuilder.editing.whatif",
           "listbuilder.gui.editor.panels", "listbuilder.gui.editor.card_browser")
print("loaded", *sorted(m for m in WATCHED if m in sys.modules), flush=True)
print("made", *sorted(c for c in UNUSED if c in vars(sys.modules["PySide6.QtWidgets"])), flush=True)
os._exit(0)
"""

UNUSED = ("QMdiArea", "QWizard", "QGraphicsView", "QCalendarWidget")
"""QWidget subclasses the app does not use: PySide creates them, with their enums, when it
looks for the class of a widget it only knows as a QWidget (a scroll area's viewport asked
for with ``viewport()``)."""


def _start(tmp_path: Path, *args: str, line: str = "loaded") -> list[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "LISTBUILDER_CACHE_DIR": str(tmp_path / "cache"),
        "LISTBUILDER_DATA_DIR": str(tmp_path / "data"),
        "LISTBUILDER_EXIT_WHEN_SHOWN": "1",
    }
    run = subprocess.run(
        [sys.executable, "-c", SCRIPT.replace("UNUSED", repr(UNUSED)), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        encoding="utf-8",
    )
    lines = run.stdout.splitlines()
    assert any(line.startswith("ready ") for line in lines), run.stdout + run.stderr
    return next(text.split()[1:] for text in lines if text.split()[:1] == [line])


@pytest.fixture(scope="module")
def welcome_start(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The watched modules loaded by a warm start to the welcome page."""
    folder = tmp_path_factory.mktemp("welcome")
    _start(folder)  # the first start compiles the army books and the messages
    return _start(folder)


def test_a_warm_start_to_the_welcome_page_imports_neither_pydantic_nor_yaml(
    welcome_start: list[str],
) -> None:
    assert "pydantic" not in welcome_start and "yaml" not in welcome_start


def test_opening_a_common_roster_file_at_start_needs_neither_pydantic_nor_yaml(
    tmp_path: Path,
) -> None:
    roster = ROOT / "examples" / "space-marines-with-guard.yaml"
    _start(tmp_path)
    loaded = _start(tmp_path, str(roster))
    assert "pydantic" not in loaded and "yaml" not in loaded  # a file as the app writes it
    assert not [name for name in loaded if name.startswith("listbuilder.interop")]


def test_a_roster_written_by_pyyaml_opens_at_start_without_pydantic_or_yaml(
    tmp_path: Path,
) -> None:
    """A file another program wrote through PyYAML (sequences at their key's indent, keys
    in another order) is read by the same plain readers (issue 32)."""
    import yaml

    example = ROOT / "examples" / "space-marines-with-guard.yaml"
    data = yaml.safe_load(example.read_text(encoding="utf-8"))
    data.pop("notes", None)  # a long note is folded over quoted lines: PyYAML's to read
    roster = tmp_path / "by-hand.yaml"
    text = yaml.safe_dump(dict(reversed(data.items())), sort_keys=False)
    roster.write_text(text, encoding="utf-8")
    _start(tmp_path)
    loaded = _start(tmp_path, str(roster))
    assert "pydantic" not in loaded and "yaml" not in loaded


def test_opening_a_roster_at_start_creates_no_unused_qt_class(tmp_path: Path) -> None:
    """The editing views ask for their viewports by type (``gui.common.viewport_of``): no
    search through every QWidget subclass on the way to "ready" (docs/speed.md)."""
    roster = ROOT / "examples" / "space-marines-with-guard.yaml"
    _start(tmp_path)
    assert _start(tmp_path, str(roster), line="made") == []


def test_the_welcome_page_is_ready_before_the_editing_core_and_views_are_imported(
    welcome_start: list[str],
) -> None:
    assert welcome_start == []


def test_a_roster_given_at_start_is_open_with_the_editing_core_and_views(
    tmp_path: Path,
) -> None:
    roster = ROOT / "examples" / "space-marines-with-guard.yaml"
    _start(tmp_path)
    assert _start(tmp_path, str(roster)) == [
        "listbuilder.editing.verbs",
        "listbuilder.editing.whatif",
        "listbuilder.gui.editor.card_browser",
        "listbuilder.gui.editor.panels",
        "listbuilder.rules.engine",
    ]
