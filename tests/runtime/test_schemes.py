"""Archenemy schemes (CR 314, 904), compiled from real scheme cards' text: the archenemy
sets the top scheme in motion as their precombat main phase begins (CR 904.9, 701.32), its
"When you set this scheme in motion" ability triggers from the command zone (CR 904.8),
a non-ongoing scheme returns face down to the bottom of the deck (CR 704.6e), an ongoing
one stays until it's abandoned (CR 904.11, 701.33)."""

import attrs
from effects_compile import compile_card, status_of

from mtgc.runtime.actions.schemes import set_in_motion, setup_archenemy
from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.stack.resolution import give_priority
from mtgc.runtime.state.command_zone import deck, face_up

#: Behold the Power of Destruction (Archenemy)
BEHOLD = compile_card(
    "When you set this scheme in motion, destroy all nonland permanents target opponent "
    "controls.", "Scheme", None, name="Behold the Power of Destruction")  # fmt: skip
#: Evil Comes to Fruition (Archenemy)
EVIL = compile_card(
    "When you set this scheme in motion, create seven 0/1 green Plant creature tokens. If "
    "you control ten or more lands, create seven 3/3 green Elemental creature tokens "
    "instead.", "Scheme", None, name="Evil Comes to Fruition")  # fmt: skip
#: Reality Is Mine to Control (Duskmourn Commander)
REALITY = compile_card(
    "Whenever you cast a spell, you may abandon this scheme. If you do, copy that spell, "
    "and you may choose new targets for the copy.", "Ongoing Scheme", None,
    name="Reality Is Mine to Control")  # fmt: skip


def test_the_archenemy_sets_the_top_scheme_in_motion_as_the_main_phase_begins():
    """CR 904.9, 701.32b: Alice's precombat main phase begins; Behold the Power of
    Destruction leaves the top of her scheme deck face up and its ability destroys Bob's
    nonland permanents; then (CR 704.6e) it's turned face down on the bottom of her deck."""
    s = Scenario()
    s.battlefield(1, grizzly_bears())
    (land,) = s.battlefield(1, forest())
    behold, evil = setup_archenemy(s.game, 0, [BEHOLD, EVIL])
    assert s.life(0) == 40  # CR 904.5
    s.set_step(Step.UPKEEP)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.stack_names() == ["ability of Behold the Power of Destruction"]
    assert face_up(s.state, behold) and deck(s.state, "scheme", 0) == (evil,)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(land) is Zone.BATTLEFIELD
    top, bottom = deck(s.state, "scheme", 0)
    assert top == evil and s.obj(bottom).card.name == "Behold the Power of Destruction"
    assert not face_up(s.state, bottom)


def test_no_scheme_in_a_game_without_an_archenemy():
    """CR 904: Bob has no scheme deck; his main phase sets nothing in motion."""
    s = Scenario()
    setup_archenemy(s.game, 0, [EVIL])
    s.set_step(Step.UPKEEP, active=1)
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.stack_names() == [] and len(deck(s.state, "scheme", 0)) == 1


def test_an_ongoing_scheme_stays_face_up_until_abandoned():
    """CR 904.11: Reality Is Mine to Control stays face up after it's set in motion; CR
    701.33: Alice casts a spell and abandons it (turned face down, bottom of her deck), and
    the spell is copied."""
    s = Scenario()
    (reality,) = setup_archenemy(s.game, 0, [REALITY])
    set_in_motion(s.game, 0)
    s.resolve_stack()
    assert face_up(s.state, reality)
    s.battlefield(0, forest(), forest())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, grizzly_bears())[0])
    s.resolve_stack()
    assert not face_up(s.state, reality) and len(deck(s.state, "scheme", 0)) == 1
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Grizzly Bears") == 2


def test_a_replacement_effect_from_the_command_zone_is_unsupported_not_ignored():
    """CR 113.6p, 614: a face-up card's replacement effect (Stronghold Furnace, a plane)
    isn't applied from the command zone yet: the face says so rather than claiming to
    play."""
    status, reasons = status_of(
        "If a source would deal damage to a permanent or player, it deals double that "
        "damage instead.\nWhenever chaos ensues, draw a card.", "Plane — Rabiah", None,
    )  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("this ReplacementAbility of a plane card can't function from the "
                       "command zone yet (CR 113.6p)",)  # fmt: skip


#: My Tendrils Run Deep (Duskmourn Commander)
TENDRILS = compile_card(
    "You may play an additional land on each of your turns.\nAt the beginning of your end "
    "step, if you control six or more lands, draw two cards, then abandon this scheme.",
    "Ongoing Scheme", None, name="My Tendrils Run Deep")  # fmt: skip


def test_an_ongoing_schemes_static_ability_applies_while_face_up():
    """CR 904.8, 305.2: with My Tendrils Run Deep face up, Alice may play two lands this
    turn; its end-step ability draws two and abandons it once she controls six lands."""
    import pytest

    from mtgc.runtime.errors import RulesError

    s = Scenario()
    s.library(0, *[forest() for _ in range(4)])
    (tendrils,) = setup_archenemy(s.game, 0, [TENDRILS])
    set_in_motion(s.game, 0)
    s.battlefield(0, *[forest() for _ in range(4)])
    first, second, third = s.hand(0, forest(), forest(), forest())
    s.play_land(0, first)
    s.play_land(0, second)
    with pytest.raises(RulesError):
        s.play_land(0, third)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert len(s.state.players[0].hand) == 3  # the third Forest and two cards drawn
    assert not face_up(s.state, tendrils) and len(deck(s.state, "scheme", 0)) == 1


#: I Am Never Alone (Duskmourn Commander)
NEVER_ALONE = compile_card(
    "When you set this scheme in motion, create a token that's a copy of your commander, "
    "except it's not legendary.", "Scheme", None, name="I Am Never Alone")  # fmt: skip


def test_a_copy_of_your_commander_wherever_it_is():
    """CR 903.3e, 707.2, 707.9b: Alice's commander is in the command zone; I Am Never
    Alone makes a token copy of it that isn't legendary."""
    from mtgc.runtime.cards_basic import creature
    from mtgc.runtime.state.commanders import put_commander_in_command_zone

    s = Scenario()
    captain = creature("Captain", "{1}{G}", 3, 3)
    put_commander_in_command_zone(s.game, 0, attrs.evolve(captain, supertypes={"Legendary"}))
    setup_archenemy(s.game, 0, [NEVER_ALONE])
    set_in_motion(s.game, 0)
    give_priority(s.game, 0)
    s.resolve_stack()
    (token,) = s.find("Captain", Zone.BATTLEFIELD)
    assert s.pt(token) == (3, 3) and s.obj(token).is_token
    assert "Legendary" not in s.game.view(token).supertypes
