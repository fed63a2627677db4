"""Disturb (CR 702.146): casting a double-faced card transformed from the graveyard,
compiled from the Oracle text of a real card."""

import pytest
from dfc_compile import card
from kw_compile import compile_card

from mtgc.runtime.errors import IllegalActionError
from mtgc.runtime.scenario import Scenario, Step, Zone

BEGGAR = """Beloved Beggar {1}{W}
Creature — Human Peasant
Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for its disturb cost.)
0/4
----
Generous Soul
Creature — Spirit
Flying, vigilance
If Generous Soul would be put into a graveyard from anywhere, exile it instead.
4/4"""
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"


def test_disturb_casts_the_back_face_from_the_graveyard():
    """CR 702.146a-b, 712.8c: cast from the graveyard for the disturb cost, the spell has its
    back face up; it enters the battlefield back face up, a 4/4 flying Spirit; when it would
    die, its own replacement effect exiles it (it's a Generous Soul, CR 614.1a)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(PLAINS)] * 6)
    beggar = s.graveyard(0, card(BEGGAR))[0]
    s.cast(0, beggar)
    [sid] = s.state.stack
    assert s.game.view(sid).name == "Generous Soul"
    s.resolve()
    [soul] = s.find("Generous Soul", Zone.BATTLEFIELD)
    assert s.pt(soul) == (4, 4)
    s.game.move(soul, Zone.GRAVEYARD)
    assert s.zone_names(0, Zone.EXILE) == ["Beloved Beggar"]


def test_disturb_needs_the_graveyard():
    """CR 702.146a: from the hand it is cast as its front face, for its mana cost."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(PLAINS)] * 2)
    beggar = s.hand(0, card(BEGGAR))[0]
    s.cast(0, beggar)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Beloved Beggar", "Plains", "Plains"]
    with pytest.raises(IllegalActionError):
        s.cast(0, s.find("Beloved Beggar", Zone.BATTLEFIELD)[0])
