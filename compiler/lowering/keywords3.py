"""Keyword-action trigger events (CR 702.29c-d: cycling)."""

from __future__ import annotations

from ...runtime import filters as rf
from ...runtime import keywords_cycle as rcy
from ...runtime import statics_triggers as rst
from ..ast import events as aev
from ..ast import objects as ao
from .core import fail, lowers
from .objects import player_who

#: "a card" / "another card": the cycled or discarded card comes from a hand, so it is
#: never the permanent whose ability triggers ("another" holds by itself).
_ANY_CARD = ("a card", "another card")


@lowers(aev.CycleEvent)
def _cycle(node, env):
    """CR 702.29c-d: "When you cycle this card" / "Whenever [a player] cycles a card"."""
    env.event = "cycle"
    who = player_who(node.subject)
    if isinstance(node.object, ao.SelfRef):
        if who is not rf.Who.YOU:
            raise fail(node, f"'{node.render()}' is not supported yet")
        env.it = rf.This()  # the card, now where cycling put it (CR 702.29d)
        return rcy.CycleTrigger(who, this=True)
    if node.object.render() not in _ANY_CARD:
        raise fail(node.object, f"'{node.render()}' is not supported yet")
    env.event_player = rf.EventPlayer()
    return rcy.CycleTrigger(who)


@lowers(aev.CycleOrDiscardEvent)
def _cycle_or_discard(node, env):
    """CR 702.29a, 701.9: "Whenever you cycle or discard a card" — cycling discards the card
    as a cost, so each card cycled or discarded is one discard event (it triggers once)."""
    env.event = "discard"
    if node.object.render() not in _ANY_CARD:
        raise fail(node.object, f"'{node.render()}' is not supported yet")
    env.event_player = rst.EventOwner()
    env.event_ref = env.it = rf.EventObject(new=True)
    return rst.Discards(player_who(node.subject))
