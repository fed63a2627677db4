"""Gain control (CR 613.1b, 611.2), damage equal to an amount (CR 120) and putting a
permanent on top of its owner's library (CR 401.1), compiled from card text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, mountain, plains
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

TREASON = compile_card(
    "Gain control of target creature until end of turn. Untap that creature. It gains haste "
    "until end of turn.", "Sorcery", "{R}", name="Treason")  # fmt: skip


def test_threaten_steals_untaps_and_attacks():
    """CR 613.1b, 302.6, 702.10: the stolen creature is untapped, has haste and attacks its
    owner; control ends with the turn (CR 514.2)."""
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(1, grizzly_bears(), tapped=True)[0]
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.cast(0, s.hand(0, TREASON)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears", "Mountain"]
    assert not s.obj(bear).tapped
    s.attack({bear: PlayerRef(1)})
    s.advance_to(Step.END)
    assert s.life(1) == 18
    s.advance_to(Step.UPKEEP)  # Bob's turn: the effect has ended
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_untap_and_gain_control_until_end_of_turn():
    """CR 610.1, 611.2a: "Untap target creature and gain control of it until end of turn."
    — the untap is a one-shot action; the duration is the control change's, which ends with
    the turn (CR 514.2)."""
    threaten = compile_card(
        "Untap target creature and gain control of it until end of turn. That creature gains "
        "haste until end of turn.", "Sorcery", "{R}", name="Threaten")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(1, grizzly_bears(), tapped=True)[0]
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.cast(0, s.hand(0, threaten)[0], targets=(bear,))
    s.resolve()
    assert s.game.view(bear).controller == 0 and not s.obj(bear).tapped
    s.attack({bear: PlayerRef(1)})
    s.advance_to(Step.END)
    assert s.life(1) == 18
    s.advance_to(Step.UPKEEP)
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_permanent_control_change():
    """CR 613.1b: without a duration the control change lasts indefinitely."""
    s = Scenario()
    s.battlefield(0, plains())
    rock = s.battlefield(1, compile_card("", "Artifact", "{2}", name="Rock"))[0]
    s.library(0, grizzly_bears())
    s.library(1, grizzly_bears())
    s.cast(0, s.hand(0, compile_card("Gain control of target artifact.", "Sorcery", "{W}"))[0],
           targets=(rock,))  # fmt: skip
    s.resolve()
    s.advance_to(Step.UPKEEP)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Plains", "Rock"]


def test_damage_equal_to_its_power():
    """CR 120.3: "it deals damage equal to its power to target creature" — 3 damage from a
    3/3 destroys a 2/2 (704.5g)."""
    card = compile_card("When this creature enters, it deals damage equal to its power to "
                        "target creature.", "Creature — Giant", "{R}", ("3", "3"),
                        name="Giant")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0])
    s.resolve()  # the creature spell
    s.resolve()  # its trigger (first legal target chosen by default)
    assert s.zone_of(bear) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_put_on_top_of_owners_library():
    """CR 401.1, 400.7: the creature becomes the top card of its owner's library."""
    s = Scenario()
    s.battlefield(0, plains())
    s.library(1, plains())
    bear = s.battlefield(1, grizzly_bears())[0]
    spell = compile_card("Put target creature on top of its owner's library.", cost="{W}")
    s.cast(0, s.hand(0, spell)[0], targets=(bear,))
    s.resolve()
    top = s.state.players[1].library[0]
    assert s.obj(top).name == "Grizzly Bears" and len(s.state.players[1].library) == 2


def test_another_target_creature_excludes_the_source():
    """CR 109.5, 115.1: "another target creature" can't be the ability's source."""
    card = compile_card("{T}: Put a +1/+1 counter on another target creature.",
                        "Creature — Elf", "{G}", ("1", "1"), name="Elf")  # fmt: skip
    s = Scenario()
    elf = s.battlefield(0, card)[0]
    bear = s.battlefield(0, grizzly_bears())[0]
    with pytest.raises(TargetError):
        s.activate(0, elf, targets=(elf,))
    s.activate(0, elf, targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (3, 3)


def test_target_player_or_planeswalker():
    """CR 115.4: "target player or planeswalker" — a player or a planeswalker, not a
    creature."""
    walker = compile_card("", "Planeswalker — Jace", "{2}", name="Walker")
    spell = compile_card("Test Card deals 3 damage to target player or planeswalker.",
                         cost="{R}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    bear = s.battlefield(1, grizzly_bears())[0]
    pw = s.battlefield(1, walker, counters={"loyalty": 4})[0]
    a, b = s.hand(0, spell, spell)
    with pytest.raises(TargetError):
        s.cast(0, a, targets=(bear,))
    s.cast(0, a, targets=(PlayerRef(1),))
    s.resolve()
    s.cast(0, b, targets=(pw,))
    s.resolve()
    assert s.life(1) == 17 and s.obj(pw).counters["loyalty"] == 1


def test_that_creature_is_the_target():
    """CR 608.2c: "Put a +1/+1 counter on target creature. That creature gains first strike
    until end of turn." — both apply to the target."""
    from mtgc.runtime.state.abilities import FirstStrike

    s = Scenario()
    s.battlefield(0, plains())
    bear = s.battlefield(0, grizzly_bears())[0]
    spell = compile_card("Put a +1/+1 counter on target creature. That creature gains first "
                         "strike until end of turn.", cost="{W}")  # fmt: skip
    s.cast(0, s.hand(0, spell)[0], targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (3, 3) and s.game.view(bear).has_keyword(FirstStrike)


def test_put_card_from_your_graveyard_on_top_of_your_library():
    """CR 404.2, 401.1: a card in your graveyard is yours: "on top of your library"."""
    s = Scenario()
    s.battlefield(0, plains())
    s.library(0, plains())
    card = s.graveyard(0, grizzly_bears())[0]
    spell = compile_card("Put target creature card from your graveyard on top of your "
                         "library.", cost="{W}")  # fmt: skip
    s.cast(0, s.hand(0, spell)[0], targets=(card,))
    s.resolve()
    assert s.obj(s.state.players[0].library[0]).name == "Grizzly Bears"
