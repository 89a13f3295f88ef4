"""What a YAML file of each kind may hold before it is refused as damaged or hostile.

Apart from :mod:`listbuilder.files.yamlio` so that a reader that needs no PyYAML (the
roster files the app writes, :mod:`listbuilder.roster.plain_yaml`) keeps the same limits
without importing it.
"""

from __future__ import annotations

from listbuilder.records import record


@record
class Limits:
    """What a file of one kind may hold before it is refused as damaged or hostile."""

    max_depth: int = 64
    """Nesting of mappings and sequences; the real files need fewer than 15 levels."""
    max_chars: int = 64_000_000
    aliases: bool = True
    """Whether ``&anchor``/``*alias`` may be used at all."""
    max_nodes: int = 5_000_000
    """Values in the document once every alias is expanded."""


ROSTER_LIMITS = Limits(max_chars=32_000_000, aliases=False, max_nodes=2_000_000)
PACK_LIMITS = Limits(max_chars=4_000_000, max_nodes=200_000)
CODEX_LIMITS = Limits()
