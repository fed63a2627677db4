"""Learn (CR 701.48), compiled from real cards' text (Guiding Voice; Environmental
Sciences, a Lesson in the sideboard, outside the game: CR 400.11a)."""

from kw_compile import bear, compile_card

from mtgc.runtime.actions.learn import give_outside_cards, outside_cards
from mtgc.runtime.agents import ChooseObjects, ChooseOption
from mtgc.runtime.scenario import Scenario, Step, Zone

GUIDING_VOICE = """Guiding Voice {W}
Sorcery
Put a +1/+1 counter on target creature.
Learn. (You may reveal a Lesson card you own from outside the game and put it into your hand, or discard a card to draw a card.)"""  # noqa: E501
SCIENCES = """Environmental Sciences {2}
Sorcery — Lesson
Search your library for a basic land card, reveal it, put it into your hand, then shuffle. You gain 2 life."""  # noqa: E501
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"


def _setup() -> tuple[Scenario, int, int]:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear_id,) = s.battlefield(0, bear())
    s.battlefield(0, compile_card(PLAINS))
    spell = s.hand(0, compile_card(GUIDING_VOICE))[0]
    s.library(0, bear(name="Elf", pt="1/1"))
    return s, bear_id, spell


def test_learn_fetches_a_lesson_from_outside_the_game():
    """CR 701.48a, 400.11b: the Lesson comes into the hand from the sideboard."""
    s, bear_id, spell = _setup()
    give_outside_cards(s.game, 0, compile_card(SCIENCES))
    s.answer(0, ChooseOption, 1, about="learn")  # nothing / the Lesson (empty hand)
    s.cast(0, spell, targets=(bear_id,))
    s.resolve_stack()
    assert s.pt(bear_id) == (3, 3)
    assert s.zone_names(0, Zone.HAND) == ["Environmental Sciences"]
    assert outside_cards(s.game, 0) == []
    s.check_answers()


def test_learn_discards_to_draw():
    """CR 701.48a: "You may discard a card. If you do, draw a card"."""
    s, bear_id, spell = _setup()
    (rock,) = s.hand(0, bear(name="Rock", pt="0/1"))
    s.answer(0, ChooseOption, 1, about="learn")  # nothing / discard, then draw
    s.answer(0, ChooseObjects, (rock,), required=False)
    s.cast(0, spell, targets=(bear_id,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Elf"]
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Guiding Voice", "Rock"]
    s.check_answers()


def test_learn_may_do_nothing():
    """CR 701.48a: both parts are optional; without a hand or a sideboard nothing happens."""
    s, bear_id, spell = _setup()
    s.cast(0, spell, targets=(bear_id,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
    assert s.zone_names(0, Zone.LIBRARY) == ["Elf"]
