"""Results of earlier instructions, "this way" (CR 608.2c, 608.2h): the runtime remembers
what an earlier step of the resolving spell did — real cards compiled from their text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import creature, grizzly_bears, island
from mtgc.runtime.scenario import Scenario, Zone

DISSIPATE = compile_card(
    "Counter target spell. If that spell is countered this way, exile it instead of putting "
    "it into its owner's graveyard.", "Instant", "{0}", name="Dissipate")  # fmt: skip
MEMORY_LAPSE = compile_card(
    "Counter target spell. If that spell is countered this way, put it on top of its owner's "
    "library instead of into that player's graveyard.", "Instant", "{0}",
    name="Memory Lapse")  # fmt: skip
REMAND_LIKE = compile_card(  # Lapse of Certainty's cousin: Unsubstantiate-style hand
    "Counter target spell. If that spell is countered this way, put it into its owner's hand "
    "instead of into that player's graveyard.", "Instant", "{0}", name="Remove Soul Test")
HINDER_LIKE = compile_card(
    "Counter target spell unless its controller pays {4}. If that spell is countered this "
    "way, exile it instead of putting it into its owner's graveyard.", "Instant", "{0}",
    name="Ertai's Meddling Test")  # fmt: skip
FUMIGATE = compile_card(
    "Destroy all creatures. You gain 1 life for each creature destroyed this way.",
    "Sorcery", "{0}", name="Fumigate")  # fmt: skip
NOXIOUS_GEARHULK = compile_card(
    "Menace\nWhen this creature enters, you may destroy another target creature. If a "
    "creature is destroyed this way, you gain life equal to its toughness.",
    "Artifact Creature — Construct", "{0}", ("5", "4"), name="Noxious Gearhulk")  # fmt: skip
BANE_OF_PROGRESS = compile_card(
    "When this creature enters, destroy all artifacts and enchantments. Put a +1/+1 counter on "
    "this creature for each permanent destroyed this way.", "Creature — Elemental", "{0}",
    ("2", "2"), name="Bane of Progress")  # fmt: skip
DRAW = compile_card("Draw a card.", "Sorcery", "{0}", name="Divination Test")
DARKSTEEL_MYR = compile_card("Indestructible", "Artifact Creature — Myr", "{3}", ("0", "1"),
                             name="Darksteel Myr")  # fmt: skip
ORNITHOPTER = compile_card("Flying", "Artifact Creature — Thopter", "{0}", ("0", "2"),
                           name="Ornithopter")  # fmt: skip
ANTHEM = compile_card("Creatures you control get +1/+1.", "Enchantment", "{2}{W}",
                      name="Glorious Anthem")  # fmt: skip


def _countered_by(spell) -> Scenario:
    s = Scenario()
    s.library(0, grizzly_bears())
    draw = s.cast(0, s.hand(0, DRAW)[0])
    s.cast(0, s.hand(0, spell)[0], targets=(draw.id,))
    s.resolve()
    return s


def test_dissipate_exiles_the_countered_spell():
    """CR 701.6a, 608.2c: "If that spell is countered this way, exile it instead of putting
    it into its owner's graveyard" — the countered card goes to exile, not the graveyard."""
    s = _countered_by(DISSIPATE)
    assert s.zone_names(0, Zone.EXILE) == ["Divination Test"]
    assert "Divination Test" not in s.zone_names(0, Zone.GRAVEYARD)
    assert s.stack_names() == []


def test_memory_lapse_puts_it_on_top_of_the_library():
    """CR 701.6a: "put it on top of its owner's library instead of into that player's
    graveyard" — the countered card is the library's top card, and the draw never happens."""
    s = _countered_by(MEMORY_LAPSE)
    assert s.zone_names(0, Zone.LIBRARY) == ["Divination Test", "Grizzly Bears"]
    assert s.zone_names(0, Zone.HAND) == []


def test_countered_card_returns_to_hand():
    """CR 701.6a: "put it into its owner's hand instead" — the card is back in hand."""
    s = _countered_by(REMAND_LIKE)
    assert s.zone_names(0, Zone.HAND) == ["Divination Test"]


def test_unless_paid_the_spell_is_not_countered_so_not_exiled():
    """CR 118.12, 608.2c: "Counter target spell unless its controller pays {4}. If that spell
    is countered this way, exile it ..." — unpaid, it is countered and exiled; paid, it
    resolves (nothing was countered this way)."""
    s = _countered_by(HINDER_LIKE)  # no mana to pay: countered
    assert s.zone_names(0, Zone.EXILE) == ["Divination Test"]
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(4)])
    s.library(0, grizzly_bears())
    draw = s.cast(0, s.hand(0, DRAW)[0])
    s.cast(0, s.hand(0, HINDER_LIKE)[0], targets=(draw.id,))
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == []
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_fumigate_counts_the_creatures_it_destroyed():
    """CR 608.2c, 608.2h: "You gain 1 life for each creature destroyed this way" — three
    creatures die, one is indestructible and isn't destroyed (CR 702.12b): 3 life."""
    s = Scenario()
    s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.battlefield(1, grizzly_bears())
    s.battlefield(1, DARKSTEEL_MYR)
    s.cast(0, s.hand(0, FUMIGATE)[0])
    s.resolve()
    assert s.life(0) == 23
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Darksteel Myr"]


def test_gearhulk_gains_life_only_if_it_destroyed():
    """CR 608.2c, 608.2h: "If a creature is destroyed this way, you gain life equal to its
    toughness" — the destroyed creature's toughness as it last existed; an indestructible
    target isn't destroyed, so no life."""
    for target, life in ((creature("Hill Giant", "{3}{R}", 3, 3), 23), (DARKSTEEL_MYR, 20)):
        s = Scenario()
        victim = s.battlefield(1, target)[0]
        s.answer(0, ChooseYesNo, True)
        s.battlefield(0, NOXIOUS_GEARHULK, enter=True)
        s.resolve_stack()
        assert s.life(0) == life, s.log()
        assert (s.zone_of(victim) is None) == (life == 23)


def test_bane_of_progress_counts_permanents_destroyed():
    """CR 608.2c: "for each permanent destroyed this way" — two artifacts and an enchantment
    destroyed: three +1/+1 counters."""
    s = Scenario()
    s.battlefield(1, ORNITHOPTER, ORNITHOPTER, ANTHEM, grizzly_bears())
    bane = s.battlefield(0, BANE_OF_PROGRESS, enter=True)[0]
    s.resolve_stack()
    assert s.obj(bane).counters == {"+1/+1": 3}
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
