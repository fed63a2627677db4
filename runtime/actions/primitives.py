"""Primitive rules operations — tapping (CR 701.26), counters (CR 122), life (CR 119),
damage (CR 120), drawing (CR 121), discarding (CR 701.9), sacrificing (CR 701.21),
destroying (CR 701.8), countering (CR 701.6), attaching (CR 701.3), continuous effects
(CR 611), play permissions, adding mana (CR 106.4, 106.7, 106.12), choosing targets
(CR 601.2c, 115) and paying costs during resolution. Mixed into
:class:`~mtgc.runtime.game.Game`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..agents import ChooseTargets
from ..continuous.layers import ChangeController, EffectInstance
from ..continuous.next_turn import UNTIL_END_OF_YOUR_NEXT_TURN, EndOfNextTurn, stamp_since
from ..continuous.restrictions import cant_be_countered, player_rule
from ..errors import IllegalActionError, InvalidInputError, RulesError, TargetError
from ..events import events as ev
from ..events.crimes import note_crime
from ..events.replacement import (
    ManaProposal,
    apply_replacements,
    destruction_replaced,
    mana_replacements,
    propose,
    untap_replaced,
)
from ..events.replacement_actions import (
    RESOLVING_CONTROLLER,
    DiscardProposal,
    LifeLossProposal,
    TapProposal,
)
from ..events.replacement_kinds import (
    CounterProposal,
    DamageProposal,
    DrawProposal,
    LifeGainProposal,
)
from ..hooks import Hook
from ..mana.symbols import ManaType, ManaUnit, SpendRestriction
from ..stack.casting import TrialSucceeded, check_costs, pay_costs
from ..stack.costs import TapCost
from ..state.filters import Ctx, ObjectFilter, TargetSpec, expand_x
from ..state.objects import GameObject, PlayerRef, RulesProperty, StackAbility, Zone
from .effects import ManaEffect

if TYPE_CHECKING:
    from ..state.game_state import GameState

#: CR 702.137a: spectacle notes life lost (provided by :mod:`mtgc.runtime.keywords.cards`)
note_life_lost = Hook("note_life_lost")
#: CR 702.90b, 702.80a: infect and wither damage to creatures;
#: provided by :mod:`mtgc.runtime.keywords.damage`
damage_as_counters = Hook("damage_as_counters")
#: CR 702.90b: infect damage to players (provided by :mod:`mtgc.runtime.keywords.damage`)
damage_as_poison = Hook("damage_as_poison")
#: CR 702.54a: bloodthirst notes damage to players (provided by :mod:`mtgc.runtime.keywords.damage`)
note_damage_to_player = Hook("note_damage_to_player")
#: CR 702.164c — toxic's poison counters after combat damage to a player (keyword abilities)
toxic_poison = Hook("toxic_poison")


class PrimitiveOps:
    """The small state changes every effect is built from."""

    state: GameState
    #: while a damage event is dealt: damage each source dealt so far, (total, combat)
    _dealt: dict[int, list[Any]] | None = None

    # -------------------------------------------------------------- other primitives

    def tap(self, obj_id: int) -> None:
        """CR 701.26a — tap a permanent, proposed to replacement effects (CR 614.1a)."""
        obj = self.get(obj_id)
        if not obj.tapped and propose(self, TapProposal(obj_id)).taps:  # type: ignore[arg-type]
            obj.tapped = True
            self.emit(ev.Tapped(obj_id, obj.name))

    def untap(self, obj_id: int) -> None:
        obj = self.get(obj_id)
        if obj.tapped and not untap_replaced(self, obj_id):  # type: ignore[arg-type]
            obj.tapped = False
            self.emit(ev.Untapped(obj_id, obj.name))

    def add_counters(self, obj_id: int, kind: str, n: int) -> None:
        """CR 122.1 — put (n > 0) or remove (n < 0) counters; putting them is an event
        replacement effects may modify (CR 614.1a, 122.6)."""
        obj = self.get(obj_id)
        have = obj.counters.get(kind, 0)
        if n > 0 and obj.zone is Zone.BATTLEFIELD:
            n = propose(self, CounterProposal(obj_id, kind, n)).amount  # type: ignore[arg-type]
        n = max(n, -have)
        if n == 0:
            return
        obj.counters[kind] = have + n
        if obj.counters[kind] == 0:
            del obj.counters[kind]
        self.emit(ev.CountersChanged(obj_id, obj.name, kind, n))

    def gain_life(self, player: int, n: int, source_id: int | None = None) -> None:
        """CR 119.10 — one life-gain event (``source_id``: the source causing it)."""
        if n > 0 and player_rule(self, player, "can't gain life"):  # CR 119.7
            self.log_note(f"P{player} can't gain life")
            return
        if n <= 0:  # CR 119.10: gaining 0 life is no life-gain event
            return
        prop = propose(self, LifeGainProposal(player, n, source_id))
        n = prop.amount  # type: ignore[attr-defined]
        if prop.lose_instead:  # type: ignore[attr-defined]  # CR 614.1a, 616.2
            self.lose_life(player, n)
            return
        if n > 0:
            p = self.state.players[player]
            p.life += n
            self.emit(ev.LifeChanged(player, n, p.life))

    def lose_life(self, player: int, n: int) -> None:
        """CR 119.3 — one life-loss event, proposed to replacement effects (CR 614.1a);
        its triggers see the amount actually lost, once (CR 603.2c)."""
        if n > 0:
            n = propose(self, LifeLossProposal(player, n)).amount  # type: ignore[arg-type]
        if n > 0:
            note_life_lost(self, player)
            p = self.state.players[player]
            p.life -= n
            self.emit(ev.LifeChanged(player, -n, p.life))

    def deal_damage(self, source_id: int, target: Any, n: int, combat: bool = False) -> None:
        """CR 120.3 — one source deals damage to one player or object (one event)."""
        self.deal_damage_at_once(((source_id, target, n),), combat)

    def deal_damage_at_once(self, parts: Any, combat: bool = False) -> None:
        """CR 120.4, 510.2 — one damage event of simultaneous parts ``(source, recipient,
        amount)``: each part is proposed to the replacement and prevention effects (CR
        614-616) and dealt, all judged against one moment (see :meth:`damage_event`)."""
        with self.damage_event():
            for source_id, target, n in parts:
                self._deal_damage_part(source_id, target, n, combat)

    @contextmanager
    def damage_event(self) -> Iterator[None]:
        """One damage event (CR 120.4): the damage dealt inside is simultaneous (its events
        are held and trigger together, :meth:`at_once`); afterwards each source that dealt
        damage is one occurrence of "[this] deals damage" (CR 603.2c,
        :class:`~mtgc.runtime.events.events.SourceDealtDamage`), and lifelink makes its controller
        gain the total as one life-gain event (CR 120.3f, 702.15b, 119.10). Nested damage
        events belong to the outermost one."""
        if self._dealt is not None:
            yield
            return
        self._dealt = {}
        try:
            with self.simultaneously([]):  # type: ignore[attr-defined]
                yield
                dealt, self._dealt = self._dealt, None
                for source_id, (total, combat) in (dealt or {}).items():
                    src = self.view(source_id)  # last known information (CR 702.15c)
                    self.emit(ev.SourceDealtDamage(source_id, src.name, total, combat))
                    if src.has_property(RulesProperty.LIFELINK):
                        self.gain_life(src.controller, total, source_id)
        finally:
            self._dealt = None

    def _deal_damage_part(self, source_id: int, target: Any, n: int, combat: bool) -> int:
        """CR 120.3 — damage to a player causes life loss, to a planeswalker removes loyalty,
        to a creature is marked (deathtouch noted, CR 702.2b). Returns the damage dealt."""
        if n <= 0:
            return 0
        if not isinstance(target, PlayerRef):
            obj = self.state.objects.get(target)
            if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
                return 0
        proposal = propose(self, DamageProposal(source_id, target, n, combat))
        n, target = proposal.amount, proposal.target  # type: ignore[attr-defined]
        if n <= 0:  # prevented; or redirected (CR 614.9) to a new recipient, dealt below
            return 0
        src = self.view(source_id)
        if isinstance(target, PlayerRef):
            self.emit(ev.DamageDealt(source_id, src.name, target, n, combat))
            note_damage_to_player(self, target.index)  # bloodthirst, CR 702.54a
            if damage_as_poison(src):  # CR 120.3b, 702.90b
                self.state.players[target.index].poison += n
                self.log_note(f"P{target.index} gets {n} poison counter(s) (CR 702.90b)")
            else:
                self.lose_life(target.index, n)  # CR 120.3a
            toxic_poison(self, src, target.index, combat)  # CR 702.164c
            self._note_dealt(source_id, n, combat)
            return n
        obj = self.state.objects[target]
        ch = self.view(target)
        if "Planeswalker" in ch.types:
            self.add_counters(target, "loyalty", -n)
        if "Battle" in ch.types:  # CR 120.3h: damage to a battle removes defense counters
            self.add_counters(target, "defense", -n)
        if ch.is_creature:
            if damage_as_counters(src):  # CR 120.3d: wither, infect
                self.add_counters(target, "-1/-1", n)
            else:
                obj.damage += n  # type: ignore[union-attr]
            if src.has_property(RulesProperty.DEATHTOUCH):
                obj.deathtouch_damage = True  # type: ignore[union-attr]
        self.emit(ev.DamageDealt(source_id, src.name, target, n, combat))
        self._note_dealt(source_id, n, combat)
        return n

    def deal_damage_part_now(self, source_id: int, target: Any, n: int, combat: bool) -> int:
        """One more part of the damage event being dealt (a part split off by a
        redirection of "the next N damage", CR 614.9)."""
        return self._deal_damage_part(source_id, target, n, combat)

    def _note_dealt(self, source_id: int, n: int, combat: bool) -> None:
        dealt = self._dealt
        if dealt is not None and n > 0:
            total, was_combat = dealt.get(source_id, (0, combat))
            dealt[source_id] = [total + n, was_combat or combat]

    def draw(self, player: int) -> None:
        """CR 121.2 — one draw, proposed to replacement effects (CR 614.1a: Thought
        Reflection, dredge CR 702.52a, in the order the player chooses, CR 616.1); drawing
        from an empty library loses at the next SBA check (704.5b)."""
        prop = propose(self, DrawProposal(player))
        for replaced in prop.instead:
            replaced()
        for _ in range(prop.count):
            self.draw_one(player)

    def draw_one(self, player: int) -> None:
        """One card draw that replacement effects already modified (CR 614.5)."""
        p = self.state.players[player]
        if not p.library:
            p.drew_from_empty = True
            return
        new = self.move(p.library[0], Zone.HAND, cause="draw")
        if new is not None:
            self.emit(ev.CardDrawn(player, new))

    def shuffle_library(self, player: int) -> None:
        """CR 701.24 — randomize a library with the game's seeded generator."""
        self.rng.shuffle(self.state.players[player].library)
        self.log_note(f"P{player} shuffles their library")

    def discard(self, obj_id: int) -> None:
        """CR 701.9 — move a card from hand to its owner's graveyard; the discard is
        proposed to replacement effects first (madness exiles it instead, CR 702.35a)."""
        obj = self.get(obj_id)
        by = self.state.extra.get(RESOLVING_CONTROLLER)
        prop = propose(self, DiscardProposal(obj_id, obj.owner, by=by))  # type: ignore[arg-type]
        new = self.move(obj_id, prop.to_zone, cause="discard")
        self.emit(ev.Discarded(obj_id, new, obj.name, obj.owner, by))

    def sacrifice(self, obj_id: int, player: int) -> None:
        """CR 701.21a — its controller moves it to its owner's graveyard; the sacrifice
        happens even if a replacement effect sends it elsewhere (Rest in Peace)."""
        obj = self.get(obj_id)
        if obj.zone is not Zone.BATTLEFIELD or self.view(obj_id).controller != player:
            raise IllegalActionError(f"P{player} can't sacrifice #{obj_id} (CR 701.21a)")
        token, name = obj.is_token, obj.name
        new = self.move(obj_id, Zone.GRAVEYARD, cause="sacrifice")
        zone = self.state.objects[new].zone if new in self.state.objects else Zone.GRAVEYARD
        self.emit(ev.Sacrificed(obj_id, new, name, player, token, zone), (obj_id,))

    def destroy(self, obj_id: int) -> bool:
        """CR 701.8 — destroy: move to its owner's graveyard (indestructible: CR 702.12).
        True when it was destroyed (a replacement may still have sent it elsewhere)."""
        if self.view(obj_id).has_property(RulesProperty.INDESTRUCTIBLE):
            return False
        if destruction_replaced(self, obj_id):  # CR 701.19a regeneration, 122.1c shields
            return False
        self.move(obj_id, Zone.GRAVEYARD, cause="destroy")
        return True

    def counter(self, obj_id: int, to_zone: Zone = Zone.GRAVEYARD, bottom: bool = False) -> bool:
        """CR 701.6 — a countered spell goes to its owner's graveyard (or where the
        countering effect says: "exile it instead of putting it into its owner's
        graveyard", CR 701.6a); an ability ceases. True when it was countered."""
        o = self.state.objects.get(obj_id)
        if cant_be_countered(self, obj_id):  # CR 101.2
            self.log_note(f"#{obj_id} can't be countered")
            return False
        if isinstance(o, StackAbility):
            self.state.stack.remove(obj_id)
            del self.state.objects[obj_id]
        elif isinstance(o, GameObject):
            self.move(obj_id, to_zone, cause="countered", bottom=bottom)
        return True

    def attach(self, obj_id: int, to: int) -> None:
        """CR 701.3 — attach an Aura/Equipment (gets a new timestamp, CR 613.7e). To the
        object it's already attached to, nothing happens; to one it couldn't be attached
        to, it doesn't move (CR 701.3b)."""
        obj = self.get(obj_id)
        if obj.attached_to == to:
            return
        if not attachable(self, obj_id, to):
            self.log_note(f"{obj.name}#{obj_id} can't be attached to #{to} and doesn't move "
                          f"(CR 701.3b)")  # fmt: skip
            return
        obj.attached_to = to
        obj.timestamp = self.stamp()
        self.emit(ev.Attached(obj_id, obj.name, to))

    def add_effect(self, inst: EffectInstance) -> None:
        """CR 611.2 — a continuous effect from a resolved spell or ability."""
        inst = stamp_since(inst, self.state.turn)  # "until the end of your next turn"
        self.state.effects.append(inst)
        if isinstance(inst.spec, ChangeController) and isinstance(inst.affected, frozenset):
            for i in inst.affected:
                o = self.state.objects.get(i)
                if isinstance(o, GameObject) and o.controller != inst.controller:
                    o.controlled_since = self.state.turn
                    self._chars = None
                    self.emit(ev.ControlChanged(i, o.name, inst.controller))
        self._chars = None

    def grant_play_permission(
        self, obj_id: int, player: int, duration: str, free: ObjectFilter | None
    ) -> None:
        """Record "you may play that card [this turn]" for ``obj_id`` (it's this object
        only: if the card changes zones the permission is gone, CR 400.7); "until the end
        of your next turn" ends with ``player``'s next turn (CR 611.2a)."""
        until: Any = self.state.turn if duration == "eot" else None
        if duration == UNTIL_END_OF_YOUR_NEXT_TURN:
            until = EndOfNextTurn(player, self.state.turn)
        self.state.permissions.append((obj_id, player, until, free))

    def produce_mana(
        self,
        player: int,
        types: list[ManaType],
        source_id: int | None,
        tapped_for_mana: bool,
        restriction: SpendRestriction | None = None,
    ) -> None:
        """CR 106.4 — add mana after replacement effects (CR 106.12b); triggers on mana
        being added or on a permanent being tapped for mana (CR 106.12a)."""
        prop = ManaProposal(source_id, player, list(types), tapped_for_mana)
        apply_replacements(self, prop, player)
        snow = False
        if source_id is not None and self.known(source_id):
            snow = "Snow" in self.view(source_id).supertypes
        pool = self.state.players[prop.player].pool
        for t in prop.mana:
            pool.append(ManaUnit(t, restriction, snow, source_id))
        self.emit(ev.ManaAdded(prop.player, tuple(prop.mana), source_id, tapped_for_mana))

    def could_produce(
        self, f: ObjectFilter, ctx: Ctx, visited: frozenset[int]
    ) -> frozenset[ManaType]:
        """CR 106.7 — types the matching permanents' mana abilities would produce if they
        resolved now, ignoring costs; recursion through other "could produce" abilities
        stops at permanents already being considered."""
        out: set[ManaType] = set()
        for i in self.state.battlefield:
            if i in visited:
                continue
            obj = self.state.objects[i]
            if not f.matches(ctx, obj):  # type: ignore[arg-type]
                continue
            sub = Ctx(self, i, self.view(i).controller)
            for a in self.activated_abilities(i):
                if a.is_mana_ability:
                    tapped = any(isinstance(c, TapCost) for c in a.cost)  # CR 106.12a
                    for e in _mana_effects(a.effect):
                        if isinstance(e, ManaEffect):
                            types = e.possible_types(sub, visited | {i})
                            out |= mana_replacement_types(self, i, types, tapped)
        return frozenset(out)

    # -------------------------------------------------------------------- targets

    def announce_targets(self, stack_id: int, targets: tuple[Any, ...], player: int) -> None:
        """Emit :class:`~mtgc.runtime.events.events.BecameTarget` for each chosen target —
        once for an object chosen in several slots (divided damage, CR 601.2d) — and
        whether that commits a crime (CR 700.13)."""
        for t in dict.fromkeys(targets):
            if t is not None:
                self.emit(ev.BecameTarget(t, stack_id, player))
        note_crime(self, stack_id, targets, player)  # CR 700.13

    def choose_targets(
        self, player: int, specs: tuple[TargetSpec, ...], ctx: Ctx, preset: Any, reason: str
    ) -> tuple[Any, ...] | None:
        """CR 601.2c / 603.3d — choose one legal target per slot (same object can't be
        chosen twice for one word "target", CR 115.3). Returns None if impossible."""
        specs = expand_x(specs, ctx.x)  # "X target creatures" (CR 601.2b-c)
        if not specs:
            return ()
        options = []
        for spec in specs:
            opts: list[Any] = []
            if spec.players is not None:
                opts += [
                    PlayerRef(p.index)
                    for p in self.state.players
                    if spec.legal(ctx, PlayerRef(p.index))
                ]
            if spec.filter is not None:
                zone = spec.filter.zone
                zone_ids: Any = (
                    self.state.stack if zone is Zone.STACK
                    else self.state.battlefield if zone in (Zone.BATTLEFIELD, None)
                    else [
                        i for p in self.apnap() for i in self.state.zone_list(zone, p)
                    ]  # CR 115.1: cards in graveyards
                )  # fmt: skip
                opts += [i for i in zone_ids if spec.legal(ctx, i)]
            if spec.optional:
                opts.append(None)  # CR 115.1b: "up to N" — none chosen for this slot
            options.append(tuple(opts))
        if any(not o for o in options):
            if preset is not None:
                raise TargetError(f"no legal target for {reason} (CR 601.2c)")
            return None
        single = frozenset(s.group for s in specs if s.single_zone and s.group is not None)
        if preset is None:
            groups = tuple(spec.group for spec in specs)
            owner_of = tuple((c, self.state.objects[c].owner) for spec, o in zip(
                specs, options, strict=True) if spec.group in single for c in o
                if isinstance(c, int))  # fmt: skip
            preset = self.ask(player, ChooseTargets(player, tuple(options), reason, groups,
                                                    single, owner_of))  # fmt: skip
        chosen = tuple(preset)
        if len(chosen) != len(specs):
            raise InvalidInputError(f"{reason}: expected {len(specs)} targets, got {chosen!r}")
        for spec, c in zip(specs, chosen, strict=True):
            if not spec.legal(ctx, c):
                raise TargetError(f"{c!r} is not a legal target for {reason} (CR 115)")
        grouped = [(s.group, c) for s, c in zip(specs, chosen, strict=True)
                   if s.group is not None and c is not None]  # fmt: skip
        if len(set(grouped)) != len(grouped):  # CR 601.2c: one "target", different objects
            raise TargetError(f"{reason}: the same object chosen twice for one 'target'")
        for g in single:  # "from a single graveyard": one player's graveyard (CR 404.1)
            owners = {self.state.objects[c].owner for h, c in grouped
                      if h == g and isinstance(c, int)}  # fmt: skip
            if len(owners) > 1:
                raise TargetError(f"{reason}: the targets must be in a single graveyard")
        return chosen

    # -------------------------------------------------- simple costs (unless / attack)

    def can_pay_simple(self, player: int, costs: tuple[Any, ...], source_id: int) -> bool:
        for all_life in (False, True):
            try:
                self.transaction(check_costs, self, player, costs, source_id, all_life)
            except TrialSucceeded:
                return True
            except RulesError:
                continue
        return False

    def pay_simple(self, player: int, costs: tuple[Any, ...], source_id: int) -> None:
        """Pay a cost during resolution or combat (asks for Phyrexian choices; auto-taps)."""
        self.transaction(pay_costs, self, player, costs, source_id, None, None, (), True, None)


def _mana_effects(effect: Any) -> list[Any]:
    out = [effect]
    for c in getattr(effect, "children", lambda: ())():
        out += _mana_effects(c)
    return out


def mana_replacement_types(
    game: Any, source_id: int, types: frozenset[ManaType], tapped: bool
) -> frozenset[ManaType]:
    """CR 106.7 — "taking into account any applicable replacement effects in any possible
    order": the union over the orders of the mana replacement effects that would apply."""
    from itertools import permutations

    specs = mana_replacements(game, source_id, tapped)
    if not specs or not types:
        return types
    out: set[ManaType] = set()
    for order in permutations(specs):
        current = types
        for spec, ctx in order:
            current = spec.transform_types(current, ctx)
        out |= current
    return frozenset(out)


def attachable(game: Any, obj_id: int, to: int) -> bool:
    """CR 701.3a: whether ``obj_id`` could be attached to the permanent ``to`` — an Aura to
    what it could enchant (CR 303.4a, 303.4d, 702.5a, protection 702.16c), an Equipment to a
    creature (CR 301.5c, 702.16d), a Fortification to a land (CR 301.6); nothing to itself,
    and nothing that is none of those (CR 701.3b). (An Equipment creature can't equip,
    CR 301.5c; reconfigure, its exception, has no handler yet.)"""
    from ..continuous.protection import protected_from
    from ..state.abilities import Enchant

    host = game.state.objects.get(to)
    if to == obj_id or not isinstance(host, GameObject) or host.zone is not Zone.BATTLEFIELD:
        return False
    ch = game.view(obj_id)
    if ch.is_creature:
        return False
    if "Aura" in ch.subtypes:
        enchant = next((a for a in ch.abilities if isinstance(a, Enchant)), None)
        if enchant is not None and not enchant.filter.matches(Ctx(game, obj_id, ch.controller),
                                                              host):  # fmt: skip
            return False
        return not protected_from(game, to, obj_id, attached=True)
    if "Equipment" in ch.subtypes:
        return game.view(to).is_creature and not protected_from(game, to, obj_id)
    if "Fortification" in ch.subtypes:
        return "Land" in game.view(to).types and not protected_from(game, to, obj_id)
    return False
