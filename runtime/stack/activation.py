"""Activation restrictions of activated abilities (CR 602.5b): "Activate only once each
turn.", "Activate no more than twice each turn.", "Activate only during your upkeep.",
"Activate only during your turn.", "Activate only during combat."; and with a condition,
"Activate only if [condition]." — the ability can't be activated unless the condition
holds as it is activated."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..errors import TimingError
from ..state.filters import Ctx, amount_value
from ..state.game_state import Step

if TYPE_CHECKING:
    from ..game import Game

#: CR 506.1: the combat phase's steps.
COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                          Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                          Step.END_OF_COMBAT})  # fmt: skip


def activations(game: Game, obj_id: int, index: int) -> int:
    """How many times ability ``index`` of ``obj_id`` was activated this turn. An object
    that changed zones is a new object (CR 400.7) with a new id, so it starts at 0."""
    return game.state.extra.get("activations", {}).get((obj_id, index, game.state.turn), 0)


def record_activation(game: Game, obj_id: int, index: int) -> None:
    old = game.state.extra.get("activations", {})
    key = (obj_id, index, game.state.turn)
    # a new dict, never changed in place, so a rollback of the state restores the old one
    game.state.extra["activations"] = {**old, key: old.get(key, 0) + 1}


class Restriction:
    """Base of activation restrictions: ``check`` raises TimingError when the ability of
    ``obj_id`` (its ``index``-th activated ability) can't be activated now."""

    __slots__ = ()

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        raise NotImplementedError


@attrs.frozen
class TimesPerTurn(Restriction):
    """ "Activate only once each turn." / "Activate no more than N times each turn."."""

    n: int

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        if activations(game, obj_id, index) >= self.n:
            raise TimingError(f"this ability can be activated only {self.n} time(s) each "
                              "turn (CR 602.5b)")  # fmt: skip


@attrs.frozen
class OnlyOnce(Restriction):
    """CR 602.5b "Activate only once.", CR 702.177a (exhaust): "Activate each exhaust
    ability only once." — once for this object, in any turn (a new object after a zone
    change starts over, CR 400.7)."""

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        seen = game.state.extra.get("activations", {})
        if any(k[0] == obj_id and k[1] == index for k in seen):
            raise TimingError("this ability can be activated only once (CR 602.5b, 702.177a)")


@attrs.frozen
class During(Restriction):
    """ "Activate only during your turn / your upkeep / combat / an opponent's turn".

    ``whose``: "you" (the activating player's turn), "opponent", or None (any turn);
    ``steps``: the steps allowed (empty: any step)."""

    whose: str | None = None
    steps: frozenset[Step] = frozenset()

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        st = game.state
        if self.whose == "you" and st.active != player:
            raise TimingError("activate only during your turn (CR 602.5b)")
        if self.whose == "opponent" and st.active == player:
            raise TimingError("activate only during an opponent's turn (CR 602.5b)")
        if self.steps and st.step not in self.steps:
            raise TimingError(f"not during {st.step.name.lower()} (CR 602.5b)")


#: CR 508.1, 509.1: the step whose turn-based action declares attackers / blockers.
DECLARES = {"attackers": Step.DECLARE_ATTACKERS, "blockers": Step.DECLARE_BLOCKERS}


@attrs.frozen
class BeforeDeclared(Restriction):
    """CR 602.5b, 601.3: "before attackers are declared" / "before blockers are declared":
    only in a step of the turn before the one whose turn-based action declares them (CR
    508.1, 509.1) — once they are declared, or that step has been skipped, not again that
    turn. ``after``: "after blockers are declared" (that step or a later one)."""

    role: str = "attackers"
    after: bool = False

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        declares = DECLARES[self.role]
        if (game.state.step >= declares) != self.after:
            when = "after" if self.after else "before"
            raise TimingError(f"only {when} {self.role} are declared (CR 508.1, 509.1)")


@attrs.frozen
class OnlyIf(Restriction):
    """CR 602.5b: "Activate only if [condition]." (Mox Opal's metalcraft, threshold...)."""

    condition: Any

    def holds(self, game: Game, player: int, obj_id: int) -> bool:
        return bool(self.condition.holds(Ctx(game, obj_id, player)))

    def check(self, game: Game, player: int, obj_id: int, index: int) -> None:
        if not self.holds(game, player, obj_id):
            raise TimingError("this ability's activation condition isn't met (CR 602.5b)")


@attrs.frozen
class ActivationCostChange:
    """CR 601.2f, 602.2b: "This ability costs {1} less to activate [for each Island you
    control / if you control a legendary creature / during your turn]" — the generic part of
    the ability's total cost changes by ``amount`` (an Amount: "for each" counts), when
    ``condition`` holds; ``more``: an increase. Increases apply before reductions and a
    reduction can't take the generic part below 0 (CR 601.2f)."""

    amount: Any = 1
    condition: Any = None
    more: bool = False

    def generic(self, ctx: Ctx) -> int:
        """How much the generic part changes now (0 when the condition doesn't hold)."""
        if self.condition is not None and not self.condition.holds(ctx):
            return 0
        return max(0, amount_value(self.amount, ctx))


def change_activation_cost(game: Game, player: int, obj_id: int, changes: tuple[Any, ...],
                           req: Any, x: int = 0) -> Any:
    """CR 601.2f: the ability's total cost after its own increases, then reductions."""
    if not changes:
        return req
    ctx = Ctx(game, obj_id, player, x=x)
    inc = sum(c.generic(ctx) for c in changes if c.more)
    red = sum(c.generic(ctx) for c in changes if not c.more)
    return req.increase_generic(inc).reduce_generic(red)
