"""Game state: players, zones, turn position — CR 102, 400-408, 500.

Everything mutable lives in :class:`GameState`; :meth:`GameState.clone` copies it so that
an illegal action can be rolled back (CR 732) and so that replays can be compared.
"""

from __future__ import annotations

import enum
from typing import Any

from ..mana.symbols import ManaUnit
from .objects import GameObject, StackAbility, Zone


class Step(enum.IntEnum):
    """CR 500.1 — the steps of a turn in order (main phases count as steps here)."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    PRECOMBAT_MAIN = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    POSTCOMBAT_MAIN = 10
    END = 11
    CLEANUP = 12

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    def __repr__(self) -> str:
        return f"Step.{self.name}"


class Player:
    """CR 102 — a player: life, poison counters, mana pool, owned zones."""

    __slots__ = (
        "index", "name", "life", "poison", "pool", "library", "hand", "graveyard",
        "lands_played", "land_plays", "lost", "drew_from_empty", "max_hand_size", "turn_began",
    )  # fmt: skip

    def __init__(self, index: int, name: str, life: int = 20) -> None:
        self.index = index
        self.name = name
        self.life = life
        self.poison = 0
        self.pool: list[ManaUnit] = []
        self.library: list[int] = []  # index 0 is the top card
        self.hand: list[int] = []
        self.graveyard: list[int] = []  # last is the top card
        self.lands_played = 0
        self.land_plays = 1  # CR 305.2
        self.lost = False
        self.drew_from_empty = False
        self.max_hand_size = 7  # CR 402.2
        self.turn_began = -2  # number of this player's most recent turn (CR 302.6)

    def clone(self) -> Player:
        new = Player.__new__(Player)
        for slot in Player.__slots__:
            setattr(new, slot, getattr(self, slot))
        new.pool = list(self.pool)
        new.library = list(self.library)
        new.hand = list(self.hand)
        new.graveyard = list(self.graveyard)
        return new

    def __repr__(self) -> str:
        return f"<Player {self.index} {self.name} life={self.life}>"


class CombatState:
    """CR 506 — who attacks whom and who blocks whom in the current combat."""

    __slots__ = ("attackers", "blockers", "blocked", "first_strike_done", "dealt_first", "bands")

    def __init__(self) -> None:
        self.attackers: dict[int, Any] = {}  # attacker id -> PlayerRef or planeswalker id
        self.blockers: dict[int, list[int]] = {}  # blocker id -> attacker ids
        self.blocked: dict[int, list[int]] = {}  # attacker id -> blocker ids in order
        self.first_strike_done = False
        self.dealt_first: set[int] = set()
        self.bands: list[tuple[int, ...]] = []  # CR 702.22c: attacking bands

    def clone(self) -> CombatState:
        new = CombatState()
        new.attackers = dict(self.attackers)
        new.blockers = {k: list(v) for k, v in self.blockers.items()}
        new.blocked = {k: list(v) for k, v in self.blocked.items()}
        new.first_strike_done = self.first_strike_done
        new.dealt_first = set(self.dealt_first)
        new.bands = list(self.bands)
        return new


class GameState:
    """All mutable game data. Object ids are never reused (CR 400.7)."""

    def __init__(self, player_names: list[str], life: int = 20) -> None:
        self.players = [Player(i, n, life) for i, n in enumerate(player_names)]
        self.objects: dict[int, GameObject | StackAbility] = {}
        self.lki: dict[int, Any] = {}  # last known information (CR 608.2h)
        self.battlefield: list[int] = []
        self.stack: list[int] = []  # last is the top
        self.exile: list[int] = []
        self.command: list[int] = []
        self.next_id = 1
        self.next_timestamp = 1
        self.next_uid = 1
        self.turn = 0
        self.active = 0
        self.step = Step.UNTAP
        self.priority: int | None = None
        self.passes = 0
        self.effects: list[Any] = []  # continuous effects from resolved spells/abilities
        self.delayed: list[Any] = []  # delayed triggered abilities (CR 603.7)
        self.pending: list[Any] = []  # triggered abilities waiting for the stack (CR 603.3)
        self.permissions: list[Any] = []  # play permissions (CR 601.2a, 305.1)
        self.combat: CombatState | None = None
        self.game_over = False
        self.winner: int | None = None
        self.extra: dict[str, Any] = {}

    def clone(self) -> GameState:
        new = GameState.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.players = [p.clone() for p in self.players]
        # Objects outside the battlefield and the stack are never changed in place (a zone
        # change makes a new object, CR 400.7), so snapshots share them.
        bf, stack = Zone.BATTLEFIELD, Zone.STACK
        new.objects = {
            k: o.clone() if (o.zone is bf or o.zone is stack) else o
            for k, o in self.objects.items()
        }
        new.lki = dict(self.lki)
        new.battlefield = list(self.battlefield)
        new.stack = list(self.stack)
        new.exile = list(self.exile)
        new.command = list(self.command)
        new.effects = list(self.effects)
        new.delayed = list(self.delayed)
        new.pending = list(self.pending)
        new.permissions = list(self.permissions)
        new.combat = self.combat.clone() if self.combat else None
        new.extra = dict(self.extra)
        return new

    def restore(self, snap: GameState) -> None:
        """Return to ``snap`` (a clone of this state) keeping the identity of this state,
        its players, lists, dicts and surviving objects, so that references held by code
        in progress stay valid after a rollback (CR 732)."""
        for name, value in snap.__dict__.items():
            mine = self.__dict__.get(name)
            if name in ("players", "objects"):
                continue
            if isinstance(mine, list) and isinstance(value, list):
                mine[:] = value
            elif isinstance(mine, dict) and isinstance(value, dict):
                mine.clear()
                mine.update(value)
            else:
                self.__dict__[name] = value
        for mine_p, snap_p in zip(self.players, snap.players, strict=True):
            for slot in Player.__slots__:
                value = getattr(snap_p, slot)
                current = getattr(mine_p, slot)
                if isinstance(current, list):
                    current[:] = value
                else:
                    setattr(mine_p, slot, value)
        old = self.objects
        keep = {}
        for i, snap_o in snap.objects.items():
            cur = old.get(i)
            if cur is snap_o:
                keep[i] = cur
            elif isinstance(cur, GameObject) and isinstance(snap_o, GameObject):
                cur.assign_from(snap_o)
                keep[i] = cur
            else:
                keep[i] = snap_o
        old.clear()
        old.update(keep)

    def zone_list(self, zone: Zone, player: int) -> list[int]:
        """The id list backing ``zone`` (``player`` selects the per-player zones)."""
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.STACK:
            return self.stack
        if zone is Zone.EXILE:
            return self.exile
        if zone is Zone.COMMAND:
            return self.command
        p = self.players[player]
        if zone is Zone.LIBRARY:
            return p.library
        if zone is Zone.HAND:
            return p.hand
        return p.graveyard

    def fingerprint(self) -> tuple:
        """A hashable summary used to compare replays (CR-independent)."""
        objs = tuple(
            (
                o.id, o.card.name, o.zone.value, o.owner, o.controller, o.tapped,
                tuple(sorted(o.counters.items())), o.damage, o.attached_to,
            )
            if isinstance(o, GameObject)
            else (o.id, "ability", o.source_id)
            for o in sorted(self.objects.values(), key=lambda o: o.id)
        )  # fmt: skip
        players = tuple(
            (p.life, p.poison, tuple(p.library), tuple(p.hand), tuple(p.graveyard),
             tuple(u.type.value for u in p.pool), p.lost)
            for p in self.players
        )  # fmt: skip
        return (
            objs, players, tuple(self.battlefield), tuple(self.stack), tuple(self.exile),
            self.turn, self.active, int(self.step), self.winner, self.game_over,
        )  # fmt: skip
