"""References to objects and players inside effects (CR 109.2, 205.3, 108.4).

Filter qualities the first filter module lacks: "non-Human" (a subtype the object doesn't
have, CR 205.4b) and "[objects] target player controls" / "that player controls" /
"defending player controls" (control by a player chosen or named by the ability, CR 108.4).
"""

from __future__ import annotations

from typing import Any

import attrs

from .filters import Ctx, ObjectRef, PlayerSel
from .objects import GameObject, PlayerRef


@attrs.frozen
class LacksSubtype:
    """CR 205.4b: "non-Human", "non-Wall" — the object has none of these subtypes."""

    subtypes: frozenset[str]

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return not (ch.subtypes & self.subtypes)


@attrs.frozen
class ControlledByPlayer:
    """CR 108.4: "[objects] target player controls", "... defending player controls",
    "... that player controls" — controlled by one of the players ``players`` names when
    the filter is used."""

    players: PlayerSel

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return ch.controller in self.players.resolve(ctx)


def defending_player_of(ctx: Ctx, attacker: int) -> list[int]:
    """CR 506.2: the player the attacking creature ``attacker`` attacks, or the controller
    of the planeswalker or battle it attacks (none if it isn't attacking)."""
    combat = ctx.game.state.combat
    defender = None if combat is None else combat.attackers.get(attacker)
    if defender is None:
        return []
    if isinstance(defender, PlayerRef):
        return [defender.index]
    game = ctx.game
    return [defender_player(game, defender)] if game.known(defender) else []


def combat_defending_players(ctx: Ctx) -> list[int]:
    """CR 506.2: during the combat phase of a two-player game the nonactive player is the
    defending player; in a multiplayer game, each player attacked in this combat (CR
    506.2a). None outside the combat phase."""
    game = ctx.game
    st = game.state
    if st.combat is None:
        return []
    if len(st.players) == 2:
        return [p.index for p in st.players if p.index != st.active and not p.lost]
    found: list[int] = []
    for defender in st.combat.attackers.values():
        if isinstance(defender, PlayerRef) or game.known(defender):
            p = defender_player(game, defender)
            if p not in found:
                found.append(p)
    return found


def defender_player(game: Any, defender: Any) -> int:
    """CR 506.2, 508.5 — the defending player of an attack on ``defender``: the player
    attacked, the controller of the planeswalker attacked, or the protector of the battle
    attacked (CR 310.8d)."""
    if isinstance(defender, PlayerRef):
        return defender.index
    ch = game.view(defender)
    if "Battle" in ch.types:
        obj = game.state.objects.get(defender)
        protector = getattr(obj, "choices", {}).get("protector")
        if protector is not None:
            return protector
    return ch.controller


@attrs.frozen
class AttackersDefendingPlayer(PlayerSel):
    """CR 506.2: "defending player" in a trigger of an attacking creature that isn't its
    attack ("becomes blocked", "attacks and isn't blocked"): the player the source (or,
    ``attached``, the creature it's attached to) attacks."""

    attached: bool = False

    def resolve(self, ctx: Ctx) -> list[int]:
        src = ctx.source_id
        if self.attached:
            obj = ctx.game.state.objects.get(src)
            src = getattr(obj, "attached_to", None)
            if src is None:
                return []
        return defending_player_of(ctx, src)




@attrs.frozen
class OwnedByPlayer:
    """CR 404.1, 108.3: "cards in target player's / defending player's graveyard" — a card
    in a graveyard is in its owner's graveyard."""

    players: PlayerSel

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        return obj.owner in self.players.resolve(ctx)


@attrs.frozen
class CreatedToken(ObjectRef):
    """CR 111.1, 608.2c: "it" after "create a [token]" — the token the effect just created
    (nothing if none was created)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return [i for i in ctx.info.get("created", ()) if i is not None]


@attrs.frozen
class ThoseObjects(ObjectRef):
    """CR 608.2c: "those creatures" / "them" after "creatures you control get +1/+1" — the
    objects the earlier group reference found while this effect resolved."""

    filter: Any

    def resolve(self, ctx: Ctx) -> list[int]:
        try:
            return list(ctx.info.get("groups", {}).get(self.filter, ()))
        except TypeError:
            return []


@attrs.frozen
class SacrificedObject(ObjectRef):
    """CR 608.2c, 608.2h: "that creature" after "sacrifice a creature" — the permanent the
    effect just sacrificed, as it last existed on the battlefield."""

    def resolve(self, ctx: Ctx) -> list[int]:
        return list(ctx.info.get("sacrificed", ()))


@attrs.frozen
class CostSacrificed(ObjectRef):
    """CR 608.2h, 118.3: "the sacrificed creature" of a spell or ability whose cost
    sacrificed it — the permanent as it last existed on the battlefield."""

    def resolve(self, ctx: Ctx) -> list[int]:
        item = ctx.stack_item
        if item is None:  # a spell: its own object on the stack
            item = ctx.game.state.objects.get(ctx.source_id)
        choices = getattr(item, "choices", None) or {}
        return list(choices.get("cost_sacrificed", ()))


@attrs.frozen
class EachOtherPlayer(PlayerSel):
    """ "Each other player" — every player still in the game but the ability's controller,
    in APNAP order (CR 101.4, 102.1)."""

    def resolve(self, ctx: Ctx) -> list[int]:
        players = ctx.game.state.players
        return [i for i in ctx.game.apnap() if i != ctx.controller and not players[i].lost]



@attrs.frozen
class BlockedAttacker(ObjectRef):
    """ "That creature" in "Whenever this creature blocks a creature" — the attacker."""

    def resolve(self, ctx: Ctx) -> list[int]:
        a = getattr(ctx.event, "attacker_id", None)
        return [] if a is None else [a]
