"""Area 1 — state and zones (CR 400-406, 108.3-108.4, 111, 122, 400.7, 608.2h)."""

from rt_cards import lightning_bolt, murder, raise_the_alarm, soldier_token

from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, mountain, swamp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.filters import Ctx
from mtgc.runtime.state.objects import GameObject


def test_players_start_with_life_and_empty_pools():
    """CR 103.4 (20 life), 106.4 (empty mana pool), 305.2 (no land played yet)."""
    s = Scenario()
    p = s.state.players[0]
    assert (p.life, p.poison, p.pool, p.lands_played) == (20, 0, [], 0)


def test_zone_change_makes_a_new_object_with_lki():
    """CR 400.7: a moved card is a new object; CR 608.2h: last known information."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.obj(bear).counters["+1/+1"] = 1
    s.game.changed()
    kill = s.hand(0, murder())[0]
    s.cast(0, kill, targets=(bear,))
    s.resolve()
    assert s.zone_of(bear) is None  # the old object no longer exists
    [new] = s.find("Grizzly Bears", Zone.GRAVEYARD)
    assert new != bear and s.obj(new).counters == {}  # no memory of the counter
    assert s.game.view(bear).power == 3  # LKI: as it last existed (2/2 + counter)
    assert s.game.lki_object(bear).card_uid == s.obj(new).card_uid  # same physical card


def test_owner_versus_controller():
    """CR 108.3-108.4: a permanent put into a graveyard goes to its owner's graveyard."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.obj(bear).controller = 1
    s.game.changed()
    assert s.game.view(bear).controller == 1 and s.obj(bear).owner == 0
    s.battlefield(1, mountain())
    bolt = s.hand(1, lightning_bolt())[0]
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.cast(1, bolt, targets=(bear,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_tokens_cease_to_exist_outside_the_battlefield():
    """CR 111.1 tokens are created on the battlefield; CR 704.5d: elsewhere they cease."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    alarm = s.hand(0, raise_the_alarm())[0]
    s.battlefield(0, creature("W Source", "{W}", 0, 1))
    s.game.state.players[0].pool.clear()
    from mtgc.runtime.mana.symbols import ManaType, ManaUnit

    s.state.players[0].pool += [ManaUnit(ManaType.W), ManaUnit(ManaType.W)]
    s.cast(0, alarm)
    s.resolve()
    tokens = s.find("Soldier", Zone.BATTLEFIELD)
    assert len(tokens) == 2 and all(s.obj(t).is_token for t in tokens)
    s.game.sacrifice(tokens[0], 0)
    s.pass_priority()  # SBA check happens before Bob gets priority
    assert s.find("Soldier") == [tokens[1]]


def test_tapped_counters_attachments_and_timestamps_are_tracked():
    """CR 110.5 (status), 122.1 (counters), 613.7 (timestamps)."""
    s = Scenario()
    a, b = s.battlefield(0, grizzly_bears(), soldier_token(), tapped=True)
    s.game.add_counters(a, "+1/+1", 2)
    assert s.obj(a).tapped and s.obj(a).counters == {"+1/+1": 2}
    assert s.pt(a) == (4, 4)
    assert s.obj(b).timestamp > s.obj(a).timestamp


def test_each_card_in_exactly_one_zone_list():
    """CR 400.1, 108: a card is in exactly one zone."""
    s = Scenario()
    s.library(0, forest(), forest())
    s.hand(0, grizzly_bears())
    s.battlefield(1, mountain())
    seen = []
    st = s.state
    for p in st.players:
        seen += p.library + p.hand + p.graveyard
    seen += st.battlefield + st.exile + st.stack
    assert sorted(seen) == sorted(i for i, o in st.objects.items() if isinstance(o, GameObject))
    assert Ctx(s.game, 0, 0).controller == 0
