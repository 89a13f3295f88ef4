"""Fixtures of the command-line tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.roster.io import load_roster, save_roster
from tests.cli.consoles import NAME

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def roster_file(tmp_path: Path) -> Path:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml").model_copy(
        update={"name": NAME, "notes": "déployer à gauche\n"}
    )
    path = tmp_path / "army.yaml"
    save_roster(roster, path)
    return path
