"""The one safe way to read YAML here: limits checked first, every failure located.

Rosters, tournament packs and codex files all come through :func:`load_yaml`.
Files from strangers are hostile, so before the C loader builds anything the
text is walked as a stream of events (libyaml's parser is iterative, unlike the
loader, which recurses and crashes on deep nesting): too deep, too big, aliases
that expand without bound or refer to themselves are refused there. The loader
then refuses duplicate keys (naming both lines) and turns every error a value
raises while it is built (``!!int abc``, a 30th of February) into a located
message.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import yaml

from listbuilder.errors import ListBuilderError, MessageValueError
from listbuilder.files.yaml_limits import CODEX_LIMITS, Limits
from listbuilder.files.yaml_limits import PACK_LIMITS as PACK_LIMITS
from listbuilder.files.yaml_limits import ROSTER_LIMITS as ROSTER_LIMITS
from listbuilder.files.yamlfast import NotPlain, load_plain
from listbuilder.i18n import catalog
from listbuilder.i18n.text import Msg

if TYPE_CHECKING:
    from pydantic import ValidationError

E = TypeVar("E", bound=ListBuilderError)

_CLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

_MERGE_TAG = "tag:yaml.org,2002:merge"


class _LimitError(yaml.MarkedYAMLError):
    """A limit of :class:`Limits` was passed; ``hint`` says what to do."""

    def __init__(self, problem: Msg, mark: Any, hint: Msg) -> None:
        super().__init__(problem=problem.render(), problem_mark=mark)
        self.msg = problem
        self.hint_msg = hint
        self.hint = hint.render()


class _BadValueError(yaml.constructor.ConstructorError):
    """A value that PyYAML's constructors could not build (they raise plain Python errors)."""

    def __init__(self, problem: Msg, mark: Any, hint: Msg) -> None:
        super().__init__(problem=problem.render(), problem_mark=mark)
        self.msg = problem
        self.hint_msg = hint
        self.hint = hint.render()


def _short_tag(tag: str) -> str:
    prefix = "tag:yaml.org,2002:"
    return "!!" + tag[len(prefix) :] if tag.startswith(prefix) else tag


class SafeLoader(_CLoader):  # type: ignore[misc,valid-type]
    """The C safe loader that refuses duplicate keys and locates every bad value."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except yaml.YAMLError:
            raise
        except RecursionError:
            raise _LimitError(
                Msg("error.yaml.nested_too_deeply"), node.start_mark, _DAMAGED
            ) from None
        except Exception:
            value = node.value if isinstance(node, yaml.ScalarNode) else "this value"
            shown = value if len(value) <= 40 else value[:37] + "..."
            raise _BadValueError(
                Msg("error.yaml.bad_value", value=repr(shown), tag=_short_tag(node.tag)),
                node.start_mark,
                Msg("error.yaml.bad_value.hint"),
            ) from None

    def construct_mapping(self, node: yaml.Node, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            self._refuse_duplicates(node)
        return super().construct_mapping(node, deep)

    def _refuse_duplicates(self, node: yaml.MappingNode) -> None:
        first_lines: dict[Any, int] = {}
        for key_node, _value in node.value:
            if key_node.tag == _MERGE_TAG or not isinstance(key_node, yaml.ScalarNode):
                continue  # merged keys may be overridden; complex keys are checked by PyYAML
            key = self.construct_object(key_node)
            if not isinstance(key, Hashable):
                continue
            line = key_node.start_mark.line + 1
            if key in first_lines:
                raise _BadValueError(
                    Msg(
                        "error.yaml.duplicate_key",
                        key=repr(key_node.value),
                        first=first_lines[key],
                        line=line,
                    ),
                    key_node.start_mark,
                    Msg("error.yaml.duplicate_key.hint"),
                )
            first_lines[key] = line


_DAMAGED = Msg("error.yaml.damaged")


def check_limits(text: str, limits: Limits) -> None:
    """Walk the events of *text* (no objects built yet) and refuse what passes *limits*."""
    if len(text) > limits.max_chars:
        raise _LimitError(
            Msg("error.yaml.too_big", size=f"{len(text):,}", limit=f"{limits.max_chars:,}"),
            None,
            _DAMAGED,
        )
    try:
        _walk_events(text, limits)
    except (yaml.scanner.ScannerError, yaml.parser.ParserError) as exc:
        # libyaml may refuse deep flow nesting in its scanner, with its own words, before
        # the events reach the walk below (PyYAML 6.0.4 does, past 1,000 levels): our limit
        # and our message stay the ones a reader sees, whichever libyaml is installed.
        mark = exc.problem_mark
        end = len(text) if mark is None else min(len(text), mark.index + 1)
        opening = _flow_level_opening(text, end, limits.max_depth + 1)
        if opening is None:
            raise
        raise _LimitError(
            Msg("error.yaml.too_deep", limit=limits.max_depth), _mark_at(text, opening), _DAMAGED
        ) from None


def _flow_level_opening(text: str, end: int, level: int) -> int | None:
    """Where flow brackets in ``text[:end]`` first stand *level* deep, if they ever do.

    A plain count (quotes and comments not excluded) is enough here: it is only asked once
    libyaml has already refused the text, to tell deep nesting from other damage.
    """
    depth = 0
    for match in _FLOW_BRACKET.finditer(text, 0, end):
        if match.group() in "[{":
            depth += 1
            if depth >= level:
                return match.start()
        elif depth:
            depth -= 1
    return None


_FLOW_BRACKET = re.compile(r"[\[\]{}]")


def _mark_at(text: str, index: int) -> yaml.Mark:
    line = text.count("\n", 0, index)
    column = index - (text.rfind("\n", 0, index) + 1)
    return yaml.Mark("<text>", index, line, column, None, 0)


def _walk_events(text: str, limits: Limits) -> None:
    depth = 0
    total = 0
    sizes: dict[str, int] = {}
    open_anchors: list[str | None] = []
    counts: list[int] = [0]
    event: Any
    for event in yaml.parse(text, Loader=_CLoader):
        kind = type(event)
        if kind is yaml.ScalarEvent or kind is yaml.AliasEvent:
            if kind is yaml.AliasEvent:
                if not limits.aliases:
                    raise _LimitError(
                        Msg("error.yaml.alias_forbidden", anchor=event.anchor),
                        event.start_mark,
                        Msg("error.yaml.alias_forbidden.hint"),
                    )
                if event.anchor in open_anchors:
                    raise _LimitError(
                        Msg("error.yaml.alias_loop", anchor=event.anchor),
                        event.start_mark,
                        Msg("error.yaml.alias_loop.hint"),
                    )
                size = sizes.get(event.anchor, 1)
            else:
                size = 1
                if event.anchor is not None:
                    sizes[event.anchor] = 1
            counts[-1] += size
            total += size
            if total > limits.max_nodes:
                raise _LimitError(
                    Msg("error.yaml.too_many_values", limit=f"{limits.max_nodes:,}"),
                    event.start_mark,
                    Msg("error.yaml.too_many_values.hint", damaged=_DAMAGED),
                )
        elif kind is yaml.SequenceStartEvent or kind is yaml.MappingStartEvent:
            depth += 1
            if depth > limits.max_depth:
                raise _LimitError(
                    Msg("error.yaml.too_deep", limit=limits.max_depth),
                    event.start_mark,
                    _DAMAGED,
                )
            open_anchors.append(event.anchor)
            counts.append(1)
            total += 1
        elif kind is yaml.SequenceEndEvent or kind is yaml.MappingEndEvent:
            depth -= 1
            anchor = open_anchors.pop()
            size = counts.pop()
            if anchor is not None:
                sizes[anchor] = size
            counts[-1] += size


def load_text(text: str, limits: Limits = CODEX_LIMITS) -> Any:
    """Parse *text* within *limits*; raises :class:`yaml.YAMLError` (with a mark) or others.

    Plain YAML is built in one walk of its events (:mod:`listbuilder.files.yamlfast`);
    anything else, every error included, is read again here, with the limits checked first,
    by the safe loader, which gives the located message."""
    try:
        return load_plain(
            text, max_chars=limits.max_chars, max_depth=limits.max_depth, max_nodes=limits.max_nodes
        )
    except NotPlain:
        pass
    check_limits(text, limits)
    return yaml.load(text, Loader=SafeLoader)


def load_yaml(
    text: str, file: str | Path | None, error: type[E], *, limits: Limits = CODEX_LIMITS
) -> Any:
    """Parse *text*; bad YAML raises *error* naming the file, the line and what to do."""
    try:
        return load_text(text, limits)
    except yaml.YAMLError as exc:
        line = yaml_error_line(exc)
        problem: Msg | str = getattr(exc, "problem", None) or str(exc)
        if isinstance(exc, yaml.reader.ReaderError):
            line = text.count("\n", 0, max(exc.position, 0)) + 1
            code = exc.character if isinstance(exc.character, int) else ord(exc.character)
            problem = Msg("error.yaml.character", code=f"{code:04X}")
        elif isinstance(exc, (_LimitError, _BadValueError)):
            problem = exc.msg
        else:
            problem = Msg("error.yaml.invalid", problem=problem)
        raise error(problem, file=file, line=line, hint=yaml_hint_msg(exc)) from None
    except (RecursionError, MemoryError):
        raise error(Msg("error.yaml.too_big_or_deep"), file=file, hint=_DAMAGED) from None


def yaml_hint_msg(exc: yaml.YAMLError) -> Msg:
    """What to do about *exc*: the limit's own advice, else where to look."""
    own = getattr(exc, "hint_msg", None)
    if isinstance(own, Msg):
        return own
    if isinstance(exc, yaml.reader.ReaderError):
        return Msg("error.yaml.character.hint")
    if "constructor for the tag" in str(getattr(exc, "problem", "")):
        return Msg("error.yaml.tag.hint")
    start = getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem_mark", None)
    if start is not None and problem is not None and start.line != problem.line:
        return Msg("error.yaml.syntax.hint_unfinished", line=start.line + 1)
    return Msg("error.yaml.syntax.hint")


def model_problem(problem: Mapping[str, Any]) -> Msg | str:
    """One problem pydantic found, worded for the reader: pydantic's English words as they
    are, the French ones from the ``error.model.*`` messages (English alone for the rare
    kinds the catalogue does not know)."""
    kind = problem["type"]
    ctx = problem.get("ctx") or {}
    if kind == "value_error":
        reason = ctx.get("error")
        if isinstance(reason, MessageValueError):
            return Msg("error.model.value_error", reason=reason.msg)
        return str(problem["msg"])
    key = f"error.model.{kind}"
    if key not in catalog():
        return str(problem["msg"])
    return Msg(key, **{name: str(value) for name, value in ctx.items()})


def validation_failure(
    exc: ValidationError,
    text: str,
    file: str | Path | None,
    error: type[E],
    hint: str | Msg | None = None,
) -> E:
    """The first problem pydantic found, as *error* with the file, the line and the field."""
    problems = exc.errors()
    first = problems[0]
    loc = [step for step in first["loc"] if step != "__root__"]
    if hint is None and len(problems) > 1:
        hint = Msg("error.model.problems", count=len(problems))
    return error(
        model_problem(first),
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
        node = yaml.compose(text, Loader=_CLoader)
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
