"""Continuous effects from resolving abilities with no stated duration (CR 611.2a: "If no
duration is stated, it lasts until the end of the game"; for a permanent, as long as it
stays that object, CR 400.7)."""

from __future__ import annotations

from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import grizzly_bears, mountain, swamp
from mtgc.runtime.keywords.damage import Bloodthirst
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.abilities import Flying, Haste
from mtgc.runtime.state.objects import PlayerRef

# Grave Upheaval {4}{B}{R} Sorcery (basic landcycling left out)
GRAVE_UPHEAVAL = compile_card("Put target creature card from a graveyard onto the battlefield "
                              "under your control. It gains haste.", "Sorcery", "{4}{B}{R}")
# Tin-Wing Chimera {4} Artifact Creature — Chimera 2/2
TIN_WING = compile_card("Flying\nSacrifice this creature: Put a +2/+2 counter on target Chimera "
                        "creature. It gains flying.", "Artifact Creature — Chimera", "{4}",
                        pt=("2", "2"), name="Tin-Wing Chimera")  # fmt: skip
LEAD_BELLY = compile_card("Trample\nSacrifice this creature: Put a +2/+2 counter on target "
                          "Chimera creature. It gains trample.", "Artifact Creature — Chimera",
                          "{4}", pt=("2", "2"), name="Lead-Belly Chimera")  # fmt: skip


def test_returned_creature_gains_haste_and_attacks_at_once():
    """CR 611.2a, 702.10b, 400.7: "It" is the creature the card became; it keeps haste."""
    s = Scenario()
    s.battlefield(0, *[mountain() for _ in range(3)], *[swamp() for _ in range(3)])
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    s.graveyard(1, grizzly_bears())
    card = s.find("Grizzly Bears", zone=Zone.GRAVEYARD)[0]
    s.cast(0, s.hand(0, GRAVE_UPHEAVAL)[0], targets=(card,))
    s.resolve()
    bears = s.find("Grizzly Bears", zone=Zone.BATTLEFIELD)[0]
    assert s.game.view(bears).has_keyword(Haste)
    s.attack({bears: PlayerRef(1)})  # it came under Alice's control this turn (CR 302.6)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.life(1) == 18
    s.advance_to(Step.UPKEEP)  # Bob's turn: the effect has no end (CR 611.2a)
    assert s.game.view(bears).has_keyword(Haste)


def test_chimera_grants_flying_for_good():
    """CR 611.2a, 611.2c: the +2/+2 counter and flying stay after the turn ends."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    tin_wing = s.battlefield(0, TIN_WING)[0]
    other = s.battlefield(0, LEAD_BELLY)[0]
    assert not s.game.view(other).has_keyword(Flying)
    s.activate(0, tin_wing, targets=(other,))
    s.resolve()
    assert s.zone_of(tin_wing) is None
    assert s.game.view(other).has_keyword(Flying) and s.pt(other) == (4, 4)
    s.advance_to(Step.UPKEEP)
    s.advance_to(Step.UPKEEP)
    assert s.game.view(other).has_keyword(Flying) and s.pt(other) == (4, 4)


def test_ability_of_a_spell_is_not_granted_forever():
    """CR 400.7: a spell that gains an ability becomes a new object as it resolves — that
    isn't modelled, so the text stays unsupported."""
    status, _ = status_of("Whenever you cast a Vampire creature spell, it gains bloodthirst 3.",
                          "Creature — Vampire Soldier", "{5}{B}", pt=("3", "3"))
    assert status != "ok"
    assert Bloodthirst  # the keyword itself runs (CR 702.54)


def test_duration_of_a_series_is_not_dropped():
    """CR 611.2a: in "A, B, and C until end of turn" the duration belongs to the series; a
    clause without one must not read as lasting forever."""
    status, reasons = status_of("Target creature gains shadow, becomes black, and gets +1/+1 "
                                "until end of turn.")
    assert status != "ok"
    assert any("without a duration" in r for r in reasons)


def test_token_copy_gains_haste_then_is_sacrificed():
    """CR 707.2, 611.2a, 603.7: Feldon of the Third Path — the token copy has haste and is
    sacrificed at the beginning of the next end step."""
    feldon = compile_card("{2}{R}, {T}: Create a token that's a copy of target creature card "
                          "in your graveyard, except it's an artifact in addition to its other "
                          "types. It gains haste. Sacrifice it at the beginning of the next end "
                          "step.", "Legendary Creature — Human Artificer", "{1}{R}{R}",
                          pt=("2", "3"), name="Feldon of the Third Path")  # fmt: skip
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN, active=0)
    src = s.battlefield(0, feldon, mountain(), mountain(), mountain())[0]
    card = s.graveyard(0, grizzly_bears())[0]
    s.activate(0, src, targets=(card,))
    s.resolve()
    token = s.find("Grizzly Bears", zone=Zone.BATTLEFIELD)[0]
    assert s.game.view(token).has_keyword(Haste)
    assert "Artifact" in s.game.view(token).types
    s.attack({token: PlayerRef(1)})
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.life(1) == 18 and s.zone_of(token) is None
