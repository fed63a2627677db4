"""Runtime exceptions, by meaning (STYLE.md practice 9).

Every action method of :class:`mtgc.runtime.game.Game` is transactional: when it raises
one of these exceptions the game state, the decision record and the event log are exactly
as they were before the call (CR 732, "Handling Illegal Actions": the game returns to the
moment before the illegal action was proposed).

- :class:`InvalidInputError` — the request is malformed: an object id that doesn't exist
  (or no longer exists, CR 400.7), an answer of the wrong shape for a decision, an ability
  index out of range, a player number out of range.
- :class:`IllegalActionError` — the request is well formed but the Comprehensive Rules
  forbid it: no priority (CR 117), a card that can't be cast or played from where it is
  (casting a card that's in your library rather than your hand, CR 601.2a / 305.1), a land
  cast as a spell, the game is over. Subclasses narrow the reason:
  :class:`TimingError` (sorcery timing CR 307.1, second land CR 305.2, loyalty once per
  turn CR 606.3), :class:`CostError` (unpayable cost CR 118.3: tapping a tapped permanent
  CR 107.5, {T}/{Q} with summoning sickness CR 302.6, paying more life than you have
  CR 119.4), :class:`TargetError` (CR 115, 601.2c), :class:`CombatError` (illegal attack
  or block declaration, CR 508.1, 509.1).
- :class:`GameLimitError` — the action is legal but would take the game past what the
  runtime can hold (more objects than a game can keep, a number too large to pay or
  count): refused, like an illegal action, instead of hanging or running out of memory.
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


class GameLimitError(RulesError):
    """The action would exceed what the runtime can hold (huge token counts, CR 104.4b)."""
