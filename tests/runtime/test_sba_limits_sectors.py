"""State-based actions of CR 704.5r (a counter limit an ability states) and 704.5u (sector
designations of space sculptor, CR 702.158), with cards compiled from their Oracle text."""

from __future__ import annotations

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.turns.sectors import sector

#: Rasputin Dreamweaver's lines that the compiler lowers (its upkeep trigger, "if Rasputin
#: started the turn untapped", doesn't parse yet).
RASPUTIN = compile_card("""Rasputin Dreamweaver {4}{W}{U}
Legendary Creature — Human Wizard
Rasputin enters with seven dream counters on it.
Remove a dream counter from Rasputin: Add {C}.
Rasputin can't have more than seven dream counters on it.
4/1""")

#: Space Beleren's keyword line (its loyalty abilities choose a sector, not lowered yet).
SCULPTOR = compile_card("""Sector Warden {2}{W}{U}
Creature — Human Wizard
Space sculptor (This creature divides the battlefield into alpha, beta, and gamma sectors. """
    """If a creature isn't assigned to a sector, its controller assigns it to one. Opponents """
    """assign first.)
1/1""")


def test_counters_over_the_limit_are_removed():
    """CR 704.5r: Rasputin enters with seven dream counters (CR 614.1c); with three more put
    on it, the state-based actions remove all but seven."""
    s = Scenario()
    r = s.battlefield(0, RASPUTIN, enter=True)[0]
    assert s.obj(r).counters == {"dream": 7}
    s.game.add_counters(r, "dream", 3)
    assert s.obj(r).counters == {"dream": 10}  # putting them isn't stopped
    s.pass_priority()
    assert s.obj(r).counters == {"dream": 7}
    assert "can't have more than 7 (CR 704.5r)" in s.log()


def test_counters_at_or_under_the_limit_stay():
    """CR 704.5r: removing a counter (its mana ability) leaves six; nothing else changes."""
    s = Scenario()
    r = s.battlefield(0, RASPUTIN, enter=True)[0]
    s.tap_for_mana(0, r)
    assert s.pool(0) == "{C}"
    s.pass_priority()
    assert s.obj(r).counters == {"dream": 6}
    assert "CR 704.5r" not in s.log()


def test_each_creature_gets_a_sector_opponents_first():
    """CR 704.5u, 702.158c: with a permanent with space sculptor on the battlefield, Bob
    (who controls none) chooses a sector for his creature first, then Alice for hers and
    for the sculptor itself."""
    s = Scenario()
    order: list[str] = []

    def pick(name: str, index: int):
        def answer(decision):
            order.append(name)
            return index
        return answer

    s.answer(1, ChooseOption, pick("Bob", 2), about="sector")
    s.answer(0, ChooseOption, pick("Alice", 1), about="sector")
    s.answer(0, ChooseOption, pick("Alice", 0), about="sector")
    mine = s.battlefield(0, bear())[0]
    theirs = s.battlefield(1, bear("Hill Giant", "{3}{R}", "3/3"))[0]
    warden = s.battlefield(0, SCULPTOR, enter=True)[0]
    s.pass_priority()
    assert order == ["Bob", "Alice", "Alice"]
    assert sector(s.game, theirs) == "gamma"
    assert {sector(s.game, mine), sector(s.game, warden)} == {"alpha", "beta"}


def test_sectors_end_when_no_sculptor_is_left():
    """CR 702.158b: a creature keeps its designation until no player controls a permanent
    with space sculptor; a creature without one gets none while there is no sculptor."""
    s = Scenario()
    warden = s.battlefield(0, SCULPTOR, enter=True)[0]
    b = s.battlefield(1, bear())[0]
    s.pass_priority()
    assert sector(s.game, b) == "alpha"  # the default answer: the first sector
    s.game.move(warden, Zone.GRAVEYARD, cause="test")
    s.pass_priority()
    assert sector(s.game, b) is None
    late = s.battlefield(1, bear("Hill Giant", "{3}{R}", "3/3"), enter=True)[0]
    s.pass_priority()
    assert sector(s.game, late) is None
