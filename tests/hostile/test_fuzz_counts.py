"""Fuzzing issue 30's bounds: every format a roster is read from (YAML, share code, pasted
fragment, ``.ros``), game files, tournament packs and the fast YAML readers' long keys.

Each roster read ends in a roster within the bounds of :mod:`listbuilder.roster.bounds`
(cards, option counts and their sum per card) or in a RosterFileError with its hint, never
another exception and never a roster past a bound. A few seconds each in the default
suite; ``LISTBUILDER_FUZZ_SCALE=20`` (any whole number) runs that many times more inputs.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.codex.codex import Codex
from listbuilder.errors import RosterFileError, TournamentPackError
from listbuilder.files.yamlfast import NotPlain, load_plain
from listbuilder.game.io import GameFileError, dump_game, parse_game
from listbuilder.game.state import GameState
from listbuilder.interop import share_code
from listbuilder.roster import bounds
from listbuilder.roster.fragment import copy_fragment, read_fragment
from listbuilder.roster.io import parse_roster, roster_to_data
from listbuilder.roster.model import AttachedCard, Company, ElementPath, Force, Roster
from listbuilder.roster.plain_yaml import plain_data
from listbuilder.rules.tournament import parse_pack

SCALE = max(int(os.environ.get("LISTBUILDER_FUZZ_SCALE", "1") or 1), 1)


def _examples(count: int) -> Any:
    return settings(
        max_examples=count * SCALE,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


counts = st.one_of(
    st.integers(0, 12),
    st.integers(bounds.MAX_OPTION_COUNT - 2, bounds.MAX_OPTION_COUNT + 2),
    st.integers(0, 10**20),
    st.sampled_from([10**18, 2**63, 2**64 + 1, bounds.MAX_CARD_OPTIONS // 2]),
)
option_keys = st.sampled_from(
    ["transport.rhino", "transport.razorback", "a.b", "a.c", "aspect.dark_reapers"]
)
options = st.dictionaries(option_keys, counts, max_size=4)
cards_near_the_cap = st.one_of(
    st.integers(0, 6), st.integers(bounds.MAX_CARDS - 3, bounds.MAX_CARDS + 3)
)


@st.composite
def rosters(draw: st.DrawFn, cards: st.SearchStrategy[int] = cards_near_the_cap) -> Roster:
    """A Space Marine roster whose card count and option counts range over the bounds: a
    few companies drawn one by one, the rest copies of one drawn company (cheap to draw)."""
    total = draw(cards)
    per_company = draw(st.integers(0, 12))

    def company(room: int) -> Company:
        attached = tuple(
            AttachedCard(card="rhino_squadron", options=draw(options))
            for _ in range(min(per_company, room - 1))
        )
        return Company(card="tactical_company", options=draw(options), attached=attached)

    companies: list[Company] = []
    made = 0
    while made < total and len(companies) < 3:
        companies.append(company(total - made))
        made += 1 + len(companies[-1].attached)
    bulk = company(per_company + 1)
    size = 1 + len(bulk.attached)
    while made + size <= total:
        companies.append(bulk)
        made += size
    if made < total:
        companies.append(
            Company(
                card="tactical_company",
                attached=(AttachedCard(card="rhino_squadron"),) * (total - made - 1),
            )
        )
    return Roster(name="Fuzz", forces=(Force(list_id="space_marines", companies=tuple(companies)),))


def _within_bounds(roster: Roster) -> None:
    cards = 0
    for force in roster.forces:
        entries: list[Any] = [*force.structures]
        for company in force.companies:
            entries += [company, *company.attached]
        cards += len(entries)
        for entry in entries:
            assert all(0 <= n <= bounds.MAX_OPTION_COUNT for n in entry.options.values())
            assert sum(entry.options.values()) <= bounds.MAX_CARD_OPTIONS
    assert cards <= bounds.MAX_CARDS


def _over(roster: Roster) -> bool:
    try:
        bounds.check_roster_counts(roster)
    except bounds.CountError:
        return True
    return False


def _read_or_refused(read: Any, over: bool) -> None:
    try:
        roster = read()
    except RosterFileError as exc:
        assert over, exc.describe()
        assert exc.hint is not None
        assert exc.field or exc.line or "paste" in str(exc) or "clipboard" in str(exc)
    else:
        assert not over
        _within_bounds(roster)


@_examples(25)
@given(roster=rosters())
def test_a_yaml_roster_reads_within_the_bounds_or_is_refused_with_its_place(
    roster: Roster,
) -> None:
    # the C emitter: the canonical (pure-Python) one takes seconds on 2,000 cards
    data = json.loads(json.dumps(roster_to_data(roster)))  # plain dicts, counts of any size
    text = yaml.dump(data, Dumper=yaml.CSafeDumper, sort_keys=False)
    _read_or_refused(lambda: parse_roster(text, "fuzz.yaml"), _over(roster))


@_examples(50)
@given(roster=rosters())
def test_a_share_code_reads_within_the_bounds_or_is_refused(roster: Roster) -> None:
    try:
        code = share_code.encode(roster)
    except TypeError:  # a count past 64 bits: JSON as orjson writes it cannot hold it
        return
    if len(code) > 2 * share_code.MAX_CODE_CHARS:
        return  # refused for its length before any count: covered by the share-code tests
    over = _over(roster)
    try:
        decoded = share_code.decode(code, "chat.txt")
    except RosterFileError as exc:
        assert exc.file == "chat.txt" and exc.hint is not None
        assert over or "too_big" in exc.msg.key or "too_long" in exc.msg.key
    else:
        assert not over
        _within_bounds(decoded)


@_examples(100)
@given(roster=rosters(st.integers(1, 40)))
def test_a_pasted_company_reads_within_the_bounds_or_is_refused(roster: Roster) -> None:
    if not roster.forces[0].companies:
        return
    copied = copy_fragment(roster, ElementPath(0, 0))
    assert copied is not None
    kind, text = copied
    company = roster.forces[0].companies[0]
    alone = Roster(forces=(Force(list_id="space_marines", companies=(company,)),))
    over = _over(alone) or len(text.encode()) > bounds.MAX_PASTE_BYTES
    try:
        _source, element = read_fragment(kind, text)
    except RosterFileError as exc:
        assert over, exc.describe()
    else:
        assert not over and element == company


@_examples(15)
@given(roster=rosters(st.integers(0, 60)))
def test_a_ros_reads_within_the_bounds_or_is_refused(roster: Roster, codex: Codex) -> None:
    from listbuilder.interop.battlescribe.roster_exchange.rosfile import parse_roster_xml
    from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterReader
    from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml

    data, _ = roster_xml(roster, codex)
    try:
        read, _report = RosterReader(codex, "fuzz.ros").read(parse_roster_xml(data, "fuzz.ros"))
    except RosterFileError as exc:
        assert str(exc.file) == "fuzz.ros" and exc.hint is not None
    else:
        _within_bounds(read)


# --- game files and packs ---------------------------------------------------------------


def _mutated(text: str, data: st.DataObject) -> str:
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        piece = data.draw(
            st.one_of(
                st.sampled_from([": ", "\n", "- ", "{", "]", "'", "99999999999999999999", "-1"]),
                st.text(max_size=6),
            )
        )
        cut = data.draw(st.integers(0, 4))
        text = text[:at] + piece + text[at + cut :]
    return text


@_examples(150)
@given(data=st.data())
def test_a_damaged_game_file_reads_or_is_refused(data: st.DataObject) -> None:
    base = dump_game(GameState())
    text = _mutated(base, data)
    try:
        state = parse_game(text)
    except GameFileError as exc:
        assert exc.describe()
    else:
        assert isinstance(state, GameState)


PACK = """name: Fuzz Open
points_limit: 3000
"""


@_examples(150)
@given(data=st.data())
def test_a_damaged_tournament_pack_reads_or_is_refused(data: st.DataObject) -> None:
    text = _mutated(PACK, data)
    try:
        parse_pack(text, "pack.yaml")
    except TournamentPackError as exc:
        assert exc.describe()


# --- the fast readers refuse what PyYAML refuses ----------------------------------------

key_chars = st.sampled_from("abcxyz_.-09é")


@_examples(150)
@given(
    size=st.one_of(st.integers(1, 40), st.integers(1000, 1040)),
    fill=key_chars,
    flow=st.booleans(),
)
def test_a_long_key_is_read_alike_by_every_reader(size: int, fill: str, flow: bool) -> None:
    key = "k" + fill * (size - 1)
    if flow:
        text = (
            "format: netepic-roster/1\nname: x\nforces:\n  - list: a\n    companies:\n"
            f"      - card: b\n        options: {{{key}: 1}}\n"
        )
    else:
        text = f"format: netepic-roster/1\nname: x\n{key}: 1\n"
    try:
        careful: Any = yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        careful = "refused"
    plain = plain_data(text)
    if plain is not None:
        assert plain == careful
    try:
        fast = load_plain(text, max_chars=10**6, max_depth=64, max_nodes=10**6)
    except NotPlain:
        fast = None
    if fast is not None:
        assert fast == careful
    if careful == "refused":
        assert plain is None and fast is None


@pytest.mark.parametrize("cards", [bounds.MAX_CARDS, bounds.MAX_CARDS + 1])
def test_the_fuzzed_bound_is_the_real_one(cards: int) -> None:
    """The strategies above reach both sides of the card cap."""
    roster = Roster(
        forces=(
            Force(
                list_id="space_marines",
                companies=tuple(Company(card="tactical_company") for _ in range(cards)),
            ),
        )
    )
    assert _over(roster) == (cards > bounds.MAX_CARDS)
