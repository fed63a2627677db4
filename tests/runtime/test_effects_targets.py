"""Several and optional targets (CR 115.1b, 601.2c, 608.2b), compiled from card text."""

import pytest
from effects_compile import compile_card

from mtgc.runtime.cards_basic import grizzly_bears, island, plains, swamp
from mtgc.runtime.errors import TargetError
from mtgc.runtime.scenario import Scenario, Zone

STONE_RAIN2 = compile_card("Destroy two target lands.", "Sorcery", "{B}", name="Ruin")
TAP2 = compile_card("Tap up to two target creatures.", cost="{U}", name="Frost")


def test_two_targets_must_differ():
    """CR 601.2c: one word "target" can't choose the same object twice."""
    s = Scenario()
    s.battlefield(0, swamp())
    a, b = s.battlefield(1, plains(), island())
    spell = s.hand(0, STONE_RAIN2)[0]
    with pytest.raises(TargetError):
        s.cast(0, spell, targets=(a, a))
    s.cast(0, spell, targets=(a, b))
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Island", "Plains"]


def test_up_to_two_with_one_chosen():
    """CR 115.1b: "up to two" — one creature chosen, the other slot empty."""
    s = Scenario()
    s.battlefield(0, island())
    bear, other = s.battlefield(1, grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, TAP2)[0], targets=(bear, None))
    s.resolve()
    assert s.obj(bear).tapped and not s.obj(other).tapped


def test_up_to_with_no_target_resolves():
    """CR 608.2b applies only to chosen targets: with none chosen the spell resolves (its
    other effects happen)."""
    spell = compile_card("Tap up to one target creature. Draw a card.", cost="{U}")
    s = Scenario()
    s.battlefield(0, island())
    s.library(0, plains())
    s.cast(0, s.hand(0, spell)[0], targets=(None,))
    s.resolve()
    assert s.zone_names(0, Zone.HAND) == ["Plains"]


def test_one_illegal_of_two_targets_still_resolves():
    """CR 608.2b: a spell with one of two targets illegal resolves for the legal one."""
    s = Scenario()
    s.battlefield(0, swamp(), swamp())
    a, b = s.battlefield(1, plains(), island())
    s.cast(0, s.hand(0, STONE_RAIN2)[0], targets=(a, b))
    s.cast(0, s.hand(0, compile_card("Destroy target land.", cost="{B}"))[0], targets=(a,))
    s.resolve()  # the second spell
    s.resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Island", "Plains"]
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Ruin", "Test Card"]


def test_default_choices_are_distinct():
    """CR 601.2c: an agent asked for two targets of one word picks different objects."""
    s = Scenario()
    s.battlefield(0, swamp())
    s.battlefield(1, plains(), island())
    s.cast(0, s.hand(0, STONE_RAIN2)[0])
    s.resolve()
    # the first two lands in order (the caster's own Swamp is a legal target too)
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Ruin", "Swamp"]
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Plains"]


def test_a_spell_cant_target_itself():
    """CR 115.5: a spell on the stack is an illegal target for itself, so "Counter target
    spell" with no other spell on the stack can't be cast (CR 601.2c); with one, it is the
    only choice."""
    from mtgc.runtime.errors import IllegalActionError

    counter = compile_card("Counter target spell.", "Instant", "{U}", name="Denial")
    s = Scenario()
    s.battlefield(0, island(), swamp())
    denial = s.hand(0, counter)[0]
    with pytest.raises(IllegalActionError, match="no legal targets"):
        s.cast(0, denial)
    draw = s.cast(0, s.hand(0, compile_card("Draw a card.", cost="{B}"))[0])
    s.cast(0, denial)
    assert s.game.state.objects[s.game.state.stack[-1]].targets == (draw.id,)


def test_choose_target_then_refer_to_it():
    """CR 115.1, 601.2c: Grave Strength — "Choose target creature. Mill three cards, then put
    a +1/+1 counter on that creature for each creature card in your graveyard." The target
    is chosen on casting; the counters go on it after the mill."""
    from effects_compile import compile_card as compile_text

    from mtgc.runtime.cards_basic import forest, grizzly_bears
    from mtgc.runtime.scenario import Scenario

    spell = compile_text("Choose target creature. Mill three cards, then put a +1/+1 counter "
                         "on that creature for each creature card in your graveyard.",
                         "Sorcery", "{0}")  # fmt: skip
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.library(0, grizzly_bears(), forest(), grizzly_bears())
    s.cast(0, s.hand(0, spell)[0], targets=(bear,))
    s.resolve()
    assert s.obj(bear).counters == {"+1/+1": 2} and s.pt(bear) == (4, 4)


def test_two_target_creatures_each_get_the_bonus():
    """CR 608.2c: "Up to two target creatures each get +1/+2 until end of turn." — each
    chosen creature gets it; with one slot left empty (CR 115.1b) only the one chosen does."""
    tactics = compile_card("Up to two target creatures each get +1/+2 until end of turn. "
                           "You gain 2 life.", "Instant", "{W}", name="Tandem Tactics")
    s = Scenario()
    s.battlefield(0, plains(), plains())
    a, b, c = s.battlefield(1, grizzly_bears(), grizzly_bears(), grizzly_bears())
    s.cast(0, s.hand(0, tactics)[0], targets=(a, b))
    s.resolve()
    assert (s.pt(a), s.pt(b), s.pt(c)) == ((3, 4), (3, 4), (2, 2))
    assert s.life(0) == 22
    s.cast(0, s.hand(0, tactics)[0], targets=(c, None))
    s.resolve()
    assert (s.pt(a), s.pt(c)) == ((3, 4), (3, 4))
