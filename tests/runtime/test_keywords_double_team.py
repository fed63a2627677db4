"""Double team (MTG Arena, digital-only: runtime/keywords/double_team.py), compiled from a
real card's text (Soldiers of the Watch)."""

from kw_compile import compile_card

from mtgc.runtime.keywords.double_team import DoubleTeam
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone

SOLDIERS = """Soldiers of the Watch {1}{W}
Creature — Human Soldier
Double team (When this creature attacks, conjure a duplicate into your hand, then both of them perpetually lose double team.)
2/1"""  # noqa: E501


def test_double_team_conjures_a_duplicate_and_both_lose_it():
    """Attacking, a duplicate card is conjured into the hand; neither card has double team
    afterwards, so attacking again conjures nothing."""
    s = Scenario()
    (soldiers,) = s.battlefield(0, compile_card(SOLDIERS))
    s.attack({soldiers: PlayerRef(1)})
    s.resolve_stack()
    (dup,) = s.find("Soldiers of the Watch", Zone.HAND, 0)
    assert not any(isinstance(a, DoubleTeam) for a in s.obj(dup).card.abilities)
    assert not s.game.view(soldiers).has_keyword(DoubleTeam)
    assert (s.obj(dup).card.power, s.obj(dup).card.toughness) == (2, 1)


def test_double_team_token_conjures_nothing():
    """ "if it's not a token": a token copy attacking conjures nothing."""
    s = Scenario()
    (token,) = s.battlefield(0, compile_card(SOLDIERS), token=True)
    s.attack({token: PlayerRef(1)})
    s.resolve_stack()
    assert s.zone_names(0, Zone.HAND) == []
