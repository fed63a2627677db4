"""Copies of objects (CR 707), compiled from the Oracle text of real cards: entering as a copy
(CR 707.5, 614.1c), its exceptions (CR 707.9), token copies (CR 111.10)."""

from dfc_compile import card
from kw_compile import bear, compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseTargets, ChooseYesNo
from mtgc.runtime.mana.symbols import ManaType
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

CLONE = """Clone {3}{U}
Creature — Shapeshifter
You may have this creature enter as a copy of any creature on the battlefield.
0/0"""
GARGANTUAN = """Quicksilver Gargantuan {5}{U}{U}
Creature — Shapeshifter
You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.
7/7"""
DUPLICATE = """Dack's Duplicate {2}{U}{R}
Creature — Shapeshifter
You may have this creature enter as a copy of any creature on the battlefield, except it has haste and dethrone.
0/0"""  # noqa: E501
COPY_ARTIFACT = """Copy Artifact {1}{U}
Enchantment
You may have this enchantment enter as a copy of any artifact on the battlefield, except it's an enchantment in addition to its other types."""  # noqa: E501
COUNTERPART = """Cackling Counterpart {1}{U}{U}
Instant
Create a token that's a copy of target creature you control."""
ORNITHOPTER = """Ornithopter {0}
Artifact Creature — Thopter
Flying
0/2"""
GOSSIPMONGER = """Town Gossipmonger {W}
Creature — Human
{T}, Tap an untapped creature you control: Transform this creature.
1/1
----
Incited Rabble
Creature — Human
This creature attacks each combat if able.
{2}: This creature gets +1/+0 until end of turn.
2/3"""
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"
MOUNTAIN = "Mountain\nBasic Land — Mountain\n({T}: Add {R}.)"
FOREST = "Forest\nBasic Land — Forest\n({T}: Add {G}.)"


def _cast(s: Scenario, text: str, lands: int, **kw) -> None:
    s.battlefield(0, *[compile_card(ISLAND)] * lands, compile_card(MOUNTAIN))
    spell = s.hand(0, compile_card(text))[0]
    s.cast(0, spell, **kw)
    s.resolve()


def test_clone_enters_as_a_copy_and_is_clone_again_elsewhere():
    """CR 707.2, 707.5: Clone enters as a copy of the chosen creature (its copiable values);
    CR 400.7: once it leaves the battlefield it is Clone again."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    bears = s.battlefield(1, bear())[0]
    s.answer(0, ChooseObjects, (bears,))
    _cast(s, CLONE, 4)
    [clone] = s.find("Grizzly Bears", Zone.BATTLEFIELD, player=0)
    ch = s.game.view(clone)
    assert (ch.name, s.pt(clone), ch.subtypes) == ("Grizzly Bears", (2, 2), frozenset({"Bear"}))
    s.game.move(clone, Zone.GRAVEYARD)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Clone"]


def test_clone_may_copy_nothing():
    """CR 707.5 ("you may"): choosing nothing, Clone enters as a 0/0 and dies (CR 704.5f)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(1, bear())
    s.answer(0, ChooseObjects, ())
    _cast(s, CLONE, 4)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Clone"]


def test_copy_exceptions_pt_abilities_and_types():
    """CR 707.9a-b: "except it's 7/7", "except it has haste and dethrone", "except it's an
    enchantment in addition to its other types" change the copiable values."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    bears = s.battlefield(1, bear())[0]
    s.answer(0, ChooseObjects, (bears,))
    _cast(s, GARGANTUAN, 7)
    [big] = s.find("Grizzly Bears", Zone.BATTLEFIELD, player=0)
    assert s.pt(big) == (7, 7)
    s.answer(0, ChooseObjects, (bears,))
    _cast(s, DUPLICATE, 4)
    dup = [i for i in s.find("Grizzly Bears", Zone.BATTLEFIELD, player=0) if i != big][0]
    names = {type(a).__name__ for a in s.game.view(dup).abilities}
    assert {"Haste", "Dethrone"} <= names and not s.game.summoning_sick(dup)
    thopter = s.battlefield(1, compile_card(ORNITHOPTER))[0]
    s.answer(0, ChooseObjects, (thopter,))
    _cast(s, COPY_ARTIFACT, 2)
    [copy] = s.find("Ornithopter", Zone.BATTLEFIELD, player=0)
    assert s.game.view(copy).types == frozenset({"Artifact", "Creature", "Enchantment"})


def test_token_copy_of_target_creature():
    """CR 111.10, 707.2: "Create a token that's a copy of target creature you control."."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    bears = s.battlefield(0, bear())[0]
    _cast(s, COUNTERPART, 3, targets=(bears,))
    found = s.find("Grizzly Bears", Zone.BATTLEFIELD, player=0)
    assert len(found) == 2
    token = [i for i in found if i != bears][0]
    assert s.obj(token).is_token and s.pt(token) == (2, 2)


def test_token_copy_of_double_faced_permanent_can_transform():
    """CR 707.8a: a token copy of a double-faced permanent is a double-faced token; it can
    transform (CR 712.9)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    monger = s.battlefield(0, card(GOSSIPMONGER))[0]
    _cast(s, COUNTERPART, 3, targets=(monger,))
    token = [i for i in s.find("Town Gossipmonger", Zone.BATTLEFIELD) if i != monger][0]
    s.obj(token).controlled_since = -1  # not summoning sick (CR 302.6)
    s.activate(0, token)
    s.resolve()
    assert s.game.view(token).name == "Incited Rabble"


SHOCK = """Shock {R}
Instant
Shock deals 2 damage to any target."""
TWINCAST = """Twincast {U}{U}
Instant
Copy target instant or sorcery spell. You may choose new targets for the copy."""


def test_twincast_copies_a_spell_with_new_targets():
    """CR 707.10, 707.10c: Twincast puts a copy of Shock onto the stack, controlled by
    Twincast's controller, who may choose a new target for it; the copy resolves first."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, compile_card(MOUNTAIN))
    s.battlefield(1, *[compile_card(ISLAND)] * 2)
    shock = s.hand(0, compile_card(SHOCK))[0]
    s.cast(0, shock, targets=(PlayerRef(1),))
    s.pass_priority(0)
    twincast = s.hand(1, compile_card(TWINCAST))[0]
    s.cast(1, twincast, targets=(s.state.stack[-1],))
    s.answer(1, ChooseYesNo, True)
    s.answer(1, ChooseTargets, (PlayerRef(0),))
    s.resolve()  # Twincast: the copy goes on the stack
    assert s.stack_names() == ["Shock", "Shock"]
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (18, 18)


KIKI = """Kiki-Jiki, Mirror Breaker {2}{R}{R}{R}
Legendary Creature — Goblin Shaman
Haste
{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.
2/2"""  # noqa: E501
CROAKING = """Croaking Counterpart {1}{G}{U}
Sorcery
Create a token that's a copy of target non-Frog creature, except it's a 1/1 green Frog."""


def test_kiki_jiki_token_has_haste_and_is_sacrificed():
    """CR 707.9a: "except it has haste" — the token copy can attack at once (CR 702.10);
    "Sacrifice it at the beginning of the next end step" (CR 603.7) sacrifices the token."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    kiki = s.battlefield(0, compile_card(KIKI))[0]
    bears = s.battlefield(0, bear())[0]
    s.activate(0, kiki, targets=(bears,))
    s.resolve()
    token = [i for i in s.find("Grizzly Bears", Zone.BATTLEFIELD) if i != bears][0]
    assert s.obj(token).is_token and not s.game.summoning_sick(token)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD) == [bears]


def test_croaking_counterpart_token_is_a_green_frog():
    """CR 707.9b: "except it's a 1/1 green Frog" — P/T, color and creature type replace the
    copied ones; the name and abilities are copied."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    bears = s.battlefield(1, bear())[0]
    s.battlefield(0, compile_card(FOREST), compile_card(ISLAND))
    _cast(s, CROAKING, 0, targets=(bears,))
    [token] = s.find("Grizzly Bears", Zone.BATTLEFIELD, player=0)
    ch = s.game.view(token)
    assert (s.pt(token), ch.subtypes, ch.colors) == ((1, 1), frozenset({"Frog"}),
                                                     frozenset({ManaType.G}))  # fmt: skip


MIRROR = """Mirage Mirror {3}
Artifact
{2}: This artifact becomes a copy of target artifact, creature, enchantment, or land until end of turn."""  # noqa: E501
STAGE = """Thespian's Stage
Land
{T}: Add {C}.
{2}, {T}: This land becomes a copy of target land, except it has this ability."""
POLYMORPH = """True Polymorph {4}{U}{U}
Sorcery
Target artifact or creature becomes a copy of another target artifact or creature."""


def test_mirage_mirror_becomes_a_copy_until_end_of_turn():
    """CR 707.2, 613.2a: a layer-1 copy effect until end of turn (CR 514.2); the permanent
    keeps its counters, and other effects still apply on top (CR 613.1)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    mirror = s.battlefield(0, compile_card(MIRROR), *[compile_card(ISLAND)] * 2)[0]
    bears = s.battlefield(1, bear())[0]
    s.activate(0, mirror, targets=(bears,))
    s.resolve()
    ch = s.game.view(mirror)
    assert (ch.name, ch.types, s.pt(mirror)) == ("Grizzly Bears", frozenset({"Creature"}), (2, 2))
    s.advance_to(Step.UPKEEP)
    ch = s.game.view(mirror)
    assert (ch.name, ch.types) == ("Mirage Mirror", frozenset({"Artifact"}))


def test_thespians_stage_keeps_this_ability():
    """CR 707.9a: "except it has this ability" — the copy also has the ability that made it;
    a copy of a copy takes the copy effect's values (CR 707.3)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    stage = s.battlefield(0, compile_card(STAGE), *[compile_card(ISLAND)] * 2)[0]
    island = s.battlefield(1, compile_card(ISLAND))[0]
    s.activate(0, stage, 1, targets=(island,))
    s.resolve()
    ch = s.game.view(stage)
    assert ch.name == "Island" and "Island" in ch.subtypes
    kinds = sorted(type(a).__name__ for a in s.game.activated_abilities(stage))
    assert kinds == ["ActivatedAbility", "ManaAbility"]  # Island's {T}: Add {U}, and this
    mirror = s.battlefield(0, compile_card(MIRROR), *[compile_card(ISLAND)] * 2)[0]
    s.activate(0, mirror, targets=(stage,))
    s.resolve()
    assert s.game.view(mirror).name == "Island"
    kinds = sorted(type(a).__name__ for a in s.game.activated_abilities(mirror))
    assert kinds == ["ActivatedAbility", "ManaAbility"]


def test_true_polymorph():
    """CR 707.2: "Target artifact or creature becomes a copy of another target artifact or
    creature." — indefinitely."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    thopter = s.battlefield(1, compile_card(ORNITHOPTER))[0]
    bears = s.battlefield(1, bear())[0]
    _cast(s, POLYMORPH, 5, targets=(bears, thopter))
    s.advance_to(Step.UPKEEP)
    ch = s.game.view(bears)
    assert (ch.name, s.pt(bears)) == ("Ornithopter", (0, 2))


TAWNOS = """Tawnos, the Toymaker {3}{G}{U}
Legendary Creature — Human Artificer
Whenever you cast a Beast or Bird creature spell, you may copy it, except the copy is an artifact in addition to its other types.
3/5"""  # noqa: E501
BEAST = """Craw Wurm {4}{G}{G}
Creature — Wurm Beast
6/4"""


def test_copy_of_a_permanent_spell_becomes_a_token():
    """CR 707.10, 707.9b, 608.3f: Tawnos copies the Beast spell as an artifact; the copy
    resolves first and becomes a token artifact creature."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, compile_card(TAWNOS), *[compile_card(FOREST)] * 6)
    wurm = s.hand(0, compile_card(BEAST))[0]
    s.answer(0, ChooseYesNo, True)
    s.cast(0, wurm)
    s.resolve_stack()
    found = s.find("Craw Wurm", Zone.BATTLEFIELD)
    assert len(found) == 2
    [token] = [i for i in found if s.obj(i).is_token]
    assert s.game.view(token).types == frozenset({"Artifact", "Creature"})


ECHO_MAGE = """Echo Mage
Creature — Human Wizard
{W}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets for the copies.
2/3"""  # noqa: E501


def test_copy_a_spell_twice():
    """CR 707.10: "Copy target instant or sorcery spell twice." — two copies on the stack."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    plains = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
    mage = s.battlefield(0, compile_card(ECHO_MAGE), compile_card(plains),
                         compile_card(ISLAND), compile_card(MOUNTAIN))[0]  # fmt: skip
    shock = s.hand(0, compile_card(SHOCK))[0]
    s.cast(0, shock, targets=(PlayerRef(1),))
    s.activate(0, mage, targets=(s.state.stack[-1],))
    s.resolve()
    assert s.stack_names() == ["Shock", "Shock", "Shock"]
    s.resolve_stack()
    assert s.life(1) == 14


ROOTBORN = """Rootborn Defenses {2}{W}
Instant
Populate. Creatures you control gain indestructible until end of turn."""


def test_populate_copies_a_creature_token_you_control():
    """CR 701.36a-b: populate creates a copy of a creature token you control (a nontoken
    creature can't be chosen)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, bear("Elk", "{1}{G}", "3/3", "Creature — Elk"))
    token = s.battlefield(0, bear(), token=True)[0]
    plains = "Plains\nBasic Land — Plains\n({T}: Add {W}.)"
    s.battlefield(0, compile_card(plains))
    _cast(s, ROOTBORN, 1)
    found = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert len(found) == 2 and all(s.obj(i).is_token for i in found)
    assert token in found


DOUBLECAST = """Doublecast {R}{R}
Sorcery
When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy."""  # noqa: E501


def test_doublecast_copies_the_next_spell():
    """CR 603.7c, 707.10c: Doublecast's delayed triggered ability copies the next instant or
    sorcery spell its controller casts this turn; the new targets are chosen for that copy."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(MOUNTAIN)] * 3)
    _cast(s, DOUBLECAST, 0)
    shock = s.hand(0, compile_card(SHOCK))[0]
    s.cast(0, shock, targets=(PlayerRef(1),))
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (PlayerRef(0),))
    s.resolve()  # the delayed trigger: a copy of Shock aimed at Alice
    assert s.stack_names() == ["Shock", "Shock"]
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (18, 18)
    bolt = s.hand(0, compile_card(SHOCK))[0]  # "when": only the next spell (CR 603.7c)
    s.cast(0, bolt, targets=(PlayerRef(1),))
    assert s.stack_names() == ["Shock"]
