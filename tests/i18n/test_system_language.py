"""The language the app starts in when the player chose none: the system's, else English."""

from __future__ import annotations

import plistlib
from pathlib import Path

import pytest

from listbuilder import i18n
from listbuilder.i18n import supported_language, system_language, system_languages

LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def no_locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *_: (None, None))
    return monkeypatch


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ("fr_FR.UTF-8", "fr"),
        ("fr-CA", "fr"),
        ("fr", "fr"),
        ("French_France", "fr"),  # Windows' locale names
        ("en_GB.ISO8859-1", "en"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("", None),
    ],
)
def test_supported_language(tag: str, code: str | None) -> None:
    assert supported_language(tag) == code


def test_the_environment_decides_as_gettext_reads_it(no_locale: pytest.MonkeyPatch) -> None:
    no_locale.setenv("LANG", "fr_FR.UTF-8")
    assert system_language() == "fr"
    no_locale.setenv("LC_MESSAGES", "en_US.UTF-8")  # more specific than LANG
    assert system_language() == "en"
    no_locale.setenv("LANGUAGE", "de:fr")  # a preference list: first one we speak
    assert system_languages()[:2] == ["de", "fr"]
    assert system_language() == "fr"
    no_locale.setenv("LC_ALL", "C.UTF-8")  # the C locale switches LANGUAGE off
    assert system_language() == "en"


def test_unsupported_languages_fall_back_to_english(no_locale: pytest.MonkeyPatch) -> None:
    no_locale.setenv("LANG", "de_DE.UTF-8")
    assert system_language() == "en"
    no_locale.delenv("LANG")
    assert system_language() == "en"


def test_macos_desktop_launch_reads_the_preferred_languages(
    no_locale: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A macOS app started from the Finder has no LANG: the system's list decides."""
    prefs = tmp_path / "Library" / "Preferences"
    prefs.mkdir(parents=True)
    with (prefs / ".GlobalPreferences.plist").open("wb") as handle:
        plistlib.dump(
            {"AppleLanguages": ["de-DE", "fr-FR", "en-US"]}, handle, fmt=plistlib.FMT_BINARY
        )
    no_locale.setenv("HOME", str(tmp_path))
    no_locale.setenv("USERPROFILE", str(tmp_path))  # Path.home() on Windows
    no_locale.setattr(i18n.sys, "platform", "darwin")
    assert system_languages() == ["de-DE", "fr-FR", "en-US"]
    assert system_language() == "fr"
    (prefs / ".GlobalPreferences.plist").write_bytes(b"not a plist")
    assert system_language() == "en"


def test_windows_desktop_launch_reads_the_ui_language(no_locale: pytest.MonkeyPatch) -> None:
    """A Windows app started from the Start menu has no LANG: the UI language decides."""
    import ctypes

    class Kernel32:
        @staticmethod
        def GetUserDefaultUILanguage() -> int:
            return 0x040C  # French (France)

    class WinDLL:
        kernel32 = Kernel32()

    no_locale.setattr(ctypes, "windll", WinDLL(), raising=False)
    no_locale.setattr(i18n.sys, "platform", "win32")
    assert system_language() == "fr"
