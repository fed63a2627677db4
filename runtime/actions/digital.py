"""MTG Arena's digital-only actions: "perpetually" and "seek".

The Comprehensive Rules don't define them (they exist only in digital play); the runtime
is the authority for what they do, as documented here:

- **perpetually** (:class:`Perpetually`): the change is made to the card itself, so it stays
  with the card in every zone for the rest of the game (a zone change makes a new object,
  CR 400.7, of the same card: ``real_card`` carries it). The change is to the card's own
  characteristics (the values the layer system starts from, CR 613.1): a "gets +1/+1"
  raises its printed power and toughness, a "gains [ability]" adds to its printed
  abilities, a "becomes an artifact" changes its printed card types. A token keeps the
  change while it exists (CR 111.8 ends it when it leaves the battlefield).
- **seek** (:class:`Seek`): a card that fits the description is chosen at random from the
  seeker's library and put into their hand (not revealed, and the library is not
  shuffled); fewer are found when fewer fit.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..state.effect_base import Effect
from ..state.filters import (
    Amount,
    Ctx,
    ObjectFilter,
    ObjectRef,
    PlayerSel,
    You,
    _players,
    amount_value,
)  # fmt: skip
from ..state.objects import CARD_VARIANTS, CardDefinition, GameObject, Zone


class PerpetualChange:
    """Base of the changes "perpetually" makes to a card's own characteristics."""

    __slots__ = ()

    def apply(self, card: CardDefinition) -> CardDefinition:
        raise NotImplementedError


@attrs.frozen
class PerpetualPT(PerpetualChange):
    """ "perpetually gets +N/+M": the card's power and toughness change (a card without
    them, not a creature card, is unchanged)."""

    power: int = 0
    toughness: int = 0

    def apply(self, card: CardDefinition) -> CardDefinition:
        if card.power is None or card.toughness is None:
            return card
        return attrs.evolve(card, power=card.power + self.power,
                            toughness=card.toughness + self.toughness)  # fmt: skip


@attrs.frozen
class PerpetualBasePT(PerpetualChange):
    """ "perpetually has base power and toughness N/M" (CR 208.1: its printed values)."""

    power: int
    toughness: int

    def apply(self, card: CardDefinition) -> CardDefinition:
        return attrs.evolve(card, power=self.power, toughness=self.toughness)


@attrs.frozen
class PerpetualAbilities(PerpetualChange):
    """ "perpetually gains [abilities]": they are added to the card's own abilities."""

    abilities: tuple[Any, ...]

    def apply(self, card: CardDefinition) -> CardDefinition:
        return attrs.evolve(card, abilities=card.abilities + self.abilities)


@attrs.frozen
class PerpetualTypes(PerpetualChange):
    """ "perpetually becomes an artifact [in addition to its other types]" / "becomes a
    Spirit": card types replace the card's others unless ``keep`` (CR 205.1a-b, as for
    "becomes"); a creature type replaces its creature types unless ``keep``."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    keep: bool = False

    def apply(self, card: CardDefinition) -> CardDefinition:
        types, subtypes = card.types, card.subtypes
        if self.types:
            types = (types | self.types) if self.keep else self.types
        if self.subtypes:
            subtypes = (subtypes | self.subtypes) if self.keep else self.subtypes
        return attrs.evolve(card, types=types, subtypes=subtypes)


def change_card(game: Any, obj_id: int, change: PerpetualChange) -> None:
    """Make ``change`` to the card of object ``obj_id``: to its real card when it is face
    down or bestowed (the variant is the same card's other view, CR 708.2), and to the
    variant too, so that what it is now changes as well."""
    obj = game.state.objects[obj_id]
    for k in CARD_VARIANTS:
        if k in obj.choices:
            obj.choices[k] = change.apply(obj.choices[k])
            if k not in ("face_down",):  # a face-down card's own view has no characteristics
                obj.card = change.apply(obj.card)
            break
    else:
        obj.card = change.apply(obj.card)
    game.changed()


def _card_now(game: Any, obj_id: int) -> int | None:
    """The object the card of ``obj_id`` is now: the same object, or — the card having
    moved since (CR 400.7: a new object) — the card in its new zone ("Return target
    permanent to its owner's hand. It perpetually gains ...")."""
    obj = game.state.objects.get(obj_id)
    if isinstance(obj, GameObject):
        return None if obj.phased_out else obj_id
    if obj_id not in game.state.lki:
        return None
    old = game.lki_object(obj_id)
    if not isinstance(old, GameObject) or old.is_token:
        return None
    return next((i for i, o in game.state.objects.items()
                 if isinstance(o, GameObject) and o.card_uid == old.card_uid), None)  # fmt: skip


@attrs.frozen
class Perpetually(Effect):
    """ "[objects] perpetually [get +N/+M / gain abilities / become ...]" (see the module):
    each change is made to the card of each object, in whichever zone it is."""

    what: ObjectRef
    changes: tuple[PerpetualChange, ...]

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        ids = [_card_now(game, i) for i in self.what.resolve(ctx)]
        ids = [i for i in ids if i is not None]
        for i in ids:
            for change in self.changes:
                change_card(game, i, change)
        if ids:
            names = ", ".join(f"#{i}" for i in ids)
            kinds = ", ".join(type(c).__name__ for c in self.changes)
            game.log_note(f"{names} perpetually: {kinds}")


@attrs.frozen
class Seek(Effect):
    """ "Seek [N] [filter] cards" (see the module): each seeker puts N cards that fit,
    chosen at random, from their library into their hand; the cards put there are
    remembered ("put it onto the battlefield", "that card perpetually gains ...")."""

    filter: ObjectFilter = ObjectFilter(zone=None)
    count: Amount = 1
    players: PlayerSel = You()

    def resolve(self, ctx: Ctx) -> None:
        game = ctx.game
        found: list[int] = []
        for p in _players(self.players, ctx):
            lib = game.state.players[p].library
            options = [i for i in lib if self.filter.matches(ctx, game.get(i), any_zone=True)]
            n = min(amount_value(self.count, ctx), len(options))
            for i in game.rng.sample(options, n) if n > 0 else ():
                nid = game.move(i, Zone.HAND, cause="seek")
                if nid is not None:
                    found.append(nid)
            game.log_note(f"P{p} seeks {n} card{'s' if n != 1 else ''}")
        ctx.remembered[:] = found
