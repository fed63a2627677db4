"""Actions another player performs (CR 109.5, 608.2c-d) -> runtime/actions/players.py.

"Target opponent exiles a card from their hand", "Each player creates a Treasure token",
"Its controller may return a creature they control to its owner's hand": the action is
lowered as if "you" did it — "they"/"their" read as "you"/"your" — and the effect runs once
for each player the subject names, with that player as "you" (``PlayerPerforms``). An
action that also names the ability's controller or another player ("you", "your", "an
opponent", "that player"), or that chooses targets, stays unsupported: inside it, "you"
would name the wrong player. A quoted ability (a token's) keeps its own "you" (CR 109.5).
"""

from __future__ import annotations

from typing import Any

import attrs

from .core import Env, NotLowered, ast_area, fail, isinstance_of, lower, lowers, runtime
from .objects import player_sel

ae = ast_area("effects")
ao = ast_area("objects")
re_ = runtime("actions.effects")
rf = runtime("state.filters")
rp = runtime("actions.players")


class OtherActor(NotLowered):
    """An action whose subject is a player other than "you": :func:`performed_by` may lower
    it from that player's point of view."""


def _first_person(node: Any) -> Any:
    """``node`` with "they"/"their" (the acting player) as "you"/"your"; None when it names
    any other player, whom the rewritten action would misread."""
    if isinstance(node, tuple):
        parts = [_first_person(n) for n in node]
        lost = any(p is None and n is not None for p, n in zip(parts, node, strict=True))
        return None if lost else tuple(parts)
    if isinstance(node, ae.QuotedAbility):  # its "you" is its own controller (CR 109.5)
        return node
    if isinstance(node, ao.TheyPlayer):
        return ao.You(span=node.span)
    if isinstance(node, ao.You | ao.Players | ao.QualifiedPlayer | ao.Pronoun) and not (
        isinstance(node, ao.Pronoun) and node.word in ("it", "them")
    ):  # fmt: skip
        return None
    if isinstance(node, str):
        return None if node.lower() in ("you", "your", "their", "they") else node
    if not attrs.has(type(node)):
        return node
    changes = {}
    for f in attrs.fields(type(node)):
        if f.name == "span":
            continue
        old = getattr(node, f.name)
        if isinstance(node, ao.Possessive | ao.OfChoice) and old == "their":
            new: Any = "your"
        else:
            new = _first_person(old)
            if new is None and old is not None:
                return None
        if new is not old:
            changes[f.name] = new
    return attrs.evolve(node, **changes) if changes else node


def performed_by(subject: Any, action: Any, env: Env, why: NotLowered) -> Any:
    """CR 608.2c-d: ``action`` performed by the player(s) ``subject`` names."""
    who = player_sel(subject, env)
    mine = _first_person(action)
    preds = env.predicates
    mine_preds = _first_person(preds) if preds is not None else None
    if mine is None or (preds is not None and mine_preds is None):
        raise why
    start = len(env.targets)
    env.subject, env.predicates = None, mine_preds
    try:
        effect = lower(mine, env)
    finally:
        env.subject, env.predicates = subject, preds
    if len(env.targets) != start:  # a target chosen as the ability is put on the stack
        raise fail(action, f"{action.render()!r} by another player with a target is not "
                   "supported yet")  # fmt: skip
    if type(who).__name__.startswith("Each"):
        # several players each acted: "that card" / "it" after it has no single antecedent
        # (each player's own card); what they did together stays "remembered" (CR 608.2c)
        for name in ("it", "that"):
            if isinstance(getattr(env, name), rf.Remembered):
                setattr(env, name, None)
    return rp.PlayerPerforms(who, effect)


def may_perform(node: Any, inner: list[Any], env: Env) -> Any:
    """ "Each opponent may [act]": each of those players chooses whether they do, as the
    action comes to them (CR 608.2d); "If they do" later reads the last choice."""
    if not all(isinstance(e, rp.PlayerPerforms) and e.players == inner[0].players
               for e in inner):  # fmt: skip
        raise fail(node, "an optional action partly by another player is not supported yet")
    body = [e.effect for e in inner]
    effect = body[0] if len(body) == 1 else re_.Sequence(tuple(body))
    return rp.PlayerPerforms(inner[0].players, re_.MayEffect(effect, rf.You()))


def performed(effect: Any) -> bool:
    """Is ``effect`` an action another player performs?"""
    return isinstance(effect, rp.PlayerPerforms)


rgo = runtime("actions.game_outcome")


@lowers("effects.WinLose")
def _win_lose(node: Any, env: Env) -> Any:
    """CR 104.2b, 104.3e: "[player] wins the game" / "[player] loses the game"."""
    if env.predicates is not None and env.predicates.duration is not None:
        raise fail(env.predicates.duration, "a duration on this action is not supported")
    return rgo.GameOutcome(node.win, player_sel(env.subject, env))


# ---- CR 724, 725: designations a player gains with inherent abilities (the monarch, the
# initiative; runtime/actions/player_designations.py)

rpd = runtime("actions.player_designations")
_INHERENT: list[bool] = []  # set while the inherent abilities themselves are lowered


def inherent_abilities(*texts: str) -> tuple[Any, ...]:
    """The abilities of rules text a designation gives its player ("At the beginning of
    your end step, draw a card.", CR 724.2), compiled as a permanent's; inside them,
    gaining the designation again has no abilities of its own (raises NotLowered if one
    can't run)."""
    from ..pipeline import parse_ability
    from .abilities import lower_ability

    _INHERENT.append(True)
    try:
        return tuple(a for text in texts
                     for a in lower_ability(parse_ability(text), Env(permanent=True)))  # fmt: skip
    finally:
        _INHERENT.pop()


def gain_designation(name: str, rule: str, abilities: Any, node: Any, env: Env) -> Any:
    """ "[player] becomes the monarch" (CR 724.3), "[player] takes the initiative" (CR
    725.3): the player gains the designation ``name`` (whoever had it ceases to) with the
    inherent abilities ``abilities()`` returns."""
    from .effects import _no_duration

    _no_duration(node, env)
    who = player_sel(env.subject, env)
    if _INHERENT:
        return rpd.GainDesignation(name, None, who)
    try:
        found = abilities()
    except Exception as exc:  # NotLowered, or a rules text that doesn't parse
        raise fail(node, f"the {name}'s abilities (CR {rule}) can't run yet: {exc}") from None
    return rpd.GainDesignation(name, found, who)


# ---- a group of players as the subject of a static ability or a rule (CR 109.5, 102.1)

acb = ast_area("combat")

_PLAYERS = {"You": rf.Who.YOU, "players": rf.Who.ANY, "your opponents": rf.Who.OPPONENT,
            "each opponent": rf.Who.OPPONENT, "each player": rf.Who.ANY}  # fmt: skip


def player_group(subject: Any) -> Any:
    """The players a subject names, relative to the ability's controller (CR 109.5,
    102.1): "You", "Players", "Each player", "Your opponents", "Each opponent" (None: not a
    group of players)."""
    if isinstance(subject, ao.You):
        return rf.Who.YOU
    if isinstance_of(subject, acb, "AllPlayers"):
        return rf.Who.ANY
    if isinstance(subject, ao.Players) and subject.or_object is None:
        return _PLAYERS.get(f"{subject.determiner} {subject.noun}")
    return None


def player_gains(node: Any, who: Any, duration: str) -> Any:
    """CR 702.11d, 702.18b, 611.2: "You gain hexproof until your next turn." — the players
    ``who`` have hexproof or shroud for ``duration``."""
    words = node.abilities.render()
    if words not in ("hexproof", "shroud"):
        raise fail(node, f"a player gaining {words!r} is not supported yet")
    rule = runtime("continuous.restrictions").PlayerRule(words, who)
    return runtime("continuous.permissions").PlayerRuleFor(rule, duration)
