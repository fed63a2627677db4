"""Sunburst (CR 702.44) and converge's count (CR 702.119a), compiled from real cards' text:
the colors of the mana spent to cast the spell (CR 601.2h), as recorded while it's paid."""

from kw_compile import compile_card

from mtgc.runtime.scenario import Scenario, Step, Zone

ORACLE = """Etched Oracle {4}
Artifact Creature — Wizard
Sunburst (This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.)
{1}, Remove four +1/+1 counters from this creature: Target player draws three cards.
0/0"""  # noqa: E501
PRISM = """Pentad Prism {2}
Artifact
Sunburst (This artifact enters with a charge counter on it for each color of mana spent to cast it.)
Remove a charge counter from this artifact: Add one mana of any color."""  # noqa: E501
STALWART = """Tajuru Stalwart {2}{G}
Creature — Elf Scout Ally
Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.
0/1"""  # noqa: E501
TRUTHS = """Painful Truths {2}{B}
Sorcery
Converge — You draw X cards and lose X life, where X is the number of colors of mana spent to cast this spell."""  # noqa: E501
LANDS = {
    "Plains": "Plains\nBasic Land — Plains\n({T}: Add {W}.)",
    "Island": "Island\nBasic Land — Island\n({T}: Add {U}.)",
    "Swamp": "Swamp\nBasic Land — Swamp\n({T}: Add {B}.)",
    "Forest": "Forest\nBasic Land — Forest\n({T}: Add {G}.)",
    "Mind Stone": "Mind Stone {2}\nArtifact\n{T}: Add {C}.",
}


def _cast(card: str, *lands: str) -> tuple[Scenario, int]:
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(LANDS[n]) for n in lands])
    s.cast(0, s.hand(0, compile_card(card))[0])
    s.resolve_stack()
    return s, s.find(compile_card(card).name, None, 0)[0]


def test_sunburst_creature_gets_a_counter_per_color():
    """CR 702.44a: a creature enters with a +1/+1 counter for each color spent — white,
    blue and black (two black mana count once)."""
    s, oracle = _cast(ORACLE, "Plains", "Island", "Swamp", "Swamp")
    assert s.obj(oracle).counters == {"+1/+1": 3}
    assert s.pt(oracle) == (3, 3)
    s, oracle = _cast(ORACLE, "Forest", "Forest", "Forest", "Forest")
    assert s.pt(oracle) == (1, 1)


def test_sunburst_noncreature_gets_charge_counters():
    """CR 702.44a: otherwise, charge counters; colorless mana is no color (CR 105.1)."""
    s, prism = _cast(PRISM, "Plains", "Forest")
    assert s.obj(prism).counters == {"charge": 2}
    s, prism = _cast(PRISM, "Plains", "Mind Stone")
    assert s.obj(prism).counters == {"charge": 1}


def test_sunburst_put_onto_the_battlefield_gets_nothing():
    """CR 702.44b: only as a resolving spell."""
    s = Scenario()
    (prism,) = s.battlefield(0, compile_card(PRISM), enter=True)
    assert s.obj(prism).counters == {}


def test_converge_counters_and_amount():
    """CR 702.119a: "for each color of mana spent to cast it" as it enters; "the number of
    colors of mana spent to cast this spell" as the spell resolves."""
    s, elf = _cast(STALWART, "Forest", "Plains", "Island")
    assert s.pt(elf) == (3, 4)
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(LANDS[n]) for n in ("Swamp", "Forest", "Forest")])
    s.library(0, *[compile_card(LANDS["Plains"])] * 3)
    s.cast(0, s.hand(0, compile_card(TRUTHS))[0])
    s.resolve_stack()
    assert len(s.zone_names(0, Zone.HAND)) == 2
    assert s.life(0) == 18
