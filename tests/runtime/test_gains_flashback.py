"""'[Cards in your graveyard] gain flashback until end of turn. The flashback cost is equal
to its mana cost.' (CR 702.34a, 611.2a), compiled from real cards' text (Snapcaster Mage,
Past in Flames; Tombfire for "cards with flashback"): the card may be cast from the
graveyard for its mana cost this turn, and is exiled as it leaves the stack."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.cards_basic import island, mountain, swamp
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

SNAPCASTER = """Snapcaster Mage {1}{U}
Creature — Human Wizard
Flash
When this creature enters, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost. (You may cast that card from your graveyard for its flashback cost. Then exile it.)
2/1"""  # noqa: E501

PAST = """Past in Flames {3}{R}
Sorcery
Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.
Flashback {4}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"""  # noqa: E501

SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
DIVINATION = "Divination {2}{U}\nSorcery\nDraw two cards."


def test_snapcaster_gives_flashback_for_the_mana_cost_and_the_card_is_exiled():
    """CR 702.34a: Shock gains flashback; cast from the graveyard for {R} it deals 2 to
    Bob, then goes to exile, not the graveyard."""
    s = Scenario()
    s.battlefield(0, island(), island(), mountain())
    (shock,) = s.graveyard(0, compile_card(SHOCK))
    (mage,) = s.hand(0, compile_card(SNAPCASTER))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, mage)
    s.resolve()
    s.resolve_stack()
    s.cast(0, shock, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.EXILE) == ["Shock"] and s.zone_names(0, Zone.GRAVEYARD) == []


def test_flashback_is_gained_only_this_turn():
    """CR 611.2a: next turn the card has no flashback any more."""
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear()] * 3)
    s.battlefield(0, mountain(), mountain(), mountain(), mountain(), island(), island(),
                  island())  # fmt: skip
    (div,) = s.graveyard(0, compile_card(DIVINATION))
    (past,) = s.hand(0, compile_card(PAST))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, past)
    s.resolve()
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.END)
    s.advance_to(Step.PRECOMBAT_MAIN)  # Alice's next turn
    assert s.state.active == 0
    with pytest.raises(RulesError):
        s.cast(0, div)


def test_past_in_flames_gives_each_instant_and_sorcery_flashback():
    """CR 702.34a: Past in Flames resolves; Divination is cast from the graveyard for
    {2}{U} and Alice draws two."""
    s = Scenario()
    s.library(0, *[bear()] * 3)
    s.battlefield(0, mountain(), mountain(), mountain(), mountain(), island(), island(),
                  island())  # fmt: skip
    (div,) = s.graveyard(0, compile_card(DIVINATION))
    (past,) = s.hand(0, compile_card(PAST))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, past)
    s.resolve()
    s.cast(0, div)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_names(0, Zone.EXILE) == ["Divination"]


TOMBFIRE = """Tombfire {B}
Sorcery
Target player exiles all cards with flashback from their graveyard."""

RECOUP = """Recoup {1}{R}
Sorcery
Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost. (Mana cost includes color.)
Flashback {3}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"""  # noqa: E501


def test_cards_with_flashback_are_the_cards_that_have_it():
    """CR 702.34, 109.2: "all cards with flashback" — Recoup (flashback) is exiled from
    Bob's graveyard, Shock (none) stays."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.graveyard(1, compile_card(RECOUP), compile_card(SHOCK))
    (fire,) = s.hand(0, compile_card(TOMBFIRE))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, fire, targets=(PlayerRef(1),))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Recoup"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Shock"]
