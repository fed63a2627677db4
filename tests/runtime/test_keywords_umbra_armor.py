"""Umbra armor (CR 702.89), compiled from a real card's text (Snake Umbra)."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario, Step, Zone

SNAKE_UMBRA = """Snake Umbra {2}{G}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+1 and has "Whenever this creature deals damage to an opponent, you may draw a card."
Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)"""  # noqa: E501
MURDER = "Murder {1}{B}{B}\nInstant\nDestroy target creature."
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"


def test_umbra_armor_destroys_the_aura_instead():
    """CR 702.89a: "If enchanted permanent would be destroyed, instead remove all damage
    marked on it and destroy this Aura"."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear_id,) = s.battlefield(0, bear(), damage=1)
    (aura,) = s.battlefield(0, compile_card(SNAKE_UMBRA), attached_to=bear_id)
    s.battlefield(0, *[compile_card(SWAMP)] * 3)
    s.cast(0, s.hand(0, compile_card(MURDER))[0], targets=(bear_id,))
    s.resolve_stack()
    assert s.zone_of(bear_id) is Zone.BATTLEFIELD
    assert s.obj(bear_id).damage == 0
    assert s.zone_of(aura) is not Zone.BATTLEFIELD
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Murder", "Snake Umbra"]
    assert s.pt(bear_id) == (2, 2)


def test_umbra_armor_saves_from_lethal_damage():
    """CR 702.89a, 704.5g: lethal damage's destruction by a state-based action is replaced
    too; the damage is removed."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear_id,) = s.battlefield(0, bear())
    s.battlefield(0, compile_card(SNAKE_UMBRA), attached_to=bear_id)
    s.mark_damage(bear_id, 5)
    s.pass_priority(0)
    assert s.zone_of(bear_id) is Zone.BATTLEFIELD
    assert s.obj(bear_id).damage == 0
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Snake Umbra"]
