"""One exception tree: every error a player can meet is a ListBuilderError from errors.py."""

from __future__ import annotations

import pytest

from listbuilder import errors
from listbuilder.errors import ListBuilderError, PrintError
from listbuilder.files.outputs import OutputPathError
from listbuilder.printing.page import normalize_paper
from listbuilder.printing.roster_pdf import parse_sections
from listbuilder.roster.edits import EditError
from listbuilder.roster.io import ReadOnlyRosterError
from listbuilder.rules.tournament import TournamentPackError


def test_the_errors_modules_raise_are_the_tree_of_errors_py() -> None:
    for cls in (EditError, OutputPathError, ReadOnlyRosterError, TournamentPackError, PrintError):
        assert cls.__module__ == "listbuilder.errors"
        assert issubclass(cls, ListBuilderError)
        assert cls.__name__ in (errors.__doc__ or "")


def test_printing_errors_say_what_and_how_to_fix() -> None:
    with pytest.raises(PrintError) as paper:
        normalize_paper("a3")
    assert "a3" in paper.value.message and paper.value.hint and "a4" in paper.value.hint
    with pytest.raises(PrintError) as sections:
        parse_sections("roster,bogus")
    assert "bogus" in str(sections.value)
    assert sections.value.hint and "roster" in sections.value.hint
    assert isinstance(sections.value, ValueError)  # as before, for callers catching ValueError
