"""Durations (compiler/lowering/durations.py), compiled from real card text: sentences led by
their duration (CR 611.2a), lists of objects, "can't be regenerated" (CR 701.19c)."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseOption, ChooseTargets, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef


def test_leading_duration_pump_ends_with_the_turn():
    """CR 611.2a, 514.2: "Until end of turn, creatures you control get +1/+1" (Heroic
    Reinforcements' second sentence) lasts until the cleanup step."""
    card = compile_card("Until end of turn, creatures you control get +1/+1.", cost="{R}")
    s = Scenario()
    s.battlefield(0, mountain())
    bears = s.battlefield(0, grizzly_bears())[0]
    other = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.pt(bears) == (3, 3) and s.pt(other) == (2, 2)
    s.advance_to(Step.UPKEEP)
    assert s.pt(bears) == (2, 2)


def test_leading_duration_applies_to_every_clause():
    """CR 611.2a: "Until end of turn, target creature gets +2/+0 and another target creature
    gets -2/-0" (Rookie Mistake) — the duration covers both effects."""
    card = compile_card("Until end of turn, target creature gets +0/+2 and another target "
                        "creature gets \u22122/\u22120.", cost="{R}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    a = s.battlefield(0, grizzly_bears())[0]
    b = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0], targets=(a, b))
    s.resolve()
    assert s.pt(a) == (2, 4) and s.pt(b) == (0, 2)
    s.advance_to(Step.UPKEEP)
    assert s.pt(a) == (2, 2) and s.pt(b) == (2, 2)


def test_leading_duration_play_permission():
    """CR 611.2a, 601.2: "Exile the top card of your library. Until end of turn, you may play
    that card." — the exiled card can be cast this turn."""
    card = compile_card("Exile the top card of your library. Until end of turn, you may play "
                        "that card.", cost="{R}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), forest())
    s.library(0, grizzly_bears())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    bears = s.find("Grizzly Bears", Zone.EXILE)[0]
    s.cast(0, bears)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Grizzly Bears") == 1


def test_damage_to_each_creature_and_each_player():
    """CR 120.2, 608.2c: "deals 2 damage to each creature and each player" (Volcanic
    Fallout) — every creature and every player is dealt the damage."""
    card = compile_card("This spell deals 2 damage to each creature and each player.",
                        cost="{R}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    a = s.battlefield(0, grizzly_bears())[0]
    b = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.zone_of(a) is None and s.zone_of(b) is None
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.life(0) == 18 and s.life(1) == 18


def test_destroy_target_and_target():
    """CR 115.1, 701.8: "Destroy target artifact and target enchantment" — two targets, both
    destroyed; here "target creature and target land" (Spiteful Blow's first sentence)."""
    card = compile_card("Destroy target creature and target land.", cost="{B}")
    s = Scenario()
    s.battlefield(0, swamp())
    bears = s.battlefield(1, grizzly_bears())[0]
    land = s.battlefield(1, mountain())[0]
    keep = s.battlefield(1, mountain())[0]
    s.cast(0, s.hand(0, card)[0], targets=(bears, land))
    s.resolve()
    assert sorted(s.zone_names(1, Zone.GRAVEYARD)) == ["Grizzly Bears", "Mountain"]
    assert s.zone_of(keep) is Zone.BATTLEFIELD


def test_creature_deals_damage_to_each_other_creature_and_each_opponent():
    """CR 120.1, 109.5: Chandra's Ignition — "Target creature you control deals damage equal
    to its power to each other creature and each opponent": not to itself, not to you."""
    card = compile_card("Target creature you control deals damage equal to its power to each "
                        "other creature and each opponent.", cost="{R}")  # fmt: skip
    big = compile_card("", "Creature \u2014 Giant", "{R}", ("3", "3"), name="Giant")
    s = Scenario()
    s.battlefield(0, mountain())
    giant = s.battlefield(0, big)[0]
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0], targets=(giant,))
    s.resolve()
    assert s.zone_of(giant) is Zone.BATTLEFIELD and s.obj(giant).damage == 0
    assert s.zone_of(mine) is None and s.zone_of(theirs) is None
    assert s.life(1) == 17 and s.life(0) == 20


SKELETON = compile_card("{B}: Regenerate this creature.", "Creature \u2014 Skeleton", "{1}{B}",
                        ("1", "1"), name="Skeleton")  # fmt: skip


def _shielded(s: Scenario, player: int = 0) -> int:
    s.battlefield(player, swamp())
    skel = s.battlefield(player, SKELETON)[0]
    s.activate(player, skel)
    s.resolve()
    return skel


def test_destroy_it_cant_be_regenerated():
    """CR 701.19c: Terminate — "Destroy target creature. It can't be regenerated." The
    shield doesn't apply: the creature is destroyed."""
    card = compile_card("Destroy target creature. It can't be regenerated.", cost="{B}")
    s = Scenario()
    skel = _shielded(s)
    s.battlefield(0, swamp())
    s.cast(0, s.hand(0, card)[0], targets=(skel,))
    s.resolve()
    assert s.zone_of(skel) is None and "Skeleton" in s.zone_names(0, Zone.GRAVEYARD)


def test_destroy_all_they_cant_be_regenerated():
    """CR 701.19c: Wrath of God — "Destroy all creatures. They can't be regenerated." """
    card = compile_card("Destroy all creatures. They can't be regenerated.", cost="{B}")
    s = Scenario()
    skel = _shielded(s)
    bears = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, swamp())
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.zone_of(skel) is None and s.zone_of(bears) is None


def test_plain_destroy_still_regenerates():
    """CR 701.19a (control): without "can't be regenerated" the shield saves it."""
    card = compile_card("Destroy all creatures.", cost="{B}")
    s = Scenario()
    skel = _shielded(s)
    s.battlefield(0, swamp())
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.zone_of(skel) is Zone.BATTLEFIELD


def test_cant_be_regenerated_this_turn():
    """CR 701.19c: Hurr Jackal — "Target creature can't be regenerated this turn." A later
    destruction this turn ignores the shield."""
    jackal = compile_card("Target creature can't be regenerated this turn.", cost="{B}")
    murder = compile_card("Destroy target creature.", cost="{B}", name="Murder")
    s = Scenario()
    skel = _shielded(s)
    s.battlefield(0, swamp(), swamp())
    s.cast(0, s.hand(0, jackal)[0], targets=(skel,))
    s.resolve()
    s.cast(0, s.hand(0, murder)[0], targets=(skel,))
    s.resolve()
    assert s.zone_of(skel) is None


def test_cant_be_regenerated_not_after_destroy_is_refused():
    """Honest coverage: "If you don't, destroy target Knight and it can't be regenerated."
    inside a choice is refused, not run in the wrong order."""
    from effects_compile import status_of

    status, reasons = status_of("Create a 1/1 white Soldier creature token. It can't be "
                                "regenerated.")  # fmt: skip
    assert status != "ok" and any("regenerated" in r for r in reasons)


# ---- "unless [player] [action]" (CR 118.12) and discard costs (CR 701.9)

ELEPHANT = compile_card("When this creature enters, sacrifice it unless you sacrifice a Forest.",
                        "Creature \u2014 Elephant", "{G}", ("3", "4"), name="Rogue Elephant")


def test_unless_you_sacrifice_pays_to_keep():
    """CR 118.12: Rogue Elephant — sacrificing a Forest stops "sacrifice it"."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.cast(0, s.hand(0, ELEPHANT)[0])
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Rogue Elephant") == 1
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Forest"]


def test_unless_you_sacrifice_declined():
    """CR 118.12: declining (or being unable to pay) means the effect happens."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.cast(0, s.hand(0, ELEPHANT)[0])
    s.answer(0, ChooseYesNo, False)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Rogue Elephant"]


def test_unless_they_pay_life():
    """CR 118.12, 119.4: Tyrannize — "Target player discards their hand unless they pay 7
    life": "they" is the target player, who pays or discards."""
    card = compile_card("Target player discards their hand unless they pay 7 life.",
                        cost="{B}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    s.hand(1, grizzly_bears(), mountain())
    a, b = s.hand(0, card, card)
    s.cast(0, a, targets=(PlayerRef(1),))
    s.answer(1, ChooseYesNo, True)
    s.resolve()
    assert s.life(1) == 13 and len(s.zone_names(1, Zone.HAND)) == 2
    s.cast(0, b, targets=(PlayerRef(1),))
    s.answer(1, ChooseYesNo, False)
    s.resolve()
    assert s.life(1) == 13 and s.zone_names(1, Zone.HAND) == []


def test_discard_a_land_card_cost():
    """CR 701.9a, 118.3: Seismic Assault — "Discard a land card: ..." only a land card can
    pay the cost."""
    card = compile_card("Discard a land card: This enchantment deals 2 damage to any target.",
                        "Enchantment", "{R}{R}{R}", name="Seismic Assault")  # fmt: skip
    s = Scenario()
    sa = s.battlefield(0, card)[0]
    bears = s.hand(0, grizzly_bears())[0]
    with pytest.raises(RulesError):
        s.activate(0, sa, targets=(PlayerRef(1),))
    land = s.hand(0, mountain())[0]
    s.answer(0, ChooseObjects, (land,), required=False)
    s.activate(0, sa, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 18 and s.zone_names(0, Zone.GRAVEYARD) == ["Mountain"]
    assert s.zone_of(bears) is Zone.HAND


def test_discard_at_random_cost():
    """CR 701.9b, 118.3: "Discard a card at random: ..." — needs a card in hand; the game
    picks it."""
    card = compile_card("Discard a card at random: You gain 2 life.", "Enchantment", "{R}",
                        name="Random Tax")  # fmt: skip
    s = Scenario()
    src = s.battlefield(0, card)[0]
    with pytest.raises(RulesError):
        s.activate(0, src)
    s.hand(0, grizzly_bears())
    s.activate(0, src)
    s.resolve()
    assert s.life(0) == 22 and s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]


# ---- delayed triggered abilities (CR 603.7)


def test_exile_and_return_at_next_end_step():
    """CR 603.7a, 603.7c, 400.7: Turn to Mist — the delayed ability returns the exiled card
    (a new object) at the beginning of the next end step."""
    card = compile_card("Exile target creature. Return that card to the battlefield under its "
                        "owner's control at the beginning of the next end step.",
                        cost="{W}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0], targets=(bears,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == []
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.EXILE) == []


def test_sacrifice_target_at_next_end_step():
    """CR 603.7c: Stone Giant style — "Destroy that creature at the beginning of the next end
    step": the creature targeted by the creating effect, not a new target."""
    card = compile_card("Target creature you control gets +1/+0 until end of turn. Destroy "
                        "that creature at the beginning of the next end step.",
                        cost="{R}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    mine = s.battlefield(0, grizzly_bears())[0]
    other = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0], targets=(mine,))
    s.resolve()
    assert s.pt(mine) == (3, 2) and s.zone_of(mine) is Zone.BATTLEFIELD
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_of(mine) is None and s.zone_of(other) is Zone.BATTLEFIELD


def test_draw_at_next_upkeep_once():
    """CR 603.7a, 603.7c: Mishra's Bauble style — "Draw a card at the beginning of the next
    turn's upkeep." — triggers once, at the next upkeep (the opponent's turn)."""
    card = compile_card("Draw a card at the beginning of the next turn's upkeep.", cost="{R}")
    s = Scenario()
    s.battlefield(0, mountain())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.library(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == []
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.state.delayed == []


def test_dies_return_to_hand_at_next_end_step():
    """CR 603.7, 400.7: The Locust God — "When this creature dies, return it to its owner's
    hand at the beginning of the next end step." (the card in the graveyard)."""
    god = compile_card("When this creature dies, return it to its owner's hand at the "
                       "beginning of the next end step.", "Creature \u2014 God", "{1}",
                       ("2", "2"), name="Locust")  # fmt: skip
    murder = compile_card("Destroy target creature.", cost="{B}", name="Murder")
    s = Scenario()
    s.battlefield(0, swamp())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    g = s.battlefield(0, god)[0]
    s.cast(0, s.hand(0, murder)[0], targets=(g,))
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Locust", "Murder"] or sorted(
        s.zone_names(0, Zone.GRAVEYARD)) == ["Locust", "Murder"]
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Locust"]


# ---- fight (CR 701.14) and surveil (CR 701.25)

PREY_UPON = compile_card("Target creature you control fights target creature you don't "
                         "control.", cost="{G}", name="Prey Upon")  # fmt: skip


def test_fight_each_deals_damage_equal_to_its_power():
    """CR 701.14a: a 3/3 fights a 2/2 — the 2/2 dies, the 3/3 has 2 damage."""
    big = compile_card("", "Creature \u2014 Giant", "{R}", ("3", "3"), name="Giant")
    s = Scenario()
    s.battlefield(0, forest())
    giant = s.battlefield(0, big)[0]
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, PREY_UPON)[0], targets=(giant, bears))
    s.resolve()
    assert s.zone_of(bears) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.obj(giant).damage == 2 and s.life(1) == 20


def test_fight_with_an_illegal_target_deals_no_damage():
    """CR 701.14b: if one creature is gone, neither deals damage."""
    murder = compile_card("Destroy target creature.", cost="{B}", name="Murder")
    s = Scenario()
    s.battlefield(0, forest(), swamp())
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, PREY_UPON)[0], targets=(mine, theirs))
    s.cast(0, s.hand(0, murder)[0], targets=(theirs,))  # responds: Murder resolves first
    s.resolve_stack()
    assert s.zone_of(mine) is Zone.BATTLEFIELD and s.obj(mine).damage == 0


def test_have_it_fight_when_it_enters():
    """CR 701.14a, 603.5: "When this creature enters, you may have it fight target creature
    you don't control." — the 3/3 that entered fights the 2/2 (the 2/2 dies); declining
    deals no damage."""
    brawler = compile_card("When this creature enters, you may have it fight target creature "
                           "you don't control.", "Creature \u2014 Bear", "{G}", ("3", "3"),
                           name="Test Brawler")  # fmt: skip
    for accept in (True, False):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        s.battlefield(0, forest())
        bears = s.battlefield(1, grizzly_bears())[0]
        s.cast(0, s.hand(0, brawler)[0])
        s.answer(0, ChooseTargets, (bears,))
        s.answer(0, ChooseYesNo, accept)
        s.resolve_stack()
        (mine,) = [o for o in s.state.battlefield if s.obj(o).controller == 0
                   and s.obj(o).name == "Test Brawler"]  # fmt: skip
        if accept:
            assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
            assert s.obj(mine).damage == 2
        else:
            assert s.zone_of(bears) is Zone.BATTLEFIELD and s.obj(mine).damage == 0


def test_surveil_puts_chosen_cards_into_graveyard():
    """CR 701.25a: "Surveil 2." — one card to the graveyard, the other stays on top."""
    card = compile_card("Surveil 2.", cost="{U}")
    s = Scenario()
    s.battlefield(0, island())
    a, b, c = s.library(0, grizzly_bears(), mountain(), swamp())
    top = s.state.players[0].library[:2]
    s.answer(0, ChooseObjects, (top[0],))
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    lib = s.state.players[0].library
    assert lib[0] == top[1] and len(lib) == 2
    gy = s.zone_names(0, Zone.GRAVEYARD)
    assert len(gy) == 2 and s.obj(top[1]).zone is Zone.LIBRARY


# ---- "The next time a source of your choice would deal damage" (CR 615.8, 609.7a)

COP_RED = compile_card("{1}: The next time a red source of your choice would deal damage to "
                       "you this turn, prevent that damage.", "Enchantment", "{1}{W}",
                       name="Circle of Protection: Red")  # fmt: skip
IMP = compile_card("{0}: This creature deals 2 damage to you.", "Creature \u2014 Imp", "{R}",
                   ("1", "1"), name="Pain Imp")  # fmt: skip


def test_next_time_prevents_one_damage_event_from_the_chosen_source():
    """CR 609.7a, 615.8: the chosen red source's next damage to you is prevented, once."""
    s = Scenario()
    s.battlefield(0, plains())
    cop = s.battlefield(0, COP_RED)[0]
    imp, other = s.battlefield(0, IMP, IMP)
    s.answer(0, ChooseObjects, (imp,))
    s.activate(0, cop)
    s.resolve()
    s.activate(0, other)
    s.resolve()
    assert s.life(0) == 18  # not the chosen source
    s.activate(0, imp)
    s.resolve()
    assert s.life(0) == 18  # prevented
    s.activate(0, imp)
    s.resolve()
    assert s.life(0) == 16  # the shield is used up (CR 615.8)


def test_next_time_only_red_sources_can_be_chosen():
    """CR 609.7a: "a red source" — a colorless or other-colored object can't be chosen; with
    none, no shield is created."""
    green_imp = compile_card("{0}: This creature deals 2 damage to you.", "Creature \u2014 Imp",
                             "{G}", ("1", "1"), name="Green Imp")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains())
    cop = s.battlefield(0, COP_RED)[0]
    g = s.battlefield(0, green_imp)[0]
    s.activate(0, cop)
    s.resolve()
    s.activate(0, g)
    s.resolve()
    assert s.life(0) == 18


# ---- split damage (CR 120.3) and "Sacrifice N [permanents]" costs (CR 701.21a)


def test_split_damage_to_target_and_you():
    """CR 120.3: Psionic Blast — "deals 4 damage to any target and 2 damage to you"."""
    card = compile_card("This spell deals 4 damage to any target and 2 damage to you.",
                        cost="{U}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, island())
    s.cast(0, s.hand(0, card)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 16 and s.life(0) == 18


def test_split_damage_to_creature_and_its_controller():
    """CR 120.3: Chandra's Outrage — "4 damage to target creature and 2 damage to that
    creature's controller"."""
    card = compile_card("This spell deals 4 damage to target creature and 2 damage to that "
                        "creature's controller.", cost="{R}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, card)[0], targets=(bears,))
    s.resolve()
    assert s.zone_of(bears) is None and s.life(1) == 18 and s.life(0) == 20


def test_split_damage_to_itself():
    """CR 120.3: Psionic Entity — "{T}: deals 2 damage to any target and 3 damage to
    itself"."""
    entity = compile_card("{T}: This creature deals 2 damage to any target and 3 damage to "
                          "itself.", "Creature \u2014 Illusion", "{4}{U}", ("2", "2"),
                          name="Psionic Entity")  # fmt: skip
    s = Scenario()
    e = s.battlefield(0, entity)[0]
    s.activate(0, e, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 18 and s.zone_names(0, Zone.GRAVEYARD) == ["Psionic Entity"]


def test_sacrifice_two_as_a_cost():
    """CR 701.21a, 118.3: "Sacrifice two creatures: ..." needs two; the player chooses."""
    card = compile_card("Sacrifice two creatures: You gain 5 life.", "Enchantment", "{R}",
                        name="Altar")  # fmt: skip
    s = Scenario()
    altar = s.battlefield(0, card)[0]
    a = s.battlefield(0, grizzly_bears())[0]
    with pytest.raises(RulesError):
        s.activate(0, altar)
    b, c = s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.answer(0, ChooseObjects, (a, c))
    s.activate(0, altar)
    s.resolve()
    assert s.life(0) == 25 and s.zone_of(b) is Zone.BATTLEFIELD
    assert s.zone_of(a) is None and s.zone_of(c) is None


def test_pump_for_each_is_locked_in():
    """CR 608.2h, 611.2c: Defile — "Target creature gets -1/-1 until end of turn for each
    Swamp you control": counted once, as the spell resolves."""
    card = compile_card("Target creature gets \u22121/\u22121 until end of turn for each Swamp "
                        "you control.", cost="{B}")  # fmt: skip
    big = compile_card("", "Creature \u2014 Giant", "{R}", ("5", "5"), name="Giant")
    s = Scenario()
    swamps = s.battlefield(0, swamp(), swamp(), swamp())
    g = s.battlefield(1, big)[0]
    s.cast(0, s.hand(0, card)[0], targets=(g,))
    s.resolve()
    assert s.pt(g) == (2, 2)
    s.game.move(swamps[1], Zone.GRAVEYARD)  # the amount doesn't change afterwards
    assert s.pt(g) == (2, 2)


def test_n_for_each():
    """CR 107.1, 608.2h: Peach Garden Oath — "You gain 2 life for each creature you
    control." (N times the count)."""
    card = compile_card("You gain 2 life for each creature you control.", cost="{W}")
    s = Scenario()
    s.battlefield(0, plains())
    s.battlefield(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.life(0) == 26


# ---- cards in your hand (CR 402)

PIPER = compile_card("{G}, {T}: You may put a creature card from your hand onto the "
                     "battlefield.", "Creature \u2014 Elf", "{G}", ("1", "1"),
                     name="Elvish Piper")  # fmt: skip


def test_put_a_creature_card_from_your_hand_onto_the_battlefield():
    """CR 608.2d, 402: Elvish Piper — a creature card from your hand, chosen as it resolves;
    a non-creature card can't be chosen."""
    big = compile_card("", "Creature \u2014 Giant", "{9}", ("9", "9"), name="Giant")
    s = Scenario()
    s.battlefield(0, forest())
    piper = s.battlefield(0, PIPER)[0]
    s.hand(0, mountain())
    g = s.hand(0, big)[0]
    s.answer(0, ChooseYesNo, True)
    s.activate(0, piper)
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Giant") == 1
    assert s.zone_of(g) is None and s.zone_names(0, Zone.HAND) == ["Mountain"]


def test_for_each_card_in_your_hand():
    """CR 402, 608.2h: Venser's Journal style — "You gain 1 life for each card in your
    hand." counts only your hand."""
    card = compile_card("You gain 1 life for each card in your hand.", cost="{W}")
    s = Scenario()
    s.battlefield(0, plains())
    s.hand(0, mountain(), mountain(), grizzly_bears())
    s.hand(1, mountain())
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.life(0) == 23


# ---- "Return this card from your graveyard ..." (CR 113.6k)

SKELETON2 = compile_card("{1}{B}: Return this card from your graveyard to the battlefield "
                         "tapped.", "Creature \u2014 Skeleton", "{1}{B}", ("1", "1"),
                         name="Reassembling Skeleton")  # fmt: skip


def test_return_this_card_from_graveyard_to_battlefield_tapped():
    """CR 113.6k: the ability functions from the graveyard and returns the card tapped."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    skel = s.graveyard(0, SKELETON2)[0]
    s.activate(0, skel)
    s.resolve()
    ids = s.find("Reassembling Skeleton", Zone.BATTLEFIELD)
    assert len(ids) == 1 and s.obj(ids[0]).tapped
    assert s.zone_names(0, Zone.GRAVEYARD) == []


def test_graveyard_ability_does_not_function_on_the_battlefield():
    """CR 113.6k: on the battlefield the ability can't be activated."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    skel = s.battlefield(0, SKELETON2)[0]
    with pytest.raises(RulesError):
        s.activate(0, skel)


def test_return_this_card_from_graveyard_to_hand():
    """CR 113.6k, 404.2: "{2}{B}: Return this card from your graveyard to your hand."""
    card = compile_card("{2}{B}: Return this card from your graveyard to your hand.",
                        "Creature \u2014 Skeleton", "{B}", ("1", "1"), name="Sanitarium")
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp())
    c = s.graveyard(0, card)[0]
    s.activate(0, c)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Sanitarium"]


SQUEE = compile_card("At the beginning of your upkeep, you may return this card from your "
                     "graveyard to your hand.", "Creature \u2014 Goblin", "{2}{R}", ("1", "1"),
                     name="Squee")  # fmt: skip


def test_triggered_ability_functions_from_the_graveyard():
    """CR 113.6k, 603.2: Squee — the upkeep trigger works while the card is in the
    graveyard and returns it to your hand."""
    s = Scenario()
    s.graveyard(0, SQUEE)
    s.set_step(Step.END, active=1)
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 0
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == ["Squee"] and s.zone_names(0, Zone.GRAVEYARD) == []


def test_graveyard_trigger_does_not_function_on_the_battlefield():
    """CR 113.6k: on the battlefield the graveyard ability doesn't trigger."""
    s = Scenario()
    s.battlefield(0, SQUEE)
    s.set_step(Step.END, active=1)
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 0 and s.stack_names() == []


def test_unless_another_player_discards():
    """CR 118.12, 701.9a: Wrench Mind — "Target player discards two cards unless they discard
    an artifact card." — the target player pays from their own hand."""
    card = compile_card("Target player discards two cards unless they discard an artifact "
                        "card.", cost="{B}")  # fmt: skip
    trinket = compile_card("", "Artifact", "{1}", name="Trinket")
    s = Scenario()
    s.battlefield(0, swamp())
    s.hand(0, trinket)  # the caster's artifact can't pay for Bob
    t = s.hand(1, trinket)[0]
    s.hand(1, mountain(), grizzly_bears())
    s.answer(1, ChooseYesNo, True)
    s.answer(1, ChooseObjects, (t,), required=False)
    s.cast(0, s.hand(0, card)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert sorted(s.zone_names(1, Zone.HAND)) == ["Grizzly Bears", "Mountain"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Trinket"]
    assert s.zone_names(0, Zone.HAND) == ["Trinket"]


def test_that_player_is_the_target_player():
    """CR 608.2c: "It deals 3 damage to target player. That player discards a card."
    (Immersturm Skullcairn) — "that player" is the target player."""
    card = compile_card("This spell deals 3 damage to target player. That player discards a "
                        "card.", cost="{B}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, swamp())
    s.hand(0, mountain())
    s.hand(1, mountain())
    s.cast(0, s.hand(0, card)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 17 and s.zone_names(1, Zone.HAND) == []
    assert s.zone_names(0, Zone.HAND) == ["Mountain"]


# ---- exile until this leaves the battlefield (CR 610.3)

BANISH = compile_card("When this enchantment enters, exile target creature an opponent "
                      "controls until this enchantment leaves the battlefield.",
                      "Enchantment", "{W}", name="Banishing Light")  # fmt: skip


def test_exile_until_this_leaves_the_battlefield():
    """CR 610.3, 610.3a, 400.7: the creature is exiled; when the enchantment leaves, it
    returns at once (a new object, untapped, under its owner's control)."""
    shatter = compile_card("Destroy target enchantment.", cost="{W}", name="Disenchant")
    s = Scenario()
    s.battlefield(0, plains(), plains())
    bears = s.battlefield(1, grizzly_bears(), tapped=True)[0]
    s.cast(0, s.hand(0, BANISH)[0])
    s.resolve()  # the enchantment resolves; its trigger goes on the stack
    s.resolve_stack()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"] and s.zone_of(bears) is None
    light = s.find("Banishing Light", Zone.BATTLEFIELD)[0]
    s.cast(0, s.hand(0, shatter)[0], targets=(light,))
    s.resolve()
    back = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert len(back) == 1 and not s.obj(back[0]).tapped
    assert s.zone_names(1, Zone.EXILE) == []


# ---- "Whenever [event] this turn, [effect]." (CR 603.7)


def test_whenever_this_turn_triggers_each_time_this_turn_only():
    """CR 603.7b, 603.7c: Glimpse of Nature — "Whenever you cast a creature spell this turn,
    draw a card." triggers for each creature spell this turn, not on a later turn."""
    card = compile_card("Whenever you cast a creature spell this turn, draw a card.",
                        "Sorcery", "{G}", name="Glimpse")  # fmt: skip
    cheap = compile_card("", "Creature \u2014 Elf", "{G}", ("1", "1"), name="Elf")
    s = Scenario()
    s.battlefield(0, forest(), forest(), forest())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.library(0, *[mountain() for _ in range(8)])
    s.library(1, *[mountain() for _ in range(8)])
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    a, b = s.hand(0, cheap, cheap)
    s.cast(0, a)
    s.resolve_stack()
    s.cast(0, b)
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND).count("Mountain") == 2
    s.advance_to(Step.UPKEEP)  # the opponent's turn
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP)  # your next turn: the delayed ability no longer applies
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.state.active == 0
    n = s.zone_names(0, Zone.HAND).count("Mountain")
    s.cast(0, s.hand(0, cheap)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND).count("Mountain") == n


def test_whenever_a_creature_dies_this_turn():
    """CR 603.7: Death Frenzy — "All creatures get -2/-2 until end of turn. Whenever a
    creature dies this turn, you gain 1 life." — the two 2/2s die: 2 life."""
    card = compile_card("All creatures get \u22122/\u22122 until end of turn. Whenever a creature "
                        "dies this turn, you gain 1 life.", "Sorcery", "{B}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, swamp())
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.battlefield(0, grizzly_bears())
    s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, card)[0])
    s.resolve_stack()
    assert s.life(0) == 22


# ---- "Whenever this creature deals combat damage to a creature" (CR 120.3, 603.2)


def test_deals_combat_damage_to_a_creature_destroy_that_creature():
    """CR 120.3, 603.2: Stinkweed Imp style — the blocker dealt damage is destroyed even
    though the damage wasn't lethal."""
    imp = compile_card("Whenever this creature deals combat damage to a creature, destroy "
                       "that creature.", "Creature \u2014 Imp", "{2}{B}", ("1", "1"),
                       name="Stinger")  # fmt: skip
    wall = compile_card("", "Creature \u2014 Wall", "{1}", ("0", "5"), name="Wall")
    s = Scenario()
    attacker = s.battlefield(0, imp)[0]
    blocker = s.battlefield(1, wall)[0]
    bystander = s.battlefield(1, grizzly_bears())[0]
    s.attack({attacker: PlayerRef(1)})
    s.block(1, {blocker: attacker})
    s.advance_to(Step.END)
    assert s.zone_of(blocker) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Wall"]
    assert s.zone_of(bystander) is Zone.BATTLEFIELD and s.zone_of(attacker) is Zone.BATTLEFIELD


def test_damage_to_a_player_does_not_trigger_the_creature_trigger():
    """CR 603.2: unblocked, the damage goes to a player: no creature is destroyed."""
    imp = compile_card("Whenever this creature deals combat damage to a creature, destroy "
                       "that creature.", "Creature \u2014 Imp", "{2}{B}", ("1", "1"),
                       name="Stinger")  # fmt: skip
    s = Scenario()
    attacker = s.battlefield(0, imp)[0]
    bears = s.battlefield(1, grizzly_bears())[0]
    s.attack({attacker: PlayerRef(1)})
    s.block(1, {})
    s.advance_to(Step.END)
    assert s.life(1) == 19 and s.zone_of(bears) is Zone.BATTLEFIELD


def test_deals_damage_to_an_opponent_that_player_discards():
    """CR 120.3, 603.2: Wei Night Raiders — "Whenever this creature deals damage to an
    opponent, that player discards a card." """
    raider = compile_card("Whenever this creature deals damage to an opponent, that player "
                          "discards a card.", "Creature \u2014 Soldier", "{2}{B}", ("2", "2"),
                          name="Raider")  # fmt: skip
    s = Scenario()
    attacker = s.battlefield(0, raider)[0]
    s.hand(1, mountain())
    s.hand(0, mountain())
    s.attack({attacker: PlayerRef(1)})
    s.block(1, {})
    s.advance_to(Step.END)
    assert s.life(1) == 18 and s.zone_names(1, Zone.HAND) == []
    assert s.zone_names(0, Zone.HAND) == ["Mountain"]


def test_tap_or_untap_target():
    """CR 701.26: Twiddle — "You may tap or untap target artifact, creature, or land." The
    controller chooses untap for a tapped land, tap for an untapped creature."""
    card = compile_card("You may tap or untap target creature.", cost="{U}")
    s = Scenario()
    s.battlefield(0, island(), island())
    bears = s.battlefield(1, grizzly_bears())[0]
    a, b = s.hand(0, card, card)
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseOption, 0)
    s.cast(0, a, targets=(bears,))
    s.resolve()
    assert s.obj(bears).tapped
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseOption, 1)
    s.cast(0, b, targets=(bears,))
    s.resolve()
    assert not s.obj(bears).tapped


def test_lose_life_equal_to_destroyed_creatures_toughness():
    """CR 119.3, 608.2h, 701.19c: Vendetta — destroyed (no regeneration), then you lose life
    equal to that creature's toughness as it last existed."""
    card = compile_card("Destroy target nonblack creature. It can't be regenerated. You lose "
                        "life equal to that creature's toughness.", cost="{B}")  # fmt: skip
    wall = compile_card("", "Creature \u2014 Wall", "{1}", ("0", "5"), name="Wall")
    s = Scenario()
    s.battlefield(0, swamp())
    w = s.battlefield(1, wall)[0]
    s.cast(0, s.hand(0, card)[0], targets=(w,))
    s.resolve()
    assert s.zone_of(w) is None and s.life(0) == 15


def test_remove_a_counter_from_target_creature():
    """CR 122.1: Chainbreaker — "{3}, {T}: Remove a -1/-1 counter from target creature."
    removes one (and none from a creature without such counters)."""
    breaker = compile_card("{1}: Remove a \u22121/\u22121 counter from target creature.",
                           "Artifact", "{3}", name="Breaker")  # fmt: skip
    s = Scenario()
    s.battlefield(0, island(), island())
    src = s.battlefield(0, breaker)[0]
    bears = s.battlefield(1, grizzly_bears(), counters={"-1/-1": 1})[0]
    assert s.pt(bears) == (1, 1)
    s.activate(0, src, targets=(bears,))
    s.resolve()
    assert "-1/-1" not in s.obj(bears).counters and s.pt(bears) == (2, 2)
    s.activate(0, src, targets=(bears,))
    s.resolve()
    assert s.obj(bears).counters == {} and s.pt(bears) == (2, 2)


def test_each_player_sacrifices_two():
    """CR 701.21a: Barter in Blood — "Each player sacrifices two creatures of their choice."
    Each player chooses among their own creatures."""
    card = compile_card("Each player sacrifices two creatures of their choice.", cost="{B}")
    s = Scenario()
    s.battlefield(0, swamp())
    a, b, c = s.battlefield(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    (d,) = s.battlefield(1, grizzly_bears())
    s.answer(0, ChooseObjects, (a, c))
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    assert s.zone_of(b) is Zone.BATTLEFIELD and s.zone_of(a) is None and s.zone_of(c) is None
    assert s.zone_of(d) is None


def test_discards_all_nonland_cards():
    """CR 701.9a: Amnesia — "Target player reveals their hand and discards all nonland
    cards." — lands stay."""
    card = compile_card("Target player reveals their hand and discards all nonland cards.",
                        cost="{U}")  # fmt: skip
    s = Scenario()
    s.battlefield(0, island())
    s.hand(1, grizzly_bears(), mountain(), grizzly_bears())
    s.cast(0, s.hand(0, card)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.zone_names(1, Zone.HAND) == ["Mountain"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]


def test_discards_a_creature_card_of_their_choice():
    """CR 701.9a: "Target player discards a creature card." — only a creature card."""
    card = compile_card("Target player discards a creature card.", cost="{B}")
    s = Scenario()
    s.battlefield(0, swamp())
    s.hand(1, mountain(), grizzly_bears())
    s.cast(0, s.hand(0, card)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert s.zone_names(1, Zone.HAND) == ["Mountain"]
