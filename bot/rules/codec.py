"""The one JSON codec of the rules core: states, actions and views (frozen dataclasses) to plain JSON and back.

``to_json(value)``: dataclasses become objects of their fields, tuples and lists become arrays, sets sorted
arrays, enums their value; a value with its own JSON form (a card, a meld, a game's options) gives it with
``to_json()``. ``from_json(kind, data)`` reads it back, led by the type hints of ``kind``: a dataclass field by
field (a field missing from the data keeps its default), ``tuple[X, ...]``, ``tuple[X, Y]``, ``X | None``,
``dict``, ``Literal``, enums, and any class with a ``from_json`` class method. Reading the JSON of an older format
is the game's upgrade functions' job (``bot.rules.schema``), before ``from_json``.

``Tagged``: a union of dataclasses (a game's actions) as one JSON object whose tag key names the member.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


def to_json(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, str):
        return str(value)
    if isinstance(value, tuple | list):
        return [to_json(item) for item in value]
    own = getattr(value, "to_json", None)
    if callable(own):
        return own()
    kind: type = type(value)
    names = _field_names(kind)
    if names is not None:
        return {name: to_json(getattr(value, name)) for name in names}
    if isinstance(value, frozenset | set):
        return sorted(to_json(item) for item in value)
    if isinstance(value, Mapping):
        return {str(key): to_json(item) for key, item in value.items()}
    raise TypeError(f"no JSON form for {type(value).__name__}: {value!r}")


def from_json(kind: type[T], data: Any) -> T:
    """The value of type ``kind`` whose JSON form is ``data``; ValueError when the data does not fit."""
    result: T = _decode(kind, data)
    return result


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of a dataclass, in order; None for any other class."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _decode(kind: Any, data: Any) -> Any:
    if kind is Any or kind is object:
        return data
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if data is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _decode(option, data)
            except (ValueError, TypeError, KeyError) as error:
                errors.append(error)
        raise ValueError(f"{data!r} fits none of {kind}: {errors}")
    if origin is typing.Literal:
        if data not in typing.get_args(kind):
            raise ValueError(f"{data!r} is not one of {typing.get_args(kind)}")
        return data
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], item) for item in _array(data))
        items = _array(data)
        if len(items) != len(args):
            raise ValueError(f"{data!r} does not have {len(args)} items")
        return tuple(_decode(arg, item) for arg, item in zip(args, items, strict=True))
    if origin in (frozenset, set):
        (item_kind,) = typing.get_args(kind) or (Any,)
        return origin(_decode(item_kind, item) for item in _array(data))
    if origin in (list, Sequence):
        (item_kind,) = typing.get_args(kind) or (Any,)
        return [_decode(item_kind, item) for item in _array(data)]
    if origin in (dict, Mapping):
        key_kind, value_kind = typing.get_args(kind) or (Any, Any)
        if not isinstance(data, dict):
            raise ValueError(f"{data!r} is not an object")
        return {_decode(key_kind, key): _decode(value_kind, value) for key, value in data.items()}
    if origin is not None:
        raise TypeError(f"cannot read JSON as {kind}")
    if kind is type(None):
        if data is not None:
            raise ValueError(f"{data!r} is not null")
        return None
    if kind in (bool, int, float, str):
        if kind is float and isinstance(data, int) and not isinstance(data, bool):
            return float(data)
        if not isinstance(data, kind) or (kind is int and isinstance(data, bool)):
            raise ValueError(f"{data!r} is not a {kind.__name__}")
        return data
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind(data)
    own = getattr(kind, "from_json", None)
    if callable(own):
        return own(data)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        if not isinstance(data, dict):
            raise ValueError(f"{data!r} is not an object for {kind.__name__}")
        hints = _hints(kind)
        values = {f.name: _decode(hints[f.name], data[f.name]) for f in dataclasses.fields(kind)
                  if f.init and f.name in data}
        return kind(**values)
    raise TypeError(f"cannot read JSON as {kind!r}")


def _array(data: Any) -> list[Any]:
    if not isinstance(data, list | tuple):
        raise ValueError(f"{data!r} is not an array")
    return list(data)


@dataclasses.dataclass(frozen=True)
class Tagged:
    """A union of dataclasses as JSON: ``{key: tag, **fields}``, ``members`` mapping each tag to its class."""

    key: str
    members: Mapping[str, type]

    def to_json(self, value: Any) -> dict[str, Any]:
        for tag, member in self.members.items():
            if type(value) is member:
                return {self.key: tag, **to_json(value)}
        raise TypeError(f"{type(value).__name__} is not one of {sorted(self.members)}")

    def from_json(self, data: Any) -> Any:
        if not isinstance(data, dict) or data.get(self.key) not in self.members:
            raise ValueError(f"not one of {sorted(self.members)}: {data!r}")
        fields = {name: value for name, value in data.items() if name != self.key}
        return from_json(self.members[data[self.key]], fields)
