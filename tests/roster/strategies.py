"""Rosters drawn by hypothesis, for the roster tests and the share-code tests."""

from __future__ import annotations

from hypothesis import strategies as st

from listbuilder.roster.bounds import MAX_CARD_OPTIONS, MAX_OPTION_COUNT, MAX_POINTS
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard


def _within_bounds(counts: dict[str, int]) -> dict[str, int]:
    """The counts a roster may hold (issue 30): the first ones whose sum stays in bounds."""
    kept: dict[str, int] = {}
    for key, count in counts.items():
        if sum(kept.values()) + count <= MAX_CARD_OPTIONS:
            kept[key] = count
    return kept


texts = st.text(max_size=30)


ids = st.one_of(
    st.from_regex(r"[a-z][a-z0-9_]{0,20}(/[a-z][a-z0-9_]{0,20})?", fullmatch=True),
    st.text(min_size=1, max_size=15),
)


options = st.dictionaries(
    st.one_of(
        st.from_regex(r"[a-z_]{1,12}\.[a-z_]{1,12}", fullmatch=True),
        st.text(min_size=1, max_size=10),
    ),
    st.integers(0, MAX_OPTION_COUNT),
    max_size=6,
).map(lambda counts: _within_bounds(counts))


notes = st.one_of(st.none(), texts)


@st.composite
def rosters(draw: st.DrawFn) -> Roster:
    def attached() -> AttachedCard:
        return AttachedCard(card=draw(ids), options=draw(options), notes=draw(notes))

    def company() -> Company:
        cards = tuple(attached() for _ in range(draw(st.integers(0, 4))))
        return Company(card=draw(ids), options=draw(options), notes=draw(notes), attached=cards)

    def structure() -> StructureCard:
        return StructureCard(card=draw(ids), options=draw(options), notes=draw(notes))

    def force() -> Force:
        companies = tuple(company() for _ in range(draw(st.integers(0, 3))))
        structures = tuple(structure() for _ in range(draw(st.integers(0, 2))))
        return Force(
            list_id=draw(ids), notes=draw(notes), companies=companies, structures=structures
        )

    return Roster(
        name=draw(texts),
        points_limit=draw(st.one_of(st.none(), st.integers(1, MAX_POINTS))),
        notes=draw(notes),
        forces=tuple(force() for _ in range(draw(st.integers(0, 3)))),
    )
