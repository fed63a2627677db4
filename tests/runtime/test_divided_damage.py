"""Damage divided as you choose among targets (CR 601.2d), compiled from real cards' Oracle
text: the division is announced with the targets — one target slot per point of damage,
the same object chosen in several slots — and dealt as one damage event (CR 120.4)."""

from __future__ import annotations

import pytest
from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import creature, grizzly_bears, mountain
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.abilities import Flying

BOB = PlayerRef(1)
ARC_LIGHTNING = compile_card("Arc Lightning deals 3 damage divided as you choose among one, "
                             "two, or three targets.", "Sorcery", "{2}{R}",
                             name="Arc Lightning")  # fmt: skip
AERIAL_VOLLEY = compile_card("Aerial Volley deals 3 damage divided as you choose among one, "
                             "two, or three target creatures with flying.", "Instant", "{G}",
                             name="Aerial Volley")  # fmt: skip


def test_arc_lightning_divides_among_a_creature_and_a_player():
    """CR 601.2d: 2 to the bear (two slots), 1 to Bob."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, ARC_LIGHTNING)[0], targets=(bear, bear, BOB))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.life(1) == 19


def test_all_damage_to_one_target():
    """CR 601.2d: one target may be assigned all of it: 3 damage to Bob."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    s.cast(0, s.hand(0, ARC_LIGHTNING)[0], targets=(BOB, BOB, BOB))
    s.resolve()
    assert s.life(1) == 17


def test_an_illegal_target_is_dealt_none_of_its_share():
    """CR 608.2b: the bear assigned 2 leaves before resolution; the other target is still
    dealt its 1 damage (the division doesn't change)."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    ogre = s.battlefield(1, creature("Ogre", "{2}{R}", 3, 3))[0]
    s.cast(0, s.hand(0, ARC_LIGHTNING)[0], targets=(bear, bear, ogre))
    s.game.move(bear, Zone.HAND)  # the bear is bounced in response
    s.resolve()
    assert s.obj(ogre).damage == 1


def test_aerial_volley_targets_only_fliers():
    """CR 115.1: every share goes to a target with the spell's quality."""
    s = Scenario()
    s.battlefield(0, mountain())
    bird = s.battlefield(1, creature("Bird", "{1}{U}", 1, 1, Flying()))[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    volley = s.hand(0, AERIAL_VOLLEY)[0]
    with pytest.raises(TargetError):
        s.cast(0, volley, targets=(bird, bear, bird))


def test_more_damage_than_targets_allowed_stays_unsupported():
    """CR 601.2d: 4 damage among at most three targets — the slots can't stand for the
    division."""
    # Forked Lightning (its name read as the test face's)
    status, reasons = status_of("Test Card deals 4 damage divided as you choose among one, "
                                "two, or three target creatures.", "Sorcery", "{3}{R}")  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("dividing 4 damage among at most 3 targets is not supported yet",)
