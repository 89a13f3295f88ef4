"""Findings and figures as a player says them in a forum post: without the rulebook's
section numbers and the project's ruling numbers, which mean nothing to a reader there.

The catalogue's messages end with their references, ``(§1.2; ruling 1: the limit is per
company, not per force)``. The window and ``check`` keep them (a player checking a verdict
looks them up); the forum exports drop the references and keep what they explain.
"""

from __future__ import annotations

import re

_SECTION = r"§\s*\d+(?:\.\d+)*(?:\s*[–-]\s*\d+(?:\.\d+)*)?"
_RULING = r"(?:rulings?|décisions?)\s+\d+(?:(?:\s*,\s*|\s+(?:and|et)\s+)\d+)*"
_REFERENCE = re.compile(rf"(?:{_SECTION}|{_RULING})\s*(?:[,;:]\s*)?", re.IGNORECASE)
_GROUP = re.compile(r"\s*\(([^()]*)\)")
_EDGES = " \u00a0,;:"


def _group(match: re.Match[str]) -> str:
    inside = match.group(1)
    if not _REFERENCE.search(inside):
        return match.group(0)
    kept = _REFERENCE.sub("", inside).strip(_EDGES)
    return f" ({kept})" if kept else ""


def without_references(text: str) -> str:
    """*text* with every parenthesis's section and ruling numbers dropped (the parenthesis
    too when nothing else was in it); the explanation after a ruling's number stays."""
    return _GROUP.sub(_group, text)
