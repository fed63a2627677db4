"""The lowering registry and its context (architecture, pipeline step 6).

A lowering function takes an AST node and the :class:`Env` of the ability being lowered and
returns runtime objects. Functions are registered per node class with :func:`lowers`, so a
construct is one function (STYLE.md, practice 3). A node the runtime cannot execute raises
:class:`NotLowered`; the ability is then reported as an :class:`Unsupported` — never
dropped, never a crash.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import os
import pkgutil
import sys
from collections.abc import Callable
from typing import Any

import attrs

from ... import cache_dir, prune_cache, write_cache
from ..._lazy import imported as imported  # ditto
from ..._lazy import isinstance_of as isinstance_of  # for the lowering modules
from ..._lazy import lazy_module
from ..ast import Node

#: AST node class -> lowering function ``(node, env) -> runtime object(s)``.
LOWERERS: dict[type, Callable[[Any, Env], Any]] = {}
#: Qualified class name -> ``(AST module, lowering function)`` of the node classes
#: registered by name (``@lowers("effects.Destroy")``), whose AST area may not be
#: imported yet: a node's class is matched when it is first lowered (:func:`named`).
NAMED: dict[str, list[tuple[str, Callable[[Any, Env], Any]]]] = {}

#: The package of the rules-area lowering modules.
PACKAGE = __name__.rpartition(".")[0]


def lowers(*classes: type | str) -> Callable:
    """Register the decorated function as the lowering of ``classes``: node classes, or
    names ``"area.Class"`` of classes of the AST area ``area`` (``"effects.Destroy"``:
    :class:`mtgc.compiler.ast.effects.Destroy`). A name doesn't import its area, so that
    importing a lowering module defines no node class (issue 15); the class is matched by
    :func:`named` when a node of it is lowered."""

    def register(fn: Callable) -> Callable:
        for cls in classes:
            if isinstance(cls, str):
                area, _, qualname = cls.partition(".")
                entries = NAMED.setdefault(qualname, [])
                if any(module == f"{AST}.{area}" for module, _ in entries):
                    raise TypeError(f"{qualname} has two lowerings")
                entries.append((f"{AST}.{area}", fn))
                continue
            if cls in LOWERERS:
                raise TypeError(f"{cls.__name__} has two lowerings")
            LOWERERS[cls] = fn
        _RESOLVED.clear()  # a base class's lowering may have been found for cls
        return fn

    return register


@attrs.frozen
class Unsupported:
    """A node of a card that the runtime cannot execute yet, and why."""

    node: Any
    reason: str
    #: Index of the ability line (in the face's parsed abilities) holding the node.
    ability: int = attrs.field(default=-1, eq=False)

    @property
    def kind(self) -> str:
        return type(self.node).__name__


class NotLowered(Exception):
    """Raised by a lowering function for a node it cannot turn into runtime objects."""

    def __init__(self, node: Any, reason: str) -> None:
        super().__init__(reason)
        self.node = node
        self.reason = reason


#: Key in ``Env.refs``: set (to None) while an activated ability's effect is lowered; a
#: "this card from your graveyard" sets it to the zone the ability then functions from
#: (CR 113.6k; :mod:`.durations`).
FUNCTIONS_FROM = "functions_from"
#: Key in ``Env.refs``: a condition "this card is in your graveyard" was lowered (CR 113.6b:
#: the ability then functions only from there); the construct that can honor it takes it.
IN_ZONE_CONDITION = "in_zone_condition"
#: Key in ``Env.refs``: the abilities lowered are granted by a resolving effect ("gains
#: [abilities] until end of turn", CR 611.2): a choice they need can be made as it resolves
#: (CR 608.2d).
RESOLVING_GRANT = "resolving_grant"


@attrs.define
class Env:
    """What a lowering function needs to know about the ability around the node.

    ``permanent``: the face is a permanent card (a line of effects is then a static ability,
    CR 113.3d). ``targets``: target slots allocated so far (CR 115.1). ``event``: the kind of
    trigger event whose objects "that card", "that player" refer to. ``it``: the object an
    "it" refers to.
    """

    permanent: bool = False
    targets: list[Any] = attrs.Factory(list)
    event: str | None = None
    it: Any = None
    event_ref: Any = None
    event_player: Any = None
    that: Any = None
    subject: Any = None
    predicates: Any = None
    #: References already made for a node (by identity): a subject shared by several
    #: actions is one target, not one per action (CR 115.1).
    refs: dict[int, Any] = attrs.Factory(dict)
    #: Set by the action that consumed the predicates' "for each" / duration.
    used: set[str] = attrs.Factory(set)
    #: "It's still a land." right after the sentence being lowered (CR 205.1b), if any.
    still: Any = None
    #: The sentence right after the one being lowered (a sentence that completes it: "The
    #: flashback cost is equal to its mana cost.", CR 702.34a), if any.
    following: Any = None
    #: A clause of the series being lowered states a duration ("A, B, and C until end of
    #: turn", CR 611.2a): an action without one mustn't last indefinitely.
    series_timed: bool = False
    #: Lowering the activation cost of an ability or a spell's additional cost, where the
    #: controller announces X (CR 107.3a): "Remove X ki counters", "pay X life".
    cost_x: bool = False

    def add_target(self, spec: Any) -> int:
        self.targets.append(spec)
        return len(self.targets) - 1


def lower(node: Any, env: Env) -> Any:
    """Lower one node through the registry (by its class, then its base classes)."""
    cls = type(node)
    fn = _RESOLVED.get(cls, _UNKNOWN)
    if fn is _UNKNOWN:
        fn = _RESOLVED[cls] = lowering_of(cls)
    if fn is not None:
        return fn(node, env)
    kind = cls.__name__ if isinstance(node, Node) else repr(node)
    raise NotLowered(node, f"no runtime handler for {kind}")


# --------------------------------------------------------------------------- lazy modules
#
# Importing a lowering module registers its functions. The modules are imported when a
# node class of theirs is first lowered, through an index of which module registers which
# node class (:func:`index`), so that checking one card imports the lowering (and the
# runtime and AST areas it uses) of the constructs it has, not every area. The index is
# made by importing every module once (:func:`load_all`) and cached in mtgc's cache
# directory, keyed by the names, sizes and modification times of the lowering and AST
# modules: it can't go stale, and nothing lists the modules by hand.

_UNKNOWN = object()
#: Node class -> its lowering function (None: none), once :func:`lowering_of` has looked.
_RESOLVED: dict[type, Callable[[Any, Env], Any] | None] = {}


def class_key(cls: type) -> str:
    """How the index names a node class: ``module:qualified name``."""
    return f"{cls.__module__}:{cls.__qualname__}"


def lowering_of(cls: type) -> Callable[[Any, Env], Any] | None:
    """The lowering function of ``cls`` (its own, else its nearest base class's),
    importing the module that registers it if needed; None when there is none."""
    found = index()
    for base in cls.__mro__:
        fn = LOWERERS.get(base) or named(base)
        if fn is None:
            module = found.get(class_key(base))
            if module is None:
                continue
            try:
                importlib.import_module(module)
            except ImportError:  # an index older than the modules: import all of them
                load_all()
            fn = LOWERERS.get(base) or named(base)
            if fn is None:  # ditto
                fn = load_all().get(base)
        if fn is not None:
            return fn
    return None


def named(cls: type) -> Callable[[Any, Env], Any] | None:
    """The lowering registered by name for ``cls`` (its qualified name, read from the
    AST area the registration names, is ``cls`` itself), if any."""
    for module, fn in NAMED.get(cls.__qualname__, ()):
        if _class_named(module, cls.__qualname__) is cls:
            return fn
    return None


def _class_named(module: str, qualname: str) -> Any:
    """The class ``qualname`` of the module ``module`` (imported), or None."""
    found: Any = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part, None)
    return found


def _modules() -> list[str]:
    """The lowering modules (every module of the package but this one)."""
    path = [os.path.dirname(__file__)]
    names = sorted(m.name for m in pkgutil.iter_modules(path))
    return [f"{PACKAGE}.{name}" for name in names if f"{PACKAGE}.{name}" != __name__]


def load_all() -> dict[type, Callable[[Any, Env], Any]]:
    """Import every lowering module: the whole :data:`LOWERERS`, with the classes
    registered by name (:data:`NAMED`) imported and put in it (a name that is no class of
    its area, or a class with two lowerings, is an error here)."""
    for module in _modules():
        importlib.import_module(module)
    for qualname, entries in NAMED.items():
        for module, fn in entries:
            cls = _class_named(module, qualname)
            if cls is None:
                raise TypeError(f"{module} has no class {qualname}")
            if LOWERERS.get(cls, fn) is not fn:
                raise TypeError(f"{qualname} has two lowerings")
            LOWERERS[cls] = fn
    _RESOLVED.clear()
    return LOWERERS


def build_index() -> dict[str, str]:
    """Node class (:func:`class_key`) -> the lowering module that registers it, made by
    importing every lowering module."""
    return {class_key(cls): fn.__module__ for cls, fn in load_all().items()}


def _fingerprint() -> str:
    """The names, sizes and modification times of the lowering and AST modules."""
    here = os.path.dirname(__file__)
    ast = os.path.join(os.path.dirname(here), "ast")
    stats = []
    for folder in (here, ast):
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name.endswith(".py") and entry.is_file():
                info = entry.stat()
                stats.append((os.path.basename(folder), entry.name, info.st_size, info.st_mtime_ns))
    return hashlib.sha256(f"{stats!r}\0{sys.version}".encode()).hexdigest()[:16]


@functools.cache
def index() -> dict[str, str]:
    """Node class (:func:`class_key`) -> the lowering module that registers it; cached on
    disk (see above)."""
    path = os.path.join(cache_dir(), f"lowering-index-{_fingerprint()}.json")
    try:
        with open(path, encoding="utf-8") as f:
            found = json.load(f)
        if isinstance(found, dict) and all(isinstance(v, str) for v in found.values()):
            return found
    except (OSError, ValueError):  # missing or damaged: make it again
        pass
    found = build_index()
    try:
        write_cache(path, lambda f: f.write(json.dumps(found, sort_keys=True).encode("utf-8")))
        prune_cache(path, "lowering-index-*.json")
    except OSError:  # an unwritable cache only costs time
        pass
    return found


# --------------------------------------------------------------------------- lazy runtime
#
# A lowering module names the runtime modules whose objects it builds (``rf =
# runtime("state.filters")``, then ``rf.Who`` in its functions); a module so named is
# imported when one of its names is first read, so that lowering one card runs the runtime
# of the constructs the card has, not every module the lowering of any card could build
# from (issue 15). Nothing unimported is put in ``sys.modules``: an ``import`` elsewhere
# runs the module as usual.

#: The runtime package.
RUNTIME = f"{PACKAGE.partition('.')[0]}.runtime"
#: The AST package.
AST = f"{PACKAGE.rpartition('.')[0]}.ast"


def runtime(name: str) -> Any:
    """The runtime module ``name`` (``"state.filters"``: ``mtgc.runtime.state.filters``),
    imported when one of its names is first read; the module itself when it has been
    imported already."""
    return lazy_module(f"{RUNTIME}.{name}", sys._getframe(1).f_globals)


def runtime_class(path: str) -> Any:
    """The runtime class named ``path`` (``"keywords.evasion.Fear"``), for a table of
    classes of which a card uses few: its module is imported when the class is asked for."""
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(f"{RUNTIME}.{module}"), name)


def ast_area(name: str) -> Any:
    """The AST module ``name`` (``"events"``: ``mtgc.compiler.ast.events``), imported when
    one of its names is first read, as :func:`runtime`."""
    return lazy_module(f"{AST}.{name}", sys._getframe(1).f_globals)


def lowering(name: str) -> Any:
    """The lowering module ``name`` of this package (``"durations"``), imported when one
    of its names is first read, as :func:`runtime`: for a sibling a function needs on a
    path every face takes (an ``import`` statement there costs ~2 µs a run, see
    :mod:`mtgc._lazy`), or one that imports this module back."""
    return lazy_module(f"{PACKAGE}.{name}", sys._getframe(1).f_globals)


def only(node: Any, *known: str) -> None:
    """Refuse a node holding a field this lowering doesn't read (a field the AST gained
    later, say): a modifier must never be silently dropped."""
    for field in attrs.fields(type(node)):
        if field.name in known or field.name == "span":
            continue
        value = getattr(node, field.name)
        if (
            value is not None
            and value is not False
            and value != ()
            and (field.default is attrs.NOTHING or value != field.default)
        ):
            raise NotLowered(node, f"'{field.name}' of {type(node).__name__} is not supported yet")


def fail(node: Any, reason: str) -> NotLowered:
    """The exception for ``node`` (``raise fail(node, "...")``)."""
    return NotLowered(node, reason)
