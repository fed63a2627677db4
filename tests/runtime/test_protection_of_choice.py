"""Protection from the color of your choice (CR 702.16a), the color chosen as the effect
granting it resolves (CR 608.2d), compiled from real cards' text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import grizzly_bears, mountain
from mtgc.runtime.errors import TargetError
from mtgc.runtime.mana.symbols import COLORS, ManaType
from mtgc.runtime.scenario import Scenario, Step, Zone

#: Mother of Runes
MOTHER = compile_card("{T}: Target creature you control gains protection from the color of "
                      "your choice until end of turn.", "Creature — Human Cleric", "{W}",
                      ("1", "1"), name="Mother of Runes")  # fmt: skip
#: Shock
SHOCK = compile_card("Shock deals 2 damage to any target.", "Instant", "{R}", name="Shock")


def test_the_color_is_chosen_as_the_ability_resolves():
    """CR 608.2d, 702.16b: Alice chooses red as Mother of Runes's ability resolves: her
    Bears can't be the target of Bob's red Shock until end of turn (CR 514.2), after which
    they can."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    mother = s.battlefield(0, MOTHER)[0]
    s.battlefield(1, mountain(), mountain())
    shocks = s.hand(1, SHOCK, SHOCK)
    s.answer(0, ChooseOption, COLORS.index(ManaType.R), about="color")
    s.activate(0, mother, 0, targets=(bear,))
    s.resolve_stack()
    s.pass_priority(0)
    with pytest.raises(TargetError):
        s.cast(1, shocks[0], targets=(bear,))
    s.cast(1, shocks[0], targets=(mother,))  # Mother has no protection
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mother of Runes"]
    s.advance_to(Step.UPKEEP)  # Bob's turn: the protection has ended
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.cast(1, shocks[1], targets=(bear,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Mother of Runes"]
