"""Copies of spells — CR 707.10.

A copy of a spell is put onto the stack by the effect that makes it (it isn't cast, CR
707.10c): it has the spell's copiable values and its choices — targets, modes, X and
whether an optional cost was paid (CR 707.10) — and it ceases to exist once it leaves the
stack (CR 704.5e). "You may choose new targets for the copy" (CR 707.10c) lets the copy's
controller pick new legal targets for it (leaving them unchanged is allowed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from ..agents import ChooseYesNo
from ..continuous.copies import CopyException, with_exceptions
from ..events import events as ev
from ..state.effect_base import Effect
from ..state.filters import Ctx, ObjectRef
from ..state.objects import GameObject, Zone
from .casting import _spell_ability

if TYPE_CHECKING:
    from ..game import Game

#: ``ctx.info`` key: the copies this effect put onto the stack ("the copy", "the copies")
COPIES = "spell_copies"


@attrs.frozen
class SpellCopied(ev.Event):
    """CR 707.10 — ``player`` put a copy of a spell onto the stack (``object_id``: the
    copy)."""

    object_id: int
    name: str
    player: int

    def text(self) -> str:
        return f"P{self.player} copies {self.name} (#{self.object_id})"


def copy_spell(
    game: Game, spell: GameObject, controller: int, exceptions: tuple[CopyException, ...] = ()
) -> int:
    """CR 707.10 — put a copy of ``spell`` onto the stack (not cast, 707.10c): same card,
    targets, modes and X; it ceases to exist once it leaves the stack (704.5e). With
    ``exceptions`` (CR 707.9: "except that the copy is red")."""
    card = with_exceptions(spell.card, exceptions) if exceptions else spell.card
    new = game.new_object(card, controller, Zone.STACK)
    new.controller = controller
    new.targets = spell.targets
    new.modes = spell.modes
    new.x_value = spell.x_value
    new.choices["spell_copy"] = True
    if "optional_paid" in spell.choices:
        new.choices["optional_paid"] = spell.choices["optional_paid"]
    game.state.stack.append(new.id)
    game.log_note(f"a copy of {spell.card.name} is put onto the stack (#{new.id})")
    game.emit(SpellCopied(new.id, spell.card.name, controller))  # magecraft (CR 707.10)
    return new.id


def choose_new_targets(game: Game, copy_id: int, player: int) -> None:
    """CR 707.10c: the copy's controller may choose new targets for it."""
    copy = game.state.objects.get(copy_id)
    if not isinstance(copy, GameObject) or copy.zone is not Zone.STACK:
        return
    specs = _spell_ability(copy).targets
    if not specs:
        return
    c = Ctx(game, copy_id, player, x=copy.x_value)
    chosen = game.choose_targets(player, specs, c, None, copy.card.name)
    if chosen is not None:
        copy.targets = chosen


@attrs.frozen
class CopySpell(Effect):
    """CR 707.10 — "Copy target instant or sorcery spell.", "copy that spell": the copies
    are controlled by the ability's controller; a spell that has left the stack is copied
    as it last existed there (CR 608.2h)."""

    what: ObjectRef
    times: int = 1
    exceptions: tuple[CopyException, ...] = ()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        made = ctx.info.setdefault(COPIES, [])
        for i in self.what.resolve(ctx):
            spell = game.state.objects.get(i)
            if not isinstance(spell, GameObject):
                if i not in game.state.lki:
                    continue
                spell = game.lki_object(i)
            if spell.zone is not Zone.STACK or "Land" in spell.card.types:
                continue
            for _ in range(self.times):
                made.append(copy_spell(game, spell, ctx.controller, self.exceptions))


@attrs.frozen
class ChooseNewTargetsForCopies(Effect):
    """CR 707.10c — "[You may] choose new targets for the copy / the copies" (the copies
    the effect just made); with ``ask``, the player says whether to, copy by copy."""

    ask: bool = False

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        for cid in ctx.info.get(COPIES, ()):
            copy = game.state.objects.get(cid)
            if not isinstance(copy, GameObject) or not _spell_ability(copy).targets:
                continue
            if self.ask and not game.ask(me, ChooseYesNo(me, "choose new targets for the copy?")):
                continue
            choose_new_targets(game, cid, me)


@attrs.frozen
class NewTargetsForLaterCopies(Effect):
    """A lowering-time marker: "You may choose new targets for the copy." after "When you
    next cast ... this turn, copy that spell." — the choice belongs to the copies the
    delayed triggered ability makes (CR 707.10c, 603.7); the compiler folds it into that
    ability and refuses a face where it couldn't (it never resolves)."""

    def resolve(self, ctx: Ctx) -> None:
        raise AssertionError("NewTargetsForLaterCopies is folded away by the compiler")
