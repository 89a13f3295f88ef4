"""The Qt binding must not leak references to ``None``.

PySide6 6.12.0 on Python 3.11 drops one reference to ``None`` on every signal delivered to a
Python callable and on every ``processEvents()`` call; after a few minutes of editing the
interpreter frees ``None`` and aborts (``Fatal Python error: none_dealloc``). pyproject.toml
keeps pip off that pair; this test fails on any binding that drains ``None`` again.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QSpinBox

ROUNDS = 1000
"""Enough to see a drain of one reference per call (2,000 here), far below what aborts."""

TOLERANCE = 50
"""Caches and interned objects may take or give back a few references; a drain gives back
thousands."""

pytestmark = pytest.mark.skipif(
    sys.version_info >= (3, 12),
    reason="None is immortal from Python 3.12 on (PEP 683): its reference count never moves, "
    "so a binding that drops references to it cannot free it and the count shows nothing",
)


class _Receiver:
    def __init__(self) -> None:
        self.calls = 0

    def triggered(self, _checked: bool = False) -> None:
        self.calls += 1


def test_signals_to_python_and_processing_events_keep_none_alive(qapp: QApplication) -> None:
    spin = QSpinBox()
    spin.setRange(0, 10 * ROUNDS)
    values: list[int] = []
    spin.valueChanged.connect(lambda value: values.append(value))
    action = QAction()
    receiver = _Receiver()
    action.triggered.connect(receiver.triggered)
    # a first round outside the measure: lazy caches of the binding fill here
    spin.setValue(1)
    action.trigger()
    qapp.processEvents()
    values.clear()
    receiver.calls = 0

    before = sys.getrefcount(None)
    for number in range(2, ROUNDS + 2):
        spin.setValue(number)
        action.trigger()
        qapp.processEvents()
    after = sys.getrefcount(None)

    assert len(values) == ROUNDS and receiver.calls == ROUNDS
    lost = before - after
    assert lost < TOLERANCE, (
        f"None lost {lost} references over {ROUNDS} rounds of signals and event processing: "
        "this Qt binding drains None and will abort the interpreter (none_dealloc); "
        "see the PySide6 bounds in pyproject.toml"
    )
