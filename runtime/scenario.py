"""Scenario API — set up a game position, act, and assert (Forge-style rules tests).

Example::

    from mtgc.runtime.scenario import Scenario, Step, Zone, PlayerRef
    from mtgc.runtime.cards_basic import forest, grizzly_bears

    s = Scenario()                                  # Alice (0) vs Bob (1), turn 1, Alice's
    s.set_step(Step.PRECOMBAT_MAIN)                 # precombat main phase, Alice has priority
    s.battlefield(0, forest(), forest())            # two untapped Forests for Alice
    bears = s.hand(0, grizzly_bears())[0]
    s.cast(0, bears)                                # auto-taps the Forests (CR 601.2g-h)
    s.resolve()                                     # both players pass: it resolves
    assert s.zone_names(0, Zone.BATTLEFIELD) == ["Forest", "Forest", "Grizzly Bears"]

Setup (not rules actions; no events): :meth:`Scenario.library`, :meth:`hand`,
:meth:`battlefield`, :meth:`graveyard`, :meth:`exile` add new cards and return their ids;
:meth:`set_step` puts the game at a step of the current turn with the active player
holding priority; :meth:`set_life`.
Actions (rules-checked, transactional — a :class:`~mtgc.runtime.errors.RulesError`
leaves everything unchanged): :meth:`play_land`, :meth:`cast`, :meth:`activate`,
:meth:`tap_for_mana`, :meth:`pass_priority`, :meth:`resolve` (all players pass once),
:meth:`resolve_stack`, :meth:`advance_to` (all players pass until a step),
:meth:`attack` / :meth:`block` (queue the declaration and advance to that step).
Decisions: :meth:`answer` queues an answer for a player's next decision of a kind
(``s.answer(1, ChooseYesNo, True)``), optionally bound to the decision it is meant for
(``about="Rancor"``: text of the decision's prompt, or a predicate); unqueued decisions get
the default answer, and an answer never asked for fails :meth:`check_answers` (on leaving
``with Scenario() as s:``; the test suite's conftest checks every test's answers).
Stack handles: :meth:`cast` and :meth:`activate` return a :class:`StackHandle` for the
spell or ability they put on the stack; :meth:`top` and :meth:`stack_item` find others
(triggered abilities).
Queries: :meth:`zone_of`, :meth:`find`, :meth:`zone_names`, :meth:`life`, :meth:`pool`,
:meth:`stack_names`, :meth:`pt`, :meth:`obj`, :meth:`log`; ``s.game`` and ``s.state`` give
the full engine.
"""

from __future__ import annotations

from typing import Any

from .agents import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from .events.replacement import MoveProposal
from .game import Game
from .mana.symbols import format_pool
from .scenario_decisions import QueuedAnswer, ScenarioAgent, check_answered, prompt
from .scenario_stack import StackHandle
from .stack.resolution import give_priority
from .state.game_state import CombatState, Step
from .state.objects import CardDefinition, GameObject, PlayerRef, Zone

__all__ = ["PlayerRef", "QueuedAnswer", "Scenario", "StackHandle", "Step", "Zone"]




class Scenario:
    """A game set up by hand, with scripted agents for every player."""

    def __init__(self, players: tuple[str, ...] = ("Alice", "Bob"), seed: int = 0,
                 life: int = 20) -> None:  # fmt: skip
        self.agents = [ScenarioAgent(i) for i in range(len(players))]
        self.game = Game(list(players), list(self.agents), seed, life)

        st = self.game.state
        st.turn = 1
        st.active = 0
        st.extra["starting_player"] = 0  # CR 103.1: Alice took the first turn
        st.players[0].turn_began = 1
        for p in st.players[1:]:
            p.turn_began = 0
        self.set_step(Step.PRECOMBAT_MAIN)

    @property
    def state(self) -> Any:
        return self.game.state

    # ------------------------------------------------------------------------- setup

    def set_step(self, step: Step, active: int | None = None) -> None:
        """Put the game at ``step`` of the current turn; the active player has priority."""
        st = self.game.state
        if active is not None and active != st.active:
            st.active = active
            st.turn += 1
            st.players[active].turn_began = st.turn
        st.step = step
        st.priority = st.active
        st.passes = 0
        if step >= Step.BEGINNING_OF_COMBAT and step <= Step.END_OF_COMBAT:
            st.combat = st.combat or CombatState()

    def _add(
        self, player: int, zone: Zone, cards: tuple[CardDefinition, ...], **kw: Any
    ) -> list[int]:
        return [self.game.add_card(c, player, zone, **kw) for c in cards]

    def library(self, player: int, *cards: CardDefinition) -> list[int]:
        """Add cards to the bottom of ``player``'s library (the first is nearest the top)."""
        return self._add(player, Zone.LIBRARY, cards)

    def hand(self, player: int, *cards: CardDefinition) -> list[int]:
        return self._add(player, Zone.HAND, cards)

    def graveyard(self, player: int, *cards: CardDefinition) -> list[int]:
        return self._add(player, Zone.GRAVEYARD, cards)

    def exile(self, player: int, *cards: CardDefinition) -> list[int]:
        return self._add(player, Zone.EXILE, cards)

    def battlefield(
        self, player: int, *cards: CardDefinition, tapped: bool = False, sick: bool = False,
        counters: dict[str, int] | None = None, attached_to: int | None = None,
        token: bool = False, enter: bool = False, damage: int = 0,
    ) -> list[int]:  # fmt: skip
        """Put permanents onto the battlefield. ``sick=True``: it came under its controller's
        control this turn (CR 302.6). ``damage``: damage already marked on it (CR 120.3e).

        ``enter=True`` makes it a rules event instead of setup: each card enters from
        outside the game (CR 110.2) with ``counters`` and ``tapped`` as the effect that put
        it there would say, replacement effects apply (enters tapped, enters with counters,
        CR 614.1c, 614.12; an Aura without ``attached_to`` asks what it enchants, CR 303.4f),
        its enters-the-battlefield abilities trigger and go on the stack (CR 603.6a), and
        state-based actions are checked before the active player gets priority back."""
        if enter:
            ids = self.game.transaction(self._enter, player, cards, tapped, counters,
                                        attached_to, token)  # fmt: skip
        else:
            since = self.game.state.turn if sick else -1
            ids = self._add(player, Zone.BATTLEFIELD, cards, tapped=tapped,
                            controlled_since=since, attached_to=attached_to,
                            token=token)  # fmt: skip
            for i in ids:
                obj = self.obj(i)
                obj.counters = dict(counters or {})
                if obj.card.loyalty is not None and "loyalty" not in obj.counters:
                    obj.counters["loyalty"] = obj.card.loyalty
        for i in ids:
            self.obj(i).damage += damage
        self.game.changed()
        return ids

    def _enter(self, player: int, cards: tuple[CardDefinition, ...], tapped: bool,
               counters: dict[str, int] | None, attached_to: int | None,
               token: bool) -> list[int]:  # fmt: skip
        game, ids = self.game, []
        for card in cards:
            obj = game.new_object(card, player, Zone.COMMAND, token)
            obj.controller = player  # outside the game until it enters (not in the command zone)
            if "Aura" in card.subtypes and attached_to is None:
                new = game.put_onto_battlefield(obj.id, player, tapped)
            else:
                prop = MoveProposal(obj.id, Zone.BATTLEFIELD, player, tapped,
                                    dict(counters or {}), attach_to=attached_to)  # fmt: skip
                new = game._enter_battlefield(obj, player, prop, "put onto the battlefield")
            if new is None or game.state.objects.get(new) is None:
                raise AssertionError(f"{card.name} didn't enter the battlefield (replaced?)")
            ids.append(new)
        st = game.state
        give_priority(game, st.priority if st.priority is not None else st.active)
        return ids

    def mark_damage(self, obj_id: int, amount: int, deathtouch: bool = False) -> None:
        """History: ``amount`` damage already marked on a permanent this turn (CR 120.3e,
        from a source with deathtouch: CR 702.2b). State-based actions see it the next time
        a player would receive priority (CR 704.3)."""
        obj = self.obj(obj_id)
        obj.damage += amount
        obj.deathtouch_damage = obj.deathtouch_damage or deathtouch
        if amount > 0:  # "dealt damage this turn" (CR 500.7), from no source on the battlefield
            st = self.game.state
            turn, seen = st.extra.get("this_turn", (st.turn, ()))
            seen = seen if turn == st.turn else ()
            st.extra["this_turn"] = (st.turn, (*seen, ("damage", None, obj_id, False)))
        self.game.changed()

    def history(
        self, player: int, *, spells_cast: int = 0, attacked: bool = False,
        life_gained: int = 0, life_lost: int = 0, died: tuple[str, ...] = (),
        left: tuple[str, ...] = (),
    ) -> None:  # fmt: skip
        """History: what ``player`` did this turn before the scenario starts, as "this turn"
        conditions read it: ``spells_cast``
        spells cast (storm, CR 702.40a; "you've cast a spell this turn"), ``attacked``
        (raid, CR 508.1), life gained / lost (CR 119.3), ``died``: card types of permanents
        of theirs that died (morbid, CR 700.4), ``left``: of permanents that left the
        battlefield otherwise (revolt, CR 603.10a)."""
        st = self.game.state
        if spells_cast:
            turn, before = st.extra.get("spells_cast_this_turn", (None, 0))
            before = before if turn == st.turn else 0
            st.extra["spells_cast_this_turn"] = (st.turn, before + spells_cast)
            turn, casters = st.extra.get("casters_this_turn", (None, frozenset()))
            casters = casters if turn == st.turn else frozenset()
            st.extra["casters_this_turn"] = (st.turn, casters | {player})
        entries: list[tuple] = []
        if attacked:
            entries.append(("attacked", player, None))
        for amount in (life_gained, -life_lost):
            if amount:
                entries.append(("life", player, amount))
        for types, to_graveyard in ((died, True), (left, False)):
            for t in types:
                entries.append(("left", player, frozenset({t}), to_graveyard, frozenset()))
        if entries:
            turn, seen = st.extra.get("this_turn", (st.turn, ()))
            seen = seen if turn == st.turn else ()
            st.extra["this_turn"] = (st.turn, (*seen, *entries))

    def set_life(self, player: int, life: int) -> None:
        self.game.state.players[player].life = life

    # ----------------------------------------------------------------------- actions

    def answer(self, player: int, kind: Any, answer: Any, about: Any = None,
               required: bool = True) -> QueuedAnswer:  # fmt: skip
        """Queue ``answer`` for ``player``'s next decision of class ``kind`` — with
        ``about``, the next one whose prompt contains that text (or for which that
        predicate holds). Returns the queued answer: once used, its ``prompt`` and
        ``decision`` say what it answered. The test fails if it is never asked for,
        unless ``required=False`` ("if asked": e.g. "Bob would pay, but can't")."""
        return self.agents[player].push(kind, answer, about, required)

    def unanswered(self) -> list[QueuedAnswer]:
        """The queued answers no decision has asked for yet."""
        return [a for agent in self.agents for a in agent.unused()]

    def check_answers(self) -> None:
        """Fail (AssertionError) if an answer was queued but never asked for: the test
        didn't reach the decision it meant to answer. Shows the decisions asked instead."""
        check_answered(a for agent in self.agents for a in agent.answers)

    def prompt(self, decision: Any) -> str:
        """The readable prompt of a decision (as ``check_answers`` shows them)."""
        return prompt(self.game, decision)

    def __enter__(self) -> Scenario:
        return self

    def __exit__(self, kind: Any, *exc: Any) -> None:
        if kind is None:
            self.check_answers()

    def play_land(self, player: int, card_id: int) -> None:
        self.game.take_action(player, PlayLand(card_id))

    def cast(self, player: int, card_id: int, **kw: Any) -> StackHandle | None:
        """Cast a spell; keywords are :class:`~mtgc.runtime.agents.CastSpell` fields.
        Returns a handle for the spell on the stack (None if it left at once)."""
        before = set(self.game.state.stack)
        self.game.take_action(player, CastSpell(card_id, **kw))
        return self._new_on_stack(before, spell=True)

    def activate(self, player: int, source_id: int, index: int = 0,
                 **kw: Any) -> StackHandle | None:  # fmt: skip
        """Activate ability ``index``; keywords are ActivateAbility fields. Returns a
        handle for the ability on the stack (None for a mana ability: it doesn't use the
        stack, CR 605.3b)."""
        before = set(self.game.state.stack)
        self.game.take_action(player, ActivateAbility(source_id, index, **kw))
        return self._new_on_stack(before, spell=False)

    def _new_on_stack(self, before: set[int], spell: bool) -> StackHandle | None:
        for i in self.game.state.stack:
            if i not in before and isinstance(self.game.state.objects[i], GameObject) == spell:
                return StackHandle(self, i)
        return None

    def top(self) -> StackHandle:
        """A handle for the topmost object of the stack."""
        if not self.game.state.stack:
            raise AssertionError("the stack is empty")
        return StackHandle(self, self.game.state.stack[-1])

    def stack_item(self, name: str) -> StackHandle:
        """A handle for the topmost stack object named ``name`` (a card name, or
        "ability of <source>" as :meth:`stack_names` shows it)."""
        names = self.stack_names()
        for i, n in zip(reversed(self.game.state.stack), reversed(names), strict=True):
            if n == name:
                return StackHandle(self, i)
        raise AssertionError(f"nothing named {name!r} on the stack: {names}")

    def tap_for_mana(self, player: int, source_id: int, index: int = 0, color: Any = None) -> None:
        self.game.take_action(player, ActivateAbility(source_id, index, color=color))

    def pass_priority(self, player: int | None = None) -> None:
        p = self.game.state.priority if player is None else player
        self.game.take_action(p, PassPriority())

    def resolve(self) -> None:
        """All players pass in succession once: the top object of the stack resolves."""
        st = self.game.state
        if not st.stack:
            raise AssertionError("the stack is empty")
        depth = len(st.stack)
        for _ in range(len(st.players)):
            self.pass_priority()
            if len(st.stack) < depth or st.game_over:
                return

    def resolve_stack(self) -> None:
        """Resolve until the stack is empty."""
        for _ in range(100):
            if not self.game.state.stack or self.game.state.game_over:
                return
            self.resolve()
        raise AssertionError("stack didn't empty")

    def advance_to(self, step: Step, max_passes: int = 400) -> None:
        """All players pass until ``step`` has begun (a later turn if needed) and the active
        player holds priority there (triggered abilities of the step may be on the stack)."""
        st = self.game.state
        first = True
        for _ in range(max_passes):
            if not first and st.step == step and st.priority == st.active:
                return
            if st.game_over:
                return
            first = False
            self.pass_priority()
        raise AssertionError(f"didn't reach {step!r}")

    def attack(self, attackers: dict[int, Any]) -> None:
        """Declare ``attackers`` (id -> PlayerRef or planeswalker id) in the declare
        attackers step (advancing to it)."""
        self.answer(self.game.state.active, DeclareAttackers, attackers)
        self.advance_to(Step.DECLARE_ATTACKERS)

    def block(self, player: int, blockers: dict[int, int]) -> None:
        """Declare ``blockers`` (blocker id -> attacker id) for ``player``."""
        self.answer(player, DeclareBlockers, blockers)
        self.advance_to(Step.DECLARE_BLOCKERS)

    # ----------------------------------------------------------------------- queries

    def obj(self, obj_id: int) -> GameObject:
        return self.game.get(obj_id)

    def zone_of(self, obj_id: int) -> Zone | None:
        o = self.game.state.objects.get(obj_id)
        return o.zone if isinstance(o, GameObject) else None

    def find(self, name: str, zone: Zone | None = None, player: int | None = None) -> list[int]:
        """Ids of objects named ``name`` (in ``zone``; owned by / controlling ``player``)."""
        out = []
        for i, o in sorted(self.game.state.objects.items()):
            if not isinstance(o, GameObject) or o.card.name != name:
                continue
            if zone is not None and o.zone is not zone:
                continue
            if player is not None:
                who = self.game.view(i).controller if o.zone is Zone.BATTLEFIELD else o.owner
                if who != player:
                    continue
            out.append(i)
        return out

    def zone_names(self, player: int, zone: Zone) -> list[str]:
        """Names in a zone, sorted (battlefield/exile/stack: objects ``player`` controls/owns)."""
        st = self.game.state
        if zone in (Zone.BATTLEFIELD, Zone.EXILE, Zone.STACK):
            ids = st.zone_list(zone, player)
            names = []
            for i in ids:
                o = st.objects[i]
                if not isinstance(o, GameObject):
                    continue
                who = self.game.view(i).controller if zone is Zone.BATTLEFIELD else o.owner
                if who == player:
                    names.append(o.card.name)
            return sorted(names)
        return sorted(st.objects[i].card.name for i in st.zone_list(zone, player))  # type: ignore[union-attr]

    def life(self, player: int) -> int:
        return self.game.state.players[player].life

    def pool(self, player: int) -> str:
        return format_pool(self.game.state.players[player].pool)

    def stack_names(self) -> list[str]:
        """Bottom to top: card names for spells, "ability of <source>" for abilities."""
        out = []
        for i in self.game.state.stack:
            o = self.game.state.objects[i]
            if isinstance(o, GameObject):
                out.append(o.card.name)
            else:
                src = self.game.view(o.source_id).name if self.game.known(o.source_id) else "?"
                out.append(f"ability of {src}")
        return out

    def pt(self, obj_id: int) -> tuple[int | None, int | None]:
        ch = self.game.view(obj_id)
        return ch.power, ch.toughness

    def log(self) -> str:
        return self.game.log_text()
