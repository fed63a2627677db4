"""Object and player references inside effects (CR 109.2, 108.4, 205.4b, 608.2c), compiled
from card text and played out: negated subtypes, "[objects] target player controls",
"defending player controls", "that player"."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.errors import TargetError
from mtgc.runtime.objects import PlayerRef
from mtgc.runtime.scenario import Scenario, Zone

BOB = PlayerRef(1)
SWAMP = "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)"
ROCK = "Mind Stone {2}\nArtifact\n{T}: Add {C}."


def test_non_wall_is_a_negated_subtype():
    """CR 205.4b: "target non-Wall creature" — a Wall is not a legal target; a Bear is."""
    terror = compile_card("Wall Breaker {B}\nInstant\nDestroy target non-Wall creature.")
    s = Scenario()
    s.battlefield(0, compile_card(SWAMP))
    wall = s.battlefield(1, bear(name="Wall of Stone", types="Creature — Wall", pt="0/8"))[0]
    grizzly = s.battlefield(1, bear())[0]
    spell = s.hand(0, terror)[0]
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(wall,))
    s.cast(0, spell, targets=(grizzly,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(wall) is Zone.BATTLEFIELD


def test_all_lands_target_player_controls():
    """CR 108.4, 115.1: "Destroy all lands target player controls." — only the chosen
    player's lands."""
    armageddon = compile_card("Razing {B}\nSorcery\nDestroy all lands target player controls.")
    s = Scenario()
    mine = s.battlefield(0, compile_card(SWAMP), compile_card(SWAMP))
    s.battlefield(1, compile_card(SWAMP), compile_card(SWAMP))
    s.cast(0, s.hand(0, armageddon)[0], targets=(BOB,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Swamp", "Swamp"]
    assert [s.zone_of(i) for i in mine] == [Zone.BATTLEFIELD] * 2


def test_count_of_creatures_target_opponent_controls():
    """CR 107.1, 108.4: "You gain 3 life for each black creature target opponent controls."
    counts that opponent's black creatures only."""
    card = compile_card(
        "Starlight {1}{B}\nSorcery\n"
        "You gain 3 life for each black creature target opponent controls."
    )
    black = bear(name="Bog Imp", cost="{1}{B}", pt="1/1", types="Creature — Imp")
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(0, compile_card(SWAMP), compile_card(SWAMP), black)
    s.battlefield(1, black, black, bear())
    s.battlefield(2, black)
    s.cast(0, s.hand(0, card)[0], targets=(BOB,))
    s.resolve()
    assert s.life(0) == 26


def test_target_controlled_by_target_player_is_refused():
    """CR 601.2c chooses targets in order; a target whose legality depends on another
    target of the same spell stays unsupported (honest coverage)."""
    from effects_compile import status_of

    status, reasons = status_of("Destroy target creature target player controls.")
    assert status == "unsupported"
    assert reasons == ("a target controlled by a target player is not supported yet",)


VANDAL = """Artifact Hunter {2}{R}
Creature — Goblin
Whenever this creature attacks, destroy target artifact defending player controls.
2/2"""


def test_target_artifact_defending_player_controls():
    """CR 506.2, 508.5: the trigger's target must be an artifact the defending player
    controls — with three players, not the other opponent's nor your own."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    rock = compile_card(ROCK)
    own = s.battlefield(0, rock)[0]
    carols = s.battlefield(2, rock)[0]
    bobs = s.battlefield(1, rock)[0]
    hunter = s.battlefield(0, compile_card(VANDAL))[0]
    s.attack({hunter: BOB})
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Mind Stone"]
    assert s.zone_of(bobs) is None or s.zone_of(bobs) is Zone.GRAVEYARD
    assert s.zone_of(own) is Zone.BATTLEFIELD and s.zone_of(carols) is Zone.BATTLEFIELD


SHAMBLER = """Mold Shambler {3}{G}
Creature — Fungus Beast
Kicker {1}{G}
When this creature enters, if it was kicked, destroy target noncreature permanent.
3/3"""
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"


def test_if_it_was_kicked_reads_the_permanent():
    """CR 702.33d, 603.4: "if it was kicked" — "it" is this permanent, which remembers
    that its spell was kicked; unkicked, the trigger does nothing."""
    for kicked in (True, False):
        s = Scenario()
        s.battlefield(0, *[compile_card(FOREST)] * 6)
        rock = s.battlefield(1, compile_card(ROCK))[0]
        s.cast(0, s.hand(0, compile_card(SHAMBLER))[0], optional=(0,) if kicked else ())
        s.answer(0, ChooseTargets, (rock,))
        s.resolve()  # the creature spell
        s.resolve_stack()
        assert (s.zone_of(rock) is Zone.BATTLEFIELD) is not kicked
        assert s.zone_names(1, Zone.GRAVEYARD) == (["Mind Stone"] if kicked else [])
