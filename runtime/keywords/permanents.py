"""Keyword abilities of permanents that stand for activated, triggered or replacement
abilities (CR 702.1): echo (702.30), crew (702.122), afterlife (702.135), undying (702.93),
persist (702.79), modular (702.43), fading (702.32), vanishing (702.63), fabricate
(702.123), living weapon (702.92), cumulative upkeep (702.24), unleash (702.98), devour
(702.82), soulshift (702.46), graft (702.58), outlast (702.107).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from ..actions.effects import (
    Attach,
    CreateToken,
    MayEffect,
    PutCounters,
    ReturnToHand,
    SacrificeObjects,
    Unless,
)
from ..agents import ChooseObjects, ChooseYesNo
from ..continuous.layers import AddTypes, CantBlock, CostReduction, EffectInstance
from ..errors import CostError
from ..events import events as ev
from ..events.replacement import EntersWithCounters, MoveProposal, ReplacementSpec
from ..events.triggers import BeginningOfStep, Dies, Enters, TriggerPattern
from ..mana.symbols import ManaCost, ManaType
from ..stack.costs import Cost, PayLifeCost, TapCost
from ..state.abilities import (
    Ability,
    ActivatedAbility,
    Flying,
    Keyword,
    ReplacementAbility,
    StaticAbility,
    TriggeredAbility,
)  # fmt: skip
from ..state.effect_base import Effect
from ..state.filters import (
    CREATURE,
    Condition,
    CounterCount,
    CountOf,
    Ctx,
    EventObject,
    ObjectFilter,
    ObjectRef,
    Target,
    TargetSpec,
    This,
    Who,
    You,
    amount_value,
)  # fmt: skip
from ..state.game_state import Step
from ..state.objects import CardDefinition, GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


# ---------------------------------------------------------------------------------- echo


@attrs.frozen
class CameUnderControlSinceLastUpkeep(Condition):
    """CR 702.30a — "if this permanent came under your control since the beginning of your
    last upkeep": no echo upkeep of its controller has been checked since it came under
    their control (the turn of the last check is kept on the permanent)."""

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return False
        last = obj.choices.get("echo_checked")
        return last is None or obj.controlled_since >= last


@attrs.frozen
class EchoPayment(Effect):
    """CR 702.30a — "sacrifice it unless you pay [cost]"; the upkeep is then noted as
    checked for this permanent."""

    cost: tuple[Any, ...]

    def resolve(self, ctx: Ctx) -> None:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if isinstance(obj, GameObject):
            obj.choices["echo_checked"] = ctx.game.state.turn
        Unless(You(), self.cost, SacrificeObjects(This())).resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return ()


@attrs.frozen
class Echo(Keyword):
    """CR 702.30a — "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay [cost]"."""

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (
            TriggeredAbility(
                BeginningOfStep(Step.UPKEEP), EchoPayment(self.cost),
                intervening_if=CameUnderControlSinceLastUpkeep(),
            ),
        )  # fmt: skip


# ---------------------------------------------------------------------------------- crew


@attrs.frozen
class CrewPower:
    """CR 702.122a, 702.171a — a static ability of a creature: "This creature saddles
    Mounts and crews Vehicles as though its power were 2 greater." (``more``), "...
    using its toughness rather than its power" (``toughness``); ``crews``/``saddles``: for
    which costs it counts so."""

    crews: bool = True
    saddles: bool = False
    more: int = 0
    toughness: bool = False


def crew_power(game: Game, creature: int, saddling: bool) -> int:
    """The power ``creature`` counts with as it crews a Vehicle or saddles a Mount
    (CR 702.122a, 702.171a; at least 0), under its own :class:`CrewPower` abilities."""
    view = game.view(creature)
    power = view.power or 0
    for a in view.abilities:
        if isinstance(a, StaticAbility) and isinstance(a.effect, CrewPower):
            if a.effect.saddles if saddling else a.effect.crews:
                power = (view.toughness or 0) if a.effect.toughness else power
                power += a.effect.more
    return max(0, power)


@attrs.frozen
class CrewCost(Cost):
    """CR 702.122a — "Tap any number of untapped creatures you control with total power N
    or greater" (chosen as the cost is paid; summoning-sick creatures may be tapped: CR
    302.6 restricts only their own {T} costs)."""

    n: int
    #: CR 702.171a: the cost of saddle, not crew (the creatures saddle a Mount)
    saddling: ClassVar[bool] = False

    def _candidates(self, game: Game, payer: int, source_id: int) -> list[int]:
        return [
            i for i in game.state.battlefield
            if game.view(i).controller == payer and game.view(i).is_creature
            and not game.state.objects[i].tapped  # type: ignore[union-attr]
        ]  # fmt: skip

    def _power(self, game: Game, ids: Any) -> int:
        return sum(crew_power(game, i, self.saddling) for i in ids)

    def check(self, game: Game, payer: int, source_id: int) -> None:
        if self._power(game, self._candidates(game, payer, source_id)) < self.n:
            raise CostError(f"untapped creatures with total power {self.n} needed (CR 702.122a)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        cands = tuple(self._candidates(game, payer, source_id))
        decision = ChooseObjects(payer, cands, 1, len(cands), "crew")
        pick = decision.validate(game.ask(payer, decision))
        if self._power(game, pick) < self.n:
            raise CostError(f"the creatures chosen to crew have less than {self.n} power")
        for i in pick:
            game.tap(i)


@attrs.frozen
class BecomeArtifactCreature(Effect):
    """CR 702.122a — "This Vehicle becomes an artifact creature until end of turn" (layer 4)."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        spec = AddTypes(frozenset({"Artifact", "Creature"}))
        ids = frozenset({ctx.source_id})
        game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller, game.stamp(), ids,
                                       "eot"))  # fmt: skip


@attrs.frozen
class Crew(Keyword):
    """CR 702.122a — "Tap any number of untapped creatures you control with total power N or
    greater: This Vehicle becomes an artifact creature until end of turn"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((CrewCost(self.n),), BecomeArtifactCreature()),)


# ----------------------------------------------------------------------------- afterlife

#: CR 702.135a — the Spirit token afterlife creates.
SPIRIT = CardDefinition(
    "Spirit", frozenset({"Creature"}), subtypes=frozenset({"Spirit"}), power=1, toughness=1,
    abilities=(Flying(),), colors=frozenset({ManaType.W, ManaType.B}),
)  # fmt: skip


@attrs.frozen
class Afterlife(Keyword):
    """CR 702.135a — "When this permanent is put into a graveyard from the battlefield,
    create N 1/1 white and black Spirit creature tokens with flying"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Dies(this=True), CreateToken(SPIRIT, self.n)),)


# ----------------------------------------------------------------------- undying, persist


@attrs.frozen
class HadNoCounters(Condition):
    """ "if it had no [kind] counters on it" — the permanent as it last existed on the
    battlefield (CR 603.10a, 608.2h)."""

    kind: str

    def holds(self, ctx: Ctx) -> bool:
        return amount_value(CounterCount(self.kind, This()), ctx) == 0


@attrs.frozen
class ReturnWithCounter(Effect):
    """ "return it to the battlefield under its owner's control with a [kind] counter on it"
    (the card the dead permanent became, CR 400.7; nothing if it has left the graveyard)."""

    kind: str

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in EventObject(new=True).resolve(ctx):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone is not Zone.GRAVEYARD:
                continue
            prop = MoveProposal(i, Zone.BATTLEFIELD, obj.owner, counters={self.kind: 1})
            game._enter_battlefield(obj, obj.owner, prop, "returned")


@attrs.frozen
class Undying(Keyword):
    """CR 702.93a — "When this permanent is put into a graveyard from the battlefield, if it
    had no +1/+1 counters on it, return it to the battlefield under its owner's control with
    a +1/+1 counter on it"."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Dies(this=True), ReturnWithCounter("+1/+1"),
                                 intervening_if=HadNoCounters("+1/+1")),)  # fmt: skip


@attrs.frozen
class Persist(Keyword):
    """CR 702.79a — "When this permanent is put into a graveyard from the battlefield, if it
    had no -1/-1 counters on it, return it to the battlefield under its owner's control with
    a -1/-1 counter on it"."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Dies(this=True), ReturnWithCounter("-1/-1"),
                                 intervening_if=HadNoCounters("-1/-1")),)  # fmt: skip


# ------------------------------------------------------------------------------- modular

ARTIFACT_CREATURE = ObjectFilter(card_types=frozenset({"Artifact"}))


@attrs.frozen
class _ArtifactCreatureTarget(TargetSpec):
    """ "target artifact creature" (both types)."""

    def legal(self, ctx: Ctx, choice: Any) -> bool:
        if not super().legal(ctx, choice):
            return False
        return ctx.game.view(choice).is_creature


@attrs.frozen
class Modular(Keyword):
    """CR 702.43a — "This permanent enters with N +1/+1 counters on it" and "When this
    permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        move = MayEffect(PutCounters("+1/+1", CounterCount("+1/+1", This()), Target(0)))
        return (
            ReplacementAbility(EntersWithCounters("+1/+1", self.n)),
            TriggeredAbility(Dies(this=True), move, (_ArtifactCreatureTarget(ARTIFACT_CREATURE),)),
        )


# ---------------------------------------------------------------------- fading, vanishing


@attrs.frozen
class RemoveCounterOrSacrifice(Effect):
    """CR 702.32a — "remove a fade counter from it. If you can't, sacrifice it." """

    kind: str

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        if obj.counters.get(self.kind, 0) > 0:
            game.add_counters(obj.id, self.kind, -1)
        else:
            game.sacrifice(obj.id, game.view(obj.id).controller)


@attrs.frozen
class Fading(Keyword):
    """CR 702.32a — "This permanent enters with N fade counters on it" and "At the beginning
    of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
    permanent"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (
            ReplacementAbility(EntersWithCounters("fade", self.n)),
            TriggeredAbility(BeginningOfStep(Step.UPKEEP), RemoveCounterOrSacrifice("fade")),
        )


@attrs.frozen
class HasCounter(Condition):
    """ "if it has a [kind] counter on it"."""

    kind: str

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        return isinstance(obj, GameObject) and obj.counters.get(self.kind, 0) > 0


@attrs.frozen
class LastCounterRemoved(TriggerPattern):
    """ "When the last [kind] counter is removed from this permanent" (CR 702.63a)."""

    kind: str

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.CountersChanged) or event.object_id != ctx.source_id:
            return False
        obj = game.state.objects.get(ctx.source_id)
        return (
            event.kind == self.kind and event.amount < 0
            and isinstance(obj, GameObject) and obj.counters.get(self.kind, 0) == 0
        )  # fmt: skip


@attrs.frozen
class Vanishing(Keyword):
    """CR 702.63a — "This permanent enters with N time counters on it", "At the beginning
    of your upkeep, if this permanent has a time counter on it, remove a time counter from
    it" and "When the last time counter is removed from this permanent, sacrifice it"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (
            ReplacementAbility(EntersWithCounters("time", self.n)),
            TriggeredAbility(BeginningOfStep(Step.UPKEEP), PutCounters("time", -1, This()),
                             intervening_if=HasCounter("time")),
            TriggeredAbility(LastCounterRemoved("time"), SacrificeObjects(This())),
        )  # fmt: skip


# ------------------------------------------------------------------------------ fabricate

#: CR 702.123a — the Servo token fabricate creates.
SERVO = CardDefinition(
    "Servo", frozenset({"Artifact", "Creature"}), subtypes=frozenset({"Servo"}), power=1,
    toughness=1, colors=frozenset(),
)  # fmt: skip


@attrs.frozen
class FabricateChoice(Effect):
    """CR 702.123a — "you may put N +1/+1 counters on it. If you don't, create N 1/1
    colorless Servo artifact creature tokens" (counters only while it's on the battlefield,
    else tokens, CR 702.123b-ish ruling)."""

    n: int

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        here = isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD
        if here and game.ask(ctx.controller, ChooseYesNo(ctx.controller, "fabricate: counters?")):
            game.add_counters(ctx.source_id, "+1/+1", self.n)
            return
        CreateToken(SERVO, self.n).resolve(ctx)


@attrs.frozen
class Fabricate(Keyword):
    """CR 702.123a — "When this permanent enters, you may put N +1/+1 counters on it. If you
    don't, create N 1/1 colorless Servo artifact creature tokens"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Enters(this=True), FabricateChoice(self.n)),)


# -------------------------------------------------------------------------- living weapon

#: CR 702.92a — the Germ token living weapon creates.
GERM = CardDefinition(
    "Phyrexian Germ", frozenset({"Creature"}), subtypes=frozenset({"Phyrexian", "Germ"}),
    power=0, toughness=0, colors=frozenset({ManaType.B}),
)  # fmt: skip


@attrs.frozen
class TokenAndAttach(Effect):
    """CR 702.92a, 702.182a — "create a [token], then attach this Equipment to it" (a 0/0
    black Phyrexian Germ for living weapon, a 1/1 colorless Hero for job select)."""

    token: CardDefinition = GERM

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        new = game.create_token(self.token, ctx.controller)
        obj = game.state.objects.get(ctx.source_id)
        if new is None or not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        game.attach(ctx.source_id, new)


@attrs.frozen
class LivingWeapon(Keyword):
    """CR 702.92a — "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
    token, then attach this Equipment to it"."""

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Enters(this=True), TokenAndAttach(GERM)),)


# --------------------------------------------------------------------- cumulative upkeep


def multiply_cost(cost: tuple[Any, ...], n: int) -> tuple[Any, ...]:
    """A cost paid ``n`` times (mana symbols and life add up, CR 702.24a; so do the objects
    a cost component names)."""
    out: list[Any] = []
    for c in cost:
        if isinstance(c, ManaCost):
            out.append(ManaCost(c.symbols * n))
        elif isinstance(c, PayLifeCost):
            out.append(PayLifeCost(c.amount * n))
        elif multipliable(c):  # "Sacrifice a creature" n times: sacrifice n creatures
            out.append(attrs.evolve(c, n=c.n * n))
        else:
            raise TypeError(f"can't multiply the cost {c!r}")
    return tuple(out)


def multipliable(cost: Any) -> bool:
    """Whether a cost component paid N times is the same component for N objects: "discard
    a card", "sacrifice a creature", "remove a counter" (not "sacrifice this", CR 118.3)."""
    return (
        isinstance(cost, Cost) and isinstance(getattr(cost, "n", None), int)
        and not getattr(cost, "on_this", False)
    )  # fmt: skip


@attrs.frozen
class CumulativeUpkeepPayment(Effect):
    """CR 702.24a — "put an age counter on this permanent. Then you may pay [cost] for each
    age counter on it. If you don't, sacrifice it." """

    cost: tuple[Any, ...]

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return
        game.add_counters(obj.id, "age", 1)
        n = obj.counters.get("age", 0)
        Unless(You(), multiply_cost(self.cost, n), SacrificeObjects(This())).resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return ()


@attrs.frozen
class CumulativeUpkeep(Keyword):
    """CR 702.24a — "At the beginning of your upkeep, if this permanent is on the
    battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
    counter on it. If you don't, sacrifice it." (mana and life costs)."""

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(BeginningOfStep(Step.UPKEEP),
                                 CumulativeUpkeepPayment(self.cost)),)  # fmt: skip


# -------------------------------------------------------------------------- unleash, devour


@attrs.frozen
class MayEnterWithCounter(ReplacementSpec):
    """CR 702.98a — "You may have this permanent enter with a +1/+1 counter on it"."""

    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        ctl = proposal.controller if proposal.controller is not None else ctx.controller
        if game.ask(ctl, ChooseYesNo(ctl, "unleash: enter with a +1/+1 counter?")):
            proposal.counters["+1/+1"] = proposal.counters.get("+1/+1", 0) + 1


@attrs.frozen
class ThisIfCounter(ObjectRef):
    """This permanent, as long as it has a [kind] counter on it."""

    kind: str

    def resolve(self, ctx: Ctx) -> list[int]:
        obj = ctx.game.state.objects.get(ctx.source_id)
        has = isinstance(obj, GameObject) and obj.counters.get(self.kind, 0) > 0
        return [ctx.source_id] if has else []


@attrs.frozen
class Unleash(Keyword):
    """CR 702.98a — "You may have this permanent enter with a +1/+1 counter on it" and "This
    permanent can't block as long as it has a +1/+1 counter on it"."""

    def expand(self) -> tuple[Ability, ...]:
        return (
            ReplacementAbility(MayEnterWithCounter()),
            StaticAbility(CantBlock(), ThisIfCounter("+1/+1")),
        )


@attrs.frozen
class DevourCreatures(ReplacementSpec):
    """CR 702.82a — "As this object enters, you may sacrifice any number of creatures. This
    permanent enters with N times that many +1/+1 counters on it"."""

    n: int
    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        ctl = proposal.controller if proposal.controller is not None else ctx.controller
        cands = tuple(
            i for i in game.state.battlefield
            if game.view(i).controller == ctl and game.view(i).is_creature
        )  # fmt: skip
        if not cands:
            return
        d = ChooseObjects(ctl, cands, 0, len(cands), "devour")
        eaten = d.validate(game.ask(ctl, d))
        with game.simultaneously(list(eaten)):
            for i in eaten:
                game.sacrifice(i, ctl)
        if eaten:
            proposal.counters["+1/+1"] = proposal.counters.get("+1/+1", 0) + self.n * len(eaten)


@attrs.frozen
class Devour(Keyword):
    """CR 702.82a — devour N."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        return (ReplacementAbility(DevourCreatures(self.n)),)


# ------------------------------------------------------------------------------ soulshift


@attrs.frozen
class CardInYourGraveyardWithManaValue(TargetSpec):
    """ "target [filter] card with mana value N or less from your graveyard" (CR 115.1)."""

    max_value: int = 0

    def legal(self, ctx: Ctx, choice: Any) -> bool:
        if not super().legal(ctx, choice):
            return False
        obj = ctx.game.state.objects[choice]
        mc = ctx.game.view(choice).mana_cost
        return obj.owner == ctx.controller and (mc.mana_value() if mc else 0) <= self.max_value


@attrs.frozen
class Soulshift(Keyword):
    """CR 702.46a — "When this permanent is put into a graveyard from the battlefield, you
    may return target Spirit card with mana value N or less from your graveyard to your
    hand"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        spirit = ObjectFilter(subtypes=frozenset({"Spirit"}), zone=Zone.GRAVEYARD)
        spec = CardInYourGraveyardWithManaValue(spirit, max_value=self.n)
        return (TriggeredAbility(Dies(this=True), MayEffect(ReturnToHand(Target(0))), (spec,)),)


# ---------------------------------------------------------------------------------- graft


@attrs.frozen
class MoveCounterToEntering(Effect):
    """CR 702.58a — "move a +1/+1 counter from this permanent onto that creature"."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        new = [i for i in EventObject(new=True).resolve(ctx) if i in game.state.battlefield]
        if not isinstance(obj, GameObject) or obj.counters.get("+1/+1", 0) <= 0 or not new:
            return
        game.add_counters(obj.id, "+1/+1", -1)
        game.add_counters(new[0], "+1/+1", 1)


@attrs.frozen
class Graft(Keyword):
    """CR 702.58a — "This permanent enters with N +1/+1 counters on it" and "Whenever another
    creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
    counter from this permanent onto that creature"."""

    n: int = 1

    def expand(self) -> tuple[Ability, ...]:
        other = ObjectFilter(card_types=frozenset({"Creature"}), other=True)
        return (
            ReplacementAbility(EntersWithCounters("+1/+1", self.n)),
            TriggeredAbility(Enters(other), MayEffect(MoveCounterToEntering()),
                             intervening_if=HasCounter("+1/+1")),
        )  # fmt: skip


# -------------------------------------------------------------------------------- outlast


@attrs.frozen
class Outlast(Keyword):
    """CR 702.107a — "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    sorcery." """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        grow = PutCounters("+1/+1", 1, This())
        return (ActivatedAbility((*self.cost, TapCost()), grow, sorcery_speed=True),)


@attrs.frozen
class Equip(Keyword):
    """CR 702.6a — "[Cost]: Attach this permanent to target creature you control. Activate
    only as a sorcery." """

    cost: tuple[Any, ...] = (ManaCost(),)

    def expand(self) -> tuple[Ability, ...]:
        spec = TargetSpec(attrs.evolve(CREATURE, controller=Who.YOU))
        return (
            ActivatedAbility(self.cost, Attach(This(), Target(0)), (spec,), sorcery_speed=True),
        )


@attrs.frozen
class Affinity(Keyword):
    """CR 702.41a — "This spell costs {1} less to cast for each [filter] you control"."""

    filter: ObjectFilter = ObjectFilter(card_types=frozenset({"Artifact"}))

    def expand(self) -> tuple[Ability, ...]:
        per = attrs.evolve(self.filter, controller=Who.YOU)
        return (StaticAbility(CostReduction(CountOf(per), this_spell=True), zone=Zone.STACK),)
