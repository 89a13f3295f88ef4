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

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder import i18n
    from listbuilder.editing import export, session
    from listbuilder.phone import page as phone_page
    from listbuilder.printing import roster_pdf, templates
    from listbuilder.report import data_changes
    from listbuilder.report import exports as report_exports
    from listbuilder.roster import edits, revisions
    from listbuilder.roster import io as roster_io
    from listbuilder.roster import model as roster_model

__all__ = [
    "data_changes",
    "edits",
    "export",
    "i18n",
    "phone_page",
    "report_exports",
    "revisions",
    "roster_io",
    "roster_model",
    "roster_pdf",
    "session",
    "templates",
]

MODULES: dict[str, str] = {
    "data_changes": "listbuilder.report.data_changes",
    "edits": "listbuilder.roster.edits",
    "export": "listbuilder.editing.export",
    "i18n": "listbuilder.i18n",
    "phone_page": "listbuilder.phone.page",
    "report_exports": "listbuilder.report.exports",
    "revisions": "listbuilder.roster.revisions",
    "roster_io": "listbuilder.roster.io",
    "roster_model": "listbuilder.roster.model",
    "roster_pdf": "listbuilder.printing.roster_pdf",
    "session": "listbuilder.editing.session",
    "templates": "listbuilder.printing.templates",
}
"""Each name this facade gives, and the module it loads."""


if not TYPE_CHECKING:  # mypy reads the imports above, which type each module exactly

    def __getattr__(name: str) -> ModuleType:
        try:
            path = MODULES[name]
        except KeyError:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
        module = importlib.import_module(path)
        globals()[name] = module  # the next access does not come here
        return module
