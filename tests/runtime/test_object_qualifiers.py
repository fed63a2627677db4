"""Object qualifiers on descriptions (CR 109.2), compiled from real cards' Oracle text
and played out: coordinate negated words (CR 205.4b), "blocking it" (CR 509.1h),
"that shares a color with it" (CR 105.4)."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Zone

TERROR = compile_card("Destroy target nonartifact, nonblack creature. It can't be regenerated.",
                      cost="{1}{B}", name="Terror")  # fmt: skip
ZOMBIE = compile_card("", "Creature — Zombie", "{1}{B}", ("2", "2"), name="Zombie")
GOLEM = compile_card("", "Artifact Creature — Golem", "{2}", ("2", "2"), name="Golem")


def test_coordinate_negated_words_all_apply():
    """CR 205.4b: "nonartifact, nonblack creature" is a creature that is neither an
    artifact nor black: Terror can't target a black or an artifact creature."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    zombie, golem, bear = s.battlefield(1, ZOMBIE, GOLEM, grizzly_bears())
    spell = s.hand(0, TERROR)[0]
    for illegal in (zombie, golem):
        with pytest.raises(TargetError):
            s.cast(0, spell, targets=(illegal,))
    s.cast(0, spell, targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert sorted(s.zone_names(1, Zone.BATTLEFIELD)) == ["Golem", "Zombie"]
