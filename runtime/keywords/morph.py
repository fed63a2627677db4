"""Face-down permanents and morph — CR 708 (face-down spells and permanents), 702.37 (morph
and megamorph), 116.2b (turning a face-down permanent face up is a special action).

A face-down object's card is :data:`FACE_DOWN` — a 2/2 creature with no name, mana cost,
color, subtypes or abilities (CR 708.2a) — and its real card is kept in
``obj.choices["face_down"]``. The face-down characteristics are its copiable values (CR
708.2, 707.2), so every rule that reads the object sees them. Leaving the battlefield or the
stack it becomes its real card again (CR 708.9, in :mod:`mtgc.runtime.actions.zones`); a face-down
spell resolves into a face-down permanent (CR 708.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..actions.effects import _objects
from ..agents import Action, ChooseObjects
from ..continuous.layers import CastAsThoughFlash, rule_statics
from ..errors import IllegalActionError, TimingError
from ..events import events as ev
from ..events.triggers import TriggerPattern, _lki_match
from ..mana.symbols import ManaCost, PaymentChoices, PaymentPurpose
from ..stack.casting import pay_costs
from ..stack.costs import _ChosenObjectsCost
from ..stack.resolution import give_priority
from ..state.abilities import Keyword
from ..state.effect_base import Effect
from ..state.filters import Amount, Ctx, ObjectFilter, ObjectRef, amount_value
from ..state.objects import CardDefinition, GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

#: CR 708.2a — a face-down permanent or spell: a 2/2 creature with no text, no name, no
#: subtypes and no mana cost.
FACE_DOWN = CardDefinition(name="", types=frozenset({"Creature"}), power=2, toughness=2)

#: CR 702.37c — the cost of casting a card with morph face down.
MORPH_CAST_COST = (ManaCost.parse("{3}"),)


def is_face_down(obj: Any) -> bool:
    """Whether ``obj`` is a face-down spell or permanent (CR 708)."""
    return isinstance(obj, GameObject) and "face_down" in obj.choices


def turn_face_down(obj: GameObject) -> None:
    """CR 708.2 — the object gets the face-down characteristics; its card is remembered."""
    if not is_face_down(obj):
        obj.choices["face_down"] = obj.card
        obj.card = FACE_DOWN


@attrs.frozen
class Morph(Keyword):
    """CR 702.37a — "You may cast this card as a 2/2 face-down creature with no text, no
    name, no subtypes and no mana cost by paying {3} rather than paying its mana cost" and
    "As long as this permanent is face down, you may turn it face up by paying [cost]" (a
    special action, 702.37e). ``mega``: megamorph (702.37b) — turned face up for its
    megamorph cost, it gets a +1/+1 counter."""

    cost: tuple[Any, ...] = ()
    mega: bool = False
    cr = "702.37"

    @property
    def alternative_cost(self) -> tuple[Any, ...]:
        """CR 702.37c, 118.9 — the alternative cost of casting it face down."""
        return MORPH_CAST_COST

    def on_cast(self, game: Game, spell: GameObject) -> None:
        """CR 702.37c, 601.2a — the spell is turned face down as it's put on the stack, so
        its total cost (601.2f) and timing see a 2/2 creature spell with no abilities."""
        turn_face_down(spell)
        st = game.state
        # CR 307.1: own main phase, and nothing on the stack but this spell
        sorcery = st.active == spell.controller and st.step.is_main and st.stack == [spell.id]
        if sorcery or st.extra.get("cast_during_resolution"):
            return
        ctx = Ctx(game, spell.id, spell.controller)
        for _, ctl, a in rule_statics(game, CastAsThoughFlash):
            if ctl == spell.controller and a.effect.filter.matches(ctx, spell, any_zone=True):
                return
        raise TimingError("a face-down creature spell has no flash (CR 708.4, 307.1)")


# ----------------------------------------------------------------- turning face up


@attrs.frozen
class TurnedFaceUp(ev.Event):
    """CR 708.8 — a face-down permanent was turned face up."""

    object_id: int
    name: str
    controller: int

    def text(self) -> str:
        return f"P{self.controller} turns #{self.object_id} face up: {self.name}"


@attrs.frozen
class TurnFaceUp(Action):
    """CR 116.2b, 702.37e — the special action of turning a face-down permanent you control
    face up by paying its morph (or megamorph) cost; any time you have priority, without
    using the stack. ``cost_choices``, ``mana``, ``auto_pay``, ``payment`` as for
    :class:`~mtgc.runtime.agents.ActivateAbility`."""

    permanent_id: int
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    payment: PaymentChoices | None = None

    def perform(self, game: Game, player: int) -> None:
        turn_face_up(game, player, self)


def turn_face_up(game: Game, player: int, action: TurnFaceUp) -> None:
    """CR 702.37e: show the morph cost, pay it, turn the permanent face up. CR 708.8: it
    keeps its identity (no zone change, no "enters" abilities) and its "when turned face
    up" abilities trigger."""
    obj = game.get(action.permanent_id)
    if obj.zone is not Zone.BATTLEFIELD or not is_face_down(obj):
        raise IllegalActionError(f"#{obj.id} is not a face-down permanent (CR 702.37e)")
    if game.view(obj.id).controller != player:
        raise IllegalActionError(f"P{player} doesn't control #{obj.id} (CR 702.37e)")
    real: CardDefinition = obj.choices["face_down"]
    morph = next((a for a in real.abilities if isinstance(a, Morph)), None)
    if morph is not None:
        cost, what = morph.cost, "morph cost"
    elif obj.choices.get("manifested") and "Creature" in real.types and real.mana_cost:
        cost, what = (real.mana_cost,), "mana cost"  # CR 701.40b: a manifested creature card
    else:
        raise IllegalActionError(f"#{obj.id} has no cost to turn it face up (CR 702.37e, "
                                 "701.40b)")  # fmt: skip
    game.log_note(f"P{player} reveals the {what} of #{obj.id}: {real.name}")
    pay_costs(game, player, cost, obj.id, action.payment, action.cost_choices,
              action.mana, action.auto_pay,
              PaymentPurpose("turn face up", object_id=obj.id, player=player,
                             game=game))  # CR 116.2b  # fmt: skip
    turn_up(game, obj, player)
    if morph is not None and morph.mega:  # CR 702.37b
        game.add_counters(obj.id, "+1/+1", 1)
    game.emit(TurnedFaceUp(obj.id, real.name, player))
    give_priority(game, player)


def turn_up(game: Game, obj: GameObject, player: int) -> None:
    """CR 708.8: the face-down permanent gets its card's characteristics again (same object;
    the caller emits :class:`TurnedFaceUp` when done)."""
    obj.card = obj.choices.pop("face_down")
    game.changed()
    game.log_note(f"#{obj.id} is turned face up: {obj.card.name}")


@attrs.frozen
class TurnFaceUpEffect(Effect):
    """ "Turn target face-down creature face up" (CR 708.8; an effect, no cost paid)."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        for i in _objects(self.what, ctx):
            obj = ctx.game.state.objects.get(i)
            if is_face_down(obj) and obj.zone is Zone.BATTLEFIELD:  # type: ignore[union-attr]
                turn_up(ctx.game, obj, ctx.controller)  # type: ignore[arg-type]
                ctx.game.emit(TurnedFaceUp(i, obj.card.name, ctx.controller))  # type: ignore[union-attr]


@attrs.frozen
class TurnFaceDownEffect(Effect):
    """ "Turn this creature face down" (CR 708.2a: the same permanent becomes a face-down
    2/2 with no text; 708.2b: a face-down permanent stays as it is)."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        for i in _objects(self.what, ctx):
            obj = ctx.game.state.objects.get(i)
            if isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD:
                turn_face_down(obj)
                ctx.game.changed()
                ctx.game.log_note(f"#{i} is turned face down")


def manifest(game: Game, card_id: int, player: int) -> int | None:
    """CR 701.40a — turn the card face down and put it onto the battlefield as a 2/2
    face-down creature (a manifested permanent); the new permanent's id, or None when it
    didn't enter (CR 701.40f: it stays face up where it was)."""
    obj = game.get(card_id)
    turn_face_down(obj)
    obj.choices["manifesting"] = True  # the zone change keeps it face down (CR 701.40a)
    new = game.put_onto_battlefield(card_id, player)
    if new is None or new not in game.state.battlefield:
        if card_id in game.state.objects:  # CR 701.40f
            obj.choices.pop("manifesting", None)
            obj.card = obj.choices.pop("face_down")
        return None
    game.state.objects[new].choices["manifested"] = True
    game.changed()
    return new


@attrs.frozen
class ManifestDread(Effect):
    """CR 701.62a — "Manifest dread": look at the top two cards of your library, manifest
    one of them, put the others you looked at into your graveyard (``times``: "manifest
    dread twice"); the manifested permanent is remembered ("it", "that creature")."""

    times: Amount = 1

    def resolve(self, ctx: Ctx) -> None:
        game, p = ctx.game, ctx.controller
        made: list[int] = []
        for _ in range(amount_value(self.times, ctx)):
            top = tuple(game.state.players[p].library[:2])
            if not top:
                continue
            chosen = top if len(top) == 1 else game.ask(
                p, ChooseObjects(p, top, 1, 1, "manifest dread"))  # fmt: skip
            new = manifest(game, chosen[0], p)
            if new is not None:
                made.append(new)
            for i in top:
                if i != chosen[0] and i in game.state.players[p].library:
                    game.move(i, Zone.GRAVEYARD, cause="manifest dread")
        ctx.remembered[:] = made


@attrs.frozen
class FaceDownQuality:
    """ "face-down" / "face-up" in an object description (CR 708)."""

    down: bool = True

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return is_face_down(obj) == self.down


#: Status words of object descriptions (lowered into ``ObjectFilter.extra``).
FACE_STATUS = {"face-down": FaceDownQuality(True), "face-up": FaceDownQuality(False)}


@attrs.frozen
class TurnedFaceUpTrigger(TriggerPattern):
    """CR 708.8 — "When this creature is turned face up" (``this``), "Whenever a permanent
    [you control] is turned face up" (``filter``), "When enchanted creature is turned face
    up" (``attached``)."""

    filter: ObjectFilter | None = None
    this: bool = False
    #: "When enchanted creature is turned face up" (the permanent this is attached to).
    attached: bool = False

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, TurnedFaceUp):
            return False
        if self.this and event.object_id != ctx.source_id:
            return False
        if self.attached:
            src = game.state.objects.get(ctx.source_id)
            if not isinstance(src, GameObject) or src.attached_to != event.object_id:
                return False
        return _lki_match(game, self.filter, event.object_id, ctx)


@attrs.frozen
class RevealFromHandCost(_ChosenObjectsCost):
    """ "Reveal a [filter] card in your hand" as a cost (morph costs, CR 702.37a, 118.3):
    payable only with such a card; revealing changes nothing else."""

    filter: ObjectFilter | None = None
    n: int = 1
    zone = Zone.HAND

    def pay(self, game: Game, payer: int, source_id: int, chosen: list[int]) -> None:
        for i in chosen:
            game.log_note(f"P{payer} reveals {game.get(i).name}#{i}")
