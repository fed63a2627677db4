"""Partner abilities — CR 702.124.

Partner, "partner—[text]", "partner with [name]", "choose a Background" and "Doctor's
companion" modify the rules for deck construction in the Commander variant and function
before the game begins (CR 702.124a): in a game they do nothing (:class:`Partner`).
"Partner with [name]" also stands for a triggered ability (CR 702.124j): "When this
permanent enters, target player may search their library for a card named [name], reveal
it, put it into their hand, then shuffle." (:class:`PartnerWith`).
"""

from __future__ import annotations

import attrs

from ..agents import ChooseObjects, ChooseYesNo
from ..events.triggers import Enters
from ..state.abilities import Ability, Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import Ctx, TargetPlayer, TargetSpec, Who
from ..state.objects import Zone


@attrs.frozen
class Partner(Keyword):
    """CR 702.124a, h-m — a partner ability (``kind``: "partner", "partner—friends forever",
    "choose a background", "doctor's companion"): a deck-construction rule of the Commander
    variant (CR 903), with no effect once the game has begun."""

    kind: str = "partner"
    cr = "702.124"


@attrs.frozen
class PartnerSearch(Effect):
    """CR 702.124j — "target player may search their library for a card named [name],
    reveal it, put it into their hand, then shuffle" (the player searches, CR 701.23a)."""

    name: str

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for p in TargetPlayer(0).resolve(ctx):
            if not game.ask(p, ChooseYesNo(p, f"search for a card named {self.name}")):
                continue
            lib = game.state.players[p].library
            named = tuple(i for i in lib if game.get(i).name == self.name)
            game.log_note(f"P{p} searches their library")
            found = game.ask(p, ChooseObjects(p, named, 0, 1, "search")) if named else ()
            for i in found:  # CR 701.20a: revealed, then put into the hand
                game.log_note(f"P{p} reveals {game.get(i).name}#{i}")
                game.move(i, Zone.HAND)
            game.shuffle_library(p)


@attrs.frozen
class PartnerWith(Keyword):
    """CR 702.124j — "Partner with [name]": the deck-construction rule, and the enters
    trigger that lets a target player search for the named card."""

    name: str
    cr = "702.124"

    def expand(self) -> tuple[Ability, ...]:
        target = TargetSpec(None, Who.ANY)
        return (TriggeredAbility(Enters(this=True), PartnerSearch(self.name), (target,)),)
