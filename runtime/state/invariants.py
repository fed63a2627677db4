"""Invariants of a game state that every rules action must keep, for property checks
(random games, the play-every-card harness): a list of violations, empty when sound.

Checked between actions, when a player is about to act (so state-based actions have been
performed, CR 704.3): each object in exactly one zone (CR 400.1), no card appearing or
vanishing, integer life and poison totals (CR 119.1, 122.1f), no creature with toughness 0
or less (CR 704.5f) or with lethal damage (CR 704.5g) left on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .objects import GameObject, RulesProperty

INDESTRUCTIBLE = RulesProperty.INDESTRUCTIBLE

if TYPE_CHECKING:
    from ..game import Game


@attrs.frozen
class Violation:
    """One broken invariant: its ``kind`` (a short key for tallies) and what was seen."""

    kind: str
    message: str
    card: str = ""


def card_uids(game: Game) -> set[int]:
    """The uids of every card (not token) in the game: what :func:`violations` conserves."""
    return {
        o.card_uid for o in game.state.objects.values() if isinstance(o, GameObject) and _is_card(o)
    }


def _is_card(o: GameObject) -> bool:
    """A card, not a token (CR 111.1), a copy of a spell (CR 707.10), an emblem (CR 114.1)
    nor the marker of a player designation (CR 724, 725: none of them is a card)."""
    return not o.is_token and not o.choices.get("spell_copy") and not o.choices.get(
        "emblem") and not o.choices.get("designation")  # fmt: skip


def violations(game: Game, uids: set[int] | None = None) -> list[Violation]:
    """The invariants ``game`` breaks now; ``uids`` (from :func:`card_uids` at the start)
    checks that the cards are conserved."""
    st = game.state
    out: list[Violation] = []
    lists = list(st.battlefield) + list(st.stack) + list(st.exile) + list(st.command)
    for p in st.players:
        lists += p.library + p.hand + p.graveyard
        if type(p.life) is not int or type(p.poison) is not int:  # CR 119.1, 122.1f
            out.append(Violation("life-not-integer", f"P{p.index} life {p.life!r}"))
        if any(u.type is None for u in p.pool):
            out.append(Violation("mana-untyped", f"P{p.index} pool {p.pool!r}"))
    seen: set[int] = set()
    for i in lists:
        if i in seen:
            out.append(Violation("two-zones", f"#{i} is listed in two zones", _name(game, i)))
        seen.add(i)
        o = st.objects.get(i)
        if o is None:
            out.append(Violation("no-object", f"#{i} is listed but missing"))
        elif isinstance(o, GameObject) and i not in st.zone_list(o.zone, o.owner):
            out.append(Violation("wrong-zone", f"#{i} says {o.zone} but isn't there", o.name))
    for i in set(st.objects) - seen:
        o = st.objects[i]
        if isinstance(o, GameObject) and o.phased_out:  # CR 702.26d: on the battlefield
            continue  # though out of its list
        out.append(Violation("no-zone", f"#{i} is in no zone", _name(game, i)))
    cards = [o.card_uid for o in st.objects.values() if isinstance(o, GameObject) and _is_card(o)]
    if len(cards) != len(set(cards)):
        out.append(Violation("card-twice", "a card is in two places"))
    if uids is not None:  # CR 400.11b: with the cards brought in from outside the game
        uids = uids | set(st.extra.get("brought_in", ()))
    if uids is not None and set(cards) != uids:
        out.append(Violation("cards-not-conserved", f"cards {sorted(set(cards) ^ uids)}"))
    if st.priority is not None and not st.game_over:
        out += _lethal(game)
    return out


def _lethal(game: Game) -> list[Violation]:
    out = []
    for i in game.state.battlefield:
        o = game.state.objects.get(i)
        if not isinstance(o, GameObject):
            continue
        ch = game.view(i)
        if not ch.is_creature or ch.toughness is None:
            continue
        if ch.toughness <= 0:  # CR 704.5f
            out.append(
                Violation("toughness-0-survives", f"#{i} is {ch.power}/{ch.toughness}", o.name)
            )
        elif o.damage >= ch.toughness and not ch.has_property(INDESTRUCTIBLE):  # CR 704.5g
            out.append(
                Violation(
                    "lethal-damage-survives",
                    f"#{i} {ch.toughness} toughness, {o.damage} damage",
                    o.name,
                )
            )
    return out


def _name(game: Game, i: int) -> str:
    o = game.state.objects.get(i)
    return getattr(o, "name", "") or ""
