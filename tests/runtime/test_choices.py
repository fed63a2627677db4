""" "As this [permanent] enters, choose a color / a creature type / an opponent." and the
abilities that refer to the choice ("of the chosen type", "Add one mana of the chosen
color."), compiled from real card text and played out (CR 614.12, 105.2, 205.3m, 106.1)."""

from __future__ import annotations

import pytest
from kw_compile import bear, compile_card

from mtgc.runtime.actions.enter_choices import choice_key
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.cards_basic import forest, island, mountain, plains, swamp
from mtgc.runtime.errors import IllegalActionError
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import Scenario, Zone

SHARED_TRIUMPH = compile_card(
    "Shared Triumph {1}{W}\nEnchantment\nAs this enchantment enters, choose a creature type.\n"
    "Creatures of the chosen type get +1/+1."
)
RALLY = compile_card(
    "Rally the Ranks {1}{W}\nEnchantment\nAs this enchantment enters, choose a creature type.\n"
    "Creatures you control of the chosen type get +1/+1."
)
SOL_GRAIL = compile_card(
    "Sol Grail {3}\nArtifact\nAs this artifact enters, choose a color.\n"
    "{T}: Add one mana of the chosen color."
)
HERALDIC_BANNER = compile_card(
    "Heraldic Banner {3}\nArtifact\nAs this artifact enters, choose a color.\n"
    "Creatures you control of the chosen color get +1/+0.\n{T}: Add one mana of the chosen color."
)
BLACK_CHOICE = compile_card(
    "Choosing Bear {1}{G}\nCreature — Bear\nAs this creature enters, choose an opponent.\n2/2"
)
ELF = bear("Llanowar Elves", "{G}", "1/1", "Creature — Elf Druid")
GOBLIN = bear("Raging Goblin", "{R}", "1/1", "Creature — Goblin Berserker")


def _pick(value):
    return lambda d: d.options.index(value)


def test_chosen_creature_type_pumps_only_that_type():
    """CR 614.12: the type is chosen as the enchantment enters; "Creatures of the chosen
    type get +1/+1" then affects Elves of both players, not Bears or Goblins (CR 205.3m)."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    elf = s.battlefield(0, ELF)[0]
    their_elf = s.battlefield(1, ELF)[0]
    bear_id = s.battlefield(0, bear())[0]
    s.answer(0, ChooseOption, _pick("Elf"))
    s.cast(0, s.hand(0, SHARED_TRIUMPH)[0])
    s.resolve()
    ench = s.find("Shared Triumph")[0]
    assert s.obj(ench).choices[choice_key("type")] == "Elf"
    assert s.pt(elf) == (2, 2) and s.pt(their_elf) == (2, 2)
    assert s.pt(bear_id) == (2, 2)  # a Bear: unchanged


def test_you_control_of_the_chosen_type():
    """CR 614.12, 109.2: "Creatures you control of the chosen type" — Goblins chosen: only
    Alice's Goblin gets +1/+1."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    mine = s.battlefield(0, GOBLIN)[0]
    theirs = s.battlefield(1, GOBLIN)[0]
    elf = s.battlefield(0, ELF)[0]
    s.answer(0, ChooseOption, _pick("Goblin"))
    s.cast(0, s.hand(0, RALLY)[0])
    s.resolve()
    assert s.pt(mine) == (2, 2)
    assert s.pt(theirs) == (1, 1) and s.pt(elf) == (1, 1)


def test_mana_of_the_chosen_color():
    """CR 106.1, 614.12: Sol Grail enters with blue chosen and taps for {U}."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    s.answer(0, ChooseOption, _pick(ManaType.U))
    s.cast(0, s.hand(0, SOL_GRAIL)[0])
    s.resolve()
    grail = s.find("Sol Grail")[0]
    s.tap_for_mana(0, grail)
    assert s.pool(0) == "{U}"


def test_chosen_color_anthem_and_mana():
    """CR 105.2, 614.12: Heraldic Banner with red chosen: Alice's red creature gets +1/+0,
    her green one doesn't; the Banner taps for {R}."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    goblin = s.battlefield(0, GOBLIN)[0]
    elf = s.battlefield(0, ELF)[0]
    s.answer(0, ChooseOption, _pick(ManaType.R))
    s.cast(0, s.hand(0, HERALDIC_BANNER)[0])
    s.resolve()
    assert s.pt(goblin) == (2, 1) and s.pt(elf) == (1, 1)
    s.tap_for_mana(0, s.find("Heraldic Banner")[0])
    assert s.pool(0) == "{R}"


def test_a_new_object_has_no_choice():
    """CR 400.7: a permanent put onto the battlefield without entering through the
    replacement (set up directly) has made no choice: its references match nothing and its
    mana ability adds no mana (CR 106.5)."""
    s = Scenario()
    goblin = s.battlefield(0, GOBLIN)[0]
    banner = s.battlefield(0, HERALDIC_BANNER)[0]
    assert choice_key("color") not in s.obj(banner).choices
    assert s.pt(goblin) == (1, 1)
    s.tap_for_mana(0, banner)
    assert s.pool(0) == "(empty)"


def test_choose_an_opponent():
    """CR 614.12, 102.3: the creature's controller chooses an opponent as it enters."""
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.cast(0, s.hand(0, BLACK_CHOICE)[0])
    s.resolve()
    new = s.find("Choosing Bear")[0]
    assert s.obj(new).choices[choice_key("player")] == 1
    assert any(kind == "ChooseOption" for _, kind, _ in s.game.record)


VOICE_OF_ALL = compile_card(
    "Voice of All {2}{W}{W}\nCreature — Angel\nFlying\nAs this creature enters, choose a color.\n"
    "This creature has protection from the chosen color.\n2/2"
)
WARD_SLIVER = compile_card(
    "Ward Sliver {4}{W}\nCreature — Sliver\nAs this creature enters, choose a color.\n"
    "All Slivers have protection from the chosen color.\n2/2"
)
SHOCK = compile_card("Shock {R}\nInstant\nShock deals 2 damage to any target.")
SLIVER = bear("Muscle Sliver", "{1}{G}", "2/2", "Creature — Sliver")


def _cast_with_color(card, color, lands=4):
    s = Scenario()
    s.battlefield(0, *[plains() for _ in range(lands)])
    s.answer(0, ChooseOption, _pick(color))
    s.cast(0, s.hand(0, card)[0])
    s.resolve()
    s.battlefield(0, mountain())
    return s


def test_protection_from_the_chosen_color():
    """CR 702.16a-b: Voice of All with red chosen can't be the target of a red spell; with
    blue chosen Shock targets it and destroys it (CR 704.5g)."""
    s = _cast_with_color(VOICE_OF_ALL, ManaType.R)
    voice = s.find("Voice of All")[0]
    with pytest.raises(IllegalActionError):
        s.cast(0, s.hand(0, SHOCK)[0], targets=(voice,))
    t = _cast_with_color(VOICE_OF_ALL, ManaType.U)
    voice = t.find("Voice of All")[0]
    t.cast(0, t.hand(0, SHOCK)[0], targets=(voice,))
    t.resolve()
    assert t.find("Voice of All", Zone.GRAVEYARD)


def test_granted_protection_uses_the_sources_choice():
    """CR 702.16a, 613.1f: "All Slivers have protection from the chosen color" — the color
    Ward Sliver chose protects another Sliver, which made no choice itself."""
    s = Scenario()
    other = s.battlefield(0, SLIVER)[0]
    s.battlefield(0, *[plains() for _ in range(5)])
    s.answer(0, ChooseOption, _pick(ManaType.R))
    s.cast(0, s.hand(0, WARD_SLIVER)[0])
    s.resolve()
    s.battlefield(0, mountain())
    with pytest.raises(IllegalActionError):
        s.cast(0, s.hand(0, SHOCK)[0], targets=(other,))


SUDDEN_DEMISE = compile_card(
    "Sudden Demise {X}{R}\nSorcery\nChoose a color. Sudden Demise deals X damage to each "
    "creature of the chosen color."
)
OUTBREAK = compile_card(
    "Outbreak {3}{B}\nSorcery\nChoose a creature type. All creatures of that type get −1/−1 "
    "until end of turn."
)
BRAVE = compile_card(
    "Brave the Elements {W}\nInstant\nChoose a color. White creatures you control gain "
    "protection from the chosen color until end of turn."
)


def test_one_shot_choice_of_a_color():
    """CR 608.2c: Sudden Demise with X=1 and green chosen destroys the green 1/1 Elf, not
    the red 1/1 Goblin (CR 704.5g)."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    elf = s.battlefield(1, ELF)[0]
    goblin = s.battlefield(1, GOBLIN)[0]
    s.answer(0, ChooseOption, _pick(ManaType.G))
    s.cast(0, s.hand(0, SUDDEN_DEMISE)[0], x=1)
    s.resolve()
    assert s.zone_of(elf) is None and s.zone_names(1, Zone.GRAVEYARD) == ["Llanowar Elves"]
    assert s.zone_of(goblin) is Zone.BATTLEFIELD


def test_one_shot_choice_of_a_type_lasts_until_end_of_turn():
    """CR 608.2c, 611.2: Outbreak naming Goblin gives Goblins −1/−1 until end of turn (the
    1/1 Goblin dies, CR 704.5f); the Bear is unaffected."""
    s = Scenario()
    s.battlefield(0, swamp(), mountain(), mountain(), mountain())
    goblin = s.battlefield(1, GOBLIN)[0]
    bear_id = s.battlefield(1, bear())[0]
    s.answer(0, ChooseOption, _pick("Goblin"))
    s.cast(0, s.hand(0, OUTBREAK)[0])
    s.resolve()
    assert s.zone_of(goblin) is None
    assert s.pt(bear_id) == (2, 2)


def test_spell_grants_protection_from_the_chosen_color():
    """CR 702.16a, 611.2a: Brave the Elements choosing red: Alice's white creature can't be
    targeted by red Shock for the rest of the turn."""
    s = Scenario()
    s.battlefield(0, plains())
    knight = s.battlefield(0, bear("White Knight", "{W}{W}", "2/2", "Creature — Human Knight"))[0]
    s.answer(0, ChooseOption, _pick(ManaType.R))
    s.cast(0, s.hand(0, BRAVE)[0])
    s.resolve()
    s.battlefield(0, mountain())
    with pytest.raises(IllegalActionError):
        s.cast(0, s.hand(0, SHOCK)[0], targets=(knight,))


ADAPTIVE_AUTOMATON = compile_card(
    "Adaptive Automaton {3}\nArtifact Creature — Construct\nAs this creature enters, choose a "
    "creature type.\nThis creature is the chosen type in addition to its other types.\n"
    "Other creatures you control of the chosen type get +1/+1.\n2/2"
)
SHIFTING_SKY = compile_card(
    "Shifting Sky {2}{U}\nEnchantment\nAs this enchantment enters, choose a color.\n"
    "All nonland permanents are the chosen color."
)


def test_is_the_chosen_type_in_addition():
    """CR 613.1d, 205.1b: Adaptive Automaton naming Elf is a Construct Elf; another Elf of
    Alice's gets +1/+1, the Automaton itself ("other") doesn't."""
    s = Scenario()
    s.battlefield(0, mountain(), mountain(), mountain())
    elf = s.battlefield(0, ELF)[0]
    s.answer(0, ChooseOption, _pick("Elf"))
    s.cast(0, s.hand(0, ADAPTIVE_AUTOMATON)[0])
    s.resolve()
    auto = s.find("Adaptive Automaton")[0]
    assert s.game.view(auto).subtypes == {"Construct", "Elf"}
    assert s.pt(auto) == (2, 2) and s.pt(elf) == (2, 2)


def test_permanents_are_the_chosen_color():
    """CR 613.1e, 105.3: Shifting Sky naming black makes every nonland permanent exactly
    black (the green Elf too); lands stay colorless."""
    s = Scenario()
    s.battlefield(0, island(), mountain(), mountain())
    elf = s.battlefield(1, ELF)[0]
    s.answer(0, ChooseOption, _pick(ManaType.B))
    s.cast(0, s.hand(0, SHIFTING_SKY)[0])
    s.resolve()
    assert s.game.view(elf).colors == {ManaType.B}
    assert s.game.view(s.find("Shifting Sky")[0]).colors == {ManaType.B}
    assert s.game.view(s.find("Island")[0]).colors == frozenset()


THRIVING_GROVE = compile_card(
    "Thriving Grove\nLand\nThis land enters tapped. As it enters, choose a color other than "
    "green.\n{T}: Add {G} or one mana of the chosen color."
)


def test_thriving_land_choice_other_than_green():
    """CR 614.12, 614.1c: Thriving Grove enters tapped with a color other than green chosen
    (green isn't offered); it then taps for {G} or the chosen {U}."""
    s = Scenario()
    offered: list = []

    def answer(d):
        if ManaType.U in d.options:
            offered.extend(d.options)
            return d.options.index(ManaType.U)
        return 0  # the order of the two self-replacement effects (CR 616.1)

    s.answer(0, ChooseOption, answer)
    s.answer(0, ChooseOption, answer)
    s.play_land(0, s.hand(0, THRIVING_GROVE)[0])
    grove = s.find("Thriving Grove")[0]
    assert s.obj(grove).tapped
    assert ManaType.G not in offered and len(offered) == 4
    assert s.obj(grove).choices[choice_key("color")] == ManaType.U
    s.obj(grove).tapped = False  # as if untapped in a later untap step (CR 502.3)
    s.tap_for_mana(0, grove, color=ManaType.U)
    assert s.pool(0) == "{U}"


EXTINCTION = compile_card(
    "Extinction {4}{B}\nSorcery\nDestroy all creatures of the creature type of your choice."
)
WITCHS_VENGEANCE = compile_card(
    "Witch's Vengeance {1}{B}{B}\nSorcery\n"
    "Creatures of the creature type of your choice get -3/-3 until end of turn."
)


def test_spell_destroys_creatures_of_the_type_chosen_as_it_resolves():
    """CR 205.3m, 608.2d: the type is chosen as the spell resolves; every creature of it is
    destroyed, whoever controls it, and no other creature."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp(), swamp(), swamp())
    elf = s.battlefield(0, ELF)[0]
    their_elf = s.battlefield(1, ELF)[0]
    goblin = s.battlefield(1, GOBLIN)[0]
    s.answer(0, ChooseOption, _pick("Elf"))
    s.cast(0, s.hand(0, EXTINCTION)[0])
    s.resolve()
    assert s.zone_of(elf) is None and s.zone_of(their_elf) is None  # new objects in graveyards
    assert sorted(s.zone_names(0, Zone.GRAVEYARD)) == ["Extinction", "Llanowar Elves"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Llanowar Elves"]
    assert s.zone_of(goblin) == Zone.BATTLEFIELD


def test_chosen_type_pump_affects_only_creatures_there_as_it_resolved():
    """CR 611.2c: "get -3/-3 until end of turn" affects the creatures of the chosen type on
    the battlefield as the spell resolves; one of that type arriving later isn't affected."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp(), swamp(), forest())
    goblin = s.battlefield(1, GOBLIN)[0]
    bear_id = s.battlefield(1, bear())[0]
    s.answer(0, ChooseOption, _pick("Bear"))
    s.cast(0, s.hand(0, WITCHS_VENGEANCE)[0])
    s.resolve()
    assert s.zone_of(bear_id) is None  # a 2/2 with -3/-3 dies (CR 704.5f)
    assert s.zone_of(goblin) == Zone.BATTLEFIELD and s.pt(goblin) == (1, 1)
    late = s.battlefield(1, bear())[0]
    assert s.pt(late) == (2, 2)
