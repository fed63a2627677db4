"""Trigger events (compiler/lowering/events.py) compiled from real card text and played out:
cycling triggers (CR 702.29c-d); "enters or becomes tapped" (CR 603.2, 701.26)."""

from __future__ import annotations

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
RENEWED_FAITH = """Renewed Faith {2}{W}
Instant
You gain 6 life.
Cycling {1}{W} ({1}{W}, Discard this card: Draw a card.)
When you cycle this card, you may gain 2 life."""
HEKMA = """Hekma Sentinels {2}{W}
Creature — Human Cleric
Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn.
2/3"""
STINGER = """Drannith Stinger {1}{R}
Creature — Human Monk
Whenever you cycle another card, this creature deals 1 damage to each opponent.
Cycling {1}
2/2"""


def test_when_you_cycle_this_card_triggers_from_the_graveyard():
    """CR 702.29d: "When you cycle this card, you may gain 2 life." — it triggers after the
    card was discarded (from the graveyard); the cycling draw resolves too."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    faith = s.hand(0, compile_card(RENEWED_FAITH))[0]
    s.answer(0, ChooseYesNo, True)
    s.activate(0, faith, 0)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Renewed Faith"]
    assert len(s.stack_names()) == 2
    s.resolve_stack()
    assert s.life(0) == 22
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_cycling_another_card_triggers_a_permanent():
    """CR 702.29c: "Whenever you cycle another card, this creature deals 1 damage to each
    opponent." — cycling a card from the hand triggers the Stinger on the battlefield; a
    card merely discarded or a spell cast does not."""
    s = Scenario()
    s.battlefield(0, compile_card(STINGER))
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    faith = s.hand(0, compile_card(RENEWED_FAITH))[0]
    s.activate(0, faith, 0)
    s.resolve_stack()
    assert s.life(1) == 19 and s.life(0) == 20  # its own "you may" trigger was declined
    discard = compile_card("Mind Rot {3}\nSorcery\nTarget player discards two cards.")
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS), compile_card(PLAINS))
    s.hand(0, bear(), bear())
    s.cast(0, s.hand(0, discard)[0], targets=(PlayerRef(0),))
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 1 and s.life(1) == 19  # two discarded


def test_cycle_or_discard_a_card():
    """CR 702.29a, 701.9: "Whenever you cycle or discard a card" triggers once per card
    cycled (cycling discards it)."""
    s = Scenario()
    sentinels = s.battlefield(0, compile_card(HEKMA))[0]
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    faith = s.hand(0, compile_card(RENEWED_FAITH))[0]
    s.activate(0, faith, 0)
    s.resolve_stack()
    assert s.pt(sentinels) == (3, 4)


FORCE_OF_WILL = """Force of Will {3}{U}{U}
Instant
You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.
Counter target spell."""
SNUFF_OUT = """Snuff Out {3}{B}
Instant
If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.
Destroy target nonblack creature."""
FIREBLAST = """Fireblast {4}{R}{R}
Instant
You may sacrifice two Mountains rather than pay this spell's mana cost.
Fireblast deals 4 damage to any target."""
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
BLUE = "Merfolk {U}\nCreature — Merfolk\n1/1"


def test_force_of_will_alternative_cost():
    """CR 118.9: "You may pay 1 life and exile a blue card from your hand rather than pay
    this spell's mana cost." — cast with no mana; the life and the blue card are paid."""
    s = Scenario()
    s.library(0, bear())
    bolt = s.hand(1, compile_card("Shock {R}\nInstant\nShock deals 2 damage to any target."))
    s.battlefield(1, compile_card(MOUNTAIN))
    s.hand(0, compile_card(BLUE))
    force = s.hand(0, compile_card(FORCE_OF_WILL))[0]
    s.pass_priority(0)
    s.cast(1, bolt[0], targets=(PlayerRef(0),))
    s.pass_priority(1)
    spell = s.state.stack[-1]
    s.cast(0, force, targets=(spell,), alternative=0)
    assert s.life(0) == 19
    assert s.zone_names(0, Zone.EXILE) == ["Merfolk"] and s.zone_names(0, Zone.HAND) == []
    s.resolve_stack()
    assert s.life(0) == 19  # Shock was countered
    assert sorted(s.zone_names(1, Zone.GRAVEYARD)) == ["Shock"]


def test_force_of_will_needs_a_blue_card():
    """CR 118.3: without another blue card in hand the alternative cost can't be paid."""
    s = Scenario()
    s.hand(0, bear())
    bolt = s.hand(1, compile_card("Shock {R}\nInstant\nShock deals 2 damage to any target."))
    s.battlefield(1, compile_card(MOUNTAIN))
    force = s.hand(0, compile_card(FORCE_OF_WILL))[0]
    s.pass_priority(0)
    s.cast(1, bolt[0], targets=(PlayerRef(0),))
    s.pass_priority(1)
    with pytest.raises(CostError):
        s.cast(0, force, targets=(s.state.stack[-1],), alternative=0)


def test_conditional_alternative_cost():
    """CR 118.9: "If you control a Swamp, you may pay 4 life rather than pay this spell's
    mana cost." — not without a Swamp; with one it costs 4 life and no mana."""
    s = Scenario()
    bear_id = s.battlefield(1, bear())[0]
    snuff = s.hand(0, compile_card(SNUFF_OUT))[0]
    with pytest.raises(CostError):
        s.cast(0, snuff, targets=(bear_id,), alternative=0)
    swamp = s.battlefield(0, compile_card(SWAMP))[0]
    s.cast(0, snuff, targets=(bear_id,), alternative=0)
    assert s.life(0) == 16 and not s.obj(swamp).tapped
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_sacrifice_two_mountains_alternative_cost():
    """CR 118.9: "You may sacrifice two Mountains rather than pay this spell's mana
    cost." """
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    blast = s.hand(0, compile_card(FIREBLAST))[0]
    s.cast(0, blast, targets=(PlayerRef(1),), alternative=0)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mountain", "Mountain"]
    s.resolve_stack()
    assert s.life(1) == 16


BENALIA = """History of Benalia {1}{W}{W}
Enchantment — Saga
(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)
I, II — Create a 2/2 white Knight creature token with vigilance.
III — Knights you control get +2/+1 until end of turn."""


def test_saga_chapters_and_sacrifice():
    """CR 714.3a: it enters with a lore counter and chapter I triggers (714.2b); 714.3b: a
    lore counter is added as its controller's precombat main phase begins (II, then III);
    714.4: after the final chapter ability left the stack the Saga is sacrificed."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS), compile_card(PLAINS))
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(6)])
    assert s.state.step is Step.PRECOMBAT_MAIN and s.state.active == 0
    saga = s.hand(0, compile_card(BENALIA))[0]
    s.cast(0, saga)
    s.resolve_stack()
    (benalia,) = [i for i in s.state.battlefield if s.obj(i).name == "History of Benalia"]
    assert s.obj(benalia).counters == {"lore": 1}
    knights = [i for i in s.state.battlefield if s.obj(i).name.startswith("Knight")]
    assert len(knights) == 1
    s.advance_to(Step.PRECOMBAT_MAIN)  # Bob's turn: nothing happens to Alice's Saga
    assert s.state.active == 1 and s.obj(benalia).counters == {"lore": 1}
    s.advance_to(Step.PRECOMBAT_MAIN)  # Alice's next turn: chapter II
    s.resolve_stack()
    assert s.obj(benalia).counters == {"lore": 2}
    knights = [i for i in s.state.battlefield if s.obj(i).name.startswith("Knight")]
    assert len(knights) == 2
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.PRECOMBAT_MAIN)  # chapter III: the Saga stays while it waits
    assert benalia in s.state.battlefield and len(s.state.stack) == 1
    s.resolve_stack()
    assert all(s.pt(k) == (4, 3) for k in knights)
    assert benalia not in s.state.battlefield
    assert s.zone_names(0, Zone.GRAVEYARD) == ["History of Benalia"]


def test_enters_or_dies():
    """CR 603.2, 603.10a: "When this creature enters or dies, you gain 2 life." — both its
    entering and its dying trigger it."""
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    text = "Test Golem {2}\nArtifact Creature — Golem\nWhen this creature enters or dies, " \
           "you gain 2 life.\n2/2"  # fmt: skip
    s.cast(0, s.hand(0, compile_card(text))[0])
    s.resolve_stack()
    assert s.life(0) == 22
    (golem,) = [i for i in s.state.battlefield if s.obj(i).name == "Test Golem"]
    s.cast(0, s.hand(0, compile_card("Shock {R}\nInstant\nShock deals 2 damage to any "
                                     "target."))[0], targets=(golem,))  # fmt: skip
    s.resolve_stack()
    assert s.life(0) == 24


def test_enters_or_attacks():
    """CR 603.2, 508.3a: "Whenever this creature enters or attacks, you gain 1 life." """
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    text = "Test Knight {2}\nArtifact Creature — Knight\nWhenever this creature enters or " \
           "attacks, you gain 1 life.\n2/2"  # fmt: skip
    s.cast(0, s.hand(0, compile_card(text))[0])
    s.resolve_stack()
    assert s.life(0) == 21
    (knight,) = [i for i in s.state.battlefield if s.obj(i).name == "Test Knight"]
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.PRECOMBAT_MAIN)  # Alice's next turn: no summoning sickness
    s.attack({knight: PlayerRef(1)})
    s.resolve_stack()
    assert s.life(0) == 22


def test_enters_or_put_into_a_graveyard():
    """CR 603.6c, 603.10a: "When this artifact enters or is put into a graveyard from the
    battlefield, you gain 2 life." — a sacrifice triggers it too."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    text = "Test Relic {2}\nArtifact\nWhen this artifact enters or is put into a graveyard " \
           "from the battlefield, you gain 2 life.\n{T}, Sacrifice this artifact: Draw a card."
    s.library(0, bear())
    s.cast(0, s.hand(0, compile_card(text))[0])
    s.resolve_stack()
    (relic,) = [i for i in s.state.battlefield if s.obj(i).name == "Test Relic"]
    assert s.life(0) == 22
    s.activate(0, relic, 0)
    s.resolve_stack()
    assert s.life(0) == 24 and s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


HERDER = (
    "Aether Herder {3}{G}\nCreature — Elf Artificer\nWhen this creature enters, you get {E}{E}."
    "\nWhenever this creature attacks, you may pay {E}{E}. If you do, create a 1/1 colorless "
    "Servo artifact creature token.\n3/2"
)
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
THEORIST = """Aether Theorist {1}{U}
Creature — Human Rogue
When this creature enters, you get {E}{E}{E}.
{T}, Pay {E}: Scry 1.
1/3"""


def test_energy_get_and_pay_on_resolution():
    """CR 107.14, 122.1: "you get {E}{E}" gives energy counters; "you may pay {E}{E}. If you
    do, ..." removes them (and can't be paid without them, CR 118.3)."""
    from mtgc.runtime.actions.energy import energy

    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    s.battlefield(0, *[compile_card(PLAINS) for _ in range(3)], compile_card(FOREST))
    s.cast(0, s.hand(0, compile_card(HERDER))[0])
    s.resolve_stack()
    assert energy(s.game, 0) == 2 and energy(s.game, 1) == 0
    (herder,) = [i for i in s.state.battlefield if s.obj(i).name == "Aether Herder"]
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.answer(0, ChooseYesNo, True)
    s.attack({herder: PlayerRef(1)})
    s.resolve_stack()
    assert energy(s.game, 0) == 0
    assert [s.obj(i).name for i in s.state.battlefield].count("Servo Token") == 1


def test_energy_as_an_activation_cost():
    """CR 107.14, 118.3: "{T}, Pay {E}: Scry 1." — each activation removes one energy; with
    none left it can't be activated."""
    from mtgc.runtime.actions.energy import energy

    s = Scenario()
    s.library(0, *[bear() for _ in range(3)])
    s.battlefield(0, compile_card(PLAINS), compile_card(ISLAND))
    s.cast(0, s.hand(0, compile_card(THEORIST))[0])
    s.resolve_stack()
    (theorist,) = [i for i in s.state.battlefield if s.obj(i).name == "Aether Theorist"]
    assert energy(s.game, 0) == 3
    s.state.extra["energy"] = (0, 0)
    s.obj(theorist).controlled_since = -1  # no summoning sickness
    with pytest.raises(CostError):
        s.activate(0, theorist, 0)
    s.state.extra["energy"] = (1, 0)
    s.activate(0, theorist, 0)
    assert energy(s.game, 0) == 0


def test_inspired_becomes_untapped():
    """CR 701.26, 502.3: "Inspired — Whenever this creature becomes untapped, you gain 2
    life." — it triggers in its controller's untap step."""
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    text = "Test Seer {2}\nArtifact Creature — Cleric\nInspired — Whenever this creature " \
           "becomes untapped, you gain 2 life.\n2/2"  # fmt: skip
    seer = s.battlefield(0, compile_card(text))[0]
    s.obj(seer).tapped = True
    s.advance_to(Step.UPKEEP)  # Bob's untap step: not Alice's creature
    assert s.obj(seer).tapped and s.life(0) == 20
    s.advance_to(Step.UPKEEP)  # Alice's turn
    s.resolve_stack()
    assert not s.obj(seer).tapped and s.life(0) == 22


def test_attacks_and_isnt_blocked():
    """CR 509.3g: "Whenever this creature attacks and isn't blocked, you gain 3 life." —
    only when no creature was declared as a blocker for it."""
    text = "Test Rogue {2}\nArtifact Creature — Rogue\nWhenever this creature attacks and " \
           "isn't blocked, you gain 3 life.\n2/2"  # fmt: skip
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    rogue = s.battlefield(0, compile_card(text))[0]
    s.obj(rogue).controlled_since = -1
    s.attack({rogue: PlayerRef(1)})
    s.advance_to(Step.DECLARE_BLOCKERS)
    s.resolve_stack()
    assert s.life(0) == 23
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    rogue = s.battlefield(0, compile_card(text))[0]
    s.obj(rogue).controlled_since = -1
    blocker = s.battlefield(1, bear())[0]
    s.attack({rogue: PlayerRef(1)})
    s.block(1, {blocker: rogue})
    s.resolve_stack()
    assert s.life(0) == 20


GRAPESHOT = """Grapeshot {1}{R}
Sorcery
Grapeshot deals 1 damage to any target.
Storm"""
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."


def test_magecraft_cast_or_copy():
    """CR 601.2i, 707.10: "Magecraft — Whenever you cast or copy an instant or sorcery
    spell, you gain 1 life." — each cast and each storm copy (not cast, 702.40a) triggers
    it; a creature spell doesn't."""
    text = "Test Mage {2}\nArtifact Creature — Wizard\nMagecraft — Whenever you cast or copy " \
           "an instant or sorcery spell, you gain 1 life.\n1/1"  # fmt: skip
    s = Scenario()
    s.battlefield(0, compile_card(text))
    s.battlefield(0, *[compile_card(MOUNTAIN) for _ in range(5)])
    s.cast(0, s.hand(0, bear(cost="{2}"))[0])
    s.resolve_stack()
    assert s.life(0) == 20
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
    s.resolve_stack()
    assert s.life(0) == 21
    s.cast(0, s.hand(0, compile_card(GRAPESHOT))[0], targets=(PlayerRef(1),))
    s.answer(0, ChooseYesNo, False)
    s.resolve_stack()  # two storm copies (the Bears and Shock were cast before it)
    assert s.life(0) == 24 and s.life(1) == 20 - 2 - 3


def test_becomes_blocked_by_a_creature_that_creature():
    """CR 509.3d: "Whenever this creature becomes blocked by a creature, destroy that
    creature." — once per blocker, "that creature" is the blocker."""
    text = "Test Basilisk {2}\nArtifact Creature — Basilisk\nWhenever this creature becomes " \
           "blocked by a creature, destroy that creature.\n2/2"  # fmt: skip
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    basilisk = s.battlefield(0, compile_card(text))[0]
    s.obj(basilisk).controlled_since = -1
    b1, b2 = s.battlefield(1, bear(), bear(name="Elf", pt="1/1"))
    s.attack({basilisk: PlayerRef(1)})
    s.block(1, {b1: basilisk, b2: basilisk})
    assert len(s.state.stack) == 2
    s.resolve_stack()
    assert sorted(s.zone_names(1, Zone.GRAVEYARD)) == ["Elf", "Grizzly Bears"]


def test_whenever_a_creature_attacks_you():
    """CR 508.3a: "Whenever a creature attacks you or a planeswalker you control, you gain 1
    life." — once per attacking creature, only for its controller's opponent's attacks."""
    text = "Test Ward {2}\nArtifact\nWhenever a creature attacks you or a planeswalker you " \
           "control, you gain 1 life."  # fmt: skip
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[bear() for _ in range(3)])
    s.battlefield(1, compile_card(text))
    a, b = s.battlefield(0, bear(), bear())
    for i in (a, b):
        s.obj(i).controlled_since = -1
    s.attack({a: PlayerRef(1), b: PlayerRef(1)})
    s.resolve_stack()
    assert s.life(1) == 22


def test_one_or_more_counters_put_on_this_creature():
    """CR 122.6: "Whenever one or more +1/+1 counters are put on this creature, you gain 1
    life." — once for two counters put at once; not for other kinds."""
    text = "Test Hydra {2}\nArtifact Creature — Hydra\nWhenever one or more +1/+1 counters " \
           "are put on this creature, you gain 1 life.\n2/2"  # fmt: skip
    growth = "Test Growth {1}\nInstant\nPut two +1/+1 counters on target creature."
    shrink = "Test Shrink {1}\nInstant\nPut a −1/−1 counter on target creature."
    s = Scenario()
    hydra = s.battlefield(0, compile_card(text))[0]
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.cast(0, s.hand(0, compile_card(growth))[0], targets=(hydra,))
    s.resolve_stack()
    assert s.life(0) == 21 and s.obj(hydra).counters == {"+1/+1": 2}
    s.cast(0, s.hand(0, compile_card(shrink))[0], targets=(hydra,))
    s.resolve_stack()
    assert s.life(0) == 21


def test_counters_put_on_another_creature_you_control():
    """CR 122.6: "... are put on another creature you control" — entering with counters
    counts (a creature with "enters with" +1/+1 counters)."""
    text = "Test Watcher {2}\nArtifact Creature — Elf\nWhenever one or more +1/+1 counters " \
           "are put on another creature you control, you gain 1 life.\n2/2"  # fmt: skip
    grower = "Test Grower {2}\nArtifact Creature — Elf\nThis creature enters with two +1/+1 " \
             "counters on it.\n0/0"  # fmt: skip
    s = Scenario()
    s.battlefield(0, compile_card(text))
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.cast(0, s.hand(0, compile_card(grower))[0])
    s.resolve_stack()
    assert s.life(0) == 21


def test_discard_a_plains_card_alternative_cost():
    """CR 118.9, 701.9: "You may discard a Plains card rather than pay this spell's mana
    cost." — only a Plains card can be discarded for it."""
    text = "Abolish {1}{W}{W}\nInstant\nYou may discard a Plains card rather than pay this " \
           "spell's mana cost.\nDestroy target artifact or enchantment."  # fmt: skip
    relic = "Test Relic {2}\nArtifact"
    s = Scenario()
    target = s.battlefield(1, compile_card(relic))[0]
    s.hand(0, bear())
    abolish = s.hand(0, compile_card(text))[0]
    with pytest.raises(CostError):
        s.cast(0, abolish, targets=(target,), alternative=0)
    s.hand(0, compile_card(PLAINS))
    s.cast(0, abolish, targets=(target,), alternative=0)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains"]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Test Relic"]


def test_put_into_an_opponents_or_your_graveyard_from_the_battlefield():
    """CR 400.3, 603.6c: "Whenever a creature is put into an opponent's graveyard from the
    battlefield, you gain 1 life." — only creatures their owners (opponents) own; "your
    graveyard" only yours."""
    theirs = "Test Vulture {2}\nArtifact\nWhenever a creature is put into an opponent's " \
             "graveyard from the battlefield, you gain 1 life."  # fmt: skip
    mine = "Test Crow {2}\nArtifact\nWhenever a creature is put into your graveyard from the " \
           "battlefield, you gain 2 life."  # fmt: skip
    s = Scenario()
    s.battlefield(0, compile_card(theirs), compile_card(mine))
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN))
    bob_bear = s.battlefield(1, bear())[0]
    my_bear = s.battlefield(0, bear(name="Elf", pt="1/1"))[0]
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(bob_bear,))
    s.resolve_stack()
    assert s.life(0) == 21
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(my_bear,))
    s.resolve_stack()
    assert s.life(0) == 23


# ---- reflexive triggered abilities (CR 603.12)

BLOCKBUSTER = """Gastal Blockbuster {2}{R}
Creature — Human Berserker
When this creature enters, you may sacrifice a creature or Vehicle. \
When you do, destroy target artifact an opponent controls.
3/2"""
ORNITHOPTER = "Ornithopter {0}\nArtifact Creature — Thopter\nFlying\n0/2"
HYPOTHESIZZLE = """Hypothesizzle {3}{U}{R}
Instant
Draw two cards. Then you may discard a nonland card. \
When you do, Hypothesizzle deals 4 damage to target creature."""
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def _reflexive_setup() -> tuple[Scenario, int, int]:
    from mtgc.runtime.cards_basic import mountain

    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    fodder = s.battlefield(0, bear())[0]
    thopter = s.battlefield(1, compile_card(ORNITHOPTER))[0]
    return s, fodder, thopter


def test_when_you_do_triggers_after_the_optional_sacrifice():
    """CR 603.12: "you may sacrifice a creature or Vehicle. When you do, destroy target
    artifact an opponent controls." — the reflexive ability triggers once the sacrifice is
    made, and its target is chosen as it goes on the stack, after the sacrifice."""
    from mtgc.runtime.agents import ChooseObjects, ChooseTargets

    s, fodder, thopter = _reflexive_setup()
    s.cast(0, s.hand(0, compile_card(BLOCKBUSTER))[0])
    s.resolve()  # the creature spell: its enters trigger goes on the stack
    assert len(s.stack_names()) == 1
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, (fodder,))
    s.answer(0, ChooseTargets, (thopter,))
    s.resolve()  # the enters trigger: the sacrifice; the reflexive trigger goes on the stack
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Ornithopter"]
    assert len(s.stack_names()) == 1
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Ornithopter"]
    s.check_answers()


def test_when_you_do_doesnt_trigger_if_declined():
    """CR 603.12: declining the optional action — no reflexive ability, nothing destroyed."""
    s, fodder, thopter = _reflexive_setup()
    s.cast(0, s.hand(0, compile_card(BLOCKBUSTER))[0])
    s.resolve()
    s.answer(0, ChooseYesNo, False)
    s.resolve()
    assert s.stack_names() == []
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Ornithopter"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


def test_when_you_do_in_a_spell_deals_damage_after_the_discard():
    """CR 603.12, 608.2c: Hypothesizzle — draw two, then you may discard a nonland card;
    when you do, 4 damage to target creature (the trigger goes on the stack after the spell
    has resolved)."""
    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.cards_basic import island

    s = Scenario()
    s.battlefield(0, island(), *(compile_card(MOUNTAIN) for _ in range(4)))
    s.library(0, bear(), bear())
    big = s.battlefield(1, bear("Hill Giant", "{3}{R}", "3/3"))[0]
    s.cast(0, s.hand(0, compile_card(HYPOTHESIZZLE))[0])
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (big,))
    s.resolve()  # the discard takes the first of the two drawn Bears (the default)
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Hypothesizzle"]
    assert len(s.zone_names(0, Zone.HAND)) == 1
    assert len(s.stack_names()) == 1
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Hill Giant"]


# ---- "Whenever you attack [with N or more creatures]" (CR 508.3c-d)

FORTRESS = """Escarpment Fortress {4}{W}
Creature — Wall
Defender
Reach
Other creatures you control get +1/+0.
Whenever you attack with two or more creatures, draw a card.
3/5"""
HIRED_CLAW = """Hired Claw {R}
Creature — Lizard Mercenary
Whenever you attack with one or more Lizards, this creature deals 1 damage to target opponent.
1/2"""


def test_attack_with_two_or_more_creatures_needs_two_attackers():
    """CR 508.3c: "Whenever you attack with two or more creatures, draw a card." — one
    attacker doesn't trigger it; two attackers trigger it once (not once per attacker)."""
    for attackers, drawn in ((1, []), (2, ["Hill Giant"])):
        s = Scenario()
        s.battlefield(0, compile_card(FORTRESS))
        bears = s.battlefield(0, bear(), bear())
        s.library(0, bear("Hill Giant", "{3}{R}", "3/3"), bear("Hill Giant", "{3}{R}", "3/3"))
        s.attack({b: PlayerRef(1) for b in bears[:attackers]})
        assert len(s.stack_names()) == len(drawn)
        s.resolve_stack()
        assert s.zone_names(0, Zone.HAND) == drawn


def test_attack_with_one_or_more_lizards_counts_only_lizards():
    """CR 508.3c: "Whenever you attack with one or more Lizards, this creature deals 1
    damage to target opponent." — a Bear attacking alone doesn't trigger it; Hired Claw
    itself attacking does, once."""
    s = Scenario()
    claw = s.battlefield(0, compile_card(HIRED_CLAW))[0]
    other = s.battlefield(0, bear())[0]
    s.attack({other: PlayerRef(1)})
    assert s.stack_names() == []
    s2 = Scenario()
    claw = s2.battlefield(0, compile_card(HIRED_CLAW))[0]
    other = s2.battlefield(0, bear())[0]
    s2.attack({claw: PlayerRef(1), other: PlayerRef(1)})
    assert len(s2.stack_names()) == 1
    s2.resolve_stack()
    assert s2.life(1) == 19


# ---- two trigger events of one ability (CR 603.2)

SOJOURNERS = """Bant Sojourners {1}{G}{W}{U}
Creature — Human Soldier
When you cycle this card and when this creature dies, \
you may create a 1/1 white Soldier creature token.
Cycling {2}{W}
2/4"""
BEANSTALK = """Up the Beanstalk {1}{G}
Enchantment
When this enchantment enters and whenever you cast a spell with mana value 5 or greater, \
draw a card."""


def test_compound_event_triggers_on_cycling_and_on_dying():
    """CR 603.2, 702.29d: "When you cycle this card and when this creature dies, you may
    create a 1/1 white Soldier creature token." — both events trigger the one ability:
    cycling it from the hand, and the creature dying."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    s.answer(0, ChooseYesNo, True)
    s.activate(0, s.hand(0, compile_card(SOJOURNERS))[0], 0)
    s.resolve_stack()
    assert s.find("Soldier Token", Zone.BATTLEFIELD, 0)
    s2 = Scenario()
    sojourners = s2.battlefield(0, compile_card(SOJOURNERS))[0]
    s2.answer(0, ChooseYesNo, True)
    blast = compile_card("Blast {0}\nInstant\nThis spell deals 4 damage to target creature.")
    s2.cast(0, s2.hand(0, blast)[0], targets=(sojourners,))
    s2.resolve_stack()
    assert "Bant Sojourners" in s2.zone_names(0, Zone.GRAVEYARD)
    assert s2.find("Soldier Token", Zone.BATTLEFIELD, 0)


def test_compound_event_enters_and_whenever_you_cast():
    """CR 603.2: "When this enchantment enters and whenever you cast a spell with mana value
    5 or greater, draw a card." — a draw on entering, another on casting a five-drop, none
    for a cheaper spell."""
    from mtgc.runtime.cards_basic import forest

    s = Scenario()
    s.battlefield(0, *(forest() for _ in range(10)))
    s.library(0, *(bear() for _ in range(3)))
    s.cast(0, s.hand(0, compile_card(BEANSTALK))[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    s.cast(0, s.hand(0, bear("Craw Wurm", "{4}{G}{G}", "6/4"))[0])
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 2
    s.cast(0, s.find("Grizzly Bears", Zone.HAND, 0)[0])
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 1


CHAMPIONS_OF_THE_SHOAL = """Champions of the Shoal {3}{U}
Creature — Merfolk Soldier
Whenever this creature enters or becomes tapped, tap up to one target creature and put a \
stun counter on it.
4/6"""  # its behold cost and its leaves-the-battlefield return are left out


def test_enters_or_becomes_tapped_triggers_when_it_attacks():
    """CR 603.2, 701.26: "enters or becomes tapped" — attacking taps Champions of the Shoal
    (CR 508.1f), so it triggers: Bob's creature is tapped and gets a stun counter."""
    s = Scenario()
    champ = s.battlefield(0, compile_card(CHAMPIONS_OF_THE_SHOAL))[0]
    b = s.battlefield(1, bear())[0]
    s.answer(0, ChooseTargets, (b,))
    s.attack({champ: PlayerRef(1)})
    s.resolve_stack()
    assert s.obj(champ).tapped
    assert s.obj(b).tapped and s.obj(b).counters == {"stun": 1}
