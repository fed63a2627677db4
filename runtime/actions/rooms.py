"""Rooms — split permanents whose halves (doors) are locked or unlocked, CR 709.5.

A Room card whose two halves are known is one definition holding them
(``CardDefinition.doors``: left, right; CR 709.5a: they share its type line). A Room
definition with no ``doors`` is its left door alone (a card record that carries one half).
On the battlefield the doors a permanent has unlocked are ``obj.choices["unlocked"]``
(door indexes, CR 709.5c); a locked door has no name, mana cost or rules text there
(CR 709.5: the two static abilities of the shared type line, applied by
:func:`mtgc.runtime.continuous.layers.room_characteristics`).

- CR 709.3, 709.3b: a Room card is cast as one of its halves (``CastSpell.half``,
  :func:`mtgc.runtime.stack.casting.cast_half`); on the stack only that half's
  characteristics exist (the spell's card is the half, ``choices["room"]`` the whole card).
- CR 709.5d: it enters with the half that was cast unlocked (none if it wasn't cast).
- CR 709.5e: its controller may pay the mana cost of a locked door to unlock it — a special
  action (CR 116.2), during their main phase while the stack is empty
  (:class:`UnlockDoorAction`).
- CR 709.5h-i: "When you unlock this door" triggers when the permanent gets that door's
  designation, entering or later; "Whenever you fully unlock a Room" when it gets the
  second one (:class:`DoorUnlocked`, :class:`DoorUnlockedTrigger`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import Action, ChooseObjects, ChooseOption
from ..errors import IllegalActionError, TimingError
from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..mana.symbols import ManaCost, PaymentChoices, PaymentPurpose
from ..stack import casting as _casting
from ..stack.casting import ROOM_HALF, pay_costs
from ..stack.resolution import give_priority
from ..state.abilities import TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectFilter, ObjectRef, Who
from ..state.objects import CardDefinition, GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game

#: ``obj.choices`` key: the unlocked doors of a Room permanent (CR 709.5c)
UNLOCKED = "unlocked"
DOOR_NAMES = ("left", "right")


def is_room(card: CardDefinition) -> bool:
    """CR 709.5, 709.5j: a permanent card with a shared type line whose halves are doors."""
    return "Room" in card.subtypes


def doors(card: CardDefinition) -> tuple[CardDefinition, ...]:
    """The Room's halves, left first (one when only its left half is known)."""
    return card.doors or (card,)


def room_card(left: CardDefinition, right: CardDefinition) -> CardDefinition:
    """CR 709.4, 709.5a — a Room card from its two halves: the shared type line, the
    combined mana cost (709.4b) and each ability of each half (709.4c). Each half's
    "When you unlock this door" names its own door."""
    halves = tuple(_own_door(h, k) for k, h in enumerate((left, right)))
    cost = None
    if left.mana_cost is not None or right.mana_cost is not None:
        cost = ManaCost(tuple(s for h in halves if h.mana_cost for s in h.mana_cost.symbols))
    return CardDefinition(
        f"{left.name} // {right.name}", left.types, cost, left.subtypes, left.supertypes,
        abilities=halves[0].abilities + halves[1].abilities, doors=halves,
    )  # fmt: skip


def _own_door(half: CardDefinition, door: int) -> CardDefinition:
    out = []
    for a in half.abilities:
        if isinstance(a, TriggeredAbility) and isinstance(a.trigger, DoorUnlockedTrigger):
            if a.trigger.this_door:
                a = attrs.evolve(a, trigger=attrs.evolve(a.trigger, door=door))
        out.append(a)
    return attrs.evolve(half, abilities=tuple(out))


def entering_unlocked(obj: GameObject, card: CardDefinition) -> int | None:
    """CR 709.5d — the door a Room entering from the stack gets unlocked as it enters: the
    half cast as a spell (the left one of a Room known by its left half only); None if it
    wasn't cast, or it isn't a Room."""
    if obj.zone is not Zone.STACK or not obj.was_cast or not is_room(card):
        return None
    return obj.choices.get(ROOM_HALF, 0)


@attrs.frozen
class DoorUnlocked(ev.Event):
    """CR 709.5h-i — a Room permanent got the designation of ``door`` (0 left, 1 right);
    ``fully``: it now has both."""

    object_id: int
    name: str
    door: int
    player: int
    fully: bool = False

    def text(self) -> str:
        full = ", fully unlocked" if self.fully else ""
        return (f"P{self.player} unlocks the {DOOR_NAMES[self.door]} door of "
                f"{self.name}#{self.object_id}{full} (CR 709.5)")  # fmt: skip


def unlock(game: Game, obj_id: int, door: int, player: int) -> bool:
    """CR 709.5f — give the Room permanent the designation of ``door``; True if it was
    locked (an unlocked door can't be unlocked again)."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
        return False
    if not is_room(obj.card) or door >= len(doors(obj.card)):
        return False
    unlocked = frozenset(obj.choices.get(UNLOCKED, ()))
    if door in unlocked:
        return False
    obj.choices[UNLOCKED] = unlocked | {door}
    game.changed()
    fully = len(obj.choices[UNLOCKED]) == 2
    game.emit(DoorUnlocked(obj_id, game.view(obj_id).name, door, player, fully))
    return True


def lock(game: Game, obj_id: int, door: int) -> bool:
    """CR 709.5g — the Room permanent loses the designation of ``door``; True if it had it."""
    obj = game.state.objects.get(obj_id)
    if not isinstance(obj, GameObject) or door not in obj.choices.get(UNLOCKED, ()):
        return False
    obj.choices[UNLOCKED] = frozenset(obj.choices[UNLOCKED]) - {door}
    game.changed()
    game.log_note(f"the {DOOR_NAMES[door]} door of #{obj_id} is locked (CR 709.5g)")
    return True


@attrs.frozen
class LockOrUnlockDoor(Effect):
    """CR 709.5f — "unlock a locked door of a Room you control" (``chosen``: the player
    chooses one such Room as it resolves); with ``either``, CR 709.5g — "Lock or unlock a
    door of target Room you control" (``what``): the player chooses a door, and locks it if
    it is unlocked, or unlocks it."""

    what: ObjectRef | None = None
    chosen: ObjectFilter | None = None
    either: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        if self.what is not None:
            ids = [i for i in self.what.resolve(ctx) if self._doors(game, i)]
        else:
            st = game.state
            ids = [i for i in st.battlefield if self._doors(game, i)
                   and self.chosen.matches(ctx, st.objects[i], game.view(i))]  # type: ignore[union-attr, arg-type]  # fmt: skip
            if len(ids) > 1:
                ids = list(game.ask(me, ChooseObjects(me, tuple(ids), 1, 1, "Room")))
            ids = ids[:1]
        for i in ids:
            options = self._doors(game, i)
            pick = 0
            if len(options) > 1:
                labels = tuple(f"{'lock' if locked else 'unlock'} the {DOOR_NAMES[d]} door"
                               for d, locked in options)  # fmt: skip
                pick = game.ask(me, ChooseOption(me, labels, "door"))
            door, is_unlocked = options[pick]
            if is_unlocked:
                lock(game, i, door)
            else:
                unlock(game, i, door, me)

    def _doors(self, game: Game, obj_id: int) -> list[tuple[int, bool]]:
        """(door, unlocked now) of the doors this may act on."""
        obj = game.state.objects.get(obj_id)
        if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
            return []
        if not is_room(obj.card):
            return []
        unlocked = obj.choices.get(UNLOCKED, ())
        out = [(k, k in unlocked) for k in range(len(doors(obj.card)))]
        return out if self.either else [d for d in out if not d[1]]


@attrs.frozen
class DoorUnlockedTrigger(TriggerPattern):
    """CR 709.5h-i — "When you unlock this door" (``this_door``: the door holding the
    ability, ``door``), "Whenever you fully unlock a Room" (``fully``; ``filter``: the
    Room). ``who``: the player who unlocks it."""

    this_door: bool = False
    door: int = 0
    fully: bool = False
    filter: ObjectFilter | None = None
    who: Who = Who.YOU

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        if not isinstance(event, DoorUnlocked) or not self.who.matches(event.player,
                                                                       ctx.controller):
            return False
        if self.this_door:
            return event.object_id == ctx.source_id and event.door == self.door
        if self.fully and not event.fully:
            return False
        if self.filter is None:
            return True
        obj = game.state.objects.get(event.object_id)
        return isinstance(obj, GameObject) and self.filter.matches(
            ctx, obj, game.view(event.object_id)
        )


@attrs.frozen
class UnlockDoorAction(Action):
    """CR 709.5e — the special action: pay the mana cost of a locked ``door`` (0 left,
    1 right) of the Room ``permanent_id`` you control to unlock it (your main phase, the
    stack empty). ``mana``, ``auto_pay``, ``payment`` as for casting."""

    permanent_id: int
    door: int = 0
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    payment: PaymentChoices | None = None

    def perform(self, game: Game, player: int) -> None:
        unlock_by_paying(game, player, self)


def unlock_by_paying(game: Game, player: int, action: UnlockDoorAction) -> None:
    """CR 709.5e, 116.2: check the timing, pay the door's mana cost, unlock it."""
    obj = game.get(action.permanent_id)
    if obj.zone is not Zone.BATTLEFIELD or game.view(obj.id).controller != player:
        raise IllegalActionError(f"P{player} doesn't control #{obj.id} (CR 709.5e)")
    if not is_room(obj.card) or not 0 <= action.door < len(doors(obj.card)):
        raise IllegalActionError(f"#{obj.id} has no such door (CR 709.5e)")
    if action.door in obj.choices.get(UNLOCKED, ()):
        raise IllegalActionError(f"that door of #{obj.id} is unlocked already (CR 709.5e)")
    st = game.state
    if not (st.active == player and st.step.is_main and not st.stack):
        raise TimingError("a door is unlocked during your main phase while the stack is "
                          "empty (CR 709.5e)")  # fmt: skip
    cost = doors(obj.card)[action.door].mana_cost or ManaCost()
    pay_costs(game, player, (cost,), obj.id, action.payment, None, action.mana,
              action.auto_pay, PaymentPurpose("unlock", object_id=obj.id, player=player,
                                              game=game))  # fmt: skip
    unlock(game, obj.id, action.door, player)
    give_priority(game, player)


@_casting.unlock_actions.provide
def unlock_actions(game: Game, player: int) -> list[Action]:
    """The unlock special actions ``player`` could take now (CR 709.5e)."""
    st = game.state
    if not (st.active == player and st.step.is_main and not st.stack):
        return []
    out: list[Action] = []
    for i in st.battlefield:
        obj = st.objects[i]
        if not isinstance(obj, GameObject) or not is_room(obj.card):
            continue
        if game.view(i).controller != player:
            continue
        unlocked = obj.choices.get(UNLOCKED, ())
        out += [UnlockDoorAction(i, k) for k in range(len(doors(obj.card))) if k not in unlocked]
    return out
