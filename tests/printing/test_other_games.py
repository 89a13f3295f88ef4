"""Printouts of other games' rosters, read back: the sheet, the unit cards, the packs' pages.

The small Skirmish game of ``tests/systems/samples.py`` runs everywhere; the real 40K 9th
edition and Battlefleet Gothic data (``../shared``) build the rosters of the packs' pages.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.cli.main import main
from listbuilder.printing.other_games.figures import outsider_rerolls
from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.packs.mac_hammer_figures import allowances, bracket
from listbuilder.systems.battlescribe.roster import write_other_roster
from tests.conftest import SHARED, needs_shared
from tests.systems import samples

BFG = SHARED / "battlescribe" / "battlefleet-gothic"
WH40K = SHARED / "battlescribe" / "wh40k-9e"
PATROL = "a0c7-2a71-bae0-215d"  # "Patrol Detachment -2CP"
ULTRAMARINES = "Imperium - Adeptus Astartes - Ultramarines"


def pages(path: Path) -> list[str]:
    with pdfplumber.open(path) as pdf:
        return [page.extract_text() or "" for page in pdf.pages]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


# --- figures worked out from the seeds' texts ----------------------------------------------


@pytest.mark.parametrize(
    ("points", "reserves", "each", "off_table"),
    # other-game-systems.md §2(b), worked allowances of MH-11 and MH-12
    [(1000, 1, 250, 500), (1500, 2, 375, 1000), (2000, 2, 500, 1000), (2500, 3, 625, 1500),
     (3000, 3, 750, 1500), (4000, 4, 1000, 2000), (1001, 2, 375, 1000)],
)  # fmt: skip
def test_mac_hammer_allowances_count_a_started_slice(
    points: int, reserves: int, each: int, off_table: int
) -> None:
    assert allowances(points) == (reserves, each, off_table)


def test_mac_hammer_brackets_put_the_bounds_in_the_lower_one() -> None:
    def bounds(points: int) -> tuple[int, int] | None:
        band = bracket(points)
        return (band.low, band.high) if band is not None else None

    assert bounds(1000) == (1, 1000) and bounds(1001) == (1001, 2000)
    assert bounds(4000) == (3001, 4000)
    assert bounds(4001) is None and bounds(0) is None


@pytest.mark.parametrize(("own", "theirs", "rerolls"), [(30, 39, 0), (30, 40, 1), (52, 30, 2)])
def test_the_outsider_gets_a_reroll_per_full_ten_points(
    own: int, theirs: int, rerolls: int
) -> None:
    assert outsider_rerolls(own, theirs) == rerolls


# --- a small game of our own -----------------------------------------------------------------


@pytest.fixture
def added(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "user-data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "user-cache"))
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    return tmp_path


def test_a_roster_of_another_game_prints_its_sheet_and_cards(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = added / "blue.ros"
    roster.write_text(samples.roster(samples.LEGAL), encoding="utf-8")
    out = added / "blue.pdf"
    status, printed, _ = run(capsys, "print", str(roster), "-o", str(out), "--lang", "en")
    assert status == 0 and printed.strip() == str(out)
    sheet, *cards = pages(out)
    assert "Blue Patrol" in sheet and "Skirmish, revision 3" in sheet
    assert "Patrol (Blue Army)" in sheet
    # each unit with its cost in each cost type, then the totals against the limit
    assert re.search(r"Captain HQ 1 50 3", sheet), sheet
    assert re.search(r"Squad Troops 10 105 6", sheet), sheet
    assert "205 of 500" in sheet
    assert "No findings" in sheet and "Legal" in sheet
    text = "\n".join(cards)
    assert "Units" in text and text.count("Squad") >= 2
    # the shared rule the Captain links to, with the text the data carries
    assert "Brave: Never runs." in text


def test_the_sheet_lists_the_data_s_findings_in_french(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = added / "short.ros"
    roster.write_text(
        samples.roster(samples.captain("c1") + samples.squad("s1", 5)), encoding="utf-8"
    )
    out = added / "short.pdf"
    status, _, _ = run(capsys, "print", str(roster), "-o", str(out), "--lang", "fr")
    assert status == 0
    sheet = pages(out)[0]
    assert "Non légale" in sheet and "Remarques" in sheet
    assert "bs-min" in sheet and "Troops" in sheet
    assert "100 sur 500" in sheet


def test_a_name_the_font_cannot_draw_is_replaced_and_told(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = added / "odd.ros"
    roster.write_text(
        samples.roster(samples.LEGAL, name="Blue \U0001f680 Patrol"), encoding="utf-8"
    )
    out = added / "odd.pdf"
    status, _, err = run(capsys, "print", str(roster), "-o", str(out))
    assert status == 0 and "U+1F680" in err
    assert "Blue \ufffd Patrol" in pages(out)[0]


# --- the real data -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shared_data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, GameData]]:
    if not (BFG.is_dir() and WH40K.is_dir()):
        pytest.skip("the shared BattleScribe data is not present")
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("other-printing")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        found = {}
        for folder in (BFG, WH40K):
            data = registry.load_game_data(registry.add_data(folder))
            found[data.name] = data
        yield found


def fleet(data: GameData, path: Path) -> None:
    """Two Lunars in squadron Alpha (one rolled Ld 8), an Emperor alone, a Fleet Admiral."""
    navy = next(c for c in data.catalogues if c.name == "Imperial Navy")
    gothic = next(f for f in navy.forces if f.name == "Gothic Sector")
    roster = new_roster(data, "Gothic Fleet", {"points": 1500})
    force = add_force(roster, data, navy.id, gothic.id)
    roots = {entry.name: entry for entry in data.root_entries(navy)}
    for name in ("Fleet Commander", "Lunar Class Cruiser", "Lunar Class Cruiser",
                 "Emperor Class Battleship"):  # fmt: skip
        add_entry(data, navy, force.selections, roots[name])
    force.selections[1].notes = "listbuilder: squadron=Alpha; ld=8"
    force.selections[2].notes = "listbuilder: squadron=Alpha"
    write_other_roster(roster, path)


@needs_shared
def test_a_fleet_prints_its_sheet_by_squadron_with_structure_tracks(
    shared_data: dict[str, GameData],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = shared_data["Battlefleet Gothic"]
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(data.folder.parent.parent))
    fleet(data, tmp_path / "fleet.ros")
    out = tmp_path / "fleet.pdf"
    # no --rules: Battlefleet Gothic has one pack, and the fleet is printed under it
    status, _, err = run(capsys, "print", str(tmp_path / "fleet.ros"), "-o", str(out))
    assert status == 0, err
    sheet, fleet_page, reference, *cards = pages(out)
    assert "Rules: Battlefleet Gothic" in sheet and "775 of 1500" in sheet
    assert "Squadron Alpha: 2 ships, Cruiser, highest Ld 8" in fleet_page
    assert "Ld 8 (veteran)" in fleet_page and "Ships alone: 1 ship" in fleet_page
    # crippled at half the starting structure, rounded up (ruling 23)
    assert fleet_page.count("Structure 8, crippled after 4 hits lost") == 2
    assert "Structure 12, crippled after 6 hits lost" in fleet_page
    assert "Lunar Port Lance Battery 30cm 2 Left" in fleet_page
    assert "Brace for Impact" in reference and "Come to New Heading" in reference
    assert any("Lunar Class Cruiser" in card for card in cards)
    with pdfplumber.open(out) as pdf:
        boxes = [
            r for r in pdf.pages[1].rects if abs(r["width"] - r["height"]) < 0.1 and r["width"] > 9
        ]
        heavy = [r for r in boxes if r["linewidth"] > 1]
    assert len(boxes) == 8 + 8 + 12  # one box per structure point
    assert len(heavy) == 3  # the crippled point of each ship
    for mark in heavy:  # the 4th box of a Lunar's track, the 6th of the Emperor's
        row = sorted((r for r in boxes if abs(r["top"] - mark["top"]) < 0.1), key=lambda r: r["x0"])
        position = row.index(mark) + 1
        assert position == math.ceil(len(row) / 2)


def patrol(data: GameData, path: Path, notes: dict[int, str], roster_note: str = "") -> list[str]:
    cat = next(c for c in data.catalogues if c.name == ULTRAMARINES)
    roster = new_roster(data, "Patrol", {"points": 1000})
    force = add_force(roster, data, cat.id, PATROL)
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    for name in ("Captain", "Intercessor Squad", "Intercessor Squad", "Impulsor"):
        add_entry(data, cat, force.selections, roots[name])
    for index, note in notes.items():  # {0}, {1}...: the ids of the units
        force.selections[index].notes = note.format(*(s.id for s in force.selections))
    roster.notes = roster_note.format(*(s.id for s in force.selections))
    write_other_roster(roster, path)
    return [s.id for s in force.selections]


@needs_shared
def test_a_mac_hammer_roster_prints_its_figures_and_score_sheet_in_french(
    shared_data: dict[str, GameData],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = shared_data["Warhammer 40,000 9th Edition"]
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(data.folder.parent.parent))
    path = tmp_path / "patrol.ros"
    patrol(
        data,
        path,
        {
            1: "listbuilder: transport={3}; joins={0}",
            2: "listbuilder: embarked={3}",
            3: "listbuilder: deploy=reserves",
        },
        "listbuilder: warlord={0}",
    )
    out = tmp_path / "mh.pdf"
    status, _, err = run(
        capsys, "print", str(path), "-o", str(out), "--rules", "mac-hammer", "--lang", "fr"
    )
    assert status == 0, err
    sheet, figures, score, *cards = pages(out)
    points = int(re.search(r"(\d+) sur 1000", sheet).group(1))  # type: ignore[union-attr]
    assert f"Armée : {points} points, tranche 1-1 000" in figures.replace("\u202f", " ")
    assert "Seigneur de guerre : Captain" in figures
    assert "mots-clés de faction communs Adeptus Astartes, Imperium" in figures
    # 5 Intercessors of 2 W: Troops weigh x4 on an objective; half strength at 5 W
    squad = re.search(
        r"Intercessor Squad Troupes \S+ (\d+) 5 10 .*?×4 = 40 5 ; 1 par Troupes, table\n",
        figures,
    )
    assert squad, figures
    # the first squad brings the Impulsor, the second brings nothing
    assert figures.count("Troupes, table\n") == 1 and figures.count(" amène\n") == 1
    assert re.search(r"avec\s+Captain", figures)  # it accompanies the Captain (MH-14)
    assert re.search(r"×4 = 40 5 ; 1 par Troupes table\n", figures)
    # the Captain: 5 W, his points over his wounds; a CHARACTER of 9 W or fewer
    captain = re.search(r"Captain QG \S+ (\d+) 1 5 (\S+) ×2 = 10 2 personnage", figures)
    assert captain and float(captain.group(2)) == pytest.approx(int(captain.group(1)) / 5)
    # the Impulsor in reserves: one unit of ceil(P/1000), its cost against 125 x ceil(P/500)
    # the Impulsor in reserves with the second squad embarked: one reserve unit of their
    # two costs (ruling 21), against ceil(P/1000) units and 125 x ceil(P/500) points each
    found = re.search(
        r"Impulsor Transport .*? (\d+) 1 11 ", figures
    )  # "Transport Assigné", wrapped
    assert found, [line for line in figures.splitlines() if "Impulsor" in line]
    impulsor = int(found.group(1))
    assert "Assigné" in figures and "Dedicated Transport" not in figures  # the seeds' role word
    squad_points = int(squad.group(1))
    assert "Unités en réserves 1 1" in figures
    each = 125 * math.ceil(points / 500)
    assert f"Plus grosse unité en réserves (pts) {impulsor + squad_points} {each}" in figures
    assert f"Renforts + réserves (pts) {impulsor + squad_points} " in figures
    assert "Mac Hammer 40K : feuille de score" in score and "Tour 1 2 3 4 5 6 Total" in score
    assert "Objectifs tenus (domination) : Moi" in score
    text = "\n".join(cards)
    assert "Unités" in text and "Angels of Death" in text
    assert "Mots-clés : HQ" not in text  # the role is no keyword (ruling 21's identity)
    assert "M WS BS S T W A Ld Save" in text  # the 40K Unit profile type's own columns


@needs_shared
def test_an_only_war_roster_prints_its_power_level_and_mission_reference(
    shared_data: dict[str, GameData],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = shared_data["Warhammer 40,000 9th Edition"]
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(data.folder.parent.parent))
    path = tmp_path / "war.ros"
    patrol(data, path, {}, "listbuilder: opponent-pl=60")
    status, out, _ = run(capsys, "summary", str(path), "--json")
    power = __import__("json").loads(out)["power_level"]
    pdf = tmp_path / "war.pdf"
    status, _, err = run(capsys, "print", str(path), "-o", str(pdf), "--rules", "only-war")
    assert status == 0, err
    reference = pages(pdf)[1]
    assert f"Army Power Level: {power} (4 units" in reference
    rerolls = (60 - power) // 10
    word = "re-roll" if rerolls == 1 else "re-rolls"
    assert f"the Outsider (this army) gets {rerolls} command {word}" in reference
    assert "Slay and Secure" in reference and "Five battle rounds" in reference
    # the Impulsor's profile changes with the wounds it has left; the Captain's does not
    assert re.search(r"Impulsor Dedicated Transport \d+ 1 damage table", reference)
    assert re.search(r"Captain HQ \d+ 1\n", reference)
    # a plain 40K roster (no pack named, two packs fit it) has no pack pages
    plain = tmp_path / "plain.pdf"
    assert run(capsys, "print", str(path), "-o", str(plain))[0] == 0
    assert "Only War" not in "\n".join(pages(plain))


def test_a_share_code_prints_its_cards_from_the_data(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A share code carries no profiles or rules: the cards take them from the data."""
    roster = added / "blue.ros"
    roster.write_text(samples.roster(samples.LEGAL), encoding="utf-8")
    status, code, _ = run(capsys, "export", str(roster), "--format", "code")
    assert status == 0 and code.startswith("BSR1:")
    chat = added / "chat.txt"
    chat.write_text(f"my list:\n{code}\n", encoding="utf-8")
    out = added / "chat.pdf"
    status, _, err = run(capsys, "print", str(chat), "-o", str(out), "--paper", "letter")
    assert status == 0, err
    sheet, *cards = pages(out)
    assert "205 of 500" in sheet
    assert re.search(r"Captain HQ 1 50 3", sheet), sheet  # the role: the data's category
    assert "Brave: Never runs." in "\n".join(cards)
    with pdfplumber.open(out) as pdf:
        assert (pdf.pages[0].width, pdf.pages[0].height) == (612, 792)


@needs_shared
def test_an_escort_squadron_of_the_data_is_a_squadron_with_its_leadership(
    shared_data: dict[str, GameData], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = shared_data["Battlefleet Gothic"]
    navy = next(c for c in data.catalogues if c.name == "Imperial Navy")
    gothic = next(f for f in navy.forces if f.name == "Gothic Sector")
    roster = new_roster(data, "Escorts", {"points": 1500})
    force = add_force(roster, data, navy.id, gothic.id)
    roots = {entry.name: entry for entry in data.root_entries(navy)}
    squadron = add_entry(data, navy, force.selections, roots["Escort Squadron"])
    entry = data.resolve(navy, roots["Escort Squadron"])
    assert entry is not None
    escorts, leadership = (data.resolve(navy, e) or e for e in entry.entries[:2])
    sword = next(e for e in escorts.entries if e.name.startswith("Sword"))
    squadron.selections.clear()
    add_entry(data, navy, squadron.selections, sword, number=1, group_id=escorts.id)
    add_entry(data, navy, squadron.selections, sword, number=1, group_id=escorts.id)
    ldr7 = next(e for e in leadership.entries if e.name.strip() == "Ldr  7")
    add_entry(data, navy, squadron.selections, ldr7, group_id=leadership.id)
    path = tmp_path / "escorts.ros"
    write_other_roster(roster, path)
    out = tmp_path / "escorts.pdf"
    status, _, err = run(capsys, "print", str(path), "-o", str(out), "--lang", "fr")
    assert status == 0, err
    fleet_page = pages(out)[1]
    assert "Escadron Escort Squadron : 2 vaisseaux" in fleet_page
    assert "meilleur Cd 7" in fleet_page and fleet_page.count("Cd 7 (confirmé)") == 2


def test_sections_player_and_event_and_an_empty_roster(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = added / "blue.ros"
    roster.write_text(samples.roster(samples.LEGAL), encoding="utf-8")
    out = added / "cards.pdf"
    args = ("--sections", "cards", "--player", "Anne", "--event", "Tarsis GT")
    assert run(capsys, "print", str(roster), "-o", str(out), *args)[0] == 0
    only_cards = pages(out)
    assert only_cards[0].splitlines()[1] == "Units" and "Totals" not in "\n".join(only_cards)
    out = added / "sheet.pdf"
    args = ("--sections", "roster", "--player", "Anne", "--event", "Tarsis GT", "--lang", "fr")
    assert run(capsys, "print", str(roster), "-o", str(out), *args)[0] == 0
    (sheet,) = pages(out)
    assert "Joueur : Anne" in sheet and "Événement : Tarsis GT" in sheet
    empty = added / "empty.ros"
    empty.write_text(samples.roster(""), encoding="utf-8")
    out = added / "empty.pdf"
    assert run(capsys, "print", str(empty), "-o", str(out))[0] == 0
    (sheet,) = pages(out)
    assert "This roster has no units yet." in sheet and "0 of 500" in sheet


def test_every_word_stays_on_the_page_with_many_cost_types(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ten cost types: the sheet's columns narrow together rather than run off the page."""
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(tmp_path / "user-data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "user-cache"))
    extra = "".join(
        f'<costType id="sk-extra-{n}" name="Extra cost {n}" defaultCostLimit="100"/>'
        for n in range(8)
    )
    gst = samples.GST.replace("</costTypes>", extra + "</costTypes>")
    registry.add_data(samples.write_game(tmp_path / "skirmish", gst=gst))
    roster = tmp_path / "blue.ros"
    limits = "".join(
        f'<costLimit name="Extra cost {n}" typeId="sk-extra-{n}" value="100"/>' for n in range(8)
    )
    text = samples.roster(samples.LEGAL).replace("</costLimits>", limits + "</costLimits>")
    roster.write_text(text, encoding="utf-8")
    out = tmp_path / "wide.pdf"
    status, _, err = run(capsys, "print", str(roster), "-o", str(out))
    assert status == 0, err
    margin = 7 * 72 / 25.4
    with pdfplumber.open(out) as pdf:
        text = pdf.pages[0].extract_text() or ""
        assert "Extra cost 7" in text
        for page in pdf.pages:
            assert page.chars
            assert max(c["x1"] for c in page.chars) <= page.width - margin + 0.5
            assert max(r["x1"] for r in page.rects) <= page.width - margin + 0.5


@needs_shared
def test_a_defence_has_the_fixed_leadership_of_seven(
    shared_data: dict[str, GameData], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """BFG-4: satellites and ground defences use Ld 7, never rolled (the Orks' Rok)."""
    data = shared_data["Battlefleet Gothic"]
    orks = next(c for c in data.catalogues if c.name == "Orks")
    waaagh = next(f for f in orks.forces if f.name == "Ork Waaagh!")
    roster = new_roster(data, "Roks", {"points": 1500})
    force = add_force(roster, data, orks.id, waaagh.id)
    rok = data.lookup(orks, "82db7662-49b2-44a9-929a-cdc6a31fbaab")
    assert rok is not None and rok.name == "Ork Rok"
    add_entry(data, orks, force.selections, rok)  # type: ignore[arg-type]
    path = tmp_path / "roks.ros"
    write_other_roster(roster, path)
    out = tmp_path / "roks.pdf"
    status, _, err = run(capsys, "print", str(path), "-o", str(out))
    assert status == 0, err
    fleet_page = pages(out)[1]
    assert "Ork Rok · Defence · Ld 7 (experienced)" in fleet_page
    assert "☐6" not in fleet_page


def test_a_zipped_roster_prints_as_its_plain_one(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = added / "blue.ros"
    roster.write_text(samples.roster(samples.LEGAL), encoding="utf-8")
    zipped = added / "blue.rosz"
    assert run(capsys, "export", str(roster), "--format", "rosz", "-o", str(zipped))[0] == 0
    texts = []
    for source in (roster, zipped):
        out = added / f"{source.suffix[1:]}.pdf"
        assert run(capsys, "print", str(source), "-o", str(out))[0] == 0
        texts.append([re.sub(r"File: \S+", "", page) for page in pages(out)])
    assert texts[0] == texts[1]


def test_the_pack_the_roster_names_is_printed_and_rules_overrides_it(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = samples.roster(samples.LEGAL).replace(
        "</roster>",
        "<customNotes>Blue army\nlistbuilder: rules=only-war; opponent-pl=35</customNotes>"
        "</roster>",
    )
    roster = added / "named.ros"
    roster.write_text(text, encoding="utf-8")
    out = added / "named.pdf"
    assert run(capsys, "print", str(roster), "-o", str(out))[0] == 0
    sheet, reference, *_ = pages(out)
    assert "Rules: 40K Only War (open play)" in sheet
    assert "Blue army" in sheet  # the player's notes, without the choices' line kept for us
    assert "listbuilder:" not in sheet and "opponent-pl" not in sheet
    # Power Level 12 against 35: this army is the Outsider with two command re-rolls
    assert "Army Power Level: 12 (3 units, 16 models)" in reference
    assert "the Outsider (this army) gets 2 command re-rolls" in reference
    out = added / "plain.pdf"
    assert run(capsys, "print", str(roster), "-o", str(out), "--rules", "mac-hammer")[0] == 0
    assert "Mac Hammer 40K: figures" in pages(out)[1]


def test_a_warlord_chosen_among_a_unit_s_models_is_named_with_its_unit(
    added: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = samples.roster(samples.LEGAL).replace(
        "</roster>", "<customNotes>listbuilder: rules=only-war; warlord=s2-t</customNotes></roster>"
    )
    roster = added / "warlord.ros"
    roster.write_text(text, encoding="utf-8")
    out = added / "warlord.pdf"
    assert run(capsys, "print", str(roster), "-o", str(out))[0] == 0
    assert "Warlord: Trooper, Squad" in pages(out)[1]


def test_choices_of_the_older_settings_shape_are_printed_from_the_notes() -> None:
    """An older file's ``settings`` (roster-wide values, a mapping per unit) land in the
    notes' lines, the one home of the choices, and the printout reads them from there: a
    value of no choice's shape (a list) is dropped, a Warlord named by a selection id is
    printed as that unit."""
    from listbuilder.printing.other_games.packs import read_choices
    from listbuilder.systems.battlescribe.roster import Force, OtherRoster, Selection

    roster = OtherRoster("r", "Army", "gs", "Game")
    force = Force("f1", "Force", "fe", "cat")
    unit = Selection("s1", "Captain", "e1")
    other = Selection("s2", "Squad", "e2")
    force.selections.extend([unit, other])
    roster.forces.append(force)
    roster.settings = {"warlord": "s1", "game-size": 1500, "odd": [1], "units": {"s1": {"ld": 8}}}
    choices = read_choices(roster)
    assert choices.roster["warlord"] == "s1" and choices.roster["game-size"] == "1500"
    assert "odd" not in choices.roster
    assert choices.unit("s1")["ld"] == "8" and choices.unit("s2") == {}
    assert "listbuilder:" in unit.notes  # kept where every format carries it


@needs_shared
def test_printed_mac_hammer_figures_are_the_pack_s(
    shared_data: dict[str, GameData],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The printed roster's figures are the composition the pack works out (one owner):
    a squad whose models take their W from the unit's profiles, a unit whose cost is its
    own and not its models', a vehicle, a character, a transport in reserves."""
    from listbuilder.systems.battlescribe.checks import make_context
    from listbuilder.systems.battlescribe.packs.api import PackContext
    from listbuilder.systems.battlescribe.packs.mac_hammer_figures import composition
    from listbuilder.systems.battlescribe.packs.settings import read_settings
    from listbuilder.systems.battlescribe.roster import read_other_roster

    data = shared_data["Warhammer 40,000 9th Edition"]
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(data.folder.parent.parent))
    cat = next(c for c in data.catalogues if c.name == ULTRAMARINES)
    roster = new_roster(data, "Figures", {"points": 2000})
    force = add_force(roster, data, cat.id, PATROL)
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    names = ("Captain", "Intercessor Squad", "Assault Squad", "Thunderfire Cannon", "Land Raider",
             "Impulsor")  # fmt: skip
    for name in names:
        add_entry(data, cat, force.selections, roots[name], roster=roster)
    force.selections[-1].notes = "listbuilder: deploy=reserves"
    roster.notes = f"listbuilder: warlord={force.selections[0].id}"
    path = tmp_path / "figures.ros"
    write_other_roster(roster, path)
    out = tmp_path / "figures.pdf"
    status, _, err = run(capsys, "print", str(path), "-o", str(out), "--rules", "mac-hammer")
    assert status == 0, err
    printed = " ".join(pages(out)[1].split())
    again = read_other_roster(path)
    check, _ = make_context(data, again)
    figures = composition(PackContext(data, again, check, read_settings(again)))
    assert [line.name for line in figures.units] == list(names)
    for line in figures.units:
        values = {round(ppw, 1) for _, _, w, ppw, _ in line.per_model if w}
        assert len(values) == 1, line  # these units' models are worth the same per wound
        (per_wound,) = values
        row = (
            f"{line.models} {line.wounds} {per_wound:g} "
            f"×{line.control_multiplier} = {line.control_points} {line.half_wounds}"
        )
        assert row in printed, (line.name, row, printed)
        assert line.wounds > 0 and per_wound > 0  # every unit has its wounds and their worth
    assert f"Units in reserves 1 {figures.reserve_units_max}" in printed
    largest = f"{figures.largest_reserve:g} {figures.reserve_unit_max}"
    assert f"Largest reserve unit (pts) {largest}" in printed
    off = f"{figures.off_table_points:g} {figures.off_table_max}"
    assert f"Reinforcements + reserves (pts) {off}" in printed
