"""Results of earlier instructions, "this way" (CR 608.2c, 608.2h): the runtime remembers
what an earlier step of the resolving spell did — real cards compiled from their text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.cards_basic import creature, grizzly_bears, island
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

DISSIPATE = compile_card(
    "Counter target spell. If that spell is countered this way, exile it instead of putting "
    "it into its owner's graveyard.", "Instant", "{0}", name="Dissipate")  # fmt: skip
MEMORY_LAPSE = compile_card(
    "Counter target spell. If that spell is countered this way, put it on top of its owner's "
    "library instead of into that player's graveyard.", "Instant", "{0}",
    name="Memory Lapse")  # fmt: skip
REMAND_LIKE = compile_card(  # Lapse of Certainty's cousin: Unsubstantiate-style hand
    "Counter target spell. If that spell is countered this way, put it into its owner's hand "
    "instead of into that player's graveyard.", "Instant", "{0}", name="Remove Soul Test")
HINDER_LIKE = compile_card(
    "Counter target spell unless its controller pays {4}. If that spell is countered this "
    "way, exile it instead of putting it into its owner's graveyard.", "Instant", "{0}",
    name="Ertai's Meddling Test")  # fmt: skip
FUMIGATE = compile_card(
    "Destroy all creatures. You gain 1 life for each creature destroyed this way.",
    "Sorcery", "{0}", name="Fumigate")  # fmt: skip
NOXIOUS_GEARHULK = compile_card(
    "Menace\nWhen this creature enters, you may destroy another target creature. If a "
    "creature is destroyed this way, you gain life equal to its toughness.",
    "Artifact Creature — Construct", "{0}", ("5", "4"), name="Noxious Gearhulk")  # fmt: skip
BANE_OF_PROGRESS = compile_card(
    "When this creature enters, destroy all artifacts and enchantments. Put a +1/+1 counter on "
    "this creature for each permanent destroyed this way.", "Creature — Elemental", "{0}",
    ("2", "2"), name="Bane of Progress")  # fmt: skip
DRAW = compile_card("Draw a card.", "Sorcery", "{0}", name="Divination Test")
DARKSTEEL_MYR = compile_card("Indestructible", "Artifact Creature — Myr", "{3}", ("0", "1"),
                             name="Darksteel Myr")  # fmt: skip
ORNITHOPTER = compile_card("Flying", "Artifact Creature — Thopter", "{0}", ("0", "2"),
                           name="Ornithopter")  # fmt: skip
ANTHEM = compile_card("Creatures you control get +1/+1.", "Enchantment", "{2}{W}",
                      name="Glorious Anthem")  # fmt: skip


def _countered_by(spell) -> Scenario:
    s = Scenario()
    s.library(0, grizzly_bears())
    draw = s.cast(0, s.hand(0, DRAW)[0])
    s.cast(0, s.hand(0, spell)[0], targets=(draw.id,))
    s.resolve()
    return s


def test_dissipate_exiles_the_countered_spell():
    """CR 701.6a, 608.2c: "If that spell is countered this way, exile it instead of putting
    it into its owner's graveyard" — the countered card goes to exile, not the graveyard."""
    s = _countered_by(DISSIPATE)
    assert s.zone_names(0, Zone.EXILE) == ["Divination Test"]
    assert "Divination Test" not in s.zone_names(0, Zone.GRAVEYARD)
    assert s.stack_names() == []


def test_memory_lapse_puts_it_on_top_of_the_library():
    """CR 701.6a: "put it on top of its owner's library instead of into that player's
    graveyard" — the countered card is the library's top card, and the draw never happens."""
    s = _countered_by(MEMORY_LAPSE)
    assert s.zone_names(0, Zone.LIBRARY) == ["Divination Test", "Grizzly Bears"]
    assert s.zone_names(0, Zone.HAND) == []


def test_countered_card_returns_to_hand():
    """CR 701.6a: "put it into its owner's hand instead" — the card is back in hand."""
    s = _countered_by(REMAND_LIKE)
    assert s.zone_names(0, Zone.HAND) == ["Divination Test"]


def test_unless_paid_the_spell_is_not_countered_so_not_exiled():
    """CR 118.12, 608.2c: "Counter target spell unless its controller pays {4}. If that spell
    is countered this way, exile it ..." — unpaid, it is countered and exiled; paid, it
    resolves (nothing was countered this way)."""
    s = _countered_by(HINDER_LIKE)  # no mana to pay: countered
    assert s.zone_names(0, Zone.EXILE) == ["Divination Test"]
    s = Scenario()
    s.battlefield(0, *[island() for _ in range(4)])
    s.library(0, grizzly_bears())
    draw = s.cast(0, s.hand(0, DRAW)[0])
    s.cast(0, s.hand(0, HINDER_LIKE)[0], targets=(draw.id,))
    s.answer(0, ChooseYesNo, True)
    s.resolve_stack()
    assert s.zone_names(0, Zone.EXILE) == []
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]


def test_fumigate_counts_the_creatures_it_destroyed():
    """CR 608.2c, 608.2h: "You gain 1 life for each creature destroyed this way" — three
    creatures die, one is indestructible and isn't destroyed (CR 702.12b): 3 life."""
    s = Scenario()
    s.battlefield(0, grizzly_bears(), grizzly_bears())
    s.battlefield(1, grizzly_bears())
    s.battlefield(1, DARKSTEEL_MYR)
    s.cast(0, s.hand(0, FUMIGATE)[0])
    s.resolve()
    assert s.life(0) == 23
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Darksteel Myr"]


def test_gearhulk_gains_life_only_if_it_destroyed():
    """CR 608.2c, 608.2h: "If a creature is destroyed this way, you gain life equal to its
    toughness" — the destroyed creature's toughness as it last existed; an indestructible
    target isn't destroyed, so no life."""
    for target, life in ((creature("Hill Giant", "{3}{R}", 3, 3), 23), (DARKSTEEL_MYR, 20)):
        s = Scenario()
        victim = s.battlefield(1, target)[0]
        s.answer(0, ChooseYesNo, True)
        s.battlefield(0, NOXIOUS_GEARHULK, enter=True)
        s.resolve_stack()
        assert s.life(0) == life, s.log()
        assert (s.zone_of(victim) is None) == (life == 23)


def test_bane_of_progress_counts_permanents_destroyed():
    """CR 608.2c: "for each permanent destroyed this way" — two artifacts and an enchantment
    destroyed: three +1/+1 counters."""
    s = Scenario()
    s.battlefield(1, ORNITHOPTER, ORNITHOPTER, ANTHEM, grizzly_bears())
    bane = s.battlefield(0, BANE_OF_PROGRESS, enter=True)[0]
    s.resolve_stack()
    assert s.obj(bane).counters == {"+1/+1": 3}
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


GERRARDS_VERDICT = compile_card(
    "Target player discards two cards. You gain 3 life for each land card discarded this way.",
    "Sorcery", "{0}", name="Gerrard's Verdict")  # fmt: skip
NECROMANCERS_COVENANT = compile_card(
    "When this enchantment enters, exile all creature cards from target player's graveyard, "
    "then create a 2/2 black Zombie creature token for each card exiled this way.\nZombies you "
    "control have lifelink.", "Enchantment", "{0}", name="Necromancer's Covenant")  # fmt: skip
TERASTODON = compile_card(
    "When this creature enters, you may destroy up to three target noncreature permanents. For "
    "each permanent put into a graveyard this way, its controller creates a 3/3 green Elephant "
    "creature token.", "Creature — Elephant", "{0}", ("9", "9"), name="Terastodon")  # fmt: skip
TUKTUK_SCRAPPER = compile_card(
    "Whenever this creature or another Ally you control enters, you may destroy target "
    "artifact. If that artifact is put into a graveyard this way, this creature deals damage to "
    "that artifact's controller equal to the number of Allies you control.",
    "Creature — Goblin Artificer Ally", "{0}", ("2", "2"), name="Tuktuk Scrapper")  # fmt: skip
SYPHON_FLESH = compile_card(
    "Each other player sacrifices a creature. You create a 2/2 black Zombie creature token for "
    "each creature sacrificed this way.", "Sorcery", "{0}", name="Syphon Flesh")  # fmt: skip
DARKSTEEL_RELIC = compile_card("Indestructible", "Artifact", "{0}", name="Darksteel Relic")


def test_gerrards_verdict_counts_land_cards_discarded():
    """CR 608.2c, 701.9: "You gain 3 life for each land card discarded this way" — of the two
    cards discarded, one is a land: 3 life."""
    s = Scenario()
    s.hand(1, island(), grizzly_bears())
    s.cast(0, s.hand(0, GERRARDS_VERDICT)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert sorted(s.zone_names(1, Zone.GRAVEYARD)) == ["Grizzly Bears", "Island"]
    assert s.life(0) == 23


def test_necromancers_covenant_makes_a_zombie_per_card_exiled():
    """CR 608.2c, 406.3: "exile all creature cards from target player's graveyard, then
    create a 2/2 Zombie for each card exiled this way" — two creature cards exiled (the land
    stays): two Zombies."""
    s = Scenario()
    s.graveyard(1, grizzly_bears(), grizzly_bears(), island())
    s.answer(0, ChooseTargets, (PlayerRef(1),))
    s.battlefield(0, NECROMANCERS_COVENANT, enter=True)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Island"]
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Zombie Token") == 2


def test_terastodon_elephants_go_to_each_destroyed_permanents_controller():
    """CR 608.2c, 608.2h: "For each permanent put into a graveyard this way, its controller
    creates a 3/3 Elephant" — two lands destroyed, one indestructible artifact isn't: the
    lands' controller gets two Elephants, the artifact's none."""
    s = Scenario()
    lands = s.battlefield(1, island(), island())
    relic = s.battlefield(0, DARKSTEEL_RELIC)[0]
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (*lands, relic))
    s.battlefield(0, TERASTODON, enter=True)
    s.resolve_stack()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Elephant Token", "Elephant Token"]
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Darksteel Relic", "Terastodon"]


def test_tuktuk_scrapper_deals_damage_only_if_the_artifact_went_to_a_graveyard():
    """CR 608.2c: "If that artifact is put into a graveyard this way, this creature deals
    damage to that artifact's controller" — an indestructible artifact stays: no damage."""
    for artifact, life in ((ORNITHOPTER, 19), (DARKSTEEL_RELIC, 20)):
        s = Scenario()
        s.battlefield(1, artifact)
        s.answer(0, ChooseYesNo, True)
        s.battlefield(0, TUKTUK_SCRAPPER, enter=True)
        s.resolve_stack()
        assert s.life(1) == life


def test_syphon_flesh_counts_creatures_sacrificed():
    """CR 608.2c, 701.21: "each creature sacrificed this way" — each other player sacrifices
    one: with two opponents who each have a creature, two Zombies; with none, no Zombie."""
    s = Scenario(players=("Alice", "Bob", "Carol"))
    s.battlefield(1, grizzly_bears())
    s.battlefield(2, grizzly_bears())
    s.cast(0, s.hand(0, SYPHON_FLESH)[0])
    s.resolve()
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Zombie Token", "Zombie Token"]


HELLION_ERUPTION = compile_card(
    "Sacrifice all creatures you control, then create that many 4/4 red Hellion creature "
    "tokens.", "Sorcery", "{0}", name="Hellion Eruption")  # fmt: skip
PSYCHIC_SPIRAL = compile_card(
    "Shuffle all cards from your graveyard into your library. Target player mills that many "
    "cards.", "Instant", "{0}", name="Psychic Spiral")  # fmt: skip


def test_that_many_tokens_for_the_creatures_sacrificed():
    """CR 608.2c, 701.21a: two creatures sacrificed — two 4/4 Hellions; Bob's creature
    stays and counts for nothing."""
    s = Scenario()
    s.battlefield(0, grizzly_bears(), creature("Ogre", "{2}{R}", 3, 3))
    s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, HELLION_ERUPTION)[0])
    s.resolve()
    hellions = s.find("Hellion Token", Zone.BATTLEFIELD, 0)
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Hellion Token", "Hellion Token"]
    assert [s.pt(i) for i in hellions] == [(4, 4), (4, 4)]
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Hellion Eruption", "Ogre"]
    assert len(s.find("Grizzly Bears", Zone.BATTLEFIELD, 1)) == 1


def test_that_many_cards_milled_for_the_cards_shuffled_away():
    """CR 608.2c, 701.17a: three cards shuffled from Alice's graveyard — Bob mills three."""
    s = Scenario()
    s.graveyard(0, island(), island(), grizzly_bears())
    s.library(1, *[island()] * 5)
    s.cast(0, s.hand(0, PSYCHIC_SPIRAL)[0], targets=(PlayerRef(1),))
    s.resolve()
    assert len(s.state.players[0].library) == 3
    assert len(s.zone_names(1, Zone.GRAVEYARD)) == 3
    assert len(s.state.players[1].library) == 2
