"""Property-based: any roster, however odd, is validated without crashing."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.codex.codex import Codex
from listbuilder.codex.loader import load_codex
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, entry_at, parse_path
from listbuilder.rules.engine import validate
from listbuilder.rules.findings import CODES, Severity
from listbuilder.rules.tournament import TournamentPack


@cache
def real_ids() -> tuple[list[str], list[str], list[str]]:
    codex = load_codex()
    lists = [army_list.id for _, army_list in codex.army_lists()]
    cards = sorted({ref.card.id for ref in codex.cards()} | {ref.key for ref in codex.cards()})
    options = sorted(
        {f"{g.id}.{c.id}" for ref in codex.cards() for g in ref.card.options for c in g.choices}
    )
    return lists, cards, options


def one_of_real(index: int) -> st.SearchStrategy[str]:
    """A real id (by position, so that the strategy's repr stays short)."""
    size = len(real_ids()[index])
    return st.integers(0, size - 1).map(lambda i: real_ids()[index][i])


junk = st.text(min_size=1, max_size=12)
list_ids = st.one_of(one_of_real(0), junk)
card_ids = st.one_of(one_of_real(1), junk)
option_maps = st.dictionaries(st.one_of(one_of_real(2), junk), st.integers(0, 5), max_size=4)


@st.composite
def rosters(draw: st.DrawFn) -> Roster:
    def attached() -> AttachedCard:
        return AttachedCard(card=draw(card_ids), options=draw(option_maps))

    def company() -> Company:
        cards = tuple(attached() for _ in range(draw(st.integers(0, 7))))
        return Company(card=draw(card_ids), options=draw(option_maps), attached=cards)

    def force() -> Force:
        companies = tuple(company() for _ in range(draw(st.integers(0, 4))))
        return Force(list_id=draw(list_ids), companies=companies)

    return Roster(
        name=draw(st.text(max_size=20)),
        points_limit=draw(st.one_of(st.none(), st.integers(1, 30000))),
        forces=tuple(force() for _ in range(draw(st.integers(0, 4)))),
    )


@st.composite
def packs(draw: st.DrawFn) -> TournamentPack | None:
    if draw(st.booleans()):
        return None
    return TournamentPack(
        points_limit=draw(st.one_of(st.none(), st.integers(1, 30000))),
        allies=draw(st.booleans()),
        card_caps=draw(st.dictionaries(one_of_real(1), st.integers(0, 3), max_size=2)),
        lists={"deny": draw(st.lists(list_ids, max_size=2))},
        cards={"deny": draw(st.lists(card_ids, max_size=2))},
    )


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(roster=rosters(), pack=packs())
def test_random_rosters_never_crash_the_validator(
    codex: Codex, roster: Roster, pack: TournamentPack | None
) -> None:
    result = validate(roster, codex, tournament=pack)
    assert result.legal == (not any(f.severity is Severity.ERROR for f in result.findings))
    assert result.figures.points == sum(force.points for force in result.figures.forces)
    for finding in result.findings:
        assert finding.code in CODES
        assert CODES[finding.code][0] is finding.severity
        finding.message("en")
        finding.message("fr")
        if finding.path != "points_limit":
            assert entry_at(roster, parse_path(finding.path)) is not None, finding.path
