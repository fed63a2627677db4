"""The Ring tempts you — CR 701.54: the Ring emblem and the Ring-bearer designation.

Each time the Ring tempts a player (:class:`RingTemptsYou`), they get an emblem named The
Ring if they have none (CR 701.54c), then choose a creature they control to be their
Ring-bearer (CR 701.54a); then "Whenever the Ring tempts you" triggers (:class:`RingTempts`,
CR 701.54d), even if they controlled no creature. The Ring's abilities are given by level:
the first from the first temptation, the second as long as the Ring has tempted that player
two or more times, and so on (CR 701.54c); the compiler compiles them from the CR's text.

State: ``state.extra["the_ring"]`` (player -> (emblem object id, times tempted)) and
``state.extra["ring_bearers"]`` (player -> object id of their Ring-bearer). The designation
lasts until another creature becomes that player's Ring-bearer or another player gains
control of it (CR 701.54a); a creature that changes zones is a new object (CR 400.7), so an
object id outlives it never. "Your Ring-bearer" is that object while on the battlefield under
your control (CR 701.54e: :class:`RingBearer`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseObjects
from ..continuous.layers import EffectInstance
from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..state.abilities import StaticAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, Who
from ..state.objects import CardDefinition, Zone
from .emblems import EMBLEM

if TYPE_CHECKING:
    from ..game import Game


def ring_bearer(game: Game, player: int) -> int | None:
    """The object id of ``player``'s Ring-bearer (CR 701.54e), or None: the designated
    creature while it is on the battlefield under their control."""
    oid = game.state.extra.get("ring_bearers", {}).get(player)
    obj = game.state.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD or game.view(oid).controller != player:
        return None
    return oid


def times_tempted(game: Game, player: int) -> int:
    """How many times the Ring has tempted ``player`` this game (CR 701.54c)."""
    return game.state.extra.get("the_ring", {}).get(player, (None, 0))[1]


@attrs.frozen
class RingBearer:
    """CR 701.54b, 701.54e — an object quality: the permanent is the Ring-bearer of the
    player who controls it ("a Ring-bearer"; "your Ring-bearer" adds "you control")."""

    def matches(self, ctx: Ctx, obj: Any, ch: Any) -> bool:
        return ring_bearer(ctx.game, ch.controller) == obj.id


@attrs.frozen
class RingTempted(ev.Event):
    """CR 701.54d — the Ring tempted ``player`` (they completed the actions of 701.54a)."""

    player: int

    def text(self) -> str:
        return f"the Ring tempts P{self.player} (CR 701.54)"


@attrs.frozen
class RingTempts(TriggerPattern):
    """CR 701.54d — "Whenever the Ring tempts you"."""

    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, RingTempted) and self.who.matches(event.player,
                                                                    ctx.controller)  # fmt: skip


def _ring_card(levels: tuple[tuple[Any, ...], ...], times: int) -> CardDefinition:
    """The Ring emblem with the abilities of the first ``times`` levels (CR 701.54c)."""
    abilities = tuple(attrs.evolve(a, zone=Zone.COMMAND)
                      for level in levels[:times] for a in level)  # fmt: skip
    return CardDefinition("The Ring", frozenset(), abilities=abilities)


@attrs.frozen
class RingTemptsYou(Effect):
    """CR 701.54a, 701.54c — "the Ring tempts you": get The Ring emblem if you have none
    (``levels``: its abilities, one tuple per level of CR 701.54c), choose a creature you
    control as your Ring-bearer, then the temptation is done (CR 701.54d)."""

    levels: tuple[tuple[Any, ...], ...]

    def resolve(self, ctx: Ctx) -> None:
        game, player = ctx.game, ctx.controller
        st = game.state
        rings = st.extra.setdefault("the_ring", {})
        emblem_id, times = rings.get(player, (None, 0))
        times += 1
        card = _ring_card(self.levels, times)
        if emblem_id is None:  # CR 701.54c, 114.2: before choosing the Ring-bearer
            obj = game.new_object(card, player, Zone.COMMAND, False)
            obj.choices[EMBLEM] = True
            st.command.append(obj.id)
            emblem_id = obj.id
            for a in card.abilities:
                if isinstance(a, StaticAbility):  # CR 114.4, 611.3a
                    game.add_effect(EffectInstance(a.effect, obj.id, player, obj.timestamp,
                                                   a.affected))  # fmt: skip
            game.log_note(f"P{player} gets an emblem named The Ring (CR 701.54c)")
        else:
            st.objects[emblem_id].card = card  # its abilities as of this many temptations
        rings[player] = (emblem_id, times)
        creatures = tuple(i for i in st.battlefield
                          if "Creature" in game.view(i).types
                          and game.view(i).controller == player)  # fmt: skip
        if creatures:
            [chosen] = game.ask(player, ChooseObjects(player, creatures, 1, 1, "Ring-bearer"))
            st.extra.setdefault("ring_bearers", {})[player] = chosen
            game.log_note(f"P{player} chooses #{chosen} as their Ring-bearer (CR 701.54a)")
        game.changed()
        game.emit(RingTempted(player))  # CR 701.54d: even if no creature was chosen


__all__ = ["RingBearer", "RingTempted", "RingTempts", "RingTemptsYou", "ring_bearer",
           "times_tempted"]  # fmt: skip
