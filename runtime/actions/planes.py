"""Planechase — CR 901, planes (CR 311), phenomena (CR 312), planeswalking (CR 701.31),
704.6f.

:func:`setup_planechase` gives players planar decks, face down in the command zone (CR
901.3, 901.4; or one communal deck, CR 901.15), and sets the starting plane: the starting
player turns the top card face up, putting phenomena on the bottom until a plane is face up
(CR 901.5). A face-up plane's or phenomenon's abilities function from the command zone
(CR 901.7; runtime/actions/command_zone.py), controlled by the planar controller, the
active player (CR 901.6; as the turn changes, :func:`planar_controller_changed`).

The planar die (CR 901.3a, 901.9) is rolled by the special action :class:`RollPlanarDie`
(the active player, in their main phase, with an empty stack; it costs {N}, N the times
they rolled it this turn): blank — nothing; chaos — chaos ensues (CR 311.7,
:func:`chaos_ensues`, which "Whenever chaos ensues" triggers on); the Planeswalker symbol
— the planeswalking ability triggers (CR 901.8: "planeswalk"). Planeswalking
(:func:`planeswalk`, CR 701.31b) puts each face-up plane and phenomenon on the bottom of
its owner's planar deck face down and turns the top card of the player's deck face up;
"When you planeswalk to this plane" and "When you encounter this phenomenon" trigger on
:class:`Planeswalked`, "When you planeswalk away from this plane" on :class:`PlaneswalkedAway`
(looking back, CR 603.10g), and effects lasting "until a player planeswalks" end (CR 901.11).
State-based action 704.6f (:func:`phenomenon_done`): a face-up phenomenon that isn't the
source of a triggered ability that has triggered but not yet left the stack makes the
planar controller planeswalk. A game with no planar deck has none of this.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from ..agents import Action
from ..errors import IllegalActionError, TimingError
from ..events import events as ev
from ..events.triggers import PendingTrigger, TriggerPattern
from ..mana.symbols import ManaCost, PaymentChoices, PaymentPurpose
from ..stack.casting import pay_costs
from ..stack.resolution import give_priority
from ..state.abilities import TriggeredAbility
from ..state.command_zone import deck, face_up, face_up_cards, has_deck, set_deck
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import CardDefinition, StackAbility, Zone
from .command_zone import controller_changed, turn_face_down, turn_face_up

if TYPE_CHECKING:
    from ..game import Game

PLANAR = "planar"
#: The planar deck's "player" key for the single planar deck option (CR 901.15).
COMMUNAL = -1
#: ``GameState.extra`` key: (turn, player, times) — planar die rolls this turn (CR 901.9).
ROLLS = "planar_die_rolls"
#: CR 901.11: the duration of a continuous effect that ends when a player planeswalks.
UNTIL_PLANESWALK = "until a player planeswalks"
#: CR 901.3a: the faces of the planar die.
DIE_FACES = ("planeswalker", "chaos", "blank", "blank", "blank", "blank")


@attrs.frozen
class ChaosEnsues(ev.Event):
    """CR 311.7 — chaos ensues (the chaos symbol was rolled, or an effect says so);
    ``player``: who rolled or whose effect it was."""

    player: int

    def text(self) -> str:
        return f"chaos ensues for P{self.player} (CR 311.7)"


@attrs.frozen
class Planeswalked(ev.Event):
    """CR 701.31, 901.11 — ``player`` planeswalked to ``to`` (the card turned face up)."""

    player: int
    to: int

    def text(self) -> str:
        return f"P{self.player} planeswalks to #{self.to} (CR 701.31)"


@attrs.frozen
class PlaneswalkedAway(ev.Event):
    """CR 701.31d, 901.11b — ``player`` planeswalks away from ``away`` (the face-up card
    about to be turned face down)."""

    player: int
    away: int

    def text(self) -> str:
        return f"P{self.player} planeswalks away from #{self.away} (CR 701.31d)"


@attrs.frozen
class ChaosTrigger(TriggerPattern):
    """CR 311.7 — "Whenever chaos ensues", a plane's chaos ability."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, ChaosEnsues)


@attrs.frozen
class PlaneswalkedTo(TriggerPattern):
    """CR 701.31d, 312.5 — "When you planeswalk to this plane", "When you encounter this
    phenomenon" (move it off a planar deck and turn it face up): this card is the one
    turned face up."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, Planeswalked) and event.to == ctx.source_id


@attrs.frozen
class PlaneswalkedFrom(TriggerPattern):
    """CR 701.31d, 603.10g — "When you planeswalk away from this plane": it looks back in
    time, triggering while this card is still face up, before it's turned face down."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return isinstance(event, PlaneswalkedAway) and event.away == ctx.source_id


def _deck_key(game: Game, player: int) -> int | None:
    """The "player" key of ``player``'s planar deck: their own, or the communal one (CR
    901.15c); None if there's neither."""
    st = game.state
    if has_deck(st, PLANAR, player):
        return player
    return COMMUNAL if has_deck(st, PLANAR, COMMUNAL) else None


def is_planechase(game: Game) -> bool:
    """CR 901: whether the game uses planar decks."""
    st = game.state
    return any(_deck_key(game, p.index) is not None for p in st.players)


def setup_planechase(game: Game, decks: Mapping[int, Sequence[CardDefinition]] | None = None,
                     communal: Sequence[CardDefinition] = ()) -> None:  # fmt: skip
    """CR 901.3-901.5: each player's planar deck (``decks``: player -> cards, top first),
    or the single communal planar deck ``communal`` (CR 901.15; the planar controller owns
    its cards, 901.15b: here the starting player); then the starting player sets the
    starting plane (CR 901.5)."""
    st = game.state
    first = st.active
    for player, cards in [*(decks or {}).items(), *([(COMMUNAL, communal)] if communal else [])]:
        ids = []
        for card in cards:
            if not card.types & {"Plane", "Phenomenon"}:
                raise ValueError(f"{card.name} is not a plane or phenomenon card (CR 901.3)")
            obj = game.new_object(card, first if player == COMMUNAL else player, Zone.COMMAND)
            st.command.append(obj.id)
            ids.append(obj.id)
        set_deck(st, PLANAR, player, (*deck(st, PLANAR, player), *ids))
    key = _deck_key(game, first)
    for _ in range(len(deck(st, PLANAR, key)) if key is not None else 0):  # CR 901.5
        top = _turn_top_face_up(game, key)
        if "Plane" in st.objects[top].card.types:
            break
        _to_bottom(game, top)
    game.changed()


def _turn_top_face_up(game: Game, key: int) -> int:
    st = game.state
    ids = deck(st, PLANAR, key)
    set_deck(st, PLANAR, key, ids[1:])
    turn_face_up(game, ids[0])
    return ids[0]


def _to_bottom(game: Game, card: int) -> None:
    """CR 701.31b: turn the card face down and put it on the bottom of its owner's planar
    deck (the communal one under CR 901.15)."""
    st = game.state
    owner = st.objects[card].owner
    key = owner if has_deck(st, PLANAR, owner) else COMMUNAL
    new = turn_face_down(game, card)
    set_deck(st, PLANAR, key, (*deck(st, PLANAR, key), new))


def _face_up_planar(game: Game) -> list[int]:
    st = game.state
    return face_up_cards(st, "Plane") + face_up_cards(st, "Phenomenon")


def planeswalk(game: Game, player: int) -> int | None:
    """CR 701.31b: ``player`` puts each face-up plane and phenomenon on the bottom of its
    owner's planar deck face down, then moves the top card of their planar deck off it and
    turns it face up (returned; None: no card to turn). Emits :class:`Planeswalked`."""
    st = game.state
    key = _deck_key(game, player)
    if key is None:
        return None  # CR 701.31a: only in a Planechase game
    st.effects = [e for e in st.effects if e.duration != UNTIL_PLANESWALK]  # CR 901.11
    away = _face_up_planar(game)
    for i in away:  # CR 603.10g: abilities of the cards planeswalked away from look back
        game.emit(PlaneswalkedAway(player, i))
    for i in away:
        _to_bottom(game, i)
    if not deck(st, PLANAR, key):
        return None
    top = _turn_top_face_up(game, key)
    game.log_note(f"P{player} planeswalks to {st.objects[top].card.name} (CR 701.31)")
    game.emit(Planeswalked(player, top))
    return top


def chaos_ensues(game: Game, player: int) -> None:
    """CR 311.7: chaos ensues — the chaos abilities of face-up planes trigger."""
    game.log_note("chaos ensues (CR 311.7)")
    game.emit(ChaosEnsues(player))


@attrs.frozen
class Planeswalk(Effect):
    """CR 701.31, 901.8: "planeswalk" — the controller of the ability planeswalks."""

    def resolve(self, ctx: Ctx) -> None:
        planeswalk(ctx.game, ctx.controller)


@attrs.frozen
class RolledPlaneswalkerSymbol(TriggerPattern):
    """CR 901.8: the planeswalking ability's trigger, "Whenever you roll the Planeswalker
    symbol on the planar die" — it triggers only from :func:`roll_planar_die`."""

    def matches(self, game: Game, event: ev.Event, ctx: Ctx) -> bool:
        return False


#: CR 901.8: the planeswalking ability, inherent to a Planechase game.
PLANESWALKING = TriggeredAbility(RolledPlaneswalkerSymbol(), Planeswalk(), zone=Zone.COMMAND)


def roll_planar_die(game: Game, player: int) -> str:
    """CR 901.9a-c: roll the planar die (the special action's result, already paid for):
    "blank", "chaos" (chaos ensues) or "planeswalker" (the planeswalking ability triggers;
    it has no source, CR 901.8 — the face-up plane stands for it on the stack, and it
    ceases to exist with that plane, CR 901.10a)."""
    st = game.state
    face = DIE_FACES[game.rng.randrange(len(DIE_FACES))]
    game.log_note(f"P{player} rolls the planar die: {face} (CR 901.9)")
    if face == "chaos":
        chaos_ensues(game, player)
    elif face == "planeswalker":
        planes = _face_up_planar(game)
        if planes:
            st.pending.append(PendingTrigger(PLANESWALKING, planes[0], player, None))
    return face


def rolls_this_turn(game: Game, player: int) -> int:
    """CR 901.9: how many times ``player`` rolled the planar die this turn."""
    turn, who, times = game.state.extra.get(ROLLS, (0, -1, 0))
    return times if (turn, who) == (game.state.turn, player) else 0


@attrs.frozen
class RollPlanarDie(Action):
    """CR 901.9, 116.2f — the special action of rolling the planar die: the active player,
    with priority and an empty stack, in a main phase of their turn, pays {N}, N the number
    of times they took this action this turn. ``mana``, ``auto_pay``, ``payment`` as for
    casting."""

    mana: tuple[tuple[int, int], ...] = ()
    auto_pay: bool = True
    payment: PaymentChoices | None = None

    def perform(self, game: Game, player: int) -> None:
        st = game.state
        if not is_planechase(game):
            raise IllegalActionError("the planar die is rolled only in a Planechase game "
                                     "(CR 901.9)")  # fmt: skip
        if st.active != player or not st.step.is_main or st.stack:
            raise TimingError("the active player rolls the planar die in their main phase "
                              "with an empty stack (CR 901.9)")  # fmt: skip
        times = rolls_this_turn(game, player)
        cost: tuple[Any, ...] = (ManaCost.parse(f"{{{times}}}"),) if times else ()
        source = (_face_up_planar(game) or [st.command[0]])[0]
        pay_costs(game, player, cost, source, self.payment, None, self.mana, self.auto_pay,
                  PaymentPurpose("other"))  # fmt: skip
        st.extra[ROLLS] = (st.turn, player, times + 1)
        roll_planar_die(game, player)
        give_priority(game, player)  # CR 901.9a-c: the active player gets priority


def planar_controller_changed(game: Game) -> None:
    """CR 901.6: the turn changed, so did the planar controller (the active player): the
    continuous effects of face-up planes and phenomena are now theirs."""
    for i in _face_up_planar(game):
        controller_changed(game, i)


def _waiting_source(game: Game, card: int) -> bool:
    st = game.state
    if any(p.source_id == card for p in st.pending):
        return True
    return any(isinstance(st.objects.get(i), StackAbility) and st.objects[i].source_id == card
               for i in st.stack)  # fmt: skip


def phenomenon_done(game: Game) -> bool:
    """State-based action 704.6f (CR 312.7): a face-up phenomenon that isn't the source of
    a triggered ability that has triggered but not yet left the stack — the planar
    controller planeswalks. True if they did."""
    st = game.state
    for i in face_up_cards(st, "Phenomenon"):
        if face_up(st, i) and not _waiting_source(game, i):
            planeswalk(game, st.active)
            return True
    return False


__all__ = [
    "PLANESWALKING", "UNTIL_PLANESWALK", "ChaosEnsues", "ChaosTrigger", "Planeswalk",
    "Planeswalked", "PlaneswalkedAway", "PlaneswalkedFrom", "PlaneswalkedTo", "RollPlanarDie",
    "chaos_ensues", "is_planechase", "phenomenon_done", "planar_controller_changed",
    "planeswalk", "roll_planar_die", "rolls_this_turn", "setup_planechase",
]  # fmt: skip
