""" "[Effect]. If [condition], instead [effect]." in a spell (CR 608.2c: the second sentence
replaces the first when the condition holds as the spell resolves), compiled from real
cards' Oracle text."""

from __future__ import annotations

from effects_compile import compile_card, status_of

from mtgc.runtime.cards_basic import creature, grizzly_bears, plains
from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.abilities import Indestructible

FLARE_OF_FAITH = compile_card("Target creature gets +2/+2 until end of turn. If it's a Human, "
                              "instead it gets +3/+3 and gains indestructible until end of "
                              "turn.", "Instant", "{1}{W}", name="Flare of Faith")  # fmt: skip


def test_flare_of_faith_on_a_bear():
    """CR 608.2c: not a Human — only the first sentence: +2/+2."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    bear = s.battlefield(0, grizzly_bears())[0]
    s.cast(0, s.hand(0, FLARE_OF_FAITH)[0], targets=(bear,))
    s.resolve()
    assert s.pt(bear) == (4, 4)
    assert not s.game.view(bear).has_keyword(Indestructible)


def test_flare_of_faith_on_a_human_replaces_the_bonus():
    """CR 608.2c: a Human gets +3/+3 and indestructible instead (not both bonuses)."""
    s = Scenario()
    s.battlefield(0, plains(), plains())
    knight = s.battlefield(0, creature("Knight", "{1}{W}", 2, 2, subtypes=("Human",)))[0]
    s.cast(0, s.hand(0, FLARE_OF_FAITH)[0], targets=(knight,))
    s.resolve()
    assert s.pt(knight) == (5, 5)
    assert s.game.view(knight).has_keyword(Indestructible)


def test_instead_with_its_own_target_stays_unsupported():
    """CR 601.2c: "If this spell was kicked, instead destroy target creature or
    planeswalker." — the spell has one version's targets only."""
    text = ("Kicker {2}{B}\nDestroy target creature or planeswalker with mana value 2 or "
            "less. If this spell was kicked, instead destroy target creature or planeswalker.")
    status, reasons = status_of(text, "Sorcery", "{B}")
    assert status == "unsupported"
    assert reasons == ("'instead' with targets of its own is not supported yet",)
