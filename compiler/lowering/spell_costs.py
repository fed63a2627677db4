"""Mandatory additional costs of spells (CR 601.2b, 601.2h, 118.8): "As an additional cost
to cast this spell, sacrifice a creature." -> cost components of the spell ability."""

from __future__ import annotations

from typing import Any

from .core import Env, ast_area, fail, lowers, only
from .costs import lower_cost_item

aa = ast_area("abilities")
ae = ast_area("effects")


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
            out.extend(lower_cost_item(action, env))
    return tuple(out)


@lowers("effects.AdditionalCost")
def _elsewhere(node: ae.AdditionalCost, env: Env) -> Any:
    # The line on its own is handled by the face (compiler.lower); inside other text the
    # cost would belong to nothing.
    raise fail(node, "an additional cost inside other text is not supported yet")
