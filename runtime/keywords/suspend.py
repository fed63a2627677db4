"""Suspend — CR 702.62, 116.2f.

"Suspend N—[cost]" is three abilities (702.62a): a special action from the hand — pay
[cost] and exile the card with N time counters on it, if you could begin to cast it
(116.2f, 702.62c) — and two triggered abilities that function in exile: "At the beginning of
your upkeep, if this card is suspended, remove a time counter from it" and "When the last
time counter is removed from this card, if it's exiled, you may play it without paying its
mana cost if able. [...] If you cast a creature spell this way, it gains haste until you lose
control of the spell or the permanent it becomes."

The exile-zone triggers are registered as delayed triggers of the exiled card when it's
suspended (the runtime scans the battlefield and graveyards for triggered abilities, not
exile); they match only while the card is that exiled object (CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import Action, ChooseOption
from ..continuous.layers import AddAbilities, CastAsThoughFlash, rule_statics
from ..errors import IllegalActionError, TimingError
from ..events import events as ev
from ..events.triggers import DelayedTrigger, TriggerPattern
from ..mana.symbols import PaymentChoices, PaymentPurpose
from ..stack.casting import pay_costs, sorcery_timing
from ..stack.resolution import give_priority
from ..state.abilities import Ability, Flash, Haste, Keyword, StaticAbility, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Amount, Condition, Ctx, ObjectRef, amount_value
from ..state.game_state import Step
from ..state.objects import GameObject, Zone
from .cards import cast_now, split_second_lock

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class HasteIfSuspendCast(ObjectRef):
    """This permanent, if it's a creature spell cast with suspend that its caster still
    controls (CR 702.62a: "it gains haste until you lose control of the spell or the
    permanent it becomes")."""

    def resolve(self, ctx: Ctx) -> list[int]:
        obj = ctx.game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.choices.get("alternative_paid") != "suspend":
            return []
        return [obj.id] if ctx.controller == obj.controller else []


@attrs.frozen
class Suspend(Keyword):
    """CR 702.62a — "Suspend N—[cost]"; the special action is :class:`SuspendCard`."""

    n: int
    cost: tuple[Any, ...] = ()
    cr = "702.62"

    def expand(self) -> tuple[Ability, ...]:
        return (StaticAbility(AddAbilities((Haste(),)), HasteIfSuspendCast()),)


def is_suspended(game: Game, obj_id: int) -> bool:
    """CR 702.62b — in exile, with suspend and a time counter on it."""
    obj = game.state.objects.get(obj_id)
    return (
        isinstance(obj, GameObject)
        and obj.zone is Zone.EXILE
        and obj.counters.get("time", 0) > 0
        and any(isinstance(a, Suspend) for a in obj.card.abilities)
    )


@attrs.frozen
class SuspendCard(Action):
    """CR 116.2f — the special action of suspending ``card_id`` from its owner's hand.
    ``cost_choices``, ``mana``, ``auto_pay``, ``payment`` as for casting."""

    card_id: int
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    payment: PaymentChoices | None = None

    def perform(self, game: Game, player: int) -> None:
        suspend_card(game, player, self)


def _could_begin_to_cast(game: Game, obj: GameObject, player: int) -> None:
    """CR 702.62c, 116.2f: timing (CR 307.1 unless it has flash) and split second."""
    if split_second_lock(game):
        raise TimingError("a spell with split second is on the stack (CR 702.61a)")
    card = obj.card
    if "Instant" in card.types or any(isinstance(a, Flash) for a in card.abilities):
        return
    ctx = Ctx(game, obj.id, player)
    for _, ctl, a in rule_statics(game, CastAsThoughFlash):
        if ctl == player and a.effect.filter.matches(ctx, obj, any_zone=True):
            return
    if not sorcery_timing(game, player):
        raise TimingError(f"{card.name} could not be cast now, so it can't be suspended "
                          "(CR 116.2f, 307.1)")  # fmt: skip


def suspend_card(game: Game, player: int, action: SuspendCard) -> None:
    """CR 702.62a, 116.2f: pay the suspend cost, exile the card with N time counters."""
    obj = game.get(action.card_id)
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"#{obj.id} is not a card in P{player}'s hand (CR 116.2f)")
    kw = next((a for a in obj.card.abilities if isinstance(a, Suspend)), None)
    if kw is None:
        raise IllegalActionError(f"{obj.name} has no suspend (CR 702.62a)")
    _could_begin_to_cast(game, obj, player)
    pay_costs(game, player, kw.cost, obj.id, action.payment, action.cost_choices, action.mana,
              action.auto_pay, PaymentPurpose("other"))  # fmt: skip
    new = game.move(obj.id, Zone.EXILE, cause="suspended")
    if new is not None and game.state.objects[new].zone is Zone.EXILE:
        game.add_counters(new, "time", kw.n)
        upkeep = TriggeredAbility(SuspendUpkeep(), RemoveTimeCounter(),
                                  intervening_if=Suspended())  # fmt: skip
        last = TriggeredAbility(LastTimeCounterRemoved(), PlaySuspended())
        game.state.delayed.append(DelayedTrigger(upkeep, new, player, one_shot=False))
        game.state.delayed.append(DelayedTrigger(last, new, player, one_shot=False))
    give_priority(game, player)


@attrs.frozen
class Suspended(Condition):
    """CR 702.62b — "if this card is suspended"."""

    def holds(self, ctx: Ctx) -> bool:
        return is_suspended(ctx.game, ctx.source_id)


@attrs.frozen
class SuspendUpkeep(TriggerPattern):
    """ "At the beginning of your upkeep, if this card is suspended" (CR 702.62a)."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return (
            isinstance(event, ev.StepBegan)
            and event.step == Step.UPKEEP
            and event.active == ctx.controller
            and is_suspended(game, ctx.source_id)
        )


@attrs.frozen
class RemoveTimeCounter(Effect):
    """ "remove a time counter from it" (CR 702.62a)."""

    def resolve(self, ctx: Ctx) -> None:
        ctx.game.add_counters(ctx.source_id, "time", -1)


@attrs.frozen
class LastTimeCounterRemoved(TriggerPattern):
    """ "When the last time counter is removed from this card" (CR 702.62a)."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, ev.CountersChanged) or event.object_id != ctx.source_id:
            return False
        obj = game.state.objects.get(ctx.source_id)
        return (
            event.kind == "time"
            and event.amount < 0
            and isinstance(obj, GameObject)
            and obj.counters.get("time", 0) == 0
        )


@attrs.frozen
class PlaySuspended(Effect):
    """ "if it's exiled, you may play it without paying its mana cost if able. If you don't,
    it remains exiled. If you cast a creature spell this way, it gains haste until you lose
    control of the spell or the permanent it becomes." (CR 702.62a, 702.62d)"""

    def resolve(self, ctx: Ctx) -> None:
        game, card_id = ctx.game, ctx.source_id
        obj = game.state.objects.get(card_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.EXILE:
            return
        game.state.delayed = [d for d in game.state.delayed if d.source_id != card_id]
        if cast_now(game, ctx.controller, card_id):
            spell = game.state.objects[game.state.stack[-1]]
            if isinstance(spell, GameObject) and spell.card_uid == obj.card_uid:
                spell.choices["alternative_paid"] = "suspend"


@attrs.frozen
class TimeTravel(Effect):
    """CR 701.56a: "Time travel" — for each permanent you control with a time counter on it
    and each suspended card you own in exile with one, you may put a time counter on it or
    remove one from it (answered as a ChooseOption per object: leave, add, remove)."""

    times: Amount = 1

    def resolve(self, ctx: Ctx) -> None:
        game, p = ctx.game, ctx.controller
        for _ in range(amount_value(self.times, ctx)):
            mine = [i for i in game.state.battlefield if game.view(i).controller == p
                    and game.state.objects[i].counters.get("time", 0) > 0]  # fmt: skip
            mine += [i for i in game.state.exile if game.state.objects[i].owner == p
                     and is_suspended(game, i)]  # fmt: skip
            for i in mine:
                options = ("leave it", "put a time counter on it", "remove a time counter")
                pick = game.ask(p, ChooseOption(p, options, f"time travel: #{i}"))
                if pick:
                    game.add_counters(i, "time", 1 if pick == 1 else -1)
            game.log_note(f"P{p} time travels")
