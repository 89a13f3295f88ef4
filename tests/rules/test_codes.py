"""Finding codes: named once with their severity, never spelt out outside the rules layer."""

from __future__ import annotations

import re
from pathlib import Path

from listbuilder.i18n import catalog
from listbuilder.rules.codes import CODES, Code, Severity, severity_of
from listbuilder.rules.findings import report

PACKAGE = Path(__file__).resolve().parents[2] / "listbuilder"


def test_every_code_has_one_severity_and_a_message() -> None:
    assert set(CODES) == set(Code)
    messages = catalog()
    for code in Code:
        assert isinstance(CODES[code][0], Severity)
        assert any(
            key == f"finding.{code}" or key.startswith(f"finding.{code}.") for key in messages
        )


def test_a_finding_takes_the_severity_its_code_declares() -> None:
    assert report(Code.TUNNELLER_EMBARKED, "forces[0]").severity is Severity.WARNING
    assert report(Code.POINTS_LIMIT, "points_limit").severity is Severity.ERROR
    assert severity_of("points-limit") is Severity.ERROR
    assert Code.POINTS_LIMIT == "points-limit"  # the contract string, unchanged


def test_no_finding_code_is_spelt_out_outside_the_rules_layer() -> None:
    literal = re.compile(r"[\"'](" + "|".join(re.escape(str(code)) for code in Code) + r")[\"']")
    offenders = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in PACKAGE.rglob("*.py")
        if "rules" not in path.relative_to(PACKAGE).parts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if literal.search(line)
    ]
    assert offenders == []
