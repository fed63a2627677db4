"""Day and night (CR 730, 502.2) with daybound and nightbound (CR 702.145), compiled from the
Oracle text of a real double-faced card."""

from dfc_compile import card
from kw_compile import bear, compile_card

from mtgc.runtime.actions.transform import transform
from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.turns.day_night import day_or_night

WATCH = """Village Watch {4}{R}
Creature — Human Werewolf
Haste
Daybound (If a player casts no spells during their own turn, it becomes night next turn.)
4/3
----
Village Reavers
Creature — Werewolf
Wolves and Werewolves you control have haste.
Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)
5/4"""  # noqa: E501
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"


def test_daybound_makes_it_day_then_night_then_day():
    """CR 702.145d: a daybound permanent makes it day; CR 730.2a: a turn whose active player
    cast no spells makes it night, and the permanent transforms (702.145c); CR 730.2b: two
    spells in a turn make it day again, and the nightbound face transforms back (702.145f)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    assert day_or_night(s.game) is None  # CR 730.1: neither at the start
    for p in (0, 1):
        s.library(p, *[bear()] * 3)
    watch = s.battlefield(0, card(WATCH), enter=True)[0]
    assert day_or_night(s.game) == "day"
    s.advance_to(Step.UPKEEP)  # Bob's turn: Alice cast no spell in hers
    assert day_or_night(s.game) == "night"
    assert (s.game.view(watch).name, s.pt(watch)) == ("Village Reavers", (5, 4))
    s.battlefield(1, *[compile_card(FOREST)] * 4)
    b1, b2 = s.hand(1, bear(), bear())
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.cast(1, b1)
    s.resolve()
    s.cast(1, b2)
    s.resolve()
    s.advance_to(Step.UPKEEP)  # Alice's turn: Bob cast two spells in his
    assert day_or_night(s.game) == "day"
    assert (s.game.view(watch).name, s.pt(watch)) == ("Village Watch", (4, 3))


def test_daybound_enters_transformed_at_night():
    """CR 702.145b, 616.1d: if it is night, a daybound double-faced card enters transformed;
    CR 702.145b: it can't transform except through daybound."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.game.state.extra["day_night"] = "night"
    watch = s.battlefield(0, card(WATCH), enter=True)[0]
    assert s.game.view(watch).name == "Village Reavers"
    assert transform(s.game, watch) is False
    assert s.game.view(watch).name == "Village Reavers"


PIPER = """Howlpack Piper {3}{G}
Creature — Human Werewolf
This spell can't be countered.
{1}{G}, {T}: You may put a creature card from your hand onto the battlefield. If it's a Wolf or Werewolf, untap this creature. Activate only as a sorcery.
Daybound (If a player casts no spells during their own turn, it becomes night next turn.)
2/2
----
Wildsong Howler
Creature — Werewolf
Whenever this creature enters or transforms into Wildsong Howler, look at the top six cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.
Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)
4/4"""  # noqa: E501


def test_enters_or_transforms_into_triggers_when_night_falls():
    """CR 702.145c, 701.27e: as it becomes night the daybound permanent transforms, and its
    back face's "Whenever this creature enters or transforms into Wildsong Howler" triggers."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.library(0, *[bear()] * 6)
    s.library(1, *[bear()] * 3)
    piper = s.battlefield(0, card(PIPER), enter=True)[0]
    s.advance_to(Step.UPKEEP)  # Bob's turn: night
    assert s.game.view(piper).name == "Wildsong Howler"
    assert s.stack_names() == ["ability of Wildsong Howler"]
    s.answer(0, ChooseYesNo, True, required=False)
    s.answer(0, ChooseObjects, lambda d: d.options[:1], required=False)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
