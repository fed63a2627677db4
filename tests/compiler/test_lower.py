"""Lowering (architecture step 6): text -> runtime ability objects, one test per lowering
family, each with a small scenario where the compiled ability runs."""

from __future__ import annotations

import pytest

from mtgc.compiler.cards import Face
from mtgc.compiler.lower import lower_face
from mtgc.compiler.pipeline import OK, UNSUPPORTED, check_face
from mtgc.runtime.actions import effects as re_
from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain, plains, swamp
from mtgc.runtime.continuous import layers as rc
from mtgc.runtime.events import replacement as rr
from mtgc.runtime.events import triggers as rt
from mtgc.runtime.keywords import permanents as rkp
from mtgc.runtime.keywords import triggered as rkt
from mtgc.runtime.mana.symbols import ManaCost, ManaType
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.stack import costs as rco
from mtgc.runtime.state import abilities as ra
from mtgc.runtime.state import filters as rf
from mtgc.runtime.state.objects import CardDefinition, PlayerRef

BOB = PlayerRef(1)


def compile_card(text: str, type_line: str = "Creature — Bear", cost: str | None = "{1}",
                 pt: tuple[str, str] | None = ("2", "2"), name: str = "Test Card",
                 ) -> CardDefinition:  # fmt: skip
    """Compile one face from its text; it must be ``ok``."""
    power, toughness = pt if pt and "Creature" in type_line else (None, None)
    face = Face(name, type_line, cost, text, power, toughness)
    result = check_face(face)
    assert result.status == OK, (result.diagnostics, result.notes)
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is not None and not lowered.unsupported
    return lowered.definition


def test_characteristics_from_the_face():
    """Name, mana cost, type line (CR 205), P/T."""
    d = compile_card("Flying", "Legendary Artifact Creature — Golem Soldier", "{2}{W/P}")
    assert d.name == "Test Card" and d.mana_cost == ManaCost.parse("{2}{W/P}")
    assert d.types == {"Artifact", "Creature"} and d.supertypes == {"Legendary"}
    assert d.subtypes == {"Golem", "Soldier"} and (d.power, d.toughness) == (2, 2)


def test_basic_land_types_have_intrinsic_mana_abilities():
    """CR 305.6: a land with a basic land type has "{T}: Add [mana]"."""
    d = compile_card("", "Land — Mountain Forest", None)
    assert d.abilities == (
        ra.ManaAbility((rco.TapCost(),), re_.AddMana((ManaType.G,))),
        ra.ManaAbility((rco.TapCost(),), re_.AddMana((ManaType.R,))),
    )


def test_keywords_lower_to_runtime_keywords():
    """CR 702: keyword lines, annihilator (702.86), protection from a color (702.16)."""
    d = compile_card("Flying, vigilance\nAnnihilator 2\nProtection from red")
    assert d.abilities == (ra.Flying(), ra.Vigilance(), rkt.Annihilator(2),
                           ra.Protection(frozenset({ManaType.R})))  # fmt: skip
    s = Scenario()
    a = s.battlefield(0, d)[0]
    s.battlefield(1, swamp(), swamp())
    s.answer(1, ChooseObjects, lambda dec: dec.options[:2], required=False)  # 2 of 2: no choice
    s.attack({a: BOB})
    s.resolve()
    assert s.zone_names(1, Zone.BATTLEFIELD) == [] and s.obj(a).tapped is False


def test_spell_destroy_target_with_color_exclusion():
    """CR 701.8, 115.1: "Destroy target nonblack creature." — a spell ability (113.3a)."""
    d = compile_card("Destroy target nonblack creature.", "Instant", "{1}{B}")
    (spell,) = d.abilities
    assert spell.effect == re_.Destroy(rf.Target(0))
    assert spell.targets[0].filter.exclude_colors == frozenset({ManaType.B})
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    bear = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, d)[0], targets=(bear,))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_spell_damage_draw_life_sequence():
    """CR 608.2c: sentences in order; damage (120), draw (121), life (119)."""
    d = compile_card("Test Card deals 2 damage to any target. You gain 2 life. Draw a card.",
                     "Sorcery", "{R}")  # fmt: skip
    (spell,) = d.abilities
    assert spell.effect == re_.Sequence(
        (re_.DealDamage(2, rf.Target(0)), re_.GainLife(2, rf.You()), re_.DrawCards(1, rf.You()))
    )
    s = Scenario()
    s.battlefield(0, mountain())
    s.library(0, forest())
    s.cast(0, s.hand(0, d)[0], targets=(BOB,))
    s.resolve()
    assert s.life(1) == 18 and s.life(0) == 22 and s.zone_names(0, Zone.HAND) == ["Forest"]


def test_players_as_subjects():
    """ "Each opponent loses 1 life." / "Target player draws two cards." (CR 102, 115)."""
    d = compile_card("Each opponent loses 1 life. Target player draws two cards.", "Sorcery")
    (spell,) = d.abilities
    assert spell.effect.effects == (re_.LoseLife(1, rf.EachOpponent()),
                                    re_.DrawCards(2, rf.TargetPlayer(0)))  # fmt: skip


def test_pump_until_end_of_turn_and_gain_keywords():
    """CR 611.2: "gets +3/+3 and gains trample until end of turn"."""
    d = compile_card("Target creature gets +3/+3 and gains trample until end of turn.",
                     "Instant", "{G}")  # fmt: skip
    (spell,) = d.abilities
    assert spell.effect.effects == (
        re_.ModifyPTEffect(rf.Target(0), 3, 3, "eot"),
        re_.GrantAbilities(rf.Target(0), (ra.Trample(),), "eot"),
    )
    s = Scenario()
    s.battlefield(0, forest())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, d)[0], targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (5, 5) and s.game.view(bear).has_keyword(ra.Trample)


def test_activated_abilities_and_costs():
    """CR 602, 118: "{1}, {T}, Sacrifice this creature: ..." and "Sacrifice a creature:"."""
    d = compile_card("{1}, {T}: Put a +1/+1 counter on this creature.\n"
                     "Sacrifice a creature: Target player loses 1 life.")  # fmt: skip
    a, b = d.abilities
    assert a == ra.ActivatedAbility(
        (ManaCost.parse("{1}"), rco.TapCost()), re_.PutCounters("+1/+1", 1, rf.This())
    )
    assert b.cost == (rco.SacrificeCost(rf.CREATURE),)
    s = Scenario()
    s.battlefield(0, mountain())
    me = s.battlefield(0, d)[0]
    s.activate(0, me, 0)
    s.resolve()
    assert s.pt(me) == (3, 3)
    bear = s.battlefield(0, grizzly_bears())[0]
    s.answer(0, ChooseObjects, (bear,))
    s.activate(0, me, 1, targets=(BOB,))
    s.resolve()
    assert s.life(1) == 19


def test_mana_abilities():
    """CR 605.1a: "{T}: Add {G}{G}." / "Add one mana of any color." / "{R} or {G}"."""
    d = compile_card("{T}: Add {R} or {G}.", "Artifact", "{2}")
    (m,) = d.abilities
    assert m == ra.ManaAbility((rco.TapCost(),), re_.AddManaAnyColor(1, (ManaType.R, ManaType.G)))
    s = Scenario()
    x = s.battlefield(0, d)[0]
    s.tap_for_mana(0, x, color=ManaType.G)
    assert s.pool(0) == "{G}"


def test_triggers_enters_dies_attacks_upkeep():
    """CR 603.6a enters, 700.4 dies, 508.3a attacks, 503.1 upkeep."""
    d = compile_card(
        "When this creature enters, you gain 3 life.\n"
        "When this creature dies, each opponent loses 2 life.\n"
        "Whenever this creature attacks, draw a card.\n"
        "At the beginning of your upkeep, you lose 1 life."
    )
    enters, dies, attacks, upkeep = d.abilities
    assert enters.trigger == rt.Enters(this=True)
    assert dies.trigger == rt.Dies(this=True)
    assert attacks.trigger == rt.Attacks(this=True)
    assert upkeep.trigger == rt.BeginningOfStep(Step.UPKEEP, rf.Who.YOU)
    s = Scenario()
    s.battlefield(0, mountain())
    s.cast(0, s.hand(0, attrs_evolve_cost(d))[0])
    s.resolve()
    s.resolve()
    assert s.life(0) == 23


def attrs_evolve_cost(d: CardDefinition) -> CardDefinition:
    import attrs

    return attrs.evolve(d, mana_cost=ManaCost.parse("{R}"))


def test_static_anthem_equipment_aura_and_restrictions():
    """CR 611.3, 613.4c: "Creatures you control get +1/+1."; "Enchanted creature can't
    block." (509.1b); "This creature can't attack." (508.1c)."""
    anthem = compile_card("Creatures you control get +1/+1.", "Enchantment", "{1}{W}")
    (st,) = anthem.abilities
    assert st == ra.StaticAbility(
        rc.ModifyPT(1, 1), rf.ObjectFilter(card_types=frozenset({"Creature"}),
                                           controller=rf.Who.YOU)
    )  # fmt: skip
    aura = compile_card("Enchant creature\nEnchanted creature can't block.",
                        "Enchantment — Aura", "{R}")  # fmt: skip
    assert aura.abilities == (ra.Enchant(rf.CREATURE),
                              ra.StaticAbility(rc.CantBlock(), rf.AttachedTo()))  # fmt: skip
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, anthem)
    assert s.pt(bear) == (3, 3)


def test_enters_tapped_and_with_counters_are_replacements():
    """CR 614.1c: "This land enters tapped." and "enters with two +1/+1 counters"."""
    land = compile_card("This land enters tapped.\n{T}: Add {W}.", "Land", None)
    assert land.abilities[0] == ra.ReplacementAbility(rr.EntersTapped())
    s = Scenario()
    s.play_land(0, s.hand(0, land)[0])
    [perm] = s.find("Test Card", Zone.BATTLEFIELD)
    assert s.obj(perm).tapped
    walker = compile_card("This creature enters with two +1/+1 counters on it.", pt=("0", "0"))
    assert walker.abilities == (ra.ReplacementAbility(rr.EntersWithCounters("+1/+1", 2)),)


def test_tokens_and_counter_spell():
    """CR 111.4: token characteristics; CR 701.6 counter target spell."""
    d = compile_card("Create two 1/1 white Soldier creature tokens.", "Instant", "{1}{W}")
    (spell,) = d.abilities
    token = spell.effect.token
    assert (token.name, token.types, token.subtypes, token.power) == (
        "Soldier Token",
        frozenset({"Creature"}),
        frozenset({"Soldier"}),
        1,
    )
    s = Scenario()
    s.battlefield(0, plains(), plains())
    s.cast(0, s.hand(0, d)[0])
    s.resolve()
    assert len(s.find("Soldier Token", Zone.BATTLEFIELD)) == 2
    counter = compile_card("Counter target spell.", "Instant", "{U}{U}")
    assert counter.abilities[0].effect == re_.CounterObject(rf.Target(0))


def test_granted_quoted_ability():
    """CR 113.2c: "Equipped creature has "{T}: This creature deals 1 damage to any
    target."" — the quoted ability belongs to the creature."""
    d = compile_card('Equipped creature has "{T}: This creature deals 1 damage to any '
                     'target."\nEquip {2}', "Artifact — Equipment", "{1}")  # fmt: skip
    static, equip = d.abilities
    (granted,) = static.effect.abilities
    assert isinstance(granted, ra.ActivatedAbility) and granted.effect == re_.DealDamage(
        1, rf.Target(0)
    )
    assert equip == rkp.Equip((ManaCost.parse("{2}"),))


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Manifest the top card of your library.", "Manifest"),
        ("Choose any number —\n• Draw a card.\n• You gain 3 life.", "ModalAbility"),
    ],
)
def test_unsupported_is_named_never_dropped(text, kind):
    """Honest coverage: a node the runtime can't run makes the face ``unsupported`` with an
    E300 note (severity "note") quoting it in the card's words, never a crash."""
    face = Face("Test Card", "Sorcery", "{1}", text)
    result = check_face(face)
    assert result.status == UNSUPPORTED and kind in result.unsupported_kinds
    assert result.diagnostics == () and result.notes[0].code == "E300"
    note = result.notes[0]
    assert note.severity == "note" and "parses but can't run yet" in note.message
    assert note.message.startswith(f"'{text[:10]}") and note.hint
    lowered = lower_face(face, result.abilities)
    assert lowered.definition is None and lowered.unsupported[0].kind == kind


def test_explain_shows_granted_abilities():
    """``mtgc explain``: kind, cost, trigger, effect steps and rules."""
    from mtgc.compiler.cards import load_library
    from mtgc.compiler.explain import explain

    mace = [c for c in load_library() if c.name.startswith("Nazg")]
    text, ok = explain(mace)
    assert ok
    for part in ("Menace", "Deathtouch", "Annihilator(n=1)", "SacrificeTrigger",
                 "unless that player pays 3 life", "CR 702.86a"):  # fmt: skip
        assert part in text


def test_for_each_and_discard():
    """CR 107.1 "for each": counted on resolution; CR 701.9 discard (as a cost and as an
    effect)."""
    d = compile_card(
        "When this creature enters, you gain 1 life for each creature you control.\n"
        "Discard a card: Target player discards two cards."
    )
    gain, disc = d.abilities
    assert gain.effect == re_.GainLife(
        rf.CountOf(rf.ObjectFilter(card_types=frozenset({"Creature"}), controller=rf.Who.YOU)),
        rf.You(),
    )
    assert disc.cost == (rco.DiscardCost(None, 1),)
    assert disc.effect == re_.DiscardCards(2, rf.TargetPlayer(0))
    s = Scenario()
    s.battlefield(0, grizzly_bears(), mountain())
    me = s.hand(0, attrs_evolve_cost(d))[0]
    s.cast(0, me)
    s.resolve()  # the creature; its trigger goes on the stack
    s.resolve_stack()
    assert s.life(0) == 22
    [perm] = s.find("Test Card", Zone.BATTLEFIELD)
    s.hand(0, forest())
    s.hand(1, forest(), mountain(), plains())
    s.answer(1, ChooseObjects, lambda dec: dec.options[:2])
    s.activate(0, perm, targets=(BOB,))
    s.resolve()
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Forest"] and len(s.zone_names(1, Zone.HAND)) == 1


def test_targets_outside_battlefield_and_stack_are_unsupported():
    """The runtime chooses targets on the battlefield, on the stack and in graveyards: a
    target in a hand stays unsupported rather than silently having no legal target."""
    face = Face("Test Card", "Sorcery", "{B}", "Exile target card from your hand.")
    assert check_face(face).status == UNSUPPORTED


def test_search_library_sentence():
    """CR 701.19: "Search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle." is one runtime search."""
    d = compile_card(
        "Search your library for a basic land card, put it onto the battlefield tapped, "
        "then shuffle.",
        "Sorcery",
        "{1}{G}",
    )
    (spell,) = d.abilities
    assert spell.effect == re_.SearchLibrary(
        rf.ObjectFilter(card_types=frozenset({"Land"}), supertypes=frozenset({"Basic"}),
                        zone=None),
        1, Zone.BATTLEFIELD, True,
    )  # fmt: skip
    s = Scenario()
    s.battlefield(0, forest(), forest())
    s.library(0, grizzly_bears(), mountain())
    s.cast(0, s.hand(0, d)[0])
    s.answer(0, ChooseObjects, lambda dec: dec.options)
    s.resolve()
    [m] = s.find("Mountain", Zone.BATTLEFIELD)
    assert s.obj(m).tapped and s.zone_names(0, Zone.LIBRARY) == ["Grizzly Bears"]


def test_predefined_treasure_token():
    """CR 111.10a: a Treasure token has "{T}, Sacrifice this artifact: Add one mana of any
    color." (compiled from that text)."""
    d = compile_card("Create a Treasure token.", "Sorcery", "{R}")
    token = d.abilities[0].effect.token
    assert token.name == "Treasure Token" and token.types == frozenset({"Artifact"})
    s = Scenario()
    s.battlefield(0, mountain())
    s.cast(0, s.hand(0, d)[0])
    s.resolve()
    [t] = s.find("Treasure Token", Zone.BATTLEFIELD)
    s.tap_for_mana(0, t, color=ManaType.U)
    assert s.pool(0) == "{U}" and s.zone_of(t) is None


def test_look_at_hand_then_draw():
    """CR 402.3: "Look at target player's hand." changes nothing but what its controller
    knows (logged); the spell's two lines are one spell ability (CR 113.3a)."""
    d = compile_card("Look at target player's hand.\nDraw a card.", "Sorcery", "{U}")
    (spell,) = d.abilities
    assert spell.effect == re_.Sequence(
        (re_.LookAtHand(rf.TargetPlayer(0)), re_.DrawCards(1, rf.You()))
    )
    s = Scenario()
    s.battlefield(0, forest())
    s.hand(1, mountain())
    s.library(0, plains())
    import attrs

    s.cast(0, s.hand(0, attrs.evolve(d, mana_cost=ManaCost.parse("{G}")))[0], targets=(BOB,))
    s.resolve()
    assert "P0 looks at P1's hand: Mountain" in s.log()
    assert s.zone_names(0, Zone.HAND) == ["Plains"]


def test_equip_with_a_non_mana_cost_and_a_bonus_per_counter():
    """CR 702.6a "Equip—[cost]" with the cost "Remove a charge counter from this
    Equipment" (CR 122.8), and "Equipped creature gets +1/+1 for each charge counter on
    this Equipment" (CR 613.4c: the bonus follows the count as it changes)."""
    sigil = compile_card(
        "This Equipment enters with X charge counters on it.\n"
        "Equipped creature gets +1/+1 for each charge counter on this Equipment.\n"
        "Equip\u2014Remove a charge counter from this Equipment.",
        type_line="Artifact — Equipment", cost="{X}", name="Sigil of Distinction",
    )  # fmt: skip
    s = Scenario()
    [eq] = s.battlefield(0, sigil, counters={"charge": 3})
    [bear] = s.battlefield(0, grizzly_bears())
    assert s.state.step is Step.PRECOMBAT_MAIN  # equip is sorcery-speed (CR 702.6a)
    s.activate(0, eq, targets=(bear,))
    assert s.obj(eq).counters["charge"] == 2  # the cost was paid
    s.resolve()
    assert s.game.view(bear).power == 4 and s.game.view(bear).toughness == 4  # 2/2 + 2 counters
    s.game.add_counters(eq, "charge", -2)
    assert s.game.view(bear).power == 2
    [empty] = s.battlefield(0, sigil)
    with pytest.raises(Exception, match="fewer than 1 charge"):
        s.activate(0, empty, targets=(bear,))


def test_it_after_revealing_the_top_card_is_the_revealed_card():
    """CR 608.2c, 701.20a: in Llanowar Empath's "reveal the top card of your library. If it's
    a creature card, put it into your hand", "it" is the revealed card, not the creature
    (the face was once ok checking the creature itself): a creature card is taken, a land
    stays on top."""
    face = Face("Llanowar Empath", "Creature \u2014 Elf Shaman", "{3}{G}",
                "When this creature enters, scry 2, then reveal the top card of your library. "
                "If it's a creature card, put it into your hand.", "2", "2")  # fmt: skip
    result = check_face(face)
    assert result.status == OK
    empath = lower_face(face, result.abilities).definition
    for top, hand in ((grizzly_bears(), ["Grizzly Bears"]), (plains(), [])):
        s = Scenario()
        s.set_step(Step.PRECOMBAT_MAIN)
        s.battlefield(0, *(forest() for _ in range(4)))
        s.library(0, top, swamp())
        s.answer(0, ChooseObjects, ())  # scry: keep both on top
        s.cast(0, s.hand(0, empath)[0])
        s.resolve_stack()
        assert s.zone_names(0, Zone.HAND) == hand


def test_a_plain_type_statement_parses_and_is_honestly_unsupported():
    """CR 205.1a (layer 4): "It's an enchantment." after a return parses as a type-changing
    clause; the runtime has no handler for it alone, so the face is ``unsupported``."""
    face = Face("Test Card", "Creature — Bear", "{1}",
                "When this creature dies, return it to the battlefield under its owner's "
                "control. It's an enchantment.")  # fmt: skip
    result = check_face(face)
    assert result.status == UNSUPPORTED and "ContractedTypeClause" in result.unsupported_kinds


def test_a_copy_exception_with_a_new_pt_and_type_still_runs():
    """CR 707.9b: "except it's a 1/1 green Frog" sets P/T, color and creature type."""
    face = Face("Test Card", "Sorcery", "{1}",
                "Create a token that's a copy of target creature, except it's a 1/1 green Frog.")
    assert check_face(face).status == OK


def test_becoming_plotted_parses_and_is_honestly_unsupported():
    """CR 702.170d: "When this card becomes plotted" parses; the runtime has no plot yet."""
    face = Face("Test Card", "Creature — Bear", "{1}",
                "When this card becomes plotted, it deals 2 damage to any target.")
    result = check_face(face)
    assert result.status == UNSUPPORTED and "BecomesPlottedEvent" in result.unsupported_kinds
