"""Antecedents inside one ability (CR 608.2c), compiled from real cards' text: "it" after
revealing the top card of your library is that card (CR 701.20a), the source again once
the text names it; "Otherwise, ..." after a conditional effect."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects, ChooseTargets
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone

COILING_ORACLE = compile_card(
    "When this creature enters, reveal the top card of your library. If it's a land card, "
    "put it onto the battlefield. Otherwise, put that card into your hand.",
    "Creature \u2014 Snake Elf Druid", "{G}{U}", ("1", "1"), name="Coiling Oracle")  # fmt: skip
CALL_OF_THE_WILD = compile_card(
    "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto the "
    "battlefield. Otherwise, put it into your graveyard.", "Enchantment", "{2}{G}{G}",
    name="Call of the Wild")  # fmt: skip
HARSH_DECEIVER = compile_card(
    "{1}: Look at the top card of your library.\n{2}: Reveal the top card of your library. "
    "If it's a land card, untap this creature and it gets +1/+1 until end of turn. Activate "
    "only once each turn.", "Creature \u2014 Spirit", "{3}{W}", ("1", "4"),
    name="Harsh Deceiver")  # fmt: skip
GARRUK = compile_card(
    "[+1]: Reveal the top card of your library. If it's a creature card, put it into your "
    "hand. Otherwise, put it on the bottom of your library.", "Legendary Planeswalker \u2014 "
    "Garruk", "{5}{G}", name="Garruk, Savage Herald")  # fmt: skip


def _library(s: Scenario) -> list[str]:
    return [s.obj(i).name for i in s.state.players[0].library]


def _enter_oracle(top: object) -> Scenario:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, forest(), island())
    s.library(0, top, plains())
    s.cast(0, s.hand(0, COILING_ORACLE)[0])
    s.resolve_stack()
    return s


def test_revealed_land_goes_onto_the_battlefield():
    """CR 608.2c, 701.20a: "If it's a land card, put it onto the battlefield" — "it" is the
    revealed Mountain, which enters; the Plains below stays on top."""
    s = _enter_oracle(mountain())
    assert s.find("Mountain", Zone.BATTLEFIELD, 0) and s.zone_names(0, Zone.HAND) == []
    assert _library(s) == ["Plains"]


def test_otherwise_the_revealed_card_goes_to_hand():
    """CR 608.2c: "Otherwise, put that card into your hand" — a nonland card is taken."""
    s = _enter_oracle(grizzly_bears())
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"]
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD) == [] and _library(s) == ["Plains"]


def _call(*library: object) -> Scenario:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *(forest() for _ in range(4)))
    (call,) = s.battlefield(0, CALL_OF_THE_WILD)
    s.library(0, *library)
    s.activate(0, call)
    s.resolve()
    return s


def test_otherwise_into_your_graveyard():
    """CR 400.3: "Otherwise, put it into your graveyard" — the revealed card is yours; a
    creature card enters instead."""
    s = _call(plains(), island())
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Plains"] and _library(s) == ["Island"]
    s = _call(grizzly_bears(), island())
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD, 0) and s.zone_names(0, Zone.GRAVEYARD) == []


def test_it_is_the_source_once_the_text_names_it_again():
    """CR 608.2c: in "If it's a land card, untap this creature and it gets +1/+1", "it" is the
    Deceiver (the nearer antecedent), not the revealed land."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, plains(), plains())
    (deceiver,) = s.battlefield(0, HARSH_DECEIVER, tapped=True)
    s.library(0, island())
    s.activate(0, deceiver, index=1)
    s.resolve()
    assert s.pt(deceiver) == (2, 5) and not s.obj(deceiver).tapped


def _garruk(*library: object) -> Scenario:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (garruk,) = s.battlefield(0, GARRUK)
    s.library(0, *library)
    s.activate(0, garruk)
    s.resolve()
    return s


def test_otherwise_on_the_bottom_of_your_library():
    """CR 401.1: "Otherwise, put it on the bottom of your library" — the same card moves
    under the others; a creature card goes to hand."""
    s = _garruk(island(), plains(), grizzly_bears())
    assert _library(s) == ["Plains", "Grizzly Bears", "Island"] and s.zone_names(0, Zone.HAND) == []
    s = _garruk(grizzly_bears(), plains())
    assert s.zone_names(0, Zone.HAND) == ["Grizzly Bears"] and _library(s) == ["Plains"]


SPHINX_SOVEREIGN = compile_card(
    "Flying\nAt the beginning of your end step, you gain 3 life if this creature is untapped. "
    "Otherwise, each opponent loses 3 life.", "Artifact Creature \u2014 Sphinx", "{4}{W}{U}{B}",
    ("6", "6"), name="Sphinx Sovereign")  # fmt: skip
GIANT_OPPORTUNITY = compile_card(
    "You may sacrifice two Foods. If you do, create a 7/7 green Giant creature token. "
    "Otherwise, create three Food tokens.", "Sorcery", "{2}{G}",
    name="Giant Opportunity")  # fmt: skip


def test_otherwise_after_a_trailing_condition():
    """CR 608.2c: "you gain 3 life if this creature is untapped. Otherwise, each opponent
    loses 3 life" — one or the other, by the condition checked once."""
    s = Scenario()
    s.battlefield(0, SPHINX_SOVEREIGN)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (23, 20)
    s = Scenario()
    s.battlefield(0, SPHINX_SOVEREIGN, tapped=True)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (20, 17)


def test_otherwise_when_you_dont():
    """CR 608.2c: "You may sacrifice two Foods. If you do, ... Otherwise, create three Food
    tokens." — with no Food to sacrifice, the other branch."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, forest(), forest(), forest())
    s.cast(0, s.hand(0, GIANT_OPPORTUNITY)[0])
    s.resolve()
    assert len(s.find("Food Token", Zone.BATTLEFIELD, 0)) == 3
    assert s.find("Giant Token") == []


BOGARDAN_PHOENIX = compile_card(
    "Flying\nWhen this creature dies, exile it if it had a death counter on it. Otherwise, "
    "return it to the battlefield under your control and put a death counter on it.",
    "Creature \u2014 Phoenix", "{2}{R}{R}{R}", ("3", "3"), name="Bogardan Phoenix")  # fmt: skip
CHARNEL_TROLL = compile_card(
    "Trample\nAt the beginning of your upkeep, exile a creature card from your graveyard. If "
    "you do, put a +1/+1 counter on this creature. Otherwise, sacrifice it.",
    "Creature \u2014 Troll", "{1}{B}{G}", ("4", "4"), name="Charnel Troll")  # fmt: skip
KILL = compile_card("Destroy target creature.", "Instant", "{R}", name="Kill")


def test_otherwise_it_is_what_it_was_before_the_first_branch():
    """CR 608.2c, 608.2h: "exile it if it had a death counter on it. Otherwise, return it to
    the battlefield ... and put a death counter on it" — "it" in the second branch is the
    dead Phoenix (the first branch exiled nothing): it returns once, then is exiled."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (phoenix,) = s.battlefield(0, BOGARDAN_PHOENIX)
    s.battlefield(0, mountain(), mountain())
    s.cast(0, s.hand(0, KILL)[0], targets=(phoenix,))
    s.resolve_stack()
    (back,) = s.find("Bogardan Phoenix", Zone.BATTLEFIELD, 0)
    assert s.obj(back).counters == {"death": 1}
    s.cast(0, s.hand(0, KILL)[0], targets=(back,))
    s.resolve_stack()
    assert [s.zone_of(i) for i in s.find("Bogardan Phoenix")] == [Zone.EXILE]


def test_otherwise_after_if_you_do_names_the_creature():
    """CR 608.2c: "exile a creature card from your graveyard. If you do, put a +1/+1 counter
    on this creature. Otherwise, sacrifice it." — with no creature card to exile, the Troll
    is sacrificed; with one, it grows."""
    s = Scenario()
    s.set_step(Step.END, active=1)
    s.battlefield(0, CHARNEL_TROLL)
    s.advance_to(Step.DRAW)
    s.resolve_stack()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Charnel Troll"]
    s = Scenario()
    s.set_step(Step.END, active=1)
    (troll,) = s.battlefield(0, CHARNEL_TROLL)
    s.graveyard(0, grizzly_bears())
    s.advance_to(Step.DRAW)
    s.resolve_stack()
    assert s.pt(troll) == (5, 5) and s.zone_names(0, Zone.EXILE) == ["Grizzly Bears"]


JUDGE_UNWORTHY = compile_card(
    "Choose target attacking or blocking creature. Scry 3, then reveal the top card of your "
    "library. Judge Unworthy deals damage equal to that card's mana value to that creature.",
    "Instant", "{1}{W}", name="Judge Unworthy")  # fmt: skip


def test_that_creature_after_a_reveal_is_the_target():
    """CR 608.2c, 110.1: "that card's mana value" is the revealed card's, "that creature" the
    chosen target (a card in a library is no creature): 2 damage kills the attacking
    bear."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    (bear,) = s.battlefield(1, grizzly_bears())
    s.battlefield(0, plains(), plains())
    s.library(0, grizzly_bears())
    s.attack({bear: PlayerRef(0)})
    s.pass_priority(1)  # the active player passes: priority to the defender
    s.answer(0, ChooseObjects, ())  # scry 3: keep the bear card on top
    s.cast(0, s.hand(0, JUDGE_UNWORTHY)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert _library(s) == ["Grizzly Bears"]


DISPATCH = compile_card(
    "Tap target creature.\nMetalcraft \u2014 If you control three or more artifacts, exile that "
    "creature.", "Instant", "{W}", name="Dispatch")  # fmt: skip
UNSTABLE_MUTATION = compile_card(
    "Enchant creature\nEnchanted creature gets +3/+3.\nAt the beginning of the upkeep of "
    "enchanted creature's controller, put a \u22121/\u22121 counter on that creature.",
    "Enchantment \u2014 Aura", "{U}", name="Unstable Mutation")  # fmt: skip
BIND_THE_MONSTER = compile_card(
    "Enchant creature\nWhen this Aura enters, tap enchanted creature. It deals damage to you "
    "equal to its power.\nEnchanted creature doesn't untap during its controller's untap step.",
    "Enchantment \u2014 Aura", "{U}", name="Bind the Monster")  # fmt: skip


def test_a_later_line_of_a_spell_names_the_target():
    """CR 113.3a, 608.2c: a spell's lines are one ability — Dispatch's "exile that creature"
    is the creature its first line tapped (with no artifacts, it stays tapped)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear,) = s.battlefield(1, grizzly_bears())
    s.battlefield(0, plains())
    s.cast(0, s.hand(0, DISPATCH)[0], targets=(bear,))
    s.resolve()
    assert s.obj(bear).tapped and s.zone_of(bear) is Zone.BATTLEFIELD


def test_that_creature_in_an_upkeep_trigger_of_the_enchanted_creatures_controller():
    """CR 608.2c, 303.4: "At the beginning of the upkeep of enchanted creature's controller,
    put a -1/-1 counter on that creature" — the enchanted creature."""
    s = Scenario()
    s.set_step(Step.END, active=1)
    (bear,) = s.battlefield(0, grizzly_bears())
    s.battlefield(0, UNSTABLE_MUTATION, attached_to=bear)
    s.advance_to(Step.DRAW)
    s.resolve_stack()
    assert s.pt(bear) == (4, 4)


def test_it_after_naming_the_enchanted_creature():
    """CR 608.2c: "tap enchanted creature. It deals damage to you equal to its power" — "it"
    is the creature (the nearer antecedent), not the Aura: 2 damage from the bear."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    (bear,) = s.battlefield(1, grizzly_bears())
    s.battlefield(0, island())
    s.answer(0, ChooseTargets, (bear,))
    s.cast(0, s.hand(0, BIND_THE_MONSTER)[0])
    s.resolve_stack()
    assert s.obj(bear).tapped and s.life(0) == 18
