""" "any other target" (CR 115.4, 601.2c): after "any target" in the same ability, a different
object or player (Boulder Dash); with no target before it, any target but the source (Red
Hulk's reflexive ability). Compiled from their Oracle text."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.cards_basic import mountain
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

DASH = """Boulder Dash {1}{R}
Sorcery
Boulder Dash deals 2 damage to any target and 1 damage to any other target."""

HULK = """Red Hulk {4}{R}{R}
Legendary Creature — Berserker
Reach, trample
Enrage — Whenever Red Hulk is dealt damage, put a +1/+1 counter on him. When you do, he deals damage equal to the number of +1/+1 counters on him to any other target.
6/7"""  # noqa: E501

BOLT = """Shock {R}
Instant
Shock deals 2 damage to any target."""


def test_two_different_targets():
    """CR 601.2c: 2 damage to the bear, 1 to Bob."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    bear_id = s.battlefield(1, bear())[0]
    dash = s.hand(0, compile_card(DASH))[0]
    s.cast(0, dash, targets=(bear_id, PlayerRef(1)))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"] and s.life(1) == 19


def test_the_same_target_twice_is_illegal():
    """CR 115.4: "other" — Bob can't be chosen for both."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    dash = s.hand(0, compile_card(DASH))[0]
    with pytest.raises(TargetError):
        s.cast(0, dash, targets=(PlayerRef(1), PlayerRef(1)))


def test_the_source_is_not_another_target():
    """CR 115.4: Red Hulk's reflexive ability can't target Red Hulk; it targets Bob."""
    s = Scenario()
    s.battlefield(0, mountain())
    hulk = s.battlefield(0, compile_card(HULK))[0]
    offered = []
    s.answer(0, ChooseTargets, lambda d: offered.append(d.options[0]) or (PlayerRef(1),),
             about=lambda d: "Red Hulk" in s.prompt(d) and "Shock" not in s.prompt(d))
    shock = s.hand(0, compile_card(BOLT))[0]
    s.cast(0, shock, targets=(hulk,))
    s.resolve_stack()
    assert hulk not in offered[0] and PlayerRef(1) in offered[0]
    assert s.life(1) == 19 and s.obj(hulk).counters.get("+1/+1") == 1
