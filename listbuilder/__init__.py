"""listbuilder: army list builder, validator and printer for NetEpic Gold.

The core (codex, roster, rules, printing, interop) is plain Python; only
``listbuilder.gui`` imports Qt.
"""

from __future__ import annotations

__version__ = "0.1.0"
