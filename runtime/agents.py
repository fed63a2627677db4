"""Decisions and agents — every player choice goes through an :class:`Agent` (choices the
Comprehensive Rules give players: CR 601.2b-c announcements, 603.3b trigger order, 616.1
replacement order, 508.1/509.1 declarations, 510.1c damage division, 101.4 APNAP).

The engine asks ``agent.decide(game, decision)``; the answer is validated
(:meth:`Decision.validate` raises :class:`~mtgc.runtime.errors.InvalidInputError`) and
recorded, so a game is its seed plus the recorded answers (see :class:`ReplayAgent`).

Decision kinds: :class:`PriorityDecision` (an :class:`~mtgc.runtime.agents.Action`),
:class:`ChooseTargets`, :class:`ChooseNumber`, :class:`ChooseModes`, :class:`ChoosePayment`,
:class:`ChooseObjects`, :class:`ChooseYesNo`, :class:`ChooseOrder`, :class:`ChooseOption`,
:class:`DeclareAttackers`, :class:`DeclareBlockers`, :class:`AssignCombatDamage`.
"""

from __future__ import annotations

import random
from collections import defaultdict, deque
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from .errors import IllegalActionError, InvalidInputError
from .mana.symbols import ManaType, PaymentChoices

if TYPE_CHECKING:
    from .game import Game


class Decision:
    """Base class; subclasses define ``validate``, ``default`` and ``random``."""

    __slots__ = ()
    player: int

    def validate(self, answer: Any) -> Any:
        return answer

    def default(self) -> Any:
        raise NotImplementedError

    def random(self, rng: random.Random) -> Any:
        return self.default()


@attrs.frozen
class PriorityDecision(Decision):
    """CR 117.3 — the player has priority; answer an Action (PassPriority to pass)."""

    player: int
    candidates: tuple[Any, ...] = ()

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, Action):
            raise InvalidInputError(f"expected an Action, got {answer!r}")
        return answer

    def default(self) -> Any:
        return PassPriority()

    def random(self, rng: random.Random) -> Any:
        if not self.candidates or rng.random() < 0.25:
            return PassPriority()
        return rng.choice(self.candidates)


@attrs.frozen
class ChooseTargets(Decision):
    """CR 601.2c, 603.3d — one choice per target slot from ``options[slot]``."""

    player: int
    options: tuple[tuple[Any, ...], ...]
    reason: str = ""
    #: Per slot, the group of one word "target" whose choices must differ (CR 601.2c).
    groups: tuple[Any, ...] = ()
    #: Groups whose objects must all be in one player's zone ("up to three target cards
    #: from a single graveyard"), and each such option's owner: (option, owner) pairs.
    same_owner: frozenset[Any] = frozenset()
    owner_of: tuple[tuple[Any, int], ...] = ()

    def validate(self, answer: Any) -> Any:
        answer = tuple(answer)
        if len(answer) != len(self.options):
            raise InvalidInputError(f"expected {len(self.options)} targets, got {answer!r}")
        return answer

    def _pick(self, choose: Any) -> Any:
        used: set[Any] = set()
        owners = dict(self.owner_of)
        first_owner: dict[Any, int] = {}
        out = []
        for k, o in enumerate(self.options):
            g = self.groups[k] if k < len(self.groups) else None
            free = [c for c in o if g is None or c is None or (g, c) not in used]
            if g in self.same_owner and g in first_owner:
                free = [c for c in free if c is None or owners.get(c) == first_owner[g]]
            c = choose(free) if free else None
            if g is not None and c is not None:
                used.add((g, c))
                first_owner.setdefault(g, owners.get(c))  # type: ignore[arg-type]
            out.append(c)
        return tuple(out)

    def default(self) -> Any:
        return self._pick(lambda o: o[0])

    def random(self, rng: random.Random) -> Any:
        return self._pick(rng.choice)


@attrs.frozen
class ChooseNumber(Decision):
    """CR 107.3, 601.2b — a number (the value of X) in [low, high]."""

    player: int
    low: int = 0
    high: int = 0
    reason: str = ""

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, int) or isinstance(answer, bool) or answer < self.low:
            raise InvalidInputError(f"expected an integer >= {self.low}, got {answer!r}")
        return answer

    def default(self) -> Any:
        return self.low

    def random(self, rng: random.Random) -> Any:
        return rng.randint(self.low, max(self.low, self.high))


@attrs.frozen
class ChooseModes(Decision):
    """CR 700.2 — ``count`` distinct mode indices out of ``n``; ``count`` may be a range
    ``(low, high)`` ("choose one or both", "choose one or more"). With ``repeat`` ("You may
    choose the same mode more than once.", CR 700.2d) an index may come more than once; the
    answer is then put in printed order, as the modes are "treated as if that mode appeared
    that many times in sequence"."""

    player: int
    n: int
    count: int | tuple[int, int] = 1
    repeat: bool = False

    @property
    def bounds(self) -> tuple[int, int]:
        c = self.count
        if self.repeat:
            return c if isinstance(c, tuple) else (c, c)
        return (c[0], min(c[1], self.n)) if isinstance(c, tuple) else (c, c)

    def validate(self, answer: Any) -> Any:
        answer = tuple(answer)
        low, high = self.bounds
        bad = not low <= len(answer) <= high
        bad = bad or (not self.repeat and len(set(answer)) != len(answer))
        if bad or any(not isinstance(a, int) or not 0 <= a < self.n for a in answer):
            raise InvalidInputError(f"invalid modes {answer!r}")
        return tuple(sorted(answer)) if self.repeat else answer

    def default(self) -> Any:
        return tuple(k % self.n for k in range(self.bounds[0]))

    def random(self, rng: random.Random) -> Any:
        low, high = self.bounds
        k = rng.randint(low, high)
        if self.repeat:
            return tuple(sorted(rng.choices(range(self.n), k=k)))
        return tuple(sorted(rng.sample(range(self.n), k)))


@attrs.frozen
class ChoosePayment(Decision):
    """CR 601.2b — announce nonhybrid equivalents and 2-life-or-mana for Phyrexian symbols."""

    player: int
    cost: Any
    x: int = 0

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, PaymentChoices):
            raise InvalidInputError(f"expected PaymentChoices, got {answer!r}")
        return answer

    def default(self) -> Any:
        return PaymentChoices(x=self.x)

    def random(self, rng: random.Random) -> Any:
        return PaymentChoices(
            x=self.x,
            hybrid=tuple(rng.randint(0, 1) for _ in range(self.cost.hybrid_count)),
            phyrexian=tuple(rng.random() < 0.5 for _ in range(self.cost.phyrexian_count)),
        )


@attrs.frozen
class ChooseObjects(Decision):
    """Choose between ``low`` and ``high`` distinct objects from ``options``."""

    player: int
    options: tuple[int, ...]
    low: int = 1
    high: int = 1
    reason: str = ""

    def validate(self, answer: Any) -> Any:
        answer = tuple(answer)
        if len(set(answer)) != len(answer) or not self.low <= len(answer) <= self.high:
            raise InvalidInputError(f"choose {self.low}-{self.high} of {self.options}")
        if any(a not in self.options for a in answer):
            raise InvalidInputError(f"{answer!r} not among {self.options}")
        return answer

    def default(self) -> Any:
        return tuple(self.options[: self.low])

    def random(self, rng: random.Random) -> Any:
        k = rng.randint(self.low, min(self.high, len(self.options)))
        return tuple(rng.sample(self.options, k))


@attrs.frozen
class ChooseYesNo(Decision):
    """A yes/no choice: "you may", "unless [player] pays" (CR 118.12)."""

    player: int
    prompt: str = ""

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, bool):
            raise InvalidInputError(f"expected a bool, got {answer!r}")
        return answer

    def default(self) -> Any:
        return False

    def random(self, rng: random.Random) -> Any:
        return rng.random() < 0.5


@attrs.frozen
class ChooseOrder(Decision):
    """CR 603.3b — order items (triggered abilities); answer a permutation of indices."""

    player: int
    items: tuple[str, ...]

    def validate(self, answer: Any) -> Any:
        answer = tuple(answer)
        if sorted(answer) != list(range(len(self.items))):
            raise InvalidInputError(f"{answer!r} is not a permutation of {len(self.items)}")
        return answer

    def default(self) -> Any:
        return tuple(range(len(self.items)))

    def random(self, rng: random.Random) -> Any:
        order = list(range(len(self.items)))
        rng.shuffle(order)
        return tuple(order)


@attrs.frozen
class ChooseOption(Decision):
    """Pick one of ``options`` by index (replacement effect order CR 616.1, mana color)."""

    player: int
    options: tuple[Any, ...]
    reason: str = ""

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, int) or not 0 <= answer < len(self.options):
            raise InvalidInputError(f"option index {answer!r} out of range")
        return answer

    def default(self) -> Any:
        return 0

    def random(self, rng: random.Random) -> Any:
        return rng.randrange(len(self.options))


@attrs.frozen
class DeclareAttackers(Decision):
    """CR 508.1a-b — answer a dict attacker id -> PlayerRef or planeswalker id."""

    player: int
    candidates: tuple[int, ...]
    defenders: tuple[Any, ...]

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, dict):
            raise InvalidInputError(f"expected a dict, got {answer!r}")
        return dict(answer)

    def default(self) -> Any:
        return {}

    def random(self, rng: random.Random) -> Any:
        return {c: rng.choice(self.defenders) for c in self.candidates if rng.random() < 0.5}


@attrs.frozen
class DeclareBlockers(Decision):
    """CR 509.1a — answer a dict blocker id -> attacker id (or a tuple of attacker ids, for
    a blocker whose ``capacity`` allows it). ``required``: (blocker, the attackers it is
    required to block one of) for the candidates with a requirement (CR 509.1c), which a
    random answer obeys."""

    player: int
    candidates: tuple[int, ...]
    attackers: tuple[int, ...]
    required: tuple[tuple[int, tuple[int, ...]], ...] = ()
    #: (blocker, how many attackers it may block; -1: any number) where not one (CR 509.1b)
    capacity: tuple[tuple[int, int], ...] = ()

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, dict):
            raise InvalidInputError(f"expected a dict, got {answer!r}")
        return dict(answer)

    def default(self) -> Any:
        return {}

    def random(self, rng: random.Random) -> Any:
        if not self.attackers:
            return {}
        out = {c: rng.choice(self.attackers) for c in self.candidates if rng.random() < 0.4}
        for c, most in self.capacity:  # CR 509.1b: sometimes block several attackers
            if c in out and len(self.attackers) > 1 and rng.random() < 0.5:
                k = len(self.attackers) if most < 0 else min(most, len(self.attackers))
                out[c] = tuple(rng.sample(self.attackers, rng.randint(1, k)))
        for c, options in self.required:  # CR 509.1c: obey the requirements
            out[c] = rng.choice(options)
        return out


@attrs.frozen
class AssignCombatDamage(Decision):
    """CR 510.1c-d, 702.19b — divide ``power`` combat damage of ``attacker`` among its
    blockers (and, with trample, ``defender`` once every blocker has been assigned lethal
    damage, ``lethal`` pairs blocker -> lethal amount). Answer a dict target -> amount."""

    player: int
    attacker: int
    power: int
    blockers: tuple[int, ...]
    defender: Any = None
    lethal: tuple[tuple[int, int], ...] = ()

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, dict):
            raise InvalidInputError(f"expected a dict target -> damage, got {answer!r}")
        allowed = set(self.blockers) | ({self.defender} if self.defender is not None else set())
        if any(t not in allowed or not isinstance(n, int) or n < 0 for t, n in answer.items()):
            raise InvalidInputError(f"bad damage assignment {answer!r}")
        if sum(answer.values()) != self.power:
            raise IllegalActionError(f"assign exactly {self.power} damage (CR 510.1c)")
        if self.defender is not None and answer.get(self.defender, 0) > 0:
            if any(answer.get(b, 0) < n for b, n in self.lethal):
                raise IllegalActionError("trample: lethal damage to blockers first (702.19b)")
        return dict(answer)

    def default(self) -> Any:
        """Lethal damage to each blocker in order, the rest to the defender (trample) or
        to the last blocker."""
        out: dict[Any, int] = {}
        left = self.power
        for b, n in self.lethal:
            give = min(left, n)
            if give:
                out[b] = give
            left -= give
        if left:
            last = self.defender if self.defender is not None else self.blockers[-1]
            out[last] = out.get(last, 0) + left
        return out


class Agent(Protocol):
    """Anything that answers decisions."""

    def decide(self, game: Game, decision: Decision) -> Any: ...


class DefaultAgent:
    """Always the decision's default: pass priority, no attackers, first options."""

    def decide(self, game: Game, decision: Decision) -> Any:
        return decision.default()


class ScriptedAgent:
    """Answers from queues per decision class (tests); falls back to the default answer.

    ``agent.push(ChooseYesNo, True)`` queues one answer for the next yes/no decision.
    A callable queued instead of a value is called with the decision.
    """

    def __init__(self) -> None:
        self.queues: dict[str, deque[Any]] = defaultdict(deque)

    def push(self, kind: type[Decision] | str, answer: Any) -> None:
        self.queues[kind if isinstance(kind, str) else kind.__name__].append(answer)

    def pending(self) -> int:
        return sum(len(q) for q in self.queues.values())

    def decide(self, game: Game, decision: Decision) -> Any:
        q = self.queues.get(type(decision).__name__)
        if q:
            answer = q.popleft()
            return answer(decision) if callable(answer) else answer
        return decision.default()


class RandomAgent:
    """A seeded random player; asks the game for candidate actions (fuzzing, benchmark).

    ``max_actions_per_turn`` bounds a random player: once it has taken that many actions
    (spells, abilities, lands) in one turn, it only passes priority for the rest of the
    turn. Without it a random player may activate a free ability ("{0}: ...", a mana
    loop) thousands of times in one turn; with it every turn ends."""

    def __init__(self, seed: int = 0, max_actions_per_turn: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.max_actions_per_turn = max_actions_per_turn
        self._turn = -1
        self._actions = 0

    def decide(self, game: Game, decision: Decision) -> Any:
        if isinstance(decision, PriorityDecision):
            cap = self.max_actions_per_turn
            if cap is not None:
                if game.state.turn != self._turn:
                    self._turn, self._actions = game.state.turn, 0
                if self._actions >= cap:
                    return PassPriority()
            cands = game.candidate_actions(decision.player)
            answer = PriorityDecision(decision.player, tuple(cands)).random(self.rng)
            if cap is not None and type(answer).__name__ != "PassPriority":
                self._actions += 1
            return answer
        return decision.random(self.rng)


class ReplayExhausted(Exception):
    """Raised by :class:`ReplayAgent` when every recorded answer has been used (not a
    RulesError: replays stop at a decision boundary, before any state change)."""


class ReplayAgent:
    """Replays recorded answers (``game.record`` entries for this player) in order."""

    def __init__(self, answers: list[Any]) -> None:
        self.answers = deque(answers)

    def decide(self, game: Game, decision: Decision) -> Any:
        if not self.answers:
            raise ReplayExhausted("replay ran out of recorded decisions")
        kind, answer = self.answers[0]
        if kind != type(decision).__name__:  # not consumed: the engine may retry
            raise InvalidInputError(f"replay expected {kind}, engine asked {decision!r}")
        self.answers.popleft()
        return answer

    def skip_fallback(self, kind: str) -> bool:
        """True (and consumed) if the original game gave up on this declaration here."""
        if self.answers and self.answers[0] == ("Fallback", kind):
            self.answers.popleft()
            return True
        return False


# ------------------------------------------------------------------ player actions
# CR 116 (special actions), 117 (priority), 305 (playing lands), 601 (casting), 602
# (activating), 605 (mana abilities): the answers to a PriorityDecision. Choices that CR
# 601.2b-c makes the player announce (modes, X, hybrid/Phyrexian payment, targets,
# alternative costs, objects for sacrifice/discard costs) may be given in the action; any
# left ``None`` are asked from the player's agent.


class Action:
    """Base class of actions."""

    __slots__ = ()


@attrs.frozen
class PassPriority(Action):
    """CR 117.3d — pass priority."""


@attrs.frozen
class PlayLand(Action):
    """CR 305.1, 116.2a — play a land (a special action) from hand or with a permission."""

    card_id: int


@attrs.frozen
class CastSpell(Action):
    """CR 601 — cast the spell ``card_id``.

    ``without_paying``: use a "without paying its mana cost" permission (X is 0, CR 107.3b).
    ``alternative``: index of an alternative cost of the spell (CR 118.9).
    ``optional``: indices of optional additional costs paid, e.g. kicker (CR 601.2b, 702.33).
    ``mana``: ordered (source id, ability index) mana abilities to activate during CR 601.2g;
    with ``auto_pay`` the engine taps untapped mana sources for what is still missing.
    """

    card_id: int
    targets: tuple[Any, ...] | None = None
    x: int | None = None
    modes: tuple[int, ...] | None = None
    payment: PaymentChoices | None = None
    without_paying: bool = False
    alternative: int | None = None
    optional: tuple[int, ...] = ()
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    #: CR 709.3: the half of a split card cast (0 left, 1 right, 2 both fused (CR 702.102a);
    #: None: asked)
    half: int | None = None


@attrs.frozen
class ActivateAbility(Action):
    """CR 602 (and 605 for mana abilities) — activate ability ``index`` of ``source_id``.

    ``index`` counts the object's activated abilities (keyword expansions such as equip
    included) in order. ``color`` answers "one mana of any color" for mana abilities.
    """

    source_id: int
    index: int = 0
    targets: tuple[Any, ...] | None = None
    x: int | None = None
    modes: tuple[int, ...] | None = None
    payment: PaymentChoices | None = None
    cost_choices: tuple[tuple[int, ...], ...] | None = None
    color: ManaType | None = None
    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
