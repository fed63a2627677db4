"""Escalate (CR 702.120), compiled from real cards' text (Borrowed Hostility, Collective
Brutality)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.state.abilities import FirstStrike

HOSTILITY = """Borrowed Hostility {R}
Instant
Escalate {3} (Pay this cost for each mode chosen beyond the first.)
Choose one or both —
• Target creature gets +3/+0 until end of turn.
• Target creature gains first strike until end of turn."""
BRUTALITY = """Collective Brutality {1}{B}
Sorcery
Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)
Choose one or more —
• Target opponent reveals their hand. You choose an instant or sorcery card from it. That player discards that card.
• Target creature gets -2/-2 until end of turn.
• Target opponent loses 2 life and you gain 2 life."""  # noqa: E501
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"


def _hostility(lands: int) -> tuple[Scenario, int, int]:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * lands)
    (ogre,) = s.battlefield(0, bear(name="Ogre", pt="3/3"))
    return s, ogre, s.hand(0, compile_card(HOSTILITY))[0]


def test_escalate_mana_for_each_extra_mode():
    """CR 702.120a: both modes cost {R} plus {3}: four Mountains pay it."""
    s, ogre, spell = _hostility(4)
    s.cast(0, spell, modes=(0, 1), targets=(ogre, ogre))
    s.resolve_stack()
    assert s.pt(ogre) == (6, 3) and s.game.view(ogre).has_keyword(FirstStrike)


def test_escalate_unpaid_extra_mode_is_refused():
    """CR 702.120a, 601.2h: with three Mountains both modes can't be paid; one mode can."""
    s, ogre, spell = _hostility(3)
    with pytest.raises(RulesError):
        s.cast(0, spell, modes=(0, 1), targets=(ogre, ogre))
    s.cast(0, spell, modes=(0,), targets=(ogre,))
    s.resolve_stack()
    assert s.pt(ogre) == (6, 3) and not s.game.view(ogre).has_keyword(FirstStrike)


def test_escalate_discards_once_per_extra_mode():
    """CR 702.120a: three modes of Collective Brutality: discard two cards."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(SWAMP)] * 2)
    (elf,) = s.battlefield(1, bear(name="Elf", pt="1/1"))
    a, b = s.hand(0, bear(name="A"), bear(name="B"))
    s.answer(0, ChooseObjects, (a, b), required=False)
    spell = s.hand(0, compile_card(BRUTALITY))[0]
    s.cast(0, spell, modes=(0, 1, 2), targets=(PlayerRef(1), elf, PlayerRef(1)))
    s.resolve_stack()
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["A", "B", "Collective Brutality"]
    assert (s.life(0), s.life(1)) == (22, 18)
    assert s.zone_of(elf) is not Zone.BATTLEFIELD
