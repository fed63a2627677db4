"""Runtime exceptions, by meaning (STYLE.md practice 9).

Every action method of :class:`mtgc.runtime.game.Game` is transactional: when it raises
one of these exceptions the game state, the decision record and the event log are exactly
as they were before the call (CR 732, "Handling Illegal Actions": the game returns to the
moment before the illegal action was proposed).

- :class:`InvalidInputError` — the request is malformed: an unknown object id, a wrong
  answer type for a decision, an index out of range, a card that is not where the request
  says it is (e.g. casting a card that is not in the player's hand).
- :class:`IllegalActionError` — the request is well formed but the Comprehensive Rules
  forbid it: wrong timing (CR 117, 307.1), no priority, unpayable cost (CR 118.3),
  illegal target (CR 115), second land in a turn (CR 305.2), summoning sickness (CR 302.6).
  Subclasses narrow the reason: :class:`TimingError`, :class:`CostError`,
  :class:`TargetError`, :class:`CombatError`.
"""

from __future__ import annotations


class RulesError(Exception):
    """Base class of every error the runtime raises for a bad request."""


class InvalidInputError(RulesError):
    """The request is malformed or refers to something that does not exist."""


class IllegalActionError(RulesError):
    """The request is well formed but the Comprehensive Rules forbid it."""


class TimingError(IllegalActionError):
    """Wrong time: no priority, sorcery timing (CR 307.1), land play limits (CR 305.2)."""


class CostError(IllegalActionError):
    """A cost can't be paid (CR 118.3, 119.4, 302.6, 107.5-107.6)."""


class TargetError(IllegalActionError):
    """A target choice is illegal (CR 115, 601.2c)."""


class CombatError(IllegalActionError):
    """An illegal attack or block declaration (CR 508.1, 509.1)."""
