"""Antecedents of "it", "that creature", "that player" and "they" inside one ability: which
object or player an earlier sentence chose, revealed or affected (CR 608.2c), or the
trigger event's (CR 603.7c, 603.10), as it last existed where it has left (CR 608.2h).

The hooks here are called from :mod:`.objects`, :mod:`.effects` and :mod:`.triggers` as an
ability's sentences are lowered in order; each names the construct it follows.
"""

from __future__ import annotations

from typing import Any

from ...runtime.state.objects import Zone as RZone
from .core import Env, ast_area, runtime

rf = runtime("state.filters")
rlib = runtime("actions.library")
ao = ast_area("objects")

#: Key in ``Env.refs``: "it" is the card just revealed from the top of your library.
REVEALED = "antecedents.revealed"


def revealed_top(env: Env) -> None:
    """CR 701.20a, 608.2c: "Reveal the top card of your library. If it's a land card, put
    it onto the battlefield" — "it" after the reveal is the revealed card."""
    env.it = rf.Remembered()
    env.refs[REVEALED] = True  # type: ignore[index]
    library_cards(env)


def self_mentioned(env: Env) -> Any:
    """The object itself (CR 109.5, "this creature"). After a reveal, mentioning the source
    again makes it the nearer antecedent: in "If it's a land card, untap this creature and
    it gets +1/+1", "it" is the creature, no longer the revealed card (CR 608.2c)."""
    if env.refs.get(REVEALED) and env.it == rf.Remembered():  # type: ignore[call-overload]
        env.it = rf.This()
    env.refs[SELF_NAMED] = True  # type: ignore[index]
    return rf.This()


def attached_mentioned(env: Env) -> Any:
    """ "enchanted creature" / "equipped creature" (CR 303.4, 301.5). Named by an action of
    an ability whose "it" was its source, it is the nearer antecedent: in "When this Aura
    enters, tap enchanted creature and put X sleep counters on it", "it" is the creature
    (CR 608.2c)."""
    if env.it == rf.This():
        env.it = rf.AttachedTo()
    return rf.AttachedTo()


def put_revealed(node: Any, env: Env) -> Any:
    """ "If it's a creature card, put it into your hand. Otherwise, put it into your graveyard
    / on the bottom of your library" (CR 608.2c): the card revealed from the top of your
    library is yours, so your hand, graveyard and library are its owner's (CR 400.3, 401.1).
    None: not the revealed card, or another zone."""
    obj, z = node.object, node.zone
    it = isinstance(obj, ao.Pronoun) and obj.word == "it" or isinstance(obj, ao.ObjectPhrase) and (
        obj.determiner is not None and obj.determiner.phrase == "that" and not obj.qualifiers
    )  # fmt: skip
    revealed = env.refs.get(REVEALED)  # type: ignore[call-overload]
    if not (it and revealed and env.it == env.that == rf.Remembered()):
        return None
    if node.tapped is not None or node.under is not None:
        return None
    if not (env.subject is None or isinstance(env.subject, ao.You)):
        return None
    mine = isinstance(z, ao.Zone) and isinstance(z.owner, ao.Possessive) and (
        z.owner.owner == "your"
    )  # fmt: skip
    where = _YOUR_ZONES.get((node.preposition, z.name)) if mine else None
    if where is None:
        return None
    return rlib.PutCardsInto(rf.Remembered(), *where)


#: Where "put it [preposition] your [zone]" puts a card, and whether on the bottom.
_YOUR_ZONES = {("into", "hand"): (RZone.HAND, False),
               ("into", "graveyard"): (RZone.GRAVEYARD, False),
               ("on the bottom of", "library"): (RZone.LIBRARY, True),
               ("on top of", "library"): (RZone.LIBRARY, False)}  # fmt: skip


#: Key in ``Env.refs``: the remembered cards ("that card") are in a library, revealed or
#: looked at from its top.
LIBRARY_CARDS = "antecedents.library_cards"


def library_cards(env: Env) -> None:
    """The cards just revealed from the top of a library are remembered (CR 701.20a)."""
    env.refs[LIBRARY_CARDS] = True  # type: ignore[index]


def that_remembered(node: Any, env: Env) -> Any:
    """ "that card" / "those cards": the remembered cards — but not "that creature" after
    "reveal the top card of your library": a card in a library is no creature (CR 110.1)
    until it is put onto the battlefield, so that phrase names the one target of its kind
    chosen before ("Choose target attacking creature. ... reveal the top card of your
    library. This spell deals damage equal to that card's mana value to that creature", CR
    608.2c). None: neither."""
    if not env.refs.get(LIBRARY_CARDS) or env.refs.get("effects.returned"):  # type: ignore[call-overload]
        return env.that
    items = node.descriptor.items if isinstance(node, ao.ObjectPhrase) else ()
    if any(isinstance(i, ao.KindWord) and i.word in ("card", "cards") for i in items):
        return env.that
    from .objects import object_filter

    if node.plural or node.qualifiers:
        return None
    kinds = object_filter(node, env)[0].card_types
    found = [i for i, t in enumerate(env.targets)
             if t.filter is not None and kinds and kinds <= t.filter.card_types]  # fmt: skip
    if len(found) == 1:
        return rf.Target(found[0])
    if not env.targets and isinstance(env.it, rf.AttachedTo) and kinds == {"Creature"}:
        return env.it  # "enchanted creature's controller reveals ... destroy that creature"
    return None


def card_subject(ref: Any, state: Any, env: Env) -> Any:
    """ "Reveal the top card of your library. If it's a creature card, create a 1/1 Saproling
    token. If it's a land card, ..." — "it's a land card" is about the revealed card, not
    the token just created: a token isn't a card (CR 108.2b, 608.2c)."""
    rr = runtime("state.references")
    desc = getattr(state, "descriptor", None)
    items = getattr(desc, "items", ())
    said_card = any(isinstance(i, ao.KindWord) and i.word == "card" for i in items)
    if said_card and isinstance(ref, rr.CreatedToken) and env.refs.get(REVEALED):  # type: ignore[call-overload]
        return rf.Remembered()
    return ref


#: Keys in ``Env.refs``: "it" and "that [object]" as the sentence being lowered began, and
#: as the one before it began, with whether that sentence named the source itself.
SENTENCE = "antecedents.sentence"
PREVIOUS = "antecedents.previous_sentence"
SELF_NAMED = "antecedents.self_named"


def sentence_start(env: Env) -> None:
    """Remember the antecedents as a sentence of the effect begins (for "Otherwise, ...")."""
    before = env.refs.get(SENTENCE)  # type: ignore[call-overload]
    named = env.refs.pop(SELF_NAMED, False)  # type: ignore[call-overload]
    env.refs[PREVIOUS] = None if before is None else (*before, named)  # type: ignore[index]
    env.refs[SENTENCE] = (env.it, env.that)  # type: ignore[index]


def branch_start(env: Env) -> tuple[Any, Any, bool]:
    """The antecedents before the first of two alternative branches."""
    env.refs.pop(SELF_NAMED, None)  # type: ignore[call-overload]
    return env.it, env.that, False


def other_branch(saved: tuple[Any, Any, bool] | None, env: Env) -> None:
    """CR 608.2c: "Exile it if it had a death counter on it. Otherwise, return it to the
    battlefield" — the other branch is done instead of the first, so an object the first
    one moved isn't there to refer to: "it" is again what it was before the first branch.
    A target stays: targets are chosen for the whole ability as it is put on the stack (CR
    601.2c), so "that creature" may name one the first branch named. And after "Exile a
    creature card from your graveyard. If you do, put a +1/+1 counter on this creature.
    Otherwise, sacrifice it.", no card was chosen: "it" is the creature the first branch
    named, the nearest antecedent that is there."""
    if saved is None:
        return
    it, that, named = saved
    named = named or env.refs.get(SELF_NAMED, False)  # type: ignore[call-overload]
    rq = runtime("state.qualities")
    if not _is_target(env.it):
        env.it = rf.This() if named and isinstance(it, rq.ChosenObject | rf.Remembered) else it
    if not _is_target(env.that):
        env.that = that


def previous_sentence(env: Env) -> tuple[Any, Any, bool] | None:
    """The antecedents as the sentence before the one being lowered began."""
    return env.refs.get(PREVIOUS)  # type: ignore[call-overload]


def _is_target(ref: Any) -> bool:
    rq = runtime("state.qualities")
    return isinstance(ref, rf.Target | rq.Targets | rq.TargetsFrom)
