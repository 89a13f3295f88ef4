"""The interface language: Qt translators for GUI strings, the core catalogue for the rest.

GUI strings are written in English in the code (``self.tr()``,
``QCoreApplication.translate()``) and translated by
``resources/translations/listbuilder_<lang>.qm``; Qt's own dialogs use the
``qtbase_<lang>.qm`` shipped with PySide6. Core strings (findings, figures,
codex names) are rendered by :func:`listbuilder.i18n.message` in
:attr:`Languages.current`. To refresh the translation files, run
``tools/update_translations.py`` (pyside6-lupdate, then pyside6-lrelease).
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from listbuilder import paths
from listbuilder.i18n import (
    LANGUAGES,
    environment_languages,
    normalize_language,
    supported_language,
)
from listbuilder.i18n import numbers as core_numbers

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
"""Each language in its own name, for the language menu (never translated)."""


def translations_dir() -> str:
    return str(paths.resources_dir() / "translations")


_installed: list[QTranslator] = []
"""The translators installed in the application: one language at a time, app-wide."""


class Languages(QObject):
    """Installs the translators of the chosen language and tells the views to re-render."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = "en"

    @property
    def current(self) -> str:
        return self._current

    def locale(self) -> QLocale:
        return locale_for(self._current)

    def set_language(self, lang: str | None) -> str:
        """Switch to *lang* (``None`` or ``""``: the system language); returns the language set."""
        chosen = normalize_language(lang) if lang else system_ui_language()
        if chosen not in LANGUAGES:
            chosen = "en"
        install_translators(chosen)
        changed = chosen != self._current
        self._current = chosen
        if changed:
            self.language_changed.emit(chosen)
        return chosen


def system_ui_language() -> str:
    """The first language the app speaks among the desktop's interface languages, else
    English. The locale variables decide when set, read as the commands read them, so the
    window and the commands speak alike; else Qt reads the system's list (launches from
    the Windows and macOS desktops set no ``LANG``)."""
    stated = environment_languages()
    for tag in stated if stated is not None else _system_ui_languages():
        lang = supported_language(tag)
        if lang is not None:
            return lang
    return "en"


def _system_ui_languages() -> list[str]:
    return list(QLocale.system().uiLanguages())


def install_translators(lang: str) -> None:
    """Replace the application's translators by those of *lang* (for English, only the plural
    forms of messages with a count: ``1 error``, ``2 errors``)."""
    app = QCoreApplication.instance()
    if app is None:
        return
    while _installed:
        translator = _installed.pop()
        app.removeTranslator(translator)
        translator.deleteLater()
    ours = QTranslator(app)
    if ours.load(f"listbuilder_{lang}", translations_dir()):
        _installed.append(ours)
    if lang != "en":
        qt_own = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(f"qtbase_{lang}", qt_dir):
            _installed.append(qt_own)
        # Qt's strings that its own catalogue leaves in English (the file dialog's labels);
        # installed after qtbase, so looked up first.
        qt_extra = QTranslator(app)
        if qt_extra.load(f"qt_extra_{lang}", translations_dir()):
            _installed.append(qt_extra)
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(locale_for(lang))


@cache
def locale_for(lang: str) -> QLocale:
    if lang == "fr":
        return QLocale(QLocale.Language.French, QLocale.Country.France)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def format_int(value: int, lang: str) -> str:
    """``3,000`` in English, ``3 000`` in French: the one rule of every channel
    (:mod:`listbuilder.i18n.numbers`), so the window and the findings, exports and
    printouts never write a figure two ways."""
    return core_numbers.format_number(int(value), lang)


def format_cost(value: float, lang: str) -> str:
    """A cost of another game's data (points, Power Level, CP): a whole number grouped as
    every figure is, another with at most two decimals (1.5, not 1.50)."""
    if float(value).is_integer():
        return core_numbers.format_number(int(value), lang)
    text = core_numbers.format_number(round(value, 2), lang, 2)
    return text.rstrip("0")


def format_number(value: float, lang: str, decimals: int | None = None) -> str:
    """*value* as :func:`listbuilder.i18n.numbers.format_number` writes it: a whole number
    without decimals (a VP of 3, not 3.00), another with *decimals*, by default one."""
    if float(value).is_integer():
        decimals = 0
    return core_numbers.format_number(value, lang, decimals)


_ARG = re.compile(r"%(\d)")


def fill(text: str, *values: object) -> str:
    """*text*, a translated string, with ``%1``, ``%2``... replaced by *values* in one pass.

    Qt's ``QString.arg`` does not reach Python, and chained ``str.replace`` calls would
    replace a marker again inside an earlier value (a roster named "%2"); a marker with no
    value stays as written."""

    def value(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _ARG.sub(value, text)
