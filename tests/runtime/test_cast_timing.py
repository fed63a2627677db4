"""Casting restrictions in a card's own text, compiled from real cards (CR 601.3, 113.6e):
"Cast this spell only during the declare attackers step and only if you've been attacked
this step.", "Cast this spell only during combat before blockers are declared.", "Cast
this spell only if you've cast another spell this turn."."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, mountain, plains
from mtgc.runtime.errors import TimingError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

JUST_FATE = compile_card("Cast this spell only during the declare attackers step and only if "
                         "you've been attacked this step.\nDestroy target attacking creature.",
                         "Instant", "{2}{W}", name="Just Fate")  # fmt: skip
PANIC = compile_card("Cast this spell only during combat before blockers are declared.\n"
                     "Target creature can't block this turn.", "Instant", "{R}",
                     name="Panic")  # fmt: skip
HEWED_STONE_RETAINERS = compile_card("Cast this spell only if you've cast another spell this "
                                     "turn.", "Artifact Creature — Golem", "{3}", ("4", "4"),
                                     name="Hewed Stone Retainers")  # fmt: skip


def test_just_fate_only_when_attacked_in_the_declare_attackers_step():
    """CR 601.3: refused in the opponent's main phase; cast once the bear attacks the
    caster, it destroys the attacker."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, plains(), plains(), plains())
    fate = s.hand(0, JUST_FATE)[0]
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.cast(0, fate, targets=(bear,))
    s.attack({bear: PlayerRef(0)})
    s.pass_priority(1)
    s.cast(0, fate, targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_just_fate_not_without_an_attack_on_the_caster():
    """CR 601.3: in the declare attackers step with no creature attacking the caster, the
    spell can't be cast."""
    s = Scenario()
    s.set_step(Step.DECLARE_ATTACKERS, active=1)
    bear = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, plains(), plains(), plains())
    fate = s.hand(0, JUST_FATE)[0]
    s.pass_priority(1)
    with pytest.raises(TimingError):
        s.cast(0, fate, targets=(bear,))
    assert s.zone_names(0, Zone.HAND) == ["Just Fate"]


def test_panic_before_blockers_are_declared():
    """CR 601.3, 509.1: castable in the beginning of combat, not after blockers are
    declared."""
    s = Scenario()
    s.battlefield(0, creature("Goblin", "{R}", 1, 1), mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    first, second = s.hand(0, PANIC, PANIC)
    s.set_step(Step.BEGINNING_OF_COMBAT)
    s.cast(0, first, targets=(bear,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Panic"]
    s.set_step(Step.DECLARE_BLOCKERS)
    with pytest.raises(TimingError):
        s.cast(0, second, targets=(bear,))


def test_hewed_stone_retainers_needs_another_spell_first():
    """CR 601.3: "only if you've cast another spell this turn"."""
    s = Scenario()
    s.battlefield(0, *[forest() for _ in range(5)])
    golem = s.hand(0, HEWED_STONE_RETAINERS)[0]
    with pytest.raises(TimingError):
        s.cast(0, golem)
    s.cast(0, s.hand(0, grizzly_bears())[0])
    s.resolve()
    s.cast(0, golem)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Hewed Stone Retainers") == 1
