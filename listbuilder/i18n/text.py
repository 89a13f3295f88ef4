"""The one localised-text type and the one fallback rule.

A :class:`Text` holds a text per language code (``en`` always, others where
known). Asked for a language, it gives that language's text, else the English
one: :func:`pick` is the rule (it lives in :mod:`listbuilder.i18n`, beside the
catalogue, which uses it too), used by every localised text of the app (codex
names, finding parameters, the message catalogue).

Codex YAML writes such texts two ways, both read into a :class:`Text`:
a mapping ``{en: ..., fr: ...}`` (abilities, game system), or flat fields on a
model, ``name`` and ``name_<code>`` (army books: lists, cards, units, options,
weapons), read by :func:`names_of`. Adding a language is its code in
``LANGUAGES``, its catalogue texts and its translations.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from listbuilder.i18n import DEFAULT_LANGUAGE, LANGUAGES, message, pick

if TYPE_CHECKING:
    from pydantic import GetCoreSchemaHandler
    from pydantic_core import CoreSchema

_CODE = r"^[a-z]{2,3}$"
_IS_CODE = re.compile(_CODE)


class Text:
    """A text per language code; a missing translation stays absent, never a copy."""

    __slots__ = ("_texts",)
    _texts: dict[str, str]

    def __init__(self, en: str, fr: str | None = None, **others: str | None) -> None:
        texts = {"fr": fr, **others}
        kept = {code: text for code, text in texts.items() if text and code != DEFAULT_LANGUAGE}
        object.__setattr__(self, "_texts", {DEFAULT_LANGUAGE: en, **kept})

    @classmethod
    def from_mapping(cls, texts: Mapping[str, str | None]) -> Text:
        """A text from ``{code: text}``; the English text is required."""
        if not isinstance(texts.get(DEFAULT_LANGUAGE), str):
            raise MessageValueError("error.codex.text_needs_en")
        bad = [code for code in texts if not _IS_CODE.match(str(code))]
        if bad:
            raise MessageValueError("error.codex.bad_language", code=repr(bad[0]))
        others = {k: v for k, v in texts.items() if k != DEFAULT_LANGUAGE}
        return cls(str(texts[DEFAULT_LANGUAGE]), **others)

    def get(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return pick(self._texts, lang) or ""

    @property
    def en(self) -> str:
        return self._texts[DEFAULT_LANGUAGE]

    @property
    def fr(self) -> str | None:
        return self._texts.get("fr")

    def with_suffix(self, suffix: str) -> Text:
        """The same text followed by *suffix* in every language (``Tactical Company #2``)."""
        suffixed = Text.__new__(Text)  # the codes are already checked
        texts = {code: text + suffix for code, text in self._texts.items()}
        object.__setattr__(suffixed, "_texts", texts)
        return suffixed

    def languages(self) -> Iterator[str]:
        return iter(self._texts)

    def as_dict(self) -> dict[str, str]:
        """``{code: text}`` for the languages that have a text, English first."""
        return dict(self._texts)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Text is immutable")

    def __copy__(self) -> Text:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Text:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text.from_mapping, (self._texts,))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and self._texts == other._texts

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._texts.items())))

    def __str__(self) -> str:
        return self.en

    def __repr__(self) -> str:
        return f"Text({', '.join(f'{k}={v!r}' for k, v in self._texts.items())})"

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        """Read ``{en: ..., fr: ...}`` (YAML, JSON) or a Text; write the mapping back."""
        from pydantic_core import core_schema  # pydantic is not needed to show the window

        from_mapping = core_schema.no_info_after_validator_function(
            cls.from_mapping,
            core_schema.dict_schema(
                keys_schema=core_schema.str_schema(pattern=_CODE),
                values_schema=core_schema.nullable_schema(core_schema.str_schema()),
            ),
        )
        return core_schema.json_or_python_schema(
            json_schema=from_mapping,
            python_schema=core_schema.union_schema(
                [core_schema.is_instance_schema(cls), from_mapping]
            ),
            serialization=core_schema.plain_serializer_function_ser_schema(cls.as_dict),
        )


def names_of(model: object, field: str = "name") -> Text:
    """A model's flat localised field (``name``, ``name_fr``...) as one :class:`Text`."""
    others = {
        code: getattr(model, f"{field}_{code}", None)
        for code in LANGUAGES
        if code != DEFAULT_LANGUAGE
    }
    return Text(getattr(model, field), **others)


def display_name(model: object, lang: str = DEFAULT_LANGUAGE) -> str:
    """The name a player reads in *lang*: a model's localised name, by the one rule."""
    name = getattr(model, "name", None)
    if isinstance(name, Text):
        return name.get(lang)
    return names_of(model).get(lang)


class Named:
    """Mixin for codex models that keep flat names (``name``, ``name_fr``...)."""

    @property
    def names(self) -> Text:
        return names_of(self)

    def display_name(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return self.names.get(lang)


class Msg:
    """A message of the catalogue not yet worded: its key and parameters, rendered at the
    edge in the reader's language (parameters may be :class:`Text` or :class:`Msg` too)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return message(self.key, lang, **{k: render(v, lang) for k, v in self.params.items()})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.key, self.params) == (other.key, other.params)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, **{self.params!r})"

    def as_data(self) -> dict[str, Any]:
        """Plain JSON data that :meth:`from_data` turns back into this message (so a saved
        error, e.g. in the compiled codex, is still worded in the reader's language)."""
        return {"key": self.key, "params": {k: _param_data(v) for k, v in self.params.items()}}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Msg:
        params = data.get("params") or {}
        return cls(str(data["key"]), **{str(k): _param_value(v) for k, v in params.items()})


class MessageValueError(ValueError):
    """A ``ValueError`` worded by the catalogue, for validators of the codex models.

    Pydantic wraps it in its own error; :func:`listbuilder.files.yamlio.model_problem`
    finds the :class:`Msg` back, so the reader gets it in their language. ``str()`` is
    the English text, as pydantic and the command line show it."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.msg = Msg(key, **params)
        super().__init__(self.msg.render())


def _param_data(value: Any) -> Any:
    if isinstance(value, Msg):
        return {"msg": value.as_data()}
    if isinstance(value, Text):
        return {"text": value.as_dict()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _param_value(data: Any) -> Any:
    if isinstance(data, dict):
        if "msg" in data:
            return Msg.from_data(data["msg"])
        if "text" in data:
            return Text.from_mapping(data["text"])
    return data


def message_data(value: str | Msg) -> Any:
    """*value* as plain JSON data: a text as itself, a :class:`Msg` as its key and parameters."""
    return value.as_data() if isinstance(value, Msg) else value


def message_from_data(data: Any) -> str | Msg:
    """The text or :class:`Msg` that :func:`message_data` wrote."""
    return Msg.from_data(data) if isinstance(data, dict) else str(data)


def render(value: Any, lang: str = DEFAULT_LANGUAGE) -> Any:
    """*value* worded in *lang* if it is a :class:`Msg` or a :class:`Text`, else itself."""
    if isinstance(value, Msg):
        return value.render(lang)
    if isinstance(value, Text):
        return value.get(lang)
    return value
