"""What the BattleScribe exchange tests share: the example rosters, the shipped codex, the
roster schema, generated rosters, and a check that a file is valid for BattleScribe."""

from __future__ import annotations

from functools import cache
from xml.etree import ElementTree as ET

from hypothesis import strategies as st

from listbuilder import paths
from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.loader import load_codex
from listbuilder.codex.models import Card, CardType
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard
from tests.conftest import BATTLESCRIBE_DIR, BATTLESCRIBE_SCHEMA

EXAMPLES = sorted(
    p
    for p in (paths.codex_data_dir().parent / "examples").glob("*.yaml")
    if "tournament" not in p.name
)


SCHEMA = BATTLESCRIBE_SCHEMA


@cache
def shipped_codex() -> Codex:
    return load_codex()


STRUCTURE_IDS = "listbuilder-structure-"
"""The entry ids our exports give structure cards: the NetEpic catalogues have none."""


@cache
def roster_schema():  # type: ignore[no-untyped-def]
    import xmlschema

    return xmlschema.XMLSchema(str(SCHEMA))


@cache
def catalogue_ids() -> frozenset[str]:
    ids: set[str] = set()
    for path in BATTLESCRIBE_DIR.iterdir():
        if path.suffix in (".cat", ".gst"):
            ids.update(e.get("id", "") for e in ET.parse(path).getroot().iter() if e.get("id"))
    return frozenset(ids)


@cache
def profile_types() -> dict[str, tuple[str, dict[str, str]]]:
    """The game system's profile types: id to (name, {characteristic type id: name})."""
    ns = "{http://www.battlescribe.net/schema/gameSystemSchema}"
    root = ET.parse(BATTLESCRIBE_DIR / "NetEpic Gold.gst").getroot()
    return {
        kind.get("id", ""): (
            kind.get("name", ""),
            {c.get("id", ""): c.get("name", "") for c in kind.iter(f"{ns}characteristicType")},
        )
        for kind in root.iter(f"{ns}profileType")
    }


def assert_valid_for_battlescribe(data: bytes) -> None:
    """Schema-valid, every entry id (each ``::`` segment) names a catalogue element, and every
    profile's type and characteristic types are the game system's, names included."""
    errors = list(roster_schema().iter_errors(data.decode("utf-8")))
    assert not errors, errors[0]
    known = catalogue_ids()
    root = ET.fromstring(data)
    for element in root.iter():
        for attr in ("entryId", "entryGroupId", "gameSystemId", "catalogueId"):
            value = element.get(attr)
            if value is not None:
                # structure cards (ruling 18) have no catalogue entry: the codex's own ids
                missing = [
                    part
                    for part in value.split("::")
                    if part not in known and not part.startswith(STRUCTURE_IDS)
                ]
                assert not missing, f"{attr}={value!r} on <{element.tag}> does not resolve"
    ns = "{http://www.battlescribe.net/schema/rosterSchema}"
    types = profile_types()
    for profile in root.iter(f"{ns}profile"):
        kind = types.get(profile.get("typeId", ""))
        assert kind is not None, f"profile type {profile.get('typeId')!r} does not resolve"
        assert profile.get("typeName") == kind[0]
        for characteristic in profile.iter(f"{ns}characteristic"):
            assert kind[1].get(characteristic.get("typeId", "")) == characteristic.get("name"), (
                f"characteristic {characteristic.get('name')!r} is not one of {kind[0]}'s"
            )


NOTE = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=15
).filter(lambda text: text.strip() == text)


def card_id(codex: Codex, ref: CardRef, list_id: str) -> str:
    found = codex.find_card(ref.card.id, list_id)
    return ref.card.id if found is not None and found.key == ref.key else ref.key


def drawn_options(draw: st.DrawFn, card: Card) -> dict[str, int]:
    options: dict[str, int] = {}
    for group in card.options:
        if not draw(st.booleans()):
            continue
        if group.when is not None and options.get(group.when, 0) == 0:
            continue
        choice = draw(st.sampled_from(group.choices))
        high = min(choice.max or 2, 2)
        options[f"{group.id}.{choice.id}"] = draw(st.integers(1, max(high, 1)))
    return options


@st.composite
def rosters(draw: st.DrawFn) -> Roster:
    codex = shipped_codex()
    lists = sorted(army_list.id for _, army_list in codex.army_lists())
    forces = []
    for _ in range(draw(st.integers(1, 3))):
        list_id = draw(st.sampled_from(lists))
        refs = codex.list_cards(list_id)
        heads = [r for r in refs if r.card.type == CardType.COMPANY]
        others = [r for r in refs if r.card.type not in (CardType.COMPANY, CardType.STRUCTURE)]
        held = [r for r in refs if r.card.type == CardType.STRUCTURE]
        if not heads:
            continue
        companies = []
        for _ in range(draw(st.integers(1, 3))):
            head = draw(st.sampled_from(heads))
            attached = tuple(
                AttachedCard(
                    card=card_id(codex, ref, list_id),
                    options=drawn_options(draw, ref.card),
                    notes=draw(st.none() | NOTE.filter(bool)),
                )
                for ref in draw(
                    st.lists(st.sampled_from(others), max_size=4) if others else st.just([])
                )
            )
            companies.append(
                Company(
                    card=card_id(codex, head, list_id),
                    options=drawn_options(draw, head.card),
                    notes=draw(st.none() | NOTE),
                    attached=attached,
                )
            )
        structures = tuple(
            StructureCard(
                card=card_id(codex, ref, list_id),
                options=drawn_options(draw, ref.card),
                notes=draw(st.none() | NOTE.filter(bool)),
            )
            for ref in draw(st.lists(st.sampled_from(held), max_size=2) if held else st.just([]))
        )
        forces.append(
            Force(
                list_id=list_id,
                companies=tuple(companies),
                structures=structures,
                notes=draw(st.none() | NOTE),
            )
        )
    return Roster(
        name=draw(NOTE),
        points_limit=draw(st.none() | st.integers(1, 30000)),
        notes=draw(st.none() | NOTE),
        forces=tuple(forces),
    )
