"""Mandatory additional costs of spells (CR 601.2b, 601.2h, 118.8): "As an additional cost
to cast this spell, sacrifice a creature." -> cost components of the spell ability."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, only, runtime
from .costs import lower_cost_item

aa = ast_area("abilities")
ae = ast_area("effects")
alist = ast_area("lists")
rco = runtime("stack.costs_objects")


def additional_cost_line(node: Any) -> ae.AdditionalCost | None:
    """The "As an additional cost to cast this spell, ..." sentence when it is the whole
    ability line."""
    if not isinstance(node, aa.SpellOrStaticAbility):
        return None
    sentences = node.effects.sentences
    if len(sentences) == 1 and isinstance(sentences[0], ae.AdditionalCost):
        return sentences[0]
    return None


def additional_costs(node: ae.AdditionalCost, env: Env) -> tuple[Any, ...]:
    """The cost components of the sentence, each paid while casting (CR 601.2h)."""
    clauses = node.cost
    if not isinstance(clauses, ae.Clauses) or clauses.then is not None:
        raise fail(clauses, "this additional cost is not supported yet")
    out: list[Any] = []
    for clause in clauses.items:
        if not isinstance(clause, ae.Clause) or clause.subject is not None:
            raise fail(clause, "this additional cost is not supported yet")
        only(clause.predicates, "actions")
        for action in clause.predicates.actions:
            if isinstance(action, alist.PredicateEither):
                # "sacrifice a creature or pay {3}{B}": announced as it is cast (CR 601.2b)
                options = tuple(tuple(lower_cost_item(o, env)) for o in action.options)
                out.append(rco.AnyOneCost(options))
                continue
            out.extend(lower_cost_item(action, env))
    return tuple(out)


@lowers("effects.AdditionalCost")
def _elsewhere(node: ae.AdditionalCost, env: Env) -> Any:
    # The line on its own is handled by the face (compiler.lower); inside other text the
    # cost would belong to nothing.
    raise fail(node, "an additional cost inside other text is not supported yet")


#: The abilities a spell uses while its total cost is determined and paid (CR 601.2f-h):
#: granted to spells by a static ability, the runtime reads them as the spell is cast.
_COST_KEYWORDS = ("keywords.cards.Convoke", "keywords.cards.Improvise", "keywords.cards.Delve",
                  "keywords.permanents.Affinity")  # fmt: skip


def spells_have(action: Any, subject: Any, env: Env) -> Any:
    """CR 611.3, 601.2f-h: "[Artifact] spells you cast have convoke / improvise / delve /
    affinity for artifacts" — a static ability granting those abilities to the spells."""
    import attrs

    from .core import runtime
    from .keywords import granted_abilities
    from .objects import object_filter

    ao = ast_area("objects")
    rf = runtime("state.filters")
    if not (isinstance(subject, ao.ObjectPhrase) and subject.determiner is None):
        raise fail(subject, "granting abilities to these spells is not supported yet")
    who = None
    quals = tuple(q for q in subject.qualifiers if not isinstance(q, ao.CastBy))
    for q in subject.qualifiers:
        if isinstance(q, ao.CastBy):
            who = {"you": rf.Who.YOU}.get(q.player.render())
    if who is None:
        raise fail(subject, f"'{subject.render()}' is not supported yet")
    flt, kind = object_filter(attrs.evolve(subject, qualifiers=quals), env)
    if kind != "spell" or flt.controller is not rf.Who.ANY:
        raise fail(subject, "granting abilities to these objects is not supported yet")
    abilities = granted_abilities(action.abilities)
    kinds = tuple(runtime(".".join(k.split(".")[:2])).__dict__[k.split(".")[2]]
                  for k in _COST_KEYWORDS)  # fmt: skip
    for a in abilities:
        if not isinstance(a, kinds):
            raise fail(action.abilities, f"a spell having {type(a).__name__} is not supported "
                       "yet")  # fmt: skip
    spec = runtime("continuous.spell_abilities").SpellsHaveAbilities(
        abilities, attrs.evolve(flt, zone=None), who)  # fmt: skip
    return runtime("state.abilities").StaticAbility(spec)


def self_cost_increase(action: Any, for_each: Any, env: Env) -> Any:
    """CR 601.2f, 113.6b: "This spell costs {2}{G} more to cast [for each target beyond the
    first / for each ...]" — a static ability of the spell, functioning on the stack, that
    adds the mana (colored symbols too) to its total cost as the cost is determined, after
    targets are chosen (601.2c)."""
    from .core import runtime
    from .objects import mana_cost

    rl = runtime("continuous.layers")
    ra = runtime("state.abilities")
    aq = ast_area("quantities")
    times: Any = 1
    if isinstance(for_each, aq.ForEachBeyondFirst):
        if for_each.object is not None:
            raise fail(for_each, f"'{for_each.render()}' is not supported yet")
        times = rl.TargetsBeyondFirst()
    elif isinstance(for_each, ae.ForEach):
        from .effects import _for_each_amount

        times = _for_each_amount(for_each, env)
    elif for_each is not None:
        raise fail(for_each, f"'{for_each.render()}' is not supported yet")
    stack = runtime("state.objects").Zone.STACK
    return ra.StaticAbility(rl.SelfCostIncrease(mana_cost(action.amount), times), zone=stack)
