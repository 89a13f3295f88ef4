"""Tunneller companies (§6.1, C-10) and off-board barrages (§6.8, C-13)."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.rules.findings import Severity
from tests.rules.builders import card, check, codes, company, force, only

GUARD_OPTIONS = {"hq_transport.command_rhino": 1, "commissar_transport.command_rhino": 1}


def test_tunneller_company_takes_tunneller_supports(codex: Codex) -> None:
    assert card(codex, "imperial_guard", "mole_company").tunneller
    assert card(codex, "imperial_guard", "termite_platoon").tunneller
    result = check(
        codex, force("imperial_guard", company("mole_company", "mole_platoon", "termite_platoon"))
    )
    assert result.findings == ()


def test_tanks_cannot_join_a_tunneller_company(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "imperial_guard",
            company("mole_company", "leman_russ_squadron"),
            company("tactical_infantry_company", options=GUARD_OPTIONS),
        ),
    )
    finding = only(result, "tunneller-restriction")
    assert finding.path == "forces[0].companies[0].attached[0]"
    assert finding.message("en").endswith(
        "Move Leman Russ Squadron to Tactical Infantry Company #2."
    )
    assert "tunneliers" in finding.message("fr")


def test_infantry_may_ride_in_the_tunnellers_with_a_warning(codex: Codex) -> None:
    result = check(codex, force("squats", company("termite_company", "warrior_detachment")))
    finding = only(result, "tunneller-embarked")
    assert finding.severity is Severity.WARNING
    assert result.legal


def test_squat_tunnellers_are_fine(codex: Codex) -> None:
    result = check(
        codex, force("squats", company("termite_company", "termite_detachment", "mole_detachment"))
    )
    assert result.findings == ()


def test_an_ordinary_company_takes_anything(codex: Codex) -> None:
    result = check(
        codex,
        force(
            "imperial_guard",
            company(
                "tactical_infantry_company",
                "mole_platoon",
                "leman_russ_squadron",
                options=GUARD_OPTIONS,
            ),
        ),
    )
    assert "tunneller-restriction" not in codes(result)


def test_off_board_barrage_without_a_forward_observer(codex: Codex) -> None:
    result = check(
        codex, force("space_marines", company("tactical_company", "light_off_board_barrage"))
    )
    finding = only(result, "barrage-no-observer")
    assert finding.severity is Severity.WARNING
    assert finding.path == "forces[0].companies[0].attached[0]"
    assert result.legal
    with_observer = check(
        codex,
        force(
            "space_marines",
            company("tactical_company", "light_off_board_barrage", "forward_observer"),
        ),
    )
    assert with_observer.findings == ()


def test_off_board_barrages_take_support_slots(codex: Codex) -> None:
    supports = ["light_off_board_barrage"] * 3 + ["heavy_off_board_barrage"] * 3
    result = check(
        codex, force("space_marines", company("tactical_company", *supports, "forward_observer"))
    )
    assert only(result, "support-limit").path == "forces[0].companies[0].attached[5]"
