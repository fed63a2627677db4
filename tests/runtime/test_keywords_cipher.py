"""Cipher (CR 702.99), compiled from a real card's text (Last Thoughts): the resolving card
may be exiled encoded on a creature its controller controls; whenever that creature deals
combat damage to a player, its controller may cast a copy of the encoded card without
paying its mana cost (702.99a, 707.12); it stays encoded only while exiled (702.99c)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import island
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

THOUGHTS = """Last Thoughts {3}{U}
Sorcery
Draw a card.
Cipher (Then you may exile this spell card encoded on a creature you control. Whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)"""  # noqa: E501


def _encoded(encode: bool) -> tuple[Scenario, int, int]:
    s = Scenario()
    s.library(0, *[bear(name=f"Card {k}") for k in range(4)])
    s.battlefield(0, *[island() for _ in range(4)])
    (bears,) = s.battlefield(0, bear())
    (thoughts,) = s.hand(0, compile_card(THOUGHTS))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.answer(0, ChooseObjects, (bears,) if encode else (), about="cipher")
    s.cast(0, thoughts)
    s.resolve()
    return s, bears, thoughts


def test_cipher_encodes_and_the_creature_casts_a_copy_on_combat_damage():
    """CR 702.99a: Last Thoughts draws a card and is exiled encoded on the Bears; the
    Bears deal combat damage to Bob, Alice casts a copy (free): another card drawn. The
    copy ceases to exist; the card stays exiled."""
    s, bears, _ = _encoded(True)
    assert s.zone_names(0, Zone.HAND) == ["Card 0"]
    assert s.zone_names(0, Zone.EXILE) == ["Last Thoughts"]
    s.answer(0, ChooseYesNo, True)
    s.attack({bears: PlayerRef(1)})
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.HAND) == ["Card 0", "Card 1"]
    s.pass_priority()
    assert s.zone_names(0, Zone.EXILE) == ["Last Thoughts"]
    assert s.zone_names(0, Zone.GRAVEYARD) == []


def test_declining_to_encode_puts_the_card_into_the_graveyard():
    """CR 702.99a: "you may" — not encoded, it goes to the graveyard as usual."""
    s, bears, _ = _encoded(False)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Last Thoughts"]
    s.attack({bears: PlayerRef(1)})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(0, Zone.HAND) == ["Card 0"]
