"""The core modules the command line loads on first use, in one place.

The command line starts with as little imported as it can: the army books' models, the rules and
the file readers come when a command first needs them. Instead of an import inside each
function that needs one, the function reads ``core.<name>`` and this module imports the
module on first access (:func:`__getattr__`), then keeps it as an attribute, so the next
access is a plain attribute lookup. The names are the module's own, or its package's and
its own when another module shares its name (``core.roster_model``). mypy sees the same
modules through the imports under ``TYPE_CHECKING``; ``tests/test_facades.py`` holds the
table and those imports equal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.lazy import first_use

if TYPE_CHECKING:
    from listbuilder import i18n
    from listbuilder.codex import convert, loader
    from listbuilder.collection import io as collection_io
    from listbuilder.collection import needs
    from listbuilder.editing import export, session
    from listbuilder.files import caches, output_kinds, outputs
    from listbuilder.game import odds
    from listbuilder.gui.window import app as gui_app
    from listbuilder.i18n import text as i18n_text
    from listbuilder.interop import rosters
    from listbuilder.interop.battlescribe.catalogue_import import importer
    from listbuilder.printing import roster_pdf, templates
    from listbuilder.printing.other_games import render
    from listbuilder.report import diff, diff_text, inert, needs_text
    from listbuilder.roster import revisions
    from listbuilder.rules import house_rules
    from listbuilder.systems.battlescribe import errors as battlescribe_errors
    from listbuilder.systems.battlescribe import exports as battlescribe_exports
    from listbuilder.systems.battlescribe import registry, validation
    from listbuilder.systems.battlescribe import roster as battlescribe_roster

__all__ = [
    "battlescribe_errors",
    "battlescribe_exports",
    "battlescribe_roster",
    "caches",
    "collection_io",
    "convert",
    "diff",
    "diff_text",
    "export",
    "gui_app",
    "house_rules",
    "i18n",
    "i18n_text",
    "importer",
    "inert",
    "loader",
    "needs",
    "needs_text",
    "odds",
    "output_kinds",
    "outputs",
    "registry",
    "render",
    "revisions",
    "roster_pdf",
    "rosters",
    "session",
    "templates",
    "validation",
]

MODULES: dict[str, str] = {
    "battlescribe_errors": "listbuilder.systems.battlescribe.errors",
    "battlescribe_exports": "listbuilder.systems.battlescribe.exports",
    "battlescribe_roster": "listbuilder.systems.battlescribe.roster",
    "caches": "listbuilder.files.caches",
    "collection_io": "listbuilder.collection.io",
    "convert": "listbuilder.codex.convert",
    "diff": "listbuilder.report.diff",
    "diff_text": "listbuilder.report.diff_text",
    "export": "listbuilder.editing.export",
    "gui_app": "listbuilder.gui.window.app",
    "house_rules": "listbuilder.rules.house_rules",
    "i18n": "listbuilder.i18n",
    "i18n_text": "listbuilder.i18n.text",
    "importer": "listbuilder.interop.battlescribe.catalogue_import.importer",
    "inert": "listbuilder.report.inert",
    "loader": "listbuilder.codex.loader",
    "needs": "listbuilder.collection.needs",
    "needs_text": "listbuilder.report.needs_text",
    "odds": "listbuilder.game.odds",
    "output_kinds": "listbuilder.files.output_kinds",
    "outputs": "listbuilder.files.outputs",
    "registry": "listbuilder.systems.battlescribe.registry",
    "render": "listbuilder.printing.other_games.render",
    "revisions": "listbuilder.roster.revisions",
    "roster_pdf": "listbuilder.printing.roster_pdf",
    "rosters": "listbuilder.interop.rosters",
    "session": "listbuilder.editing.session",
    "templates": "listbuilder.printing.templates",
    "validation": "listbuilder.systems.battlescribe.validation",
}
"""Each name this facade gives, and the module it loads."""


if not TYPE_CHECKING:  # mypy reads the imports above, which type each module exactly
    __getattr__ = first_use(globals(), MODULES)
