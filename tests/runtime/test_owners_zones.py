"""CR 400.3: an object that would go to a library, graveyard or hand other than its owner's
goes to its owner's instead — "return it to your hand", "put it on the bottom of your
library", "shuffle it into your library" move the object to its owner's zone. Cards compiled
from their text and played out."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.scenario import Scenario, Zone

ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
SAVING_GRASP = "Saving Grasp {U}\nInstant\nReturn target creature you own to your hand."
STYLUS = "Tel-Jilad Stylus {1}\nArtifact\n{T}: Put target permanent you own on the bottom of \
your library."
MORTUARY = "Mortuary {3}{B}\nEnchantment\nWhenever a creature is put into your graveyard from \
the battlefield, put that card on top of your library."
SEE_BEYOND = "See Beyond {1}{U}\nSorcery\nDraw two cards, then shuffle a card from your hand \
into your library."


def test_return_target_creature_you_own_to_your_hand():
    """CR 400.3, 115.1: Saving Grasp returns a creature its caster owns even while another
    player controls it — to its owner's hand, the caster's."""
    s = Scenario()
    s.battlefield(0, compile_card(ISLAND))
    mine = s.battlefield(0, bear())[0]
    s.obj(mine).controller = 1  # Bob has stolen it
    s.cast(0, s.hand(0, compile_card(SAVING_GRASP))[0], targets=(mine,))
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.HAND) == []


def test_put_target_permanent_you_own_on_the_bottom_of_your_library():
    """CR 400.3, 401.1: Tel-Jilad Stylus puts the permanent under the library's last card."""
    s = Scenario()
    s.library(0, bear(name="Top"))
    stylus = s.battlefield(0, compile_card(STYLUS))[0]
    mine = s.battlefield(0, bear())[0]
    s.activate(0, stylus, targets=(mine,))
    s.resolve()
    lib = s.state.players[0].library
    assert [s.game.view(i).name for i in lib] == ["Top", "Grizzly Bears"]


def test_a_creature_put_into_your_graveyard_goes_on_top_of_your_library():
    """CR 400.3, 603.10a: Mortuary's trigger puts the dead creature's card on top of its
    owner's library."""
    s = Scenario()
    s.library(0, bear(name="Old Top"))
    s.battlefield(0, compile_card(MORTUARY), compile_card(MOUNTAIN))
    dead = s.battlefield(0, bear())[0]
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(dead,))
    s.resolve_stack()
    lib = s.state.players[0].library
    assert [s.game.view(i).name for i in lib] == ["Grizzly Bears", "Old Top"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Shock"]


def test_shuffle_a_card_from_your_hand_into_your_library():
    """CR 701.24a, 400.3: See Beyond — draw two, then the chosen card goes back into the
    library, which is shuffled."""
    s = Scenario()
    s.battlefield(0, compile_card(ISLAND), compile_card(ISLAND))
    s.library(0, bear(name="A"), bear(name="B"))
    s.answer(0, ChooseObjects, lambda d: (d.options[0],))
    s.cast(0, s.hand(0, compile_card(SEE_BEYOND))[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["B"]
    assert [s.game.view(i).name for i in s.state.players[0].library] == ["A"]
