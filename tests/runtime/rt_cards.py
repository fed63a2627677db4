"""Card definitions for the runtime tests, built from runtime objects (the compiler
doesn't exist yet). Each mirrors the Oracle text quoted in its docstring."""

from __future__ import annotations

from mtgc.runtime.actions.effects import (
    AddMana,
    AddManaCouldProduce,
    AddManaOfProducedType,
    CreateToken,
    DealDamage,
    Destroy,
    DrawCards,
    ExileObjects,
    ExileTopOfLibrary,
    GainControl,
    GainLife,
    LoseLife,
    ModifyPTEffect,
    PlayPermission,
    PutOntoBattlefield,
    Sequence,
    Unless,
)  # fmt: skip
from mtgc.runtime.cards_basic import creature
from mtgc.runtime.continuous.layers import (
    AddAbilities,
    AttackTax,
    ChangeController,
    ModifyPT,
    SetPT,
)  # fmt: skip
from mtgc.runtime.events.replacement import (
    EntersWithCounters,
    ExileInsteadOfGraveyard,
    ManaMultiplier,
)
from mtgc.runtime.events.triggers import (
    Attacks,
    Dies,
    Enters,
    SacrificeTrigger,
    TappedForMana,
)  # fmt: skip
from mtgc.runtime.mana.symbols import ManaCost, ManaType
from mtgc.runtime.stack.costs import (
    DiscardCost,
    LoyaltyCost,
    PayLifeCost,
    SacrificeCost,
    TapCost,
    UntapCost,
)  # fmt: skip
from mtgc.runtime.state.abilities import (
    ActivatedAbility,
    Affinity,
    Annihilator,
    Enchant,
    Equip,
    Flash,
    Haste,
    Hexproof,
    ManaAbility,
    Menace,
    Mode,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)  # fmt: skip
from mtgc.runtime.state.filters import (
    CREATURE,
    All,
    AttachedTo,
    EventObject,
    EventPlayer,
    LifeAtMost,
    ObjectFilter,
    Remembered,
    Target,
    TargetPlayer,
    TargetSpec,
    This,
    Who,
    X,
    You,
)  # fmt: skip
from mtgc.runtime.state.objects import CardDefinition, Zone

W, U, B, R, G, C = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G, ManaType.C)
ANY_TARGET = TargetSpec(ObjectFilter(card_types=frozenset({"Creature", "Planeswalker"})), Who.ANY)
NONTOKEN = ObjectFilter(token=False)


def card(name, types, cost=None, *abilities, subtypes=(), supertypes=(), pt=None, loyalty=None):
    p, t = pt if pt else (None, None)
    return CardDefinition(
        name,
        frozenset(types),
        ManaCost.parse(cost) if cost else None,
        frozenset(subtypes),
        frozenset(supertypes),
        p,
        t,
        loyalty,
        tuple(abilities),
    )


def lightning_bolt():
    """Lightning Bolt {R} — Instant. Lightning Bolt deals 3 damage to any target."""
    return card("Lightning Bolt", {"Instant"}, "{R}", SpellAbility(DealDamage(3), (ANY_TARGET,)))


def divination():
    """Divination {2}{U} — Sorcery. Draw two cards."""
    return card("Divination", {"Sorcery"}, "{2}{U}", SpellAbility(DrawCards(2)))


def dismember():
    """Dismember {1}{B/P}{B/P} — Instant. Target creature gets -5/-5 until end of turn."""
    return card(
        "Dismember",
        {"Instant"},
        "{1}{B/P}{B/P}",
        SpellAbility(ModifyPTEffect(Target(0), -5, -5), (TargetSpec(CREATURE),)),
    )


def charm():
    """Modal {R}{G} instant: choose one — 2 damage to target creature; or you gain 4 life."""
    return card(
        "Test Charm",
        {"Instant"},
        "{R/G}{R/G}",
        SpellAbility(modes=(Mode(DealDamage(2), (TargetSpec(CREATURE),)), Mode(GainLife(4)))),
    )


def blaze():
    """Blaze {X}{R} — Sorcery. Blaze deals X damage to any target."""
    return card("Blaze", {"Sorcery"}, "{X}{R}", SpellAbility(DealDamage(X()), (ANY_TARGET,)))


def ballista():
    """Walking Ballista-like {X}{X} 0/0: enters with X +1/+1 counters; "When this enters,
    you gain X life" (CR 107.3m)."""
    return card(
        "X Golem",
        {"Artifact", "Creature"},
        "{X}{X}",
        ReplacementAbility(EntersWithCounters("+1/+1", X())),
        TriggeredAbility(Enters(this=True), GainLife(X())),
        pt=(0, 0),
    )


def prodigal_sorcerer():
    """Prodigal Sorcerer {2}{U} 1/1 — {T}: This creature deals 1 damage to any target."""
    return creature(
        "Prodigal Sorcerer",
        "{2}{U}",
        1,
        1,
        ActivatedAbility((TapCost(),), DealDamage(1), (ANY_TARGET,)),
    )


def untapper():
    """{Q} creature {1}{W} 1/1 — {Q}: You gain 1 life."""
    return creature("Untap Monk", "{1}{W}", 1, 1, ActivatedAbility((UntapCost(),), GainLife(1)))


def llanowar_elves():
    """Llanowar Elves {G} 1/1 — {T}: Add {G}."""
    return creature("Llanowar Elves", "{G}", 1, 1, ManaAbility((TapCost(),), AddMana((G,))))


def reflecting_pool():
    """Reflecting Pool — Land. {T}: Add one mana of any type that a land you control could
    produce."""
    f = ObjectFilter(card_types=frozenset({"Land"}), controller=Who.YOU)
    return card(
        "Reflecting Pool",
        {"Land"},
        None,
        ManaAbility((TapCost(),), AddManaCouldProduce(f, any_type=True)),
    )


def fellwar_stone():
    """Fellwar Stone {2} — Artifact. {T}: Add one mana of any color that a land an opponent
    controls could produce."""
    f = ObjectFilter(card_types=frozenset({"Land"}), controller=Who.OPPONENT)
    return card(
        "Fellwar Stone",
        {"Artifact"},
        "{2}",
        ManaAbility((TapCost(),), AddManaCouldProduce(f, any_type=False)),
    )


def wastes():
    """Wastes — Basic Land. {T}: Add {C}."""
    return card(
        "Wastes", {"Land"}, None, ManaAbility((TapCost(),), AddMana((C,))), supertypes={"Basic"}
    )


def heartbeat_of_spring():
    """Heartbeat of Spring {2}{G} — Enchantment. Whenever a player taps a land for mana,
    that player adds one mana of any type that land produced."""
    land = ObjectFilter(card_types=frozenset({"Land"}))
    return card(
        "Heartbeat of Spring",
        {"Enchantment"},
        "{2}{G}",
        TriggeredAbility(TappedForMana(land), AddManaOfProducedType()),
    )


def mana_reflection():
    """Mana Reflection {4}{G}{G} — Enchantment. If you tap a permanent for mana, it produces
    twice as much of that mana instead."""
    return card(
        "Mana Reflection",
        {"Enchantment"},
        "{4}{G}{G}",
        ReplacementAbility(ManaMultiplier(2, Who.YOU)),
    )


def norns_annex():
    """Norn's Annex {3}{W/P}{W/P} — Artifact. ({W/P} can be paid with either {W} or 2 life.)
    Creatures can't attack you or planeswalkers you control unless their controller pays
    {W/P} for each of those creatures."""
    return card(
        "Norn's Annex",
        {"Artifact"},
        "{3}{W/P}{W/P}",
        StaticAbility(AttackTax((ManaCost.parse("{W/P}"),), Who.YOU)),
    )


def rest_in_peace():
    """Rest in Peace {1}{W} — Enchantment. When Rest in Peace enters, exile all graveyards.
    If a card or token would be put into a graveyard from anywhere, exile it instead."""
    gy = ObjectFilter(zone=Zone.GRAVEYARD)
    return card(
        "Rest in Peace",
        {"Enchantment"},
        "{1}{W}",
        TriggeredAbility(Enters(this=True), ExileObjects(All(gy))),
        ReplacementAbility(ExileInsteadOfGraveyard()),
    )


def nazgul_battle_mace():
    """Nazgûl Battle-Mace {5} — Artifact — Equipment. Equipped creature has menace and
    annihilator 1 and "Whenever an opponent sacrifices a nontoken permanent, put that card
    onto the battlefield under your control unless that player pays 3 life." Equip {3}"""
    steal = TriggeredAbility(
        SacrificeTrigger(NONTOKEN, Who.OPPONENT),
        Unless(EventPlayer(), (PayLifeCost(3),), PutOntoBattlefield(EventObject(new=True), You())),
    )
    grant = StaticAbility(AddAbilities((Menace(), Annihilator(1), steal)), AttachedTo())
    return card(
        "Nazgûl Battle-Mace",
        {"Artifact"},
        "{5}",
        grant,
        Equip((ManaCost.parse("{3}"),)),
        subtypes={"Equipment"},
    )


def nahiri():
    """Nahiri, Forged in Fury {4}{R}{W} 5/4 — Affinity for Equipment. Whenever an equipped
    creature you control attacks, exile the top card of your library. You may play that
    card this turn. You may cast Equipment spells this way without paying their mana costs."""
    equipped = ObjectFilter(card_types=frozenset({"Creature"}), controller=Who.YOU, equipped=True)
    free = ObjectFilter(subtypes=frozenset({"Equipment"}))
    trig = TriggeredAbility(
        Attacks(equipped), Sequence((ExileTopOfLibrary(), PlayPermission(Remembered(), free=free)))
    )
    return card(
        "Nahiri, Forged in Fury",
        {"Creature"},
        "{4}{R}{W}",
        Affinity(ObjectFilter(subtypes=frozenset({"Equipment"}))),
        trig,
        subtypes={"Kor", "Artificer"},
        supertypes={"Legendary"},
        pt=(5, 4),
    )


def bonesplitter():
    """Bonesplitter {1} — Equipment. Equipped creature gets +2/+0. Equip {1}"""
    return card(
        "Bonesplitter",
        {"Artifact"},
        "{1}",
        StaticAbility(ModifyPT(2, 0), AttachedTo()),
        Equip((ManaCost.parse("{1}"),)),
        subtypes={"Equipment"},
    )


def x_equipment():
    """An Equipment with {X} in its cost: {X} Equipment, equipped creature gets +1/+1."""
    return card(
        "X Blade",
        {"Artifact"},
        "{X}",
        StaticAbility(ModifyPT(1, 1), AttachedTo()),
        Equip((ManaCost.parse("{2}"),)),
        subtypes={"Equipment"},
    )


def glorious_anthem():
    """Glorious Anthem {1}{W}{W} — Creatures you control get +1/+1."""
    mine = ObjectFilter(card_types=frozenset({"Creature"}), controller=Who.YOU)
    return card(
        "Glorious Anthem", {"Enchantment"}, "{1}{W}{W}", StaticAbility(ModifyPT(1, 1), mine)
    )


def humility_lite():
    """All creatures have base power and toughness 1/1 (layer 7b)."""
    return card("Flattening", {"Enchantment"}, "{2}{W}", StaticAbility(SetPT(1, 1), CREATURE))


def giant_growth():
    """Giant Growth {G} — Instant. Target creature gets +3/+3 until end of turn."""
    return card(
        "Giant Growth",
        {"Instant"},
        "{G}",
        SpellAbility(ModifyPTEffect(Target(0), 3, 3), (TargetSpec(CREATURE),)),
    )


def control_magic():
    """Control Magic {2}{U}{U} — Aura. Enchant creature. You control enchanted creature."""
    return card(
        "Control Magic",
        {"Enchantment"},
        "{2}{U}{U}",
        Enchant(CREATURE),
        StaticAbility(ChangeController(), AttachedTo()),
        subtypes={"Aura"},
    )


def threaten():
    """Act of Treason-ish {2}{R} sorcery: gain control of target creature until end of turn;
    it gains haste."""
    from mtgc.runtime.actions.effects import GrantAbilities

    return card(
        "Act of Treason",
        {"Sorcery"},
        "{2}{R}",
        SpellAbility(
            Sequence((GainControl(Target(0), "eot"), GrantAbilities(Target(0), (Haste(),)))),
            (TargetSpec(CREATURE),),
        ),
    )


def pacifism_aura():
    """Holy Strength-like Aura {W}: Enchant creature. Enchanted creature gets +1/+2."""
    return card(
        "Holy Strength",
        {"Enchantment"},
        "{W}",
        Enchant(CREATURE),
        StaticAbility(ModifyPT(1, 2), AttachedTo()),
        subtypes={"Aura"},
    )


def legend(name="Isamaru"):
    return card(name, {"Creature"}, "{W}", subtypes={"Dog"}, supertypes={"Legendary"}, pt=(2, 2))


def planeswalker():
    """A planeswalker with loyalty 3: [+1]: You gain 1 life. [-3]: Draw a card."""
    return card(
        "Test Walker",
        {"Planeswalker"},
        "{2}{W}",
        ActivatedAbility((LoyaltyCost(1),), GainLife(1)),
        ActivatedAbility((LoyaltyCost(-3),), DrawCards(1)),
        loyalty=3,
    )


def blood_pet():
    """Sacrifice-cost creature: {B} 1/1 — Sacrifice this creature: Target player loses 1 life."""
    return creature(
        "Blood Pet",
        "{B}",
        1,
        1,
        ActivatedAbility(
            (SacrificeCost(),), LoseLife(1, TargetPlayer(0)), (TargetSpec(None, Who.ANY),)
        ),
    )


def altar():
    """{1}, Sacrifice a creature: Draw a card."""
    return card(
        "Altar",
        {"Artifact"},
        "{1}",
        ActivatedAbility((ManaCost.parse("{1}"), SacrificeCost(CREATURE)), DrawCards(1)),
    )


def wild_mongrel():
    """Discard a card: This creature gets +1/+1 until end of turn."""
    return creature(
        "Wild Mongrel",
        "{1}{G}",
        2,
        2,
        ActivatedAbility((DiscardCost(),), ModifyPTEffect(This(), 1, 1)),
    )


def soldier_token():
    return card("Soldier", {"Creature"}, None, subtypes={"Soldier"}, pt=(1, 1))


def raise_the_alarm():
    """Raise the Alarm {1}{W} — Instant. Create two 1/1 white Soldier creature tokens."""
    return card(
        "Raise the Alarm", {"Instant"}, "{1}{W}", SpellAbility(CreateToken(soldier_token(), 2))
    )


def murder():
    """Murder {1}{B}{B} — Instant. Destroy target creature."""
    return card(
        "Murder", {"Instant"}, "{1}{B}{B}", SpellAbility(Destroy(), (TargetSpec(CREATURE),))
    )


def hexproof_bear():
    return creature("Hexproof Bear", "{1}{G}", 2, 2, Hexproof())


def flash_bear():
    return creature("Flash Bear", "{1}{G}", 2, 2, Flash())


def kicker_spell():
    """Sorcery {1}{R} with additional cost "discard a card": 4 damage to any target."""
    return card(
        "Tormenting Spark",
        {"Sorcery"},
        "{1}{R}",
        SpellAbility(DealDamage(4), (ANY_TARGET,), additional_costs=(DiscardCost(),)),
    )


def alt_cost_spell():
    """Instant {3}{R}: 3 damage to any target. Alternative cost: pay 4 life."""
    return card(
        "Fireblast-ish",
        {"Instant"},
        "{3}{R}",
        SpellAbility(DealDamage(3), (ANY_TARGET,), alternative_costs=((PayLifeCost(4),),)),
    )


def dying_wish():
    """Creature {1}{B} 2/1: When this creature dies, you gain 2 life (a look-back trigger)."""
    return creature("Dying Wisher", "{1}{B}", 2, 1, TriggeredAbility(Dies(this=True), GainLife(2)))


def if_low_life():
    """At upkeep-less test: When this enters, if you have 10 or less life, draw a card."""
    return creature(
        "Desperate Scholar",
        "{1}{U}",
        1,
        1,
        TriggeredAbility(Enters(this=True), DrawCards(1), intervening_if=LifeAtMost(10)),
    )
