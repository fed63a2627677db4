"""Miscellaneous lowerings, second part: "for each [X]" on actions (CR 107.1, 608.2h) and
"Whenever one or more [creatures] deal combat damage to a player" (CR 603.2c, 510.2).

Hooks called from :mod:`.effects` and :mod:`.triggers` for shapes their first cases don't
cover.
"""

from __future__ import annotations

from typing import Any

from ...runtime import effects_filters as rq
from ...runtime import misc2 as rm
from ...runtime import statics_triggers as rst
from ..ast import objects as ao
from .core import Env, fail


def for_each_times(n: int, env: Env) -> Any:
    """ "Sacrifices a creature for each [X]": ``n`` times the count of "for each" (CR 107.1),
    counted once as the effect resolves (CR 608.2h); ``n`` itself without "for each"."""
    fe = env.predicates.for_each if env.predicates is not None else None
    if fe is None:
        return n
    from .effects import _for_each_amount

    count = _for_each_amount(fe, env)
    env.used.add("for_each")
    return count if n == 1 else rq.Plus(0, count, n)


def damage_batch(node: Any, to: Any, combat: bool, env: Env) -> Any:
    """CR 603.2c, 510.2: "Whenever one or more [creatures you control] deal combat damage to
    a player" — combat damage is dealt simultaneously, so the ability triggers once per
    combat damage step for each player dealt damage (None: not a "one or more" subject)."""
    from .objects import number, object_filter

    subject = node.subject
    det = subject.determiner if isinstance(subject, ao.ObjectPhrase) else None
    if det is None or det.phrase not in ("# or more", "# or more other"):
        return None
    if det.count is None or number(det.count) != 1:
        raise fail(subject, "'# or more' in a trigger event is not supported yet")
    if not combat or to is None:
        raise fail(node, "'one or more' dealing non-combat damage is not supported yet")
    flt, kind = object_filter(subject, env)
    if kind != "permanent":
        raise fail(subject, "this trigger subject is not supported yet")
    if det.phrase == "# or more other":
        import attrs

        flt = attrs.evolve(flt, other=True)
    env.event_player = rst.DamagedPlayer()  # "that player" (CR 608.2c)
    env.it = env.event_ref = None  # "they" (the creatures) isn't followed
    return rm.CombatDamageBatch(flt, to)


def also_type(word: str, f: Any) -> None:
    """ "artifact creature", "enchantment creature": a second card type word in the same
    description is required too (CR 205.2a) — the filter's ``card_types`` means "any of"."""
    from ...runtime import filters as rf

    extra = rq.AnyOf((rf.ObjectFilter(card_types=frozenset({word}), zone=None),))
    f.add("extra", f.fields.get("extra", ()) + (extra,))


def unless_for_each(unless: Any, out: list[Any], env: Env) -> Any:
    """CR 118.12, 107.1: "[effect] unless [player] pays {N} for each [X]" — a generic mana
    cost N times the count, counted as the effect resolves (CR 608.2h)."""
    from ...runtime import effects as re_
    from ..ast import costs as ac
    from .effects import _for_each_amount
    from .objects import player_sel

    cost = unless.cost
    text = cost.render() if isinstance(cost, ac.ManaCost) else ""
    if not (text.startswith("{") and text.endswith("}") and text[1:-1].isdigit()):
        raise fail(unless.for_each, "'for each' with this unless cost is not supported yet")
    payer = player_sel(unless.player, env)
    count = _for_each_amount(unless.for_each, env)
    body = out[0] if len(out) == 1 else re_.Sequence(tuple(out))
    return rm.UnlessPaysForEach(payer, int(text[1:-1]), count, body)
