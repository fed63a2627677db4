"""Replacement effects lowered from their Oracle text onto the one replacement pipeline
(CR 614-616): token creation doubled (CR 111.1, 614.1a), life gain replaced by nothing or by
life loss (CR 119.10, 614.1a, 616.2), damage replaced by counters (CR 122.6), dying replaced
by going to the library (CR 700.4, 401.4), and graveyards replaced by exile (CR 614.1a)."""

from __future__ import annotations

import mtgc
from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

ALICE, BOB = PlayerRef(0), PlayerRef(1)


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


PLAINS = one("Plains\nBasic Land — Plains\n({T}: Add {W}.)\n")
MOUNTAIN = one("Mountain\nBasic Land — Mountain\n({T}: Add {R}.)\n")
SWAMP = one("Swamp\nBasic Land — Swamp\n({T}: Add {B}.)\n")
BEARS = one("Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n")
RAISE_THE_ALARM = one("Raise the Alarm {1}{W}\nInstant\n"
                      "Create two 1/1 white Soldier creature tokens.\n")
HEALING_SALVE = one("Healing Salve {W}\nInstant\nTarget player gains 3 life.\n")
SHOCK = one("Shock {R}\nInstant\nShock deals 2 damage to any target.\n")
MURDER = one("Murder {1}{B}{B}\nInstant\nDestroy target creature.\n")
MIND_ROT = one("Mind Rot {2}{B}\nSorcery\nTarget player discards two cards.\n")
PRIMAL_VIGOR = one(
    "Primal Vigor {4}{G}\nEnchantment\n"
    "If one or more tokens would be created, twice that many of those tokens are created "
    "instead.\nIf one or more +1/+1 counters would be put on a creature, twice that many "
    "+1/+1 counters are put on that creature instead.\n")
ADRIX = one(
    "Adrix and Nev, Twincasters {2}{G}{U}\nLegendary Creature — Merfolk Wizard\nWard {2}\n"
    "If one or more tokens would be created under your control, twice that many of those "
    "tokens are created instead.\n2/2\n")
SULFURIC_VORTEX = one("""Sulfuric Vortex {1}{R}{R}
Enchantment
At the beginning of each player's upkeep, this enchantment deals 2 damage to that player.
If a player would gain life, that player gains no life instead.
""")
TAINTED_REMEDY = one("""Tainted Remedy {2}{B}
Enchantment
If an opponent would gain life, that player loses that much life instead.
""")
PHYTOHYDRA = one("""Phytohydra {2}{G}{W}{W}
Creature — Plant Hydra
If damage would be dealt to this creature, put that many +1/+1 counters on it instead.
1/1
""")
LICHENTHROPE = one("""Lichenthrope {3}{G}{G}
Creature — Plant Fungus
If damage would be dealt to this creature, put that many -1/-1 counters on it instead.
At the beginning of your upkeep, remove a -1/-1 counter from this creature.
5/5
""")
HARDENED_SCALES = one(
    "Hardened Scales {G}\nEnchantment\n"
    "If one or more +1/+1 counters would be put on a creature you control, that many plus "
    "one +1/+1 counters are put on it instead.\n")
GRAVEBANE_ZOMBIE = one("""Gravebane Zombie {3}{B}
Creature — Zombie
If this creature would die, put it on top of its owner's library instead.
3/2
""")
NISSAS_CHOSEN = one("""Nissa's Chosen {G}{G}
Creature — Elf Warrior
If this creature would die, put it on the bottom of its owner's library instead.
2/3
""")
SAMURAI = one("""Samurai of the Pale Curtain {W}{W}
Creature — Fox Samurai
Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)
If a permanent would be put into a graveyard, exile it instead.
2/2
""")  # fmt: skip
DRYAD_MILITANT = one("""Dryad Militant {G/W}
Creature — Dryad Soldier
If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.
2/1
""")


def _cast(s: Scenario, p: int, card, lands, targets=()):
    s.battlefield(p, *lands)
    if s.state.active != p:
        s.set_step(s.state.step, active=p)
    spell = s.hand(p, card)[0]
    s.cast(p, spell, targets=targets)
    s.resolve()
    return spell


def test_primal_vigor_doubles_every_players_tokens():
    """CR 111.1, 614.1a: Primal Vigor's "twice that many" applies to tokens created under
    any player's control: Bob's Raise the Alarm creates four Soldiers."""
    s = Scenario()
    s.battlefield(0, PRIMAL_VIGOR)
    _cast(s, 1, RAISE_THE_ALARM, (PLAINS, PLAINS))
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Soldier Token") == 4


def test_adrix_and_nev_double_only_their_controllers_tokens():
    """CR 614.1a: "under your control" — Alice's Raise the Alarm makes four Soldiers, Bob's
    makes two."""
    s = Scenario()
    s.battlefield(0, ADRIX)
    _cast(s, 0, RAISE_THE_ALARM, (PLAINS, PLAINS))
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Soldier Token") == 4
    _cast(s, 1, RAISE_THE_ALARM, (PLAINS, PLAINS))
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Soldier Token") == 2


def test_two_doublers_apply_once_each():
    """CR 614.5, 616.1: Primal Vigor and Adrix and Nev each apply once to the event: two
    tokens become eight."""
    s = Scenario()
    s.battlefield(0, PRIMAL_VIGOR, ADRIX)
    _cast(s, 0, RAISE_THE_ALARM, (PLAINS, PLAINS))
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Soldier Token") == 8


def test_sulfuric_vortex_no_one_gains_life():
    """CR 119.10, 614.1a: "that player gains no life instead" — Healing Salve gains nothing."""
    s = Scenario()
    s.battlefield(1, SULFURIC_VORTEX)
    _cast(s, 0, HEALING_SALVE, (PLAINS,), targets=(ALICE,))
    assert s.life(0) == 20
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Healing Salve"]


def test_tainted_remedy_turns_an_opponents_gain_into_loss():
    """CR 119.3, 614.1a: Bob (Alice's opponent) would gain 3 life and loses 3 instead;
    Alice's own gain is untouched."""
    s = Scenario()
    s.battlefield(0, TAINTED_REMEDY)
    _cast(s, 0, HEALING_SALVE, (PLAINS,), targets=(BOB,))
    assert s.life(1) == 17
    _cast(s, 0, HEALING_SALVE, (PLAINS,), targets=(ALICE,))
    assert s.life(0) == 23


def test_phytohydra_gets_counters_instead_of_damage():
    """CR 120.3, 122.6, 614.1a: Shock's 2 damage becomes two +1/+1 counters: no damage is
    marked and Phytohydra is a 3/3."""
    s = Scenario()
    hydra = s.battlefield(1, PHYTOHYDRA)[0]
    _cast(s, 0, SHOCK, (MOUNTAIN,), targets=(hydra,))
    assert s.obj(hydra).counters == {"+1/+1": 2} and s.obj(hydra).damage == 0
    assert s.pt(hydra) == (3, 3)


def test_phytohydra_and_hardened_scales_chain():
    """CR 616.2: the counters that replace the damage are an event Hardened Scales modifies:
    Shock's 2 damage becomes three +1/+1 counters."""
    s = Scenario()
    hydra = s.battlefield(1, PHYTOHYDRA, HARDENED_SCALES)[0]
    _cast(s, 0, SHOCK, (MOUNTAIN,), targets=(hydra,))
    assert s.obj(hydra).counters == {"+1/+1": 3}


def test_lichenthrope_gets_minus_counters_instead_of_damage():
    """CR 122.6, 614.1a: 2 damage becomes two -1/-1 counters: a 3/3 with no damage marked."""
    s = Scenario()
    lich = s.battlefield(1, LICHENTHROPE)[0]
    _cast(s, 0, SHOCK, (MOUNTAIN,), targets=(lich,))
    assert s.obj(lich).counters == {"-1/-1": 2} and s.obj(lich).damage == 0
    assert s.pt(lich) == (3, 3)


def test_gravebane_zombie_goes_on_top_of_its_library():
    """CR 700.4, 401.4, 614.1a: destroyed, Gravebane Zombie is put on top of its owner's
    library instead of into the graveyard."""
    s = Scenario()
    s.library(1, BEARS)
    zombie = s.battlefield(1, GRAVEBANE_ZOMBIE)[0]
    _cast(s, 0, MURDER, (SWAMP, SWAMP, SWAMP), targets=(zombie,))
    lib = s.game.state.zone_list(Zone.LIBRARY, 1)
    assert [s.obj(i).name for i in lib] == ["Gravebane Zombie", "Grizzly Bears"]
    assert s.zone_names(1, Zone.GRAVEYARD) == []


def test_nissas_chosen_goes_to_the_bottom_of_its_library():
    """CR 700.4, 401.4, 614.1a: "on the bottom of its owner's library instead"."""
    s = Scenario()
    s.library(1, BEARS)
    chosen = s.battlefield(1, NISSAS_CHOSEN)[0]
    _cast(s, 0, MURDER, (SWAMP, SWAMP, SWAMP), targets=(chosen,))
    lib = s.game.state.zone_list(Zone.LIBRARY, 1)
    assert [s.obj(i).name for i in lib] == ["Grizzly Bears", "Nissa's Chosen"]


def test_samurai_exiles_permanents_but_not_other_cards():
    """CR 110.1, 614.1a: a destroyed creature (a permanent) is exiled; the Murder spell
    (not a permanent) goes to the graveyard."""
    s = Scenario()
    s.battlefield(0, SAMURAI)
    bears = s.battlefield(1, BEARS)[0]
    _cast(s, 0, MURDER, (SWAMP, SWAMP, SWAMP), targets=(bears,))
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Murder"]


def test_dryad_militant_exiles_instants_and_sorceries_only():
    """CR 614.1a: a resolved Mind Rot (a sorcery card) is exiled; the two creature cards it
    makes Bob discard go to his graveyard."""
    s = Scenario()
    s.battlefield(0, DRYAD_MILITANT)
    s.hand(1, BEARS, BEARS)
    _cast(s, 0, MIND_ROT, (SWAMP, SWAMP, SWAMP), targets=(BOB,))
    assert s.zone_names(0, Zone.EXILE) == ["Mind Rot"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears"]


DIVINE_VISITATION = one(
    "Divine Visitation {3}{W}{W}\nEnchantment\n"
    "If one or more creature tokens would be created under your control, that many 4/4 "
    "white Angel creature tokens with flying and vigilance are created instead.\n")
TREASURE_SPELL = one("Treasure Test {R}\nSorcery\nCreate a Treasure token.\n")


def test_divine_visitation_makes_angels_instead():
    """CR 111.1, 111.4, 614.1a: Alice's two Soldier tokens are created as two 4/4 white
    Angels with flying and vigilance instead; Bob's Soldiers aren't affected."""
    s = Scenario()
    s.battlefield(0, DIVINE_VISITATION)
    _cast(s, 0, RAISE_THE_ALARM, (PLAINS, PLAINS))
    angels = s.find("Angel Token", Zone.BATTLEFIELD, player=0)
    assert len(angels) == 2 and s.find("Soldier Token", Zone.BATTLEFIELD) == []
    assert s.pt(angels[0]) == (4, 4)
    _cast(s, 1, RAISE_THE_ALARM, (PLAINS, PLAINS))
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Soldier Token") == 2


def test_divine_visitation_leaves_noncreature_tokens_alone():
    """CR 614.1a: "creature tokens" — a Treasure token is created as itself."""
    s = Scenario()
    s.battlefield(0, DIVINE_VISITATION)
    _cast(s, 0, TREASURE_SPELL, (MOUNTAIN,))
    assert "Treasure Token" in s.zone_names(0, Zone.BATTLEFIELD)
    assert s.find("Angel Token", Zone.BATTLEFIELD) == []


OBSTINATE_FAMILIAR = one("Obstinate Familiar {R}\nCreature — Lizard\n"
                         "If you would draw a card, you may skip that draw instead.\n1/1\n")
POSSESSED_PORTAL = one(
    "Possessed Portal {8}\nArtifact\n"
    "If a player would draw a card, that player skips that draw instead.\n"
    "At the beginning of each end step, each player sacrifices a permanent of their choice "
    "unless they discard a card.\n")
DIVINATION = one("Divination {2}{U}\nSorcery\nDraw two cards.\n")
ISLAND = one("Island\nBasic Land — Island\n({T}: Add {U}.)\n")


def test_possessed_portal_skips_every_draw():
    """CR 614.1b, 614.10: each of Bob's two draws is skipped; his hand stays empty."""
    s = Scenario()
    s.battlefield(0, POSSESSED_PORTAL)
    s.library(1, BEARS, BEARS, BEARS)
    _cast(s, 1, DIVINATION, (ISLAND, ISLAND, ISLAND))
    assert s.zone_names(1, Zone.HAND) == []
    assert len(s.game.state.zone_list(Zone.LIBRARY, 1)) == 3


def test_obstinate_familiar_the_player_chooses_per_draw():
    """CR 609.3, 614.1b: "you may skip that draw" — Alice skips the first of Divination's
    draws and takes the second."""
    s = Scenario()
    s.battlefield(0, OBSTINATE_FAMILIAR)
    s.library(0, BEARS, BEARS, BEARS)
    s.answer(0, ChooseYesNo, True, about="skip that draw")
    s.answer(0, ChooseYesNo, False, about="skip that draw")
    _cast(s, 0, DIVINATION, (ISLAND, ISLAND, ISLAND))
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


CRUMBLING_SANCTUARY = one(
    "Crumbling Sanctuary {5}\nArtifact\n"
    "If damage would be dealt to a player, that player exiles that many cards from the top "
    "of their library instead.\n")
LIFELINK_SHOCK = one("Vampire Test {R}\nCreature — Vampire\nLifelink\n"
                     "{T}: This creature deals 2 damage to any target.\n1/1\n")


def test_crumbling_sanctuary_exiles_cards_instead_of_damage():
    """CR 614.1a, 120.3a: Shock's 2 damage to Bob exiles the top two cards of his library;
    he loses no life."""
    s = Scenario()
    s.battlefield(0, CRUMBLING_SANCTUARY)
    s.library(1, BEARS, SHOCK, MURDER)
    _cast(s, 0, SHOCK, (MOUNTAIN,), targets=(BOB,))
    assert s.life(1) == 20
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears", "Shock"]
    assert len(s.game.state.zone_list(Zone.LIBRARY, 1)) == 1


def test_damage_replaced_by_crumbling_sanctuary_gains_no_lifelink():
    """CR 702.15b: lifelink gains life for damage dealt; the replaced damage isn't dealt."""
    s = Scenario()
    s.battlefield(1, CRUMBLING_SANCTUARY)
    s.library(1, BEARS, BEARS)
    vampire = s.battlefield(0, LIFELINK_SHOCK)[0]
    s.activate(0, vampire, targets=(BOB,))
    s.resolve()
    assert (s.life(0), s.life(1)) == (20, 20)
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears", "Grizzly Bears"]


#: the back face of Baithook Angler (a disturb card), as the corpus gives it
HOOK_HAUNT_DRIFTER = one(
    "Hook-Haunt Drifter\nCreature — Spirit\nFlying\n"
    "If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead.\n"
    "1/2\n")


def test_a_from_anywhere_self_replacement_on_the_battlefield():
    """CR 614.1a: destroyed, Hook-Haunt Drifter is exiled instead; another creature
    destroyed the same way isn't (the effect is its own)."""
    s = Scenario()
    drifter, bears = s.battlefield(1, HOOK_HAUNT_DRIFTER, BEARS)
    _cast(s, 0, MURDER, (SWAMP, SWAMP, SWAMP), targets=(drifter,))
    assert s.zone_names(1, Zone.EXILE) == ["Hook-Haunt Drifter"]
    _cast(s, 0, MURDER, (SWAMP, SWAMP, SWAMP), targets=(bears,))
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_a_from_anywhere_self_replacement_in_the_hand():
    """CR 113.6b: "from anywhere" — the ability functions in the hand too: discarded by
    Mind Rot, Hook-Haunt Drifter is exiled; the other discarded card isn't."""
    s = Scenario()
    s.hand(1, HOOK_HAUNT_DRIFTER, BEARS)
    _cast(s, 0, MIND_ROT, (SWAMP, SWAMP, SWAMP), targets=(BOB,))
    assert s.zone_names(1, Zone.EXILE) == ["Hook-Haunt Drifter"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


AUTHORITY = one("Authority of the Consuls {W}\nEnchantment\n"
                "Creatures your opponents control enter tapped.\n"
                "Whenever a creature an opponent controls enters, you gain 1 life.\n")
ROOT_MAZE = one("Root Maze {G}\nEnchantment\nArtifacts and lands enter tapped.\n")
FOREST = one("Forest\nBasic Land — Forest\n({T}: Add {G}.)\n")


def test_authority_of_the_consuls_taps_only_opponents_creatures():
    """CR 614.1c, 614.12: Bob's Grizzly Bears enters tapped (under his control, an opponent
    of Authority's controller); Alice's own enters untapped."""
    s = Scenario()
    s.battlefield(0, AUTHORITY)
    (his,) = s.battlefield(1, BEARS, enter=True)
    (mine,) = s.battlefield(0, BEARS, enter=True)
    assert s.obj(his).tapped and not s.obj(mine).tapped


def test_root_maze_taps_lands_but_not_creatures():
    """CR 305.1, 614.1c: a land played enters tapped; a creature doesn't."""
    s = Scenario()
    s.battlefield(1, ROOT_MAZE)
    land = s.hand(0, FOREST)[0]
    s.play_land(0, land)
    (forest,) = s.find("Forest", Zone.BATTLEFIELD)
    (bears,) = s.battlefield(0, BEARS, enter=True)
    assert s.obj(forest).tapped and not s.obj(bears).tapped
