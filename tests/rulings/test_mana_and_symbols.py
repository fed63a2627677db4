"""The rulings every seed file shares (CR 106.5, 106.7, 106.12, 107.3m, 107.5, 107.6),
played out with cards compiled from ``cards/``. Each test names its sentence; the mapping
is in README.md."""

import pytest
from rulings_cards import card

from mtgc.runtime.agents import ChooseNumber, ChooseOption
from mtgc.runtime.errors import CostError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef


def test_undefined_mana_type_produces_no_mana():
    """ "If an ability would produce one or more mana of an undefined type, it produces no
    mana instead." (CR 106.5) Two Reflecting Pools and no other land: no type can be
    defined; Exotic Orchard with no opposing land produces nothing either."""
    s = Scenario()
    a, b = s.battlefield(0, card("Reflecting Pool"), card("Reflecting Pool"))
    s.tap_for_mana(0, a)
    assert s.pool(0) == "(empty)" and s.obj(a).tapped
    orchard = s.battlefield(0, card("Exotic Orchard"))[0]
    s.tap_for_mana(0, orchard)
    assert s.pool(0) == "(empty)" and s.obj(orchard).tapped


def test_could_produce_ignores_costs():
    """ "The type of mana a permanent could produce ... Ignore whether any costs of the
    ability could or could not be paid." (CR 106.7) A tapped Mountain still could produce
    {R} for Reflecting Pool; Exotic Orchard offers the colors of the opponent's lands."""
    s = Scenario()
    s.battlefield(0, card("Mountain"), tapped=True)
    pool = s.battlefield(0, card("Reflecting Pool"))[0]
    s.tap_for_mana(0, pool)
    assert s.pool(0) == "{R}"
    s.battlefield(1, card("Island"), card("Swamp"), tapped=True)
    orchard = s.battlefield(0, card("Exotic Orchard"))[0]
    seen = []

    def pick(decision):
        seen.append(decision.options)
        return decision.options.index(ManaType.B)

    s.answer(0, ChooseOption, pick)
    s.tap_for_mana(0, orchard)
    assert seen == [(ManaType.U, ManaType.B)] and s.pool(0) == "{R}{B}"


def test_could_produce_of_a_land_with_no_mana_is_nothing():
    """ "If that permanent wouldn't produce any mana under these conditions ... there's no
    type of mana it could produce." (CR 106.7) Reflecting Pool next to a Reflecting Pool
    and a Forest can produce only {G}."""
    s = Scenario()
    s.battlefield(0, card("Reflecting Pool"), card("Forest"))
    pool = s.battlefield(0, card("Reflecting Pool"))[0]
    seen = []
    s.answer(0, ChooseOption, lambda d: seen.append(d.options) or 0, required=False)
    s.tap_for_mana(0, pool)
    assert s.pool(0) == "{G}" and seen == []  # one type only: no choice was asked


def test_tap_for_mana_means_a_mana_ability_with_the_tap_symbol():
    """ "To 'tap [a permanent] for mana' is to activate a mana ability of that permanent
    that includes the {T} symbol in its activation cost." (CR 106.12) Mana Reflection
    doubles Sol Ring's {T} ability but not Ashnod's Altar's (sacrifice, no {T}); Zhur-Taa
    Druid's "whenever you tap this creature for mana" triggers from its {T} ability."""
    s = Scenario()
    s.battlefield(0, card("Mana Reflection"))
    ring = s.battlefield(0, card("Sol Ring"))[0]
    s.tap_for_mana(0, ring)
    assert s.pool(0) == "{C}{C}{C}{C}"
    altar = s.battlefield(0, card("Ashnod's Altar"))[0]
    bear = s.battlefield(0, card("Grizzly Bears"))[0]
    s.tap_for_mana(0, altar)
    assert s.pool(0) == "{C}{C}{C}{C}{C}{C}" and s.zone_of(bear) is None
    druid = s.battlefield(0, card("Zhur-Taa Druid"))[0]
    s.tap_for_mana(0, druid)
    # not a mana ability (it deals damage): it goes on the stack the next time a player
    # would receive priority (CR 603.3, 117.5), which is at once: a player who activates a
    # mana ability while holding priority receives priority again (CR 117.3c)
    assert s.state.pending == [] and s.stack_names() == ["ability of Zhur-Taa Druid"]
    s.resolve_stack()
    assert s.life(1) == 19 and s.pool(0) == "{C}{C}{C}{C}{C}{C}{G}{G}"


def test_tapped_for_mana_trigger_needs_mana_produced():
    """ "An ability that triggers whenever a permanent 'is tapped for mana' ... triggers
    whenever such a mana ability resolves and produces mana." (CR 106.12a) Wild Growth
    adds {G} when its Forest is tapped; Heartbeat of Spring adds nothing when a lone
    Reflecting Pool produces nothing."""
    s = Scenario()
    forest = s.battlefield(0, card("Forest"))[0]
    s.battlefield(0, card("Wild Growth"), attached_to=forest)
    s.tap_for_mana(0, forest)
    assert s.pool(0) == "{G}{G}" and s.stack_names() == []
    t = Scenario()
    t.battlefield(0, card("Heartbeat of Spring"))
    pool = t.battlefield(0, card("Reflecting Pool"))[0]
    t.tap_for_mana(0, pool)
    assert t.pool(0) == "(empty)"
    forest2 = t.battlefield(0, card("Forest"))[0]
    t.tap_for_mana(0, forest2)
    assert t.pool(0) == "{G}{G}"  # Heartbeat: one more of the type produced


def test_mana_replacement_modifies_the_production_event():
    """ "A replacement effect that applies if a permanent 'is tapped for mana' ... modifies
    the mana production event while such an ability is resolving." (CR 106.12b) Mana
    Reflection doubles the Forest's {G}; Heartbeat of Spring then sees {G}{G} produced and
    adds one {G} (its own mana isn't from tapping for mana, so it isn't doubled)."""
    s = Scenario()
    s.battlefield(0, card("Mana Reflection"), card("Heartbeat of Spring"))
    forest = s.battlefield(0, card("Forest"))[0]
    s.tap_for_mana(0, forest)
    assert s.pool(0) == "{G}{G}{G}"


def test_x_of_enters_replacement_is_the_spells_x():
    """ "If an object's enters-the-battlefield triggered ability or replacement effect
    refers to X, and the spell that became that object ... had a value of X chosen ...,
    the value of X for that ability is the same as the value of X for that spell, although
    the value of X for that permanent is 0." (CR 107.3m) Endless One cast with X=3 enters
    with three +1/+1 counters; the permanent's X is 0."""
    s = Scenario()
    s.battlefield(0, card("Forest"), card("Forest"), card("Forest"))
    one = s.hand(0, card("Endless One"))[0]
    s.answer(0, ChooseNumber, 3)
    s.cast(0, one)
    s.resolve()
    [perm] = s.find("Endless One", Zone.BATTLEFIELD)
    assert s.obj(perm).counters == {"+1/+1": 3} and s.pt(perm) == (3, 3)
    assert s.obj(perm).x_value == 0


def test_hangarback_walker_x_counters_then_thopters():
    """CR 107.3m with Hangarback Walker ({X}{X}): X=1 costs {2} and it enters with one
    counter; when it dies, one Thopter per +1/+1 counter it had (last known information)."""
    s = Scenario()
    s.battlefield(0, card("Forest"), card("Forest"), card("Mountain"))
    walker = s.hand(0, card("Hangarback Walker"))[0]
    s.cast(0, walker, x=1)
    s.resolve()
    [perm] = s.find("Hangarback Walker", Zone.BATTLEFIELD)
    assert s.obj(perm).counters == {"+1/+1": 1}
    bolt = s.hand(0, card("Lightning Bolt"))[0]
    s.cast(0, bolt, targets=(perm,))
    s.resolve()  # Bolt: the Walker dies; its trigger goes on the stack
    s.resolve()
    thopters = s.find("Thopter Token", Zone.BATTLEFIELD)
    assert len(thopters) == 1 and s.pt(thopters[0]) == (1, 1)


def test_tap_symbol_not_when_tapped_or_summoning_sick():
    """ "A permanent that's already tapped can't be tapped again to pay the cost. A
    creature's activated ability with the tap symbol ... can't be activated unless the
    creature has been under its controller's control continuously since their most recent
    turn began." (CR 107.5, 302.6) Llanowar Elves."""
    s = Scenario()
    sick = s.battlefield(0, card("Llanowar Elves"), sick=True)[0]
    with pytest.raises(CostError):
        s.tap_for_mana(0, sick)
    elves = s.battlefield(0, card("Llanowar Elves"))[0]
    s.tap_for_mana(0, elves)
    assert s.pool(0) == "{G}"
    with pytest.raises(CostError):
        s.tap_for_mana(0, elves)
    walker = s.battlefield(0, card("Hangarback Walker"), counters={"+1/+1": 1})[0]
    s.activate(0, walker)  # {1}, {T}: the {1} comes from the {G} in the pool
    s.resolve()
    assert s.obj(walker).counters == {"+1/+1": 2} and s.obj(walker).tapped


def test_untap_symbol_not_when_untapped_or_summoning_sick():
    """ "A permanent that's already untapped can't be untapped again to pay the cost. A
    creature's activated ability with the untap symbol ... can't be activated unless the
    creature has been under its controller's control continuously since their most recent
    turn began." (CR 107.6, 302.6) Pili-Pala: {2}, {Q}: Add one mana of any color."""
    s = Scenario()
    s.battlefield(0, card("Forest"), card("Forest"), card("Forest"), card("Forest"))
    pili = s.battlefield(0, card("Pili-Pala"))[0]
    with pytest.raises(CostError):
        s.tap_for_mana(0, pili)
    s.obj(pili).tapped = True
    s.tap_for_mana(0, pili, color=ManaType.W)
    assert s.pool(0) == "{W}" and not s.obj(pili).tapped
    sick = s.battlefield(0, card("Pili-Pala"), tapped=True, sick=True)[0]
    with pytest.raises(CostError):
        s.tap_for_mana(0, sick)


def test_bolt_compiled_from_text_hits_a_player():
    """Smoke test of the compiled library: Lightning Bolt to the face (CR 120.3)."""
    s = Scenario()
    s.battlefield(0, card("Mountain"))
    bolt = s.hand(0, card("Lightning Bolt"))[0]
    s.cast(0, bolt, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 17
