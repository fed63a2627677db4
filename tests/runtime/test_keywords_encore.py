"""Encore (CR 702.141), compiled from a real card's text (Mist Dancer)."""

from kw_compile import compile_card

from mtgc.runtime.errors import RulesError
from mtgc.runtime.scenario import PlayerRef, Scenario, Step, Zone
from mtgc.runtime.state.abilities import Haste

MIST_DANCER = """Mist Dancer {4}{U}
Creature — Merfolk Wizard
Flying
Other Merfolk you control get +1/+0 and have flying.
Encore {5}{U}{U} ({5}{U}{U}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)
3/3"""  # noqa: E501
ISLAND = "Island\nBasic Land — Island\n({T}: Add {U}.)"


def _encore(players: tuple[str, ...]) -> Scenario:
    s = Scenario(players=players)
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[compile_card(ISLAND)] * 7)
    (card,) = s.graveyard(0, compile_card(MIST_DANCER))
    s.activate(0, card)
    s.resolve_stack()
    return s


def test_encore_token_per_opponent_with_haste_then_sacrificed():
    """CR 702.141a: in a three-player game, two hasty token copies, each attacking its
    opponent (each a 4/3: the other's "other Merfolk get +1/+0"); the card is exiled; the
    tokens are sacrificed at the next end step."""
    s = _encore(("Alice", "Bob", "Carol"))
    assert s.zone_names(0, Zone.EXILE) == ["Mist Dancer"]
    a, b = s.find("Mist Dancer", Zone.BATTLEFIELD, 0)
    assert s.obj(a).is_token and s.game.view(a).has_keyword(Haste)
    s.attack({a: PlayerRef(1), b: PlayerRef(2)})
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert (s.life(1), s.life(2)) == (16, 16)
    s.advance_to(Step.END)
    s.resolve_stack()
    assert s.find("Mist Dancer", Zone.BATTLEFIELD) == []


def test_encore_token_must_attack_its_opponent():
    """CR 508.1d, 702.141a: each token attacks its own opponent if able: of the two ways to
    send one token at Bob and the other at Carol, exactly one is a legal declaration
    (strict: the other is refused)."""
    legal = []
    for swap in (False, True):
        s = _encore(("Alice", "Bob", "Carol"))
        a, b = s.find("Mist Dancer", Zone.BATTLEFIELD, 0)
        s.game.strict = True
        bob, carol = (PlayerRef(2), PlayerRef(1)) if swap else (PlayerRef(1), PlayerRef(2))
        try:
            s.attack({a: bob, b: carol})
            legal.append(swap)
        except RulesError:
            pass
    assert len(legal) == 1
