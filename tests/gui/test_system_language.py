"""The window's language when the player chose none, read from QLocale as the app starts:
the same as the commands' (tests/i18n/test_system_language.py), whatever the variables."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = """
from PySide6.QtCore import QCoreApplication, QLocale
app = QCoreApplication([])
from listbuilder.gui.i18n import system_ui_language
from listbuilder.i18n import system_language
print(system_ui_language(), system_language(), QLocale.system().uiLanguages()[0])
"""
LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "de:fr"}, "fr"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_CA.UTF-8", "LC_ALL": "en_GB.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8", "LANGUAGE": "fr"}, "en"),  # Qt alone would say French here
        ({"LANG": "de_DE.UTF-8"}, "en"),
    ],
    ids=lambda value: (
        " ".join(f"{k}={v}" for k, v in value.items()) if isinstance(value, dict) else value
    ),
)
@pytest.mark.skipif(sys.platform != "linux", reason="Qt reads the locale variables on Linux")
def test_the_window_and_the_commands_speak_the_same_language(
    variables: dict[str, str], expected: str
) -> None:
    env = {k: v for k, v in os.environ.items() if k not in LOCALE_VARS}
    env.update(variables, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stderr
    window, commands, qt_first = result.stdout.split()
    assert (window, commands) == (expected, expected), qt_first
