"""Countering a spell named by reference (CR 701.6a): the spell whose casting triggered the
ability ("Whenever a player casts a spell, counter it", CR 601.2i), the spell or ability
that targeted ("counter that spell or ability", CR 115.1), the spell itself ("When you cast
this spell, counter it unless ...") and every spell of a kind ("Counter all other spells",
overload, CR 702.96b) — compiled from real cards' Oracle text and played out."""

from __future__ import annotations

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseYesNo
from mtgc.runtime.cards_basic import forest, grizzly_bears, island, mountain, plains
from mtgc.runtime.scenario import Scenario, Step, Zone

PRESENCE_OF_THE_MASTER = compile_card(
    "Whenever a player casts an enchantment spell, counter it.", "Enchantment", "{3}{W}",
    name="Presence of the Master")  # fmt: skip
NETHER_VOID = compile_card(
    "Whenever a player casts a spell, counter it unless that player pays {3}.",
    "World Enchantment", "{3}{B}", name="Nether Void")  # fmt: skip
DIFFUSION_SLIVER = compile_card(
    "Whenever a Sliver creature you control becomes the target of a spell or ability an "
    "opponent controls, counter that spell or ability unless its controller pays {2}.",
    "Creature \u2014 Sliver", "{1}{U}", ("1", "1"), name="Diffusion Sliver")  # fmt: skip
MANA_VORTEX = compile_card(
    "When you cast this spell, counter it unless you sacrifice a land.", "Enchantment",
    "{1}{U}{U}", name="Mana Vortex")  # fmt: skip
COUNTERFLUX = compile_card(
    "This spell can't be countered.\nCounter target spell you don't control.\n"
    "Overload {1}{U}{U}{R}", cost="{U}{U}{R}", name="Counterflux")  # fmt: skip
PACIFISM = compile_card("Enchant creature\nEnchanted creature can't attack or block.",
                        "Enchantment \u2014 Aura", "{1}{W}", name="Pacifism")  # fmt: skip
SHOCK = compile_card("Shock deals 2 damage to any target.", cost="{R}", name="Shock")
GROWTH = compile_card("Target creature gets +3/+3 until end of turn.", cost="{G}",
                      name="Giant Growth")  # fmt: skip


def test_presence_of_the_master_counters_the_enchantment_spell():
    """CR 601.2i, 701.6a: "counter it" — the enchantment spell that was cast goes to its
    owner's graveyard; a creature spell is not countered."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(0, PRESENCE_OF_THE_MASTER)
    s.battlefield(1, plains(), plains(), forest(), forest())
    bears = s.battlefield(1, grizzly_bears())[0]
    s.cast(1, s.hand(1, PACIFISM)[0], targets=(bears,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Pacifism"]
    s.cast(1, s.hand(1, grizzly_bears())[0])
    s.resolve_stack()
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Grizzly Bears") == 2


def test_nether_void_counters_unless_its_caster_pays_three():
    """CR 118.12, 701.6a: "counter it unless that player pays {3}" — the caster is asked;
    unable to pay, the spell is countered; paying, it resolves."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(0, NETHER_VOID)
    s.battlefield(1, forest(), forest())
    s.answer(1, ChooseYesNo, True, required=False)
    s.cast(1, s.hand(1, grizzly_bears())[0])
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    s2 = Scenario()
    s2.set_step(Step.PRECOMBAT_MAIN, active=1)
    s2.battlefield(0, NETHER_VOID)
    s2.battlefield(1, mountain(), mountain(), mountain(), mountain())
    target = s2.battlefield(0, grizzly_bears())[0]
    s2.answer(1, ChooseYesNo, True)
    s2.cast(1, s2.hand(1, SHOCK)[0], targets=(target,))
    s2.resolve_stack()
    assert s2.zone_of(target) is None
    assert s2.zone_names(1, Zone.GRAVEYARD) == ["Shock"]


def test_diffusion_sliver_counters_the_targeting_spell():
    """CR 115.1, 701.6a: "counter that spell or ability" is the opponent's spell that
    targeted the Sliver, not the Sliver; its controller can't pay {2}, so it's countered."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    sliver = s.battlefield(0, DIFFUSION_SLIVER)[0]
    s.battlefield(1, mountain())
    s.answer(1, ChooseYesNo, True, required=False)
    s.cast(1, s.hand(1, SHOCK)[0], targets=(sliver,))
    s.resolve_stack()
    assert s.zone_of(sliver) is Zone.BATTLEFIELD
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Shock"]


def test_diffusion_sliver_its_controller_is_the_spells():
    """CR 118.12: "unless its controller pays {2}" — the spell's controller, Bob, pays and
    his Shock resolves (Alice, the Sliver's controller, is not asked)."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    sliver = s.battlefield(0, DIFFUSION_SLIVER)[0]
    s.battlefield(0, island(), island())
    s.battlefield(1, mountain(), mountain(), mountain())
    s.answer(1, ChooseYesNo, True)
    s.cast(1, s.hand(1, SHOCK)[0], targets=(sliver,))
    s.resolve_stack()
    assert s.zone_of(sliver) is None
    assert all(s.obj(i).tapped for i in s.find("Mountain"))
    assert not any(s.obj(i).tapped for i in s.find("Island"))


def test_diffusion_sliver_ignores_its_controllers_spells():
    """CR 603.2: a spell Alice controls targeting her Sliver doesn't trigger it."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    sliver = s.battlefield(0, DIFFUSION_SLIVER)[0]
    s.battlefield(0, forest())
    s.cast(0, s.hand(0, GROWTH)[0], targets=(sliver,))
    s.resolve_stack()
    assert s.pt(sliver) == (4, 4)


def test_mana_vortex_is_countered_without_a_land_to_sacrifice():
    """CR 601.2i, 701.6a: the cast trigger resolves while the spell is on the stack; with
    no land to sacrifice the enchantment is countered; sacrificing one, it resolves."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    lands = s.battlefield(0, island(), island(), island())
    s.answer(0, ChooseYesNo, True)
    s.cast(0, s.hand(0, MANA_VORTEX)[0])
    s.resolve_stack()
    assert s.zone_names(0, Zone.BATTLEFIELD).count("Island") == 2
    assert "Mana Vortex" in s.zone_names(0, Zone.BATTLEFIELD)
    assert len([i for i in lands if s.zone_of(i) is Zone.BATTLEFIELD]) == 2


def test_overloaded_counterflux_counters_each_opponents_spell():
    """CR 702.96b, 701.6a: overloaded, "Counter each spell you don't control": Bob's spell
    is countered."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=1)
    s.battlefield(0, island(), island(), island(), mountain())
    s.battlefield(1, forest(), forest())
    s.cast(1, s.hand(1, grizzly_bears())[0])
    s.pass_priority(1)  # Bob passes with his Bears on the stack; Alice responds
    s.cast(0, s.hand(0, COUNTERFLUX)[0], alternative=0)
    assert s.state.objects[s.state.stack[-1]].targets == ()
    s.resolve_stack()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.zone_names(1, Zone.BATTLEFIELD).count("Grizzly Bears") == 0
