"""Qualities of object descriptions compiled from real cards' text: "blocked" (CR 509.1h),
"with no counters on them" (CR 122.1), "with flying or reach" and "with islandwalk"
(CR 702.9, 702.17, 702.14)."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import DeclareBlockers
from mtgc.runtime.cards_basic import creature, grizzly_bears, island, plains
from mtgc.runtime.errors import CombatError, RulesError
from mtgc.runtime.keywords.evasion import Landwalk
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.abilities import Reach
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
SMITE = compile_card("Destroy target blocked creature.", "Instant", "{W}", name="Smite")
DAMNING_VERDICT = compile_card("Destroy all creatures with no counters on them.", "Sorcery",
                               "{1}{W}{W}{W}", name="Damning Verdict")  # fmt: skip
SPIRE_TRACER = compile_card("This creature can't be blocked except by creatures with flying "
                            "or reach.", "Creature — Elf Scout", "{G}", ("1", "1"),
                            name="Spire Tracer")  # fmt: skip
MERFOLK_ASSASSIN = compile_card("{T}: Destroy target creature with islandwalk.",
                                "Creature — Merfolk Assassin", "{U}{U}", ("1", "2"),
                                name="Merfolk Assassin")  # fmt: skip


def test_smite_only_a_blocked_creature():
    """CR 509.1h: after blockers are declared, the attacker a creature blocks is blocked;
    the one nothing blocks is not a legal target for "target blocked creature"."""
    s = Scenario()
    blocked, free = s.battlefield(0, grizzly_bears(), grizzly_bears())
    wall = s.battlefield(1, creature("Wall", "{W}", 0, 4))[0]
    s.battlefield(1, plains())
    smite = s.hand(1, SMITE)[0]
    s.attack({blocked: BOB, free: BOB})
    s.block(1, {wall: blocked})
    s.pass_priority(0)
    with pytest.raises(RulesError):
        s.cast(1, smite, targets=(free,))
    s.cast(1, smite, targets=(blocked,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(free) is Zone.BATTLEFIELD


def test_damning_verdict_spares_creatures_with_counters():
    """CR 122.1: a counter of any kind keeps a creature out of "with no counters on them"."""
    s = Scenario()
    s.battlefield(0, *[plains() for _ in range(4)])
    kept, lost = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.game.add_counters(kept, "time", 1)
    s.cast(0, s.hand(0, DAMNING_VERDICT)[0])
    s.resolve()
    assert s.zone_of(kept) is Zone.BATTLEFIELD
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_spire_tracer_blocked_only_by_flying_or_reach():
    """CR 509.1b: a creature without flying or reach can't block it; one with reach can."""
    s = Scenario()
    tracer = s.battlefield(0, SPIRE_TRACER)[0]
    bear, spider = s.battlefield(1, grizzly_bears(), creature("Spider", "{G}", 1, 3, Reach()))
    s.attack({tracer: BOB})
    s.answer(1, DeclareBlockers, {bear: tracer})
    with pytest.raises(CombatError):
        s.advance_to(Step.DECLARE_BLOCKERS)
    s.block(1, {spider: tracer})
    assert s.state.combat.blocked == {tracer: [spider]}


def test_merfolk_assassin_targets_an_islandwalker():
    """CR 702.14: "with islandwalk" — the creature has that landwalk ability."""
    s = Scenario()
    assassin = s.battlefield(0, MERFOLK_ASSASSIN)[0]
    s.battlefield(0, island())
    walker = s.battlefield(1, creature("Walker", "{U}", 1, 1, Landwalk(subtype="Island")))[0]
    bear = s.battlefield(1, grizzly_bears())[0]
    with pytest.raises(RulesError):
        s.activate(0, assassin, targets=(bear,))
    s.activate(0, assassin, targets=(walker,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Walker"]
    assert s.zone_of(bear) is Zone.BATTLEFIELD
