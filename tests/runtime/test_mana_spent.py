"""The mana spent to cast a spell (CR 601.2h, 106.4), compiled from real card text: opus
("If five or more mana was spent to cast that spell", Tackle Artist) and adamant (CR 702.149,
Ardenvale Paladin, Unexplained Vision)."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone

TACKLE = """Tackle Artist {3}{R}
Creature — Troll Warrior
Trample
Opus — Whenever you cast an instant or sorcery spell, put a +1/+1 counter on this creature. If five or more mana was spent to cast that spell, put two +1/+1 counters on this creature instead.
4/3"""  # noqa: E501
PALADIN = """Ardenvale Paladin {3}{W}
Creature — Human Knight
Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on it.
2/5"""  # noqa: E501
VISION = """Unexplained Vision {4}{U}
Sorcery
Draw three cards.
Adamant — If at least three blue mana was spent to cast this spell, scry 3."""
BIG_SPELL = """Big Thought {3}{R}{R}
Sorcery
Draw a card."""
SMALL_SPELL = """Small Thought {R}
Sorcery
Draw a card."""


def _opus(spell: str) -> int:
    s = Scenario()
    artist = s.battlefield(0, compile_card(TACKLE))[0]
    s.battlefield(0, *(mountain() for _ in range(5)))
    s.library(0, *(island() for _ in range(3)))
    s.cast(0, s.hand(0, compile_card(spell))[0])
    s.resolve_stack()
    return s.obj(artist).counters.get("+1/+1", 0)


def test_opus_five_mana_spent():
    """CR 601.2h, 614.1a: five mana paid for the sorcery: two counters instead of one."""
    assert _opus(BIG_SPELL) == 2


def test_opus_one_mana_spent():
    """CR 601.2h: one mana paid: one counter."""
    assert _opus(SMALL_SPELL) == 1


def test_adamant_permanent_keeps_the_mana_spent():
    """CR 702.149, 608.3: three white mana paid for the spell: the creature it becomes
    enters with a +1/+1 counter; paid with one white mana, it doesn't."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), plains(), mountain())
    knight = s.cast(0, s.hand(0, compile_card(PALADIN))[0]).id
    s.resolve()
    paladin = s.find("Ardenvale Paladin", Zone.BATTLEFIELD)[0]
    assert knight != paladin and s.pt(paladin) == (3, 6)
    s2 = Scenario()
    s2.battlefield(0, plains(), mountain(), mountain(), mountain())
    s2.cast(0, s2.hand(0, compile_card(PALADIN))[0])
    s2.resolve()
    assert s2.pt(s2.find("Ardenvale Paladin", Zone.BATTLEFIELD)[0]) == (2, 5)


def test_adamant_spell_counts_only_its_color():
    """CR 702.149: three blue mana among the five spent: scry 3 happens (asked); with one
    blue mana it isn't."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), mountain(), mountain())
    s.library(0, *(grizzly_bears() for _ in range(8)))
    s.cast(0, s.hand(0, compile_card(VISION))[0])
    s.resolve()
    assert len(s.state.players[0].hand) == 3
    assert "scries 3" in s.log()
    s2 = Scenario()
    s2.battlefield(0, island(), mountain(), mountain(), mountain(), mountain())
    s2.library(0, *(grizzly_bears() for _ in range(8)))
    s2.cast(0, s2.hand(0, compile_card(VISION))[0])
    s2.resolve()
    assert len(s2.state.players[0].hand) == 3 and "scries" not in s2.log()


HERALD = """Azorius Herald {2}{W}
Creature — Spirit
This creature can't be blocked.
When this creature enters, you gain 4 life.
When this creature enters, sacrifice it unless {U} was spent to cast it.
2/1"""
SPOIL = """Rolling Spoil {2}{B}{B}{G}
Sorcery
Destroy target land. If {B} was spent to cast this spell, all creatures get −1/−1 until end of turn."""  # noqa: E501
HYBRID = """Pair Thought {W}{U}
Sorcery
If {W}{U} was spent to cast this spell, draw a card."""


def test_symbol_spent_keeps_the_permanent():
    """CR 601.2h, 608.3: "sacrifice it unless {U} was spent to cast it": paid with an Island,
    the creature stays; paid without blue mana, it's sacrificed."""
    s = Scenario()
    s.battlefield(0, plains(), plains(), island())
    s.cast(0, s.hand(0, compile_card(HERALD))[0])
    s.resolve_stack()
    assert len(s.find("Azorius Herald", Zone.BATTLEFIELD)) == 1
    s2 = Scenario()
    s2.battlefield(0, plains(), plains(), plains())
    s2.cast(0, s2.hand(0, compile_card(HERALD))[0])
    s2.resolve_stack()
    assert s2.find("Azorius Herald", Zone.BATTLEFIELD) == []
    assert len(s2.find("Azorius Herald", Zone.GRAVEYARD)) == 1


def test_two_symbols_spent_need_one_of_each():
    """CR 601.2h, 107.4a: "If {W}{U} was spent": one white and one blue mana, both spent."""
    s = Scenario()
    s.battlefield(0, plains(), island())
    s.library(0, *(grizzly_bears() for _ in range(3)))
    s.cast(0, s.hand(0, compile_card(HYBRID))[0])
    s.resolve()
    assert len(s.state.players[0].hand) == 1


def test_symbol_spent_spell_effect():
    """CR 601.2h: Rolling Spoil paid with black mana gives all creatures -1/-1."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), forest(), forest(), forest())
    bears = s.battlefield(1, grizzly_bears())[0]
    land = s.battlefield(1, forest())[0]
    s.cast(0, s.hand(0, compile_card(SPOIL))[0], targets=(land,))
    s.resolve()
    assert s.pt(bears) == (1, 1)
