"""Triggers on damage dealt to this permanent (CR 120.3, 603.2), compiled from real card
text: "Whenever a source deals damage to this creature, that source's controller ...";
"that source" and "that many" are the triggering event's."""

from __future__ import annotations

from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import mountain
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

BELLTOWER_SPHINX = compile_card(
    "Belltower Sphinx {4}{U}\nCreature — Sphinx\nFlying\n"
    "Whenever a source deals damage to this creature, that source's controller mills that "
    "many cards.\n2/5"
)
CRAG_SAURIAN = compile_card(
    "Crag Saurian {R}{R}{R}\nCreature — Lizard\n"
    "Whenever a source deals damage to this creature, that source's controller gains control "
    "of this creature.\n4/4"
)
SHOCK = compile_card("Shock {R}\nInstant\nShock deals 2 damage to any target.")


def test_sphinx_mills_the_controller_of_the_source_that_many_cards():
    """CR 120.3, 701.17a: Bob's Shock deals 2 damage to Alice's Sphinx; Bob mills 2."""
    s = Scenario()
    sphinx = s.battlefield(0, BELLTOWER_SPHINX)[0]
    s.library(1, *[bear() for _ in range(5)])
    s.library(0, *[bear() for _ in range(5)])
    s.battlefield(1, mountain())
    s.state.priority = 1
    s.cast(1, s.hand(1, SHOCK)[0], targets=(sphinx,))
    s.resolve()
    assert s.stack_names() == ["ability of Belltower Sphinx"]
    s.resolve()
    assert len(s.state.players[1].library) == 3 and len(s.state.players[0].library) == 5
    assert s.zone_names(1, Zone.GRAVEYARD).count("Grizzly Bears") == 2


def test_damage_to_another_creature_doesnt_trigger():
    """CR 603.2: only damage dealt to this creature triggers it."""
    s = Scenario()
    s.battlefield(0, BELLTOWER_SPHINX)
    other = s.battlefield(0, bear())[0]
    s.battlefield(1, mountain())
    s.state.priority = 1
    s.cast(1, s.hand(1, SHOCK)[0], targets=(other,))
    s.resolve()
    assert s.stack_names() == []


def test_combat_damage_gives_the_saurian_to_the_attackers_controller():
    """CR 120.3, 510.2: the blocked attacker deals combat damage to the blocking Saurian;
    the attacker's controller gains control of it (CR 108.4)."""
    s = Scenario()
    attacker = s.battlefield(0, bear())[0]
    saurian = s.battlefield(1, CRAG_SAURIAN)[0]
    s.attack({attacker: PlayerRef(1)})
    s.block(1, {saurian: attacker})
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve_stack()
    assert s.game.view(saurian).controller == 0
