"""Earthbend N (CR 701.66), compiled from real cards' text (Earthbending Student, Cracked
Earth Technique)."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears
from mtgc.runtime.scenario import Scenario, Step, Zone

STUDENT = compile_card("When this creature enters, earthbend 2.\nLand creatures you control "
                       "have vigilance.", "Creature — Human Warrior Ally", "{0}", ("1", "3"),
                       name="Earthbending Student")  # fmt: skip
TECHNIQUE = compile_card("Earthbend 3, then earthbend 3. You gain 3 life.", "Sorcery — Lesson",
                         "{0}", name="Cracked Earth Technique")  # fmt: skip
MURDER = compile_card("Destroy target creature.", "Instant", "{0}", name="Murder")
EXILE = compile_card("Exile target creature.", "Instant", "{0}", name="Path")


def test_earthbent_land_is_a_hasty_0_0_with_counters():
    """CR 701.66a: the target land becomes a 0/0 land creature with haste, still a Forest,
    with two +1/+1 counters: a 2/2 that can attack at once."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (land,) = s.battlefield(0, forest(), sick=True)
    s.cast(0, s.hand(0, STUDENT)[0])
    s.resolve()  # the creature spell
    s.resolve()  # the enters trigger (its only legal target: the Forest)
    view = s.game.view(land)
    assert view.types == frozenset({"Land", "Creature"}) and "Forest" in view.subtypes
    assert (view.power, view.toughness) == (2, 2)
    kinds = {type(a).__name__ for a in view.abilities}
    assert {"Haste", "Vigilance"} <= kinds
    assert not s.game.summoning_sick(land)


def test_earthbent_land_returns_tapped_when_it_dies():
    """CR 701.66a, 603.7: when the land creature dies it returns to the battlefield tapped,
    a new object (CR 400.7): a plain land again, without counters."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (land,) = s.battlefield(0, forest())
    s.cast(0, s.hand(0, STUDENT)[0])
    s.resolve_stack()
    s.cast(0, s.hand(0, MURDER)[0], targets=(land,))
    s.resolve_stack()
    [back] = s.find("Forest", Zone.BATTLEFIELD, 0)
    assert back != land and s.obj(back).tapped
    assert not s.game.view(back).is_creature and not s.obj(back).counters


def test_exiled_earthbent_land_returns():
    """CR 701.66a: "dies or is put into exile" — exiled, the land comes back tapped."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    a, b = s.battlefield(0, forest(), forest())
    s.cast(0, s.hand(0, TECHNIQUE)[0], targets=(a, b))
    s.resolve_stack()
    assert s.obj(a).counters == {"+1/+1": 3} and s.obj(b).counters == {"+1/+1": 3}
    assert s.life(0) == 23
    s.cast(0, s.hand(0, EXILE)[0], targets=(a,))
    s.resolve_stack()
    assert len(s.find("Forest", Zone.BATTLEFIELD, 0)) == 2
    assert s.zone_names(0, Zone.EXILE) == []


def test_two_earthbends_may_target_the_same_land():
    """CR 115.3: each "target" of "Earthbend 3, then earthbend 3" may be the same land: it
    gets six counters."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (land,) = s.battlefield(0, forest())
    s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, TECHNIQUE)[0], targets=(land, land))
    s.resolve_stack()
    assert s.obj(land).counters == {"+1/+1": 6}
    assert (s.game.view(land).power, s.game.view(land).toughness) == (6, 6)


LESSON = compile_card("Airbend target nonland permanent.\nDraw a card.", "Instant — Lesson",
                      "{0}", name="Airbending Lesson")  # fmt: skip


def test_airbent_card_is_exiled_and_cast_for_two():
    """CR 701.65a: Airbending Lesson exiles Bob's bear; Bob may cast it from exile for {2}
    rather than its mana cost ({1}{G}: two Mountains pay it)."""
    from mtgc.runtime.cards_basic import mountain

    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear,) = s.battlefield(1, grizzly_bears())
    s.library(0, grizzly_bears())
    s.cast(0, s.hand(0, LESSON)[0], targets=(bear,))
    s.resolve()
    [exiled] = s.find("Grizzly Bears", Zone.EXILE, 1)
    s.battlefield(1, mountain(), mountain())
    s.library(1, grizzly_bears())
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.cast(1, exiled)
    s.resolve()
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, 1)
