""" "You may cast an instant or sorcery spell from among them without paying its mana cost"
(CR 608.2g, 118.9): one of the cards just milled or exiled, cast as the effect resolves;
"Then put the rest on the bottom of your library" moves the exiled ones left (CR 401.4).
Compiled from Jace's Mindseeker's and Herald of Amity's Oracle text."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseTargets, ChooseYesNo
from mtgc.runtime.cards_basic import island
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

MINDSEEKER = """Jace's Mindseeker {4}{U}{U}
Creature — Fish Illusion
Flying
When this creature enters, target opponent mills five cards. You may cast an instant or sorcery spell from among them without paying its mana cost.
4/4"""  # noqa: E501

HERALD = """Herald of Amity {3}{W}
Creature — Griffin
Flying
When this creature enters, exile the top eight cards of your library. You may cast an Aura spell from among them without paying its mana cost. Then put the rest on the bottom of your library in a random order.
Whenever this creature attacks, it gets +X/+X until end of turn, where X is the number of Auras you control.
2/2"""  # noqa: E501

SHOCK = """Shock {R}
Instant
Shock deals 2 damage to any target."""


def test_cast_a_milled_instant_of_the_opponent():
    """CR 608.2g: Bob mills five; Alice casts his Shock from his graveyard for free at Bob;
    the milled creature card isn't offered (not an instant or sorcery)."""
    s = Scenario()
    s.library(1, compile_card(SHOCK), bear(), island(), island(), island(), island())
    offered = []
    s.answer(0, ChooseObjects, lambda d: offered.append(
        sorted(s.game.get(i).name for i in d.options)) or d.options)  # fmt: skip
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (PlayerRef(1),), about=lambda d: "Shock" in s.prompt(d))
    s.battlefield(0, compile_card(MINDSEEKER), enter=True)
    s.resolve_stack()
    assert offered == [["Shock"]]
    assert s.life(1) == 18
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Island", "Island", "Island",
                                               "Shock"]  # fmt: skip


def test_without_an_aura_the_exiled_cards_go_to_the_bottom():
    """CR 401.4: no Aura among the eight exiled cards: all eight go back to the bottom of
    the library, below the card that wasn't exiled."""
    s = Scenario()
    top = [bear() for _ in range(4)] + [island() for _ in range(4)]
    s.library(0, *top, compile_card(SHOCK))
    s.battlefield(0, compile_card(HERALD), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == []
    lib = [s.game.get(i).name for i in s.state.players[0].library]
    assert lib[0] == "Shock" and sorted(lib[1:]) == ["Grizzly Bears"] * 4 + ["Island"] * 4
