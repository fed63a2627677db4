"""Choices made as a permanent enters and the references to them — CR 614.12,
105.1 (colors), 205.3m (creature types), 102.1 (players).

"As this enchantment enters, choose a color." is a replacement effect applying as the
permanent enters (CR 614.12): the controller makes the choice before the permanent is on
the battlefield and the permanent remembers it (kept in ``obj.choices`` under
:func:`choice_key`). Abilities of the same object that say "the chosen color", "of the
chosen type" or "the chosen player" read that value (the object's own choice; a new object
after a zone change has none, CR 400.7).

- :class:`ChooseAsEnters` — the replacement effect making the choice.
- :class:`ChooseValue` — a one-shot "Choose a color." (remembered by its spell/source).
- :class:`OfChosen` — the filter quality "of the chosen color/type" (CR 105.2, 205.3).
- :class:`AddManaOfChosen` — "Add one mana of the chosen color." (CR 106.1, 605).
- :class:`AddChosenSubtype`, :class:`SetChosenColor` — "is the chosen type in addition to
  its other types", "are the chosen color" (CR 613.1d-e).
- :class:`ProtectionFromChosen` — "protection from the chosen color" (CR 702.16a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..agents import ChooseOption
from ..continuous.cda_keywords import CREATURE_TYPES
from ..continuous.layers import LayeredSpec
from ..continuous.protection import ProtectionFrom
from ..events.replacement import MoveProposal, ReplacementSpec
from ..mana.symbols import COLORS, ManaType
from ..state.effect_base import Effect
from ..state.filters import Ctx
from ..state.objects import GameObject, Zone
from .add_mana import ManaEffect, _pick_type, _produce

if TYPE_CHECKING:
    from ..game import Game

#: What a choice is about -> the key under which the value is remembered ("the chosen
#: type" names the chosen creature type, "the chosen player" the chosen opponent).
KINDS = {"color": "color", "creature type": "type", "opponent": "player", "player": "player"}


def choice_key(what: str) -> str:
    """The ``obj.choices`` key for a choice of ``what`` ("color", "type", "player")."""
    return f"chosen {what}"


def chosen_value(ctx: Ctx, what: str) -> Any:
    """The value the source of ``ctx`` chose for ``what`` as it entered (None: no choice;
    an ability whose source has left uses its last known information, CR 113.7a)."""
    if choice_key(what) in ctx.info:  # chosen earlier by this resolving spell or ability
        return ctx.info[choice_key(what)]
    src = ctx.game.state.objects.get(ctx.source_id)
    if not isinstance(src, GameObject):
        lki = ctx.source_lki
        src = lki if isinstance(lki, GameObject) else None
        if src is None:
            entry = ctx.game.state.lki.get(ctx.source_id)
            src = entry[1] if entry is not None else None
    if src is None:
        return None
    return src.choices.get(choice_key(what))


def _options(game: Game, player: int, kind: str) -> tuple[Any, ...]:
    if kind == "color":  # CR 105.1: the five colors
        return tuple(COLORS)
    if kind == "creature type":  # CR 205.3m
        return tuple(sorted(CREATURE_TYPES))
    players = tuple(p.index for p in game.state.players if not p.lost)
    if kind == "opponent":  # CR 102.3
        return tuple(p for p in players if p != player)
    return players


@attrs.frozen
class ChooseAsEnters(ReplacementSpec):
    """CR 614.12: "As this [permanent] enters, choose a ``kind``" — the entering
    permanent's controller chooses; the permanent enters remembering the choice."""

    kind: str
    #: values that can't be chosen ("choose a color other than green")
    exclude: tuple[Any, ...] = ()
    self_only = True

    def applies(self, game: Game, proposal: Any, ctx: Ctx) -> bool:
        return isinstance(proposal, MoveProposal) and proposal.to_zone is Zone.BATTLEFIELD

    def apply(self, game: Game, proposal: Any, ctx: Ctx) -> None:
        player = proposal.controller if proposal.controller is not None else ctx.controller
        options = tuple(o for o in _options(game, player, self.kind) if o not in self.exclude)
        if not options:  # no opponent left to choose: nothing is chosen
            return
        pick = game.ask(player, ChooseOption(player, options, f"choose a {self.kind}"))
        value = options[pick]
        proposal.choices[choice_key(KINDS[self.kind])] = value
        shown = value.name if isinstance(value, ManaType) else value
        game.log_note(f"P{player} chooses {shown} as #{proposal.object_id} enters (CR 614.12)")


@attrs.frozen
class OfChosen:
    """CR 105.2, 205.3: an object "of the chosen color" has that color; "of the chosen
    type" has that subtype. Nothing matches while no choice was made."""

    what: str  # "color" or "type"

    def matches(self, ctx: Ctx, obj: GameObject, ch: Any) -> bool:
        value = chosen_value(ctx, self.what)
        if value is None:
            return False
        if self.what == "color":
            return value in ch.colors
        return value in ch.subtypes


@attrs.frozen
class AddManaOfChosen(ManaEffect):
    """CR 106.1, 605: "Add one mana of the chosen color." — the color its source chose as
    it entered; with no chosen color it adds nothing (CR 106.5)."""

    count: int = 1

    def resolve(self, ctx: Ctx) -> None:
        color = chosen_value(ctx, "color")
        if color is not None:
            _produce(ctx, [color] * self.count, None)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        color = chosen_value(ctx, "color")
        return frozenset() if color is None else frozenset({color})


@attrs.frozen
class ProtectionFromChosen(ProtectionFrom):
    """CR 702.16a, 105.2: "protection from the chosen color" — the color chosen by the
    permanent whose ability grants it (``source_id``, bound as the layer-6 effect applies,
    CR 613.1f; unbound: the holder's own choice)."""

    source_id: int | None = None

    def bind(self, ctx: Ctx) -> ProtectionFromChosen:
        return attrs.evolve(self, source_id=ctx.source_id)

    def stops(self, game: Game, holder: Ctx, src_obj: Any, src: Any) -> bool:
        sid = holder.source_id if self.source_id is None else self.source_id
        color = chosen_value(Ctx(game, sid, holder.controller), "color")
        return color is not None and color in src.colors


@attrs.frozen
class ProtectionFromColorOfChoice(ProtectionFrom):
    """CR 702.16a, 608.2d: "gains protection from the color of your choice until end of
    turn" — the color is chosen by the effect's controller as the effect granting it
    resolves (:meth:`chosen_now`, read by :class:`~.effects.GrantAbilities`); the granted
    ability is then protection from that color. Unchosen, it protects from nothing."""

    def chosen_now(self, ctx: Ctx) -> ProtectionFrom:
        game, player = ctx.game, ctx.controller
        options = _options(game, player, "color")
        value = options[game.ask(player, ChooseOption(player, options, "choose a color"))]
        game.log_note(f"P{player} chooses {value.name} (CR 608.2d)")
        return ProtectionFrom(colors=frozenset({value}))


@attrs.frozen
class ChooseValue(Effect):
    """CR 608.2c (a one-shot "Choose a color." / "Choose a creature type."): the ability's
    controller chooses as it resolves; the choice is remembered by the spell or by the
    source of the ability (its most recent choice), so later "the chosen color" / "of that
    color" of the same object read it."""

    kind: str

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        player = ctx.controller
        options = _options(game, player, self.kind)
        if not options:
            return
        value = options[game.ask(player, ChooseOption(player, options, f"choose a {self.kind}"))]
        src = ctx.source()
        if src is not None:
            src.choices[choice_key(KINDS[self.kind])] = value
        ctx.info[choice_key(KINDS[self.kind])] = value
        shown = value.name if isinstance(value, ManaType) else value
        game.log_note(f"P{player} chooses {shown} (CR 608.2c)")


@attrs.frozen
class AddChosenSubtype(LayeredSpec):
    """CR 613.1d, 205.1b (layer 4): "is the chosen type in addition to its other types" —
    the creature type its source chose; nothing while no type was chosen."""

    layer = "4"

    def apply(self, view: Any, inst: Any, ctx: Ctx) -> None:
        value = chosen_value(ctx, "type")
        if value is not None:
            view.subtypes = view.subtypes | {value}


@attrs.frozen
class SetChosenColor(LayeredSpec):
    """CR 613.1e, 105.3 (layer 5): "is the chosen color" — the object becomes exactly the
    color its source chose; unchanged while no color was chosen."""

    layer = "5"

    def apply(self, view: Any, inst: Any, ctx: Ctx) -> None:
        value = chosen_value(ctx, "color")
        if value is not None:
            view.colors = frozenset({value})


@attrs.frozen
class AddManaOrChosen(ManaEffect):
    """CR 106.1, 605: "Add {G} or one mana of the chosen color." — the controller picks
    ``fixed`` or the color its source chose (only ``fixed`` while none was chosen)."""

    fixed: ManaType

    def resolve(self, ctx: Ctx) -> None:
        t = _pick_type(ctx, self.possible_types(ctx, frozenset()), "mana color")
        if t is not None:
            _produce(ctx, [t], None)

    def possible_types(self, ctx: Ctx, visited: frozenset[int]) -> frozenset[ManaType]:
        color = chosen_value(ctx, "color")
        return frozenset({self.fixed} if color is None else {self.fixed, color})
