"""Partner abilities (CR 702.124), compiled from real cards' text: deck construction rules
with no effect in a game (702.124a), and the enters trigger of "partner with" (702.124j)."""

from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseTargets, ChooseYesNo
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

TOOTHY = """Toothy, Imaginary Friend {3}{U}
Legendary Creature — Illusion
Partner with Pir, Imaginative Rascal (When this creature enters, target player may put Pir into their hand from their library, then shuffle.)
Whenever you draw a card, put a +1/+1 counter on Toothy.
When Toothy leaves the battlefield, draw a card for each +1/+1 counter on it.
1/1"""  # noqa: E501
JOEL = """Joel, Resolute Survivor {3}{B}{G}
Legendary Creature — Human Survivor
Partner—Survivors (You can have two commanders if both have this ability.)
Menace
Whenever a creature token you control dies, put a +1/+1 counter on Joel and draw a card. This ability triggers only once each turn.
3/4"""  # noqa: E501
ALORA = """Alora, Merry Thief {2}{U}
Legendary Creature — Halfling Rogue
Whenever you attack, choose up to one target attacking creature you control. Until end of turn, that creature can't be blocked. Return that creature to its owner's hand at the beginning of the next end step.
Choose a Background (You can have a Background as a second commander.)
3/2"""  # noqa: E501


def test_partner_with_lets_target_player_find_the_named_card():
    """CR 702.124j: "When this permanent enters, target player may search their library for
    a card named [name], reveal it, put it into their hand, then shuffle"."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (pir,) = s.library(1, bear(name="Pir, Imaginative Rascal"))
    s.library(1, bear(name="Elf", pt="1/1"))
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.answer(1, ChooseYesNo, True)
    s.answer(1, ChooseObjects, (pir,))
    s.battlefield(0, compile_card(TOOTHY), enter=True)
    s.resolve_stack()
    assert s.zone_names(1, Zone.HAND) == ["Pir, Imaginative Rascal"]
    assert s.zone_names(1, Zone.LIBRARY) == ["Elf"]
    s.check_answers()


def test_partner_with_the_player_may_decline():
    """CR 702.124j: the target player "may" search."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.library(0, bear(name="Pir, Imaginative Rascal"))
    s.answer(0, ChooseTargets, (PlayerRef(0),))
    s.answer(0, ChooseYesNo, False)
    s.battlefield(0, compile_card(TOOTHY), enter=True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    s.check_answers()


def test_deck_construction_partners_do_nothing_in_a_game():
    """CR 702.124a: "partner—[text]" and "choose a Background" function before the game
    begins; the creatures' other abilities work as written."""
    s = Scenario()
    joel, alora = s.battlefield(0, compile_card(JOEL), compile_card(ALORA))
    assert s.pt(joel) == (3, 4) and s.pt(alora) == (3, 2)
    assert s.stack_names() == []
