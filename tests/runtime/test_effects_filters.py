"""Object qualities in filters (CR 109.2: "with flying", "with power 2 or less", "with mana
value X", "with a +1/+1 counter on it") and "where X is" amounts (CR 107.3), compiled from
card text and played out."""

import pytest
from effects_compile import compile_card, status_of

from mtgc.runtime.agents import ChooseObjects, ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.objects import PlayerRef

BIRD = compile_card("Flying", "Creature — Bird", "{1}{U}", ("1", "1"), name="Bird")
GIANT = compile_card("", "Creature — Giant", "{4}{R}", ("5", "5"), name="Giant")


def test_with_flying_limits_targets():
    """CR 115.1, 702.9: "Destroy target creature with flying." can't target a creature
    without flying; a flier is destroyed."""
    s = Scenario()
    s.battlefield(0, swamp())
    bird, bear = s.battlefield(1, BIRD, grizzly_bears())
    spell = s.hand(0, compile_card("Destroy target creature with flying.", cost="{B}"))[0]
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(bear,))
    s.cast(0, spell, targets=(bird,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Bird"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_without_flying_in_a_mass_effect():
    """CR 109.2: "Each creature without flying gets -2/-2" spares fliers (704.5f kills the
    2/2)."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.battlefield(1, BIRD, grizzly_bears())
    spell = s.hand(0, compile_card(
        "Each creature without flying gets -2/-2 until end of turn.", cost="{B}"))[0]
    s.cast(0, spell)
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Bird"]


def test_power_comparison():
    """CR 208: "target creature with power 4 or greater" — a 2/2 is illegal, a 5/5 legal."""
    s = Scenario()
    s.battlefield(0, plains())
    bear, giant = s.battlefield(1, grizzly_bears(), GIANT)
    spell = s.hand(0, compile_card("Exile target creature with power 4 or greater.",
                                   cost="{W}"))[0]  # fmt: skip
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(bear,))
    s.cast(0, spell, targets=(giant,))
    s.resolve()
    assert s.zone_names(1, Zone.EXILE) == ["Giant"]


def test_mana_value_x_of_a_spell():
    """CR 202.3, 107.3: "Counter target spell with mana value X." — X announced on casting
    (601.2b) must equal the target's mana value."""
    s = Scenario()
    s.battlefield(0, island(), island(), island())
    s.battlefield(1, forest(), forest())
    s.set_step(s.state.step, active=1)
    bear_card = s.hand(1, grizzly_bears())[0]
    s.cast(1, bear_card)
    s.pass_priority(1)
    blast = s.hand(0, compile_card("Counter target spell with mana value X.",
                                   cost="{X}{U}"))[0]  # fmt: skip
    spell_id = s.state.stack[-1]
    with pytest.raises(TargetError):
        s.cast(0, blast, targets=(spell_id,), x=1)
    s.cast(0, blast, targets=(spell_id,), x=2)
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_with_a_counter_on_it():
    """CR 122: "target creature with a +1/+1 counter on it"."""
    s = Scenario()
    s.battlefield(0, swamp())
    plain, marked = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.battlefield(1, GIANT, counters={"+1/+1": 1})
    marked = s.find("Giant")[0]
    spell = s.hand(0, compile_card("Destroy target creature with a +1/+1 counter on it.",
                                   cost="{B}"))[0]  # fmt: skip
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(plain,))
    s.cast(0, spell, targets=(marked,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Giant"]


def test_power_less_than_this_creatures_power():
    """CR 208: "creatures with power less than this creature's power can't ..." — compared
    with the source's current power; here as a target restriction of an ability."""
    giant = compile_card(
        "{T}: Destroy target creature with power less than this creature's power.",
        "Creature — Giant", "{4}{R}", ("3", "3"), name="Hunter")
    s = Scenario()
    hunter = s.battlefield(0, giant)[0]
    bear, big = s.battlefield(1, grizzly_bears(), GIANT)
    with pytest.raises(TargetError):
        s.activate(0, hunter, targets=(big,))
    s.activate(0, hunter, targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_where_x_is_cards_in_hand():
    """CR 107.3, 608.2h: "+X/+X, where X is the number of cards in your hand" counts as the
    spell resolves (the spell itself has left the hand)."""
    s = Scenario()
    s.battlefield(0, mountain())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.hand(0, grizzly_bears(), grizzly_bears(), grizzly_bears())
    spell = s.hand(0, compile_card(
        "Target creature gets +X/+X until end of turn, where X is the number of cards in your "
        "hand.", cost="{R}"))[0]  # fmt: skip
    s.cast(0, spell, targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (5, 5)


def test_where_x_is_minus_x():
    """CR 107.3: "+X/-X, where X is the number of creatures you control"."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.battlefield(0, grizzly_bears(), grizzly_bears())
    giant = s.battlefield(1, GIANT)[0]
    spell = s.hand(0, compile_card(
        "Target creature gets +X/-X until end of turn, where X is the number of creatures you "
        "control.", cost="{B}"))[0]  # fmt: skip
    s.cast(0, spell, targets=(giant,))
    s.resolve()
    assert s.pt(giant) == (7, 3)


def test_where_x_is_greatest_power_and_life_total():
    """CR 107.3, 119: "the greatest power among creatures you control", "your life total"."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    s.battlefield(0, grizzly_bears(), GIANT)
    a = s.hand(0, compile_card("You gain X life, where X is the greatest power among "
                               "creatures you control.", cost="{W}"))[0]  # fmt: skip
    s.cast(0, a)
    s.resolve()
    assert s.life(0) == 25
    b = s.hand(0, compile_card("Target player loses X life, where X is your life total.",
                               cost="{W}"))[0]  # fmt: skip
    s.set_life(0, 7)
    s.cast(0, b, targets=(PlayerRef(1),))
    s.resolve()
    assert s.life(1) == 13


def test_where_x_is_its_power_uses_last_known_information():
    """CR 608.2h: "Sacrifice ... you gain X life, where X is its power" — the triggering
    creature's power as it last existed."""
    card = compile_card("When this creature dies, you gain X life, where X is its power.",
                        "Creature — Giant", "{4}{R}", ("5", "5"), name="Giant")  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain())
    g = s.battlefield(0, card)[0]
    bolt = s.hand(0, compile_card("Destroy target creature.", cost="{R}"))[0]
    s.cast(0, bolt, targets=(g,))
    s.resolve_stack()
    assert s.life(0) == 25


def test_unsupported_qualities_stay_unsupported():
    """Honest coverage: a quality the runtime can't check is reported, not dropped."""
    status, reasons = status_of("Destroy target creature with a cycling ability.")
    assert status == "unsupported" and any("cycling" in r for r in reasons)


def test_attacking_or_blocking():
    """CR 109.2, 506.4: "target attacking or blocking creature" — either fits; a creature
    out of combat doesn't."""
    s = Scenario()
    s.battlefield(1, plains())
    attacker, idle = s.battlefield(0, grizzly_bears(), GIANT)
    spell = s.hand(1, compile_card("Destroy target attacking or blocking creature.",
                                   cost="{W}"))[0]  # fmt: skip
    s.attack({attacker: PlayerRef(1)})
    s.pass_priority(0)
    with pytest.raises(TargetError):
        s.cast(1, spell, targets=(idle,))
    s.cast(1, spell, targets=(attacker,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_card_type_or_subtype():
    """CR 205.3: "target creature or Vehicle" — a noncreature Vehicle fits, a land doesn't."""
    vehicle = compile_card("", "Artifact — Vehicle", "{2}", name="Cart")
    s = Scenario()
    s.battlefield(0, mountain())
    cart, land = s.battlefield(1, vehicle, plains())
    spell = s.hand(0, compile_card("Destroy target creature or Vehicle.", cost="{R}"))[0]
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(land,))
    s.cast(0, spell, targets=(cart,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Cart"]


def test_and_in_a_plural_description_is_either():
    """CR 109.2: "Destroy all artifacts and enchantments" destroys each artifact and each
    enchantment, not only artifact enchantments."""
    s = Scenario()
    s.battlefield(0, plains())
    s.battlefield(1, compile_card("", "Artifact", "{2}", name="Rock"),
                  compile_card("", "Enchantment", "{2}", name="Aura"), grizzly_bears())
    s.cast(0, s.hand(0, compile_card("Destroy all artifacts and enchantments.",
                                     cost="{W}"))[0])  # fmt: skip
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_multicolored_and_colorless():
    """CR 105.2: "multicolored" — two or more colors; "colorless" — none."""
    gold = compile_card("", "Creature — Elf", "{G}{W}", ("2", "2"), name="Gold")
    rock = compile_card("", "Artifact", "{2}", name="Rock")
    s = Scenario()
    s.battlefield(0, plains(), plains())
    g, b, r = s.battlefield(1, gold, grizzly_bears(), rock)
    spell = compile_card("Destroy target multicolored permanent.", cost="{W}")
    with pytest.raises(TargetError):
        s.cast(0, s.hand(0, spell)[0], targets=(b,))
    s.cast(0, s.find("Test Card", Zone.HAND)[0], targets=(g,))
    s.resolve()
    s.cast(0, s.hand(0, compile_card("Exile all colorless permanents.", cost="{W}"))[0])
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Gold"] and s.zone_names(1, Zone.EXILE) == ["Rock"]
    assert s.zone_names(0, Zone.EXILE) == ["Plains", "Plains"]  # lands are colorless too


def test_named_this_card():
    """CR 201.2: "a card named [this card's name]" matches by the source's name."""
    hawk = compile_card("When this creature enters, you may search your library for a card "
                        "named Hawk, reveal it, put it into your hand, then shuffle.",
                        "Creature — Bird", "{1}{W}", ("1", "1"), name="Hawk")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains(), plains())
    lib = s.library(0, grizzly_bears(), hawk)
    offered = []
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseObjects, lambda d: offered.append(d.options) or (lib[1],))
    s.cast(0, s.hand(0, hawk)[0])
    s.resolve_stack()
    assert offered == [(lib[1],)] and s.zone_names(0, Zone.HAND) == ["Hawk"]


def test_spell_that_targets_this_creature():
    """CR 115.7, 601.2i: heroic — "Whenever you cast a spell that targets this creature" —
    triggers for a spell targeting it, not for one targeting another creature."""
    hero = compile_card("Whenever you cast a spell that targets this creature, put a +1/+1 "
                        "counter on this creature.", "Creature — Human", "{W}", ("1", "1"),
                        name="Hero")  # fmt: skip
    pump = compile_card("Target creature gets +1/+1 until end of turn.", cost="{W}")
    s = Scenario()
    s.battlefield(0, plains(), plains())
    h, bear = s.battlefield(0, hero, grizzly_bears())
    a, b = s.hand(0, pump, pump)
    s.cast(0, a, targets=(bear,))
    s.resolve_stack()
    assert s.obj(h).counters.get("+1/+1", 0) == 0
    s.cast(0, b, targets=(h,))
    s.resolve_stack()
    assert s.obj(h).counters["+1/+1"] == 1 and s.pt(h) == (3, 3)


def test_counter_target_spell_that_targets_your_creature():
    """CR 115.7: only a spell targeting a creature the counterspell's controller controls
    is a legal target."""
    s = Scenario()
    s.battlefield(0, island())
    s.battlefield(1, mountain(), mountain())
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.set_step(s.state.step, active=1)
    pump = compile_card("Target creature gets +1/+1 until end of turn.", cost="{R}")
    a, b = s.hand(1, pump, pump)
    s.cast(1, a, targets=(theirs,))
    s.cast(1, b, targets=(mine,))
    s.pass_priority(1)
    guard = s.hand(0, compile_card("Counter target spell that targets a creature you "
                                   "control.", cost="{U}"))[0]  # fmt: skip
    first, second = s.state.stack
    with pytest.raises(TargetError):
        s.cast(0, guard, targets=(first,))
    s.cast(0, guard, targets=(second,))
    s.resolve_stack()
    assert s.pt(mine) == (2, 2) and s.pt(theirs) == (3, 3)
