"""'This effect doesn't remove this Aura.' (CR 702.16c, 704.5m), compiled from real cards'
text (White Ward, Tattoo Ward): the protection an Aura grants doesn't make that Aura fall
off, but still makes other Auras with the quality fall off, and still protects."""

from kw_compile import bear, compile_card

from mtgc.runtime.scenario import Scenario, Zone

WHITE_WARD = """White Ward {W}
Enchantment — Aura
Enchant creature
Enchanted creature has protection from white. This effect doesn't remove this Aura."""

TATTOO_WARD = """Tattoo Ward {2}{W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+1 and has protection from enchantments. This effect doesn't remove this Aura.
Sacrifice this Aura: Destroy target enchantment."""  # noqa: E501

PACIFISM = """Pacifism {1}{W}
Enchantment — Aura
Enchant creature
Enchanted creature can't attack or block."""


def test_white_ward_stays_on_the_creature_it_protects_from_white():
    """CR 702.16c: White Ward (white) gives protection from white; it stays attached, and
    its creature has protection from white (a white Pacifism falls off, CR 704.5m)."""
    s = Scenario()
    (b,) = s.battlefield(0, bear())
    (pac,) = s.battlefield(1, compile_card(PACIFISM), attached_to=b)
    (ward,) = s.battlefield(0, compile_card(WHITE_WARD), attached_to=b)
    s.pass_priority()
    assert s.zone_of(ward) is Zone.BATTLEFIELD and s.obj(ward).attached_to == b
    assert s.zone_of(pac) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Pacifism"]


def test_tattoo_ward_gets_its_bonus_and_stays():
    """CR 702.16c: Tattoo Ward (an enchantment) gives protection from enchantments and
    +1/+1; it isn't removed by its own protection."""
    s = Scenario()
    (b,) = s.battlefield(0, bear())
    (ward,) = s.battlefield(0, compile_card(TATTOO_WARD), attached_to=b)
    s.pass_priority()
    assert s.obj(ward).attached_to == b and s.pt(b) == (3, 3)


def test_two_white_wards_each_make_the_other_fall_off():
    """CR 702.16c: each Ward's protection spares only that Ward: the other Ward (white) is
    attached illegally, so both go to the graveyard (CR 704.5m, 704.3: simultaneously)."""
    s = Scenario()
    (b,) = s.battlefield(0, bear())
    s.battlefield(0, compile_card(WHITE_WARD), compile_card(WHITE_WARD), attached_to=b)
    s.pass_priority()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["White Ward", "White Ward"]
