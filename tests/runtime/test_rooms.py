"""Rooms (CR 709.5), compiled from their Oracle text: a Room card is cast as one of its
halves (CR 709.3) and enters with that door unlocked (709.5d); a locked door has no rules
text on the battlefield (709.5); paying a locked door's mana cost unlocks it, a special
action (709.5e, 116.2); "When you unlock this door" (709.5h) and "whenever you fully
unlock a Room" (709.5i) trigger."""

import pytest
from dfc_compile import card

from mtgc.runtime.actions.rooms import UnlockDoorAction
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import grizzly_bears, island, mountain, swamp
from mtgc.runtime.errors import CostError, IllegalActionError, TimingError
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

ATTIC = """Derelict Attic {2}{B}
Enchantment — Room
When you unlock this door, you draw two cards and you lose 2 life.
----
Widow's Walk {3}{B}
Enchantment — Room
Whenever a creature you control attacks alone, it gets +1/+0 and gains deathtouch until end of turn."""  # noqa: E501

LEECH = """Balemurk Leech {1}{B}
Creature — Leech
Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, each opponent loses 1 life.
2/2"""  # noqa: E501

# One half only, as a card record that carries the first half's text (the left door)
ABATTOIR = """Crude Abattoir {R}
Enchantment — Room
When you unlock this door, this Room deals 2 damage to target creature."""


def _attic_in_hand(s: Scenario, lands: int = 4) -> int:
    s.battlefield(0, *(swamp() for _ in range(lands)))
    s.library(0, *(island() for _ in range(4)))
    return s.hand(0, card(ATTIC))[0]


def test_a_room_card_holds_its_two_doors():
    """CR 709.4b-c: in the hand a Room has both halves' mana costs and abilities."""
    room = card(ATTIC)
    assert [d.name for d in room.doors] == ["Derelict Attic", "Widow's Walk"]
    assert str(room.mana_cost) == "{2}{B}{3}{B}"
    assert room.subtypes == frozenset({"Room"})


def test_casting_the_left_half_unlocks_that_door_as_it_enters():
    """CR 709.3b: only the cast half is on the stack; 709.5d, 709.5h: it enters with
    that door unlocked, and "When you unlock this door" triggers."""
    s = Scenario()
    attic = _attic_in_hand(s)
    s.cast(0, attic, half=0)
    assert s.stack_names() == ["Derelict Attic"]
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 2
    assert s.life(0) == 18
    [room] = [i for i in s.game.state.battlefield if "Room" in s.game.view(i).subtypes]
    assert s.game.view(room).name == "Derelict Attic"


def test_casting_the_right_half_leaves_the_left_door_locked():
    """CR 709.5, 709.5d: the right door is unlocked; the left door's text doesn't exist on
    the battlefield, so its unlock trigger neither triggers nor is there."""
    s = Scenario()
    s.battlefield(0, swamp())
    attic = _attic_in_hand(s)
    s.cast(0, attic, half=1)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    assert s.life(0) == 20
    [room] = [i for i in s.game.state.battlefield if "Room" in s.game.view(i).subtypes]
    view = s.game.view(room)
    assert view.name == "Widow's Walk"
    assert len(view.abilities) == 1  # only Widow's Walk's attack trigger


def test_paying_a_locked_doors_cost_unlocks_it_and_fully_unlocks_the_room():
    """CR 709.5e: pay {2}{B} to unlock Derelict Attic (its trigger: draw two, lose 2);
    709.5i: the Room now has both designations, Balemurk Leech's Eerie triggers."""
    s = Scenario()
    s.battlefield(0, card(LEECH), *(swamp() for _ in range(3)))
    attic = _attic_in_hand(s)  # four more Swamps: seven in all
    s.cast(0, attic, half=1)
    s.resolve_stack()  # an enchantment entered: Eerie, 1 life
    assert s.life(1) == 19
    [room] = [i for i in s.game.state.battlefield if "Room" in s.game.view(i).subtypes]
    s.game.take_action(0, UnlockDoorAction(room, 0))
    s.resolve_stack()
    assert s.life(1) == 18  # fully unlocked: Eerie again
    assert s.life(0) == 18 and len(s.zone_names(0, Zone.HAND)) == 2
    assert s.game.view(room).name == "Derelict Attic // Widow's Walk"
    with pytest.raises(IllegalActionError):  # CR 709.5e: only a locked door
        s.game.take_action(0, UnlockDoorAction(room, 0))


def test_unlocking_is_a_main_phase_special_action_with_an_empty_stack():
    """CR 709.5e: not while a spell is on the stack."""
    s = Scenario()
    attic = _attic_in_hand(s, lands=8)
    s.cast(0, attic, half=1)
    s.resolve_stack()
    [room] = [i for i in s.game.state.battlefield if "Room" in s.game.view(i).subtypes]
    s.cast(0, s.hand(0, card(LEECH))[0])
    with pytest.raises(TimingError):
        s.game.take_action(0, UnlockDoorAction(room, 0))


def test_a_room_known_by_its_left_half_unlocks_it_when_cast():
    """CR 709.5d, 709.5h: Crude Abattoir cast enters with its door unlocked and deals 2
    damage to target creature."""
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card(ABATTOIR))[0])
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert bear not in s.game.state.battlefield


def test_a_room_put_onto_the_battlefield_without_being_cast_is_locked():
    """CR 709.5d: neither half cast — it enters with neither door unlocked and no rules
    text; its unlock trigger waits until the door is unlocked (709.5e, 709.5h)."""
    s = Scenario()
    s.battlefield(0, mountain())
    room = s.battlefield(0, card(ABATTOIR), enter=True)[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    assert s.game.view(room).abilities == ()
    assert s.stack_names() == []
    s.game.take_action(0, UnlockDoorAction(room, 0))
    s.resolve_stack()
    assert bear not in s.game.state.battlefield


def test_the_unlock_action_is_for_your_own_turn():
    """CR 709.5e: during a main phase of your turn."""
    s = Scenario()
    s.battlefield(1, mountain())
    room = s.battlefield(1, card(ABATTOIR), enter=True)[0]
    assert s.game.state.step is Step.PRECOMBAT_MAIN
    s.pass_priority(0)  # Bob has priority in Alice's main phase, the stack empty
    with pytest.raises(TimingError):
        s.game.take_action(1, UnlockDoorAction(room, 0))


MARINA = """Marina Vendrell {W}{U}{B}{R}{G}
Legendary Creature — Human Warlock
When Marina Vendrell enters, reveal the top seven cards of your library. Put all enchantment cards from among them into your hand and the rest on the bottom of your library in a random order.
{T}: Lock or unlock a door of target Room you control. Activate only as a sorcery.
3/5"""  # noqa: E501


def test_lock_or_unlock_a_door_of_target_room():
    """CR 709.5f: Marina unlocks the locked Derelict Attic door (its unlock trigger: draw
    two, lose 2, 709.5h); CR 709.5g: next time she locks the Widow's Walk door, whose text
    is then gone (709.5)."""
    s = Scenario()
    marina = s.battlefield(0, card(MARINA))[0]
    attic = _attic_in_hand(s)
    s.cast(0, attic, half=1)
    s.resolve_stack()
    [room] = [i for i in s.game.state.battlefield if "Room" in s.game.view(i).subtypes]
    s.answer(0, ChooseOption, 0, about="door")  # unlock the left door
    s.activate(0, marina, 0, targets=(room,))
    s.resolve_stack()
    assert s.life(0) == 18 and len(s.zone_names(0, Zone.HAND)) == 2
    assert s.game.view(room).name == "Derelict Attic // Widow's Walk"
    s.obj(marina).tapped = False
    s.answer(0, ChooseOption, 1, about="door")  # lock the right door
    s.activate(0, marina, 0, targets=(room,))
    s.resolve_stack()
    assert s.game.view(room).name == "Derelict Attic"


PEEPER = """Creeping Peeper {1}{U}
Creature — Eye
{T}: Add {U}. Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent face up.
2/1"""  # noqa: E501


def test_mana_spent_only_to_unlock_a_door():
    """CR 106.6, 709.5e: Creeping Peeper's {U} pays for unlocking a door (a special
    action: Derelict Attic's {2}{B}, with two Swamps), and not for a creature spell."""
    s = Scenario()
    peeper = s.battlefield(0, card(PEEPER))[0]
    s.battlefield(0, swamp(), swamp())
    s.library(0, island(), island())
    room = s.battlefield(0, card(ATTIC), enter=True)[0]
    with pytest.raises(CostError):  # {U}: only from the Peeper, not for a creature spell
        s.cast(0, s.hand(0, card(LEECH.replace("{1}{B}", "{U}")))[0])
    s.game.take_action(0, UnlockDoorAction(room, 0, mana=((peeper, 0),)))
    assert s.obj(peeper).tapped
    s.resolve_stack()
    assert s.life(0) == 18 and len(s.zone_names(0, Zone.HAND)) == 3
