"""Keywords that work from a hand or graveyard, compiled from card text: cycling and
typecycling (CR 702.29)."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.errors import CostError, IllegalActionError
from mtgc.runtime.scenario import Scenario, Zone

DRIFTING_MEADOW = """Drifting Meadow
Land
This land enters tapped.
{T}: Add {W}.
Cycling {2} ({2}, Discard this card: Draw a card.)"""
MIGRATORY_ROUTE = """Migratory Route {3}{W}{U}
Sorcery
Create four 1/1 white Bird creature tokens with flying.
Basic landcycling {2}"""
TWISTED = """Twisted Abomination {5}{B}
Creature — Zombie Mutant
Swampcycling {2}
5/3"""
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_cycling_discards_and_draws():
    """CR 702.29a: "{2}, Discard this card: Draw a card." — activated from the hand (the
    discard is part of the cost, so the card is in the graveyard while the ability waits
    on the stack, CR 602.2)."""
    s = Scenario()
    lands = s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, bear())
    meadow = s.hand(0, compile_card(DRIFTING_MEADOW))[0]
    s.activate(0, meadow, 1)  # index 0 is its mana ability
    assert all(s.obj(i).tapped for i in lands)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Drifting Meadow"]
    assert s.stack_names() == ["ability of Drifting Meadow"]
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_cycling_needs_its_cost_and_the_hand():
    """CR 118.3: no mana, no cycling; CR 702.29a: cycling works only from the hand."""
    s = Scenario()
    meadow = s.hand(0, compile_card(DRIFTING_MEADOW))[0]
    with pytest.raises(CostError):
        s.activate(0, meadow, 1)  # index 0 is its mana ability
    assert s.zone_names(0, Zone.HAND) == ["Drifting Meadow"]
    t = Scenario()
    t.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    on_field = t.battlefield(0, compile_card(DRIFTING_MEADOW))[0]
    with pytest.raises(IllegalActionError):
        t.activate(0, on_field, 1)  # index 0 is its mana ability


def test_basic_landcycling_searches_for_a_basic_land():
    """CR 702.29e-f: basic landcycling finds a basic land card (not a nonland) and puts it
    into the hand."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    b, isl = s.library(0, bear(), compile_card(ISLAND))
    route = s.hand(0, compile_card(MIGRATORY_ROUTE))[0]
    s.activate(0, route)
    seen = []
    s.answer(0, ChooseObjects, lambda d: (seen.append(d.options), (d.options[0],))[1])
    s.resolve()
    assert seen == [(isl,)]
    assert s.zone_names(0, Zone.HAND) == ["Island"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Migratory Route"]


def test_swampcycling_finds_only_swamps():
    """CR 702.29e: swampcycling searches for a Swamp card."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.library(0, compile_card(ISLAND), compile_card(SWAMP))
    t = s.hand(0, compile_card(TWISTED))[0]
    s.activate(0, t)
    s.answer(0, ChooseObjects, lambda d: d.options[:1])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Swamp"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Island"]


FIREBOLT = """Firebolt {R}
Sorcery
Firebolt deals 2 damage to any target.
Flashback {4}{R}"""
LAVA_DART = """Lava Dart {R}
Instant
Lava Dart deals 1 damage to any target.
Flashback—Sacrifice a Mountain."""
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def test_flashback_casts_from_graveyard_for_its_cost_then_exiles():
    """CR 702.34a: Firebolt is cast from the graveyard by paying {4}{R} (not {R}) and is
    exiled instead of going back to the graveyard when it resolves."""
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 5)
    bolt = s.graveyard(0, compile_card(FIREBOLT))[0]
    s.cast(0, bolt, targets=(PlayerRef(1),))
    assert all(s.obj(i).tapped for i in lands)
    s.resolve()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.EXILE) == ["Firebolt"]
    assert s.zone_names(0, Zone.GRAVEYARD) == []


def test_flashback_cost_must_be_paid_and_timing_kept():
    """CR 702.34a, 118.3: one Mountain can't pay {4}{R}; CR 307.1: a sorcery with flashback
    is still cast only at sorcery speed; a card in the hand is cast normally and goes to the
    graveyard."""
    from mtgc.runtime.errors import TimingError
    from mtgc.runtime.scenario import Step
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN))
    bolt = s.graveyard(0, compile_card(FIREBOLT))[0]
    with pytest.raises(CostError):
        s.cast(0, bolt, targets=(PlayerRef(1),))
    s.set_step(Step.UPKEEP)
    with pytest.raises(TimingError):
        s.cast(0, bolt, targets=(PlayerRef(1),))
    s.set_step(Step.PRECOMBAT_MAIN)
    in_hand = s.hand(0, compile_card(FIREBOLT))[0]
    s.cast(0, in_hand, targets=(PlayerRef(1),))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Firebolt", "Firebolt"]


def test_flashback_with_a_sacrifice_cost_and_countered_is_exiled():
    """CR 702.34a: "Flashback—Sacrifice a Mountain."; a spell cast with flashback that
    leaves the stack any other way (here: countered) is exiled too. Only the owner may
    flash it back."""
    from mtgc.runtime.scenario import Step
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    m = s.battlefield(0, compile_card(MOUNTAIN))[0]
    dart = s.graveyard(0, compile_card(LAVA_DART))[0]
    s.battlefield(1, compile_card(MOUNTAIN))
    s.pass_priority(0)
    with pytest.raises(IllegalActionError, match="can't cast Lava Dart from graveyard"):
        s.cast(1, dart, targets=(PlayerRef(0),))
    s.set_step(Step.PRECOMBAT_MAIN)
    s.cast(0, dart, targets=(PlayerRef(1),))
    assert s.zone_of(m) is None and s.zone_names(0, Zone.GRAVEYARD) == ["Mountain"]
    [spell] = s.state.stack
    s.game.counter(spell)
    assert s.zone_names(0, Zone.EXILE) == ["Lava Dart"]
    assert s.life(1) == 20


LAB_RATS = """Lab Rats {B}
Sorcery
Buyback {4}
Create a 1/1 black Rat creature token."""
SWAMP5 = [SWAMP] * 5


def test_buyback_paid_returns_the_spell_to_hand():
    """CR 702.27a: paying {B} plus the buyback {4}, Lab Rats resolves (a Rat token) and goes
    to its owner's hand; unpaid it goes to the graveyard."""
    s = Scenario()
    lands = s.battlefield(0, *[compile_card(x) for x in SWAMP5])
    rats = s.hand(0, compile_card(LAB_RATS))[0]
    s.cast(0, rats, optional=(0,))
    assert all(s.obj(i).tapped for i in lands)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Lab Rats"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Rat Token") == 1
    t = Scenario()
    t.battlefield(0, compile_card(SWAMP))
    t.cast(0, t.hand(0, compile_card(LAB_RATS))[0])
    t.resolve()
    assert t.zone_names(0, Zone.HAND) == [] and t.zone_names(0, Zone.GRAVEYARD) == ["Lab Rats"]


def test_buyback_spell_countered_goes_to_the_graveyard():
    """CR 702.27a: only "as it resolves": a countered buyback spell goes to the graveyard;
    and the buyback cost must be payable (CR 601.2h)."""
    s = Scenario()
    s.battlefield(0, compile_card(SWAMP))
    rats = s.hand(0, compile_card(LAB_RATS))[0]
    with pytest.raises(CostError):
        s.cast(0, rats, optional=(0,))
    s.battlefield(0, *[compile_card(x) for x in SWAMP5[1:]])
    s.cast(0, rats, optional=(0,))
    [spell] = s.state.stack
    s.game.counter(spell)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Lab Rats"] and s.zone_names(0, Zone.HAND) == []


KAVU = """Kavu Recruit {1}{R}
Creature — Kavu
Kicker {2}{R}
2/2"""


def test_kicker_is_an_optional_additional_cost_remembered_by_the_permanent():
    """CR 702.33a/d: kicking adds {2}{R} to the cost; the permanent the spell becomes was
    kicked (what "if it was kicked" tests); unkicked it wasn't."""
    from mtgc.runtime.state.filters import CostWasPaid, Ctx

    for kicked, lands_needed in ((True, 5), (False, 2)):
        s = Scenario()
        lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 5)
        s.cast(0, s.hand(0, compile_card(KAVU))[0], optional=(0,) if kicked else ())
        assert sum(s.obj(i).tapped for i in lands) == lands_needed
        s.resolve()
        [kavu] = s.find("Kavu Recruit", Zone.BATTLEFIELD)
        assert CostWasPaid(0).holds(Ctx(s.game, kavu, 0)) is kicked


MULLDRIFTER = """Mulldrifter {4}{U}
Creature — Elemental
Flying
When this creature enters, draw two cards.
Evoke {2}{U}
2/2"""


def test_evoke_alternative_cost_then_sacrificed_on_entering():
    """CR 702.74a, 118.9: cast for {2}{U}; it enters, its controller sacrifices it, and its
    own enters trigger still draws two; cast normally it stays."""
    s = Scenario()
    lands = s.battlefield(0, *[compile_card(ISLAND)] * 5)
    s.library(0, bear(), bear())
    s.cast(0, s.hand(0, compile_card(MULLDRIFTER))[0], alternative=0)
    assert sum(s.obj(i).tapped for i in lands) == 3
    s.resolve_stack()
    assert s.find("Mulldrifter", Zone.BATTLEFIELD) == []
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mulldrifter"]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]
    t = Scenario()
    t.battlefield(0, *[compile_card(ISLAND)] * 5)
    t.library(0, bear(), bear())
    t.cast(0, t.hand(0, compile_card(MULLDRIFTER))[0])
    t.resolve_stack()
    assert len(t.find("Mulldrifter", Zone.BATTLEFIELD)) == 1


SKIRMISHER = """Kolaghan Skirmisher {1}{B}
Creature — Human Warrior
Dash {2}{B}
2/2"""


def test_dash_has_haste_and_returns_to_hand_at_end_step():
    """CR 702.109a: dashed, it can attack the turn it enters and returns to its owner's
    hand at the beginning of the end step; cast normally, no haste and it stays."""
    from mtgc.runtime.errors import CombatError
    from mtgc.runtime.scenario import Step
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 3)
    s.cast(0, s.hand(0, compile_card(SKIRMISHER))[0], alternative=0)
    s.resolve()
    [k] = s.find("Kolaghan Skirmisher", Zone.BATTLEFIELD)
    s.attack({k: PlayerRef(1)})
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.HAND) == ["Kolaghan Skirmisher"]
    t = Scenario()
    t.battlefield(0, *[compile_card(SWAMP)] * 2)
    t.cast(0, t.hand(0, compile_card(SKIRMISHER))[0])
    t.resolve()
    [k] = t.find("Kolaghan Skirmisher", Zone.BATTLEFIELD)
    with pytest.raises(CombatError):
        t.attack({k: PlayerRef(1)})
    t.advance_to(Step.END)
    assert t.find("Kolaghan Skirmisher", Zone.BATTLEFIELD) == [k]


DREGSCAPE = """Dregscape Zombie {1}{B}
Creature — Zombie
Unearth {B}
2/1"""


def test_unearth_returns_with_haste_and_is_exiled_at_end_step():
    """CR 702.84a: from the graveyard at sorcery speed for {B}; it has haste; it's exiled
    at the beginning of the next end step."""
    from mtgc.runtime.scenario import Step
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, compile_card(SWAMP))
    z = s.graveyard(0, compile_card(DREGSCAPE))[0]
    s.activate(0, z)
    s.resolve()
    [z] = s.find("Dregscape Zombie", Zone.BATTLEFIELD)
    s.attack({z: PlayerRef(1)})
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.life(1) == 18
    assert s.zone_names(0, Zone.EXILE) == ["Dregscape Zombie"]


def test_unearthed_creature_leaving_is_exiled_and_unearth_is_sorcery_speed():
    """CR 702.84a: "If it would leave the battlefield, exile it instead" (dies: exiled);
    "Activate only as a sorcery"."""
    from mtgc.runtime.errors import TimingError
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, compile_card(SWAMP), compile_card(MOUNTAIN))
    z = s.graveyard(0, compile_card(DREGSCAPE))[0]
    s.set_step(Step.UPKEEP)
    with pytest.raises(TimingError):
        s.activate(0, z)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.activate(0, z)
    s.resolve()
    [z] = s.find("Dregscape Zombie", Zone.BATTLEFIELD)
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(z,))
    s.resolve()
    assert s.zone_names(0, Zone.EXILE) == ["Dregscape Zombie"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Shock"]


SUDDEN_DEATH = """Sudden Death {1}{B}{B}
Instant
Split second
Target creature gets -4/-4 until end of turn."""
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."


def test_split_second_stops_spells_and_abilities_but_not_mana_abilities():
    """CR 702.61a-b: while Sudden Death is on the stack Bob can't cast Shock; he may still
    activate mana abilities; once it has resolved he can."""
    from mtgc.runtime.errors import TimingError

    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 3)
    b = s.battlefield(1, bear())[0]
    m = s.battlefield(1, compile_card(MOUNTAIN))[0]
    shock = s.hand(1, compile_card(SHOCK))[0]
    s.cast(0, s.hand(0, compile_card(SUDDEN_DEATH))[0], targets=(b,))
    s.pass_priority(0)
    with pytest.raises(TimingError, match="split second"):
        s.cast(1, shock, targets=(b,))
    s.tap_for_mana(1, m)
    assert s.pool(1) == "{R}"
    s.pass_priority(1)
    # CR 117.3c, 117.4: activating the mana ability was an action, so Bob's pass after it
    # and Alice's earlier one are not passes in succession: Alice passes once more
    assert s.zone_of(b) is Zone.BATTLEFIELD and s.game.state.priority == 0
    s.pass_priority(0)
    assert s.zone_of(b) is None
    s.pass_priority(0)
    s.cast(1, shock, targets=(s.battlefield(0, bear())[0],))
    assert s.stack_names() == ["Shock"]


STOKE = """Stoke the Flames {2}{R}{R}
Instant
Convoke
Stoke the Flames deals 4 damage to any target."""


def test_convoke_creatures_pay_colored_and_generic_mana():
    """CR 702.51a: a red creature pays {R}, a green one pays {1}; with one Mountain for the
    other {R} and one more green creature for {1}, Stoke the Flames is cast; tapping a
    green creature for a fourth mana with no generic left fails (CR 118.3)."""
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    m = s.battlefield(0, compile_card(MOUNTAIN))[0]
    goblin = s.battlefield(0, bear(name="Goblin", cost="{R}", pt="1/1"), sick=True)[0]
    elves = s.battlefield(0, bear(name="Elf", pt="1/1"), bear(name="Elf", pt="1/1"))
    s.answer(0, ChooseObjects, (goblin, *elves))
    s.cast(0, s.hand(0, compile_card(STOKE))[0], targets=(PlayerRef(1),))
    assert all(s.obj(i).tapped for i in (m, goblin, *elves))
    s.resolve()
    assert s.life(1) == 16
    t = Scenario()
    t.battlefield(0, compile_card(MOUNTAIN))
    elves = t.battlefield(0, *[bear(name="Elf", pt="1/1")] * 3)
    t.answer(0, ChooseObjects, elves)
    with pytest.raises(CostError):
        t.cast(0, t.hand(0, compile_card(STOKE))[0], targets=(PlayerRef(1),))
    assert not any(t.obj(i).tapped for i in elves)


CRUISE = """Treasure Cruise {7}{U}
Sorcery
Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)
Draw three cards."""


def test_delve_exiles_graveyard_cards_for_generic_mana():
    """CR 702.66a: five cards exiled from the graveyard pay {5} of {7}{U}."""
    s = Scenario()
    lands = s.battlefield(0, *[compile_card(ISLAND)] * 3)
    gy = s.graveyard(0, *[bear()] * 6)
    s.library(0, bear(), bear(), bear())
    s.answer(0, ChooseObjects, tuple(gy[:5]))
    s.cast(0, s.hand(0, compile_card(CRUISE))[0])
    assert all(s.obj(i).tapped for i in lands)
    assert s.zone_names(0, Zone.EXILE) == ["Grizzly Bears"] * 5
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] * 3


REVERSE = """Reverse Engineer {3}{U}{U}
Sorcery
Improvise
Draw three cards."""


def test_improvise_artifacts_pay_generic_mana_only():
    """CR 702.126a: three artifacts pay {3}; {U}{U} still needs Islands."""
    s = Scenario()
    lands = s.battlefield(0, *[compile_card(ISLAND)] * 2)
    arts = s.battlefield(0, *[compile_card("Bauble {0}\nArtifact\n")] * 3)
    s.library(0, bear(), bear(), bear())
    s.answer(0, ChooseObjects, arts)
    s.cast(0, s.hand(0, compile_card(REVERSE))[0])
    assert all(s.obj(i).tapped for i in (*lands, *arts))
    s.resolve()
    assert len(s.zone_names(0, Zone.HAND)) == 3


DRUDGE_BEETLE = """Drudge Beetle {1}{G}
Creature — Insect
Scavenge {5}{G}
2/2"""
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"


def test_scavenge_exiles_the_card_for_counters_equal_to_its_power():
    """CR 702.97a: two +1/+1 counters (its power) on target creature; the card is exiled as
    a cost; only from the graveyard."""
    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 6)
    target = s.battlefield(0, bear())[0]
    beetle = s.graveyard(0, compile_card(DRUDGE_BEETLE))[0]
    s.activate(0, beetle, targets=(target,))
    assert s.zone_names(0, Zone.EXILE) == ["Drudge Beetle"]
    s.resolve()
    assert s.obj(target).counters == {"+1/+1": 2} and s.pt(target) == (4, 4)


SACRED_CAT = """Sacred Cat {W}
Creature — Cat
Lifelink
Embalm {W}
1/1"""
PROVEN = """Proven Combatant {U}
Creature — Human Warrior
Eternalize {4}{U}{U}
1/1"""


def test_embalm_makes_a_white_zombie_token_copy():
    """CR 702.128a, 707.9b: a token copy that's a white Zombie Cat with no mana cost, with
    the card's abilities (lifelink)."""
    from mtgc.runtime.mana.symbols import ManaType
    from mtgc.runtime.state.abilities import Lifelink

    s = Scenario()
    s.battlefield(0, compile_card(PLAINS))
    cat = s.graveyard(0, compile_card(SACRED_CAT))[0]
    s.activate(0, cat)
    s.resolve()
    [tok] = s.find("Sacred Cat", Zone.BATTLEFIELD)
    v = s.game.view(tok)
    assert s.obj(tok).is_token and v.colors == {ManaType.W} and v.mana_cost is None
    assert v.subtypes == {"Cat", "Zombie"} and v.has_keyword(Lifelink)
    assert s.zone_names(0, Zone.EXILE) == ["Sacred Cat"]


def test_eternalize_makes_a_four_four_black_zombie():
    """CR 702.129a: a 4/4 black Zombie Human Warrior token copy."""
    from mtgc.runtime.mana.symbols import ManaType

    s = Scenario()
    s.battlefield(0, *[compile_card(ISLAND)] * 6)
    c = s.graveyard(0, compile_card(PROVEN))[0]
    s.activate(0, c)
    s.resolve()
    [tok] = s.find("Proven Combatant", Zone.BATTLEFIELD)
    v = s.game.view(tok)
    assert s.pt(tok) == (4, 4) and v.colors == {ManaType.B} and "Zombie" in v.subtypes


MOSQUITO = """Mosquito Guard {W}
Creature — Kithkin Soldier
First strike
Reinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on target creature.)
1/1"""


def test_reinforce_from_hand_at_instant_speed():
    """CR 702.77a: {1}{W}, discard: a +1/+1 counter on target creature (in the upkeep, too:
    no timing restriction)."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.set_step(Step.UPKEEP)
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    b = s.battlefield(1, bear())[0]
    g = s.hand(0, compile_card(MOSQUITO))[0]
    s.activate(0, g, targets=(b,))
    s.resolve()
    assert s.obj(b).counters == {"+1/+1": 1}
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mosquito Guard"]


MUDDLE = """Muddle the Mixture {U}{U}
Instant
Counter target instant or sorcery spell.
Transmute {1}{U}{U}"""


def test_transmute_finds_a_card_with_the_same_mana_value():
    """CR 702.53a: only cards with mana value 2 are offered."""
    s = Scenario()
    s.battlefield(0, *[compile_card(ISLAND)] * 3)
    two, one = s.library(0, bear(), bear(name="Elf", cost="{G}", pt="1/1"))
    m = s.hand(0, compile_card(MUDDLE))[0]
    seen = []
    s.answer(0, ChooseObjects, lambda d: (seen.append(d.options), d.options)[1])
    s.activate(0, m)
    s.resolve()
    assert seen == [(two,)]
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


BLOODBRAID = """Bloodbraid Elf {2}{R}{G}
Creature — Elf Berserker
Haste
Cascade
3/2"""


def test_cascade_casts_the_first_cheaper_nonland_card_free():
    """CR 702.85a: a land and a card of mana value 5 are skipped, the Bears (2 < 4) are cast
    without paying (resolving before the Elf); the skipped cards go to the bottom."""
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(MOUNTAIN), compile_card(FOREST),
                  compile_card(FOREST))  # fmt: skip
    big = bear(name="Craw Wurm", cost="{4}{G}{G}", pt="6/4")
    s.library(0, compile_card(FOREST), big, bear(), bear(name="Elf", cost="{G}"))
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, compile_card(BLOODBRAID))[0])
    assert s.stack_names() == ["Bloodbraid Elf", "ability of Bloodbraid Elf"]
    s.resolve()
    assert s.stack_names() == ["Bloodbraid Elf", "Grizzly Bears"]
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Grizzly Bears") == 1
    assert "Bloodbraid Elf" in s.zone_names(0, Zone.BATTLEFIELD)
    lib = [s.obj(i).card.name for i in s.state.players[0].library]
    assert lib[0] == "Elf" and sorted(lib[1:]) == ["Craw Wurm", "Forest"]
    assert s.zone_names(0, Zone.EXILE) == []


STAGGERSHOCK = """Staggershock {2}{R}
Instant
Staggershock deals 2 damage to any target.
Rebound"""


def test_rebound_exiles_and_recasts_at_the_next_upkeep():
    """CR 702.88a: cast from the hand it's exiled as it resolves and cast again for free at
    Alice's next upkeep (not Bob's); that second cast goes to the graveyard."""
    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.scenario import Step
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    s.cast(0, s.hand(0, compile_card(STAGGERSHOCK))[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 18 and s.zone_names(0, Zone.EXILE) == ["Staggershock"]
    for p in (0, 1):
        s.library(p, bear(), bear())
    s.advance_to(Step.UPKEEP)  # Bob's: nothing
    assert s.stack_names() == []
    s.advance_to(Step.UPKEEP)  # Alice's
    assert s.stack_names() == ["ability of Staggershock"]
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.resolve()
    assert s.stack_names() == ["Staggershock"]
    s.resolve()
    assert s.life(1) == 16
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Staggershock"]
    assert s.zone_names(0, Zone.EXILE) == []


FIERY_TEMPER = """Fiery Temper {1}{R}{R}
Instant
Fiery Temper deals 3 damage to any target.
Madness {R}"""
RUMMAGER = """Rummaging Goblin {2}{R}
Creature — Goblin Rogue
{T}, Discard a card: Draw a card.
1/1"""


def test_madness_discarded_into_exile_then_cast_for_its_madness_cost():
    """CR 702.35a: discarding Fiery Temper (a cost) exiles it; its trigger lets Alice cast it
    for {R} (at a time she couldn't otherwise: the ability is resolving); declined, it goes
    to the graveyard."""
    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.state.objects import PlayerRef

    for cast in (True, False):
        s = Scenario()
        m = s.battlefield(0, compile_card(MOUNTAIN))[0]
        gob = s.battlefield(0, compile_card(RUMMAGER))[0]
        s.library(0, bear())
        temper = s.hand(0, compile_card(FIERY_TEMPER))[0]
        s.activate(0, gob, cost_choices=((temper,),))
        assert s.zone_names(0, Zone.EXILE) == ["Fiery Temper"]
        assert s.stack_names() == ["ability of Rummaging Goblin", "ability of Fiery Temper"]
        s.answer(0, ChooseYesNo, cast)
        s.answer(0, ChooseTargets, (PlayerRef(1),), required=False)
        s.resolve()
        if cast:
            assert s.obj(m).tapped and s.stack_names()[-1] == "Fiery Temper"
            s.resolve_stack()
            assert s.life(1) == 17
        else:
            s.resolve_stack()
            assert s.life(1) == 20 and not s.obj(m).tapped
        assert s.zone_names(0, Zone.GRAVEYARD) == ["Fiery Temper"]
        assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


GRAPESHOT = """Grapeshot {1}{R}
Sorcery
Grapeshot deals 1 damage to any target.
Storm"""


def test_storm_copies_for_each_spell_cast_before_it_this_turn():
    """CR 702.40a, 707.10: after two Shocks, Grapeshot gets two copies (three damage to
    Bob); a copy may get a new target (one pings a Bear); copies cease to exist off the stack
    (CR 704.5e) and only the card goes to the graveyard."""
    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    b = s.battlefield(1, bear(name="Elf", pt="1/1"))[0]
    for _ in range(2):
        s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
        s.resolve()
    s.cast(0, s.hand(0, compile_card(GRAPESHOT))[0], targets=(PlayerRef(1),))
    assert s.stack_names() == ["Grapeshot", "ability of Grapeshot"]
    s.answer(0, ChooseYesNo, False)
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (b,))
    s.resolve()
    assert s.stack_names() == ["Grapeshot"] * 3
    s.resolve_stack()
    assert s.life(1) == 20 - 4 - 2 and s.zone_of(b) is None
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grapeshot", "Shock", "Shock"]


def test_storm_first_spell_of_the_turn_makes_no_copies():
    """CR 702.40a: nothing cast before it: no copies (no trigger)."""
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 2)
    s.cast(0, s.hand(0, compile_card(GRAPESHOT))[0], targets=(PlayerRef(1),))
    assert s.stack_names() == ["Grapeshot"]
    s.resolve()
    assert s.life(1) == 19


SKEWER = """Skewer the Critics {2}{R}
Sorcery
Skewer the Critics deals 3 damage to any target.
Spectacle {R}"""


def test_spectacle_only_after_an_opponent_lost_life_this_turn():
    """CR 702.137a: before Bob loses life the {R} spectacle cost can't be chosen; after a
    Shock hits him it can."""
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    lands = s.battlefield(0, *[compile_card(MOUNTAIN)] * 2)
    skewer = s.hand(0, compile_card(SKEWER))[0]
    with pytest.raises(IllegalActionError, match="spectacle"):
        s.cast(0, skewer, targets=(PlayerRef(1),), alternative=0)
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
    s.resolve()
    s.cast(0, skewer, targets=(PlayerRef(1),), alternative=0)
    s.resolve()
    assert s.life(1) == 15 and all(s.obj(i).tapped for i in lands)


SALVO = """Boulder Salvo {4}{R}
Sorcery
Surge {1}{R}
Boulder Salvo deals 4 damage to target creature."""


def test_surge_after_casting_another_spell_this_turn():
    """CR 702.117a: the surge cost needs another spell cast by Alice this turn first."""
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    b = s.battlefield(1, bear())[0]
    salvo = s.hand(0, compile_card(SALVO))[0]
    with pytest.raises(IllegalActionError, match="surge"):
        s.cast(0, salvo, targets=(b,), alternative=0)
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(PlayerRef(1),))
    s.resolve()
    s.cast(0, salvo, targets=(b,), alternative=0)
    s.resolve()
    assert s.zone_of(b) is None


DREDGER = """Darkblast Dredger {B}
Creature — Zombie
Dredge 2
1/1"""


def test_dredge_replaces_a_draw_by_milling_and_returning_it():
    """CR 702.52a-b: in Bob's draw step, instead of drawing he mills two and returns the
    dredger to his hand; with one card in his library dredge 2 isn't offered: he draws."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    d = s.graveyard(1, compile_card(DREDGER))[0]
    s.library(1, bear(), bear(name="Elf"), bear(name="Wolf"))
    s.answer(1, ChooseObjects, (d,))
    s.advance_to(Step.DRAW)
    assert s.state.active == 1
    assert s.zone_names(1, Zone.HAND) == ["Darkblast Dredger"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Elf", "Grizzly Bears"]
    assert s.zone_names(1, Zone.LIBRARY) == ["Wolf"]
    t = Scenario()
    t.graveyard(1, compile_card(DREDGER))
    t.library(1, bear())
    t.advance_to(Step.DRAW)
    assert t.zone_names(1, Zone.HAND) == ["Grizzly Bears"]


SURGING_FLAME = """Surging Flame {1}{R}
Instant
Ripple 4
Surging Flame deals 2 damage to any target."""


def test_ripple_casts_same_named_cards_from_the_top_free():
    """CR 702.60a: revealing the top four, the Surging Flame among them is cast without
    paying; the rest go to the bottom."""
    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 2)
    s.library(0, bear(), compile_card(SURGING_FLAME), bear(name="Elf"), bear(name="Wolf"),
              bear(name="Bottom"))  # fmt: skip
    s.cast(0, s.hand(0, compile_card(SURGING_FLAME))[0], targets=(PlayerRef(1),))
    assert s.stack_names() == ["Surging Flame", "ability of Surging Flame"]
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.resolve_stack()
    assert s.life(1) == 16
    lib = [s.obj(i).card.name for i in s.state.players[0].library]
    assert lib[0] == "Bottom" and sorted(lib[1:]) == ["Elf", "Grizzly Bears", "Wolf"]


DECOY = """Riveteers Decoy {1}{G}
Creature — Human Warrior
Blitz {3}{G}
3/1"""


def test_blitz_haste_draw_on_death_and_sacrificed_at_end_step():
    """CR 702.152a: blitzed it has haste, is sacrificed at the beginning of the end step and
    then its granted trigger draws a card; cast normally none of that."""
    from mtgc.runtime.scenario import Step
    from mtgc.runtime.state.objects import PlayerRef

    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 4)
    s.library(0, bear(name="Elf"))
    s.cast(0, s.hand(0, compile_card(DECOY))[0], alternative=0)
    s.resolve()
    [d] = s.find("Riveteers Decoy", Zone.BATTLEFIELD)
    s.attack({d: PlayerRef(1)})
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.life(1) == 17 and s.zone_of(d) is None
    assert s.zone_names(0, Zone.HAND) == ["Elf"]
    t = Scenario()
    t.battlefield(0, *[compile_card(FOREST)] * 2)
    t.cast(0, t.hand(0, compile_card(DECOY))[0])
    t.resolve()
    [d] = t.find("Riveteers Decoy", Zone.BATTLEFIELD)
    t.advance_to(Step.END)
    assert t.zone_of(d) is Zone.BATTLEFIELD and t.stack_names() == []
