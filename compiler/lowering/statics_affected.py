"""What a static ability applies to (CR 611.3a, 613.1), for subjects naming groups beyond a
plain noun phrase: "Equipped creatures you control get +1/+1." (CR 301.5, 303.4), and
lists, "Skeletons you control and other Zombies you control get +1/+1." (each object that
fits any of them, once)."""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, ast_area, fail, runtime
from .objects import object_filter

rf = runtime("state.filters")
rq = runtime("state.qualities")
ao = ast_area("objects")


def _group(phrase: Any, env: Env) -> Any:
    """A plural phrase's filter ("Skeletons you control", "other Zombies you control")."""
    det = phrase.determiner.phrase if isinstance(phrase, ao.ObjectPhrase) and (
        phrase.determiner is not None
    ) else None  # fmt: skip
    if not (isinstance(phrase, ao.ObjectPhrase) and phrase.plural and det in (None, "other")):
        raise fail(phrase, "a static ability on this subject is not supported yet")
    flt, kind = object_filter(phrase, env)
    if kind != "permanent":
        raise fail(phrase, "a static ability on these objects is not supported yet")
    return flt


def affected_group(subject: Any, env: Env) -> Any:
    """The filter of the objects a static ability applies to, or None for other subjects."""
    if isinstance(subject, ao.AttachedPhrase) and subject.ref.relation in ("equipped", "enchanted"):
        ref = subject.ref  # "Equipped creatures you control": equipped, and the rest
        words = (ao.Status(ref.relation, span=ref.span), *ref.descriptor.items)
        phrase = ao.ObjectPhrase(None, ao.Descriptor(words, span=ref.span), subject.qualifiers,
                                 span=subject.span)  # fmt: skip
        return _group(phrase, env)
    if isinstance(subject, ao.ObjectList):
        parts = tuple(_group(p, env) for p in subject.items)
        anyzone = tuple(attrs.evolve(p, zone=None) for p in parts)
        return rf.ObjectFilter(extra=(rq.AnyOf(anyzone),))
    return None
