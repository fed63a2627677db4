""" "Doesn't untap during its controller's next untap step" compiled from real card text
(CR 502.3, 611.2c): the permanent skips exactly one untap step, then untaps as usual."""

from __future__ import annotations

from test_statics_conditions import compiled

from mtgc.runtime.cards_basic import grizzly_bears, island
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step

CUSTODY = compiled(
    "Take into Custody {U}\nInstant\nTap target creature. It doesn't untap during its "
    "controller's next untap step."
)


def _libraries(s: Scenario) -> None:
    s.library(0, *[island() for _ in range(4)])
    s.library(1, *[island() for _ in range(4)])


def test_target_creature_skips_its_controllers_next_untap_step():
    """CR 502.3: Bob's Bears stay tapped through his next untap step only; his other
    tapped creature untaps normally."""
    s = Scenario()
    _libraries(s)
    s.battlefield(0, island())
    bear = s.battlefield(1, grizzly_bears())[0]
    other = s.battlefield(1, grizzly_bears(), tapped=True)[0]
    s.cast(0, s.hand(0, CUSTODY)[0], targets=(bear,))
    s.resolve()
    assert s.obj(bear).tapped
    s.advance_to(Step.UPKEEP)  # Bob's turn: his untap step has happened
    assert s.state.active == 1
    assert s.obj(bear).tapped and not s.obj(other).tapped
    s.advance_to(Step.UPKEEP)  # Alice's turn
    s.advance_to(Step.UPKEEP)  # Bob's next turn: the effect is over
    assert s.state.active == 1
    assert not s.obj(bear).tapped


def test_this_land_doesnt_untap_during_your_next_untap_step():
    """CR 502.3, 106.12: tapping the land for mana also keeps it tapped through Alice's next
    untap step (not Bob's), then it untaps."""
    marsh = compiled(
        "Cinder Marsh\nLand\n{T}: Add {B} or {R}. This land doesn't untap during your next "
        "untap step."
    )
    s = Scenario()
    _libraries(s)
    land = s.battlefield(0, marsh)[0]
    s.tap_for_mana(0, land, color=ManaType.B)
    assert s.obj(land).tapped and s.pool(0) == "{B}"
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.UPKEEP)  # Alice's turn: skipped this untap step
    assert s.state.active == 0 and s.obj(land).tapped
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.UPKEEP)  # Alice's following turn
    assert s.state.active == 0 and not s.obj(land).tapped


def test_those_creatures_skip_their_controllers_next_untap_steps():
    """CR 502.3, 611.2c (Sudden Storm): "Those creatures don't untap during their
    controllers' next untap steps" — each tapped target skips its own controller's next
    untap step, then untaps as usual."""
    storm = compiled(
        "Sudden Storm {3}{U}\nInstant\nTap up to two target creatures. Those creatures don't "
        "untap during their controllers' next untap steps. Scry 1."
    )
    s = Scenario()
    _libraries(s)
    s.battlefield(0, *[island() for _ in range(4)])
    bears = s.battlefield(1, grizzly_bears(), grizzly_bears())
    other = s.battlefield(1, grizzly_bears(), tapped=True)[0]
    s.cast(0, s.hand(0, storm)[0], targets=tuple(bears))
    s.resolve()
    assert all(s.obj(b).tapped for b in bears)
    s.advance_to(Step.UPKEEP)  # Bob's turn: his untap step has happened
    assert s.state.active == 1
    assert all(s.obj(b).tapped for b in bears) and not s.obj(other).tapped
    s.advance_to(Step.UPKEEP)  # Alice's turn
    s.advance_to(Step.UPKEEP)  # Bob's next turn: the effect is over
    assert s.state.active == 1
    assert not any(s.obj(b).tapped for b in bears)
