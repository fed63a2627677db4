"""Emblems (CR 114), compiled from real planeswalkers' text: the emblem is put into the
command zone and its abilities function there (CR 114.4)."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

#: Gideon, Ally of Zendikar
GIDEON = compile_card(
    "[+1]: Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature with "
    "indestructible that's still a planeswalker. Prevent all damage that would be dealt to "
    "him this turn.\n[0]: Create a 2/2 white Knight Ally creature token.\n[−4]: You get an "
    "emblem with \"Creatures you control get +1/+1.\"", "Legendary Planeswalker — Gideon",
    "{2}{W}{W}", name="Gideon, Ally of Zendikar")  # fmt: skip
#: Chandra, Torch of Defiance
CHANDRA = compile_card(
    "[+1]: Exile the top card of your library. You may cast that card. If you don't, Chandra "
    "deals 2 damage to each opponent.\n[+1]: Add {R}{R}.\n[−3]: Chandra deals 4 damage to "
    "target creature.\n[−7]: You get an emblem with \"Whenever you cast a spell, this emblem "
    "deals 5 damage to any target.\"", "Legendary Planeswalker — Chandra", "{2}{R}{R}",
    name="Chandra, Torch of Defiance")  # fmt: skip


def test_an_emblems_static_ability_applies_to_later_creatures():
    """CR 114.2, 114.4, 611.3a: Alice's emblem "Creatures you control get +1/+1" functions
    from the command zone, for the creatures she controls at each moment — the Bears already
    there and one that enters later — not for Bob's; Gideon leaving changes nothing."""
    s = Scenario()
    gideon = s.battlefield(0, GIDEON, counters={"loyalty": 4})[0]
    bear = s.battlefield(0, grizzly_bears())[0]
    bobs = s.battlefield(1, grizzly_bears())[0]
    s.activate(0, gideon, 2)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Gideon, Ally of Zendikar"]  # 0 loyalty
    assert len(s.game.state.command) == 1
    later = s.battlefield(0, grizzly_bears())[0]
    assert (s.pt(bear), s.pt(later), s.pt(bobs)) == ((3, 3), (3, 3), (2, 2))


def test_an_emblems_triggered_ability_triggers_from_the_command_zone():
    """CR 114.4, 603.2: "Whenever you cast a spell, this emblem deals 5 damage to any
    target" triggers on Alice's spell, the emblem (in the command zone) as its source."""
    s = Scenario()
    chandra = s.battlefield(0, CHANDRA, counters={"loyalty": 7})[0]
    s.battlefield(0, mountain(), mountain())
    s.activate(0, chandra, 3)
    s.resolve_stack()
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.cast(0, s.hand(0, creature("Raging Goblin", "{R}", 1, 1))[0])
    assert s.stack_names()[-1].startswith("ability of")
    s.resolve_stack()
    assert s.life(1) == 15
    assert "Raging Goblin" in s.zone_names(0, Zone.BATTLEFIELD)


def test_an_emblem_is_not_a_card():
    """CR 114.1: an emblem is a marker, not a card: the invariant that every card of the game
    stays in exactly one zone doesn't count it (a random game with A-Tyvar Kell's emblem was
    reported as a card that came from nowhere)."""
    from mtgc.runtime.state.invariants import card_uids, violations

    s = Scenario()
    gideon = s.battlefield(0, GIDEON, counters={"loyalty": 4})[0]
    before = card_uids(s.game)
    s.activate(0, gideon, 2)
    s.resolve_stack()
    assert len(s.game.state.command) == 1
    assert card_uids(s.game) == before
    assert not [v for v in violations(s.game, before) if v.kind == "cards-not-conserved"]
