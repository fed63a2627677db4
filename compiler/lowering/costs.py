"""Costs (CR 118, 107.5, 107.6, 119.4, 606) -> runtime cost components."""

from __future__ import annotations

from typing import Any

import attrs

from ...runtime.mana.symbols import ManaCost as RManaCost
from ...runtime.state.filters import Who
from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, fail, isinstance_of, lowers, runtime
from .objects import card_words, fixed_number, number, object_filter

rc = runtime("stack.costs")
rco = runtime("stack.costs_objects")
rf = runtime("state.filters")
ac = ast_area("costs")
ae = ast_area("effects")
ao = ast_area("objects")
az = ast_area("zones")
alist = ast_area("lists")


def cost_number(node: Any, env: Env) -> Any:
    """The number of a cost component: a fixed number, or X where the controller announces
    it as the spell is cast or the ability activated (CR 107.3a, ``env.cost_x``)."""
    n = number(node)
    if isinstance(n, rf.X) and env.cost_x:
        return n
    return fixed_number(node)


def lower_costs(node: ac.Costs, env: Env) -> tuple[Any, ...]:
    """An activation cost: mana plus other components (CR 602.1a)."""
    if isinstance_of(node, alist, "CostsEither"):  # "{3}, {T} or {B}, {T}": one of two (CR 118.8)
        raise fail(node, "a choice between two costs is not supported yet")
    out: list[Any] = []
    for item in node.items:
        out.extend(lower_cost_item(item, env))
    if any(isinstance(c, rc.TapCost) for c in out):
        # "{T}, Tap an untapped creature you control": the source, tapped by {T}, is not
        # untapped any more to pay the other part (CR 601.2h: each part is paid once)
        out = [_besides_source(c) for c in out]
    return tuple(out)


def _besides_source(cost: Any) -> Any:
    if isinstance(cost, rco.TapObjectsCost) and cost.filter is not None:
        return attrs.evolve(cost, filter=attrs.evolve(cost.filter, other=True))
    return cost


def mana_cost(item: Any) -> Any:
    """The runtime mana cost of an ``ac.ManaCost`` (CR 107.4, 202.1)."""
    try:
        return RManaCost.parse(item.render())
    except ValueError:  # a symbol the runtime has no mana type for ({Z})
        raise fail(item, f"the mana cost {item.render()} has no runtime form") from None


def lower_cost_item(item: Any, env: Env) -> tuple[Any, ...]:
    if isinstance(item, ae.PayMana) and isinstance(item.cost, ac.ManaCost):
        # "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (CR 118.9)
        if "X" in item.cost.render():
            raise fail(item.cost, "paying X here is not supported yet")
        item = item.cost
    if isinstance(item, ac.ManaCost):
        return (mana_cost(item),)
    if isinstance(item, ac.TapCost):
        return (rc.TapCost(),)
    if isinstance(item, ac.UntapCost):
        return (rc.UntapCost(),)
    if isinstance(item, ac.PayLife):
        return (rc.PayLifeCost(cost_number(item.amount, env)),)
    if isinstance(item, ae.LifeAmount):  # "unless that player pays 3 life"
        return (rc.PayLifeCost(fixed_number(item.amount)),)
    if isinstance(item, ae.Sacrifice):
        from .costs_objects import sacrifice_cost

        return sacrifice_cost(_without_own_choice(item.object), env)
    if isinstance(item, ae.Discard):
        c = item.cards
        if isinstance(c, ao.SelfRef):  # "Discard this card:" — from its owner's hand
            from .references import discard_this_cost

            return discard_this_cost(item, env)
        if isinstance(c, ao.ObjectPhrase) and _at_random(c):  # CR 701.9b
            from ...runtime.stack.costs_random import DiscardAtRandomCost

            d = c.determiner
            n = 1 if d.phrase in ("a", "an") else cost_number(d.count, env)
            return (DiscardAtRandomCost(n),)
        if isinstance(c, ao.ObjectPhrase) and not card_words(c):
            # "Discard a land card", "unless you discard a creature card" (CR 701.9a)
            if c.qualifiers or c.determiner is None or c.determiner.phrase not in (
                "a", "an", "#"
            ):  # fmt: skip
                raise fail(c, "discarding these cards is not supported yet")
            flt, kind = object_filter(c, env)
            if kind != "card":
                raise fail(c, "discarding these cards is not supported yet")
            n = 1 if c.determiner.phrase in ("a", "an") else cost_number(c.determiner.count, env)
            return (rc.DiscardCost(attrs.evolve(flt, zone=None), n),)
        if isinstance(c, ao.Zone) and c.name == "hand" and isinstance(c.owner, ao.Possessive) and (
            c.owner.owner == "your"
        ):  # fmt: skip
            return (rc.DiscardHandCost(),)  # "Discard your hand:", "you may discard your hand"
        return (rc.DiscardCost(None, cost_number(c, env)),)
    if type(item).__name__ == "Reveal" and item.verb == "reveal":
        # "reveal an Elf card from your hand" (CR 701.20a, 118.3)
        return (_reveal_cost(item.object, env),)
    if isinstance(item, ae.Tap | ae.ReturnTo | ae.Exile):
        return (_object_cost(item, env),)
    if isinstance(item, ae.PutCounters):
        return (_put_counters_cost(item, env),)
    if isinstance(item, ac.RemoveCounters) and isinstance(item.object, ao.SelfRef):
        from .effects import counter_kind

        c = item.counters
        if getattr(c, "any_kind", False) and c.kind is None:  # "Remove a counter" (CR 122.8)
            return (rc.RemoveAnyCountersCost(cost_number(c.amount, env)),)
        return (rc.RemoveCountersCost(counter_kind(c.kind), cost_number(c.amount, env)),)
    if type(item).__name__ in ("PayEnergy", "EnergyCost"):  # CR 107.14
        from .events import energy_cost

        return energy_cost(item)
    raise fail(item, f"the cost {type(item).__name__} is not supported yet")


def _without_own_choice(obj: Any) -> Any:
    """ "sacrifices a creature of their choice" as a cost restates CR 701.21a and 118.3:
    the paying player chooses among their own permanents."""
    if not isinstance(obj, ao.ObjectPhrase):
        return obj
    kept = tuple(q for q in obj.qualifiers if not (
        isinstance(q, ao.OfChoice) and q.form == "choice" and q.what is None
        and q.possessor in ("their", "your")))  # fmt: skip
    return attrs.evolve(obj, qualifiers=kept) if len(kept) != len(obj.qualifiers) else obj


def _at_random(c: ao.ObjectPhrase) -> bool:
    """ "a card at random", "two cards at random" (CR 701.9b)."""
    items = c.descriptor.items
    return (
        len(c.qualifiers) == 1 and isinstance(c.qualifiers[0], az.AtRandom)
        and len(items) == 1 and isinstance(items[0], ao.KindWord)
        and items[0].word in ("card", "cards") and c.determiner is not None
        and c.determiner.phrase in ("a", "an", "#")
    )  # fmt: skip


def _object_cost(item: Any, env: Env) -> Any:
    """ "Tap N untapped [filter] you control", "Return [N] [filter] you control / this
    permanent to its owner's hand", "Exile this [permanent]", "Exile this card from your
    graveyard", "Exile [N] [filter] card(s) from your graveyard" (CR 118.3, 602.2)."""
    from ...runtime.stack import costs_objects as rco

    obj = item.object
    if isinstance(item, ae.ReturnTo):
        zone = item.zone
        if item.tapped or item.under or not (isinstance(zone, ao.Zone) and zone.name == "hand"):
            raise fail(item, "this return cost is not supported yet")
        if isinstance(obj, ao.SelfRef):
            return rco.ReturnToHandCost()
        flt, n = _chosen(obj, env, "permanent")
        return rco.ReturnToHandCost(flt, n)
    if isinstance(item, ae.Exile):
        if isinstance(obj, ao.SelfRef):
            return rco.ExileSelfCost()
        if isinstance(obj, az.SelfInZone) and isinstance(obj.object, ao.SelfRef):
            where = obj.zone.zone
            if (obj.zone.preposition == "from" and isinstance(where, ao.Zone)
                    and where.name == "graveyard" and _yours(where)):  # fmt: skip
                return rco.ExileSelfCost(RZone.GRAVEYARD)
            raise fail(obj, "exiling this from there as a cost is not supported yet")
        flt, n = _chosen(obj, env, "card")
        if flt.zone is not RZone.GRAVEYARD or not _from_your_graveyard(obj):
            raise fail(obj, "this exile cost is not supported yet")
        return rc.ExileCost(flt, n)
    flt, n = _chosen(obj, env, "permanent")  # tap
    return rco.TapObjectsCost(flt, n)


def _chosen(obj: Any, env: Env, kind: str) -> tuple[Any, int]:
    """The filter and number of "a/an/N [descriptor] [qualifiers]" chosen to pay a cost."""
    from .costs_objects import chosen_count

    counted = chosen_count(obj, env)  # "a", "another", "two", "two other" (CR 118.3)
    if counted is None:
        raise fail(obj, "this cost is not supported yet")
    n, other = counted
    flt, got = object_filter(obj, env)
    if got != kind:
        raise fail(obj, f"a cost choosing a {got} here is not supported yet")
    if other:
        flt = attrs.evolve(flt, other=True)
    if kind == "permanent" and flt.controller is not Who.YOU:
        raise fail(obj, "a cost with permanents you don't control is not supported yet")
    return flt, n


def _reveal_cost(obj: Any, env: Env) -> Any:
    """ "Reveal a / N [kind] card(s) from your hand" as a cost (CR 701.20a)."""
    from .costs_objects import chosen_count

    counted = chosen_count(obj, env)
    if counted is None or counted[1] or not isinstance(counted[0], int) or not any(
        isinstance(q, ao.InZone) and q.preposition == "from" and isinstance(q.zone, ao.Zone)
        and q.zone.name == "hand" and _yours(q.zone) for q in obj.qualifiers
    ):  # fmt: skip
        raise fail(obj, "this reveal cost is not supported yet")
    flt, kind = object_filter(obj, env)
    if kind != "card" or flt.zone is not RZone.HAND:
        raise fail(obj, "this reveal cost is not supported yet")
    return rco.RevealCost(flt, counted[0])


def _yours(zone: ao.Zone) -> bool:
    return isinstance(zone.owner, ao.Possessive) and zone.owner.owner == "your"


def _from_your_graveyard(obj: ao.ObjectPhrase) -> bool:
    return any(
        isinstance(q, ao.InZone) and q.preposition == "from" and isinstance(q.zone, ao.Zone)
        and q.zone.name == "graveyard" and _yours(q.zone)
        for q in obj.qualifiers
    )  # fmt: skip


def _put_counters_cost(item: ae.PutCounters, env: Env) -> Any:
    """ "Put a −1/−1 counter on this creature", "... on a creature you control"."""
    from ...runtime.stack.costs_objects import PutCountersCost
    from .effects import counter_kind

    c = item.counters
    kind, amount = counter_kind(c.kind), fixed_number(c.amount)
    if isinstance(item.object, ao.SelfRef):
        return PutCountersCost(kind, amount)
    flt, n = _chosen(item.object, env, "permanent")
    return PutCountersCost(kind, amount, flt, n)


# ---- tickets and stickers (CR 107.17, 123)


@lowers("costs.GetTickets")
def _get_tickets(node: Any, env: Env) -> Any:
    raise fail(node, "ticket counters (CR 107.17) are only spent on stickers (CR 123.3c), "
                     "which the runtime doesn't have")  # fmt: skip


@lowers("costs.TicketSticker")
def _ticket_sticker(node: Any, env: Env) -> Any:
    raise fail(node, "a sticker (CR 123) comes from a sticker sheet, which is not a card; "
                     "the runtime has no sticker sheets")  # fmt: skip


@lowers("actions.PutSticker")
def _put_sticker(node: Any, env: Env) -> Any:
    raise fail(node, "putting a sticker (CR 123.3) needs sticker sheets, which the runtime "
                     "doesn't have")  # fmt: skip


@lowers("actions.ExertCost")
def _exert_cost(node: Any, env: Env) -> Any:
    raise fail(node, "exerting as a cost (CR 701.43a) is not supported yet")


@lowers("costs.AdditionalCostPaid")
def _additional_cost_paid(node: Any, env: Env) -> Any:
    """CR 601.2b, 118.8: "if this spell's additional cost was paid" — the runtime pays a
    spell's own additional costs only when they are mandatory, so none is optional to ask
    about."""
    raise fail(node, "whether an optional additional cost was paid is not supported yet")
