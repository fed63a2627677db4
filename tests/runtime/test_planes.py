"""Planechase (CR 901), compiled from real plane and phenomenon cards' text: the starting
plane (CR 901.5), chaos abilities (CR 311.7), the planar die (CR 901.9), planeswalking (CR
701.31) and phenomena (CR 312, 704.6f)."""

from effects_compile import compile_card

from mtgc.runtime.actions.planes import (
    RollPlanarDie,
    chaos_ensues,
    planeswalk,
    rolls_this_turn,
    setup_planechase,
)
from mtgc.runtime.cards_basic import forest, grizzly_bears
from mtgc.runtime.errors import TimingError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.stack.resolution import give_priority
from mtgc.runtime.state.command_zone import deck, face_up_cards

#: Krosa (Planechase)
KROSA = compile_card(
    "All creatures get +2/+2.\nWhenever chaos ensues, you may add {W}{U}{B}{R}{G}.",
    "Plane — Dominaria", None, name="Krosa")  # fmt: skip
#: Gavony (Planechase 2012)
GAVONY = compile_card(
    "All creatures have vigilance.\nWhenever chaos ensues, creatures you control gain "
    "indestructible until end of turn.", "Plane — Innistrad", None, name="Gavony")  # fmt: skip
#: Tember City (Planechase)
TEMBER = compile_card(
    "Whenever a player taps a land for mana, Tember City deals 1 damage to that player.\n"
    "Whenever chaos ensues, each other player sacrifices a nonland permanent of their choice.",
    "Plane — Kinshala", None, name="Tember City")  # fmt: skip


def test_the_starting_plane_functions_from_the_command_zone():
    """CR 901.5, 901.7: Krosa is the starting plane, face up; its static ability (CR
    611.3a) gives every creature +2/+2, Bob's too."""
    s = Scenario()
    mine, theirs = s.battlefield(0, grizzly_bears())[0], s.battlefield(1, grizzly_bears())[0]
    setup_planechase(s.game, communal=[KROSA, GAVONY])
    assert [s.obj(i).card.name for i in face_up_cards(s.state, "Plane")] == ["Krosa"]
    assert (s.pt(mine), s.pt(theirs)) == ((4, 4), (4, 4))


def test_chaos_ensues_for_the_planar_controller():
    """CR 311.7, 901.6: chaos ensues; Tember City's chaos ability is controlled by the
    active player, Alice: Bob sacrifices a nonland permanent, she doesn't."""
    s = Scenario()
    s.battlefield(0, grizzly_bears())
    s.battlefield(1, grizzly_bears(), forest())
    setup_planechase(s.game, communal=[TEMBER])
    chaos_ensues(s.game, 0)
    give_priority(s.game, 0)  # CR 117.5: the chaos ability goes on the stack
    assert s.stack_names() == ["ability of Tember City"]
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_planeswalking_turns_the_next_plane_face_up():
    """CR 701.31b: Alice planeswalks: Krosa goes face down to the bottom of the planar deck
    (its +2/+2 ends) and Gavony is face up."""
    s = Scenario()
    (bear,) = s.battlefield(0, grizzly_bears())
    setup_planechase(s.game, communal=[KROSA, GAVONY])
    planeswalk(s.game, 0)
    assert [s.obj(i).card.name for i in face_up_cards(s.state, "Plane")] == ["Gavony"]
    assert [s.obj(i).card.name for i in deck(s.state, "planar", -1)] == ["Krosa"]
    assert s.pt(bear) == (2, 2)


def test_rolling_the_planar_die_costs_one_more_each_time():
    """CR 901.9: the first roll of the turn is free, the second costs {1}; only in the
    active player's main phase with an empty stack."""
    s = Scenario()
    (land,) = s.battlefield(0, forest())
    setup_planechase(s.game, communal=[KROSA, GAVONY])
    s.game.take_action(0, RollPlanarDie())
    s.resolve_stack()
    assert rolls_this_turn(s.game, 0) == 1 and not s.obj(land).tapped
    s.game.take_action(0, RollPlanarDie())
    assert rolls_this_turn(s.game, 0) == 2 and s.obj(land).tapped
    s.resolve_stack()
    s.set_step(Step.END)
    try:
        s.game.take_action(0, RollPlanarDie())
    except TimingError:
        pass
    else:
        raise AssertionError("rolled the planar die in the end step")
    assert rolls_this_turn(s.game, 0) == 2


#: Orzhova's planeswalk-away ability (Planechase 2012; its chaos ability isn't run yet)
ORZHOVA = compile_card(
    "When you planeswalk away from Orzhova, each player returns all creature cards from "
    "their graveyard to the battlefield.", "Plane — Ravnica", None, name="Orzhova")  # fmt: skip


def test_planeswalking_away_looks_back():
    """CR 701.31d, 603.10g: Alice planeswalks away from Orzhova; its ability triggers
    though the card is face down by then (a new object, CR 901.7a) and resolves: each
    player's creature cards return from the graveyard."""
    s = Scenario()
    s.graveyard(0, grizzly_bears())
    s.graveyard(1, grizzly_bears(), forest())
    setup_planechase(s.game, communal=[ORZHOVA, KROSA])
    planeswalk(s.game, 0)
    give_priority(s.game, 0)
    assert s.stack_names() == ["ability of Orzhova"]
    assert [s.obj(i).card.name for i in face_up_cards(s.state, "Plane")] == ["Krosa"]
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Grizzly Bears"]
    assert (s.zone_names(1, Zone.BATTLEFIELD), s.zone_names(1, Zone.GRAVEYARD)) == (
        ["Grizzly Bears"],
        ["Forest"],
    )


#: Mutual Epiphany (Planechase Anthology phenomenon)
EPIPHANY = compile_card("When you encounter Mutual Epiphany, each player draws four cards.",
                        "Phenomenon", None, name="Mutual Epiphany")  # fmt: skip


def test_a_phenomenon_is_encountered_then_the_controller_planeswalks_on():
    """CR 312.5: Alice planeswalks and encounters Mutual Epiphany: each player draws four;
    CR 704.6f: once its ability has left the stack, she planeswalks again, to Gavony."""
    s = Scenario()
    for p in (0, 1):
        s.library(p, *[forest() for _ in range(6)])
    setup_planechase(s.game, communal=[KROSA, EPIPHANY, GAVONY])
    planeswalk(s.game, 0)
    give_priority(s.game, 0)
    assert s.stack_names() == ["ability of Mutual Epiphany"]
    assert [s.obj(i).card.name for i in face_up_cards(s.state, "Phenomenon")] == ["Mutual Epiphany"]
    s.resolve_stack()
    assert (len(s.state.players[0].hand), len(s.state.players[1].hand)) == (4, 4)
    assert face_up_cards(s.state, "Phenomenon") == []
    assert [s.obj(i).card.name for i in face_up_cards(s.state, "Plane")] == ["Gavony"]


#: Tazeem (Planechase)
TAZEEM = compile_card(
    "Creatures can't block.\nWhenever chaos ensues, draw a card for each land you control.",
    "Plane — Zendikar", None, name="Tazeem")  # fmt: skip


def test_a_planes_rule_changing_static_applies_from_the_command_zone():
    """CR 901.7, 509.1b: while Tazeem is face up, Bob's creature can't block; once Alice
    planeswalks away (to Krosa), it can."""
    import pytest

    from mtgc.runtime.errors import RulesError
    from mtgc.runtime.scenario import PlayerRef

    s = Scenario()
    (attacker,) = s.battlefield(0, grizzly_bears())
    (blocker,) = s.battlefield(1, grizzly_bears())
    setup_planechase(s.game, communal=[TAZEEM, KROSA])
    s.attack({attacker: PlayerRef(1)})
    with pytest.raises(RulesError):
        s.block(1, {blocker: attacker})
    s2 = Scenario()
    (attacker,) = s2.battlefield(0, grizzly_bears())
    (blocker,) = s2.battlefield(1, grizzly_bears())
    setup_planechase(s2.game, communal=[TAZEEM, KROSA])
    planeswalk(s2.game, 0)
    s2.attack({attacker: PlayerRef(1)})
    s2.block(1, {blocker: attacker})
    assert s2.state.combat.blockers == {blocker: [attacker]}


#: Eloren Wilds (Planechase)
ELOREN = compile_card(
    "Whenever a player taps a permanent for mana, that player adds one mana of any type "
    "that permanent produced.\nWhenever chaos ensues, target player can't cast spells until "
    "a player planeswalks.", "Plane — Shandalar", None, name="Eloren Wilds")  # fmt: skip


def test_an_effect_lasts_until_a_player_planeswalks():
    """CR 901.11: Eloren Wilds' chaos ability stops Bob casting spells until a player
    planeswalks — past the end of the turn, and no longer once Alice planeswalks."""
    from mtgc.runtime.agents import ChooseTargets
    from mtgc.runtime.continuous.permissions import cast_forbidden
    from mtgc.runtime.scenario import PlayerRef

    s = Scenario()
    (bears,) = s.hand(1, grizzly_bears())
    setup_planechase(s.game, communal=[ELOREN, KROSA])
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    chaos_ensues(s.game, 0)
    give_priority(s.game, 0)
    s.resolve_stack()
    s.advance_to(Step.UPKEEP)  # Bob's turn
    assert cast_forbidden(s.game, 1, s.obj(bears))
    planeswalk(s.game, 1)
    assert not cast_forbidden(s.game, 1, s.obj(bears))
