"""The Scenario API for card authors (runtime/SCENARIO_API.md): stack handles, answers
bound to their decision, answers never asked for, readable prompts, auto-pay that keeps
what the cost taps, permanents entering as a real event, and history set up by hand.
Cards are compiled from their text (library cards or text) by the real pipeline."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from effects_compile import compile_card

from mtgc.runtime.agents import ChooseTargets, ChooseYesNo
from mtgc.runtime.errors import CostError
from mtgc.runtime.scenario import Scenario, StackHandle
from mtgc.runtime.state.objects import PlayerRef, Zone

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulings"))
from rulings_cards import card  # noqa: E402

BOB = PlayerRef(1)


def test_cast_returns_a_handle_and_resolve_waits_for_the_objects_above():
    """CR 405.5, 608.1: Bob's Shock, cast in response, resolves before Alice's Bolt; the
    Bolt's handle keeps its name, controller and targets while it is on the stack."""
    s = Scenario()
    s.battlefield(0, card("Mountain"))
    s.battlefield(1, card("Mountain"))
    bear = s.battlefield(1, card("Grizzly Bears"))[0]
    bolt = s.cast(0, s.hand(0, card("Lightning Bolt"))[0], targets=(bear,))
    assert isinstance(bolt, StackHandle)
    assert (bolt.name, bolt.kind, bolt.controller, bolt.targets) == (
        "Lightning Bolt", "spell", 0, (bear,))  # fmt: skip
    s.pass_priority(0)
    shock = s.cast(1, s.hand(1, card("Shock"))[0], targets=(PlayerRef(0),))
    assert (bolt.position, shock.position) == (1, 0)
    bolt.resolve()
    assert not bolt.on_stack and not shock.on_stack
    assert s.life(0) == 18 and s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears", "Shock"]


def test_activate_returns_a_handle_for_the_ability_and_top_finds_triggers():
    """CR 602.2a, 603.3: an activated ability on the stack has its own handle; a triggered
    ability is found with top() / stack_item()."""
    s = Scenario()
    fanatic = s.battlefield(0, card("Mogg Fanatic"))[0]
    ability = s.activate(0, fanatic, targets=(BOB,))
    assert (ability.name, ability.kind) == ("ability of Mogg Fanatic", "activated")
    assert s.top().id == ability.id == s.stack_item("ability of Mogg Fanatic").id
    ability.resolve()
    assert s.life(1) == 19


def test_an_answer_bound_to_its_decision_skips_other_decisions_of_its_kind():
    """CR 601.2c: targets are chosen as each spell is cast; an answer bound to Shock's
    targets isn't used up by Lightning Bolt's, and says which decision it answered."""
    s = Scenario()
    s.battlefield(0, card("Mountain"), card("Mountain"))
    for_shock = s.answer(0, ChooseTargets, (BOB,), about="Shock")
    for_bolt = s.answer(0, ChooseTargets, (PlayerRef(0),), about="Lightning Bolt")
    s.cast(0, s.hand(0, card("Lightning Bolt"))[0])
    assert for_bolt.used and not for_shock.used
    assert for_bolt.prompt.startswith("Alice: choose 1 target(s) for Lightning Bolt — slot 1:")
    s.cast(0, s.hand(0, card("Shock"))[0])
    s.resolve_stack()
    assert (s.life(0), s.life(1)) == (17, 18)
    s.check_answers()


def test_an_answer_never_asked_for_fails_and_shows_what_was_asked():
    """An answer queued for a decision that never comes fails the test: Alice targeted
    Bob herself, so her queued yes/no answer was never asked for."""
    s = Scenario()
    s.battlefield(0, card("Mountain"))
    s.answer(0, ChooseYesNo, True)
    s.answer(0, ChooseTargets, (BOB,), required=False)  # "if asked": never a failure
    s.cast(0, s.hand(0, card("Shock"))[0], targets=(BOB,))
    with pytest.raises(AssertionError, match=r"1 queued answer\(s\) never asked for"):
        s.check_answers()
    s.check_answers()  # reported once


def test_with_block_checks_the_answers_on_leaving():
    with pytest.raises(AssertionError, match="ChooseYesNo"):
        with Scenario() as s:
            s.answer(1, ChooseYesNo, False)


def test_prompts_name_the_player_and_the_objects():
    s = Scenario()
    bear = s.battlefield(1, card("Grizzly Bears"))[0]
    text = s.prompt(ChooseTargets(0, ((bear, BOB),), "Lightning Bolt"))
    assert (
        text == f"Alice: choose 1 target(s) for Lightning Bolt — slot 1: Grizzly Bears#{bear}, Bob"
    )


def test_auto_pay_keeps_the_creature_a_cost_taps():
    """CR 601.2h, 602.2b: "{1}, Tap an untapped creature you control" with the elf itself
    chosen to be tapped: auto-pay taps the Forest for {1}, not the elf."""
    elf = compile_card("{T}: Add {G}.\n{1}, Tap an untapped creature you control: You gain 2 "
                       "life.", "Creature — Elf", "{G}", ("1", "1"), name="Test Elf")  # fmt: skip
    s = Scenario()
    e = s.battlefield(0, elf)[0]
    forest = s.battlefield(0, card("Forest"))[0]
    s.activate(0, e, 1, cost_choices=((e,),)).resolve()
    assert s.life(0) == 22 and s.obj(e).tapped and s.obj(forest).tapped
    with pytest.raises(CostError):  # nothing untapped is left to pay {1}
        s.activate(0, s.battlefield(0, elf)[0], 1)


def test_enter_is_a_real_event_with_replacements_and_triggers():
    """CR 614.1c, 603.6a: put onto the battlefield with enter=True, a creature that
    "enters tapped" is tapped and its enters trigger goes on the stack; plain setup
    (enter=False) is no event: untapped, no trigger."""
    text = "This creature enters tapped.\nWhen this creature enters, you gain 3 life."
    bear = compile_card(text, "Creature — Bear", "{1}{G}", ("2", "2"), name="Sleepy Bear")
    s = Scenario()
    quiet = s.battlefield(0, bear)[0]
    assert not s.obj(quiet).tapped and s.stack_names() == []
    entered = s.battlefield(0, bear, enter=True)[0]
    assert s.obj(entered).tapped
    trigger = s.top()
    assert (trigger.name, trigger.kind) == ("ability of Sleepy Bear", "triggered")
    trigger.resolve()
    assert s.life(0) == 23


def test_enter_with_counters_applies_enters_with_and_state_based_actions():
    """CR 122.6, 614.1c, 704.5f: a 0/0 that "enters with two +1/+1 counters" survives as a
    2/2 when it enters as an event; given counters add to them."""
    text = "This creature enters with two +1/+1 counters on it."
    blob = compile_card(text, "Creature — Ooze", "{2}", ("0", "0"), name="Test Ooze")
    s = Scenario()
    a = s.battlefield(0, blob, enter=True)[0]
    b = s.battlefield(0, blob, enter=True, counters={"+1/+1": 1})[0]
    assert (s.pt(a), s.pt(b)) == ((2, 2), (3, 3))


def test_marked_damage_is_history_that_lethal_damage_adds_to():
    """CR 120.3e, 704.5g: a 2/2 with 1 damage marked dies to 1 more (Mogg Fanatic)."""
    s = Scenario()
    bear = s.battlefield(1, card("Grizzly Bears"), damage=1)[0]
    fanatic = s.battlefield(0, card("Mogg Fanatic"))[0]
    assert s.obj(bear).damage == 1
    s.activate(0, fanatic, targets=(bear,)).resolve()
    assert s.zone_names(1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    other = s.battlefield(1, card("Grizzly Bears"))[0]
    s.mark_damage(other, 2)
    s.pass_priority(0)  # state-based actions are checked before Bob gets priority
    assert s.zone_of(other) is None


def test_spells_cast_this_turn_count_for_storm():
    """CR 702.40a: with two spells cast earlier this turn (history), Grapeshot's storm
    makes two copies: 3 damage in all."""
    grapeshot = compile_card("Grapeshot deals 1 damage to any target.\nStorm", "Sorcery",
                             "{1}{R}", name="Grapeshot")  # fmt: skip
    s = Scenario()
    s.battlefield(0, card("Mountain"), card("Mountain"))
    s.history(0, spells_cast=2)
    s.answer(0, ChooseYesNo, False, required=False)  # keep the copies' targets
    s.cast(0, s.hand(0, grapeshot)[0], targets=(BOB,))
    s.resolve_stack()
    assert s.life(1) == 17
