"""Keyword abilities of cards and spells (CR 702): cycling and typecycling (702.29),
flashback (702.34), kicker (702.33), buyback (702.27), evoke (702.74), dash (702.109),
unearth (702.84), split second (702.61), madness (702.35), cascade (702.85), rebound
(702.88), storm (702.40), ripple (702.60), spectacle (702.137), surge (702.117), dredge
(702.52), convoke (702.51), improvise (702.126), delve
(702.66), scavenge (702.97), embalm (702.128), eternalize (702.129), reinforce (702.77),
transmute (702.53).

Each keyword ``expand``s to the activated ability its rule defines; :class:`DiscardThisCost`
is the "Discard this card" cost component they need.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions import primitives as _primitives
from ..actions import zones as _zones
from ..actions.effects import (
    DrawCards,
    ExileObjects,
    PutCounters,
    ReturnToHand,
    SacrificeObjects,
    SearchLibrary,
)  # fmt: skip
from ..agents import CastSpell, ChooseObjects, ChooseYesNo
from ..continuous.layers import AddAbilities, EffectInstance
from ..continuous.spell_abilities import spell_abilities
from ..errors import CostError, IllegalActionError, RulesError
from ..events.replacement import ReplacementSpec, replacement_source
from ..events.replacement_kinds import DrawProposal
from ..events.triggers import (
    BeginningOfStep,
    DelayedTrigger,
    Dies,
    Enters,
    PendingTrigger,
    TriggerPattern,
)
from ..mana.symbols import ManaType
from ..stack import cast_while_resolving as _cast_while_resolving
from ..stack import casting as _casting
from ..stack.casting import _spell_ability, cast_spell
from ..stack.costs import Cost
from ..stack.spell_copies import copy_spell
from ..state.abilities import (
    Ability,
    ActivatedAbility,
    Haste,
    Keyword,
    StaticAbility,
    TriggeredAbility,
)  # fmt: skip
from ..state.effect_base import Effect
from ..state.filters import (
    CREATURE,
    Condition,
    Ctx,
    ObjectFilter,
    ObjectRef,
    Target,
    TargetSpec,
    This,
    Who,
)
from ..state.game_state import Step
from ..state.objects import GameObject, Zone
from .assist import assist
from .cycling import CyclingAbility
from .escalate import escalate_costs
from .graveyard_casting import gained_flashback_cost, jump_start_cost

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class DiscardThisCost(Cost):
    """CR 701.9, 602.1 — "Discard this card" as a cost: the card must be in its owner's
    hand."""

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = game.state.objects.get(source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.HAND or obj.owner != payer:
            raise CostError(f"#{source_id} is not a card in P{payer}'s hand (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.discard(source_id)

    def __str__(self) -> str:
        return "discard this card"


@attrs.frozen
class Cycling(Keyword):
    """CR 702.29a — "[Cost], Discard this card: Draw a card." With ``search`` it is
    typecycling (702.29e): "[Cost], Discard this card: Search your library for a [type]
    card, reveal it, put it into your hand, then shuffle." """

    cost: tuple[Any, ...] = ()
    search: ObjectFilter | None = None

    def expand(self) -> tuple[Ability, ...]:
        effect: Any = DrawCards(1)
        if self.search is not None:
            effect = SearchLibrary(self.search, 1, Zone.HAND)
        cost = (*self.cost, DiscardThisCost())
        return (CyclingAbility(cost, effect, zone=Zone.HAND),)


@attrs.frozen
class Flashback(Keyword):
    """CR 702.34a — "You may cast this card from your graveyard if the resulting spell is an
    instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
    flashback cost was paid, exile this card instead of putting it anywhere else any time it
    would leave the stack" (the cast is handled by :func:`flashback_cost`)."""

    cost: tuple[Any, ...] = ()


@_casting.flashback_cost.provide
def flashback_cost(game: Game, obj: GameObject, player: int) -> tuple[Any, ...] | None:
    """CR 702.34a — the flashback cost ``player`` may cast ``obj`` for: a card with
    flashback in its owner's graveyard (or jump-start, CR 702.133a, which exiles it the
    same way); None if it can't be cast this way."""
    if obj.zone is not Zone.GRAVEYARD or obj.owner != player:
        return None
    if not obj.card.types & {"Instant", "Sorcery"}:
        return None
    for a in game.view(obj.id).abilities:
        if isinstance(a, Flashback):
            return a.cost
    gained = gained_flashback_cost(game, obj, player)  # "gains flashback until end of turn"
    # CR 702.133a: jump-start exiles it as it leaves the stack too
    return gained if gained is not None else jump_start_cost(game, obj, player)


@attrs.frozen
class Kicker(Keyword):
    """CR 702.33a — "You may pay an additional [cost] as you cast this spell" (an optional
    additional cost, 118.8; whether it was paid is tested by
    :class:`~mtgc.runtime.state.filters.CostWasPaid`, 702.33d)."""

    cost: tuple[Any, ...] = ()


@attrs.frozen
class Buyback(Keyword):
    """CR 702.27a — "You may pay an additional [cost] as you cast this spell" and "If the
    buyback cost was paid, put this spell into its owner's hand instead of into that
    player's graveyard as it resolves"."""

    cost: tuple[Any, ...] = ()


def optional_keywords(card: Any) -> list[Any]:
    """Keywords giving an optional additional cost: kicker, buyback, and any keyword marked
    ``additional_cost_keyword`` (entwine, CR 702.42a, in faces_entwine)."""
    return [a for a in card.abilities
            if isinstance(a, Kicker | Buyback) or getattr(a, "additional_cost_keyword", False)]


@_casting.keyword_optional_costs.provide
def keyword_optional_costs(card: Any) -> tuple[tuple[Any, ...], ...]:
    """CR 601.2b, 118.8 — the optional additional costs of the card's kicker and buyback
    keywords, in ability order (they follow the spell ability's own optional costs)."""
    return tuple(a.cost for a in optional_keywords(card))


@_casting.note_optional_paid.provide
def note_optional_paid(spell: GameObject, first: int) -> None:
    """Remember on the spell which keyword costs were paid (``first``: the index of the
    first keyword optional cost): buyback makes it return to the hand (CR 702.27a)."""
    paid = spell.choices.get("optional_paid", ())
    kws = optional_keywords(spell.card)
    for n, a in enumerate(kws):
        if isinstance(a, Buyback) and first + n in paid:
            spell.choices["buyback"] = True


# ------------------------------------------------------------ evoke, dash: alternative costs


@attrs.frozen
class CastWith(Condition):
    """ "if its [evoke / dash] cost was paid" — the keyword alternative cost paid for the
    spell that became this permanent (CR 702.74a, 702.109a)."""

    keyword: str

    def holds(self, ctx: Ctx) -> bool:
        obj = ctx.game.state.objects.get(ctx.source_id)
        return isinstance(obj, GameObject) and obj.choices.get("alternative_paid") == self.keyword


@attrs.frozen
class ThisIfCastWith(ObjectRef):
    """This permanent, as long as its [keyword] cost was paid (CR 702.109a: dash's haste)."""

    keyword: str

    def resolve(self, ctx: Ctx) -> list[int]:
        return [ctx.source_id] if CastWith(self.keyword).holds(ctx) else []


@attrs.frozen
class Evoke(Keyword):
    """CR 702.74a — "You may cast this spell by paying [cost] rather than paying its mana
    cost" and "When this permanent enters, if its evoke cost was paid, its controller
    sacrifices it"."""

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Enters(this=True), SacrificeObjects(This()),
                                 intervening_if=CastWith("evoke")),)  # fmt: skip


@attrs.frozen
class Dash(Keyword):
    """CR 702.109a — "You may cast this spell by paying [cost] rather than paying its mana
    cost", "If this spell's dash cost was paid, return the permanent this spell becomes to
    its owner's hand at the beginning of the next end step" and "As long as this permanent's
    dash cost was paid, it has haste"."""

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (
            StaticAbility(AddAbilities((Haste(),)), ThisIfCastWith("dash")),
            TriggeredAbility(BeginningOfStep(Step.END, Who.ANY), ReturnToHand(This()),
                             intervening_if=CastWith("dash")),
        )  # fmt: skip


def _alternative_keywords(card: Any) -> list[Any]:
    """Keywords giving an alternative cost: evoke, dash, spectacle, surge, blitz, and any
    keyword with an ``alternative_cost`` (morph, CR 702.37c, in faces_morph)."""
    kinds = Evoke | Dash | Spectacle | Surge | Blitz
    return [a for a in card.abilities if isinstance(a, kinds) or hasattr(a, "alternative_cost")]


@_casting.keyword_alternative_costs.provide
def keyword_alternative_costs(card: Any) -> tuple[tuple[Any, ...], ...]:
    """CR 118.9 — the alternative costs of the card's evoke, dash, spectacle and surge
    keywords, in ability order (after the spell ability's own alternative costs)."""
    return tuple(getattr(a, "alternative_cost", a.cost) for a in _alternative_keywords(card))


@_casting.note_alternative_paid.provide
def note_alternative_paid(game: Game, spell: GameObject, k: int) -> None:
    """Remember which keyword alternative cost (``k``-th, or none if negative) was paid;
    a keyword's ``on_cast`` hook runs then (morph turns the spell face down)."""
    kws = _alternative_keywords(spell.card)
    if 0 <= k < len(kws):
        if not _alternative_allowed(game, spell, kws[k]):
            raise IllegalActionError(f"{type(kws[k]).__name__.lower()}'s condition isn't met")
        spell.choices["alternative_paid"] = type(kws[k]).__name__.lower()
        hook = getattr(kws[k], "on_cast", None)
        if hook is not None:
            hook(game, spell)


# -------------------------------------------------------------------------------- unearth


@attrs.frozen
class ReturnUnearthed(Effect):
    """CR 702.84a — "Return this card from your graveyard to the battlefield. It gains
    haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
    exile it instead of putting it anywhere else." """

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.GRAVEYARD:
            return
        new = game.put_onto_battlefield(obj.id, ctx.controller)
        if new is None or new not in game.state.objects:
            return
        game.state.objects[new].choices["exile_if_leaves_battlefield"] = True
        game.add_effect(EffectInstance(AddAbilities((Haste(),)), new, ctx.controller,
                                       game.stamp(), frozenset({new}), "permanent"))  # fmt: skip
        exile = TriggeredAbility(BeginningOfStep(Step.END, Who.ANY), ExileObjects(This()))
        game.state.delayed.append(DelayedTrigger(exile, new, ctx.controller))


@attrs.frozen
class Unearth(Keyword):
    """CR 702.84a — "[Cost]: Return this card from your graveyard to the battlefield. It
    gains haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility(self.cost, ReturnUnearthed(), sorcery_speed=True,
                                 zone=Zone.GRAVEYARD),)  # fmt: skip


# ---------------------------------------------------------------------------- split second


@attrs.frozen
class SplitSecond(Keyword):
    """CR 702.61a — "As long as this spell is on the stack, players can't cast other spells
    or activate abilities that aren't mana abilities" (checked by :func:`split_second_lock`)."""


@_casting.split_second_lock.provide
def split_second_lock(game: Game) -> bool:
    """CR 702.61a — whether a spell with split second is on the stack."""
    for i in game.state.stack:
        o = game.state.objects.get(i)
        if isinstance(o, GameObject) and any(isinstance(a, SplitSecond) for a in o.card.abilities):
            return True
    return False


# -------------------------------------------------- convoke, improvise, delve: paying a cost


@attrs.frozen
class Convoke(Keyword):
    """CR 702.51a — "For each colored mana in this spell's total cost, you may tap an
    untapped creature of that color you control rather than pay that mana. For each generic
    mana in this spell's total cost, you may tap an untapped creature you control rather
    than pay that mana." """


@attrs.frozen
class Improvise(Keyword):
    """CR 702.126a — "For each generic mana in this spell's total cost, you may tap an
    untapped artifact you control rather than pay that mana." """


@attrs.frozen
class Delve(Keyword):
    """CR 702.66a — "For each generic mana in this spell's total cost, you may exile a card
    from your graveyard rather than pay that mana." """


@attrs.frozen
class TapChosenCost(Cost):
    """Tapping the permanents chosen for convoke or improvise (CR 702.51a, 702.126a)."""

    ids: tuple[int, ...] = ()

    def check(self, game: Game, payer: int, source_id: int) -> None:
        for i in self.ids:
            o = game.state.objects.get(i)
            ok = isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD and not o.tapped
            if not ok or game.view(i).controller != payer:
                raise CostError(f"#{i} isn't an untapped permanent P{payer} controls")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in self.ids:
            game.tap(i)


@attrs.frozen
class ExileChosenCost(Cost):
    """Exiling the graveyard cards chosen for delve (CR 702.66a)."""

    ids: tuple[int, ...] = ()

    def check(self, game: Game, payer: int, source_id: int) -> None:
        for i in self.ids:
            o = game.state.objects.get(i)
            if not isinstance(o, GameObject) or o.zone is not Zone.GRAVEYARD or o.owner != payer:
                raise CostError(f"#{i} isn't a card in P{payer}'s graveyard")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in self.ids:
            game.move(i, Zone.EXILE, cause="delve")


def _convoke_reduce(req: Any, colors: list[frozenset[Any]]) -> Any:
    """CR 702.51a — the requirement left after tapping creatures of ``colors``: a largest
    matching of creatures to colored symbols they can pay, the rest pay generic mana."""
    spec = list(req.specific)
    match: dict[int, int] = {}

    def augment(ci: int, seen: set[int]) -> bool:
        for si, s in enumerate(spec):
            if si in seen or not (s & colors[ci]):
                continue
            seen.add(si)
            if si not in match or augment(match[si], seen):
                match[si] = ci
                return True
        return False

    for ci in range(len(colors)):
        augment(ci, set())
    rest = len(colors) - len(match)
    if rest > req.generic:
        raise CostError("more creatures tapped for convoke than the cost allows (CR 702.51a)")
    left = tuple(s for si, s in enumerate(spec) if si not in match)
    return attrs.evolve(req, specific=left, generic=req.generic - rest)


@_casting.keyword_payment.provide
def keyword_payment(game: Game, player: int, spell: GameObject, req: Any) -> tuple[Any, list]:
    """CR 601.2f-h with escalate (its cost once per extra mode), assist, convoke, improvise
    and delve: another player pays part of the generic mana (assist), the player chooses
    the creatures, artifacts or graveyard cards that pay part of the total cost ``req``;
    returns the requirement left and the cost components that pay it. The spell's abilities
    include those granted to it ("Artifact spells you cast have convoke", CR 611.3a)."""
    abilities = spell_abilities(game, player, spell)
    req, out = escalate_costs(spell, req)  # CR 702.120a: an additional cost per extra mode
    req, helped = assist(game, player, spell, req)  # CR 702.132a: before mana abilities
    out += helped
    used: set[int] = set()

    def untapped(kind: str) -> tuple[int, ...]:
        return tuple(
            i for i in game.state.battlefield
            if i not in used and game.view(i).controller == player
            and kind in game.view(i).types and not game.state.objects[i].tapped  # type: ignore[union-attr]
        )  # fmt: skip

    if any(isinstance(a, Convoke) for a in abilities):
        cands = untapped("Creature")
        most = min(len(cands), len(req.specific) + req.generic)
        if most:
            d = ChooseObjects(player, cands, 0, most, "convoke")
            pick = tuple(d.validate(game.ask(player, d)))
            req = _convoke_reduce(req, [game.view(i).colors for i in pick])
            used.update(pick)
            out.append(TapChosenCost(pick))
    if any(isinstance(a, Improvise) for a in abilities):
        cands = untapped("Artifact")
        most = min(len(cands), req.generic)
        if most:
            d = ChooseObjects(player, cands, 0, most, "improvise")
            pick = tuple(d.validate(game.ask(player, d)))
            req = attrs.evolve(req, generic=req.generic - len(pick))
            out.append(TapChosenCost(pick))
    if any(isinstance(a, Delve) for a in abilities):
        cands = tuple(game.state.players[player].graveyard)
        most = min(len(cands), req.generic)
        if most:
            d = ChooseObjects(player, cands, 0, most, "delve")
            pick = tuple(d.validate(game.ask(player, d)))
            req = attrs.evolve(req, generic=req.generic - len(pick))
            out.append(ExileChosenCost(pick))
    return req, out


# ----------------------------- scavenge, embalm, eternalize, reinforce, transmute: card costs


@attrs.frozen
class ExileThisCost(Cost):
    """CR 118, 406 — "Exile this card from your graveyard" as a cost."""

    def check(self, game: Game, payer: int, source_id: int) -> None:
        obj = game.state.objects.get(source_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.GRAVEYARD or obj.owner != payer:
            raise CostError(f"#{source_id} is not a card in P{payer}'s graveyard (CR 118.3)")

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        game.move(source_id, Zone.EXILE, cause="cost")


@attrs.frozen
class CountersEqualToItsPower(Effect):
    """CR 702.97a — "Put a number of +1/+1 counters equal to the power of the card you
    exiled on target creature" (the card as it last existed, CR 608.2h)."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        n = game.view(ctx.source_id).power or 0 if game.known(ctx.source_id) else 0
        PutCounters("+1/+1", max(0, n), Target(0)).resolve(ctx)


@attrs.frozen
class Scavenge(Keyword):
    """CR 702.97a — "[Cost], Exile this card from your graveyard: Put a number of +1/+1
    counters equal to the power of the card you exiled on target creature. Activate only as
    a sorcery." """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((*self.cost, ExileThisCost()), CountersEqualToItsPower(),
                                 (TargetSpec(CREATURE),), sorcery_speed=True,
                                 zone=Zone.GRAVEYARD),)  # fmt: skip


@attrs.frozen
class CreateCopyToken(Effect):
    """CR 707.9b, 702.128a/702.129a — "Create a token that's a copy of it, except it's a
    [color] Zombie [types] with no mana cost" (eternalize: also 4/4)."""

    color: ManaType
    pt: tuple[int, int] | None = None

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        if not game.known(ctx.source_id):
            return
        card = (game.state.objects.get(ctx.source_id) or game.lki_object(ctx.source_id)).card
        changes: dict[str, Any] = {
            "colors": frozenset({self.color}), "subtypes": card.subtypes | {"Zombie"},
            "mana_cost": None,
        }  # fmt: skip
        if self.pt is not None:
            changes["power"], changes["toughness"] = self.pt
        game.create_token(attrs.evolve(card, **changes), ctx.controller)


@attrs.frozen
class Embalm(Keyword):
    """CR 702.128a — "[Cost], Exile this card from your graveyard: Create a token that's a
    copy of it, except it's a white Zombie [types] with no mana cost. Embalm only as a
    sorcery." """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((*self.cost, ExileThisCost()), CreateCopyToken(ManaType.W),
                                 sorcery_speed=True, zone=Zone.GRAVEYARD),)  # fmt: skip


@attrs.frozen
class Eternalize(Keyword):
    """CR 702.129a — "[Cost], Exile this card from your graveyard: Create a token that's a
    copy of it, except it's a 4/4 black Zombie [types] with no mana cost. Eternalize only as
    a sorcery." """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        make = CreateCopyToken(ManaType.B, (4, 4))
        return (ActivatedAbility((*self.cost, ExileThisCost()), make, sorcery_speed=True,
                                 zone=Zone.GRAVEYARD),)  # fmt: skip


@attrs.frozen
class Reinforce(Keyword):
    """CR 702.77a — "[Cost], Discard this card: Put N +1/+1 counters on target creature." """

    n: int = 1
    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((*self.cost, DiscardThisCost()), PutCounters("+1/+1", self.n),
                                 (TargetSpec(CREATURE),), zone=Zone.HAND),)  # fmt: skip


@attrs.frozen
class SearchSameManaValue(Effect):
    """CR 702.53a — "Search your library for a card with the same mana value as this card,
    reveal it, put it into your hand, then shuffle." """

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        if not game.known(ctx.source_id):
            return
        mc = game.view(ctx.source_id).mana_cost
        mv = mc.mana_value() if mc is not None else 0

        def value(i: int) -> int:
            c = game.view(i).mana_cost
            return c.mana_value() if c is not None else 0

        options = tuple(i for i in game.state.players[me].library if value(i) == mv)
        found = game.ask(me, ChooseObjects(me, options, 0, 1, "search")) if options else ()
        for i in found:
            game.move(i, Zone.HAND, cause="search")
        game.shuffle_library(me)


@attrs.frozen
class Transmute(Keyword):
    """CR 702.53a — "[Cost], Discard this card: Search your library for a card with the same
    mana value as the discarded card, reveal that card, and put it into your hand. Then
    shuffle. Activate only as a sorcery." """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        return (ActivatedAbility((*self.cost, DiscardThisCost()), SearchSameManaValue(),
                                 sorcery_speed=True, zone=Zone.HAND),)  # fmt: skip


# ------------------------------------------------- where a card goes: flashback, buyback, ...


@_zones.keyword_destination.provide
def keyword_destination(game: Game, obj: GameObject, to_zone: Zone, cause: str | None) -> Zone:
    """The zone a moving object really goes to under its keywords' replacement rules:
    flashback (CR 702.34a) and unearth (702.84a) exile it,
    buyback (702.27a) returns the
    resolving spell to its owner's hand, rebound (702.88a) exiles the resolving spell and
    sets up its recast."""
    if obj.zone is Zone.STACK and obj.choices.get("spell_copy"):
        obj.is_token = True  # CR 704.5e: a copy of a spell ceases to exist off the stack
        return to_zone
    if obj.zone is Zone.STACK and obj.choices.get("exile_if_leaves_stack"):
        return Zone.EXILE
    if obj.zone is Zone.STACK and cause == "resolved" and obj.choices.get("buyback"):
        return Zone.HAND
    if obj.zone is Zone.STACK and cause == "resolved" and obj.choices.get("rebound"):
        recast = TriggeredAbility(BeginningOfStep(Step.UPKEEP, Who.YOU), CastReboundCard())
        game.state.delayed.append(DelayedTrigger(recast, obj.id, obj.controller))
        return Zone.EXILE
    if obj.zone is Zone.BATTLEFIELD and obj.choices.get("exile_if_leaves_battlefield"):
        return Zone.EXILE
    return to_zone


# ------------------------------------------------------------------ cascade, rebound


@_cast_while_resolving.cast_now.provide
def cast_now(game: Game, player: int, card_id: int, cost: tuple[Any, ...] | None = None) -> bool:
    """Cast a card while an effect resolves, ignoring timing (CR 608.2g, 702.85a, 702.88a),
    without paying its mana cost or, with ``cost``, paying that instead (madness, 702.35a);
    the player may decline. Returns whether it was cast."""
    if not game.ask(player, ChooseYesNo(player, f"cast #{card_id} without paying?")):
        return False
    free = ObjectFilter(zone=None) if cost is None else None
    game.grant_play_permission(card_id, player, "eot", free)
    game.state.extra["cast_during_resolution"] = True
    if cost is not None:
        game.state.extra["keyword_cast_cost"] = (card_id, cost)
    try:
        action = CastSpell(card_id, without_paying=cost is None)
        game.transaction(cast_spell, game, player, action)
        return True
    except RulesError:
        return False
    finally:
        game.state.extra.pop("cast_during_resolution", None)
        game.state.extra.pop("keyword_cast_cost", None)
        game.state.permissions = [p for p in game.state.permissions if p[0] != card_id]


def _mana_value(game: Game, i: int) -> int:
    mc = game.view(i).mana_cost
    return mc.mana_value() if mc is not None else 0


@attrs.frozen
class CascadeEffect(Effect):
    """CR 702.85a — "exile cards from the top of your library until you exile a nonland card
    whose mana value is less than this spell's mana value. You may cast that card without
    paying its mana cost if the resulting spell's mana value is less than this spell's mana
    value. Then put all cards exiled this way that weren't cast on the bottom of your library
    in a random order." """

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        mv = _mana_value(game, ctx.source_id) if game.known(ctx.source_id) else 0
        exiled: list[int] = []
        hit = None
        while game.state.players[me].library:
            new = game.move(game.state.players[me].library[0], Zone.EXILE, cause="cascade")
            if new is None:
                continue
            exiled.append(new)
            if "Land" not in game.view(new).types and _mana_value(game, new) < mv:
                hit = new
                break
        if hit is not None and cast_now(game, me, hit):
            exiled.remove(hit)
        rest = [i for i in exiled if i in game.state.objects]
        game.rng.shuffle(rest)
        for i in rest:
            game.move(i, Zone.LIBRARY, cause="cascade", bottom=True)


@attrs.frozen
class Cascade(Keyword):
    """CR 702.85a — "When you cast this spell, [cascade]" (a cast trigger of the spell)."""


@attrs.frozen
class CastReboundCard(Effect):
    """CR 702.88a — "you may cast this card from exile without paying its mana cost" (the
    card the spell became in exile: the same physical card)."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        if not game.known(ctx.source_id):
            return
        old = game.state.objects.get(ctx.source_id)
        uid = (old if isinstance(old, GameObject) else game.lki_object(ctx.source_id)).card_uid
        for i in list(game.state.exile):
            o = game.state.objects.get(i)
            if isinstance(o, GameObject) and o.card_uid == uid:
                cast_now(game, ctx.controller, i)
                return


@attrs.frozen
class Rebound(Keyword):
    """CR 702.88a — "If this spell was cast from your hand, instead of putting it into your
    graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
    cast this card from exile without paying its mana cost." """


@_casting.own_cast_triggers.provide
def own_cast_triggers(game: Game, spell_id: int, player: int, from_zone: Zone) -> None:
    """CR 603.2, 601.2i — the spell's own "when you cast this spell" keyword abilities
    (cascade, storm) trigger; rebound notes that it was cast from its owner's hand. Spells
    cast this turn are counted here (storm, CR 702.40a)."""
    spell = game.state.objects[spell_id]
    assert isinstance(spell, GameObject)
    turn, before = game.state.extra.get("spells_cast_this_turn", (None, 0))
    before = before if turn == game.state.turn else 0
    game.state.extra["spells_cast_this_turn"] = (game.state.turn, before + 1)
    turn, casters = game.state.extra.get("casters_this_turn", (None, frozenset()))
    casters = casters if turn == game.state.turn else frozenset()
    game.state.extra["casters_this_turn"] = (game.state.turn, casters | {player})
    for a in spell.card.abilities:
        if isinstance(a, Cascade):
            ability = TriggeredAbility(QueuedTrigger("cast this spell"), CascadeEffect())
            game.state.pending.append(PendingTrigger(ability, spell_id, player, None))
        if isinstance(a, Ripple):
            ability = TriggeredAbility(QueuedTrigger("cast this spell"), RippleEffect(a.n))
            game.state.pending.append(PendingTrigger(ability, spell_id, player, None))
        if isinstance(a, Storm) and before:
            ability = TriggeredAbility(QueuedTrigger("cast this spell"), StormCopies(before))
            game.state.pending.append(PendingTrigger(ability, spell_id, player, None))
        if isinstance(a, Rebound) and from_zone is Zone.HAND:
            spell.choices["rebound"] = True
        effect = a.cast_trigger(game, spell) if hasattr(a, "cast_trigger") else None
        if effect is not None:  # replicate (CR 702.56a, in faces_replicate)
            ability = TriggeredAbility(QueuedTrigger("cast this spell"), effect)
            game.state.pending.append(PendingTrigger(ability, spell_id, player, None))


# -------------------------------------------------------------------------------- madness


@attrs.frozen
class QueuedTrigger(TriggerPattern):
    """A keyword's trigger event that the runtime raises itself when it happens (the spell
    being cast, CR 702.85a; a card exiled by madness, 702.35a): never matched by scanning."""

    event: str

    def matches(self, game: Game, event: Any, ctx: Ctx) -> bool:
        return False


def _same_card_in(game: Game, source_id: int, zone_ids: list[int]) -> int | None:
    """The object in ``zone_ids`` that is the same physical card as ``source_id`` was."""
    if not game.known(source_id):
        return None
    old = game.state.objects.get(source_id)
    uid = (old if isinstance(old, GameObject) else game.lki_object(source_id)).card_uid
    for i in list(zone_ids):
        o = game.state.objects.get(i)
        if isinstance(o, GameObject) and o.card_uid == uid:
            return i
    return None


@attrs.frozen
class CastWithMadness(Effect):
    """CR 702.35a — "When this card is exiled this way, its owner may cast it by paying
    [cost] rather than paying its mana cost. If that player doesn't, they put this card into
    their graveyard." """

    cost: tuple[Any, ...]

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        card = _same_card_in(game, ctx.source_id, game.state.exile)
        if card is None:
            return
        if not cast_now(game, ctx.controller, card, self.cost):
            game.move(card, Zone.GRAVEYARD, cause="madness")


@attrs.frozen
class Madness(Keyword):
    """CR 702.35a — "If a player would discard this card, that player discards it, but exiles
    it instead of putting it into their graveyard" and the cast trigger
    (:class:`CastWithMadness`)."""

    cost: tuple[Any, ...] = ()


@_casting.keyword_cast_cost.provide
def keyword_cast_cost(game: Game, card_id: int) -> tuple[Any, ...] | None:
    """The keyword cost a card is being cast for during a resolution (madness, CR 702.35a)."""
    pending = game.state.extra.get("keyword_cast_cost")
    if pending is not None and pending[0] == card_id:
        return pending[1]
    return None


# ---------------------------------------------------------------------------------- storm


@attrs.frozen
class StormCopies(Effect):
    """CR 702.40a — "copy it for each other spell that was cast before it this turn. If the
    spell has any targets, you may choose new targets for any of the copies." """

    n: int

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        if not game.known(ctx.source_id):
            return
        spell = game.state.objects.get(ctx.source_id)
        if not isinstance(spell, GameObject):
            spell = game.lki_object(ctx.source_id)
        specs = _spell_ability(spell).targets
        for _ in range(self.n):
            cid = copy_spell(game, spell, me)
            copy = game.state.objects[cid]
            if specs and game.ask(me, ChooseYesNo(me, "choose new targets for the copy?")):
                c = Ctx(game, cid, me, x=copy.x_value)
                chosen = game.choose_targets(me, specs, c, None, copy.card.name)
                if chosen is not None:
                    copy.targets = chosen


@attrs.frozen
class Storm(Keyword):
    """CR 702.40a — "When you cast this spell, copy it for each other spell that was cast
    before it this turn" (spells cast this turn are counted by :func:`own_cast_triggers`)."""


# ------------------------------------------------------------------ spectacle, surge, dredge


@attrs.frozen
class Spectacle(Keyword):
    """CR 702.137a — "You may cast this spell for [cost] rather than its mana cost if an
    opponent lost life this turn." """

    cost: tuple[Any, ...] = ()


@attrs.frozen
class Surge(Keyword):
    """CR 702.117a — "You may cast this spell by paying [cost] rather than its mana cost if
    you or one of your teammates has cast another spell this turn." """

    cost: tuple[Any, ...] = ()


@_primitives.note_life_lost.provide
def note_life_lost(game: Game, player: int) -> None:
    """Remember that ``player`` lost life this turn (spectacle, CR 702.137a)."""
    seen = game.state.extra.get("players_lost_life", frozenset())
    game.state.extra["players_lost_life"] = seen | {(game.state.turn, player)}


def _alternative_allowed(game: Game, spell: GameObject, kw: Any) -> bool:
    turn = game.state.turn
    if isinstance(kw, Spectacle):
        lost = game.state.extra.get("players_lost_life", ())
        return any((turn, p) in lost for p in game.opponents(spell.controller))
    if isinstance(kw, Surge):  # (the spell being cast isn't counted yet)
        seen, casters = game.state.extra.get("casters_this_turn", (None, frozenset()))
        return seen == turn and spell.controller in casters
    return True


@attrs.frozen
class Dredge(Keyword):
    """CR 702.52a — "If you would draw a card, you may mill N cards instead. If you do,
    return this card from your graveyard to your hand." (only with N cards in the library,
    702.52b); it functions in the graveyard."""

    n: int = 1


@attrs.frozen
class DredgeInstead(ReplacementSpec):
    """CR 702.52a — "If you would draw a card, you may mill N cards instead. If you do,
    return this card from your graveyard to your hand": the dredge abilities of the
    drawing player's graveyard, as one replacement effect of the draw (the player picks
    which card, or none, CR 702.52b)."""

    def describe(self) -> str:
        return "dredge (CR 702.52a)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return (isinstance(proposal, DrawProposal) and proposal.count >= 1
                and proposal.player == ctx.controller
                and bool(_dredgers(game, ctx.controller)))  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        from ..agents import ChooseObjects

        player = ctx.controller
        options = _dredgers(game, player)
        d = ChooseObjects(player, tuple(options), 0, 1, "dredge instead of drawing")
        pick = d.validate(game.ask(player, d))
        if not pick:
            return
        proposal.count -= 1
        card, n = pick[0], options[pick[0]]

        def dredge() -> None:
            p = game.state.players[player]
            for i in list(p.library[:n]):
                game.move(i, Zone.GRAVEYARD, cause="milled")
            game.move(card, Zone.HAND, cause="dredge")

        proposal.instead.append(dredge)


def _dredgers(game: Game, player: int) -> dict[int, int]:
    """Cards with dredge N in ``player``'s graveyard and N cards to mill (CR 702.52b)."""
    p = game.state.players[player]
    options: dict[int, int] = {}
    for i in p.graveyard:
        for a in game.view(i).abilities:
            if isinstance(a, Dredge) and len(p.library) >= a.n:
                options[i] = a.n
    return options


@replacement_source
def _dredge(game: Game, proposal: Any) -> list[tuple[Any, Any, Ctx]]:
    if not isinstance(proposal, DrawProposal) or not _dredgers(game, proposal.player):
        return []
    return [(("dredge", proposal.player), DredgeInstead(), Ctx(game, -1, proposal.player))]


# --------------------------------------------------------------------------------- ripple


@attrs.frozen
class RippleEffect(Effect):
    """CR 702.60a — "you may reveal the top N cards of your library. If you do, you may cast
    spells with the same name as this spell from among cards revealed this way without
    paying their mana costs. Put the rest on the bottom of your library in any order." """

    n: int

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        if not game.known(ctx.source_id):
            return
        name = game.view(ctx.source_id).name
        top = list(game.state.players[me].library[: self.n])
        if not top or not game.ask(me, ChooseYesNo(me, f"ripple: reveal the top {self.n}?")):
            return
        game.log_note(f"P{me} reveals " + ", ".join(game.view(i).name for i in top))
        for i in top:
            if game.view(i).name == name and "Land" not in game.view(i).types:
                cast_now(game, me, i)
        for i in top:
            if i in game.state.players[me].library:
                game.move(i, Zone.LIBRARY, cause="ripple", bottom=True)


@attrs.frozen
class Ripple(Keyword):
    """CR 702.60a — "When you cast this spell, [ripple N]"."""

    n: int = 4


# ---------------------------------------------------------------------------------- blitz


@attrs.frozen
class Blitz(Keyword):
    """CR 702.152a — "You may cast this spell by paying [cost] rather than paying its mana
    cost", "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes
    at the beginning of the next end step" and "As long as this permanent's blitz cost was
    paid, it has haste and 'When this permanent is put into a graveyard from the battlefield,
    draw a card.'" """

    cost: tuple[Any, ...] = ()

    def expand(self) -> tuple[Ability, ...]:
        draw = TriggeredAbility(Dies(this=True), DrawCards(1))
        return (
            StaticAbility(AddAbilities((Haste(), draw)), ThisIfCastWith("blitz")),
            TriggeredAbility(BeginningOfStep(Step.END, Who.ANY), SacrificeObjects(This()),
                             intervening_if=CastWith("blitz")),
        )  # fmt: skip
