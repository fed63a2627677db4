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
(``s.answer(1, ChooseYesNo, True)``); unqueued decisions get the default answer.
Queries: :meth:`zone_of`, :meth:`find`, :meth:`zone_names`, :meth:`life`, :meth:`pool`,
:meth:`stack_names`, :meth:`pt`, :meth:`obj`, :meth:`log`; ``s.game`` and ``s.state`` give
the full engine.
"""

from __future__ import annotations

from typing import Any

from .actions import ActivateAbility, CastSpell, PassPriority, PlayLand
from .agents import DeclareAttackers, DeclareBlockers, ScriptedAgent
from .game import Game
from .mana import format_pool
from .objects import CardDefinition, GameObject, PlayerRef, Zone
from .state import Step

__all__ = ["PlayerRef", "Scenario", "Step", "Zone"]


class Scenario:
    """A game set up by hand, with scripted agents for every player."""

    def __init__(self, players: tuple[str, ...] = ("Alice", "Bob"), seed: int = 0,
                 life: int = 20) -> None:  # fmt: skip
        self.agents = [ScriptedAgent() for _ in players]
        self.game = Game(list(players), list(self.agents), seed, life)
        st = self.game.state
        st.turn = 1
        st.active = 0
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
            from .state import CombatState

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
        token: bool = False,
    ) -> list[int]:  # fmt: skip
        """Put permanents onto the battlefield. ``sick=True``: it came under its controller's
        control this turn (CR 302.6)."""
        since = self.game.state.turn if sick else -1
        ids = self._add(player, Zone.BATTLEFIELD, cards, tapped=tapped, controlled_since=since,
                        attached_to=attached_to, token=token)  # fmt: skip
        for i in ids:
            obj = self.obj(i)
            obj.counters = dict(counters or {})
            if obj.card.loyalty is not None and "loyalty" not in obj.counters:
                obj.counters["loyalty"] = obj.card.loyalty
        self.game.changed()
        return ids

    def set_life(self, player: int, life: int) -> None:
        self.game.state.players[player].life = life

    # ----------------------------------------------------------------------- actions

    def answer(self, player: int, kind: Any, answer: Any) -> None:
        """Queue ``answer`` for ``player``'s next decision of class ``kind``."""
        self.agents[player].push(kind, answer)

    def play_land(self, player: int, card_id: int) -> None:
        self.game.take_action(player, PlayLand(card_id))

    def cast(self, player: int, card_id: int, **kw: Any) -> None:
        """Cast a spell; keywords are :class:`~mtgc.runtime.actions.CastSpell` fields."""
        self.game.take_action(player, CastSpell(card_id, **kw))

    def activate(self, player: int, source_id: int, index: int = 0, **kw: Any) -> None:
        """Activate ability ``index``; keywords are ActivateAbility fields."""
        self.game.take_action(player, ActivateAbility(source_id, index, **kw))

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
