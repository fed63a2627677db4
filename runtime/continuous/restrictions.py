"""Restrictions — CR 101.2 ("can't" beats "can"), 508.1c / 509.1b (attacking and blocking
restrictions), 701.6 (countering).

Specs that the rules read where they apply (not layered, CR 613): :class:`CantBeBlocked`
(read by blocking), :class:`CantBeCountered` (read by countering); with
:class:`~mtgc.runtime.continuous.layers.CantAttack` / ``CantBlock`` they come from static abilities
or, for a duration, from a resolved spell or ability (:class:`Restrict`, CR 611.2: the
affected set is locked in as it resolves, 611.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..state.abilities import StaticAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, Who
from ..state.objects import GameObject, Zone
from .layers import EffectInstance, base_characteristics, rule_statics

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class CantBeBlocked:
    """CR 509.1b — the affected creatures can't be blocked."""


@attrs.frozen
class CantBeBlockedBy:
    """CR 509.1b — "can't be blocked by [filter]" / "can't be blocked except by [filter]"
    (``except_``): which creatures may not block the affected creatures."""

    filter: ObjectFilter
    except_: bool = False


#: ``Ctx.info`` key: the attacking creature a "can't be blocked by" filter is checked for.
WOULD_BE_BLOCKED = "would be blocked"


@attrs.frozen
class WouldBeBlocked(ObjectRef):
    """CR 509.1b — in "can't be blocked by creatures with greater power", the attacking
    creature the blocker would block (the power compared with its own)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        attacker = ctx.info.get(WOULD_BE_BLOCKED)
        return [] if attacker is None else [attacker]


@attrs.frozen
class MaxBlockers:
    """CR 509.1b — "can't be blocked by more than one creature": a declaration in which
    more than ``n`` creatures block an affected creature is illegal."""

    n: int = 1


def max_blockers(game: Game, attacker: int) -> int | None:
    """The fewest blockers a "can't be blocked by more than N" restriction allows
    ``attacker`` (None: no such restriction)."""
    limits = [a.effect.n for s, c, a in rule_statics(game, MaxBlockers)
              if affects(game, a, s, c, attacker)]  # fmt: skip
    return min(limits) if limits else None


def block_forbidden(game: Game, blocker: int, attacker: int) -> bool:
    """Whether a "can't be blocked (by ...)" restriction forbids this block (CR 509.1b)."""
    if any(affects(game, a, s, c, attacker) for s, c, a in rule_statics(game, CantBeBlocked)):
        return True
    from ..continuous.block_only import block_only_forbids

    if block_only_forbids(game, blocker, attacker):  # "can block only creatures with flying"
        return True
    obj = game.state.objects[blocker]
    for s, c, a in rule_statics(game, CantBeBlockedBy):
        if affects(game, a, s, c, attacker):
            fits = a.effect.filter.matches(Ctx(game, s, c, info={WOULD_BE_BLOCKED: attacker}),
                                           obj)  # fmt: skip
            if fits != a.effect.except_:
                return True
    return False


@attrs.frozen
class AttackDespiteDefender:
    """CR 702.3b — "can attack [this turn] as though it didn't have defender": defender
    doesn't keep the affected creatures from attacking."""


@attrs.frozen
class AssignsNoCombatDamage:
    """CR 510.1 — "assigns no combat damage [this turn]": the affected creatures assign no
    combat damage in the combat damage step."""


@attrs.frozen
class CantAttackIf:
    """CR 508.1c — "can't attack unless defending player controls an Island": attacking a
    player is forbidden while ``condition`` holds for that defending player."""

    condition: Any


@attrs.frozen
class _Attack:
    """What :class:`~mtgc.runtime.state.filters.DefendingPlayer` reads while an attack is
    checked (CR 506.2)."""

    defending_player: int


def attack_forbidden(game: Game, attacker: int, defending: int) -> bool:
    """Whether a per-defender restriction forbids ``attacker`` to attack ``defending``."""
    for s, c, a in rule_statics(game, CantAttackIf):
        if affects(game, a, s, c, attacker):
            if a.effect.condition.holds(Ctx(game, s, c, event=_Attack(defending))):
                return True
    return False


@attrs.frozen
class CantBeActivated:
    """CR 602.5 — the affected permanents' activated abilities can't be activated (mana
    abilities too, CR 605.1a, unless ``except_mana``: "unless they're mana abilities")."""

    except_mana: bool = False


def activation_forbidden(game: Game, obj_id: int, mana_ability: bool) -> bool:
    """Whether a :class:`CantBeActivated` static forbids activating an ability of
    ``obj_id`` (CR 602.5, 101.2)."""
    for s, c, a in rule_statics(game, CantBeActivated):
        if not (mana_ability and a.effect.except_mana) and affects(game, a, s, c, obj_id):
            return True
    return False


@attrs.frozen
class CantBeCountered:
    """CR 101.2, 701.6 — the affected spells can't be countered (a spell's own "This spell
    can't be countered" functions on the stack, CR 113.6b)."""


@attrs.frozen
class PlayerRule:
    """CR 402.2 "[You / Players] have no maximum hand size" (``rule="no maximum hand
    size"``), CR 119.7 "[Players] can't gain life" (``rule="can't gain life"``): a rule
    change for the players ``who`` (relative to the ability's controller)."""

    rule: str
    who: Who = Who.YOU


def player_rule(game: Game, player: int, rule: str) -> bool:
    """Whether a :class:`PlayerRule` static applies to ``player``."""
    return any(
        a.effect.rule == rule and a.effect.who.matches(player, c)
        for _, c, a in rule_statics(game, PlayerRule)
    )  # fmt: skip


@attrs.frozen
class UntapLimit:
    """CR 502.3 — "Players can't untap more than one creature during their untap steps.":
    the players ``who`` (relative to the static's controller) untap at most ``n`` of their
    permanents of ``card_type`` in their untap step, of their choice."""

    card_type: str
    n: int
    who: Who = Who.ANY


def untap_limits(game: Game, player: int) -> list[tuple[str, int]]:
    """The (card type, most untapped) limits on ``player``'s untap step."""
    return [
        (a.effect.card_type, a.effect.n)
        for _, c, a in rule_statics(game, UntapLimit)
        if a.effect.who.matches(player, c)
    ]  # fmt: skip


@attrs.frozen
class DoesntUntap:
    """CR 502.3 — the affected permanents don't untap during their controller's untap step."""


def doesnt_untap(game: Game, obj_id: int) -> bool:
    """Whether a "doesn't untap" static applies to the permanent (CR 502.3)."""
    return any(affects(game, a, s, c, obj_id) for s, c, a in rule_statics(game, DoesntUntap))


@attrs.frozen
class Restrict(Effect):
    """CR 611.2 — "[objects] can't attack / block / be blocked this turn": a restriction
    on the objects as the effect resolves, for ``duration``."""

    what: ObjectRef
    specs: tuple[Any, ...]
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        ids = frozenset(
            i for i in self.what.resolve(ctx)
            if isinstance(game.state.objects.get(i), GameObject)
            and game.state.objects[i].zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
        )  # fmt: skip
        for spec in self.specs:
            game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, game.stamp(),
                                           ids, self.duration))  # fmt: skip


def affects(game: Game, ability: Any, src: int, ctl: int, obj_id: int) -> bool:
    """Whether a rule-modifying static (or locked-in effect) applies to ``obj_id``."""
    aff = ability.affected
    obj = game.state.objects.get(obj_id)
    if aff is None:
        return src == obj_id
    if isinstance(aff, frozenset):
        return obj_id in aff
    if isinstance(aff, ObjectFilter):
        return isinstance(obj, GameObject) and aff.matches(Ctx(game, src, ctl), obj)
    if isinstance(aff, ObjectRef):
        return obj_id in aff.resolve(Ctx(game, src, ctl))
    return False


def cant_be_countered(game: Game, obj_id: int) -> bool:
    """CR 101.2 — a spell with "can't be countered" (its own, or from a static ability)."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject):
        return False
    for a in base_characteristics(obj).abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, CantBeCountered):
            ctx = Ctx(game, obj_id, obj.controller)
            if a.zone is Zone.STACK and (a.condition is None or a.condition.holds(ctx)):
                return True
    return any(affects(game, a, s, c, obj_id) for s, c, a in rule_statics(game, CantBeCountered))


