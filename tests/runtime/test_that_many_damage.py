""" "That many" after a damage trigger (CR 120.3, 603.2), compiled from real cards' text:
the damage the triggering event dealt."""

from __future__ import annotations

from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import creature, grizzly_bears
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

BOB = PlayerRef(1)
GLINT_EYE = compile_card("Whenever this creature deals combat damage to a player, draw that "
                         "many cards.\n{1}, Discard a card: This creature gets +1/+1 until end "
                         "of turn.", "Creature — Nephilim", "{U}{B}{R}{G}", ("2", "2"),
                         name="Glint-Eye Nephilim")  # fmt: skip
HORNET_NEST = compile_card("Defender\nWhenever this creature is dealt damage, create that many "
                           "1/1 green Insect creature tokens with flying and deathtouch.",
                           "Creature — Insect", "{2}{G}", ("0", "2"),
                           name="Hornet Nest")  # fmt: skip


def test_glint_eye_draws_the_combat_damage_dealt():
    """CR 510.2, 603.2: 2 combat damage to the player — two cards."""
    s = Scenario()
    nephilim = s.battlefield(0, GLINT_EYE)[0]
    s.library(0, *[grizzly_bears() for _ in range(4)])
    s.attack({nephilim: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]


def test_hornet_nest_makes_one_insect_per_damage():
    """CR 120.3: the nest is dealt 3 damage by the blocked attacker — three Insects."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    nest = s.battlefield(0, HORNET_NEST)[0]
    s.attack({ogre: PlayerRef(0)})
    s.block(0, {nest: ogre})
    s.advance_to(Step.END_OF_COMBAT)
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Insect Token") == 3


def test_that_many_without_an_amount_stays_unsupported():
    """CR 608.2c: "that many" after an enters trigger names no amount."""
    status, reasons = status_of("When this creature enters, draw that many cards.",
                                "Creature — Insect", "{2}", ("1", "1"))  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("the amount 'that many' here has no runtime value yet",)
