"""``listbuilder odds``: the contract's JSON keys, the modifiers' options, both languages."""

from __future__ import annotations

import json

import pytest

from listbuilder.cli.main import main
from listbuilder.cli.options import ExitCode


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["odds", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_json_carries_the_three_results_and_the_draw_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "0", "0", "--json", "--lang", "en")
    assert status == ExitCode.OK
    data = json.loads(out)
    assert data["draw"] == pytest.approx(146 / 1296)
    assert data["attacker"] == pytest.approx(575 / 1296)
    assert data["defender"] == pytest.approx(575 / 1296)
    assert data["exact"]["draw"] == "73/648"
    assert "engaged" in data["draw_rule"]
    assert "égalité" in data["draw_rule_source"]["text"]


def test_cover_immobilised_and_negative_caf(capsys: pytest.CaptureFixture[str]) -> None:
    # -1 attacking a marine (+2) in a bunker (+3): 6 behind, as 0 against 6
    _, out, _ = run(capsys, "-1", "2", "--defender-cover", "bunker", "--json")
    bunker = json.loads(out)
    _, out, _ = run(capsys, "0", "6", "--json")
    assert bunker["exact"] == json.loads(out)["exact"]
    _, out, _ = run(capsys, "3", "0", "--attacker-immobilised", "--json")
    assert json.loads(out)["exact"] == {"attacker": "1/36", "defender": "11/12", "draw": "1/18"}
    _, out, _ = run(capsys, "0", "0", "--defender-falling-back", "--attacker-leader", "--json")
    assert (
        json.loads(out)["combats"][0]["attacker_caf"]
        - json.loads(out)["combats"][0]["defender_caf"]
        == 3
    )


def test_several_attackers_roll_more_dice_unless_the_defender_is_a_titan(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = run(capsys, "0", "6", "--attackers", "2", "--also", "1", "--json")
    data = json.loads(out)
    assert [c["attacker_dice"] for c in data["combats"]] == [2, 3, 4]
    assert [c["attacker_caf"] for c in data["combats"]] == [0, 0, 1]
    assert data["attacker"] + data["defender"] + data["draw"] == pytest.approx(1)
    _, out, _ = run(capsys, "0", "6", "--attackers", "3", "--titan", "--json")
    assert [c["attacker_dice"] for c in json.loads(out)["combats"]] == [2, 2, 2]
    _, out, _ = run(capsys, "0", "6", "--extra-dice", "2", "--json")
    assert json.loads(out)["combats"][0]["attacker_dice"] == 4


@pytest.mark.parametrize(
    ("lang", "words"), [("en", ("attacker wins", "44.4%")), ("fr", ("l’attaquant gagne", "44,4"))]
)
def test_text_in_both_languages(
    capsys: pytest.CaptureFixture[str], lang: str, words: tuple[str, ...]
) -> None:
    status, out, _ = run(capsys, "0", "0", "--lang", lang)
    assert status == ExitCode.OK
    for word in words:
        assert word in out
    assert "575/1296" in out


@pytest.mark.parametrize("bad", [["x", "0"], ["0", "1000"], ["0", "0", "--attackers", "99"]])
def test_wrong_numbers_are_refused_with_status_2(
    capsys: pytest.CaptureFixture[str], bad: list[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["odds", *bad])
    assert exited.value.code == 2
    assert "odds" in capsys.readouterr().err
