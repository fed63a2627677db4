"""Putting a card onto the battlefield with counters on it (CR 122.6), lowered from a real
card's text: the permanent enters with them."""

from effects_compile import compile_card

from mtgc.runtime.scenario import Scenario, Zone

#: Persist (the sorcery)
PERSIST = compile_card("Return target nonlegendary creature card from your graveyard to the "
                       "battlefield with a −1/−1 counter on it.", "Sorcery", "{1}{B}",
                       name="Persist")  # fmt: skip
#: a vanilla 4/4
OGRE = compile_card("", "Creature — Ogre", "{2}{R}", ("4", "4"), name="Hill Ogre")
SWAMP = compile_card("{T}: Add {B}.", "Basic Land — Swamp", None, name="Swamp")


def test_return_to_the_battlefield_with_a_counter():
    """CR 122.6: Persist returns Hill Ogre with a -1/-1 counter on it: a 3/3."""
    s = Scenario()
    s.battlefield(0, SWAMP, SWAMP)
    [ogre] = s.graveyard(0, OGRE)
    s.cast(0, s.hand(0, PERSIST)[0], targets=(ogre,))
    s.resolve_stack()
    [back] = s.find("Hill Ogre", Zone.BATTLEFIELD)
    assert s.obj(back).counters == {"-1/-1": 1}
    assert s.pt(back) == (3, 3)
