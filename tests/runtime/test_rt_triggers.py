"""Area 6 — events, triggered abilities (CR 603) and replacement effects (CR 614-616)."""

from rt_cards import (
    altar,
    ballista,
    card,  # noqa: I001
    dying_wish,
    if_low_life,
    lightning_bolt,
    murder,
    nazgul_battle_mace,
    rest_in_peace,
)

from mtgc.runtime.actions.effects import (
    CreateDelayedTrigger,
    DrawCards,
    GainLife,
    SacrificePermanents,
)
from mtgc.runtime.agents import ChooseObjects, ChooseOption, ChooseOrder, ChooseYesNo
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, island, mountain, swamp
from mtgc.runtime.events.replacement import EntersTapped, EntersWithCounters
from mtgc.runtime.events.triggers import BeginningOfStep, Enters
from mtgc.runtime.mana.symbols import ManaType, ManaUnit
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.abilities import TriggeredAbility
from mtgc.runtime.state.filters import EachOpponent, Who
from mtgc.runtime.state.game_state import Step as S
from mtgc.runtime.state.objects import PlayerRef


def test_enters_trigger_goes_on_stack_next_time_a_player_would_get_priority():
    """CR 603.3: a triggered ability is put on the stack the next time a player would
    receive priority; CR 603.6a enters-the-battlefield abilities."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), island())
    golem = s.hand(0, ballista())[0]
    s.cast(0, golem, x=1)
    s.resolve()
    assert s.stack_names() == ["ability of X Golem"] and s.state.priority == 0
    s.resolve()
    assert s.life(0) == 21


def test_dies_trigger_looks_back_in_time():
    """CR 603.10a: leaves-the-battlefield abilities trigger based on the object as it
    existed before the event (the creature isn't on the battlefield any more)."""
    s = Scenario()
    w = s.battlefield(0, dying_wish())[0]
    s.battlefield(1, mountain())
    bolt = s.hand(1, lightning_bolt())[0]
    s.pass_priority(0)
    s.cast(1, bolt, targets=(w,))
    s.resolve()
    assert s.stack_names() == ["ability of Dying Wisher"]
    s.resolve()
    assert s.life(0) == 22


def test_apnap_order_active_players_triggers_resolve_last():
    """CR 603.3b: APNAP — the active player's triggers go on the stack first, so the
    non-active player's resolve first."""
    s = Scenario()
    gain = TriggeredAbility(BeginningOfStep(S.UPKEEP, Who.ANY), GainLife(1))
    draw = TriggeredAbility(BeginningOfStep(S.UPKEEP, Who.ANY), DrawCards(1))
    s.battlefield(0, card("Gainer", {"Enchantment"}, None, gain))
    s.battlefield(1, card("Drawer", {"Enchantment"}, None, draw))
    s.library(0, forest())
    s.library(1, forest(), island())
    s.set_step(Step.UNTAP)
    s.game.state.step = Step.UNTAP
    from mtgc.runtime.turns.steps import begin_step

    begin_step(s.game, Step.UPKEEP)
    assert s.stack_names() == ["ability of Gainer", "ability of Drawer"]
    s.resolve()
    assert s.zone_names(1, Zone.HAND) == ["Forest"] and s.life(0) == 20


def test_controller_orders_simultaneous_triggers():
    """CR 603.3b: a player puts their simultaneous triggers on the stack in any order."""
    s = Scenario()
    g1 = TriggeredAbility(Enters(this=True), GainLife(1))
    g5 = TriggeredAbility(Enters(this=True), GainLife(5))
    s.battlefield(0, island(), island())
    two = s.hand(0, card("Twin", {"Creature"}, "{2}", g1, g5, pt=(1, 1)))[0]
    s.answer(0, ChooseOrder, (1, 0))  # GainLife(5) first on the stack -> resolves last
    s.cast(0, two)
    s.resolve()
    s.resolve()
    assert s.life(0) == 21
    s.resolve()
    assert s.life(0) == 26


def test_intervening_if_checked_on_trigger_and_resolution():
    """CR 603.4: "When ..., if ..." — doesn't trigger unless the condition is true."""
    s = Scenario()
    s.battlefield(0, island(), island(), island(), island())
    s.library(0, forest(), forest())
    a, b = s.hand(0, if_low_life(), if_low_life())
    s.cast(0, a)
    s.resolve()
    assert s.stack_names() == []  # 20 life: no trigger
    s.set_life(0, 10)
    s.cast(0, b)
    s.resolve()
    assert s.stack_names() == ["ability of Desperate Scholar"]
    s.set_life(0, 11)
    s.resolve()  # condition false on resolution: does nothing
    assert s.zone_names(0, Zone.HAND) == []


def test_delayed_trigger_at_next_end_step():
    """CR 603.7: a delayed triggered ability triggers once, later."""
    s = Scenario()
    from mtgc.runtime.state.filters import Ctx

    CreateDelayedTrigger(BeginningOfStep(S.END, Who.ANY), GainLife(3)).resolve(Ctx(s.game, 0, 0))
    s.advance_to(Step.END)
    assert len(s.state.stack) == 1 and s.life(0) == 20
    s.resolve()
    assert s.life(0) == 23 and s.state.delayed == []


def test_rest_in_peace_exiles_instead_and_sacrifice_still_triggers_mace():
    """Seed rulings (Nazgûl Battle-Mace): with Rest in Peace the sacrificed nontoken
    permanent is exiled (CR 614.1a) but it was still sacrificed (CR 701.21): the granted
    ability triggers, and "that card" is found in exile and stolen unless its owner pays."""
    s = Scenario()
    s.battlefield(1, rest_in_peace())
    bear = s.battlefield(0, grizzly_bears())[0]
    mace = s.battlefield(0, nazgul_battle_mace(), attached_to=bear)[0]
    assert s.obj(mace).attached_to == bear
    victim = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(1, island())
    a = s.battlefield(1, altar())[0]
    s.pass_priority(0)
    s.answer(1, ChooseObjects, (victim,), required=False)
    s.answer(1, ChooseYesNo, False)  # Bob declines to pay 3 life
    s.activate(1, a)
    # the trigger goes on the stack above the altar's ability (it was a cost)
    assert s.stack_names() == ["ability of Altar", "ability of Grizzly Bears"]
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == [
        "Grizzly Bears",
        "Grizzly Bears",
        "Nazgûl Battle-Mace",
    ]
    assert s.obj(s.find("Grizzly Bears", Zone.BATTLEFIELD, 0)[1]).owner == 1


def test_mace_trigger_opponent_pays_life():
    """Seed ruling: the opponent may pay 3 life; then the card stays."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
    victim = s.battlefield(1, grizzly_bears())[0]
    s.answer(1, ChooseYesNo, True)
    s.game.sacrifice(victim, 1)
    s.pass_priority(0)
    s.resolve()
    assert s.life(1) == 17 and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_mace_ignores_tokens_and_own_sacrifices():
    """Seed card (CR 603.2): "an opponent sacrifices a nontoken permanent" — no trigger for
    tokens or for your own sacrifices."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
    s.battlefield(1, forest(), forest())
    s.pass_priority(0)
    tok = s.battlefield(1, card("Soldier", {"Creature"}, None, pt=(1, 1)), token=True)[0]
    s.game.sacrifice(tok, 1)
    own = s.battlefield(0, grizzly_bears())[0]
    s.game.sacrifice(own, 0)
    assert s.state.pending == []


def test_mace_card_moved_again_cant_be_returned():
    """Seed ruling: if the card leaves the graveyard before resolution, it can't be put
    onto the battlefield (CR 400.7 — it's a new object)."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, nazgul_battle_mace(), attached_to=bear)
    victim = s.battlefield(1, grizzly_bears())[0]
    s.game.sacrifice(victim, 1)
    s.pass_priority(0)
    [gy] = s.find("Grizzly Bears", Zone.GRAVEYARD)
    s.game.move(gy, Zone.EXILE)
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert len(s.find("Grizzly Bears", Zone.BATTLEFIELD)) == 1


def test_enters_with_counters_and_enters_tapped_self_replacements():
    """CR 614.1c, 614.12: "enters with" replacement effects of the entering permanent."""
    from mtgc.runtime.state.abilities import ReplacementAbility

    s = Scenario()
    c = card(
        "Slow Hydra",
        {"Creature"},
        "{G}",
        ReplacementAbility(EntersTapped()),
        ReplacementAbility(EntersWithCounters("+1/+1", 3)),
        pt=(0, 0),
    )
    s.battlefield(0, forest())
    h = s.hand(0, c)[0]
    s.cast(0, h)
    s.resolve()
    [hydra] = s.find("Slow Hydra", Zone.BATTLEFIELD)
    assert s.obj(hydra).tapped and s.pt(hydra) == (3, 3)


def test_multiple_replacements_ordered_by_affected_player():
    """CR 616.1: the affected object's controller chooses the order (two "exile instead"
    here both apply; each applies once, CR 614.5)."""
    s = Scenario()
    s.battlefield(0, rest_in_peace())
    s.battlefield(1, rest_in_peace())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.answer(1, ChooseOption, 1)
    s.game.destroy(bear)
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert [k for p, k, _ in s.game.record if p == 1] == ["ChooseOption"]


def test_annihilator_sacrifice_event():
    """CR 702.86a via SacrificePermanents: defending player chooses what to sacrifice."""
    s = Scenario()
    a, b = s.battlefield(1, swamp(), grizzly_bears())
    from mtgc.runtime.state.filters import Ctx

    s.answer(1, ChooseObjects, (a,))
    SacrificePermanents(EachOpponent(), 1).resolve(Ctx(s.game, 0, 0))
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Swamp"]
    assert any("sacrificed Swamp" in line for line in s.game.log)


def test_murder_then_rest_in_peace_enters_exiles_graveyards():
    """Rest in Peace's enters trigger exiles all graveyards (CR 603.6a)."""
    s = Scenario()
    s.graveyard(1, grizzly_bears())
    s.battlefield(0, swamp(), swamp(), swamp())
    s.state.players[0].pool += [ManaUnit(ManaType.W), ManaUnit(ManaType.W)]
    rip = s.hand(0, rest_in_peace())[0]
    s.cast(0, rip, auto_pay=False)
    s.resolve()
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == [] and s.zone_names(1, Zone.EXILE) == [
        "Grizzly Bears"
    ]
    bear = s.battlefield(1, creature("Bear", "{1}{G}", 2, 2))[0]
    s.cast(0, s.hand(0, murder())[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Bear", "Grizzly Bears"]
    assert s.zone_names(0, Zone.EXILE) == ["Murder"]


def test_simultaneous_deaths_see_each_other():
    """CR 603.10a, 704.3: creatures destroyed together each see the other die
    ("whenever another creature dies" looks back in time)."""
    from mtgc.runtime.actions.effects import Destroy
    from mtgc.runtime.events.triggers import Dies
    from mtgc.runtime.state.filters import CREATURE, All, Ctx, ObjectFilter

    other_dies = TriggeredAbility(
        Dies(ObjectFilter(card_types=frozenset({"Creature"}), other=True)), GainLife(1)
    )
    s = Scenario()
    s.battlefield(0, card("Watcher A", {"Creature"}, "{B}", other_dies, pt=(1, 1)))
    s.battlefield(0, card("Watcher B", {"Creature"}, "{B}", other_dies, pt=(1, 1)))
    Destroy(All(CREATURE)).resolve(Ctx(s.game, 0, 0))
    assert len(s.state.pending) == 2


def test_counterspell_counters_spell():
    """CR 701.6a: a countered spell is put into its owner's graveyard."""
    from mtgc.runtime.actions.effects import CounterObject
    from mtgc.runtime.state.abilities import SpellAbility
    from mtgc.runtime.state.filters import ObjectFilter, TargetSpec

    s = Scenario()
    cancel = card(
        "Cancel",
        {"Instant"},
        "{U}",
        SpellAbility(CounterObject(), (TargetSpec(ObjectFilter(zone=Zone.STACK)),)),
    )
    s.battlefield(0, mountain())
    s.battlefield(1, island())
    bolt = s.hand(0, lightning_bolt())[0]
    s.cast(0, bolt, targets=(PlayerRef(1),))
    s.pass_priority(0)
    [spell] = s.find("Lightning Bolt", Zone.STACK)
    s.cast(1, s.hand(1, cancel)[0], targets=(spell,))
    s.resolve()
    assert s.stack_names() == [] and s.life(1) == 20
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_modal_triggered_ability_modes_chosen_when_put_on_stack():
    """CR 603.3c, 700.2: a modal triggered ability's mode is chosen as it goes on the
    stack, with that mode's targets."""
    from mtgc.runtime.actions.effects import DealDamage
    from mtgc.runtime.agents import ChooseModes
    from mtgc.runtime.state.abilities import Mode
    from mtgc.runtime.state.filters import CREATURE, TargetSpec

    trig = TriggeredAbility(
        Enters(this=True), None,
        modes=(Mode(DealDamage(2), (TargetSpec(CREATURE),)), Mode(GainLife(3))),
    )  # fmt: skip
    s = Scenario()
    s.battlefield(0, island(), island())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.answer(0, ChooseModes, (0,))
    s.cast(0, s.hand(0, card("Charmer", {"Creature"}, "{2}", trig, pt=(1, 1)))[0])
    s.resolve()
    assert s.state.objects[s.state.stack[-1]].targets == (bear,)
    s.resolve()
    assert s.zone_of(bear) is None and s.life(0) == 20


def test_modal_activated_ability():
    """CR 602.2b, 700.2: modes are chosen as an activated ability is activated."""
    from mtgc.runtime.stack.costs import TapCost
    from mtgc.runtime.state.abilities import ActivatedAbility, Mode

    ab = ActivatedAbility((TapCost(),), None, modes=(Mode(GainLife(1)), Mode(GainLife(4))))
    s = Scenario()
    src = s.battlefield(0, card("Totem", {"Artifact"}, "{1}", ab))[0]
    s.activate(0, src, modes=(1,))
    s.resolve()
    assert s.life(0) == 24
