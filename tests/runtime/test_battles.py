"""Battles (CR 310) compiled from their Oracle text: Invasion of Dominaria // Serra
Faithkeeper (the corpus records carry no defense, so its "Defense: 5" line is given here,
CR 310.4a). A Siege's protector is an opponent (CR 310.11a); creatures attack it
(CR 310.5, 508.1b; 310.8b: its controller can, its protector can't); the protector blocks
for it (CR 310.8c-d); combat damage removes defense counters (CR 120.3h, 310.6); when the
last one is removed the Siege is exiled and may be cast transformed (CR 310.11b, 712.8c)."""

from __future__ import annotations

from dfc_compile import card
from kw_compile import bear

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import plains
from mtgc.runtime.combat.combat import defenders
from mtgc.runtime.scenario import Scenario, Step, Zone

DOMINARIA = """Invasion of Dominaria {2}{W}
Battle — Siege
(As a Siege enters, choose an opponent to protect it. You and others can attack it. When it's defeated, exile it, then cast it transformed.)
When this Siege enters, you gain 4 life and draw a card.
Defense: 5
----
Serra Faithkeeper
Creature — Angel
Flying, vigilance
4/4"""  # noqa: E501


def _siege_in_play(s: Scenario) -> int:
    """Alice casts the Siege; Bob (her only opponent) becomes its protector (CR 310.11a)."""
    s.battlefield(0, *(plains() for _ in range(3)))
    s.library(0, bear())
    s.cast(0, s.hand(0, card(DOMINARIA))[0])
    s.resolve_stack()  # the battle spell, then its enters trigger
    [siege] = [i for i in s.game.state.battlefield if "Battle" in s.game.view(i).types]
    return siege


def test_casting_a_siege_gives_it_defense_counters_and_a_protector():
    """CR 310.4b: 5 defense counters; 310.11a: Bob protects it; its enters ability."""
    s = Scenario()
    siege = _siege_in_play(s)
    assert s.obj(siege).counters == {"defense": 5}
    assert s.obj(siege).choices["protector"] == 1
    assert s.life(0) == 24 and s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_its_controller_can_attack_it_and_its_protector_cant():
    """CR 310.8b: a battle can be attacked by any player for whom its protector is a
    defending player — its controller Alice, not Bob."""
    s = Scenario()
    siege = _siege_in_play(s)
    assert siege in defenders(s.game, 0)
    assert siege not in defenders(s.game, 1)


def test_combat_damage_removes_defense_counters_and_the_protector_blocks():
    """CR 310.8c-d: Bob, the protector, is the defending player and may block; the
    unblocked bear's 2 combat damage removes 2 defense counters (CR 120.3h)."""
    s = Scenario()
    siege = _siege_in_play(s)
    a, b = s.battlefield(0, bear(), bear())
    blocker = s.battlefield(1, bear())[0]
    s.attack({a: siege, b: siege})
    s.block(1, {blocker: a})
    s.advance_to(Step.END)
    assert s.obj(siege).counters == {"defense": 3}
    assert s.life(1) == 20


def test_a_defeated_siege_is_exiled_and_cast_transformed():
    """CR 310.11b, 712.8c: the last defense counter removed, the Siege's ability exiles it
    and Alice casts it transformed without paying: Serra Faithkeeper, a 4/4 flier."""
    s = Scenario()
    siege = _siege_in_play(s)
    s.obj(siege).counters["defense"] = 2
    attacker = s.battlefield(0, bear())[0]
    s.answer(0, ChooseYesNo, True, about="transformed")
    s.attack({attacker: siege})
    s.advance_to(Step.END)
    names = [s.game.view(i).name for i in s.game.state.battlefield]
    assert "Serra Faithkeeper" in names and "Invasion of Dominaria" not in names
    [angel] = [i for i in s.game.state.battlefield if s.game.view(i).name == "Serra Faithkeeper"]
    assert s.pt(angel) == (4, 4)
    assert s.zone_names(0, Zone.EXILE) == [] and s.zone_names(0, Zone.GRAVEYARD) == []


def test_declining_to_cast_leaves_it_in_exile():
    """CR 310.11b: "you may cast it" — declined, the card stays exiled."""
    s = Scenario()
    siege = _siege_in_play(s)
    s.obj(siege).counters["defense"] = 1
    s.answer(0, ChooseYesNo, False, about="transformed")
    s.game.deal_damage(s.battlefield(1, bear())[0], siege, 1)
    s.pass_priority()
    assert s.stack_names()  # CR 704.5v: it stays while its ability waits
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == ["Invasion of Dominaria"]
