"""The game: state plus agents, random seed, decision record and event log.

:class:`Game` owns the primitive rules operations (moving objects per CR 400.7, tapping,
damage per CR 120, life per CR 119, drawing per CR 121, sacrifice per CR 701.21, mana per
CR 106) and the transactional action API: :meth:`Game.take_action` either completes or
raises a :class:`~mtgc.runtime.errors.RulesError` leaving state, log and record unchanged
(CR 732). Determinism: a game is its seed plus the recorded decisions (``game.record``);
:func:`replay` reproduces the same state and the same log.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from . import events as ev
from .abilities import ActivatedAbility, Enchant, Haste, Hexproof, Protection, Shroud, all_abilities
from .agents import Agent, ChooseObjects, ChooseTargets, DefaultAgent, PriorityDecision
from .continuous import ChangeController, EffectInstance, base_characteristics, compute_battlefield
from .errors import IllegalActionError, InvalidInputError, RulesError, TargetError
from .filters import Ctx, ObjectFilter, TargetSpec
from .mana import ManaType, ManaUnit, SpendRestriction
from .objects import CardDefinition, Characteristics, GameObject, PlayerRef, StackAbility, Zone
from .replacement import ManaProposal, MoveProposal, apply_replacements
from .state import GameState
from .triggers import check_triggers


class Game:
    """A game of Magic between ``len(players)`` players (CR 100-104)."""

    def __init__(
        self,
        players: list[str] | None = None,
        agents: list[Agent] | None = None,
        seed: int = 0,
        life: int = 20,
    ) -> None:
        names = players or ["Alice", "Bob"]
        self.state = GameState(names, life)
        self.agents: list[Agent] = list(agents) if agents else [DefaultAgent() for _ in names]
        self.seed = seed
        self.rng = random.Random(seed)
        self.log: list[str] = []
        self.record: list[tuple[int, str, Any]] = []
        self._chars: dict[int, Characteristics] | None = None
        self.after_action: Callable[[Game], None] | None = None
        # strict: illegal turn-based declarations raise (tests); else they're re-asked
        self.strict = True

    # ----------------------------------------------------------------- transactions

    def transaction(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn``; on RulesError restore state, log, record and rng (CR 732)."""
        snap = (self.state.clone(), len(self.log), len(self.record), self.rng.getstate())
        try:
            return fn(*args)
        except RulesError:
            self.state.restore(snap[0])
            del self.log[snap[1] :]
            del self.record[snap[2] :]
            self.rng.setstate(snap[3])
            self._chars = None
            raise

    def take_action(self, player: int, action: Any) -> None:
        """Perform ``action`` for ``player`` who must have priority (CR 117)."""
        pos = len(self.record)
        self.transaction(self._perform, player, action)
        # recorded as the answer to a priority decision, before its sub-decisions
        self.record.insert(pos, (player, "PriorityDecision", action))
        if self.after_action is not None:
            self.after_action(self)

    def _perform(self, player: int, action: Any) -> None:
        from . import casting, stack
        from .actions import ActivateAbility, CastSpell, PassPriority, PlayLand

        if self.state.game_over:
            raise IllegalActionError("the game is over")
        if not 0 <= player < len(self.state.players):
            raise InvalidInputError(f"no player {player}")
        if isinstance(action, ActivateAbility) and casting.is_mana_activation(self, player, action):
            casting.activate(self, player, action)  # CR 605.3a: mana abilities with priority
            return
        if self.state.priority != player:
            raise IllegalActionError(f"P{player} doesn't have priority (CR 117.1)")
        if isinstance(action, PassPriority):
            stack.pass_priority(self, player)
        elif isinstance(action, PlayLand):
            casting.play_land(self, player, action.card_id)
        elif isinstance(action, CastSpell):
            casting.cast_spell(self, player, action)
        elif isinstance(action, ActivateAbility):
            casting.activate(self, player, action)
        else:
            raise InvalidInputError(f"unknown action {action!r}")

    def run(self, max_turns: int = 30, max_failures: int = 20, strict: bool = False) -> None:
        """Play until the game ends or ``max_turns`` turns have begun, asking agents.

        Not ``strict``: an illegal action or declaration is asked again (up to
        ``max_failures`` times, then the player passes / declares nothing)."""
        from .actions import PassPriority

        self.strict = strict
        while not self.state.game_over and self.state.turn <= max_turns:
            p = self.state.priority
            if p is None:
                raise IllegalActionError("nobody has priority")
            for attempt in range(max_failures + 1):
                try:
                    if attempt == max_failures:
                        self.record.append((p, "PriorityDecision", PassPriority()))
                        self.transaction(self._perform, p, PassPriority())
                    else:
                        self.transaction(self._priority_round, p)
                    break
                except RulesError:
                    continue
            if self.after_action is not None:
                self.after_action(self)

    def candidate_actions(self, player: int) -> list[Any]:
        """Plausible actions for ``player`` (not all legal): for random agents."""
        from .agents import candidate_actions

        return candidate_actions(self, player)

    def _priority_round(self, player: int) -> None:
        action = self.ask(player, PriorityDecision(player))
        self._perform(player, action)

    # ----------------------------------------------------------------- decisions / log

    def ask(self, player: int, decision: Any) -> Any:
        """Ask ``player``'s agent; validate and record the answer."""
        if self.state.extra.get("trial"):  # trial payments don't consult agents
            return decision.validate(decision.default())
        answer = decision.validate(self.agents[player].decide(self, decision))
        self.record.append((player, type(decision).__name__, answer))
        return answer

    def emit(self, event: ev.Event, lki_sources: tuple[int, ...] = ()) -> None:
        """Log an event and check triggers against it (CR 603.2)."""
        self._chars = None
        self.log.append(event.text())
        check_triggers(self, event, lki_sources)

    def log_note(self, message: str) -> None:
        self.log.append(message)

    def log_text(self) -> str:
        return "\n".join(self.log)

    def stamp(self) -> int:
        """CR 613.7 — a new timestamp."""
        self.state.next_timestamp += 1
        return self.state.next_timestamp

    def changed(self) -> None:
        self._chars = None

    # ------------------------------------------------------------------------ queries

    def get(self, obj_id: Any) -> GameObject:
        obj = self.state.objects.get(obj_id) if isinstance(obj_id, int) else None
        if not isinstance(obj, GameObject):
            raise InvalidInputError(f"no object #{obj_id}")
        return obj

    def view(self, obj_id: int) -> Characteristics:
        """Current characteristics (CR 613) or last known information (CR 608.2h)."""
        obj = self.state.objects.get(obj_id)
        if isinstance(obj, GameObject):
            if obj.zone is Zone.BATTLEFIELD:
                if self._chars is None:
                    self._chars = compute_battlefield(self)
                    self._track_control()
                ch = self._chars.get(obj_id)
                if ch is not None:
                    return ch
            return base_characteristics(obj)
        if obj_id in self.state.lki:
            return self.state.lki[obj_id][0]
        raise InvalidInputError(f"no object #{obj_id}")

    def _track_control(self) -> None:
        """CR 302.6 — a permanent whose controller changed (layer 2) is newly controlled."""
        assert self._chars is not None
        for i, ch in self._chars.items():
            o = self.state.objects[i]
            seen = o.choices.get("seen_controller")  # type: ignore[union-attr]
            if seen is None:
                o.choices["seen_controller"] = ch.controller  # type: ignore[union-attr]
            elif seen != ch.controller:
                o.choices["seen_controller"] = ch.controller  # type: ignore[union-attr]
                o.controlled_since = self.state.turn  # type: ignore[union-attr]

    def known(self, obj_id: int) -> bool:
        o = self.state.objects.get(obj_id)
        return isinstance(o, GameObject) or obj_id in self.state.lki

    def known_ids(self, ids: list[int]) -> list[int]:
        return [i for i in ids if isinstance(self.state.objects.get(i), GameObject)]

    def lki_object(self, obj_id: int) -> GameObject:
        return self.state.lki[obj_id][1]

    def owner_of(self, obj_id: int) -> int:
        o = self.state.objects.get(obj_id)
        if isinstance(o, GameObject):
            return o.owner
        return self.state.lki[obj_id][1].owner

    def apnap(self) -> list[int]:
        """CR 101.4 — active player, then the others in turn order."""
        n = len(self.state.players)
        return [(self.state.active + k) % n for k in range(n)]

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.state.players if p.index != player and not p.lost]

    def controlled(self, player: int, f: ObjectFilter | None = None) -> list[int]:
        ctx = Ctx(self, 0, player)
        return [
            i for i in self.state.battlefield
            if self.view(i).controller == player
            and (f is None or f.matches(ctx, self.state.objects[i]))  # type: ignore[arg-type]
        ]  # fmt: skip

    def is_equipped(self, obj_id: int) -> bool:
        """An "equipped creature" has one or more Equipment attached (CR 301.5)."""
        for i in self.state.battlefield:
            o = self.state.objects[i]
            if isinstance(o, GameObject) and o.attached_to == obj_id:
                if "Equipment" in o.card.subtypes:
                    return True
        return False

    def can_be_targeted(self, obj_id: int, controller: int, source_id: int) -> bool:
        """CR 702.11 hexproof, 702.18 shroud, 702.16 protection from colors."""
        ch = self.view(obj_id)
        if ch.has_keyword(Shroud):
            return False
        if ch.has_keyword(Hexproof) and ch.controller != controller:
            return False
        prots = ch.keywords_of(Protection)
        if prots and self.known(source_id):
            colors = self.view(source_id).colors
            if any(p.colors & colors for p in prots):
                return False
        return True

    def summoning_sick(self, obj_id: int) -> bool:
        """CR 302.6 — a creature not continuously controlled since its controller's most
        recent turn began can't attack or use {T}/{Q} abilities (haste: CR 702.10)."""
        obj = self.get(obj_id)
        ch = self.view(obj_id)
        if not ch.is_creature or ch.has_keyword(Haste):
            return False
        return obj.controlled_since >= self.state.players[ch.controller].turn_began

    def activated_abilities(self, obj_id: int) -> list[ActivatedAbility]:
        """The object's activated abilities in order, keyword expansions included."""
        ch = self.view(obj_id)
        return [a for a in all_abilities(ch.abilities) if isinstance(a, ActivatedAbility)]

    def describe_ability(self, ability: Any, source_id: int) -> str:
        name = self.view(source_id).name if self.known(source_id) else "?"
        return f"{type(ability).__name__} of {name}#{source_id}"

    # ------------------------------------------------------------- creating objects

    def new_object(
        self, card: CardDefinition, owner: int, zone: Zone, token: bool = False
    ) -> GameObject:
        st = self.state
        obj = GameObject(st.next_id, card, st.next_uid, owner, zone, self.stamp(), token)
        st.next_id += 1
        st.next_uid += 1
        st.objects[obj.id] = obj
        return obj

    def add_card(self, card: CardDefinition, owner: int, zone: Zone, **kw: Any) -> int:
        """Setup helper: put a new card into a zone without events (not a rules action)."""
        obj = self.new_object(card, owner, zone, kw.pop("token", False))
        obj.controller = kw.pop("controller", owner)
        obj.choices["seen_controller"] = obj.controller
        for k, v in kw.items():
            setattr(obj, k, v)
        if zone is Zone.LIBRARY:
            self.state.players[owner].library.append(obj.id)
        else:
            self.state.zone_list(zone, owner).append(obj.id)
        self.changed()
        return obj.id

    def create_token(self, card: CardDefinition, controller: int) -> int | None:
        """CR 111.2 — a token is created on the battlefield (its owner is its creator)."""
        obj = self.new_object(card, controller, Zone.STACK, token=True)
        obj.zone = Zone.COMMAND  # transient: not in any zone list until it enters
        return self._enter_battlefield(obj, controller, None, "token created")

    # ------------------------------------------------------------------ zone changes

    def move(
        self,
        obj_id: int,
        to_zone: Zone,
        cause: str | None = None,
        controller: int | None = None,
        bottom: bool = False,
    ) -> int | None:
        """CR 400.7 — move an object; returns the new object's id (None if replaced away).

        Replacement effects are applied first (CR 614); last known information is kept
        (CR 608.2h); leaves-the-battlefield abilities look back (CR 603.10a).
        """
        st = self.state
        obj = self.get(obj_id)
        prop = MoveProposal(obj_id, to_zone, controller)
        if to_zone is Zone.BATTLEFIELD:
            return self._enter_battlefield(obj, controller, prop, cause)
        apply_replacements(self, prop, self.view(obj_id).controller)
        to_zone = prop.to_zone
        from_zone = obj.zone
        lki = self._leave(obj)
        new = GameObject(st.next_id, obj.card, obj.card_uid, obj.owner, to_zone, self.stamp(),
                         obj.is_token)  # fmt: skip
        st.next_id += 1
        if from_zone is Zone.STACK:
            new.x_value = 0
        st.objects[new.id] = new
        zl = st.zone_list(to_zone, obj.owner)
        if to_zone is Zone.LIBRARY and not bottom:
            zl.insert(0, new.id)
        else:
            zl.append(new.id)
        self.emit(
            ev.ZoneChange(obj_id, new.id, obj.card.name, from_zone, to_zone, obj.owner,
                          lki.controller, obj.is_token, cause),
            (obj_id,),
        )  # fmt: skip
        return new.id

    def _leave(self, obj: GameObject) -> Characteristics:
        st = self.state
        lki = self.view(obj.id)
        st.lki[obj.id] = (lki, obj.clone())
        if obj.zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD):
            st.zone_list(obj.zone, obj.owner).remove(obj.id)
        elif obj.zone is not Zone.COMMAND or obj.id in st.command:
            st.zone_list(obj.zone, obj.owner).remove(obj.id)
        del st.objects[obj.id]
        if st.combat is not None:  # CR 506.4
            st.combat.attackers.pop(obj.id, None)
            st.combat.blockers.pop(obj.id, None)
            st.combat.blocked.pop(obj.id, None)
            for lst in st.combat.blocked.values():
                if obj.id in lst:
                    lst.remove(obj.id)
        self._chars = None
        return lki

    def _enter_battlefield(
        self, obj: GameObject, controller: int | None, prop: MoveProposal | None, cause: str | None
    ) -> int | None:
        """CR 110.2, 614.1c/614.12 — enter with replacement effects applied."""
        st = self.state
        ctl = obj.owner if controller is None else controller
        prop = prop or MoveProposal(obj.id, Zone.BATTLEFIELD, ctl)
        prop.controller = ctl
        apply_replacements(self, prop, ctl)
        if prop.to_zone is not Zone.BATTLEFIELD:
            return self.move(obj.id, prop.to_zone, cause)
        from_zone = None if obj.zone is Zone.COMMAND and obj.id not in st.command else obj.zone
        if from_zone is None:
            del st.objects[obj.id]
            old_ctl = ctl
        else:
            old_ctl = self._leave(obj).controller
        new = GameObject(st.next_id, obj.card, obj.card_uid, obj.owner, Zone.BATTLEFIELD,
                         self.stamp(), obj.is_token)  # fmt: skip
        st.next_id += 1
        new.controller = ctl
        new.controlled_since = st.turn
        new.choices["seen_controller"] = ctl
        new.tapped = prop.tapped
        new.counters = dict(prop.counters)
        if obj.zone is Zone.STACK and obj.card.mana_cost is not None and obj.card.mana_cost.has_x:
            new.cast_x = obj.x_value  # CR 107.3m
        new.x_value = 0
        if obj.card.loyalty is not None:  # CR 306.5b
            new.counters["loyalty"] = new.counters.get("loyalty", 0) + obj.card.loyalty
        new.attached_to = obj.enchant_target if obj.zone is Zone.STACK else None
        if isinstance(obj.choices.get("attach_to"), int):
            new.attached_to = obj.choices["attach_to"]
        st.objects[new.id] = new
        st.battlefield.append(new.id)
        self._chars = None
        self.emit(
            ev.ZoneChange(obj.id, new.id, obj.card.name, from_zone, Zone.BATTLEFIELD, obj.owner,
                          old_ctl, obj.is_token, cause),
            (obj.id,),
        )  # fmt: skip
        return new.id

    def put_onto_battlefield(
        self, obj_id: int, controller: int, tapped: bool = False
    ) -> int | None:
        """Put a card onto the battlefield under ``controller``'s control (CR 110.2).

        An Aura put onto the battlefield without being cast doesn't target: its controller
        chooses something it can legally enchant, hexproof notwithstanding; with nothing
        legal it stays where it is (CR 303.4f, 303.4i-ish).
        """
        obj = self.get(obj_id)
        if "Aura" in obj.card.subtypes:
            enchant = next((a for a in obj.card.abilities if isinstance(a, Enchant)), None)
            f = enchant.filter if enchant else ObjectFilter()
            ctx = Ctx(self, obj_id, controller)
            colors = obj.card.base_colors()
            legal = tuple(
                i for i in self.state.battlefield
                if f.matches(ctx, self.state.objects[i])  # type: ignore[arg-type]
                and not any(p.colors & colors for p in self.view(i).keywords_of(Protection))
            )  # fmt: skip
            if not legal:
                self.log_note(f"{obj.name}#{obj_id} has nothing to enchant and stays put")
                return None
            choice = self.ask(controller, ChooseObjects(controller, legal, 1, 1, "enchant"))
            obj.choices["attach_to"] = choice[0]
        prop = MoveProposal(obj_id, Zone.BATTLEFIELD, controller, tapped)
        return self._enter_battlefield(obj, controller, prop, "put onto the battlefield")

    # -------------------------------------------------------------- other primitives

    def tap(self, obj_id: int) -> None:
        obj = self.get(obj_id)
        if not obj.tapped:
            obj.tapped = True
            self.emit(ev.Tapped(obj_id, obj.name))

    def untap(self, obj_id: int) -> None:
        obj = self.get(obj_id)
        if obj.tapped:
            obj.tapped = False
            self.emit(ev.Untapped(obj_id, obj.name))

    def add_counters(self, obj_id: int, kind: str, n: int) -> None:
        """CR 122.1 — put (n > 0) or remove (n < 0) counters."""
        obj = self.get(obj_id)
        have = obj.counters.get(kind, 0)
        n = max(n, -have)
        if n == 0:
            return
        obj.counters[kind] = have + n
        if obj.counters[kind] == 0:
            del obj.counters[kind]
        self.emit(ev.CountersChanged(obj_id, obj.name, kind, n))

    def gain_life(self, player: int, n: int) -> None:
        if n > 0:
            p = self.state.players[player]
            p.life += n
            self.emit(ev.LifeChanged(player, n, p.life))

    def lose_life(self, player: int, n: int) -> None:
        if n > 0:
            p = self.state.players[player]
            p.life -= n
            self.emit(ev.LifeChanged(player, -n, p.life))

    def deal_damage(self, source_id: int, target: Any, n: int, combat: bool = False) -> None:
        """CR 120.3 — damage to a player causes life loss, to a planeswalker removes loyalty,
        to a creature is marked (deathtouch noted, CR 702.2b); lifelink CR 702.15b."""
        from .abilities import Deathtouch
        from .keywords_extra import Lifelink

        if n <= 0:
            return
        src = self.view(source_id)
        if isinstance(target, PlayerRef):
            self.lose_life(target.index, n)
        else:
            obj = self.state.objects.get(target)
            if not isinstance(obj, GameObject) or obj.zone is not Zone.BATTLEFIELD:
                return
            ch = self.view(target)
            if any(p.colors & src.colors for p in ch.keywords_of(Protection)):
                self.log_note(f"damage to #{target} prevented (protection, CR 702.16e)")
                return
            if "Planeswalker" in ch.types:
                self.add_counters(target, "loyalty", -n)
            if ch.is_creature:
                obj.damage += n
                if src.has_keyword(Deathtouch):
                    obj.deathtouch_damage = True
        self.emit(ev.DamageDealt(source_id, src.name, target, n, combat))
        if src.has_keyword(Lifelink):
            self.gain_life(src.controller, n)

    def draw(self, player: int) -> None:
        """CR 121.2; drawing from an empty library loses at the next SBA check (704.5b)."""
        p = self.state.players[player]
        if not p.library:
            p.drew_from_empty = True
            return
        new = self.move(p.library[0], Zone.HAND, cause="draw")
        if new is not None:
            self.emit(ev.CardDrawn(player, new))

    def discard(self, obj_id: int) -> None:
        """CR 701.9 — move a card from hand to its owner's graveyard."""
        self.move(obj_id, Zone.GRAVEYARD, cause="discard")

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

    def destroy(self, obj_id: int) -> None:
        """CR 701.8 — destroy: move to its owner's graveyard (indestructible: CR 702.12)."""
        from .keywords_extra import Indestructible

        if self.view(obj_id).has_keyword(Indestructible):
            return
        self.move(obj_id, Zone.GRAVEYARD, cause="destroy")

    def counter(self, obj_id: int) -> None:
        """CR 701.6 — a countered spell goes to its owner's graveyard; an ability ceases."""
        o = self.state.objects.get(obj_id)
        if isinstance(o, StackAbility):
            self.state.stack.remove(obj_id)
            del self.state.objects[obj_id]
        elif isinstance(o, GameObject):
            self.move(obj_id, Zone.GRAVEYARD, cause="countered")

    def attach(self, obj_id: int, to: int) -> None:
        """CR 701.3 — attach an Aura/Equipment (gets a new timestamp, CR 613.7e)."""
        obj = self.get(obj_id)
        obj.attached_to = to
        obj.timestamp = self.stamp()
        self.emit(ev.Attached(obj_id, obj.name, to))

    def add_effect(self, inst: EffectInstance) -> None:
        """CR 611.2 — a continuous effect from a resolved spell or ability."""
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
        only: if the card changes zones the permission is gone, CR 400.7)."""
        until = self.state.turn if duration == "eot" else None
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
        from .effects import ManaEffect

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
                    for e in _mana_effects(a.effect):
                        if isinstance(e, ManaEffect):
                            out |= e.possible_types(sub, visited | {i})
        return frozenset(out)

    # -------------------------------------------------------------------- targets

    def choose_targets(
        self, player: int, specs: tuple[TargetSpec, ...], ctx: Ctx, preset: Any, reason: str
    ) -> tuple[Any, ...] | None:
        """CR 601.2c / 603.3d — choose one legal target per slot (same object can't be
        chosen twice for one word "target", CR 115.3). Returns None if impossible."""
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
                zone_ids = (
                    self.state.stack if spec.filter.zone is Zone.STACK else self.state.battlefield
                )
                opts += [i for i in zone_ids if spec.legal(ctx, i)]
            options.append(tuple(opts))
        if any(not o for o in options):
            if preset is not None:
                raise TargetError(f"no legal target for {reason} (CR 601.2c)")
            return None
        if preset is None:
            preset = self.ask(player, ChooseTargets(player, tuple(options), reason))
        chosen = tuple(preset)
        if len(chosen) != len(specs):
            raise InvalidInputError(f"{reason}: expected {len(specs)} targets, got {chosen!r}")
        for spec, c in zip(specs, chosen, strict=True):
            if not spec.legal(ctx, c):
                raise TargetError(f"{c!r} is not a legal target for {reason} (CR 115)")
        return chosen

    # -------------------------------------------------- simple costs (unless / attack)

    def can_pay_simple(self, player: int, costs: tuple[Any, ...], source_id: int) -> bool:
        from .casting import TrialSucceeded, check_costs

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
        from .casting import pay_costs

        self.transaction(pay_costs, self, player, costs, source_id, None, None, (), True, None)


def _mana_effects(effect: Any) -> list[Any]:
    out = [effect]
    for c in getattr(effect, "children", lambda: ())():
        out += _mana_effects(c)
    return out


def replay(
    make_game: Callable[[], Game], record: list[tuple[int, str, Any]], **run_kw: Any
) -> Game:
    """Rebuild a game from its setup function (same seed) and a decision record."""
    from .agents import ReplayAgent

    from .agents import ReplayExhausted

    game = make_game()
    per_player: dict[int, list[Any]] = {}
    for player, kind, answer in record:
        per_player.setdefault(player, []).append((kind, answer))
    game.agents = [ReplayAgent(per_player.get(i, [])) for i in range(len(game.state.players))]
    try:
        game.run(**run_kw)
    except ReplayExhausted:
        pass  # every recorded decision has been replayed
    return game
