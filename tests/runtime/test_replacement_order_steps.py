"""The steps of CR 616.1a-e in the one replacement pipeline, with cards compiled from their
Oracle text: self-replacement effects are chosen first (616.1a), then effects that change
under whose control an object enters (616.1b), then those that make it enter as a copy
(616.1c), then any other (616.1e); within a step the affected player chooses through the
Agent, and after each effect the rest are checked again (616.1f).

Gather Specimens' and Essence of the Wild's sentences aren't lowered by the compiler yet;
their replacement effects are given as runtime specs, on creatures compiled from text."""

from __future__ import annotations

import attrs

import mtgc
from mtgc.runtime.agents import ChooseOption
from mtgc.runtime.continuous.layers import EffectInstance
from mtgc.runtime.events.replacement import (
    ANY_OTHER,
    ENTERS_AS_COPY,
    ENTERS_BACK_FACE,
    ENTERS_CONTROL,
    EntersAsCopyOfThis,
    EntersBackFaceUp,
    EntersTapped,
    EntersUnderControl,
    EntersWithCounters,
)
from mtgc.runtime.scenario import Scenario, Zone
from mtgc.runtime.state.abilities import ReplacementAbility
from mtgc.runtime.state.filters import CREATURE, Who


def one(text: str):
    (card,) = mtgc.compile(text)
    return card


FOREST = one("Forest\nBasic Land — Forest\n({T}: Add {G}.)\n")
BEAR = one("Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n")
_AVATAR = one("Essence of the Wild {3}{G}{G}{G}\nCreature — Avatar\n6/6\n")
#: "Creatures you control enter as a copy of Essence of the Wild." (CR 616.1c)
ESSENCE = attrs.evolve(_AVATAR, abilities=(
    *_AVATAR.abilities, ReplacementAbility(EntersAsCopyOfThis(CREATURE))))  # fmt: skip


def _gather_specimens(s: Scenario, controller: int) -> None:
    """Gather Specimens resolved for ``controller``: "If a creature would enter the
    battlefield under an opponent's control this turn, it enters under your control
    instead." (CR 611.2, 616.1b)."""
    g = s.game
    spec = EntersUnderControl(CREATURE, Who.OPPONENT)
    g.add_effect(EffectInstance(spec, -1, controller, g.stamp(), None, "eot"))


def _bob_casts_a_bear(s: Scenario) -> int:
    s.battlefield(1, FOREST, FOREST)
    s.set_step(s.state.step, active=1)
    return s.hand(1, BEAR)[0]


def test_the_steps_of_each_kind_of_effect():
    """CR 616.1b-e: control-changing, copy and other effects are chosen in that order."""
    assert EntersUnderControl().order_step == ENTERS_CONTROL
    assert EntersAsCopyOfThis().order_step == ENTERS_AS_COPY
    assert EntersWithCounters("+1/+1").self_only and not EntersUnderControl().self_only
    assert EntersBackFaceUp().order_step == ENTERS_BACK_FACE
    assert ENTERS_CONTROL < ENTERS_AS_COPY < ENTERS_BACK_FACE < ANY_OTHER


def test_control_change_is_chosen_before_the_copy_effect():
    """CR 616.1b, 616.1f: Bob's bear would enter under his control as a copy of his Essence
    of the Wild, and Alice's Gather Specimens would put it under her control. Bob may not
    choose the copy effect first: Gather Specimens applies first (no question asked), the
    bear would now enter under Alice's control, and Essence ("creatures you control") no
    longer applies — Alice gets a Grizzly Bears, not a 6/6 Avatar."""
    s = Scenario()
    s.battlefield(1, ESSENCE)
    _gather_specimens(s, 0)
    card = _bob_casts_a_bear(s)
    s.cast(1, card)
    s.resolve()
    (bear,) = s.find("Grizzly Bears", Zone.BATTLEFIELD)
    assert s.game.view(bear).controller == 0 and s.pt(bear) == (2, 2)


def test_without_a_control_change_the_creature_enters_as_a_copy():
    """CR 616.1c, 707.2: with only Essence of the Wild, Bob's bear enters as a copy of it:
    a 6/6 Essence of the Wild."""
    s = Scenario()
    s.battlefield(1, ESSENCE)
    card = _bob_casts_a_bear(s)
    s.cast(1, card)
    s.resolve()
    assert len(s.find("Essence of the Wild", Zone.BATTLEFIELD, player=1)) == 2
    assert s.find("Grizzly Bears", Zone.BATTLEFIELD) == []


def test_a_copy_effect_comes_before_any_other_effect():
    """CR 616.1c, 616.1e: Bob's Essence of the Wild (a copy effect) and an "enters tapped"
    effect both apply; the copy effect is chosen first with no question, then enters
    tapped still applies (616.1f): a tapped copy."""
    s = Scenario()
    s.battlefield(1, ESSENCE)
    g = s.game
    g.add_effect(EffectInstance(EntersTapped(), -1, 0, g.stamp(), None, "eot"))
    card = _bob_casts_a_bear(s)
    s.cast(1, card)
    s.resolve()
    copies = s.find("Essence of the Wild", Zone.BATTLEFIELD, player=1)
    assert len(copies) == 2 and sum(s.obj(i).tapped for i in copies) == 1


def test_two_copy_effects_the_affected_player_chooses():
    """CR 616.1, 616.1c: two Essences of the Wild apply in the same step; Bob, the
    affected object's controller, chooses through the Agent; the other no longer applies
    (CR 616.1f: it has entered as a copy already)."""
    s = Scenario()
    s.battlefield(1, ESSENCE, ESSENCE)
    card = _bob_casts_a_bear(s)
    s.cast(1, card)
    asked = []
    s.answer(1, ChooseOption, lambda d: asked.append(d.options) or 0, about="replacement")
    s.resolve()
    assert len(asked) == 1 and len(asked[0]) == 2
    assert len(s.find("Essence of the Wild", Zone.BATTLEFIELD, player=1)) == 3


MOUNTAIN = one("Mountain\nBasic Land — Mountain\n({T}: Add {R}.)\n")
_RUFFIAN = one("Tavern Ruffian {3}{R}\nCreature — Human Warrior Werewolf\n2/5\n")
_SMASHER = one("Tavern Smasher\nCreature — Werewolf\n6/5\n")
#: Tavern Ruffian // Tavern Smasher, a nonmodal double-faced card (CR 712.1); its daybound
#: and nightbound lines aren't lowered yet, so "it enters transformed" is given as a spec.
RUFFIAN = attrs.evolve(_RUFFIAN, back=_SMASHER)


def _enters_transformed(s: Scenario) -> None:
    """A rules effect that makes double-faced creatures enter with their back face up (as
    daybound does at night, CR 702.145b), here for the rest of the turn."""
    g = s.game
    g.add_effect(EffectInstance(EntersBackFaceUp(CREATURE), -1, 0, g.stamp(), None, "eot"))


def test_the_back_face_effect_comes_after_control_and_before_any_other():
    """CR 616.1b, 616.1d, 616.1e: Gather Specimens (control), "enters transformed" (back
    face) and "enters tapped" (any other) all apply to Bob's Tavern Ruffian; each is in its
    own step, so no one is asked to order them, and they apply in that order: Alice gets a
    tapped Tavern Smasher (CR 712.8e: only its back face's characteristics)."""
    s = Scenario()
    _gather_specimens(s, 0)
    _enters_transformed(s)
    g = s.game
    g.add_effect(EffectInstance(EntersTapped(), -1, 0, g.stamp(), None, "eot"))
    s.battlefield(1, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.set_step(s.state.step, active=1)
    card = s.hand(1, RUFFIAN)[0]
    s.cast(1, card)
    s.resolve()
    (smasher,) = s.find("Tavern Smasher", Zone.BATTLEFIELD)
    assert s.game.view(smasher).controller == 0 and s.pt(smasher) == (6, 5)
    assert s.obj(smasher).tapped
    lines = [ln for ln in s.log().splitlines() if "replacement" in ln and "applies" in ln]
    assert [ln.split("replacement ")[1].split(" from")[0] for ln in lines] == [
        "enters under your control instead", "enters with its back face up", "EntersTapped()"]


def test_a_transformed_permanent_leaves_as_its_front_face():
    """CR 712.8e, 400.7: the permanent is the back face while on the battlefield; put into
    the graveyard it is the whole card again, front face up."""
    s = Scenario()
    _enters_transformed(s)
    (smasher,) = s.battlefield(0, RUFFIAN, enter=True)
    assert s.game.view(smasher).name == "Tavern Smasher"
    s.game.move(smasher, Zone.GRAVEYARD, cause="test")
    assert s.zone_names(0, Zone.GRAVEYARD) == ["Tavern Ruffian"]


def test_a_single_faced_card_doesnt_enter_transformed():
    """CR 616.1d, 712.14a: the effect only turns a double-faced card over; a Grizzly Bears
    enters as itself, and the effect isn't applied."""
    s = Scenario()
    _enters_transformed(s)
    (b,) = s.battlefield(0, BEAR, enter=True)
    assert s.game.view(b).name == "Grizzly Bears"
    assert "back face" not in s.log()


RUSTED_SENTINEL = one("Rusted Sentinel {4}\nArtifact Creature — Golem\n"
                      "Rusted Sentinel enters tapped.\n3/4\n")


def test_the_copy_effect_comes_before_the_objects_own_enters_tapped():
    """CR 616.1c, 616.1f (its example): Alice controls Essence of the Wild and casts Rusted
    Sentinel. Its "enters tapped" is no self-replacement effect (CR 614.15: that is part of
    a resolving spell or ability), so the copy effect is chosen first; the Sentinel then no
    longer has the ability that makes it enter tapped: an untapped Essence of the Wild."""
    s = Scenario()
    s.battlefield(0, ESSENCE)
    s.battlefield(0, FOREST, FOREST, FOREST, FOREST)
    card = s.hand(0, RUSTED_SENTINEL)[0]
    s.cast(0, card)
    s.resolve()
    copies = s.find("Essence of the Wild", Zone.BATTLEFIELD, player=0)
    assert len(copies) == 2 and not any(s.obj(i).tapped for i in copies)
    assert s.find("Rusted Sentinel", Zone.BATTLEFIELD) == []
