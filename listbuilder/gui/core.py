"""The core modules the window loads on first use, in one place.

The window starts with as little imported as it can: the army books' models, the rules and
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
    from listbuilder import errors, i18n, paths
    from listbuilder.codex import codex as codex_codex
    from listbuilder.codex import loader
    from listbuilder.collection import io as collection_io
    from listbuilder.collection import model as collection_model
    from listbuilder.collection import needs
    from listbuilder.editing import export, session, verbs
    from listbuilder.files import (
        caches,
        game_data,
        output_kinds,
        outputs,
        owners,
        processes,
        saving,
        scratch,
        sniff,
        windows,
        writing,
    )
    from listbuilder.game import army, state, tracker
    from listbuilder.game import io as game_io
    from listbuilder.game import units as game_units
    from listbuilder.i18n import text as i18n_text
    from listbuilder.interop import rosters, share_code
    from listbuilder.phone import page as phone_page
    from listbuilder.printing import fonts, roster_pdf, sections, templates
    from listbuilder.printing.other_games import render
    from listbuilder.report import data_changes, diff, diff_text, glance, needs_text
    from listbuilder.report import exports as report_exports
    from listbuilder.roster import edits, fragment, history, revisions
    from listbuilder.roster import io as roster_io
    from listbuilder.roster import model as roster_model
    from listbuilder.rules import allies, context, data_revision, engine, house_rules, pack_record
    from listbuilder.systems.battlescribe import building, checks, registry, validation, yamlroster
    from listbuilder.systems.battlescribe import exports as battlescribe_exports
    from listbuilder.systems.battlescribe import model as battlescribe_model
    from listbuilder.systems.battlescribe import packs as battlescribe_packs
    from listbuilder.systems.battlescribe import roster as battlescribe_roster
    from listbuilder.systems.battlescribe.packs import names as pack_names

__all__ = [
    "allies",
    "army",
    "battlescribe_exports",
    "battlescribe_model",
    "battlescribe_packs",
    "battlescribe_roster",
    "building",
    "caches",
    "checks",
    "codex_codex",
    "collection_io",
    "collection_model",
    "context",
    "data_changes",
    "data_revision",
    "diff",
    "diff_text",
    "edits",
    "engine",
    "errors",
    "export",
    "fonts",
    "fragment",
    "game_data",
    "game_io",
    "game_units",
    "glance",
    "history",
    "house_rules",
    "i18n",
    "i18n_text",
    "loader",
    "needs",
    "needs_text",
    "output_kinds",
    "outputs",
    "owners",
    "pack_names",
    "pack_record",
    "paths",
    "phone_page",
    "processes",
    "registry",
    "render",
    "report_exports",
    "revisions",
    "roster_io",
    "roster_model",
    "roster_pdf",
    "rosters",
    "saving",
    "scratch",
    "sections",
    "session",
    "share_code",
    "sniff",
    "state",
    "templates",
    "tracker",
    "validation",
    "verbs",
    "windows",
    "writing",
    "yamlroster",
]

MODULES: dict[str, str] = {
    "allies": "listbuilder.rules.allies",
    "army": "listbuilder.game.army",
    "battlescribe_exports": "listbuilder.systems.battlescribe.exports",
    "battlescribe_model": "listbuilder.systems.battlescribe.model",
    "battlescribe_packs": "listbuilder.systems.battlescribe.packs",
    "battlescribe_roster": "listbuilder.systems.battlescribe.roster",
    "building": "listbuilder.systems.battlescribe.building",
    "caches": "listbuilder.files.caches",
    "checks": "listbuilder.systems.battlescribe.checks",
    "codex_codex": "listbuilder.codex.codex",
    "collection_io": "listbuilder.collection.io",
    "collection_model": "listbuilder.collection.model",
    "context": "listbuilder.rules.context",
    "data_changes": "listbuilder.report.data_changes",
    "data_revision": "listbuilder.rules.data_revision",
    "diff": "listbuilder.report.diff",
    "diff_text": "listbuilder.report.diff_text",
    "edits": "listbuilder.roster.edits",
    "engine": "listbuilder.rules.engine",
    "errors": "listbuilder.errors",
    "export": "listbuilder.editing.export",
    "fonts": "listbuilder.printing.fonts",
    "fragment": "listbuilder.roster.fragment",
    "game_data": "listbuilder.files.game_data",
    "game_io": "listbuilder.game.io",
    "game_units": "listbuilder.game.units",
    "glance": "listbuilder.report.glance",
    "history": "listbuilder.roster.history",
    "house_rules": "listbuilder.rules.house_rules",
    "i18n": "listbuilder.i18n",
    "i18n_text": "listbuilder.i18n.text",
    "loader": "listbuilder.codex.loader",
    "needs": "listbuilder.collection.needs",
    "needs_text": "listbuilder.report.needs_text",
    "output_kinds": "listbuilder.files.output_kinds",
    "outputs": "listbuilder.files.outputs",
    "owners": "listbuilder.files.owners",
    "pack_names": "listbuilder.systems.battlescribe.packs.names",
    "pack_record": "listbuilder.rules.pack_record",
    "paths": "listbuilder.paths",
    "phone_page": "listbuilder.phone.page",
    "processes": "listbuilder.files.processes",
    "registry": "listbuilder.systems.battlescribe.registry",
    "render": "listbuilder.printing.other_games.render",
    "report_exports": "listbuilder.report.exports",
    "revisions": "listbuilder.roster.revisions",
    "roster_io": "listbuilder.roster.io",
    "roster_model": "listbuilder.roster.model",
    "roster_pdf": "listbuilder.printing.roster_pdf",
    "rosters": "listbuilder.interop.rosters",
    "saving": "listbuilder.files.saving",
    "scratch": "listbuilder.files.scratch",
    "sections": "listbuilder.printing.sections",
    "session": "listbuilder.editing.session",
    "share_code": "listbuilder.interop.share_code",
    "sniff": "listbuilder.files.sniff",
    "state": "listbuilder.game.state",
    "templates": "listbuilder.printing.templates",
    "tracker": "listbuilder.game.tracker",
    "validation": "listbuilder.systems.battlescribe.validation",
    "verbs": "listbuilder.editing.verbs",
    "windows": "listbuilder.files.windows",
    "writing": "listbuilder.files.writing",
    "yamlroster": "listbuilder.systems.battlescribe.yamlroster",
}
"""Each name this facade gives, and the module it loads."""


if not TYPE_CHECKING:  # mypy reads the imports above, which type each module exactly
    __getattr__ = first_use(globals(), MODULES)
