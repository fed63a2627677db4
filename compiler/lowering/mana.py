"""Mana (CR 106): restrictions on spending the mana an ability adds (CR 106.6); mana
"for each [objects]" (CR 106.1, 107.1)."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.actions import add_mana as rme
from ...runtime.state.objects import Zone as RZone
from ..ast import costs as ac
from ..ast import effects as ae
from ..ast import lists as al
from ..ast import mana as am
from ..ast import objects as ao
from ..ast import quantities as aq
from .commanders import commander_filter, is_commander_ref
from .core import Env, fail, lowers
from .objects import object_filter
from .replacements import Folded


@lowers(am.ManaSpendLimit)
def _spend_limit(node: am.ManaSpendLimit, env: Env) -> Any:
    """CR 106.6: "This mana can't be spent to cast nonartifact spells." after "Add {C}."."""
    spells = next((p for p in node.parts if isinstance(p, ao.ObjectPhrase)), None)
    if spells is None:
        raise fail(node, "this mana restriction is not supported yet")
    flt, kind = object_filter(spells, env)
    if kind != "spell" or attrs.evolve(flt, card_types=frozenset(),
                                       exclude_types=frozenset()) != type(flt)(zone=flt.zone):
        raise fail(spells, "this mana restriction is not supported yet")
    return [SpendLimit(node, rme.CantBeSpentOn(flt.card_types, exclude_types=flt.exclude_types))]


@attrs.frozen
class SpendLimit(Folded):
    """A marker: the restriction of the mana the effect just before adds (CR 106.6)."""

    node: Any
    restriction: Any

    def fold(self, parts: list[Any]) -> None:
        before = parts[-1] if parts else None
        if not isinstance(before, rme.AddMana | rme.AddManaAnyColor | rme.AddManaCombination) or (
            before.restriction
        ):  # fmt: skip
            raise fail(self.node, "this mana restriction after this effect is not supported yet")
        parts[-1] = attrs.evolve(before, restriction=self.restriction)


def mana_for_each(node: ac.AddMana, env: Env) -> Any:
    """CR 106.1, 107.1, 608.2h: "Add {G} for each Elf you control" — the mana symbols times
    a count made as the ability resolves."""
    from .effects import _for_each_amount, _imperative, mana_types

    m = node.mana
    if not isinstance(m, ac.ManaCost):
        raise fail(m, "this mana 'for each' is not supported yet")
    _imperative(node, env)
    count = _for_each_amount(ae.ForEach(node.rider.object, span=node.rider.span), env)
    return rme.AddManaTimes(mana_types(m), count)
@lowers(aq.SpendManaRestriction)
def _spend_only(node: aq.SpendManaRestriction, env: Env) -> Any:
    """CR 106.6: "Spend this mana only to cast creature spells [or activate abilities of
    artifacts]." / "Spend this mana only on costs that contain {X}." after "Add ..."."""
    purpose = node.purpose
    if isinstance(purpose, aq.SpendOnXCosts):
        if purpose.symbol.render() != "{X}":
            raise fail(purpose, "this mana restriction is not supported yet")
        return [SpendLimit(node, rme.SpendOnly(x_costs=True))]
    spells: list[Any] = []
    abilities: list[Any] = []
    specials: set[str] = set()
    for use in purpose.actions:
        if isinstance(use, aq.SpendToUnlock):  # CR 709.5e
            specials.add("unlock")
            continue
        if isinstance(use, aq.SpendToTurnFaceUp):  # CR 116.2b, 702.37e
            if (use.noun, use.face) != ("permanent", "face up"):
                raise fail(use, "this use of restricted mana is not supported yet")
            specials.add("turn face up")
            continue
        if isinstance(use, aq.SpendToCast):
            for phrase in _alternatives(use.spells):
                if is_commander_ref(phrase):  # CR 903.3d: "to cast your commander"
                    spells.append(commander_filter(phrase, RZone.STACK))
                    continue
                flt, kind = object_filter(phrase, env)
                if kind != "spell":
                    raise fail(phrase, "spending mana on casting these is not supported yet")
                spells.append(flt)
        elif isinstance(use, aq.SpendToActivate):
            if use.source is None:
                abilities.append(None)
                continue
            for phrase in _alternatives(use.source):
                flt, kind = object_filter(_as_object(phrase), env)
                if kind not in ("permanent", "card"):
                    raise fail(phrase, "spending mana on abilities of these is not supported yet")
                abilities.append(flt)
        else:
            raise fail(use, "this use of restricted mana is not supported yet")
    return [SpendLimit(node, rme.SpendOnly(spells=tuple(spells), abilities=tuple(abilities),
                                           specials=frozenset(specials)))]  # fmt: skip


def _alternatives(phrase: Any) -> list[Any]:
    """ "an Elemental spell or a Chandra planeswalker spell": each alternative (CR 608.2d)."""
    if isinstance(phrase, al.ObjectEither):
        return _alternatives(phrase.first) + _alternatives(phrase.second)
    return [phrase]


def _as_object(phrase: Any) -> Any:
    """ "land sources", "a creature source of the chosen type": the source of an ability is
    the object it's on (CR 113.7), so "source" adds nothing to the description."""
    if not isinstance(phrase, ao.ObjectPhrase):
        return phrase
    items = tuple(i for i in phrase.descriptor.items
                  if not (isinstance(i, ao.KindWord) and i.word in ("source", "sources")))
    if len(items) == len(phrase.descriptor.items) or not items:
        return phrase
    return attrs.evolve(phrase, descriptor=attrs.evolve(phrase.descriptor, items=items))
