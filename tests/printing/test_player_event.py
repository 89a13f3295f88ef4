"""The player's name and the event (issue 31): an optional field of the roster file, read
alike by the fast reader and PyYAML, printed on the roster sheet and every army card, from
the file or from ``print --player NAME --event NAME``."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.roster.fastpath import plain_roster
from listbuilder.roster.io import dump_roster, parse_roster
from listbuilder.roster.plain_yaml import plain_data

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SMALL = """\
format: netepic-roster/1
name: Tarsis
player: Anne Lefèvre
event: Tarsis GT 2026
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: land_raider_squadron
"""


def _pages(pdf: Path) -> list[str]:
    with pdfplumber.open(pdf) as doc:
        return [" ".join((page.extract_text() or "").split()) for page in doc.pages]


def test_the_roster_file_keeps_the_player_and_the_event(tmp_path: Path) -> None:
    roster = parse_roster(SMALL)
    assert (roster.player, roster.event) == ("Anne Lefèvre", "Tarsis GT 2026")
    text = dump_roster(roster)
    assert "player: Anne Lefèvre\n" in text and "event: Tarsis GT 2026\n" in text
    assert parse_roster(text) == roster
    # the fast reader reads what the writer wrote, as PyYAML does
    data = plain_data(text)
    assert data is not None and data["player"] == "Anne Lefèvre"
    assert plain_roster(data) == roster
    # old files, without them, still load
    old = parse_roster(
        SMALL.replace("player: Anne Lefèvre\n", "").replace("event: Tarsis GT 2026\n", "")
    )
    assert old.player is None and old.event is None
    assert "player" not in dump_roster(old)


def test_a_player_that_is_not_text_is_refused_with_its_place() -> None:
    from listbuilder.errors import ListBuilderError

    with pytest.raises(ListBuilderError) as caught:
        parse_roster(SMALL.replace("player: Anne Lefèvre", "player: [1, 2]"))
    assert "player" in caught.value.describe("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_roster_sheet_and_every_card_name_the_player_and_the_event(
    tmp_path: Path, codex: Codex, lang: str
) -> None:
    from listbuilder.printing.roster_pdf import render_roster

    pdf = render_roster(
        parse_roster(SMALL), codex, tmp_path / "a.pdf", sections="roster,cards", lang=lang
    )
    pages = _pages(pdf)
    player = "Player: Anne Lefèvre" if lang == "en" else "Joueur : Anne Lefèvre"
    event = "Event: Tarsis GT 2026" if lang == "en" else "Événement : Tarsis GT 2026"
    assert player in pages[0] and event in pages[0]
    cards = " ".join(pages[1:])
    assert cards.count("Anne Lefèvre · Tarsis GT 2026") == 2  # the company and its Land Raiders


def test_print_player_and_event_options(tmp_path: Path) -> None:
    out = tmp_path / "army.pdf"
    status = main(
        [
            "print",
            str(EXAMPLES / "goff-warband.yaml"),
            "-o",
            str(out),
            "--sections",
            "roster,cards",
            "--player",
            "Ghaz Fan",
            "--event",
            "Waaagh Cup",
        ]
    )
    assert status == 0
    pages = _pages(out)
    assert "Player: Ghaz Fan · Event: Waaagh Cup" in pages[0]
    assert all("Ghaz Fan · Waaagh Cup" in page for page in pages[1:])
    # without the options, the example (which names nobody) prints no such line
    plain = tmp_path / "plain.pdf"
    assert (
        main(
            ["print", str(EXAMPLES / "goff-warband.yaml"), "-o", str(plain), "--sections", "roster"]
        )
        == 0
    )
    assert "Player:" not in _pages(plain)[0]


def test_summary_json_names_the_player_and_the_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    source = tmp_path / "tarsis.yaml"
    source.write_text(SMALL, encoding="utf-8")
    assert main(["summary", str(source), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["player"], data["event"]) == ("Anne Lefèvre", "Tarsis GT 2026")
    assert main(["summary", str(EXAMPLES / "goff-warband.yaml"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "player" not in data and "event" not in data  # records stay as they were
