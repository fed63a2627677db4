"""Incubate (CR 701.53, 111.10i): an Incubator token entering with N +1/+1 counters,
whose "{2}: Transform this token." turns it into a 0/0 Phyrexian artifact creature
(CR 701.27a, 712), compiled from real cards' text."""

from effects_compile import compile_card

from mtgc.runtime.cards_basic import forest, grizzly_bears, plains
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.game_state import Step

#: Converter Beast
BEAST = compile_card("When this creature enters, incubate 5.", "Creature — Phyrexian Beast",
                     "{3}{G}", ("0", "1"), name="Converter Beast")  # fmt: skip
#: Norn's Inquisitor
INQUISITOR = compile_card(
    "When this creature enters, incubate 2.\nWhenever a permanent you control transforms "
    "into a Phyrexian, put a +1/+1 counter on it.", "Creature — Phyrexian Knight", "{1}{W}",
    ("1", "1"), name="Norn's Inquisitor")  # fmt: skip
#: Excise the Imperfect
EXCISE = compile_card("Exile target nonland permanent. Its controller incubates X, where X is "
                      "its mana value.", "Instant", "{1}{W}{W}",
                      name="Excise the Imperfect")  # fmt: skip
#: Sunder the Gateway (its second mode)
SUNDER = compile_card("Incubate 2, then transform an Incubator token you control.", "Sorcery",
                      "{1}{W}", name="Sunder the Gateway")  # fmt: skip


def _incubator(s: Scenario, player: int) -> int:
    [token] = [i for i in s.state.battlefield
               if "Incubator" in s.game.view(i).subtypes
               and s.game.view(i).controller == player]  # fmt: skip
    return token


def test_incubate_then_transform_into_a_phyrexian():
    """CR 701.53a: the Incubator token (a noncreature artifact, CR 111.10i) enters with five
    +1/+1 counters; its {2} ability transforms it (CR 701.27a) into a 0/0 Phyrexian artifact
    creature named Phyrexian Token, which keeps its counters (CR 712.18): a 5/5."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[forest() for _ in range(6)])
    s.cast(0, s.hand(0, BEAST)[0])
    s.resolve_stack()
    token = _incubator(s, 0)
    view = s.game.view(token)
    assert view.name == "Incubator Token" and view.types == frozenset({"Artifact"})
    assert s.obj(token).counters["+1/+1"] == 5 and s.obj(token).is_token
    s.activate(0, token)
    s.resolve_stack()
    view = s.game.view(token)
    assert view.name == "Phyrexian Token" and "Creature" in view.types
    assert "Phyrexian" in view.subtypes and not view.colors
    assert s.pt(token) == (5, 5)


def test_transforms_into_a_phyrexian_trigger():
    """CR 701.27e: Norn's Inquisitor's trigger sees the Incubator token transform into a
    Phyrexian: 2 counters from incubate 2, one more from the trigger."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[plains() for _ in range(4)])
    s.cast(0, s.hand(0, INQUISITOR)[0])
    s.resolve_stack()
    token = _incubator(s, 0)
    assert s.pt(token) is None or "Creature" not in s.game.view(token).types
    s.activate(0, token)
    s.resolve_stack()
    assert s.pt(token) == (3, 3)


def test_its_controller_incubates_x():
    """CR 701.53a, 109.5: "Its controller incubates X" — the exiled permanent's controller
    creates the Incubator token, with X (its mana value, CR 608.2h) +1/+1 counters."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, *[plains() for _ in range(3)])
    (bear,) = s.battlefield(1, grizzly_bears())
    s.cast(0, s.hand(0, EXCISE)[0], targets=(bear,))
    s.resolve_stack()
    assert s.zone_names(1, Zone.EXILE) == ["Grizzly Bears"]
    token = _incubator(s, 1)
    assert s.obj(token).counters["+1/+1"] == 2
    assert not [i for i in s.state.battlefield
                if "Incubator" in s.game.view(i).subtypes
                and s.game.view(i).controller == 0]  # fmt: skip


def test_incubate_then_transform_an_incubator():
    """CR 701.53a, 701.27a: "Incubate 2, then transform an Incubator token you control" —
    the new token becomes a 2/2 Phyrexian artifact creature at once."""
    s = Scenario()
    s.set_step(Step.PRECOMBAT_MAIN)
    s.battlefield(0, plains(), plains())
    s.cast(0, s.hand(0, SUNDER)[0])
    s.resolve_stack()
    [token] = s.find("Phyrexian Token", Zone.BATTLEFIELD)
    assert s.pt(token) == (2, 2)
