"""CR 106.6: "Spend this mana only to ..." — restricted mana, compiled from real cards' text
(Mishra's Workshop, Vedalken Engineer, Rosheen Meanderer, Ally Encampment, Pillar of the
Paruns)."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.errors import CostError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

WORKSHOP = compile_card("{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
                        "Land", None, name="Mishra's Workshop")  # fmt: skip
ENGINEER = compile_card("{T}: Add two mana of any one color. Spend this mana only to cast "
                        "artifact spells or activate abilities of artifacts.",
                        "Creature — Vedalken Artificer", "{1}{U}", ("1", "1"),
                        name="Vedalken Engineer")  # fmt: skip
ROSHEEN = compile_card("{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.",
                       "Legendary Creature — Giant Shaman", "{3}{R/G}", ("4", "4"),
                       name="Rosheen Meanderer")  # fmt: skip
ENCAMPMENT = compile_card("{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana "
                          "only to cast an Ally spell.", "Land", None,
                          name="Ally Encampment")  # fmt: skip
PILLAR = compile_card("{T}: Add one mana of any color. Spend this mana only to cast a "
                      "multicolored spell.", "Land", None, name="Pillar of the Paruns")

ORNITHOPTER = compile_card("Flying", "Artifact Creature — Thopter", "{3}", ("0", "2"),
                           name="Ornithopter")  # fmt: skip
DIVINATION = compile_card("Draw two cards.", "Sorcery", "{3}", name="Divination")
ROCK = compile_card("{2}, {T}: Draw a card.", "Artifact", "{0}", name="Jalum Tome")
WIZARD = compile_card("{2}: Draw a card.", "Creature — Human Wizard", "{0}", ("1", "1"),
                      name="Scholar")  # fmt: skip
BLAZE = compile_card("This spell deals X damage to any target.", "Sorcery", "{X}",
                     name="Blaze")  # fmt: skip
ALLY = compile_card("Vigilance", "Creature — Kor Ally", "{W}", ("1", "1"), name="Kor Ally")
MONK = compile_card("Vigilance", "Creature — Human Monk", "{W}", ("1", "1"), name="Monk")
AZORIUS = compile_card("Flying", "Creature — Bird", "{W}{U}", ("2", "2"), name="Gold Bird")


def test_workshop_mana_casts_artifact_spells_only():
    """CR 106.6: Mishra's Workshop's {C}{C}{C} pays for Ornithopter, an artifact spell, but
    not for Divination (the failed cast changes nothing: the mana stays in the pool)."""
    s = Scenario()
    (shop,) = s.battlefield(0, WORKSHOP)
    s.tap_for_mana(0, shop)
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, DIVINATION)[0], auto_pay=False)
    assert s.pool(0) == "{C}{C}{C}"
    s.cast(0, s.hand(0, ORNITHOPTER)[0], auto_pay=False).resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Mishra's Workshop", "Ornithopter"]
    assert s.pool(0) == "(empty)"


def test_workshop_mana_cant_pay_for_abilities():
    """CR 106.6: "only to cast artifact spells" — not to activate an artifact's ability."""
    s = Scenario()
    (shop,) = s.battlefield(0, WORKSHOP)
    (tome,) = s.battlefield(0, ROCK)
    s.tap_for_mana(0, shop)
    with pytest.raises(CostError):
        s.activate(0, tome, auto_pay=False)


def test_engineer_mana_activates_abilities_of_artifacts():
    """CR 106.6, 602.2: Vedalken Engineer's two mana activate an artifact's ability but not a
    creature's."""
    s = Scenario()
    (engineer,) = s.battlefield(0, ENGINEER)
    (tome,) = s.battlefield(0, ROCK)
    (scholar,) = s.battlefield(0, WIZARD)
    s.library(0, DIVINATION, DIVINATION)
    s.tap_for_mana(0, engineer, color=ManaType.U)
    with pytest.raises(CostError):
        s.activate(0, scholar, auto_pay=False)
    s.activate(0, tome, auto_pay=False)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Divination"]


def test_rosheen_mana_pays_only_costs_with_x():
    """CR 106.6, 107.3: Rosheen's {C}{C}{C}{C} pays for Blaze with X=4, not for Divination."""
    s = Scenario()
    (rosheen,) = s.battlefield(0, ROSHEEN)
    s.tap_for_mana(0, rosheen)
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, DIVINATION)[0], auto_pay=False)
    s.cast(0, s.hand(0, BLAZE)[0], x=4, targets=(PlayerRef(1),), auto_pay=False)
    s.resolve()
    assert s.life(1) == 16


def test_auto_pay_taps_the_source_whose_mana_can_be_spent():
    """CR 106.6: auto-pay for a one-color Monk leaves Pillar of the Paruns untapped (its mana
    couldn't be spent on it) and taps the Plains; with only the Pillar the cast fails."""
    from mtgc.runtime.cards_basic import plains

    s = Scenario()
    (pillar,) = s.battlefield(0, PILLAR)
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, MONK)[0])
    (land,) = s.battlefield(0, plains())
    s.cast(0, s.find("Monk", Zone.HAND, 0)[0]).resolve()
    assert s.find("Monk", Zone.BATTLEFIELD, 0)
    assert s.obj(land).tapped and not s.obj(pillar).tapped


def test_encampment_mana_casts_an_ally_spell():
    """CR 106.6, 205.3: Ally Encampment's colored mana casts an Ally (a creature type), not a
    Monk."""
    s = Scenario()
    (camp,) = s.battlefield(0, ENCAMPMENT)
    s.tap_for_mana(0, camp, index=1, color=ManaType.W)
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, MONK)[0], auto_pay=False)
    s.cast(0, s.hand(0, ALLY)[0], auto_pay=False).resolve()
    assert s.find("Kor Ally", Zone.BATTLEFIELD, 0)


def test_pillar_mana_casts_multicolored_spells():
    """CR 106.6, 105.2c: Pillar of the Paruns's mana casts a two-color spell, not a
    one-color one."""
    s = Scenario()
    p1, p2 = s.battlefield(0, PILLAR, PILLAR)
    s.tap_for_mana(0, p1, color=ManaType.W)
    with pytest.raises(CostError):
        s.cast(0, s.hand(0, MONK)[0], auto_pay=False)
    s.tap_for_mana(0, p2, color=ManaType.U)
    s.cast(0, s.hand(0, AZORIUS)[0], auto_pay=False).resolve()
    assert s.find("Gold Bird", Zone.BATTLEFIELD, 0)
