"""Clash (CR 701.30), compiled from real cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import creature, grizzly_bears
from mtgc.runtime.scenario import Scenario

OAKEN_BRAWLER = compile_card("When this creature enters, clash with an opponent. If you win, "
                             "put a +1/+1 counter on this creature.", "Creature — Treefolk "
                             "Warrior", "{3}{W}", ("2", "4"), name="Oaken Brawler")  # fmt: skip
OGRE = creature("Ogre", "{2}{R}", 3, 3)


def _brawler(mine, theirs, **answers) -> tuple[Scenario, int]:
    s = Scenario()
    s.library(0, mine, grizzly_bears())
    s.library(1, theirs, grizzly_bears())
    for p, yes in answers.items():
        s.answer(int(p[1]), ChooseYesNo, yes, about="on the bottom")
    brawler = s.battlefield(0, OAKEN_BRAWLER, enter=True)[0]
    s.resolve_stack()
    return s, brawler


def test_higher_mana_value_wins_the_clash():
    """CR 701.30d: Alice reveals an Ogre (3) against a Grizzly Bears (2): she wins — the
    counter is put on the Brawler; both cards stay on top (CR 701.30a: "may")."""
    s, brawler = _brawler(OGRE, grizzly_bears())
    assert s.obj(brawler).counters.get("+1/+1") == 1
    assert s.game.view(s.state.players[0].library[0]).name == "Ogre"


def test_equal_mana_values_lose_the_clash():
    """CR 701.30d: a tie is not higher than all other cards revealed."""
    s, brawler = _brawler(grizzly_bears(), grizzly_bears())
    assert not s.obj(brawler).counters.get("+1/+1")


def test_clashing_players_may_put_their_card_on_the_bottom():
    """CR 701.30a, 701.30c: Bob puts his revealed Ogre on the bottom; Bob's card still
    counts — Alice's Bears lose."""
    s, brawler = _brawler(grizzly_bears(), OGRE, p1=True)
    assert not s.obj(brawler).counters.get("+1/+1")
    assert [s.game.view(i).name for i in s.state.players[1].library] == ["Grizzly Bears", "Ogre"]
