"""Modules loaded on first use, for the front ends' facades (``gui/core.py``, ``cli/core.py``).

A front end keeps its start small by importing the core only when a command needs it. Its
facade module holds a table of names and module paths, and gets its ``__getattr__`` here:
the first ``facade.<name>`` imports the module and keeps it as the facade's attribute, so
the next access is a plain attribute lookup and never comes back here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType


def first_use(
    namespace: dict[str, object], modules: Mapping[str, str]
) -> Callable[[str], ModuleType]:
    """A module-level ``__getattr__`` for the module whose globals are *namespace*, loading
    the modules of *modules* (name → dotted path) on first access."""

    def __getattr__(name: str) -> ModuleType:
        try:
            path = modules[name]
        except KeyError:
            owner = namespace.get("__name__")
            raise AttributeError(f"module {owner!r} has no attribute {name!r}") from None
        module = importlib.import_module(path)
        namespace[name] = module  # the next access does not come here
        return module

    return __getattr__
