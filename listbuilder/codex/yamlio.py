"""Safe YAML reading with positions, so errors can name the line of a bad field."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import ValidationError

from listbuilder.errors import ListBuilderError

E = TypeVar("E", bound=ListBuilderError)

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def load_text(text: str) -> Any:
    return yaml.load(text, Loader=Loader)


def load_yaml(text: str, file: str | Path | None, error: type[E]) -> Any:
    """Parse *text*; bad YAML raises *error* naming the file, the line and what to check."""
    try:
        return load_text(text)
    except yaml.YAMLError as exc:
        raise error(
            f"not valid YAML: {getattr(exc, 'problem', None) or exc}",
            file=file,
            line=yaml_error_line(exc),
            hint="check the indentation and the quoting on that line",
        ) from None


def validation_failure(
    exc: ValidationError,
    text: str,
    file: str | Path | None,
    error: type[E],
    hint: str | None = None,
) -> E:
    """The first problem pydantic found, as *error* with the file, the line and the field."""
    problems = exc.errors()
    first = problems[0]
    loc = [step for step in first["loc"] if step != "__root__"]
    if hint is None and len(problems) > 1:
        hint = f"{len(problems)} problem(s) in this file"
    return error(
        str(first["msg"]),
        file=file,
        line=line_of(text, loc),
        field=".".join(str(step) for step in loc) or None,
        hint=hint,
    )


def yaml_error_line(exc: yaml.YAMLError) -> int | None:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    return mark.line + 1 if mark is not None else None


def line_of(text: str, path: Sequence[int | str]) -> int | None:
    """The 1-based line of the node at *path* (keys and indexes), or of its nearest parent."""
    try:
        node = yaml.compose(text, Loader=Loader)
    except yaml.YAMLError:
        return None
    line = node.start_mark.line + 1 if node is not None else None
    for step in path:
        if isinstance(node, yaml.MappingNode):
            nxt = None
            for key_node, value_node in node.value:
                if key_node.value == str(step):
                    nxt = value_node
                    line = key_node.start_mark.line + 1
                    break
            if nxt is None:
                return line
            node = nxt
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int):
            if step >= len(node.value):
                return line
            node = node.value[step]
            line = node.start_mark.line + 1
        else:
            return line
    return line


def dump_text(data: Any) -> str:
    return yaml.dump(
        data,
        Dumper=Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )


def atomic_write_text(path: Path, text: str) -> None:
    """Write through a temporary file and a rename, so a crash never leaves half a file."""
    import os
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
