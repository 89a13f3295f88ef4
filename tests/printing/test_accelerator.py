"""ReportLab's C accelerator (the rl-accel package) is installed and writes what ReportLab's
pure-Python fallback writes, so printouts are the same with or without it."""

from __future__ import annotations

import importlib.util
import random
import sys
from types import ModuleType

import pytest
from reportlab.lib import rl_accel


@pytest.fixture(scope="module")
def fallback() -> ModuleType:
    """A fresh copy of ``reportlab.lib.rl_accel`` that cannot find the C module."""
    saved = sys.modules.get("_rl_accel")
    sys.modules["_rl_accel"] = None  # type: ignore[assignment]  # makes its import fail
    try:
        spec = importlib.util.spec_from_file_location("rl_accel_fallback", rl_accel.__file__)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            del sys.modules["_rl_accel"]
        else:
            sys.modules["_rl_accel"] = saved
    assert "fp_str" in module._py_funcs
    return module


def test_reportlab_uses_the_c_accelerator() -> None:
    for name in ("fp_str", "instanceStringWidthTTF", "asciiBase85Encode", "escapePDF"):
        assert name in rl_accel._c_funcs, name
        assert getattr(rl_accel, name) is rl_accel._c_funcs[name]


def test_numbers_are_written_as_the_fallback_writes_them(fallback: ModuleType) -> None:
    rng = random.Random(24)
    values = [0, 1, -1, 0.5, 1e-8, -1e-8, 2.83465, 595.2756, 841.8898, 1 / 3, 1234567.5]
    values += [rng.uniform(-1000, 1000) for _ in range(3000)]
    values += [rng.uniform(-1, 1) for _ in range(1000)]
    for value in values:
        assert rl_accel.fp_str(value) == fallback.fp_str(value), value
    assert rl_accel.fp_str(*values[:8]) == fallback.fp_str(*values[:8])
    assert rl_accel.fp_str(values[:8]) == fallback.fp_str(values[:8])


def test_streams_and_strings_are_encoded_as_the_fallback_encodes_them(
    fallback: ModuleType,
) -> None:
    data = bytes(range(256)) * 3 + b"listbuilder"
    for chunk in (data, data[:1], data[:2], data[:3], data[:4], data[:5], b""):
        assert rl_accel.asciiBase85Encode(chunk) == fallback.asciiBase85Encode(chunk)
    text = "(Compagnie tactique \\ n°7) \u00e9"
    assert rl_accel.escapePDF(text) == fallback.escapePDF(text)
