"""The phone page as a file: one self-contained HTML, safe JSON, within its size, written by
``export --format phone`` without replacing a file of another kind."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.cli.options import ExitCode
from listbuilder.interop.rosters import load_roster_file
from listbuilder.phone.data import MAX_NAME, phone_data
from listbuilder.phone.page import MARKER, render_page, script_json
from listbuilder.roster.model import Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ARMIES = ("space-marines-with-guard", "titan-legion", "khorne-and-nurgle", "goff-warband")
LIMIT = 300 * 1024


def embedded(page: bytes) -> dict:  # type: ignore[type-arg]
    text = page.decode("utf-8")
    found = re.search(r'<script type="application/json" id="army-data">(.*?)</script>', text, re.S)
    assert found is not None
    data: dict = json.loads(found.group(1))  # type: ignore[type-arg]
    return data


@pytest.mark.parametrize("army", ARMIES)
def test_export_writes_one_page_with_nothing_outside_it(
    army: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "army.html"
    status = main(["export", str(EXAMPLES / f"{army}.yaml"), "--format", "phone", "-o", str(out)])
    assert status == ExitCode.OK
    page = out.read_bytes()
    assert MARKER in page[:2000]
    assert len(page) <= LIMIT, len(page)
    text = page.decode("utf-8")
    # nothing fetched: no source, link, import or URL of any scheme but the page's own data
    assert not re.search(r"\b(src|href)\s*=", text)
    assert "@import" not in text and "url(" not in text
    assert not re.search(r"https?://", text)
    assert "default-src 'none'" in text
    assert text.count("<script") == 2  # the JSON, the page's own script
    data = embedded(page)
    assert data["army"]["code"].startswith("NEG1:")
    assert data["cards"] and all("break_vp" in card for card in data["cards"])


def test_the_page_reads_figures_computed_at_export(codex) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.game.army import roster_army

    roster = load_roster_file(EXAMPLES / "space-marines-with-guard.yaml", codex).roster
    data = phone_data(roster, codex, "fr")
    army = roster_army(roster, codex)
    assert [c["path"] for c in data["cards"]] == [c.path for c in army.cards]
    for shown, card in zip(data["cards"], army.cards, strict=True):
        assert (shown["breaks_at"], shown["break_vp"], shown["boxes"]) == (
            card.breaks_at,
            card.break_vp,
            card.boxes,
        )
    assert data["army"]["vp_to_win"] == army.vp_to_win
    assert set(data["words"]) == {"en", "fr"}
    assert data["words"]["fr"]["phone.tab.game"] == "Partie"
    # every sentence the page uses has no plural syntax the page's formatter would not know
    assert not any("|" in text for words in data["words"].values() for text in words.values())


def test_hostile_names_cannot_leave_the_json(codex) -> None:  # type: ignore[no-untyped-def]
    hostile = "</script><script>alert(1)</script><!-- \u2028\u2029 & \x00\x1b[31m"
    roster = Roster(name=hostile, player="<img src=x onerror=alert(2)>", notes="x" * 100_000)
    page = render_page(phone_data(roster, codex, "en"))
    text = page.decode("utf-8")
    assert "<script>alert" not in text and "<img" not in text and "<!--" not in text
    assert "\u2028" not in text and "\u2029" not in text
    data = embedded(page)
    assert data["army"]["name"] == hostile
    assert data["army"]["player"] == "<img src=x onerror=alert(2)>"
    assert len(data["army"]["notes"]) == MAX_NAME  # cut, so no page grows without end
    assert "&lt;/script&gt;" in text.split("<title>")[1].split("</title>")[0]


def test_script_json_escapes_what_could_end_the_element() -> None:
    assert script_json({"a": "</script>"}) == '{"a":"\\u003c/script\\u003e"}'
    assert json.loads(script_json({"a": "</\u2028&"})) == {"a": "</\u2028&"}


def test_a_page_replaces_a_page_but_never_a_roster(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = EXAMPLES / "goff-warband.yaml"
    page = tmp_path / "army.html"
    assert main(["export", str(roster), "--format", "phone", "-o", str(page)]) == ExitCode.OK
    assert main(["export", str(roster), "--format", "phone", "-o", str(page)]) == ExitCode.OK
    # the page holds a share code, yet a share code export may not replace it
    assert main(["export", str(roster), "--format", "code", "-o", str(page)]) == ExitCode.UNREADABLE
    copy = tmp_path / "copy.yaml"
    copy.write_bytes(roster.read_bytes())
    assert main(["export", str(copy), "--format", "phone", "-o", str(tmp_path / "x.yaml")]) == 0
    assert (
        main(["export", str(roster), "--format", "phone", "-o", str(copy)]) == ExitCode.UNREADABLE
    )
    capsys.readouterr()
    # and the page is a roster for every command that reads one
    assert main(["validate", str(page)]) == ExitCode.LEGAL


def test_the_game_is_kept_under_the_rosters_content(codex) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.phone.data import roster_key

    roster = load_roster_file(EXAMPLES / "goff-warband.yaml", codex).roster
    again = load_roster_file(EXAMPLES / "goff-warband.yaml", codex).roster
    assert roster_key(roster) == roster_key(again)  # exported again: the same game
    renamed = roster.model_copy(update={"name": roster.name + " II"})
    assert roster_key(renamed) != roster_key(roster)  # another roster: a game of its own
    assert embedded(render_page(phone_data(roster, codex, "en")))["key"] == roster_key(roster)
