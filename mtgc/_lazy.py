"""Modules bound at a module's top but imported when first used.

A function that needs a module only some runs import (a rules area, the lowering's entry)
used to import it in its body; on a path taken for every face an ``import`` statement
there costs ~2 µs a run (``importlib`` resolves the relative name each time), about
a tenth of a corpus check for the ~25 such statements a face went through. A module bound
with :func:`lazy_module` costs an attribute read instead, and is still imported only when
one of its names is first read (so a one-card check imports what that card uses, and an
import cycle is no concern: the import happens at that first read, as in the function).
"""

from __future__ import annotations

import importlib
import sys
from typing import Any


class _Later:
    """Stands for a module not imported yet: the first name read from it imports the
    module (an ordinary import: a module imported for what its import registers, such as
    the runtime's hook providers, runs as usual) and puts it in place of this stand-in in
    the namespace that holds it, so that later reads cost nothing."""

    __slots__ = ("_name", "_holder")

    def __init__(self, name: str, holder: dict[str, Any]) -> None:
        self._name = name
        self._holder = holder

    def __getattr__(self, attr: str) -> Any:
        module = importlib.import_module(self._name)
        for key, value in list(self._holder.items()):
            if value is self:
                self._holder[key] = module
        return getattr(module, attr)

    def __repr__(self) -> str:
        return f"<module {self._name!r}, not imported yet>"


def lazy_module(fullname: str, holder: dict[str, Any]) -> Any:
    """The module ``fullname`` if imported, else a stand-in that imports it when one of its
    names is first read and then replaces itself in ``holder`` (the namespace the module is
    bound in: a module's globals)."""
    found = sys.modules.get(fullname)
    if found is not None:
        return found
    return _Later(fullname, holder)


def isinstance_of(obj: Any, module: Any, *names: str) -> bool:
    """``isinstance(obj, (module.A, ...))`` for the classes ``names`` of a module bound with
    :func:`lazy_module`, without importing it: before a module is imported no object of a
    class it defines can exist, so the answer is False. Only for classes the module itself
    defines (not ones it imports from elsewhere)."""
    if isinstance(module, _Later):
        found = sys.modules.get(module._name)
        if found is None:
            return False
        module = found
    if len(names) == 1:  # the common case, without making a tuple (it runs for every face)
        return isinstance(obj, getattr(module, names[0]))
    return isinstance(obj, tuple(getattr(module, name) for name in names))


def imported(module: Any) -> bool:
    """Whether ``module`` (bound with :func:`lazy_module`) has been imported: until then no
    object of a class it defines exists, and a check for one can be skipped."""
    return not isinstance(module, _Later) or module._name in sys.modules
