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


def test_tokens_created_attacking_are_unsupported_not_a_crash():
    """CR 508.4: "... token that's tapped and attacking" has no runtime form yet: an
    E300 note at "that's", never an internal error (E900)."""
    status, reasons = status_of(
        "Whenever this creature attacks, create a 1/1 white Soldier creature token that's "
        "tapped and attacking.", "Creature — Soldier", "{1}", ("1", "1"))  # fmt: skip
    assert status == "unsupported"
    assert reasons == ("tokens created attacking or blocking are not supported yet",)


def test_a_choice_between_two_costs_is_unsupported_not_a_crash():
    """CR 118.8, 602.1: "{3}, {T} or {B}, {T}: ..." — unsupported, with its reason."""
    status, reasons = status_of("{2}, {T} or {R}, {T}: Draw a card.", "Artifact", "{2}")
    assert status == "unsupported"
    assert reasons == ("a choice between two costs is not supported yet",)
