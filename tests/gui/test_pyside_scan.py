"""PySide6 does not read the source of each module the app imports after it (issue 24)."""

from __future__ import annotations

import inspect
import sys
import types

import pytest

import listbuilder.gui.window.app  # noqa: F401  (answers PySide6's question for the start)


def test_a_module_imported_after_pyside_is_marked_without_reading_its_source(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    feature = sys.modules["shibokensupport.feature"]

    def no_reading(_: object) -> str:
        raise AssertionError("PySide6 read a module's source")

    monkeypatch.setattr(inspect, "getsource", no_reading)
    table = feature.pyside_feature_dict
    for name, marked in (("listbuilder.some_new_module", 0), ("some_library", -1)):
        monkeypatch.delitem(table, name, raising=False)
        feature.feature_imported(types.ModuleType(name))
        assert table.pop(name) == marked


def test_qt_still_works_in_a_module_imported_after_it() -> None:
    from PySide6.QtCore import QSize, Qt

    from listbuilder.gui.window.main_window import first_size

    assert first_size(None) == QSize(1500, 900)
    assert Qt.AlignmentFlag.AlignLeft in Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
