"""Area 9 — attachments and control: Equip (CR 702.6), Auras (CR 303.4), gaining control
(CR 613.1b), "put onto the battlefield under your control" (CR 110.2, 303.4f)."""

import pytest
from rt_cards import bonesplitter, control_magic, hexproof_bear, pacifism_aura

from mtgc.runtime.actions.effects import PutOntoBattlefield
from mtgc.runtime.agents import ChooseObjects
from mtgc.runtime.cards_basic import grizzly_bears, island, plains
from mtgc.runtime.errors import TargetError, TimingError
from mtgc.runtime.scenario import Scenario, Step, Zone
from mtgc.runtime.state.filters import Ctx, Target, You


def test_equip_attaches_at_sorcery_speed():
    """CR 702.6a: "Attach to target creature you control. Activate only as a sorcery"."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    eq = s.battlefield(0, bonesplitter())[0]
    s.battlefield(0, plains())
    s.activate(0, eq, targets=(bear,))
    s.resolve()
    assert s.obj(eq).attached_to == bear and s.pt(bear) == (4, 2)
    assert s.game.is_equipped(bear)


def test_equip_not_at_instant_speed_and_only_your_creatures():
    """CR 702.6a timing; target restriction "creature you control"."""
    s = Scenario()
    theirs = s.battlefield(1, grizzly_bears())[0]
    eq = s.battlefield(0, bonesplitter())[0]
    s.battlefield(0, plains())
    with pytest.raises(TargetError):
        s.activate(0, eq, targets=(theirs,))
    mine = s.battlefield(0, grizzly_bears())[0]
    s.set_step(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(TimingError):
        s.activate(0, eq, targets=(mine,))


def test_aura_spell_targets_and_attaches():
    """CR 303.4a-b: an Aura spell targets what it will enchant; it enters attached."""
    s = Scenario()
    bear = s.battlefield(0, grizzly_bears())[0]
    s.battlefield(0, plains())
    aura = s.hand(0, pacifism_aura())[0]
    s.cast(0, aura, targets=(bear,))
    s.resolve()
    [a] = s.find("Holy Strength", Zone.BATTLEFIELD)
    assert s.obj(a).attached_to == bear and s.pt(bear) == (3, 4)


def test_aura_cant_target_hexproof_opponent_creature():
    """CR 702.11b: hexproof — can't be targeted by opponents' spells."""
    s = Scenario()
    hb = s.battlefield(1, hexproof_bear())[0]
    s.battlefield(0, plains())
    aura = s.hand(0, pacifism_aura())[0]
    with pytest.raises(TargetError):
        s.cast(0, aura, targets=(hb,))


def test_aura_put_onto_battlefield_doesnt_target():
    """CR 303.4f (seed ruling): an Aura put onto the battlefield without being cast doesn't
    target — a hexproof creature may be chosen."""
    s = Scenario()
    hb = s.battlefield(1, hexproof_bear())[0]
    aura = s.graveyard(1, pacifism_aura())[0]
    s.answer(0, ChooseObjects, (hb,))
    PutOntoBattlefield(Target(0), You()).resolve(Ctx(s.game, 0, 0, targets=(aura,)))
    [a] = s.find("Holy Strength", Zone.BATTLEFIELD)
    assert s.obj(a).attached_to == hb and s.game.view(a).controller == 0


def test_aura_with_nothing_to_enchant_stays_in_graveyard():
    """Seed ruling: if there's nothing legal for the Aura to enchant, it stays put."""
    s = Scenario()
    aura = s.graveyard(1, pacifism_aura())[0]
    PutOntoBattlefield(Target(0), You()).resolve(Ctx(s.game, 0, 0, targets=(aura,)))
    assert s.zone_of(aura) is Zone.GRAVEYARD


def test_control_magic_gains_control():
    """CR 613.1b, 303.4: "You control enchanted creature"."""
    s = Scenario()
    theirs = s.battlefield(1, grizzly_bears())[0]
    s.battlefield(0, island(), island(), island(), island())
    s.cast(0, s.hand(0, control_magic())[0], targets=(theirs,))
    s.resolve()
    assert s.game.view(theirs).controller == 0 and s.obj(theirs).owner == 1
    assert s.zone_names(0, Zone.BATTLEFIELD)[0:2] == ["Control Magic", "Grizzly Bears"]


def test_stolen_creature_is_summoning_sick():
    """CR 302.6: not continuously controlled since its new controller's turn began."""
    s = Scenario()
    theirs = s.battlefield(1, grizzly_bears())[0]
    assert not s.game.summoning_sick(theirs)
    s.battlefield(0, island(), island(), island(), island())
    s.cast(0, s.hand(0, control_magic())[0], targets=(theirs,))
    s.resolve()
    assert s.game.summoning_sick(theirs)
