"""Issue 30: every count read from any format is bounded before any work, with the `.ros`
limits (2,000 cards; an option taken at most 1,000 times), and every reader checks its size
while it reads. Each reproducer of the issue runs through the real command."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from listbuilder.errors import CollectionFileError, RosterFileError, TournamentPackError
from listbuilder.game.io import GameFileError, load_game
from listbuilder.interop import share_code
from listbuilder.roster import bounds
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard

HUGE = 10**18

TINY_HUGE_ROSTER = f"""format: netepic-roster/1
name: Huge
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        options: {{transport.rhino: {HUGE}}}
"""


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LISTBUILDER_LANG": "en"}
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", *args, "--lang", "en"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        env=env,
    )


def _companies(count: int) -> Roster:
    companies = tuple(Company(card="tactical_company") for _ in range(count))
    return Roster(name="Many", forces=(Force(list_id="space_marines", companies=companies),))


def _huge_option() -> Roster:
    company = Company(card="tactical_company", options={"transport.rhino": HUGE})
    return Roster(name="Huge", forces=(Force(list_id="space_marines", companies=(company,)),))


def test_a_223_byte_roster_asking_for_10_18_models_is_refused_by_print(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_text(TINY_HUGE_ROSTER, encoding="utf-8")
    assert len(TINY_HUGE_ROSTER.encode()) < 260
    done = _run("print", str(path), "--sections", "cards", "-o", str(tmp_path / "out.pdf"))
    assert done.returncode == 2, done.stderr
    assert f"{path}:8" in done.stderr
    assert "forces[0].companies[0].options[transport.rhino]" in done.stderr
    assert "out of bounds (at most 1,000)" in done.stderr
    assert not (tmp_path / "out.pdf").exists()


def test_an_83_character_share_code_asking_for_10_18_models_is_refused(tmp_path: Path) -> None:
    code = share_code.encode(_huge_option())
    assert len(code) < 120
    path = tmp_path / "huge.txt"
    path.write_text(code + "\n", encoding="utf-8")
    done = _run("print", str(path), "--sections", "cards", "-o", str(tmp_path / "out.pdf"))
    assert done.returncode == 2, done.stderr
    assert "options[transport.rhino]" in done.stderr and "at most 1,000" in done.stderr


def test_a_share_code_holding_142817_companies_is_refused_before_any_work(tmp_path: Path) -> None:
    code = share_code.encode(_companies(142_817))
    assert len(code) < 40_000  # a few KB of text for the whole army
    path = tmp_path / "many.txt"
    path.write_text(code, encoding="utf-8")
    started = time.perf_counter()
    done = _run("validate", str(path))
    assert done.returncode == 2, done.stderr
    assert "holds more than 2,000 cards" in done.stderr
    assert "forces[0].companies[2000]" in done.stderr
    assert time.perf_counter() - started < 30


@pytest.mark.parametrize("cards", [bounds.MAX_CARDS, bounds.MAX_CARDS + 1])
def test_the_card_cap_of_a_yaml_roster_is_the_ros_one(cards: int) -> None:
    """At the bound the roster reads; one card more is refused, attached and structure
    cards counted like companies."""
    half = cards // 2
    company = Company(
        card="tactical_company",
        attached=tuple(AttachedCard(card="rhino_squadron") for _ in range(half - 1)),
    )
    structures = tuple(StructureCard(card="bunker") for _ in range(cards - half))
    roster = Roster(
        forces=(Force(list_id="space_marines", companies=(company,), structures=structures),)
    )
    from listbuilder.roster.io import dump_roster

    text = dump_roster(roster)
    if cards <= bounds.MAX_CARDS:
        assert parse_roster(text) == roster
        assert share_code.decode(share_code.encode(roster)) == roster
    else:
        with pytest.raises(RosterFileError, match="more than 2,000 cards"):
            parse_roster(text)
        with pytest.raises(RosterFileError, match="more than 2,000 cards"):
            share_code.decode(share_code.encode(roster))


@pytest.mark.parametrize(
    ("options", "refused"),
    [
        ({"a.b": bounds.MAX_OPTION_COUNT}, None),
        ({"a.b": bounds.MAX_OPTION_COUNT + 1}, "options[a.b]"),
        ({"a.b": 600, "a.c": 400}, None),
        ({"a.b": 600, "a.c": 401}, "add up to more than 1,000"),
    ],
)
def test_option_counts_are_bounded_at_the_boundary(
    options: dict[str, int], refused: str | None
) -> None:
    company = Company(card="tactical_company", options=options)
    roster = Roster(forces=(Force(list_id="space_marines", companies=(company,)),))
    from listbuilder.roster.io import dump_roster

    text = dump_roster(roster)
    if refused is None:
        assert parse_roster(text) == roster
        return
    with pytest.raises(RosterFileError, match=refused.replace("[", r"\[").replace("]", r"\]")):
        parse_roster(text)
    with pytest.raises(RosterFileError):
        share_code.decode(share_code.encode(roster))


def test_the_refusal_is_worded_in_french() -> None:
    with pytest.raises(RosterFileError) as caught:
        parse_roster(TINY_HUGE_ROSTER, "x.yaml")
    assert "hors limites (1\u202f000 au plus)" in caught.value.text("fr")


# --- sizes checked before and while reading ---------------------------------------------


def _sparse(path: Path, size: int) -> Path:
    with path.open("wb") as handle:  # a hole: no disk used, no time spent writing
        handle.truncate(size)
    return path


GIB = 1024**3


def test_a_1_gib_roster_is_refused_from_its_size_by_the_command(tmp_path: Path) -> None:
    path = _sparse(tmp_path / "big.yaml", GIB)
    started = time.perf_counter()
    done = _run("validate", str(path))
    assert done.returncode == 2, done.stderr
    assert "the file is too large (1,048,576 KiB)" in done.stderr
    assert "a roster is at most 32 MiB" in done.stderr
    assert time.perf_counter() - started < 20


def test_a_1_gib_pack_and_collection_are_refused_by_the_commands(tmp_path: Path) -> None:
    roster = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"
    pack = _sparse(tmp_path / "pack.yaml", GIB)
    done = _run("validate", str(roster), "--tournament", str(pack))
    assert done.returncode == 2, done.stderr
    assert "too large" in done.stderr and "a tournament pack is at most 4 MiB" in done.stderr
    shelf = _sparse(tmp_path / "shelf.yaml", GIB)
    done = _run("needs", str(roster), "--collection", str(shelf))
    assert done.returncode == 2, done.stderr
    assert "too large" in done.stderr and "a collection file is at most 4 MiB" in done.stderr


@pytest.mark.parametrize(
    ("load", "error", "limit"),
    [
        (load_roster, RosterFileError, bounds.MAX_ROSTER_BYTES),
        (load_game, GameFileError, bounds.MAX_GAME_BYTES),
    ],
)
def test_every_reader_stops_at_its_cap(
    load: object, error: type[Exception], limit: int, tmp_path: Path
) -> None:
    """One byte over the cap is refused from its size; at the cap it is read (and then
    refused, or not, for what it holds)."""
    assert callable(load)
    over = _sparse(tmp_path / "over.yaml", limit + 1)
    with pytest.raises(error, match="too large"):
        load(over)
    at = _sparse(tmp_path / "at.yaml", limit)
    with pytest.raises(error) as caught:
        load(at)
    assert "too large" not in str(caught.value)


def test_a_collection_and_a_pack_are_read_within_their_caps(tmp_path: Path) -> None:
    from listbuilder.collection.io import load_collection
    from listbuilder.rules.tournament import load_pack

    with pytest.raises(CollectionFileError, match="too large"):
        load_collection(_sparse(tmp_path / "c.yaml", bounds.MAX_COLLECTION_BYTES + 1))
    with pytest.raises(TournamentPackError, match="too large"):
        load_pack(_sparse(tmp_path / "p.yaml", bounds.MAX_PACK_BYTES + 1))


def test_a_growing_file_is_never_read_past_its_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that grows between the size check and the read (or a size the system cannot
    tell) is read up to cap + 1 bytes, then refused."""
    from listbuilder.files import reading

    path = _sparse(tmp_path / "grows.yaml", bounds.MAX_GAME_BYTES + 10_000)
    real_fstat = os.fstat
    asked: list[int | None] = []
    real_read_all = reading.read_all

    def small_fstat(fd: int) -> os.stat_result:
        info = real_fstat(fd)
        values = list(info)
        values[6] = 10  # st_size as it was when checked
        return os.stat_result(values)

    def counting_read_all(fd: int, limit: int | None) -> bytes:
        asked.append(limit)
        return real_read_all(fd, limit)

    monkeypatch.setattr(reading.os, "fstat", small_fstat)
    monkeypatch.setattr(reading, "read_all", counting_read_all)
    with pytest.raises(GameFileError, match="too large"):
        load_game(path)
    assert asked == [bounds.MAX_GAME_BYTES + 1]


@pytest.mark.parametrize("limit", [bounds.MAX_POINTS, bounds.MAX_POINTS + 1, 10**18])
def test_a_points_limit_keeps_the_ros_cost_limit_bound(limit: int) -> None:
    roster = Roster(name="Big game", points_limit=limit)
    from listbuilder.roster.io import dump_roster

    text = dump_roster(roster)
    if limit <= bounds.MAX_POINTS:
        assert parse_roster(text) == roster
        return
    with pytest.raises(RosterFileError) as caught:
        parse_roster(text, "big.yaml")
    assert caught.value.field == "points_limit" and caught.value.line == 3
    assert "out of bounds (at most 10,000,000)" in str(caught.value)
    with pytest.raises(RosterFileError, match="points_limit"):
        share_code.decode(share_code.encode(roster))


@pytest.mark.parametrize(
    ("line", "refused"),
    [
        (f"points_limit: {bounds.MAX_POINTS}", False),
        (f"points_limit: {bounds.MAX_POINTS + 1}", True),
        (f"card_caps: {{warlord_titan: {bounds.MAX_CARDS}}}", False),
        (f"card_caps: {{warlord_titan: {10**18}}}", True),
    ],
)
def test_a_tournament_packs_numbers_are_bounded(line: str, refused: bool) -> None:
    from listbuilder.rules.tournament import parse_pack

    text = f"format: netepic-tournament/1\nname: Open\n{line}\n"
    if not refused:
        parse_pack(text, "pack.yaml")
        return
    with pytest.raises(TournamentPackError) as caught:
        parse_pack(text, "pack.yaml")
    assert caught.value.line == 3


@pytest.mark.parametrize(("first", "second", "refused"), [(600, 400, False), (600, 401, True)])
def test_a_ros_cards_options_are_bounded_like_a_yaml_rosters(
    first: int, second: int, refused: bool, tmp_path: Path
) -> None:
    """Each ``.ros`` selection's number stays within 1,000, but a card's option counts add
    up across selections: the sum is refused through the real command, naming the file."""
    from listbuilder.codex.loader import load_codex
    from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml

    group = "aspect_warriors_phoenix_lords"
    company = Company(
        card="biel_tan_phoenix_host",
        options={
            f"{group}.dark_reapers_phoenix_lord": first,
            f"{group}.fire_dragons_phoenix_lord": second,
        },
    )
    roster = Roster(name="Host", forces=(Force(list_id="biel_tan", companies=(company,)),))
    data, _ = roster_xml(roster, load_codex())
    path = tmp_path / "host.ros"
    path.write_bytes(data)
    done = _run("validate", str(path))
    if refused:
        assert done.returncode == 2, done.stderr
        assert "host.ros" in done.stderr and "add up to more than 1,000" in done.stderr
        assert "forces[0].companies[0].options" in done.stderr
    else:
        assert done.returncode in (0, 1), done.stderr  # read: legal or not, the rules say


def test_a_refused_count_is_located_without_reading_the_rest_of_the_file(
    tmp_path: Path,
) -> None:
    """The line of a refused count is found by reading the events up to it: the same line
    as the full composition gives, without composing a 200,000-card file."""
    from listbuilder.files.yamlio import line_of
    from listbuilder.roster.io import _line_of_place, dump_roster
    from listbuilder.roster.model import StructureCard

    roster = Roster(
        name="x",
        points_limit=100,
        notes="two\nlines",
        forces=(
            Force(
                list_id="space_marines",
                notes="n",
                companies=(
                    Company(
                        card="tactical_company",
                        options={"x.y": 2},
                        attached=(
                            AttachedCard(card="rhino_squadron", options={"p.q": 1, "p.r": 2}),
                            AttachedCard(card="chaplain"),
                        ),
                    ),
                    Company(card="assault_company"),
                ),
                structures=(StructureCard(card="bunker", options={"s.t": 3}),),
            ),
        ),
    )
    text = dump_roster(roster)
    places: list[tuple[int | str, ...]] = [
        ("points_limit",),
        ("forces", 0, "companies", 0),
        ("forces", 0, "companies", 1),
        ("forces", 0, "companies", 0, "attached", 1),
        ("forces", 0, "companies", 0, "attached", 0, "options", "p.r"),
        ("forces", 0, "companies", 0, "options", "x.y"),
        ("forces", 0, "structures", 0),
        ("forces", 0, "structures", 0, "options", "s.t"),
    ]
    for place in places:
        assert _line_of_place(text, place) == line_of(text, list(place)), place
    big = tmp_path / "big.yaml"
    lines = [
        "format: netepic-roster/1",
        "forces:",
        "  - list: space_marines",
        "    companies:",
        "      - card: tactical_company",
        "        attached:",
    ]
    body = "\n".join(lines + ["          - card: rhino_squadron"] * 200_000) + "\n"
    big.write_text(body, encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(big)
    assert caught.value.line == 6 + bounds.MAX_CARDS
