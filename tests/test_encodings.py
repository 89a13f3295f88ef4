"""Every text file the app or its tests open names its encoding.

Without ``encoding=`` Python uses the locale's code page: UTF-8 on Linux and macOS, cp1252
on most Windows machines, so a roster with "Légion" or "Ω" is written in one encoding and
read in another. ``PYTHONUTF8`` would hide it and is set nowhere. The check walks the
syntax trees of ``listbuilder/`` and ``tests/`` and names the file and line of each call
that reads or writes text without saying how: ``open()``, ``io.open``, ``Path.open``,
``read_text``, ``write_text``, ``tempfile`` files in text mode and ``subprocess`` with
``text=True`` (or ``universal_newlines=True``). Binary modes need no encoding.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TREES = ("listbuilder", "tests")

_SUBPROCESS = {"run", "Popen", "check_output", "call", "check_call"}
_TEMPFILE = {"TemporaryFile", "NamedTemporaryFile", "SpooledTemporaryFile"}


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    return None


def _passes_keywords_along(call: ast.Call) -> bool:
    """``f(**options)``: the encoding may be among them; trusted."""
    return any(keyword.arg is None for keyword in call.keywords)


def _is_binary(mode: ast.expr | None) -> bool:
    """A literal mode with ``b`` in it; a mode we cannot read is taken as text."""
    return isinstance(mode, ast.Constant) and isinstance(mode.value, str) and "b" in mode.value


def _is_true(value: ast.expr | None) -> bool:
    return value is not None and not (isinstance(value, ast.Constant) and not value.value)


def _dotted(func: ast.expr) -> str:
    parts: list[str] = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    parts.append(func.id if isinstance(func, ast.Name) else "?")  # f().open -> "?.open"
    return ".".join(reversed(parts))


def unnamed_encoding(call: ast.Call) -> str | None:
    """What *call* is, if it handles text and names no encoding; otherwise None."""
    if _keyword(call, "encoding") is not None or _passes_keywords_along(call):
        return None
    name = _dotted(call.func)
    last = name.rsplit(".", 1)[-1]
    if name in {"open", "io.open", "codecs.open"}:
        # open(file, mode, buffering, encoding, ...): a fourth positional is the encoding.
        mode = call.args[1] if len(call.args) > 1 else _keyword(call, "mode")
        if name == "codecs.open" or _is_binary(mode) or len(call.args) > 3:
            return None
        return f"{name}()"
    if isinstance(call.func, ast.Attribute) and last in {"read_text", "write_text"}:
        position = 1 if last == "write_text" else 0  # write_text(data, encoding, ...)
        return None if len(call.args) > position else f".{last}()"
    if isinstance(call.func, ast.Attribute) and last == "open" and _is_path_open(call):
        return ".open()"
    if name.startswith("tempfile.") and last in _TEMPFILE:
        mode = call.args[0] if call.args else _keyword(call, "mode")
        if mode is None or _is_binary(mode):  # the default mode is w+b
            return None
        return f"{name}()"
    text = _is_true(_keyword(call, "text")) or _is_true(_keyword(call, "universal_newlines"))
    if text and last in _SUBPROCESS and name.split(".")[0] in {"subprocess", last}:
        return f"{name}(text=True)"
    return None


def _is_text_mode(mode: ast.expr) -> bool:
    """A literal that can only be a file mode (``"r"``, ``"w+"``, ``"at"``), not binary."""
    if not (isinstance(mode, ast.Constant) and isinstance(mode.value, str) and mode.value):
        return False
    return set(mode.value) <= set("rwxat+") and "b" not in mode.value


def _is_path_open(call: ast.Call) -> bool:
    """``Path.open`` in text mode, told from the many other ``open`` methods (a dialog's,
    ``pdfplumber.open(file)``, ``EditSession.open(codex, file)``, a zip member's): by a
    literal text mode, or, called with nothing, by a receiver that is plainly a path
    (``Path(...)``, ``folder / name``, a name ending in ``path`` or ``file``)."""
    assert isinstance(call.func, ast.Attribute)
    mode = call.args[0] if call.args else _keyword(call, "mode")
    if mode is not None:
        return _is_text_mode(mode) and len(call.args) < 3  # open(mode, buffering, encoding)
    receiver = call.func.value
    if isinstance(receiver, ast.BinOp) and isinstance(receiver.op, ast.Div):
        return True
    if isinstance(receiver, ast.Call) and _dotted(receiver.func).endswith("Path"):
        return True
    name = _dotted(receiver).rsplit(".", 1)[-1].lower()
    return name.endswith(("path", "file")) and not call.keywords


def offenders(source: str, filename: str) -> list[str]:
    tree = ast.parse(source, filename=filename)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            what = unnamed_encoding(node)
            if what is not None:
                found.append(f"{filename}:{node.lineno}: {what} without encoding=")
    return found


def _python_files() -> list[Path]:
    return sorted(path for tree in TREES for path in (ROOT / tree).rglob("*.py"))


def test_every_text_file_opened_in_the_code_and_tests_names_its_encoding() -> None:
    found: list[str] = []
    for path in _python_files():
        relative = path.relative_to(ROOT).as_posix()
        found += offenders(path.read_text(encoding="utf-8"), relative)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "line",
    [
        'open(path, "w")',
        "open(path)",
        'io.open(path, mode="r")',
        "path.read_text()",
        'path.write_text("x")',
        'Path(name).open("w")',
        "path.open()",
        '(folder / "a.yaml").open()',
        'roster_file.open(mode="a")',
        'tempfile.NamedTemporaryFile("w", suffix=".yaml")',
        'tempfile.TemporaryFile(mode="w+")',
        "subprocess.run(args, text=True)",
        "subprocess.check_output(args, universal_newlines=True)",
    ],
)
def test_the_check_finds_text_opened_without_an_encoding(line: str) -> None:
    assert offenders(line, "x.py") == [f"x.py:1: {unnamed_encoding(_call(line))} without encoding="]


@pytest.mark.parametrize(
    "line",
    [
        'open(path, "w", encoding="utf-8")',
        'open(path, "rb")',
        'open(path, mode="wb")',
        'path.read_text(encoding="utf-8")',
        'path.read_text("utf-8")',
        'path.write_text("x", encoding="utf-8")',
        'path.write_text("x", "utf-8")',
        'path.open("rb")',
        'path.open("w", encoding="utf-8", newline="\\n")',
        "os.open(path, os.O_RDONLY)",
        'zipfile.ZipFile(path).open("roster.ros")',
        "archive.open(info)",
        "pdfplumber.open(pdf_path)",
        "EditSession.open(codex, path)",
        "dialog.open()",
        "tempfile.NamedTemporaryFile(suffix='.pdf')",
        "subprocess.run(args, capture_output=True)",
        'subprocess.run(args, text=True, encoding="utf-8")',
        "open(path, **options)",
    ],
)
def test_the_check_lets_binary_and_named_encodings_through(line: str) -> None:
    assert offenders(line, "x.py") == []


def _call(line: str) -> ast.Call:
    node = ast.parse(line).body[0]
    assert isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
    return node.value
