"""Keyword abilities that stand for triggered abilities (CR 702.1): prowess (702.108),
exalted (702.83), bushido (702.45), rampage (702.23), flanking (702.25), battle cry
(702.91), afflict (702.130), renown (702.112), dethrone (702.105), melee (702.121),
extort (702.101), mentor (702.134), evolve (702.100), decayed (702.147).

Each keyword ``expand``s to the :class:`TriggeredAbility` its rule defines; the trigger
patterns, conditions and effects they need live here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.effects import LoseLife, ModifyPTEffect, PutCounters
from ..events import events as ev
from ..events.triggers import Attacks, SpellCastTrigger, TriggerPattern
from ..state.abilities import Ability, Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import (
    All,
    Condition,
    Ctx,
    EventObject,
    ObjectFilter,
    PlayerSel,
    TargetSpec,
    This,
    Who,
)  # fmt: skip
from ..state.objects import GameObject, PlayerRef

if TYPE_CHECKING:
    from ..game import Game


def _defending_player(game: Game, attacker: int) -> int | None:
    """CR 506.2 — the player the creature attacks (or the controller of the attacked
    planeswalker)."""
    c = game.state.combat
    d = None if c is None else c.attackers.get(attacker)
    if d is None:
        return None
    if isinstance(d, PlayerRef):
        return d.index
    return game.view(d).controller if game.known(d) else None


# ------------------------------------------------------------------------ trigger patterns


@attrs.frozen
class AttacksAlone(TriggerPattern):
    """CR 506.5 — "Whenever a creature [you] control attacks alone": it is the only
    creature declared as an attacker this combat."""

    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared) or not self.who.matches(
            event.player, ctx.controller
        ):
            return False
        c = game.state.combat
        return c is not None and list(c.attackers) == [event.object_id]


@attrs.frozen
class BlocksOrBlocked(TriggerPattern):
    """CR 509.3c/509.3f — "Whenever this creature blocks" (``blocks``) / "becomes blocked"
    (``blocked``; it triggers once however many creatures block it)."""

    blocks: bool = False
    blocked: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared):
            return False
        if self.blocks and event.object_id == ctx.source_id:
            return True
        if self.blocked and event.attacker_id == ctx.source_id:
            c = game.state.combat
            first = c.blocked.get(event.attacker_id, []) if c is not None else []
            return bool(first) and first[0] == event.object_id
        return False


@attrs.frozen
class BlockedByCreatureWithout(TriggerPattern):
    """CR 702.25a — "Whenever this creature becomes blocked by a creature without
    [keyword]" (triggers once per such blocker, 509.3d)."""

    keyword: type

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.BlockDeclared) or event.attacker_id != ctx.source_id:
            return False
        return not game.view(event.object_id).has_keyword(self.keyword)


@attrs.frozen
class AttacksPlayerWithMostLife(TriggerPattern):
    """CR 702.105a — "Whenever this creature attacks the player with the most life or tied
    for most life"."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.AttackDeclared) or event.object_id != ctx.source_id:
            return False
        if not isinstance(event.defender, PlayerRef):
            return False
        alive = [p.life for p in game.state.players if not p.lost]
        return game.state.players[event.defender.index].life == max(alive)


# --------------------------------------------------------------- players, conditions, effects


@attrs.frozen
class DefendingPlayerOfThis(PlayerSel):
    """CR 506.2 — "defending player": the player this attacking creature attacks."""

    def resolve(self, ctx: Ctx) -> list[int]:
        p = _defending_player(ctx.game, ctx.source_id)
        return [] if p is None else [p]


@attrs.frozen
class NotRenowned(Condition):
    """CR 702.112a — "if it isn't renowned" (a designation of the permanent, 702.112b)."""

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        return isinstance(obj, GameObject) and not obj.choices.get("renowned", False)


@attrs.frozen
class BecomeRenowned(Effect):
    """CR 702.112a — "put N +1/+1 counters on it and it becomes renowned"."""

    n: int

    def resolve(self, ctx: Ctx) -> None:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.choices.get("renowned", False):
            return
        ctx.game.add_counters(ctx.source_id, "+1/+1", self.n)
        obj.choices["renowned"] = True


def is_renowned(game: Game, obj_id: int) -> bool:
    """CR 702.112b — whether the permanent has the renowned designation."""
    obj = game.state.objects.get(obj_id)
    return isinstance(obj, GameObject) and bool(obj.choices.get("renowned", False))


@attrs.frozen
class PumpPerCount(Effect):
    """ "It gets +N/+N until end of turn for each [count]": rampage counts the creatures
    blocking it beyond the first (CR 702.23a-b, computed on resolution); melee counts the
    opponents attacked with a creature this combat (CR 702.121a)."""

    n: int
    count: str

    def resolve(self, ctx: Ctx) -> None:
        game, c = ctx.game, ctx.game.state.combat
        k = 0
        if c is not None and self.count == "blockers beyond the first":
            k = max(0, len(c.blocked.get(ctx.source_id, [])) - 1)
        elif c is not None and self.count == "opponents attacked":
            opps = set(game.opponents(ctx.controller))
            k = len({
                p for a in c.attackers if game.known(a) and game.view(a).controller
                == ctx.controller for p in [_defending_player(game, a)] if p in opps
            })  # fmt: skip
        if k:
            ModifyPTEffect(This(), self.n * k, self.n * k).resolve(ctx)


# -------------------------------------------------------------------------------- keywords


@attrs.frozen
class Prowess(Keyword):
    """CR 702.108a — "Whenever you cast a noncreature spell, this creature gets +1/+1 until
    end of turn"."""

    def expand(self) -> tuple[Ability, ...]:
        noncreature = ObjectFilter(exclude_types=frozenset({"Creature"}), zone=None)
        return (
            TriggeredAbility(SpellCastTrigger(noncreature, Who.YOU), ModifyPTEffect(This(), 1, 1)),
        )


@attrs.frozen
class Exalted(Keyword):
    """CR 702.83a — "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn" (each instance triggers separately, 702.83b)."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(AttacksAlone(), ModifyPTEffect(EventObject(), 1, 1)),)


@attrs.frozen
class Bushido(Keyword):
    """CR 702.45a — "Whenever this creature blocks or becomes blocked, it gets +N/+N until
    end of turn"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        pump = ModifyPTEffect(This(), self.n, self.n)
        return (TriggeredAbility(BlocksOrBlocked(blocks=True, blocked=True), pump),)


@attrs.frozen
class Rampage(Keyword):
    """CR 702.23a — "Whenever this creature becomes blocked, it gets +N/+N until end of turn
    for each creature blocking it beyond the first"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        pump = PumpPerCount(self.n, "blockers beyond the first")
        return (TriggeredAbility(BlocksOrBlocked(blocked=True), pump),)


@attrs.frozen
class Flanking(Keyword):
    """CR 702.25a — "Whenever this creature becomes blocked by a creature without flanking,
    the blocking creature gets -1/-1 until end of turn"."""

    def expand(self) -> tuple[Ability, ...]:
        shrink = ModifyPTEffect(EventObject(), -1, -1)
        return (TriggeredAbility(BlockedByCreatureWithout(Flanking), shrink),)


@attrs.frozen
class BattleCry(Keyword):
    """CR 702.91a — "Whenever this creature attacks, each other attacking creature gets
    +1/+0 until end of turn"."""

    def expand(self) -> tuple[Ability, ...]:
        others = All(ObjectFilter(card_types=frozenset({"Creature"}), attacking=True, other=True))
        return (TriggeredAbility(Attacks(this=True), ModifyPTEffect(others, 1, 0)),)


@attrs.frozen
class Afflict(Keyword):
    """CR 702.130a — "Whenever this creature becomes blocked, defending player loses N
    life"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        lose = LoseLife(self.n, DefendingPlayerOfThis())
        return (TriggeredAbility(BlocksOrBlocked(blocked=True), lose),)


@attrs.frozen
class Renown(Keyword):
    """CR 702.112a — "When this creature deals combat damage to a player, if it isn't
    renowned, put N +1/+1 counters on it and it becomes renowned"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        from ..events.triggers import DealsDamage

        trigger = DealsDamage(combat_only=True, to_player=True)
        return (TriggeredAbility(trigger, BecomeRenowned(self.n), intervening_if=NotRenowned()),)


@attrs.frozen
class Dethrone(Keyword):
    """CR 702.105a — "Whenever this creature attacks the player with the most life or tied
    for most life, put a +1/+1 counter on it"."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(AttacksPlayerWithMostLife(), PutCounters("+1/+1", 1, This())),)


@attrs.frozen
class Melee(Keyword):
    """CR 702.121a — "Whenever this creature attacks, it gets +1/+1 until end of turn for
    each opponent you attacked with a creature this combat"."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Attacks(this=True), PumpPerCount(1, "opponents attacked")),)


__all__: list[Any] = [
    "Afflict", "BattleCry", "Bushido", "Dethrone", "Exalted", "Flanking", "Melee", "Prowess",
    "Rampage", "Renown", "is_renowned",
]  # fmt: skip


# ----------------------------------------------------- extort, mentor, evolve, decayed


@attrs.frozen
class ExtortDrain(Effect):
    """CR 702.101a — "you may pay {W/B}. If you do, each opponent loses 1 life and you gain
    life equal to the total life lost this way"; the hybrid symbol is paid with {W} or {B}
    (CR 107.4e), whichever the player can pay (they choose if both)."""

    def resolve(self, ctx: Ctx) -> None:
        from ..agents import ChooseOption, ChooseYesNo
        from ..errors import RulesError
        from ..mana.symbols import ManaCost

        game, me = ctx.game, ctx.controller
        halves = [(ManaCost.parse(m),) for m in ("{W}", "{B}")]
        payable = [c for c in halves if game.can_pay_simple(me, c, ctx.source_id)]
        if not payable or not game.ask(me, ChooseYesNo(me, "extort: pay {W/B}?")):
            return
        pick = 0
        if len(payable) > 1:
            pick = game.ask(me, ChooseOption(me, ("{W}", "{B}"), "extort payment"))
        try:
            game.pay_simple(me, payable[pick], ctx.source_id)
        except RulesError:
            return
        lost = 0
        for p in game.opponents(me):
            before = game.state.players[p].life
            game.lose_life(p, 1)
            lost += before - game.state.players[p].life
        game.gain_life(me, lost)


@attrs.frozen
class Extort(Keyword):
    """CR 702.101a — "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
    loses 1 life and you gain life equal to the total life lost this way"."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(SpellCastTrigger(None, Who.YOU), ExtortDrain()),)


@attrs.frozen
class AttackingWithLesserPower(TargetSpec):
    """CR 702.134a — "target attacking creature with lesser power" (than the source)."""

    def legal(self, ctx: Ctx, choice: Any) -> bool:
        if not super().legal(ctx, choice) or not ctx.game.known(ctx.source_id):
            return False
        mine = ctx.game.view(ctx.source_id).power or 0
        return (ctx.game.view(choice).power or 0) < mine


@attrs.frozen
class Mentor(Keyword):
    """CR 702.134a — "Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with lesser power"."""

    def expand(self) -> tuple[Ability, ...]:
        spec = AttackingWithLesserPower(
            ObjectFilter(card_types=frozenset({"Creature"}), attacking=True)
        )
        return (TriggeredAbility(Attacks(this=True), PutCounters("+1/+1", 1), (spec,)),)


@attrs.frozen
class EnteringIsBigger(Condition):
    """CR 702.100a — "if that creature's power is greater than this creature's power and/or
    that creature's toughness is greater than this creature's toughness" (last known
    information if either has left, 702.100c)."""

    def holds(self, ctx: Ctx) -> bool:
        game = ctx.game
        new = EventObject(new=True).resolve(ctx)
        if not new or not game.known(new[0]) or not game.known(ctx.source_id):
            return False
        a, b = game.view(new[0]), game.view(ctx.source_id)
        return (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)


@attrs.frozen
class Evolve(Keyword):
    """CR 702.100a — "Whenever a creature you control enters, if that creature's power is
    greater than this creature's power and/or that creature's toughness is greater than this
    creature's toughness, put a +1/+1 counter on this creature"."""

    def expand(self) -> tuple[Ability, ...]:
        from ..events.triggers import Enters

        yours = ObjectFilter(card_types=frozenset({"Creature"}), controller=Who.YOU)
        return (TriggeredAbility(Enters(yours), PutCounters("+1/+1", 1, This()),
                                 intervening_if=EnteringIsBigger()),)  # fmt: skip


@attrs.frozen
class Decayed(Keyword):
    """CR 702.147a — "This creature can't block" and "When this creature attacks, sacrifice
    it at end of combat"."""

    def expand(self) -> tuple[Ability, ...]:
        from ..actions.effects import CreateDelayedTrigger, SacrificeObjects
        from ..continuous.layers import CantBlock
        from ..events.triggers import BeginningOfStep
        from ..state.abilities import StaticAbility
        from ..state.game_state import Step

        later = CreateDelayedTrigger(BeginningOfStep(Step.END_OF_COMBAT, Who.ANY),
                                     SacrificeObjects(This()))  # fmt: skip
        return (StaticAbility(CantBlock()), TriggeredAbility(Attacks(this=True), later))
