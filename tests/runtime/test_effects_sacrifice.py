"""Sacrifice as an effect (CR 701.21a), compiled from card text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import grizzly_bears, mountain, plains, swamp
from mtgc.runtime.scenario import Scenario, Zone

HORROR = compile_card("When this creature enters, sacrifice it unless you pay {1}.",
                      "Creature — Horror", "{B}", ("4", "4"), name="Horror")  # fmt: skip


def test_sacrifice_it_unless_you_pay():
    """CR 701.21a, 118.12: the enters trigger sacrifices the creature itself when its
    controller doesn't pay."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.cast(0, s.hand(0, HORROR)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Horror"]


def test_paying_keeps_it():
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, HORROR)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Horror", "Swamp", "Swamp"]


def test_sacrifice_another_creature_chosen_by_you():
    """CR 701.21a: "sacrifice another creature" — the player chooses one they control, not
    the source."""
    card = compile_card("When this creature enters, sacrifice another creature.",
                        "Creature — Demon", "{B}", ("5", "5"), name="Demon")  # fmt: skip
    s = Scenario()
    s.battlefield(0, swamp())
    a, b = s.battlefield(0, grizzly_bears(), compile_card("", "Creature — Elf", "{G}",
                                                          ("1", "1"), name="Elf"))  # fmt: skip
    s.battlefield(1, grizzly_bears())
    s.answer(0, ChooseObjects, (b,))
    s.cast(0, s.hand(0, card)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Elf"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Demon", "Grizzly Bears", "Swamp"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert a


def test_imperative_sacrifice_a_creature():
    """CR 701.21a: "Sacrifice a creature. You gain 3 life." — with none, nothing is
    sacrificed and the rest still happens."""
    spell = compile_card("Sacrifice a creature. You gain 3 life.", cost="{W}")
    s = Scenario()
    s.battlefield(0, plains(), plains())
    s.battlefield(0, grizzly_bears())
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Test Card"] and s.life(0) == 23
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.life(0) == 26


def test_sacrifice_it_only_if_you_control_it():
    """CR 701.21a: a player can't sacrifice a permanent they don't control: "Tap target
    creature. Sacrifice it." only taps an opponent's creature, and sacrifices your own."""
    spell = compile_card("Tap target creature. Sacrifice it.", cost="{W}")
    s = Scenario()
    s.battlefield(0, plains(), plains())
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, spell)[0], targets=(theirs,))
    s.resolve()
    assert s.zone_of(theirs) is Zone.BATTLEFIELD and s.obj(theirs).tapped
    s.cast(0, s.hand(0, spell)[0], targets=(mine,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears", "Test Card", "Test Card"]


def test_return_a_land_you_control():
    """CR 608.2d: "When this land enters, return a land you control to its owner's hand" —
    the controller chooses one of their lands as the ability resolves."""
    karoo = compile_card("When this land enters, return a land you control to its owner's "
                         "hand.", "Land", None, name="Karoo")  # fmt: skip
    s = Scenario()
    plains_id = s.battlefield(0, plains())[0]
    s.battlefield(1, plains())
    k = s.hand(0, karoo)[0]
    s.answer(0, ChooseObjects, (plains_id,))
    s.play_land(0, k)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Plains"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Karoo"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Plains"]


DEMANDING_DRAGON = compile_card(
    "Flying\nWhen this creature enters, it deals 5 damage to target opponent unless that "
    "player sacrifices a creature of their choice.", "Creature — Dragon", "{3}{R}{R}",
    ("5", "5"), name="Demanding Dragon")


def test_unless_that_player_sacrifices_a_creature_of_their_choice():
    """CR 118.12, 701.21a: "of their choice" restates that the paying player chooses among
    their own creatures — Bob sacrifices his Bears and takes no damage; refusing, he takes
    5."""
    for pays, life, graveyard in ((True, 20, ["Grizzly Bears"]), (False, 15, [])):
        s = Scenario()
        s.battlefield(0, *(mountain() for _ in range(5)))
        s.battlefield(1, grizzly_bears())
        s.answer(1, ChooseYesNo, pays)
        s.cast(0, s.hand(0, DEMANDING_DRAGON)[0])
        s.resolve_stack()
        assert (s.life(1), s.zone_names(1, Zone.GRAVEYARD)) == (life, graveyard)


PROWLING_PANGOLIN = compile_card(
    "When this creature enters, any player may sacrifice two creatures of their choice. If a "
    "player does, sacrifice this creature.", "Creature — Pangolin Beast", "{3}{B}{B}",
    ("6", "5"), name="Prowling Pangolin")


def test_any_player_may_sacrifice_two_creatures():
    """CR 101.4, 701.21a: each player in turn order may choose (the ruling of Desecration
    Demon: "any opponent may" lets each do so); Alice, with the Pangolin alone, can't pay
    and isn't asked (CR 118.3); Bob sacrifices two of his creatures, so the Pangolin is
    sacrificed; when no one does, it stays."""
    for bob_pays, pangolin in ((True, []), (False, ["Prowling Pangolin"])):
        s = Scenario()
        s.battlefield(0, *(swamp() for _ in range(5)))
        s.battlefield(1, grizzly_bears(), grizzly_bears())
        s.answer(1, ChooseYesNo, bob_pays)
        s.cast(0, s.hand(0, PROWLING_PANGOLIN)[0])
        s.resolve_stack()
        assert [n for n in s.zone_names(0, Zone.BATTLEFIELD) if n != "Swamp"] == pangolin
        assert len(s.zone_names(1, Zone.GRAVEYARD)) == (2 if bob_pays else 0)
