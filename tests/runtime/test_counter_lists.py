"""Counters of several kinds named together (CR 122.1, 122.6), with cards compiled from
their Oracle text: each kind is put on the object, or the permanent enters with each kind
(CR 614.1c); keyword counters give their keyword (CR 122.1b)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.abilities import Hexproof, Indestructible, Lifelink

PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
PERENNATION = """Perennation {3}{W}{B}{G}
Sorcery
Return target permanent card from your graveyard to the battlefield with a hexproof \
counter and an indestructible counter on it."""
DUST_ANIMUS = """Dust Animus {1}{W}
Creature — Spirit
Flying
If you control five or more untapped lands, this creature enters with two +1/+1 counters \
and a lifelink counter on it.
2/3"""
ARWEN = """Arwen, Mortal Queen {1}{G}{W}
Legendary Creature — Elf Noble
Arwen enters with an indestructible counter on it.
{1}, Remove an indestructible counter from Arwen: Another target creature gains \
indestructible until end of turn. Put a +1/+1 counter and a lifelink counter on that \
creature and a +1/+1 counter and a lifelink counter on Arwen.
2/2"""
ABIGALE = """Abigale, Eloquent First-Year {W/B}{W/B}
Legendary Creature — Bird Bard
Flying, first strike, lifelink
When Abigale enters, up to one other target creature loses all abilities. Put a flying \
counter, a first strike counter, and a lifelink counter on that creature.
1/1"""


def test_returned_with_two_kinds_of_counters():
    """CR 122.6: Perennation returns the card with a hexproof counter and an indestructible
    counter on it; each gives its keyword (CR 122.1b)."""
    s = Scenario()
    s.battlefield(0, *[compile_card(PLAINS)] * 4, compile_card(SWAMP), compile_card(FOREST))
    card = s.graveyard(0, bear())[0]
    s.cast(0, s.hand(0, compile_card(PERENNATION))[0], targets=(card,))
    s.resolve()
    [b] = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert s.obj(b).counters == {"hexproof": 1, "indestructible": 1}
    view = s.game.view(b)
    assert view.has_keyword(Hexproof) and view.has_keyword(Indestructible)


def test_enters_with_counters_of_two_kinds_when_the_condition_holds():
    """CR 614.1c: with five untapped lands, Dust Animus enters with two +1/+1 counters and a
    lifelink counter: a 4/5 with lifelink."""
    s = Scenario()
    s.battlefield(0, *[compile_card(PLAINS)] * 7)
    s.cast(0, s.hand(0, compile_card(DUST_ANIMUS))[0])
    s.resolve()
    [animus] = s.find("Dust Animus", Zone.BATTLEFIELD)
    assert s.obj(animus).counters == {"+1/+1": 2, "lifelink": 1}
    assert s.pt(animus) == (4, 5) and s.game.view(animus).has_keyword(Lifelink)


def test_enters_without_them_when_the_condition_fails():
    """CR 614.1c: with two lands (both tapped to cast it), Dust Animus enters without
    counters."""
    s = Scenario()
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    s.cast(0, s.hand(0, compile_card(DUST_ANIMUS))[0])
    s.resolve()
    [animus] = s.find("Dust Animus", Zone.BATTLEFIELD)
    assert s.obj(animus).counters == {} and s.pt(animus) == (2, 3)


def test_counter_lists_on_two_objects():
    """CR 122.1: Arwen's ability puts a +1/+1 counter and a lifelink counter on the target
    and the same two on Arwen."""
    s = Scenario()
    s.battlefield(0, compile_card(FOREST))
    arwen = s.battlefield(0, compile_card(ARWEN), counters={"indestructible": 1})[0]
    b = s.battlefield(0, bear())[0]
    s.activate(0, arwen, targets=(b,))
    s.resolve()
    assert s.obj(b).counters == {"+1/+1": 1, "lifelink": 1}
    assert s.obj(arwen).counters == {"+1/+1": 1, "lifelink": 1}
    assert s.pt(b) == (3, 3) and s.game.view(b).has_keyword(Lifelink)


def test_three_keyword_counters_in_a_series():
    """CR 122.1b: "a flying counter, a first strike counter, and a lifelink counter" puts
    all three on the creature."""
    s = Scenario()
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    b = s.battlefield(1, bear())[0]
    s.answer(0, ChooseTargets, (b,))
    s.cast(0, s.hand(0, compile_card(ABIGALE))[0])
    s.resolve()  # the creature spell
    s.resolve()  # the enters trigger
    assert s.obj(b).counters == {"flying": 1, "first strike": 1, "lifelink": 1}

