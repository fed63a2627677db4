"""X in a cost that isn't mana (CR 107.3a): the controller announces X as the spell is cast
or the ability activated (CR 601.2b, 602.2b), the cost is paid with that value and the
effect's X equals it — compiled from real cards' text."""

from __future__ import annotations

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseNumber, ChooseObjects
from mtgc.runtime.cards_basic import creature, forest, grizzly_bears, swamp
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

TOXIC_DELUGE = compile_card("As an additional cost to cast this spell, pay X life.\n"
                            "All creatures get -X/-X until end of turn.", "Sorcery", "{2}{B}",
                            name="Toxic Deluge")  # fmt: skip
SKULLMANE_BAKU = compile_card(
    "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on this creature.\n"
    "{1}, {T}, Remove X ki counters from this creature: Target creature gets -X/-X until end "
    "of turn.", "Creature — Spirit", "{3}{B}{B}", pt=("1", "1"), name="Skullmane Baku")
KRAV = compile_card("Sacrifice X creatures: Target player draws X cards and gains X life.",
                    "Legendary Creature — Demon", "{4}{B}", pt=("3", "3"),
                    name="Krav, the Unredeemed")  # fmt: skip


def test_toxic_deluge_pays_the_announced_life():
    """CR 107.3a, 601.2b: X = 3 is announced while casting; the additional cost is 3 life
    and every creature gets -3/-3 (the 2/2 dies, the 4/4 survives as a 1/1)."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    s.battlefield(1, grizzly_bears())
    big = s.battlefield(1, creature("Big", "{4}", 4, 4))[0]
    s.answer(0, ChooseNumber, 3)
    s.cast(0, s.hand(0, TOXIC_DELUGE)[0])
    assert s.life(0) == 17  # paid as the spell is cast (CR 601.2h)
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.pt(big) == (1, 1)


def test_x_life_more_than_the_life_total_cant_be_paid():
    """CR 119.4, 118.3: X = 25 life can't be paid with 20; the spell isn't cast."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    deluge = s.hand(0, TOXIC_DELUGE)[0]
    with pytest.raises(RulesError):
        s.cast(0, deluge, x=25)
    assert s.life(0) == 20 and s.zone_of(deluge) is Zone.HAND


def test_skullmane_baku_removes_x_counters():
    """CR 107.3a, 602.2b, 122.8: X = 2 removes two of the three ki counters and the target
    gets -2/-2; X can't exceed the counters there are (CR 118.3)."""
    s = Scenario()
    s.battlefield(0, swamp())
    baku = s.battlefield(0, SKULLMANE_BAKU)[0]
    s.game.add_counters(baku, "ki", 3)
    bear = s.battlefield(1, grizzly_bears())[0]
    with pytest.raises(RulesError):
        s.activate(0, baku, x=4, targets=(bear,))
    s.activate(0, baku, x=2, targets=(bear,))
    assert s.obj(baku).counters.get("ki") == 1
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_krav_sacrifices_x_creatures():
    """CR 107.3a, 701.21a: "Sacrifice X creatures" with X = 2: the two chosen are
    sacrificed, and the target player draws two cards and gains 2 life."""
    s = Scenario()
    krav = s.battlefield(0, KRAV)[0]
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.library(0, forest(), forest(), forest())
    s.answer(0, ChooseObjects, (a, b))
    s.activate(0, krav, x=2, targets=(PlayerRef(0),))
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]
    s.resolve()
    assert len(s.zone_names(0, Zone.HAND)) == 2 and s.life(0) == 22


MARTIAL_COUP = compile_card("Create X 1/1 white Soldier creature tokens. If X is 5 or more, "
                            "destroy all other creatures.", "Sorcery", "{X}{W}{W}",
                            name="Martial Coup")  # fmt: skip


def _coup(x: int) -> Scenario:
    from mtgc.runtime.cards_basic import plains

    s = Scenario()
    s.battlefield(0, *[plains() for _ in range(x + 2)])
    s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, MARTIAL_COUP)[0], x=x)
    s.resolve()
    return s


def test_if_x_is_5_or_more_destroy_all_other_creatures():
    """CR 107.3, 608.2c: X is 5 — five Soldiers, and every creature other than them is
    destroyed."""
    s = _coup(5)
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Soldier Token") == 5
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_if_x_is_less_than_5_nothing_else_happens():
    """CR 107.3: X is 4 — four Soldiers; the Bears stay."""
    s = _coup(4)
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Soldier Token") == 4
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


COMMUNE_WITH_LAVA = compile_card("Exile the top X cards of your library. Until the end of your "
                                 "next turn, you may play those cards.", "Instant", "{X}{R}{R}",
                                 name="Commune with Lava")  # fmt: skip


def test_exile_the_top_x_cards_and_play_them():
    """CR 107.3, 406.3: X is 2 — the top two cards are exiled (the third stays), and one
    of them may be played this turn."""
    from mtgc.runtime.cards_basic import mountain

    s = Scenario()
    s.battlefield(0, *[mountain() for _ in range(4)])
    s.library(0, forest(), grizzly_bears(), swamp())
    s.cast(0, s.hand(0, COMMUNE_WITH_LAVA)[0], x=2)
    s.resolve()
    assert s.zone_names(0, Zone.EXILE) == ["Forest", "Grizzly Bears"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Swamp"]
    s.play_land(0, s.find("Forest", Zone.EXILE)[0])
    assert "Forest" in s.zone_names(0, Zone.BATTLEFIELD)
