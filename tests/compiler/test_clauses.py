"""Clauses, sentences and trigger events that compose (issue 11, item 3): a construction
accepted in one place is accepted wherever its part fits (CR 603, 608.2c, 611.2a)."""

from __future__ import annotations

import attrs

from mtgc.compiler.ast import rule_class
from mtgc.compiler.cards import CardSpec, Face
from mtgc.compiler.pipeline import check_card, parse_ability, render_ability


def _kinds(node) -> list[str]:
    return [type(s).__name__ for s in node.effects.sentences]


def test_reflexive_trigger_led_by_a_duration() -> None:
    """CR 603.12, 611.2a: "When you do, until end of turn, ..." — the reflexive trigger's
    clauses keep their own leading duration."""
    text = "You may pay {2}. When you do, until end of turn, target creature gains flying."
    node = parse_ability(text)
    reflexive = node.effects.sentences[1]
    assert type(reflexive).__name__ == "ReflexiveTrigger"
    assert type(reflexive.clauses).__name__ == "FramedClauses"
    assert reflexive.clauses.lead.render() == "until end of turn"
    assert render_ability(node) == text


def test_if_you_do_for_each_player() -> None:
    """CR 608.2c: "If you do, for each opponent, ..." — "for each" after the condition."""
    text = (
        "You may pay {2}. If you do, for each opponent, create a 1/1 white Soldier creature token."
    )
    node = parse_ability(text)
    framed = node.effects.sentences[1].clauses
    assert (framed.for_each, framed.lead) == (True, "opponent")
    assert render_ability(node) == text


def test_do_this_only_once_each_turn() -> None:
    """CR 603.2: "Do this only once each turn." is a sentence of its own after the effect."""
    text = (
        "Whenever you cast a spell that's one or more colors, you may gain 1 life for each "
        "of that spell's colors. Do this only once each turn."
    )
    node = parse_ability(text)
    assert _kinds(node)[-1] == "DoOnlyOnce"
    assert render_ability(node) == text


def test_cast_this_way_is_a_later_trigger() -> None:
    """CR 603.7a: "When you cast a spell this way, ..." after the permission it refers to."""
    text = (
        "Until end of turn, you may play that card. When you cast a spell this way, its "
        "owner loses life equal to its mana value."
    )
    node = parse_ability(text)
    assert type(node.effects.sentences[1].event).__name__ == "CastThisWayEvent"
    assert render_ability(node) == text


def test_attacks_while_saddled_and_while_condition() -> None:
    """CR 702.171b: "while saddled" joins any trigger event; "while [condition]" still reads."""
    saddled = parse_ability("Whenever this creature attacks while saddled, draw a card.")
    assert type(saddled.event).__name__ == "WhileSaddledEvent"
    assert saddled.event.event.render() == "this creature attacks"
    other = parse_ability(
        "Whenever this creature attacks while you control a Mountain, draw a card."
    )
    assert type(other).__name__ == "TriggeredAbility"


def test_type_change_for_as_long_as() -> None:
    """CR 611.2b: "It's an Island in addition to its other types for as long as ..."."""
    text = (
        "Whenever SHORTNAME enters or attacks, put a flood counter on target land. It's an "
        "Island in addition to its other types for as long as it has a flood counter on it."
    )
    node = parse_ability(text)
    clause = node.effects.sentences[1].clauses.items[0]
    assert type(clause).__name__ == "ContractedTypeClause"
    assert clause.as_long_as.render() == "for as long as it has a flood counter on it"
    assert render_ability(node) == text


def test_alchemy_card_compiles_unsupported() -> None:
    """Arena-only verbs parse and round-trip; those without a runtime handler stay unsupported."""
    card = CardSpec(
        name="Test Seeker",
        faces=(
            Face(
                name="Test Seeker",
                mana_cost="{1}{G}",
                type_line="Creature — Elf",
                text="When this creature enters, seek an Elf card.\n"
                "Whenever this creature attacks, it perpetually gets +1/+1.",
                power="2",
                toughness="2",
            ),
        ),
    )
    (result,) = check_card(card)
    assert result.status == "ok"  # seek and perpetually run (runtime/actions/digital.py)
    assert result.rendered == card.faces[0].text
    face = attrs.evolve(card.faces[0], text="When this creature enters, conjure a card named "
                        "Llanowar Elves into your hand.")  # fmt: skip
    (result,) = check_card(attrs.evolve(card, faces=(face,)))
    assert result.status == "unsupported"  # conjure has no runtime handler yet
    assert result.rendered == face.text


def test_condition_then_for_each_player_lowers_without_internal_error() -> None:
    """CR 608.2c: "If this spell was cast from exile, for each opponent, ..." — a condition
    before framed clauses is not mistaken for an "instead" replacement; the face is
    checked (not an E900 internal error: a real card, Ultimate Magic: Meteor, hit one)."""
    from mtgc.compiler.cards import loads

    (card,) = loads(
        "Sky Meteor {5}{R}\nSorcery\nSky Meteor deals 7 damage to each creature. If this "
        "spell was cast from exile, for each opponent, choose an artifact or land that player "
        "controls. Destroy the chosen permanents.\n"
    )
    (result,) = check_card(card)
    assert result.status != "error", result.diagnostics
    assert all(d.code != "E900" for d in result.diagnostics + result.notes)


# ---- verb phrases in every place their part fits (issue 11, item 3)


def test_one_object_any_of_two_or_three_events() -> None:
    """CR 603.2: "becomes tapped or is dealt damage" and "attacks, blocks, or becomes the
    target of a spell" are one trigger on any of the events."""
    node = parse_ability("When enchanted creature becomes tapped or is dealt damage, destroy it.")
    assert type(node.event).__name__ == "EventChoice"
    assert [e.render() for e in node.event.events] == ["becomes tapped", "is dealt damage"]
    text = "Whenever this creature attacks, blocks, or becomes the target of a spell, draw a card."
    node = parse_ability(text)
    assert len(node.event.events) == 3
    assert render_ability(node) == text
    # "attacks or blocks" stays the one event it was
    node = parse_ability("Whenever this creature attacks or blocks, draw a card.")
    assert type(node.event).__name__ == "AttacksOrBlocksEvent"


def test_a_players_verb_phrase_as_trigger_event_and_replaced_act() -> None:
    """CR 603.2 and 614.1a: the effects' verb phrases ("create a Treasure token",
    "proliferate", "mill a card") after a player as an event, and after "would"."""
    node = parse_ability("Whenever you create a Treasure token, draw a card.")
    assert type(node.event).__name__ == "PlayerActionEvent"
    # the effect's own node: "create a Treasure token" as in "Create a Treasure token."
    assert type(node.event.action) is rule_class("create_tokens")[0]
    text = "If you would proliferate, proliferate twice instead."
    node = parse_ability(text)
    assert "WouldAct" in {type(n).__name__ for n in node.walk()}
    assert render_ability(node) == text
    text = "Whenever an opponent discards a card or mills a card, you gain 1 life."
    node = parse_ability(text)
    assert type(node.event).__name__ == "PlayerEventChoice"
    assert render_ability(node) == text


def test_what_was_done_this_way_as_a_condition_and_a_reflexive_event() -> None:
    """CR 608.2c, 603.12: "If you discarded a card this way", "When you discard a card this
    way" — past and present verb phrases with "this way"."""
    text = ("{T}: Draw a card, then discard a card. If you discarded an instant or sorcery "
            "card this way, each opponent loses 2 life.")  # fmt: skip
    node = parse_ability(text)
    kinds = {type(n).__name__ for n in node.walk()}
    assert "DidActionCondition" in kinds
    assert render_ability(node) == text
    text = "Draw a card. When you discard a card this way, draw a card."
    node = parse_ability(text)
    reflexive = node.effects.sentences[1]
    assert type(reflexive).__name__ == "ReflexiveTrigger"
    assert type(reflexive.condition).__name__ == "ActedThisWayEvent"
    assert render_ability(node) == text
