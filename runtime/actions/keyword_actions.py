"""Keyword actions (CR 701) as one-shot effects: adapt, bolster, proliferate, explore,
connive, amass, doubling counters, extra turns (CR 500.7), blight, endure, discover and
forage."""

from __future__ import annotations

from typing import Any

import attrs

from ..agents import ChooseObjects, ChooseOption, ChooseYesNo
from ..continuous.layers import AddAbilities, CantAttack, CantBlock, EffectInstance
from ..continuous.restrictions import CantBeActivated, Restrict
from ..continuous.untap import UNTIL_YOUR_NEXT_TURN
from ..mana.symbols import ManaType
from ..stack.cast_while_resolving import cast_now  # a hook (keyword abilities provide it)
from ..state.abilities import Menace
from ..state.effect_base import Effect
from ..state.filters import (
    Amount,
    Condition,
    Ctx,
    ObjectRef,
    PlayerSel,
    This,
    You,
    amount_value,
)
from ..state.objects import CardDefinition, GameObject, Zone
from .effects import CreateToken, _objects, _players

PLUS_ONE = "+1/+1"


@attrs.frozen
class Adapt(Effect):
    """CR 701.43a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
    it.\""""

    amount: Amount
    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        n = amount_value(self.amount, ctx)
        for i in _objects(self.what, ctx):
            if not ctx.game.state.objects[i].counters.get(PLUS_ONE, 0):
                ctx.game.add_counters(i, PLUS_ONE, n)


@attrs.frozen
class Bolster(Effect):
    """CR 701.39a: choose a creature with the least toughness among creatures you control
    and put N +1/+1 counters on it."""

    amount: Amount

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        mine = [i for i in game.state.battlefield
                if game.view(i).is_creature and game.view(i).controller == ctx.controller]
        if not mine:
            return
        least = min(game.view(i).toughness for i in mine)
        options = tuple(i for i in mine if game.view(i).toughness == least)
        [chosen] = (options if len(options) == 1 else
                    game.ask(ctx.controller, ChooseObjects(ctx.controller, options, 1, 1,
                                                           "bolster")))  # fmt: skip
        game.add_counters(chosen, PLUS_ONE, amount_value(self.amount, ctx))


@attrs.frozen
class Proliferate(Effect):
    """CR 701.27a: choose any number of permanents and/or players that have a counter, then
    give each another counter of each kind already there."""

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        permanents = tuple(i for i in game.state.battlefield
                           if any(game.state.objects[i].counters.values()))  # fmt: skip
        if permanents:
            chosen = game.ask(ctx.controller, ChooseObjects(
                ctx.controller, permanents, 0, len(permanents), "proliferate: permanents"))
            for i in chosen:
                for kind, n in sorted(game.state.objects[i].counters.items()):
                    if n > 0:
                        game.add_counters(i, kind, 1)
        poisoned = tuple(p.index for p in game.state.players if p.poison > 0)
        if poisoned:
            chosen = game.ask(ctx.controller, ChooseObjects(
                ctx.controller, poisoned, 0, len(poisoned), "proliferate: players"))
            for p in chosen:
                game.state.players[p].poison += 1


@attrs.frozen
class DoubleCounters(Effect):
    """CR 122.1 (and 701 wording): "double the number of [kind] counters on [objects]" puts
    that many more on each; ``kind`` None: "of each kind of counter"."""

    kind: str | None
    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        for i in _objects(self.what, ctx):
            counters = ctx.game.state.objects[i].counters
            kinds = [self.kind] if self.kind is not None else sorted(counters)
            for kind in kinds:
                if counters.get(kind, 0) > 0:
                    ctx.game.add_counters(i, kind, counters[kind])


@attrs.frozen
class Explore(Effect):
    """CR 701.44a: reveal the top card of your library; a land card goes to your hand;
    otherwise put a +1/+1 counter on the exploring creature, then you may put the card
    into your graveyard."""

    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        creatures = _objects(self.what, ctx, zone=None)
        for creature in creatures:
            obj = game.state.objects[creature]
            controller = game.view(creature).controller if obj.zone is Zone.BATTLEFIELD \
                else ctx.controller
            library = game.state.players[controller].library
            if not library:
                if obj.zone is Zone.BATTLEFIELD:  # 701.44a: nothing revealed, not a land
                    game.add_counters(creature, PLUS_ONE, 1)
                continue
            top = library[0]
            card = game.state.objects[top]
            game.log_note(f"P{controller} reveals {card.name} (explore)")
            if "Land" in card.card.types:
                game.move(top, Zone.HAND, cause="explore")
                continue
            if obj.zone is Zone.BATTLEFIELD:  # 701.44b: counters only on the battlefield
                game.add_counters(creature, PLUS_ONE, 1)
            if game.ask(controller, ChooseYesNo(controller, f"put {card.name} into your "
                                                "graveyard?")):  # fmt: skip
                game.move(top, Zone.GRAVEYARD, cause="explore")


@attrs.frozen
class Connive(Effect):
    """CR 701.50a: draw N cards, then discard N cards; for each nonland card discarded,
    put a +1/+1 counter on the conniving permanent."""

    what: ObjectRef = This()
    amount: Amount = 1

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        n = amount_value(self.amount, ctx)
        for creature in _objects(self.what, ctx, zone=None):
            obj = game.state.objects[creature]
            player = game.view(creature).controller if obj.zone is Zone.BATTLEFIELD \
                else ctx.controller
            for _ in range(n):
                game.draw(player)
            hand = tuple(game.state.players[player].hand)
            k = min(n, len(hand))
            if not k:
                continue
            chosen = game.ask(player, ChooseObjects(player, hand, k, k, "connive: discard"))
            nonland = sum(1 for i in chosen
                          if "Land" not in game.state.objects[i].card.types)  # fmt: skip
            for i in chosen:
                game.discard(i)
            if nonland and obj.zone is Zone.BATTLEFIELD:
                game.add_counters(creature, PLUS_ONE, nonland)


@attrs.frozen
class Amass(Effect):
    """CR 701.47a: if you control no Army, create a 0/0 black [subtype] Army creature
    token; then put N +1/+1 counters on an Army you control (chosen)."""

    subtype: str
    amount: Amount
    army: CardDefinition

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        armies = self._armies(ctx)
        if not armies:
            game.create_token(self.army, ctx.controller)
            armies = self._armies(ctx)
        if not armies:
            return
        [chosen] = (armies if len(armies) == 1 else
                    game.ask(ctx.controller, ChooseObjects(ctx.controller, armies, 1, 1,
                                                           "amass")))  # fmt: skip
        game.add_counters(chosen, PLUS_ONE, amount_value(self.amount, ctx))

    def _armies(self, ctx: Ctx) -> tuple[int, ...]:
        game = ctx.game
        return tuple(i for i in game.state.battlefield
                     if "Army" in game.view(i).subtypes
                     and game.view(i).controller == ctx.controller)  # fmt: skip


@attrs.frozen
class ExtraTurn(Effect):
    """CR 500.7: each chosen player takes an extra turn after this one; the most recently
    created extra turn is taken first."""

    who: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        st = ctx.game.state
        for p in _players(self.who, ctx):
            # a new tuple, never changed in place, so a rollback restores the old one
            st.extra["extra_turns"] = (*st.extra.get("extra_turns", ()), p)


def take_extra_turn(state: Any) -> int | None:
    """The player whose extra turn comes next (CR 500.7), removing it; None if none."""
    pending = state.extra.get("extra_turns", ())
    if not pending:
        return None
    state.extra["extra_turns"] = pending[:-1]
    return pending[-1]


__all__ = ["Adapt", "Amass", "Bolster", "Connive", "DoubleCounters", "Explore", "ExtraTurn",
           "Proliferate", "take_extra_turn"]


@attrs.frozen
class Blight(Effect):
    """CR 701.68a: "blight N" — put N -1/-1 counters on a creature you control (701.68b:
    with no creature, nothing happens)."""

    amount: Amount

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        n = amount_value(self.amount, ctx)
        mine = tuple(i for i in game.state.battlefield
                     if game.view(i).is_creature and game.view(i).controller == me)  # fmt: skip
        if not mine or n <= 0:
            return
        [chosen] = game.ask(me, ChooseObjects(me, mine, 1, 1, "blight"))
        game.add_counters(chosen, "-1/-1", n)
        ctx.info["blighted"] = chosen  # "the blighted creature" (CR 701.68c)


@attrs.frozen
class Endure(Effect):
    """CR 701.63a-b: "[permanent] endures N" — its controller creates an N/N white Spirit
    creature token unless they put N +1/+1 counters on it (endure 0: nothing)."""

    amount: Amount
    what: ObjectRef = This()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        n = amount_value(self.amount, ctx)
        if n <= 0:
            return
        for i in _objects(self.what, ctx) or [None]:
            here = i is not None and i in game.state.battlefield
            who = game.view(i).controller if here else ctx.controller
            if here and game.ask(who, ChooseYesNo(who, f"put {n} +1/+1 counters on #{i}?")):
                game.add_counters(i, PLUS_ONE, n)
                continue
            spirit = CardDefinition("Spirit Token", frozenset({"Creature"}), None,
                                    frozenset({"Spirit"}), frozenset(), n, n,
                                    colors=frozenset({ManaType.W}))  # fmt: skip
            CreateToken(spirit, 1).resolve(attrs.evolve(ctx, controller=who))


@attrs.frozen
class Discover(Effect):
    """CR 701.57a: "discover N" — exile cards from the top of your library until you exile a
    nonland card with mana value N or less; you may cast it without paying its mana cost
    (if the spell's mana value is N or less), else put it into your hand; the other
    exiled cards go on the bottom of your library in a random order."""

    amount: Amount

    def resolve(self, ctx: Ctx) -> None:
        game, me = ctx.game, ctx.controller
        n = amount_value(self.amount, ctx)
        exiled: list[int] = []
        hit = None
        while game.state.players[me].library:
            new = game.move(game.state.players[me].library[0], Zone.EXILE, cause="discover")
            if new is None:
                continue
            exiled.append(new)
            view = game.view(new)
            mv = view.mana_cost.mana_value() if view.mana_cost is not None else 0
            if "Land" not in view.types and mv <= n:
                hit = new
                break
        if hit is not None:
            exiled.remove(hit)
            if not cast_now(game, me, hit) and hit in game.state.objects:
                game.move(hit, Zone.HAND, cause="discover")
        rest = [i for i in exiled if i in game.state.objects]
        game.rng.shuffle(rest)
        for i in rest:
            game.move(i, Zone.LIBRARY, cause="discover", bottom=True)


@attrs.frozen
class Forage(Effect):
    """CR 701.61a: "Exile three cards from your graveyard or sacrifice a Food." — the
    player chooses one they can do (nothing happens when they can do neither)."""

    def resolve(self, ctx: Ctx) -> None:
        game, p = ctx.game, ctx.controller
        graveyard = tuple(game.state.players[p].graveyard)
        foods = tuple(i for i in game.state.battlefield if "Food" in game.view(i).subtypes
                      and game.view(i).controller == p)  # fmt: skip
        options = (["exile three cards from your graveyard"] if len(graveyard) >= 3 else []) + (
            ["sacrifice a Food"] if foods else []
        )  # fmt: skip
        if not options:
            game.log_note(f"P{p} can't forage")
            return
        pick = 0 if len(options) == 1 else game.ask(p, ChooseOption(p, tuple(options), "forage"))
        if options[pick] == "sacrifice a Food":
            [food] = foods if len(foods) == 1 else game.ask(
                p, ChooseObjects(p, foods, 1, 1, "forage: sacrifice"))  # fmt: skip
            game.sacrifice(food, p)
        else:
            chosen = game.ask(p, ChooseObjects(p, graveyard, 3, 3, "forage: exile"))
            with game.simultaneously(list(chosen)):
                for i in chosen:
                    game.move(i, Zone.EXILE, cause="forage")
        game.log_note(f"P{p} forages")


#: ``Ctx.info`` keys: whether the ability's controller won the last clash (CR 701.30d), and
#: the opponent they clashed with ("that player").
CLASH_WON = "clash_won"
CLASH_OPPONENT = "clash_opponent"


@attrs.frozen
class Clash(Effect):
    """CR 701.30a-d — "Clash with an opponent": choose an opponent; you and that opponent
    each reveal the top card of your libraries at the same time, then in APNAP order each
    decides whether to put theirs on the bottom; you win if your card's mana value is higher
    than that of every other card revealed."""

    def resolve(self, ctx: Ctx) -> None:
        from ..state.qualities import stat_of

        game = ctx.game
        me = ctx.controller
        opponents = [p for p in game.opponents(me) if not game.state.players[p].lost]
        if not opponents:
            return
        opp = opponents[0]
        if len(opponents) > 1:  # CR 701.30b: choose an opponent
            opp = opponents[game.ask(me, ChooseOption(me, tuple(opponents), "clash with"))]
        ctx.info[CLASH_OPPONENT] = opp
        revealed: dict[int, int] = {}
        for p in (me, opp):
            lib = game.state.players[p].library
            if lib:
                revealed[p] = lib[0]
        values = {p: stat_of(game.get(i), game.view(i), "mana value") for p, i in revealed.items()}
        for p, i in revealed.items():
            game.log_note(f"P{p} reveals {game.view(i).name} for the clash (mana value "
                          f"{values[p]})")  # fmt: skip
        bottom = {}
        for p in [q for q in game.apnap() if q in revealed]:  # CR 701.30c
            name = game.view(revealed[p]).name
            bottom[p] = game.ask(p, ChooseYesNo(p, f"put {name} on the bottom of your library"))
        for p, i in revealed.items():  # the cards move at the same time
            if bottom[p]:
                lib = game.state.players[p].library
                lib.remove(i)
                lib.append(i)
        mine = values.get(me)
        won = mine is not None and all(mine > v for p, v in values.items() if p != me)
        ctx.info[CLASH_WON] = won
        game.log_note(f"P{me} {'wins' if won else 'loses'} the clash")


@attrs.frozen
class ClashWon(Condition):
    """CR 701.30d — "If you win" after "Clash with an opponent"."""

    def holds(self, ctx: Ctx) -> bool:
        return bool(ctx.info.get(CLASH_WON))


@attrs.frozen
class ClashOpponent(PlayerSel):
    """CR 701.30b — "that player" after "Clash with an opponent": the opponent chosen."""

    def resolve(self, ctx: Ctx) -> list[int]:
        p = ctx.info.get(CLASH_OPPONENT)
        return [] if p is None else [p]


@attrs.frozen
class Detain(Effect):
    """CR 701.35a — "Detain [permanents]": until the next turn of this effect's controller,
    they can't attack or block and their activated abilities can't be activated."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        specs = (CantAttack(), CantBlock(), CantBeActivated())  # mana abilities too (CR 605.1a)
        Restrict(self.what, specs, UNTIL_YOUR_NEXT_TURN).resolve(ctx)


#: ``GameObject.choices`` key of the suspected designation (CR 701.60b).
SUSPECTED = "suspected"


@attrs.frozen
class Suspect(Effect):
    """CR 701.60a-d — "Suspect [creature]": it becomes suspected until it leaves the
    battlefield (a designation: it has menace and "This creature can't block" for as long
    as it's suspected); a suspected permanent can't become suspected again."""

    what: ObjectRef

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        for i in _objects(self.what, ctx):
            obj = game.state.objects.get(i)
            if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
                continue
            if obj.choices.get(SUSPECTED):  # CR 701.60d
                continue
            obj.choices[SUSPECTED] = True
            for spec in (AddAbilities((Menace(),)), CantBlock()):
                game.add_effect(EffectInstance(spec, ctx.source_id, ctx.controller,
                                               game.stamp(), frozenset({i})))  # fmt: skip
