""""Can't" restrictions of players and objects — CR 101.2 ("can't" beats "can"):

* :class:`RestrictBlockingOf` — "Target creature can't block this creature this turn."
  (CR 509.1b, 611.2c: both the restricted blockers and the attackers they can't block are
  locked in as the effect resolves);
* :class:`CantAttackAlone` / :class:`CantBlockAlone` — "This creature can't attack [or
  block] alone." (CR 506.5, 508.1c, 509.1b);
* :class:`PlayerRuleFor` — "Your opponents can't gain life this turn." (CR 119.7, 611.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..errors import CombatError
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef, _players
from ..state.objects import GameObject, Zone
from .layers import EffectInstance, rule_statics
from .restrictions import affects

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class CantBlockThese:
    """CR 509.1b — the affected creatures can't block the creatures ``attackers``."""

    attackers: frozenset[int]


def _on_battlefield(ctx: Ctx, ref: ObjectRef) -> frozenset[int]:
    objs = ctx.game.state.objects
    return frozenset(
        i for i in ref.resolve(ctx)
        if isinstance(objs.get(i), GameObject) and objs[i].zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
    )  # fmt: skip


@attrs.frozen
class RestrictBlockingOf(Effect):
    """CR 509.1b, 611.2c — "[blockers] can't block [attackers] this turn": the creatures of
    both sets are the ones on the battlefield as the effect resolves."""

    blockers: ObjectRef
    attackers: ObjectRef
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        blockers = _on_battlefield(ctx, self.blockers)
        attackers = _on_battlefield(ctx, self.attackers)
        if not blockers or not attackers:
            return
        game = ctx.game
        game.add_effect(EffectInstance(CantBlockThese(attackers), ctx.source_id,
                                       ctx.controller, game.stamp(), blockers,
                                       self.duration))  # fmt: skip


def block_of_forbidden(game: Game, blocker: int, attacker: int) -> bool:
    """Whether a :class:`CantBlockThese` restriction forbids ``blocker`` to block
    ``attacker`` (CR 509.1b)."""
    return any(
        attacker in a.effect.attackers and affects(game, a, s, c, blocker)
        for s, c, a in rule_statics(game, CantBlockThese)
    )  # fmt: skip


@attrs.frozen
class CantAttackAlone:
    """CR 506.5, 508.1c — the affected creature can't be declared as an attacker unless at
    least one other creature is also declared as an attacker."""


@attrs.frozen
class CantBlockAlone:
    """CR 506.5, 509.1b — the affected creature can't block unless at least one other
    creature is also declared as a blocker."""


def check_alone(game: Game, declared: Any, kind: type) -> None:
    """CR 506.5: raise CombatError when the only creature declared (as attacker, or as
    blocker) has a "can't attack / block alone" restriction of ``kind``."""
    ids = list(declared)
    if len(ids) != 1:
        return
    (only,) = ids
    if any(affects(game, a, s, c, only) for s, c, a in rule_statics(game, kind)):
        verb = "attack" if kind is CantAttackAlone else "block"
        raise CombatError(f"#{only} can't {verb} alone (CR 506.5)")


@attrs.frozen
class PlayerRuleFor(Effect):
    """CR 611.2 — a rule change for players for a duration, e.g. CR 119.7 "Your opponents
    can't gain life this turn": ``rule`` is a
    :class:`~mtgc.runtime.continuous.restrictions.PlayerRule` read where the rule applies
    (its players are relative to the controller of the resolving spell or ability)."""

    rule: Any
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        game.add_effect(EffectInstance(self.rule, ctx.source_id, ctx.controller, game.stamp(),
                                       None, self.duration))  # fmt: skip


@attrs.frozen
class RevealAtRandom(Effect):
    """CR 701.20a, 701.9b-style randomness: "[player] reveals a card at random from their
    hand" — the game's seeded generator picks the card, every player sees it (logged) and
    it is remembered as "that card" (CR 608.2c)."""

    players: Any

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        seen: list[int] = []
        for p in _players(self.players, ctx):
            hand = list(game.state.players[p].hand)
            if not hand:
                continue
            card = game.rng.choice(hand)
            game.log_note(f"P{p} reveals {game.get(card).name} at random from their hand")
            seen.append(card)
        ctx.remembered[:] = seen


@attrs.frozen
class CantCast:
    """CR 101.2, 601.2 — the players of ``players`` can't cast spells matching ``filter``
    (None: any spell) or, with ``lands``, can't play lands (CR 305.1)."""

    players: frozenset[int]
    filter: Any = None
    lands: bool = False


@attrs.frozen
class CantCastFor(Effect):
    """CR 611.2 — "[Players] can't cast [spells] / can't play lands this turn": the players
    are locked in as the effect resolves."""

    players: Any
    filter: Any = None
    lands: bool = False
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        who = frozenset(_players(self.players, ctx))
        if not who:
            return
        game.add_effect(EffectInstance(CantCast(who, self.filter, self.lands), ctx.source_id,
                                       ctx.controller, game.stamp(), None,
                                       self.duration))  # fmt: skip


@attrs.frozen
class CantCastRule:
    """CR 101.2, 604.1 — a static "[players] can't cast [spells]" / "can't play lands":
    the players ``who`` (relative to the static's controller) can't cast spells matching
    ``filter`` (None: any spell) or, with ``lands``, can't play lands (CR 305.1)."""

    who: Any
    filter: Any = None
    lands: bool = False
    #: "can't cast more than one spell each turn": forbidden once ``cast_count`` (an amount
    #: read for the casting player) reaches ``per_turn``.
    per_turn: int | None = None
    cast_count: Any = None


def cast_forbidden(game: Game, player: int, obj: GameObject, lands: bool = False) -> bool:
    """Whether a :class:`CantCast` effect or :class:`CantCastRule` static forbids ``player``
    to cast ``obj`` (or, with ``lands``, to play the land ``obj``)."""
    for src, ctl, a in rule_statics(game, CantCastRule):
        rule = a.effect
        if rule.lands != lands or not rule.who.matches(player, ctl):
            continue
        if rule.per_turn is not None:
            if rule.cast_count.value(Ctx(game, src, player)) >= rule.per_turn:
                return True
            continue
        if rule.filter is None or rule.filter.matches(Ctx(game, src, ctl), obj, any_zone=True):
            return True
    for e in game.state.effects:
        spec = e.spec
        if not isinstance(spec, CantCast) or player not in spec.players or spec.lands != lands:
            continue
        if spec.filter is None or spec.filter.matches(Ctx(game, e.source_id, e.controller), obj,
                                                      any_zone=True):  # fmt: skip
            return True
    return False


@attrs.frozen
class CantBeTargetedBy:
    """CR 115.4, 101.2 — "can't be the target of [blue] spells [or abilities] [your
    opponents control]": the affected permanents can't be chosen as targets of such spells
    (``filter``: which spells, None for any) or, with ``abilities``, of such abilities;
    ``who``: whose spells and abilities, relative to the static's controller (None: any)."""

    filter: Any = None
    spells: bool = True
    abilities: bool = False
    who: Any = None


def targeting_forbidden(game: Game, obj_id: int, controller: int, source_id: int) -> bool:
    """Whether a :class:`CantBeTargetedBy` restriction forbids the spell or ability of
    ``source_id`` (controlled by ``controller``) to target ``obj_id`` (CR 115.4)."""
    src = game.state.objects.get(source_id)
    is_spell = isinstance(src, GameObject) and src.zone is Zone.STACK
    for s, c, a in rule_statics(game, CantBeTargetedBy):
        spec = a.effect
        if not (spec.spells if is_spell else spec.abilities):
            continue
        if spec.who is not None and not spec.who.matches(controller, c):
            continue
        if (
            is_spell
            and spec.filter is not None
            and not spec.filter.matches(Ctx(game, s, c), src, any_zone=True)
        ):
            continue
        if affects(game, a, s, c, obj_id):
            return True
    return False
