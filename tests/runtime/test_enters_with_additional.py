"""'enters with an additional [kind] counter on it' (CR 614.1c, 614.12, 122.6), compiled
from real cards' text (Grumgully, the Generous; Ravaging Riftwurm): a replacement effect on
how permanents enter — of the other permanents a static names, or of this permanent."""

from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import forest
from mtgc.runtime.scenario import Scenario, Step

GRUMGULLY = """Grumgully, the Generous {1}{R}{G}
Legendary Creature — Goblin Shaman
Each other non-Human creature you control enters with an additional +1/+1 counter on it.
3/3"""

RIFTWURM = """Ravaging Riftwurm {1}{G}{G}
Creature — Wurm
Kicker {4} (You may pay an additional {4} as you cast this spell.)
Vanishing 2 (This creature enters with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)
If this creature was kicked, it enters with three additional time counters on it.
6/6"""  # noqa: E501


def test_other_non_human_creatures_you_control_enter_with_a_counter():
    """CR 614.1c, 614.12: with Grumgully out, Alice's Grizzly Bears enters with a +1/+1
    counter; her Human doesn't, nor does Bob's Bears."""
    s = Scenario()
    s.battlefield(0, compile_card(GRUMGULLY))
    mine, human = s.battlefield(0, bear(), bear(name="Villager", types="Creature — Human"),
                                enter=True)  # fmt: skip
    (theirs,) = s.battlefield(1, bear(), enter=True)
    assert s.obj(mine).counters == {"+1/+1": 1} and s.pt(mine) == (3, 3)
    assert s.obj(human).counters == {} and s.obj(theirs).counters == {}


def test_kicked_riftwurm_enters_with_three_additional_time_counters():
    """CR 614.1c, 702.33d: kicked, the Riftwurm enters with 2 + 3 time counters."""
    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(7)])
    (wurm,) = s.hand(0, compile_card(RIFTWURM))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, wurm, optional=(0,))
    s.resolve()
    (new,) = s.find("Ravaging Riftwurm")
    assert s.obj(new).counters == {"time": 5}


def test_unkicked_riftwurm_has_only_vanishings_counters():
    """CR 702.63a: not kicked, only vanishing's two time counters."""
    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(3)])
    (wurm,) = s.hand(0, compile_card(RIFTWURM))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, wurm)
    s.resolve()
    (new,) = s.find("Ravaging Riftwurm")
    assert s.obj(new).counters == {"time": 2}
