""" "[Permanent] doesn't untap during its controller's next untap step" — CR 502.3, 611.2.

A one-shot effect creating, for each affected permanent, a :class:`~mtgc.runtime.
statics_restrictions.DoesntUntap` effect locked in to that permanent (CR 611.2c). It lasts
until the next untap step of the player it names (the permanent's controller, or the
effect's controller for "your next untap step") has happened (:func:`end_after_untap`).
Also exert (CR 701.43): the exerted permanent doesn't untap during its controller's next
untap step; "You may exert this creature as it attacks" is chosen as attackers are
declared (:func:`exert_attackers`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from ..state.abilities import Ability
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef
from ..state.objects import GameObject, Zone
from .layers import EffectInstance
from .restrictions import DoesntUntap

if TYPE_CHECKING:
    from ..game import Game

#: The duration of these effects: until a given untap step (see :func:`end_after_untap`).
NEXT_UNTAP = "next untap step"
#: CR 611.2a, 500.1: "until your next turn" — the effect ends as its controller's next turn
#: begins (:func:`end_at_turn_start`).
UNTIL_YOUR_NEXT_TURN = "until your next turn"


@attrs.frozen
class SkipNextUntap(Effect):
    """CR 502.3 — the referenced permanents don't untap during the next untap step of their
    controller (``yours=False``) or of the effect's controller (``yours=True``)."""

    what: ObjectRef
    yours: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in self.what.resolve(ctx):
            obj = game.state.objects.get(i)
            if not (isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD):
                continue
            values = {"player": ctx.controller} if self.yours else {}
            game.add_effect(EffectInstance(DoesntUntap(), ctx.source_id, ctx.controller,
                                           game.stamp(), frozenset({i}), NEXT_UNTAP,
                                           values))  # fmt: skip


@attrs.frozen
class Exert(Effect):
    """CR 701.43a — exert the source: it doesn't untap during its controller's next untap
    step (701.43c: only on the battlefield)."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        obj = game.state.objects.get(ctx.source_id)
        if not (isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD):
            return
        game.log_note(f"P{ctx.controller} exerts #{ctx.source_id}")
        game.add_effect(EffectInstance(DoesntUntap(), ctx.source_id, ctx.controller,
                                       game.stamp(), frozenset({ctx.source_id}), NEXT_UNTAP,
                                       {"player": ctx.controller}))  # fmt: skip


@attrs.frozen
class ExertAsItAttacks(Ability):
    """CR 701.43d, 508.1g — "You may exert this creature as it attacks. When you do,
    [effect]": ``effect`` (the optional exert and its linked reflexive trigger, CR 607.2h)
    happens as the creature is declared as an attacker."""

    effect: Effect


def exert_attackers(game: Game, player: int, attackers: Iterable[int]) -> None:
    """CR 508.1g: the attacking player chooses whether to exert each attacker with "You may
    exert this creature as it attacks"."""
    for a in attackers:
        for ability in game.view(a).abilities:
            if isinstance(ability, ExertAsItAttacks):
                ability.effect.resolve(Ctx(game, a, player))


def end_after_untap(game: Game, active: int) -> None:
    """After ``active``'s untap step (CR 502.3): the effects waiting for that untap step
    end — those naming ``active``, and those on a permanent ``active`` controls (or that
    left the battlefield, CR 400.7)."""
    st = game.state
    keep = []
    for e in st.effects:
        if e.duration == NEXT_UNTAP:
            player = e.values.get("player")
            if player is None:
                (i,) = e.affected
                obj = st.objects.get(i)
                gone = not (isinstance(obj, GameObject) and obj.zone is Zone.BATTLEFIELD)
                if gone or game.view(i).controller == active:
                    continue
            elif player == active:
                continue
        keep.append(e)
    st.effects = keep


def end_at_turn_start(game: Game, active: int) -> None:
    """As ``active``'s turn begins: the "until your next turn" effects they control end."""
    st = game.state
    ending = UNTIL_YOUR_NEXT_TURN
    st.effects = [e for e in st.effects if not (e.duration == ending and e.controller == active)]
