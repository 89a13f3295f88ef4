from __future__ import annotations

import pytest

from listbuilder.cli.main import main


def test_app_without_display_explains_instead_of_crashing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    for var in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main([]) == 1
    err = capsys.readouterr().err
    assert "aucun affichage graphique" in err and "listbuilder --help" in err
