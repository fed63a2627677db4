"""Keyword abilities that create tokens — mobilize (CR 702.181), job select (CR 702.182) —
and backup (CR 702.165), which puts counters on a creature and lends it abilities.

"Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior creature
tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the
next end step." (CR 702.181a). "Job select" means "When this Equipment enters, create a 1/1
colorless Hero creature token, then attach this Equipment to it." (CR 702.182a). "Backup N"
means "When this creature enters, put N +1/+1 counters on target creature. If that's
another creature, it also gains the non-backup abilities of this creature printed below
this one until end of turn." (CR 702.165a): only abilities printed on the object (its
copiable card, CR 702.165b-c), fixed as the card was printed (702.165d).
"""

from __future__ import annotations

from typing import Any

import attrs

from ..actions.effects import CreateToken, SacrificeObjects
from ..continuous.layers import AddAbilities, EffectInstance
from ..events.delayed import CreateDelayed
from ..events.triggers import Attacks, BeginningOfStep, Enters
from ..mana.symbols import ManaType
from ..state.abilities import Ability, Keyword, TriggeredAbility
from ..state.effect_base import Effect
from ..state.filters import CREATURE, Ctx, Target, TargetSpec, Who
from ..state.game_state import Step
from ..state.objects import CardDefinition, GameObject
from ..state.references import CreatedToken
from .permanents import TokenAndAttach

#: CR 702.181a — the 1/1 red Warrior creature token (named for its subtype, CR 111.4).
WARRIOR = CardDefinition("Warrior Token", frozenset({"Creature"}), subtypes=frozenset({"Warrior"}),
                         power=1, toughness=1, colors=frozenset({ManaType.R}))  # fmt: skip
#: CR 702.182a — the 1/1 colorless Hero creature token.
HERO = CardDefinition("Hero Token", frozenset({"Creature"}), subtypes=frozenset({"Hero"}),
                      power=1, toughness=1)  # fmt: skip


@attrs.frozen
class MobilizeTokens(Effect):
    """CR 702.181a — create N Warriors tapped and attacking (CR 508.4), sacrificed at the
    beginning of the next end step (a delayed trigger, CR 603.7a)."""

    n: int

    def resolve(self, ctx: Ctx) -> None:
        CreateToken(WARRIOR, self.n, tapped=True, attacking=True).resolve(ctx)
        if ctx.info.get("created"):
            end = BeginningOfStep(Step.END, Who.ANY)
            CreateDelayed(end, SacrificeObjects(CreatedToken())).resolve(ctx)


@attrs.frozen
class Mobilize(Keyword):
    """CR 702.181a — "Mobilize N"."""

    n: int = 1
    cr = "702.181"

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Attacks(this=True), MobilizeTokens(self.n)),)


@attrs.frozen
class JobSelect(Keyword):
    """CR 702.182a — "Job select"."""

    cr = "702.182"

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Enters(this=True), TokenAndAttach(HERO)),)


def printed_below(card: CardDefinition, n: int) -> tuple[Any, ...]:
    """CR 702.165a-c: the non-backup abilities printed on ``card`` below its (first)
    "Backup ``n``"."""
    abilities = card.abilities
    at = next((k for k, a in enumerate(abilities) if a == Backup(n)), len(abilities))
    return tuple(a for a in abilities[at + 1:] if not isinstance(a, Backup))


@attrs.frozen
class BackupCounters(Effect):
    """CR 702.165a — "put N +1/+1 counters on target creature. If that's another creature,
    it also gains the non-backup abilities of this creature printed below this one until
    end of turn"."""

    n: int

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in Target(0).resolve(ctx):
            game.add_counters(i, "+1/+1", self.n)
            if i == ctx.source_id:
                continue
            src = game.state.objects.get(ctx.source_id)
            if not isinstance(src, GameObject):
                src = game.lki_object(ctx.source_id)
            granted = printed_below(src.card, self.n)
            if granted:
                game.add_effect(EffectInstance(AddAbilities(granted), ctx.source_id,
                                               ctx.controller, game.stamp(), frozenset({i}),
                                               "eot"))  # fmt: skip


@attrs.frozen
class Backup(Keyword):
    """CR 702.165a — "Backup N"."""

    n: int = 1
    cr = "702.165"

    def expand(self) -> tuple[Ability, ...]:
        target = TargetSpec(CREATURE)
        return (TriggeredAbility(Enters(this=True), BackupCounters(self.n), (target,)),)


#: CR 702.163a: the token For Mirrodin! creates — "a 2/2 red Rebel creature token"
REBEL = CardDefinition("Rebel Token", frozenset({"Creature"}), subtypes=frozenset({"Rebel"}),
                       power=2, toughness=2, colors=frozenset({ManaType.R}))  # fmt: skip


@attrs.frozen
class ForMirrodin(Keyword):
    """CR 702.163a — "For Mirrodin!": "When this Equipment enters, create a 2/2 red Rebel
    creature token, then attach this Equipment to it"."""

    cr = "702.163"

    def expand(self) -> tuple[Ability, ...]:
        return (TriggeredAbility(Enters(this=True), TokenAndAttach(REBEL)),)
