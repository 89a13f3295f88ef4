"""The NetEpic Gold construction rules: one small pure function per rule, findings as data.

from listbuilder.rules import validate
result = validate(roster, codex)          # findings + derived figures
"""

from __future__ import annotations

from listbuilder.rules.engine import RULES, ValidationResult, validate
from listbuilder.rules.findings import CODES, Code, Finding, Severity

__all__ = ["CODES", "RULES", "Code", "Finding", "Severity", "ValidationResult", "validate"]
