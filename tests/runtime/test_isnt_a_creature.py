"""'[This] isn't a creature' (CR 205.1a, 613.1d, layer 4), compiled from a real card's text
(Karametra, God of Harvests): the card type goes, and its creature types with it."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario

KARAMETRA = """Karametra, God of Harvests {3}{G}{W}
Legendary Enchantment Creature — God
Indestructible
As long as your devotion to green and white is less than seven, Karametra isn't a creature.
Whenever you cast a creature spell, you may search your library for a Forest or Plains card, put it onto the battlefield tapped, then shuffle.
6/7"""  # noqa: E501


def test_god_isnt_a_creature_with_low_devotion():
    """CR 205.1a: removing the creature type removes the creature types (God) an
    enchantment doesn't have; with devotion seven it's a 6/7 God creature again."""
    s = Scenario()
    (god,) = s.battlefield(0, compile_card(KARAMETRA))
    ch = s.game.view(god)
    assert ch.types == frozenset({"Enchantment"}) and "God" not in ch.subtypes
    assert not ch.is_creature
    s.battlefield(0, *[bear()] * 5)  # {1}{G} each: devotion 2 + 5 = 7
    ch = s.game.view(god)
    assert ch.types == frozenset({"Enchantment", "Creature"}) and "God" in ch.subtypes
    assert s.pt(god) == (6, 7)
