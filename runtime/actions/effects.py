"""One-shot effects — CR 608.2 (resolving), 701 (keyword actions).

Every effect is a small frozen class with ``resolve(ctx)``; subclasses register themselves
in :data:`EFFECTS` by class name, so adding an effect is one class. Effects compose:
:class:`Sequence`, :class:`MayEffect` ("you may"), :class:`Unless` ("unless [player] pays").
Mana effects (:class:`AddMana`, :class:`AddManaAnyColor`, :class:`AddManaCouldProduce`,
:class:`AddManaOfProducedType`) make an ability a mana ability (CR 605.1).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseObjects, ChooseOrder, ChooseYesNo
from ..continuous.layers import AddAbilities, ChangeController, EffectInstance, ModifyPT
from ..errors import RulesError
from ..events.triggers import DelayedTrigger
from ..mana.symbols import ManaCost
from ..state.abilities import TriggeredAbility
from ..state.effect_base import EFFECTS, Effect, produces_mana
from ..state.filters import (
    Amount,
    Ctx,
    EventObject,
    ObjectFilter,
    ObjectRef,
    PlayerSel,
    Remembered,
    Target,
    This,
    You,
    _objects,
    _players,
    amount_value,
)  # fmt: skip
from ..state.objects import CardDefinition, GameObject, PlayerRef, Zone
from .add_mana import (
    AddMana,
    AddManaAnyColor,
    AddManaCouldProduce,
    AddManaOfProducedType,
    ManaEffect,
)
from .attacking import enter_attacking
from .linked import link_exiled
from .results import follow


@attrs.frozen
class Sequence(Effect):
    """Several effects in order (CR 608.2c); later parts see earlier ``Remembered`` objects
    and what earlier parts did "this way" (:func:`.results.follow`)."""

    effects: tuple[Effect, ...]

    def resolve(self, ctx: Ctx) -> None:
        for e in self.effects:
            follow(e, ctx)

    def children(self) -> tuple[Effect, ...]:
        return self.effects


@attrs.frozen
class MayEffect(Effect):
    """ "You may [effect]" — the chooser decides as it resolves (CR 608.2d)."""

    effect: Effect
    chooser: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.chooser, ctx):
            before = len(ctx.game.log)
            did = False
            if ctx.game.ask(p, ChooseYesNo(p, f"may {self.effect!r}")):
                self.effect.resolve(ctx)
                did = len(ctx.game.log) > before  # the action happened (an event)
            ctx.info["did"] = did  # "If you do" (CR 608.2c): conditions.DidOptional
            return

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


@attrs.frozen
class Conditional(Effect):
    """ "If [condition], [effect]. [Otherwise, [other]]" (CR 608.2c)."""

    condition: Any
    effect: Effect
    otherwise: Effect | None = None

    def resolve(self, ctx: Ctx) -> None:
        if self.condition.holds(ctx):
            self.effect.resolve(ctx)
        elif self.otherwise is not None:
            self.otherwise.resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,) + ((self.otherwise,) if self.otherwise else ())


@attrs.frozen
class Unless(Effect):
    """ "[Effect] unless [player] pays [cost]" (CR 118.12): the payer may pay if able;
    if they don't, the effect happens."""

    payer: PlayerSel
    cost: tuple[Any, ...]
    effect: Effect

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.payer, ctx):
            if game.can_pay_simple(p, self.cost, ctx.source_id):
                if game.ask(p, ChooseYesNo(p, f"pay {self.cost!r}?")):
                    try:
                        game.pay_simple(p, self.cost, ctx.source_id)
                        game.log_note(f"P{p} pays {self.cost!r}")
                        return
                    except RulesError:
                        pass
        self.effect.resolve(ctx)

    def children(self) -> tuple[Effect, ...]:
        return (self.effect,)


@attrs.frozen
class DealDamage(Effect):
    """CR 120 — "[source] deals N damage to [target]"."""

    amount: Amount
    to: ObjectRef | PlayerSel = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.amount, ctx)
        game = ctx.game
        if isinstance(self.to, Target) and self.to.index < len(ctx.targets):
            t = ctx.targets[self.to.index]
            if isinstance(t, PlayerRef):
                game.deal_damage(ctx.source_id, t, n)
                return
        src = ctx.source_id
        if isinstance(self.to, ObjectRef):  # "to each creature": one event (CR 120.4)
            game.deal_damage_at_once([(src, i, n) for i in _objects(self.to, ctx)])
        else:
            game.deal_damage_at_once([(src, PlayerRef(p), n) for p in _players(self.to, ctx)])


@attrs.frozen
class GainLife(Effect):
    """CR 119.3 — "[player] gains N life"."""

    amount: Amount
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.players, ctx):
            ctx.game.gain_life(p, amount_value(self.amount, ctx))


#: ``Ctx.info`` key: the life the last "[players] lose N life" made them lose.
LIFE_LOST = "life_lost"


@attrs.frozen
class LifeLostThisWay:
    """CR 119.3, 608.2c: "the life lost this way" — the total the effect's life loss just
    before made its players lose."""

    def value(self, ctx: Ctx) -> int:
        return int(ctx.info.get(LIFE_LOST, 0))


@attrs.frozen
class LoseLife(Effect):
    """CR 119.3 — "[player] loses N life"."""

    amount: Amount
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        lost = 0
        for p in _players(self.players, ctx):
            n = amount_value(self.amount, ctx)
            ctx.game.lose_life(p, n)
            lost += max(n, 0)
        ctx.info[LIFE_LOST] = lost  # "the life lost this way" (CR 119.3, 608.2c)


@attrs.frozen
class SetLifeTotal(Effect):
    """CR 119.5 — "[player's] life total becomes N": the player gains or loses the life that
    makes the difference (one life-gain or life-loss event, with its replacements and
    triggers, CR 119.10)."""

    amount: Amount
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.players, ctx):
            n = amount_value(self.amount, ctx) - ctx.game.state.players[p].life
            if n > 0:
                ctx.game.gain_life(p, n, ctx.source_id)
            elif n < 0:
                ctx.game.lose_life(p, -n)


@attrs.frozen
class DrawCards(Effect):
    """CR 121 — "[player] draws N cards"."""

    amount: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.players, ctx):
            for _ in range(amount_value(self.amount, ctx)):
                ctx.game.draw(p)


@attrs.frozen
class Destroy(Effect):
    """CR 701.8 — "Destroy [objects]": move to the owner's graveyard."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        ids = _objects(self.what, ctx)
        with ctx.game.simultaneously(ids):
            for i in ids:
                ctx.game.destroy(i)


@attrs.frozen
class ExileObjects(Effect):
    """CR 701.13 — "Exile [objects]"; the exiled cards are remembered ("that card")."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        new = []
        ids = _objects(self.what, ctx, zone=None)
        with ctx.game.simultaneously(ids):
            for i in ids:
                nid = ctx.game.move(i, Zone.EXILE, cause="exile")
                if nid is not None:
                    new.append(nid)
        ctx.remembered[:] = new
        link_exiled(ctx.game, ctx.source_id, new)  # "the exiled card" (CR 607.2a)


@attrs.frozen
class ExileTopOfLibrary(Effect):
    """CR 406.3 — "Exile the top N cards of [player]'s library" — remembered for "that card"."""

    count: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        new = []
        for p in _players(self.players, ctx):
            lib = ctx.game.state.players[p].library
            for i in list(lib[: amount_value(self.count, ctx)]):
                nid = ctx.game.move(i, Zone.EXILE, cause="exile")
                if nid is not None:
                    new.append(nid)
        ctx.remembered[:] = new


@attrs.frozen
class SacrificePermanents(Effect):
    """CR 701.21 — "[player] sacrifices N [filter] permanents"; the player chooses which."""

    players: PlayerSel
    count: Amount = 1
    filter: ObjectFilter = ObjectFilter()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        n = amount_value(self.count, ctx)
        sacrificed = ctx.info["sacrificed"] = []  # "that creature's power" (CR 608.2h)
        for p in _players(self.players, ctx):
            pctx = Ctx(game, ctx.source_id, p)
            f = attrs.evolve(self.filter, controller=self.filter.controller)
            options = tuple(
                i for i in game.state.battlefield
                if game.view(i).controller == p and f.matches(pctx, game.state.objects[i])
            )  # fmt: skip
            k = min(n, len(options))
            if k == 0:
                continue
            chosen = (
                options
                if k == len(options)
                else game.ask(p, ChooseObjects(p, options, k, k, "sacrifice"))
            )
            for i in chosen:
                game.sacrifice(i, p)
                sacrificed.append(i)


@attrs.frozen
class SacrificeObjects(Effect):
    """CR 701.21 — "Sacrifice [this / that permanent]": its controller sacrifices it."""

    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        for i in _objects(self.what, ctx):
            ctx.game.sacrifice(i, ctx.game.view(i).controller)


@attrs.frozen
class PutOntoBattlefield(Effect):
    """ "Put [that card] onto the battlefield [under your control]" (CR 110.2; Auras: 303.4f).

    ``under=None`` puts it under its owner's control.
    """

    what: ObjectRef = EventObject(new=True)
    under: PlayerSel | None = You()
    from_zones: tuple[Zone, ...] = (Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY)
    tapped: bool = False
    #: "[put it onto the battlefield] transformed": back face up (CR 712.14a)
    transformed: bool = False
    #: "... with three +1/+1 counters on it": (kind, number) it enters with (CR 122.6)
    counters: tuple[tuple[str, int], ...] = ()
    #: "... attached to target creature": the object an Aura or Equipment enters attached
    #: to (CR 303.4f, 301.5c)
    attach_to: ObjectRef | None = None

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        made: dict[int, int] = {}
        host: Any = ()
        if self.attach_to is not None:
            host = tuple(i for i in self.attach_to.resolve(ctx) if i in game.state.battlefield)
        for i in ctx.game.known_ids(self.what.resolve(ctx)):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone not in self.from_zones:
                continue
            ctl = obj.owner if self.under is None else _players(self.under, ctx)[0]
            new = game.put_onto_battlefield(i, ctl, tapped=self.tapped,
                                            transformed=self.transformed,
                                            counters=dict(self.counters),
                                            attach_to=host[:1] if self.attach_to else None,
                                            )  # fmt: skip
            if new is not None and new in game.state.battlefield:
                made[i] = new
        # "It gains haste": the new permanent (CR 400.7) stands for the card it was; cards
        # remembered before and not moved stay ("... and the rest on the bottom").
        kept = [i for i in ctx.remembered if i not in made]
        ctx.remembered[:] = kept + list(made.values())


@attrs.frozen
class CreateToken(Effect):
    """CR 111.2 — "Create N [token]" under ``controller``'s control; ``tapped``: "create
    a tapped [token]" (CR 110.5b); ``attacking``: "... that's tapped and attacking" (CR
    508.4)."""

    token: CardDefinition
    count: Amount = 1
    controller: PlayerSel = You()
    tapped: bool = False
    attacking: bool = False

    def resolve(self, ctx: Ctx) -> None:
        created = ctx.info["created"] = []  # "... then attach this Equipment to it"
        for p in _players(self.controller, ctx):
            n = amount_value(self.count, ctx)
            created.extend(ctx.game.create_tokens(self.token, p, n, self.tapped))
        if self.attacking:
            for i in created:
                enter_attacking(ctx.game, i)


@attrs.frozen
class PutCounters(Effect):
    """CR 122 — "Put N [kind] counters on [objects]"."""

    kind: str
    amount: Amount = 1
    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.amount, ctx)
        for i in _objects(self.what, ctx):
            ctx.game.add_counters(i, self.kind, n)


@attrs.frozen
class TapObjects(Effect):
    """CR 701.26 — "Tap [objects]"."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        for i in _objects(self.what, ctx):
            ctx.game.tap(i)


@attrs.frozen
class UntapObjects(Effect):
    """CR 701.26 — "Untap [objects]"."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        for i in _objects(self.what, ctx):
            ctx.game.untap(i)


@attrs.frozen
class Attach(Effect):
    """CR 701.3 — "Attach [this] to [object]" (equip, CR 702.6a)."""

    what: ObjectRef = This()
    to: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        targets = _objects(self.to, ctx)
        for i in _objects(self.what, ctx):
            if targets:
                game.attach(i, targets[0])


@attrs.frozen
class ModifyPTEffect(Effect):
    """CR 611.2 — "[objects] get +N/+M until end of turn" (layer 7c, set locked in 611.2c)."""

    what: ObjectRef
    power: Amount = 0
    toughness: Amount = 0
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        vals = {"p": amount_value(self.power, ctx), "t": amount_value(self.toughness, ctx)}
        inst = EffectInstance(
            ModifyPT(vals["p"], vals["t"]), ctx.source_id, ctx.controller, ctx.game.stamp(),
            ids, self.duration, vals,
        )  # fmt: skip
        ctx.game.add_effect(inst)


@attrs.frozen
class GrantAbilities(Effect):
    """CR 611.2 — "[objects] gain [abilities] until end of turn" (layer 6)."""

    what: ObjectRef
    abilities: tuple[Any, ...]
    duration: str = "eot"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        # CR 608.2d: a choice the granted ability needs is made as the effect resolves
        spec = AddAbilities(tuple(a.chosen_now(ctx) if hasattr(a, "chosen_now") else a
                                  for a in self.abilities))  # fmt: skip
        g = ctx.game
        g.add_effect(
            EffectInstance(spec, ctx.source_id, ctx.controller, g.stamp(), ids, self.duration)
        )


@attrs.frozen
class GainControl(Effect):
    """CR 613.1b — "Gain control of [objects] [until end of turn]" (layer 2)."""

    what: ObjectRef = Target(0)
    duration: str = "permanent"

    def resolve(self, ctx: Ctx) -> None:
        ids = frozenset(_objects(self.what, ctx))
        g = ctx.game
        inst = EffectInstance(ChangeController(), ctx.source_id, ctx.controller, g.stamp(), ids,
                              self.duration)  # fmt: skip
        g.add_effect(inst)


@attrs.frozen
class PlayPermission(Effect):
    """ "You may play that card this turn" (CR 601.2a, 305.1 still apply: normal timing and
    land plays). ``free`` names cards that may be cast without paying their mana cost."""

    what: ObjectRef = Remembered()
    players: PlayerSel = You()
    duration: str = "eot"
    free: ObjectFilter | None = None

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.players, ctx):
            for i in ctx.game.known_ids(self.what.resolve(ctx)):
                ctx.game.grant_play_permission(i, p, self.duration, self.free)


@attrs.frozen
class ReturnToHand(Effect):
    """CR 400.7 — "Return [objects] to their owners' hands" (bounce)."""

    what: ObjectRef = Target(0)

    def resolve(self, ctx: Ctx) -> None:
        ids = _objects(self.what, ctx, zone=None)
        with ctx.game.simultaneously(ids):
            for i in ids:
                if ctx.game.state.objects[i].zone is not Zone.HAND:
                    ctx.game.move(i, Zone.HAND, cause="returned to hand")


@attrs.frozen
class DiscardCards(Effect):
    """CR 701.9 — "[player] discards N cards" (the player chooses, CR 701.9b)."""

    count: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            hand = tuple(game.state.players[p].hand)
            k = min(amount_value(self.count, ctx), len(hand))
            if k == 0:
                continue
            chosen = (
                hand if k == len(hand) else game.ask(p, ChooseObjects(p, hand, k, k, "discard"))
            )
            for i in chosen:
                game.discard(i)


@attrs.frozen
class MillCards(Effect):
    """CR 701.17 — "[player] mills N cards": top N cards of the library into the graveyard."""

    count: Amount = 1
    players: PlayerSel = You()
    #: CR 701.17a, 400.7: the milled cards are remembered as "them" / "the milled cards" of
    #: the rest of the ability — the new objects in the graveyard (not a card a replacement
    #: effect put elsewhere).
    remember: bool = False

    def resolve(self, ctx: Ctx) -> None:
        milled: list[int] = []
        for p in _players(self.players, ctx):
            lib = ctx.game.state.players[p].library
            for i in list(lib[: amount_value(self.count, ctx)]):
                new = ctx.game.move(i, Zone.GRAVEYARD, cause="milled")
                obj = ctx.game.state.objects.get(new) if new is not None else None
                if obj is not None and obj.zone is Zone.GRAVEYARD:
                    milled.append(new)
        if self.remember:
            ctx.remembered[:] = milled


@attrs.frozen
class SearchLibrary(Effect):
    """CR 701.19 — "Search your library for up to N [filter] cards, put them [into your hand /
    onto the battlefield (tapped)], then shuffle". A search for cards with a stated quality
    may find fewer (CR 701.19b)."""

    filter: ObjectFilter = ObjectFilter(zone=None)
    count: Amount = 1
    to_zone: Zone = Zone.HAND
    tapped: bool = False
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            lib = game.state.players[p].library
            options = tuple(i for i in lib if self.filter.matches(ctx, game.get(i), any_zone=True))
            n = min(amount_value(self.count, ctx), len(options))
            found = game.ask(p, ChooseObjects(p, options, 0, n, "search")) if n else ()
            new = []
            for i in found:
                if self.to_zone is Zone.BATTLEFIELD:
                    nid = game.put_onto_battlefield(i, p, tapped=self.tapped)
                else:
                    nid = game.move(i, self.to_zone, cause="search")
                if nid is not None:
                    new.append(nid)
            game.shuffle_library(p)
            ctx.remembered[:] = new


@attrs.frozen
class Scry(Effect):
    """CR 701.22 — "Scry N": look at the top N cards, put any number on the bottom and the
    rest on top in any order (answered as ChooseObjects for the bottom, then ChooseOrder)."""

    count: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in _players(self.players, ctx):
            lib = game.state.players[p].library
            top = tuple(lib[: amount_value(self.count, ctx)])
            if not top:
                continue
            bottom = game.ask(p, ChooseObjects(p, top, 0, len(top), "scry: bottom"))
            keep = [i for i in top if i not in bottom]
            if len(keep) > 1:
                order = game.ask(p, ChooseOrder(p, tuple(str(i) for i in keep)))
                keep = [keep[k] for k in order]
            rest = lib[len(top) :]
            lib[:] = keep + rest + list(bottom)
            game.log_note(f"P{p} scries {len(top)}: {len(bottom)} to the bottom")


@attrs.frozen
class CounterObject(Effect):
    """CR 701.6 — "Counter target spell": put it into its owner's graveyard, or into
    ``to`` ("If that spell is countered this way, exile it instead of putting it into its
    owner's graveyard", CR 701.6a, 608.2c; ``bottom``: on the bottom of its library)."""

    what: ObjectRef = Target(0)
    to: Zone = Zone.GRAVEYARD
    bottom: bool = False

    def resolve(self, ctx: Ctx) -> None:
        for i in self.what.resolve(ctx):
            if i in ctx.game.state.stack:
                ctx.game.counter(i, self.to, self.bottom)


@attrs.frozen
class LookAtHand(Effect):
    """CR 402.3 — "Look at [player]'s hand": the controller sees those cards (logged); the
    game state does not change."""

    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        for p in _players(self.players, ctx):
            names = sorted(ctx.game.state.objects[i].name for i in ctx.game.state.players[p].hand)
            ctx.game.log_note(f"P{ctx.controller} looks at P{p}'s hand: {', '.join(names)}")


def mana_cost_of(cost: tuple[Any, ...]) -> ManaCost | None:
    for c in cost:
        if isinstance(c, ManaCost):
            return c
    return None


@attrs.frozen
class CreateDelayedTrigger(Effect):
    """CR 603.7 — "At the beginning of the next [step], [effect]" / "When ..., [effect]":
    creates a delayed triggered ability controlled by this effect's controller (603.7d)."""

    trigger: Any
    effect: Effect
    one_shot: bool = True

    def resolve(self, ctx: Ctx) -> None:
        d = DelayedTrigger(TriggeredAbility(self.trigger, self.effect), ctx.source_id,
                           ctx.controller, self.one_shot)  # fmt: skip
        ctx.game.state.delayed.append(d)


__all__ = [
    "EFFECTS", "AddMana", "AddManaAnyColor", "AddManaCouldProduce", "AddManaOfProducedType",
    "Effect", "ManaEffect", "produces_mana",
]  # fmt: skip
