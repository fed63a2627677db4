""" "Enchanted creature is a Demon Spirit.", "All Forests are 1/1 creatures that are still
lands.", "All creatures are black." — static type, color and base P/T changes (CR 604,
611.3, 613.1d-f, 613.4b, 205.1)."""

from __future__ import annotations

from typing import Any

from ...runtime.continuous.becomes import SetColors
from .core import ast_area, fail, only, runtime
from .statics_becomes import type_change

rc = runtime("continuous.layers")
ra = runtime("state.abilities")
ae = ast_area("effects")
al = ast_area("layers")
ao = ast_area("objects")


def is_type_static(node: al.IsType, affected: Any) -> list[Any]:
    """Each layer's part of the type change as a static ability on ``affected``."""
    only(node, "parts", "form")
    parts = list(node.parts)
    pt = None
    granted = None
    riders: tuple[Any, ...] = ()
    if node.form == "spec" and len(parts) == 1 and isinstance(parts[0], al.TypeSpec):
        spec = parts[0]
        only(spec, "quantity", "pt", "descriptor", "abilities", "riders")
        pt, desc, granted, riders = spec.pt, spec.descriptor, spec.abilities, spec.riders
    elif node.form in ("plain", "plural", "bare"):
        if parts and isinstance(parts[0], ae.Quantity) and node.form == "plain":
            parts.pop(0)
        if parts and isinstance(parts[0], str):
            pt = parts.pop(0)
        if not parts:
            raise fail(node, f"'{node.render()}' is not supported yet")
        desc = parts.pop(0)
        if parts and isinstance(parts[0], ae.TokenAbilities):
            granted = parts.pop(0)
        riders = tuple(parts)
    elif node.form == "chosen":  # "is the chosen type/color" (CR 614.12, 613.1d-e)
        from .choices import is_chosen_static

        return is_chosen_static(node, affected)
    else:
        raise fail(node, f"'{node.render()}' is not supported yet")
    types, colors, abilities, power, toughness = type_change(node, pt, desc, granted, riders)
    if not all(isinstance(v, int) for v in (power, toughness) if v is not None):
        raise fail(node, "a static base P/T of X is not supported yet")
    out: list[Any] = []
    if types is not None:
        out.append(ra.StaticAbility(types, affected))  # layer 4
    if colors is not None:
        out.append(ra.StaticAbility(SetColors(colors), affected))  # layer 5
    if abilities:
        out.append(ra.StaticAbility(rc.AddAbilities(abilities), affected))  # layer 6
    if power is not None:
        out.append(ra.StaticAbility(rc.SetPT(power, toughness), affected))  # layer 7b
    if not out:
        raise fail(node, f"'{node.render()}' is not supported yet")
    return out


def isnt_type_static(node: Any, affected: Any) -> list[Any]:
    """CR 205.1a, 613.1d: "[This creature] isn't a creature" — the static removes the card
    type (layer 4), with its creature types."""
    state = node.state
    items = getattr(getattr(state, "descriptor", None), "items", ())
    if not (isinstance(state, ae.IsA) and len(items) == 1 and isinstance(items[0], ao.CardType)
            and items[0].word == "creature"):  # fmt: skip
        raise fail(node, f"'{node.render()}' as a static ability is not supported yet")
    return [ra.StaticAbility(rc.RemoveTypes(frozenset({"Creature"})), affected)]
