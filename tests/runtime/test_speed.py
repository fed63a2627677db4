"""Speed (CR 702.179 start your engines!, 702.178 max speed, 704.5z), compiled from real
cards' text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain
from mtgc.runtime.errors import TimingError
from mtgc.runtime.scenario import PlayerRef, Scenario, Zone
from mtgc.runtime.state.game_state import Step
from mtgc.runtime.turns.sba import check_state_based_actions
from mtgc.runtime.turns.speed import set_speed, speed

ENGINES = "Start your engines!"
#: Walking Sarcophagus
WALKING_SARCOPHAGUS = compile_card(f"{ENGINES}\nMax speed — This creature gets +1/+2.",
                                   "Artifact Creature — Zombie Cat", "{2}", ("2", "1"),
                                   name="Walking Sarcophagus")  # fmt: skip
#: Endrider Catalyzer
ENDRIDER_CATALYZER = compile_card(f"{ENGINES}\nMax speed — {{T}}: Add {{R}}{{R}}.",
                                  "Creature — Human Warrior", "{1}{R}", ("3", "1"),
                                  name="Endrider Catalyzer")  # fmt: skip
#: Loxodon Surveyor
LOXODON_SURVEYOR = compile_card(f"{ENGINES}\nMax speed — {{3}}, Exile this card from your "
                                "graveyard: Draw a card.", "Creature — Elephant Scout",
                                "{2}{G}", ("3", "3"), name="Loxodon Surveyor")  # fmt: skip
#: Shock
SHOCK = compile_card("Shock deals 2 damage to any target.", "Instant", "{R}", name="Shock")


def test_start_your_engines_gives_speed_one():
    """CR 704.5z, 702.179a-b: no speed until a permanent with start your engines! is
    controlled; then speed 1 as a state-based action (not the opponent's)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    assert speed(s.game, 0) is None
    s.battlefield(0, WALKING_SARCOPHAGUS)
    check_state_based_actions(s.game)  # CR 704.3
    assert speed(s.game, 0) == 1 and speed(s.game, 1) is None


def test_speed_increases_once_each_turn_when_an_opponent_loses_life():
    """CR 702.179d: the inherent trigger raises the speed by 1 the first time an opponent
    loses life during its player's turn, only once that turn; not on the opponent's turn."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, WALKING_SARCOPHAGUS, mountain(), mountain())
    s.battlefield(1, mountain())
    for p in (0, 1):
        s.library(p, *[grizzly_bears() for _ in range(3)])
    check_state_based_actions(s.game)  # CR 704.3
    _shock(s, 0, 1)
    assert s.life(1) == 18 and speed(s.game, 0) == 2
    _shock(s, 0, 1)
    assert s.life(1) == 16 and speed(s.game, 0) == 2  # only once each turn
    s.advance_to(Step.PRECOMBAT_MAIN)  # the opponent's turn: its player is not P0
    _shock(s, 1, 1)
    assert s.life(1) == 14 and speed(s.game, 0) == 2


def _shock(s: Scenario, caster: int, player: int) -> None:
    s.cast(caster, s.hand(caster, SHOCK)[0], targets=(PlayerRef(player),))
    s.resolve_stack()


def test_max_speed_static_applies_only_at_speed_four():
    """CR 702.178a, 702.179e: "Max speed — This creature gets +1/+2" applies only while its
    controller's speed is 4; the speed never goes past 4 (702.179d)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (zombie,) = s.battlefield(0, WALKING_SARCOPHAGUS)
    check_state_based_actions(s.game)  # CR 704.3
    assert s.pt(zombie) == (2, 1)
    s.battlefield(0, mountain())
    set_speed(s.game, 0, 3)
    _shock(s, 0, 1)
    assert speed(s.game, 0) == 4 and s.pt(zombie) == (3, 3)
    s.battlefield(0, mountain())
    for p in (0, 1):
        s.library(p, *[grizzly_bears() for _ in range(3)])
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.PRECOMBAT_MAIN)  # a new turn of P0
    _shock(s, 0, 1)
    assert speed(s.game, 0) == 4


def test_max_speed_mana_ability_is_granted_at_max_speed():
    """CR 702.178a: "Max speed — {T}: Add {R}{R}" — the mana ability exists only at max
    speed."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (warrior,) = s.battlefield(0, ENDRIDER_CATALYZER)
    check_state_based_actions(s.game)  # CR 704.3
    assert s.game.activated_abilities(warrior) == []
    assert not any("Mana" in type(a).__name__ for a in s.game.view(warrior).abilities)
    set_speed(s.game, 0, 4)
    s.game.changed()
    s.obj(warrior).controlled_since = -1  # it has been under control since the turn began
    s.tap_for_mana(0, warrior)
    assert s.pool(0) == "{R}{R}"


def test_max_speed_graveyard_ability_needs_max_speed():
    """CR 702.178b: the granted ability functions from the graveyard, so the max speed
    ability does too: it can be activated only at max speed."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[forest() for _ in range(3)])
    (card,) = s.graveyard(0, LOXODON_SURVEYOR)
    s.library(0, grizzly_bears())
    set_speed(s.game, 0, 3)
    with pytest.raises(TimingError, match="602.5b"):
        s.activate(0, card)
    set_speed(s.game, 0, 4)
    s.activate(0, card)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.EXILE) == ["Loxodon Surveyor"]


#: Gomif, Fast Racer's power line's template on a plain creature: "where X is your speed"
SPEED_ANTHEM = compile_card(f"{ENGINES}\nOther creatures you control get +X/+0, where X is "
                            "your speed.", "Creature — Human Warrior", "{2}{R}", ("1", "1"),
                            name="Samut, the Driving Force")  # fmt: skip


def test_your_speed_as_an_amount():
    """CR 702.179f: "where X is your speed" reads the controller's speed, and a player
    with no speed counts 0 (the bears get +0/+0 before the state-based action)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bears,) = s.battlefield(0, grizzly_bears())
    s.battlefield(0, SPEED_ANTHEM)
    assert s.pt(bears) == (2, 2)
    check_state_based_actions(s.game)  # CR 704.5z: speed 1
    assert s.pt(bears) == (3, 2)
    set_speed(s.game, 0, 3)
    assert s.pt(bears) == (5, 2)
