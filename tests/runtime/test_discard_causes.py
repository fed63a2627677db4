"""Discards caused by an opponent's spell or ability (CR 701.9), compiled from real card
text: the replacement "If a spell or ability an opponent controls causes you to discard
this card, put it onto the battlefield instead of putting it into your graveyard."
(CR 614.1a) and the trigger "When a spell or ability an opponent controls causes you to
discard this card, ..." (CR 603.2) — neither applies to a discard of your own making."""

from kw_compile import compile_card

from mtgc.runtime.cards_basic import swamp
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.objects import PlayerRef

BALOTH = """Obstinate Baloth {2}{G}{G}
Creature — Beast
When this creature enters, you gain 4 life.
If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield instead of putting it into your graveyard.
4/4"""  # noqa: E501
PURGE = """Psychic Purge {U}
Sorcery
Psychic Purge deals 1 damage to any target.
When a spell or ability an opponent controls causes you to discard this card, that player loses 5 life."""  # noqa: E501
MIND_ROT = "Mind Rot {2}{B}\nSorcery\nTarget player discards two cards."


def _mind_rot(caster: int, victim: int, card: str) -> Scenario:
    s = Scenario()
    if caster:
        s.set_step(Step.PRECOMBAT_MAIN, active=caster)
    s.battlefield(caster, swamp(), swamp(), swamp())
    s.hand(victim, compile_card(card))
    s.cast(caster, s.hand(caster, compile_card(MIND_ROT))[0], targets=(PlayerRef(victim),))
    s.resolve()
    s.resolve_stack()
    return s


def test_opponents_discard_puts_the_baloth_onto_the_battlefield():
    """CR 614.1a, 701.9: Alice's Mind Rot makes Bob discard Obstinate Baloth: it enters
    the battlefield under Bob's control instead, and its enters trigger gains him 4 life."""
    s = _mind_rot(0, 1, BALOTH)
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Obstinate Baloth"]
    assert s.zone_names(1, Zone.GRAVEYARD) == []
    assert s.life(1) == 24


def test_own_discard_puts_the_baloth_into_the_graveyard():
    """CR 701.9: a spell of Bob's own making him discard isn't an opponent's."""
    s = _mind_rot(1, 1, BALOTH)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Mind Rot", "Obstinate Baloth"]
    assert s.zone_names(1, Zone.BATTLEFIELD) == ["Swamp", "Swamp", "Swamp"]


def test_opponents_discard_triggers_psychic_purge():
    """CR 603.2, 701.9: discarded by Alice's Mind Rot, Psychic Purge triggers from Bob's
    graveyard and "that player" — Alice, Mind Rot's controller — loses 5 life; discarded
    by Bob's own Mind Rot, it doesn't trigger."""
    s = _mind_rot(0, 1, PURGE)
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Psychic Purge"]
    assert (s.life(0), s.life(1)) == (15, 20)
    s = _mind_rot(1, 1, PURGE)
    assert (s.life(0), s.life(1)) == (20, 20)
