"""Comparing two rosters: matching as a player sees it, mirror images, and the command."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder.codex.codex import Codex
from listbuilder.codex.loader import load_codex
from listbuilder.editing.session import EditSession
from listbuilder.interop.share_code import encode
from listbuilder.report.diff import Change, RosterDiff, diff_rosters
from listbuilder.report.diff_text import render_text
from listbuilder.roster.io import dump_roster, load_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE_ROSTERS = sorted(p for p in EXAMPLES.glob("*.yaml") if "tournament" not in p.name)
MARINES = EXAMPLES / "space-marines-with-guard.yaml"


@pytest.fixture(scope="module")
def codex() -> Codex:
    return load_codex()


def diff(codex: Codex, a: Roster, b: Roster) -> RosterDiff:
    sa, sb = EditSession(codex, a), EditSession(codex, b)
    return diff_rosters(sa.roster, sa.figures, sb.roster, sb.figures)


def kinds(result: RosterDiff) -> list[tuple[str, str, str, str | None]]:
    return [(c.kind, c.what, c.card, c.field) for c in result.changes]


@pytest.mark.parametrize("path", EXAMPLE_ROSTERS, ids=lambda p: p.stem)
def test_a_roster_compared_with_itself_is_the_same(codex: Codex, path: Path) -> None:
    roster = load_roster(path)
    result = diff(codex, roster, roster)
    assert result.same and result.changes == ()
    assert result.delta.points == 0 and result.total_a == result.total_b


def marines(*companies: Company, notes: str | None = None) -> Roster:
    return Roster(
        name="Test",
        points_limit=3000,
        forces=(Force(list_id="space_marines", notes=notes, companies=companies),),
    )


def test_a_card_under_another_company_is_moved_not_removed_and_added(codex: Codex) -> None:
    chaplain = AttachedCard(card="chaplain")
    a = marines(
        Company(card="tactical_company", attached=(chaplain,)), Company(card="tactical_company")
    )
    b = marines(
        Company(card="tactical_company"), Company(card="tactical_company", attached=(chaplain,))
    )
    result = diff(codex, a, b)
    assert kinds(result) == [("moved", "card", "chaplain", None)]
    move = result.changes[0]
    assert move.path_a == "forces[0].companies[0].attached[0]"
    assert move.path_b == "forces[0].companies[1].attached[0]"
    assert move.company_a is not None and move.company_a.en == "Tactical Company #1"
    assert move.company_b is not None and move.company_b.en == "Tactical Company #2"
    assert result.delta.points == 0


def test_a_moved_card_with_new_options_is_moved_and_changed(codex: Codex) -> None:
    titan = AttachedCard(
        card="warhound_titan", options={"warhound_titan_weapons.plasma_blastgun": 2}
    )
    retitled = titan.model_copy(update={"options": {"warhound_titan_weapons.inferno_gun": 2}})
    a = marines(
        Company(card="tactical_company", attached=(titan,)), Company(card="tactical_company")
    )
    b = marines(
        Company(card="tactical_company"), Company(card="tactical_company", attached=(retitled,))
    )
    assert kinds(diff(codex, a, b)) == [
        ("moved", "card", "warhound_titan", None),
        ("changed", "card", "warhound_titan", "options"),
    ]


def test_added_removed_and_notes_are_reported_with_their_figures(codex: Codex) -> None:
    a = marines(Company(card="tactical_company", attached=(AttachedCard(card="rhino_squadron"),)))
    b = marines(
        Company(card="tactical_company", notes="2nd Company"),
        Company(card="tactical_company"),
        notes="main force",
    )
    result = diff(codex, a, b)
    assert sorted(kinds(result)) == sorted(
        [
            ("changed", "force", "space_marines", "notes"),
            ("changed", "company", "tactical_company", "notes"),
            ("added", "company", "tactical_company", None),
            ("removed", "card", "rhino_squadron", None),
        ]
    )
    (force,) = result.forces
    assert force.a is not None and force.b is not None
    assert force.delta.points == force.b.points - force.a.points > 0
    assert result.delta.points == force.delta.points


def test_a_force_added_and_the_totals(codex: Codex) -> None:
    full = load_roster(MARINES)
    alone = full.model_copy(update={"forces": full.forces[:1]})
    result = diff(codex, alone, full)
    assert ("added", "force", "imperial_guard", None) in kinds(result)
    guard = next(f for f in result.forces if f.list_id == "imperial_guard")
    assert guard.a is None and guard.b is not None and guard.delta.points == guard.b.points
    assert result.delta.points == guard.b.points


# --- mirror images ------------------------------------------------------------------

small_ids = st.sampled_from(["chaplain", "rhino_squadron", "land_raider_squadron"])
companies_ids = st.sampled_from(["tactical_company", "devastator_company"])
small_options = st.dictionaries(st.sampled_from(["g.a", "g.b"]), st.integers(0, 2), max_size=2)
small_notes = st.one_of(st.none(), st.sampled_from(["x", "y"]))


@st.composite
def small_rosters(draw: st.DrawFn) -> Roster:
    def company() -> Company:
        attached = tuple(
            AttachedCard(card=draw(small_ids), options=draw(small_options), notes=draw(small_notes))
            for _ in range(draw(st.integers(0, 3)))
        )
        return Company(card=draw(companies_ids), notes=draw(small_notes), attached=attached)

    forces = tuple(
        Force(
            list_id=draw(st.sampled_from(["space_marines", "imperial_guard"])),
            companies=tuple(company() for _ in range(draw(st.integers(0, 3)))),
        )
        for _ in range(draw(st.integers(0, 2)))
    )
    return Roster(name=draw(st.sampled_from(["A", "B"])), forces=forces)


def _key(change: Change) -> str:
    return repr(
        (
            change.kind,
            change.what,
            change.card,
            change.path_a,
            change.path_b,
            change.field,
            change.before,
            change.after,
        )
    )


@settings(max_examples=80, deadline=None)
@given(a=small_rosters(), b=small_rosters())
def test_diff_b_a_is_the_mirror_image_of_diff_a_b(codex: Codex, a: Roster, b: Roster) -> None:
    forward, backward = diff(codex, a, b), diff(codex, b, a)
    assert sorted(_key(c.mirrored()) for c in forward.changes) == sorted(
        _key(c) for c in backward.changes
    )
    assert forward.same == backward.same == (a == b)
    assert forward.delta.points == -backward.delta.points
    assert forward.delta.victory_points == -backward.delta.victory_points


def test_the_text_names_cards_and_companies_in_both_languages(codex: Codex) -> None:
    chaplain = AttachedCard(card="chaplain")
    a = marines(
        Company(card="tactical_company", attached=(chaplain,)), Company(card="tactical_company")
    )
    b = marines(
        Company(card="tactical_company"), Company(card="tactical_company", attached=(chaplain,))
    )
    result = diff(codex, a, b)
    english = render_text(result, "a.yaml", "b.yaml", "en")
    assert "Chaplain moved from Tactical Company #1 to Tactical Company #2" in english
    french = render_text(result, "a.yaml", "b.yaml", "fr")
    assert "déplacée de" in french and "Comparaison de a.yaml avec b.yaml" in french


# --- the command --------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", "diff", *args],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )


def test_the_command_exit_codes_and_json(tmp_path: Path) -> None:
    same = run(str(MARINES), str(MARINES), "--format", "json")
    assert same.returncode == 0, same.stderr
    data = json.loads(same.stdout)
    assert data["same"] is True and data["changes"] == []
    assert data["total"]["delta"] == {"points": 0, "victory_points": 0, "break_point": 0}

    roster = load_roster(MARINES)
    changed = roster.model_copy(update={"points_limit": 2500})
    other = tmp_path / "other.yaml"
    other.write_text(dump_roster(changed), encoding="utf-8")
    code = tmp_path / "code.txt"
    code.write_text(f"my list: {encode(roster)}.", encoding="utf-8")

    differs = run(str(MARINES), str(other), "--format", "json")
    assert differs.returncode == 1
    (change,) = json.loads(differs.stdout)["changes"]
    assert change["field"] == "points_limit" and (change["before"], change["after"]) == (3000, 2500)
    assert run(str(MARINES), str(code)).returncode == 0  # a share code is a roster too
    markdown = run(str(MARINES), str(other), "--format", "markdown", "--lang", "fr")
    assert markdown.returncode == 1 and markdown.stdout.startswith("# Comparaison")

    missing = run(str(MARINES), str(tmp_path / "gone.yaml"))
    assert missing.returncode == 2 and "gone.yaml" in missing.stderr


def guard(options: dict[str, int]) -> Roster:
    company = Company(card="tactical_infantry_company", options=options)
    return Roster(
        name="Test",
        points_limit=3000,
        forces=(Force(list_id="imperial_guard", companies=(company,)),),
    )


def test_option_changes_say_the_option_and_whose_it_is(codex: Codex) -> None:
    """The HQ keeps its Rhino while the Commissar swaps his for a Chimera: the comparison
    words them as the exports do, by name and owner, and the JSON keeps the ids."""
    from listbuilder.report.diff_text import diff_data

    rhinos = {"hq_transport.command_rhino": 1, "commissar_transport.command_rhino": 1}
    swapped = {"hq_transport.command_rhino": 1, "commissar_transport.command_chimera": 1}
    sa, sb = EditSession(codex, guard(rhinos)), EditSession(codex, guard(swapped))
    result = diff_rosters(sa.roster, sa.figures, sb.roster, sb.figures, codex)
    en = render_text(result, "a", "b", "en")
    assert (
        "Tactical Infantry Company #1: Command Chimera (Company Commissar) added, "
        "Command Rhino (Company Commissar) removed"
    ) in en
    assert "commissar_transport" not in en and "->" not in en
    fr = render_text(result, "a", "b", "fr", markdown=True)
    assert "retrait de Rhino de commandement (Commissaire de compagnie)" in fr
    data = diff_data(result, "a", "b", "en")
    (change,) = data["changes"]
    assert change["before"] == rhinos and change["after"] == swapped
    assert change["option_names"]["commissar_transport.command_rhino"] == (
        "Command Rhino (Company Commissar)"
    )
    # without the codex the ids stay, as before
    plain = diff_rosters(sa.roster, sa.figures, sb.roster, sb.figures)
    assert "commissar_transport.command_rhino removed" in render_text(plain, "a", "b", "en")
