"""Blocking restrictions, untap restrictions and combat timing compiled from real cards'
Oracle text: "can't be blocked by more than one creature" (CR 509.1b), "don't untap during
their controllers' untap steps" (CR 502.3), "Activate only during your turn, before
attackers are declared." (CR 602.5b, 508.1)."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, island
from mtgc.runtime.errors import CombatError, TimingError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

BOB = PlayerRef(1)
STALKING_TIGER = compile_card("This creature can't be blocked by more than one creature.",
                              "Creature — Cat", "{3}{G}", ("3", "3"),
                              name="Stalking Tiger")  # fmt: skip
CHOKE = compile_card("Islands don't untap during their controllers' untap steps.",
                     "Enchantment", "{2}{G}", name="Choke")  # fmt: skip
TALAS_RESEARCHER = compile_card("{T}: Draw a card. Activate only during your turn, before "
                                "attackers are declared.", "Creature — Human Pirate Wizard",
                                "{R}", ("1", "1"), name="Talas Researcher")  # fmt: skip


def test_stalking_tiger_refuses_two_blockers():
    """CR 509.1b: a declaration with two creatures blocking the Tiger is illegal; one
    blocker is legal."""
    s = Scenario()
    tiger = s.battlefield(0, STALKING_TIGER)[0]
    bear1, bear2 = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.attack({tiger: BOB})
    with pytest.raises(CombatError):
        s.block(1, {bear1: tiger, bear2: tiger})
    s.block(1, {bear1: tiger})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.life(1) == 20


def test_choke_keeps_every_players_islands_tapped():
    """CR 502.3: each Island stays tapped in its controller's untap step; a Forest
    untaps."""
    s = Scenario()
    s.battlefield(0, CHOKE)
    isl, frst = s.battlefield(1, island(), forest(), tapped=True)
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1
    assert s.obj(isl).tapped is True
    assert s.obj(frst).tapped is False


def test_talas_researcher_before_attackers_are_declared():
    """CR 602.5b: in the beginning of combat step the ability can be activated; once
    attackers are declared, or on an opponent's turn, it can't."""
    s = Scenario()
    researcher = s.battlefield(0, TALAS_RESEARCHER)[0]
    other = s.battlefield(0, TALAS_RESEARCHER)[0]
    s.library(0, grizzly_bears(), grizzly_bears())
    s.set_step(Step.BEGINNING_OF_COMBAT)
    s.activate(0, researcher)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    s.attack({})
    with pytest.raises(TimingError):
        s.activate(0, other)
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.activate(0, other)
    assert s.obj(other).tapped is False
