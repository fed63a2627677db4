"""Cipher — CR 702.99.

Cipher appears on some instants and sorceries and represents two abilities (CR 702.99a): a
spell ability, "If this spell is represented by a card, you may exile this card encoded on
a creature you control", and a static ability that functions while the card is exiled,
"For as long as this card is encoded on that creature, that creature has 'Whenever this
creature deals combat damage to a player, you may copy the encoded card and you may cast
the copy without paying its mana cost.'"

The spell ability is the last thing the spell does as it resolves: a replacement of the
resolving card's move to its owner's graveyard by a move to exile (:class:`CipherEncode`,
an ability of the card itself, CR 113.6b). The card stays encoded on the creature as long
as it remains exiled and the creature remains on the battlefield (702.99c): the creature
(a new object once it leaves, CR 400.7) is granted the trigger, which checks that the
encoded card (by its card identity) is still in exile. The copy is made in exile and cast
from there (CR 707.12); it isn't a card, so it ceases to exist once it leaves the stack or
if it isn't cast (CR 704.5e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseObjects
from ..continuous.layers import AddAbilities, EffectInstance
from ..events.replacement import MoveProposal, ReplacementSpec
from ..events.triggers import DealsDamage
from ..stack.cast_while_resolving import cast_now
from ..state.abilities import Ability, Keyword, ReplacementAbility, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Condition, Ctx
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


def _encoded_card(game: Game, uid: int) -> int | None:
    """The exiled card with card identity ``uid`` (CR 702.99c: still encoded), if any."""
    for i in game.state.exile:
        o = game.state.objects.get(i)
        if isinstance(o, GameObject) and o.card_uid == uid and not o.is_token:
            return i
    return None


@attrs.frozen
class StillEncoded(Condition):
    """CR 702.99c: the card encoded on this creature is still exiled."""

    uid: int

    def holds(self, ctx: Ctx) -> bool:
        return _encoded_card(ctx.game, self.uid) is not None


@attrs.frozen
class CastEncodedCopy(Effect):
    """CR 702.99a, 707.12: "you may copy the encoded card and you may cast the copy without
    paying its mana cost"."""

    uid: int

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        card = _encoded_card(game, self.uid)
        if card is None:
            return
        obj = game.state.objects[card]
        assert isinstance(obj, GameObject)
        copy = game.new_object(obj.card, ctx.controller, Zone.EXILE)
        copy.choices["spell_copy"] = True  # CR 704.5e: not a card
        game.state.exile.append(copy.id)
        game.log_note(f"P{ctx.controller} copies the encoded {obj.name} (CR 702.99a)")
        st = game.state
        if cast_now(game, ctx.controller, copy.id):
            spell = st.objects[st.stack[-1]]
            spell.choices["spell_copy"] = True  # CR 704.5e: it ceases to exist off the stack
        else:  # CR 704.5e: a copy of a card outside the stack or battlefield ceases to exist
            st.exile.remove(copy.id)
            del st.objects[copy.id]


@attrs.frozen
class CipherEncode(ReplacementSpec):
    """CR 702.99a: as the spell represented by this card finishes resolving, its controller
    may exile it encoded on a creature they control instead of putting it into the
    graveyard."""

    from_anywhere = True

    def describe(self) -> str:
        return "cipher (CR 702.99a)"

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        if not isinstance(proposal, MoveProposal) or proposal.to_zone is not Zone.GRAVEYARD:
            return False
        st = game.state
        obj = st.objects.get(proposal.object_id)
        return (
            isinstance(obj, GameObject) and obj.zone is Zone.STACK and not obj.is_token
            and not obj.choices.get("spell_copy") and bool(st.stack)
            and st.stack[-1] == obj.id  # resolving, not countered (CR 608.2, 701.6a)
        )  # fmt: skip

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        obj = game.state.objects[proposal.object_id]
        assert isinstance(obj, GameObject)
        player = obj.controller
        cands = tuple(
            i for i in game.state.battlefield
            if game.view(i).is_creature and game.view(i).controller == player
        )  # fmt: skip
        if not cands:
            return
        decision = ChooseObjects(player, cands, 0, 1, f"encode {obj.name} on (cipher)")
        pick = decision.validate(game.ask(player, decision))
        if not pick:
            return
        proposal.to_zone = Zone.EXILE
        (creature,) = pick
        trigger = TriggeredAbility(DealsDamage(combat_only=True, to_player=True),
                                   CastEncodedCopy(obj.card_uid),
                                   intervening_if=StillEncoded(obj.card_uid))  # fmt: skip
        game.add_effect(EffectInstance(AddAbilities((trigger,)), obj.id, player, game.stamp(),
                                       frozenset({creature}), "permanent"))  # fmt: skip
        game.log_note(f"{obj.name} is encoded on #{creature} (CR 702.99a)")


@attrs.frozen
class Cipher(Keyword):
    """CR 702.99a — "Cipher"."""

    cr = "702.99"

    def expand(self) -> tuple[Ability, ...]:
        return (ReplacementAbility(CipherEncode()),)
