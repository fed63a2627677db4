"""Banding and "bands with other" — CR 702.22.

Banding is a static ability that modifies the rules for combat (CR 702.22a); "bands with
other [quality]" is a special form of it (702.22b). The runtime provides three combat hooks
of :mod:`mtgc.runtime.combat.combat`:

- :func:`declare_bands` — as attackers are declared, the attacking player may declare bands
  (702.22c): one or more creatures with banding and up to one creature without it, or one
  or more [quality] creatures with "bands with other [quality]" and any number of other
  [quality] creatures; every member attacks the same player, planeswalker or battle
  (702.22d). A band lasts for the rest of combat (702.22e); a creature removed from combat
  leaves its band (702.22f: bands are read through the current attackers).
- :func:`band_mates` — a creature that becomes blocked by a creature makes each other
  member of its band become blocked by that creature (702.22h).
- :func:`band_damage_chooser` — an attacking creature blocked by a creature with banding
  (or by a "bands with other [quality]" creature and another [quality] creature) has its
  combat damage divided by the defending player, and a blocking creature blocking such
  creatures has its damage divided by the active player (702.22j-k).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import attrs

from ..agents import Decision
from ..combat import combat as _combat
from ..errors import InvalidInputError
from ..state.abilities import Keyword
from ..state.filters import Ctx, ObjectFilter

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Banding(Keyword):
    """CR 702.22a — "Banding"."""

    cr = "702.22"


@attrs.frozen
class BandsWithOther(Keyword):
    """CR 702.22b — "Bands with other [quality]" (``quality``: the objects it bands with)."""

    cr = "702.22"
    quality: ObjectFilter = ObjectFilter()


def _banding(game: Game, obj_id: int) -> bool:
    """Whether the creature has banding itself (not only "bands with other", CR 702.22c)."""
    return any(type(a) is Banding for a in game.view(obj_id).abilities)


def _bands_with(game: Game, obj_id: int) -> list[BandsWithOther]:
    return [a for a in game.view(obj_id).abilities if isinstance(a, BandsWithOther)]


def _is(game: Game, quality: ObjectFilter, holder: int, obj_id: int) -> bool:
    """Whether ``obj_id`` has the [quality] of ``holder``'s "bands with other [quality]"."""
    ctx = Ctx(game, holder, game.view(holder).controller)
    return quality.matches(ctx, game.state.objects[obj_id])  # type: ignore[arg-type]


def _bands_with_other(game: Game, members: Iterable[int]) -> bool:
    """CR 702.22c, j-k: one of ``members`` has "bands with other [quality]" and has that
    quality, and another of them has that quality."""
    ids = list(members)
    for holder in ids:
        for kw in _bands_with(game, holder):
            if _is(game, kw.quality, holder, holder) and any(
                other != holder and _is(game, kw.quality, holder, other) for other in ids
            ):  # fmt: skip
                return True
    return False


def legal_band(game: Game, members: tuple[int, ...], attackers: dict[int, Any]) -> str:
    """Why ``members`` can't be an attacking band (CR 702.22c-d), or "" if they can."""
    if len(members) < 2 or len(set(members)) != len(members):
        return "a band is two or more different attacking creatures"
    if any(m not in attackers for m in members):
        return "each member of a band attacks (CR 702.22c)"
    if len({repr(attackers[m]) for m in members}) != 1:
        return "a band's members attack the same player, planeswalker or battle (CR 702.22d)"
    with_banding = [m for m in members if _banding(game, m)]
    if with_banding and len(members) - len(with_banding) <= 1:
        return ""
    for holder in members:  # "bands with other [quality]": every member has the quality
        for kw in _bands_with(game, holder):
            if all(_is(game, kw.quality, holder, m) for m in members):
                return ""
    return ("a band is creatures with banding and up to one without it, or [quality] "
            "creatures with one that bands with other [quality] (CR 702.22c)")  # fmt: skip


@attrs.frozen
class DeclareBands(Decision):
    """CR 702.22c — as attackers are declared, the attacking player declares bands among
    ``attackers`` (those that can form one). Answer a tuple of bands, each a tuple of
    attacking creature ids; each creature is a member of at most one band."""

    player: int
    attackers: tuple[int, ...]

    def validate(self, answer: Any) -> Any:
        if not isinstance(answer, tuple | list) or not all(
            isinstance(b, tuple | list) for b in answer
        ):  # fmt: skip
            raise InvalidInputError(f"expected a tuple of bands, got {answer!r}")
        members = [m for b in answer for m in b]
        if len(members) != len(set(members)) or any(m not in self.attackers for m in members):
            raise InvalidInputError(f"each attacker is in one band at most: {answer!r}")
        return tuple(tuple(b) for b in answer)

    def default(self) -> Any:
        return ()

    def random(self, rng: random.Random) -> Any:
        if len(self.attackers) < 2 or rng.random() < 0.5:
            return ()
        return (tuple(rng.sample(self.attackers, 2)),)


@_combat.declare_bands.provide
def declare_bands(game: Game, player: int, attackers: dict[int, Any]) -> None:
    """CR 702.22c-d: when a creature with banding or "bands with other" attacks, its
    controller may declare bands; an illegal band is refused (the declaration is retried)."""
    combat = game.state.combat
    assert combat is not None
    combat.bands = []
    if not any(_banding(game, a) or _bands_with(game, a) for a in attackers):
        return
    answer = game.ask(player, DeclareBands(player, tuple(attackers)))
    for band in DeclareBands(player, tuple(attackers)).validate(answer):
        why = legal_band(game, band, attackers)
        if why:
            raise InvalidInputError(f"{band!r} can't be a band: {why}")
        combat.bands.append(band)
        game.log_note(f"P{player} declares a band: " + ", ".join(f"#{m}" for m in band))


@_combat.band_mates.provide
def band_mates(game: Game, attacker: int) -> tuple[int, ...]:
    """CR 702.22f, h: the other members of ``attacker``'s band still attacking."""
    combat = game.state.combat
    if combat is None:
        return ()
    for band in combat.bands:
        if attacker in band:
            return tuple(m for m in band if m != attacker and m in combat.attackers)
    return ()


@_combat.band_damage_chooser.provide
def band_damage_chooser(game: Game, creature: int, among: tuple[int, ...]) -> int | None:
    """CR 702.22j-k: the player who divides ``creature``'s combat damage among ``among``
    (the creatures blocking it, or the attacking creatures it blocks) when one of them has
    banding, or two of them band with each other: the controller of those creatures (the
    defending player for an attacker, 702.22j; the active player for a blocker, 702.22k).
    None: the usual rule (CR 510.1c-d)."""
    if any(_banding(game, i) for i in among) or _bands_with_other(game, among):
        return game.view(among[0]).controller
    return None
