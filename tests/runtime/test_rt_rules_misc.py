"""More rules checks across areas: attack requirements vs costs (CR 508.1d), restrictions
(CR 508.1c, 509.1b), exile costs (CR 118), lifelink (702.15), indestructible (702.12),
protection (702.16), "as though it had flash", cost increases (CR 601.2f)."""

import pytest
from rt_cards import card, lightning_bolt, murder, norns_annex

from mtgc.runtime.actions.effects import GainLife
from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, mountain, swamp
from mtgc.runtime.continuous.layers import (
    AdditionalLandPlays,
    CantAttack,
    CantBlock,
    CastAsThoughFlash,
    CostIncrease,
    MustAttack,
)  # fmt: skip
from mtgc.runtime.errors import CombatError, CostError, TargetError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.stack.costs import ExileCost
from mtgc.runtime.state.abilities import (
    ActivatedAbility,
    Indestructible,
    Lifelink,
    Protection,
    StaticAbility,
)
from mtgc.runtime.state.filters import ObjectFilter
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)


def berserker():
    """A creature that attacks each combat if able."""
    return creature("Berserker", "{R}", 2, 2, StaticAbility(MustAttack()))


def test_must_attack_creature_must_attack_if_able():
    """CR 508.1d: requirements must be obeyed when possible."""
    s = Scenario()
    s.battlefield(0, berserker())
    with pytest.raises(CombatError):
        s.attack({})


def test_must_attack_not_required_when_it_costs_to_attack():
    """Seed ruling (Norn's Annex): opponents can choose not to attack with a creature
    that must attack (CR 508.1d: costs aren't required to be paid)."""
    s = Scenario()
    s.battlefield(1, norns_annex())
    b = s.battlefield(0, berserker())[0]
    s.attack({})
    assert s.state.step == Step.DECLARE_ATTACKERS and not s.obj(b).tapped


def test_cant_attack_and_cant_block_restrictions():
    """CR 508.1c, 509.1b."""
    s = Scenario()
    pacifist = creature("Pacifist", "{W}", 1, 1, StaticAbility(CantAttack()))
    wall = creature("Coward", "{W}", 1, 1, StaticAbility(CantBlock()))
    p = s.battlefield(0, pacifist)[0]
    with pytest.raises(CombatError):
        s.attack({p: BOB})
    bear = s.battlefield(0, grizzly_bears())[0]
    c = s.battlefield(1, wall)[0]
    s.attack({bear: BOB})
    s.answer(1, "DeclareBlockers", {c: bear})
    with pytest.raises(CombatError):
        s.advance_to(Step.DECLARE_BLOCKERS)


def test_exile_from_graveyard_cost():
    """CR 118: "Exile a creature card from your graveyard: You gain 2 life"."""
    s = Scenario()
    relic = card(
        "Relic",
        {"Artifact"},
        "{1}",
        ActivatedAbility(
            (ExileCost(ObjectFilter(card_types=frozenset({"Creature"}))),), GainLife(2)
        ),
    )
    r = s.battlefield(0, relic)[0]
    with pytest.raises(CostError):
        s.activate(0, r)
    s.graveyard(0, grizzly_bears(), forest())
    s.activate(0, r)
    assert s.zone_names(0, Zone.EXILE) == ["Grizzly Bears"]
    s.resolve()
    assert s.life(0) == 22


def test_lifelink_and_indestructible():
    """CR 702.15b lifelink; CR 702.12b indestructible isn't destroyed by damage/destroy."""
    s = Scenario()
    ll = s.battlefield(0, creature("Vampire", "{B}", 2, 2, Lifelink()))[0]
    s.attack({ll: BOB})
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life(0), s.life(1)) == (22, 18)
    god = s.battlefield(1, creature("God", "{W}", 3, 3, Indestructible()))[0]
    s.battlefield(0, swamp(), swamp(), swamp())
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast(0, s.hand(0, murder())[0], targets=(god,))
    s.resolve()
    s.game.deal_damage(god, god, 5)
    s.pass_priority()
    assert s.zone_of(god) is Zone.BATTLEFIELD


def test_protection_from_red():
    """CR 702.16b-e: can't be targeted by red spells; red damage is prevented."""
    s = Scenario()
    knight = s.battlefield(1, creature("Knight", "{W}", 2, 2, Protection(frozenset({ManaType.R}))))[
        0
    ]
    s.battlefield(0, mountain())
    with pytest.raises(TargetError):
        s.cast(0, s.hand(0, lightning_bolt())[0], targets=(knight,))
    red = s.battlefield(0, creature("Goblin", "{R}", 2, 2))[0]
    s.game.deal_damage(red, knight, 2)
    assert s.obj(knight).damage == 0


def test_cast_as_though_it_had_flash():
    """A "you may cast creature spells as though they had flash" static (CR 601.3)."""
    s = Scenario()
    s.battlefield(
        0,
        card(
            "Leyline",
            {"Enchantment"},
            None,
            StaticAbility(CastAsThoughFlash(ObjectFilter(card_types=frozenset({"Creature"})))),
        ),
    )
    s.battlefield(0, forest(), forest())
    bear = s.hand(0, grizzly_bears())[0]
    s.set_step(Step.UPKEEP)
    s.cast(0, bear)
    assert s.stack_names() == ["Grizzly Bears"]


def test_cost_increase():
    """CR 601.2f: "Creature spells cost {1} more to cast"."""
    s = Scenario()
    s.battlefield(
        1,
        card(
            "Thalia-ish",
            {"Enchantment"},
            None,
            StaticAbility(CostIncrease(1, ObjectFilter(card_types=frozenset({"Creature"})))),
        ),
    )
    s.battlefield(0, forest(), forest())
    bear = s.hand(0, grizzly_bears())[0]
    with pytest.raises(CostError):
        s.cast(0, bear)
    s.battlefield(0, forest())
    s.cast(0, bear)
    assert all(s.obj(f).tapped for f in s.find("Forest"))


def test_additional_land_plays():
    """CR 305.2: continuous effects may increase the number of land plays."""
    s = Scenario()
    s.battlefield(
        0, card("Explore-ish", {"Enchantment"}, None, StaticAbility(AdditionalLandPlays(1)))
    )
    a, b, c = s.hand(0, forest(), forest(), forest())
    s.play_land(0, a)
    s.play_land(0, b)
    from mtgc.runtime.errors import TimingError

    with pytest.raises(TimingError):
        s.play_land(0, c)


def test_legend_rule_choice_and_sba_simultaneity():
    """CR 704.3: all applicable SBAs happen at once (a 0-toughness creature and a lethal
    damage creature both die in the same check)."""
    s = Scenario()
    a = s.battlefield(0, grizzly_bears())[0]
    b = s.battlefield(1, grizzly_bears())[0]
    s.game.add_counters(a, "-1/-1", 2)
    s.game.deal_damage(b, b, 2)
    s.pass_priority()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_ward_counters_unless_paid():
    """CR 702.21a: ward — the spell is countered unless its controller pays."""
    from mtgc.runtime.agents import ChooseYesNo
    from mtgc.runtime.stack.costs import PayLifeCost
    from mtgc.runtime.state.abilities import Ward

    s = Scenario()
    warded = s.battlefield(1, creature("Warded", "{U}", 2, 2, Ward((PayLifeCost(2),))))[0]
    s.battlefield(0, mountain(), mountain())
    a, b = s.hand(0, lightning_bolt(), lightning_bolt())
    s.cast(0, a, targets=(warded,))
    assert s.stack_names() == ["Lightning Bolt", "ability of Warded"]
    s.resolve()  # Alice declines (default answer): the Bolt is countered
    assert s.stack_names() == [] and s.zone_names(0, Zone.GRAVEYARD) == ["Lightning Bolt"]
    s.answer(0, ChooseYesNo, True)
    s.cast(0, b, targets=(warded,))
    s.resolve()
    s.resolve()
    assert s.life(0) == 18 and s.zone_of(warded) is None


def test_bounce_discard_and_mill_effects():
    """CR 400.7 (returned card is a new object), 701.9 (discard), 701.17 (mill)."""
    from mtgc.runtime.actions.effects import DiscardCards, MillCards, ReturnToHand
    from mtgc.runtime.state.filters import Ctx, EachOpponent, Target

    s = Scenario()
    bear = s.battlefield(1, grizzly_bears())[0]
    ReturnToHand(Target(0)).resolve(Ctx(s.game, 0, 0, targets=(bear,)))
    assert s.zone_of(bear) is None and s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]
    s.hand(1, forest())
    s.answer(1, ChooseObjects, (s.find("Forest", Zone.HAND)[0],))
    DiscardCards(1, EachOpponent()).resolve(Ctx(s.game, 0, 0))
    assert s.zone_names(1, Zone.HAND) == ["Grizzly Bears"]
    s.library(1, mountain(), swamp(), forest())
    MillCards(2, EachOpponent()).resolve(Ctx(s.game, 0, 0))
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Forest", "Mountain", "Swamp"]
    assert s.zone_names(1, Zone.LIBRARY) == ["Forest"]


def test_search_library_for_basic_land_onto_battlefield_tapped():
    """CR 701.19 (search, may find fewer 701.19b), 701.24 (shuffle): a Rampant Growth-like
    effect puts a basic land onto the battlefield tapped."""
    from mtgc.runtime.actions.effects import SearchLibrary
    from mtgc.runtime.state.filters import Ctx

    s = Scenario()
    s.library(0, grizzly_bears(), forest(), mountain())
    basic = ObjectFilter(card_types=frozenset({"Land"}), supertypes=frozenset({"Basic"}))
    s.answer(0, ChooseObjects, lambda d: (d.options[-1],))
    SearchLibrary(basic, 1, Zone.BATTLEFIELD, tapped=True).resolve(Ctx(s.game, 0, 0))
    [m] = s.find("Mountain", Zone.BATTLEFIELD)
    assert s.obj(m).tapped and sorted(s.zone_names(0, Zone.LIBRARY)) == ["Forest", "Grizzly Bears"]
    s.answer(0, ChooseObjects, ())  # may find nothing
    SearchLibrary(basic).resolve(Ctx(s.game, 0, 0))
    assert s.zone_names(0, Zone.HAND) == []


def test_scry_puts_cards_on_bottom_and_orders_the_rest():
    """CR 701.22a: scry 2 — one to the bottom, the other stays on top."""
    from mtgc.runtime.actions.effects import Scry
    from mtgc.runtime.state.filters import Ctx

    s = Scenario()
    a, b, c = s.library(0, forest(), mountain(), swamp())
    s.answer(0, ChooseObjects, (a,))
    Scry(2).resolve(Ctx(s.game, 0, 0))
    assert s.state.players[0].library == [b, c, a]
