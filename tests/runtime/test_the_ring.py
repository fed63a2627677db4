"""The Ring tempts you (CR 701.54), lowered from real cards' text onto the runtime's Ring
emblem and Ring-bearer designation (runtime/actions/the_ring.py); the Ring's own abilities
are compiled from their text in CR 701.54c."""

from effects_compile import compile_card

from mtgc.runtime.actions.the_ring import ring_bearer, times_tempted
from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.combat.combat import can_block
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

#: Uruk-hai Berserker
BERSERKER = compile_card("When this creature enters, the Ring tempts you.",
                         "Creature — Orc Berserker", "{2}{B}", ("3", "2"),
                         name="Uruk-hai Berserker")  # fmt: skip
#: Nazgûl (without its deck-construction line, CR 100.2a)
NAZGUL = compile_card("Deathtouch\nWhen this creature enters, the Ring tempts you.\n"
                      "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you "
                      "control.", "Creature — Wraith Knight", "{2}{B}", ("1", "2"),
                      name="Nazgûl")  # fmt: skip
#: Sam's Desperate Rescue
RESCUE = compile_card("Return target creature card from your graveyard to your hand. The Ring "
                      "tempts you.", "Sorcery", "{B}", name="Sam's Desperate Rescue")  # fmt: skip
#: Dúnedain Rangers
RANGERS = compile_card("Landfall — Whenever a land you control enters, if you don't control a "
                       "Ring-bearer, the Ring tempts you.", "Creature — Human Ranger",
                       "{3}{G}", ("4", "4"), name="Dúnedain Rangers")  # fmt: skip
BEAR = compile_card("", "Creature — Bear", "{1}{G}", ("2", "2"), name="Grizzly Bears")
OGRE = compile_card("", "Creature — Ogre", "{2}{R}", ("4", "4"), name="Hill Ogre")
WALL = compile_card("Defender", "Creature — Wall", "{1}{R}{R}", ("0", "8"), name="Wall of Stone")
SWAMP = compile_card("{T}: Add {B}.", "Basic Land — Swamp", None, name="Swamp")
FOREST = compile_card("{T}: Add {G}.", "Basic Land — Forest", None, name="Forest")


def _emblems(s: Scenario, player: int) -> list[str]:
    return [s.game.state.objects[i].card.name for i in s.game.state.command
            if s.game.state.objects[i].controller == player]  # fmt: skip


def test_the_ring_tempts_you_gives_the_emblem_and_a_ring_bearer():
    """CR 701.54a, 701.54c: the first temptation gives Alice The Ring, then she chooses a
    creature she controls as her Ring-bearer; CR 701.54c: the Ring makes it legendary."""
    s = Scenario()
    s.battlefield(0, *[SWAMP] * 3)
    bear = s.battlefield(0, BEAR)[0]
    berserker = s.hand(0, BERSERKER)[0]
    s.answer(0, ChooseObjects, (bear,), about="Ring-bearer")
    s.cast(0, berserker)
    s.resolve_stack()
    assert _emblems(s, 0) == ["The Ring"]
    assert ring_bearer(s.game, 0) == bear and times_tempted(s.game, 0) == 1
    assert "Legendary" in s.game.view(bear).supertypes
    [ours] = s.find("Uruk-hai Berserker", Zone.BATTLEFIELD)
    assert "Legendary" not in s.game.view(ours).supertypes


def test_whenever_the_ring_tempts_you_triggers_after_the_choice():
    """CR 701.54d: Nazgûl's "Whenever the Ring tempts you" triggers on its own enters
    temptation, putting a +1/+1 counter on each Wraith Alice controls; a second temptation
    (Sam's Desperate Rescue) moves the Ring-bearer and counts two (CR 701.54a, 701.54c)."""
    s = Scenario()
    s.battlefield(0, *[SWAMP] * 4)
    bear = s.battlefield(0, BEAR)[0]
    s.graveyard(0, OGRE)
    nazgul, rescue = s.hand(0, NAZGUL, RESCUE)
    s.cast(0, nazgul)
    s.resolve_stack()
    [naz] = s.find("Nazgûl", Zone.BATTLEFIELD)
    assert s.pt(naz) == (2, 3)
    assert ring_bearer(s.game, 0) is not None
    s.answer(0, ChooseObjects, (bear,), about="Ring-bearer")
    [ogre] = s.find("Hill Ogre", Zone.GRAVEYARD)
    s.cast(0, rescue, targets=(ogre,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Hill Ogre"]
    assert ring_bearer(s.game, 0) == bear and times_tempted(s.game, 0) == 2
    assert s.pt(naz) == (3, 4)  # the second temptation triggered Nazgûl again


def test_the_ring_tempts_you_with_no_creature_still_tempts():
    """CR 701.54d: the Ring tempts a player even if choosing a Ring-bearer was impossible:
    Alice gets The Ring with no creature, and has no Ring-bearer."""
    s = Scenario()
    s.battlefield(0, SWAMP)
    s.graveyard(0, BEAR)
    rescue = s.hand(0, RESCUE)[0]
    [bear] = s.find("Grizzly Bears", Zone.GRAVEYARD)
    s.cast(0, rescue, targets=(bear,))
    s.resolve_stack()
    assert _emblems(s, 0) == ["The Ring"] and ring_bearer(s.game, 0) is None
    assert times_tempted(s.game, 0) == 1


def test_if_you_dont_control_a_ring_bearer():
    """CR 701.54e, 603.4: Dúnedain Rangers' landfall tempts only while Alice controls no
    Ring-bearer: the first land makes the Rangers her Ring-bearer, the second does nothing."""
    s = Scenario()
    rangers = s.battlefield(0, RANGERS)[0]
    s.play_land(0, s.hand(0, FOREST)[0])
    s.resolve_stack()
    assert ring_bearer(s.game, 0) == rangers and times_tempted(s.game, 0) == 1
    s.battlefield(0, FOREST, enter=True)
    s.resolve_stack()
    assert times_tempted(s.game, 0) == 1


def test_ring_bearer_cant_be_blocked_by_greater_power_and_loots_on_attack():
    """CR 701.54c: the Ring-bearer can't be blocked by creatures with greater power (CR
    509.1b); tempted twice, "Whenever your Ring-bearer attacks, draw a card, then discard a
    card" triggers."""
    s = Scenario()
    s.battlefield(0, *[SWAMP] * 2)
    bear = s.battlefield(0, BEAR)[0]
    ogre = s.battlefield(1, OGRE)[0]
    other = s.battlefield(1, BEAR)[0]
    s.library(0, SWAMP, SWAMP)
    g1, g2 = s.graveyard(0, OGRE, OGRE)
    r1, r2 = s.hand(0, RESCUE, RESCUE)
    s.cast(0, r1, targets=(g1,))
    s.resolve_stack()
    s.cast(0, r2, targets=(g2,))
    s.resolve_stack()
    assert ring_bearer(s.game, 0) == bear and times_tempted(s.game, 0) == 2
    hand, yard = len(s.zone_names(0, Zone.HAND)), len(s.zone_names(0, Zone.GRAVEYARD))
    s.attack({bear: PlayerRef(1)})
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.LIBRARY)) == 1  # drew a card
    assert len(s.zone_names(0, Zone.HAND)) == hand  # then discarded one
    assert len(s.zone_names(0, Zone.GRAVEYARD)) == yard + 1
    assert not can_block(s.game, ogre, bear) and can_block(s.game, other, bear)


def _tempt(s: Scenario, times: int) -> None:
    """Alice casts Sam's Desperate Rescue ``times`` times (the Ring tempts her each time)."""
    s.battlefield(0, *[SWAMP] * times)
    s.library(0, *[SWAMP] * 3)  # for the Ring's loot on attack
    for card in s.graveyard(0, *[OGRE] * times):
        s.cast(0, s.hand(0, RESCUE)[0], targets=(card,))
        s.resolve_stack()


def test_tempted_three_times_the_blocker_is_sacrificed_at_end_of_combat():
    """CR 701.54c: tempted three or more times, "Whenever your Ring-bearer becomes blocked by
    a creature, the blocking creature's controller sacrifices it at end of combat" (CR
    509.3d, 603.7a); tempted four times, combat damage to a player makes each opponent
    lose 3 life."""
    s = Scenario()
    bear = s.battlefield(0, OGRE)[0]
    blocker = s.battlefield(1, WALL)[0]  # survives the Ogre's 4 damage
    _tempt(s, 3)
    assert ring_bearer(s.game, 0) == bear and times_tempted(s.game, 0) == 3
    s.attack({bear: PlayerRef(1)})
    s.resolve_stack()
    s.block(1, {blocker: bear})
    s.resolve_stack()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert s.obj(blocker).damage == 4 and s.zone_names(1, Zone.GRAVEYARD) == []
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Wall of Stone"]


def test_tempted_four_times_combat_damage_drains_each_opponent():
    """CR 701.54c: "Whenever your Ring-bearer deals combat damage to a player, each opponent
    loses 3 life" — from the fourth temptation on."""
    s = Scenario()
    ogre = s.battlefield(0, OGRE)[0]
    _tempt(s, 4)
    s.attack({ogre: PlayerRef(1)})
    s.resolve_stack()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert s.life(1) == 20 - 4 - 3


#: Lord of the Nazgûl's first two lines
LORD = compile_card("Flying\nWraiths you control have protection from Ring-bearers.",
                    "Legendary Creature — Wraith Noble", "{3}{U}{B}", ("4", "4"),
                    name="Lord of the Nazgûl")  # fmt: skip


def test_protection_from_ring_bearers():
    """CR 701.54b, 702.16: "protection from Ring-bearers" — Bob's Ring-bearer can't block
    Alice's Wraiths, while his other creature can (CR 702.16e)."""
    s = Scenario()
    s.battlefield(0, LORD)
    wraith = s.battlefield(0, NAZGUL)[0]
    bob_bearer, bob_other = s.battlefield(1, BEAR, BEAR)
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(1, SWAMP)
    s.graveyard(1, OGRE)
    s.answer(1, ChooseObjects, (bob_bearer,), about="Ring-bearer")
    s.cast(1, s.hand(1, RESCUE)[0], targets=(s.find("Hill Ogre", Zone.GRAVEYARD)[0],))
    s.resolve_stack()
    assert ring_bearer(s.game, 1) == bob_bearer
    assert not can_block(s.game, bob_bearer, wraith) and can_block(s.game, bob_other, wraith)
