"""Combat — CR 506-511: declaring attackers (requirements, restrictions and attack costs,
508.1c-h), declaring blockers (509.1: flying/reach, menace, protection), combat damage
(510: first strike 702.7, double strike 702.4, deathtouch 702.2, trample 702.19),
vigilance (702.20).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..agents import AssignCombatDamage, DeclareAttackers, DeclareBlockers
from ..continuous.layers import (
    AttackTax,
    CantAttack,
    CantBlock,
    MustAttack,
    MustAttackPlayer,
    rule_statics,
)
from ..continuous.permissions import (
    CantAttackAlone,
    CantBlockAlone,
    block_of_forbidden,
    check_alone,
)
from ..continuous.protection import protected_from  # CR 702.16b: colors and qualities
from ..continuous.restrictions import (
    AssignsNoCombatDamage,
    AttackDespiteDefender,
    affects,
    attack_forbidden,
    block_forbidden,
    max_blockers,
)
from ..continuous.untap import exert_attackers
from ..errors import CombatError, InvalidInputError, RulesError
from ..events import events as ev
from ..hooks import Hook
from ..state.abilities import (
    Defender,
    DoubleStrike,
    FirstStrike,
    Flying,
    Menace,
    Reach,
    Trample,
    Vigilance,
)  # fmt: skip
from ..state.objects import GameObject, PlayerRef, RulesProperty
from ..state.references import defender_player
from .damage_assignment import assigns_as_unblocked, cant_block_matching, combat_damage_amount
from .goad import unobeyed_goad
from .multiple_blocks import ANY_NUMBER, attackers_of, block_capacity, pairs_of
from .requirements import required_blocks, unblocked_requirement, unobeyed_block_requirement

if TYPE_CHECKING:
    from ..game import Game

#: CR 509.1: blockers are declared (for the keywords that look at it);
#: provided by :mod:`mtgc.runtime.keywords.cycling`
note_blockers_declared = Hook("note_blockers_declared")
#: CR 508.1g, 702.154a: optional costs to attack (enlist) of the declared attackers;
#: provided by :mod:`mtgc.runtime.keywords.enlist`
optional_attack_costs = Hook("optional_attack_costs")
#: CR 509.1b, 702.13-702.36: the blocking restrictions of evasion keywords;
#: provided by :mod:`mtgc.runtime.keywords.evasion`
evasion_allows = Hook("evasion_allows")
#: CR 702.22c-d: attacking bands declared with the attackers; CR 702.22h: the other members
#: of an attacker's band; CR 702.22j-k: who divides a creature's combat damage among
#: creatures in or against a band; provided by :mod:`mtgc.runtime.keywords.banding`
declare_bands = Hook("declare_bands")
band_mates = Hook("band_mates")
band_damage_chooser = Hook("band_damage_chooser")


def _restricted(game: Game, obj_id: int, kind: type) -> bool:
    """Whether a restriction/requirement static of ``kind`` applies to the creature."""
    return any(affects(game, a, src, ctl, obj_id) for src, ctl, a in rule_statics(game, kind))


def _players_to_attack(game: Game, obj_id: int) -> list[int]:
    """CR 508.1d: the players the creature must attack if able."""
    return [
        a.effect.player for src, ctl, a in rule_statics(game, MustAttackPlayer)
        if affects(game, a, src, ctl, obj_id)
    ]  # fmt: skip


def attack_candidates(game: Game, player: int) -> list[int]:
    """CR 508.1a, 302.6 — untapped creatures that have been controlled since the turn began."""
    out = []
    for i in game.state.battlefield:
        o = game.state.objects[i]
        ch = game.view(i)
        if ch.controller != player or not ch.is_creature or o.tapped:  # type: ignore[union-attr]
            continue
        if game.summoning_sick(i) or _restricted(game, i, CantAttack):
            continue
        if ch.has_keyword(Defender) and not _restricted(game, i, AttackDespiteDefender):
            continue  # CR 702.3b
        out.append(i)
    return out


def defenders(game: Game, player: int) -> list[Any]:
    """CR 506.2, 508.1b — opponents, the planeswalkers they control, and the battles they
    protect (CR 310.5, 310.8b: a battle's protector never attacks it; a Siege can be
    attacked by its own controller)."""
    opponents = game.opponents(player)
    out: list[Any] = [PlayerRef(p) for p in opponents]
    for i in game.state.battlefield:
        ch = game.view(i)
        if "Planeswalker" in ch.types and ch.controller != player:
            out.append(i)
        elif "Battle" in ch.types and defender_player(game, i) in opponents:
            out.append(i)
    return out


def _defending_player(game: Game, defender: Any) -> int:
    """CR 506.2, 508.5, 310.8d: a battle's protector defends it."""
    return defender_player(game, defender)


def attack_taxes(game: Game, defender: Any) -> list[tuple[int, AttackTax]]:
    """CR 508.1d/h — costs to attack ``defender`` (one per static, per creature)."""
    dp = _defending_player(game, defender)
    out = []
    for src, ctl, a in rule_statics(game, AttackTax):
        tax: AttackTax = a.effect
        if not tax.protects.matches(dp, ctl):
            continue
        if not isinstance(defender, PlayerRef) and not (
            tax.planeswalkers and "Planeswalker" in game.view(defender).types
        ):  # a battle attacked isn't its protector, nor a planeswalker (CR 310.8d)
            continue
        out.append((src, tax))
    return out


def declare_attackers(game: Game) -> None:
    """CR 508.1 — the active player declares attackers (retried when not strict)."""
    st = game.state
    player = st.active
    cands = attack_candidates(game, player)
    defs = defenders(game, player)
    if not defs or (not cands and not game.strict):
        return
    if game.retry(player, "DeclareAttackers", _declare_attackers_once, game, player,
                  tuple(cands), tuple(defs)):  # fmt: skip
        return
    game.log_note(f"P{player} declares no attackers")


def _declare_attackers_once(game: Game, player: int, cands: tuple, defs: tuple) -> None:
    st = game.state
    answer = game.ask(player, DeclareAttackers(player, cands, defs))
    for a, d in answer.items():
        if a not in cands:
            raise CombatError(f"#{a} can't attack (CR 508.1a, 302.6)")
        if d not in defs:
            raise InvalidInputError(f"{d!r} is not a defender")
        if attack_forbidden(game, a, _defending_player(game, d)):
            raise CombatError(f"#{a} can't attack {d!r} (CR 508.1c)")
    # CR 508.1d: requirements (only those obeyable without paying costs)
    for c in cands:
        if c not in answer and _restricted(game, c, MustAttack):
            if any(not attack_taxes(game, d) for d in defs):
                raise CombatError(f"#{c} attacks each combat if able (CR 508.1d)")
    for c in cands:  # CR 508.1d: "attacks that opponent this turn if able"
        for p in _players_to_attack(game, c):
            if answer.get(c) != PlayerRef(p) and PlayerRef(p) in defs and not attack_taxes(
                game, PlayerRef(p)
            ):  # fmt: skip
                raise CombatError(f"#{c} attacks P{p} this turn if able (CR 508.1d)")
    def allowed(c: int) -> list[Any]:  # defenders it may attack without paying a cost
        return [d for d in defs if not attack_forbidden(game, c, _defending_player(game, d))
                and not attack_taxes(game, d)]  # fmt: skip

    goaded = unobeyed_goad(game, answer, cands, allowed)
    if goaded is not None:  # CR 701.15b, 508.1d
        raise CombatError(f"#{goaded} is goaded: it attacks each combat if able and a player "
                          "other than the goading player if able (CR 701.15b, 508.1d)")
    check_alone(game, answer, CantAttackAlone)  # CR 506.5
    assert st.combat is not None
    declare_bands(game, player, answer)  # CR 702.22c-d
    for a, d in answer.items():  # 508.1f: tap (vigilance: 702.20b)
        st.combat.attackers[a] = d
        if not game.view(a).has_keyword(Vigilance):
            game.tap(a)
    for a, d in answer.items():  # 508.1g-h: each creature's cost paid individually
        for src, tax in attack_taxes(game, d):
            game.log_note(f"P{player} pays attack cost of #{src} for #{a}")
            try:
                game.pay_simple(player, tax.cost, a)
            except RulesError as e:
                raise CombatError(f"can't pay the attack cost for #{a}: {e}") from e
    optional_attack_costs(game, player, answer)  # 508.1g: enlist (CR 702.154a)
    exert_attackers(game, player, answer)  # CR 508.1g, 701.43d: optional costs
    for a, d in answer.items():  # 508.3a: abilities trigger
        game.emit(ev.AttackDeclared(a, game.view(a).name, d, _defending_player(game, d), player))


def declare_blockers(game: Game) -> None:
    """CR 509.1 — each defending player declares blockers."""
    st = game.state
    assert st.combat is not None
    attacked: dict[int, list[int]] = {}
    for a, d in st.combat.attackers.items():
        dp = _defending_player(game, d) if (isinstance(d, PlayerRef) or game.known(d)) else None
        if dp is not None:
            attacked.setdefault(dp, []).append(a)
    for dp in game.apnap():
        if dp not in attacked:
            continue
        cands = tuple(
            i for i in st.battlefield
            if game.view(i).controller == dp and game.view(i).is_creature
            and not st.objects[i].tapped and not _restricted(game, i, CantBlock)  # type: ignore[union-attr]
        )  # fmt: skip
        if not cands and not game.strict:
            continue
        if not game.retry(dp, "DeclareBlockers", _declare_blockers_once, game, dp, cands,
                          tuple(attacked[dp])):  # fmt: skip
            game.log_note(f"P{dp} declares no blockers")
    note_blockers_declared(game)  # "attacks and isn't blocked" (CR 509.3g)


def can_block(game: Game, blocker: int, attacker: int) -> bool:
    """CR 702.9b flying / 702.17 reach, 702.16 protection."""
    if block_forbidden(game, blocker, attacker):  # CR 509.1b
        return False
    if block_of_forbidden(game, blocker, attacker):  # "can't block this creature this turn"
        return False
    if cant_block_matching(game, blocker, attacker):  # "can't block creatures with ..."
        return False
    b, a = game.view(blocker), game.view(attacker)
    if a.has_keyword(Flying) and not (b.has_keyword(Flying) or b.has_keyword(Reach)):
        return False
    if protected_from(game, attacker, blocker):
        return False
    return evasion_allows(game, blocker, attacker)


def _declare_blockers_once(game: Game, player: int, cands: tuple, attackers: tuple) -> None:
    st = game.state
    assert st.combat is not None
    hints = required_blocks(game, cands, attackers, lambda b, a: can_block(game, b, a))
    capacity = tuple((c, n) for c in cands if (n := block_capacity(game, c)) != 1)
    answer = game.ask(player, DeclareBlockers(player, cands, attackers, hints, capacity))
    for b, v in answer.items():
        if b not in cands:
            raise CombatError(f"#{b} can't block (CR 509.1a)")
        blocked = attackers_of(v)
        if any(a not in attackers for a in blocked):
            raise InvalidInputError(f"{v!r} is not attacking P{player}")
        most = block_capacity(game, b)
        if not blocked or len(set(blocked)) != len(blocked):
            raise InvalidInputError(f"#{b}: block each attacker once, got {v!r}")
        if most != ANY_NUMBER and len(blocked) > most:
            raise CombatError(f"#{b} can block only {most} creature(s) (CR 509.1a-b)")
    _check_restrictions(game, answer)

    def legal(declaration: dict[int, Any]) -> bool:
        try:
            _check_restrictions(game, declaration)
        except CombatError:
            return False
        return True

    unobeyed = unobeyed_block_requirement(game, answer, cands, attackers, legal)
    if unobeyed is not None:  # CR 509.1c
        raise CombatError(f"#{unobeyed} blocks if able (CR 509.1c)")
    unblocked = unblocked_requirement(game, answer, cands, attackers, legal)
    if unblocked is not None:
        raise CombatError(f"#{unblocked} must be blocked if able (CR 509.1c)")
    pairs = list(pairs_of(answer))
    for b, a in list(pairs):  # CR 702.22h: the whole band becomes blocked by the blocker
        pairs.extend((b, m) for m in band_mates(game, a) if (b, m) not in pairs)
    for b, a in pairs:
        st.combat.blockers.setdefault(b, []).append(a)
        st.combat.blocked.setdefault(a, []).append(b)
    for b, a in pairs:
        game.emit(ev.BlockDeclared(b, game.view(b).name, a))


def _check_restrictions(game: Game, answer: dict[int, Any]) -> None:
    """CR 509.1b: raise CombatError when a declared block violates a restriction."""
    for b, a in pairs_of(answer):
        if not can_block(game, b, a):
            raise CombatError(f"#{b} can't block #{a} (CR 509.1b)")
    check_alone(game, answer, CantBlockAlone)  # CR 506.5
    per: dict[int, list[int]] = {}
    for b, a in pairs_of(answer):
        per.setdefault(a, []).append(b)
    for a, bs in per.items():
        if game.view(a).has_keyword(Menace) and len(bs) < 2:
            raise CombatError(f"#{a} has menace: two or more blockers needed (CR 702.111b)")
        most = max_blockers(game, a)
        if most is not None and len(bs) > most:
            raise CombatError(f"#{a} can't be blocked by more than {most} (CR 509.1b)")


def _strikes_first(game: Game, i: int) -> bool:
    ch = game.view(i)
    return ch.has_keyword(FirstStrike) or ch.has_keyword(DoubleStrike)


def needs_first_strike_step(game: Game) -> bool:
    """CR 510.4 — a first-strike damage step happens if any combatant has first/double strike."""
    c = game.state.combat
    if c is None:
        return False
    return any(_strikes_first(game, i) for i in list(c.attackers) + list(c.blockers))


def _deals_now(game: Game, i: int, first_strike: bool) -> bool:
    c = game.state.combat
    assert c is not None
    if _restricted(game, i, AssignsNoCombatDamage):  # CR 510.1
        return False
    ch = game.view(i)
    if first_strike:
        return _strikes_first(game, i)
    if ch.has_keyword(DoubleStrike):
        return True
    return i not in c.dealt_first  # CR 510.4: first strikers don't deal damage again


def combat_damage(game: Game, first_strike: bool) -> None:
    """CR 510.1-510.2 — assign and deal combat damage simultaneously."""
    st = game.state
    c = st.combat
    if c is None:
        return
    assignments: list[tuple[int, Any, int]] = []
    for a, d in list(c.attackers.items()):
        if not _deals_now(game, a, first_strike):
            continue
        ch = game.view(a)
        power = combat_damage_amount(game, a)  # CR 510.1a
        if power <= 0:
            continue
        if a not in c.blocked:  # 510.1b
            if isinstance(d, PlayerRef) or (isinstance(d, int) and d in st.objects):
                assignments.append((a, d, power))
            continue
        if assigns_as_unblocked(game, a):  # "as though it weren't blocked" (510.1c)
            if isinstance(d, PlayerRef) or (isinstance(d, int) and d in st.objects):
                assignments.append((a, d, power))
            continue
        blockers = [b for b in c.blocked[a] if b in st.objects]
        if not blockers:  # 510.1c / 702.19d
            if ch.has_keyword(Trample):
                assignments.append((a, d, power))
            continue
        chooser = band_damage_chooser(game, a, tuple(blockers))  # CR 702.22j
        if chooser is not None:  # divided among the blockers as the defending player chooses
            if len(blockers) == 1:
                assignments.append((a, blockers[0], power))
            else:
                split = game.ask(chooser, AssignCombatDamage(chooser, a, power, tuple(blockers)))
                assignments.extend((a, t, n) for t, n in split.items() if n > 0)
            continue
        trample = ch.has_keyword(Trample)
        if len(blockers) == 1 and not trample:  # 510.1c: all of it to the one blocker
            assignments.append((a, blockers[0], power))
            continue
        lethal = {}
        for b in blockers:  # 702.2c: with deathtouch 1 damage is lethal
            rest = max(0, (game.view(b).toughness or 0) - st.objects[b].damage)  # type: ignore[union-attr]
            lethal[b] = min(1, rest) if ch.has_property(RulesProperty.DEATHTOUCH) else rest
        decision = AssignCombatDamage(
            game.view(a).controller, a, power, tuple(blockers), d if trample else None,
            tuple(lethal.items()),
        )  # fmt: skip
        split = game.ask(decision.player, decision)
        assignments.extend((a, t, n) for t, n in split.items() if n > 0)
    for b, attacked in list(c.blockers.items()):
        if not _deals_now(game, b, first_strike):
            continue
        power = combat_damage_amount(game, b)  # CR 510.1a
        targets = [a for a in attacked if a in st.objects]
        if power <= 0 or not targets:
            continue
        if len(targets) == 1:  # CR 510.1d: all of it to the one attacker it blocks
            assignments.append((b, targets[0], power))
            continue
        lethal = tuple((a, max(0, (game.view(a).toughness or 0) - st.objects[a].damage))  # type: ignore[union-attr]
                       for a in targets)  # fmt: skip
        chooser = band_damage_chooser(game, b, tuple(targets))  # CR 702.22k
        decision = AssignCombatDamage(chooser if chooser is not None else game.view(b).controller,
                                      b, power, tuple(targets), None, lethal)  # fmt: skip
        split = game.ask(decision.player, decision)  # CR 510.1d: divided as it chooses
        assignments.extend((b, t, n) for t, n in split.items() if n > 0)
    if first_strike:
        c.dealt_first.update(src for src, _, _ in assignments)
    parts = [(s_, t, n) for s_, t, n in assignments if isinstance(t, PlayerRef) or t in st.objects]
    game.deal_damage_at_once(parts, combat=True)  # one event (CR 510.2, 603.2c)

__all__ = ["GameObject", "attack_candidates", "combat_damage", "declare_attackers"]
