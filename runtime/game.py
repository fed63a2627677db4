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

from .actions import regenerate as _regeneration  # noqa: F401 (a replacement source)
from .actions.commanders import note_event as note_commander_event
from .actions.exile_until import return_exiled
from .actions.primitives import PrimitiveOps
from .actions.zones import ZoneOps
from .agents import (
    ActivateAbility,
    Agent,
    CastSpell,
    DefaultAgent,
    PassPriority,
    PlayLand,
    PriorityDecision,
    ReplayAgent,
    ReplayExhausted,
)
from .continuous.cda import off_battlefield
from .continuous.layers import base_characteristics, compute_battlefield
from .continuous.permissions import targeting_forbidden  # "can't be the target of ..."
from .continuous.protection import protected_from  # CR 702.16b: colors and qualities
from .continuous.restrictions import player_rule  # "You have hexproof." (CR 702.11d)
from .errors import IllegalActionError, InvalidInputError, RulesError
from .events import counters as _counters  # noqa: F401 (a replacement source)
from .events import events as ev
from .events import from_anywhere as _from_anywhere  # noqa: F401 (a replacement source)
from .events import prevention as _shields  # noqa: F401 (a replacement source)
from .events import prevention_static as _static_prevention  # noqa: F401 (a replacement source)
from .events.conditions import record
from .events.triggers import check_triggers, trigger_sources

# the modules that provide the hooks of the packages below them (mtgc.runtime.hooks) and the
# replacement and prevention effects of the one pipeline (events.replacement.replacement_source,
# CR 614-616): a game runs with every hook and source provided
from .keywords import (  # noqa: F401
    banding,
    bestow,
    cards,
    cycling,
    damage,
    enlist,
    entwine,
    evasion,
    foretell,
    fuse,
    madness,  # noqa: F401
    phasing,
)
from .stack import casting
from .stack import resolution as stack
from .stack.casting import candidate_actions
from .stack.loops import note_decision
from .state.abilities import ActivatedAbility, all_abilities
from .state.commanders import has_commanders
from .state.filters import Ctx, ObjectFilter
from .state.game_state import GameState
from .state.objects import Characteristics, GameObject, RulesProperty, Zone
from .turns import sba, steps  # noqa: F401


class Game(ZoneOps, PrimitiveOps):
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
        self._batch: tuple[int, ...] = ()
        # the abilities of permanents by kind, for the characteristics they were read from
        self._abilities: tuple[dict[int, Characteristics], dict[type, list]] | None = None
        # events of one simultaneous action, held until all its parts are done (CR 603.6a)
        self._held: list[tuple[ev.Event, tuple[int, ...]]] | None = None
        #: The events of the instruction being followed, for "this way" (CR 608.2c;
        #: :func:`.actions.results.follow`); None outside one.
        self.results: list[ev.Event] | None = None
        # the characteristics of permanents when that action began
        self._before: dict[int, Characteristics] | None = None
        #: a number for each event, shared by the parts of one simultaneous action
        #: (CR 603.2c: "one or more" abilities trigger once per event)
        self.occasion = 0

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
        if self.state.game_over:
            raise IllegalActionError("the game is over")
        if not 0 <= player < len(self.state.players):
            raise InvalidInputError(f"no player {player}")
        if isinstance(action, ActivateAbility) and casting.is_mana_activation(self, player, action):
            casting.activate(self, player, action)  # CR 605.3a: mana abilities with priority
            if self.state.priority == player:  # CR 117.3c: they receive priority again,
                stack.give_priority(self, player)  # so its triggers go on the stack first
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
        elif hasattr(action, "perform"):  # other special actions (CR 116.2), e.g. morph's
            action.perform(self, player)
        else:
            raise InvalidInputError(f"unknown action {action!r}")

    def run(self, max_turns: int = 30, max_failures: int = 20, strict: bool = False) -> None:
        """Play until the game ends or ``max_turns`` turns have begun, asking agents.

        Not ``strict``: an illegal action or declaration is asked again (up to
        ``max_failures`` times, then the player passes / declares nothing)."""
        self.strict = strict
        while not self.state.game_over and self.state.turn <= max_turns:
            p = self.state.priority
            if p is None:
                raise IllegalActionError("nobody has priority")
            for attempt in range(max_failures + 1):
                try:
                    if attempt == max_failures:  # give up: the player passes
                        pos = len(self.record)
                        self.transaction(self._perform, p, PassPriority())
                        self.record.insert(pos, (p, "PriorityDecision", PassPriority()))
                    else:
                        self.transaction(self._priority_round, p)
                    break
                except RulesError:
                    continue
            if self.after_action is not None:
                self.after_action(self)

    def candidate_actions(self, player: int) -> list[Any]:
        """Plausible actions for ``player`` (not all legal): for random agents."""
        return candidate_actions(self, player)

    def retry(self, player: int, kind: str, fn: Callable[..., Any], *args: Any) -> bool:
        """Run a turn-based declaration transactionally. Strict: errors propagate. Not
        strict: ask again up to 8 times, then give up (returns False) and record that
        fallback, so that a replay skips it the same way."""
        skip = getattr(self.agents[player], "skip_fallback", None)
        if skip is not None and skip(kind):
            return False
        tries = 1 if self.strict else 8
        for _ in range(tries):
            try:
                self.transaction(fn, *args)
                return True
            except RulesError:
                if self.strict:
                    raise
        self.record.append((player, "Fallback", kind))
        return False

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
        note_decision(self, decision, answer)  # a real choice breaks a loop (CR 731.5)
        return answer

    def emit(self, event: ev.Event, lki_sources: tuple[int, ...] = ()) -> None:
        """Log an event and check triggers against it (CR 603.2); while the parts of one
        simultaneous action are carried out (:meth:`at_once`), the event is held."""
        if self._held is not None:
            self._held.append((event, lki_sources + self._batch))
            return
        self._chars = None
        self.occasion += 1
        self._emit(event, lki_sources + self._batch, None)

    def _emit(self, event: ev.Event, lki_sources: tuple[int, ...], sources: Any) -> None:
        text = event.text()
        if text:
            self.log.append(text)
        if self.results is not None:
            self.results.append(event)
        record(self, event)  # "this turn" conditions (CR 500.7)
        if has_commanders(self.state):  # CR 704.6c-d
            note_commander_event(self, event)
        check_triggers(self, event, lki_sources, sources)
        if self.state.extra.get("exiled_until_leaves"):  # CR 610.3a
            return_exiled(self, event)

    def at_once(self, parts: Callable[[], Any]) -> Any:
        """Carry out ``parts`` as one simultaneous action (see :meth:`simultaneously`);
        returns what ``parts`` returns."""
        with _Batch(self, ()):
            return parts()

    def abilities_of_permanents(self, kind: type) -> list[tuple[int, int, Any, int]]:
        """``(object id, ability index, ability, controller)`` for every ``kind`` ability of
        a permanent on the battlefield, read from its current characteristics (CR 613) and
        kept until they change, so that looking for triggers and replacement effects costs
        the permanents that have one, not every permanent."""
        chars = self._before if self._before is not None else self._chars
        if chars is None:
            chars = self._chars = compute_battlefield(self)
        cache = self._abilities
        if cache is None or cache[0] is not chars:
            cache = self._abilities = (chars, {})
        found = cache[1].get(kind)
        if found is None:
            found = cache[1][kind] = []
            for i in self.state.battlefield:
                ch = chars.get(i)
                if ch is None:
                    if not self.known(i):
                        continue
                    ch = self.view(i)
                for n, a in enumerate(all_abilities(ch.abilities)):
                    if isinstance(a, kind):
                        found.append((i, n, a, ch.controller))
        return found

    def simultaneously(self, ids: list[int]) -> _Batch:
        """Context for moving ``ids`` in one event: each move's leaves-the-battlefield
        triggers also look back at the others (CR 603.10a, 704.3)."""
        return _Batch(self, tuple(ids))

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
                if self._before is not None:  # inside a simultaneous action (_Batch)
                    ch = self._before.get(obj_id)
                    if ch is not None:
                        return ch
                if self._chars is None:
                    self._chars = compute_battlefield(self)
                ch = self._chars.get(obj_id)
                if ch is not None:
                    return ch
            return off_battlefield(self, obj, base_characteristics(obj))  # CR 604.3
        if obj_id in self.state.lki:
            return self.state.lki[obj_id][0]
        raise InvalidInputError(f"no object #{obj_id}")

    def track_control(self) -> None:
        """CR 302.6 — note permanents whose controller changed (layer 2) as newly
        controlled. Called at fixed points (whenever a player would receive priority), never
        lazily, so that replays see the same history."""
        if self._chars is None:
            self._chars = compute_battlefield(self)
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
        if ch.has_property(RulesProperty.UNTARGETABLE):
            return False
        if ch.has_property(RulesProperty.UNTARGETABLE_BY_OPPONENTS) and ch.controller != controller:
            return False
        if targeting_forbidden(self, obj_id, controller, source_id):
            return False
        return not protected_from(self, obj_id, source_id)

    def player_can_be_targeted(self, player: int, controller: int) -> bool:
        """CR 702.18b "You have shroud": no spell or ability can target the player; CR
        702.11d "You have hexproof": none their opponents control can."""
        if player_rule(self, player, "shroud"):
            return False
        return controller == player or not player_rule(self, player, "hexproof")

    def summoning_sick(self, obj_id: int) -> bool:
        """CR 302.6 — a creature not continuously controlled since its controller's most
        recent turn began can't attack or use {T}/{Q} abilities (haste: CR 702.10)."""
        obj = self.get(obj_id)
        ch = self.view(obj_id)
        if not ch.is_creature or ch.has_property(RulesProperty.IGNORES_SUMMONING_SICKNESS):
            return False
        if obj.choices.get("seen_controller", ch.controller) != ch.controller:
            return True  # its controller changed since the last check
        return obj.controlled_since >= self.state.players[ch.controller].turn_began

    def activated_abilities(self, obj_id: int) -> list[ActivatedAbility]:
        """The object's activated abilities in order, keyword expansions included."""
        ch = self.view(obj_id)
        return [a for a in all_abilities(ch.abilities) if isinstance(a, ActivatedAbility)]

    def describe_ability(self, ability: Any, source_id: int) -> str:
        name = self.view(source_id).name if self.known(source_id) else "?"
        return f"{type(ability).__name__} of {name}#{source_id}"


class _Batch:
    """One simultaneous action (CR 603.2, 603.6a, 603.10a, 704.3): the events its parts
    emit are held; while they happen, permanents keep the characteristics they had before
    the action (so each part's last known information, replacement effects and
    indestructibility are judged against the same moment, CR 608.2h, 614.12); afterwards
    each held event is logged and triggers what it triggers, judged once against the game
    after all the parts (permanents entering together see each other). Nested batches
    belong to the outermost one."""

    def __init__(self, game: Game, ids: tuple[int, ...]) -> None:
        self.game, self.ids, self.saved = game, ids, ()
        self.outermost = False

    def __enter__(self) -> None:
        game = self.game
        self.saved = game._batch
        game._batch = self.saved + self.ids
        if game._held is None:
            self.outermost = True
            game._held = []
            if game._chars is None:
                game._chars = compute_battlefield(game)
            game._before = game._chars

    def __exit__(self, kind: object, *exc: object) -> None:
        game = self.game
        game._batch = self.saved
        if not self.outermost:
            return
        held, game._held, game._before, game._chars = game._held or [], None, None, None
        if kind is not None:  # the action failed: its transaction restores the game
            return
        gone = tuple(dict.fromkeys(i for _, ids in held for i in ids))
        sources = trigger_sources(game, gone)
        game.occasion += 1  # the parts of one action are one occasion (CR 603.2c)
        for event, _ in held:
            game._emit(event, (), sources)


def replay(
    make_game: Callable[[], Game], record: list[tuple[int, str, Any]], **run_kw: Any
) -> Game:
    """Rebuild a game from its setup function (same seed, same setup) and a decision
    record; it plays until the game ends, ``max_turns`` or the record runs out.
    Pass ``strict=True`` for games played with strict declarations (scenarios)."""
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
