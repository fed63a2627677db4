"""Object and player references inside effects (CR 109.2, 108.4, 205.4b, 608.2c), compiled
from card text and played out: negated subtypes, "[objects] target player controls",
"defending player controls", "that player"."""

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseTargets
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

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
        s.answer(0, ChooseTargets, (rock,), required=False)
        s.resolve()  # the creature spell
        s.resolve_stack()
        assert (s.zone_of(rock) is Zone.BATTLEFIELD) is not kicked
        assert s.zone_names(1, Zone.GRAVEYARD) == (["Mind Stone"] if kicked else [])


def test_damage_equal_to_cards_in_that_players_hand():
    """CR 608.2c: "deals damage to target player equal to the number of cards in that
    player's hand" — "that player" is the targeted player."""
    impact = compile_card(
        "Sudden Impact {3}{B}\nInstant\n"
        "Sudden Impact deals damage to target player equal to the number of cards in that "
        "player's hand."
    )
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 4)
    s.hand(0, bear(), bear())
    s.hand(1, bear(), bear(), bear())
    s.cast(0, s.hand(0, impact)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 17 and s.life(0) == 20


WURM = """Massacre Wurm {3}{B}{B}{B}
Creature — Phyrexian Wurm
Whenever a creature an opponent controls dies, that player loses 2 life.
6/5"""
HARVESTER = """Nightshade Harvester {4}{B}
Creature — Elemental
Whenever a land an opponent controls enters, that player loses 1 life.
3/3"""
SHOCK = "Shock {R}\nInstant\nShock deals 2 damage to any target."
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"


def test_that_player_is_the_controller_of_the_dying_creature():
    """CR 603.2, 608.2h: "Whenever a creature an opponent controls dies, that player loses
    2 life" — the opponent who controlled it, not the other one."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(0, compile_card(WURM), compile_card(MOUNTAIN))
    carols = s.battlefield(2, bear())[0]
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(carols,))
    s.resolve_stack()
    assert (s.life(0), s.life(1), s.life(2)) == (20, 20, 18)


def test_that_player_is_the_controller_of_the_entering_land():
    """CR 603.2: "Whenever a land an opponent controls enters, that player loses 1 life";
    your own land doesn't trigger it."""
    s = Scenario()
    s.battlefield(0, compile_card(HARVESTER))
    s.play_land(0, s.hand(0, compile_card(SWAMP))[0])
    assert s.stack_names() == []
    s.set_step(s.state.step, active=1)
    s.play_land(1, s.hand(1, compile_card(SWAMP))[0])
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (20, 19)


def test_that_player_controls_the_destroyed_target():
    """CR 608.2c, 608.2h: "Destroy target creature an opponent controls. Each other
    creature that player controls gets -2/-0" — the target's controller's creatures."""
    execution = compile_card(
        "Public Execution {5}{B}\nInstant\nDestroy target creature an opponent controls. "
        "Each other creature that player controls gets −2/−0 until end of turn."
    )
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(0, *[compile_card(SWAMP)] * 6)
    mine = s.battlefield(0, bear())[0]
    victim, other = s.battlefield(1, bear(), bear())
    carols = s.battlefield(2, bear())[0]
    s.cast(0, s.hand(0, execution)[0], targets=(victim,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.pt(other) == (0, 2)
    assert s.pt(carols) == (2, 2) and s.pt(mine) == (2, 2)


GHOUL = """Vedalken Ghoul {U}{U}
Creature — Vedalken Zombie
Whenever this creature becomes blocked, defending player loses 4 life.
1/1"""
RAIDER = """Relic Raider {2}{R}
Creature — Goblin
Whenever this creature attacks and isn't blocked, destroy target artifact defending player controls.
2/2"""


def test_becomes_blocked_defending_player():
    """CR 506.2, 509.1h: the player the blocked creature attacks loses the life — with
    three players, Carol is not the defending player."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    ghoul = s.battlefield(0, compile_card(GHOUL))[0]
    wall = s.battlefield(1, bear())[0]
    s.attack({ghoul: BOB})
    s.block(1, {wall: ghoul})
    s.resolve_stack()
    assert (s.life(0), s.life(1), s.life(2)) == (20, 16, 20)


def test_unblocked_attacker_defending_player():
    """CR 506.2, 509.3g: "attacks and isn't blocked" — the defending player is the one it
    attacks (read from the combat, the trigger event being the block declaration)."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    rock = compile_card(ROCK)
    own = s.battlefield(0, rock)[0]
    carols = s.battlefield(2, rock)[0]
    bobs = s.battlefield(1, rock)[0]
    raider = s.battlefield(0, compile_card(RAIDER))[0]
    s.attack({raider: BOB})
    s.block(1, {})
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Mind Stone"] and s.zone_of(bobs) is None
    assert s.zone_of(own) is Zone.BATTLEFIELD and s.zone_of(carols) is Zone.BATTLEFIELD


SKINBRAND = """Skinbrand Goblin {2}{R}
Creature — Goblin Warrior
Bloodrush — {R}, Discard this card: Target attacking creature gets +2/+1 until end of turn.
2/1"""
SPHERE = """Mnemonic Sphere {1}{U}
Artifact
{1}{U}, Sacrifice this artifact: Draw two cards.
Channel — {U}, Discard this card: Draw a card."""
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def test_bloodrush_discards_this_card_from_hand():
    """CR 602.1, 113.6k, 701.9: "{R}, Discard this card: ..." is activated from its
    owner's hand, discarding it as a cost; the attacker gets +2/+1."""
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN))
    attacker = s.battlefield(0, bear())[0]
    goblin = s.hand(0, compile_card(SKINBRAND))[0]
    s.attack({attacker: BOB})
    s.activate(0, goblin, targets=(attacker,))
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Skinbrand Goblin"]
    s.resolve()
    assert s.pt(attacker) == (4, 3)


def test_channel_works_only_from_hand():
    """CR 113.6k: the channel ability functions from the hand; the same card on the
    battlefield can't use it (its other ability is the battlefield's)."""
    from mtgc.runtime.errors import IllegalActionError

    s = Scenario()
    s.battlefield(0, compile_card(ISLAND))
    s.library(0, bear(), bear())
    on_field = s.battlefield(0, compile_card(SPHERE))[0]
    with pytest.raises(IllegalActionError):
        s.activate(0, on_field, index=1)
    sphere = s.hand(0, compile_card(SPHERE))[0]
    s.activate(0, sphere, index=1)
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mnemonic Sphere"]


TWIN = """Desolation Twin {10}
Creature — Eldrazi
When you cast this spell, create a 10/10 colorless Eldrazi creature token.
10/10"""
DEMIGOD = (
    "Demigod of Revenge {B/R}{B/R}{B/R}{B/R}{B/R}\nCreature — Spirit Avatar\n"
    "When you cast this spell, return all cards named Demigod of Revenge from your graveyard "
    "to the battlefield.\nFlying, haste\n5/4"
)


def test_when_you_cast_this_spell_triggers_on_the_stack():
    """CR 601.2i, 603.3: the trigger goes on the stack above the spell and resolves first
    — even if the spell is then countered; a permanent with it doesn't trigger later."""
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 10)
    twin = s.hand(0, compile_card(TWIN))[0]
    s.cast(0, twin)
    assert s.stack_names() == ["Desolation Twin", "ability of Desolation Twin"]
    s.resolve()
    [spell] = s.state.stack
    s.game.counter(spell)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Desolation Twin"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Eldrazi Token") == 1


def test_cast_trigger_returns_cards_named_like_it():
    """CR 201.2, 603.3: "return all cards named Demigod of Revenge from your graveyard" as
    the spell is cast — its graveyard twins enter before it resolves."""
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 5)
    s.graveyard(0, compile_card(DEMIGOD), bear())
    s.cast(0, s.hand(0, compile_card(DEMIGOD))[0])
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert len(s.find("Demigod of Revenge", Zone.BATTLEFIELD)) == 1
    s.resolve()
    assert len(s.find("Demigod of Revenge", Zone.BATTLEFIELD)) == 2


KEENING = """Keening Stone {6}
Artifact
{5}, {T}: Target player mills X cards, where X is the number of cards in that player's graveyard.
"""
ABOMINATION = """Graven Abomination {3}
Artifact Creature — Horror
Whenever this creature attacks, exile target card from defending player's graveyard.
3/1"""


def test_cards_in_that_players_graveyard():
    """CR 404.1, 608.2c: X counts the cards in the targeted player's graveyard only."""
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 5)
    stone = s.battlefield(0, compile_card(KEENING.strip()))[0]
    s.graveyard(0, bear(), bear(), bear())
    s.graveyard(1, bear(), bear())
    s.library(1, *[bear(name=f"Card {i}") for i in range(5)])
    s.activate(0, stone, targets=(BOB,))
    s.resolve()
    assert len(s.state.players[1].graveyard) == 4
    assert len(s.state.players[1].library) == 3


def test_target_card_from_defending_players_graveyard():
    """CR 506.2, 115.1: only a card in the defending player's graveyard can be the target
    — with three players, not Carol's, nor your own."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.graveyard(0, bear(name="Mine"))
    s.graveyard(2, bear(name="Carols"))
    s.graveyard(1, bear(name="Bobs"))
    horror = s.battlefield(0, compile_card(ABOMINATION))[0]
    s.attack({horror: BOB})
    s.resolve_stack()
    assert s.zone_names(1, Zone.EXILE) == ["Bobs"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mine"]
    assert s.zone_names(2, Zone.GRAVEYARD) == ["Carols"]


BLADE = """Ancestral Blade {1}{W}
Artifact — Equipment
When this Equipment enters, create a 1/1 white Soldier creature token, then attach this \
Equipment to it.
Equipped creature gets +1/+1.
Equip {1}"""
SAI = """Sai of the Shinobi {1}
Artifact — Equipment
Equipped creature gets +1/+1.
Whenever a creature enters under your control, you may attach this Equipment to it.
Equip {2}"""
PLAINS = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"


def test_attach_to_the_created_token():
    """CR 111.1, 701.3, 608.2c: "create a 1/1 Soldier token, then attach this Equipment to
    it" — "it" is the new token, which becomes a 2/2."""
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.battlefield(0, bear())
    blade = s.hand(0, compile_card(BLADE))[0]
    s.cast(0, blade)
    s.resolve_stack()
    [token] = s.find("Soldier Token", Zone.BATTLEFIELD)
    [blade_now] = s.find("Ancestral Blade", Zone.BATTLEFIELD)
    assert s.obj(blade_now).attached_to == token
    assert s.pt(token) == (2, 2)


def test_attach_to_the_creature_that_entered():
    """CR 603.2, 701.3: "Whenever a creature enters under your control, you may attach this
    Equipment to it" — attached to the entering creature."""
    from mtgc.runtime.agents import ChooseYesNo

    s = Scenario()
    sai = s.battlefield(0, compile_card(SAI))[0]
    s.battlefield(0, compile_card(PLAINS), compile_card(PLAINS))
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, bear(cost="{1}{W}"))[0])
    s.resolve_stack()
    [grizzly] = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert s.obj(sai).attached_to == grizzly
    assert s.pt(grizzly) == (3, 3)


CONFIDANT = """Dark Confidant {1}{B}
Creature — Human Wizard
At the beginning of your upkeep, reveal the top card of your library and put that card into \
your hand. You lose life equal to its mana value.
2/1"""
CRYPT = """Tormod's Crypt {0}
Artifact
{T}, Sacrifice this artifact: Exile target player's graveyard."""


def test_dark_confidant_puts_the_revealed_card_into_hand():
    """CR 701.20a, 400.3, 608.2h: the revealed top card goes to your hand and you lose life
    equal to its mana value."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, compile_card(CONFIDANT))
    s.library(0, bear(name="Ogre", cost="{2}{R}{R}"), bear())
    s.set_step(Step.END, active=1)
    s.advance_to(Step.UPKEEP)
    s.resolve_stack()
    assert s.state.active == 0
    assert s.zone_names(0, Zone.HAND) == ["Ogre"]
    assert s.life(0) == 16


def test_exile_target_players_graveyard():
    """CR 404.1, 406.2: every card in the chosen player's graveyard is exiled; the other
    graveyard is untouched."""
    s = Scenario()
    crypt = s.battlefield(0, compile_card(CRYPT))[0]
    s.graveyard(0, bear(name="Mine"))
    s.graveyard(1, bear(), bear(name="Ogre"))
    s.activate(0, crypt, targets=(BOB,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears", "Ogre"]
    assert s.zone_names(1, Zone.GRAVEYARD) == []
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Mine", "Tormod's Crypt"]


def test_untap_those_creatures_after_a_group_pump():
    """CR 608.2c: "Creatures you control get +1/+1 until end of turn. Untap those
    creatures." — the same creatures are untapped; an opponent's stays tapped."""
    tenacity = compile_card(
        "War Flare {2}{R}{R}\nInstant\n"
        "Creatures you control get +2/+1 until end of turn. Untap those creatures."
    )
    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    a, b = s.battlefield(0, bear(), bear(), tapped=True)
    theirs = s.battlefield(1, bear(), tapped=True)[0]
    s.cast(0, s.hand(0, tenacity)[0])
    s.resolve()
    assert not s.obj(a).tapped and not s.obj(b).tapped
    assert s.obj(theirs).tapped
    assert s.pt(a) == (4, 3) and s.pt(theirs) == (2, 2)


def test_them_are_the_creatures_found_before_they_changed():
    """CR 608.2c: "Tap all untapped creatures. They gain ..." style — "them" are the objects
    the group named as the effect began, even once they no longer fit its description
    (untapped, then tapped)."""
    spell = compile_card(
        "Sleep Test {U}\nInstant\n"
        "Tap all untapped creatures your opponents control. They gain flying until end of turn."
    )
    from mtgc.runtime.state.abilities import Flying

    s = Scenario()
    s.battlefield(0, compile_card(ISLAND))
    theirs = s.battlefield(1, bear())[0]
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.obj(theirs).tapped
    assert s.game.view(theirs).has_keyword(Flying)
    assert not s.game.view(s.find("Island")[0]).has_keyword(Flying)


MANAPLASM = """Manaplasm {2}{G}
Creature — Ooze
Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that \
spell's mana value.
1/1"""


def test_that_spells_mana_value_in_a_cast_trigger():
    """CR 601.2i, 202.3: "that spell" is the spell whose casting triggered the ability; a
    three-mana spell gives +3/+3."""
    s = Scenario()
    plasm = s.battlefield(0, compile_card(MANAPLASM))[0]
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    s.cast(0, s.hand(0, bear(name="Ogre", cost="{2}{R}"))[0])
    assert s.stack_names() == ["Ogre", "ability of Manaplasm"]
    s.resolve()
    assert s.pt(plasm) == (4, 4)


def test_that_creature_is_the_sacrificed_one():
    """CR 701.21a, 608.2h: "Target opponent sacrifices a creature of their choice. You gain
    life equal to that creature's toughness." — its toughness as it last existed."""
    from mtgc.runtime.agents import ChooseObjects

    tribute = compile_card(
        "Tribute to Hunger {2}{B}\nInstant\nTarget opponent sacrifices a creature of their "
        "choice. You gain life equal to that creature's toughness."
    )
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 3)
    small, big = s.battlefield(1, bear(), bear(name="Wall", pt="0/5"))
    s.answer(1, ChooseObjects, (big,))
    s.cast(0, s.hand(0, tribute)[0], targets=(BOB,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Wall"]
    assert s.life(0) == 25


def test_nonsnow_is_a_negated_supertype():
    """CR 205.4a: "target nonsnow creature" — a snow creature can't be targeted."""
    spell = compile_card("Thaw {B}\nInstant\nDestroy target nonsnow creature.")
    s = Scenario()
    s.battlefield(0, compile_card(SWAMP))
    snowy = s.battlefield(1, bear(name="Yeti", types="Snow Creature — Yeti"))[0]
    grizzly = s.battlefield(1, bear())[0]
    card = s.hand(0, spell)[0]
    with pytest.raises(TargetError):
        s.cast(0, card, targets=(snowy,))
    s.cast(0, card, targets=(grizzly,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


PACT = """Grave Pact {1}{B}{B}{B}
Enchantment
Whenever a creature you control dies, each other player sacrifices a creature."""


def test_each_other_player_sacrifices():
    """CR 102.1, 701.21a: "each other player" — both opponents sacrifice, you don't."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(0, compile_card(PACT), compile_card(MOUNTAIN))
    mine, keep = s.battlefield(0, bear(), bear())
    s.battlefield(1, bear())
    s.battlefield(2, bear())
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(mine,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(2, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(keep) is Zone.BATTLEFIELD


ALIN = """Syr Alin, the Lion's Claw {3}{W}{W}
Legendary Creature — Human Knight
First strike
Whenever Syr Alin attacks, other creatures you control get +1/+1 until end of turn.
4/4"""


def test_other_creatures_you_control_are_other_than_this():
    """CR 109.5, 611.2c: "other creatures you control get +1/+1" — not this creature, not an
    opponent's."""
    s = Scenario()
    alin = s.battlefield(0, compile_card(ALIN))[0]
    mine = s.battlefield(0, bear())[0]
    theirs = s.battlefield(1, bear())[0]
    s.attack({alin: BOB})
    s.resolve_stack()
    assert s.pt(mine) == (3, 3)
    assert s.pt(alin) == (4, 4) and s.pt(theirs) == (2, 2)


SENTRY = """Loyal Sentry {W}
Creature — Human Soldier
Defender
When this creature blocks a creature, destroy that creature and this creature.
0/1"""
SPIDER = """Woolly Spider {1}{G}{G}
Creature — Spider
Reach
Whenever this creature blocks a creature with flying, this creature gets +0/+2 until end of \
turn.
2/3"""
TIDAL = """Tidal Wave {2}{U}
Instant
Create a 5/5 blue Wall creature token with defender. Sacrifice it at the beginning of the \
next end step."""


def test_blocks_a_creature_destroys_that_creature():
    """CR 509.3c, 608.2c: "When this creature blocks a creature, destroy that creature and
    this creature" — the blocked attacker and the blocker."""
    s = Scenario()
    attacker, other = s.battlefield(0, bear(), bear())
    sentry = s.battlefield(1, compile_card(SENTRY))[0]
    s.attack({attacker: BOB, other: BOB})
    s.block(1, {sentry: attacker})
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_of(other) is Zone.BATTLEFIELD
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Loyal Sentry"]


def test_blocks_a_creature_with_flying_only():
    """CR 509.3c: the trigger checks the blocked creature's quality — blocking a flyer
    triggers it, blocking a non-flyer doesn't."""
    bird = bear(name="Bird", pt="1/1", text="Flying")
    for attacker_card, toughness in ((bird, 5), (bear(), 3)):
        s = Scenario()
        attacker = s.battlefield(0, attacker_card)[0]
        spider = s.battlefield(1, compile_card(SPIDER))[0]
        s.attack({attacker: BOB})
        s.block(1, {spider: attacker})
        s.resolve_stack()
        assert s.pt(spider) == (2, toughness)


def test_it_is_the_created_token_even_in_a_delayed_trigger():
    """CR 111.1, 603.7c: "Create a 5/5 Wall token. Sacrifice it at the beginning of the next
    end step." — the delayed ability still knows which token "it" is."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, *[compile_card(ISLAND)] * 3)
    s.battlefield(0, bear())
    s.cast(0, s.hand(0, compile_card(TIDAL))[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Wall Token") == 1
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Wall Token") == 0
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD)


LIABILITY = """Liability {1}{B}{B}
Enchantment
Whenever a nontoken permanent is put into a player's graveyard from the battlefield, that \
player loses 1 life."""
ROILING = (
    "Roiling Terrain {2}{R}{R}\nSorcery\nDestroy target land, then Roiling Terrain deals "
    "damage to that land's controller equal to the number of land cards in that player's "
    "graveyard."
)


def test_that_player_is_the_graveyards_owner():
    """CR 400.3, 603.2: the permanent goes to its owner's graveyard; that player loses 1."""
    s = Scenario()
    s.battlefield(0, compile_card(LIABILITY), compile_card(MOUNTAIN))
    theirs = s.battlefield(1, bear())[0]
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(theirs,))
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (20, 19)


def test_that_player_after_that_lands_controller():
    """CR 608.2c, 608.2h: "that player" is the destroyed land's controller; the count
    includes the land just put into their graveyard."""
    s = Scenario()
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 4)
    s.graveyard(0, compile_card(MOUNTAIN))
    s.graveyard(1, compile_card(SWAMP), bear())
    land = s.battlefield(1, compile_card(SWAMP))[0]
    s.cast(0, s.hand(0, compile_card(ROILING))[0], targets=(land,))
    s.resolve()
    assert (s.life(0), s.life(1)) == (20, 18)


ANCESTOR = """Ancestor Dragon {4}{W}{W}
Creature — Dragon
Flying
Whenever one or more creatures you control attack, you gain 1 life for each attacking \
creature.
5/6"""


def test_one_or_more_attack_triggers_once():
    """CR 508.3a, 603.2c: "Whenever one or more creatures you control attack" triggers once
    for the whole declaration, not once per attacker."""
    s = Scenario()
    s.battlefield(0, compile_card(ANCESTOR))
    a, b, c = s.battlefield(0, bear(), bear(), bear())
    s.attack({a: BOB, b: BOB, c: BOB})
    assert s.stack_names() == ["ability of Ancestor Dragon"]
    s.resolve_stack()
    assert s.life(0) == 23


def test_each_of_up_to_two_target_creatures():
    """CR 115.1b: "Put a +1/+1 counter on each of up to two target creatures." — two
    different targets, or fewer."""
    spell = compile_card(
        "Gird for Battle {W}\nSorcery\nPut a +1/+1 counter on each of up to two target "
        "creatures."
    )
    s = Scenario()
    s.battlefield(0, compile_card(PLAINS))
    a, b, c = s.battlefield(0, bear(), bear(), bear())
    card = s.hand(0, spell)[0]
    with pytest.raises(TargetError):
        s.cast(0, card, targets=(a, a))
    s.cast(0, card, targets=(a, c))
    s.resolve()
    assert (s.pt(a), s.pt(b), s.pt(c)) == ((3, 3), (2, 2), (3, 3))


AGENT = """Wingshield Agent {3}{U}
Creature — Human Soldier
Whenever this creature attacks, up to one other target creature gains flying until end of \
turn.
2/3"""


def test_up_to_one_other_target_creature_is_not_this_one():
    """CR 115.1b, 109.5: "up to one other target creature" — not the attacking creature
    itself."""
    from mtgc.runtime.state.abilities import Flying

    s = Scenario()
    agent = s.battlefield(0, compile_card(AGENT))[0]
    s.answer(0, ChooseTargets, (agent,))
    with pytest.raises(TargetError):
        s.attack({agent: BOB})
    t = Scenario()
    agent = t.battlefield(0, compile_card(AGENT))[0]
    other = t.battlefield(0, bear())[0]
    t.attack({agent: BOB})
    t.resolve_stack()
    assert t.game.view(other).has_keyword(Flying)
    assert not t.game.view(agent).has_keyword(Flying)


KROTIQ = """Ambush Krotiq {5}{G}
Creature — Insect
Trample
When this creature enters, return another creature you control to its owner's hand.
5/5"""


def test_return_another_creature_you_control():
    """CR 608.2d, 109.5: you choose another creature you control as it resolves — not this
    one, not an opponent's."""
    s = Scenario()
    s.battlefield(0, *[compile_card(FOREST)] * 6)
    mine = s.battlefield(0, bear())[0]
    s.battlefield(1, bear())
    s.cast(0, s.hand(0, compile_card(KROTIQ))[0])
    s.resolve_stack()
    assert s.zone_of(mine) is None
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.find("Ambush Krotiq", Zone.BATTLEFIELD)
    assert len(s.find("Grizzly Bears", Zone.BATTLEFIELD)) == 1


def test_return_a_creature_card_from_your_graveyard():
    """CR 608.2d, 404.2: "return a creature card from your graveyard to your hand" — a
    creature card, chosen from your own graveyard."""
    from mtgc.runtime.agents import ChooseObjects

    spell = compile_card(
        "Recall {B}\nSorcery\nReturn a creature card from your graveyard to your hand."
    )
    s = Scenario()
    s.battlefield(0, compile_card(SWAMP))
    s.graveyard(0, compile_card(SWAMP), bear(name="Ogre"), bear())
    s.graveyard(1, bear(name="Theirs"))
    s.answer(0, ChooseObjects, lambda d: (d.options[-1],))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Theirs"]


def test_those_creatures_are_the_targets():
    """CR 608.2c, 115.1b: "Tap up to two target creatures. Those creatures don't untap during
    their controller's next untap step." — the targets stay tapped; the other untaps."""
    from mtgc.runtime.scenario import Step

    breath = compile_card(
        "Frost Breath {2}{U}\nInstant\nTap up to two target creatures. Those creatures don't "
        "untap during their controller's next untap step."
    )
    s = Scenario()
    s.battlefield(0, *[compile_card(ISLAND)] * 3)
    a, b = s.battlefield(1, bear(), bear())
    c = s.battlefield(1, bear(), tapped=True)[0]
    s.cast(0, s.hand(0, breath)[0], targets=(a, b))
    s.resolve()
    assert s.obj(a).tapped and s.obj(b).tapped
    s.advance_to(Step.UPKEEP)
    assert s.state.active == 1
    assert s.obj(a).tapped and s.obj(b).tapped and not s.obj(c).tapped


UNDYING = """Stubborn Dead {2}{B}
Creature — Zombie
When this creature dies, return it to the battlefield tapped under its owner's control.
2/2"""
FALSE_DEMISE = """False Demise {2}{U}
Enchantment — Aura
Enchant creature
When enchanted creature dies, return that card to the battlefield under your control."""


def test_dies_return_it_to_the_battlefield():
    """CR 603.6c, 400.7: "When this creature dies, return it to the battlefield tapped" —
    the card in the graveyard comes back as a new, tapped object."""
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN))
    dead = s.battlefield(1, compile_card(UNDYING))[0]
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(dead,))
    s.resolve_stack()
    [back] = s.find("Stubborn Dead", Zone.BATTLEFIELD)
    assert back != dead and s.obj(back).tapped
    assert s.game.view(back).controller == 1
    assert s.zone_names(1, Zone.GRAVEYARD) == []


def test_enchanted_creature_returns_under_your_control():
    """CR 603.10a, 110.2: False Demise looks back at its creature dying and returns that card
    under the Aura controller's control."""
    s = Scenario()
    s.battlefield(0, compile_card(MOUNTAIN), compile_card(ISLAND), compile_card(ISLAND))
    s.battlefield(0, compile_card(ISLAND))
    theirs = s.battlefield(1, bear())[0]
    s.battlefield(0, compile_card(FALSE_DEMISE), attached_to=theirs)
    s.cast(0, s.hand(0, compile_card(SHOCK))[0], targets=(theirs,))
    s.resolve_stack()
    [back] = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert s.game.view(back).controller == 0


KARMA = """Karma {2}{W}{W}
Enchantment
At the beginning of each player's upkeep, this enchantment deals damage to that player equal \
to the number of Swamps they control."""


def test_they_is_the_player_whose_upkeep_it_is():
    """CR 608.2c, 102.1: "that player ... Swamps they control" — the active player's
    Swamps, not yours."""
    from mtgc.runtime.scenario import Step

    s = Scenario()
    s.battlefield(0, compile_card(KARMA), compile_card(SWAMP))
    s.battlefield(1, compile_card(SWAMP), compile_card(SWAMP))
    s.advance_to(Step.UPKEEP)  # Bob's turn
    s.resolve_stack()
    assert s.state.active == 1
    assert (s.life(0), s.life(1)) == (20, 18)


def test_they_after_target_player():
    """CR 608.2c: "Target player loses 1 life for each tapped artifact they control."""
    spell = compile_card(
        "Burden of Greed {3}{B}\nInstant\n"
        "Target player loses 1 life for each tapped artifact they control."
    )
    s = Scenario()
    s.battlefield(0, *[compile_card(SWAMP)] * 4)
    s.battlefield(0, compile_card(ROCK), tapped=True)
    s.battlefield(1, compile_card(ROCK), compile_card(ROCK), tapped=True)
    s.battlefield(1, compile_card(ROCK))
    s.cast(0, s.hand(0, spell)[0], targets=(BOB,))
    s.resolve()
    assert (s.life(0), s.life(1)) == (20, 18)


def test_shuffle_your_graveyards_creature_cards_into_your_library():
    """CR 701.24, 404.2: creature cards from your graveyard go into your library (their
    owner's), which is shuffled; other cards and other graveyards stay."""
    spell = compile_card(
        "Renewal {G}\nSorcery\nShuffle all creature cards from your graveyard into your library."
    )
    s = Scenario()
    s.battlefield(0, compile_card(FOREST))
    s.graveyard(0, bear(), bear(name="Ogre"), compile_card(SWAMP))
    s.graveyard(1, bear(name="Theirs"))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Renewal", "Swamp"]
    assert s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears", "Ogre"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Theirs"]


def test_put_a_card_from_your_hand_on_the_bottom_of_your_library():
    """CR 401.1, 608.2d: you choose a card in your hand as it resolves and it goes to the
    bottom of your library."""
    from mtgc.runtime.agents import ChooseObjects

    spell = compile_card(
        "Amass the Components {3}{U}\nSorcery\nDraw three cards, then put a card from your hand "
        "on the bottom of your library."
    )
    s = Scenario()
    s.battlefield(0, *[compile_card(ISLAND)] * 4)
    s.library(0, bear(name="A"), bear(name="B"), bear(name="C"), bear(name="D"))
    s.answer(0, ChooseObjects, lambda d: (d.options[1],))
    s.cast(0, s.hand(0, spell)[0])
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["A", "C"]
    library = s.state.players[0].library
    assert [s.game.view(i).name for i in library] == ["D", "B"]  # top first: B at the bottom
