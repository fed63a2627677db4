"""Life equal to an amount (CR 119.1, 608.2h), "of their choice" sacrifices (CR 701.21a),
shuffling into libraries (CR 701.24) and attaching Equipment (CR 701.3), compiled from card
text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import grizzly_bears, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

GIANT = compile_card("", "Creature — Giant", "{4}{R}", ("5", "5"), name="Giant")


def test_swords_gains_life_equal_to_its_power():
    """CR 608.2h: "Its controller gains life equal to its power" — the exiled creature's
    last known power, to its controller."""
    swords = compile_card("Exile target creature. Its controller gains life equal to its "
                          "power.", cost="{W}", name="Swords")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    giant = s.battlefield(1, GIANT)[0]
    s.cast(0, s.hand(0, swords)[0], targets=(giant,))
    s.resolve()
    assert s.life(1) == 25 and s.life(0) == 20
    assert s.zone_names(1, Zone.EXILE) == ["Giant"]


def test_edict_the_victim_chooses():
    """CR 701.21a: "Target opponent sacrifices a creature of their choice" — Bob chooses."""
    s = Scenario()
    s.battlefield(0, swamp())
    bear, giant = s.battlefield(1, grizzly_bears(), GIANT)
    s.answer(1, ChooseObjects, (bear,))
    edict = compile_card("Target opponent sacrifices a creature of their choice.",
                         cost="{B}")  # fmt: skip
    s.cast(0, s.hand(0, edict)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(giant) is Zone.BATTLEFIELD


def test_timetwister_shuffles_hand_and_graveyard_then_draws():
    """CR 701.24: each player's hand and graveyard go into their library, shuffled, then
    each draws seven."""
    s = Scenario()
    s.battlefield(0, plains())
    s.hand(0, grizzly_bears())
    s.graveyard(0, *[plains() for _ in range(6)])
    s.hand(1, *[grizzly_bears() for _ in range(3)])
    s.graveyard(1, *[plains() for _ in range(4)])
    spell = compile_card("Each player shuffles their hand and graveyard into their library, "
                         "then draws seven cards.", "Sorcery", "{W}", name="Twister")  # fmt: skip
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert len(s.zone_names(0, Zone.HAND)) == 7 and len(s.zone_names(1, Zone.HAND)) == 7
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Twister"] and s.zone_names(1, Zone.GRAVEYARD) == []
    assert s.zone_names(0, Zone.LIBRARY) == [] and s.zone_names(1, Zone.LIBRARY) == []


def test_shuffle_this_into_its_owners_library():
    """CR 701.24, 400.7: the permanent becomes a card in its owner's library."""
    card = compile_card("{2}: Shuffle this creature into its owner's library.",
                        "Creature — Bear", "{1}", ("2", "2"), name="Bear")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains(), plains())
    bear = s.battlefield(0, card)[0]
    s.activate(0, bear)
    s.resolve()
    assert s.zone_names(0, Zone.LIBRARY) == ["Bear"] and s.zone_of(bear) is None


def test_attach_equipment_on_enters():
    """CR 701.3a: "When this Equipment enters, attach it to target creature you control"."""
    gear = compile_card("When this Equipment enters, attach it to target creature you "
                        "control.\nEquipped creature gets +2/+0.", "Artifact — Equipment",
                        "{1}", name="Blade")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, gear)[0])
    s.resolve()
    s.resolve()
    (blade,) = s.find("Blade", Zone.BATTLEFIELD)
    assert s.obj(blade).attached_to == bear and s.pt(bear) == (4, 2)
