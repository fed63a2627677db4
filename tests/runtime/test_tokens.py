"""Tokens (CR 111) compiled from card text: "create a tapped ... token" (CR 110.5b), a
token spec without a name (CR 111.4: named after its subtypes plus "Token"), and specs
the runtime can't run yet reported as unsupported, never as an internal error."""

from __future__ import annotations

from effects_compile import compile_card, status_of

from mtgc.runtime.scenario import Scenario
from mtgc.runtime.state.objects import Zone


def test_a_tapped_token_enters_tapped_and_is_named_after_its_subtypes():
    """CR 110.5b, 111.4: "Create a tapped 2/2 black Zombie creature token." — a tapped
    2/2 named "Zombie Token"."""
    spell = compile_card("Create a tapped 2/2 black Zombie creature token.", "Sorcery", "{0}")
    s = Scenario()
    s.cast(0, s.hand(0, spell)[0]).resolve()
    (zombie,) = s.find("Zombie Token", Zone.BATTLEFIELD, 0)
    assert s.obj(zombie).tapped and s.pt(zombie) == (2, 2)
    assert s.obj(zombie).is_token


def test_tokens_created_blocking_are_unsupported_not_a_crash():
    """CR 509.1, 506.3d: "... token that's blocking that creature" has no runtime form yet
    (tokens created attacking do, tests/runtime/test_tokens_attacking.py): an E300 note,
    never an internal error (E900)."""
    status, reasons = status_of(
        "Whenever this creature blocks a creature, create a 1/1 white Cat Soldier creature "
        "token with vigilance that's blocking that creature.", "Creature — Cat Soldier", "{1}",
        ("1", "1"))  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("tokens created blocking, or attacking a given player, are not "
                       "supported yet",)  # fmt: skip


def test_a_choice_between_two_costs_is_unsupported_not_a_crash():
    """CR 118.8, 602.1: "{3}, {T} or {B}, {T}: ..." — unsupported, with its reason."""
    status, reasons = status_of("{2}, {T} or {R}, {T}: Draw a card.", "Artifact", "{2}")
    assert status == "unsupported"
    assert reasons == ("a choice between two costs is not supported yet",)


def test_powerstone_mana_pays_for_artifacts_only():
    """CR 111.10h, 106.6, 110.5b: Stern Lesson's "Create a tapped Powerstone token." — the
    token enters tapped; its {C} can't be spent to cast a nonartifact spell, but can cast
    an artifact spell."""
    import pytest

    from mtgc.runtime.errors import CostError

    lesson = compile_card("Draw two cards, then discard a card. Create a tapped Powerstone "
                          "token.", "Instant", "{0}")  # fmt: skip
    s = Scenario()
    s.library(0, *(compile_card("Draw a card.", "Instant", "{0}", name=f"Card {i}")
                   for i in range(2)))  # fmt: skip
    s.cast(0, s.hand(0, lesson)[0]).resolve()
    (stone,) = s.find("Powerstone Token", Zone.BATTLEFIELD, 0)
    assert s.obj(stone).tapped and s.obj(stone).is_token
    s.obj(stone).tapped = False
    bolt = s.hand(0, compile_card("Draw a card.", "Instant", "{1}", name="Divination"))[0]
    with pytest.raises(CostError):
        s.cast(0, bolt)
    rock = s.hand(0, compile_card("{T}: Add {C}{C}.", "Artifact", "{1}", name="Sol Ring"))[0]
    s.cast(0, rock).resolve()
    assert s.find("Sol Ring", Zone.BATTLEFIELD, 0) and s.obj(stone).tapped


def test_lander_token_searches_for_a_basic_land():
    """CR 111.10u: Galactic Wayfarer's "create a Lander token" — {2}, {T}, sacrifice it:
    search for a basic land card, put it onto the battlefield tapped, then shuffle."""
    from mtgc.runtime.agents import ChooseObjects
    from mtgc.runtime.cards_basic import forest, mountain

    wayfarer = compile_card("When this creature enters, create a Lander token.",
                            "Creature — Human Scout", "{0}", pt=("3", "3"))  # fmt: skip
    s = Scenario()
    s.battlefield(0, mountain(), mountain())
    (card,) = s.library(0, forest())
    s.cast(0, s.hand(0, wayfarer)[0]).resolve()
    s.resolve()  # the enters trigger
    (lander,) = s.find("Lander Token", Zone.BATTLEFIELD, 0)
    s.activate(0, lander, 0)
    s.answer(0, ChooseObjects, (card,))  # a search may find nothing (CR 701.23b): choose it
    s.resolve()
    assert s.zone_of(lander) is None
    (land,) = s.find("Forest", Zone.BATTLEFIELD, 0)
    assert s.obj(land).tapped


def test_token_with_a_quoted_triggered_ability():
    """CR 111.4, 113.2c: Pest Summoning — 'Create two 1/1 black and green Pest creature
    tokens with "When this token dies, you gain 1 life."' Each token has the ability: one
    dying gains 1 life."""
    summon = compile_card('Create two 1/1 black and green Pest creature tokens with "When '
                          'this token dies, you gain 1 life."', "Sorcery", "{0}")  # fmt: skip
    kill = compile_card("Destroy target creature.", "Instant", "{0}", name="Kill")
    s = Scenario()
    s.cast(0, s.hand(0, summon)[0]).resolve()
    pests = s.find("Pest Token", Zone.BATTLEFIELD, 0)
    assert len(pests) == 2 and s.pt(pests[0]) == (1, 1)
    s.cast(0, s.hand(0, kill)[0], targets=(pests[0],))
    s.resolve_stack()
    assert s.life(0) == 21 and len(s.find("Pest Token", Zone.BATTLEFIELD, 0)) == 1
