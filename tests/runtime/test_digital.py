"""MTG Arena's digital-only actions, compiled from real cards' text: "perpetually" and
"seek" (no CR rule: the runtime is the authority, mtgc.runtime.actions.digital)."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone

#: Wilson, Majestic Bear's third ability (its graveyard cost left out: CR 602.1).
WILSON = compile_card("Target creature you control perpetually gets +1/+1 and gains reach, "
                      "trample, and ward {2}.", "Sorcery", "{1}{G}{G}", name="Wilson's Gift")
#: Seek New Knowledge
SEEK_NEW_KNOWLEDGE = compile_card("Seek two nonland cards, then put a card from your hand on "
                                  "the bottom of your library.", "Sorcery", "{1}{U}",
                                  name="Seek New Knowledge")  # fmt: skip
#: Worldweave
WORLDWEAVE = compile_card("Whenever you cast a creature spell, seek a land card and put it "
                          "onto the battlefield tapped.", "Enchantment", "{2}{G}",
                          name="Worldweave")  # fmt: skip
#: Kami of Transmutation (its first mode)
KAMI = compile_card("When this creature enters, each permanent card in your hand perpetually "
                    "becomes an artifact in addition to its other types.", "Creature — Spirit",
                    "{1}{U}", ("1", "2"), name="Kami")  # fmt: skip


def test_perpetual_change_follows_the_card_across_zones():
    """CR 400.7: a zone change makes a new object; a perpetual change stays with the card:
    the bear is 3/3 with reach and trample on the battlefield, in its owner's hand after
    bouncing, and back on the battlefield."""
    s = Scenario()
    s.battlefield(0, forest(), forest(), forest())
    (bear,) = s.battlefield(0, grizzly_bears())
    s.cast(0, s.hand(0, WILSON)[0], targets=(bear,))
    s.resolve()
    view = s.game.view(bear)
    assert (view.power, view.toughness) == (3, 3)
    kinds = sorted(type(a).__name__ for a in view.abilities)
    assert kinds == ["Reach", "Trample", "Ward"]
    hand_id = s.game.move(bear, Zone.HAND)
    card = s.obj(hand_id).card
    assert (card.power, card.toughness) == (3, 3)
    back = s.game.put_onto_battlefield(hand_id, 0)
    assert (s.game.view(back).power, s.game.view(back).toughness) == (3, 3)


def test_perpetual_type_change_of_cards_in_hand():
    """Each permanent card in the hand becomes an artifact as well (CR 205.1b "in addition
    to its other types"); the instant in hand is not a permanent card and is unchanged."""
    s = Scenario()
    s.battlefield(0, island(), island())
    bear, spell = s.hand(0, grizzly_bears(), WILSON)
    s.cast(0, s.hand(0, KAMI)[0])
    s.resolve_stack()
    assert s.obj(bear).card.types == frozenset({"Artifact", "Creature"})
    assert s.obj(spell).card.types == frozenset({"Sorcery"})


def test_seek_puts_random_fitting_cards_into_the_hand():
    """Seek two nonland cards: the two nonland cards of the library go to the hand, the
    lands stay; then a card from the hand goes to the bottom of the library."""
    s = Scenario(seed=3)
    s.battlefield(0, island(), island())
    s.library(0, plains(), grizzly_bears(), plains(), grizzly_bears(), plains())
    s.answer(0, ChooseObjects, lambda d: d.options[:1])
    s.cast(0, s.hand(0, SEEK_NEW_KNOWLEDGE)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    lib = s.state.players[0].library
    assert s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears", "Plains", "Plains", "Plains"]
    assert s.obj(lib[-1]).name == "Grizzly Bears"  # the card put on the bottom


def test_seek_then_put_it_onto_the_battlefield():
    """Worldweave: casting a creature spell seeks a land card, which is put onto the
    battlefield tapped ("it" is the card sought)."""
    s = Scenario(seed=1)
    s.battlefield(0, WORLDWEAVE, forest(), forest())
    s.library(0, grizzly_bears(), plains(), grizzly_bears())
    s.cast(0, s.hand(0, grizzly_bears())[0])
    s.resolve_stack()
    (land,) = s.find("Plains", Zone.BATTLEFIELD)
    assert s.obj(land).tapped
    assert s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears", "Grizzly Bears"]


def test_seek_with_nothing_that_fits_finds_nothing():
    """No card fits: nothing moves (the seek finds fewer, like a search, CR 701.23b)."""
    s = Scenario()
    s.battlefield(0, WORLDWEAVE, forest(), forest())
    s.library(0, grizzly_bears())
    s.cast(0, s.hand(0, grizzly_bears())[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears"]
    assert s.find("Plains", Zone.BATTLEFIELD) == []


#: Plaguecrafter's Familiar
FAMILIAR = compile_card("When Plaguecrafter's Familiar enters the battlefield, choose a creature "
                        "card in your hand. It perpetually gains deathtouch.",
                        "Creature — Rat", "{1}{B}", ("1", "1"),
                        name="Plaguecrafter's Familiar")  # fmt: skip


def test_a_chosen_card_in_hand_perpetually_gains_an_ability():
    """CR 608.2d: Alice chooses the creature card in her hand (the land isn't one); it
    perpetually has deathtouch, the land is unchanged."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    bear, land = s.hand(0, grizzly_bears(), forest())
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(d.options) or d.options[:1])
    s.cast(0, s.hand(0, FAMILIAR)[0])
    s.resolve_stack()
    assert offered == [(bear,)]
    assert [type(a).__name__ for a in s.obj(bear).card.abilities] == ["Deathtouch"]
    assert s.obj(land).card.abilities == forest().abilities
