"""One-shot prevention of all damage to described recipients or from described sources
(CR 615.1, 611.2c, 609.7), compiled from real cards' text."""

from effects_compile import compile_card

from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import forest, grizzly_bears, mountain, plains
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BOB = PlayerRef(1)
BLAST = compile_card("Blast deals 4 damage to any target.", cost="{R}", name="Blast")
DIVINE_LIGHT = compile_card("Prevent all damage that would be dealt this turn to creatures "
                            "you control.", "Sorcery", "{W}", name="Divine Light")  # fmt: skip
THWART = compile_card("Prevent all damage that would be dealt this turn by creatures your "
                      "opponents control.", cost="{W}", name="Thwart the Enemy")  # fmt: skip
PAY_NO_HEED = compile_card("Prevent all damage a source of your choice would deal this turn.",
                           cost="{W}", name="Pay No Heed")  # fmt: skip
CHAMELEON_BLUR = compile_card("Prevent all damage that creatures would deal to players this "
                              "turn.", cost="{G}", name="Chameleon Blur")  # fmt: skip
HEAVY_FOG = compile_card("Prevent all damage that would be dealt to you this turn by attacking "
                         "creatures.", cost="{G}", name="Heavy Fog")  # fmt: skip
ENCIRCLING = compile_card("Prevent all combat damage that would be dealt this turn by "
                          "creatures target opponent controls.", cost="{W}",
                          name="Encircling Fissure")  # fmt: skip
REDEEM = compile_card("Prevent all damage that would be dealt this turn to up to two target "
                      "creatures.", cost="{W}", name="Redeem")  # fmt: skip
FORTIFIER = compile_card("{0}: Prevent all damage that would be dealt to this creature by "
                         "target creature this turn.", "Creature \u2014 Elemental Wizard",
                         "{1}{W}", ("2", "2"), name="Stonewise Fortifier")  # fmt: skip
IMP = compile_card("{0}: This creature deals 2 damage to any target.", "Creature \u2014 Imp",
                   "{R}", ("1", "1"), name="Pain Imp")  # fmt: skip


def test_described_recipients_are_matched_as_damage_is_dealt():
    """CR 615.1, 611.2c: "to creatures you control" — a spell's damage to Alice's creature
    is prevented, also to one that entered after the spell resolved; Bob's creature isn't
    protected."""
    s = Scenario()
    s.battlefield(0, plains(), mountain(), mountain())
    mine = s.battlefield(0, grizzly_bears())[0]
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.cast(0, s.hand(0, DIVINE_LIGHT)[0])
    s.resolve()
    later = s.battlefield(0, grizzly_bears())[0]
    a, b = s.hand(0, BLAST, BLAST)
    s.cast(0, a, targets=(later,))
    s.resolve()
    s.cast(0, b, targets=(theirs,))
    s.resolve()
    assert s.zone_of(mine) is Zone.BATTLEFIELD
    assert s.zone_of(later) is Zone.BATTLEFIELD and s.obj(later).damage == 0
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_described_sources_deal_no_damage_other_sources_do():
    """CR 615.1, 609.7b: "by creatures your opponents control" — Alice's attacker deals no
    combat damage to Bob; Bob's own spell still deals its damage to Alice."""
    s = Scenario()
    s.battlefield(1, plains(), mountain())
    a = s.battlefield(0, grizzly_bears())[0]
    s.attack({a: BOB})
    s.pass_priority(0)
    s.cast(1, s.hand(1, THWART)[0])
    s.resolve()
    s.advance_to(Step.END)
    assert s.life(1) == 20
    s.pass_priority(0)
    s.cast(1, s.hand(1, BLAST)[0], targets=(PlayerRef(0),))
    s.resolve()
    assert s.life(0) == 16


def test_source_of_your_choice_all_damage_this_turn():
    """CR 609.7a, 615.1: "all damage a source of your choice would deal this turn" — the
    chosen source's damage is prevented every time (not used up, unlike CR 615.8's "next
    time"); another source's damage is dealt."""
    s = Scenario()
    s.battlefield(0, plains())
    imp, other = s.battlefield(0, IMP, IMP)
    s.answer(0, ChooseObjects, (imp,))
    s.cast(0, s.hand(0, PAY_NO_HEED)[0])
    s.resolve()
    for _ in range(2):
        s.activate(0, imp, targets=(BOB,))
        s.resolve()
    assert s.life(1) == 20
    s.activate(0, other, targets=(BOB,))
    s.resolve()
    assert s.life(1) == 18


def test_damage_creatures_would_deal_to_players():
    """CR 615.1: "damage that creatures would deal to players" — the unblocked attacker's
    damage to Bob is prevented; the blocked one's damage to the blocker is dealt."""
    s = Scenario()
    s.battlefield(0, forest())
    a, b = s.battlefield(0, grizzly_bears(), grizzly_bears())
    blocker = s.battlefield(1, grizzly_bears())[0]
    s.attack({a: BOB, b: BOB})
    s.block(1, {blocker: b})
    s.cast(0, s.hand(0, CHAMELEON_BLUR)[0])
    s.resolve()
    s.advance_to(Step.END)
    assert s.life(1) == 20
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"] and s.zone_of(b) is None


def test_to_you_by_attacking_creatures():
    """CR 615.1: "to you ... by attacking creatures" — an attacker's damage to Bob is
    prevented, but not a non-attacking creature's ability damage."""
    s = Scenario()
    s.battlefield(1, forest())
    a = s.battlefield(0, grizzly_bears())[0]
    imp = s.battlefield(0, IMP)[0]
    s.attack({a: BOB})
    s.pass_priority(0)
    s.cast(1, s.hand(1, HEAVY_FOG)[0])
    s.resolve()
    s.activate(0, imp, targets=(BOB,))
    s.resolve()
    s.advance_to(Step.END)
    assert s.life(1) == 18


def test_creatures_target_opponent_controls():
    """CR 615.1, 115.1: "by creatures target opponent controls" — the filter reads the
    spell's target as damage is dealt."""
    s = Scenario()
    s.battlefield(1, plains())
    a = s.battlefield(0, grizzly_bears())[0]
    s.attack({a: BOB})
    s.pass_priority(0)
    s.cast(1, s.hand(1, ENCIRCLING)[0], targets=(PlayerRef(0),))
    s.resolve()
    s.advance_to(Step.END)
    assert s.life(1) == 20


def test_up_to_two_target_creatures():
    """CR 615.1, 115.1b: both chosen creatures are shielded from all damage this turn."""
    s = Scenario()
    s.battlefield(0, plains(), mountain(), mountain())
    x, y = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, REDEEM)[0], targets=(x, y))
    s.resolve()
    a, b = s.hand(0, BLAST, BLAST)
    s.cast(0, a, targets=(x,))
    s.resolve()
    s.cast(0, b, targets=(y,))
    s.resolve()
    assert s.obj(x).damage == 0 and s.obj(y).damage == 0


def test_to_this_creature_by_target_creature():
    """CR 615.1: "to this creature by target creature" — damage from that creature only."""
    s = Scenario()
    fort = s.battlefield(0, FORTIFIER)[0]
    imp, other = s.battlefield(0, IMP, IMP)
    s.activate(0, fort, targets=(imp,))
    s.resolve()
    s.activate(0, imp, targets=(fort,))
    s.resolve()
    assert s.obj(fort).damage == 0
    s.activate(0, other, targets=(fort,))
    s.resolve()
    assert s.zone_of(fort) is None  # 2 damage from the other source: it died


def test_to_you_and_permanents_you_control():
    """CR 615.1, 608.2c: "to you and permanents you control" (Endure) — both Alice and her
    creature are shielded."""
    endure = compile_card("Prevent all damage that would be dealt to you and permanents you "
                          "control this turn.", cost="{W}", name="Endure")  # fmt: skip
    s = Scenario()
    s.battlefield(0, plains(), mountain(), mountain())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, endure)[0])
    s.resolve()
    a, b = s.hand(0, BLAST, BLAST)
    s.cast(0, a, targets=(PlayerRef(0),))
    s.resolve()
    s.cast(0, b, targets=(bear,))
    s.resolve()
    assert s.life(0) == 20 and s.obj(bear).damage == 0
