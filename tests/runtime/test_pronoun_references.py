"""References by pronoun (CR 608.2c), compiled from real cards' text: "he"/"she" for a named
character card (Luke Cage, Power Man; The Wasp, Janet Van Dyne) and "them" for the tokens
just created (Feral Lightning)."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import grizzly_bears
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

LUKE = compile_card("Whenever Luke Cage attacks alone, he gets +2/+0 and gains indestructible "
                    "until end of turn.", "Legendary Creature — Human Hero", "{3}{G}",
                    ("4", "4"), name="Luke Cage, Power Man")  # fmt: skip
WASP = compile_card("Flying\nWhen The Wasp enters, she deals 4 damage to target tapped creature "
                    "an opponent controls.", "Legendary Creature — Human Insect Hero", "{0}",
                    ("2", "2"), name="The Wasp, Janet Van Dyne")  # fmt: skip
FERAL = compile_card("Create three 3/1 red Elemental creature tokens with haste. Exile them at "
                     "the beginning of the next end step.", "Sorcery", "{0}",
                     name="Feral Lightning")  # fmt: skip


def test_he_is_the_card_itself():
    """"he gets +2/+0 and gains indestructible": Luke Cage, attacking alone, deals 6."""
    s = Scenario()
    (luke,) = s.battlefield(0, LUKE)
    s.attack({luke: PlayerRef(1)})
    s.resolve()
    assert s.pt(luke) == (6, 4)
    assert "Indestructible" in {type(a).__name__ for a in s.game.view(luke).abilities}
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 14


def test_she_deals_the_damage():
    """"she deals 4 damage to target tapped creature": The Wasp is the source; the tapped
    bear dies."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear,) = s.battlefield(1, grizzly_bears(), tapped=True)
    s.answer(0, ChooseTargets, (bear,))
    s.cast(0, s.hand(0, WASP)[0])
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_them_are_the_tokens_just_created():
    """"Exile them at the beginning of the next end step": the three Elementals, and
    nothing else."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, grizzly_bears())
    s.cast(0, s.hand(0, FERAL)[0])
    s.resolve()
    assert len(s.find("Elemental Token", Zone.BATTLEFIELD, 0)) == 3
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.find("Elemental Token") == []
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)


FORMALWEAR = compile_card("When this Equipment enters, return target creature card with mana "
                          "value 3 or less from your graveyard to the battlefield and attach "
                          "this Equipment to it.\nEquipped creature gets +2/+2 and has "
                          "vigilance.\nEquip {3}", "Artifact — Equipment", "{0}",
                          name="Pre-War Formalwear")  # fmt: skip


def test_it_is_the_creature_returned_to_the_battlefield():
    """CR 400.7, 608.2c: "return target creature card ... and attach this Equipment to it":
    "it" is the new permanent — the bear comes back wearing the Equipment, a 4/4."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.graveyard(0, grizzly_bears())
    s.cast(0, s.hand(0, FORMALWEAR)[0])
    s.resolve_stack()
    [bear] = s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)
    [gear] = s.find("Pre-War Formalwear", Zone.BATTLEFIELD, 0)
    assert s.obj(gear).attached_to == bear
    assert s.pt(bear) == (4, 4)


FOOTSTEPS = compile_card("Return target creature card from your graveyard to the battlefield. "
                         "Sacrifice that creature at the beginning of the next end step.",
                         "Sorcery — Arcane", "{0}", name="Footsteps of the Goryo")  # fmt: skip


def test_that_creature_is_the_returned_permanent():
    """CR 400.7, 603.7c: "Sacrifice that creature at the beginning of the next end step":
    the creature returned (a new object) is sacrificed then."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (card,) = s.graveyard(0, grizzly_bears())
    s.cast(0, s.hand(0, FOOTSTEPS)[0], targets=(card,))
    s.resolve()
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, 0) == []
    assert "Grizzly Bears" in s.zone_names(0, Zone.GRAVEYARD)
