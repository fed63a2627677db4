"""State-based actions — CR 704 (checked whenever a player would receive priority, 117.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions.commanders import commander_sbas
from ..actions.dungeons import completed_dungeons
from ..actions.game_outcome import lose_game
from ..actions.planes import phenomenon_done
from ..actions.schemes import finished_schemes
from ..agents import ChooseObjects, ChooseOption
from ..continuous.protection import protected_from
from ..continuous.while_controlled import end_uncontrolled
from ..events import events as ev
from ..events.counters import counter_sbas
from ..events.replacement import destruction_replaced
from ..events.sagas import saga_sacrifices
from ..stack import resolution as _resolution
from ..stack.resolution import unbestow
from ..state.abilities import Enchant
from ..state.commanders import has_commanders
from ..state.filters import Ctx, TargetSpec
from ..state.objects import GameObject, RulesProperty, StackAbility, Zone
from .day_night import day_night_checks
from .sectors import assign_sectors
from .speed import start_engines

if TYPE_CHECKING:
    from ..game import Game


#: checks in a row that each performed an action before the SBAs are called a loop
SBA_PASS_LIMIT = 500


@_resolution.check_state_based_actions.provide
def check_state_based_actions(game: Game) -> bool:
    """Perform all applicable SBAs simultaneously, repeat until none; True if any."""
    day_night_checks(game)  # CR 702.145c-d, f-g: immediate, not state-based actions
    end_uncontrolled(game)  # CR 611.2b: "for as long as you control ..." ends at once
    any_done = False
    passes = 0
    while _one_pass(game):
        any_done = True
        if game.state.game_over:
            break
        passes += 1
        if passes >= SBA_PASS_LIMIT:  # state-based actions are mandatory (CR 704.3)
            from .loops import declare_draw

            declare_draw(game, f"state-based actions kept applying ({passes} times): a "
                         "loop of mandatory actions, the game is a draw (CR 104.4b)")  # fmt: skip
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
        if reason and lose_game(game, p.index, reason):  # unless they can't (CR 104.3e)
            done = True
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
    roles: dict[tuple[int, int], list[GameObject]] = {}
    for i in list(st.battlefield):
        o = st.objects[i]
        assert isinstance(o, GameObject)
        ch = game.view(i)
        if ch.is_creature and ch.toughness is not None:
            if ch.toughness <= 0:  # 704.5f
                to_graveyard.append(i)
                continue
            if (o.damage >= ch.toughness or (o.damage > 0 and o.deathtouch_damage)) and not (
                ch.has_property(RulesProperty.INDESTRUCTIBLE)
            ):  # 704.5g-h
                to_destroy.append(i)
                continue
        if "Planeswalker" in ch.types and o.counters.get("loyalty", 0) <= 0:  # 704.5i
            to_graveyard.append(i)
            continue
        if "Battle" in ch.types and (
            _battle_defeated(game, o) or not _battle_protected(game, o, ch)
        ):  # 704.5v-x
            to_graveyard.append(i)
            continue
        if o.attached_to is not None and "Role" in ch.subtypes and "Aura" in ch.subtypes:
            roles.setdefault((o.attached_to, ch.controller), []).append(o)  # 704.5y
        verdict = _attachment_sba(game, o, ch)  # 704.5m-p
        if verdict == "graveyard":
            to_graveyard.append(i)
            continue
        if verdict is not None:
            done = True
        if o.counters and counter_sbas(game, o):  # 704.5q-r
            done = True
    # 704.5k world rule
    worlds = [i for i in st.battlefield if "World" in game.view(i).supertypes]
    if len(worlds) > 1:
        newest = max(st.objects[i].timestamp for i in worlds)  # type: ignore[union-attr]
        keep = [i for i in worlds if st.objects[i].timestamp == newest]  # type: ignore[union-attr]
        kept = keep[0] if len(keep) == 1 else None  # a tie: all of them go
        to_graveyard.extend(i for i in worlds if i != kept and i not in to_graveyard)
    if any(len(group) > 1 for group in roles.values()):  # 704.5y
        to_graveyard.extend(i for i in _extra_roles(game, roles) if i not in to_graveyard)
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
                if not destruction_replaced(game, i, rule=True):  # CR 701.19a: regeneration
                    game.move(i, Zone.GRAVEYARD, cause="destroyed: lethal damage")
                done = True
    done = saga_sacrifices(game) or done  # CR 714.4
    done = completed_dungeons(game) or done  # CR 704.5t
    done = assign_sectors(game) or done  # CR 704.5u
    done = start_engines(game) or done  # CR 704.5z
    if has_commanders(game.state):
        done = commander_sbas(game) or done  # CR 704.6c-d
    if game.state.command:
        done = finished_schemes(game) or done  # CR 704.6e
        done = phenomenon_done(game) or done  # CR 704.6f
    return done


def _ability_waiting(game: Game, obj_id: int) -> bool:
    """Whether ``obj_id`` is the source of an ability that has triggered but not yet left
    the stack (CR 704.5s, 704.5v): waiting to be put on it, or on it."""
    st = game.state
    if any(p.source_id == obj_id for p in st.pending):
        return True
    return any(isinstance(item, StackAbility) and item.source_id == obj_id
               for item in (st.objects.get(sid) for sid in st.stack))  # fmt: skip


def _battle_defeated(game: Game, o: GameObject) -> bool:
    """CR 704.5v, 310.4c — a battle with defense 0 (no defense counters) that isn't the
    source of a triggered ability still waiting goes to its owner's graveyard. A battle
    whose printed defense the runtime wasn't given (CR 310.4a) isn't judged."""
    if o.card.defense is None:
        return False
    return o.counters.get("defense", 0) <= 0 and not _ability_waiting(game, o.id)


def _battle_protected(game: Game, o: GameObject, ch: Any) -> bool:
    """CR 704.5w-x, 310.8a, 310.10, 310.11a — a battle with no protector in the game (none
    attacks it: the runtime has no attacks on battles), or a Siege its controller protects,
    gets one: its controller chooses an opponent for a Siege (the controller itself for a
    battle with no battle type). False if no player can be chosen (to the graveyard)."""
    ctl = ch.controller
    current = o.choices.get("protector")
    siege = "Siege" in ch.subtypes
    alive = current is not None and not game.state.players[current].lost
    if alive and not (siege and current == ctl):
        return True
    if not siege:  # CR 310.11: Siege is the only battle type; with none, 310.8a
        o.choices["protector"] = ctl
        return True
    choices = game.opponents(ctl)
    if not choices:
        game.log_note(f"{o.name}#{o.id}: no player can protect it (CR 704.5w-x)")
        return False
    pick = 0
    if len(choices) > 1:
        pick = game.ask(ctl, ChooseOption(ctl, tuple(f"P{p}" for p in choices), "protector"))
    o.choices["protector"] = choices[pick]
    game.log_note(f"P{choices[pick]} protects {o.name}#{o.id} (CR 704.5w-x)")
    return True


def _extra_roles(game: Game, roles: dict[tuple[int, int], list[GameObject]]) -> list[int]:
    """CR 704.5y, 303.7a — of the Roles one player controls attached to one permanent
    (``roles``, by permanent and controller), all but the one with the most recent
    timestamp (CR 613.7e) go to their owners' graveyards."""
    out: list[int] = []
    for group in roles.values():
        if len(group) > 1:
            newest = max(group, key=lambda r: r.timestamp)
            out.extend(r.id for r in group if r is not newest)
            game.log_note(f"{len(group) - 1} Role(s) on #{newest.attached_to} with an "
                          f"older timestamp go to the graveyard (CR 704.5y)")  # fmt: skip
    return out


def _attachment_sba(game: Game, o: GameObject, ch: Any) -> str | None:
    """CR 704.5m-p for one permanent: ``"graveyard"`` (an Aura attached illegally or to
    nothing, 704.5m), ``"unattached"`` (an Equipment or Fortification attached illegally,
    704.5n; a creature, battle or other permanent attached to something, 704.5p),
    ``"unbestowed"`` (CR 702.103f) or None."""
    st = game.state
    i, t = o.id, o.attached_to
    host = st.objects.get(t) if t is not None else None
    on_bf = isinstance(host, GameObject) and host.zone is Zone.BATTLEFIELD and t != i
    if "Aura" in ch.subtypes:
        enchant = next((a for a in ch.abilities if isinstance(a, Enchant)), None)
        ok = on_bf and not ch.is_creature  # CR 303.4d: an Aura creature enchants nothing
        if ok and enchant is not None:
            ok = enchant.filter.matches(Ctx(game, i, ch.controller), host)  # type: ignore[arg-type]
        if ok:  # CR 702.16c: can't be enchanted by an Aura with the quality
            ok = not protected_from(game, t, i, attached=True)  # type: ignore[arg-type]
        if ok:
            return None
        if "bestowed" in o.choices:  # CR 702.103f: a creature again

            unbestow(game, o)
            return "unbestowed"
        return "graveyard"
    if t is None:
        return None
    if ch.is_creature or "Battle" in ch.types:  # 704.5p
        legal = False
    elif "Equipment" in ch.subtypes:  # 704.5n, 301.5c; CR 702.16d: protection
        legal = on_bf and game.view(t).is_creature and not protected_from(game, t, i)  # type: ignore[arg-type]
    elif "Fortification" in ch.subtypes:  # 704.5n, 301.6
        legal = on_bf and "Land" in game.view(t).types and not protected_from(game, t, i)  # type: ignore[arg-type]
    else:  # 704.5p: any other noncreature permanent
        legal = "Aura" in ch.subtypes
    if legal:
        return None
    o.attached_to = None
    game.emit(ev.Attached(i, o.name, None))
    game.log_note(f"{o.name}#{i} becomes unattached (CR 704.5n-p)")
    return "unattached"


__all__ = ["TargetSpec", "check_state_based_actions"]
