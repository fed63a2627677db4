"""Archenemy schemes — CR 314, 904, 701.32 (set in motion), 701.33 (abandon), 704.6e.

:func:`setup_archenemy` gives a player a scheme deck (CR 904.3, 904.4: its cards are in
the command zone, face down) and makes that player an archenemy (CR 904.2a; 904.5: 40
life). Immediately after an archenemy's precombat main phase begins, they set the top
scheme of their deck in motion (CR 904.9; :func:`main_phase_began`, called by the turn
structure): it's moved off the deck and turned face up (CR 701.32b), and
:class:`SchemeSetInMotion` is emitted, which "When you set this scheme in motion"
(:class:`SetInMotion`) triggers on. A face-up scheme's abilities function from the command
zone (CR 904.8; runtime/actions/command_zone.py). State-based action 704.6e (CR 314.6,
904.10; :func:`finished_schemes`): a face-up non-ongoing scheme, when no triggered ability
of a scheme is on the stack or waiting to be put there, is turned face down and put on the
bottom of its owner's scheme deck. An ongoing scheme stays face up (CR 904.11) until it's
abandoned (CR 701.33; :class:`AbandonScheme`). A game without an archenemy has no scheme
deck and none of this happens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from ..events import events as ev
from ..events.triggers import TriggerPattern
from ..state.command_zone import deck, face_up, face_up_cards, has_deck, set_deck
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import CardDefinition, StackAbility, Zone
from .command_zone import turn_face_down, turn_face_up

if TYPE_CHECKING:
    from ..game import Game

SCHEME = "scheme"


@attrs.frozen
class SchemeSetInMotion(ev.Event):
    """CR 701.32 — ``player`` set the scheme ``scheme`` in motion."""

    player: int
    scheme: int

    def text(self) -> str:
        return f"P{self.player} sets scheme #{self.scheme} in motion (CR 701.32)"


@attrs.frozen
class SetInMotion(TriggerPattern):
    """CR 314.7, 701.32, 904.9 — "When you set this scheme in motion": the scheme that is
    the source of the ability ("this scheme", CR 314.7) was set in motion."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, SchemeSetInMotion) and event.scheme == ctx.source_id


def setup_archenemy(game: Game, player: int, schemes: Sequence[CardDefinition],
                    life: int | None = 40) -> list[int]:  # fmt: skip
    """CR 904.2a-904.5: ``player`` is an archenemy with the scheme deck ``schemes`` (top
    first), face down in the command zone; their life total starts at ``life`` (CR
    904.5; None: unchanged). Returns the ids of the scheme cards."""
    st = game.state
    ids = []
    for card in schemes:
        if "Scheme" not in card.types:
            raise ValueError(f"{card.name} is not a scheme card (CR 314.1)")
        obj = game.new_object(card, player, Zone.COMMAND, False)
        st.command.append(obj.id)
        ids.append(obj.id)
    set_deck(st, SCHEME, player, (*deck(st, SCHEME, player), *ids))
    if life is not None:
        st.players[player].life = life
    game.changed()
    return ids


def is_archenemy(game: Game, player: int) -> bool:
    """CR 904.2a, 904.12b: whether ``player`` is an archenemy (has a scheme deck)."""
    return has_deck(game.state, SCHEME, player)


def set_in_motion(game: Game, player: int) -> int | None:
    """CR 701.32b: ``player`` moves the top card of their scheme deck off it and turns it
    face up: that scheme is set in motion. Returns its id (None: the deck is empty)."""
    st = game.state
    ids = deck(st, SCHEME, player)
    if not ids:
        return None
    top, rest = ids[0], ids[1:]
    set_deck(st, SCHEME, player, rest)
    turn_face_up(game, top)
    game.log_note(f"P{player} sets {st.objects[top].card.name} in motion (CR 701.32)")
    game.emit(SchemeSetInMotion(player, top))
    return top


def main_phase_began(game: Game) -> None:
    """CR 904.9: immediately after an archenemy's precombat main phase begins, they set
    the top scheme of their scheme deck in motion (a turn-based action)."""
    player = game.state.active
    if is_archenemy(game, player):
        set_in_motion(game, player)


def _to_bottom(game: Game, scheme: int) -> None:
    """CR 701.33b, 704.6e: turn the scheme face down and put it on the bottom of its
    owner's scheme deck."""
    st = game.state
    owner = st.objects[scheme].owner
    name = st.objects[scheme].card.name
    new = turn_face_down(game, scheme)
    set_deck(st, SCHEME, owner, (*deck(st, SCHEME, owner), new))
    game.log_note(f"{name} is turned face down, on the bottom of P{owner}'s scheme deck")


def _scheme_trigger_waiting(game: Game) -> bool:
    st = game.state
    sources = [p.source_id for p in st.pending]
    sources += [st.objects[i].source_id for i in st.stack
                if isinstance(st.objects.get(i), StackAbility)]  # fmt: skip
    return any(
        s in st.objects and "Scheme" in st.objects[s].card.types and st.objects[s].zone
        is Zone.COMMAND for s in sources
    )  # fmt: skip


def finished_schemes(game: Game) -> bool:
    """State-based action 704.6e (CR 314.6, 904.10): a face-up non-ongoing scheme goes to
    the bottom of its owner's scheme deck, face down, once no triggered ability of a
    scheme is on the stack or waiting to be put on it. True if one did."""
    st = game.state
    done = [i for i in face_up_cards(st, "Scheme")
            if "Ongoing" not in st.objects[i].card.supertypes]  # fmt: skip
    if not done or _scheme_trigger_waiting(game):
        return False
    for i in done:
        _to_bottom(game, i)
    return True


@attrs.frozen
class AbandonScheme(Effect):
    """CR 701.33 — "abandon this scheme": only a face-up ongoing scheme can be abandoned
    (701.33a); it's turned face down and put on the bottom of its owner's scheme deck
    (701.33b). ``this scheme`` is the source of the ability (CR 314.7)."""

    def resolve(self, ctx: Ctx) -> None:
        st = ctx.game.state
        obj = st.objects.get(ctx.source_id)
        if obj is None or obj.zone is not Zone.COMMAND or not face_up(st, obj.id):
            return
        if "Ongoing" not in obj.card.supertypes:
            return
        ctx.game.log_note(f"P{obj.owner} abandons {obj.card.name} (CR 701.33)")
        _to_bottom(ctx.game, obj.id)


__all__ = [
    "AbandonScheme", "SchemeSetInMotion", "SetInMotion", "finished_schemes",
    "is_archenemy", "main_phase_began", "set_in_motion", "setup_archenemy",
]  # fmt: skip
