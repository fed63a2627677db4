"""State-based actions — CR 704 (checked whenever a player would receive priority, 117.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions.regenerate import regenerate_instead
from ..agents import ChooseObjects
from ..events import events as ev
from ..state.abilities import Enchant, Indestructible
from ..state.filters import Ctx, TargetSpec
from ..state.objects import GameObject, Zone

if TYPE_CHECKING:
    from ..game import Game


def check_state_based_actions(game: Game) -> bool:
    """Perform all applicable SBAs simultaneously, repeat until none; True if any."""
    any_done = False
    while _one_pass(game):
        any_done = True
        if game.state.game_over:
            break
    return any_done


def _one_pass(game: Game) -> bool:
    st = game.state
    done = False
    # 704.5a-c: players lose
    for p in st.players:
        if p.lost:
            continue
        reason = None
        if p.life <= 0:
            reason = "0 or less life (CR 704.5a)"
        elif p.drew_from_empty:
            reason = "drew from an empty library (CR 704.5b)"
        elif p.poison >= 10:
            reason = "ten poison counters (CR 704.5c)"
        if reason:
            p.lost = True
            done = True
            game.emit(ev.PlayerLost(p.index, reason))
    alive = [p.index for p in st.players if not p.lost]
    if len(alive) <= 1 and len(st.players) > 1:  # CR 104.2a
        st.game_over = True
        st.winner = alive[0] if alive else None
        return done
    # 704.5d: tokens outside the battlefield cease to exist
    for i, o in list(st.objects.items()):
        if isinstance(o, GameObject) and o.is_token and o.zone is not Zone.BATTLEFIELD:
            st.zone_list(o.zone, o.owner).remove(i)
            del st.objects[i]
            game.log_note(f"token {o.name}#{i} ceases to exist (CR 704.5d)")
            done = True
    to_graveyard: list[int] = []
    to_destroy: list[int] = []
    for i in list(st.battlefield):
        o = st.objects[i]
        assert isinstance(o, GameObject)
        ch = game.view(i)
        if ch.is_creature and ch.toughness is not None:
            if ch.toughness <= 0:  # 704.5f
                to_graveyard.append(i)
                continue
            if (o.damage >= ch.toughness or (o.damage > 0 and o.deathtouch_damage)) and not (
                ch.has_keyword(Indestructible)
            ):  # 704.5g-h
                to_destroy.append(i)
                continue
        if "Planeswalker" in ch.types and o.counters.get("loyalty", 0) <= 0:  # 704.5i
            to_graveyard.append(i)
            continue
        if "Aura" in ch.subtypes:  # 704.5m
            enchant = next((a for a in ch.abilities if isinstance(a, Enchant)), None)
            t = o.attached_to
            ok = t is not None and isinstance(st.objects.get(t), GameObject)
            if ok and st.objects[t].zone is Zone.BATTLEFIELD and enchant is not None:  # type: ignore[union-attr]
                ctx = Ctx(game, i, ch.controller)
                ok = enchant.filter.matches(ctx, st.objects[t])  # type: ignore[arg-type]
            elif ok:
                ok = st.objects[t].zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
            if not ok and "bestowed" in o.choices:  # CR 702.103f: a creature again
                from ..keywords.bestow import unbestow

                unbestow(game, o)
                done = True
            elif not ok:
                to_graveyard.append(i)
                continue
        if "Equipment" in ch.subtypes and o.attached_to is not None:  # 704.5n
            t = o.attached_to
            tgt = st.objects.get(t)
            if not (isinstance(tgt, GameObject) and tgt.zone is Zone.BATTLEFIELD
                    and game.view(t).is_creature):  # fmt: skip
                o.attached_to = None
                game.emit(ev.Attached(i, o.name, None))
                done = True
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:  # 704.5q
            n = min(plus, minus)
            game.add_counters(i, "+1/+1", -n)
            game.add_counters(i, "-1/-1", -n)
            done = True
    # 704.5j legend rule
    seen: dict[tuple[int, str], list[int]] = {}
    for i in st.battlefield:
        ch = game.view(i)
        if "Legendary" in ch.supertypes and i not in to_graveyard and i not in to_destroy:
            seen.setdefault((ch.controller, ch.name), []).append(i)
    for (ctl, _), ids in seen.items():
        if len(ids) > 1:
            keep = game.ask(ctl, ChooseObjects(ctl, tuple(ids), 1, 1, "legend rule"))[0]
            to_graveyard.extend(i for i in ids if i != keep)
    with game.simultaneously(to_graveyard + to_destroy):  # CR 704.3: one event
        for i in to_graveyard:
            if i in st.objects:
                game.move(i, Zone.GRAVEYARD, cause="state-based action")
                done = True
        for i in to_destroy:
            if i in st.objects:
                if not regenerate_instead(game, i):  # CR 701.19a
                    game.move(i, Zone.GRAVEYARD, cause="destroyed: lethal damage")
                done = True
    from .sagas import saga_sacrifices

    done = saga_sacrifices(game) or done  # CR 714.4
    return done


__all__ = ["TargetSpec", "check_state_based_actions"]
