"""What a static ability applies to (CR 611.3a, 613.1) when its subject is a list of groups
or an "equipped/enchanted [creatures] you control" phrase — real cards compiled from their
Oracle text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, grizzly_bears
from mtgc.runtime.scenario import Scenario

DEATH_BARON = compile_card(
    "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.",
    "Creature — Zombie Wizard", "{1}{B}{B}", ("2", "2"), name="Death Baron")  # fmt: skip
STONE_HAVEN_OUTFITTER = compile_card(
    "Equipped creatures you control get +1/+1.", "Creature — Kor Artificer", "{1}{W}",
    ("2", "1"), name="Stone Haven Outfitter")  # fmt: skip
BLADE = compile_card("Equipped creature gets +1/+0.\nEquip {1}", "Artifact — Equipment", "{1}",
                     name="Blade")  # fmt: skip


def test_death_baron_pumps_skeletons_and_other_zombies():
    """CR 611.3a: a Skeleton and another Zombie you control get +1/+1; the Baron itself
    ("other Zombies") and an opponent's Zombie don't; a creature of both types gets it
    once."""
    s = Scenario()
    baron = s.battlefield(0, DEATH_BARON)[0]
    skeleton = s.battlefield(0, creature("Skeleton", "{B}", 1, 1, subtypes=("Skeleton",)))[0]
    zombie = s.battlefield(0, creature("Zombie", "{B}", 2, 2, subtypes=("Zombie",)))[0]
    both = s.battlefield(0, creature("Bones", "{B}", 1, 1, subtypes=("Zombie", "Skeleton")))[0]
    theirs = s.battlefield(1, creature("Zombie", "{B}", 2, 2, subtypes=("Zombie",)))[0]
    assert s.pt(baron) == (2, 2)
    assert s.pt(skeleton) == (2, 2)
    assert s.pt(zombie) == (3, 3)
    assert s.pt(both) == (2, 2)
    assert s.pt(theirs) == (2, 2)


def test_outfitter_pumps_only_equipped_creatures_you_control():
    """CR 301.5: the equipped Bear gets +1/+1 (and the Blade's +1/+0); an unequipped one
    doesn't."""
    s = Scenario()
    s.battlefield(0, STONE_HAVEN_OUTFITTER)
    armed, bare = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.battlefield(0, BLADE, attached_to=armed)
    assert s.pt(armed) == (4, 3)
    assert s.pt(bare) == (2, 2)
