"""Cards that stand in for a model already bought: the Peregrine Option (Eldar army book)."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from tests.rules.builders import check, codes, company, force, only


def test_a_peregrine_option_takes_no_special_slot(codex: Codex) -> None:
    # Its own rule: it replaces a Command Falcon and does not count against the Special limit.
    result = check(codex, force("eldar", company("guardian_host", "farseer", "peregrine_option")))
    assert result.findings == ()
    # It stays a Special card for everything else: the second real Special card is one too many.
    two = check(
        codex, force("eldar", company("guardian_host", "farseer", "warlock", "peregrine_option"))
    )
    assert only(two, "special-limit").path == "forces[0].companies[0].attached[1]"


def test_a_peregrine_option_needs_a_command_falcon_to_replace(codex: Codex) -> None:
    alone = check(codex, force("eldar", company("guardian_host", "peregrine_option")))
    finding = only(alone, "nothing-to-replace")
    assert finding.path == "forces[0].companies[0].attached[0]"
    assert "Falcon" in finding.message("en") and "Falcon" in finding.message("fr")
    # One Falcon on a Special card, anywhere in the army, for each Peregrine.
    army = force(
        "eldar",
        company("guardian_host", "farseer", "peregrine_option"),
        company("guardian_host", "peregrine_option"),
    )
    assert [f.path for f in check(codex, army).findings if f.code == "nothing-to-replace"] == [
        "forces[0].companies[1].attached[0]"
    ]
    # A Falcon Host's own Falcons are no Command Falcons.
    host = check(codex, force("eldar", company("falcon_host", "peregrine_option")))
    assert "nothing-to-replace" in codes(host)
