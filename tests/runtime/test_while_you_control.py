"""Effects lasting "for as long as you control this creature" (CR 611.2b), compiled from
real card text: Master Thief's control of an artifact ends when Alice no longer controls
the Thief (it left the battlefield, or another player gained control of it)."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import mountain, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone

THIEF = compile_card("""Master Thief {2}{U}{U}
Creature — Human Rogue
When this creature enters, gain control of target artifact for as long as you control this creature.
1/1""")  # noqa: E501
STEAL = compile_card("""Act of Treason {2}{R}
Sorcery
Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.""")  # noqa: E501
MURDER = compile_card("""Murder {1}{B}{B}
Instant
Destroy target creature.""")
RELIC = compile_card("""Darksteel Relic {0}
Artifact
Indestructible""")


def _stolen():
    s = Scenario()
    relic = s.battlefield(1, RELIC)[0]
    thief = s.battlefield(0, THIEF, enter=True)[0]
    s.resolve_stack()
    assert s.game.view(relic).controller == 0
    return s, relic, thief


def test_control_lasts_while_you_control_the_thief():
    """CR 611.2b: while Alice controls Master Thief she controls the Relic; once the Thief
    is destroyed (Murder), the effect ends and Bob gets it back."""
    s, relic, thief = _stolen()
    s.battlefield(0, swamp(), swamp(), swamp())
    s.cast(0, s.hand(0, MURDER)[0], targets=(thief,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Master Thief", "Murder"]
    assert s.game.view(relic).controller == 1


def test_control_ends_when_another_player_gains_control_of_the_thief():
    """CR 611.2b: Bob gains control of Master Thief (Act of Treason): Alice doesn't control it
    any more, so her control of the Relic ends."""
    s, relic, thief = _stolen()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(1, mountain(), mountain(), mountain())
    s.cast(1, s.hand(1, STEAL)[0], targets=(thief,))
    s.resolve()
    assert s.game.view(thief).controller == 1
    assert s.game.view(relic).controller == 1
