"""Qualities stated of one object, compiled from real card text: "as long as enchanted
creature is white" (a color, CR 105.2), "as long as it's enchanted" (CR 303.4), "as long as
this creature is modified" (CR 700.9) — conditions of "as long as" statics (CR 611.3a)."""

from __future__ import annotations

from mtgc.compiler.cards import loads
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, check_face
from mtgc.runtime.cards_basic import creature, grizzly_bears
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.abilities import Flying, ManaAbility
from mtgc.runtime.state.objects import CardDefinition


def compiled(text: str) -> CardDefinition:
    """The definition the real pipeline compiles from a card in the library's format."""
    face = loads(text)[0].faces[0]
    result = check_face(face)
    assert result.status == OK, (result.status, result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None and not lowered.unsupported
    return lowered.definition


EDGE = compiled("""Edge of the Divinity {W/B}
Enchantment — Aura
Enchant creature
As long as enchanted creature is white, it gets +1/+2.
As long as enchanted creature is black, it gets +2/+1.""")

OSPREY = compiled("""Fledgling Osprey {U}
Creature — Bird
This creature has flying as long as it's enchanted.
1/1""")

MERGE_KEEPER = compiled("""Orochi Merge-Keeper {1}{G}
Creature — Snake Ninja
Ninjutsu {1}{G}
As long as this creature is modified, it has "{T}: Add {G}{G}."
1/2""")

HOLY_STRENGTH = compiled("""Holy Strength {W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+2.""")


def test_color_of_the_enchanted_creature():
    """CR 105.2, 611.3a: the white creature gets the bonus, the green one doesn't."""
    s = Scenario()
    lions = s.battlefield(0, creature("Savannah Lions", "{W}", 2, 1))[0]
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, EDGE, attached_to=lions)
    s.battlefield(0, EDGE, attached_to=bear)
    assert s.pt(lions) == (3, 3)
    assert s.pt(bear) == (2, 2)


def test_flying_as_long_as_enchanted():
    """CR 303.4: "enchanted" means an Aura is attached; the ability ends when it leaves."""
    s = Scenario()
    osprey = s.battlefield(0, OSPREY)[0]
    assert not s.game.view(osprey).has_keyword(Flying)
    aura = s.battlefield(0, HOLY_STRENGTH, attached_to=osprey)[0]
    assert s.game.view(osprey).has_keyword(Flying) and s.pt(osprey) == (2, 3)
    s.game.destroy(aura)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Holy Strength"]
    assert not s.game.view(osprey).has_keyword(Flying)


def _mana_abilities(s: Scenario, obj: int) -> int:
    return sum(isinstance(a, ManaAbility) for a in s.game.view(obj).abilities)


def test_modified_by_a_counter_or_own_aura():
    """CR 700.9: a counter makes it modified; an Aura its opponent controls doesn't."""
    s = Scenario()
    keeper = s.battlefield(0, MERGE_KEEPER)[0]
    assert _mana_abilities(s, keeper) == 0
    s.battlefield(1, HOLY_STRENGTH, attached_to=keeper)
    assert _mana_abilities(s, keeper) == 0
    s.game.add_counters(keeper, "+1/+1", 1)
    assert _mana_abilities(s, keeper) == 1
