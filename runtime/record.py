"""A game's decision record as JSON — the determinism of the architecture: a game is its
seed plus the decisions taken (``game.record``), so writing both down lets a game be
replayed exactly (:func:`mtgc.runtime.game.replay`).

The record holds plain values (numbers, text, booleans, None, tuples, dicts whose keys may
be objects) and the runtime's own answer types: actions (CR 116-117, 601-602), payment
announcements (CR 601.2b), player references and mana types. :func:`encode` writes them
as JSON-ready values; :func:`decode` rebuilds them, accepting only attrs classes and enums
defined in ``mtgc.runtime`` (a record file is data, never code).
"""

from __future__ import annotations

import enum
import importlib
from typing import Any

import attrs

from .errors import InvalidInputError

_PACKAGE = __name__.rpartition(".")[0]  # mtgc.runtime


def encode(value: Any) -> Any:
    """``value`` (a record entry or part of one) as JSON-ready data."""
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    if isinstance(value, enum.Enum):
        return {"enum": _class_name(type(value)), "name": value.name}
    if isinstance(value, tuple):
        return {"tuple": [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, (set, frozenset)):
        items = sorted((encode(v) for v in value), key=repr)
        return {"frozenset": items}
    if isinstance(value, dict):
        return {"dict": [[encode(k), encode(v)] for k, v in value.items()]}
    if attrs.has(type(value)):
        fields = {
            f.name: encode(getattr(value, f.name))
            for f in attrs.fields(type(value))
            if getattr(value, f.name) != f.default
        }
        return {"class": _class_name(type(value)), "fields": fields}
    raise InvalidInputError(f"a record can't hold {type(value).__name__} values: {value!r}")


def decode(data: Any) -> Any:
    """The value :func:`encode` wrote; raises InvalidInputError for anything else."""
    if data is None or isinstance(data, (bool, int, str, float)):
        return data
    if isinstance(data, list):
        return [decode(v) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise InvalidInputError(f"not a record value: {data!r:.80}")
    if "tuple" in data:
        return tuple(decode(v) for v in _list(data["tuple"]))
    if "frozenset" in data:
        return frozenset(decode(v) for v in _list(data["frozenset"]))
    if "dict" in data:
        out = {}
        for pair in _list(data["dict"]):
            if not isinstance(pair, list) or len(pair) != 2:
                raise InvalidInputError(f"not a key-value pair: {pair!r:.80}")
            out[decode(pair[0])] = decode(pair[1])
        return out
    if "enum" in data:
        cls = _runtime_class(data["enum"])
        if not issubclass(cls, enum.Enum) or data.get("name") not in cls.__members__:
            raise InvalidInputError(f"not a member of {data['enum']}: {data.get('name')!r}")
        return cls[data["name"]]
    if "class" in data:
        cls = _runtime_class(data["class"])
        fields = data.get("fields", {})
        if not attrs.has(cls) or not isinstance(fields, dict):
            raise InvalidInputError(f"not a record class: {data['class']!r}")
        names = {f.name for f in attrs.fields(cls)}
        if not set(fields) <= names:
            raise InvalidInputError(f"{data['class']} has no field {sorted(set(fields) - names)}")
        try:
            return cls(**{k: decode(v) for k, v in fields.items()})
        except (TypeError, ValueError) as exc:
            raise InvalidInputError(f"bad {data['class']}: {exc}") from None
    raise InvalidInputError(f"not a record value: {data!r:.80}")


def encode_record(record: list[tuple[int, str, Any]]) -> list[Any]:
    """A whole ``game.record``: one ``[player, decision kind, answer]`` per entry."""
    return [[player, kind, encode(answer)] for player, kind, answer in record]


def decode_record(data: Any) -> list[tuple[int, str, Any]]:
    """The inverse of :func:`encode_record`."""
    out = []
    for entry in _list(data):
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], int)
                and isinstance(entry[1], str)):  # fmt: skip
            raise InvalidInputError(f"not a record entry: {entry!r:.80}")
        out.append((entry[0], entry[1], decode(entry[2])))
    return out


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidInputError(f"expected a list, got {value!r:.80}")
    return value


def _class_name(cls: type) -> str:
    module = cls.__module__
    if not module.startswith(_PACKAGE + "."):
        raise InvalidInputError(f"a record can't hold {cls.__qualname__} (not a runtime type)")
    return f"{module[len(_PACKAGE) + 1 :]}.{cls.__qualname__}"


def _runtime_class(name: Any) -> type:
    if not isinstance(name, str) or "." not in name:
        raise InvalidInputError(f"not a runtime class name: {name!r:.80}")
    module_name, _, cls_name = name.rpartition(".")  # "state.objects.Zone"
    parts = [*module_name.split("."), cls_name]
    if not all(part.isidentifier() for part in parts):
        raise InvalidInputError(f"not a runtime class name: {name!r:.80}")
    try:
        module = importlib.import_module(f"{_PACKAGE}.{module_name}")
    except ImportError:
        raise InvalidInputError(f"no runtime module {module_name!r}") from None
    cls = getattr(module, cls_name, None)
    if not isinstance(cls, type) or cls.__module__ != module.__name__:
        raise InvalidInputError(f"no runtime class {name!r}")
    return cls
