"""Life loss, discarding, tapping and token creation are events of the one replacement
pipeline (CR 614.1a, 614.5, 616.1), with cards compiled from their Oracle text: a
replacement effect modifies the event before it happens, and triggers read the modified
event once (CR 603.2c).

The replacement effects themselves (Bloodletter of Aclazotz, Parallel Lives, ...) aren't
lowered by the compiler yet; they are put into the game as the continuous effects of a
resolved ability would be (CR 611.2), on the spells and triggers compiled from text."""

from __future__ import annotations

import mtgc
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.continuous.layers import EffectInstance
from mtgc.runtime.events.replacement import EntersTapped
from mtgc.runtime.events.replacement_actions import (
    DiscardInto,
    DoesntTap,
    ModifyLifeLoss,
    ModifyTokens,
)
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.filters import CREATURE, Who
from mtgc.runtime.state.objects import PlayerRef

ALICE, BOB = PlayerRef(0), PlayerRef(1)


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


SWAMP = one("Swamp\nBasic Land — Swamp\n({T}: Add {B}.)\n")
PLAINS = one("Plains\nBasic Land — Plains\n({T}: Add {W}.)\n")
ISLAND = one("Island\nBasic Land — Island\n({T}: Add {U}.)\n")
DRAIN = one("Drain Test {B}\nInstant\nTarget player loses 3 life.\n")
MIND_ROT = one("Mind Rot {B}\nSorcery\nTarget player discards two cards.\n")
MEGRIM = one(
    "Megrim Test {B}\nEnchantment\nWhenever an opponent discards a card, you gain 1 life.\n"
)
ALARM = one(
    "Raise the Alarm {W}\nInstant\nCreate two 1/1 white Soldier creature tokens.\n"
)
WARDEN = one(
    "Soul Warden {W}\nCreature — Human Cleric\nWhenever another creature enters, you gain "
    "1 life.\n1/1\n"
)
FROST = one("Tap Test {U}\nInstant\nTap target creature.\n")
WATCHER = one(
    "Watcher Test {W}\nEnchantment\nWhenever a creature becomes tapped, you gain 1 life.\n"
)
BEAR = one("Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n")
FIERY_TEMPER = one(
    "Fiery Temper {1}{R}{R}\nInstant\nFiery Temper deals 3 damage to any target.\nMadness "
    "{R} (If you discard this card, discard it into exile. When you do, cast it for its "
    "madness cost or put it into your graveyard.)\n"
)


def _effect(s: Scenario, spec, controller: int = 0) -> None:
    """A replacement effect of a resolved ability (CR 611.2, 614.1a) that ``controller``
    controls."""
    g = s.game
    g.add_effect(EffectInstance(spec, -1, controller, g.stamp(), None, "eot"))


def _life_lines(s: Scenario, player: int) -> list[str]:
    return [ln for ln in s.log().splitlines() if f"P{player} life " in ln]


def test_life_loss_is_doubled_as_one_event():
    """CR 614.1a, 119.3: "If an opponent would lose life, they lose twice that much life
    instead": Bob loses 6, in one life-loss event (CR 603.2c: one event, not two)."""
    s = Scenario()
    s.battlefield(0, SWAMP)
    _effect(s, ModifyLifeLoss(Who.OPPONENT, 2))
    s.cast(0, s.hand(0, DRAIN)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 14
    assert len(_life_lines(s, 1)) == 1 and "-6" in _life_lines(s, 1)[0]


def test_life_loss_replacement_only_affects_the_player_it_names():
    """CR 614.1a: the effect names opponents; Alice's own loss is unchanged."""
    s = Scenario()
    s.battlefield(0, SWAMP)
    _effect(s, ModifyLifeLoss(Who.OPPONENT, 2))
    s.cast(0, s.hand(0, DRAIN)[0], targets=(ALICE,))
    s.resolve()
    assert s.life(0) == 17


def test_life_loss_replacements_in_the_affected_players_order():
    """CR 616.1, 616.1e: Bob, the affected player, orders x2 and +1: (3+1)*2 = 8 or
    3*2+1 = 7."""
    for first, lost in (("x1+1", 8), ("x2+0", 7)):
        s = Scenario()
        s.battlefield(0, SWAMP)
        _effect(s, ModifyLifeLoss(Who.OPPONENT, 2))
        _effect(s, ModifyLifeLoss(Who.OPPONENT, 1, 1))
        s.cast(0, s.hand(0, DRAIN)[0], targets=(BOB,))
        s.answer(1, ChooseOption, lambda d, f=first: next(
            i for i, o in enumerate(d.options) if f in o), about="replacement")  # fmt: skip
        s.resolve()
        assert s.life(1) == 20 - lost


def test_discard_replacement_exiles_the_cards_and_each_discard_triggers_once():
    """CR 701.9a, 614.1a: "If an opponent would discard a card, exile it instead of putting
    it into their graveyard": both cards are discarded (into exile), and Megrim's trigger
    reads each discard once (CR 603.2c): Alice gains 2."""
    s = Scenario()
    s.battlefield(0, SWAMP, MEGRIM)
    cards = s.hand(1, BEAR, BEAR)
    _effect(s, DiscardInto(Zone.EXILE, Who.OPPONENT))
    s.cast(0, s.hand(0, MIND_ROT)[0], targets=(BOB,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears", "Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == [] and not any(s.zone_of(c) is Zone.HAND
                                                           for c in cards)  # fmt: skip
    assert s.life(0) == 22


def test_madness_is_a_discard_replacement_the_player_orders():
    """CR 702.35a, 616.1e: Fiery Temper's madness and another discard replacement (to the
    "exile it instead") both apply to one discard; the
    discarding player chooses; after madness the card is already going to exile, and the
    other no longer applies (CR 616.1f). The madness trigger goes on the stack (CR 702.35a)."""
    s = Scenario()
    s.battlefield(0, SWAMP)
    temper = s.hand(1, FIERY_TEMPER)[0]
    s.hand(1, BEAR)
    _effect(s, DiscardInto(Zone.EXILE, Who.OPPONENT))
    s.cast(0, s.hand(0, MIND_ROT)[0], targets=(BOB,))
    s.answer(1, ChooseOption, lambda d: next(
        i for i, o in enumerate(d.options) if "madness" in o), about="replacement")  # fmt: skip
    s.resolve()
    assert s.zone_names(1, Zone.EXILE).count("Fiery Temper") == 1
    assert s.zone_of(temper) is None  # a new object in exile (CR 400.7)
    assert s.stack_names() == ["ability of Fiery Temper"]  # the madness trigger


def test_token_creation_is_doubled_and_each_token_enters_once():
    """CR 111.1, 614.1a: "If an effect would create one or more tokens under your control,
    it creates twice that many of those tokens instead": Raise the Alarm makes four
    Soldiers, and Soul Warden triggers once for each (CR 603.2c, 603.6a): 4 life."""
    s = Scenario()
    s.battlefield(0, PLAINS, WARDEN)
    _effect(s, ModifyTokens(Who.YOU, 2))
    s.cast(0, s.hand(0, ALARM)[0])
    s.resolve_stack()
    assert len(s.find("Soldier Token", Zone.BATTLEFIELD)) == 4
    assert s.life(0) == 24


def test_token_doubler_of_an_opponent_does_not_apply():
    """CR 614.1a: the effect names tokens created under its controller's control."""
    s = Scenario()
    s.battlefield(0, PLAINS)
    _effect(s, ModifyTokens(Who.YOU, 2), controller=1)
    s.cast(0, s.hand(0, ALARM)[0])
    s.resolve_stack()
    assert len(s.find("Soldier Token", Zone.BATTLEFIELD)) == 2


def test_doubled_tokens_also_enter_tapped_each():
    """CR 614.12, 616.1f: each created token is then its own entering event; an "enters
    tapped" effect applies to all four."""
    s = Scenario()
    s.battlefield(0, PLAINS)
    _effect(s, ModifyTokens(Who.YOU, 2))
    _effect(s, EntersTapped())
    s.cast(0, s.hand(0, ALARM)[0])
    s.resolve_stack()
    soldiers = s.find("Soldier Token", Zone.BATTLEFIELD)
    assert len(soldiers) == 4 and all(s.obj(i).tapped for i in soldiers)


def test_tapping_replaced_leaves_it_untapped_and_nothing_triggers():
    """CR 701.26a, 614.1a: a replaced tap doesn't happen, so "whenever a creature becomes
    tapped" doesn't trigger (CR 603.2: no event)."""
    s = Scenario()
    s.battlefield(0, ISLAND, WATCHER)
    bear = s.battlefield(1, BEAR)[0]
    _effect(s, DoesntTap(CREATURE))
    s.cast(0, s.hand(0, FROST)[0], targets=(bear,))
    s.resolve_stack()
    assert not s.obj(bear).tapped and s.life(0) == 20


def test_tapping_without_a_replacement_triggers_once():
    """CR 701.26a, 603.2c: the tap happens and the trigger reads it once."""
    s = Scenario()
    s.battlefield(0, ISLAND, WATCHER)
    bear = s.battlefield(1, BEAR)[0]
    s.cast(0, s.hand(0, FROST)[0], targets=(bear,))
    s.resolve_stack()
    assert s.obj(bear).tapped and s.life(0) == 21
